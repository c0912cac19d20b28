"""The expert: the most promising placements, each followed through the other colours'
replies, then the positions compared.

1. Candidates: the `CANDIDATES` placements of best immediate value (`evaluate.Scorer`).
2. Replies: after a candidate, every other colour plays the intermediate policy until the
   colour to move is back (one round), so that what the opponents take away shows.
3. Value: `evaluate.position_value` of the side: squares placed and room left, own side
   minus the best other side, in squares.

Blokus hides nothing and the replies are deterministic, so there is nothing to sample: the
work is the number of candidates followed, and the budget in seconds only stops the search
early on a slow machine (the candidates not followed keep their place in the ranking by
immediate value, below the followed ones).
"""

from __future__ import annotations

import random

from tabletop.search import deadline, passed

from ..core import OVER, State
from .evaluate import Scorer, position_value
from .greedy import heuristic

CANDIDATES = 16


def candidates(state: State, count: int) -> list[int]:
    """The `count` placements of best immediate value, best first."""
    score = Scorer(state)
    return sorted(state.legal(), key=score, reverse=True)[:count]


def follow(state: State, pid: int, rnd: random.Random) -> float:
    """The value for the mover's side of a placement, after one round of replies."""
    mover, side = state.colour, state.mode.colour_side[state.colour]
    s = state.copy()
    s.apply(pid)
    while s.phase != OVER and s.colour != mover:
        s.apply(heuristic(s, rnd))
    if side is None:  # the neutral colour: play it for the seat deciding
        side = state.mode.side_of(state.to_move)
    return position_value(s, side)


def lookahead(state: State, rnd: random.Random, count: int, seconds: float) -> int:
    """The expert's decision."""
    moves = candidates(state, count)
    if len(moves) == 1:
        return moves[0]
    stop = deadline(seconds)
    best, best_value = moves[0], float("-inf")
    for pid in moves:
        value = follow(state, pid, random.Random(rnd.getrandbits(64)))
        if value > best_value:
            best, best_value = pid, value
        if passed(stop):
            break
    return best
