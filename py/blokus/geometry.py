"""A square board as bits of a Python int, and every placement of every piece on it.

Cell `(x, y)` is bit `y * stride + x` with `stride = size + 1`: the spare column on the right
is never part of the board, so a shift by one to the left or right that leaves the board lands
there (or in the spare column of the row before) and is masked away. Edge and corner
neighbours of a whole set of cells are then four shifts each.

As in Pentobi's `BoardConst`, every placement (a piece orientation at an offset inside the
board) is numbered once, and for each cell the placements covering it are listed
(`around`): the move generator walks only those, from the attach points. Tables are built
once per board size, on first use (30,433 placements on the classic board, 13,729 in Duo).

Two tricks keep the walk short, both Pentobi's in spirit:
- each placement's mask in `around` also carries a bit for its piece (`piece_bits`, above
  the board), so one test `mask & bad` rejects a placement that covers a forbidden cell or
  uses a piece already placed, and all pieces share one list per cell;
- `local(bit, status)` is that list without the placements that cover a forbidden edge
  neighbour of the cell (`status`: which of the four are forbidden), computed on first use
  and kept: an attach point lies beside its colour's own pieces, so most placements through
  it are cut at once. (A 3 × 3 window cut a little more but made 16 times as many lists,
  and measured slower for the time spent building them.)
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
        self.names: list[str] = []  # the piece's name
        #: one bit per piece, above the board and the row of spare bits below it
        self.piece_bits = [1 << ((size + 2) * stride + p) for p in range(len(NAMES))]
        #: around[bit] = (masks with piece bits, ids) of the placements covering the cell
        self.around: list[tuple[list[int], list[int]]] = [
            ([], []) for _ in range(size * stride)]
        self._local: dict[int, tuple[list[int], list[int]]] = {}
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
        self.names.append(NAMES[piece])
        self.by_mask[mask] = pid
        keyed = mask | self.piece_bits[piece]
        for b in bits:
            masks, ids = self.around[b]
            masks.append(keyed)
            ids.append(pid)

    def window(self, bit: int, mask: int) -> int:
        """Which of a cell's four edge neighbours are in `mask`, as 4 bits: up, left, right,
        down (beyond the board reads as 0)."""
        s = self.stride
        w = (mask << (s + 1)) >> bit  # bit s + 1 of w is the cell itself
        return ((w >> 1) & 1) | ((w >> s) & 1) << 1 | ((w >> (s + 2)) & 1) << 2 \
            | ((w >> (2 * s + 1)) & 1) << 3

    def local(self, bit: int, status: int) -> tuple[list[int], list[int]]:
        """`around[bit]` without the placements covering an edge neighbour of the cell that
        `status` marks (see `window`); kept once computed (16 lists per cell at most)."""
        key = bit << 4 | status
        found = self._local.get(key)
        if found is None:
            s = self.stride
            cut = 0
            for k, n in enumerate((bit - s, bit - 1, bit + 1, bit + s)):
                if status >> k & 1 and n >= 0:
                    cut |= 1 << n
            masks, ids = self.around[bit]
            keep = [i for i, m in enumerate(masks) if not m & cut]
            found = self._local[key] = ([masks[i] for i in keep], [ids[i] for i in keep])
        return found

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
