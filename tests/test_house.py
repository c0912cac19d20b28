"""The shared layer alone, on a toy game (tests/toy_game.py): bridge, session, review, arena,
simulate, bench and the CLI serve any game on the protocol, and refuse bad input with codes."""

from __future__ import annotations

import json
import random
import sys
import types

import pytest

import toy_game
from tabletop import arena, arguments, bench, bridge, cli, games, review, simulate
from tabletop.session import Session
from test_bridge import call, ok


@pytest.fixture(autouse=True)
def toy_is_a_house_game(monkeypatch):
    """The toy joins the list of games for these tests only (the bridge serves listed games)."""
    monkeypatch.setattr(games, "NAMES", (*games.NAMES, "toy_game"))
    monkeypatch.setattr(bridge, "_session", None)


def refused(command, **args):
    answer = call(command, **args)
    assert not answer["ok"] and "trace" not in answer["error"], answer
    return answer["error"]


# -- finding games ------------------------------------------------------------------------------


def test_games_are_found_by_listed_name_only():
    assert games.load("toy_game") is toy_game
    assert games.package_of(toy_game.new_game(seed=1)) is toy_game
    for name in ("os", "antigravity", "tabletop", 5, None, ["toy_game"]):
        with pytest.raises(ValueError) as refusal:
            games.load(name)
        assert refusal.value.code == "unknown_game"
    assert "toy_game" in games.installed() and games.NAMES[0] == games.DEFAULT


def test_page_hooks_default_when_a_game_has_none():
    game = toy_game.new_game(seed=1)
    assert games.page(toy_game, "COMMANDS") == {}
    assert games.page(toy_game, "describe")(game, "3@1") == {"move": "3@1"}
    assert games.page(toy_game, "analysable")("3@1") is True


@pytest.mark.parametrize("slip", ["hisotry_entry", "Commands", "describes", "analyzable"])
def test_a_misspelt_page_hook_is_an_error_not_a_default(monkeypatch, slip):
    own = types.ModuleType("toy_game.page")
    setattr(own, slip, lambda *args: {"mine": True})
    own.standings = lambda game: []  # a name of its own, far from every hook: fine
    monkeypatch.setattr(toy_game, "page", own, raising=False)
    with pytest.raises(TypeError, match=f"toy_game.page.{slip} is no page hook"):
        games.page(toy_game, "view")


# -- arguments ----------------------------------------------------------------------------------


def test_integers_flags_and_seats_are_read_once_and_checked():
    assert arguments.integer({"n": " 12 "}, "n") == 12 and arguments.integer({}, "n", 3) == 3
    assert arguments.integer({"n": "-4"}, "n") == -4
    assert arguments.integer({"n": "9" * 30}, "n") == int("9" * 30)  # its range is the caller's
    for bad in ("12a", True, 1.5, [1], "--1", "1e3"):
        with pytest.raises(ValueError) as refusal:
            arguments.integer({"n": bad}, "n")
        assert refusal.value.code == "bad_integer"
    assert arguments.flag({"t": 1}, "t", "toy_variant") is True
    assert arguments.flag({"t": False}, "t", "toy_variant") is False
    assert arguments.flag({}, "t", "toy_variant") is False
    for bad in (2, "maybe", "1", 1.0, [1], None):
        with pytest.raises(ValueError) as refusal:
            arguments.flag({"t": bad}, "t", "toy_variant")
        assert refusal.value.code == "toy_variant"
    assert arguments.seats(None, 3, ("easy", "hard")) == ["human", "ai-easy", "ai-easy"]
    assert arguments.level_of("ai-hard") == "hard" and arguments.level_of("human") is None
    with pytest.raises(ValueError) as refusal:
        arguments.seats(["human", "ai-godlike"], 2, ("easy",))
    assert refusal.value.code == "unknown_seat"


# -- the bridge on another game -------------------------------------------------------------------


