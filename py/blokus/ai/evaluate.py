"""What the computer players know about Blokus: the worth of a placement and of a position.

Three things make a placement good (the advice of strong players and of Pentobi's priors):
- **big pieces first**: every square placed is a point, and the big pieces fit only while
  there is room;
- **corners for later**: the free cells where the colour may attach afterwards (attach
  points) are its future; a placement that opens many and closes few keeps it mobile;
- **blocking**: a square on an opponent's attach point takes that corner away from it;
and early on, **towards the centre**, where the board is still open to everyone.

A position is valued by `position_value`: for each colour, the squares it has placed plus
the room it has left (`territory`: free cells it could reach in three steps from its attach
points, half a square each), own side minus the best other side. Its unit is therefore
"squares", the unit of the score. (Counting legal placements instead, as a mobility term,
cost ten times more and measured no stronger.)
"""

from __future__ import annotations

from ..core import State
from ..pieces import SIZES

#: Weights of a placement's features (in squares): size, own attach points opened (net),
#: opponents' attach points covered, and closeness to the centre in the opening.
SIZE_WEIGHT = 1.0
OPEN_WEIGHT = 0.35
BLOCK_WEIGHT = 0.6
CENTRE_WEIGHT = 0.25
OPENING_PIECES = 5  # placements of a colour during which the centre pull applies
#: A position's value counts, for each colour, the free cells it could still reach
#: (`territory`), each worth this many squares.
TERRITORY_WEIGHT = 0.5
TERRITORY_STEPS = 3


def rivals(state: State, c: int) -> list[int]:
    """The colours that score for another side than colour c's (the neutral colour, which
    scores for nobody, is everybody's rival)."""
    sides = state.mode.colour_side
    return [o for o in range(len(sides)) if o != c and (sides[o] is None or sides[o] != sides[c])]


def opened(state: State, c: int, pid: int) -> int:
    """Net attach points colour c gains by a placement: corners it opens minus those it
    covers or spoils (greedy-big's second criterion)."""
    geo = state.geo
    m = geo.masks[pid]
    after = state.forbidden[c] | m | geo.edges(m)
    new = geo.corners(m) & ~after & ~state.attach[c]
    lost = state.attach[c] & after
    return new.bit_count() - lost.bit_count()


class Scorer:
    """Scores the placements of the colour to move, with what is shared by all of them
    computed once."""

    def __init__(self, state: State) -> None:
        self.state = state
        c = state.colour
        self.c = c
        self.geo = state.geo
        self.foes = 0
        for o in rivals(state, c):
            self.foes |= state.attach[o]
        self.forbidden = state.forbidden[c]
        self.attach = state.attach[c]
        size = state.geo.size
        self.opening = len(state.left[c]) > 21 - OPENING_PIECES
        half = (size - 1) / 2
        self.centre_pull = [0.0] * (size * state.geo.stride)
        if self.opening:
            for bit in range(len(self.centre_pull)):
                x, y = state.geo.cell(bit)
                if x < size:
                    self.centre_pull[bit] = -max(abs(x - half), abs(y - half))

    def __call__(self, pid: int) -> float:
        geo = self.geo
        m = geo.masks[pid]
        after = self.forbidden | m | geo.edges(m)
        new = (geo.corners(m) & ~after & ~self.attach).bit_count()
        lost = (self.attach & after).bit_count()
        value = (SIZE_WEIGHT * SIZES[geo.piece[pid]] + OPEN_WEIGHT * (new - lost)
                 + BLOCK_WEIGHT * (self.foes & m).bit_count())
        if self.opening:
            value += CENTRE_WEIGHT * max(self.centre_pull[b] for b in _bits(m))
        return value


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def territory(state: State, c: int) -> int:
    """Free cells colour c could cover within a few steps of its attach points, moving only
    through cells it may cover: the room it has left."""
    geo = state.geo
    allowed = geo.full & ~state.forbidden[c]
    front = state.attach[c]
    for _ in range(TERRITORY_STEPS):
        front |= geo.edges(front) & allowed
    return front.bit_count()


def colour_value(state: State, c: int) -> float:
    """Squares placed by colour c plus the room it has left, in squares."""
    placed = 89 - sum(SIZES[p] for p in state.left[c])
    return placed + TERRITORY_WEIGHT * territory(state, c)


def position_value(state: State, side: int) -> float:
    """A side's colours' value minus the best other side's (in squares)."""
    sides = state.mode.colour_side
    totals = [0.0] * state.mode.sides
    for c, s in enumerate(sides):
        if s is not None:
            totals[s] += colour_value(state, c)
    others = [t for s, t in enumerate(totals) if s != side]
    return totals[side] - max(others)
