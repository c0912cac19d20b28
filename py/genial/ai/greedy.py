"""One-move strategies: they look at the placements of their own hand now, nothing further.

Each takes the integer core `State` of the seat to move and a seeded `random.Random`, and
returns an int-coded decision. They read only the board, the markers and their own hand.

- `greedy_lowest`: the arena's baseline. The placement that maximises the sorted vector of the
  side's markers after the move, then their total; swaps whenever allowed (its hand cannot raise
  its lowest colour).
- `any_tile` (beginner): a tile of its hand picked at random, laid where it scores most points;
  never swaps: a newcomer's game, legal and sensible move by move, blind to the colours' balance.
- `points_hunter` (casual): the placement scoring most points now, whatever the colour, ties
  broken at random, or about one turn in three (`CARELESS`) the beginner's random tile; never
  swaps.
- `balanced` (intermediate): the placement gaining most utility (`evaluate`: low colours first,
  bonus placements valued); swaps when a fresh hand is worth more than the one held.
"""

from __future__ import annotations

import random

from ..core import KEEP, SWAP, SWAP_HAND, State, awards, decode_place
from .evaluate import best_placement, hand_value, placement_value, utility

SWAP_SAMPLES = 8  # fresh hands drawn to estimate what a swap would bring


def _after(state: State, move: int) -> list[int]:
    """The side's markers after a placement (capped, as the rules award them)."""
    a, b, e = decode_place(move, state.mode.area.n_edges)
    pa, pb = state.points(a, b, e)
    util = utility(state)
    markers = state.scores[state.mode.side_of(state.to_move)][:]
    for colour, pts in awards(a, b, pa, pb):
        markers[colour] = util.capped(markers[colour], pts)
    return markers


def greedy_lowest(state: State, rnd: random.Random) -> int:
    """Baseline: best sorted markers after the move, then best total; swap when allowed."""
    if state.phase == SWAP:
        return SWAP_HAND

    def key(move: int) -> tuple[list[int], int]:
        markers = _after(state, move)
        return sorted(markers), sum(markers)

    return max(state.legal(), key=key)


def any_tile(state: State, rnd: random.Random) -> int:
    """Beginner: a random tile of the hand where it scores most points now; keeps its hand."""
    if state.phase == SWAP:
        return KEEP
    tile = rnd.choice(sorted(set(state.hands[state.to_move])))
    probe = state.copy()
    probe.hands[probe.to_move] = [tile]
    return _most_points(probe, rnd)


#: How often the casual lays the beginner's random tile instead of taking the most points: always
#: taking them, it beat the beginner 85.5% (80.0-89.7%) of 200 games and lost 41.8% to the
#: intermediate (400 games), too close to it for a step of the ladder; one turn in two, it beat
#: the beginner only 63.5% (56.6-69.9%) of 200.
CARELESS = 0.35


def points_hunter(state: State, rnd: random.Random) -> int:
    """Casual: most points now (after the cap), any colour, or (one turn in three) the
    beginner's random tile; keeps its hand."""
    if state.phase == SWAP:
        return KEEP
    if rnd.random() < CARELESS:
        return any_tile(state, rnd)
    return _most_points(state, rnd)


def _most_points(state: State, rnd: random.Random) -> int:
    """A placement scoring most points now (after the cap), any colour; ties at random."""
    scored: list[tuple[int, int]] = [(sum(_after(state, m)), m) for m in state.legal()]
    top = max(total for total, _ in scored)
    return rnd.choice([m for total, m in scored if total == top])


def swap_pays(state: State, rnd: random.Random, samples: int = SWAP_SAMPLES) -> bool:
    """Whether fresh hands, dealt from the tiles the seat cannot see, beat the hand it holds.

    The old hand goes back to the bag only after the draw, so fresh hands come from the
    unseen tiles alone; seeded, and blind to which of them are in the bag.
    """
    seat = state.to_move
    held = hand_value(state, seat, state.hands[seat])
    pool = state.unseen(seat)
    size = len(state.hands[seat])
    fresh = sum(hand_value(state, seat, rnd.sample(pool, size)) for _ in range(samples))
    return fresh / samples > held


def balanced(state: State, rnd: random.Random) -> int:
    """Intermediate: the placement of greatest utility gain; swap when it pays."""
    if state.phase == SWAP:
        return SWAP_HAND if swap_pays(state, rnd) else KEEP
    return max(state.legal(), key=lambda m: placement_value(state, m))


def fast_policy(state: State) -> int:
    """The playout policy of the search: `balanced` without listing moves; always swaps."""
    return SWAP_HAND if state.phase == SWAP else best_placement(state)[0]
