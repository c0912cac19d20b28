"""What the page shows, as JSON data: a game's view and the game's fixed facts.

`view(game, seats)` holds the hands of `seats` only (the local humans'); everything else in it
is public. `static_info()` is every rule fact the page draws with and must never re-type: the
board and its squares, suits and symbols, ranks and values, tile names in the four languages.
All numbers stay far below 2**53; the seed is sent as text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.records import MAX_TEXT

from .board import CENTRE, KIND, LAYOUT, PREMIUMS, RED_STARTS, SIZE, xy
from .core import IDLE_ROUNDS, PLAYERS, sets_for
from .record import NAME, TITLE
from .tiles import (
    ACE_IN_SET,
    CARD_CODES,
    CARD_MASK,
    HAND_SIZE,
    JOKER_CODE,
    JOKER_FLAG,
    PENALTY,
    RANKS,
    SUIT_SYMBOLS,
    SUITS,
    TILES_PER_SET,
    VALUE,
    placed_code,
)

LANGUAGES = ("fr", "en", "de", "nl")


def view(game, seats: Sequence[int]) -> dict[str, Any]:
    """Everything the page shows of a game, with the hands of `seats` only."""
    s = game.core
    tiles = s.tiles
    result: dict[str, Any] = {
        "game": NAME, "players": game.players, "seed": str(game.seed),
        "to_move": game.to_move, "phase": game.phase, "over": game.over,
        "board": [
            {"x": x, "y": y, "tile": placed_code(code), "card": CARD_CODES[code & CARD_MASK],
             "joker": code >= JOKER_FLAG, "section": s.section[c]}
            for c, code in enumerate(tiles) if code >= 0 for x, y in [xy(c)]
        ],
        "sections": [list(xy(c)) for c in s.starts],
        "premiums_used": [list(xy(c)) for c, code in enumerate(tiles)
                          if code >= 0 and KIND[c] not in ".C"],
        "scores": game.scores,
        "hands": [game.hand(seat) if seat in seats else None for seat in range(game.players)],
        "hand_sizes": game.hand_sizes, "bag": game.bag_count,
        "may_discard": game.may_discard(), "may_pass": game.may_pass(),
        "idle_turns": s.idle, "idle_limit": IDLE_ROUNDS * game.players,
        "first_draw": game.first_draw, "last": game.last_events,
        "decisions": len(game.decisions),
        "ranking": game.ranking() if game.over else None, "penalties": game.penalties,
    }
    return result


# -- the fixed facts ---------------------------------------------------------------------------

_RANK_WORDS = {
    "en": {"A": "ace", "J": "jack", "Q": "queen", "K": "king"},
    "fr": {"A": "as", "J": "valet", "Q": "dame", "K": "roi"},
    "de": {"A": "Ass", "J": "Bube", "Q": "Dame", "K": "König"},
    "nl": {"A": "aas", "J": "boer", "Q": "vrouw", "K": "heer"},
}
_SUIT_WORDS = {
    "en": dict(zip(SUITS, ("spades", "hearts", "diamonds", "clubs"), strict=True)),
    "fr": dict(zip(SUITS, ("pique", "cœur", "carreau", "trèfle"), strict=True)),
    "de": dict(zip(SUITS, ("Pik", "Herz", "Karo", "Kreuz"), strict=True)),
    "nl": dict(zip(SUITS, ("schoppen", "harten", "ruiten", "klaveren"), strict=True)),
}
_JOKER_WORDS = {"en": "joker", "fr": "joker", "de": "Joker", "nl": "joker"}
_JOKER_AS = {"en": "joker as {tile}", "fr": "joker valant {tile}", "de": "Joker als {tile}",
             "nl": "joker als {tile}"}
_SQUARE_WORDS = {
    "C": {"en": "centre start square", "fr": "case de départ centrale",
          "de": "Startfeld in der Mitte", "nl": "middelste startvak"},
    "R": {"en": "red start square: meld ×2", "fr": "case de départ rouge : combinaison ×2",
          "de": "rotes Startfeld: Kombination ×2", "nl": "rood startvak: combinatie ×2"},
    "B": {"en": "blue square: meld ×3", "fr": "case bleue : combinaison ×3",
          "de": "blaues Feld: Kombination ×3", "nl": "blauw vak: combinatie ×3"},
    "Y": {"en": "yellow square: tile ×2", "fr": "case jaune : tuile ×2",
          "de": "gelbes Feld: Stein ×2", "nl": "geel vak: steen ×2"},
    "G": {"en": "green square: tile ×3", "fr": "case verte : tuile ×3",
          "de": "grünes Feld: Stein ×3", "nl": "groen vak: steen ×3"},
}
#: Marks that tell the squares apart without colour: ≡ the whole meld, □ the tile alone.
_SQUARE_MARKS = {"C": "★", "R": "≡×2", "B": "≡×3", "Y": "□×2", "G": "□×3"}
_COLOURS = {"C": "red", "R": "red", "B": "blue", "Y": "yellow", "G": "green"}


def tile_name(code: str, lang: str) -> str:
    """A card code as a player says it: `QH` is "queen of hearts", "dame de cœur",
    "Herz-Dame", "hartenvrouw"."""
    rank, suit = code[:-1], code[-1]
    word = _RANK_WORDS[lang].get(rank, rank)
    suit_word = _SUIT_WORDS[lang][suit]
    if lang == "en":
        return f"{word} of {suit_word}"
    if lang == "fr":
        return f"{word} de {suit_word}"
    if lang == "de":
        return f"{suit_word}-{word}"
    return f"{suit_word}{word}" if rank in _RANK_WORDS["nl"] else f"{suit_word} {word}"


def static_info() -> dict[str, Any]:
    """The facts the page draws with before Python is ready (build.py may write them out)."""
    from .ai import LEVELS

    return {
        "name": NAME, "title": TITLE, "languages": list(LANGUAGES),
        "size": SIZE, "layout": list(LAYOUT), "centre": list(xy(CENTRE)),
        "red_starts": [list(xy(c)) for c in RED_STARTS],
        "squares": {
            kind: {"tile": tile, "meld": meld, "start": kind in "CR", "colour": _COLOURS[kind],
                   "mark": _SQUARE_MARKS[kind], "names": _SQUARE_WORDS[kind]}
            for kind, (tile, meld) in PREMIUMS.items() if kind != "."
        },
        "suits": [{"code": s, "symbol": SUIT_SYMBOLS[s],
                   "names": {lang: _SUIT_WORDS[lang][s] for lang in LANGUAGES}} for s in SUITS],
        "ranks": [{"code": r, "run_value": VALUE[0][i], "set_value": VALUE[1][i],
                   "penalty": PENALTY[i]} for i, r in enumerate(RANKS)],
        "ace_in_set": ACE_IN_SET,
        "joker": {"code": JOKER_CODE, "value": 0, "penalty": 0, "names": _JOKER_WORDS,
                  "declared": _JOKER_AS},
        "tiles": {code: {lang: tile_name(code, lang) for lang in LANGUAGES}
                  for code in CARD_CODES},
        "players": list(PLAYERS), "sets": {str(n): sets_for(n) for n in PLAYERS},
        "tiles_per_set": TILES_PER_SET, "hand_size": HAND_SIZE, "idle_rounds": IDLE_ROUNDS,
        "levels": list(LEVELS), "max_record": MAX_TEXT,
    }
