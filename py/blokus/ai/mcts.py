"""The master: Monte Carlo tree search with priors, on the integer core.

Each simulation walks down the tree from the position to decide, choosing at every node the
placement of best PUCT value (its mean result so far, plus an exploration bonus in proportion
to its prior and shrinking with its visits), adds one node, plays the game out from there
(`playout`), and counts the result for every side at every node on the way back.

- **Candidates and priors**: a node considers only its `WIDTH` placements of best immediate
  value (`evaluate.Scorer`: size, corners opened, opponents' corners taken, the centre early),
  which keeps the search on moves a strong player would look at; their priors are a softmax of
  that value.
- **Results**: a side's result is 1 for a win, 0 for a loss, ½ for a tie, moved a little by
  the margin (`MARGIN`), so that among won lines the search prefers the wider.
- **Any mode**: a node belongs to the side of the seat deciding there, so four-colour games,
  teams and the neutral colour use the same search for one colour each.

The work is a number of simulations, so that a seeded decision repeats; the deadline in
seconds only cuts the search short on a slow machine.
"""

from __future__ import annotations

import math
import random
import time

from ..core import OVER, State
from .evaluate import Scorer, side_values
from .playout import playout

#: Placements a node considers: at the root, and below it.
ROOT_WIDTH = 24
WIDTH = 10
#: Exploration constant of PUCT, and the temperature (in squares) of the priors' softmax.
EXPLORE = 1.0
TEMPERATURE = 1.0
#: How much of a result the margin moves (at `MARGIN_SQUARES` squares or more).
MARGIN = 0.1
MARGIN_SQUARES = 30
#: Placements a playout makes before the position is valued by `side_values` (None: to the
#: end of the game, and the final scores).
DEPTH: int | None = None
#: The value assumed of a placement not yet visited (first-play urgency), below a draw.
UNVISITED = 0.4


class Node:
    """A position in the tree: its side, candidates with priors, and their visits."""

    __slots__ = ("children", "moves", "priors", "side", "totals", "visits")

    def __init__(self, state: State, width: int) -> None:
        self.side = state.mode.side_of(state.to_move)
        moves = state.legal()
        ranked = sorted(zip(Scorer(state).values(moves), moves, strict=True), reverse=True)[:width]
        self.moves = [pid for _, pid in ranked]
        top = ranked[0][0]
        weights = [math.exp((value - top) / TEMPERATURE) for value, _ in ranked]
        total = sum(weights)
        self.priors = [w / total for w in weights]
        self.visits = [0] * len(ranked)
        self.totals = [0.0] * len(ranked)
        self.children: list[Node | None] = [None] * len(ranked)

    def select(self) -> int:
        """The index of the candidate of best PUCT value."""
        visits, totals, priors = self.visits, self.totals, self.priors
        scale = EXPLORE * math.sqrt(sum(visits) + 1)
        best, top = 0, float("-inf")
        for i, n in enumerate(visits):
            value = (totals[i] / n if n else UNVISITED) + scale * priors[i] / (1 + n)
            if value > top:
                best, top = i, value
        return best


def results(scores: list[int]) -> list[float]:
    """Each side's result of a finished game (see the module's docstring)."""
    out = []
    for side, own in enumerate(scores):
        margin = own - max(s for other, s in enumerate(scores) if other != side)
        sign = (margin > 0) - (margin < 0)
        out.append(0.5 + (0.5 - MARGIN) * sign
                   + MARGIN * max(-1.0, min(1.0, margin / MARGIN_SQUARES)))
    return out


def simulate(root: Node, state: State, rnd: random.Random) -> None:
    """One simulation from the root's position (`state` is changed)."""
    path: list[tuple[Node, int]] = []
    node: Node | None = root
    while node is not None:
        i = node.select()
        path.append((node, i))
        state.apply(node.moves[i])
        if state.phase == OVER:
            break
        child = node.children[i]
        if child is None and node.visits[i]:  # a node for a line seen twice
            node.children[i] = Node(state, WIDTH)
        node = child
    if state.phase != OVER:
        playout(state, rnd, DEPTH)
    outcome = results(state.scores() if state.phase == OVER else side_values(state))
    for node, i in path:
        node.visits[i] += 1
        node.totals[i] += outcome[node.side]


def search(state: State, rnd: random.Random, simulations: int, seconds: float) -> int:
    """The master's decision: the most visited candidate after `simulations` simulations
    (fewer if `seconds` run out first)."""
    root = Node(state, ROOT_WIDTH)
    if len(root.moves) == 1:
        return root.moves[0]
    deadline = time.perf_counter() + seconds
    for _ in range(simulations):
        simulate(root, state.copy(), rnd)
        if time.perf_counter() > deadline:
            break
    return root.moves[max(range(len(root.moves)), key=root.visits.__getitem__)]
