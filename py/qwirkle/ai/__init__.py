"""Computer opponents for Qwirkle: levels, a hint for the human, and move values for analysis.

>>> import qwirkle, qwirkle.ai
>>> g = qwirkle.new_game(players=2, seed=7)
>>> move = qwirkle.ai.choose(g, "intermediate", seed=1)
>>> events = g.play(move)

A decision uses only what its seat may see (the board, the scores, its own hand, how many
tiles the bag and the other hands hold): the search deals the unseen tiles again from that
information (see `lookahead`). The strategies run on the engine's integer core (`Game.core`);
this module turns their decisions into the public `Place`, `Trade` and `Pass`.
"""

from __future__ import annotations

import random

from tabletop.levels import Computer

from ..errors import IllegalMove
from ..game import Game, public_move
from ..moves import Move
from .levels import BASELINES, LEVEL_TABLE, LEVELS
from .lookahead import value_of_moves

__all__ = ["BASELINES", "LEVELS", "budget_of", "choose", "evaluate_moves", "hint"]

#: The levels and baselines offered through the public API (`tabletop.levels.Computer`).
COMPUTER = Computer(LEVEL_TABLE, lambda game, decision: public_move(decision))
budget_of, choose, hint = COMPUTER.budget_of, COMPUTER.choose, COMPUTER.hint


def evaluate_moves(game: Game, moves: list[Move | str], *, seed: int = 0,
                   worlds: int = 16) -> list[float]:
    """The value of each decision for the player to move, in points: the seat's expected lead
    over the best other seat once the next round is played (greedy play, on `worlds` deals of
    the unseen tiles, the same deals for every move), minus its lead now. Comparable within
    one position: the best move's value minus a played move's is what that move cost.
    """
    if game.over:
        raise IllegalMove("game_over")
    decisions = [game.code_of(m) for m in moves]  # IllegalMove for an illegal one
    return value_of_moves(game.core, decisions, random.Random(seed), worlds)
