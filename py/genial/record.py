"""Génial's records read back: the house's envelope (tabletop.records) with Génial's config,
written by the house (BaseGame.to_record).

`{"format": "genial", "version": 1, "config": {"players", "teams"}, "seed", "decisions", "meta"}`
"""

from __future__ import annotations

from typing import Any

from tabletop.records import (
    MAX_DECISIONS,
    MAX_TEXT,
    as_record_error,
    parse_json,
    read_envelope,
    rebuild,
)

from .config import check
from .errors import RecordError
from .game import Game

NAME, TITLE, VERSION = Game.NAME, Game.TITLE, Game.VERSION

__all__ = ["MAX_DECISIONS", "MAX_TEXT", "NAME", "TITLE", "VERSION", "from_record", "parse_json"]


def from_record(data: dict[str, Any] | str | bytes) -> Game:
    """Rebuild the identical game from a record (a dict, or its JSON text).

    >>> from genial import new_game
    >>> game = new_game(players=2, seed=7)
    >>> events = game.play(game.legal_moves()[0])
    >>> again = from_record(game.to_record())
    >>> again.decisions == game.decisions and again.hand(0) == game.hand(0)
    True
    >>> from_record('{"format": "genial", "version": 9}')
    Traceback (most recent call last):
    ...
    tabletop.errors.RecordError: unsupported record version 9 (this reads 1)
    """
    record = read_envelope(data, NAME, TITLE, (VERSION,))
    players, teams = _config(record["config"])
    return rebuild(Game(players, record["seed"], teams), record)


def _config(config: object) -> tuple[int, bool]:
    if not isinstance(config, dict) or set(config) - {"players", "teams"}:
        raise RecordError("record_config")
    return as_record_error(check, config.get("players"), config.get("teams", False))
