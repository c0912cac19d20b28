"""The computer players by name: each level's strategy and time budget, on the core.

A level's effort is a fixed amount of work (candidates followed), so a seeded decision does not
depend on the clock; the budget in seconds is only a safety cap. Passing another budget
scales the work with it.
"""

from __future__ import annotations

import random

from tabletop import levels
from tabletop.levels import Level, one_move

from ..core import State
from .greedy import beginner, greedy_big, heuristic
from .lookahead import CANDIDATES, lookahead

EXPERT_BUDGET = 2.0


def _expert(state: State, rnd: random.Random, budget: float) -> int:
    count = max(1, round(CANDIDATES * min(1.0, budget / EXPERT_BUDGET)))
    return lookahead(state, rnd, count, budget)


LEVEL_TABLE: dict[str, Level] = {
    level.name: level
    for level in (
        Level("beginner", "a random placement, big pieces likelier", 0.2, one_move(beginner)),
        Level("intermediate", "the best placement now: big pieces, corners opened, "
              "opponents' corners taken, the centre early", 0.3, one_move(heuristic)),
        Level("expert", "follows the most promising placements through the opponents' "
              "replies and compares squares placed and room left", EXPERT_BUDGET, _expert),
        Level("greedy-big", "baseline: the largest piece that opens the most corners", 0.2,
              one_move(greedy_big)),
    )
}

#: The levels offered to players, weakest first; the baselines the arena measures against.
LEVELS: tuple[str, ...] = ("beginner", "intermediate", "expert")
BASELINES: tuple[str, ...] = ("greedy-big",)


def decide(state: State, name: str, rnd: random.Random, budget: float | None = None) -> int:
    """The placement id chosen by a named strategy for the colour to move."""
    return levels.decide(LEVEL_TABLE, name, state, rnd, budget)
