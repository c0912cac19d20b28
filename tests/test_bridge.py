"""The JSON bridge the page talks to: every answer is JSON, refusals say why and change nothing."""

import json

import pytest

import genial
from tabletop import bridge


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
    for (command, args), code in [
        (("play", {"move": "red-blue@0,0:9,9"}), "cell_outside"),
        (("play", {"move": 7}), "move_not_text"),
        (("ai", {}), "not_computer_turn"),  # a human's turn
        (("new", {"players": 7}), "players_range"),
        (("new", {"players": 2, "seats": ["human", "ai-godlike"]}), "unknown_seat"),
        (("options", {"tile": ["red", "pink"]}), "bad_tile"),
        (("load", {"record": {"format": "nope"}}), "record_format"),
        (("position", {"count": -1}), "position_range"),
        (("frobnicate", {}), "unknown_command"),
    ]:
        error = refused(command, **args)
        assert error["code"] == code, (command, args, error)
        assert error["type"] in ("BridgeError", "IllegalMove", "RecordError"), error
    assert ok("view") == view


@pytest.mark.parametrize(("args", "code", "shown"), [
    ({"players": "abc"}, "bad_integer", "'abc'"),  # the page sends its address's text
    ({"players": None}, "bad_integer", "null"),
    ({"players": "9"}, "players_range", "9"),
    ({"players": 2**70}, "players_range", str(2**70)),  # was an OverflowError
    ({"players": "1" * 5000}, "request_huge_number", None),
    ({"players": 2, "seed": "x1"}, "bad_integer", "'x1'"),
    ({"players": 2, "seed": 2**64}, "seed_range", str(2**64)),
    ({"players": 2, "teams": "yes"}, "bad_teams", "'yes'"),
    ({"players": 2, "seats": "human"}, "bad_seats", "'human'"),
    ({"players": 4, "teams": True, "seats": ["human", "human"]}, "seat_count", "human, human"),
    ({"players": 2, "seats": ["human", None]}, "unknown_seat", "null"),
])
def test_a_bad_setup_is_refused_naming_the_value_as_sent(args, code, shown):
    """Every number and name is checked before use; the message shows the value as the page
    (JSON, or its address's text) gave it: never 'None', never a Python list."""
    before = ok("new", players=2, seed=5)
    error = refused("new", **args)
    assert error["type"] == "BridgeError" and error["code"] == code, error
    if shown is not None:
        assert shown in error["message"]
    assert "None" not in error["message"] and "['" not in error["message"]
    assert ok("view") == before


def test_budgets_are_checked_before_any_search():
    ok("new", players=2, seed=5, seats=["ai-beginner", "human"])
    for budget in (0, -1, 6, "1", True, 2**70):
        assert refused("ai", budget=budget)["code"] == "budget_range"
    for text in ('{"budget": NaN}', '{"budget": -Infinity}'):
        answer = json.loads(bridge.handle("ai", text))
        assert answer["error"]["code"] == "request_not_number"
    answer = json.loads(bridge.handle("ai", '{"budget": 1e999}'))  # inf, which JSON can write
    assert answer["error"]["code"] == "budget_range"
    assert ok("ai", budget=0.05)["view"]["decisions"] == 1


def test_a_record_whose_numbers_javascript_would_change_is_refused():
    """The page keeps the records the bridge gives it: a meta number beyond 2**53 would come
    back from JSON.parse as another number. A seed beyond it (older records) travels as text."""
    record = genial.new_game(players=2, seed=5).to_record()
    error = refused("load", record=dict(record, meta={"n": 2**60}))
    assert error["code"] == "record_unsafe_number" and str(2**60) in error["message"]
    old = dict(record, seed=6592055508770060410)  # a 63-bit seed, as records had before
    assert ok("load", record=old)["seed"] == "6592055508770060410"
    assert ok("record")["seed"] == "6592055508770060410"
    assert ok("load", record=ok("record"))["seed"] == "6592055508770060410"


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
