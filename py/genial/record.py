"""Génial's records: the house's envelope (tabletop.records) with Génial's config.

`{"format": "genial", "version": 1, "config": {"players", "teams"}, "seed", "decisions", "meta"}`
"""

from __future__ import annotations

from typing import Any

from tabletop.records import (
    MAX_DECISIONS,
    MAX_TEXT,
    envelope,
    parse_json,
    read_envelope,
    replay,
)

from .errors import RecordError, show
from .game import Game

FORMAT = "genial"
VERSION = 1

__all__ = ["FORMAT", "MAX_DECISIONS", "MAX_TEXT", "VERSION", "from_record", "parse_json",
           "to_record"]


def to_record(game: Game) -> dict[str, Any]:
    """The game as JSON-serialisable data."""
    config = {"players": game.players, "teams": game.teams}
    return envelope(FORMAT, VERSION, config, game.seed, game.decisions, game.meta)


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
    record = read_envelope(data, FORMAT, "Génial", (VERSION,))
    players, teams = _config(record["config"])
    game = Game(players, record["seed"], teams)
    game.meta = record["meta"]
    replay(game.play, record["decisions"])
    return game


def _config(config: object) -> tuple[int, bool]:
    if not isinstance(config, dict) or set(config) - {"players", "teams"}:
        raise RecordError("record_config")
    players, teams = config.get("players"), config.get("teams", False)
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 4:
        raise RecordError("players_range", value=show(players))
    if not isinstance(teams, bool):
        raise RecordError("bad_teams", value=show(teams))
    if teams and players != 4:
        raise RecordError("teams_need_four")
    return players, teams
