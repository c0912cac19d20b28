"""One-move strategies on the integer core: the greedy-max baseline, the weakest levels (the
short player, the careless one, the noticing one), the thrifty advanced level, and the shedding
play the expert expects of itself once the box is empty.

A decision is a tuple: `("play", placements, points)`, `("discard", tiles)` or `("pass",)`.
Ties between plays are broken the same way everywhere (fewer jokers spent, then more tiles
shed, then the placements themselves), so a strategy decides the same on the same position.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core import State
from ..legal import Scored, legal_plays
from ..tiles import JOKER, JOKER_FLAG, PENALTY

Decision = tuple


def jokers_in(placements) -> int:
    return sum(code >= JOKER_FLAG for _, code in placements)


def tie_key(scored: Scored) -> tuple:
    """Among equal values: fewer jokers spent, more tiles shed, then a fixed order."""
    placements = scored[1]
    return (-jokers_in(placements), len(placements), placements)


def best_play(plays: list[Scored]) -> Scored:
    """The play with the most points (ties by `tie_key`) of some plays."""
    return max(plays, key=lambda p: (p[0], tie_key(p)))


def fits_with(tile: int, other: int) -> bool:
    """Could two tiles share a meld? Same rank in two suits, or one suit within two ranks
    (the ace next to both the 2 and the king); a joker fits anything."""
    if JOKER in (tile, other):
        return True
    if tile % 13 == other % 13:
        return tile != other
    if tile // 13 != other // 13:
        return False
    gap = abs(tile % 13 - other % 13)
    return gap <= 2 or gap >= 11


def worst_tiles(hand: list[int]) -> list[int]:
    """The tiles a simple player gives back: those fitting no other card of the hand (jokers
    are kept, and fit everything); if every tile fits some other, the one costing most."""
    loose = [t for i, t in enumerate(hand) if t != JOKER
             and not any(fits_with(t, u) for j, u in enumerate(hand) if j != i and u != JOKER)]
    if loose:
        return sorted(loose)
    return [max(hand, key=lambda t: (t != JOKER, PENALTY[t], t))]


def no_play(state: State) -> Decision:
    """What a player who cannot (or will not) play does: discard its worst tiles, or pass."""
    if state.may_discard():
        return ("discard", tuple(worst_tiles(state.hands[state.to_move])))
    return ("pass",)


def greedy_max(state: State, rnd: random.Random | None) -> Decision:
    """The arena's baseline: the most points now; its worst tiles back when it cannot play."""
    return greedy_of(state, legal_plays(state, spare_jokers=False), shedding=False)


def greedy_of(state: State, plays: list[Scored], shedding: bool) -> Decision:
    """The greedy choice among the listed plays: the most points, plus the hand penalty the
    tiles laid no longer cost when `shedding` and the box is empty; else `no_play`."""
    if shedding and not state.bag:
        best = max(plays, key=lambda p: (p[0] + shed(p[1]), tie_key(p)), default=None)
    else:
        best = best_play(plays) if plays else None
    if best is None:
        return no_play(state)
    return ("play", best[1], best[0])


#: How many plays the intermediate looks at: it misses most of the board. With 4 it was not
#: told apart from greedy-max (47.9% against it over 400 games); with 2 it won 40.1%
#: (35.4-45.0%), too close to the thrifty advanced level (57.1% against it): with 1 it is a
#: step below.
SIGHT = 1


def noticing(sight: int) -> Callable[[State, random.Random], Decision]:
    """A strategy playing the best of the `sight` plays it happens to notice (seeded), or a
    discard of loose tiles (the intermediate: one)."""
    def choose(state: State, rnd: random.Random) -> Decision:
        plays = legal_plays(state)
        if not plays:
            return no_play(state)
        best = best_play(rnd.sample(plays, min(sight, len(plays))))
        return ("play", best[1], best[0])
    return choose


_noticing = noticing(SIGHT)


#: How often the casual plays the beginner's short play instead of the play it notices. One
#: turn in two put it 139 Elo above the beginner but only 91 below the intermediate (200 games
#: each): three turns in five share that span between the two steps.
CARELESS = 0.6


def careless(state: State, rnd: random.Random) -> Decision:
    """The casual: three turns in five (seeded) the beginner's short play, else the
    intermediate's: a player who sometimes sees a good play and often lays what is in front
    of it."""
    return short(state, rnd) if rnd.random() < CARELESS else _noticing(state, rnd)


def short(state: State, rnd: random.Random) -> Decision:
    """The beginner: a play laying as few tiles as it can, the fewest points among those (it
    sees the meld in front of it, not what the board's squares and its hand could make)."""
    plays = legal_plays(state)
    if not plays:
        return no_play(state)
    least = min(plays, key=lambda p: (len(p[1]), p[0], p[1]))
    return ("play", least[1], least[0])


def shedding(state: State, rnd: random.Random) -> Decision:
    """Once the box is empty a tile laid is a tile not counted against the hand at the end:
    the most points plus the penalty of the tiles laid (greedy-max while the box has tiles)."""
    return greedy_of(state, legal_plays(state, spare_jokers=False), shedding=True)


def shed(placements) -> int:
    """The hand penalty the tiles of a play no longer cost (a joker costs nothing)."""
    return sum(PENALTY[code] for _, code in placements if code < JOKER_FLAG)


#: What the thrifty player charges for spending a joker, and an ace in a run, before the box
#: runs low (a joker completes a bigger meld later; an ace is worth 15 in a set, 1 in a run).
JOKER_PRICE = 8
ACE_IN_RUN_PRICE = 8
LATE_BOX = 10


def thrifty(state: State, rnd: random.Random) -> Decision:
    """The most points, less the worth of jokers and aces spent cheaply while the box is full."""
    plays = legal_plays(state, spare_jokers=False)
    if not plays:
        return no_play(state)
    if len(state.bag) <= LATE_BOX:
        best = best_play(plays)
    else:
        best = max(plays, key=lambda p: (p[0] - _spent(p[1]), tie_key(p)))
    return ("play", best[1], best[0])


def _spent(placements) -> int:
    """The price of the jokers and of the aces in runs a play uses (see `thrifty`)."""
    price = JOKER_PRICE * jokers_in(placements)
    ranks = {code % 13 for _, code in placements}
    if len(placements) > 1 and len(ranks) > 1:  # a play of several ranks is a run
        price += ACE_IN_RUN_PRICE * sum(code % 13 == 0 for _, code in placements)
    return price
