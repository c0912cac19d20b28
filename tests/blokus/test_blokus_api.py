"""The public API of design.md and tabletop/protocol.py, and what the page asks for: setup,
static info, the view, the placements of one piece for its ghosts, and why a ghost is illegal.
"""

from __future__ import annotations

import json
import random

import pytest

import blokus
import blokus.ai
from blokus.pieces import NAMES, anchor, orientations
from tabletop import games, protocol
from tabletop.errors import MESSAGES, Refusal

SAFE = 2**53 - 1


def numbers(data) -> list:
    """Every number in JSON data."""
    if isinstance(data, dict):
        return [n for v in data.values() for n in numbers(v)]
    if isinstance(data, list):
        return [n for v in data for n in numbers(v)]
    return [data] if isinstance(data, int | float) and not isinstance(data, bool) else []


def played(count: int, seed: int = 4, **mode) -> blokus.Game:
    game, rnd = blokus.new_game(seed=seed, **mode), random.Random(seed)
    for _ in range(count):
        if not game.over:
            game.play(rnd.choice(game.legal_moves()))
    return game


def test_the_package_offers_the_protocol() -> None:
    assert (blokus.NAME, blokus.TITLE) == ("blokus", "Blokus")
    game = blokus.new_game(seed=1)
    assert isinstance(game, protocol.Game)
    assert issubclass(blokus.IllegalMove, ValueError) and issubclass(blokus.RecordError, ValueError)
    assert blokus.parse_move("red:X@5,4 4,5 5,5 6,5 5,6").piece == "X"
    with pytest.raises(blokus.IllegalMove) as refused:
        blokus.parse_move(42)
    assert refused.value.code == "move_not_text"


def test_defaults_four_players_classic_two_in_duo_and_a_safe_fresh_seed() -> None:
    game = blokus.new_game()
    assert (game.players, game.variant, game.teams, game.size) == (4, "classic", False, 20)
    assert 0 <= game.seed <= SAFE
    assert blokus.new_game(variant="duo").players == 2
    assert blokus.new_game(variant="classic", players=3).mode.neutral == 3


@pytest.mark.parametrize(("args", "kwargs"), [
    ({}, {"players": 4}),
    ({"players": "2"}, {"players": 2}),
    ({"players": 4, "teams": 1}, {"players": 4, "teams": True}),
    ({"players": "4", "teams": True, "seed": 5, "seats": ["human"]},
     {"players": 4, "teams": True}),
    ({"variant": "duo"}, {"players": 2, "variant": "duo"}),
    ({"variant": "classic", "players": "3"}, {"players": 3}),
    ({"variant": "", "teams": False}, {"players": 4}),
    ({"variant": "duo", "players": "2", "teams": 0}, {"players": 2, "variant": "duo"}),
])
def test_setup_reads_the_address_and_requests(args: dict, kwargs: dict) -> None:
    assert blokus.setup(args) == kwargs
    blokus.new_game(**kwargs)


def test_every_mode_is_a_setup_the_page_can_ask_for() -> None:
    assert [blokus.setup(mode) for mode in blokus.MODES] == list(blokus.MODES)
    offered = games.static_info(blokus)["modes"]
    assert sorted(map(str, offered)) == sorted(map(str, blokus.MODES))
    # The New game dialog lists player counts in order and reads each further key's value from
    # the one mode holding it: a mode with a default value (teams false) would offer nothing.
    assert [m["players"] for m in offered] == sorted(m["players"] for m in offered)
    assert all(len([m for m in offered if key in m]) == 1 for key in ("teams", "variant"))


@pytest.mark.parametrize(("args", "code", "value"), [
    ({"players": "two"}, "bad_integer", "'two'"),
    ({"players": [2]}, "bad_integer", "[2]"),
    ({"teams": "maybe"}, "bad_teams", "'maybe'"),
])
def test_setup_names_a_value_it_cannot_read(args: dict, code: str, value: str) -> None:
    with pytest.raises(Refusal) as refused:
        blokus.setup(args)
    assert (refused.value.code, refused.value.params["value"]) == (code, value)


