"""The tiles of Ginny-O: playing cards as tiles, as ints inside and as codes outside.

A card is the int `suit * 13 + rank` (suits S H D C = 0..3, ranks A 2 … 10 J Q K = 0..12),
so 0..51; the joker tile is 52 in a hand. On the board a joker keeps the card it was declared
as and is stored as `JOKER_FLAG + card`, so `code & CARD_MASK` is always the card a cell
holds. Outside the engine a tile is its code (rules §1): `AS`, `10H`, `QD`, `JK`, and a placed
joker `JK=QH`.

Values (rules §1, §7) are tables indexed by card: a tile's worth in a run, in a set (an ace
is 1 in a run and 15 in a set, a joker 0 in either) and as a penalty left in hand.
"""

from __future__ import annotations

SUITS = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKER = 52  # the joker tile, in a hand or a bag
JOKER_CODE = "JK"
JOKER_FLAG = 64  # a joker on the board: JOKER_FLAG + the card it stands for
CARD_MASK = 63
CARDS = 52
TILES_PER_SET = 54  # 52 cards and 2 jokers
HAND_SIZE = 7

#: Card codes in card order: CARD_CODES[suit * 13 + rank] == rank + suit.
CARD_CODES = tuple(rank + suit for suit in SUITS for rank in RANKS)
CARD_OF = {code: card for card, code in enumerate(CARD_CODES)}
TILE_CODES = (*CARD_CODES, JOKER_CODE)  # indexed by hand tile (0..52)
TILE_OF = {code: tile for tile, code in enumerate(TILE_CODES)}

ACE_IN_SET = 15


def face_value(rank: int) -> int:
    """A card's worth by rank index: 2-10 their number, J Q K 10, an ace 1 (run value)."""
    return min(rank + 1, 10)


#: VALUE[0][card]: worth in a run; VALUE[1][card]: worth in a set (an ace 15).
RUN, SET = 0, 1
VALUE = (
    tuple(face_value(card % 13) for card in range(CARDS)),
    tuple(ACE_IN_SET if card % 13 == 0 else face_value(card % 13) for card in range(CARDS)),
)
#: PENALTY[tile]: what a tile left in hand costs at the end (an ace 15, a joker 0).
PENALTY = (*VALUE[SET], 0)


def rank_of(card: int) -> int:
    return card % 13


def tile_set(sets: int) -> list[int]:
    """The tiles of `sets` 54-tile sets, in tile order (the box before it is mixed)."""
    per_set = [*range(CARDS), JOKER, JOKER]
    return [tile for _ in range(sets) for tile in per_set]


def placed_code(code: int) -> str:
    """The text of what covers a cell: `QH`, or `JK=QH` for a joker declared as QH."""
    card = CARD_CODES[code & CARD_MASK]
    return f"{JOKER_CODE}={card}" if code >= JOKER_FLAG else card


def first_draw_rank(tile: int) -> int:
    """How a tile ranks in the draw for the first player: ace high, a joker lowest (rules §3)."""
    if tile == JOKER:
        return -1
    rank = rank_of(tile)
    return 13 if rank == 0 else rank
