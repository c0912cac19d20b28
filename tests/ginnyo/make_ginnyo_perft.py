"""Write tests/fixtures/ginnyo_perft.json: fixed positions with numbers computed by the ORACLE.

Like python-chess's perft files: each entry is a position (a game record: players, seed,
decisions in notation) and a hand for the seat to move (small, so that the brute-force
oracle can list every play), with what the oracle (ginnyo_oracle.py) says of it: the seat to
move, the scores reached (the oracle follows the whole game, so the scoring of every earlier
play is checked too), how many plays and how many decisions are legal, the best play's
points and the sum of all plays' points (a checksum of the scoring).

The engine plays the games only to supply the seeded draws. Run once, review, commit; rerun
only if the rules or the record format change:
    python3 tests/ginnyo/make_ginnyo_perft.py
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1] / "py"), str(HERE)]

import ginnyo  # noqa: E402
import ginnyo_oracle as oracle  # noqa: E402

OUT = HERE.parent / "fixtures" / "ginnyo_perft.json"

#: (name, players, seed, decisions played first, hand given to the seat to move)
POSITIONS = [
    ("2p opening, a run and a joker", 2, 1, 0, ["QH", "KH", "JK", "2C"]),
    ("2p opening, a set", 2, 2, 0, ["7S", "7H", "7D", "7C"]),
    ("3p opening, two sets of tiles", 3, 3, 0, ["AS", "AS", "AH", "JK"]),
    ("4p opening, no meld", 4, 4, 0, ["2S", "9H", "KD", "5C"]),
    ("2p early", 2, 5, 4, ["5H", "6H", "JK"]),
    ("2p early, aces", 2, 6, 6, ["AS", "AD", "AH", "KS"]),
    ("2p mid-game", 2, 7, 12, ["9S", "9D", "10S", "JK"]),
    ("2p mid-game, no joker", 2, 8, 14, ["3C", "4C", "5C", "3D"]),
    ("3p mid-game", 3, 9, 15, ["QC", "QD", "JK"]),
    ("3p mid-game, duplicates", 3, 10, 18, ["8H", "8H", "9H", "8S"]),
    ("4p mid-game", 4, 11, 20, ["2D", "3D", "4D", "JK"]),
    ("4p late", 4, 12, 45, ["KC", "KS", "JK"]),
    ("2p late", 2, 13, 30, ["10D", "JD", "QD", "KD"]),
    ("3p late", 3, 14, 40, ["6S", "7S", "JK"]),
    ("2p box empty", 2, 15, None, ["4S", "4C", "JK"]),
    ("4p box empty", 4, 16, None, ["9C", "10C", "JC"]),
    ("2p over", 2, 17, 999, []),
    ("3p over", 3, 18, 999, []),
]


def play_to(players: int, seed: int, count: int | None) -> ginnyo.Game:
    """A seeded game: mostly its plays with the most points, `count` decisions (None: until
    the box is empty)."""
    game, rnd = ginnyo.new_game(players, seed=seed), random.Random(seed)
    while not game.over and (len(game.decisions) < count if count is not None
                             else game.bag_count > 0):
        plays = game.scored_plays()
        if plays and rnd.random() < 0.8:
            game.play(max(plays, key=lambda p: (p[1], str(p[0])))[0])
        else:
            game.play(rnd.choice(game.legal_moves()))
    return game


def oracle_follow(game: ginnyo.Game) -> oracle.OracleGame:
    """The oracle following the game's decisions from the same deal."""
    replay = ginnyo.new_game(game.players, seed=game.seed)
    hands = lambda: [replay.hand(s) for s in range(game.players)]  # noqa: E731
    judge = oracle.OracleGame(game.players, hands(), replay.bag_count, replay.to_move)
    for decision in game.decisions:
        replay.play(decision)
        judge.play(decision, hands())
    return judge


def discards(hand: list[str]) -> int:
    """Distinct non-empty choices of tiles from a hand."""
    count = 1
    for n in Counter(hand).values():
        count *= n + 1
    return count - 1


def entry(name: str, players: int, seed: int, count: int | None, hand: list[str]) -> dict:
    game = play_to(players, seed, count)
    judge = oracle_follow(game)
    plays = {} if judge.over else oracle.legal_plays(judge.board, hand)
    decisions = 0 if judge.over else (
        len(plays) + (discards(hand) if judge.box_at_start else 0) + (judge.box == 0))
    return {
        "name": name, "record": game.to_record(), "hand": hand, "over": judge.over,
        "to_move": judge.to_move, "scores": judge.scores, "box": judge.box,
        "plays": len(plays), "decisions": decisions,
        "best": max(plays.values(), default=None), "total": sum(plays.values()),
    }


def main() -> None:
    entries = [entry(*spec) for spec in POSITIONS]
    OUT.write_text("[\n" + ",\n".join(json.dumps(e, ensure_ascii=False) for e in entries)
                   + "\n]\n", encoding="utf-8")
    for e in entries:
        print(f"{e['name']:32} plays {e['plays']:4} decisions {e['decisions']:4} "
              f"best {e['best']}")


if __name__ == "__main__":
    main()
