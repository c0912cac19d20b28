"""The rules of Ginny-O written the slow, obvious way, from /work/shared/rules-ginnyo.md alone.

This is the oracle the fast engine (py/ginnyo: cross-checks, segments, int codes) is checked
against, so it shares no code and no trick with it. A board is a dict {(x, y): tile} of text
codes (`QH`, `JK=QH`); a play is a dict {(x, y): tile}; sections are the connected groups of
tiles (sections never join, so each group is one section and nothing more is needed).

Legal plays are found by brute force: every run of cells along a row or column whose free
cells the play fills, every arrangement of hand tiles on them, every card a joker could be
declared as; each candidate is judged by the rules as written. Small hands keep it tractable.

Chance is not a rule: which tiles are drawn comes from the engine's seeded box. `OracleGame`
follows an engine game, taking the hands it is dealt as data, and checks everything else:
legality, points, refills, turn order, the end and the penalties.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise, permutations

LAYOUT = """\
B..Y....B....Y..B
.Y.............Y.
......G.Y.G......
Y...............Y
....R...Y...R....
.................
..G...G...G...G..
.......Y.Y.......
B.Y.Y...C...Y.Y.B
.......Y.Y.......
..G...G...G...G..
.................
....R...Y...R....
Y...............Y
......G.Y.G......
.Y.............Y.
B..Y....B....Y..B
""".splitlines()
SIZE = 17
SQUARE = {(x, y): LAYOUT[y][x] for y in range(SIZE) for x in range(SIZE)}
CENTRE = (8, 8)
REDS = [cell for cell, kind in SQUARE.items() if kind == "R"]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["S", "H", "D", "C"]
CARDS = [rank + suit for suit in SUITS for rank in RANKS]
HAND = 7

Cell = tuple[int, int]


class OracleError(AssertionError):
    """The engine did something the oracle's rules do not allow (a test failure)."""


# -- tiles and melds -----------------------------------------------------------------------------


def card_of(tile: str) -> str:
    """The card a tile on the board is: a joker is the card it was declared as."""
    return tile.split("=")[-1]


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def is_set(cards: list[str]) -> bool:
    return (3 <= len(cards) <= 4 and len({rank(c) for c in cards}) == 1
            and len({suit(c) for c in cards}) == len(cards))


def is_run(cards: list[str]) -> bool:
    """Same suit, consecutive in one direction; an ace below the 2 or above the king."""
    if len(cards) < 3 or len({suit(c) for c in cards}) != 1:
        return False
    for ace in (1, 14):
        numbers = [ace if rank(c) == "A" else RANKS.index(rank(c)) + 1 for c in cards]
        for seq in (numbers, numbers[::-1]):
            if all(b == a + 1 for a, b in pairwise(seq)):
                return True
    return False


def value(card: str, in_set: bool) -> int:
    r = rank(card)
    if r == "A":
        return 15 if in_set else 1
    return 10 if r in ("J", "Q", "K") else int(r)


def penalty(tile: str) -> int:
    return 0 if tile == "JK" else value(tile, True)


# -- the board -----------------------------------------------------------------------------------


def neighbours(cell: Cell) -> list[Cell]:
    x, y = cell
    return [(a, b) for a, b in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
            if 0 <= a < SIZE and 0 <= b < SIZE]


def line_through(cell: Cell, horizontal: bool, board: dict[Cell, str]) -> list[Cell]:
    """The maximal row or column of touching tiles through a cell."""
    dx, dy = (1, 0) if horizontal else (0, 1)
    x, y = cell
    while (x - dx, y - dy) in board:
        x, y = x - dx, y - dy
    line = []
    while (x, y) in board:
        line.append((x, y))
        x, y = x + dx, y + dy
    return line


def groups(board: dict[Cell, str]) -> dict[Cell, int]:
    """Each tile's connected group of tiles (flood fill)."""
    group: dict[Cell, int] = {}
    for start in sorted(board):
        if start in group:
            continue
        group[start] = n = len(set(group.values()))
        todo = [start]
        while todo:
            for nb in neighbours(todo.pop()):
                if nb in board and nb not in group:
                    group[nb] = n
                    todo.append(nb)
    return group


