"""One-move strategies: they look at the placements of the colour to move now, nothing further.

Each takes the core `State` and a seeded `random.Random` and returns a placement id.

- `greedy_big`: the arena's baseline. The largest piece, and of its placements the one that
  opens the most new attach points; ties broken at random.
- `beginner`: a random placement, each weighted by its piece's size squared: it likes big
  pieces but sees no corners and blocks nobody on purpose.
- `heuristic` (intermediate): the placement of best `evaluate.Scorer` value (size, corners
  opened, opponents' corners taken, the centre early); ties at random.
"""

from __future__ import annotations

import random

from ..core import State
from ..pieces import SIZES
from .evaluate import Scorer


def _best(values: dict[int, float], rnd: random.Random) -> int:
    """The move of greatest value, ties broken by the seeded generator."""
    top = max(values.values())
    return rnd.choice([m for m, value in values.items() if value == top])


def greedy_big(state: State, rnd: random.Random) -> int:
    """Baseline: the largest piece that opens the most new attach points."""
    piece = state.geo.piece
    moves = state.legal()
    biggest = max(SIZES[piece[m]] for m in moves)
    opened = Scorer(state).opened
    return _best({m: opened(m) for m in moves if SIZES[piece[m]] == biggest}, rnd)


def beginner(state: State, rnd: random.Random) -> int:
    """A random placement, big pieces likelier (weight: size squared)."""
    piece = state.geo.piece
    moves = state.legal()
    return rnd.choices(moves, weights=[SIZES[piece[m]] ** 2 for m in moves])[0]


def heuristic(state: State, rnd: random.Random) -> int:
    """The placement of best immediate value (see evaluate.Scorer)."""
    score = Scorer(state)
    return _best({m: score(m) for m in state.legal()}, rnd)
