"""Looking back at a game through the bridge: undo, history, past positions, hint, analysis;
and the import path (`load`) refusing a record nested too deeply before parsing it."""

import json

import pytest

import genial
import genial.ai
import qwirkle
import qwirkle.ai
from tabletop import bridge, review
from tabletop.levels import HINT_LEVEL


def call(command, **args):
    return json.loads(bridge.handle(command, json.dumps(args)))


def ok(command, **args):
    answer = call(command, **args)
    assert answer["ok"], answer
    return answer["result"]


def finished_game(seed=3, players=2):
    game = genial.new_game(players=players, seed=seed)
    while not game.over:
        game.play(genial.ai.choose(game, "beginner", seed=len(game.decisions)))
    return game


def test_undo_takes_back_your_decision_and_the_computers_reply():
    start = ok("new", players=2, seed=5, seats=["human", "ai-beginner"])
    assert start["undo"] is None
    move = ok("options", tile=start["hands"][0][0])[0]["move"]
    ok("play", move=move)
    after = ok("ai")
    assert after["view"]["decisions"] >= 2 and after["view"]["undo"] == 0
    back = ok("undo")
    assert back["board"] == start["board"] and back["hands"] == start["hands"]
    assert back["decisions"] == 0 and back["to_move"] == 0 and back["undo"] is None
    assert call("undo")["error"]["message"] == "there is no decision of yours to undo"


def test_undo_in_the_middle_of_a_bonus_keeps_the_earlier_placements():
    def our_bonuses(game):
        return [e["index"] for e in review.history(game) if e["bonus"] and e["seat"] == 0]

    game = next(g for g in map(finished_game, range(3, 40)) if our_bonuses(g))  # seeded: found
    index = our_bonuses(game)[0]
    past = review.prefix(game, index + 1)
    past.meta["seats"] = ["human", "human"]
    ok("load", record=past.to_record())
    back = ok("undo")
    assert back["decisions"] == index and back["to_move"] == 0 and back["bonus"] >= 1


def test_history_lists_every_decision_with_its_points():
    game = finished_game()
    entries = review.history(game)
    assert [e["move"] for e in entries] == game.decisions
    totals = [dict.fromkeys(genial.COLOURS, 0) for _ in range(2)]
    for e in entries:
        for colour, n in e["points"].items():
            totals[e["seat"]][colour] += n
    assert totals == game.scores
    assert any(e["bonus"] for e in entries) and any(e["genial"] for e in entries)
    first = entries[0]  # on the empty board: beside the printed symbol it must touch
    assert first["tile"] and len(first["cells"]) == 2
    assert first["near"] and all(n["printed"] for n in first["near"])
    past = review.prefix(game, 0)
    for e in entries:  # every neighbour named was on the board before the decision
        if e["kind"] == "place":
            around = {c for cell in e["cells"] for c in genial.hexgrid.neighbours(tuple(cell))}
            before = {(past.board[c], c in dict(genial.colours.PRINTED_SYMBOLS))
                      for c in around - {tuple(x) for x in e["cells"]} if c in past.board}
            assert {(n["colour"], n["printed"]) for n in e["near"]} == before
        past.play(e["move"])


def test_position_is_the_game_as_it_was_and_changes_nothing():
    game = finished_game()
    ok("load", record=game.to_record())
    past = ok("position", count=10)
    assert past["decisions"] == 10 and past["last"]
    assert past["board"] == ok("position", count=10)["board"] != ok("view")["board"]
    assert ok("view")["over"] and call("position", count=999)["ok"] is False


def test_hint_is_a_legal_move_for_the_seat_to_move():
    view = ok("new", players=2, seed=9, seats=["human", "ai-beginner"])
    hint = ok("hint")
    game = genial.new_game(players=2, seed=9)
    assert genial.parse_move(hint["move"]) in game.legal_moves()
    assert hint["points"] == game.preview(hint["move"]) and len(hint["cells"]) == 2
    assert ok("view") == view  # not played


