"""Ginny-O's records read back: the house's envelope (tabletop.records) with Ginny-O's config,
written by the house (BaseGame.to_record).

`{"format": "ginnyo", "version": 2, "config": {"players"}, "seed", "decisions", "meta"}`

The seed fixes every draw (the first-player draw, the deal, each refill); the decisions are
in notation (rules §8), so a record replays the game exactly.
"""

from __future__ import annotations

from typing import Any

from tabletop.records import as_record_error, read_envelope, rebuild

from .ai.levels import FORMER
from .core import check_players
from .errors import RecordError
from .game import Game

NAME, TITLE, VERSION = Game.NAME, Game.TITLE, Game.VERSION


def from_record(data: dict[str, Any] | str | bytes) -> Game:
    """Rebuild the identical game from a record (a dict, or its JSON text); a bad record
    raises RecordError saying what is wrong."""
    record = read_envelope(data, NAME, TITLE, (1, VERSION), FORMER)
    config = record["config"]
    if not isinstance(config, dict) or set(config) != {"players"}:
        raise RecordError("ginnyo_record_config")
    players = as_record_error(check_players, config["players"])
    return rebuild(Game(players, record["seed"]), record)
