"""A game's ladder of levels, measured and rated: the figures its `ratings` module holds.

`python -m tabletop ladder --game NAME --games N --seed S --out F.jsonl` plays two-player arena
matches (`tabletop.arena`) between every pair of neighbouring levels (`G.ai.LEVELS`, weakest
first) and between the top level and each baseline, appending each match to `F.jsonl`; run it
again with other seeds to add deals. `python -m tabletop ladder --game NAME --rate F.jsonl`
fits every two-player match of the game in the file (`tabletop.stats.fit_elo`, on the scale
of the game's published ratings: `anchor`) and prints each level's rating with the games
behind it, and each neighbouring pair's score with its 95% interval and the Elo step it
implies: the table of the game's docs and the `RATINGS` of its ratings module.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Sequence
from dataclasses import asdict
from types import ModuleType
from typing import Any

from .arena import game_module, match
from .stats import elo_difference, fit_elo, wilson

#: The rating a game's ladder holds fixed (`anchor`).
ANCHOR_RATING = 1000.0


def anchor(G: ModuleType) -> str:
    """The level a refit holds at ANCHOR_RATING: the one the game's published ratings (its
    `ratings.RATINGS`) put there, so that a refit or a renamed level leaves the scale, and the
    ratings players earned on it, where they were; the weakest level where none is there
    (Blokus's ratings are on Pentobi's scale)."""
    try:
        ratings = importlib.import_module(f"{G.__name__}.ratings").RATINGS
    except ImportError:  # a game not rated yet
        ratings = {}
    first: str = G.ai.LEVELS[0]
    return next((level for level, r in ratings.items() if r == ANCHOR_RATING), first)


def pairs(levels: Sequence[str], baselines: Sequence[str]) -> list[tuple[str, str]]:
    """The matches that place a ladder: each level against the one below it, the top against
    each baseline."""
    steps = [(levels[i + 1], levels[i]) for i in range(len(levels) - 1)]
    return steps + [(levels[-1], b) for b in baselines]


def play(game: str, games: int, seed: int, out: str, only: Sequence[str] = ()) -> None:
    """Play the ladder's matches (or those whose stronger side is in `only`) and append them."""
    G = game_module(game)
    for a, b in pairs(G.ai.LEVELS, getattr(G.ai, "BASELINES", ())):
        if only and a not in only:
            continue
        result = match(G, a, b, players=2, games=games, seed=seed)
        print(result.line(), flush=True)
        with open(out, "a", encoding="utf-8") as lines:
            lines.write(json.dumps(asdict(result), ensure_ascii=False) + "\n")


def duels(matches: Sequence[dict[str, Any]], name: str) -> dict[tuple[str, str], list[float]]:
    """Every two-player match of the game summed by pair: (A's points, games)."""
    summed: dict[tuple[str, str], list[float]] = {}
    for m in matches:
        if m.get("game") == name and m["players"] == 2 and m["a"] != m["b"]:
            entry = summed.setdefault((m["a"], m["b"]), [0.0, 0])
            entry[0] += m["score"] * m["games"]
            entry[1] += m["games"]
    return summed


def rate(game: str, matches: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Each level's fitted rating and games, and each measured pair's score and Elo step."""
    G = game_module(game)
    summed = duels(matches, G.NAME)
    if not summed:
        raise ValueError(f"no two-player match of {G.NAME} to rate")
    results = [(a, b, won / n, int(n)) for (a, b), (won, n) in summed.items()]
    ratings = fit_elo(results, anchor(G), ANCHOR_RATING)
    played = {p: sum(n for a, b, _, n in results if p in (a, b)) for p in ratings}
    steps = []
    for a, b, score, n in results:
        low, high = wilson(score * n, n)
        steps.append({"a": a, "b": b, "games": n, "score": score, "low": low, "high": high,
                      "elo": elo_difference(score), "elo_low": elo_difference(low),
                      "elo_high": elo_difference(high)})
    return {"ratings": {p: round(r) for p, r in sorted(ratings.items(), key=lambda i: i[1])},
            "games": played, "steps": steps}


def table(rated: dict[str, Any]) -> str:
    """The figures as Markdown: ratings, then the matches behind them."""
    lines = ["| player | Elo | games |", "|---|---|---|"]
    lines += [f"| {p} | {r} | {rated['games'][p]} |" for p, r in rated["ratings"].items()]
    lines += ["", "| A vs B | games | A scores (95% interval) | Elo step (95% interval) |",
              "|---|---|---|---|"]
    for s in rated["steps"]:
        lines.append(
            f"| {s['a']} vs {s['b']} | {s['games']} | {100 * s['score']:.1f}% "
            f"({100 * s['low']:.1f}–{100 * s['high']:.1f}%) | {s['elo']:+.0f} "
            f"({s['elo_low']:+.0f} to {s['elo_high']:+.0f}) |")
    return "\n".join(lines)


def main(argv: Sequence[str]) -> int:
    """`ladder` command line: play the ladder's matches, or rate them."""
    parser = argparse.ArgumentParser(prog="tabletop.ladder", description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True, help="the game package, by name")
    parser.add_argument("--games", type=int, default=100, help="games per match")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", help="append each match as one JSON line to this file")
    parser.add_argument("--only", nargs="+", default=(), help="the stronger sides to play")
    parser.add_argument("--rate", help="rate the matches of this file instead of playing")
    args = parser.parse_args(argv)
    if args.rate:
        with open(args.rate, encoding="utf-8") as lines:
            matches = [json.loads(line) for line in lines if line.strip()]
        rated = rate(args.game, matches)
        print(table(rated))
        print(f"\nRATINGS = {rated['ratings']!r}")
        return 0
    if not args.out or args.games < 1:
        parser.error("playing needs --out and --games of at least 1")
    play(args.game, args.games, args.seed, args.out, args.only)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
