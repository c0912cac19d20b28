"""A placement and its notation (rules-blokus.md §6).

`blue:F@1,0 2,0 0,1 1,1 1,2`: the colour, the piece, and its cells in ascending (y, x) order.
The cells alone determine piece and orientation; the piece name is there for people, and a
name that does not match the cells is refused when the move is played.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from .errors import IllegalMove, show
from .pieces import Cell

_CELL = r"-?\d{1,3},-?\d{1,3}"
_PLACEMENT = re.compile(rf"([a-z]+):([A-Za-z0-9]{{1,3}})@({_CELL}(?: +{_CELL})*)")


def _cell_order(cell: object) -> tuple:
    """Sort key of a cell in the notation, (y, x); anything malformed sorts first, unchanged,
    so that play() can say what is wrong with it."""
    if isinstance(cell, tuple) and len(cell) == 2:
        return (1, cell[1], cell[0])
    return (0,)


def _as_cells(cells: Any) -> Any:
    """Cells as a tuple of (x, y) tuples in notation order (lists, as JSON gives them, and
    sets too)."""
    if not isinstance(cells, list | tuple | set | frozenset):
        return cells
    items = [tuple(c) if isinstance(c, list | tuple) else c for c in cells]
    try:
        return tuple(sorted(items, key=_cell_order))
    except TypeError:  # cells holding values that do not compare: play() names them
        return tuple(items)


class Place(NamedTuple):
    """Place `piece` of `colour` on `cells`; cells are kept in notation order, so two equal
    placements compare equal however their cells were listed."""

    colour: str
    piece: str
    cells: tuple[Cell, ...]

    @classmethod
    def of(cls, colour: str, piece: str, cells) -> Place:
        """A placement from any listing of its cells (lists or tuples, any order)."""
        return cls(colour, piece, _as_cells(cells))

    def __str__(self) -> str:
        try:
            cells = " ".join(f"{x},{y}" for x, y in self.cells)
        except (TypeError, ValueError):  # malformed: shown as given, for the refusal
            cells = repr(self.cells)
        return f"{self.colour}:{self.piece}@{cells}"


def parse_move(text: str) -> Place:
    """Read a placement from its notation; a malformed text raises IllegalMove (a ValueError).

    >>> parse_move("blue:1@0,0")
    Place(colour='blue', piece='1', cells=((0, 0),))
    """
    if not isinstance(text, str):
        raise IllegalMove("move_not_text", type=type(text).__name__)
    m = _PLACEMENT.fullmatch(text.strip())
    if not m:
        raise IllegalMove("unreadable_placement", text=show(text))
    colour, piece, cells = m.groups()
    pairs = [tuple(int(v) for v in c.split(",")) for c in cells.split()]
    return Place.of(colour, piece, pairs)
