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
from .greedy import among_best, greedy_max
from .lookahead import lookahead

#: Worlds per round of the expert's search at its own budget, by number of players.
EXPERT_WORLDS = {2: 12, 3: 8, 4: 6}
EXPERT_BUDGET = 4.0


#: The searching levels: (share of the expert's worlds, own turns simulated, candidates kept
#: by value, every round as costly as the first) and their budget, a safety cap.
SEARCHES = {
    "expert": ((1.0, 1, 8, False), EXPERT_BUDGET),
    "master": ((1.5, 2, 10, False), EXPERT_BUDGET),
}
#: How many of its highest-scoring placements each of the weakest levels draws from.
CHOICES = {"beginner": 12, "casual": 6, "intermediate": 3}


def searching(name: str):
    """A searching level's decide: `lookahead` with its share of the expert's worlds (scaled
    with the budget given against its own)."""
    (share, rounds, top, even), own = SEARCHES[name]

    def decide(state: State, rnd: random.Random, budget: float) -> Decision:
        worlds = share * EXPERT_WORLDS[state.players] * budget / own
        return lookahead(state, rnd, max(1, round(worlds)), budget, rounds, top, even)
    return decide


#: The levels offered to players, weakest first, under the site's names (tabletop.levels.NAMES).
#: The master is not yet told apart from the expert (+35 Elo over 420 games, docs/qwirkle.md):
#: the site's contract asks for six levels, and its strength is issue work still open.
LEVELS: tuple[str, ...] = ("beginner", "casual", "intermediate", "advanced", "expert", "master")
#: The level ids of records before version 2 (tabletop.records), by the level now: each moved up
#: a name; the expert and the master kept theirs.
FORMER: dict[str, str] = {"novice": "beginner", "beginner": "casual", "casual": "intermediate",
                          "intermediate": "advanced"}
#: Reference strategies for the arena, not offered as levels.
BASELINES: tuple[str, ...] = ("greedy-max",)

LEVEL_TABLE: dict[str, Level] = {
    level.name: level
    for level in (
        Level("beginner", "one of its twelve highest-scoring placements", 0.2,
              one_move(among_best(CHOICES["beginner"]))),
        Level("casual", "one of its six highest-scoring placements", 0.2,
              one_move(among_best(CHOICES["casual"]))),
        Level("intermediate", "one of its three highest-scoring placements", 0.2,
              one_move(among_best(CHOICES["intermediate"]))),
        Level("advanced", "points now, the tiles it keeps and the Qwirkles it leaves open "
              "to the next player, counting the unseen tiles", 0.3, one_move(thoughtful)),
        Level("expert", "samples the hidden tiles and plays the next round out for its best "
              "candidates; plays the end out", EXPERT_BUDGET, searching("expert")),
        Level("master", "the expert's search with twice the worlds on ten candidates, each "
              "followed through two rounds", EXPERT_BUDGET, searching("master")),
        Level("greedy-max", "baseline: most points now; trades only when it cannot place", 0.2,
              one_move(greedy_max)),
    )
}


def decide(state: State, name: str, rnd: random.Random, budget: float | None = None) -> Decision:
    """The core decision of a named strategy for the seat to move."""
    return levels.decide(LEVEL_TABLE, name, state, rnd, budget)
