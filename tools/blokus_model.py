"""Learn the Blokus master's move model (`blokus.ai.model`) from Pentobi's games against itself.

Two steps, a benchmark's tools rather than the game's (they need `pentobi-gtp`, built apart by
`../shared/pentobi/build.sh`, and numpy):

    python3 tools/blokus_model.py games --pentobi PATH --level 6 --games 600 --seed 1 --out G.jsonl
    python3 tools/blokus_model.py fit G.jsonl [G2.jsonl ...] [--write]

`games` has Pentobi play Blokus Duo against itself (no opening book, a seed a game) and keeps
each game's placements, one JSON line a game. `fit` replays them, takes every position with a
choice, and fits the model's weights at each stage of the game by maximum likelihood (a
conditional logit: the softmax of the values over the legal placements is the chance of
Pentobi's), on the games but every fifth; it prints, on the fifth it kept apart, how often
Pentobi's placement is the model's first, among its 3, a node's width in the tree
(`mcts.WIDTH`) and the root's (`mcts.ROOT_WIDTH`) best, beside the same figures for
`evaluate.Scorer`, and with `--write` rewrites `py/blokus/ai/model_weights.py`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from blokus.ai.evaluate import Scorer  # noqa: E402  (the engine, found through ROOT)
from blokus.ai.mcts import ROOT_WIDTH, WIDTH  # noqa: E402
from blokus.ai.model import FEATURES, MoveModel, stage  # noqa: E402
from blokus.ai.model_weights import PIECE, STAGES, WEIGHTS  # noqa: E402
from blokus.core import OVER, State  # noqa: E402
from blokus.pentobi import VARIANTS, Gtp, from_gtp  # noqa: E402
from blokus.pieces import NAMES  # noqa: E402

WEIGHTS_FILE = ROOT / "py" / "blokus" / "ai" / "model_weights.py"
#: Every this-many-th game is kept apart to measure the fit.
HELD_OUT = 5
#: The ranks at which the fit is measured: first, a few, a node's width, the root's.
RANKS = (1, 3, WIDTH, ROOT_WIDTH)
#: The L2 penalty on the weights (per position), which keeps rare pieces' weights finite.
RIDGE = 1e-3


def games(pentobi: str, variant: str, level: int, count: int, seed: int, out: str) -> None:
    """Pentobi against itself, `count` games from `seed`, appended to `out`."""
    mode, names = VARIANTS[variant]
    with open(out, "a", encoding="utf-8") as f:
        for number in range(seed, seed + count):
            engine = Gtp([pentobi, "-g", variant, "-l", str(level), "-r", str(number), "--quiet",
                          "--noresign", "--threads", "1", "--nobook"])
            state, moves = State(mode), []
            try:
                while state.phase != OVER:
                    pid = from_gtp(state, engine.ask(f"genmove {names[state.colour]}"))
                    moves.append(pid)
                    state.apply(pid)
            finally:
                engine.close()
            f.write(json.dumps({"variant": variant, "level": level, "seed": number,
                                "moves": moves}) + "\n")
            print(f"game {number}: {len(moves)} placements, scores {state.scores()}", flush=True)


def positions(paths: list[str]):
    """(board, held out?, stage, the position, its legal placements, Pentobi's) for every
    position of the games with more than one legal placement."""
    number = 0
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            game = json.loads(line)
            state = State(VARIANTS[game.get("variant", "duo")][0])
            board = state.mode.variant.name
            for pid in game["moves"]:
                legal = state.legal()
                if len(legal) > 1:
                    yield board, number % HELD_OUT == 0, stage(state), state.copy(), legal, pid
                state.apply(pid)
            number += 1


class Table:
    """One stage's positions as numpy arrays: a row per legal placement (features, then the
    piece as one column per piece), the position of each row, and which rows were played."""

    def __init__(self) -> None:
        self.rows: list[list[float]] = []
        self.position: list[int] = []
        self.played: list[bool] = []
        self.scorer: list[float] = []
        self.count = 0

    def add(self, state: State, legal: list[int], chosen: int) -> None:
        model, pieces = MoveModel(state), state.geo.piece
        for pid, value in zip(legal, Scorer(state).values(legal), strict=True):
            onehot = [0.0] * len(NAMES)
            onehot[pieces[pid]] = 1.0
            self.rows.append([*model.features(pid), *onehot])
            self.position.append(self.count)
            self.played.append(pid == chosen)
            self.scorer.append(value)
        self.count += 1

    def arrays(self, np):
        return (np.array(self.rows), np.array(self.position), np.array(self.played),
                np.array(self.scorer))


def log_likelihood(np, w, rows, position, played, count):
    """The conditional logit's log-likelihood, its gradient and its Hessian at `w`."""
    value = rows @ w
    top = np.full(count, -np.inf)
    np.maximum.at(top, position, value)
    e = np.exp(value - top[position])
    total = np.bincount(position, e, count)
    p = e / total[position]
    mean = np.stack([np.bincount(position, p * rows[:, j], count)
                     for j in range(rows.shape[1])], axis=1)  # expected features per position
    ll = (value[played] - top - np.log(total)).sum()
    gradient = rows[played].sum(axis=0) - mean.sum(axis=0)
    hessian = mean.T @ mean - (rows * p[:, None]).T @ rows
    return ll, gradient, hessian


