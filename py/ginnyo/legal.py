"""Every legal play of the seat to move, without trying arrangements blindly.

A play in direction d fills every free cell of one *segment* of a row or column: the maximal
line of 3 or more tiles it leaves there (the cells just before and after stay free). So the
generator walks each line from each possible first cell, growing the segment cell by cell
and stopping as soon as no longer segment can work:
- a free cell whose cross-check (`State.fit`) accepts no card, or that touches two sections;
- more free cells than tiles in hand;
- a segment that both touches the board and covers a red start square, or covers two.
A segment that touches one section extends it; one that touches nothing must cover exactly
one free red start square (a new section); on the empty board only segments through the
centre count.

For each segment the melds that could fill it are grown from its fixed tiles and the hand
(Appel & Jacobson's anchors and cross-checks, with melds for words): a run is fixed by its
suit, its lowest run-rank and its direction, a set by its rank and the order of its suits.
Each free cell's card must pass that cell's cross-check, and comes from the hand or from a
joker declared as it (every choice of which cells the jokers take is a different play).

A single tile extending lines both ways is found once, along its row. The points come with
each play (rules §6), computed from the same tables as `State.judge` but per segment.
"""

from __future__ import annotations

from itertools import combinations, permutations

from .board import CENTRE, LINES, MELD_MULT, POS, RED, SIZE, TILE_MULT, H, V
from .core import Placement, State
from .melds import ALL_CARDS, run_card, run_ranks
from .tiles import CARD_MASK, JOKER, JOKER_FLAG, RUN, SET, VALUE

Scored = tuple[int, tuple[Placement, ...]]  # (points, placements sorted by cell)

LONGEST = 13  # a run has at most 13 tiles, a set 4


class _Hand:
    """What the generator asks of a hand: how many of each tile, the ranks held per suit."""

    __slots__ = ("cards", "counts", "held", "jokers", "rank_suits", "size", "spare")

    def __init__(self, hand: list[int], spare: bool) -> None:
        self.spare = spare  # may a joker stand for a card the hand holds?
        self.counts = counts = [0] * (JOKER + 1)
        for tile in hand:
            counts[tile] += 1
        self.jokers = counts[JOKER]
        self.size = len(hand)
        self.held = held = [0, 0, 0, 0]  # per suit, a bit per run-rank held (ace: 1 and 14)
        self.rank_suits = rank_suits = [0] * 13  # per rank, how many suits are held
        self.cards = 0  # a bit per card held
        for card in range(JOKER):
            if counts[card]:
                self.cards |= 1 << card
                suit, rank = divmod(card, 13)
                rank_suits[rank] += 1
                for rr in run_ranks(card):
                    held[suit] |= 1 << rr


def legal_plays(state: State, spare_jokers: bool = True) -> list[Scored]:
    """Every legal play of the seat to move, each once, with its points.

    `spare_jokers=False` leaves out the plays that lay a joker where the hand holds the card
    itself: such a play scores less than the same play with the card (a joker scores
    nothing), and sheds less, so no choice by points (greedy, shedding) ever takes it. With
    jokers in hand they are most of the list: the computer's simulations do without them."""
    if state.over:
        return []
    hand = _Hand(state.hands[state.to_move], spare_jokers)
    out: list[Scored] = []
    if not state.starts:
        _opening(state, hand, out)
    else:
        for d in (H, V):
            for line in LINES[d]:
                _scan_line(state, hand, d, line, out)
    return out


def _opening(state: State, hand: _Hand, out: list[Scored]) -> None:
    """The first play: a meld through the centre, along its row or its column."""
    centre = POS[H][CENTRE]
    for d in (H, V):
        line = LINES[d][centre]
        for n in range(3, min(hand.size, LONGEST) + 1):
            for a in range(max(0, centre - n + 1), min(centre, SIZE - n) + 1):
                _segment(state, hand, d, line[a : a + n], out)


