"""Decisions of the public API and their notation (rules-qwirkle.md §6).

A tile is `colour-shape`; a placement lists its tiles with their cells, `red-circle@0,0
red-square@1,0` (in the order given; the same tiles on the same cells in another order are an
equal placement); a trade is `trade red-circle blue-star8`; a pass is `pass`. Records, logs
and the command line all use this notation.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from .errors import IllegalMove, show
from .tiles import COLOURS, SHAPES

Tile = tuple[str, str]
Cell = tuple[int, int]

_PLACED = re.compile(r"([a-z0-9]+)-([a-z0-9]+)@(-?\d{1,3}),(-?\d{1,3})")
_TILE = re.compile(r"([a-z0-9]+)-([a-z0-9]+)")


def _as_tuple(value: object) -> object:
    """Lists (as JSON gives them) become tuples; anything else is left for validation to name."""
    return tuple(value) if isinstance(value, list | tuple) else value


def _pair(item: object) -> object:
    if isinstance(item, list | tuple) and len(item) == 2:
        return _as_tuple(item[0]), _as_tuple(item[1])
    return item


def _multiset_key(items: tuple) -> object:
    """Equality of two decisions that hold the same items in another order."""
    try:
        return tuple(sorted(items))
    except TypeError:  # malformed items: play() will say what is wrong
        return tuple(map(repr, items))


def tile_text(tile: Tile) -> str:
    return f"{tile[0]}-{tile[1]}"


class _Unordered(tuple):
    """A decision made of items whose order is only how it was written: two with the same
    items in another order are equal (and hash alike)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and _multiset_key(self) == _multiset_key(other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((type(self).__name__, _multiset_key(self)))


class Place(_Unordered):
    """Put tiles on free cells: a tuple of `((colour, shape), (x, y))` pairs, in the order given.

    `Place([(("red", "circle"), (0, 0)), (("red", "square"), (1, 0))])` is written
    `red-circle@0,0 red-square@1,0`; the same pairs in another order are an equal placement.
    """

    __slots__ = ()

    def __new__(cls, pairs: Iterable[tuple[Tile, Cell]]) -> Place:
        items = pairs if isinstance(pairs, list | tuple) else (pairs,)
        return super().__new__(cls, (_pair(item) for item in items))

    @property
    def tiles(self) -> list[Tile]:
        return [tile for tile, _ in self]

    @property
    def cells(self) -> list[Cell]:
        return [cell for _, cell in self]

    def __str__(self) -> str:
        return " ".join(f"{tile_text(tile)}@{x},{y}" for tile, (x, y) in self)


class Trade(_Unordered):
    """Trade tiles of the hand for as many from the bag: a tuple of `(colour, shape)` tiles.

    `Trade([("red", "circle"), ("blue", "star8")])` is written `trade red-circle blue-star8`;
    the same tiles in another order are an equal trade.
    """

    __slots__ = ()

    def __new__(cls, tiles: Iterable[Tile]) -> Trade:
        items = tiles if isinstance(tiles, list | tuple) else (tiles,)
        return super().__new__(cls, (_as_tuple(tile) for tile in items))

    def __str__(self) -> str:
        return " ".join(["trade", *map(tile_text, self)])


@dataclass(frozen=True)
class Pass:
    """Let the turn go: only when neither placing nor trading is possible."""

    def __str__(self) -> str:
        return "pass"


Move = Place | Trade | Pass


def parse_tile(text: str) -> Tile:
    """`red-circle` to ("red", "circle"); an unknown tile raises IllegalMove."""
    m = _TILE.fullmatch(text)
    if not m or m[1] not in COLOURS or m[2] not in SHAPES:
        raise IllegalMove("qwirkle_unknown_tile", value=show(text), colours=", ".join(COLOURS),
                          shapes=", ".join(SHAPES))
    return m[1], m[2]


def parse_move(text: str) -> Move:
    """Read a decision from its notation; a malformed text raises IllegalMove (a ValueError).

    >>> str(parse_move("red-circle@0,0 red-square@1,0"))
    'red-circle@0,0 red-square@1,0'
    >>> parse_move("pass")
    Pass()
    """
    if not isinstance(text, str):
        raise IllegalMove("move_not_text", type=type(text).__name__)
    words = text.split()
    if words == ["pass"]:
        return Pass()
    if words[:1] == ["trade"] and len(words) > 1:
        return Trade([parse_tile(w) for w in words[1:]])
    pairs = []
    for word in words:
        m = _PLACED.fullmatch(word)
        if not m:
            raise IllegalMove("qwirkle_unreadable_move", text=show(text))
        pairs.append((parse_tile(f"{m[1]}-{m[2]}"), (int(m[3]), int(m[4]))))
    if not pairs:
        raise IllegalMove("qwirkle_unreadable_move", text=show(text))
    return Place(pairs)
