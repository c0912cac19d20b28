"""Decisions of the public API and their notation (rules §8).

- `Play`: tiles put on cells, `QH@8,8 KH@9,8 JK=AH@10,8` (a joker says what it stands for);
- `Discard`: tiles put back into the box, `discard QH 3C`;
- `Pass`: `pass`.

A play or a discard is the same decision whatever order its parts are written in: both keep
their parts sorted (a play by cell, x then y; a discard in tile order), so equal decisions
compare and hash equal and print the same.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .board import cell_of, on_board
from .errors import IllegalMove, cell_text, show
from .tiles import CARD_OF, JOKER_CODE, JOKER_FLAG, TILE_OF

Cell = tuple[int, int]

_PLACED = re.compile(r"(JK=)?(10|[2-9AJQK])([SHDC])@(-?\d{1,3}),(-?\d{1,3})")
_UNDECLARED = re.compile(r"JK@(-?\d{1,3}),(-?\d{1,3})")


def _sorted_safely(items: tuple, key) -> tuple:
    """The items sorted, or as given when they cannot be compared (play() names the fault)."""
    try:
        return tuple(sorted(items, key=key))
    except (TypeError, IndexError, KeyError):
        return items


def _pair(item: object) -> object:
    """A placed tile as (tile, (x, y)), a cell given as a JSON list made a tuple; anything
    else is kept as it is for play() to name."""
    if isinstance(item, list | tuple) and len(item) == 2:
        tile, cell = item
        return tile, tuple(cell) if isinstance(cell, list) else cell
    return item


class Play(tuple):
    """Tiles put on the board: pairs `(tile, (x, y))`, where a tile is a card code such as
    `QH` or a declared joker such as `JK=QH`.

    >>> Play([("KH", (9, 8)), ("QH", (8, 8))])
    Play('QH@8,8 KH@9,8')
    """

    __slots__ = ()

    def __new__(cls, tiles) -> Play:
        pairs = tuple(_pair(p) for p in tiles)
        return super().__new__(cls, _sorted_safely(pairs, key=lambda p: p[1]))

    @property
    def tiles(self) -> tuple[tuple[str, Cell], ...]:
        return tuple(self)

    def __str__(self) -> str:
        return " ".join(f"{tile}@{cell_text(cell)}" for tile, cell in self)

    def __repr__(self) -> str:
        return f"Play({str(self)!r})"


class Discard(tuple):
    """Tiles of the hand put back, face down, into the box: codes such as `QH` or `JK`.

    >>> str(Discard(["JK", "3C", "QH"]))
    'discard QH 3C JK'
    """

    __slots__ = ()

    def __new__(cls, tiles) -> Discard:
        order = len(TILE_OF)
        return super().__new__(cls, _sorted_safely(
            tuple(tiles), key=lambda t: (TILE_OF.get(t, order), str(t))))

    @property
    def tiles(self) -> tuple[str, ...]:
        return tuple(self)

    def __str__(self) -> str:
        return " ".join(("discard", *self))

    def __repr__(self) -> str:
        return f"Discard({str(self)!r})"


@dataclass(frozen=True)
class Pass:
    """Let the turn go by: only when the box is empty."""

    def __str__(self) -> str:
        return "pass"


Move = Play | Discard | Pass


def parse_move(text: str) -> Move:
    """Read a decision from its notation; a malformed text raises IllegalMove (a ValueError).

    >>> parse_move("jk=ah@10,8 QH@8,8")
    Play('QH@8,8 JK=AH@10,8')
    """
    if not isinstance(text, str):
        raise IllegalMove("move_not_text", type=type(text).__name__)
    words = text.upper().split()
    if words == ["PASS"]:
        return Pass()
    if words and words[0] == "DISCARD":
        for word in words[1:]:
            if word not in TILE_OF:
                raise IllegalMove("ginnyo_unknown_tile", value=show(word))
        return Discard(words[1:])
    if not words:
        raise IllegalMove("ginnyo_unreadable_move", text=show(text))
    return Play(parse_placed(word, text) for word in words)


def parse_placed(word: str, text: str | None = None,
                 undeclared: bool = False) -> tuple[str, Cell]:
    """One `TILE@x,y` of a play; `text` is the whole move, for the message. With
    `undeclared`, a joker not yet declared (`JK@x,y`) is read as `JK` (the page's staging)."""
    upper = word.upper()
    m = _PLACED.fullmatch(upper)
    if m is None:
        joker = _UNDECLARED.fullmatch(upper)
        if joker and undeclared:
            return JOKER_CODE, (int(joker[1]), int(joker[2]))
        if joker:
            raise IllegalMove("ginnyo_joker_undeclared", cell=",".join(joker.groups()))
        raise IllegalMove("ginnyo_unreadable_move", text=show(word if text is None else text))
    declared, rank, suit, x, y = m.groups()
    card = rank + suit
    return (f"{JOKER_CODE}={card}" if declared else card), (int(x), int(y))


def tile_code(text: str) -> int:
    """A card code's card, or a placed joker's `JOKER_FLAG + card` (see tiles.py)."""
    if text.startswith(JOKER_CODE + "="):
        return JOKER_FLAG + CARD_OF[text[3:]]
    return CARD_OF[text]


def checked_cell(cell: object) -> int:
    """The board cell of an `(x, y)` from outside, or IllegalMove saying what is wrong."""
    if not (isinstance(cell, list | tuple) and len(cell) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in cell)):
        raise IllegalMove("ginnyo_bad_cell", value=show(cell))
    if not on_board(*cell):
        raise IllegalMove("ginnyo_off_board", cell=cell_text(tuple(cell)))
    return cell_of(*cell)
