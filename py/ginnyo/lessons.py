"""The pictures of the page's "How to play", with their points counted by the engine itself.

Each lesson is a corner of the real board (its premium squares where the layout has them):
melds already there and a play; the points printed under the picture are `Game.preview` of
that play on that board, so the help can never teach a score the rules would not give.
"""

from __future__ import annotations

from typing import Any

from .board import cell_of
from .game import Game, new_game
from .moves import Play, parse_move, tile_code
from .tiles import TILE_OF

RUN = "7H@7,8 8H@8,8 9H@9,8"  # a run of hearts across the centre
#: name → (melds on the board, in play notation; the play).
SCENES: dict[str, tuple[tuple[str, ...], str]] = {
    # The first play covers the centre (no bonus there): 7 + 8 + 9.
    "run": ((), RUN),
    # A set hung from the run, each line a meld: the 9♠ on a yellow square counts twice.
    "cross": ((RUN,), "9S@9,9 9C@9,10"),
    # A new section on a free red square, touching nothing: the meld counts twice.
    "section": ((RUN,), "3D@2,4 4D@3,4 5D@4,4"),
    # A joker declared as the J♥ (worth 0), the Q♥ on a yellow square.
    "joker": ((RUN,), "10H@10,8 JK=JH@11,8 QH@12,8"),
}


def played(notation: str) -> Play:
    """A scene's tiles, written as a play."""
    move = parse_move(notation)
    if not isinstance(move, Play):
        raise ValueError(f"a scene's tiles are a play, not {notation!r}")
    return move


def staged(name: str) -> tuple[Game, Play]:
    """A scene's board, with the play's tiles in the hand of the player to move, and its play."""
    board, text = SCENES[name]
    game = new_game(2, seed=0)
    state = game.core
    for meld in board:
        state.place([(cell_of(*cell), tile_code(tile)) for tile, cell in played(meld)])
    play = played(text)
    state.hands[state.to_move] = [TILE_OF["JK" if tile.startswith("JK") else tile]
                                  for tile, _ in play]
    return game, play


def lesson(name: str) -> dict[str, Any]:
    """A scene as the page draws it: the tiles there, the tiles placed, their points."""
    board, text = SCENES[name]
    game, play = staged(name)

    def tiles(notation: str) -> list[dict[str, Any]]:
        return [{"x": x, "y": y, "tile": tile} for tile, (x, y) in played(notation)]

    return {"tiles": [t for meld in board for t in tiles(meld)], "placed": tiles(text),
            "points": game.preview(play)}


def lessons() -> dict[str, dict[str, Any]]:
    """Every scene of the help, by name (the page's static facts carry them)."""
    return {name: lesson(name) for name in SCENES}
