"""Blokus's records read back: the house's envelope (tabletop.records) with Blokus's config,
written by the house (BaseGame.to_record).

`{"format": "blokus", "version": 2, "config": {"players", "teams", "variant"}, "seed",
"decisions", "meta"}`. Blokus has no chance: the decisions alone replay the game, and the
seed (which seeds the computer players) is kept so that their choices replay too.
"""

from __future__ import annotations

from typing import Any

from tabletop.records import as_record_error, read_envelope, rebuild

from .ai.levels import FORMER
from .errors import RecordError
from .game import Game

NAME, TITLE, VERSION = Game.NAME, Game.TITLE, Game.VERSION
CONFIG_KEYS = frozenset({"players", "teams", "variant"})


def from_record(data: dict[str, Any] | str | bytes) -> Game:
    """Rebuild the identical game from a record (a dict, or its JSON text or bytes); anything
    wrong with it raises RecordError and builds nothing.

    >>> game = from_record('{"format": "blokus", "version": 2, "config": {"players": 2, '
    ...                    '"variant": "duo"}, "seed": 5, "decisions": ["purple:1@4,4"]}')
    >>> game.colour, game.board
    ('orange', {(4, 4): 'purple'})
    >>> from_record({"format": "blokus", "version": 2, "config": {"players": 2},
    ...              "seed": 5, "decisions": ["blue:1@5,5"]})
    Traceback (most recent call last):
    ...
    tabletop.errors.RecordError: decision 1 ('blue:1@5,5') cannot be replayed: blue's first ...
    """
    record = read_envelope(data, NAME, TITLE, (1, VERSION), FORMER)
    config = record["config"]
    if not isinstance(config, dict) or not set(config) <= CONFIG_KEYS or "players" not in config:
        raise RecordError("blokus_config")
    if config["players"] is None:  # new_game's default: a record says how many
        raise RecordError("players_count", value="None")
    game = as_record_error(Game, config["players"], record["seed"], config.get("teams", False),
                           config.get("variant"))
    return rebuild(game, record)
