"""A new game's settings read from outside (`setup`), and the fixed facts the page draws with
(`static_info`), so that the page never re-types a rule fact."""

from __future__ import annotations

from typing import Any

from tabletop.arguments import integer, seat_choices
from tabletop.records import MAX_TEXT

from .game import PLAYERS
from .tiles import (
    COLOURS,
    COPIES,
    END_BONUS,
    HAND_SIZE,
    LINE_MAX,
    MARKS,
    QWIRKLE_BONUS,
    SHAPES,
    TILES,
)

#: Every setup the game offers, as new_game's arguments (the conformance suite plays each).
MODES: tuple[dict[str, Any], ...] = tuple({"players": n} for n in PLAYERS)


def setup(args: dict[str, Any]) -> dict[str, Any]:
    """The keyword arguments of `new_game` but the seed (the house reads it) from the page's
    address or the bridge's `new` request: `players` (default 2), a JSON number or its text.
    A value that is not an integer is refused here; one that makes no game (5 players) by
    `new_game`. Other keys (the house's `game`, `seed`, `seats`...) are left alone."""
    return {"players": integer(args, "players", 2)}


def static_info() -> dict[str, Any]:
    """What the page draws with before Python has loaded, and never re-types."""
    from . import ai

    return {
        "game": "qwirkle",
        "colours": list(COLOURS),
        "shapes": list(SHAPES),
        "marks": dict(MARKS),  # pips in a tile's corner: colour is never the only cue
        "copies": COPIES,
        "tiles": TILES,
        "hand_size": HAND_SIZE,
        "line_max": LINE_MAX,
        "qwirkle_bonus": QWIRKLE_BONUS,
        "end_bonus": END_BONUS,
        "players": list(PLAYERS),
        "modes": list(MODES),
        "levels": list(ai.LEVELS),
        "seats": seat_choices(ai.LEVELS),
        "max_record": MAX_TEXT,  # the page refuses larger imports before reading them
    }
