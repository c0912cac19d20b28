"""Blokus's engine figures, Pyodide in Chromium against CPython, steady on a shared machine.

`python3 build.py bench --game blokus` times CPython first and Chromium after, each figure the
median of a few runs, so a load swing between the two lands on one side only: on this 2-core
machine shared with other jobs, runs at a load of 5 to 6 read anything from 0.6x to 2.6x for
the same code. Here the same work (the bench's mid-game position and random games, and the
advanced level's decisions of one seeded game) is timed in many short batches and the fastest batch
kept, since load only ever slows a batch down; CPython and Chromium take turns `--rounds`
times and the fastest round is kept on each side.

    python3 tools/blokus_ratio.py [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repository's build script, found through ROOT)

#: Run on both sides; leaves the figures, as JSON, in RESULT.
FIGURES = '''
import json, statistics, time
import blokus
from blokus.ai import choose
from blokus.bench import midgame
from tabletop.bench import random_game

def fastest(fn, calls, batches):
    """Seconds per call in the fastest of `batches` batches of `calls` calls."""
    best = float("inf")
    for _ in range(batches):
        started = time.perf_counter()
        for i in range(calls):
            fn(i)
        best = min(best, (time.perf_counter() - started) / calls)
    return best

def advanced_ms(setup):
    """The mean over one seeded game of each decision's fastest of three."""
    game, times = blokus.new_game(seed=1, **setup), []
    while not game.over:
        n = len(times)
        times.append(fastest(lambda i: choose(game, "advanced", seed=n), 1, 3))
        game.play(choose(game, "advanced", seed=n))
    return statistics.fmean(times) * 1e3

game = midgame()
games = [random_game(blokus, {"players": 4}) for _ in range(4)]
RESULT = json.dumps({
    "list_core_ms": fastest(lambda i: game.core.legal(), 100, 25) * 1e3,
    "list_public_ms": fastest(lambda i: list(game.legal_moves()), 100, 25) * 1e3,
    "random_game_ms": statistics.fmean(fastest(lambda i: run(seed), 1, 6)
                                       for seed, run in enumerate(games)) * 1e3,
    "advanced_4p_mean_ms": advanced_ms({"players": 4}),
    "advanced_duo_mean_ms": advanced_ms({"variant": "duo"}),
})
'''

#: A page that loads the site's Pyodide with the wheels of tabletop and blokus, then runs code.
PAGE = """<!doctype html><meta charset="utf-8"><script type="module">
import { loadPyodide } from './pyodide/pyodide.mjs';
const indexURL = new URL('./pyodide/', location.href).href;
const pyodide = await loadPyodide({ indexURL });
const lock = await (await fetch(indexURL + 'pyodide-lock.json')).json();
const site = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const name of ['tabletop', 'blokus']) {
  const wheel = await (await fetch(indexURL + lock.packages[name].file_name)).arrayBuffer();
  pyodide.unpackArchive(wheel, 'wheel', { extractDir: site });
}
window.figures = (code) => {
  const scope = pyodide.globals.get('dict')();
  pyodide.runPython(code, { globals: scope });
  return scope.get('RESULT');
};
</script>"""


def on_cpython() -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", FIGURES + "\nprint(RESULT)"], check=True,
                         capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(build.PY)}).stdout
    return json.loads(out.splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="turns of each side")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    build.ensure_chromium()
    if build.is_stale():
        build.build()
    with tempfile.TemporaryDirectory() as tmp:
        page_file = Path(tmp) / "ratio.html"
        page_file.write_text(PAGE)
        server = build.make_server(build.DIST, 0, {"/ratio.html": page_file})
        threading.Thread(target=server.serve_forever, daemon=True).start()
        cpython, pyodide = [], []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=build.CHROMIUM, args=build.CHROMIUM_ARGS)
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{server.server_port}/ratio.html")
            page.wait_for_function("window.figures !== undefined")
            page.evaluate("(code) => window.figures(code)", FIGURES)  # V8 optimises meanwhile
            for _ in range(args.rounds):
                cpython.append(on_cpython())
                pyodide.append(json.loads(page.evaluate("(code) => window.figures(code)",
                                                        FIGURES)))
            browser.close()
        server.shutdown()
    print(f"blokus, the fastest of {args.rounds} rounds (CPython, Pyodide in Chromium, ratio):")
    for key in cpython[0]:
        fast_c = min(run[key] for run in cpython)
        fast_p = min(run[key] for run in pyodide)
        print(f"  {key:20} {fast_c:9.4f} {fast_p:9.4f}  {fast_p / fast_c:4.2f}x")
    print(f"  machine load: {os.getloadavg()[0]:.2f} (1 min)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
