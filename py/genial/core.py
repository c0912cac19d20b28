"""The rules of Génial on integer-coded state: where every rule is decided, fast.

This is the engine's internal fast path, used by the public `Game` and by the AI's search.
Colours are ints 0..5, cells and edges are ints from `area.Area`, tiles are codes
`6 * low + high`, and a decision is one int (`encode_place`, `KEEP`, `SWAP`), so inner loops
create no object per move.

Two incremental tables make scoring two lookups:
- `gain[k][c]`: the points a half of colour k placed on free cell c would score now, i.e. the
  runs of colour k starting next to c in all six directions. The partner half of a tile always
  lies on a cell that is free before the placement, so it contributes nothing: the "five
  outward directions" and "a double's halves never count each other" come for free.
- `edges`: the free adjacent pairs (with `epos` for O(1) removal), so listing placements and the
  end-of-game test are cheap.
"""

from __future__ import annotations

import random

from tabletop.rng import SplitMix64, draw, resampled

from .area import RADIUS_BY_PLAYERS, Area, area
from .colours import tile_code, tile_set
from .config import check

EMPTY = 6  # board value of a free cell
WALL = 7  # board value of the sentinel beyond the edge

PLACE, SWAP, OVER = "place", "swap", "over"  # phases, as the public API names them
KEEP = -1  # decision: keep the hand (no swap)
SWAP_HAND = -2  # decision: swap the whole hand

HAND_SIZE = 6
TRACK = 18  # one score track


def awards(a: int, b: int, pa: int, pb: int) -> tuple[tuple[int, int], ...]:
    """(colour, points) of each award of a placement scoring pa on its `a` half and pb on its
    `b` half: a double's two halves are one award, so they share the cap (and one bonus)."""
    return ((a, pa + pb),) if a == b else ((a, pa), (b, pb))


def advance(thresholds: tuple[int, ...], old: int, pts: int) -> int:
    """Where a marker at `old` ends after `pts` points: the next threshold stops it and the
    surplus is lost (the cap at 18, the passage to the second track, the end at 36)."""
    for t in thresholds:
        if old < t:
            return min(old + pts, t)
    return old


class Mode:
    """The fixed facts of a game: seats, sides that score, area, tracks, which rules apply."""

    __slots__ = (
        "area",
        "bonus",
        "hand_size",
        "players",
        "sides",
        "solo",
        "swap",
        "teams",
        "thresholds",
        "top",
    )

    def __init__(self, players: int, teams: bool = False) -> None:
        players, teams = check(players, teams)
        self.players = players
        self.teams = teams
        self.solo = players == 1
        self.sides = 2 if teams else players  # who owns a score track: a seat, or a team
        self.area: Area = area(RADIUS_BY_PLAYERS[players])
        double_track = teams or self.solo
        self.thresholds = (TRACK, 2 * TRACK) if double_track else (TRACK,)
        self.top = self.thresholds[-1]
        self.bonus = not self.solo  # bonus placements and the immediate win
        self.swap = not self.solo
        self.hand_size = 1 if self.solo else HAND_SIZE

    def side_of(self, seat: int) -> int:
        """The score track a seat plays for (partners sit opposite: seats 0, 2 and 1, 3)."""
        return seat % self.sides

    def earns_bonus(self, old: int, new: int) -> bool:
        """Whether a marker moved from `old` to `new` earns a bonus placement: it reached a
        threshold (18, or 36 on the double track) from below, where bonuses are played."""
        return new != old and new in self.thresholds and self.bonus


def encode_place(a: int, b: int, edge: int, n_edges: int) -> int:
    """A placement as one int: colour a on the edge's first cell, colour b on its second."""
    return (a * 6 + b) * n_edges + edge


def decode_place(move: int, n_edges: int) -> tuple[int, int, int]:
    """(a, b, edge) of an int-coded placement."""
    ab, edge = divmod(move, n_edges)
    return ab // 6, ab % 6, edge


