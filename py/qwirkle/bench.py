"""Qwirkle's engine and AI speed figures (`python -m qwirkle bench`, which is
`python -m tabletop bench --game qwirkle`): printed, not asserted.

Runs unchanged under Pyodide (`from qwirkle.bench import main; main([])`), so the same figures
can be taken in the browser's runtime and compared with CPython's.

- `legal_midgame_ms`: median time to list every legal placement, with its points, of a
  mid-game position (6 tiles in hand, 40 or more on the table) — the core's generator — and
  `legal_moves_midgame_ms` the same through the public API (every decision as an object,
  trades included);
- `api_game_2p_ms`: a whole random 2-player game through the public API (legal_moves, play);
- `greedy_game_2p_ms`: a whole game of the greedy baseline on the core (the AI's playouts);
- `expert_think_*_s`: the expert's seconds per decision over a seeded 2-player game.
"""

from __future__ import annotations

import random
import statistics
from functools import partial

import qwirkle
from tabletop.bench import best_of, command_line, median_call, random_game, show, think_times

from .ai.greedy import greedy_max
from .core import OVER, State
from .game import Game, new_game, public_move
from .legal import placements


def midgame_positions(count: int) -> list[Game]:
    """Positions of greedy games with 6 tiles in hand and 40 or more on the table."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        game, rnd = new_game(2, seed=seed), random.Random(seed)
        while not game.over and len(found) < count:
            if len(game.board) >= 40 and len(game.hand(game.to_move)) == 6:
                found.append(game.copy())
            game.play(public_move(greedy_max(game.core, rnd)))
        seed += 1
    return found


def greedy_game(seed: int) -> None:
    """A whole 2-player game of the greedy baseline on the core."""
    state, rnd = State(2, seed), random.Random(seed)
    while state.phase != OVER:
        state.apply(greedy_max(state, rnd))



def figures(quick: bool = False) -> dict[str, float]:
    """Every figure, in the unit its key says."""
    games = 3 if quick else 20
    positions = midgame_positions(10 if quick else 60)
    out = {
        "legal_midgame_ms": statistics.median(
            median_call(partial(placements, g.core)) for g in positions) * 1e3,
        "legal_moves_midgame_ms": statistics.median(
            median_call(g.legal_moves, 3) for g in positions) * 1e3,
        "api_game_2p_ms": best_of(random_game(qwirkle, {"players": 2}), games, 1) * 1e3,
        "greedy_game_2p_ms": best_of(greedy_game, games, 1) * 1e3,
    }
    times = sorted(think_times(qwirkle, "expert", {"players": 2}, most=5 if quick else None))
    out["expert_think_mean_s"] = statistics.fmean(times)
    out["expert_think_p90_s"] = times[int(0.9 * (len(times) - 1))]
    out["expert_think_max_s"] = times[-1]
    return out


def main(argv: list[str] | None = None) -> int:
    args = command_line("qwirkle bench", __doc__).parse_args(argv)
    show(figures(args.quick), args.json)
    return 0
