"""Qwirkle's records read back: the house's envelope (tabletop.records) with Qwirkle's config,
written by the house (BaseGame.to_record).

`{"format": "qwirkle", "version": 2, "config": {"players"}, "seed", "decisions", "meta"}`
"""

from __future__ import annotations

from typing import Any

from tabletop.records import as_record_error, read_envelope, rebuild

from .ai.levels import FORMER
from .config import check_players
from .errors import RecordError
from .game import Game

NAME, TITLE, VERSION = Game.NAME, Game.TITLE, Game.VERSION


def from_record(data: dict[str, Any] | str | bytes) -> Game:
    """Rebuild the identical game from a record (a dict, or its JSON text or bytes); anything
    wrong with it raises RecordError saying what."""
    record = read_envelope(data, NAME, TITLE, (1, VERSION), FORMER)
    config = record["config"]
    if not isinstance(config, dict) or set(config) != {"players"}:
        raise RecordError("qwirkle_record_config")
    players = as_record_error(check_players, config["players"])
    return rebuild(Game(players, record["seed"]), record)
