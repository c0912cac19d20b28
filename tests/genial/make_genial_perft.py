"""Write tests/fixtures/genial_perft.json: fixed positions with numbers computed by the ORACLE.

Like python-chess's perft files: each entry is a position (a game record: players, teams,
seed, decisions in notation) with what the slow oracle (genial_oracle.py) says of it: the
phase and seat to move, the number of legal placements, the best single-placement score
(most points in total, and most in each colour, after the cap), and for small positions the
number of decisions one level deeper (every placement played, then every decision after it
counted: turn passing, bonus placements and the swap offer all show in that number).

The engine plays the games (only to supply the seeded draws); positions are found by
searching seeds for each stage wanted. The markers and the ranking reached are stored too, so
that replaying the record checks the scoring of the whole game that led there.

Run once, review, commit; rerun only if the rules or the record format change:
    python3 tests/genial/make_genial_perft.py
"""

from __future__ import annotations

import copy
import json
import random
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1] / "py"), str(HERE), str(HERE.parent)]

import genial  # noqa: E402
import genial_oracle as oracle  # noqa: E402

OUT = HERE.parent / "fixtures" / "genial_perft.json"
DEPTH2_MAX = 700  # placements above which the depth-2 count is left out (it gets slow)

Stop = Callable[[genial.Game, oracle.OracleGame], bool]


# -- what the oracle says of a position --------------------------------------------------------


def best_scores(previews: Iterable[dict[str, int]], colours: Sequence[str]) -> dict:
    """Most points one placement adds, in total and per colour (after the cap), from the
    placements' previews: the oracle's here, the engine's in test_genial_perft."""
    total, by_colour = 0, dict.fromkeys(colours, 0)
    for gained in previews:
        total = max(total, sum(gained.values()))
        for colour, points in gained.items():
            by_colour[colour] = max(by_colour[colour], points)
    return {"total": total, "by_colour": by_colour}


def depth2(game: genial.Game, o: oracle.OracleGame, legal: set) -> int:
    """Decisions summed over the positions one decision later (the engine only draws)."""
    count = 0
    for d in sorted(legal, key=lambda d: d if isinstance(d, str) else oracle.notation(d)):
        text = d if isinstance(d, str) else oracle.notation(d)
        g, o2 = game.copy(), copy.deepcopy(o)
        g.play(text)
        o2.play(text, g.hand)
        count += len(o2.legal())
    return count


def describe(game: genial.Game, o: oracle.OracleGame) -> dict:
    legal = o.legal()
    facts = {"phase": o.phase, "to_move": o.to_move, "bonus_pending": o.bonus,
             "scores": o.scores, "ranking": oracle.ranking(o.scores), "decisions": len(legal)}
    if o.phase == "place":
        facts["best"] = best_scores(map(o.preview, legal), oracle.COLOURS)
    if len(legal) <= DEPTH2_MAX:
        facts["depth2"] = depth2(game, o, legal)
    return facts


# -- finding positions -------------------------------------------------------------------------


def greedy(o: oracle.OracleGame, rnd: random.Random) -> str:
    """The best of a sample of legal decisions by points added (the oracle's preview)."""
    legal = sorted(o.legal(), key=lambda d: d if isinstance(d, str) else oracle.notation(d))
    sample = rnd.sample(legal, min(120, len(legal)))
    best = max(sample, key=lambda d: 0 if isinstance(d, str) else sum(o.preview(d).values()))
    return best if isinstance(best, str) else oracle.notation(best)


def find(players: int, teams: bool, greed: float, stop: Stop, seeds=range(1, 400)) -> dict:
    """The record of the first position where `stop` holds, in games from successive seeds."""
    for seed in seeds:
        rnd = random.Random(seed)
        game = genial.new_game(players=players, seed=seed, teams=teams)
        o = oracle.OracleGame(players, teams, [game.hand(s) for s in range(players)])
        while True:
            if stop(game, o):
                return game.to_record()
            if o.phase == "over":
                break
            if rnd.random() < greed:
                text = greedy(o, rnd)
            else:
                legal = sorted(map(str, game.legal_moves()))
                text = rnd.choice(legal)
            game.play(text)
            o.play(text, game.hand)
    raise LookupError("no position found")


def at(n: int) -> Stop:
    return lambda g, o: len(g.decisions) >= n


def first_placement_of_last_seat(g: genial.Game, o: oracle.OracleGame) -> bool:
    return o.to_move == o.players - 1 and not o.placed_first[o.to_move]


def swap_offered(g: genial.Game, o: oracle.OracleGame) -> bool:
    return o.phase == "swap"


def bonus_owed(g: genial.Game, o: oracle.OracleGame) -> bool:
    return o.bonus > 0


def second_track_bonus(g: genial.Game, o: oracle.OracleGame) -> bool:
    return o.bonus > 0 and any(v >= 36 for v in o.scores[o.side(o.to_move)].values())


def near_end(pairs: int) -> Stop:
    return lambda g, o: o.phase == "place" and len(oracle.free_pairs(o.board, o.radius)) <= pairs


def over(g: genial.Game, o: oracle.OracleGame) -> bool:
    return o.phase == "over"


#: (name, players, teams, greed, stop): the stages wanted in each mode.
WANTED = [
    ("solo opening", 1, False, 0.0, at(0)),
    ("solo mid-game", 1, False, 0.5, at(18)),
    ("solo near the end", 1, False, 0.5, near_end(6)),
    ("solo over", 1, False, 0.5, over),
    ("2p opening", 2, False, 0.0, at(0)),
    ("2p second seat's first placement", 2, False, 0.0, at(1)),
    ("2p mid-game", 2, False, 0.7, at(20)),
    ("2p swap offered", 2, False, 0.5, swap_offered),
    ("2p bonus placement", 2, False, 1.0, bonus_owed),
    ("2p near the end", 2, False, 0.7, near_end(4)),
    ("3p opening", 3, False, 0.0, at(0)),
    ("3p third seat's first placement", 3, False, 0.0, first_placement_of_last_seat),
    ("3p mid-game", 3, False, 0.7, at(30)),
    ("3p bonus placement", 3, False, 1.0, bonus_owed),
    ("4p fourth seat's first placement", 4, False, 0.0, first_placement_of_last_seat),
    ("4p mid-game", 4, False, 0.7, at(40)),
    ("4p near the end", 4, False, 0.7, near_end(5)),
    ("4p over", 4, False, 0.3, over),
    ("teams opening", 4, True, 0.0, at(0)),
    ("teams swap offered", 4, True, 0.5, swap_offered),
    ("teams bonus placement", 4, True, 1.0, bonus_owed),
    ("teams bonus on the second track", 4, True, 1.0, second_track_bonus),
]


def main() -> None:
    entries = []
    for name, players, teams, greed, stop in WANTED:
        try:
            record = find(players, teams, greed, stop)
        except LookupError:
            print(f"skipped (not found): {name}", file=sys.stderr)
            continue
        game = genial.new_game(players=players, seed=record["seed"], teams=teams)
        facts = describe(game, oracle.follow(game, record["decisions"]))
        entries.append({"name": name, "record": record, **facts})
        print(f"{name}: {facts}", file=sys.stderr)
    OUT.parent.mkdir(exist_ok=True)
    lines = ",\n".join(json.dumps(entry) for entry in entries)  # one position a line
    OUT.write_text(f"[\n{lines}\n]\n")


if __name__ == "__main__":
    main()
