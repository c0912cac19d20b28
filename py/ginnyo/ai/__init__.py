"""Computer opponents for Ginny-O: levels, a hint for the human, and move values for analysis.

>>> import ginnyo, ginnyo.ai
>>> g = ginnyo.new_game(players=2, seed=7)
>>> move = ginnyo.ai.choose(g, "intermediate", seed=1)
>>> events = g.play(move)

A decision uses only what its seat may see (the board, the scores, its own hand, how many
tiles the box and the other hands hold): the expert deals the unseen tiles again from that
information (see `search`). The strategies run on the engine's integer core (`Game.core`);
this module turns their decisions into the public `Play`, `Discard` and `Pass`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop.levels import Computer

from ..game import Game, public_play
from ..moves import Discard, Move, Pass
from ..tiles import TILE_CODES
from .evaluate import Decision
from .levels import BASELINES, LEVEL_TABLE, LEVELS
from .lookahead import simulate, world

__all__ = ["BASELINES", "LEVELS", "budget_of", "choose", "evaluate_moves", "hint"]

#: The levels and baselines offered through the public API (`tabletop.levels.Computer`).
COMPUTER = Computer(LEVEL_TABLE, lambda game, decision: public_move(decision))
budget_of, choose, hint = COMPUTER.budget_of, COMPUTER.choose, COMPUTER.hint
#: Sampled worlds behind each value of `evaluate_moves`.
ANALYSIS_WORLDS = 12


def evaluate_moves(game: Game, moves: Sequence[Move | str], *, seed: int = 0) -> list[float]:
    """What each decision of the seat to move is worth, in points of margin: the points it
    scores and lets the seat score at its next turn, minus what the other seats score in
    between (their mean), averaged over the same sampled deals of the hidden tiles. Near
    the end of the game the turns run to the end, hand penalties included. Comparable within
    one position: "this play was worth 12 points less than the best"."""
    state, seat = game.core, game.to_move
    decisions = [game.decision(m) for m in moves]
    rnd = random.Random(seed)
    pool = state.unseen(seat)
    worlds = [world(state, seat, pool, rnd) for _ in range(ANALYSIS_WORLDS)]
    return [sum(simulate(w, d, seat) for w in worlds) / len(worlds) for d in decisions]


def public_move(decision: Decision) -> Move:
    """The public move of an AI decision."""
    if decision[0] == "play":
        return public_play(decision[1])
    if decision[0] == "discard":
        return Discard(TILE_CODES[t] for t in decision[1])
    return Pass()
