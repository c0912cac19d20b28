"""The master's playouts: a game played to its end fast, by a policy that knows Blokus.

A playout is the hot path of the tree search (`mcts`): it must be cheap, so it never lists
every legal placement. Each colour, in turn:

1. takes its **biggest pieces first** (every square placed is a point, and the big pieces fit
   only while there is room): the pieces of the largest size it has left, then the next size
   only when none of them fits anywhere;
2. looks at its attach points in turn, from a random one, those **near the opponents' last
   placements** first, and stops at the first `SAMPLE` placements of those pieces that fit
   (through one or two attach points: one window test each, no list of the whole position);
3. of those, plays the one the **move model** (`model.MoveModel`, learnt from Pentobi's games)
   likes best: it weighs the corners opened and taken, the room kept, and how much the
   placement **answers** the opponents' last placements (covers the corners they opened and
   the cells beside them: Pentobi's "local" moves, which its playouts prefer above all); ties
   at random.

A piece of the largest size that fits nowhere is skipped for the rest of the playout (it could
fit later through a corner the colour opens: a playout may be wrong there, as it is anyway
about what the players would do, and skipping saves the scans that find nothing).

The search then reads the final scores (`State.scores`) from each side.
"""

from __future__ import annotations

import random

from tabletop.bitsets import bits

from ..core import OVER, State
from ..pieces import SIZES
from .model import MoveModel, answers

#: Placements gathered before the best of them is played.
SAMPLE = 8


def playout(state: State, rnd: random.Random, placements: int | None = None,
            played: list[tuple[int, int]] | None = None) -> None:
    """Play `state` (changed in place) by the policy to the end of the game, or that many
    placements when given; each (colour, placement) made is appended to `played` if given."""
    skipped: list[set[int]] = [set() for _ in state.own]
    left = -1 if placements is None else placements
    while state.phase != OVER and left:
        colour = state.colour
        pid = choose(state, rnd, skipped[colour], answers(state))
        if played is not None:
            played.append((colour, pid))
        state.apply(pid)
        left -= 1


def choose(state: State, rnd: random.Random, skipped: set[int], local: int) -> int:
    """The policy's placement for the colour to move (which can place); `skipped` holds its
    pieces found fitting nowhere, and gains those found now; `local`: the cells answering
    the opponents' last placements (`answers`)."""
    c = state.colour
    geo = state.geo
    rows = geo.rows(state.forbidden[c])
    at = state.attach[c]
    near = 0  # the attach points two steps or fewer from those cells
    if local:
        near = local | geo.edges(local)
        near = (near | geo.edges(near)) & at
    points = _from_random(bits(at & ~near), rnd)
    if near:
        points = _from_random(bits(near), rnd) + points
    left = [p for p in state.left[c] if p not in skipped]
    while left:
        size = SIZES[left[-1]]  # pieces are in ascending order of size
        group = [p for p in left if SIZES[p] == size]
        found = _fits(state, rows, points, group)
        if found:
            return _best(state, found, rnd, local)
        skipped.update(group)
        left = left[:len(left) - len(group)]
    return rnd.choice(state.legal())  # every piece skipped, yet one fits: list them all


def _from_random(points: list[int], rnd: random.Random) -> list[int]:
    """`points` in turn from a random one (cheaper than a shuffle, and enough: the search
    only needs the first placements found not to favour one corner of the board)."""
    if not points:
        return points
    start = rnd.randrange(len(points))
    return points[start:] + points[:start]


def _fits(state: State, rows: list[int], points: list[int], group: list[int]) -> list[int]:
    """Up to about `SAMPLE` placements of the pieces in `group` that fit, through the attach
    points taken in the order of `points`."""
    dense = state.geo.dense
    found: list[int] = []
    for bit in points:
        by_piece, bad, here = state.window(rows, bit)
        found += [dense[k + here] for p in group for squares, k in by_piece[p]
                  if not squares & bad]
        if len(found) >= SAMPLE:
            break
    return found


def _best(state: State, found: list[int], rnd: random.Random, local: int | None = None) -> int:
    """Of the placements found (`SAMPLE` of them at random when there are more), the one the
    move model likes best (`local`: the answering cells, when known); ties at random."""
    if len(found) == 1:
        return found[0]
    if len(found) > SAMPLE:
        found = rnd.sample(found, SAMPLE)
    values = MoveModel(state, local).values(found)
    top = max(values)
    return rnd.choice([pid for pid, value in zip(found, values, strict=True) if value == top])
