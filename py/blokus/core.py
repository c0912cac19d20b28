"""The rules of Blokus on bitboards: where every rule is decided, fast.

This is the engine's internal fast path, used by the public `Game` and by the AI's search.
Colours are indices into the variant's colours, a decision is a placement id of `geometry`,
and per colour two sets of cells are kept incrementally, as in Pentobi's `Board`:

- `forbidden[c]`: cells colour c may never cover again: every covered cell, and every free
  cell sharing a side with colour c (rules-blokus.md §2.1 and §2.3);
- `attach[c]`: free cells where a piece of colour c may touch its own colour at a corner and
  nowhere along a side — before its first piece, its starting cell (§2.2 and §2.3).

A placement is legal exactly when it avoids `forbidden[c]`, covers a cell of `attach[c]` and
uses an unplaced piece (`left[c]`), so the generator walks, from each attach point, only the
placements covering it that its four edge neighbours allow (`Geometry.walks`, by piece: the
placed pieces are skipped), and keeps one that avoids the forbidden cells and the attach points
already walked (which finds each placement once, from its lowest attach point). That test is
one `&` of two small ints: the placement's squares and the cells it may not cover, both in the
attach point's window (`geometry.WINDOWS`, read out of `Geometry.rows`).
"""

from __future__ import annotations

from collections.abc import Iterator

from .config import Mode
from .geometry import REACH, WINDOWS, ByPiece, Geometry, geometry
from .pieces import MONOMINO, NAMES, SIZES

PLACE, OVER = "place", "over"  # phases, as the public API names them
ALL_PLACED_BONUS = 15  # rules-blokus.md §4: every piece placed...
MONOMINO_LAST_BONUS = 20  # ...and the last of them the monomino (instead of 15)


