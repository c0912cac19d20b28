"""The rules of Qwirkle written the slow, obvious way, from /work/shared/rules-qwirkle.md alone.

The oracle the fast engine (py/qwirkle: integer cells, tile masks, incremental cross-checks,
lines grown from anchors) is checked against, so it shares no code and no trick with it: a
board is a dict {(x, y): (colour, shape)}, a placement a frozenset of ((x, y), (colour, shape)),
and each rule a short loop that reads like the rules.

`placements` tries every ordering of every set of distinct hand tiles on every row and column
segment near the table — the tiles go on the first free cells from a start cell, bridging the
tiles already there — and keeps what `refusal` (the rules of §3) accepts, scored by `points`
(§4). It skips only what cannot matter: segments touching no tile (a rule of §3) and tile sets
that are no line with the tiles already in the segment's line (a line's validity does not depend
on its order). Chance is not a rule: the tiles in hand come from the engine's seeded bag.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, permutations

COLOURS = ("red", "orange", "yellow", "green", "blue", "purple")
SHAPES = ("circle", "square", "diamond", "clover", "star4", "star8")
DIRECTIONS = ((1, 0), (0, 1))  # along a row, along a column
HAND = 6

Cell = tuple[int, int]
Tile = tuple[str, str]
Placement = frozenset  # of (cell, tile)


def every_tile() -> Counter:
    """The 108 tiles: each colour with each shape, three times (§1)."""
    return Counter({(c, s): 3 for c in COLOURS for s in SHAPES})


def best_group(hand: list[Tile]) -> int:
    """Most tiles of the hand sharing a colour or a shape, identical ones counted once (§2)."""
    distinct = set(hand)
    return max(
        max(sum(1 for c, _ in distinct if c == colour) for colour in COLOURS),
        max(sum(1 for _, s in distinct if s == shape) for shape in SHAPES),
    )


def first_player(hands: list[list[Tile]]) -> int:
    """The seat with the largest best group, the earliest one on a tie (§2)."""
    groups = [best_group(h) for h in hands]
    return groups.index(max(groups))


def is_line(tiles: list[Tile]) -> bool:
    """One colour and all shapes different, or one shape and all colours different (§3)."""
    colours = {c for c, _ in tiles}
    shapes = {s for _, s in tiles}
    return (len(colours) == 1 and len(shapes) == len(tiles)) or (
        len(shapes) == 1 and len(colours) == len(tiles)
    )


def run(full: dict[Cell, Tile], cell: Cell, direction: Cell) -> list[Cell]:
    """The cells of the line through `cell` along `direction`: no gap, as far as it goes."""
    dx, dy = direction
    cells = [cell]
    x, y = cell[0] - dx, cell[1] - dy
    while (x, y) in full:
        cells.insert(0, (x, y))
        x, y = x - dx, y - dy
    x, y = cell[0] + dx, cell[1] + dy
    while (x, y) in full:
        cells.append((x, y))
        x, y = x + dx, y + dy
    return cells


def neighbours(cell: Cell) -> list[Cell]:
    x, y = cell
    return [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]


def refusal(board: dict[Cell, Tile], placement: list[tuple[Cell, Tile]],
            first_size: int = 0) -> str | None:
    """Why the rules refuse this placement (a short reason), or None when it is legal.

    `first_size`: on the first move of the game, the size it must have (§2); 0 afterwards.
    """
    cells = [cell for cell, _ in placement]
    if not cells:
        return "no tile"
    if len(set(cells)) != len(cells):
        return "a cell twice"
    if any(cell in board for cell in cells):
        return "occupied"
    if len({x for x, _ in cells}) > 1 and len({y for _, y in cells}) > 1:
        return "not one row or column"
    full = {**board, **dict(placement)}
    if len(cells) > 1:
        direction = (1, 0) if len({y for _, y in cells}) == 1 else (0, 1)
        if not all(c in run(full, cells[0], direction) for c in cells):
            return "gap"
    if first_size:
        if len(cells) != first_size:
            return "first move size"
        if (0, 0) not in cells:
            return "first move off (0, 0)"
    elif not any(n in board for cell in cells for n in neighbours(cell)):
        return "touches nothing"
    for cell in cells:
        for direction in DIRECTIONS:
            line = run(full, cell, direction)
            if len(line) > 1 and not is_line([full[c] for c in line]):
                return "bad line"
    return None


def points(board: dict[Cell, Tile], placement: list[tuple[Cell, Tile]]) -> int:
    """Each line of 2+ tiles holding a placed tile: a point per tile, 6 more at 6 (§4)."""
    full = {**board, **dict(placement)}
    lines = set()
    for cell, _ in placement:
        for direction in DIRECTIONS:
            line = run(full, cell, direction)
            if len(line) > 1:
                lines.add(tuple(line))
    return sum(len(line) + (6 if len(line) == 6 else 0) for line in lines) or 1


def placements(board: dict[Cell, Tile], hand: list[Tile], first_size: int = 0) -> dict:
    """Every legal placement (a frozenset of (cell, tile)) with its points."""
    found = {}
    distinct = sorted(set(hand))
    if first_size:
        near = range(1 - first_size, 1)
        starts = {(x, 0) for x in near} | {(0, y) for y in near}
    else:
        xs = [x for x, _ in board]
        ys = [y for _, y in board]
        starts = {(x, y) for x in range(min(xs) - 7, max(xs) + 8)
                  for y in range(min(ys) - 7, max(ys) + 8) if (x, y) not in board}
    for start in starts:
        for direction in DIRECTIONS:
            for k in range(1, len(distinct) + 1):
                cells = free_cells(board, start, direction, k)
                if not first_size and not any(n in board for c in cells for n in neighbours(c)):
                    continue
                line = [board[c] for c in run({**board, **dict.fromkeys(cells)}, start, direction)
                        if c in board]
                for tiles in combinations(distinct, k):
                    if not is_line(line + list(tiles)):
                        continue
                    for order in permutations(tiles):
                        placement = list(zip(cells, order, strict=True))
                        if refusal(board, placement, first_size) is None:
                            found[frozenset(placement)] = points(board, placement)
    return found


def free_cells(board: dict[Cell, Tile], start: Cell, direction: Cell, k: int) -> list[Cell]:
    """The first k free cells from `start` along `direction` (stepping over tiles there)."""
    cells, (x, y) = [], start
    while len(cells) < k:
        if (x, y) not in board:
            cells.append((x, y))
        x, y = x + direction[0], y + direction[1]
    return cells


def trades(hand: list[Tile], bag: int, first_move: bool = False) -> set[tuple[Tile, ...]]:
    """Every trade (a sorted tuple of tiles): 1 or more hand tiles, no more than the bag
    holds; none on the first move (§2, §3)."""
    if first_move:
        return set()
    return {tuple(sorted(c)) for k in range(1, min(len(hand), bag) + 1)
            for c in combinations(hand, k)}


def decisions(board: dict[Cell, Tile], hand: list[Tile], bag: int, first_size: int = 0) -> dict:
    """How many of each decision the player to move has: placements, trades, pass (0 or 1)."""
    placed = placements(board, hand, first_size)
    traded = trades(hand, bag, bool(first_size))
    return {"placements": len(placed), "trades": len(traded),
            "pass": int(not placed and not traded)}


def read_move(text: str) -> tuple[str, list]:
    """("place", [(cell, tile)...]), ("trade", [tile...]) or ("pass", []) of a notation (§6)."""
    words = text.split()
    if words == ["pass"]:
        return "pass", []
    if words[0] == "trade":
        return "trade", [tuple(w.split("-")) for w in words[1:]]
    placement = []
    for word in words:
        tile, cell = word.split("@")
        x, y = cell.split(",")
        placement.append(((int(x), int(y)), tuple(tile.split("-"))))
    return "place", placement


def replay(start_hands: list[list[Tile]], decisions: list[str]) -> dict:
    """Scores, seat to move, bag and hand sizes after a game's decisions, by the rules alone.

    Which tiles are drawn is chance, not a rule: only the starting hands are needed (to know
    who starts and the first move's size); after that the oracle counts tiles, which is enough
    to know when a hand empties with the bag empty (§5). Each placement is checked legal
    against the board (the hand's own tiles are the engine's business).
    """
    players = len(start_hands)
    board: dict[Cell, Tile] = {}
    scores = [0] * players
    sizes = [HAND] * players
    bag = 108 - HAND * players
    to_move = first_player(start_hands)
    first_size = best_group(start_hands[to_move])
    over = False
    for text in decisions:
        assert not over, "a decision after the end"
        kind, items = read_move(text)
        if kind == "place":
            why = refusal(board, items, first_size)
            assert why is None, (text, why)
            scores[to_move] += points(board, items)
            board.update(dict(items))
            first_size = 0
            drawn = min(len(items), bag)
            sizes[to_move] += drawn - len(items)
            bag -= drawn
            if sizes[to_move] == 0:
                scores[to_move] += 6
                over = True
        elif kind == "trade":
            assert not first_size and 0 < len(items) <= bag, text
        to_move = (to_move + 1) % players
    return {"scores": scores, "to_move": to_move, "bag": bag, "hand_sizes": sizes,
            "out": over, "board": len(board)}
