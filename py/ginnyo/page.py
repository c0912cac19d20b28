"""What Ginny-O's page asks of the engine beyond the house's protocol.

The house (tabletop.bridge, tabletop.session, tabletop.review) serves every game; this module
holds Ginny-O's own part of it:
- `static_info()`: every rule fact the page draws with and must never re-type (the board and
  its squares, suits and symbols, ranks and values, tile names in the four languages);
- `view(game, seats)`: the game's part of the page's view, with the hands of `seats` only
  (the house adds the seed, the seats, the latest turn and the undo);
- `COMMANDS`: the page's own requests while it stages a play (`options`: where each hand
  tile may go and what the staged tiles score; `jokers`: what a joker may stand for; see
  staging.py);
- `describe`, `history_entry` and `where`: how a decision reads in the hint, the history and
  the analysis (its melds, where it was laid, the premium squares it covered).
All numbers stay far below 2**53.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tabletop.arguments import HUMAN
from tabletop.errors import BridgeError

from .board import CENTRE, KIND, LAYOUT, PREMIUMS, RED_STARTS, SIZE, cell_of, xy
from .core import IDLE_ROUNDS, PLAYERS, sets_for
from .errors import IllegalMove, show
from .moves import Discard, Move, Play
from .ratings import RATINGS
from .record import NAME, TITLE
from .staging import options as staging_options
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

if TYPE_CHECKING:
    from tabletop.session import Session

    from .game import Game

LANGUAGES = ("fr", "en", "de", "nl")


def view(game: Game, seats: Sequence[int]) -> dict[str, Any]:
    """Ginny-O's part of the page's view (the house's base writes the rest: BaseGame.view): the
    hands of `seats` only."""
    s = game.core
    tiles = s.tiles
    result: dict[str, Any] = {
        "game": NAME,
        "board": [
            {"x": x, "y": y, "tile": placed_code(code), "card": CARD_CODES[code & CARD_MASK],
             "joker": code >= JOKER_FLAG, "section": s.section[c]}
            for c, code in enumerate(tiles) if code >= 0 for x, y in [xy(c)]
        ],
        "sections": [list(xy(c)) for c in s.starts],
        "premiums_used": [list(xy(c)) for c, code in enumerate(tiles)
                          if code >= 0 and KIND[c] not in ".C"],
        "hands": [game.hand(seat) if seat in seats else None for seat in range(game.players)],
        "hand_sizes": game.hand_sizes, "bag": game.bag_count,
        "may_discard": game.may_discard(), "may_pass": game.may_pass(),
        "idle_turns": s.idle, "idle_limit": IDLE_ROUNDS * game.players,
        "first_draw": game.first_draw,
        "penalties": game.penalties,
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
    """Ginny-O's own facts the page draws with before Python is ready (the house adds the
    shell's keys: tabletop.games.static_info)."""
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
        "players": list(PLAYERS),
        "sets": {str(n): sets_for(n) for n in PLAYERS},
        "tiles_per_set": TILES_PER_SET, "hand_size": HAND_SIZE, "idle_rounds": IDLE_ROUNDS,
        "ratings": dict(RATINGS),  # weakest level first, as ginnyo.ai.LEVELS
    }


# ---------------------------------------------------------------- the bridge's own commands


def _staged(args: dict[str, Any]) -> list | str:
    """The staged tiles: a list, or their notation (`QH@8,8 JK=AH@10,8`)."""
    staged = args.get("staged", [])
    if not isinstance(staged, list | str):
        raise BridgeError("ginnyo_bad_staged", value=show(staged))
    return staged


def jokers(session: Session, args: dict[str, Any]) -> list[str]:
    """`jokers {staged, cell: [x, y]}`: the cards a joker staged on that cell may stand for."""
    return session.game.joker_choices(_staged(args), args.get("cell"))


def options(session: Session, args: dict[str, Any]) -> dict[str, Any]:
    """`options {staged}`: where each hand tile may be staged next and what the staged tiles
    score (staging.options), with `discard`, the most tiles a discard may hold now (0: no
    discard), and `pass`, whether the player may pass. Only for a human seat to move: the
    answer names the tiles in hand."""
    game = session.game
    if game.over:
        raise IllegalMove("game_over")
    if session.seats[game.to_move] != HUMAN:
        raise BridgeError("computer_turn")
    found = staging_options(game, _staged(args))
    found["discard"] = len(game.hand(game.to_move)) if game.may_discard() else 0
    found["pass"] = game.may_pass()
    return found


#: Commands the page sends beside the house's (tabletop.bridge), with their arguments.
COMMANDS = {"jokers": jokers, "options": options}


# ---------------------------------------------------------------- decisions as the page shows them


def describe(game: Game, move: Move) -> dict[str, Any]:
    """A decision as the page draws it: notation and kind, for a play its tiles and points,
    for a discard its tiles (the hint is shown to the seat that holds them)."""
    if isinstance(move, Play):
        return {"move": str(move), "kind": "place", "points": game.preview(move),
                "tiles": [{"x": x, "y": y, "tile": tile} for tile, (x, y) in move]}
    if isinstance(move, Discard):
        return {"move": str(move), "kind": "discard", "discard": list(move)}
    return {"move": str(move), "kind": "pass"}


def history_entry(decision: str, events: list[dict[str, Any]]) -> dict[str, Any]:
    """A decision's own fields in the history: its kind (place, discard, pass), its points, its
    number of tiles (`count`: all the table sees of another seat's discard) and, for a play, its
    tiles (the page words a decision by them, never by the notation)."""
    first, words = events[0], decision.split()
    entry = {"kind": first["type"], "points": first["points"] if first["type"] == "place" else 0,
             "count": len(words) - (first["type"] != "place")}
    if first["type"] == "place":
        entry["tiles"] = first["tiles"]
    return entry


def concealed(decision: str) -> bool:
    """A discard goes into the box face down: the other seats see how many tiles."""
    return decision.startswith("discard")


def where(game: Game, move: Move) -> dict[str, Any]:
    """What a person needs to read a play before it is made (the history, the hint, the
    analysis): `melds`, each meld it scores in ({kind: run | set, tiles: the codes along the
    line, the tiles already there included}); `start`: "centre" for the first play, "section"
    for one that opens a new section (`section`: its number, from 1), else null; `near`: the
    tiles already on the board next to its tiles, once each, in the order met; `squares`: the
    premium squares it covers (their kinds, once each, in the order met)."""
    if not isinstance(move, Play):
        return {}
    board = game.board
    placed = {cell: tile for tile, cell in move}
    near: dict[tuple[int, int], str] = {}
    for x, y in placed:
        for around in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
            if around in board and around not in near:
                near[around] = board[around]
    kinds = (KIND[cell_of(*cell)] for cell in placed)
    facts: dict[str, Any] = {
        "melds": [{"kind": m["kind"], "tiles": [placed.get((x, y)) or board[x, y]
                                                for x, y in m["cells"]]}
                  for m in game.melds(move)],
        "start": "centre" if not board else None if near else "section",
        "near": list(near.values()),
        "squares": list(dict.fromkeys(k for k in kinds if k not in ".C")),
    }
    if facts["start"] == "section":
        facts["section"] = len(game.section_starts) + 1
    return facts
