"""What a game's lazy list of legal placements (Génial's, Blokus's `Placements`) shares: it
compares equal to any sequence holding the same moves in the same order, as the list it
stands for would, and shows itself by its length (listing thousands of moves helps nobody)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


class LegalList(Sequence[Any]):
    """A read-only sequence of legal moves built on demand (the subclass gives `__len__` and
    `__getitem__`, and faster `__iter__` and `__contains__`)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return list(self) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"<{len(self)} legal placements>"
