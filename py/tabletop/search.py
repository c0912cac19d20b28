"""Determinized Monte Carlo with successive halving: game-independent search plumbing.

A decision under hidden information is weighed on sampled "worlds" (the unseen part dealt
again from what the player knows) rather than on the true state, so the search cannot peek.
Every candidate is simulated on the same worlds (common random numbers: the comparison is not
drowned in the luck of the deal), and after each round the worse half of the candidates is
dropped, so the effort goes to the moves that are still in the race.

The work is counted in worlds, not seconds, so a seeded search is repeatable; the deadline is
only a safety cap for slow machines (checked after every world), beside which a game may cap
the work in its own units (simulated turns, say) to bound its longest decisions.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TypeVar

M = TypeVar("M")  # a candidate decision
W = TypeVar("W")  # a sampled world


def clock() -> float:
    """The clock of every computer player's safety cap, in seconds: this process's CPU time,
    so that a busy machine (tests run side by side, an arena's jobs) does not cut a seeded
    search short and change its decision. (In Pyodide it is the worker's time: the page's
    wait.) The caps only bound the wait; a level's work is counted in its own units."""
    return time.process_time()


def deadline(seconds: float) -> float:
    """The `clock()` value at which a search given `seconds` stops."""
    return clock() + seconds


def passed(deadline: float) -> bool:
    """Whether a search's deadline has passed."""
    return clock() > deadline


def successive_halving(
    candidates: Sequence[M],
    sample: Callable[[], W],
    simulate: Callable[[W, M], float],
    worlds_per_round: int,
    deadline: float,
    enough: Callable[[], bool] = lambda: False,
    even: bool = False,
) -> tuple[M, dict[M, float]]:
    """The candidate with the best mean over sampled worlds, and every candidate's mean.

    `sample()` draws a world; `simulate(world, candidate)` must leave the world unchanged and
    return a value (higher is better). Rounds go on until one candidate is left. Once
    `deadline` (a `clock()` value: `deadline(seconds)`) has passed, or `enough()` says the work done
    is enough (a cap counted in the game's own units, so that a seeded search still repeats),
    the search stops after the world in hand: every candidate still alive has then seen the
    same worlds, so the means stay fair.

    `even`: every round costs about as many simulations as the first (`worlds_per_round`
    worlds for every candidate), spread over the candidates left, so the closest race, the
    last, is run on the most worlds (halving with an equal budget per round) rather than on
    `worlds_per_round` more each round.
    """
    if not candidates:
        raise ValueError("no candidate to choose from")
    alive = list(candidates)
    totals = dict.fromkeys(alive, 0.0)
    counts = dict.fromkeys(alive, 0)
    late = False
    while len(alive) > 1 and not late:
        worlds = worlds_per_round
        if even:  # this round's simulations as many as the first's, rounded up
            worlds = -(-worlds_per_round * len(candidates) // len(alive))
        for _ in range(worlds):
            world = sample()
            for c in alive:
                totals[c] += simulate(world, c)
                counts[c] += 1
            late = passed(deadline) or enough()
            if late:
                break
        alive.sort(key=lambda c: totals[c] / counts[c], reverse=True)
        if not late:
            del alive[(len(alive) + 1) // 2 :]
    means = {c: totals[c] / counts[c] if counts[c] else float("-inf") for c in candidates}
    return alive[0], means
