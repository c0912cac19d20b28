"""The rules of Ginny-O on integer-coded state: where every rule is decided.

This is the engine's internal fast path, used by the public `Game`, the move generator
(legal.py) and the AI. Cells are ints (board.py), tiles and cards ints (tiles.py); a play is
a tuple of `(cell, code)` pairs sorted by cell, `code` a card or `JOKER_FLAG + card` for a
declared joker.

Besides the tiles, the state keeps per free cell what the move generator asks about most,
updated only where a play changes it (Scrabble's cross-checks):
- `fit[d][cell]`: the cards that keep the line of direction d through the cell valid (a
  52-bit mask; every card where that line would be the cell alone);
- `near[d][cell]`: the rank of a tile beside the cell in direction d (-1: none), which tells
  whether a card placed there joins a set or a run, hence an ace's worth;
- `touch[cell]`: the sections of the tiles around the cell (a bit per section).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from tabletop.rng import Minstd, SplitMix64, deal_again, draw

from .board import (
    CELLS,
    CENTRE,
    LINES,
    MELD_MULT,
    NEIGHBOURS,
    POS,
    RED,
    SIZE,
    STEP,
    TILE_MULT,
    H,
    V,
    xy,
)
from .errors import IllegalMove, Refusal, cell_text, show
from .melds import ALL_CARDS, fit_mask, meld_begun, meld_kind
from .tiles import (
    CARD_MASK,
    HAND_SIZE,
    JOKER,
    JOKER_FLAG,
    PENALTY,
    TILE_CODES,
    VALUE,
    first_draw_rank,
    placed_code,
    tile_set,
)

PLAYERS = (2, 3, 4)
PLAY, OVER = "play", "over"  # phases, as the public API names them
IDLE_ROUNDS = 3  # full rounds in a row without a placed tile that end the game (rules §7)

Placement = tuple[int, int]  # (cell, code)


def sets_for(players: int) -> int:
    """Tile sets in the box: one for 2 players, two for 3 or 4 (rules §1)."""
    return 1 if players == 2 else 2


def check_players(players: object) -> int:
    """The number of players of a new game or a record, or a refusal naming the value."""
    if not isinstance(players, int) or isinstance(players, bool) or players not in PLAYERS:
        raise Refusal("ginnyo_players", value=show(players))
    return players


class Meld:
    """A meld a play scored in: its cells in line order, SET or RUN, and its points."""

    __slots__ = ("cells", "kind", "points")

    def __init__(self, cells: list[int], kind: int, points: int) -> None:
        self.cells, self.kind, self.points = cells, kind, points


class State:
    """A whole game: board, sections, hands, box, scores, turn, with the rules to advance it."""

    __slots__ = (
        "bag",
        "box_at_start",  # did the box hold tiles when this turn began? (a discard needs it)
        "first_draw",  # the draw for the first player: rounds of (seat, tile)
        "fit",
        "hands",
        "idle",  # turns in a row in which no tile was placed
        "near",
        "over",
        "passes",  # passes in a row
        "penalties",  # what each seat lost for its hand at the end (None before)
        "players",
        "rng",  # SplitMix64 in real games; Minstd in the AI's sampled worlds
        "scores",
        "section",
        "starts",  # the first cell of each section: the centre, then red start squares
        "tiles",
        "to_move",
        "touch",
    )

    def __init__(self, players: int, seed: int) -> None:
        self.players = check_players(players)
        self.tiles = [-1] * CELLS
        self.section = [-1] * CELLS
        self.touch = [0] * CELLS
        self.fit = ([ALL_CARDS] * CELLS, [ALL_CARDS] * CELLS)
        self.near = ([-1] * CELLS, [-1] * CELLS)
        self.starts: list[int] = []
        self.rng: SplitMix64 | Minstd = SplitMix64(seed)
        self.bag = tile_set(sets_for(players))
        first, self.first_draw = self._draw_first_player()
        self.hands = [[draw(self.bag, self.rng) for _ in range(HAND_SIZE)] for _ in range(players)]
        self.scores = [0] * players
        self.penalties: list[int] | None = None
        self.over = False
        self.idle = self.passes = 0
        self.to_move = first
        self._start_turn()

    def copy(self) -> State:
        """An independent copy, cheap enough for search (flat lists only)."""
        s = State.__new__(State)
        s.players = self.players
        s.tiles = self.tiles[:]
        s.section = self.section[:]
        s.touch = self.touch[:]
        s.fit = (self.fit[0][:], self.fit[1][:])
        s.near = (self.near[0][:], self.near[1][:])
        s.starts = self.starts[:]
        s.rng = self.rng.copy()
        s.bag = self.bag[:]
        s.first_draw = self.first_draw
        s.hands = [h[:] for h in self.hands]
        s.scores = self.scores[:]
        s.penalties = None if self.penalties is None else self.penalties[:]
        s.over = self.over
        s.idle, s.passes = self.idle, self.passes
        s.to_move = self.to_move
        s.box_at_start = self.box_at_start
        return s

    @property
    def phase(self) -> str:
        return OVER if self.over else PLAY

    # -- the box -----------------------------------------------------------------------------

    def _draw_first_player(self) -> tuple[int, tuple[tuple[tuple[int, int], ...], ...]]:
        """The seat that starts, and the draw that chose it (rules §3).

        Each contender draws a tile in seat order; the highest rank (ace high, a joker
        lowest) starts, and seats tied for highest draw again. The round's tiles go back into
        the box before the next round, so the box never runs out.
        """
        contenders = list(range(self.players))
        rounds = []
        while True:
            drawn = [(seat, draw(self.bag, self.rng)) for seat in contenders]
            rounds.append(tuple(drawn))
            self.bag += [tile for _, tile in drawn]
            best = max(first_draw_rank(tile) for _, tile in drawn)
            contenders = [seat for seat, tile in drawn if first_draw_rank(tile) == best]
            if len(contenders) == 1:
                return contenders[0], tuple(rounds)

    def _refill(self, hand: list[int]) -> int:
        """Draw until the hand holds 7 tiles, if the box allows; how many were drawn."""
        drawn = 0
        while len(hand) < HAND_SIZE and self.bag:
            hand.append(draw(self.bag, self.rng))
            drawn += 1
        return drawn

    # -- what the seat to move may do ----------------------------------------------------------

    @property
    def empty_board(self) -> bool:
        return not self.starts

    def may_discard(self) -> bool:
        """A discard needs tiles in the box at the start of the turn (rules §5)."""
        return self.box_at_start and not self.over

    def may_pass(self) -> bool:
        """A pass only when the box is empty (rules §5, resolved)."""
        return not self.bag and not self.over

    def judge(self, play: Sequence[Placement]) -> tuple[int, list[Meld]]:
        """The points and melds of a play by the seat to move, or IllegalMove saying why not.

        The slow, readable check of rules §4–§6 (the move generator in legal.py is the fast
        one; the tests hold both to the oracle).
        """
        if not play:
            raise IllegalMove("ginnyo_empty_play")
        placed = dict(play)
        if len(placed) < len(play):
            twice = next(c for c, n in Counter(c for c, _ in play).items() if n > 1)
            raise IllegalMove("ginnyo_cell_twice", cell=cell_text(xy(twice)))
        for cell in placed:
            if self.tiles[cell] >= 0:
                raise IllegalMove("ginnyo_cell_taken", cell=cell_text(xy(cell)))
        self.judge_hand(list(placed.values()))
        self._judge_shape(placed)
        self._judge_location(placed)
        return self._judge_melds(placed)

    def judge_hand(self, codes: Sequence[int]) -> None:
        """IllegalMove unless the hand of the seat to move holds these tiles (a placed
        joker's code counts as a joker)."""
        have = Counter(self.hands[self.to_move])
        need = Counter(JOKER if code >= JOKER_FLAG else code for code in codes)
        for tile, n in sorted(need.items()):
            if have[tile] < n:
                held = " ".join(TILE_CODES[t] for t in sorted(self.hands[self.to_move]))
                raise IllegalMove("ginnyo_not_in_hand", tile=TILE_CODES[tile], hand=held)

    def _judge_shape(self, placed: dict[int, int]) -> None:
        """One row or one column, without a gap once the tiles between are counted."""
        cells = sorted(placed)
        if len(cells) == 1:
            return
        if len({c // SIZE for c in cells}) == 1:
            step = STEP[H]
        elif len({c % SIZE for c in cells}) == 1:
            step = STEP[V]
        else:
            raise IllegalMove("ginnyo_not_in_line")
        for c in range(cells[0], cells[-1], step):
            if c not in placed and self.tiles[c] < 0:
                raise IllegalMove("ginnyo_gap", cell=cell_text(xy(c)))

    def _judge_location(self, placed: dict[int, int]) -> None:
        """The centre first; then touch the board or start a new section on a free red
        start square; never join sections; never cover a red start square otherwise."""
        if self.empty_board:
            if CENTRE not in placed:
                raise IllegalMove("ginnyo_first_play")
            return
        sections = {self.section[n] for c in placed for n in NEIGHBOURS[c] if self.tiles[n] >= 0}
        reds = [c for c in placed if RED[c]]
        if len(sections) > 1:
            raise IllegalMove("ginnyo_sections_join")
        if sections and reds:
            raise IllegalMove("ginnyo_red_reserved", cell=cell_text(xy(reds[0])))
        if not sections and not reds:
            raise IllegalMove("ginnyo_not_touching")
        if not sections and len(reds) > 1:
            raise IllegalMove("ginnyo_two_reds")

    def _judge_melds(self, placed: dict[int, int]) -> tuple[int, list[Meld]]:
        """Every line through a placed tile is a meld or a lone tile; the points (rules §6)."""
        after = self.tiles[:]
        for cell, code in placed.items():
            after[cell] = code
        melds: dict[tuple[int, int], Meld] = {}
        for cell in sorted(placed):
            for d in (H, V):
                line = _line_cells(d, cell)
                i, j = _span(after, line, POS[d][cell])
                if i == j or (d, line[i]) in melds:
                    continue
                cells = list(line[i : j + 1])
                cards = [after[c] & CARD_MASK for c in cells]
                kind = meld_kind(cards)
                if kind is None:
                    shown = {"tiles": " ".join(placed_code(after[c]) for c in cells),
                             "start": cell_text(xy(cells[0])), "end": cell_text(xy(cells[-1]))}
                    if meld_begun(cards):
                        raise IllegalMove("ginnyo_meld_begun", **shown)
                    raise IllegalMove("ginnyo_not_meld", **shown)
                melds[d, line[i]] = Meld(cells, kind, _meld_points(cells, kind, placed))
        if not melds:
            raise IllegalMove("ginnyo_lone_tile")
        found = list(melds.values())
        return sum(m.points for m in found), found

    # -- advancing the game --------------------------------------------------------------------

    def apply(self, decision: tuple) -> None:
        """Apply a decision the caller knows to be legal, in the form the AI and the game
        share: ("play", placements, points), ("discard", tiles) or ("pass",)."""
        if decision[0] == "play":
            self.play(decision[1], decision[2])
        elif decision[0] == "discard":
            self.discard(list(decision[1]))
        else:
            self.pass_turn()

    def play(self, play: Sequence[Placement], points: int) -> int:
        """Put a judged play on the board, score it, refill the hand, end or pass the turn;
        returns how many tiles the seat drew."""
        self.place(play)
        hand = self.hands[self.to_move]
        for _, code in play:
            hand.remove(JOKER if code >= JOKER_FLAG else code)
        self.scores[self.to_move] += points
        drawn = self._refill(hand)
        self.idle = self.passes = 0
        if not hand:  # the box is empty too, or the hand would have been refilled
            self._finish()
        else:
            self._next_turn()
        return drawn

    def discard(self, tiles: Sequence[int]) -> int:
        """Put tiles back into the box, draw to 7, pass the turn; how many were drawn."""
        hand = self.hands[self.to_move]
        for tile in tiles:
            hand.remove(tile)
        self.bag += tiles
        drawn = self._refill(hand)
        self.passes = 0
        self._idle_turn()
        return drawn

    def pass_turn(self) -> None:
        self.passes += 1
        if self.passes >= self.players:
            self._finish()
        else:
            self._idle_turn()

    def _idle_turn(self) -> None:
        self.idle += 1
        if self.idle >= IDLE_ROUNDS * self.players:
            self._finish()
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        self.to_move = (self.to_move + 1) % self.players
        self._start_turn()

    def _start_turn(self) -> None:
        """The turn's draw: the hand goes to 8 if the box has a tile (rules §5)."""
        self.box_at_start = bool(self.bag)
        if self.bag:
            self.hands[self.to_move].append(draw(self.bag, self.rng))

    def _finish(self) -> None:
        """The end (rules §7): every seat loses what its hand is worth."""
        self.over = True
        self.penalties = [sum(PENALTY[t] for t in hand) for hand in self.hands]
        for seat, lost in enumerate(self.penalties):
            self.scores[seat] -= lost

    # -- the board -----------------------------------------------------------------------------

    def place(self, play: Sequence[Placement]) -> None:
        """Put tiles down (no rule asked) and update sections, touches and cross-checks."""
        tiles, section, touch = self.tiles, self.section, self.touch
        around = {section[n] for c, _ in play for n in NEIGHBOURS[c] if tiles[n] >= 0}
        if around:
            sec = min(around)
        else:  # the first play, or a new section: it starts on its centre or red square
            sec = len(self.starts)
            self.starts.append(next((c for c, _ in play if RED[c]), CENTRE))
        bit = 1 << sec
        for cell, code in play:
            tiles[cell] = code
            section[cell] = sec
        ends = set()
        for cell, _ in play:
            for n in NEIGHBOURS[cell]:
                if tiles[n] < 0:
                    touch[n] |= bit
            for d in (H, V):
                line = _line_cells(d, cell)
                i, j = _span(tiles, line, POS[d][cell])
                if i > 0:
                    ends.add((d, line[i - 1]))
                if j < SIZE - 1:
                    ends.add((d, line[j + 1]))
        for d, cell in ends:
            self._refit(d, cell)

    def _refit(self, d: int, cell: int) -> None:
        """Recompute the cross-check of a free cell along direction d."""
        tiles, line = self.tiles, _line_cells(d, cell)
        p = POS[d][cell]
        i, j = _span(tiles, line, p)
        before = [tiles[c] & CARD_MASK for c in line[i:p]]
        after = [tiles[c] & CARD_MASK for c in line[p + 1 : j + 1]]
        self.fit[d][cell] = fit_mask(before, after)
        beside = before[-1] if before else after[0] if after else -1
        self.near[d][cell] = beside % 13 if beside >= 0 else -1

    # -- hidden information ------------------------------------------------------------------

    def unseen(self, seat: int) -> list[int]:
        """The tiles a seat cannot see (others' hands and the box), in tile order."""
        counts = Counter(tile_set(sets_for(self.players)))
        for code in self.tiles:
            if code >= 0:
                counts[JOKER if code >= JOKER_FLAG else code] -= 1
        counts.subtract(self.hands[seat])
        return sorted(counts.elements())

    def redeal(self, seat: int, pool: list[int], rng: SplitMix64 | Minstd) -> None:
        """Deal `pool` (what `seat` cannot see, mixed) to the other hands and the box, sizes
        kept, and draw from `rng` from now on."""
        self.bag = deal_again(self.hands, seat, pool)
        self.rng = rng


def _span(tiles: list[int], line: tuple[int, ...], p: int) -> tuple[int, int]:
    """The first and last places of the touching tiles along a line through its place p
    (p itself counted in, covered or not)."""
    i = j = p
    while i > 0 and tiles[line[i - 1]] >= 0:
        i -= 1
    while j < SIZE - 1 and tiles[line[j + 1]] >= 0:
        j += 1
    return i, j


def _line_cells(d: int, cell: int) -> tuple[int, ...]:
    """The row (d = H) or column (d = V) through a cell."""
    return LINES[d][cell // SIZE] if d == H else LINES[d][cell % SIZE]


def _meld_points(line: list[int], kind: int, placed: dict[int, int]) -> int:
    """A meld's points: its placed tiles' values times their tile premium, then times the
    meld premium of each square it newly covers (rules §6)."""
    values = VALUE[kind]
    points, mult = 0, 1
    for cell in line:
        code = placed.get(cell)
        if code is None:
            continue
        if code < JOKER_FLAG:
            points += values[code] * TILE_MULT[cell]
        mult *= MELD_MULT[cell]
    return points * mult


def new_state(players: int, seed: int) -> State:
    return State(players, seed)
