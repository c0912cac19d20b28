"""A square board as bits of a Python int, and every placement of every piece on it.

Cell `(x, y)` is bit `y * stride + x` with `stride = size + 1`: the spare column on the right
is never part of the board, so a shift by one to the left or right that leaves the board lands
there (or in the spare column of the row before) and is masked away. Edge and corner
neighbours of a whole set of cells are then four shifts each.

As in Pentobi's `BoardConst`, every placement (a piece orientation at an offset inside the
board) is numbered once, in the order piece, orientation, row, column (30,433 placements on the
classic board, 13,729 in Duo), and the move generator looks only at the placements covering an
attach point.

It tests each of them with one `&` of two small ints rather than of two board-sized ones:
CPython (and Pyodide's WebAssembly build even more) does `&` on ints below 2**30 in a fast path,
with no loop over digits and no new object, while any bigger int costs an allocation. So the
placements covering a cell are listed in the cell's own frame, once for every cell
(`walks[status]`): each as the bits of its other squares within `window(status)`, a fixed set
of at most 30 cells around the cell, one short run per row, and `State` reads the forbidden
cells there out of `rows(mask)`, the board as one small int per row whose margins read as
forbidden, which rejects the placements that would leave the board. The window is small
because of `status`, which of the cell's four edge neighbours are forbidden: the placements
covering one of those are left out of the list, and an attach point always has two of them
forbidden, the two beside its own diagonal neighbour (the board's edge counts as forbidden,
which covers the classic starting corners). Only Duo's starting cells, in the open, have a
wider window (41 cells: still right, with a bigger int). The lists are split by piece, so the
walk skips the placed pieces, and a placement that passes is numbered by `dense`.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from .pieces import NAMES, Cell, orientations

#: How far a piece reaches from one of its squares: five squares in a row span four steps.
#: The rows of `Geometry.rows` carry this many cells of margin on every side.
REACH = 4
#: A cell's edge neighbours in the order of the bits of a status: up, left, down, right.
SIDES: tuple[Cell, ...] = ((0, -1), (-1, 0), (0, 1), (1, 0))

#: A window row: (row offset + REACH, first column offset + REACH, bits of the run, the run's
#: place in the window word).
WindowRow = tuple[int, int, int, int]
#: Per piece, the placements covering a cell: (bits of the other squares in the window, the
#: placement's index in `Geometry.dense` less the cell's `y * size + x`), ascending.
ByPiece = list[list[tuple[int, int]]]


def sides(status: int) -> set[Cell]:
    """The edge neighbours (offsets) that a status marks."""
    return {side for k, side in enumerate(SIDES) if status >> k & 1}


@cache
def reach(status: int) -> dict[Cell, int]:
    """Every offset from a cell that a placement covering it may reach when the edge
    neighbours in `status` are forbidden, mapped to its bit in the window word (rows top to
    bottom, each row's run from its leftmost offset, the cell itself included)."""
    blocked = sides(status)
    offsets: set[Cell] = set()
    for name in NAMES:
        for shape in orientations(name):
            for ax, ay in shape:
                moved = {(x - ax, y - ay) for x, y in shape}
                if not moved & blocked:
                    offsets |= moved
    bits: dict[Cell, int] = {}
    for dy in sorted({dy for _, dy in offsets}):
        row = [dx for dx, y in offsets if y == dy]
        start = len(bits) - min(row)
        bits.update(((dx, dy), start + dx) for dx in range(min(row), max(row) + 1))
    return bits


def window(status: int) -> tuple[WindowRow, ...]:
    """The window of a status as runs of cells, one per row (see `Geometry.rows`)."""
    bits = reach(status)
    runs: list[WindowRow] = []
    for dy in sorted({dy for _, dy in bits}):
        row = [dx for dx, y in bits if y == dy]
        runs.append((dy + REACH, min(row) + REACH, (1 << len(row)) - 1, bits[min(row), dy]))
    return tuple(runs)


#: The window of every status.
WINDOWS: tuple[tuple[WindowRow, ...], ...] = tuple(window(status) for status in range(16))


class Geometry:
    """The fixed facts of one board size: bit layout, neighbourhoods, placement tables."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.stride = stride = size + 1
        self.full = sum(1 << (y * stride + x) for y in range(size) for x in range(size))
        #: per placement: its cells as bits, piece index, orientation index, cells (y, x) order
        self.masks: list[int] = []
        self.piece: list[int] = []
        self.orientation: list[int] = []
        self.cells: list[tuple[Cell, ...]] = []
        self.names: list[str] = []  # the piece's name
        #: the cell of each bit, as `cell` gives it
        self.xy: list[Cell] = [self.cell(bit) for bit in range(size * stride)]
        #: dense[(orientation of all 91) * size**2 + row * size + column] = placement id,
        #: for the placements inside the board
        self.dense: list[int] = [-1] * (sum(map(len, map(orientations, NAMES))) * size * size)
        #: halo[pid]: see `Halo`
        self.halo = Halo(self)
        #: `rows`: a board row with its margins, and a row wholly outside the board
        self._margins = ((1 << REACH) - 1) | ((1 << REACH) - 1) << (REACH + size)
        self._outside = (1 << (size + 2 * REACH)) - 1
        self.by_mask: dict[int, int] = {}
        self.by_cells: dict[tuple[Cell, ...], int] = {}  # cells in notation order -> id
        g = 0  # the orientation's index among all 91
        for p, name in enumerate(NAMES):
            for o, shape in enumerate(orientations(name)):
                width = 1 + max(x for x, _ in shape)
                height = 1 + max(y for _, y in shape)
                for dy in range(size - height + 1):
                    for dx in range(size - width + 1):
                        self.dense[(g * size + dy) * size + dx] = len(self.masks)
                        self._add(p, o, tuple((x + dx, y + dy) for x, y in shape))
                g += 1
        #: walks[status]: the placements covering any cell (see `ByPiece`)
        self.walks: tuple[ByPiece, ...] = tuple(self._walk(status) for status in range(16))

    def _add(self, piece: int, orientation: int, cells: tuple[Cell, ...]) -> None:
        pid = len(self.masks)
        bits = [self.bit(c) for c in cells]
        mask = sum(1 << b for b in bits)
        self.masks.append(mask)
        self.piece.append(piece)
        self.orientation.append(orientation)
        self.cells.append(cells)
        self.names.append(NAMES[piece])
        self.by_mask[mask] = pid
        self.by_cells[cells] = pid

    def _walk(self, status: int) -> ByPiece:
        """The placements covering a cell when its edge neighbours in `status` are forbidden,
        by piece, in the cell's frame."""
        area = self.size * self.size
        bits, blocked = reach(status), sides(status)
        found: ByPiece = []
        g = 0  # the orientation's index among all 91
        for name in NAMES:
            walk = []
            for shape in orientations(name):
                for ax, ay in shape:
                    offsets = [(x - ax, y - ay) for x, y in shape]
                    if blocked.isdisjoint(offsets):
                        squares = sum(1 << bits[o] for o in offsets if o != (0, 0))
                        walk.append((squares, g * area - ay * self.size - ax))
                g += 1
            found.append(sorted(walk, key=lambda entry: entry[1]))
        return found

    def rows(self, mask: int) -> list[int]:
        """The board's cells in `mask` as one small int per row, for the windows of `walks`: row
        `y + REACH` holds row y, cell x at bit `x + REACH`; the REACH rows and columns of
        margin all around read as set (outside the board is forbidden to everyone)."""
        s, full, margins = self.stride, (1 << self.size) - 1, self._margins
        inside = [(mask >> (y * s) & full) << REACH | margins for y in range(self.size)]
        return [self._outside] * REACH + inside + [self._outside] * REACH

    def bit(self, cell: Cell) -> int:
        """The bit index of a cell on the board."""
        return cell[1] * self.stride + cell[0]

    def cell(self, bit: int) -> Cell:
        """The cell of a bit index."""
        y, x = divmod(bit, self.stride)
        return x, y

    def inside(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.size and 0 <= cell[1] < self.size

    def edges(self, mask: int) -> int:
        """The cells on the board sharing a side with a cell of `mask` (mask included where
        two of its cells touch)."""
        s = self.stride
        return ((mask << 1) | (mask >> 1) | (mask << s) | (mask >> s)) & self.full

    def corners(self, mask: int) -> int:
        """The cells on the board sharing only a corner with some cell of `mask`."""
        s = self.stride
        return ((mask << (s + 1)) | (mask << (s - 1)) | (mask >> (s + 1))
                | (mask >> (s - 1))) & self.full

    def cells_of(self, mask: int) -> Iterator[Cell]:
        """The cells of a mask, in bit order (ascending (y, x))."""
        while mask:
            low = mask & -mask
            yield self.cell(low.bit_length() - 1)
            mask ^= low


class Halo(dict[int, tuple[int, int]]):
    """`halo[pid]`: the cells where a placement opens corners (sharing only a corner with it)
    and its shadow (its cells and their edge neighbours, where its colour may no longer go).
    Computed on first use and kept, so that the board-sized shifts are done once per
    placement, not at every move (and every look of the AI)."""

    __slots__ = ("geo",)

    def __init__(self, geo: Geometry) -> None:
        super().__init__()
        self.geo = geo

    def __missing__(self, pid: int) -> tuple[int, int]:
        m = self.geo.masks[pid]
        shadow = m | self.geo.edges(m)
        found = self[pid] = (self.geo.corners(m) & ~shadow, shadow)
        return found


@cache
def geometry(size: int) -> Geometry:
    """The tables of a board size, built on first use and shared by every game."""
    return Geometry(size)
