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
from .mcts import search

ADVANCED_BUDGET = 2.0
#: The master's simulations per decision by board, about a second each on CPython (a
#: simulation on the classic board costs about 2.5 times one in Duo; the README has the think
#: times), and its safety cap in seconds: the longest decision the page may wait for. In Duo,
#: 1300 beat Pentobi's level 5 more often than 800 did on the same seeds (docs/blokus.md).
SIMULATIONS = {"duo": 1300, "classic": 350}
MASTER_BUDGET = 5.0


def _scaled(work: int, budget: float, own: float) -> int:
    """A level's work for a budget: its own, or less in proportion to a smaller budget."""
    return max(1, round(work * min(1.0, budget / own)))


def _advanced(state: State, rnd: random.Random, budget: float) -> int:
    return lookahead(state, rnd, _scaled(CANDIDATES, budget, ADVANCED_BUDGET), budget)


def searching(share: float):
    """A level's decide: the tree search with that share of the master's simulations."""
    def decide(state: State, rnd: random.Random, budget: float) -> int:
        work = round(share * SIMULATIONS[state.mode.variant.name])
        return search(state, rnd, _scaled(work, budget, MASTER_BUDGET), budget)
    return decide


LEVEL_TABLE: dict[str, Level] = {
    level.name: level
    for level in (
        Level("beginner", "a random placement, big pieces likelier", 0.2, one_move(beginner)),
        Level("casual", "the largest piece that opens the most corners", 0.2,
              one_move(greedy_big)),
        Level("intermediate", "the best placement now: big pieces, corners opened, "
              "opponents' corners taken, the centre early", 0.3, one_move(heuristic)),
        Level("advanced", "follows the most promising placements through the opponents' "
              "replies and compares squares placed and room left", ADVANCED_BUDGET, _advanced),
        Level("expert", "the master's search, with a quarter of its simulations",
              MASTER_BUDGET, searching(1 / 4)),
        Level("master", "Monte Carlo tree search: plays the placements a move model learnt from "
              "Pentobi's games finds likeliest out to the end many times over and keeps the "
              "one that wins most", MASTER_BUDGET,
              searching(1.0)),
        Level("greedy-big", "baseline: the largest piece that opens the most corners", 0.2,
              one_move(greedy_big)),
    )
}

#: The levels offered to players, weakest first, under the site's names (tabletop.levels.NAMES);
#: the baselines the arena measures against.
LEVELS: tuple[str, ...] = ("beginner", "casual", "intermediate", "advanced", "expert", "master")
BASELINES: tuple[str, ...] = ("greedy-big",)
#: The level ids of records before version 2 (tabletop.records), by the level now: the
#: one-round lookahead was the expert, the master's search with a quarter of its simulations
#: the champion.
FORMER: dict[str, str] = {"expert": "advanced", "champion": "expert"}
#: The level whose decision a hint shows: the lookahead, fast enough for a hint button (the
#: searching levels above it think for seconds).
HINT_LEVEL = "advanced"


def decide(state: State, name: str, rnd: random.Random, budget: float | None = None) -> int:
    """The placement id chosen by a named strategy for the colour to move."""
    return levels.decide(LEVEL_TABLE, name, state, rnd, budget)