def _scan_line(state: State, hand: _Hand, d: int, line: tuple[int, ...],
               out: list[Scored]) -> None:
    """Every segment of one line that a play could fill (see the module docstring)."""
    tiles, touch, fit = state.tiles, state.touch, state.fit[1 - d]
    if not any(tiles[c] >= 0 or touch[c] or RED[c] for c in line):
        return
    size, cards, jokers = hand.size, hand.cards, hand.jokers
    last = SIZE - 1
    for a in range(SIZE - 2):
        if a and tiles[line[a - 1]] >= 0:
            continue
        free = sections = reds = wild = 0
        for b in range(a, min(a + LONGEST, SIZE)):
            c = line[b]
            if tiles[c] < 0:
                free += 1
                if free > size or not fit[c]:
                    break
                if not fit[c] & cards:  # no card of the hand fits across: a joker must
                    wild += 1
                    if wild > jokers:
                        break
                t = touch[c]
                if t:
                    sections |= t
                    if sections & (sections - 1):
                        break
                if RED[c]:
                    reds += 1
                if (reds and sections) or reds > 1:
                    break
            if (b - a >= 2 and free and (sections or reds)
                    and (b == last or tiles[line[b + 1]] < 0)
                    and not _segment(state, hand, d, line[a : b + 1], out)):
                break


def _segment(state: State, hand: _Hand, d: int, cells: tuple[int, ...],
             out: list[Scored]) -> bool:
    """Every play filling the free cells of `cells` so that they make one meld; False when
    there is none, and so none on any longer segment from the same first cell either: the
    first cells of a meld make a meld (a run's, a set's), with the same cards from the hand
    and the same cross-checks, so the generator stops growing the segment there."""
    tiles = state.tiles
    known, free, free_cells = [], [], []
    for k, c in enumerate(cells):
        if tiles[c] >= 0:
            known.append((k, tiles[c] & CARD_MASK))
        else:
            free.append(k)
            free_cells.append(c)
    if d == V and len(free) == 1 and state.near[H][free_cells[0]] >= 0:
        return True  # a single tile that also makes a row: found along the row
    found = len(out)
    fill = _Filler(state, hand, d, free_cells, out)
    if known:
        _melds_through(fill, known, len(cells), free)
        return len(out) > found
    # No tile in the segment: its free cell with the fewest cards fitting across stands in
    # for one, once per card that fits there and that the hand has (any card, with a joker).
    cross = state.fit[1 - d]
    k = min(free, key=lambda k: cross[cells[k]].bit_count())
    mask = cross[cells[k]]
    if mask == ALL_CARDS:
        _open_melds(fill, hand, len(cells))
        return len(out) > found
    if not hand.jokers:
        mask &= hand.cards
    while mask:
        low = mask & -mask
        mask ^= low
        _melds_through(fill, [(k, low.bit_length() - 1)], len(cells), free)
    return len(out) > found


