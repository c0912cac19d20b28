"""The pictures of the page's "How to play", with their points counted by the engine itself.

Each lesson is a small table: tiles already there and the tiles placed; the points printed
under the picture are `Game.preview` of that placement on that table, so the help can never
teach a score the rules would not give.
"""

from __future__ import annotations

from typing import Any

from .core import cell_of
from .game import Game, new_game
from .moves import Place, parse_tile
from .tiles import CODE

Cell = tuple[int, int]
#: name → (tiles on the table {cell: "colour-shape"}, tiles placed {cell: "colour-shape"}).
SCENES: dict[str, tuple[dict[Cell, str], dict[Cell, str]]] = {
    # One tile makes two lines: a row of reds (4) and a column of star4s (2).
    "lines": ({(0, 0): "red-circle", (1, 0): "red-square", (2, 0): "red-diamond",
               (2, 1): "green-diamond", (3, 1): "green-star4"}, {(3, 0): "red-star4"}),
    # The sixth tile of a line: 6 for the line, and the Qwirkle bonus.
    "qwirkle": ({(0, 0): "red-circle", (1, 0): "red-square", (2, 0): "red-diamond",
                 (3, 0): "red-star4", (4, 0): "red-star8"}, {(5, 0): "red-clover"}),
}


def staged(name: str) -> tuple[Game, Place]:
    """A scene's table, with the tiles placed in the hand of the player to move, and its move."""
    table, placed = SCENES[name]
    game = new_game(2, seed=0)
    state = game.core
    state.board.clear()
    state.open.clear()
    state.put(tuple((cell_of(*cell), CODE[text]) for cell, text in table.items()))
    state.hands[state.to_move] = [CODE[text] for text in placed.values()]
    state.first_size = 0
    move = Place([(parse_tile(text), cell) for cell, text in placed.items()])
    return game, move


def lesson(name: str) -> dict[str, Any]:
    """A scene as the page draws it: the tiles there, the tiles placed, their points."""
    table, placed = SCENES[name]
    game, move = staged(name)

    def tiles(cells: dict[Cell, str]) -> list[dict[str, Any]]:
        return [{"x": x, "y": y, "colour": text.split("-")[0], "shape": text.split("-")[1]}
                for (x, y), text in cells.items()]

    return {"tiles": tiles(table), "placed": tiles(placed), "points": game.preview(move)}


def lessons() -> dict[str, dict[str, Any]]:
    """Every scene of the help, by name (the page's static facts carry them)."""
    return {name: lesson(name) for name in SCENES}
