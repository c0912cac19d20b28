"""Ginny-O: rummy melds played crossword-style on a 17 × 17 board with premium squares.

>>> import ginnyo
>>> g = ginnyo.new_game(players=2, seed=7)
>>> g.phase, g.to_move, len(g.hand(g.to_move))
('play', 0, 8)
>>> str(g.legal_moves()[0])
'JS@6,8 JK=QS@7,8 KS@8,8'

The package offers the house's game protocol (tabletop.protocol): NAME, TITLE, new_game,
from_record, parse_move, setup, static_info, MODES, the errors, and `ginnyo.ai`. For the page
a game also has `preview(play)` (its points), `scored_plays()`, `joker_choices(staged, cell)`
(what may be staged next: see staging.py, whose `options` the page asks) and `view(seats)`.

The rules are docs/rules-ginnyo.md. Where they leave a choice, this engine decides:
- The draw for the first player: each round's tiles go back into the box before the tied
  seats draw again, so the box never runs short. Then hands are dealt in seat order from
  seat 0, and the first player draws the turn's tile at once.
- A play that touches no tile (the first of the game, or the first of a new section) must
  itself be a meld of 3 or more tiles: a lone tile is no meld (rules §4, §5).
- A new section covers exactly one red start square; covering two is refused.
- Pass is allowed whenever the box is empty when the seat decides (after the turn's draw),
  discard whenever the box held tiles when the turn began: on the turn that draws the last
  tile both are allowed.
- "Three full rounds in a row in which nobody placed a tile" counts turns: the game ends
  after 3 × players turns in a row without a placed tile, whatever the box holds (a discard
  or a pass is such a turn).
- A tile placed on a blue or red square triples or doubles each meld it scores in: the
  row's and the column's alike (as a tile in two melds scores in each).
- A joker placed on a yellow or green square scores 0 (twice or three times nothing); on
  a red or blue square it still multiplies its melds.
"""

from collections import Counter

from .config import MODES, setup
from .errors import IllegalMove, RecordError
from .game import Game, new_game
from .moves import Discard, Move, Pass, Play, parse_move
from .page import static_info
from .record import NAME, TITLE, from_record
from .tiles import JOKER, JOKER_FLAG, PENALTY, VALUE


def pieces(game: Game) -> Counter:
    """Every tile of the game wherever it is (box, hands, board; a placed joker as a joker):
    the 54 or 108 always."""
    state = game.core
    board = Counter(JOKER if code >= JOKER_FLAG else code for code in state.tiles if code >= 0)
    return Counter(state.bag) + Counter(t for hand in state.hands for t in hand) + board


def score_bounds(game: Game) -> tuple[int, int]:
    """Every score stays within these: at worst a hand of 8 aces lost at the end; at best
    every tile scoring its most (15, tripled by a green square) in two melds, each tripled by
    two blue squares (no line of 13 covers three)."""
    tiles = sum(pieces(game).values())
    return -8 * max(PENALTY), tiles * 2 * max(VALUE[1]) * 3 * 9


#: The game's mark beside its title in the site's header: a card suit.
SYMBOL = "♠"

from . import page  # noqa: E402 - the package's page hooks, read by the house by name

__all__ = [
    "MODES",
    "NAME",
    "SYMBOL",
    "TITLE",
    "Discard",
    "Game",
    "IllegalMove",
    "Move",
    "Pass",
    "Play",
    "RecordError",
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
