"""Engine speed figures (`python -m blokus bench`): printed, not asserted.

- listing: the median time to list every legal placement of a 4-colour mid-game position
  (24 random placements in), by the core and as public `Place` objects;
- a whole random 4-colour game through the public API (`legal_moves()` and `play()`);
- the master's playouts (`ai.playout`): a whole game by the policy from the start, in the
  two-player classic game (`playout_2p_ms`, which build.py prints as playouts per second)
  and in Duo, and a Duo playout from 8 placements in, where the search mostly starts them;
- the advanced level's time per decision over a whole 4-colour game and a Duo game, and the
  master's
  over a Duo game.

The same work is timed on the Blokus engines from PyPI that are installed (`bench_rivals`),
in the same run, so that machine load affects all figures alike. Runs unchanged under
Pyodide: `from blokus.bench import main; main(["--quick"])`.
"""

from __future__ import annotations

import random
import statistics

import blokus
from tabletop.bench import best_of, command_line, random_game, show, think_times

from .ai.playout import playout
from .config import Mode
from .core import State
from .game import Game, new_game

MIDGAME_PLACEMENTS = 24


def midgame(seed: int = 11) -> Game:
    """A fixed 4-colour mid-game position: 24 random placements in."""
    game, rnd = new_game(players=4, seed=seed), random.Random(seed)
    for _ in range(MIDGAME_PLACEMENTS):
        game.play(rnd.choice(game.legal_moves()))
    return game


def playout_figures(n: int) -> dict[str, float]:
    """The playouts' times (seeded, so every run plays the same games)."""
    duo, two = Mode(2, variant="duo"), Mode(2)
    middle = State(duo)
    playout(middle, random.Random(8), 8)  # eight placements in, by the policy
    return {"playout_2p_ms": best_of(lambda i: playout(State(two), random.Random(i)), n) * 1e3,
            "playout_duo_ms": best_of(lambda i: playout(State(duo), random.Random(i)), n) * 1e3,
            "playout_duo_midgame_ms": best_of(
                lambda i: playout(middle.copy(), random.Random(i)), n) * 1e3}


def figures(quick: bool = False, think: bool = True) -> dict[str, float]:
    """Every figure of ours, in the unit its key says."""
    n = 5 if quick else 50
    game = midgame()
    out: dict[str, float] = {"midgame_placements": len(game.legal_moves())}
    out["list_core_ms"] = best_of(lambda i: game.core.legal(), n * 4) * 1e3
    out["list_public_ms"] = best_of(lambda i: list(game.legal_moves()), n * 4) * 1e3
    out["random_game_ms"] = best_of(random_game(blokus, {"players": 4}), max(2, n // 5)) * 1e3
    out.update(playout_figures(n))
    if think:
        for label, variant in (("4p", None), ("duo", "duo")):
            times = think_times(blokus, "advanced", {"variant": variant})
            out[f"advanced_{label}_mean_s"] = statistics.fmean(times)
            out[f"advanced_{label}_max_s"] = max(times)
        out.update(master_duo(quick))
    return out


def master_duo(quick: bool = False) -> dict[str, float]:
    """The master's think time over a seeded Duo game (its first six decisions when `quick`):
    Duo gives it more simulations than the classic board (`ai.levels.SIMULATIONS`), whose
    think time the page's bench reports as the game's own (`tabletop.bench.page_figures`)."""
    times = think_times(blokus, "master", {"variant": "duo"}, most=6 if quick else None)
    return {"master_duo_think_mean_s": statistics.fmean(times),
            "master_duo_think_max_s": max(times)}


def main(argv: list[str] | None = None) -> int:
    parser = command_line("blokus bench", __doc__)
    parser.add_argument("--no-think", action="store_true",
                        help="skip the think times (the advanced level's, the master's in Duo)")
    parser.add_argument("--no-rivals", action="store_true", help="skip the PyPI engines")
    args = parser.parse_args(argv)
    out = figures(args.quick, not args.no_think)
    if not args.no_rivals:
        from .bench_rivals import rival_figures

        out.update(rival_figures(args.quick))
    show(out, args.json)
    return 0