def test_analysis_compares_each_placement_with_the_expert(monkeypatch):
    monkeypatch.setattr(genial.ai, "PLAYOUTS", (1, 1, 0))  # what the games lead to: below
    game = finished_game()
    ok("load", record=game.to_record())
    entries = review.history(game)
    places = [e["index"] for e in entries if e["seat"] == 0 and e["kind"] == "place"]
    for index in places[:4]:
        entry = ok("analyse", index=index)
        assert entry["seat"] == 0 and entry["played"]["move"] == game.decisions[index]
        assert entry["loss"] == round(max(0.0, entry["best_value"] - entry["played_value"]), 3)
        assert entry["same"] == (entry["best"]["move"] == entry["played"]["move"])
    kept = next(e["index"] for e in entries if e["kind"] != "place")  # a swap decision
    assert call("analyse", index=kept)["error"]["code"] == "not_placement"
    assert call("analyse", index=10_000)["error"]["code"] == "decision_index"
    assert call("analyse", index=0, budget=99)["error"]["code"] == "budget_range"


def test_the_outlook_of_a_finished_game_is_its_result():
    """Nothing is left to play: the winner's chance is 1, and each figure is the final one."""
    game = finished_game()
    seen = review.outlook(game, 0, playouts=3)
    first = game.ranking()[0]
    assert seen["chances"] == [round(1 / len(first), 3) if side in first else 0.0
                               for side in range(len(game.scores))]
    assert seen["figures"] == [genial.figure(game, side) for side in range(len(game.scores))]


def test_a_position_is_played_out_as_often_as_it_is_cheap_to(monkeypatch):
    """At least `least` games, then more until `work` decisions were played out in all, `most`
    at most: a late position (short games) gets more of them than the first one; the chances
    are counted wins (a tie for first shares one), shown in the step their number deserves."""
    monkeypatch.setattr(genial.ai, "PLAYOUTS", (4, 30, 120))
    game = finished_game()
    early, late = (review.outlook(review.prefix(game, n), 0) for n in (2, len(game.decisions) - 3))
    assert 4 <= early["playouts"] < late["playouts"] <= 30
    assert early["playouts"] < 120 / 20  # the first games were long: the work ran out
    for seen in (early, late):
        n = seen["playouts"]
        assert all(abs(c * 2 * n - round(c * 2 * n)) < 0.01 for c in seen["chances"])
        assert seen["step"] == review.step_of(n)
    assert review.outlook(review.prefix(game, 2), 0, playouts=7)["playouts"] == 7


def test_a_chance_is_shown_no_finer_than_its_playouts_know():
    for n in range(1, 500):
        error, step = 0.5 / n ** 0.5, review.step_of(n)
        assert step in review.STEPS
        assert step >= error - 1e-9 or step == max(review.STEPS)
        assert not [s for s in review.STEPS if error - 1e-9 <= s < step]  # the finest such
    assert [review.step_of(n) for n in (6, 30, 100)] == [0.2, 0.1, 0.05]


def test_genial_is_played_out_by_its_search_policy_and_others_by_their_first_level(monkeypatch):
    """Génial's `playout_move` (its search's greedy policy) plays every decision of the
    playouts; a game without one plays them at its first level."""
    game = review.prefix(finished_game(), 20)
    calls = []
    real = genial.ai.playout_move
    monkeypatch.setattr(genial.ai, "playout_move",
                        lambda g, seed: calls.append(seed) or real(g, seed))
    monkeypatch.setattr(genial.ai, "choose", lambda *a, **k: pytest.fail("a level was asked"))
    seen = review.outlook(game, 0, playouts=2)
    assert seen["playouts"] == 2 and len(calls) >= 2 * 10
    world = game.resample(0, 1)
    assert genial.ai.playout_move(world, 0) in world.legal_moves()
    monkeypatch.undo()
    levels = []
    real_choose = qwirkle.ai.choose
    monkeypatch.setattr(qwirkle.ai, "choose", lambda g, level, **k: levels.append(level)
                        or real_choose(g, level, **k))
    other = qwirkle.new_game(players=2, seed=1)
    assert not hasattr(qwirkle.ai, "playout_move")
    review.outlook(other, 0, playouts=1)
    assert levels and set(levels) == {qwirkle.ai.LEVELS[0]}


