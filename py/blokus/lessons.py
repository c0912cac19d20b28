"""The pictures of the page's "How to play", each checked by the engine itself.

A lesson is a few placements played from a new game (so the engine accepts each of them) and
one placement shown on top, with the engine's word on it: legal, or the refusal's code. The
scores printed beside the score lesson are `State.colour_score` of a colour left as told. The
help can never teach a rule or a score the engine would not apply.
"""

from __future__ import annotations

from typing import Any

from .game import Game, new_game
from .pieces import NAMES, SIZES

#: name → (new_game's arguments, placements played first, the placement shown, the square
#: part of the board drawn: its top-left cell and its side).
SCENES: dict[str, tuple[dict[str, Any], tuple[str, ...], str, tuple[int, int, int]]] = {
    # Blue's first piece covers its starting corner.
    "first": ({"players": 4}, (), "blue:L4@0,0 0,1 0,2 1,2", (0, 0, 6)),
    # Later pieces of a colour touch it at a corner...
    "corner": ({"players": 4}, ("blue:L4@0,0 0,1 0,2 1,2", "yellow:L4@19,0 19,1 18,2 19,2",
                                "red:L4@19,17 19,18 18,19 19,19", "green:L4@0,17 0,18 0,19 1,19"),
               "blue:V3@2,3 2,4 3,4", (0, 0, 6)),
    # ...and never along a side.
    "side": ({"players": 4}, ("blue:L4@0,0 0,1 0,2 1,2", "yellow:L4@19,0 19,1 18,2 19,2",
                              "red:L4@19,17 19,18 18,19 19,19", "green:L4@0,17 0,18 0,19 1,19"),
             "blue:I3@1,3 2,3 3,3", (0, 0, 6)),
    # Another colour may be touched any way (Blokus Duo: purple against orange).
    "others": ({"variant": "duo"}, ("purple:V5@4,4 5,4 6,4 6,5 6,6",
                                    "orange:V5@7,7 7,8 7,9 8,9 9,9"),
               "purple:L4@5,7 5,8 5,9 6,9", (3, 3, 8)),
    # The first three again on Blokus Duo's board (`<variant>_<scene>`), for the help shown
    # while Duo is played:
    # purple's first piece covers its starting cell, not a corner of the board...
    "duo_first": ({"variant": "duo"}, (), "purple:L4@4,4 4,5 4,6 5,6", (2, 2, 6)),
    # ...its later pieces touch it at a corner...
    "duo_corner": ({"variant": "duo"}, ("purple:L4@4,4 4,5 4,6 5,6", "orange:L4@9,9 9,8 9,7 8,7"),
                   "purple:V3@6,7 6,8 7,8", (2, 2, 7)),
    # ...and never along a side.
    "duo_side": ({"variant": "duo"}, ("purple:L4@4,4 4,5 4,6 5,6", "orange:L4@9,9 9,8 9,7 8,7"),
                 "purple:I3@5,7 6,7 7,7", (2, 2, 7)),
}

#: The score lesson's colour left with these pieces (a colour that placed all the others).
LEFT_OVER = ("1", "V3", "F")


def staged(name: str) -> Game:
    """A scene's game: the placements played, the shown one's colour to move."""
    config, played, _, _ = SCENES[name]
    game = new_game(**config)
    for move in played:
        game.play(move)
    return game


def lesson(name: str) -> dict[str, Any]:
    """A scene as the page draws it: the board's variant and squares, the placement shown
    with the engine's word on it (legal, or its refusal as the page shows one), the part
    drawn."""
    _, _, shown, (x, y, side) = SCENES[name]
    game = staged(name)
    refusal = game.why_illegal(shown)
    colour, rest = shown.split(":")
    piece, cells = rest.split("@")
    return {
        "variant": game.variant, "size": game.size,
        "board": [{"x": cx, "y": cy, "colour": c} for (cx, cy), c in sorted(game.board.items())],
        "shown": {"colour": colour, "piece": piece,
                  "cells": [[int(v) for v in cell.split(",")] for cell in cells.split()],
                  "legal": refusal is None, "refusal": refusal and refusal.to_json()},
        "part": {"x": x, "y": y, "n": side},
    }


def _score(left: tuple[str, ...], last: str) -> int:
    """A colour's score with those pieces left, `last` placed last (the engine's count)."""
    state = new_game(players=4).core
    state.left[0] = [NAMES.index(p) for p in left]
    state.last[0] = state.geo.piece.index(NAMES.index(last))  # a placement of it
    return state.colour_score(0)


def scores() -> dict[str, Any]:
    """The score lesson: a colour with pieces left, one with all placed, one whose last piece
    was the monomino, each scored by the engine."""
    squares = sum(SIZES[NAMES.index(p)] for p in LEFT_OVER)
    return {
        "left": {"pieces": list(LEFT_OVER), "squares": squares, "score": _score(LEFT_OVER, "I5")},
        "all": _score((), "I5"),
        "monomino": _score((), "1"),
    }


def lessons() -> dict[str, Any]:
    """Every scene of the help by name, and the score lesson (the static facts carry them)."""
    return {**{name: lesson(name) for name in SCENES}, "scores": scores()}
