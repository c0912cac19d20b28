"""The master: Monte Carlo tree search with priors, on the integer core.

Each simulation walks down the tree from the position to decide, choosing at every node the
placement of best PUCT value (its mean result so far, plus an exploration bonus in proportion
to its prior and shrinking with its visits), adds a node where it leaves the tree on a line
seen before, plays the game out from there (`playout`), and counts the result at every node
on the way back, for the side deciding there.

- **Candidates and priors**: a node considers only its `WIDTH` placements (`ROOT_WIDTH` at
  the root) most likely by the move model (`model.MoveModel`, learnt from Pentobi's games:
  size, corners opened and taken, room, answers to the opponents' last placements), which
  keeps the search on moves a strong player would look at; their priors are the model's
  probabilities among them (a softmax of its values).
- **RAVE**: a placement's value is also learnt from every simulation in which the colour
  made it later on, in the tree or in the playout (all moves as first, as Pentobi does): a
  fair first guess, worth less as the placement's own visits grow (`RAVE_EQUIVALENCE`).
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

from tabletop.search import deadline, passed

from ..core import OVER, State
from .model import MoveModel
from .playout import playout

#: Placements a node considers: at the root, and below it. With the move model's priors,
#: wider nodes than the 24 and 10 of the former priors won more (docs/blokus.md's trials),
#: and 48 and 24 let more simulations pay.
ROOT_WIDTH = 48
WIDTH = 24
#: Exploration constant of PUCT, and the temperature of the priors' softmax (1: the move
#: model's own probabilities).
EXPLORE = 1.0
TEMPERATURE = 1.0
#: How much of a result the margin moves (at `MARGIN_SQUARES` squares or more).
MARGIN = 0.1
MARGIN_SQUARES = 30
#: RAVE's weight is `shared / (shared + n + n * shared / RAVE_EQUIVALENCE)` for a placement of
#: n visits of its own and `shared` RAVE visits: it fades once n passes about this many.
RAVE_EQUIVALENCE = 100
#: The value assumed of a placement not yet visited (first-play urgency), below a draw.
UNVISITED = 0.4


class Node:
    """A position in the tree: its side, candidates with priors, and their visits."""

    __slots__ = ("amaf_totals", "amaf_visits", "children", "colour", "index", "moves", "priors",
                 "side", "totals", "visits")

    def __init__(self, state: State, width: int) -> None:
        self.side = state.mode.side_of(state.to_move)
        self.colour = state.colour
        moves = state.legal()
        ranked = sorted(zip(MoveModel(state).values(moves), moves, strict=True),
                        reverse=True)[:width]
        self.moves = [pid for _, pid in ranked]
        top = ranked[0][0]
        weights = [math.exp((value - top) / TEMPERATURE) for value, _ in ranked]
        total = sum(weights)
        self.priors = [w / total for w in weights]
        self.visits = [0] * len(ranked)
        self.totals = [0.0] * len(ranked)
        self.children: list[Node | None] = [None] * len(ranked)
        self.index = {pid: i for i, pid in enumerate(self.moves)}
        self.amaf_visits = [0] * len(ranked)
        self.amaf_totals = [0.0] * len(ranked)

    def select(self) -> int:
        """The index of the candidate of best PUCT value, its mean blended with RAVE's."""
        visits, totals, priors = self.visits, self.totals, self.priors
        amaf_visits, amaf_totals = self.amaf_visits, self.amaf_totals
        scale = EXPLORE * math.sqrt(sum(visits) + 1)
        best, top = 0, float("-inf")
        for i, n in enumerate(visits):
            mean = totals[i] / n if n else UNVISITED
            shared = amaf_visits[i]
            if shared:
                weight = shared / (shared + n + n * shared / RAVE_EQUIVALENCE)
                mean += weight * (amaf_totals[i] / shared - mean)
            value = mean + scale * priors[i] / (1 + n)
            if value > top:
                best, top = i, value
        return best

    def share(self, played: list[tuple[int, int]], result: float) -> None:
        """Count a simulation's result for each candidate that this node's colour made in it
        (`played`: the moves after this node, each (colour, placement))."""
        index, colour = self.index, self.colour
        for c, pid in played:
            i = index.get(pid) if c == colour else None
            if i is not None:
                self.amaf_visits[i] += 1
                self.amaf_totals[i] += result


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
    played: list[tuple[int, int]] = []  # every (colour, placement) of the simulation
    node: Node | None = root
    while node is not None:
        i = node.select()
        path.append((node, i))
        played.append((state.colour, node.moves[i]))
        state.apply(node.moves[i])
        if state.phase == OVER:
            break
        child = node.children[i]
        if child is None and node.visits[i]:  # a node for a line seen twice
            node.children[i] = Node(state, WIDTH)
        node = child
    if state.phase != OVER:
        playout(state, rnd, played=played)
    outcome = results(state.scores())
    for depth, (node, i) in enumerate(path):
        result = outcome[node.side]
        node.visits[i] += 1
        node.totals[i] += result
        node.share(played[depth:], result)


def search(state: State, rnd: random.Random, simulations: int, seconds: float) -> int:
    """The master's decision: the most visited candidate after `simulations` simulations
    (fewer if `seconds` run out first)."""
    root = Node(state, ROOT_WIDTH)
    if len(root.moves) == 1:
        return root.moves[0]
    stop = deadline(seconds)
    for _ in range(simulations):
        simulate(root, state.copy(), rnd)
        if passed(stop):
            break
    return root.moves[max(range(len(root.moves)), key=root.visits.__getitem__)]
