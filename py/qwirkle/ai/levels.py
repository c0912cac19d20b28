"""The computer players by name: each level's strategy and time budget, on the integer core.

A level's effort is a fixed amount of work (worlds sampled by the search), so a seeded decision
does not depend on the clock; the budget in seconds is only a safety cap for slow or loaded
machines, set well above the time the work takes (`python -m qwirkle bench`: the expert's mean
is a few tenths of a second on CPython), so that it does not cut a decision short and change
it. Passing another budget scales the work with it.
"""

from __future__ import annotations

import random

from tabletop import levels
from tabletop.levels import Level, one_move

from ..core import Decision, State
from .evaluate import thoughtful
from .greedy import beginner, greedy_max
from .lookahead import lookahead

#: Worlds per round of the expert's search at its own budget, by number of players.
EXPERT_WORLDS = {2: 12, 3: 8, 4: 6}
EXPERT_BUDGET = 4.0


def _expert(state: State, rnd: random.Random, budget: float) -> Decision:
    worlds = EXPERT_WORLDS[state.players] * budget / EXPERT_BUDGET
    return lookahead(state, rnd, max(1, round(worlds)), budget)


#: The levels offered to players, weakest first.
LEVELS: tuple[str, ...] = ("beginner", "intermediate", "expert")
#: Reference strategies for the arena, not offered as levels.
BASELINES: tuple[str, ...] = ("greedy-max",)

LEVEL_TABLE: dict[str, Level] = {
    level.name: level
    for level in (
        Level("beginner", "one of its three highest-scoring placements", 0.2,
              one_move(beginner)),
        Level("intermediate", "points now, the tiles it keeps and the Qwirkles it leaves open "
              "to the next player, counting the unseen tiles", 0.3, one_move(thoughtful)),
        Level("expert", "samples the hidden tiles and plays the next round out for its best "
              "candidates; plays the end out", EXPERT_BUDGET, _expert),
        Level("greedy-max", "baseline: most points now; trades only when it cannot place", 0.2,
              one_move(greedy_max)),
    )
}


def decide(state: State, name: str, rnd: random.Random, budget: float | None = None) -> Decision:
    """The core decision of a named strategy for the seat to move."""
    return levels.decide(LEVEL_TABLE, name, state, rnd, budget)
