"""Computer opponents: legal and repeatable decisions, fairness, the baseline's trades, the
Qwirkle gift, move values."""

from __future__ import annotations

import random

import pytest

import qwirkle
import qwirkle.ai
from qwirkle import IllegalMove, Pass
from qwirkle.ai import evaluate, greedy, levels, lookahead
from qwirkle.core import OVER, State
from qwirkle.legal import placements
from qwirkle.tiles import CODE, TEXT
from qwirkle_positions import position
from tabletop import levels as tabletop_levels

NAMES = levels.LEVELS + levels.BASELINES


def played(players: int, seed: int, want) -> State:
    """The first position of a greedy game (seeded) for which `want(state)` holds."""
    state = State(players, seed)
    rnd = random.Random(seed)
    while state.phase != OVER:
        if want(state):
            return state
        state.apply(greedy.greedy_max(state, rnd))
    raise AssertionError("no such position in this game")


def mid_game(state: State) -> bool:
    return len(state.board) >= 30


def bag_empty(state: State) -> bool:
    return not state.bag


def decision(state: State, name: str, seed: int) -> tuple:
    """A strategy's decision on a fixed amount of work: a searching level's search gets one
    world per round and a deadline it cannot hit (a loaded machine must not change the
    answer)."""
    if name in levels.SEARCHES:
        (_, rounds, top, even), _ = levels.SEARCHES[name]
        return lookahead.lookahead(state, random.Random(seed), 1, 60.0, rounds, top, even)
    return levels.decide(state, name, random.Random(seed))


def legal(state: State) -> list[tuple]:
    moves = [pairs for pairs, _ in placements(state)] + state.trades()
    return moves or [()]


# -- every level, every player count: a legal decision, the same one for the same seed -----------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", NAMES)
def test_every_level_decides_legally_and_repeatably(players, name):
    for state in (State(players, 3), played(players, 3, mid_game), played(players, 3, bag_empty)):
        move = decision(state, name, 5)
        assert move in legal(state)
        assert decision(state, name, 5) == move


@pytest.mark.parametrize("name", NAMES)
def test_without_a_placement_every_level_trades_or_passes(name):
    board = {(0, 0): "red-circle", (1, 0): "red-square"}
    trade = position(board, ["blue-star8", "green-star4", "red-diamond"], bag=2).core
    trade.hands[0] = [CODE["blue-star8"], CODE["green-star4"]]
    assert decision(trade, name, 1) in trade.trades()
    stuck = position(board, ["blue-star8"], others=[["red-diamond"]], bag=0).core
    assert decision(stuck, name, 1) == ()


def test_choose_and_hint_give_public_moves():
    game = qwirkle.new_game(seed=4)
    for name in NAMES:
        assert qwirkle.ai.choose(game, name, seed=2, budget=0.05) in game.legal_moves()
    assert qwirkle.ai.hint(game, seed=2, budget=0.05) in game.legal_moves()
    stuck = position({(0, 0): "red-circle", (1, 0): "red-square"}, ["blue-star8"],
                     others=[["red-diamond"]], bag=0)
    assert qwirkle.ai.choose(stuck, "expert", seed=1) == Pass()
    over = position({(0, 0): "red-circle"}, ["red-square"], others=[["red-diamond"]], bag=0)
    over.play("red-square@1,0")
    with pytest.raises(IllegalMove, match="over"):
        qwirkle.ai.choose(over, "casual")


def test_levels_are_named_weakest_first_and_known():
    assert qwirkle.ai.LEVELS == tabletop_levels.NAMES
    assert set(NAMES) == set(levels.LEVEL_TABLE)
    with pytest.raises(ValueError, match="unknown level"):
        levels.decide(State(2, 1), "grandmaster", random.Random(0))
    with pytest.raises(ValueError, match="budget"):
        levels.decide(State(2, 1), "expert", random.Random(0), 0)


def test_the_weakest_levels_draw_among_fewer_best_placements_up_the_ladder():
    """beginner, casual, intermediate: each draws among its k highest-scoring placements (seeded), k
    falling up the ladder, and over seeds it does not always take the best."""
    assert [levels.CHOICES[n] for n in ("beginner", "casual", "intermediate")] == [12, 6, 3]
    state = played(2, 5, mid_game)
    ranked = sorted((points for _, points in placements(state)), reverse=True)
    for name, k in levels.CHOICES.items():
        scores = {state.points(decision(state, name, seed)) for seed in range(20)}
        assert min(scores) >= ranked[k - 1] and len(scores) > 1, name


# -- fairness: hidden information never changes a decision ---------------------------------------


@pytest.mark.parametrize(("players", "want"), [(2, mid_game), (3, mid_game), (2, bag_empty),
                                               (4, bag_empty)])
