"""Matches against Pentobi (`python -m blokus match-pentobi`): our levels on Pentobi's scale.

A benchmark, not a test: it needs `pentobi-gtp` (GPL; built apart by
`../shared/pentobi/build.sh`, never shipped or imported), which it drives through its text
protocol (GTP) as a child process, one per game: `-l LEVEL -r SEED --quiet --noresign
--threads 1 --nobook` (or `--book FILE`), then `genmove` for Pentobi's colours and `play`
for ours. Our side goes first in the even games and second in the odd ones.

`python -m blokus match-pentobi --level 3 --games 20 --variant duo --ours master`
prints our wins, draws and losses, the score with its 95% interval, the rating it implies on
Pentobi's scale and our think time per decision, and appends one JSON line per game to
`--out`. Variants: `duo` (Blokus Duo) and `classic_2` (two players, two colours each).
`python -m blokus match-pentobi --rate pentobi-matches.jsonl` rates each level from all the
games recorded (`rating`), as the README's ladder.

A Pentobi move is its squares, `column letter + row number from the bottom` (`a1` the
lower-left corner), joined by commas: `to_gtp` and `from_gtp` translate.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import subprocess
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field

from tabletop.levels import find
from tabletop.stats import elo_difference, wilson

from .ai.levels import LEVEL_TABLE, decide
from .config import Mode
from .core import OVER, State
from .errors import Refusal

#: Our mode of each Pentobi variant, and Pentobi's names of its colours.
VARIANTS: dict[str, tuple[Mode, tuple[str, ...]]] = {
    "duo": (Mode(2, variant="duo"), ("b", "w")),
    "classic_2": (Mode(2), ("1", "2", "3", "4")),
}
#: Pentobi's ratings of its levels 1-9 (its Player::get_rating, measured for Duo and for
#: classic_2): the scale our levels are placed on.
PENTOBI_ELO = {"duo": (1000, 1189, 1378, 1567, 1755, 1945, 2134, 2185, 2209),
               "classic_2": (1000, 1142, 1283, 1425, 1567, 1708, 1850, 1951, 2030)}


def to_gtp(state: State, pid: int) -> str:
    """A placement as Pentobi writes it."""
    size = state.geo.size
    return ",".join(f"{chr(ord('a') + x)}{size - y}" for x, y in state.geo.cells[pid])


def from_gtp(state: State, text: str) -> int:
    """The placement id of a Pentobi move; ValueError when it is no placement of the board."""
    size = state.geo.size
    cells = []
    for square in text.strip().lower().split(","):
        column, row = square[:1], square[1:]
        if not ("a" <= column <= "z" and row.isdigit()):
            raise ValueError(f"not a Pentobi square: {square!r} in {text!r}")
        cells.append((ord(column) - ord("a"), size - int(row)))
    pid = state.geo.by_cells.get(tuple(sorted(cells, key=lambda c: (c[1], c[0]))))
    if pid is None:
        raise ValueError(f"no placement covers exactly {text!r}")
    return pid


class Gtp:
    """A GTP engine as a child process: `ask(command)` returns its answer or raises."""

    def __init__(self, command: list[str]) -> None:
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True)

    def ask(self, command: str) -> str:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while (line := self.process.stdout.readline()) not in ("\n", ""):
            lines.append(line.rstrip("\n"))
        answer = "\n".join(lines)
        if not answer.startswith("="):
            raise RuntimeError(f"pentobi-gtp refused {command!r}: {answer or 'no answer'}")
        return answer[1:].strip()

    def close(self) -> None:
        try:
            self.ask("quit")
        finally:
            self.process.wait(timeout=10)


@dataclass
class GameResult:
    """One game: who we were, the final scores, our result (1, ½, 0), our think times per
    decision: wall-clock, and the processor time of our process (`think_cpu`: what the
    decision costs on a machine that nobody else loads)."""

    game: int
    variant: str
    pentobi_level: int
    ours: str
    our_side: int
    scores: list[int]
    result: float
    think: list[float] = field(default_factory=list)
    think_cpu: list[float] = field(default_factory=list)


def play_game(command: list[str], variant: str, level: int, ours: str, game: int, seed: int,
              book: str | None = None, cap: float | None = None) -> GameResult:
    """One game between our level and Pentobi's (`command` runs pentobi-gtp, without its
    options); our side is `game % 2`. `cap`: our safety cap in seconds per decision (default:
    the level's own budget)."""
    mode, names = VARIANTS[variant]
    state, rnd = State(mode), random.Random(seed * 1000 + game)
    our_side = game % 2
    engine = Gtp([*command, "-g", variant, "-l", str(level), "-r", str(seed * 1000 + game + 1),
                  "--quiet", "--noresign", "--threads", "1",
                  *(["--book", book] if book else ["--nobook"])])
    think: list[float] = []
    think_cpu: list[float] = []
    try:
        while state.phase != OVER:
            colour = names[state.colour]
            if mode.colour_side[state.colour] == our_side:
                started, processor = time.perf_counter(), time.process_time()
                pid = decide(state, ours, rnd, cap)
                think.append(time.perf_counter() - started)
                think_cpu.append(time.process_time() - processor)
                engine.ask(f"play {colour} {to_gtp(state, pid)}")
            else:
                pid = from_gtp(state, engine.ask(f"genmove {colour}"))
                if not state.is_legal(pid):
                    raise RuntimeError(f"pentobi-gtp played {to_gtp(state, pid)}, illegal here")
            state.apply(pid)
    finally:
        engine.close()
    scores = state.scores()
    mine, theirs = scores[our_side], scores[1 - our_side]
    result = 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return GameResult(game, variant, level, ours, our_side, scores, result, think, think_cpu)


def _play(task: tuple) -> GameResult:
    return play_game(*task)


def summary(results: list[GameResult]) -> str:
    """Wins, draws, losses, the score with its interval, the rating and our think time."""
    n = len(results)
    wins = sum(r.result == 1.0 for r in results)
    draws = sum(r.result == 0.5 for r in results)
    score = sum(r.result for r in results)
    low, high = wilson(score, n)
    think = [t for r in results for t in r.think]
    cpu = [t for r in results for t in r.think_cpu]
    first = results[0]
    line = (f"{first.ours} vs pentobi level {first.pentobi_level} ({first.variant}), {n} games: "
            f"{wins} won, {draws} drawn, {n - wins - draws} lost; score {score / n:.1%} "
            f"(95%: {low:.1%}-{high:.1%})")
    rating = PENTOBI_ELO[first.variant][first.pentobi_level - 1] + elo_difference(score / n)
    line += f"; Elo {rating:.0f} on Pentobi's {first.variant} scale"
    if think:
        line += (f"; think {statistics.fmean(think):.2f} s per decision on average, "
                 f"{max(think):.2f} s longest (processor time {statistics.fmean(cpu):.2f} s, "
                 f"{max(cpu):.2f} s)")
    return line


def rating(results: list[GameResult]) -> float:
    """The rating on Pentobi's scale that best explains one level's games against Pentobi's
    levels (maximum likelihood, Pentobi's ratings fixed; a winless or lossless record counts
    half a game the other way, as `tabletop.stats.fit_elo` does, so it stays finite)."""
    score = sum(r.result for r in results)
    score = min(max(score, 0.5), len(results) - 0.5)
    low, high = -2000.0, 5000.0
    for _ in range(60):  # bisection: the expected score rises with the rating
        mid = (low + high) / 2
        expected = sum(1 / (1 + 10 ** ((PENTOBI_ELO[r.variant][r.pentobi_level - 1] - mid)
                                       / 400)) for r in results)
        low, high = (mid, high) if expected < score else (low, mid)
    return (low + high) / 2


def ladder(path: str) -> str:
    """Each of our levels' rating from the games recorded in a JSON lines file, with the
    games it rests on, as a table."""
    by_level: dict[str, list[GameResult]] = {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                result = GameResult(**json.loads(line))
                by_level.setdefault(f"{result.ours} ({result.variant})", []).append(result)
    rows = ["| level | games (Pentobi levels) | score | Elo on Pentobi's scale |",
            "|---|---|---|---|"]
    for name, results in sorted(by_level.items(), key=lambda item: rating(item[1])):
        levels = ", ".join(str(n) for n in sorted({r.pentobi_level for r in results}))
        score = sum(r.result for r in results) / len(results)
        rows.append(f"| {name} | {len(results)} ({levels}) | {score:.1%} "
                    f"| {rating(results):.0f} |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="blokus match-pentobi",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--pentobi", default="/tmp/pentobi/build/pentobi_gtp/pentobi-gtp",
                        help="the pentobi-gtp binary (built by ../shared/pentobi/build.sh)")
    parser.add_argument("--rate", metavar="JSONL",
                        help="play nothing: rate each level from the games recorded there")
    parser.add_argument("--level", type=int, choices=range(1, 10),
                        metavar="1-9", help="Pentobi's level")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--variant", choices=sorted(VARIANTS), default="duo")
    parser.add_argument("--ours", default="master", help="our level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--book", help="Pentobi's opening book (default: none)")
    parser.add_argument("--cap", type=float,
                        help="our safety cap in seconds per decision, above the level's own "
                             "budget on a loaded machine so that the work stays the same")
    parser.add_argument("--out", default="pentobi-matches.jsonl", help="JSON lines appended")
    args = parser.parse_args(argv)
    if args.rate:
        print(ladder(args.rate))
        return 0
    if args.level is None:
        parser.error("--level is needed to play (or --rate to rate)")
    try:
        find(LEVEL_TABLE, args.ours)  # an unknown level is refused before any game
    except Refusal as refused:
        parser.error(str(refused))
    if not shutil.which(args.pentobi):
        parser.error(f"no pentobi-gtp at {args.pentobi}: build it with "
                     "../shared/pentobi/build.sh DEST, then pass --pentobi")
    tasks = [([args.pentobi], args.variant, args.level, args.ours, game, args.seed, args.book,
              args.cap)
             for game in range(args.games)]
    results: list[GameResult] = []
    with ProcessPoolExecutor(args.jobs) as pool, open(args.out, "a", encoding="utf-8") as out:
        for result in pool.map(_play, tasks):
            results.append(result)
            out.write(json.dumps(asdict(result)) + "\n")
            out.flush()
            print(f"game {result.game}: side {result.our_side}, scores {result.scores}, "
                  f"result {result.result}", flush=True)
    print(summary(results))
    return 0
