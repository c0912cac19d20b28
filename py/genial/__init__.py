"""Génial (Ingenious / Einfach Genial by Reiner Knizia): the rules engine.

>>> import genial
>>> g = genial.new_game(players=2, seed=7)
>>> g.phase, g.to_move, len(g.hand(0))
('place', 0, 6)

The package offers the house's game protocol (tabletop.protocol): NAME, TITLE, new_game,
from_record, parse_move, setup, static_info, MODES, the errors, `genial.ai`, and its page's
own part (`genial.page`).
"""

from collections import Counter

from .colours import COLOURS, SYMBOLS
from .config import MODES, setup
from .errors import IllegalMove, RecordError
from .game import Game, new_game
from .moves import Keep, Move, Place, Swap, parse_move
from .page import static_info
from .record import NAME, TITLE, from_record

#: What a side's result is read as when it is not a ranking (solo, the arena's figures).
FIGURE = "lowest marker"


def figure(game: Game, side: int) -> int:
    """A side's lowest marker: what ranks it first, and a solo game's whole result."""
    return min(game.scores[side].values())


def pieces(game: Game) -> Counter:
    """Every tile of the game wherever it is (bag, hands, board), by tile code: the 120 always."""
    state = game.core
    placed = Counter({tile: n for tile, n in enumerate(state.placed) if n})
    return Counter(state.bag) + Counter(t for hand in state.hands for t in hand) + placed


def score_bounds(game: Game) -> tuple[int, int]:
    """Every marker stays within 0 and the top of its track (18, or 36 on the double one)."""
    return 0, game.top


#: The game's mark beside its title in the site's header: a hexagon.
SYMBOL = "⬢"

from . import page  # noqa: E402 - the package's page hooks, read by the house by name

__all__ = [
    "COLOURS",
    "FIGURE",
    "MODES",
    "NAME",
    "SYMBOL",
    "SYMBOLS",
    "TITLE",
    "Game",
    "IllegalMove",
    "Keep",
    "Move",
    "Place",
    "RecordError",
    "Swap",
    "figure",
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
