"""The pictures of the page's "How to play", with their points counted by the engine itself.

Each lesson is a small scene: tiles already on the board, the tile being placed, and the
cells a player should look at (`counted`, the same symbols in line with the new tile). The
points printed under a picture are `Game.preview` of that placement on that board, so the
help can never teach a score the rules would not give (tests/test_lessons.py checks too that
`counted` holds as many cells of each colour as the points say).
"""

from __future__ import annotations

from typing import Any

from .colours import COLOUR_INDEX, tile_code
from .game import Game, new_game
from .moves import Place

Cell = tuple[int, int]
#: name → (tiles on the board as ((colour, cell), (colour, cell)), the tile placed, counted).
SCENES: dict[str, tuple[tuple[tuple[tuple[str, Cell], tuple[str, Cell]], ...],
                        tuple[tuple[str, Cell], tuple[str, Cell]], tuple[Cell, ...]]] = {
    # A first placement beside the printed purple ring: the printed symbol counts.
    "first": ((), (("purple", (-4, 0)), ("yellow", (-3, 0))), ((-5, 0),)),
    # Each half counts its colour along the five lines leaving it: +3 red, +3 blue.
    "lines": (
        ((("red", (0, -1)), ("red", (0, -2))), (("red", (-1, 1)), ("green", (-2, 1))),
         (("blue", (2, -1)), ("orange", (3, -1))), (("blue", (1, 1)), ("blue", (1, 2)))),
        (("red", (0, 0)), ("blue", (1, 0))),
        ((0, -1), (0, -2), (-1, 1), (2, -1), (1, 1), (1, 2)),
    ),
}


def position(tiles) -> Game:
    """A two-player game whose board holds `tiles` (put straight on their cells); with tiles
    on the board the players' first placements are behind them (an empty board: still due, so
    the engine checks the first-placement rule)."""
    game = new_game(players=2, seed=0)
    state = game.core
    index = state.mode.area.index
    for tile in tiles:
        for colour, cell in tile:
            state.put(index[cell], COLOUR_INDEX[colour])
    if tiles:
        state.first = [True] * game.players
    return game


def staged(name: str) -> tuple[Game, Place]:
    """A scene's position, with the tile placed in the hand of the player to move, and its move."""
    tiles, ((a, first), (b, second)), _ = SCENES[name]
    game = position(tiles)
    state = game.core
    state.hands[state.to_move][0] = tile_code(COLOUR_INDEX[a], COLOUR_INDEX[b])
    return game, Place((a, b), (first, second))


def lesson(name: str) -> dict[str, Any]:
    """A scene as the page draws it: tiles, the tile placed with its points, the cells counted."""
    tiles, _, counted = SCENES[name]
    game, move = staged(name)
    return {
        "tiles": [{"cells": [list(c) for _, c in t], "colours": [c for c, _ in t]} for t in tiles],
        "placed": {"cells": [list(c) for c in move.cells], "colours": list(move.tile)},
        "counted": [list(c) for c in counted],
        "points": {c: n for c, n in game.preview(move).items() if n},
    }


def lessons() -> dict[str, dict[str, Any]]:
    """Every scene of the help, by name (the page's static facts carry them)."""
    return {name: lesson(name) for name in SCENES}