# -- one play ------------------------------------------------------------------------------------


def judge(board: dict[Cell, str], play: dict[Cell, str]) -> int | None:
    """The points of a play (tiles already known to be in hand), or None if illegal."""
    cells = sorted(play)
    if any(c in board for c in cells) or not shape_ok(board, cells):
        return None
    if not location_ok(board, cells, groups(board)):
        return None
    return melds_points(board, play)


def shape_ok(board: dict[Cell, str], cells: list[Cell]) -> bool:
    """One row or column, and no gap: the line through them covers them all."""
    xs, ys = {x for x, _ in cells}, {y for _, y in cells}
    if len(xs) > 1 and len(ys) > 1:
        return False
    after = {**board, **dict.fromkeys(cells, "")}
    return set(cells) <= set(line_through(cells[0], len(ys) == 1, after))


def location_ok(board: dict[Cell, str], cells: list[Cell], group: dict[Cell, int]) -> bool:
    """Centre first; then one section touched and no red start square, or none touched and
    exactly one red start square covered (a new section). `group` is groups(board)."""
    if not board:
        return CENTRE in cells
    touched = {group[nb] for c in cells for nb in neighbours(c) if nb in board}
    reds = [c for c in cells if SQUARE[c] == "R"]
    if len(touched) == 1:
        return not reds
    return not touched and len(reds) == 1


def melds_points(board: dict[Cell, str], play: dict[Cell, str]) -> int | None:
    """Every line through a placed tile is a meld (and there is one): the points, else None.
    The play is put on the board while it is looked at, then taken off again."""
    board.update(play)
    try:
        melds = set()
        for cell in play:
            for horizontal in (True, False):
                line = line_through(cell, horizontal, board)
                if len(line) == 1:
                    continue
                cards = [card_of(board[c]) for c in line]
                if not (is_set(cards) or is_run(cards)):
                    return None
                melds.add(tuple(line))
        if not melds:
            return None  # a lone tile is no meld
        return sum(meld_points(line, board, play) for line in melds)
    finally:
        for cell in play:
            del board[cell]


def meld_points(line: list[Cell], after: dict[Cell, str], play: dict[Cell, str]) -> int:
    cards = [card_of(after[c]) for c in line]
    in_set = is_set(cards)
    total, factor = 0, 1
    for cell in line:
        if cell not in play:
            continue
        kind = SQUARE[cell]
        if not play[cell].startswith("JK"):
            total += value(card_of(play[cell]), in_set) * {"Y": 2, "G": 3}.get(kind, 1)
        factor *= {"R": 2, "B": 3}.get(kind, 1)
    return total * factor


# -- every play ----------------------------------------------------------------------------------


def notation(play: dict[Cell, str]) -> str:
    return " ".join(f"{play[c]}@{c[0]},{c[1]}" for c in sorted(play))


def cell_runs(board: dict[Cell, str], most: int) -> list[list[Cell]]:
    """Every set of free cells a play could cover: the free cells from one free cell to
    another along a row or column (both included), at most `most` of them (so every play
    has the shape `shape_ok` asks for)."""
    found = set()
    for horizontal in (True, False):
        for fixed in range(SIZE):
            line = [(i, fixed) if horizontal else (fixed, i) for i in range(SIZE)]
            for i in range(SIZE):
                for j in range(i, SIZE):
                    if line[i] in board or line[j] in board:
                        continue
                    free = tuple(c for c in line[i : j + 1] if c not in board)
                    if len(free) <= most:
                        found.add(free)
    return [list(cells) for cells in sorted(found)]


def legal_plays(board: dict[Cell, str], hand: list[str]) -> dict[str, int]:
    """{notation: points} of every legal play of a hand on a board, by brute force."""
    found: dict[str, int] = {}
    group = groups(board)
    board = dict(board)  # melds_points puts plays on it for a moment
    for cells in cell_runs(board, len(hand)):
        if not location_ok(board, cells, group):
            continue
        for tiles in set(permutations(hand, len(cells))):
            for play in declarations(dict(zip(cells, tiles, strict=True))):
                points = melds_points(board, play)
                if points is not None:
                    found[notation(play)] = points
    return found


