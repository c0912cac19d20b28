"""What Qwirkle's page asks of the engine beyond the house's protocol (see tabletop.games).

While a player stages tiles (puts them on cells, not yet played), the page asks `options`:
where each hand tile may still go, whether the staged tiles are a placement now and what it
scores, and whether a trade or a pass is allowed; the page computes none of it. The other
hooks say how a decision reads in the hint, the analysis and the history.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.arguments import HUMAN
from tabletop.errors import BridgeError

from .errors import IllegalMove
from .moves import Move, Place, Trade

if TYPE_CHECKING:
    from tabletop.session import Session

    from .game import Game


def options(session: Session, args: dict[str, Any]) -> dict[str, Any]:
    """`options {staged: "red-circle@0,0 ..."}` (notation, "" for none) → `Game.options` (the
    cells of each hand tile, `complete`, `points`, `move`, `refusal`) with `trade`, the most
    tiles a trade may hold now (0: no trade), and `pass`, whether passing is the only choice.
    Only a human seat's turn is answered: the cells would tell a computer's hand."""
    game = session.game
    if game.over:
        raise IllegalMove("game_over")
    if session.seats[game.to_move] != HUMAN:
        raise BridgeError("computer_turn")
    staged = args.get("staged", "")
    if not isinstance(staged, str):
        raise IllegalMove("move_not_text", type=type(staged).__name__)
    found = game.options(staged)
    state = game.core
    found["trade"] = max(map(len, state.trades()), default=0)
    found["pass"] = state.may_pass()
    return found


#: Commands the page sends beside the house's (tabletop.bridge), with their arguments.
COMMANDS = {"options": options}


def describe(game: Game, move: Move) -> dict[str, Any]:
    """A decision as the page draws it (the hint's ghost, the analysis): a placement's tiles
    and the points it scores in `game`, a trade's number of tiles, or a pass."""
    if isinstance(move, Place):
        tiles = [{"x": x, "y": y, "colour": c, "shape": k} for (c, k), (x, y) in move]
        return {"move": str(move), "kind": "place", "tiles": tiles, "points": game.preview(move)}
    if isinstance(move, Trade):
        return {"move": str(move), "kind": "trade", "count": len(move)}
    return {"move": str(move), "kind": "pass"}


def history_entry(decision: str, events: list[dict[str, Any]]) -> dict[str, Any]:
    """A decision's own fields in the history: its kind (place, trade, pass), its points, the
    Qwirkles it made and the end bonus it earned."""
    first = events[0]
    bonus = sum(e["points"] for e in events if e["type"] == "bonus")
    return {"kind": first["type"], "points": first.get("points", 0),
            "qwirkles": first.get("qwirkles", 0), "bonus": bonus}


def analysable(move: Move) -> bool:
    """Placements are compared with the expert's (as in every game's analysis panel)."""
    return isinstance(move, Place)
