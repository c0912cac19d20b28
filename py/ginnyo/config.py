"""The setup of a game of Ginny-O: how many players (2, 3 or 4), and nothing else.

One place for what a setup may be, whoever asks: a new game (`core.check_players`), a
record's config (`record`), the bridge's `new` request and the page's address (`setup`, which
first reads the looser forms those carry: numbers as text).
"""

from __future__ import annotations

from typing import Any

from .core import PLAYERS, check_players
from .errors import Refusal, show

#: Every setup the game offers, as new_game's arguments (the conformance suite plays each).
MODES: tuple[dict[str, Any], ...] = tuple({"players": n} for n in PLAYERS)

_MAX_DIGITS = 20


def setup(args: dict[str, Any]) -> dict[str, Any]:
    """new_game's arguments from a request or an address, checked: `players` (a number or
    its text, default 2). Ginny-O has no teams and no variant: a true `teams` or any
    `variant` is refused. Other keys (seed, seats, ...) are the house's and left alone.
    """
    players = args.get("players", 2)
    if isinstance(players, str) and players.strip().isdigit() and len(players) <= _MAX_DIGITS:
        players = int(players)
    teams = args.get("teams", False)
    if teams not in (False, 0, "0", "false", "", None):
        raise Refusal("ginnyo_no_teams", value=show(teams))
    if args.get("variant") not in (None, ""):
        raise Refusal("ginnyo_no_variant", value=show(args["variant"]))
    return {"players": check_players(players)}
