"""Properties of whole Ginny-O games, found by hypothesis rather than by hand.

Tiles are conserved, hands and the board stay in bounds and valid, every game ends, records
round-trip exactly, illegal moves are refused without a trace, and hostile records are
refused with RecordError and nothing else.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

import ginnyo
import ginnyo_oracle as oracle
from ginnyo.tiles import TILE_CODES

players = st.sampled_from((2, 3, 4))
seeds = st.integers(0, 2**64 - 1)
MOST_DECISIONS = 1000  # what a record may hold (tabletop.records.MAX_DECISIONS)
#: Whole games cost ~0.3 s each: a fifth of the profile's examples keeps the file fast (the
#: "thorough" profile still runs 200).
GAMES = settings(max_examples=max(8, settings.default.max_examples // 5))
SOME = settings(max_examples=max(15, settings.default.max_examples // 3))


def random_decision(game: ginnyo.Game, rnd: random.Random) -> ginnyo.Move:
    """A play when there is one, most of the time; else any legal decision."""
    plays = game.scored_plays()
    if plays and rnd.random() < 0.85:
        return rnd.choice(plays)[0]
    return rnd.choice(game.legal_moves())


def snapshot(game: ginnyo.Game) -> dict:
    """Everything a game holds, public and internal, to compare two games or two moments."""
    core = game.core
    state = {name: copy.deepcopy(getattr(core, name)) for name in type(core).__slots__
             if name != "rng"}
    state["rng"] = core.rng.state
    state["decisions"] = game.decisions
    return state


def tiles_everywhere(game: ginnyo.Game) -> Counter:
    found = Counter("JK" if t.startswith("JK") else t for t in game.board.values())
    for seat in range(game.players):
        found.update(game.hand(seat))
    found.update(TILE_CODES[t] for t in game.core.bag)
    return found


def check_board(game: ginnyo.Game) -> None:
    """Every line of two or more is a meld; tiles of different sections never touch."""
    board, sections = game.board, game.sections
    for cell in board:
        for horizontal in (True, False):
            line = oracle.line_through(cell, horizontal, board)
            cards = [oracle.card_of(board[c]) for c in line]
            assert len(line) == 1 or oracle.is_set(cards) or oracle.is_run(cards), line
        for nb in oracle.neighbours(cell):
            assert nb not in board or sections[nb] == sections[cell]


@SOME
@given(players, seeds, st.integers(0, 2**32))
def test_tiles_are_conserved_and_everything_stays_in_bounds(n, seed, choices):
    game, rnd = ginnyo.new_game(n, seed=seed), random.Random(choices)
    full = Counter(TILE_CODES[t] for t in game.core.bag)
    full.update(t for seat in range(n) for t in game.hand(seat))
    for _ in range(40):
        if game.over:
            break
        game.play(random_decision(game, rnd))
        assert tiles_everywhere(game) == full
        sizes = game.hand_sizes
        assert all(0 <= k <= 8 for k in sizes)
        if not game.over:
            assert all(k <= 7 for s, k in enumerate(sizes) if s != game.to_move)
        assert all(0 <= x < 17 and 0 <= y < 17 for x, y in game.board)
    check_board(game)


@GAMES
@given(players, seeds, st.integers(0, 2**32))
def test_every_game_ends_within_what_a_record_holds(n, seed, choices):
    game, rnd = ginnyo.new_game(n, seed=seed), random.Random(choices)
    while not game.over:
        assert len(game.decisions) < MOST_DECISIONS
        game.play(random_decision(game, rnd))
    assert game.legal_moves() == [] and game.penalties is not None
    assert sorted(s for group in game.ranking() for s in group) == list(range(n))


@SOME
@given(players, seeds, st.integers(0, 2**32), st.integers(0, 80))
def test_records_round_trip_exactly(n, seed, choices, length):
    game, rnd = ginnyo.new_game(n, seed=seed), random.Random(choices)
    for _ in range(length):
        if game.over:
            break
        game.play(random_decision(game, rnd))
    game.meta["seats"] = ["human"] * n
    text = json.dumps(game.to_record())
    again = ginnyo.from_record(text)
    assert snapshot(again) == snapshot(game)
    assert again.meta == game.meta and again.to_record() == game.to_record()


garbage = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["pass", "discard", "discard ZZ", "JK@8,8", "QH@17,3", "QH@8,8 QH@8,8",
                     "AS@0,0", "discard JK JK JK JK JK", "QH@8,8 KH@9,9", "2C@-1,4"]),
    st.builds(lambda t, x, y: f"{t}@{x},{y}", st.sampled_from(TILE_CODES[:52]),
              st.integers(-2, 18), st.integers(-2, 18)),
    st.integers(), st.none(), st.lists(st.integers(), max_size=3),
)


@given(players, seeds, st.integers(0, 2**32), st.integers(0, 30), st.lists(garbage, max_size=8))
def test_illegal_moves_leave_no_trace(n, seed, choices, length, attempts):
    game, rnd = ginnyo.new_game(n, seed=seed), random.Random(choices)
    for _ in range(length):
        if game.over:
            break
        game.play(random_decision(game, rnd))
    legal = {str(m) for m in game.legal_moves()}
    for attempt in attempts:
        if isinstance(attempt, str) and attempt.strip() and _is_legal(attempt, legal):
            continue
        before = snapshot(game)
        try:
            game.play(attempt)
        except ginnyo.IllegalMove as err:
            assert err.code and str(err)
        else:
            raise AssertionError(f"{attempt!r} was accepted")
        assert snapshot(game) == before


def _is_legal(text: str, legal: set[str]) -> bool:
    try:
        return str(ginnyo.parse_move(text)) in legal
    except ginnyo.IllegalMove:
        return False


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=3),
    max_leaves=8,
)


@given(seeds, st.sampled_from(["format", "version", "config", "seed", "decisions", "meta",
                               "extra"]), json_values)
def test_hostile_records_are_refused_with_record_error_only(seed, field, value):
    game = ginnyo.new_game(3, seed=seed)
    rnd = random.Random(seed)
    for _ in range(5):
        game.play(random_decision(game, rnd))
    record = game.to_record()
    record[field] = value
    try:
        again = ginnyo.from_record(record)
    except ginnyo.RecordError as err:
        assert err.code
    else:
        assert again.to_record()["decisions"] == record["decisions"]


@SOME
@given(seeds, st.integers(0, 12), st.text(max_size=20))
def test_a_bad_decision_in_a_record_is_named(seed, index, text):
    game = ginnyo.new_game(2, seed=seed)
    rnd = random.Random(seed)
    for _ in range(12):
        if not game.over:
            game.play(random_decision(game, rnd))
    record = game.to_record()
    decisions = record["decisions"]
    if not decisions:
        return
    i = index % len(decisions)
    decisions[i] = text
    try:
        ginnyo.from_record(record)
    except ginnyo.RecordError as err:
        assert err.code in ("decision_refused", "decision_not_text")
