"""What Qwirkle's page asks of the engine beyond the house's protocol.

The house (tabletop.bridge, tabletop.session, tabletop.review) serves every game; this module
holds Qwirkle's own part of it: the static facts the tiles are drawn from (and the shell's
modes and seats), the view's Qwirkle fields, the `options` command (while tiles are staged:
where each hand tile may still go, what the staged tiles score, whether a trade or a pass is
allowed), and how a decision reads in the history and the hint.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tabletop.arguments import HUMAN
from tabletop.errors import BridgeError

from .config import PLAYERS
from .core import STEPS, cell_of, xy_of
from .moves import Move, Pass, Place, Trade
from .ratings import RATINGS
from .tiles import COLOURS, COPIES, END_BONUS, HAND_SIZE, LINE_MAX, MARKS, QWIRKLE_BONUS, SHAPES
from .tiles import TILES as TILE_COUNT

if TYPE_CHECKING:
    from tabletop.session import Session

    from .game import Game


def static_info() -> dict[str, Any]:
    """What the page draws with before Python has loaded, and never re-types (the house adds
    the shell's keys: tabletop.games.static_info)."""
    return {
        "colours": list(COLOURS),
        "shapes": list(SHAPES),
        "marks": dict(MARKS),  # pips in a tile's corner: colour is never the only cue
        "copies": COPIES,
        "tiles": TILE_COUNT,
        "hand_size": HAND_SIZE,
        "line_max": LINE_MAX,
        "qwirkle_bonus": QWIRKLE_BONUS,
        "end_bonus": END_BONUS,
        "players": list(PLAYERS),
        "ratings": dict(RATINGS),  # weakest level first, as qwirkle.ai.LEVELS
    }


def view(game: Game, seats: Sequence[int]) -> dict[str, Any]:
    """Qwirkle's part of the page's view (the house's base writes the rest: BaseGame.view): the
    hands of `seats` only."""
    return {
        "board": [{"x": x, "y": y, "colour": c, "shape": k}
                  for (x, y), (c, k) in sorted(game.board.items())],
        "hands": [[list(t) for t in game.hand(seat)] if seat in seats else None
                  for seat in range(game.players)],
        "hand_sizes": game.hand_sizes, "bag": game.bag_count, "first_size": game.first_size,
        # at the end: how the game ended, who placed their last tile (end bonus)
        "end": game.end, "out_seat": game.out_seat,
    }


def options(session: Session, args: dict[str, Any]) -> dict[str, Any]:
    """`options {staged: "red-circle@0,0 ..." | [[[colour, shape], [x, y]], ...]}`: where each
    hand tile may still go, and what the staged tiles score (`Game.options`), with `trade`,
    the most tiles a trade may hold now (0: no trade), and `pass`, whether passing is all the
    player may do. Only for a human seat to move: the answer names the tiles in hand."""
    game = session.game
    if not game.over and session.seats[game.to_move] != HUMAN:  # over: options says so
        raise BridgeError("computer_turn")
    found = game.options(args.get("staged", ""))
    state = game.core
    found["trade"] = max(map(len, state.trades()), default=0)
    found["pass"] = state.may_pass()
    return found


#: Commands the page sends beside the house's (tabletop.bridge), with their arguments.
COMMANDS = {"options": options}


def describe(game: Game, move: Move) -> dict[str, Any]:
    """A decision as the page draws it: notation and kind, for a placement its tiles and
    points, for a trade how many tiles."""
    if isinstance(move, Trade):
        return {"move": str(move), "kind": "trade", "count": len(move)}
    if not isinstance(move, Place):
        return {"move": str(move), "kind": "pass"}
    return {"move": str(move), "kind": "place", "points": game.preview(move),
            "tiles": [{"x": x, "y": y, "colour": c, "shape": k} for (c, k), (x, y) in move]}


def history_entry(decision: str, events: list[dict[str, Any]]) -> dict[str, Any]:
    """A decision's own fields in the history: its kind (place, trade, pass), its points (the
    end bonus included), the Qwirkles it made, the end bonus it earned (0: none), the tiles it
    put down or traded (`count`: all the table sees of another seat's trade) and a placement's
    tiles (the page draws them)."""
    place = next((e for e in events if e["type"] == "place"), None)
    bonus = sum(e["points"] for e in events if e["type"] == "bonus")
    words = decision.split()
    drawn = {"tiles": place["tiles"]} if place else {}
    return {"kind": "place" if place else words[0], **drawn,
            "points": (place["points"] if place else 0) + bonus,
            "qwirkles": place["qwirkles"] if place else 0, "bonus": bonus,
            "count": len(words) - (place is None)}


def concealed(decision: str) -> bool:
    """A trade puts its tiles back into the bag face down: the other seats see how many."""
    return decision.startswith("trade")


def where(game: Game, move: Move) -> dict[str, Any]:
    """What a placement is next to before it is made, so a person can find it: `near` lists
    each tile already on the table beside one of its tiles, once, in the order met."""
    if not isinstance(move, Place):
        return {}
    board = game.board
    cells = {cell for _, cell in move}
    near: list[dict[str, Any]] = []
    for _, cell in move:
        for step in (*STEPS, *(-s for s in STEPS)):
            around = xy_of(cell_of(*cell) + step)
            tile = board.get(around)
            fact = tile and {"colour": tile[0], "shape": tile[1]}
            if fact and around not in cells and fact not in near:
                near.append(fact)
    return {"near": near}


def analysable(move: Move) -> bool:
    """Whether the analysis compares this decision with the expert's: not a pass (forced)."""
    return not isinstance(move, Pass)
