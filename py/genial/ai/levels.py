"""The computer players by name: each level's strategy and time budget, on the integer core.

A level's effort is a fixed amount of work (worlds sampled by the search), so a seeded decision
does not depend on the clock. It is calibrated to fit well within the budget in the browser:
Pyodide runs the expert about twice as slow as CPython here (`genial.ai.bench`), and more
worlds were measured not to make it stronger. The budget itself is only a safety cap.
Passing another budget scales the work with it.
"""

from __future__ import annotations

import random

from tabletop import levels
from tabletop.levels import Level, one_move

from ..core import State
from .greedy import any_tile, balanced, greedy_lowest, points_hunter
from .lookahead import lookahead

#: The arena's reference strategy; not offered as a level.
BASELINE = "greedy-lowest"


#: Worlds per round of the expert's search at its own budget, by number of players
#: (a world costs about one turn per seat of greedy play for each candidate still alive).
EXPERT_WORLDS = {1: 32, 2: 10, 3: 6, 4: 4}
EXPERT_BUDGET = 1.2


#: The searching levels: (share of the expert's worlds, own turns simulated, candidates kept
#: by immediate gain, every round as costly as the first) and their budget, a safety cap.
#: The master's five times the worlds, three turns deep, beat the expert more often than twice
#: the worlds two turns deep did (docs/genial.md has the games of both).
SEARCHES = {
    "advanced": ((0.1, 1, 3, False), 0.6),
    "expert": ((1.0, 1, 10, False), EXPERT_BUDGET),
    "master": ((5.0, 3, 10, False), 4.0),
}
#: A level's share of the expert's worlds at a table size where its own share would not fit the
#: page's budget (≤ 1.5 s a decision, about 0.75 s of CPython CPU): with five shares the master
#: took 0.8-1.15 s of CPU a decision with three or four seats (one master seat against experts,
#: seeded games), so larger tables get fewer worlds, about the two-player work per decision.
SHARE_AT = {("master", 3): 4.0, ("master", 4): 3.0}


def searching(name: str):
    """A searching level's decide: `lookahead` with its share of the expert's worlds (scaled
    with the budget given against its own)."""
    (share, turns, top, even), own = SEARCHES[name]

    def decide(state: State, rnd: random.Random, budget: float) -> int:
        players = state.mode.players
        worlds = SHARE_AT.get((name, players), share) * EXPERT_WORLDS[players] * budget / own
        return lookahead(state, rnd, max(1, round(worlds)), budget, turns, top, even)
    return decide


LEVEL_TABLE: dict[str, Level] = {
    level.name: level
    for level in (
        Level(
            "beginner",
            "lays a tile of its hand picked at random where it scores most",
            0.2,
            one_move(any_tile),
        ),
        Level(
            "casual",
            "takes the most points now, whatever the colour, or one turn in three "
            "lays a tile picked at random",
            0.2,
            one_move(points_hunter),
        ),
        Level(
            "intermediate",
            "raises its lowest colours first and values bonus placements "
            "and the swap, one move deep",
            0.3,
            one_move(balanced),
        ),
        Level(
            "advanced",
            "the expert's search on its three best placements, with a tenth of its worlds",
            SEARCHES["advanced"][1],
            searching("advanced"),
        ),
        Level(
            "expert",
            "samples the hidden tiles and looks ahead through every other "
            "seat's turn, to the end of the game near the end",
            EXPERT_BUDGET,
            searching("expert"),
        ),
        Level(
            "master",
            "the expert's search with five times the worlds, each followed through "
            "three turns of every seat",
            SEARCHES["master"][1],
            searching("master"),
        ),
        Level(
            BASELINE,
            "baseline: best sorted markers after the move, swaps when allowed",
            0.3,
            one_move(greedy_lowest),
        ),
    )
}

#: The levels offered to players, weakest first.
LEVELS: tuple[str, ...] = ("beginner", "casual", "intermediate", "advanced", "expert", "master")
#: The arena's reference strategies, not offered to players.
BASELINES: tuple[str, ...] = (BASELINE,)


def decide(state: State, name: str, rnd: random.Random, budget: float | None = None) -> int:
    """The int-coded decision of a named strategy for the seat to move."""
    return levels.decide(LEVEL_TABLE, name, state, rnd, budget)
