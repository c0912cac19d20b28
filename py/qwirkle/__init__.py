"""Qwirkle (MindWare, 2006): the rules engine, on the house's shared layer (`tabletop`).

>>> import qwirkle
>>> g = qwirkle.new_game(players=2, seed=7)
>>> g.phase, len(g.hand(0)), g.first_size > 0
('place', 6, True)
>>> str(qwirkle.parse_move("red-circle@0,0  red-square@1,0"))
'red-circle@0,0 red-square@1,0'
"""

from collections import Counter
from itertools import chain

from .config import MODES, setup, static_info
from .errors import IllegalMove, RecordError
from .game import Game, new_game
from .moves import Move, Pass, Place, Trade, parse_move
from .record import from_record
from .tiles import COLOURS, END_BONUS, LINE_MAX, MARKS, QWIRKLE_BONUS, SHAPES, TEXT, TILES

NAME = "qwirkle"
TITLE = "Qwirkle"


def pieces(game: Game) -> Counter:
    """Every tile of the game wherever it is (bag, hands, table), by name: the 108 always."""
    state = game.core
    return Counter(TEXT[t] for t in chain(state.bag, state.board.values(), *state.hands))


def score_bounds(game: Game) -> tuple[int, int]:
    """No score falls below 0, and none can pass this: each placement scores at most one
    line (a Qwirkle, 12) per tile placed and its own line (12), there are at most as many
    placements as tiles, and the end bonus comes once."""
    line = LINE_MAX + QWIRKLE_BONUS
    return 0, 2 * TILES * line + END_BONUS


from . import page  # noqa: E402 - the package's page hooks, read by the house by name

__all__ = [
    "COLOURS",
    "MARKS",
    "MODES",
    "NAME",
    "SHAPES",
    "TITLE",
    "Game",
    "IllegalMove",
    "Move",
    "Pass",
    "Place",
    "RecordError",
    "Trade",
    "from_record",
    "new_game",
    "page",
    "parse_move",
    "pieces",
    "score_bounds",
    "setup",
    "static_info",
]
__version__ = "0.1.0"
