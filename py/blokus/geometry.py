"""A square board as bits of a Python int, and every placement of every piece on it.

Cell `(x, y)` is bit `y * stride + x` with `stride = size + 1`: the spare column on the right
is never part of the board, so a shift by one to the left or right that leaves the board lands
there (or in the spare column of the row before) and is masked away. Edge and corner
neighbours of a whole set of cells are then four shifts each.

As in Pentobi's `BoardConst`, every placement (a piece orientation at an offset inside the
board) is numbered once, and for each cell and piece the placements covering that cell are
listed (`covering`): the move generator walks only those, from the attach points. Tables are
built once per board size, on first use (30,433 on the classic board, 13,729 in Duo).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from .pieces import NAMES, Cell, orientations


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
        #: covering[bit][piece] = (masks, ids) of that piece's placements covering the cell
        self.covering: list[list[tuple[list[int], list[int]]]] = [
            [([], []) for _ in NAMES] for _ in range(size * stride)]
        self.by_mask: dict[int, int] = {}
        for p, name in enumerate(NAMES):
            for o, shape in enumerate(orientations(name)):
                width = 1 + max(x for x, _ in shape)
                height = 1 + max(y for _, y in shape)
                for dy in range(size - height + 1):
                    for dx in range(size - width + 1):
                        self._add(p, o, tuple((x + dx, y + dy) for x, y in shape))

    def _add(self, piece: int, orientation: int, cells: tuple[Cell, ...]) -> None:
        pid = len(self.masks)
        bits = [self.bit(c) for c in cells]
        mask = sum(1 << b for b in bits)
        self.masks.append(mask)
        self.piece.append(piece)
        self.orientation.append(orientation)
        self.cells.append(cells)
        self.by_mask[mask] = pid
        for b in bits:
            masks, ids = self.covering[b][piece]
            masks.append(mask)
            ids.append(pid)

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


def bits_of(mask: int) -> Iterator[int]:
    """The bit indices of a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@cache
def geometry(size: int) -> Geometry:
    """The tables of a board size, built on first use and shared by every game."""
    return Geometry(size)