def _melds_through(fill: _Filler, known: list[tuple[int, int]], n: int, free: list[int]) -> None:
    """Every run and set of n cards holding the `known` (position, card) pairs, the cards
    of the free positions handed to the filler. A meld needing more cards than the hand
    holds, jokers counted, is dropped before it is spelt out (bit counts of ranks held)."""
    hand = fill.hand
    k0, card0 = known[0]
    suit = card0 // 13
    short = len(free) - hand.jokers  # how many of the free cards the hand must hold
    held = hand.held[suit]
    up = down = 0  # the free positions as run-rank bits, for a run from run-rank 0 up / down
    for k in free:
        up |= 1 << k
        down |= 1 << (n - 1 - k)
    for step, wanted in ((1, up), (-1, down)):
        for rr in run_ranks(card0):
            lo = rr - k0 if step == 1 else rr + k0 - n + 1
            if not 1 <= lo <= LONGEST + 2 - n or (held & wanted << lo).bit_count() < short:
                continue
            first = lo if step == 1 else lo + n - 1  # the run-rank at position 0
            if all(run_card(suit, first + step * k) == card for k, card in known):
                fill.emit([run_card(suit, first + step * k) for k in free], RUN)
    rank = card0 % 13
    suits = {card // 13 for _, card in known}
    if n > 4 or len(suits) < len(known) or any(card % 13 != rank for _, card in known):
        return
    open_suits = [s for s in range(4) if s not in suits]
    pinned = dict(known)
    others = [k for k in free if k not in pinned]
    if sum(hand.counts[s * 13 + rank] > 0 for s in open_suits) < len(others) - hand.jokers:
        return
    for chosen in permutations(open_suits, len(others)):
        pinned.update(zip(others, [s * 13 + rank for s in chosen], strict=True))
        fill.emit([pinned[k] for k in free], SET)


def _open_melds(fill: _Filler, hand: _Hand, n: int) -> None:
    """Every meld of n cards on free cells that nothing constrains (the first play, a new
    section): runs and sets with enough of their cards in hand, jokers counted."""
    window = (1 << n) - 1
    for suit in range(4):
        held = hand.held[suit]
        for lo in range(1, LONGEST + 3 - n):
            if n - (held & window << lo).bit_count() <= hand.jokers:
                run = [run_card(suit, lo + k) for k in range(n)]
                fill.emit(run, RUN)
                fill.emit(run[::-1], RUN)
    if n > 4:
        return
    for rank in range(13):
        if hand.rank_suits[rank] + hand.jokers >= n:
            for chosen in permutations(range(4), n):
                fill.emit([s * 13 + rank for s in chosen], SET)


class _Filler:
    """Turns the cards a segment's free cells need into plays: cross-checks, hand, jokers,
    points."""

    __slots__ = ("cross", "d", "free", "hand", "mult", "out", "state", "tile_mult")

    def __init__(self, state: State, hand: _Hand, d: int, free: list[int],
                 out: list[Scored]) -> None:
        self.state, self.hand, self.d, self.free, self.out = state, hand, d, free, out
        self.cross: list[tuple[int, int, int]] | None = None  # read at the first meld

    def _read_cells(self) -> list[tuple[int, int, int]]:
        """Per free cell: its cross-check, the rank beside it across, its premiums across
        (and the meld's premium and the tiles' along): most segments never get this far."""
        state, free, across = self.state, self.free, 1 - self.d
        self.mult = 1
        for c in free:
            self.mult *= MELD_MULT[c]
        self.tile_mult = [TILE_MULT[c] for c in free]
        self.cross = [(state.fit[across][c], state.near[across][c], TILE_MULT[c] * MELD_MULT[c])
                      for c in free]
        return self.cross

    def emit(self, need: list[int], kind: int) -> None:
        """Add every play putting card need[i] on free cell i (from the hand or a joker)."""
        counts, jokers = self.hand.counts, self.hand.jokers
        cross = self.cross or self._read_cells()
        main, across = [], []
        values = VALUE[kind]
        missing = []
        for i, card in enumerate(need):
            mask, beside, premium = cross[i]
            if not mask >> card & 1:
                return
            if not counts[card]:
                missing.append(i)
            main.append(values[card] * self.tile_mult[i])
            across.append(0 if beside < 0 else
                          VALUE[SET if card % 13 == beside else RUN][card] * premium)
        if len(missing) > jokers:
            return
        free, mult, out = self.free, self.mult, self.out
        if not jokers:
            out.append((sum(main) * mult + sum(across), tuple(zip(free, need, strict=True))))
            return
        optional = [i for i in range(len(need)) if counts[need[i]]]
        spare = min(jokers - len(missing), len(optional)) if self.hand.spare else 0
        for r in range(spare + 1):
            for extra in combinations(optional, r):
                wild = set(missing).union(extra)
                points = (sum(p for i, p in enumerate(main) if i not in wild) * mult
                          + sum(p for i, p in enumerate(across) if i not in wild))
                out.append((points, tuple((c, card + JOKER_FLAG if i in wild else card)
                                          for i, (c, card) in enumerate(zip(free, need,
                                                                            strict=True)))))