def test_static_and_new_serve_the_named_game():
    assert ok("static", game="toy_game") == games.static_info(toy_game)
    view = ok("new", game="toy_game", players=2, variant="short", seed=4,
              seats=["human", "ai-greedy"])
    game = toy_game.new_game(2, 4, "short")
    assert {k: view[k] for k in game.view([0])} == game.view([0])
    assert view["hands"][1] is None and view["seed"] == "4" and view["decisions"] == 0
    assert view["seats"] == ["human", "ai-greedy"] and view["last"] == [] and view["undo"] is None


def test_a_game_is_played_undone_reviewed_and_reloaded_through_the_bridge():
    view = ok("new", game="toy_game", players=3, seed=9, seats=["human", "ai-greedy", "human"])
    game = toy_game.new_game(3, 9)
    rnd = random.Random(1)
    while not view["over"]:
        if view["seats"][view["to_move"]] == "human":
            move = rnd.choice(game.legal_moves())
            reply = ok("play", move=move)
        else:
            reply = ok("ai")
            move = reply["move"]
        assert reply["events"] == game.play(move)
        view = reply["view"]
        assert view["last"] == [e for e in reply["events"] if e["type"] == "place"]
    record = ok("record")
    assert record == game.to_record() | {"meta": {"seats": view["seats"]}}
    entries = ok("history")
    assert [e["move"] for e in entries] == game.decisions
    assert [e["seat"] for e in entries] == [i % 3 for i in range(len(entries))]
    assert set(entries[0]) == {"index", "seat", "move"}
    past = ok("position", count=2)
    assert past["decisions"] == 2 and past["last"][0]["tile"] == int(game.decisions[1][0])
    analysis = ok("analyse", index=1)
    assert analysis["played"] == {"move": game.decisions[1]} and analysis["loss"] >= 0
    again = ok("load", record=json.dumps(record))
    assert again["row"] == view["row"] and again["seats"] == view["seats"]
    back = ok("undo")  # the last human decision, and the computer's after it
    last_human = max(i for i, e in enumerate(entries) if e["seat"] != 1)
    assert back["decisions"] == last_human and back["to_move"] == entries[last_human]["seat"]


def test_hint_is_the_expert_level_described_and_not_played():
    view = ok("new", game="toy_game", seed=3, seats=["human", "human"])
    hint = ok("hint")
    assert hint["move"] in toy_game.new_game(2, 3).legal_moves()
    assert ok("view") == view


def test_the_bridge_refuses_bad_requests_with_codes_and_keeps_the_game():
    ok("new", game="toy_game", seed=3, seats=["human", "ai-random"])
    before = ok("record")
    cases = [
        ("new", {"game": "chess"}, "BridgeError", "unknown_game"),
        ("new", {"game": "toy_game", "players": 2**70}, "BridgeError", "toy_players"),
        ("new", {"game": "toy_game", "seed": 10**30}, "BridgeError", "seed_range"),
        ("new", {"game": "toy_game", "seats": ["human"]}, "BridgeError", "seat_count"),
        ("new", {"game": "toy_game", "seats": "human"}, "BridgeError", "bad_seats"),
        ("new", {"game": "toy_game", "variant": ["x"]}, "BridgeError", "toy_variant"),
        ("play", {"move": "9@99"}, "IllegalMove", "toy_not_legal"),
        ("play", {"move": {"x": 1}}, "IllegalMove", "move_not_text"),
        ("ai", {}, "BridgeError", "not_computer_turn"),
        ("position", {"count": 10**100}, "BridgeError", "position_range"),
        ("position", {"count": "1e3"}, "BridgeError", "bad_integer"),
        ("analyse", {"index": 10**100}, "Refusal", "decision_index"),
        ("analyse", {"budget": 10**400}, "BridgeError", "budget_range"),
        ("new", {"game": "toy_game", "players": "9" * 5000}, "BridgeError",
         "request_huge_number"),
        ("undo", {}, "BridgeError", "nothing_to_undo"),
        ("options", {"tile": [1, 1]}, "BridgeError", "unknown_command"),
        ("load", {"record": {**before, "format": "toy_game", "seed": -1}}, "RecordError",
         "seed_range"),
    ]
    for command, args, kind, code in cases:
        error = refused(command, **args)
        assert (error["type"], error["code"]) == (kind, code), (command, args, error)
    assert ok("record") == before
    commands = refused("frobnicate")["params"]["commands"]
    assert commands == "static, new, load, view, deal_seed, check_deal, rated_opponents, play, " \
                       "ai, record, file, undo, seats, history, position, hint, analyse, guest, " \
                       "watch, world, rating"


