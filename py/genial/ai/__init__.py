"""Computer opponents for Génial: levels, a hint for the human, and move values for analysis.

>>> import genial, genial.ai
>>> g = genial.new_game(players=2, seed=7)
>>> move = genial.ai.choose(g, "intermediate", seed=1)
>>> events = g.play(move)

A decision uses only what its seat may see (board, markers, its own hand, tile counts): the
search deals the unseen tiles again from that information (see `lookahead`). The strategies
run on the engine's integer core (`Game.core`); this module turns their int-coded decisions
into the public `Place`, `Swap` and `Keep`.
"""

from __future__ import annotations

from tabletop.levels import Computer

from ..errors import IllegalMove
from ..game import Game, public_move
from ..moves import Keep, Move, Swap
from .evaluate import placement_value
from .greedy import fast_policy
from .levels import BASELINE, BASELINES, LEVEL_TABLE, LEVELS

__all__ = ["BASELINE", "BASELINES", "LEVELS", "PLAYOUTS", "budget_of", "choose", "evaluate_moves",
           "hint", "playout_move"]

#: How many games the analysis plays out from a position (`tabletop.review.PLAYOUTS`: least,
#: most, decisions in all): `playout_move` is cheap, so many.
PLAYOUTS = (24, 100, 1200)

#: The levels and baselines offered through the public API (`tabletop.levels.Computer`).
COMPUTER = Computer(LEVEL_TABLE, lambda game, decision: public_move(game.core, decision))
budget_of, choose, hint = COMPUTER.budget_of, COMPUTER.choose, COMPUTER.hint


def evaluate_moves(game: Game, moves: list[Move]) -> list[float]:
    """Immediate value of each decision for the player to move, in utility units (higher is
    better; comparable within one position): the post-game "what did that move cost" view.

    Placements are valued by the utility gain of their points (low colours first, bonus
    placements counted); Swap and Keep by nothing (0), as they score nothing now.
    """
    state = game.core
    return [
        0.0 if isinstance(m, Swap | Keep) else placement_value(state, game.code_of(m))
        for m in moves
    ]


def playout_move(game: Game, seed: int) -> Move:
    """A decision for playing a game out quickly (the analysis's outlook, `tabletop.review`):
    the search's own playout policy, the intermediate's greedy choice found without listing
    every placement (ten times cheaper than a level's `choose`); it always swaps. `seed` is
    unused: the policy is deterministic."""
    if game.over:
        raise IllegalMove("game_over")
    return public_move(game.core, fast_policy(game.core))
