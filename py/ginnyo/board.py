"""The 17 × 17 board (rules §2): its squares, and geometry tables computed once.

A cell is the int `y * SIZE + x`. Lines are the 17 rows (direction `H`) and the 17 columns
(direction `V`), each a list of cells in reading order (x, then y, growing), so that a
segment of a line is a slice and its cells come in the order the notation sorts them.
"""

from __future__ import annotations

SIZE = 17
CELLS = SIZE * SIZE

#: The squares as the rules draw them: row y is LAYOUT[y], column x its character x.
LAYOUT = (
    "B..Y....B....Y..B",
    ".Y.............Y.",
    "......G.Y.G......",
    "Y...............Y",
    "....R...Y...R....",
    ".................",
    "..G...G...G...G..",
    ".......Y.Y.......",
    "B.Y.Y...C...Y.Y.B",
    ".......Y.Y.......",
    "..G...G...G...G..",
    ".................",
    "....R...Y...R....",
    "Y...............Y",
    "......G.Y.G......",
    ".Y.............Y.",
    "B..Y....B....Y..B",
)

#: What each kind of square does: (tile multiplier, meld multiplier).
PREMIUMS = {".": (1, 1), "C": (1, 1), "R": (1, 2), "B": (1, 3), "Y": (2, 1), "G": (3, 1)}

H, V = 0, 1  # directions: along a row, along a column


def cell_of(x: int, y: int) -> int:
    return y * SIZE + x


def xy(cell: int) -> tuple[int, int]:
    return cell % SIZE, cell // SIZE


def on_board(x: int, y: int) -> bool:
    return 0 <= x < SIZE and 0 <= y < SIZE


KIND = tuple(LAYOUT[y][x] for y in range(SIZE) for x in range(SIZE))
TILE_MULT = tuple(PREMIUMS[k][0] for k in KIND)
MELD_MULT = tuple(PREMIUMS[k][1] for k in KIND)
RED = tuple(k == "R" for k in KIND)
CENTRE = KIND.index("C")
RED_STARTS = tuple(c for c in range(CELLS) if RED[c])

#: LINES[d][i]: the cells of row i (d = H) or column i (d = V), in reading order.
LINES = (
    tuple(tuple(cell_of(x, y) for x in range(SIZE)) for y in range(SIZE)),
    tuple(tuple(cell_of(x, y) for y in range(SIZE)) for x in range(SIZE)),
)
#: STEP[d]: the cell offset to the next cell along direction d.
STEP = (1, SIZE)
#: POS[d][cell]: the cell's place along its line of direction d.
POS = (tuple(c % SIZE for c in range(CELLS)), tuple(c // SIZE for c in range(CELLS)))
NEIGHBOURS = tuple(
    tuple(cell_of(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
          if on_board(x + dx, y + dy))
    for y in range(SIZE) for x in range(SIZE)
)
