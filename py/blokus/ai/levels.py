"""The computer players by name: each level's strategy and time budget, on the core.

A level's effort is a fixed amount of work (candidates followed), so a seeded decision does not
depend on the clock; the budget in seconds is only a safety cap. Passing another budget
scales the work with it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..core import State
from ..errors import Refusal, show
from .greedy import beginner, greedy_big, heuristic
from .lookahead import CANDIDATES, lookahead


@dataclass(frozen=True)
class Level:
    """A named computer player: what it does, its budget (seconds per decision), its work."""

    name: str
    about: str
    budget: float
    decide: Callable[[State, random.Random, float], int]


def _one_move(strategy: Callable[[State, random.Random], int]):
    """A one-move strategy as a level's decide (it needs no budget)."""
    return lambda state, rnd, budget: strategy(state, rnd)


EXPERT_BUDGET = 2.0


def _expert(state: State, rnd: random.Random, budget: float) -> int:
    count = max(1, round(CANDIDATES * min(1.0, budget / EXPERT_BUDGET)))
    return lookahead(state, rnd, count, budget)


LEVEL_TABLE: dict[str, Level] = {
    level.name: level
    for level in (
        Level("beginner", "a random placement, big pieces likelier", 0.2, _one_move(beginner)),
        Level("intermediate", "the best placement now: big pieces, corners opened, "
              "opponents' corners taken, the centre early", 0.3, _one_move(heuristic)),
        Level("expert", "follows the most promising placements through the opponents' "
              "replies and compares squares placed and room left", EXPERT_BUDGET, _expert),
        Level("greedy-big", "baseline: the largest piece that opens the most corners", 0.2,
              _one_move(greedy_big)),
    )
}

#: The levels offered to players, weakest first; the baselines the arena measures against.
LEVELS: tuple[str, ...] = ("beginner", "intermediate", "expert")
BASELINES: tuple[str, ...] = ("greedy-big",)


def level_of(name: str) -> Level:
    """The strategy of that name (a level or a baseline), or a refusal listing the names."""
    if name not in LEVEL_TABLE:
        raise Refusal("unknown_level", value=show(name), levels=", ".join(LEVEL_TABLE))
    return LEVEL_TABLE[name]


def decide(state: State, name: str, rnd: random.Random, budget: float | None = None) -> int:
    """The placement id chosen by a named strategy for the colour to move."""
    level = level_of(name)
    if budget is not None and (isinstance(budget, bool) or not isinstance(budget, int | float)
                               or budget <= 0):
        raise Refusal("bad_budget", value=show(budget))
    return level.decide(state, rnd, level.budget if budget is None else budget)
