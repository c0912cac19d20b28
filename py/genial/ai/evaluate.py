"""What a position is worth to one side, and the fast greedy placement built on it.

Génial ranks by the sorted markers, lowest first, so a point is worth more the lower its
marker. The utility of a side is `sum(f(marker))` with `f(x) = -exp(-x / T)`: concave, so
raising the lowest colour always pays most, yet points elsewhere still count (they break ties
and lead to bonuses). Reaching a threshold (18, and 36 on the double track) also earns a bonus
placement when the mode has them; it is valued as a typical good placement would be.

Everything is read from the integer core (`genial.core.State`) through precomputed tables: the
value of `k` points to colour `c` is one list lookup, `deltas[c][k]`, so scoring every
placement of a hand is a few `map` calls over the area's edge lists.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache
from operator import add, itemgetter
from typing import Any

from ..core import OVER, Mode, State, advance, awards, decode_place, encode_place
from ..ranking import rank

NEG = -1e9  # the gain of no placement at all: below any real one
TEMPERATURE = 4.0  # T of f on an 18-point track (scaled with the track length)
#: Solo is ranked by the lowest marker alone: a sharper f (measured: mean final lowest marker
#: of the one-move player over 200 seeds 14.0 at T = 1, 12.6 at T = 4).
SOLO_TEMPERATURE = 1.0
BONUS_POINTS = 4  # a bonus placement is valued as this many points on the lowest colour
WIN_VALUE = 6.0  # a won game against a lost one, in utility units (six colours span ~6)


class Utility:
    """The utility `f` of one mode, with cached tables of what `k` more points are worth."""

    def __init__(self, mode: Mode, temperature: float) -> None:
        self.mode = mode
        self.thresholds = mode.thresholds
        self.top = mode.top
        self.bonus = mode.bonus
        radius = mode.area.radius
        scale = temperature * self.top / 18
        self.f = [-math.exp(-x / scale) for x in range(self.top + 1)]
        # A half sees at most 2 * radius cells on each of 3 lines; a double has two halves.
        self.max_points = 12 * radius
        self._deltas: dict[tuple[int, int], list[float]] = {}

    def side_value(self, markers: list[int]) -> float:
        """The utility of a side's six markers."""
        f = self.f
        return sum(f[x] for x in markers)

    def capped(self, old: int, pts: int) -> int:
        """Where a marker at `old` ends after `pts` points (the next threshold stops it)."""
        return advance(self.thresholds, old, pts)

    def bonus_value(self, low: int) -> float:
        """What one bonus placement is worth to a side whose lowest marker is `low`."""
        f = self.f
        return f[min(low + BONUS_POINTS, self.top)] - f[low] if self.bonus else 0.0

    def deltas(self, old: int, low: int) -> list[float]:
        """deltas(old, low)[k]: the gain in utility of k points to a marker at `old`, bonus
        included, for a side whose lowest marker is `low`."""
        key = (old, low)
        table = self._deltas.get(key)
        if table is None:
            f, base = self.f, self.f[old]
            bonus = self.bonus_value(low)
            table = [0.0]
            for k in range(1, self.max_points + 1):
                new = self.capped(old, k)
                table.append(f[new] - base + (bonus if self.mode.earns_bonus(old, new) else 0))
            self._deltas[key] = table
        return table

    def gain_of(self, markers: list[int], a: int, b: int, pa: int, pb: int) -> float:
        """Exact utility gain of a placement scoring pa on colour a and pb on colour b.

        Each award (`core.awards`: a double's two halves are one) is capped and valued alone;
        the bonus of each marker reaching a threshold is counted once.
        """
        low = min(markers)
        gain = 0.0
        for colour, pts in awards(a, b, pa, pb):
            gain += self.deltas(markers[colour], low)[pts]
        return gain


@cache
def utility_of(players: int, teams: bool, temperature: float) -> Utility:
    """The shared utility of a mode (tables are filled lazily and kept)."""
    return Utility(Mode(players, teams), temperature)


def utility(state: State) -> Utility:
    """The utility for this state's mode."""
    mode = state.mode
    temperature = SOLO_TEMPERATURE if mode.solo else TEMPERATURE
    return utility_of(mode.players, mode.teams, temperature)


def placement_value(state: State, move: int) -> float:
    """Exact utility gain, for the side to move, of an int-coded placement (no copy made)."""
    a, b, e = decode_place(move, state.mode.area.n_edges)
    pa, pb = state.points(a, b, e)
    markers = state.scores[state.mode.side_of(state.to_move)]
    return utility(state).gain_of(markers, a, b, pa, pb)


