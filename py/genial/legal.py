"""The legal placements of a position as a lazy, list-like sequence.

A position has up to ~5,000 placements (6 tiles, two ways round, ~400 free pairs). Like
python-chess's `board.legal_moves`, the sequence is built from two small lists (tile
orientations × free pairs) and makes a `Place` only for the items actually looked at, so
`random.choice(game.legal_moves())` costs almost nothing while `list(...)`, iteration, `len`,
indexing and `in` all work as on a list.
"""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.listing import LegalList

from .area import Area
from .moves import Place

_new = tuple.__new__


class Placements(LegalList):
    """Every combination of a tile orientation with a free pair, tile by tile."""

    __slots__ = ("_area", "_edges", "_tiles")

    def __init__(self, area: Area, tiles: list[tuple[str, str]], edges: list[int]) -> None:
        self._area = area
        self._tiles = tiles  # each distinct tile of the hand, in each distinct orientation
        self._edges = edges  # a snapshot of the free pairs the player may cover

    def __len__(self) -> int:
        return len(self._tiles) * len(self._edges)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return list(self)[i]
        n = len(self)
        if not -n <= i < n:
            raise IndexError("legal move index out of range")
        t, e = divmod(i % n, len(self._edges))
        return _new(Place, (self._tiles[t], self._area.edge_cells[self._edges[e]]))

    def __iter__(self) -> Iterator[Place]:
        cells = self._area.edge_cells
        pairs = [cells[e] for e in self._edges]
        return iter([_new(Place, (tile, pair)) for tile in self._tiles for pair in pairs])

    def __contains__(self, move: object) -> bool:
        if not isinstance(move, Place):
            return False
        tile, cells = move._key()
        area = self._area
        try:
            e = area.edge_index[area.index[cells[0]], area.index[cells[1]]]
        except (KeyError, TypeError, IndexError):
            return False
        if area.edge_cells[e] != cells:
            tile = tile[::-1]
        return e in self._edges and tile in self._tiles
