"""The rules of Génial written the slow, obvious way, from /work/shared/rules.md alone.

This is the oracle the fast engine (py/genial/core.py and its incremental tables) is checked
against, so it shares no code and no trick with it: a board is a dict {(q, r): colour} holding
the printed symbols and the placed halves, a placement is a frozenset of two (cell, colour),
and every rule is a short loop that can be read against the rulebook line by line.

Chance is not a rule: which tiles are drawn comes from the engine's seeded bag. `OracleGame`
takes the starting hands as data and asks a callback for a hand whenever *its own* rules say
a draw happens, and checks that what it is given could come from the bag.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from functools import cache

COLOURS = ("red", "green", "blue", "orange", "yellow", "purple")
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
SYMBOLS = {
    (0, -5): "red",
    (5, -5): "green",
    (5, 0): "blue",
    (0, 5): "orange",
    (-5, 5): "yellow",
    (-5, 0): "purple",
}
RADIUS = {1: 5, 2: 5, 3: 6, 4: 7}  # distance from the centre of the area in play, by players
TRACK = 18
HAND = 6

Cell = tuple[int, int]
Tile = tuple[str, str]
Placement = frozenset  # of two (cell, colour)
Decision = Placement | str  # a placement, "keep" or "swap"


class OracleError(AssertionError):
    """The engine did something the oracle's rules do not allow (a test failure)."""


# -- geometry ----------------------------------------------------------------------------------


def neighbours(cell: Cell) -> list[Cell]:
    """The six cells around a cell, in the direction order of rules.md."""
    return [(cell[0] + dq, cell[1] + dr) for dq, dr in DIRECTIONS]


def distance(cell: Cell) -> int:
    """Steps from the centre."""
    q, r = cell
    return max(abs(q), abs(r), abs(q + r))


@cache
def area(radius: int) -> list[Cell]:
    """Every cell in play: the hexagon of cells within `radius` of the centre."""
    span = range(-radius, radius + 1)
    return [(q, r) for q in span for r in span if distance((q, r)) <= radius]


# -- tiles -------------------------------------------------------------------------------------


def tile(a: str, b: str) -> Tile:
    """A tile without orientation (its colours in alphabetical order), to compare hands."""
    return (a, b) if a <= b else (b, a)


def full_bag() -> Counter:
    """The 120 tiles: each two-colour pair 6 times, each double 5 times."""
    bag = Counter()
    for i, a in enumerate(COLOURS):
        for b in COLOURS[i:]:
            bag[tile(a, b)] = 5 if a == b else 6
    return bag


def placement_tile(placement: Placement) -> Tile:
    (_, a), (_, b) = placement
    return tile(a, b)


# -- scoring -----------------------------------------------------------------------------------


def run(board: dict[Cell, str], cell: Cell, direction: tuple[int, int], colour: str) -> int:
    """How many cells of `colour` follow `cell` in one direction without a gap."""
    count = 0
    q, r = cell[0] + direction[0], cell[1] + direction[1]
    while board.get((q, r)) == colour:  # an empty cell, another colour or the edge stops it
        count += 1
        q, r = q + direction[0], r + direction[1]
    return count


def half_points(board: dict[Cell, str], cell: Cell, colour: str, partner: Cell | None) -> int:
    """Points of one half: the runs along every direction except the one to its partner."""
    total = 0
    for direction in DIRECTIONS:
        if (cell[0] + direction[0], cell[1] + direction[1]) != partner:
            total += run(board, cell, direction, colour)
    return total


def raw_points(board: dict[Cell, str], placement: Placement) -> Counter:
    """{colour: points} of a placement before any cap, scored on the board with the tile on it."""
    (c1, k1), (c2, k2) = placement
    after = {**board, c1: k1, c2: k2}
    points = Counter()
    points[k1] += half_points(after, c1, k1, partner=c2)
    points[k2] += half_points(after, c2, k2, partner=c1)
    return points