def test_the_computer_is_given_a_sane_budget_only():
    ok("new", game="toy_game", seed=3, seats=["ai-greedy", "human"])
    for budget in ("1", True, 0, -1, 10**400, float("inf")):
        args = json.dumps({"budget": budget}).replace("Infinity", "1e999")
        answer = json.loads(bridge.handle("ai", args))
        assert answer["error"]["code"] in ("budget_range", "request_not_number"), budget
    assert ok("ai", budget=0.5)["view"]["decisions"] == 1


def test_random_requests_never_report_a_bug(monkeypatch):
    """Any command with any arguments: refused or served, never an unexpected exception."""
    monkeypatch.setattr(games, "DEFAULT", "toy_game")
    rnd = random.Random(0)
    values = [None, True, 0, -1, 2, 3, 2**70, -(2**70), 1.5, 1e308, "", "x", "2", "toy_game",
              "--1", [], ["human", "human"], {}, {"a": 1}, "3@1", "9" * 30]
    keys = ["game", "players", "seats", "seed", "variant", "teams", "move", "budget", "count",
            "index", "record", "tile"]
    names = [*bridge.FIRST, *bridge.THEN, "options", "nope"]
    served = 0
    for _ in range(600):
        args = {rnd.choice(keys): rnd.choice(values) for _ in range(rnd.randrange(4))}
        answer = json.loads(bridge.handle(rnd.choice(names), json.dumps(args)))
        assert answer["ok"] or "trace" not in answer["error"], (args, answer)
        served += answer["ok"]
    assert served > 100  # not all refused at the door


# -- the session ----------------------------------------------------------------------------------


def test_the_session_marks_the_latest_turn_and_finds_the_undo_point():
    game = toy_game.new_game(2, seed=5)
    session = Session(game, ["ai-greedy", "human"])
    assert session.undo_point() is None and game.meta["seats"] == ["ai-greedy", "human"]
    session.play(game.legal_moves()[0])  # the computer's
    assert session.undo_point() is None and len(session.last) == 1
    session.play(game.legal_moves()[0])
    session.play(game.legal_moves()[-1])
    assert session.undo_point() == 1 and session.last[0]["cell"] == int(game.decisions[-1][2:])
    reloaded = Session(toy_game.from_record(game.to_record()), ["ai-greedy", "human"])
    assert reloaded.deciders == session.deciders and reloaded.last == []


# -- review ---------------------------------------------------------------------------------------


def test_prefix_replays_the_record_and_refuses_what_is_not_there():
    game = toy_game.new_game(2, seed=8)
    game.meta = {"seats": ["human", "human"]}
    for _ in range(4):
        game.play(game.legal_moves()[-1])
    past = review.prefix(game, 2)
    assert past.decisions == game.decisions[:2] and past.meta == game.meta
    assert past.meta is not game.meta
    for count in (-1, 5):
        with pytest.raises(ValueError) as refusal:
            review.prefix(game, count)
        assert refusal.value.code == "position_range"
    assert review.decision_seed(game, review.MOVE) != review.decision_seed(game, review.ADVICE)


# -- arena, simulate, bench, the command line -----------------------------------------------------


