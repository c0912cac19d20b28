"""The engine against fixed numbers the oracle computed once (tests/fixtures/ginnyo_perft.json).

Like python-chess's perft: any change to move generation, scoring, turn passing, the end or
the notation changes a number here. The fixture is written by
tests/ginnyo/make_ginnyo_perft.py from the slow oracle, never from the engine.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import ginnyo
from ginnyo.tiles import TILE_OF

ENTRIES = json.loads((Path(__file__).parents[1] / "fixtures" / "ginnyo_perft.json")
                     .read_text(encoding="utf-8"))


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["name"] for e in ENTRIES])
def test_perft(entry: dict) -> None:
    game = ginnyo.from_record(entry["record"])
    assert (game.over, game.scores, game.bag_count) == (entry["over"], entry["scores"],
                                                        entry["box"])
    if game.over:
        assert game.legal_moves() == [] and entry["decisions"] == 0
        return
    assert game.to_move == entry["to_move"]
    game.core.hands[game.to_move] = [TILE_OF[t] for t in entry["hand"]]
    points = [p for _, p in game.scored_plays()]
    assert len(points) == entry["plays"]
    assert len(game.legal_moves()) == entry["decisions"]
    assert max(points, default=None) == entry["best"]
    assert sum(points) == entry["total"]


def test_the_fixture_covers_every_player_count_and_stage():
    """Regenerating the fixture must not quietly lose the positions that matter."""
    assert {e["record"]["config"]["players"] for e in ENTRIES} == {2, 3, 4}
    assert sum(not e["record"]["decisions"] for e in ENTRIES) >= 3
    assert sum(e["box"] == 0 and not e["over"] for e in ENTRIES) >= 2
    assert sum(e["over"] for e in ENTRIES) >= 2
    assert sum("JK" in e["hand"] for e in ENTRIES) >= 6
    assert sum(e["plays"] > 100 for e in ENTRIES) >= 3