@pytest.mark.parametrize(("args", "code", "value"), [
    ({"players": "7"}, "players_count", "7"),
    ({"players": 1}, "players_count", "1"),
    ({"players": 3, "teams": True}, "teams_need_four", None),
    ({"variant": "hex"}, "unknown_variant", "'hex'"),
    ({"variant": ["duo"]}, "unknown_variant", None),
    ({"variant": "duo", "players": 4}, "duo_players", "4"),
])
def test_a_setup_that_makes_no_game_is_refused_by_new_game(args: dict, code: str,
                                                          value: str | None) -> None:
    with pytest.raises(Refusal) as refused:
        blokus.new_game(**blokus.setup(args))
    assert refused.value.code == code
    if value is not None:
        assert refused.value.params["value"] == value


def test_static_info_gives_the_page_every_rule_fact_it_draws() -> None:
    info = games.static_info(blokus)
    assert json.loads(json.dumps(info)) == info
    assert info["variants"]["classic"]["size"] == 20 and info["variants"]["duo"]["size"] == 14
    starts = {c["name"]: c["start"] for v in info["variants"].values() for c in v["colours"]}
    assert starts == {"blue": [0, 0], "yellow": [19, 0], "red": [19, 19], "green": [0, 19],
                      "purple": [4, 4], "orange": [9, 9]}
    marks = [c["mark"] for v in info["variants"].values() for c in v["colours"]]
    assert len(set(marks)) == len(marks)  # colour is never the only cue
    assert [p["name"] for p in info["pieces"]] == list(NAMES)
    assert sum(len(p["orientations"]) for p in info["pieces"]) == 91
    for piece in info["pieces"]:
        count = len(piece["orientations"])
        assert sorted(piece["rotate"]) == sorted(piece["flip"]) == list(range(count))
        for o, shape in enumerate(piece["orientations"]):
            assert shape["anchor"] in shape["cells"]
            turned = piece["orientations"][piece["rotate"][o]]["cells"]
            assert sorted(turned) == sorted(
                [[x, y] for x, y in _normal([(-y, x) for x, y in shape["cells"]])])
    assert info["levels"] == list(blokus.ai.LEVELS)
    assert info["modes"] == [{"players": 2}, {"players": 2, "variant": "duo"}, {"players": 3},
                             {"players": 4}, {"players": 4, "teams": True}]


def _normal(cells):
    x0, y0 = min(x for x, _ in cells), min(y for _, y in cells)
    return [(x - x0, y - y0) for x, y in cells]


@pytest.mark.parametrize("mode", [dict(players=4), dict(players=3), dict(players=2),
                                  dict(players=4, teams=True), dict(variant="duo")])
def test_the_view_is_safe_json_with_what_the_page_shows(mode: dict) -> None:
    game = played(9, seed=2**60 + 5, **mode)
    view = game.view([0])
    assert json.loads(json.dumps(view)) == view
    assert all(abs(n) <= SAFE for n in numbers(view))
    assert (view["to_move"], view["colour"], view["phase"]) == (game.to_move, game.colour,
                                                                 "place")
    assert len(view["board"]) == len(game.board)
    assert {(c["x"], c["y"]) for c in view["board"]} == set(game.board)
    assert view["attach"] == [list(c) for c in game.attach_points()]
    assert not {"seed", "seats", "last", "decisions", "undo"} & set(view)  # the house's part
    assert view["hands"][0] == game.hand(0) and view["hands"][1] is None
    assert [c["name"] for c in view["colours"]] == list(game.colours)
    for facts in view["colours"]:
        assert facts["pieces"] == game.pieces_left(facts["name"])
        assert facts["score"] == game.colour_scores[facts["name"]]
    assert view["scores"] == game.scores and view["ranking"] is None


def test_the_view_at_the_end_has_the_ranking_and_bonuses() -> None:
    from blokus_records import RECORDS

    record = RECORDS["blue places all 21, the monomino last"]
    game = blokus.from_record({"format": "blokus", "version": 1, "config": record["config"],
                               "seed": 9, "decisions": record["decisions"]})
    view = game.view(range(4))
    assert view["over"] and view["ranking"] == game.ranking() and view["attach"] == []
    blue = view["colours"][0]
    assert (blue["pieces"], blue["squares"], blue["bonus"], blue["score"]) == ([], 0, 20, 20)
    assert view["colours"][1]["bonus"] == 0