def test_a_shared_first_place_scores_a_share():
    assert arena.share([[0], [1]], 0) == 1 and arena.share([[1], [0]], 0) == 0
    assert arena.share([[0, 1]], 1) == 0.5 and arena.share([[2, 0, 1]], 2) == pytest.approx(1 / 3)


def test_the_arena_plays_any_game_with_its_mode():
    result = arena.match("toy_game", "greedy", "first", players=2, games=6, seed=2,
                         variant="short")
    again = arena.match(toy_game, "greedy", "first", players=2, games=6, seed=2,
                        variant="short")
    assert (result.score, result.a_mean_figure) == (again.score, again.a_mean_figure)
    assert result.figure == "points" and result.mode == {"variant": "short"}
    assert "toy_game, 2 players, variant short, 6 games" in result.line()
    with pytest.raises(ValueError, match="unknown level"):
        arena.match("toy_game", "expert", "first", games=1)


@pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide has no processes")
def test_an_arena_in_several_processes_plays_the_same_games():
    parallel = arena.match("toy_game", "greedy", "first", games=4, seed=2, jobs=2)
    assert parallel.score == arena.match("toy_game", "greedy", "first", games=4, seed=2).score


def test_the_command_line_serves_any_game(capsys, tmp_path):
    assert cli.main(["simulate", "--game", "toy_game", "--players", "3", "--games", "3",
                     "--seats", "greedy,random"]) == 0
    out = capsys.readouterr().out
    assert "games        3" in out and "side 2 points" in out and "place" in out
    assert cli.main(["bench", "--game", "toy_game", "--quick", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    labels = ("2p", "3p", "2p_variant_short")
    assert set(figures) == {f"api_game_{label}{kind}_ms" for label in labels
                            for kind in ("", "_listed")}
    out_file = tmp_path / "r.jsonl"
    assert cli.main(["arena", "--game", "toy_game", "--a", "greedy", "--variant", "short",
                     "--games", "2", "--out", str(out_file)]) == 0
    assert json.loads(out_file.read_text())["mode"] == {"variant": "short"}
    with pytest.raises(SystemExit):
        cli.main(["arena", "--game", "toy_game", "--a", "greedy", "--players", "5"])
    assert cli.main(["dance"]) == 2
    game = toy_game.new_game(seed=1)
    assert simulate.seat_player(toy_game, "first")(game, 0) == game.legal_moves()[0]
    assert bench.mode_label({"players": 4, "teams": True}) == "4p_teams"


def test_the_page_figures_add_the_strongest_levels_think_time(capsys):
    figures = bench.page_figures("toy_game", quick=True)
    assert {"api_game_2p_ms", "greedy_think_mean_s", "greedy_think_max_s"} <= set(figures)
    assert 0 < figures["greedy_think_mean_s"] <= figures["greedy_think_max_s"]
    # A whole game's analysis (its first four placements when quick), as the page asks for it.
    assert figures["analysis_game_s"] > 0 and figures["analysis_playouts_mean"] >= 8
    assert len(bench.think_times(toy_game, "random", {"players": 3}, most=4)) == 4
    whole = bench.think_times(toy_game, "first", {"players": 2})
    game = toy_game.new_game(seed=1, players=2)
    while not game.over:
        game.play(toy_game.ai.choose(game, "first", seed=0))
    assert len(whole) == len(game.decisions)
    assert bench.own_module(toy_game, "ai.bench") is None
    assert cli.main(["bench", "--game", "toy_game", "--page", "--quick"]) == 0
    assert "greedy_think_max_s" in json.loads(capsys.readouterr().out)
    durations = [k for k in ("api_game_2p_ms", "score_us", "think_max_s", "playouts_2p_per_s",
                             "midgame_plays_listed") if bench.is_duration(k)]
    assert durations == ["api_game_2p_ms", "score_us", "think_max_s"]
