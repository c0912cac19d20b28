"""The setup of a game of Génial: how many players, and whether they play in teams.

One place for what a setup may be (`check`), whoever asks: a new game (`core.Mode`), a record's
config (`record`), the bridge's `new` request and the page's address (whose forms `setup` reads:
numbers as text, flags as 1/0; the new game then checks what they make).
"""

from __future__ import annotations

from typing import Any

from tabletop.arguments import flag, integer

from .area import RADIUS_BY_PLAYERS
from .errors import Refusal, show

#: Every setup the game offers, as new_game's arguments (the conformance suite plays each).
MODES: tuple[dict[str, Any], ...] = (
    {"players": 1}, {"players": 2}, {"players": 3}, {"players": 4},
    {"players": 4, "teams": True},
)


def check(players: object, teams: object) -> tuple[int, bool]:
    """(players, teams) when they make a game: 1 (solo) to 4 players, teams only with 4."""
    if not isinstance(players, int) or isinstance(players, bool) \
            or players not in RADIUS_BY_PLAYERS:
        raise Refusal("players_range", value=show(players))
    if not isinstance(teams, bool):
        raise Refusal("bad_teams", value=show(teams))
    if teams and players != 4:
        raise Refusal("teams_need_four")
    return players, teams


def setup(args: dict[str, Any]) -> dict[str, Any]:
    """new_game's arguments (players, teams) read from a request or an address: a value that
    cannot be read is refused here, one that makes no game by new_game (`check`). Other keys
    (seed, seats, ...) are the house's and left alone."""
    teams = flag(args, "teams", "bad_teams")
    players = integer(args, "players", 2)
    return {"players": players, "teams": True} if teams else {"players": players}
