"""The expert: determinized lookahead over the most promising decisions of the seat to move.

1. Candidates: the plays with the most points now, the best play spending no joker and the
   best spending no ace (what a thrifty player would keep for a bigger meld), once the box
   is empty the best by points plus the hand penalty its tiles no longer cost, and, when the
   box allows, a discard of the loosest tiles (or a pass when nothing can be played).
2. Worlds: the tiles the seat cannot see (the other hands, the box) dealt again from what it
   knows (`State.unseen`, in a canonical order), so the choice cannot depend on them.
3. Simulation: the candidate, then every seat plays greedily (the most points; its loosest
   tiles back when it cannot play) for ROUNDS turns of the seat's own (the others' replies to
   each included), and the seat's best play at the turn after counts for half. Opening a blue
   square to the next player, spending a joker on a small meld, keeping an ace the box will
   not take back: all show as points in these turns.
   When the box is nearly empty the simulation runs to the end of the game instead, hand
   penalties included, so going out first and shedding aces late are weighed for real; once
   the box is empty the seat's own simulated turns shed too (`greedy.shedding`), since its
   real turns will (the others stay greedy).
4. Value: the seat's points gained minus the mean of the others' (see `evaluate`).
Candidates are compared on the same worlds and halved round by round (tabletop.search), each
round as costly as the first (the last two candidates get the most worlds), until one is left
or the decision's work reaches a cap (`MOST_WORK`).
"""

from __future__ import annotations

import random

from tabletop.rng import Minstd
from tabletop.search import deadline, successive_halving

from ..core import State
from ..legal import Scored, legal_plays
from ..tiles import JOKER_FLAG
from .evaluate import Decision, margin
from .greedy import best_play, greedy_of, no_play, shed, tie_key

#: Plays kept by points before the thrifty ones are added.
TOP_PLAYS = 7
#: Tiles left in the box at or below which the simulation plays the game out.
ENDGAME_BOX = 4
#: What the seat's best play at the turn where the simulation stops counts for. Not all of
#: it: tiles kept for that play would otherwise be weighed against the random tiles drawn
#: after laying them, which rarely make a play at once (keeping a meld looks better than
#: laying it).
NEXT_TURN_WEIGHT = 0.5
#: Own turns played after the candidate: 1 stops at the seat's next turn; 2 plays that turn
#: greedily too, with the others' replies. Measured against greedy-max (200 two-player
#: games, the same deals), before the shedding: 62.2% with 1, 67.0% with 2 (four worlds per
#: round); the same search with six worlds won 59.8% (54.9-64.4%) over 400 games, and with
#: the shedding 60.6% (55.8-65.3%) over 400 (seeds 1-5, 80 games each): not told apart.
ROUNDS = 2
#: The work of one decision after which the search stops at the end of the world in hand: a
#: cap on the longest decisions (ten candidates, openings of new sections everywhere, games
#: played out in every world), counted so that a seeded decision repeats: in plays listed by
#: the simulated turns, each turn counting TURN_WORK more (what listing costs besides the
#: plays: about 0.6 ms of CPython, as much as 120 plays). 130,000 is 0.6-0.8 s of CPython.
MOST_WORK = 130_000
TURN_WORK = 120


def candidates(state: State, plays: list[Scored], top: int | None = None) -> list[Decision]:
    """The decisions worth simulating: the `top` plays by points (`TOP_PLAYS` by default), the
    best keeping the jokers and the best keeping the aces, then a discard (or a pass) when
    allowed."""
    ranked = sorted(plays, key=lambda p: (p[0], tie_key(p)), reverse=True)
    chosen = ranked[:TOP_PLAYS if top is None else top]
    for keep in (_no_joker, _no_ace):
        spare = next((p for p in ranked if keep(p[1])), None)
        if spare is not None and spare not in chosen:
            chosen.append(spare)
    if not state.bag and ranked:
        closing = max(ranked, key=lambda p: p[0] + shed(p[1]))
        if closing not in chosen:
            chosen.append(closing)
    found: list[Decision] = [("play", p[1], p[0]) for p in chosen]
    if state.may_discard() or not found:
        found.append(no_play(state))
    return found


def _no_joker(placements) -> bool:
    return all(code < JOKER_FLAG for _, code in placements)


def _no_ace(placements) -> bool:
    return all(code % 13 for _, code in placements)


def world(state: State, seat: int, pool: list[int], rnd: random.Random) -> State:
    """A copy of the game with the unseen `pool` mixed and dealt again (see module doc)."""
    s = state.copy()
    mixed = pool[:]
    rnd.shuffle(mixed)
    s.redeal(seat, mixed, Minstd(rnd.getrandbits(31)))
    return s


def simulate(world: State, decision: Decision, seat: int, work: list[int] | None = None) -> float:
    """Play the decision, then greedy turns (see module doc); the seat's margin gained. The
    work done (see MOST_WORK) is added to `work[0]` when given."""
    def listed(s: State) -> list[Scored]:
        plays = legal_plays(s, spare_jokers=False)  # all a greedy choice needs
        if work is not None:
            work[0] += TURN_WORK + len(plays)
        return plays

    s = world.copy()
    before = s.scores[:]
    endgame = len(s.bag) <= ENDGAME_BOX
    s.apply(decision)
    turns = 0
    while not s.over:
        if s.to_move == seat and not endgame:
            turns += 1
            if turns == ROUNDS:
                break
        s.apply(greedy_of(s, listed(s), shedding=s.to_move == seat))
    later = 0.0
    if not s.over:
        plays = listed(s)
        later = NEXT_TURN_WEIGHT * best_play(plays)[0] if plays else 0
    return margin(s, before, seat) + later


def lookahead(state: State, rnd: random.Random, worlds_per_round: int, seconds: float,
              top: int | None = None, work: float = 1.0) -> Decision:
    """The search's decision: successive halving of the candidates (`top` plays by points
    and the thrifty ones) over sampled worlds, until one is left or the work reaches `work`
    times `MOST_WORK`."""
    options = candidates(state, legal_plays(state), top)
    most_work = work * MOST_WORK
    if len(options) == 1:
        return options[0]
    seat = state.to_move
    pool = state.unseen(seat)
    done = [0]  # the work done so far (simulate adds to it)
    best, _ = successive_halving(
        list(range(len(options))),
        lambda: world(state, seat, pool, rnd),
        lambda w, i: simulate(w, options[i], seat, done),
        worlds_per_round,
        deadline(seconds),
        lambda: done[0] >= most_work,
        even=True,
    )
    return options[best]
