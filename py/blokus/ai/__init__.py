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

from ..errors import IllegalMove
from ..game import Game
from ..moves import Place
from .levels import BASELINES, LEVELS, decide, level_of
from .lookahead import follow

__all__ = ["BASELINES", "LEVELS", "budget_of", "choose", "evaluate_moves", "hint"]

HINT_LEVEL = "expert"


def budget_of(level: str) -> float:
    """A level's own time budget per decision, in seconds."""
    return level_of(level).budget


def choose(game: Game, level: str, *, seed: int | None = None,
           budget: float | None = None) -> Place:
    """A legal placement for the colour to move at a level (see `LEVELS`, `BASELINES`).

    `budget`: seconds to think (None: the level's own). With a seed the choice is repeatable
    (as long as the budget's safety cap is not hit on a slow machine).
    """
    if game.over:
        raise IllegalMove("game_over")
    return game.move_of(decide(game.core, level, random.Random(seed), budget))


def hint(game: Game, *, seed: int | None = None, budget: float | None = None) -> Place:
    """The expert's placement for the colour to move (the human's hint button)."""
    return choose(game, HINT_LEVEL, seed=seed, budget=budget)


def evaluate_moves(game: Game, moves: list[Place | str]) -> list[float]:
    """The worth of each placement for the seat to move, in squares (points of the score),
    compared with the best of them (0 for the best, -3.5 for a move about three and a half
    squares worse): the expert's value after the move and one round of replies, i.e. squares
    placed plus room left, own side minus the best other side. An illegal move raises
    IllegalMove.
    """
    state = game.core
    values = [follow(state, game.code_of(m), random.Random(0)) for m in moves]
    best = max(values, default=0.0)
    return [round(v - best, 2) for v in values]


