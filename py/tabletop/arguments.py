"""Reading the arguments of a request or of the page's address, each value checked before use.

Values arrive as JSON (from the bridge) or as text (from an address): an integer may be written
as a number or as its decimal text, a flag as true/false, 1/0 or their text. Anything else is a
Refusal naming the key and the value, never an exception from deeper down (a 10,000-digit
integer is refused here, not by an OverflowError or a MemoryError later).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .errors import Refusal, show

#: An integer as text: any setting of the house fits in 20 digits (2**64 does).
INTEGER = re.compile(r"-?[0-9]{1,20}")
HUMAN = "human"
AI_PREFIX = "ai-"


def integer(args: dict[str, Any], key: str, default: Any = None) -> Any:
    """args[key] as an int (a number or its decimal text), or `default` when absent."""
    value = args.get(key, default)
    if value is default:
        return value
    if isinstance(value, str) and INTEGER.fullmatch(value.strip()):
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise Refusal("bad_integer", key=key, value=show(value))
    return value


def flag(args: dict[str, Any], key: str, refusal: str) -> bool:
    """args[key] as a bool (absent: False); `refusal` is the code of a bad value."""
    value = args.get(key, False)
    if isinstance(value, str):
        value = {"true": True, "1": True, "false": False, "0": False, "": False}.get(
            value.strip().lower(), value)
    if value not in (True, False, 0, 1) or isinstance(value, float):
        raise Refusal(refusal, value=show(value))
    return bool(value)


def seats(value: Any, players: int, levels: Sequence[str]) -> list[str]:
    """The seat list: one per player, each 'human' or 'ai-<level>' (default: a human against
    the weakest level)."""
    if value is None:
        return [HUMAN] + [AI_PREFIX + levels[0]] * (players - 1)
    if not isinstance(value, list) or len(value) != players:
        raise Refusal("bad_seats", players=players, value=show(value))
    choices = [HUMAN, *(AI_PREFIX + level for level in levels)]
    for seat in value:
        if seat not in choices:
            raise Refusal("unknown_seat", value=show(seat), seats=", ".join(choices))
    return list(value)


def level_of(seat: str) -> str | None:
    """The computer level of a seat, or None for a human."""
    return None if seat == HUMAN else seat.removeprefix(AI_PREFIX)