Gather = Callable[[Sequence[float]], tuple[float, ...]]


def _gather(indices: Sequence[Any]) -> Gather:
    """`seq -> tuple(seq[i] for i in indices)` in one C call (`itemgetter`): three times
    faster than `map(seq.__getitem__, indices)` under Pyodide, a quarter faster on CPython."""
    if len(indices) == 1:
        only = indices[0]
        return lambda seq: (seq[only],)
    return itemgetter(*indices)


#: One way to lay a tile: (upper bound of its best gain, colour on the first cell of the pair,
#: colour on the second, values of the first cells, values of the second cells or None when
#: the first already holds the whole gain: a double's halves share one award).
Orientation = tuple[float, int, int, tuple[float, ...], "tuple[float, ...] | None"]


def _orientations(state: State, edges: list[int]) -> list[Orientation]:
    """Every orientation of every distinct tile of the hand, over the free pairs `edges`.

    Values are gathered as tuples of the utility tables' own floats, so no number is created
    until two halves are added: allocation is what costs most under Pyodide (four times
    CPython's price, against twice for the rest).
    """
    geo, seat = state.mode.area, state.to_move
    markers = state.scores[state.mode.side_of(seat)]
    util, low = utility(state), min(markers)
    of_edges = _gather(edges)
    first, second = _gather(of_edges(geo.edge_a)), _gather(of_edges(geo.edge_b))
    halves: dict[int, tuple[tuple[float, ...], tuple[float, ...], float, float]] = {}
    out: list[Orientation] = []
    for t in sorted(set(state.hands[seat])):
        a, b = divmod(t, 6)
        if a == b:  # a double is one award (core.awards): halves summed before the cap
            gain = state.gain[a]
            values = _gather(list(map(add, first(gain), second(gain))))(
                util.deltas(markers[a], low)
            )
            out.append((max(values), a, a, values, None))
            continue
        for c in (a, b):
            if c not in halves:
                cells = _gather(state.gain[c])(util.deltas(markers[c], low))
                on_first, on_second = first(cells), second(cells)
                halves[c] = (on_first, on_second, max(on_first), max(on_second))
        ha, hb = halves[a], halves[b]
        out.append((ha[2] + hb[3], a, b, ha[0], hb[1]))
        out.append((hb[2] + ha[3], b, a, hb[0], ha[1]))
    return out


def best_placement(state: State) -> tuple[int, float]:
    """The placement of the hand that gains most utility now, and that gain.

    The fast path of the search: per orientation of each tile one pass over the free pairs in
    C (`itemgetter`, `map`, `max`), skipped when the sum of its halves' best values cannot beat
    the best found. Ties go to the first tile (by code), then the first pair of the free list.
    """
    edges = state.placement_edges()
    if not edges:
        return -1, NEG
    n_edges = state.mode.area.n_edges
    best, best_move = NEG, -1
    for bound, x, y, u, v in _orientations(state, edges):
        if bound <= best:
            continue
        if v is None:
            m, i = bound, u.index(bound)
        else:
            m = max(map(add, u, v))
            if m <= best:
                continue
            i = list(map(add, u, v)).index(m)
        best, best_move = m, encode_place(x, y, edges[i], n_edges)
    return best_move, best


def hand_value(state: State, seat: int, hand: list[int]) -> float:
    """How useful a hand is on this board: the sum of each tile's best placement gain.

    Used to weigh the swap: it looks only at the board, the side's markers and the given hand.
    """
    s = state.copy()
    s.to_move = seat
    total = 0.0
    for t in hand:
        s.hands[seat] = [t]
        total += best_placement(s)[1]
    return total


def outcome(state: State, side: int) -> float:
    """The result of a finished game for a side, in [-1, 1]: sides beaten minus sides beating
    it, over the number of other sides."""
    groups = rank(state.scores, state.winner)
    above = 0
    for group in groups:
        if side in group:
            below = len(state.scores) - above - len(group)
            return (below - above) / (len(state.scores) - 1)
        above += len(group)
    raise ValueError(f"no side {side}")


def position_value(state: State, side: int) -> float:
    """A side's standing: its utility minus the best other side's (solo: its own utility).

    A finished game is worth its outcome scaled well above any utility difference.
    """
    util = utility(state)
    own = util.side_value(state.scores[side])
    others = [util.side_value(sc) for i, sc in enumerate(state.scores) if i != side]
    lead = own - max(others) if others else own
    if state.phase == OVER and others:
        return WIN_VALUE * outcome(state, side) + lead
    return lead
