"""The expert: determinized lookahead over the most promising decisions of the seat to move.

1. Candidates: the placements of greatest immediate utility gain (`evaluate.placement_value`:
   low colours first, bonus placements valued), plus the best placement of every tile
   orientation in hand, so that "which tile to spend" is always on the table. In the swap
   phase the two candidates are Keep and Swap.
2. Worlds: the unseen tiles (others' hands, the bag order) dealt again from what the seat
   knows (`State.resample`), so the choice cannot depend on hidden information.
3. Simulation: the candidate, then every seat plays the fast greedy policy (bonus placements
   and swaps included) until the seat's own next turn, where it makes one more placement, so
   that what the opponents take away (denied spaces) and what the hand left behind is worth
   both show. Near the end the simulation runs to the end of the game, whose real ranking is
   then what counts (end-game timing).
4. Value: the side's utility minus the best other side's (`evaluate.position_value`); in the
   team game the partner plays the same policy for the shared track.
"""

from __future__ import annotations

import random

from tabletop.search import deadline, successive_halving

from ..core import EMPTY, OVER, PLACE, SWAP, State
from .evaluate import best_placement, placement_value, position_value
from .greedy import fast_policy

#: Candidates kept from the ranking by immediate gain (the best per orientation come on top).
TOP_CANDIDATES = 10
#: Free cells at or below which the simulation plays the game out.
ENDGAME_CELLS = 16
#: In solo there are no other turns: look this many own placements ahead instead.
SOLO_DEPTH = 3


def candidates(state: State, top: int = TOP_CANDIDATES) -> list[int]:
    """The decisions worth simulating, best first by immediate utility gain: the `top` best,
    then the best placement of every tile in hand."""
    if state.phase == SWAP:
        return state.legal()
    moves = sorted(state.legal(), key=lambda m: placement_value(state, m), reverse=True)
    chosen = moves[:top]
    seen = set(chosen)
    for tile in sorted(set(state.hands[state.to_move])):
        probe = state.copy()
        probe.hands[probe.to_move] = [tile]
        move = best_placement(probe)[0]
        if move not in seen:
            seen.add(move)
            chosen.append(move)
    return chosen


def _simulate(world: State, move: int, seat: int, depth: int) -> float:
    """Play `move` then the greedy policy until the seat's `depth`-th next placement is made."""
    s = world.copy()
    s.apply(move)
    turns = 0
    while s.phase != OVER:
        if s.to_move == seat and s.phase == PLACE and not s.bonus:
            turns += 1
            if turns == depth:
                s.apply(best_placement(s)[0])
                break
        s.apply(fast_policy(s))
    return position_value(s, s.mode.side_of(seat))


def _depth(state: State, turns: int) -> int:
    """Own turns to look ahead (`turns`, three in solo): to the end of the game once the board
    is nearly full."""
    if state.board.count(EMPTY) <= ENDGAME_CELLS:
        return 1 << 30
    return SOLO_DEPTH if state.mode.solo else turns


def lookahead(state: State, rnd: random.Random, worlds_per_round: int, seconds: float,
              turns: int = 1, top: int = TOP_CANDIDATES, even: bool = False) -> int:
    """The search's decision: successive halving of the candidates (the `top` by immediate
    gain and each tile's best) over sampled worlds, each simulated to the seat's `turns`-th
    next placement; `even`: every round as costly as the first (`tabletop.search`)."""
    moves = candidates(state, top)
    if len(moves) == 1:
        return moves[0]
    seat = state.to_move
    depth = _depth(state, turns)
    best, _ = successive_halving(
        moves,
        lambda: state.resample(seat, rnd),
        lambda world, move: _simulate(world, move, seat, depth),
        worlds_per_round,
        deadline(seconds),
        even=even,
    )
    return best
