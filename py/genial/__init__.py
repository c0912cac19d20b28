"""Génial (Ingenious / Einfach Genial by Reiner Knizia): the rules engine.

>>> import genial
>>> g = genial.new_game(players=2, seed=7)
>>> g.phase, g.to_move, len(g.hand(0))
('place', 0, 6)
"""

from .colours import COLOURS, SYMBOLS
from .errors import IllegalMove, RecordError
from .game import Game, new_game
from .moves import Keep, Move, Place, Swap, parse_move
from .record import from_record

__all__ = [
    "COLOURS",
    "NAME",
    "SYMBOLS",
    "TITLE",
    "Game",
    "IllegalMove",
    "Keep",
    "Move",
    "Place",
    "RecordError",
    "Swap",
    "from_record",
    "new_game",
    "parse_move",
    "static_info",
]
__version__ = "0.1.0"

NAME = "genial"  # the record format's name, and the page's ?game=
TITLE = "Génial"


def static_info() -> dict:
    """The facts the page draws with before Python has loaded (build.py writes them to
    static/genial.json): board geometry, symbols, levels, seats, modes, thresholds."""
    from .bridge import static_info as info  # the bridge imports this package

    return info()

