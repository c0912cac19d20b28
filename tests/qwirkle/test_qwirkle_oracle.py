"""The fast engine against the slow oracle (qwirkle_oracle.py) on random positions.

The move generator (anchors, cross-checks, lines grown from hand tiles) must list exactly the
placements the oracle finds by trying every ordering of hand tiles on every segment near the
table, with the same points; trades and the pass must match too; the engine's refusals and
the page's `options` must say what the oracle's rules say.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

import qwirkle
import qwirkle_oracle as oracle
from qwirkle import IllegalMove, Pass, Place, Trade
from qwirkle.legal import placements
from qwirkle_positions import position, random_positions

#: Rare positions a random game seldom reaches: a forced pass, a trade with a short bag, a
#: Qwirkle to complete, a first move of a single tile.
HAND_BUILT = [
    position({(0, 0): "red-circle", (1, 0): "red-square"}, ["blue-star8", "blue-star8"],
             others=[["red-diamond"]], bag=0),
    position({(0, 0): "red-circle", (1, 0): "red-square"}, ["blue-star8", "green-star4",
                                                            "red-diamond"], bag=2),
    position({(x, 0): f"red-{s}" for x, s in enumerate(qwirkle.SHAPES[:5])},
             ["red-star8", "blue-star8", "red-circle"], bag=0),
    position(hand=["red-circle", "orange-square", "yellow-diamond", "green-clover",
                   "blue-star4", "purple-star8"], others=[["red-square", "blue-circle"]]),
]
POSITIONS = HAND_BUILT + random_positions(90, seed=1)
MORE_POSITIONS = 400


def as_oracle(game: qwirkle.Game) -> tuple[dict, list, int, int]:
    """The position as the oracle reads it: board, hand, bag count, first move's size."""
    return game.board, game.hand(game.to_move), game.bag_count, game.first_size


@cache
def oracle_placements(index: int) -> dict[frozenset, int]:
    """The oracle's placements of POSITIONS[index] (computed once: the slow part)."""
    board, hand, _, first = as_oracle(POSITIONS[index])
    return oracle.placements(board, hand, first)


def key(move: Place) -> frozenset:
    return frozenset((cell, tile) for tile, cell in move)


def engine_placements(game: qwirkle.Game) -> dict[frozenset, int]:
    """Every legal placement with its points, three ways that must agree: the public list,
    the generator's own points, and the preview's (the core's scoring)."""
    from qwirkle.game import public_move

    listed = [m for m in game.legal_moves() if isinstance(m, Place)]
    scored = {key(public_move(pairs)): points for pairs, points in placements(game.core)}
    assert len(scored) == len(listed) == len({key(m) for m in listed})
    previews = {key(m): game.preview(m) for m in listed}
    ends = not game.bag_count and game.first_size == 0
    for k, points in previews.items():
        bonus = 6 if ends and len(k) == len(game.hand(game.to_move)) else 0
        assert points == scored[k] + bonus
    return scored


def check_position(game: qwirkle.Game, legal: dict[frozenset, int]) -> None:
    board, hand, bag, first = as_oracle(game)
    assert engine_placements(game) == legal
    moves = game.legal_moves()
    trades = {tuple(sorted(m)) for m in moves if isinstance(m, Trade)}
    assert trades == oracle.trades(hand, bag, bool(first))
    assert (moves == [Pass()]) == bool(oracle.decisions(board, hand, bag, first)["pass"])


def test_the_positions_cover_every_stage():
    assert {g.players for g in POSITIONS} == {2, 3, 4}
    assert sum(g.first_size > 0 for g in POSITIONS) >= 3
    assert sum(g.bag_count == 0 for g in POSITIONS) >= 20
    assert {len(g.hand(g.to_move)) for g in POSITIONS} >= {1, 2, 3, 4, 5, 6}
    assert max(len(g.board) for g in POSITIONS) >= 60
    assert any(g.legal_moves() == [Pass()] for g in POSITIONS)


@pytest.mark.parametrize("index", range(len(POSITIONS)))
def test_fast_generator_agrees_with_the_oracle(index):
    check_position(POSITIONS[index], oracle_placements(index))


@pytest.mark.slow
def test_fast_generator_agrees_with_the_oracle_on_many_more_positions():
    for game in random_positions(MORE_POSITIONS, seed=2):
        board, hand, _, first = as_oracle(game)
        check_position(game, oracle.placements(board, hand, first))


def candidate_placements(game: qwirkle.Game, rnd: random.Random, count: int) -> list[list]:
    """Random placements of hand tiles near the table, legal or not: a few tiles on cells in
    a row or a column from a random start, often with gaps, sometimes bent or on a tile."""
    board, hand = game.board, game.hand(game.to_move)
    xs = [x for x, _ in board] or [0]
    ys = [y for _, y in board] or [0]
    found = []
    for _ in range(count):
        tiles = rnd.sample(hand, rnd.randint(1, min(3, len(hand))))
        x, y = rnd.randint(min(xs) - 2, max(xs) + 2), rnd.randint(min(ys) - 2, max(ys) + 2)
        dx, dy = rnd.choice(((1, 0), (0, 1)))
        cells = []
        for _ in tiles:
            cells.append((x, y))
            step = rnd.choice((1, 1, 1, 2))
            x, y = x + dx * step, y + dy * step
        if rnd.random() < 0.1:
            cells[-1] = (cells[-1][0] + dy, cells[-1][1] + dx)  # bent out of the line
        found.append(list(zip(cells, tiles, strict=True)))
    return found


@pytest.mark.parametrize("index", range(0, len(POSITIONS), 3))
def test_refusals_agree_with_the_oracle(index):
    game = POSITIONS[index]
    if game.over:
        return
    board, _, _, first = as_oracle(game)
    rnd = random.Random(index)
    legal = oracle_placements(index)
    tries = candidate_placements(game, rnd, 40) + [list(k) for k in legal][:10]
    for placement in tries:
        move = Place([(tile, cell) for cell, tile in placement])
        why = oracle.refusal(board, placement, first)
        try:
            points = game.preview(move)
        except IllegalMove as err:
            assert why is not None, (str(move), err)
        else:
            assert why is None, (str(move), why)
            assert frozenset(placement) in legal and points >= legal[frozenset(placement)]


@pytest.mark.parametrize("index", range(1, len(POSITIONS), 6))
def test_options_agree_with_the_oracle(index):
    """The cells the page highlights for each hand tile, given some tiles already staged."""
    game = POSITIONS[index]
    hand = game.hand(game.to_move)
    legal = oracle_placements(index)
    rnd = random.Random(index)
    stages = [[]] + [rnd.sample(sorted(p), rnd.randint(1, len(p))) for p in
                     rnd.sample(sorted(legal, key=sorted), min(4, len(legal)))]
    for staged in stages:
        options = game.options(Place([(tile, cell) for cell, tile in staged]))
        expected = {f"{c}-{s}": set() for c, s in hand}
        for placement in legal:
            if set(staged) <= placement:
                for cell, (c, s) in placement - set(staged):
                    expected[f"{c}-{s}"].add(cell)
        assert {t: {tuple(c) for c in cells} for t, cells in options["cells"].items()} == expected
        assert options["complete"] == (frozenset(staged) in legal and bool(staged))
        if options["complete"]:
            assert options["points"] >= legal[frozenset(staged)]
        else:
            assert options["points"] is None
            assert (options["refusal"] is None) == (not staged)