def test_placements_group_the_legal_ghosts_of_one_piece_by_orientation() -> None:
    game = played(8)
    piece = game.legal_moves()[0].piece
    legal = {str(m) for m in game.legal_moves() if m.piece == piece}
    found = game.placements(piece)
    assert found["piece"] == piece and found["colour"] == game.colour
    assert len(found["orientations"]) == len(orientations(piece))
    listed = set()
    for group in found["orientations"]:
        shape = orientations(piece)[group["orientation"]]
        ax, ay = anchor(shape)
        for ghost in group["legal"]:
            x, y = ghost["at"]
            expected = [[x - ax + cx, y - ay + cy] for cx, cy in shape]
            assert sorted(ghost["cells"]) == sorted(expected)
            listed.add(ghost["move"])
    assert listed == legal and legal
    with pytest.raises(blokus.IllegalMove) as refused:
        game.placements("Q")
    assert refused.value.code == "unknown_piece"


def test_why_illegal_explains_a_ghost_and_says_nothing_of_a_legal_one() -> None:
    game = blokus.new_game()
    assert game.why_illegal("blue:1@0,0") is None
    reason = game.why_illegal("blue:1@5,5")
    assert reason.code == "start_not_covered" and reason.params["cell"] == "0,0"
    assert reason.to_json()["message"] == str(reason)
    assert game.decisions == []


def test_legal_moves_behave_as_a_list() -> None:
    game = played(6)
    moves = game.legal_moves()
    listed = list(moves)
    assert len(moves) == len(listed) and moves[0] == listed[0] and moves[-1] == listed[-1]
    assert moves[1:3] == listed[1:3] and moves == listed
    assert all(m in moves for m in listed[:20])
    assert blokus.Place.of(game.colour, "1", [(99, 99)]) not in moves
    assert "blue:1@0,0" not in moves


def test_play_returns_the_events_and_copies_are_independent() -> None:
    game = blokus.new_game(players=3, seed=1)
    twin = game.copy()
    events = game.play("blue:I3@0,0 1,0 2,0")
    assert events[0] == {"type": "place", "seat": 0, "colour": "blue", "piece": "I3",
                         "cells": [[0, 0], [1, 0], [2, 0]], "notation": "blue:I3@0,0 1,0 2,0"}
    assert events[-1] == {"type": "turn", "seat": 1, "colour": "yellow"}
    assert twin.decisions == [] and twin.board == {}
    assert game.resample(1, 5).decisions == game.decisions


def test_records_keep_meta_and_write_big_seeds_as_text() -> None:
    game = blokus.new_game(seed=2**63, variant="duo")
    game.meta["seats"] = ["human", "ai-advanced"]
    game.play("purple:1@4,4")
    record = game.to_record()
    assert record == {"format": "blokus", "version": 2,
                      "config": {"players": 2, "teams": False, "variant": "duo"},
                      "seed": str(2**63), "decisions": ["purple:1@4,4"],
                      "meta": {"seats": ["human", "ai-advanced"]}}
    again = blokus.from_record(json.dumps(record))
    assert again.seed == 2**63 and again.meta == game.meta


@pytest.mark.parametrize(("change", "code"), [
    ({"format": "genial"}, "record_format"),
    ({"version": 3}, "record_version"),
    ({"config": {"players": 2, "colour": "red"}}, "blokus_config"),
    ({"config": {"players": None}}, "players_count"),
    ({"config": {"players": 2, "variant": "duo", "teams": True}}, "teams_need_four"),
    ({"decisions": ["purple:1@0,0"]}, "decision_refused"),
    ({"decisions": ["purple:1@4,4", "purple:2@5,5 6,5"]}, "decision_refused"),
])
def test_bad_records_are_refused_with_a_code(change: dict, code: str) -> None:
    record = {**blokus.new_game(variant="duo", seed=1).to_record(), **change}
    with pytest.raises(blokus.RecordError) as refused:
        blokus.from_record(record)
    assert refused.value.code == code


@pytest.mark.parametrize(("move", "code"), [
    (42, "not_a_placement"),
    ("blue F 0,0", "unreadable_placement"),
    ("mauve:1@0,0", "unknown_colour"),
    ("yellow:1@19,0", "not_colour_turn"),
    ("blue:Q@0,0", "unknown_piece"),
    ("blue:2@0,0 0,0", "repeated_cell"),
    ("blue:2@0,0 0,20", "cell_off_board"),
    ("blue:2@0,0 5,5", "cells_form_no_piece"),
])
def test_every_refusal_of_a_move_has_its_code(move, code: str) -> None:
    game = blokus.new_game(seed=1)
    with pytest.raises(blokus.IllegalMove) as refused:
        game.play(move)
    assert refused.value.code == code and code in MESSAGES
    assert game.decisions == []
    with pytest.raises(blokus.IllegalMove):
        game.play(blokus.Place("blue", "1", "0,0"))
