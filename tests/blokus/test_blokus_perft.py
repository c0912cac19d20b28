"""The engine against fixed numbers the oracle computed once (tests/fixtures/blokus_perft.json).

Like python-chess's perft: any change to move generation, turn order, skipping, scoring or the
end changes a number here. The fixture is written by make_blokus_perft.py from the slow
oracle, never from the engine.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import blokus
from conformance import depth2

ENTRIES = json.loads((Path(__file__).parents[1] / "fixtures" / "blokus_perft.json").read_text())


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["name"] for e in ENTRIES])
def test_perft(entry: dict) -> None:
    game = blokus.from_record(entry["record"])
    assert game.phase == entry["phase"]
    assert game.scores == entry["scores"]
    assert game.colour_scores == entry["colour_scores"]
    assert game.ranking() == entry["ranking"]
    if not game.over:
        assert (game.colour, game.to_move) == (entry["colour"], entry["to_move"])
    assert len(game.legal_moves()) == entry["placements"]
    if "depth2" in entry:
        assert depth2(game) == entry["depth2"]


def test_the_openings_have_the_counts_of_the_rules() -> None:
    """rules-blokus.md §5: 58 placements for the first colour of the classic board; Duo's 414
    (every orientation of every piece over the start cell, which the 14 × 14 board fits)."""
    openings = {e["name"]: e["placements"] for e in ENTRIES if not e["record"]["decisions"]}
    assert openings == {"4 players opening": 58, "2 players opening": 58,
                        "3 players opening": 58, "teams opening": 58, "duo opening": 414}


def test_the_fixture_covers_every_mode_and_stage() -> None:
    """Regenerating the fixture must not quietly lose the positions that matter."""
    modes = {tuple(e["record"]["config"].values()) for e in ENTRIES}
    assert modes == {(4, False, "classic"), (2, False, "classic"), (3, False, "classic"),
                     (4, True, "classic"), (2, False, "duo")}
    assert {e["phase"] for e in ENTRIES} == {"place", "over"}
    bonuses = {score for e in ENTRIES for score in e["colour_scores"].values() if score > 0}
    assert bonuses == {15, 20}
    assert sum("depth2" in e for e in ENTRIES) >= 4
