"""Properties of whole Qwirkle games, found by hypothesis rather than by hand.

Tiles are conserved (108), scores only grow and by what the events say, every game ends,
records round-trip exactly, illegal moves are refused without a trace (the oracle judges what
is legal, not the engine), and hostile records are refused with `RecordError` and nothing else.
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import qwirkle
import qwirkle_oracle as oracle
from qwirkle import IllegalMove, Pass, Place, RecordError, Trade
from qwirkle.tiles import TILES

players = st.sampled_from((2, 3, 4))
seeds = st.integers(0, 2**64 - 1)
rnds = st.randoms(use_true_random=False)
LONGEST = 600  # decisions: far more than a game of random play takes
MOST_POINTS = 12 + 6 * 12  # a Qwirkle along the line and one across each of six tiles


def play(game: qwirkle.Game, rnd: random.Random, decisions: int) -> list[dict]:
    """Up to `decisions` random legal decisions (fewer if the game ends); their events."""
    events = []
    for _ in range(decisions):
        if game.over:
            break
        events += game.play(rnd.choice(game.legal_moves()))
    return events


def snapshot(game: qwirkle.Game) -> dict:
    """Everything a game holds, public and internal, to compare two games or two moments."""
    core = game.core
    inner = {name: copy.deepcopy(getattr(core, name)) for name in type(core).__slots__
             if name != "rng"}
    inner["rng"] = core.rng.state
    return {"core": inner, "view": game.view(range(game.players)), "decisions": game.decisions,
            "seed": game.seed}


@settings(max_examples=12)
@given(players, seeds, rnds)
def test_tiles_conserved_scores_add_up_and_every_game_ends(n, seed, rnd):
    game = qwirkle.new_game(n, seed=seed)
    totals = [0] * n
    for _ in range(LONGEST):
        if game.over:
            break
        on_table = len(game.board)
        assert on_table + sum(game.hand_sizes) + game.bag_count == TILES
        assert all(size <= 6 for size in game.hand_sizes)
        for event in game.play(rnd.choice(game.legal_moves())):
            if event["type"] in ("place", "bonus"):
                assert 1 <= event["points"] <= MOST_POINTS
                totals[event["seat"]] += event["points"]
        assert game.scores == totals
    else:
        raise AssertionError(f"no end after {LONGEST} decisions")
    assert len(game.board) + sum(game.hand_sizes) + game.bag_count == TILES
    every = Counter(game.board.values())
    for seat in range(n):
        every.update(game.hand(seat))
    every.update(qwirkle.game.NAMES[t] for t in game.core.bag)
    assert every == oracle.every_tile()
    assert game.end in ("out", "blocked")
    assert (game.end == "out") == (min(game.hand_sizes) == 0)
    assert sorted(s for group in game.ranking() for s in group) == list(range(n))


@settings(max_examples=25)
@given(players, seeds, rnds, st.integers(0, 80))
def test_record_round_trip_reproduces_the_game(n, seed, rnd, cut):
    game = qwirkle.new_game(n, seed=seed)
    play(game, rnd, cut)
    game.meta = {"seats": ["human"] * n}
    text = json.dumps(game.to_record())
    again = qwirkle.from_record(text)
    assert snapshot(again) == snapshot(game) and again.meta == game.meta
    assert qwirkle.from_record(json.loads(text)).decisions == game.decisions
    follow = random.Random(seed)
    twin = random.Random(seed)
    for _ in range(5):
        if game.over:
            break
        a, b = game.play(follow.choice(game.legal_moves())), again.play(
            twin.choice(again.legal_moves()))
        assert a == b


@settings(max_examples=25)
@given(players, seeds, rnds, st.integers(0, 60), st.data())
def test_illegal_moves_raise_and_change_nothing(n, seed, rnd, cut, data):
    game = qwirkle.new_game(n, seed=seed)
    play(game, rnd, cut)
    before = snapshot(game)
    legal = game.legal_moves()
    board, hand = game.board, game.hand(game.to_move)
    for _ in range(10):
        move = data.draw(moves(board, hand))
        try:
            game.play(move)
        except IllegalMove:
            assert snapshot(game) == before
            assert move not in legal
            if isinstance(move, Place) and not game.over:
                rightful = oracle.refusal(board, [(c, t) for t, c in move], game.first_size)
                in_hand = not Counter(move.tiles) - Counter(hand)
                assert rightful is not None or not in_hand
        else:
            assert move in legal
            if isinstance(move, Place):
                assert oracle.refusal(board, [(c, t) for t, c in move], 0) is None or (
                    oracle.refusal(board, [(c, t) for t, c in move], len(move)) is None)
            return


def moves(board: dict, hand: list) -> st.SearchStrategy:
    """Any decision, mostly illegal: hand tiles or any tiles, on cells near the table."""
    xs = [x for x, _ in board] or [0]
    ys = [y for _, y in board] or [0]
    tiles = st.sampled_from(hand) if hand else st.nothing()
    any_tile = st.tuples(st.sampled_from(oracle.COLOURS), st.sampled_from(oracle.SHAPES))
    cells = st.tuples(st.integers(min(xs) - 2, max(xs) + 2), st.integers(min(ys) - 2, max(ys) + 2))
    pairs = st.lists(st.tuples(tiles | any_tile, cells), min_size=1, max_size=4)
    return st.one_of(
        pairs.map(Place),
        st.lists(tiles | any_tile, min_size=1, max_size=7).map(Trade),
        st.just(Pass()),
        st.text(max_size=30),
    )


# -- hostile records ---------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12,
)


def refused_cleanly(data: object) -> None:
    """Reading this must give a game or a RecordError, never another exception."""
    with contextlib.suppress(RecordError):
        qwirkle.from_record(data)


@given(json_values)
def test_random_json_is_refused(data):
    refused_cleanly(data)
    refused_cleanly(json.dumps(data))


@given(config=json_values, seed=json_values, decisions=json_values, version=json_values)
def test_records_of_the_right_shape_with_random_fields(config, seed, decisions, version):
    record = {"format": "qwirkle", "version": version, "config": config, "seed": seed,
              "decisions": decisions}
    refused_cleanly(record)
    refused_cleanly({**record, "version": 1, "config": {"players": 2}})


@settings(max_examples=25)
@given(players, seeds, rnds, st.integers(1, 40), st.data())
def test_records_with_a_wrong_decision_are_refused(n, seed, rnd, cut, data):
    game = qwirkle.new_game(n, seed=seed)
    play(game, rnd, cut)
    record = game.to_record()
    decisions = record["decisions"]
    i = data.draw(st.integers(0, len(decisions) - 1))
    how = data.draw(st.sampled_from(("garble", "swap", "drop", "pass", "trade")))
    if how == "garble":
        decisions[i] = decisions[i][::-1]
    elif how == "swap" and i + 1 < len(decisions):
        decisions[i], decisions[i + 1] = decisions[i + 1], decisions[i]
    elif how == "drop":
        del decisions[i]
    elif how == "pass":
        decisions[i] = "pass"
    else:
        decisions[i] = "trade red-circle red-circle red-circle red-circle"
    try:
        again = qwirkle.from_record(record)
    except RecordError as err:
        assert err.code == "decision_refused"
    else:  # the change happened to be legal: the record replays another game, still valid
        assert again.decisions == decisions


def test_bad_configs_and_huge_numbers_are_refused():
    good = qwirkle.new_game(2, seed=3).to_record()
    for config in ({"players": 5}, {"players": "2"}, {"players": 2, "teams": True}, [], {}):
        try:
            qwirkle.from_record({**good, "config": config})
        except RecordError as err:
            assert err.code in ("qwirkle_players", "qwirkle_record_config")
        else:
            raise AssertionError(config)
    for field in ("seed", "version"):
        with pytest.raises(RecordError):
            qwirkle.from_record({**good, field: 10**5000})
    assert qwirkle.from_record(json.dumps(good)).decisions == []
