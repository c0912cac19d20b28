"""The computer players by name: the levels offered to players and the arena's baseline.

Each is a function `(state, rnd, budget) -> decision` on the integer core. One-move players
ignore the budget; the expert's work is counted in sampled worlds per round of its search,
and the budget (seconds) is only a safety cap, so a seeded decision repeats.
"""

from __future__ import annotations

import random

from tabletop import levels
from tabletop.levels import Level, one_move

from ..core import State
from .evaluate import Decision
from .greedy import SIGHT, careless, greedy_max, noticing, short, thrifty
from .lookahead import lookahead

#: Sampled worlds per candidate in the first round of the expert's search, by players (each
#: later round as costly: `search.lookahead`): a world costs a turn of greedy play per seat,
#: so more players get fewer worlds. Two players, against greedy-max over the same 400 deals:
#: 6 worlds a round won 60.6%, 10 won 64.8%. The longest decisions are cut short by the
#: search's cap on work (`search.MOST_WORK`).
EXPERT_WORLDS = {2: 10, 3: 4, 4: 3}
EXPERT_BUDGET = 2.0  # a safety cap only: the work above, not the clock, ends a decision

#: The searching levels: (share of the expert's worlds, plays kept by points (None: the
#: search's own), share of its cap on work) and their budget, a safety cap.
SEARCHES = {
    "expert": ((1.0, None, 1.0), EXPERT_BUDGET),
    "master": ((2.0, 10, 2.0), 4.0),
}


def searching(name: str):
    """A searching level's decide: `lookahead` with its share of the expert's worlds and work."""
    (share, top, work), _ = SEARCHES[name]

    def decide(state: State, rnd: random.Random, budget: float) -> Decision:
        worlds = max(1, round(share * EXPERT_WORLDS[state.players]))
        return lookahead(state, rnd, worlds, budget, top, work)
    return decide


LEVEL_TABLE: dict[str, Level] = {
    level.name: level
    for level in (
        Level("beginner", "a play of as few tiles and points as it can find", 0.2,
              one_move(short)),
        Level("casual", "the first play it notices, or three turns in five as few tiles "
              "as it can", 0.2, one_move(careless)),
        Level("intermediate", "the first play it notices", 0.2,
              one_move(noticing(SIGHT))),
        Level("advanced", "the most points, keeping jokers and aces for bigger melds",
              0.2, one_move(thrifty)),
        Level("expert", "samples the hidden tiles and looks a turn ahead for every seat, "
              "to the end of the game once the box is nearly empty", EXPERT_BUDGET,
              searching("expert")),
        Level("master", "the expert's search with twice the worlds and work, on ten plays",
              SEARCHES["master"][1], searching("master")),
        Level("greedy-max", "baseline: the most points now; its loosest tiles back when it "
              "cannot play", 0.2, one_move(greedy_max)),
    )
}

#: The levels offered to players, weakest first, under the site's names (tabletop.levels.NAMES);
#: the arena's baselines. The master is not yet told apart from the expert (51.5% of 270 games,
#: docs/ginnyo.md): the site's contract asks for six levels, and its strength is issue work
#: still open.
LEVELS: tuple[str, ...] = ("beginner", "casual", "intermediate", "advanced", "expert", "master")
BASELINES: tuple[str, ...] = ("greedy-max",)
#: The level ids of records before version 2 (tabletop.records), by the level now: each moved up
#: a name; the expert and the master kept theirs.
FORMER: dict[str, str] = {"novice": "beginner", "beginner": "casual", "casual": "intermediate",
                          "intermediate": "advanced"}


def decide(state: State, name: str, rnd: random.Random, budget: float | None = None) -> Decision:
    """The decision of a named strategy for the seat to move."""
    return levels.decide(LEVEL_TABLE, name, state, rnd, budget)
