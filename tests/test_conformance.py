"""One conformance suite for every game of the house (and the tests' toy game), on the protocol
alone (tabletop.protocol): whatever a game's rules, these must hold.

- random games in every mode keep the game's pieces, keep scores within bounds, and end;
- a record rebuilds the identical game, also after JavaScript's JSON.parse / JSON.stringify;
- a refused move leaves no trace, and an accepted one was legal;
- a hostile record is refused with RecordError, nothing else, quickly;
- no computer player's decision depends on what its seat cannot see;
- the bridge serves the game: views, play, the computer, records, undo, history, positions;
- a seat played on another device is told only what it may see (its hand, no other hand, no
  bag, no seed until the end), whatever is hidden from it, and its hostile requests change
  nothing.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import random
import sys
import types

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance import (
    ai_of,
    all_seats,
    assert_nothing_hidden,
    check_blind_decisions,
    check_guest_sees_only_its_own,
    check_refusals_leave_no_trace,
    game_params,
    javascript_safe,
    mode_params,
    module,
    numbers,
    random_game,
    same_future,
    snapshot,
    through_javascript,
    time_limit,
)
from tabletop import bridge, games, review
from tabletop.records import MAX_DECISIONS

MODES = mode_params()
GAMES = game_params()


@pytest.fixture(autouse=True)
def toy_is_a_house_game(monkeypatch):
    """The toy joins the list of games (the bridge serves listed games only)."""
    monkeypatch.setattr(games, "NAMES", (*games.NAMES, "toy_game"))


# -- whole random games --------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "mode"), MODES)
def test_random_games_keep_their_pieces_and_bounds_and_end(name, mode):
    G = module(name)
    for seed in range(3):
        game = G.new_game(seed=seed, **mode)
        rnd = random.Random(seed)
        pieces = G.pieces(game)
        low, high = G.score_bounds(game)
        while not game.over:
            assert game.phase != "over" and 0 <= game.to_move < game.players
            assert G.pieces(game) == pieces
            assert all(low <= n <= high for n in numbers(game.scores)), game.scores
            moves = game.legal_moves()
            assert len(moves) > 0
            count = len(game.decisions)
            game.play(rnd.choice(moves))
            assert len(game.decisions) == count + 1 <= MAX_DECISIONS
        assert game.phase == "over" and list(game.legal_moves()) == []
        assert G.pieces(game) == pieces
        assert all(low <= n <= high for n in numbers(game.scores))
        ranked = sorted(side for group in game.ranking() for side in group)
        assert ranked == list(range(len(game.scores)))
        assert sorted({game.side_of(s) for s in all_seats(game)}) == ranked


@pytest.mark.parametrize(("name", "mode"), MODES)
def test_a_copy_is_independent(name, mode):
    game = random_game(module(name), mode, seed=4, decisions=6)
    before = snapshot(game)
    twin = game.copy()
    assert snapshot(twin) == before
    if not twin.over:
        twin.play(twin.legal_moves()[0])
        twin.meta["x"] = 1
    assert snapshot(game) == before and "x" not in game.meta
    same_future(game, game.copy())


# -- records -------------------------------------------------------------------------------------


def records_of(G, mode, seeds=(1, 2)):
    """Records of random games cut at several points, with meta, and their games."""
    found = []
    for seed in seeds:
        for cut in (0, 3, 11, 40, MAX_DECISIONS):
            game = random_game(G, mode, seed, cut)
            game.meta = {"seats": ["human"] * game.players, "note": "é"}
            found.append((game, game.to_record()))
    return found


@pytest.mark.parametrize(("name", "mode"), MODES)
def test_a_record_rebuilds_the_identical_game(name, mode):
    G = module(name)
    for game, record in records_of(G, mode):
        assert record["format"] == G.NAME and javascript_safe(record)
        text = json.dumps(record)
        for again in (G.from_record(record), G.from_record(text), G.from_record(text.encode())):
            assert snapshot(again) == snapshot(game) and again.meta == game.meta
        same_future(G.from_record(record), game)


@pytest.mark.skipif(sys.platform == "emscripten", reason="no Node inside Pyodide (CPython runs it)")
@pytest.mark.parametrize(("name", "mode"), MODES)
def test_a_record_survives_javascripts_json(name, mode):
    G = module(name)
    pairs = records_of(G, mode)
    for (game, record), back in zip(pairs, through_javascript([r for _, r in pairs]), strict=True):
        assert back == record
        assert snapshot(G.from_record(back)) == snapshot(game)


# -- illegal moves -------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "mode"), MODES)
def test_a_refused_move_leaves_no_trace_and_an_accepted_one_was_legal(name, mode):
    check_refusals_leave_no_trace(module(name), mode)


# -- hostile records -----------------------------------------------------------------------------


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                    | st.text(max_size=6), lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=6)
HUGE = st.sampled_from([-1, 2**64, -(2**70), 10**100, 1.5, True, None, "", "x", [], {}])


def mutate(record, data):
    """A record changed in one random way: some are still valid, most are not."""
    broken = copy.deepcopy(record)
    how = data.draw(st.sampled_from(["field", "config", "decision", "drop", "add", "truncate",
                                     "shuffle", "bytes", "deep"]))
    if how == "field":
        broken[data.draw(st.sampled_from(sorted(broken)))] = data.draw(JSON | HUGE)
    elif how == "config" and isinstance(broken.get("config"), dict) and broken["config"]:
        broken["config"][data.draw(st.sampled_from(sorted(broken["config"])))] = data.draw(
            JSON | HUGE)
    elif how == "decision" and broken["decisions"]:
        i = data.draw(st.integers(0, len(broken["decisions"]) - 1))
        broken["decisions"][i] = data.draw(JSON | st.text(max_size=30) | HUGE)
    elif how == "drop":
        del broken[data.draw(st.sampled_from(sorted(broken)))]
    elif how == "add":
        broken[data.draw(st.text(max_size=8))] = data.draw(JSON)
    elif how == "truncate":
        text = json.dumps(broken)
        return text[: data.draw(st.integers(0, len(text) - 1))]
    elif how == "shuffle":
        data.draw(st.randoms(use_true_random=False)).shuffle(broken["decisions"])
    elif how == "bytes":
        return json.dumps(broken).encode("utf-16")
    elif how == "deep":
        broken[data.draw(st.sampled_from(["config", "meta", "decisions"]))] = json.loads(
            "[" * 40 + "]" * 40)
    return broken


@pytest.mark.parametrize(("name", "mode"), MODES)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_hostile_record_is_refused_with_record_error_only(name, mode, data):
    G = module(name)
    game = random_game(G, mode, seed=data.draw(st.integers(0, 3)),
                       decisions=data.draw(st.integers(0, 30)))
    broken = mutate(game.to_record(), data)
    with time_limit(5):
        try:
            again = G.from_record(broken)
        except G.RecordError as refusal:
            assert refusal.code and str(refusal)
        else:  # some changes keep a record valid (a shuffle that still plays, a new meta)
            assert snapshot(G.from_record(again.to_record())) == snapshot(again)


@pytest.mark.parametrize("name", GAMES)
def test_records_certainly_broken_are_refused(name):
    G = module(name)
    record = random_game(G, G.MODES[0], seed=5, decisions=4).to_record()
    broken = [
        "", "{", "[]", "null", b"\xff", " " * 300_000, "[" * 100_000,
        {**record, "format": "other"}, {**record, "version": 0}, {**record, "extra": 1},
        {k: v for k, v in record.items() if k != "seed"}, {**record, "seed": -1},
        {**record, "seed": 2**64}, {**record, "decisions": "x"}, {**record, "decisions": [5]},
        {**record, "decisions": ["?"]}, {**record, "decisions": ["x"] * (MAX_DECISIONS + 1)},
        {**record, "config": None}, {**record, "meta": []},
        {**record, "decisions": [*record["decisions"], *record["decisions"]]},
    ]
    for bad in broken:
        with time_limit(5), pytest.raises(G.RecordError):
            G.from_record(bad)


# -- fair computer players -----------------------------------------------------------------------


@pytest.mark.parametrize(("name", "mode"), MODES)
def test_no_decision_depends_on_what_its_seat_cannot_see(name, mode):
    check_blind_decisions(module(name), mode)


# -- the bridge ----------------------------------------------------------------------------------


def request(command, **args):
    answer = json.loads(bridge.handle(command, json.dumps(args)))
    assert javascript_safe(answer), (command, answer)
    assert answer["ok"], (command, args, answer)
    return answer["result"]


def house_part(view):
    return {k: view[k] for k in ("seed", "seats", "last", "decisions", "undo")}


@pytest.mark.parametrize(("name", "mode"), MODES)
def test_the_bridge_serves_the_game(name, mode):
    G = module(name)
    level = ai_of(G).LEVELS[0]
    seats = ["human"] * (mode["players"] - 1) + [f"ai-{level}"]
    view = request("new", game=name, seed=3, seats=seats, **mode)
    game = G.new_game(seed=3, **mode)
    humans = list(range(game.players - 1))
    rnd = random.Random(3)
    while not game.over and len(game.decisions) < 24:
        expected = json.loads(json.dumps(game.view(humans)))
        assert {k: view[k] for k in expected} == expected
        if game.to_move in humans:
            move = str(rnd.choice(game.legal_moves()))
            reply = request("play", move=move)
        else:
            reply = request("ai")
            move = reply["move"]
        assert reply["events"] == json.loads(json.dumps(game.play(move)))
        view = reply["view"]
    assert house_part(view)["decisions"] == len(game.decisions)
    record = request("record")
    assert record == game.to_record() | {"meta": {"seats": seats}}
    (back,) = through_javascript([record]) if sys.platform != "emscripten" else (record,)
    assert request("load", record=back) == view | {"last": []}
    concealed = games.page(G, "concealed")
    assert [e["move"] for e in request("history")] == [
        None if seat not in humans and concealed(d) else d for seat, d, _ in review.replay(game)]
    past = request("position", count=2)
    assert past["decisions"] == 2 and past["seats"] == seats
    if humans:
        undone = request("undo")
        assert undone["decisions"] < len(game.decisions) and undone["seats"] == seats
        assert request("record")["decisions"] == game.decisions[: undone["decisions"]]


# -- several devices ----------------------------------------------------------------------------

#: A seed far from every other number of a game, so that one found in an answer is the seed.
BIG_SEED = 2**40 + 17


@pytest.mark.slow
@pytest.mark.parametrize(("name", "mode"), MODES)
def test_a_guest_seat_is_told_only_what_it_may_see_and_hostile_requests_change_nothing(
        name, mode):
    """Played out in a game's first mode of several seats (with a hint), its other modes'
    first decisions (the suite also runs inside Pyodide: kept to seconds)."""
    G = module(name)
    whole = mode == next((m for m in G.MODES if m["players"] > 1), G.MODES[0])
    check_guest_sees_only_its_own(G, mode, BIG_SEED, decisions=MAX_DECISIONS if whole else 20,
                                  hints=int(whole))


@given(name=st.sampled_from([p.values[0] for p in GAMES if not p.marks]),
       seed=st.integers(10**9, 2**52 - 1), pick=st.integers(0, 9))
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_random_games_on_several_devices_keep_each_seat_to_its_own(name, seed, pick):
    G = module(name)
    check_guest_sees_only_its_own(G, G.MODES[pick % len(G.MODES)], seed, decisions=16, hints=0)


# -- the suite can fail -----------------------------------------------------------------------


def cheating_toy(play=None, choose=None):
    """The toy game with its play or its computer player replaced (a module of its own)."""
    import toy_game

    cheat = types.ModuleType("toy_cheat")
    cheat.__dict__.update(vars(toy_game))
    if play:
        cheat.new_game = lambda *a, **k: type("Leaky", (toy_game.Game,), {"play": play})(*a, **k)
    if choose:
        cheat.ai = types.SimpleNamespace(**{**vars(toy_game.ai), "choose": choose})
    return cheat


def test_the_suite_catches_a_player_that_peeks():
    def peeking(game, level, *, seed=None, budget=None):
        moves = game.legal_moves()
        return moves[sum(game.hands[(game.to_move + 1) % game.players]) % len(moves)]

    with pytest.raises(AssertionError, match="decided otherwise on a re-deal"):
        check_blind_decisions(cheating_toy(choose=peeking), {"players": 2})


def test_the_suite_catches_a_refusal_that_leaves_a_trace():
    import toy_game

    def leaky(game, move):
        try:
            return toy_game.Game.play(game, move)
        except toy_game.IllegalMove:
            game._rng.next64()  # a hidden draw wasted: the future deals differ
            raise

    with pytest.raises(AssertionError):
        check_refusals_leave_no_trace(cheating_toy(play=leaky), {"players": 2})


def test_the_suite_catches_a_guest_view_or_hint_that_leaks(monkeypatch):
    from tabletop import guest

    honest = guest.view
    leaks = {
        "hands": lambda s, seat: {**honest(s, seat), "hands": s.game.view(
            range(s.game.players))["hands"]},
        "seed": lambda s, seat: {**honest(s, seat), "seed": str(s.game.seed)},
        "bag order": lambda s, seat: {**honest(s, seat), "next": s.game.bag[-1:]},
    }
    toy = module("toy_game")
    for leak in leaks.values():
        monkeypatch.setattr(guest, "view", leak)
        with pytest.raises(AssertionError, match="tells the re-deal apart"):
            check_guest_sees_only_its_own(toy, {"players": 2}, BIG_SEED, decisions=4)
    monkeypatch.setattr(guest, "view", honest)

    def hint_by_the_secret_seed(session, seat, args):  # what the host's own hint does
        g = session.game
        seed = review.decision_seed(g, review.ADVICE)
        return review.describe(g, ai_of(toy).hint(g.resample(seat, seed), seed=seed))

    monkeypatch.setitem(guest.HOUSE, "hint", hint_by_the_secret_seed)
    with pytest.raises(AssertionError, match="the hint's seed tells the re-deal apart"):
        check_guest_sees_only_its_own(toy, {"players": 2}, BIG_SEED, decisions=4)
    monkeypatch.setitem(guest.HOUSE, "hint", lambda session, seat, args: review.describe(
        session.game, ai_of(toy).hint(session.game, seed=0)))  # on the host's own world
    with pytest.raises(AssertionError, match="searches a world that tells the re-deal apart"):
        check_guest_sees_only_its_own(toy, {"players": 2}, BIG_SEED, decisions=4)
    game = toy.new_game(players=3, seed=BIG_SEED)
    game.hands[1] += [7, 8]  # a hand long enough to be told from other lists
    other = game.hand(1)
    for answer, found in (({"view": game.view([0, 1])}, "hands shows the hands of"),
                          ({"x": [other]}, "another seat's hand"),
                          ({"n": [1, BIG_SEED]}, "is the seed"),
                          ({"t": f"dealt from {BIG_SEED}"}, "names the seed"),
                          ({"seed": "1"}, "seed before the end"), ({"bag": [3, 4]}, "bag is more"),
                          ({"moves": ["3@1", "trade 4 4"]}, "face-down")):
        with pytest.raises(AssertionError, match=found):
            assert_nothing_hidden(answer, game, 0, ["trade 4 4"])
    assert_nothing_hidden({"view": game.view([0]), "t": "3@1"}, game, 0, ["trade 4 4"])


HOUSE_VIEW = ("players", "to_move", "phase", "over", "scores", "ranking")
SHELL_STATICS = ("modes", "levels", "seats", "max_record")


@pytest.mark.parametrize("name", [n for n in games.NAMES if importlib.util.find_spec(n)])
def test_the_house_writes_the_protocols_part_of_the_view_and_the_statics(name):
    """A game writes only its own: its page's view holds none of the protocol's fields (the
    house's base adds them) and its static facts none of the shell's keys (the house adds them,
    the help's pictures too), and a record is the house's envelope with the game's config."""
    G = module(name)
    game = random_game(G, G.MODES[0], seed=3, decisions=4)
    own = games.page(G, "view")(game, [0])
    assert not set(own) & set(HOUSE_VIEW)
    view = game.view([0])
    assert {k: view[k] for k in own} == own
    assert view["to_move"] == game.to_move and view["scores"] == game.scores
    assert not set(G.static_info()) & {*SHELL_STATICS, "lessons"}
    facts = games.static_info(G)
    assert facts["levels"] == list(ai_of(G).LEVELS) and "lessons" in facts
    assert sorted(map(json.dumps, facts["modes"])) == sorted(map(json.dumps, G.MODES))
    record = game.to_record()
    assert (record["format"], record["version"], record["config"]) == (
        G.NAME, type(game).VERSION, game.config())
