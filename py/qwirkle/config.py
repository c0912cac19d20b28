"""The setup of a game of Qwirkle: how many players (2 to 4).

One place for what a setup may be (`check_players`), whoever asks: a new game, a record's
config (`record`), the bridge's `new` request and the page's address (whose forms `setup`
reads: numbers as text; the new game then checks what they make).
"""

from __future__ import annotations

from typing import Any

from tabletop.arguments import integer

from .errors import Refusal, show

#: Every setup the game offers, as new_game's arguments (the conformance suite plays each).
MODES: tuple[dict[str, Any], ...] = ({"players": 2}, {"players": 3}, {"players": 4})
PLAYERS = tuple(mode["players"] for mode in MODES)


def check_players(players: object) -> int:
    """The number of players when it makes a game: 2 to 4."""
    if type(players) is not int or players not in PLAYERS:
        raise Refusal("qwirkle_players", value=show(players))
    return players


def setup(args: dict[str, Any]) -> dict[str, Any]:
    """new_game's arguments (players, default 2) read from a request or an address: a value
    that cannot be read is refused here, one that makes no game by new_game. Other keys (seed,
    seats, ...) are the house's and left alone."""
    return {"players": integer(args, "players", 2)}
