"""Qwirkle (MindWare, 2006): the rules engine, on the house's shared layer (`tabletop`).

>>> import qwirkle
>>> g = qwirkle.new_game(players=2, seed=7)
>>> g.phase, len(g.hand(0)), g.first_size > 0
('place', 6, True)
>>> str(qwirkle.parse_move("red-circle@0,0  red-square@1,0"))
'red-circle@0,0 red-square@1,0'

The package offers the house's game protocol (tabletop.protocol): NAME, TITLE, new_game,
from_record, parse_move, setup, static_info, MODES, pieces, score_bounds, the errors,
`qwirkle.ai` (imported when needed), and its page's own part (`qwirkle.page`).
"""

from collections import Counter

from .config import MODES, setup
from .errors import IllegalMove, RecordError
from .game import Game, new_game
from .moves import Move, Pass, Place, Trade, parse_move
from .page import static_info
from .record import NAME, TITLE, from_record
from .tiles import COLOURS, END_BONUS, LINE_MAX, LINE_POINTS, MARKS, SHAPES, TILES


def pieces(game: Game) -> Counter:
    """Every tile of the game wherever it is (bag, hands, table), by tile code: the 108."""
    state = game.core
    return (Counter(state.bag) + Counter(t for hand in state.hands for t in hand)
            + Counter(state.board.values()))


def score_bounds(game: Game) -> tuple[int, int]:
    """Scores start at 0 and only grow; no placement scores more than a Qwirkle along its
    line and one across each of its tiles, and there are at most 108 placements, plus the
    end bonus: a loose but true ceiling."""
    most = LINE_POINTS[LINE_MAX] * (LINE_MAX + 1)
    return 0, most * TILES + END_BONUS


#: The game's mark beside its title in the site's header: a clover.
SYMBOL = "✤"

from . import page  # noqa: E402 - the package's page hooks, read by the house by name

__all__ = [
    "COLOURS",
    "MARKS",
    "MODES",
    "NAME",
    "SHAPES",
    "SYMBOL",
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
