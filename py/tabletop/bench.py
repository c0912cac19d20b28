"""Engine speed figures of any game (`python -m tabletop bench --game NAME`): printed, not
asserted.

A game with its own bench module (`<game>.bench`, e.g. genial.bench: its fast core, another
engine compared) is measured by it, built on the timing helpers here; any other game gets the
house's figures over the public API: a whole random game in each of its modes, with the legal
moves left lazy and with every one of them listed.

`page_figures(name)` is what `build.py bench` takes on CPython and inside Pyodide in Chromium
to compare them (`python -m tabletop bench --game NAME --page` prints the CPython side): those
engine figures, the strongest level's think time per decision (`think_summary`), the time
a player waits for a computer seat or a hint in the page, and the time a whole game's
analysis takes (`analysis_time`).
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import statistics
import time
from collections.abc import Callable
from types import ModuleType
from typing import Any

from .games import DEFAULT, ai_of


def command_line(prog: str, doc: str | None) -> argparse.ArgumentParser:
    """A bench's command line: `--json` and `--quick`, to which a game may add its own."""
    return with_options(argparse.ArgumentParser(prog=prog, description=(doc or "").split("\n")[0]))


def with_options(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The options every bench takes: `--json` and `--quick`."""
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (smoke test)")
    return parser


def show(out: dict[str, float], as_json: bool) -> None:
    """Print figures as a JSON object, or one aligned line each, in the unit each key says."""
    if as_json:
        print(json.dumps({k: round(v, 6) for k, v in out.items()}, indent=1))
        return
    width = max(map(len, out), default=0) + 2
    for key, value in out.items():
        print(f"{key:{width}} {value:12.3f}")


def best_of(fn: Callable[[int], object], n: int, repeats: int = 5) -> float:
    """Seconds per call of fn(i), the median over `repeats` runs of n calls."""
    runs = []
    for _ in range(repeats):
        t = time.perf_counter()
        for i in range(n):
            fn(i)
        runs.append((time.perf_counter() - t) / n)
    return statistics.median(runs)


def median_call(fn: Callable[[], object], repeats: int = 5) -> float:
    """Seconds of one call of fn(), the median over `repeats` calls."""
    return best_of(lambda _: fn(), 1, repeats)


def random_game(G: ModuleType, setup: dict[str, Any],
                materialise: bool = False) -> Callable[[int], None]:
    """A whole random game through the public API: legal_moves() and play() (with every legal
    move made into an object first when `materialise`)."""

    def run(i: int) -> None:
        game, rnd = G.new_game(seed=i, **setup), random.Random(i)
        while not game.over:
            moves = game.legal_moves()
            game.play(rnd.choice(list(moves) if materialise else moves))

    return run


def mode_label(setup: dict[str, Any]) -> str:
    """A mode as a figure's key: '2p', '4p_teams', '2p_variant_duo'."""
    parts = [f"{setup['players']}p"]
    parts += [k if v is True else f"{k}_{v}" for k, v in setup.items() if k != "players" and v]
    return "_".join(parts)


def figures(G: ModuleType, quick: bool = False) -> dict[str, float]:
    """The house's figures of a game, in milliseconds: a random game per mode, lazy and listed."""
    n = 3 if quick else 20
    out: dict[str, float] = {}
    for setup in G.MODES:
        label = mode_label(setup)
        out[f"api_game_{label}_ms"] = best_of(random_game(G, setup), n) * 1e3
        out[f"api_game_{label}_listed_ms"] = best_of(random_game(G, setup, True), n) * 1e3
    return out


def own_module(G: ModuleType, name: str) -> ModuleType | None:
    """The game's own submodule `name` (`bench`, `ai.bench`), if it has one."""
    path = f"{G.__name__}.{name}"
    try:
        return importlib.import_module(path)
    except ModuleNotFoundError as err:
        parents = {path.rsplit(".", k)[0] for k in range(path.count(".") + 1)}
        if err.name not in parents:  # a module that exists but fails to import
            raise
        return None


def own_bench(G: ModuleType) -> ModuleType | None:
    """The game's own bench module (`<game>.bench`), if it has one."""
    return own_module(G, "bench")


def think_times(G: ModuleType, level: str, setup: dict[str, Any], seed: int = 1,
                most: int | None = None) -> list[float]:
    """Seconds per decision of a level playing every seat of one seeded game (its first `most`
    decisions), asked through `G.ai.choose` as the page's worker asks for a computer seat."""
    ai = ai_of(G)
    game, times = G.new_game(seed=seed, **setup), list[float]()
    while not game.over and (most is None or len(times) < most):
        started = time.perf_counter()
        move = ai.choose(game, level, seed=len(times))
        times.append(time.perf_counter() - started)
        game.play(move)
    return times


def think_summary(G: ModuleType, level: str | None = None, setup: dict[str, Any] | None = None,
                  quick: bool = False) -> dict[str, float]:
    """Mean and longest think time of a level (the game's strongest by default) over one
    seeded game (2 players where the game has that mode, else its first mode; the first few
    decisions only when `quick`), keyed like genial.ai.bench's: `expert_think_mean_s`."""
    level = level or ai_of(G).LEVELS[-1]
    if setup is None:
        setup = next((m for m in G.MODES if m == {"players": 2}), G.MODES[0])
    times = think_times(G, level, setup, most=6 if quick else None)
    return {f"{level}_think_mean_s": statistics.fmean(times), f"{level}_think_max_s": max(times)}


def analysis_time(G: ModuleType, quick: bool = False) -> dict[str, float]:
    """Seconds to analyse a whole game for one seat as the page's Analysis does (one
    `review.analyse` per placement of seat 0; the first four only when `quick`), in a seeded
    game of the beginner on every seat (2 players where the game has that mode): the time a
    player waits for the analysis panel to fill, and its mean playouts per position."""
    from . import review
    from .games import page

    setup = next((m for m in G.MODES if m.get("players") == 2), G.MODES[0])
    ai, game = ai_of(G), G.new_game(seed=5, **setup)
    while not game.over:
        game.play(ai.choose(game, ai.LEVELS[0], seed=len(game.decisions)))
    analysable = page(G, "analysable")
    indices = [e["index"] for e in review.history(game)
               if e["seat"] == 0 and analysable(G.parse_move(e["move"]))][:4 if quick else None]
    started = time.perf_counter()
    results = [review.analyse(game, index) for index in indices]
    return {"analysis_game_s": time.perf_counter() - started,
            "analysis_playouts_mean": statistics.fmean(r["outlook"]["playouts"] for r in results)}


def page_figures(name: str, quick: bool = False) -> dict[str, float]:
    """A game's engine figures (its own bench's, else the house's) with its strongest level's
    think time: the game's own think summary (`<game>.ai.bench.think_summary`), the one its
    figures already hold, else the house's `think_summary`."""
    G = importlib.import_module(name)
    own = own_bench(G)
    out = dict(own.figures(quick) if own is not None else figures(G, quick))
    level = ai_of(G).LEVELS[-1]
    if not {f"{level}_think_mean_s", f"{level}_think_max_s"} <= set(out):
        ai_bench = own_module(G, "ai.bench")
        summary = getattr(ai_bench, "think_summary", None)
        out.update(summary() if summary is not None else think_summary(G, level, quick=quick))
    out.update(analysis_time(G, quick))
    return out


def is_duration(key: str) -> bool:
    """Whether a figure (by its key's unit) is a time, where lower is faster: `_ms`, `_us` or
    `_s`, not a rate (`_per_s`) nor a count."""
    return key.endswith(("_ms", "_us", "_s")) and not key.endswith("_per_s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tabletop bench", description=__doc__.split("\n")[0])
    parser.add_argument("--game", default=DEFAULT, help="the game package, by name")
    parser.add_argument("--page", action="store_true",
                        help="the figures build.py bench compares with Pyodide's, as JSON")
    args, rest = parser.parse_known_args(argv)
    G = importlib.import_module(args.game)
    own = own_bench(G)
    if own is not None and not args.page:
        code: int = own.main(rest)
        return code
    args = with_options(parser).parse_args(argv)
    out = page_figures(args.game, args.quick) if args.page else figures(G, args.quick)
    show(out, args.json or args.page)
    return 0
