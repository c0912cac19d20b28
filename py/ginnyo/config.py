"""The setup of a game of Ginny-O: how many players (2, 3 or 4), and nothing else.

What a setup may be is checked in one place (`core.check_players`), whoever asks: a new
game, a record's config (`record`); the bridge's `new` request and the page's address carry
looser forms (numbers as text), which `setup` reads first.
"""

from __future__ import annotations

from typing import Any

from tabletop.arguments import flag, integer

from .core import PLAYERS
from .errors import Refusal, show

#: Every setup the game offers, as new_game's arguments (the conformance suite plays each).
MODES: tuple[dict[str, Any], ...] = tuple({"players": n} for n in PLAYERS)

def setup(args: dict[str, Any]) -> dict[str, Any]:
    """new_game's arguments (players, default 2) read from a request or an address: a value
    that cannot be read is refused here, one that makes no game by new_game. Ginny-O has no
    teams and no variant: a true `teams` or any `variant` is refused. Other keys (seed,
    seats, ...) are the house's and left alone."""
    if flag(args, "teams", "ginnyo_no_teams"):
        raise Refusal("ginnyo_no_teams", value=show(args["teams"]))
    if args.get("variant") not in (None, ""):
        raise Refusal("ginnyo_no_variant", value=show(args["variant"]))
    return {"players": integer(args, "players", 2)}
