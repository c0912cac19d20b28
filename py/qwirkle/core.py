"""The rules of Qwirkle on integer-coded state: where every turn is applied and scored, fast.

This is the engine's internal fast path, used by the public `Game` and by the AI's search.
A tile is a code 0..35 (`tiles`), a cell is one int `y * W + x`, a placement is a tuple of
(cell, tile) pairs and a trade a tuple of tiles, so inner loops create few objects.

The table is unbounded, so the board is a dict {cell: tile}. Beside it the state keeps, for
every *open* cell (free, with a tile next to it), what the Scrabble programs call cross-checks:
per direction, the mask of tiles that the line through the cell would accept and the length of
that line's tiles already there. A placement changes them only at the two free ends of each
line it touched, so they are kept up to date in a few steps per placed tile (`_reopen`), and
the move generator (`legal`) reads them instead of walking the board.
"""

from __future__ import annotations

import random

from tabletop.rng import SplitMix64, draw, resampled

from .tiles import END_BONUS, HAND_SIZE, JOIN, LINE_POINTS, best_group, tile_set

W = 1 << 12  # cells are y * W + x: one step along a row is 1, along a column W
HALF = W >> 1
REACH = 999  # |x| and |y| of any cell accepted from outside (a real game stays within 108)
STEPS = (1, W)  # along a row, along a column
ORIGIN = 0  # the cell (0, 0), which the first placement covers

PLACE, OVER = "place", "over"  # phases, as the public API names them
OUT, BLOCKED = "out", "blocked"  # how a game ended: a hand emptied, or nobody can place


def cell_of(x: int, y: int) -> int:
    return y * W + x


def xy_of(cell: int) -> tuple[int, int]:
    y = row_of(cell)
    return cell - y * W, y


def row_of(cell: int) -> int:
    """The y of a cell."""
    return (cell + HALF) // W


def first_player(hands: list[list[int]]) -> tuple[int, int]:
    """Who starts and how many tiles the first move places (rules §2): the largest best group
    of a hand, its holder starting (the earliest seat on a tie)."""
    groups = [best_group(h) for h in hands]
    size = max(groups)
    return groups.index(size), size


Placement = tuple[tuple[int, int], ...]  # (cell, tile) pairs
#: A decision of the core: a placement, a trade (a tuple of tiles), or a pass (the empty tuple).
Decision = tuple
#: An open cell's cross-checks: (mask along the row, mask along the column, tiles already in
#: the row's line through it, tiles already in the column's line): index d and 2 + d for STEPS[d].
Checks = tuple[int, int, int, int]


