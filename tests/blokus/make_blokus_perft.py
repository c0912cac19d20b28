"""Write tests/fixtures/blokus_perft.json from the slow oracle (never from the engine).

Each entry is a record (mode and decisions in notation) with what the oracle says of the
position it reaches: colour and seat to move, phase, scores, ranking, the number of legal
placements, and for small positions the number two placements deep. The games are random
(seeded) games played by the oracle, plus the records of blokus_records.py written by hand
or found by search (a colour that placed all 21 pieces).

    python3 tests/blokus/make_blokus_perft.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import blokus_oracle as oracle
from blokus_records import RECORDS

OUT = Path(__file__).resolve().parents[1] / "fixtures" / "blokus_perft.json"
MODES = {"4 players": (4, False, "classic"), "2 players": (2, False, "classic"),
         "3 players": (3, False, "classic"), "teams": (4, True, "classic"),
         "duo": (2, False, "duo")}
DEPTH2_MAX = 60  # legal placements above which the depth-2 count is left out (it gets slow)


def notation(colour: str, piece: str, cells) -> str:
    ordered = sorted(cells, key=lambda c: (c[1], c[0]))
    return f"{colour}:{piece}@" + " ".join(f"{x},{y}" for x, y in ordered)


def replayed(config: dict, decisions: list[str]) -> oracle.OracleGame:
    """The oracle's game after a list of decisions in notation."""
    o = oracle.OracleGame(config["players"], config["teams"], config["variant"])
    for text in decisions:
        colour, rest = text.split(":")
        piece, cells = rest.split("@")
        assert colour == o.colour, text
        o.play(piece, frozenset(tuple(map(int, c.split(","))) for c in cells.split()))
    return o


def random_decisions(config: dict, count: int, seed: int) -> list[str]:
    """`count` random decisions (fewer if the game ends), chosen among the oracle's moves."""
    o = oracle.OracleGame(config["players"], config["teams"], config["variant"])
    rnd = random.Random(seed)
    decisions: list[str] = []
    while len(decisions) < count and not o.over:
        piece, cells = rnd.choice(sorted(o.legal(), key=lambda m: (m[0], sorted(m[1]))))
        decisions.append(notation(o.colour, piece, cells))
        o.play(piece, cells)
    return decisions


def depth2(o: oracle.OracleGame) -> int:
    """Legal placements summed over the positions one placement later."""
    total = 0
    for piece, cells in sorted(o.legal(), key=lambda m: (m[0], sorted(m[1]))):
        after = replayed_copy(o)
        after.play(piece, cells)
        total += len(after.legal())
    return total


def replayed_copy(o: oracle.OracleGame) -> oracle.OracleGame:
    twin = oracle.OracleGame(o.players, o.teams, "duo" if len(o.colours) == 2 else "classic")
    twin.board = dict(o.board)
    twin.unplaced = {c: set(p) for c, p in o.unplaced.items()}
    twin.last_piece = dict(o.last_piece)
    twin.turn, twin.green_turns, twin.over = o.turn, o.green_turns, o.over
    return twin


def entry(name: str, config: dict, decisions: list[str], deep: bool) -> dict:
    o = replayed(config, decisions)
    record = {"format": "blokus", "version": 1, "config": config, "seed": 1,
              "decisions": decisions}
    legal = o.legal()
    found = {"name": name, "record": record, "phase": "over" if o.over else "place",
             "scores": o.scores(), "ranking": o.ranking(), "placements": len(legal),
             "colour_scores": {c: o.colour_score(c) for c in o.colours}}
    if not o.over:
        found["colour"], found["to_move"] = o.colour, o.to_move
    if (deep and not o.over and len(legal) <= DEPTH2_MAX) or name == "duo opening":
        found["depth2"] = depth2(o)
    return found


def entries() -> list[dict]:
    out = []
    for index, (label, (players, teams, variant)) in enumerate(MODES.items()):
        config = {"players": players, "teams": teams, "variant": variant}
        out.append(entry(f"{label} opening", config, [], deep=variant == "duo"))
        for count, seed in ((6, 1), (25, 2), (50, 3), (200, 4), (200, 5)):
            seed += 10 * index  # another game in each mode
            decisions = random_decisions(config, count, seed)
            out.append(entry(f"{label} after {len(decisions)} (seed {seed})", config,
                             decisions, deep=True))
    for name, record in RECORDS.items():
        out.append(entry(name, record["config"], record["decisions"], deep=False))
    return out


def main() -> None:
    lines = ",\n".join(json.dumps(e, ensure_ascii=False) for e in entries())
    OUT.write_text("[\n" + lines + "\n]\n")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
