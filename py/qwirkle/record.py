"""Qwirkle's records: the house's envelope (tabletop.records) with Qwirkle's config.

`{"format": "qwirkle", "version": 1, "config": {"players"}, "seed", "decisions", "meta"}`
"""

from __future__ import annotations

from typing import Any

from tabletop.records import as_record_error, envelope, read_envelope, rebuild

from .config import check_players
from .errors import RecordError
from .game import Game

NAME = "qwirkle"  # the records' format, also the page's ?game=
TITLE = "Qwirkle"  # how players call the game
VERSION = 1


def to_record(game: Game) -> dict[str, Any]:
    """The game as JSON-serialisable data."""
    return envelope(NAME, VERSION, {"players": game.players}, game.seed, game.decisions,
                    game.meta)


def from_record(data: dict[str, Any] | str | bytes) -> Game:
    """Rebuild the identical game from a record (a dict, or its JSON text or bytes); anything
    wrong with it raises RecordError saying what."""
    record = read_envelope(data, NAME, TITLE, (VERSION,))
    config = record["config"]
    if not isinstance(config, dict) or set(config) != {"players"}:
        raise RecordError("qwirkle_record_config")
    players = as_record_error(check_players, config["players"])
    return rebuild(Game(players, record["seed"]), record)
