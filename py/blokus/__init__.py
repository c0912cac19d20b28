"""Blokus (Bernard Tavitian): the rules engine, on the house's shared layer (tabletop).

>>> import blokus
>>> g = blokus.new_game(players=4, seed=7)
>>> g.colour, g.to_move, len(g.legal_moves())
('blue', 0, 58)
>>> len(blokus.new_game(variant="duo").legal_moves())
414

The package offers the house's game protocol (tabletop.protocol): NAME, TITLE, new_game,
from_record, parse_move, setup, static_info, MODES, the errors, `blokus.ai` (imported on
demand), and its page's own part (`blokus.page`); and Pentobi's game files (`to_sgf`,
`from_sgf`: sgf.py), which the house offers as the game's FILE (`to_file`, `from_file`).
"""

from collections import Counter

from .config import MODES, setup
from .core import MONOMINO_LAST_BONUS
from .errors import IllegalMove, RecordError
from .game import Game, new_game
from .moves import Place, parse_move
from .page import static_info
from .pieces import NAMES as PIECES
from .pieces import SIZES
from .record import NAME, TITLE, from_record
from .sgf import FILE, from_sgf, to_sgf

#: Nothing is hidden: every seat sees every colour's pieces (resample is a plain copy).
HIDDEN = False


def pieces(game: Game) -> Counter:
    """Every piece of the game wherever it is, by (colour, name): each colour's unplaced
    pieces and those its placements put on the board, 21 per colour always."""
    left = Counter((colour, piece) for colour in game.colours
                   for piece in game.pieces_left(colour))
    placed = Counter(parse_move(d)[:2] for d in game.decisions)
    return left + placed


def score_bounds(game: Game) -> tuple[int, int]:
    """A colour scores from minus its 89 squares (nothing placed) to +20 (everything placed,
    the monomino last); a side scores up to two colours (two-player classic, teams)."""
    colours = max(Counter(s for s in game.mode.colour_side if s is not None).values())
    return -sum(SIZES) * colours, MONOMINO_LAST_BONUS * colours


#: The house's names for Blokus's other file (tabletop.protocol): Pentobi's .blksgf.
to_file, from_file = to_sgf, from_sgf

#: The game's mark beside its title in the site's header: squares meeting at a corner.
SYMBOL = "▚"

from . import page  # noqa: E402 - the package's page hooks, read by the house by name

__all__ = [
    "FILE",
    "HIDDEN",
    "MODES",
    "NAME",
    "PIECES",
    "SYMBOL",
    "TITLE",
    "Game",
    "IllegalMove",
    "Place",
    "RecordError",
    "from_file",
    "from_record",
    "from_sgf",
    "new_game",
    "page",
    "parse_move",
    "pieces",
    "score_bounds",
    "setup",
    "static_info",
    "to_file",
    "to_sgf",
]
__version__ = "0.1.0"