def lone_half_points(board: dict[Cell, str], cell: Cell, colour: str) -> int:
    """What a half of `colour` on free `cell` would score now, its partner set aside.

    This is what the engine's incremental `gain` table must hold for every free cell.
    """
    return half_points(board, cell, colour, partner=None)


def advance(marker: int, points: int, tracks: tuple[int, ...]) -> tuple[int, int]:
    """(new marker, bonuses earned) after `points` of one colour in one placement.

    `tracks` lists where each track ends: (18,) or, on the double track, (18, 36). The marker
    stops at the end of the track it is on (the rest of the placement's points for this colour
    are lost) and reaching that end earns one bonus placement. A marker at the top stays there.
    """
    for end in tracks:
        if marker < end:
            if points > 0 and marker + points >= end:
                return end, 1
            return marker + points, 0
    return marker, 0


# -- the board ---------------------------------------------------------------------------------


def free_cells(board: dict[Cell, str], radius: int) -> set[Cell]:
    """Cells in play that hold neither a symbol nor a tile."""
    return {cell for cell in area(radius) if cell not in board}


def free_pairs(board: dict[Cell, str], radius: int) -> set[frozenset]:
    """Every unordered pair of adjacent free cells in play."""
    free = free_cells(board, radius)
    return {frozenset((a, b)) for a in free for b in neighbours(a) if b in free}


def is_free_pair(board: dict[Cell, str], radius: int, cells: frozenset) -> bool:
    """Whether two cells are adjacent, in play and free (one of `free_pairs`)."""
    if len(cells) != 2:
        return False
    a, b = cells
    in_play = all(distance(c) <= radius and c not in board for c in cells)
    return in_play and b in neighbours(a)


def untouched_symbols(board: dict[Cell, str]) -> list[Cell]:
    """Printed symbols with no tile on any cell next to them."""
    return [
        symbol
        for symbol in SYMBOLS
        if not any(n in board and n not in SYMBOLS for n in neighbours(symbol))
    ]


def near_untouched_symbol(board: dict[Cell, str], cells: frozenset) -> bool:
    """Whether a cell of the pair is next to a printed symbol that no tile touches yet."""
    return any(set(neighbours(symbol)) & cells for symbol in untouched_symbols(board))


def first_placement_pairs(board: dict[Cell, str], radius: int) -> set[frozenset]:
    """Free pairs allowed for a first placement."""
    return {pair for pair in free_pairs(board, radius) if near_untouched_symbol(board, pair)}


def placements(pairs: Iterable[frozenset], hand: Iterable[Tile]) -> set[Placement]:
    """Every way to put a tile of the hand on one of the pairs, in both orientations."""
    result = set()
    for pair in pairs:
        x, y = tuple(pair)
        for a, b in set(hand):
            result.add(frozenset({(x, a), (y, b)}))
            result.add(frozenset({(x, b), (y, a)}))
    return result


def ranking(markers: list[dict[str, int]]) -> list[list[int]]:
    """Groups of sides, best first: markers sorted ascending, compared lexicographically.

    A side with all six markers at the top has the greatest possible sequence, so the immediate
    win needs no special case here.
    """
    key = [sorted(m.values()) for m in markers]
    groups: list[list[int]] = []
    for side in sorted(range(len(markers)), key=lambda s: key[s], reverse=True):
        if groups and key[groups[-1][0]] == key[side]:
            groups[-1].append(side)
        else:
            groups.append([side])
    return groups


# -- notation ----------------------------------------------------------------------------------

_PLACE = re.compile(r"([a-z]+)-([a-z]+)@(-?\d+),(-?\d+):(-?\d+),(-?\d+)")


def parse(text: str) -> Decision:
    """A decision from the notation of design.md: 'keep', 'swap' or 'red-blue@0,-4:1,-4'."""
    if text in ("keep", "swap"):
        return text
    a, b, q1, r1, q2, r2 = _PLACE.fullmatch(text).groups()
    return frozenset({((int(q1), int(r1)), a), ((int(q2), int(r2)), b)})


