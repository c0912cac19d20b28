"""The legal placements of a position as a lazy, list-like sequence, and the `Place` objects
of a colour's placement ids.

A mid-game colour has hundreds of placements. Like python-chess's `board.legal_moves`, the
sequence keeps the placement ids and makes a `Place` only for the items looked at, so
`random.choice(game.legal_moves())` costs almost nothing while `list(...)`, iteration, `len`,
indexing and `in` all work as on a list. A game keeps each colour's `Place` objects once made
(`Catalogue`): they are immutable, and most placements stay legal for several turns, so
listing a position again (each view, hint or check of the page) is mostly dict lookups.
"""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.listing import LegalList

from .geometry import Geometry
from .moves import Place

_new = tuple.__new__


class Catalogue(dict[int, Place]):
    """One colour's `Place` of each placement id, made when first asked for, then kept."""

    __slots__ = ("colour", "geo")

    def __init__(self, geo: Geometry, colour: str) -> None:
        super().__init__()
        self.geo = geo
        self.colour = colour

    def __missing__(self, pid: int) -> Place:
        geo = self.geo
        place = self[pid] = _new(Place, (self.colour, geo.names[pid], geo.cells[pid]))
        return place

    def pid(self, move: object) -> int | None:
        """The placement id of a move whose colour, piece and cells are exactly those of one
        of this colour's placements (cells in notation order), else None."""
        if not isinstance(move, Place) or move.colour != self.colour:
            return None
        try:
            pid = self.geo.by_cells.get(move.cells)
        except TypeError:  # cells that do not hash (lists): no placement of the tables
            return None
        return pid if pid is not None and self.geo.names[pid] == move.piece else None


class Placements(LegalList):
    """The placements of one colour, from a snapshot of their ids."""

    __slots__ = ("_ids", "_places")

    def __init__(self, places: Catalogue, ids: list[int]) -> None:
        self._places = places
        self._ids = ids

    def __len__(self) -> int:
        return len(self._ids)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._list(self._ids[i])
        return self._places[self._ids[i]]

    def __iter__(self) -> Iterator[Place]:
        return iter(self._list(self._ids))

    def _list(self, ids: list[int]) -> list[Place]:
        # a comprehension rather than map(places.__getitem__, ids): Pyodide calls a builtin
        # method through a slow trampoline, and subscripts in the interpreter loop
        places = self._places
        return [places[pid] for pid in ids]

    def __contains__(self, move: object) -> bool:
        pid = self._places.pid(move)
        return pid is not None and pid in self._ids
