"""The engine against fixed numbers the oracle computed once (tests/fixtures/genial_perft.json).

Like python-chess's perft: any change to move generation, scoring, the cap, bonus placements,
the swap offer or turn passing changes a number here. The fixture is written by
tests/genial/make_genial_perft.py from the slow oracle, never from the engine.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import genial
from conformance import depth2
from make_genial_perft import best_scores

ENTRIES = json.loads((Path(__file__).parents[1] / "fixtures" / "genial_perft.json").read_text())


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["name"] for e in ENTRIES])
def test_perft(entry: dict) -> None:
    game = genial.from_record(entry["record"])
    state = {
        "phase": game.phase, "to_move": game.to_move, "bonus_pending": game.bonus_pending,
        "scores": game.scores, "ranking": game.ranking(),
    }
    assert state == {k: entry[k] for k in state}
    moves = list(game.legal_moves())
    assert len(moves) == entry["decisions"]
    if "best" in entry:
        assert best_scores(map(game.preview, moves), genial.COLOURS) == entry["best"]
    if "depth2" in entry:
        assert depth2(game, moves) == entry["depth2"]


def test_the_fixture_covers_every_mode_and_stage() -> None:
    """Regenerating the fixture must not quietly lose the positions that matter."""
    modes = {(e["record"]["config"]["players"], e["record"]["config"]["teams"]) for e in ENTRIES}
    assert modes == {(1, False), (2, False), (3, False), (4, False), (4, True)}
    assert {e["phase"] for e in ENTRIES} == {"place", "swap", "over"}
    assert sum(e["bonus_pending"] > 0 for e in ENTRIES) >= 3
    assert sum(len(e["record"]["decisions"]) == 0 for e in ENTRIES) >= 3
    assert len(ENTRIES) >= 20