def test_the_analysis_speaks_in_chances_to_finish_first_and_lowest_markers(monkeypatch):
    monkeypatch.setattr(genial.ai, "PLAYOUTS", (3, 3, 0))  # few, to stay quick
    game = finished_game()
    index = next(e["index"] for e in review.history(game) if e["seat"] == 0 and e["index"] > 6
                 and e["kind"] == "place")
    entry = review.analyse(game, index)
    assert entry == review.analyse(game, index)  # seeded: the same worlds every time
    side = entry["side"]
    assert entry["outlook"]["playouts"] == entry["best_outlook"]["playouts"]  # the same worlds
    for seen in (entry["outlook"], entry["best_outlook"]):
        assert abs(sum(seen["chances"]) - 1) < 0.01 and all(0 <= c <= 1 for c in seen["chances"])
        assert all(0 <= f <= 18 for f in seen["figures"])
    assert entry["chance_loss"] == round(max(0.0, entry["best_outlook"]["chances"][side]
                                             - entry["outlook"]["chances"][side]), 3)
    assert entry["figure_loss"] == round(max(0.0, entry["best_outlook"]["figures"][side]
                                             - entry["outlook"]["figures"][side]), 2)
    # The outlook after the played decision is the position after it, played out.
    after = review.prefix(game, index + 1)
    assert entry["outlook"] == review.outlook(after, 0, seed=review.decision_seed(
        review.prefix(game, index), review.ADVICE))


def test_the_expert_is_never_offered_as_better_than_a_move_that_did_better():
    """Génial's first placement of seed 13: the expert's short search picks a tile that, played
    out on the same worlds, leaves about 28 % chance to finish first against the played one's
    55 %: the analysis says the played one was as good or better (the page then offers no
    'better' move), and where it does not, the expert's leads at least as far."""
    game = finished_game(13)
    first, second = [e["index"] for e in review.history(game)
                     if e["seat"] == 0 and e["kind"] == "place"][:2]
    entry = review.analyse(game, first)
    side = entry["side"]
    assert not entry["same"] and entry["as_good"] and entry["chance_loss"] == 0
    assert entry["outlook"]["chances"][side] > entry["best_outlook"]["chances"][side] + 0.2
    other = review.analyse(game, second)
    assert not other["as_good"] and other["chance_loss"] > 0
    assert other["best_outlook"]["chances"][side] > other["outlook"]["chances"][side]


def test_the_hint_and_the_analysis_search_a_position_alike(monkeypatch):
    """One seed formula: the hint during the game and the analysis after it draw the same
    worlds for the same position, so at the same budget they name the same move."""
    game = finished_game()
    index = next(e["index"] for e in review.history(game) if e["seat"] == 0 and e["index"] > 4
                 and e["kind"] == "place")
    monkeypatch.setattr(genial.ai, "PLAYOUTS", (1, 1, 0))  # only the expert's move matters
    seeds = []
    real_hint = genial.ai.hint
    monkeypatch.setattr(genial.ai, "hint", lambda g, **kw: seeds.append(kw["seed"])
                        or real_hint(g, **kw))
    past = review.prefix(game, index)
    past.meta["seats"] = ["human", "ai-beginner"]
    ok("load", record=past.to_record())
    hint = ok("hint")
    ok("load", record=game.to_record())
    entry = ok("analyse", index=index, budget=genial.ai.budget_of(HINT_LEVEL))
    assert seeds[0] == seeds[1] == review.decision_seed(past, review.ADVICE)
    assert entry["best"]["move"] == hint["move"]


def test_a_deeply_nested_request_is_refused_before_parsing():
    """The page sends text; 50,000 levels would overflow Pyodide's stack if parsed."""
    ok("new", players=2, seed=1, seats=["human", "ai-beginner"])
    before = ok("record")
    deep = "[" * 50_000 + "]" * 50_000
    answer = json.loads(bridge.handle("load", '{"record": {"format": "genial", "meta": ' + deep
                                      + "}}"))
    assert answer["ok"] is False and answer["error"]["type"] == "RecordError"
    assert "nested too deeply" in answer["error"]["message"]
    assert ok("record") == before
