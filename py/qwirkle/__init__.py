"""Qwirkle (MindWare, 2006): the rules engine, on the house's shared layer (`tabletop`).

>>> import qwirkle
>>> g = qwirkle.new_game(players=2, seed=7)
>>> g.phase, len(g.hand(0)), g.first_size > 0
('place', 6, True)
>>> str(qwirkle.parse_move("red-circle@0,0  red-square@1,0"))
'red-circle@0,0 red-square@1,0'
"""

from . import ai
from .config import setup, static_info
from .errors import IllegalMove, RecordError
from .game import Game, new_game
from .moves import Move, Pass, Place, Trade, parse_move
from .record import from_record
from .tiles import COLOURS, MARKS, SHAPES

NAME = "qwirkle"
TITLE = "Qwirkle"

__all__ = [
    "COLOURS",
    "MARKS",
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
    "ai",
    "from_record",
    "new_game",
    "parse_move",
    "setup",
    "static_info",
]
__version__ = "0.1.0"