def notation(placement: Placement) -> str:
    """A placement in notation (one of its two spellings)."""
    ((q1, r1), a), ((q2, r2), b) = sorted(placement)
    return f"{a}-{b}@{q1},{r1}:{q2},{r2}"


# -- a whole game ------------------------------------------------------------------------------


class OracleGame:
    """A game of Génial in any mode, following the rules one decision at a time.

    `hands` are the starting hands (dealt by the engine). `play` takes a decision and a
    callback `hand_after(seat)` giving a seat's hand after a draw, which it calls only when
    the rules say that seat draws now (end of turn, or a swap).
    """

    def __init__(self, players: int, teams: bool, hands: list[list[Tile]]) -> None:
        self.players = players
        self.solo = players == 1
        self.sides = 2 if teams else players
        self.radius = RADIUS[players]
        self.tracks = (TRACK, 2 * TRACK) if teams or self.solo else (TRACK,)
        self.top = self.tracks[-1]
        self.hand_size = 1 if self.solo else HAND
        self.board: dict[Cell, str] = dict(SYMBOLS)
        self.scores = [dict.fromkeys(COLOURS, 0) for _ in range(self.sides)]
        self.placed_first = [False] * players
        self.to_move = 0
        self.phase = "place"
        self.bonus = 0  # bonus placements still owed this turn
        self.winner: int | None = None
        self.lost_bonuses = 0  # bonus placements owed when the hand ran out (for coverage)
        self.bag = full_bag()
        self.hands: list[list[Tile]] = [[] for _ in range(players)]
        for seat, hand in enumerate(hands):
            self._take(seat, hand)

    # -- reading the state -------------------------------------------------------------------

    def side(self, seat: int) -> int:
        """The track a seat scores on: its own, or its team's (partners sit opposite)."""
        return seat % self.sides

    def hand(self, seat: int) -> list[Tile]:
        return sorted(self.hands[seat])

    def legal(self) -> set[Decision]:
        """Every legal decision of the seat to move."""
        if self.phase == "over":
            return set()
        if self.phase == "swap":
            return {"keep", "swap"}
        return placements(self.allowed_pairs(), self.hands[self.to_move])

    def allowed_pairs(self) -> set[frozenset]:
        """The free pairs the seat to move may cover (first placement: near a fresh symbol)."""
        if self.placed_first[self.to_move]:
            return free_pairs(self.board, self.radius)
        return first_placement_pairs(self.board, self.radius)

    def is_legal(self, decision: Decision) -> bool:
        """Whether a decision is in `legal()`, without listing them all."""
        if self.phase != "place":
            return self.phase == "swap" and decision in ("keep", "swap")
        if not isinstance(decision, frozenset):
            return False
        cells = frozenset(cell for cell, _ in decision)
        return (
            len(decision) == 2
            and is_free_pair(self.board, self.radius, cells)
            and (self.placed_first[self.to_move] or near_untouched_symbol(self.board, cells))
            and placement_tile(decision) in self.hands[self.to_move]
        )

    def preview(self, placement: Placement) -> dict[str, int]:
        """{colour: points} the placement would add to the mover's markers, zeros left out."""
        markers = self.scores[self.side(self.to_move)]
        gained = {}
        for colour, points in raw_points(self.board, placement).items():
            new, _ = advance(markers[colour], points, self.tracks)
            if new != markers[colour]:
                gained[colour] = new - markers[colour]
        return gained

    def swap_allowed(self) -> bool:
        """No tile in hand shows any colour tied for the side's lowest marker.

        An empty hand is not offered a swap (*resolved* here as the engine does): swapping it
        would draw exactly what the refill draws.
        """
        markers = self.scores[self.side(self.to_move)]
        lowest = {c for c in COLOURS if markers[c] == min(markers.values())}
        hand = self.hands[self.to_move]
        return bool(hand) and not any(set(t) & lowest for t in hand)

    def over(self) -> bool:
        """No two adjacent free cells remain."""
        free = free_cells(self.board, self.radius)
        return not any(n in free for cell in free for n in neighbours(cell))

    # -- decisions -----------------------------------------------------------------------------

    def play(self, decision: Decision | str, hand_after: Callable[[int], list[Tile]]) -> dict:
        """Apply a legal decision; returns {colour: points added} for a placement, else {}."""
        if isinstance(decision, str) and decision not in ("keep", "swap"):
            decision = parse(decision)
        if not self.is_legal(decision):
            raise OracleError(f"illegal for the oracle: {decision!r} in phase {self.phase}")
        seat = self.to_move
        if decision == "keep":
            self._end_turn(seat, hand_after)
            return {}
        if decision == "swap":
            old = self.hands[seat]
            self.hands[seat] = []
            self._take(seat, hand_after(seat))  # the new tiles come from the bag first…
            self.bag.update(old)  # …and only then do the old ones go back
            self._pass()
            return {}
        return self._place(decision, hand_after)

    def _place(self, placement: Placement, hand_after: Callable) -> dict:
        seat, side = self.to_move, self.side(self.to_move)
        gained = self.preview(placement)
        earned = 0
        markers = self.scores[side]
        for colour, points in raw_points(self.board, placement).items():
            markers[colour], bonus = advance(markers[colour], points, self.tracks)
            earned += bonus
        self.board.update(placement)
        self.hands[seat].remove(placement_tile(placement))
        self.placed_first[seat] = True
        if self.bonus:
            self.bonus -= 1  # this placement was one of the bonus placements owed
        if not self.solo:
            self.bonus += earned
        if not self.solo and all(v == self.top for v in markers.values()):
            self.winner, self.phase, self.bonus = side, "over", 0  # an ended game owes nothing
        elif self.over():
            self.phase, self.bonus = "over", 0
        elif self.bonus and self.hands[seat]:
            pass  # a bonus placement, at once, from the tiles still in hand
        else:
            self.lost_bonuses += self.bonus
            self.bonus = 0  # bonuses owed with an empty hand cannot be taken
            if not self.solo and self.swap_allowed():
                self.phase = "swap"
            else:
                self._end_turn(seat, hand_after)
        return gained

    def _end_turn(self, seat: int, hand_after: Callable) -> None:
        """Refill the hand (the turn's only draw) and pass on."""
        kept = Counter(self.hands[seat])
        new = Counter(map(lambda t: tile(*t), hand_after(seat)))
        if new & kept != kept:
            raise OracleError(f"refill of seat {seat} lost tiles: had {kept}, now {new}")
        self.hands[seat] = []
        self.bag.update(kept)
        self._take(seat, new.elements())
        self._pass()

    def _take(self, seat: int, drawn: Iterable[Tile]) -> None:
        """Put tiles from the bag into a hand, checking the bag held them and the hand is full."""
        drawn = Counter(tile(*t) for t in drawn)
        if drawn & self.bag != drawn:
            raise OracleError(f"seat {seat} drew tiles the bag does not hold: {drawn - self.bag}")
        if drawn.total() != self.hand_size:
            raise OracleError(f"seat {seat} holds {drawn.total()} tiles, not {self.hand_size}")
        self.bag -= drawn
        self.hands[seat] = sorted(drawn.elements())

    def _pass(self) -> None:
        self.to_move = (self.to_move + 1) % self.players
        self.phase = "place"


def follow(game, decisions: Iterable[str]) -> OracleGame:
    """Play notation decisions in an engine game and an oracle side by side; return the oracle.

    `game` is a fresh engine game (used only through its public API: it supplies the draws).
    """
    oracle = OracleGame(game.players, game.teams, [game.hand(s) for s in range(game.players)])
    for text in decisions:
        game.play(text)
        oracle.play(text, game.hand)
    return oracle
