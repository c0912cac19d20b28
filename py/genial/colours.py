"""The six colours, their symbols and the tile set: the one table to change them.

Colours are the strings of the public API; the core works with their indices 0..5.
"""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("red", "green", "blue", "orange", "yellow", "purple")
COLOUR_INDEX: dict[str, int] = {name: i for i, name in enumerate(COLOURS)}

#: The symbol each colour carries, so that colour is never the only cue (rules.md §2).
SYMBOLS: dict[str, str] = {
    "red": "star12",
    "green": "disc",
    "blue": "star6",
    "orange": "hexagon",
    "yellow": "sun",
    "purple": "ring",
}

#: Printed symbols on the corners of the distance-5 hexagon, in every mode (rules.md §1, resolved).
PRINTED_SYMBOLS: tuple[tuple[tuple[int, int], str], ...] = (
    ((0, -5), "red"),
    ((5, -5), "green"),
    ((5, 0), "blue"),
    ((0, 5), "orange"),
    ((-5, 5), "yellow"),
    ((-5, 0), "purple"),
)

PAIR_COPIES = 6  # each two-colour tile
DOUBLE_COPIES = 5  # each one-colour (double) tile


def tile_code(a: int, b: int) -> int:
    """A tile as one int, independent of orientation: 6 * low + high."""
    return a * 6 + b if a <= b else b * 6 + a


def tile_colours(code: int) -> tuple[int, int]:
    """The two colour indices of a tile code, lowest first."""
    return divmod(code, 6)


def tile_set() -> list[int]:
    """The 120 tiles of a new bag, as tile codes in a fixed order."""
    tiles = []
    for a in range(6):
        for b in range(a, 6):
            tiles += [tile_code(a, b)] * (DOUBLE_COPIES if a == b else PAIR_COPIES)
    return tiles
