"""Reading the arguments of a request or of the page's address, each value checked before use.

Values arrive as JSON from the bridge; the page passes its address's values as written (text),
so that a refusal names them: an integer may be a JSON number or its decimal text. Anything
else is a Refusal naming the key and the value as the page wrote it, never an exception from
deeper down (a 10,000-digit integer is refused here, not by a ValueError or MemoryError later).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from .errors import Refusal, show

#: Python's limit for converting decimal text to an integer.
MAX_DIGITS = 4300
DECIMAL = re.compile(r"-?[0-9]+")
HUMAN = "human"
#: A human playing on another device (the host keeps the game; tabletop.guest serves that seat).
REMOTE = "remote"
AI_PREFIX = "ai-"


def shown(value: Any) -> str:
    """A value from a request as the page wrote it, shortened: text and numbers as `show`
    gives them, anything else as JSON (null, true, ["a", "b"]), never a Python repr."""
    if isinstance(value, str) or (isinstance(value, int | float) and not isinstance(value, bool)):
        return show(value)
    return short(json.dumps(value, ensure_ascii=False))


def short(text: str) -> str:
    return text if len(text) <= 40 else text[:40] + "…"


def integer(args: dict[str, Any], key: str, default: Any = None) -> Any:
    """args[key] as an int (a JSON integer or its decimal text), or `default` when absent.
    The caller checks its range."""
    value = args.get(key, default)
    if value is default:
        return value
    if isinstance(value, str) and DECIMAL.fullmatch(value.strip()):
        if len(value.strip().lstrip("-")) > MAX_DIGITS:
            raise Refusal("request_huge_number")
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise Refusal("bad_integer", key=key, value=shown(value))
    return value


def flag(args: dict[str, Any], key: str, refusal: str) -> bool:
    """args[key] as a bool: true, false, 1 or 0 (absent: False); `refusal` is the code of a
    bad value."""
    value = args.get(key, False)
    if not isinstance(value, int) or value not in (0, 1):
        raise Refusal(refusal, value=shown(value))
    return bool(value)


def seat_choices(levels: Sequence[str]) -> list[dict[str, str]]:
    """The seats a game offers, as its page lists them (static facts): a human, then a
    computer of each level — so the page never parses a seat's text."""
    return [{"seat": HUMAN}] + [{"seat": AI_PREFIX + level, "level": level} for level in levels]


def seats(value: Any, players: int, levels: Sequence[str]) -> list[str]:
    """The seat list: one per player, each 'human', 'remote' or 'ai-<level>' (default: a human
    against the weakest level). A remote seat is not among the New game dialog's choices (the
    page invites a device to it), but a game in progress or a saved one may have it."""
    if value is None:
        return [HUMAN] + [AI_PREFIX + levels[0]] * (players - 1)
    if not isinstance(value, list):
        raise Refusal("bad_seats", players=players, value=shown(value))
    if len(value) != players:
        listed = ", ".join(seat if isinstance(seat, str) else shown(seat) for seat in value)
        raise Refusal("seat_count", players=players, count=len(value), seats=short(listed))
    choices = [choice["seat"] for choice in seat_choices(levels)] + [REMOTE]
    for seat in value:
        if seat not in choices:
            raise Refusal("unknown_seat", value=shown(seat), seats=", ".join(choices))
    return list(value)


def level_of(seat: str) -> str | None:
    """The computer level of a seat, or None for a human (here or on another device)."""
    return seat.removeprefix(AI_PREFIX) if seat.startswith(AI_PREFIX) else None