def declarations(play: dict[Cell, str]):
    """The play with every joker declared as every card, in turn."""
    jokers = [c for c, t in play.items() if t == "JK"]
    if not jokers:
        yield play
        return
    first = jokers[0]
    for card in CARDS:
        yield from declarations({**play, first: "JK=" + card})


# -- a whole game --------------------------------------------------------------------------------


class OracleGame:
    """The turn rules (rules §3, §5, §7) following an engine game.

    Hands come from the engine (chance is not a rule): `hands` at the start, then after each
    decision the hands the engine reports, checked against what the oracle's rules say may
    have happened (how many tiles were drawn, which tiles left the hand).
    """

    def __init__(self, players: int, hands: list[list[str]], box: int, first: int) -> None:
        self.players = players
        self.board: dict[Cell, str] = {}
        self.hands = [list(h) for h in hands]
        self.box = box
        self.scores = [0] * players
        self.to_move = first
        self.idle = self.passes = 0
        self.over = False
        self.box_at_start = True
        total = 54 if players == 2 else 108
        if sum(map(len, hands)) + box != total:
            raise OracleError("tiles lost in the deal")
        if len(self.hands[first]) != HAND + 1 or any(
                len(h) != HAND for s, h in enumerate(self.hands) if s != first):
            raise OracleError(f"bad deal sizes {[len(h) for h in self.hands]}")

    def play(self, decision: str, hands_after: list[list[str]]) -> None:
        """Apply a decision in notation (raises OracleError if the rules forbid it), then take
        the engine's hands after it, checking the draws."""
        if self.over:
            raise OracleError("decision after the end")
        seat = self.to_move
        hand = self.hands[seat]
        words = decision.split()
        if words == ["pass"]:
            if self.box:
                raise OracleError("pass with tiles in the box")
            self.passes += 1
            self.idle += 1
            kept = hand
            placed = False
        elif words[0] == "discard":
            if not self.box_at_start:
                raise OracleError("discard after the box was empty at the turn's start")
            kept = self._without(hand, words[1:])
            self.box += len(words) - 1
            self.passes = 0
            self.idle += 1
            placed = False
        else:
            play = {}
            for word in words:
                tile, at = word.split("@")
                x, y = at.split(",")
                play[int(x), int(y)] = tile
            kept = self._without(hand, ["JK" if t.startswith("JK") else t for t in play.values()])
            points = judge(self.board, play)
            if points is None:
                raise OracleError(f"illegal play {decision}")
            self.board.update(play)
            self.scores[seat] += points
            self.idle = self.passes = 0
            placed = True
        drawn = 0 if words == ["pass"] else min(max(HAND - len(kept), 0), self.box)
        self.box -= drawn
        new = hands_after[seat]
        if Counter(kept) - Counter(new) or len(new) != len(kept) + drawn:
            raise OracleError(f"seat {seat} drew wrongly: {kept} -> {new}")
        self.hands[seat] = list(new)
        if (placed and not new) or self.passes >= self.players \
                or self.idle >= 3 * self.players:
            self.over = True
            for s, h in enumerate(self.hands):
                self.scores[s] -= sum(penalty(t) for t in h)
            return
        self.to_move = (seat + 1) % self.players
        self.box_at_start = self.box > 0
        if self.box:
            self.box -= 1
            nxt = hands_after[self.to_move]
            if len(nxt) != len(self.hands[self.to_move]) + 1 \
                    or Counter(self.hands[self.to_move]) - Counter(nxt):
                raise OracleError("the turn's draw went wrong")
            self.hands[self.to_move] = list(nxt)

    @staticmethod
    def _without(hand: list[str], tiles: list[str]) -> list[str]:
        rest = Counter(hand)
        rest.subtract(tiles)
        if any(n < 0 for n in rest.values()):
            raise OracleError(f"tiles {tiles} not in hand {hand}")
        return list(rest.elements())
