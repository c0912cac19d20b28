"""The 108 tiles and what makes a line: every fact of rules-qwirkle.md §1 and §4 about tiles.

A tile is a code `6 * colour + shape` (0..35); a set of tiles is a 36-bit mask, so "which tiles
may still join this line" is one table lookup and an AND. A line is summed up by the colours it
holds (a 6-bit set), the shapes it holds (a 6-bit set) and its length: it is valid when it is
one colour with as many shapes as tiles, or one shape with as many colours as tiles.
"""

from __future__ import annotations

from collections.abc import Iterable

COLOURS = ("red", "orange", "yellow", "green", "blue", "purple")
SHAPES = ("circle", "square", "diamond", "clover", "star4", "star8")
#: Each colour's mark, so that colour is never the only cue: the number of small pips the page
#: draws in a tile's corner (the same in every language, unlike a letter).
MARKS = dict(zip(COLOURS, range(1, 7), strict=True))
COPIES = 3  # of each colour-shape combination
TILES = len(COLOURS) * len(SHAPES) * COPIES  # 108
HAND_SIZE = 6
LINE_MAX = 6  # a valid line holds each shape (or colour) once
QWIRKLE_BONUS = 6  # more for a line reaching LINE_MAX
END_BONUS = 6  # for the first player to place their last tile once the bag is empty
ALL = (1 << 36) - 1  # the mask of every tile

#: Points of a line of n tiles holding a placed tile: 1 each from 2 tiles on, a Qwirkle 6 more.
LINE_POINTS = tuple(0 if n < 2 else n + (QWIRKLE_BONUS if n == LINE_MAX else 0)
                    for n in range(LINE_MAX + 1))


def code(colour: int, shape: int) -> int:
    return colour * 6 + shape


#: "red-circle" of every code, and back.
TEXT = tuple(f"{c}-{s}" for c in COLOURS for s in SHAPES)
CODE = {text: t for t, text in enumerate(TEXT)}
#: (colour, shape) names of every code.
NAMES = tuple((c, s) for c in COLOURS for s in SHAPES)
CODE_OF_NAMES = {names: t for t, names in enumerate(NAMES)}

COLOUR_TILES = tuple(sum(1 << code(c, s) for s in range(6)) for c in range(6))
SHAPE_TILES = tuple(sum(1 << code(c, s) for c in range(6)) for s in range(6))


def tile_set() -> list[int]:
    """The 108 tiles, in a fixed order (the bag before it is drawn from)."""
    return [t for t in range(36) for _ in range(COPIES)]


def _join_table() -> dict[int, int]:
    """Every line that some tile may join, keyed `n << 12 | colours << 6 | shapes`."""
    colour_sets = [sum(COLOUR_TILES[k] for k in range(6) if b >> k & 1) for b in range(64)]
    shape_sets = [sum(SHAPE_TILES[k] for k in range(6) if b >> k & 1) for b in range(64)]
    table = {0: ALL}
    for one in range(6):
        for others in range(1, 63):  # a full set (63) leaves no tile to join
            n = bin(others).count("1")
            # one colour, its shapes all different; then one shape, its colours all different
            colour_key = n << 12 | 1 << one + 6 | others
            table[colour_key] = table.get(colour_key, 0) | COLOUR_TILES[one] & ~shape_sets[others]
            shape_key = n << 12 | others << 6 | 1 << one
            table[shape_key] = table.get(shape_key, 0) | SHAPE_TILES[one] & ~colour_sets[others]
    return table


#: JOIN.get(n << 12 | colours << 6 | shapes, 0): the mask of tiles that may join a line of n
#: tiles holding those colours and shapes (absent, so 0, when no tile can: the line is already
#: invalid, or full).
JOIN = _join_table()


def summary(tiles: Iterable[int]) -> tuple[int, int, int]:
    """(colours, shapes, length) of a run of tiles."""
    colours = shapes = n = 0
    for t in tiles:
        colours |= 1 << t // 6
        shapes |= 1 << t % 6
        n += 1
    return colours, shapes, n


def joinable(tiles: Iterable[int]) -> int:
    """The mask of tiles that may be added to these to make a valid line (ALL for none)."""
    colours, shapes, n = summary(tiles)
    return JOIN.get(n << 12 | colours << 6 | shapes, 0)


def is_line(tiles: list[int]) -> bool:
    """Whether these tiles may lie together in one line (rules §3: one colour and all shapes
    different, or one shape and all colours different)."""
    return not tiles or bool(joinable(tiles[1:]) >> tiles[0] & 1)


def best_group(hand: Iterable[int]) -> int:
    """The most tiles of a hand sharing a colour or a shape, identical tiles counted once."""
    distinct = set(hand)
    by_colour = [sum(t // 6 == c for t in distinct) for c in range(6)]
    by_shape = [sum(t % 6 == s for t in distinct) for s in range(6)]
    return max(by_colour + by_shape)

