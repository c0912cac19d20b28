"""Help for a player building a play tile by tile on the page (the engine decides, JS draws;
the answer's shape is the house's: tabletop.staging).

The page stages tiles on cells before confirming them. What may come next is read from the
legal plays themselves: a staged set of tiles can still become a play exactly when some legal
play holds them all, so "where may this tile go" and "what may this joker stand for" are the
cells and declarations of those plays. A staged tile is written as in a play, `QH@8,8` or
`JK=QH@8,8`, or `JK@8,8` for a joker whose card is not chosen yet (or as a pair
`(tile, (x, y))`, lists allowed, as JSON gives them).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from tabletop import staging

from .board import xy
from .core import Placement
from .errors import IllegalMove, show
from .legal import legal_plays
from .moves import checked_cell, parse_placed, tile_code
from .tiles import (
    CARD_CODES,
    CARD_MASK,
    CARD_OF,
    JOKER_CODE,
    JOKER_FLAG,
    placed_code,
)

Staged = tuple[int, int | None]  # (cell, code); None: a joker not declared yet


def joker_choices(game, staged: Sequence, cell: object) -> list[str]:
    """The cards (in card order) a joker on `cell` may be declared as, given what is staged."""
    at = checked_cell(cell)
    wanted = [*_read(staged), (at, None)]
    cards = {code & CARD_MASK for play in completions(game, wanted) for c, code in play
             if c == at}
    return [CARD_CODES[card] for card in sorted(cards)]


def options(game, staged: Sequence) -> dict[str, Any]:
    """What the page needs after each change of what is staged (tabletop.staging.answer):
    the cells where each tile of the hand (`QH`, `JK` for a joker) may be staged next, and
    whether the staged tiles are a legal play now. A staged joker must be declared
    (`JK=QH@8,8`): the page asks `joker_choices` first.
    """
    known = _read(staged)
    taken = {c for c, _ in known}
    cells: dict[str, set[tuple[int, int]]] = {tile: set() for tile in game.hand(game.to_move)}
    for play in completions(game, known):
        for c, code in play:
            if c not in taken:
                tile = JOKER_CODE if code >= JOKER_FLAG else CARD_CODES[code]
                cells[tile].add(xy(c))
    move = " ".join(f"{_text(code)}@{x},{y}" for c, code in known for x, y in [xy(c)])
    return staging.answer(cells, move or None, lambda: game.preview(move))


def _text(code: int | None) -> str:
    return JOKER_CODE if code is None else placed_code(code)


def completions(game, staged: Iterable[Staged]) -> list[tuple[Placement, ...]]:
    """The legal plays that hold every staged tile."""
    staged = list(staged)
    return [play for _, play in legal_plays(game.core)
            if all(_holds(dict(play), cell, code) for cell, code in staged)]


def _holds(play: dict[int, int], cell: int, code: int | None) -> bool:
    got = play.get(cell)
    if got is None:
        return False
    return got >= JOKER_FLAG if code is None else got == code


def _read(staged: Sequence) -> list[Staged]:
    """The staged tiles as (cell, code), each checked (IllegalMove names a bad one)."""
    if isinstance(staged, str):
        staged = staged.split()
    return [_one(item) for item in staged]


def _one(item: object) -> Staged:
    if isinstance(item, str):
        try:
            tile, cell = parse_placed(item.strip(), undeclared=True)
        except IllegalMove:
            raise IllegalMove("ginnyo_bad_staged", value=show(item)) from None
        item = (tile, cell)
    if isinstance(item, list | tuple) and len(item) == 2 and isinstance(item[0], str):
        tile, cell = item
        if tile == JOKER_CODE:
            return checked_cell(cell), None
        if tile.removeprefix(JOKER_CODE + "=") in CARD_OF:
            return checked_cell(cell), tile_code(tile)
    raise IllegalMove("ginnyo_bad_staged", value=show(item))
