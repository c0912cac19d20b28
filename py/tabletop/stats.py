"""Statistics of match results: confidence intervals and Elo ratings (game-independent).

`python -m tabletop.stats results.jsonl --anchor beginner [--game NAME]` fits ratings to the
two-player matches that `python -m tabletop.arena --out results.jsonl` appended (lines without
a game are the flagship's, tabletop.games.DEFAULT, from before the arena served every game),
and prints them as a table.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Iterable

from .games import DEFAULT

Z95 = 1.959964  # two-sided 95% normal quantile


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion (draws may count as half successes)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    # Exactly 0 and 1 at the ends (rounding would leave 1 - 1e-16 above a perfect score).
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= n else min(1.0, centre + half)
    return low, high


def elo_difference(score: float) -> float:
    """Rating difference implied by an expected score (clamped away from 0 and 1)."""
    score = min(max(score, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / score - 1)


def fit_elo(
    results: Iterable[tuple[str, str, float, int]],
    anchor: str,
    anchor_rating: float = 1000.0,
    iterations: int = 2000,
) -> dict[str, float]:
    """Ratings that best explain head-to-head results (Bradley–Terry by minorisation–
    maximisation), with `anchor` fixed at `anchor_rating`.

    `results`: (a, b, a's score as a fraction, games). Every player must be linked to the
    anchor through the results.
    """
    wins: dict[str, float] = {}
    pairs: dict[tuple[str, str], int] = {}
    for a, b, score, games in results:
        wins[a] = wins.get(a, 0.0) + score * games
        wins[b] = wins.get(b, 0.0) + (1 - score) * games
        key = (a, b) if a < b else (b, a)
        pairs[key] = pairs.get(key, 0) + games
    strength = dict.fromkeys(wins, 1.0)
    for _ in range(iterations):
        new = {}
        for p in strength:
            denom = sum(
                games / (strength[x] + strength[y])
                for (x, y), games in pairs.items()
                if p in (x, y)
            )
            new[p] = max(wins[p], 0.5) / denom  # half a win floor keeps a winless player finite
        norm = new[anchor]
        strength = {p: v / norm for p, v in new.items()}
    return {p: anchor_rating + 400 * math.log10(v) for p, v in strength.items()}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="tabletop.stats", description=__doc__.split("\n")[0])
    parser.add_argument("results", help="JSON lines written by `tabletop.arena --out`")
    parser.add_argument("--game", default=DEFAULT, help="the game whose matches are rated")
    parser.add_argument("--anchor", default="beginner", help="the player rated --rating")
    parser.add_argument("--rating", type=float, default=1000.0)
    args = parser.parse_args(argv)
    with open(args.results, encoding="utf-8") as lines:
        matches = [json.loads(line) for line in lines if line.strip()]
    duels = [
        (m["a"], m["b"], m["score"], m["games"])
        for m in matches
        if m.get("game", DEFAULT) == args.game and m["players"] == 2 and m["a"] != m["b"]
    ]
    ratings = fit_elo(duels, args.anchor, args.rating)
    print("| player | Elo |\n|---|---|")
    for name, rating in sorted(ratings.items(), key=lambda item: item[1]):
        print(f"| {name} | {rating:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
