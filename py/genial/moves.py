"""Decisions of the public API and their text notation.

A placement is written like a UCI move: `red-blue@0,-4:1,-4` puts red on (0, -4) and blue on
(1, -4). The swap decision is `swap` or `keep`. Records, logs and the CLI all use this notation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, NamedTuple

from .errors import IllegalMove, show

Hex = tuple[int, int]

_PLACE = re.compile(r"([a-z]+)-([a-z]+)@(-?\d{1,3}),(-?\d{1,3}):(-?\d{1,3}),(-?\d{1,3})")


def _as_tuple(value: Any) -> Any:
    """Lists (as JSON gives them) become tuples; anything else is left for validation to name."""
    return tuple(value) if isinstance(value, list | tuple) else value


class _PlaceFields(NamedTuple):
    tile: tuple[str, str]
    cells: tuple[Hex, Hex]


class Place(_PlaceFields):
    """Put `tile` on two adjacent free cells: tile[0] goes on cells[0], tile[1] on cells[1].

    The same physical placement written the other way round is equal:
    `Place(("red", "blue"), ((0, -4), (1, -4))) == Place(("blue", "red"), ((1, -4), (0, -4)))`.
    A named tuple, so that the engine can list thousands of them cheaply.
    """

    __slots__ = ()

    def __new__(cls, tile: tuple[str, str], cells: tuple[Hex, Hex]) -> Place:
        cells = _as_tuple(cells)
        if isinstance(cells, tuple):
            cells = tuple(_as_tuple(c) for c in cells)
        return super().__new__(cls, _as_tuple(tile), cells)

    def _key(self) -> tuple:
        tile, cells = self
        try:
            forward = cells[0] <= cells[1]
        except (TypeError, IndexError, KeyError):
            forward = True  # malformed: play() will say what is wrong
        return (tile, cells) if forward else (tile[::-1], cells[::-1])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Place) and self._key() == other._key()

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self._key())

    def __str__(self) -> str:
        (a, b), ((q1, r1), (q2, r2)) = self
        return f"{a}-{b}@{q1},{r1}:{q2},{r2}"


@dataclass(frozen=True)
class Swap:
    """Show the hand, draw six new tiles, then return the old ones to the bag."""

    def __str__(self) -> str:
        return "swap"


@dataclass(frozen=True)
class Keep:
    """Decline the swap: refill the hand as usual."""

    def __str__(self) -> str:
        return "keep"


Move = Place | Swap | Keep


def parse_move(text: str) -> Move:
    """Read a decision from its notation; a malformed text raises IllegalMove (a ValueError).

    >>> parse_move("red-blue@0,-4:1,-4")
    Place(tile=('red', 'blue'), cells=((0, -4), (1, -4)))
    >>> parse_move("keep")
    Keep()
    >>> parse_move("red@0,0")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tabletop.errors.IllegalMove: cannot read the move 'red@0,0': expected 'swap', 'keep' or ...
    """
    if not isinstance(text, str):
        raise IllegalMove("move_not_text", type=type(text).__name__)
    text = text.strip()
    if text == "swap":
        return Swap()
    if text == "keep":
        return Keep()
    m = _PLACE.fullmatch(text)
    if not m:
        raise IllegalMove("unreadable_move", text=show(text))
    a, b, q1, r1, q2, r2 = m.groups()
    return Place((a, b), ((int(q1), int(r1)), (int(q2), int(r2))))
