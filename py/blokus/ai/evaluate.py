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

from functools import cache

from ..core import State
from ..geometry import Geometry
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


class Centrality(dict[int, float]):
    """How central a placement is: minus the distance, in king steps, from the board's centre
    to its most central cell; by placement id, computed on first use and kept (per board
    size, see `centrality`)."""

    __slots__ = ("geo",)

    def __init__(self, geo: Geometry) -> None:
        super().__init__()
        self.geo = geo

    def __missing__(self, pid: int) -> float:
        half = (self.geo.size - 1) / 2
        found = self[pid] = max(-max(abs(x - half), abs(y - half))
                                for x, y in self.geo.cells[pid])
        return found


@cache
def centrality(geo: Geometry) -> Centrality:
    """The placements' centrality on a board size (see `Centrality`)."""
    return Centrality(geo)


class Scorer:
    """Scores the placements of the colour to move, with what is shared by all of them
    computed once."""

    def __init__(self, state: State) -> None:
        c = state.colour
        geo = state.geo
        self.halo, self.masks, self.piece = geo.halo, geo.masks, geo.piece
        self.foes = 0
        for o in rivals(state, c):
            self.foes |= state.attach[o]
        self.attach = state.attach[c]
        #: the free cells where a new attach point may open (not forbidden, not one already)
        self.free = geo.full & ~(state.forbidden[c] | self.attach)
        #: in the opening, placements are pulled towards the centre
        self.centre = centrality(geo) if len(state.left[c]) > 21 - OPENING_PIECES else None

    def opened(self, pid: int) -> int:
        """Net attach points the colour gains by a placement: corners it opens minus those it
        covers or spoils (greedy-big's second criterion). (Its attach points and forbidden
        cells never meet, so a lost one is one the placement covers or borders.)"""
        opens, shadow = self.halo[pid]
        lost = self.attach & shadow  # (bit_count only when not 0: a slow call in Pyodide)
        return (opens & self.free).bit_count() - (lost.bit_count() if lost else 0)

    def __call__(self, pid: int) -> float:
        return self.values([pid])[0]

    def values(self, pids: list[int]) -> list[float]:
        """The value of each placement, in one loop (the search scores hundreds at a node)."""
        masks, piece, foes, opened = self.masks, self.piece, self.foes, self.opened
        out = []
        for pid in pids:
            blocked = foes & masks[pid]
            out.append(SIZE_WEIGHT * SIZES[piece[pid]] + OPEN_WEIGHT * opened(pid)
                       + BLOCK_WEIGHT * (blocked.bit_count() if blocked else 0))
        if self.centre is not None:
            centre = self.centre
            out = [value + CENTRE_WEIGHT * centre[pid]
                   for value, pid in zip(out, pids, strict=True)]
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
