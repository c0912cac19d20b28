"""The legal placements of a position as a lazy, list-like sequence.

A mid-game colour has hundreds of placements. Like python-chess's `board.legal_moves`, the
sequence keeps the placement ids and makes a `Place` only for the items looked at, so
`random.choice(game.legal_moves())` costs almost nothing while `list(...)`, iteration, `len`,
indexing and `in` all work as on a list.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .geometry import Geometry
from .moves import Place

_new = tuple.__new__


def place_of(geo: Geometry, colour: str, pid: int) -> Place:
    """The public placement of a placement id (its parts are known good)."""
    return _new(Place, (colour, geo.names[pid], geo.cells[pid]))


class Placements(Sequence[Place]):
    """The placements of one colour, from a snapshot of their ids."""

    __slots__ = ("_colour", "_geo", "_ids")

    def __init__(self, geo: Geometry, colour: str, ids: list[int]) -> None:
        self._geo = geo
        self._colour = colour
        self._ids = ids

    def __len__(self) -> int:
        return len(self._ids)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return self._places(self._ids[i])
        return place_of(self._geo, self._colour, self._ids[i])

    def __iter__(self) -> Iterator[Place]:
        return iter(self._places(self._ids))

    def _places(self, ids: list[int]) -> list[Place]:
        names, cells, colour = self._geo.names, self._geo.cells, self._colour
        return [_new(Place, (colour, names[pid], cells[pid])) for pid in ids]

    def __contains__(self, move: object) -> bool:
        if not isinstance(move, Place) or move.colour != self._colour:
            return False
        geo = self._geo
        try:
            pid = geo.by_mask.get(sum(1 << geo.bit(c) for c in move.cells if geo.inside(c)))
        except (TypeError, IndexError):
            return False
        return (pid is not None and geo.cells[pid] == move.cells
                and geo.names[pid] == move.piece and pid in self._ids)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return list(self) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"<{len(self)} legal placements>"