def fit_stage(np, rows, position, played, count, steps: int = 50):
    """Newton's method on the penalised log-likelihood (concave), each step halved until it
    gains: a few steps reach the top."""
    ridge = RIDGE * count

    def penalised(w):
        ll, gradient, hessian = log_likelihood(np, w, rows, position, played, count)
        return (ll - ridge * w @ w, gradient - 2 * ridge * w,
                hessian - 2 * ridge * np.eye(len(w)))

    w = np.zeros(rows.shape[1])
    ll, gradient, hessian = penalised(w)
    for _ in range(steps):
        step = np.linalg.solve(hessian, gradient)
        for _ in range(30):
            trial = penalised(w - step)
            if trial[0] >= ll:
                break
            step = step / 2
        w = w - step
        gained, (ll, gradient, hessian) = trial[0] - ll, trial
        if gained < 1e-9 * count:
            break
    return w


def shares(np, values, position, played, count) -> list[float]:
    """How often the placement played is among the first k by `values`, for k in RANKS
    (ties counted against it)."""
    chosen = np.zeros(count)
    chosen[position[played]] = values[played]
    better = np.bincount(position, values >= chosen[position], count) - 1
    return [float((better < k).mean()) for k in RANKS]


def fit(paths: list[str], write: bool) -> None:
    """Fit each board's weights on the games given (see the module's docstring)."""
    import numpy as np  # a tool's dependency, not the engine's

    tables: dict[tuple, Table] = {}
    for board, held, at, state, legal, chosen in positions(paths):
        tables.setdefault((board, held, at), Table()).add(state, legal, chosen)
    weights, piece = dict(WEIGHTS), dict(PIECE)
    for board in sorted({key[0] for key in tables}):
        fitted = [fit_stage(np, *tables[board, False, at].arrays(np)[:3],
                            tables[board, False, at].count) for at in range(len(STAGES) + 1)]
        weights[board] = tuple(tuple(w[:len(FEATURES)]) for w in fitted)
        piece[board] = tuple(tuple(w[len(FEATURES):]) for w in fitted)
        for at, w in enumerate(fitted):
            report(np, board, at, w, tables[board, False, at].count, tables[board, True, at])
    if write:
        WEIGHTS_FILE.write_text(source(weights, piece), encoding="utf-8")
        print(f"wrote {WEIGHTS_FILE.relative_to(ROOT)}")


def report(np, board: str, at: int, w, fitted: int, held: Table) -> None:
    """The fit's figures on the positions held out, beside `Scorer`'s."""
    rows, position, played, scorer = held.arrays(np)
    model = shares(np, rows @ w, position, played, held.count)
    plain = shares(np, scorer, position, played, held.count)
    print(f"{board}, stage {at}: {fitted} positions fitted, {held.count} held out; Pentobi's "
          "placement among the best " + ", ".join(
              f"{k}: {m:.1%} (Scorer {s:.1%})" for k, m, s in zip(RANKS, model, plain,
                                                                  strict=True)))


def source(weights: dict, piece: dict) -> str:
    """`model_weights.py` for these weights, by board and stage."""
    def rows(table: dict) -> list[str]:
        lines = []
        for board in sorted(table):
            lines.append(f'    "{board}": (')
            for w in table[board]:
                numbers = _wrap(", ".join(f"{v:.3f}" for v in w), 80)
                lines.append("        (" + "\n         ".join(numbers) + "),")
            lines.append("    ),")
        return lines

    return "\n".join([
        '"""The move model\'s weights (`blokus.ai.model`), written by `tools/blokus_model.py`',
        'from Pentobi\'s games against itself (docs/blokus.md says which)."""', "",
        "#: The stages of the game: a colour's pieces placed below each limit.",
        f"STAGES = {STAGES!r}",
        "#: By board, then stage: the features' weights, in `model.FEATURES`'s order.",
        "WEIGHTS = {", *rows(weights), "}",
        "#: By board, then stage: each piece's weight, in `pieces.NAMES`'s order.",
        "PIECE = {", *rows(piece), "}", ""])


def _wrap(text: str, width: int = 88) -> list[str]:
    """Comma-separated numbers in lines that fit the code's width."""
    lines, line = [], ""
    for item in text.split(", "):
        if line and len(line) + len(item) + 2 > width:
            lines.append(line + ",")
            line = item
        else:
            line = f"{line}, {item}" if line else item
    return [*lines, line]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("games", help="Pentobi against itself")
    play.add_argument("--pentobi", required=True, help="path of pentobi-gtp")
    play.add_argument("--variant", choices=sorted(VARIANTS), default="duo")
    play.add_argument("--level", type=int, default=6)
    play.add_argument("--games", type=int, default=100)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--out", required=True)
    learn = commands.add_parser("fit", help="fit the model's weights on games")
    learn.add_argument("paths", nargs="+")
    learn.add_argument("--write", action="store_true", help="rewrite model_weights.py")
    args = parser.parse_args(argv)
    if args.command == "games":
        games(args.pentobi, args.variant, args.level, args.games, args.seed, args.out)
    else:
        fit(args.paths, args.write)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
