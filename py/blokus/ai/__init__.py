"""Computer opponents for Blokus: levels, a hint for the human, and move values for analysis.

>>> import blokus, blokus.ai
>>> g = blokus.new_game(variant="duo", seed=7)
>>> move = blokus.ai.choose(g, "intermediate", seed=1)
>>> events = g.play(move)

The strategies run on the engine's core (`Game.core`); this module turns their placement ids
into the public `Place`. Blokus hides nothing, so no search needs to sample a world.
"""

from __future__ import annotations

import random

from tabletop.levels import Computer

from ..game import Game
from ..moves import Place
from ..ratings import RATINGS
from .levels import BASELINES, HINT_LEVEL, LEVEL_TABLE, LEVELS
from .lookahead import follow

__all__ = ["BASELINES", "LEVELS", "RATINGS", "budget_of", "choose", "evaluate_moves", "hint"]

#: The levels and baselines offered through the public API (`tabletop.levels.Computer`).
COMPUTER = Computer(LEVEL_TABLE, lambda game, decision: game.move_of(decision), HINT_LEVEL)
budget_of, choose, hint = COMPUTER.budget_of, COMPUTER.choose, COMPUTER.hint


def evaluate_moves(game: Game, moves: list[Place | str]) -> list[float]:
    """The worth of each placement for the seat to move, in squares (points of the score),
    compared with the best of them (0 for the best, -3.5 for a move about three and a half
    squares worse): the advanced level's lookahead value after the move and one round of
    replies, i.e. squares placed plus room left, own side minus the best other side. An
    illegal move raises IllegalMove.
    """
    state = game.core
    values = [follow(state, game.code_of(m), random.Random(0)) for m in moves]
    best = max(values, default=0.0)
    return [round(v - best, 2) for v in values]