def test_hidden_information_never_changes_a_decision(players, want):
    state = played(players, 7, want)
    seat = state.to_move
    truths = [state.resample(seat, random.Random(1000 + i)) for i in range(3)]
    others = [h for i, h in enumerate(state.hands) if i != seat]
    assert any([h for i, h in enumerate(t.hands) if i != seat] != others for t in truths)
    for name in NAMES:
        mine = decision(state, name, 3)
        assert all(decision(t, name, 3) == mine for t in truths), name


def test_the_search_does_see_its_own_hand():
    """The fairness test is not vacuous: change the seat's own hand and the expert changes."""
    state = played(2, 7, mid_game)
    seat = state.to_move
    moves = {decision(state, "expert", 3)}
    for tile in range(0, 36, 5):
        other = state.copy()
        other.hands[seat] = [tile, (tile + 6) % 36, (tile + 1) % 36]
        moves.add(decision(other, "expert", 3))
    assert len(moves) > 2


# -- what each strategy does ---------------------------------------------------------------------


def test_greedy_max_takes_the_most_points():
    for seed in range(4):
        state = played(2, seed, mid_game)
        move = greedy.greedy_max(state, random.Random(0))
        assert state.points(move) == max(points for _, points in placements(state))


@pytest.mark.parametrize(("hand", "room", "traded"), [
    # keeps the three reds (its best group), trades the rest
    (["red-circle", "red-square", "red-star8", "blue-clover", "green-star4", "yellow-circle"],
     6, ["blue-clover", "green-star4", "yellow-circle"]),
    # a copy of a kept tile goes first
    (["red-circle", "red-circle", "red-square", "blue-clover"], 1, ["red-circle"]),
    # a hand that is one group it cannot place is traded whole
    (["blue-circle", "blue-square"], 6, ["blue-circle", "blue-square"]),
    # never more than the bag holds
    (["red-circle", "blue-star8", "green-star4", "yellow-clover"], 2, None),
])
def test_the_baseline_trades_its_spare_tiles(hand, room, traded):
    spare = greedy.spare_tiles([CODE[t] for t in hand], room)
    assert 1 <= len(spare) <= room
    if traded is not None:
        assert sorted(TEXT[t] for t in spare) == sorted(traded)


def gift_position() -> qwirkle.Game:
    """Four reds in a row: red-clover makes 5 (a line someone else may complete); blue-circle
    scores as much elsewhere without opening a Qwirkle."""
    line = {(x, 0): f"red-{s}" for x, s in enumerate(("circle", "square", "diamond", "star4"))}
    return position(line | {(0, 1): "green-circle"},
                    ["red-clover", "blue-circle", "yellow-square"], scores=[10, 10])


def test_greedy_opens_a_qwirkle_the_advanced_level_does_not():
    game = gift_position()
    state = game.core
    assert state.points(greedy.greedy_max(state, random.Random(0))) == 5
    move = levels.decide(state, "advanced", random.Random(0))
    assert CODE["red-clover"] not in [t for _, t in move]


def test_the_gift_counts_unseen_tiles():
    state = gift_position().core
    clover = next(p for p, _ in placements(state) if p == ((4 * 1 + 0, CODE["red-clover"]),))
    counts = evaluate.unseen_counts(state, 0)
    rest = evaluate.kept(state.hands[0], clover)
    assert evaluate.gift(state, clover, counts, rest) < -1
    counts[CODE["red-star8"]] = 0  # every red-star8 seen: nobody can complete the line
    assert evaluate.gift(state, clover, counts, rest) == 0


def test_chance_to_hold():
    assert evaluate.chance_to_hold(0, 50, 6) == 0
    assert evaluate.chance_to_hold(3, 50, 6) == pytest.approx(1 - (47 * 46 * 45 * 44 * 43 * 42)
                                                            / (50 * 49 * 48 * 47 * 46 * 45))
    assert evaluate.chance_to_hold(2, 2, 1) == 1


def test_evaluate_moves_in_points_prefers_the_qwirkle():
    line = {(x, 0): f"red-{s}" for x, s in enumerate(qwirkle.SHAPES[:5])}
    game = position(line, ["red-star8", "blue-circle"])
    moves = ["red-star8@5,0", "blue-circle@0,1", "trade blue-circle"]
    values = qwirkle.ai.evaluate_moves(game, moves, seed=1, worlds=4)
    assert len(values) == 3 and all(isinstance(v, float) for v in values)
    assert values[0] > values[1] + 3 and values[0] > values[2] + 3
    assert values == qwirkle.ai.evaluate_moves(game, moves, seed=1, worlds=4)
    with pytest.raises(IllegalMove):
        qwirkle.ai.evaluate_moves(game, ["red-star8@9,9"])
