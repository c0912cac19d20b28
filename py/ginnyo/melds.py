"""Melds (rules §4): which lines of cards are a set or a run, and which card fits a gap.

Everything here works on cards (ints 0..51, see tiles.py) in line order. A run is read in
either direction and its ace is low (`A 2 3`, run-rank 1) or high (`Q K A`, run-rank 14),
never both: run-ranks go 1..14 and never wrap.
"""

from __future__ import annotations

from collections.abc import Sequence

from .tiles import RUN, SET

ALL_CARDS = (1 << 52) - 1  # the fit mask of a cell that no line constrains


def run_card(suit: int, run_rank: int) -> int:
    """The card of a run-rank (1..14; 14 is the ace played high) in a suit."""
    return suit * 13 + (run_rank - 1) % 13


def run_ranks(card: int) -> tuple[int, ...]:
    """The run-ranks a card may take: an ace 1 or 14, any other its rank number."""
    rank = card % 13
    return (1, 14) if rank == 0 else (rank + 1,)


def meld_kind(cards: Sequence[int]) -> int | None:
    """SET or RUN when the cards, in line order, form that meld; None when they form none."""
    n = len(cards)
    if n < 3:
        return None
    rank = cards[0] % 13
    if all(c % 13 == rank for c in cards):
        return SET if n <= 4 and len({c // 13 for c in cards}) == n else None
    suit = cards[0] // 13
    if n > 13 or any(c // 13 != suit for c in cards):
        return None
    for first in run_ranks(cards[0]):
        for step in (1, -1):
            last = first + step * (n - 1)
            if 1 <= last <= 14 and all(
                run_card(suit, first + step * i) == c for i, c in enumerate(cards)
            ):
                return RUN
    return None


def fit_mask(before: Sequence[int], after: Sequence[int]) -> int:
    """The cards that may fill a gap between `before` and `after` (the touching cards on each
    side, in line order), as a 52-bit mask: bit c set when the line with card c is a meld.

    A gap touching nothing accepts any card; a gap that would make a line of two accepts none
    (rules §4: no line of 2). Otherwise only a few cards can work: the neighbour's rank in
    another suit (a set) or the next run-rank of its suit either way (a run); each is tried.
    """
    k = len(before)
    n = k + 1 + len(after)
    if n == 1:
        return ALL_CARDS
    if n == 2:
        return 0
    q, neighbour = (k - 1, before[-1]) if before else (k + 1, after[0])
    suit, rank = divmod(neighbour, 13)
    candidates = {s * 13 + rank for s in range(4)}
    for rr in run_ranks(neighbour):
        for step in (1, -1):
            gap = rr + step * (k - q)
            if 1 <= gap <= 14:
                candidates.add(run_card(suit, gap))
    line = [*before, 0, *after]
    mask = 0
    for card in candidates:
        line[k] = card
        if meld_kind(line) is not None:
            mask |= 1 << card
    return mask
