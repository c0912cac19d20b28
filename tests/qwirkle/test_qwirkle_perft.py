"""The engine against fixed numbers the oracle computed once (tests/fixtures/qwirkle_perft.json).

Like python-chess's perft: any change to move generation, scoring, trades, the pass, turn
order, refills or the end changes a number here. The fixture is written by
tests/qwirkle/make_qwirkle_perft.py from the slow oracle, never from the engine.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import qwirkle
from conformance import depth2
from qwirkle import Pass, Place, Trade
from qwirkle.legal import placements

ENTRIES = json.loads((Path(__file__).parents[1] / "fixtures" / "qwirkle_perft.json").read_text())


def counts(game: qwirkle.Game) -> dict[str, int]:
    moves = game.legal_moves()
    return {
        "placements": sum(isinstance(m, Place) for m in moves),
        "trades": sum(isinstance(m, Trade) for m in moves),
        "pass": sum(isinstance(m, Pass) for m in moves),
        "best": max((points for _, points in placements(game.core)), default=0)
        if not game.over else 0,
    }


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["name"] for e in ENTRIES])
def test_perft(entry: dict) -> None:
    game = qwirkle.from_record(entry["record"])
    state = {"scores": game.scores, "to_move": game.to_move, "bag": game.bag_count,
             "hand_sizes": game.hand_sizes, "out": game.end == "out", "board": len(game.board)}
    if game.over:
        del state["to_move"]  # the oracle passes the turn on; the engine stops at the end
    assert state == {k: entry[k] for k in state}
    assert counts(game) == {k: entry[k] for k in ("placements", "trades", "pass", "best")}
    if "depth2" in entry:
        assert depth2(game) == entry["depth2"]


def test_the_fixture_covers_every_player_count_and_stage() -> None:
    """Regenerating the fixture must not quietly lose the positions that matter."""
    assert {e["record"]["config"]["players"] for e in ENTRIES} == {2, 3, 4}
    assert sum(not e["record"]["decisions"] for e in ENTRIES) >= 6
    assert sum(e["out"] for e in ENTRIES) >= 3
    assert sum(e["bag"] == 0 and not e["out"] for e in ENTRIES) >= 3
    assert any(e["placements"] == 0 and e["trades"] for e in ENTRIES)
    assert sum("depth2" in e for e in ENTRIES) >= 10
    assert len(ENTRIES) >= 25