class State:
    """A whole game: board, hands, bag, scores, turn and phase, with the rules to advance it."""

    __slots__ = (
        "bag",
        "board",
        "bonus",
        "edges",
        "epos",
        "first",
        "gain",
        "hands",
        "mode",
        "phase",
        "placed",
        "rng",  # SplitMix64 in real games; Minstd in the AI's sampled worlds
        "scores",
        "to_move",
        "winner",
    )

    def __init__(self, mode: Mode, seed: int) -> None:
        geo = mode.area
        self.mode = mode
        self.board = [EMPTY] * geo.n + [WALL]
        self.gain = [[0] * (geo.n + 1) for _ in range(6)]
        self.edges = list(range(geo.n_edges))
        self.epos = list(range(geo.n_edges))
        for cell, colour in geo.symbols:
            self.put(cell, colour)
        self.placed = [0] * 36  # tiles on the board, by tile code
        self.first = [False] * mode.players  # has the seat made its first placement?
        self.scores = [[0] * 6 for _ in range(mode.sides)]
        self.to_move = 0
        self.phase = PLACE
        self.bonus = 0  # bonus placements owed this turn (the next placement is one if > 0)
        self.winner: int | None = None  # the side that won at once, if any
        self.rng = SplitMix64(seed)
        self.bag = tile_set()
        self.hands = [[draw(self.bag, self.rng) for _ in range(mode.hand_size)]
                      for _ in range(mode.players)]

    # -- copying -----------------------------------------------------------------------------

    def copy(self) -> State:
        """An independent copy, cheap enough for search (flat lists only)."""
        s = State.__new__(State)
        s.mode = self.mode
        s.board = self.board[:]
        s.gain = [g[:] for g in self.gain]
        s.edges = self.edges[:]
        s.epos = self.epos[:]
        s.placed = self.placed[:]
        s.first = self.first[:]
        s.scores = [sc[:] for sc in self.scores]
        s.to_move = self.to_move
        s.phase = self.phase
        s.bonus = self.bonus
        s.winner = self.winner
        s.rng = self.rng.copy()
        s.bag = self.bag[:]
        s.hands = [h[:] for h in self.hands]
        return s

    # -- board bookkeeping -------------------------------------------------------------------

    def put(self, cell: int, colour: int) -> None:
        """Put one colour on a free cell, no rule asked: printed symbols, placements, test setups.

        Updates the free pairs and the gains of free cells.
        On each line through the cell, the free cell that ends the run of this colour on one
        side now sees one more cell plus the run on the other side.
        """
        geo = self.mode.area
        board = self.board
        board[cell] = colour
        edges, epos = self.edges, self.epos
        for e in geo.cell_edges[cell]:
            p = epos[e]
            if p >= 0:
                last = edges.pop()
                if last != e:
                    edges[p] = last
                    epos[last] = p
                epos[e] = -1
        gain = self.gain[colour]
        step = geo.step
        for d in (0, 1, 2):
            fwd, bwd = step[d], step[d + 3]
            x, f = fwd[cell], 0
            while board[x] == colour:
                x, f = fwd[x], f + 1
            y, b = bwd[cell], 0
            while board[y] == colour:
                y, b = bwd[y], b + 1
            if board[x] == EMPTY:
                gain[x] += 1 + b
            if board[y] == EMPTY:
                gain[y] += 1 + f

    # -- what the player to move may do ------------------------------------------------------

    def first_edges(self) -> list[int]:
        """Free pairs allowed for a seat's first placement: touching an untouched symbol."""
        geo, board = self.mode.area, self.board
        near = set()
        for nbrs in geo.symbol_neighbours:
            if all(board[x] == EMPTY for x in nbrs):
                near.update(nbrs)
        ea, eb = geo.edge_a, geo.edge_b
        return [e for e in self.edges if ea[e] in near or eb[e] in near]

    def placement_edges(self) -> list[int]:
        """The free pairs the player to move may cover now."""
        return self.edges if self.first[self.to_move] else self.first_edges()

    def legal(self) -> list[int]:
        """Every legal decision of the player to move, int-coded (empty when the game is over)."""
        if self.phase == SWAP:
            return [KEEP, SWAP_HAND]
        if self.phase == OVER:
            return []
        edges = self.placement_edges()
        n_edges = self.mode.area.n_edges
        moves: list[int] = []
        for t in set(self.hands[self.to_move]):
            a, b = divmod(t, 6)
            base = (a * 6 + b) * n_edges
            moves += [base + e for e in edges]
            if a != b:
                base = (b * 6 + a) * n_edges
                moves += [base + e for e in edges]
        return moves

    def scored_placements(self) -> tuple[list[int], list[tuple[int, int, list[int], list[int]]]]:
        """Every legal placement with the raw points of each half, grouped by orientation.

        Returns `(edges, groups)`: a group `(a, b, first, second)` puts colour a on the first
        cell and b on the second cell of `edges[i]`, scoring `first[i]` and `second[i]`. The
        points are gathered once per colour of the hand and shared by the groups; plain list
        comprehensions, because `map(list.__getitem__, ...)` is three times slower in Pyodide.
        """
        geo, gain = self.mode.area, self.gain
        edges = self.placement_edges()[:]
        edge_a, edge_b = geo.edge_a, geo.edge_b
        cells_a = [edge_a[e] for e in edges]
        cells_b = [edge_b[e] for e in edges]
        tiles = set(self.hands[self.to_move])
        colours = {k for t in tiles for k in divmod(t, 6)}
        at_a = {k: [gain[k][c] for c in cells_a] for k in colours}
        at_b = {k: [gain[k][c] for c in cells_b] for k in colours}
        groups = []
        for t in tiles:
            a, b = divmod(t, 6)
            groups.append((a, b, at_a[a], at_b[b]))
            if a != b:
                groups.append((b, a, at_a[b], at_b[a]))
        return edges, groups

    def points(self, a: int, b: int, edge: int) -> tuple[int, int]:
        """Raw points of each half of a placement (before the cap): two lookups."""
        geo = self.mode.area
        return self.gain[a][geo.edge_a[edge]], self.gain[b][geo.edge_b[edge]]

    def swap_allowed(self) -> bool:
        """No tile in hand shows a lowest colour of the side's markers (all tied ones count)."""
        sc = self.scores[self.mode.side_of(self.to_move)]
        low = min(sc)
        for t in self.hands[self.to_move]:
            a, b = divmod(t, 6)
            if sc[a] == low or sc[b] == low:
                return False
        return True

    # -- advancing the game ------------------------------------------------------------------

    def apply(self, move: int) -> None:
        """Apply a legal int-coded decision (the caller has checked legality)."""
        if move == KEEP:
            self._refill_and_pass()
        elif move == SWAP_HAND:
            self._swap_hand()
        else:
            a, b, e = decode_place(move, self.mode.area.n_edges)
            self.place(a, b, e)

    def place(self, a: int, b: int, edge: int) -> None:
        """Place tile (a, b) on an edge, score it, then settle bonus, end or end of turn."""
        mode = self.mode
        geo = mode.area
        c0, c1 = geo.edge_a[edge], geo.edge_b[edge]
        pa, pb = self.gain[a][c0], self.gain[b][c1]
        if self.bonus:
            self.bonus -= 1  # this placement is one of the bonus placements owed
        self.put(c0, a)
        self.put(c1, b)
        seat = self.to_move
        tile = tile_code(a, b)
        self.hands[seat].remove(tile)
        self.placed[tile] += 1
        self.first[seat] = True
        side = mode.side_of(seat)
        for colour, pts in awards(a, b, pa, pb):
            self._award(side, colour, pts)
        if mode.bonus and min(self.scores[side]) >= mode.top:
            self.winner = side
            self._finish()
        elif not self.edges:
            self._finish()
        elif self.bonus and self.hands[seat]:
            pass  # the same seat places again: a bonus placement
        else:
            self.bonus = 0  # bonuses owed with an empty hand are lost (team game)
            self._end_turn()

    def _award(self, side: int, colour: int, pts: int) -> None:
        """Advance a marker; reaching a threshold from below gives a bonus placement."""
        if not pts:
            return
        sc = self.scores[side]
        old = sc[colour]
        sc[colour] = new = advance(self.mode.thresholds, old, pts)
        if self.mode.earns_bonus(old, new):
            self.bonus += 1

    def _finish(self) -> None:
        """The game is over: nothing more is owed (a bonus earned by the last placement lapses)."""
        self.phase = OVER
        self.bonus = 0

    def _end_turn(self) -> None:
        hand = self.hands[self.to_move]
        if self.mode.swap and hand and len(self.bag) >= HAND_SIZE and self.swap_allowed():
            self.phase = SWAP
        else:
            self._refill_and_pass()

    def _refill_and_pass(self) -> None:
        hand = self.hands[self.to_move]
        while len(hand) < self.mode.hand_size:
            hand.append(draw(self.bag, self.rng))
        self._pass()

    def _swap_hand(self) -> None:
        """Draw six new tiles first, only then return the old ones to the bag."""
        seat = self.to_move
        old = self.hands[seat]
        self.hands[seat] = [draw(self.bag, self.rng) for _ in range(HAND_SIZE)]
        self.bag += old
        self._pass()

    def _pass(self) -> None:
        self.to_move = (self.to_move + 1) % self.mode.players
        self.phase = PLACE

    # -- hidden information ------------------------------------------------------------------

    def unseen(self, seat: int) -> list[int]:
        """The tiles a seat cannot see (others' hands and the bag), in a canonical order."""
        counts = [0] * 36
        for t in tile_set():
            counts[t] += 1
        for t in range(36):
            counts[t] -= self.placed[t]
        for t in self.hands[seat]:
            counts[t] -= 1
        return [t for t in range(36) for _ in range(counts[t])]

    def resample(self, seat: int, rnd: random.Random) -> State:
        """A copy in which all a seat cannot see is dealt again at random from what it knows.

        The result depends only on the seat's information and `rnd` (tabletop.rng.resampled).
        """
        return resampled(self, seat, rnd)

    # -- fast random play (search playouts) --------------------------------------------------

    def random_move(self, rnd: random.Random) -> int:
        """A random legal decision without listing them all (keeps the hand on a swap)."""
        if self.phase == SWAP:
            return KEEP
        edges = self.placement_edges()
        hand = self.hands[self.to_move]
        t = hand[int(rnd.random() * len(hand))]
        a, b = divmod(t, 6)
        if rnd.random() < 0.5:
            a, b = b, a
        return (a * 6 + b) * self.mode.area.n_edges + edges[int(rnd.random() * len(edges))]

    def playout(self, rnd: random.Random) -> None:
        """Play random decisions until the game is over."""
        while self.phase != OVER:
            self.apply(self.random_move(rnd))


def new_state(players: int, seed: int, teams: bool = False) -> State:
    """A new game's state: symbols printed, bag shuffled from the seed, hands dealt."""
    return State(Mode(players, teams), seed)
