"""The JSON bridge the page talks to: every answer is JSON, refusals say why and change nothing."""

import json

import pytest

import genial
from genial import bridge


def call(command, **args):
    answer = json.loads(bridge.handle(command, json.dumps(args)))
    assert set(answer) in ({"ok", "result"}, {"ok", "error"})
    return answer


def ok(command, **args):
    answer = call(command, **args)
    assert answer["ok"], answer
    return answer["result"]


def refused(command, **args):
    answer = call(command, **args)
    assert not answer["ok"]
    assert answer["error"]["message"]
    return answer["error"]


def test_static_info_lists_the_geometry_and_levels():
    info = ok("static")
    assert info["colours"] == list(genial.COLOURS)
    assert len(info["printed"]) == 6
    assert info["radius_by_players"] == {"1": 5, "2": 5, "3": 6, "4": 7}
    assert info["levels"] and all(isinstance(level, str) for level in info["levels"])


def test_new_game_view_shows_human_hands_only():
    view = ok("new", players=2, seed=5, seats=["human", "ai-beginner"])
    assert view["players"] == 2 and view["to_move"] == 0 and view["phase"] == "place"
    assert len(view["hands"][0]) == 6 and view["hands"][1] is None
    assert view["bag"] == 120 - 12
    assert len(view["board"]) == 6 and view["tiles"] == [] and view["last"] == []
    assert view["seed"] == "5"


def test_options_are_the_engines_legal_placements_with_previews():
    view = ok("new", players=2, seed=5, seats=["human", "human"])
    tile = view["hands"][0][0]
    options = ok("options", tile=tile)
    game = genial.new_game(players=2, seed=5)
    legal = {m for m in game.legal_moves() if sorted(m.tile) == sorted(tile)}
    placed = {genial.parse_move(o["move"]) for o in options}
    assert placed == legal
    for o in options:
        move = genial.parse_move(o["move"])
        assert game.preview(move) == o["points"]
        first = move.cells[0] if move.tile[0] == tile[0] else move.cells[1]
        assert tuple(o["first"]) == first


def test_play_then_ai_marks_the_latest_turn_and_tiles():
    view = ok("new", players=2, seed=5, seats=["human", "ai-beginner"])
    move = ok("options", tile=view["hands"][0][0])[0]["move"]
    reply = ok("play", move=move)
    assert reply["events"][0]["type"] == "place"
    assert reply["view"]["to_move"] == 1 and len(reply["view"]["tiles"]) == 1
    reply = ok("ai")
    assert reply["view"]["last"][0]["seat"] == 1 and len(reply["view"]["tiles"]) == 2
    assert genial.parse_move(reply["move"])


def test_refusals_change_nothing():
    view = ok("new", players=2, seed=5, seats=["human", "ai-beginner"])
    assert refused("play", move="red-blue@0,0:9,9")["type"] == "IllegalMove"
    assert refused("ai")["type"] == "BridgeError"  # a human's turn
    assert refused("new", players=7)["type"] == "BridgeError"
    assert refused("new", players=2, seats=["human", "ai-godlike"])["type"] == "BridgeError"
    assert refused("options", tile=["red", "pink"])["type"] == "BridgeError"
    assert refused("load", record={"format": "nope"})["type"] == "RecordError"
    assert refused("frobnicate")["type"] == "BridgeError"
    assert ok("view") == view


def test_bad_json_is_refused_not_raised():
    answer = json.loads(bridge.handle("view", "{not json"))
    assert not answer["ok"]


def test_record_round_trip_keeps_the_seats():
    view = ok("new", players=3, seed=11, seats=["human", "ai-beginner", "human"])
    ok("play", move=ok("options", tile=view["hands"][0][0])[0]["move"])
    record = ok("record")
    again = ok("load", record=record)
    assert again["seats"] == ["human", "ai-beginner", "human"]
    assert again["board"] == ok("view")["board"]


@pytest.mark.parametrize("players,teams", [(1, False), (2, False), (4, True)])
def test_games_run_to_the_end_with_standings(players, teams):
    ok("new", players=players, teams=teams, seed=3, seats=["ai-beginner"] * players)
    view = ok("view")
    for _ in range(400):
        if view["over"]:
            break
        view = ok("ai")["view"]
    assert view["over"] and view["bonus"] == 0
    ranked = [side["side"] for group in view["standings"] for side in group]
    assert sorted(ranked) == list(range(2 if teams else players))
    for group in view["standings"]:
        for side in group:
            values = [n for _, n in side["markers"]]
            assert values == sorted(values)
