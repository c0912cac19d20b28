"""One-move strategies: they look at the placements of their own hand now, nothing further.

Each takes the integer core `State` of the seat to move and a seeded `random.Random`, and
returns a core decision (a placement, a trade or the pass). They read only the board, and their
own hand and the size of the bag.

- `greedy_max`, the arena's baseline: the placement scoring most points now (ties: the first
  found); when it cannot place, the trade of `spare_tiles`.
- `among_best(k)`: a placement drawn among the k best by points (a player who sees the big
  plays but not always the biggest), the same trade when it cannot place: the weakest levels,
  whose k falls as they get stronger (`levels.CHOICES`).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core import Decision, State
from ..legal import placements
from ..tiles import best_group


def spare_tiles(hand: list[int], room: int) -> tuple[int, ...]:
    """The tiles to trade away, at most `room` (what the bag holds), at least one.

    Keep the hand's best group (most distinct tiles sharing a colour or a shape: the line it
    can build next), trade the rest, copies of a kept tile first; when the whole hand is that
    group and still cannot be placed, trade all of it. With a short bag, the first tiles of
    that order go: copies, then tiles that share nothing with the group.
    """
    size = best_group(hand)
    groups = [[t for t in set(hand) if t // 6 == c] for c in range(6)]
    groups += [[t for t in set(hand) if t % 6 == s] for s in range(6)]
    keep = min((g for g in groups if len(g) == size), key=sorted)
    rest = hand[:]
    for t in keep:
        rest.remove(t)
    rest.sort(key=lambda t: (t not in keep, t))  # copies of kept tiles first
    spare = rest or sorted(hand)
    return tuple(sorted(spare[:room]))


def fallback(state: State) -> Decision:
    """What to do without a placement: trade the spare tiles if the bag allows, else pass."""
    if state.bag:
        return spare_tiles(state.hands[state.to_move], len(state.bag))
    return ()


def greedy_max(state: State, rnd: random.Random) -> Decision:
    """Baseline: most points now (the first such placement found); trades only when it cannot
    place."""
    best, top = None, -1
    for pairs, points in placements(state):
        if points > top:
            best, top = pairs, points
    return fallback(state) if best is None else best


def among_best(choices: int) -> Callable[[State, random.Random], Decision]:
    """A strategy drawing a placement among its `choices` highest-scoring ones; it trades
    only when it cannot place."""
    def choose(state: State, rnd: random.Random) -> Decision:
        found = placements(state)
        if not found:
            return fallback(state)
        found.sort(key=lambda m: m[1], reverse=True)
        return rnd.choice(found[:choices])[0]
    return choose
