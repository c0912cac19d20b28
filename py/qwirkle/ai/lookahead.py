"""The expert: determinized lookahead over the most promising decisions of the seat to move.

1. Candidates: the placements of greatest value (`evaluate`: points, leave, gift), and the
   trade of the spare tiles when the bag allows one (a poor hand is sometimes best traded).
2. Worlds: the unseen tiles (others' hands, the bag's order) dealt again from what the seat
   knows (`State.resample`), so the choice cannot depend on hidden information.
3. Simulation: the candidate, then every other seat plays the greedy baseline (most points
   now), then the seat's own next placement by the same rule; so what the next players can
   do with the board it leaves (a Qwirkle gift shows as their 12 points) and what its leave is
   worth (its next score) both count. Near the end, when the bag is nearly empty, the
   simulation runs to the end of the game, whose end bonus and ranking then count.
4. Value: the seat's score minus the best other seat's, in points (a won game at the end
   adds `WIN_POINTS`).
"""

from __future__ import annotations

import random

from tabletop.search import deadline, successive_halving

from ..core import OVER, Decision, State
from .evaluate import ranked_placements
from .greedy import fallback, greedy_max, spare_tiles

TOP_CANDIDATES = 8  # placements kept from the ranking by value
ENDGAME_BAG = 3  # tiles in the bag at or below which the simulation plays the game out
WIN_POINTS = 20.0  # a won game against a lost one, in points, when a simulation reaches the end


def candidates(state: State, top: int = TOP_CANDIDATES) -> list[Decision]:
    """The decisions worth simulating, best first by value (the `top` placements)."""
    chosen: list[Decision] = [pairs for _, pairs in ranked_placements(state)[:top]]
    if state.bag and not state.first_size:
        hand = state.hands[state.to_move]
        chosen.append(spare_tiles(hand, len(state.bag)))
    return chosen or [fallback(state)]


def margin(state: State, seat: int) -> float:
    """The seat's score minus the best other seat's; a finished game adds its result."""
    scores = state.scores
    best_other = max(s for i, s in enumerate(scores) if i != seat)
    lead: float = scores[seat] - best_other
    if state.phase == OVER:
        lead += WIN_POINTS if lead > 0 else -WIN_POINTS if lead < 0 else 0.0
    return lead


def simulate(world: State, move: Decision, seat: int, to_end: bool, rnd: random.Random,
             rounds: int = 1) -> float:
    """Play `move`, then greedy play until the seat has made its `rounds`-th next decision
    (or to the end)."""
    s = world.copy()
    s.apply(move)
    own = 0
    while s.phase != OVER:
        mover = s.to_move
        s.apply(greedy_max(s, rnd))
        if mover == seat and not to_end:
            own += 1
            if own == rounds:
                break
    return margin(s, seat)


def lookahead(state: State, rnd: random.Random, worlds_per_round: int, seconds: float,
              rounds: int = 1, top: int = TOP_CANDIDATES, even: bool = False) -> Decision:
    """The search's decision: successive halving of the `top` candidates over sampled worlds,
    each simulated through `rounds` turns of the seat's own; `even`: every round as costly
    as the first (`tabletop.search`)."""
    moves = candidates(state, top)
    if len(moves) == 1:
        return moves[0]
    seat = state.to_move
    to_end = len(state.bag) <= ENDGAME_BAG
    best, _ = successive_halving(
        moves,
        lambda: state.resample(seat, rnd),
        lambda world, move: simulate(world, move, seat, to_end, rnd, rounds),
        worlds_per_round,
        deadline(seconds),
        even=even,
    )
    return best


def value_of_moves(state: State, moves: list[Decision], rnd: random.Random,
                   worlds: int) -> list[float]:
    """Each move's mean simulated lead, minus the lead now, on the same sampled worlds."""
    seat = state.to_move
    to_end = len(state.bag) <= ENDGAME_BAG
    now = margin(state, seat)
    sampled = [state.resample(seat, rnd) for _ in range(worlds)]
    return [sum(simulate(w, m, seat, to_end, rnd) for w in sampled) / worlds - now
            for m in moves]