class State:
    """A whole game: board, open cells, hands, bag, scores, turn, with the rules to advance it."""

    __slots__ = (
        "bag",
        "board",
        "end",
        "first_size",
        "hands",
        "open",
        "phase",
        "players",
        "rng",  # SplitMix64 in real games; Minstd in the AI's sampled worlds
        "scores",
        "to_move",
    )

    def __init__(self, players: int, seed: int) -> None:
        self.players = players
        self.board: dict[int, int] = {}
        self.open: dict[int, Checks] = {}
        self.rng = SplitMix64(seed)
        self.bag = tile_set()
        self.hands = [[draw(self.bag, self.rng) for _ in range(HAND_SIZE)] for _ in range(players)]
        self.scores = [0] * players
        #: The size the first placement must have (0 once it is made).
        self.to_move, self.first_size = first_player(self.hands)
        self.phase = PLACE
        self.end = ""  # OUT or BLOCKED once over

    def copy(self) -> State:
        """An independent copy, cheap enough for search (dicts and flat lists)."""
        s = State.__new__(State)
        s.players = self.players
        s.board = self.board.copy()
        s.open = self.open.copy()
        s.rng = self.rng.copy()
        s.bag = self.bag[:]
        s.hands = [h[:] for h in self.hands]
        s.scores = self.scores[:]
        s.first_size = self.first_size
        s.to_move = self.to_move
        s.phase = self.phase
        s.end = self.end
        return s

    # -- the board ---------------------------------------------------------------------------

    def checks(self, cell: int) -> Checks:
        """The cross-checks of a free cell, read from the board (see `Checks`)."""
        board = self.board
        out: list[int] = []  # each step's join and length, in turn
        for step in STEPS:
            colours = shapes = n = 0
            for direction in (-step, step):
                x = cell + direction
                while x in board:
                    t = board[x]
                    colours |= 1 << t // 6
                    shapes |= 1 << t % 6
                    n += 1
                    x += direction
            out += (JOIN.get(n << 12 | colours << 6 | shapes, 0), n)
        return out[0], out[2], out[1], out[3]

    def put(self, pairs: Placement) -> None:
        """Put tiles on free cells, no rule asked (placements, test setups); keeps `open`."""
        board, open_ = self.board, self.open
        for cell, tile in pairs:
            board[cell] = tile
            open_.pop(cell, None)
        ends = set()
        for cell, _ in pairs:
            for step in STEPS:
                x = cell - step
                while x in board:
                    x -= step
                ends.add(x)
                x = cell + step
                while x in board:
                    x += step
                ends.add(x)
        for x in ends:
            open_[x] = self.checks(x)

    def line(self, cell: int, step: int, placed: dict[int, int]) -> list[int]:
        """The cells of the line through `cell` along `step` (no gap, as far as it goes),
        counting the cells of `placed` as full."""
        board, cells = self.board, [cell]
        x = cell - step
        while x in board or x in placed:
            cells.append(x)
            x -= step
        x = cell + step
        while x in board or x in placed:
            cells.append(x)
            x += step
        return cells

    def lines(self, pairs: Placement) -> list[list[int]]:
        """The lines of 2 tiles or more that a placement makes or extends, each once: the
        ones that score (rules §4)."""
        placed = dict(pairs)
        cells = list(placed)
        along: tuple[int, ...]
        across: tuple[int, ...]
        if len(cells) == 1:
            along, across = STEPS, ()
        else:
            along = (1,) if row_of(cells[0]) == row_of(cells[1]) else (W,)
            across = (W,) if along == (1,) else (1,)
        found = [self.line(cells[0], step, placed) for step in along]
        found += [self.line(cell, step, placed) for cell in cells for step in across]
        return [line for line in found if len(line) > 1]

    def points(self, pairs: Placement) -> int:
        """What a legal placement scores (rules §4), read from the board before it is made:
        a point per tile of each line, 6 more for a Qwirkle; a tile alone scores 1."""
        return sum(LINE_POINTS[len(line)] for line in self.lines(pairs)) or 1

    def placeable(self) -> int:
        """The mask of tiles that could be placed alone somewhere now. Every legal placement
        holds such a tile (one next to the table, keeping its lines), so a hand with none of
        them has no placement at all."""
        mask = 0
        for checks in self.open.values():
            mask |= checks[0] & checks[1]
        return mask

    # -- advancing the game ------------------------------------------------------------------

    def apply(self, decision: Decision) -> None:
        """Apply a legal decision (the caller has checked it)."""
        if not decision:
            self.pass_turn()
        elif type(decision[0]) is tuple:
            self.place(decision)
        else:
            self.trade(decision)

    def place(self, pairs: Placement) -> int:
        """Make a legal placement (the caller has checked it): score, refill, end or pass on.
        Returns its points (the end bonus not included)."""
        points = self.points(pairs)
        seat = self.to_move
        hand = self.hands[seat]
        for _, tile in pairs:
            hand.remove(tile)
        self.put(pairs)
        self.first_size = 0
        self.scores[seat] += points
        while len(hand) < HAND_SIZE and self.bag:
            hand.append(draw(self.bag, self.rng))
        if not hand:  # the bag was empty: the first to place their last tile ends the game
            self.scores[seat] += END_BONUS
            self._finish(OUT)
        else:
            self._next_turn()
        return points

    def trade(self, tiles: tuple[int, ...]) -> None:
        """Set tiles aside, draw as many, then put them back in the bag (rules §3.2)."""
        hand = self.hands[self.to_move]
        for tile in tiles:
            hand.remove(tile)
        hand += [draw(self.bag, self.rng) for _ in tiles]
        self.bag += tiles
        self._next_turn()

    def pass_turn(self) -> None:
        self._next_turn()

    def _next_turn(self) -> None:
        self.to_move = (self.to_move + 1) % self.players
        if self.dead():
            self._finish(BLOCKED)

    def dead(self) -> bool:
        """Nobody can place now, and trading cannot change that: the game is over.

        With an empty bag this is the rule's "no player can place" (rules §5): the board does
        not change while everyone passes, so the round of passes is skipped. With tiles left in
        the bag, a game in which no tile outside the table fits anywhere could only go on
        trading forever; it ends the same way.
        """
        fits = self.placeable()
        if any(fits >> t & 1 for hand in self.hands for t in hand):
            return False
        return not any(fits >> t & 1 for t in self.bag)

    def _finish(self, end: str) -> None:
        self.phase = OVER
        self.end = end

    # -- what the player to move may do besides placing --------------------------------------

    def trades(self) -> list[tuple[int, ...]]:
        """Every trade allowed now: each sub-multiset of the hand, 1 tile up to as many as the
        bag holds (none on the first move, which must be a placement)."""
        if self.phase == OVER or self.first_size or not self.bag:
            return []
        counts: dict[int, int] = {}
        for t in self.hands[self.to_move]:
            counts[t] = counts.get(t, 0) + 1
        found: list[tuple[int, ...]] = [()]
        for t, k in sorted(counts.items()):
            found = [f + (t,) * j for f in found for j in range(k + 1)]
        return [f for f in found if 0 < len(f) <= len(self.bag)]

    def may_pass(self) -> bool:
        """Pass only when neither placing nor trading is possible (rules §3.3)."""
        if self.phase == OVER or self.bag:
            return False
        fits = self.placeable()
        return not any(fits >> t & 1 for t in self.hands[self.to_move])

    # -- hidden information ------------------------------------------------------------------

    def unseen(self, seat: int) -> list[int]:
        """The tiles a seat cannot see (others' hands and the bag), in a canonical order."""
        counts = [3] * 36
        for t in self.board.values():
            counts[t] -= 1
        for t in self.hands[seat]:
            counts[t] -= 1
        return [t for t in range(36) for _ in range(counts[t])]

    def resample(self, seat: int, rnd: random.Random) -> State:
        """A copy in which all a seat cannot see is dealt again at random from what it knows
        (the board, its hand, how many tiles each other hand and the bag hold).

        The result depends only on the seat's information and `rnd` (tabletop.rng.resampled).
        """
        return resampled(self, seat, rnd)