class State:
    """A whole game: the colours' cells, their pieces, whose turn, who is out."""

    __slots__ = ("attach", "colour", "forbidden", "geo", "last", "left", "mode",
                 "neutral_turns", "occupied", "out", "own", "phase")

    def __init__(self, mode: Mode) -> None:
        v = mode.variant
        self.mode = mode
        self.geo: Geometry = geometry(v.size)
        n = len(v.colours)
        self.occupied = 0
        self.own = [0] * n
        self.forbidden = [0] * n
        self.attach = [1 << self.geo.bit(start) for start in v.starts]
        self.left = [list(range(len(NAMES))) for _ in range(n)]  # unplaced pieces, by index
        self.last = [-1] * n  # the placement each colour made last (-1: none yet)
        self.out = [False] * n  # no legal placement any more: skipped until the end
        self.colour = 0  # the colour to move
        self.neutral_turns = 0  # placements of the neutral colour so far (3 players)
        self.phase = PLACE

    def copy(self) -> State:
        """An independent copy, cheap enough for search (ints are shared, lists copied)."""
        s = State.__new__(State)
        s.mode, s.geo = self.mode, self.geo
        s.occupied = self.occupied
        s.own, s.forbidden, s.attach = self.own[:], self.forbidden[:], self.attach[:]
        s.left = [pieces[:] for pieces in self.left]
        s.last, s.out = self.last[:], self.out[:]
        s.colour, s.neutral_turns, s.phase = self.colour, self.neutral_turns, self.phase
        return s

    # -- who plays ---------------------------------------------------------------------------

    @property
    def to_move(self) -> int:
        """The seat deciding now: the colour's seat, or for the neutral colour the seat whose
        turn it is in the rotation (its first placement by seat 0, then 1, 2, 0...)."""
        seat = self.mode.colour_seat[self.colour]
        return self.neutral_turns % self.mode.players if seat is None else seat

    # -- legal placements --------------------------------------------------------------------

    def legal(self, colour: int | None = None) -> list[int]:
        """Every legal placement of a colour (default: the colour to move), each once."""
        c = self.colour if colour is None else colour
        if self.phase == OVER and colour is None:
            return []
        left, dense = self.left[c], self.geo.dense
        found: list[int] = []
        for by_piece, bad, here in self._walk(c):
            found += [dense[k + here] for p in left for squares, k in by_piece[p]
                      if not squares & bad]
        return found

    def _walk(self, c: int) -> Iterator[tuple[ByPiece, int, int]]:
        """For each attach point of colour c, lowest first: its `window`, where the attach
        points walked before count as forbidden (so each placement is found once)."""
        rows = self.geo.rows(self.forbidden[c])
        xy = self.geo.xy
        at = self.attach[c]
        while at:
            low = at & -at
            bit = low.bit_length() - 1
            yield self.window(rows, bit)
            x, y = xy[bit]
            rows[y + REACH] |= 1 << (x + REACH)
            at ^= low

    def window(self, rows: list[int], bit: int) -> tuple[ByPiece, int, int]:
        """The placements through the cell of `bit` by piece (`Geometry.walks`), in its window
        the cells they may not cover (set in `rows`, see `Geometry.rows`, or outside the
        board), and the cell's `y * size + x`: placement `dense[k + here]` of an entry
        `(squares, k)` fits exactly when `not squares & bad`."""
        x, y = self.geo.xy[bit]
        row = rows[y + REACH] >> (x + REACH - 1)  # bit 0: the left neighbour, 2: the right
        status = (rows[y + REACH - 1] >> (x + REACH) & 1 | (row & 1) << 1
                  | (rows[y + REACH + 1] >> (x + REACH) & 1) << 2 | (row & 4) << 1)
        bad = 0
        for dy, dx, run, place in WINDOWS[status]:
            bad |= (rows[y + dy] >> (x + dx) & run) << place
        return self.geo.walks[status], bad, bit - y  # bit = y * (size + 1) + x

    def is_legal(self, pid: int) -> bool:
        """Whether the colour to move may make this placement now."""
        c, geo = self.colour, self.geo
        m = geo.masks[pid]
        return (self.phase != OVER and not m & self.forbidden[c] and bool(m & self.attach[c])
                and geo.piece[pid] in self.left[c])

    def can_place(self, c: int) -> bool:
        """Whether colour c has any legal placement (stops at the first found)."""
        pieces = self.left[c]
        if not self.attach[c] or not pieces:
            return False
        if pieces[0] == MONOMINO:  # an attach point always takes the monomino
            return True
        return any(not squares & bad for by_piece, bad, _ in self._walk(c)
                   for p in pieces for squares, _ in by_piece[p])

    # -- advancing the game ------------------------------------------------------------------

    def apply(self, pid: int) -> list[int]:
        """Place a legal placement for the colour to move (the caller has checked it), then
        pass the turn; returns the colours skipped on the way (they cannot place)."""
        geo = self.geo
        c = self.colour
        m = geo.masks[pid]
        self.occupied |= m
        self.own[c] |= m
        keep = ~m
        attach, forbidden = self.attach, self.forbidden
        for o in range(len(attach)):
            attach[o] &= keep
            forbidden[o] |= m
        opens, shadow = geo.halo[pid]
        forbidden[c] |= shadow
        attach[c] = (attach[c] | opens) & ~forbidden[c]
        piece = geo.piece[pid]
        self.left[c].remove(piece)
        self.last[c] = pid
        if c == self.mode.neutral:
            self.neutral_turns += 1
        return self.pass_turn()

    def pass_turn(self) -> list[int]:
        """Give the turn to the next colour in order that can place (the colour that just
        placed last of all); the game is over when none can. Returns the colours skipped.

        A colour found unable to place is out for good: the board only fills up, so no
        placement can become legal for it again.
        """
        n = len(self.own)
        skipped: list[int] = []
        c = self.colour
        for _ in range(n):
            c = (c + 1) % n
            if not self.out[c]:
                if self.can_place(c):
                    self.colour = c
                    return skipped
                self.out[c] = True
            skipped.append(c)
        self.phase = OVER
        return skipped

    # -- score -------------------------------------------------------------------------------

    def colour_score(self, c: int) -> int:
        """A colour's score by rules-blokus.md §4, as if the game ended now: -1 per square of
        its unplaced pieces; +15 once all are placed, +20 if the monomino came last."""
        if self.left[c]:
            return -sum(SIZES[p] for p in self.left[c])
        return (MONOMINO_LAST_BONUS if self.geo.piece[self.last[c]] == MONOMINO
                else ALL_PLACED_BONUS)

    def scores(self) -> list[int]:
        """Each side's score: the sum of the colours it scores (the neutral colour counts for
        nobody)."""
        totals = [0] * self.mode.sides
        for c, side in enumerate(self.mode.colour_side):
            if side is not None:
                totals[side] += self.colour_score(c)
        return totals

