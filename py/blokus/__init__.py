"""Blokus (Bernard Tavitian): the rules engine, on the house's shared layer (tabletop).

>>> import blokus
>>> g = blokus.new_game(players=4, seed=7)
>>> g.colour, g.to_move, len(g.legal_moves())
('blue', 0, 58)
>>> len(blokus.new_game(variant="duo").legal_moves())
414

The computer players are in `blokus.ai` (imported on demand).
"""

from .errors import IllegalMove, RecordError
from .game import Game, new_game
from .info import static_info
from .modes import setup
from .moves import Place, parse_move
from .pieces import NAMES as PIECES
from .record import from_record

NAME = "blokus"
TITLE = "Blokus"

__all__ = [
    "NAME",
    "PIECES",
    "TITLE",
    "Game",
    "IllegalMove",
    "Place",
    "RecordError",
    "from_record",
    "new_game",
    "parse_move",
    "setup",
    "static_info",
]
__version__ = "0.1.0"
