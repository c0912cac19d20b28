"""The 21 pieces of a colour and their orientations, computed from the pictures below.

A piece is drawn once, as players see it in the box; its orientations (up to eight: four
turns, each also flipped) are computed, normalised to touch x = 0 and y = 0, and the repeats
dropped, which leaves 91 distinct orientations (rules-blokus.md §1). Nothing here knows the
board: `geometry` places these shapes on a board of a given size.

An orientation is a tuple of cells `(x, y)` in ascending `(y, x)` order, the notation's order.
"""

from __future__ import annotations

from functools import cache

Cell = tuple[int, int]
Shape = tuple[Cell, ...]

#: Every piece in the order of the rules, drawn row by row ('#' is a square).
PICTURES: dict[str, str] = {
    "1": "#",
    "2": "##",
    "I3": "###",
    "V3": "#. ##",
    "I4": "####",
    "L4": "###. #...",
    "O4": "## ##",
    "T4": "### .#.",
    "Z4": "##. .##",
    "F": ".## ##. .#.",
    "I5": "#####",
    "L5": "#### #...",
    "N": "##.. .###",
    "P": "## ## #.",
    "T5": "### .#. .#.",
    "U": "#.# ###",
    "V5": "#.. #.. ###",
    "W": "#.. ##. .##",
    "X": ".#. ### .#.",
    "Y": "#### .#..",
    "Z5": "##. .#. .##",
}

NAMES: tuple[str, ...] = tuple(PICTURES)
INDEX: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
MONOMINO = INDEX["1"]


def normalise(cells: list[Cell] | set[Cell] | tuple[Cell, ...]) -> Shape:
    """The cells moved to touch x = 0 and y = 0, in ascending (y, x) order."""
    x0 = min(x for x, _ in cells)
    y0 = min(y for _, y in cells)
    return tuple(sorted(((x - x0, y - y0) for x, y in cells), key=lambda c: (c[1], c[0])))


def _drawn(picture: str) -> Shape:
    return normalise([(x, y) for y, row in enumerate(picture.split())
                      for x, ch in enumerate(row) if ch == "#"])


def turned(shape: Shape) -> Shape:
    """A quarter turn clockwise (x, y) -> (-y, x) (y points down)."""
    return normalise([(-y, x) for x, y in shape])


def flipped(shape: Shape) -> Shape:
    """The mirror image across a vertical line."""
    return normalise([(-x, y) for x, y in shape])


@cache
def orientations(name: str) -> tuple[Shape, ...]:
    """The distinct orientations of a piece: the drawing turned 0-3 times, then its mirror
    image turned 0-3 times, repeats dropped (the first of equal ones is kept)."""
    found: list[Shape] = []
    shape = _drawn(PICTURES[name])
    for side in (shape, flipped(shape)):
        for _ in range(4):
            if side not in found:
                found.append(side)
            side = turned(side)
    return tuple(found)


def transform_map(name: str, how) -> tuple[int, ...]:
    """For each orientation of a piece, the index of its image under `how` (turned, flipped):
    what the page's rotate and flip keys do."""
    shapes = orientations(name)
    return tuple(shapes.index(how(s)) for s in shapes)


def anchor(shape: Shape) -> Cell:
    """The square of an orientation that follows the pointer: the one nearest the centre of
    its bounding box (ties: the first in (y, x) order), so a ghost sits under the pointer."""
    cx = max(x for x, _ in shape) / 2
    cy = max(y for _, y in shape) / 2
    return min(shape, key=lambda c: (c[0] - cx) ** 2 + (c[1] - cy) ** 2)


#: Each shape in any orientation -> the piece's name (how a placement's cells name it).
SHAPE_NAMES: dict[Shape, str] = {s: n for n in NAMES for s in orientations(n)}
SIZES: tuple[int, ...] = tuple(len(orientations(n)[0]) for n in NAMES)


def piece_of(cells: list[Cell] | tuple[Cell, ...]) -> str | None:
    """The name of the piece whose shape these cells form, or None if they form none."""
    return SHAPE_NAMES.get(normalise(cells)) if cells else None
