"""Write tests/fixtures/qwirkle_perft.json: fixed positions with numbers from the slow ORACLE.

Like python-chess's perft files: each entry is a position (a game record: players, seed,
decisions in notation) with what the oracle (tests/qwirkle/qwirkle_oracle.py) says of it: how
many placements, trades and passes the player to move has, the best points of a placement,
the scores, seat to move, bag and hand sizes reached by replaying the decisions under the
oracle's rules, and for small positions the number of decisions one level deeper (every
decision played, then every decision after it counted).

The engine only plays the games (to supply the seeded draws) and chooses which positions to
keep; every number comes from the oracle.

Run once, review, commit; rerun only if the rules or the record format change:
    python3 tests/qwirkle/make_qwirkle_perft.py
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1] / "py"), str(HERE), str(HERE.parent)]

import qwirkle  # noqa: E402
import qwirkle_oracle as oracle  # noqa: E402
from conformance import depth2  # noqa: E402
from qwirkle.ai.greedy import greedy_max  # noqa: E402
from qwirkle.game import public_move  # noqa: E402

OUT = HERE.parent / "fixtures" / "qwirkle_perft.json"
DEPTH2_MAX = 110  # decisions above which the depth-2 count is left out (it gets slow)


def start_hands(game: qwirkle.Game) -> list[list[tuple[str, str]]]:
    """The hands dealt at the start of the game the record plays."""
    start = qwirkle.new_game(game.players, seed=game.seed)
    return [start.hand(seat) for seat in range(game.players)]


def oracle_counts(game: qwirkle.Game) -> dict:
    """What the oracle says the player to move may do in this position."""
    if game.over:
        return {"placements": 0, "trades": 0, "pass": 0, "best": 0}
    board, hand = game.board, game.hand(game.to_move)
    placed = oracle.placements(board, hand, game.first_size)
    counts = oracle.decisions(board, hand, game.bag_count, game.first_size)
    return {**counts, "best": max(placed.values(), default=0)}


def entry(name: str, game: qwirkle.Game) -> dict:
    counts = oracle_counts(game)
    replayed = oracle.replay(start_hands(game), game.decisions)
    found = {"name": name, "record": game.to_record(), **counts, **replayed}
    if counts["placements"] + counts["trades"] <= DEPTH2_MAX:
        found["depth2"] = depth2(game)
    return found


def play_until(players: int, seed: int, stop, greedy: float = 0.7) -> qwirkle.Game | None:
    """A seeded game (greedy or random decisions) up to the first position where `stop`
    holds, or None if it never does."""
    game, rnd = qwirkle.new_game(players, seed=seed), random.Random(seed)
    while not stop(game):
        if game.over:
            return None
        if rnd.random() < greedy:
            game.play(public_move(greedy_max(game.core, rnd)))
        else:
            game.play(rnd.choice(game.legal_moves()))
    return game


def find(players: int, stop, greedy: float = 0.7) -> qwirkle.Game:
    for seed in range(1, 2000):
        game = play_until(players, seed, stop, greedy)
        if game is not None:
            return game
    raise SystemExit(f"no position found for {players} players")


def tiles_down(n: int):
    return lambda g: len(g.board) >= n and not g.over


def main() -> None:
    entries = []
    for players in (2, 3, 4):
        for size in (2, 3, 4):
            game = find(players, lambda g, k=size: g.first_size == k)
            entries.append(entry(f"start-{players}p-size{size}", game))
        for n in (10, 30, 60):
            entries.append(entry(f"table{n}-{players}p", find(players, tiles_down(n))))
        entries.append(entry(f"bag-short-{players}p",
                             find(players, lambda g: 0 < g.bag_count < 6 and not g.over)))
        entries.append(entry(f"bag-empty-{players}p", find(
            players, lambda g: g.bag_count == 0 and min(g.hand_sizes) < 4 and not g.over)))
        entries.append(entry(f"over-{players}p", find(players, lambda g: g.over)))
    entries.append(entry("no-placement-trade", find(
        2, lambda g: not g.over and g.bag_count and not any(
            isinstance(m, qwirkle.Place) for m in g.legal_moves()), greedy=0.3)))
    entries.append(entry("six-of-a-kind-start", find(4, lambda g: g.first_size >= 5)))
    OUT.write_text(json.dumps(entries, indent=1) + "\n")
    print(f"wrote {len(entries)} positions to {OUT}")


if __name__ == "__main__":
    main()
