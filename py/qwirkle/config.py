"""A new game's settings read from outside (`setup`), and the fixed facts the page draws with
(`static_info`), so that the page never re-types a rule fact."""

from __future__ import annotations

from typing import Any

from tabletop.records import MAX_TEXT, check_seed

from . import ai
from .errors import Refusal, show
from .game import PLAYERS, check_players
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


def setup(args: dict[str, Any]) -> dict[str, Any]:
    """The keyword arguments of `new_game` from the page's address or the bridge's `new`
    request: `players` (2 to 4, default 2) and `seed` (absent or empty: a fresh one), as
    strings or JSON numbers. Other keys (the house's `game`, `seats`...) are not Qwirkle's and
    are left alone. A bad value raises a Refusal naming it."""
    players = args.get("players", 2)
    if isinstance(players, str) and players.strip().isdigit():
        players = int(players)
    seed = args.get("seed")
    if isinstance(seed, str) and not seed.strip():
        seed = None
    if seed is not None:
        try:
            seed = check_seed(seed.strip() if isinstance(seed, str) else seed)
        except Refusal:
            raise Refusal("seed_range", value=show(seed)) from None
    return {"players": check_players(players), "seed": seed}


def static_info() -> dict[str, Any]:
    """What the page draws with before Python has loaded, and never re-types."""
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
        "levels": list(ai.LEVELS),
        "max_record": MAX_TEXT,  # the page refuses larger imports before reading them
    }
