"""Computer opponents: legal and repeatable decisions in every mode, fairness, the search, stats."""

from __future__ import annotations

import random
import time

import pytest

import genial
import genial.ai
from genial.ai import bench, evaluate, greedy, levels, lookahead
from genial.colours import tile_code, tile_set
from genial.core import KEEP, OVER, PLACE, SWAP, SWAP_HAND, State, decode_place, new_state
from tabletop import search

MODES = [(1, False), (2, False), (3, False), (4, False), (4, True)]
QUICK = 0.05  # seconds: the expert's search shrinks to one world per round


def positions(players: int, teams: bool, seed: int, want) -> State:
    """The first position of a greedy game (seeded) for which `want(state)` holds."""
    state = new_state(players, seed, teams)
    rnd = random.Random(seed)
    while state.phase != OVER:
        if want(state):
            return state
        state.apply(greedy.balanced(state, rnd))
    raise AssertionError("no such position in this game")


def mid_game(state: State) -> bool:
    return state.phase == PLACE and state.board.count(6) < 0.6 * state.mode.area.n


def swap_phase(state: State) -> bool:
    return state.phase == SWAP


def bonus_owed(state: State) -> bool:
    return state.phase == PLACE and state.bonus > 0


# -- every level, every mode: a legal decision, the same one for the same seed -------------------


@pytest.mark.parametrize(("players", "teams"), MODES)
@pytest.mark.parametrize("level", list(levels.LEVEL_TABLE))
def test_every_level_decides_legally_and_repeatably(players, teams, level):
    for state in (new_state(players, 3, teams), positions(players, teams, 3, mid_game)):
        assert levels.decide(state, level, random.Random(5), QUICK) in state.legal()
        assert repeatable_decision(state, level, 5) == repeatable_decision(state, level, 5)


def repeatable_decision(state: State, level: str, seed: int) -> int:
    """A level's decision on a fixed amount of work: a searching level's search gets one world
    per round and a deadline it cannot hit (a loaded machine must not change the answer)."""
    if level in levels.SEARCHES:
        (_, turns, top, even), _ = levels.SEARCHES[level]
        return lookahead.lookahead(state, random.Random(seed), 1, 60.0, turns, top, even)
    return levels.decide(state, level, random.Random(seed))


@pytest.mark.parametrize("level", list(levels.LEVEL_TABLE))
def test_swap_and_bonus_decisions(level):
    swap = positions(2, False, 11, swap_phase)
    assert levels.decide(swap, level, random.Random(1), QUICK) in (KEEP, SWAP_HAND)
    bonus = positions(4, True, 2, bonus_owed)
    assert levels.decide(bonus, level, random.Random(1), QUICK) in bonus.legal()


def test_levels_are_named_weakest_first_and_known():
    assert genial.ai.LEVELS == ("beginner", "casual", "intermediate", "advanced", "expert",
                                "master")
    assert all(name in levels.LEVEL_TABLE for name in genial.ai.LEVELS)
    assert genial.ai.BASELINE not in genial.ai.LEVELS
    with pytest.raises(ValueError, match="unknown level"):
        levels.decide(new_state(2, 1), "grandmaster", random.Random(0))
    with pytest.raises(ValueError, match="budget"):
        levels.decide(new_state(2, 1), "expert", random.Random(0), 0)


def test_the_beginner_lays_one_tile_of_its_hand_where_it_scores_most():
    """Its tile is drawn at random (seeded), its place is the most points for that tile; it
    keeps its hand in the swap phase."""
    state = positions(2, False, 3, mid_game)
    hand, tiles = state.hands[state.to_move], set()
    for seed in range(12):
        move = greedy.any_tile(state, random.Random(seed))
        a, b, _ = decode_place(move, state.mode.area.n_edges)
        tile = tile_code(a, b)
        assert tile in hand and move in state.legal()
        tiles.add(tile)
        probe = state.copy()
        probe.hands[probe.to_move] = [tile]
        most = max(sum(greedy._after(probe, m)) for m in probe.legal())
        assert sum(greedy._after(state, move)) == most
    assert len(tiles) > 1  # not always the same tile
    assert greedy.any_tile(positions(2, False, 11, swap_phase), random.Random(0)) == KEEP


def test_the_casual_takes_the_most_points_or_at_times_the_beginners_tile():
    state = positions(2, False, 3, mid_game)
    most = max(sum(greedy._after(state, m)) for m in state.legal())
    kinds = set()
    for seed in range(16):
        rnd = random.Random(seed)
        careless = rnd.random() < greedy.CARELESS
        move = greedy.points_hunter(state, random.Random(seed))
        assert move == (greedy.any_tile(state, rnd) if careless else move)
        assert careless or sum(greedy._after(state, move)) == most
        kinds.add(careless)
    assert kinds == {True, False}


def test_the_searching_levels_grow_in_work_up_the_ladder():
    """advanced < expert < master in worlds, candidates or turns followed, and the master's
    search reads three turns of every seat ahead."""
    (shares, turns, tops) = zip(*[levels.SEARCHES[n][0][:3] for n in ("advanced", "expert",
                                                                       "master")], strict=True)
    assert list(shares) == sorted(shares) and list(tops) == sorted(tops)
    assert turns == (1, 1, 3)
    for players in levels.EXPERT_WORLDS:  # fewer worlds at a large table, never below the expert's
        at = [levels.SHARE_AT.get((n, players), share)
              for n, share in zip(("advanced", "expert", "master"), shares, strict=True)]
        assert at == sorted(at) and len(set(at)) == 3, (players, at)


# -- fairness: hidden information never changes a decision -------------------------------------


def alternative_truths(state: State, count: int = 3) -> list[State]:
    """The same position as its seat sees it, with others' hands and the bag dealt otherwise."""
    seat = state.to_move
    alts = [state.resample(seat, random.Random(1000 + i)) for i in range(count)]
    others = [h for i, h in enumerate(state.hands) if i != seat]
    if others and any(h for h in others):  # the deal really changed somewhere
        assert any([h for i, h in enumerate(a.hands) if i != seat] != others for a in alts)
    return alts


FAIRNESS_CASES = [
    (2, False, mid_game),
    (2, False, swap_phase),
    (3, False, mid_game),
    (4, True, bonus_owed),
    (1, False, mid_game),
]


@pytest.mark.parametrize(("players", "teams", "want"), FAIRNESS_CASES)
def test_hidden_information_never_changes_a_decision(players, teams, want):
    state = positions(players, teams, 7, want)
    for alt in alternative_truths(state):
        for name in levels.LEVEL_TABLE:
            assert repeatable_decision(alt, name, 3) == repeatable_decision(state, name, 3)


def test_the_search_does_see_its_own_hand():
    """The fairness test is not vacuous: change the seat's own hand and the expert may change."""
    state = positions(2, False, 7, mid_game)
    seat = state.to_move
    moves = {lookahead.lookahead(state, random.Random(3), 1, 60.0)}
    for tile in sorted(set(tile_set())):
        other = state.copy()
        other.hands[seat] = [tile] * len(other.hands[seat])
        moves.add(lookahead.lookahead(other, random.Random(3), 1, 60.0))
    assert len(moves) > 1


# -- evaluation and the one-move strategies ------------------------------------------------------


def test_utility_prefers_the_lowest_colour_and_counts_the_bonus():
    util = evaluate.utility(new_state(2, 1))
    assert util.deltas(3, 3)[2] > util.deltas(10, 3)[2] > util.deltas(17, 3)[1] - 1
    assert util.deltas(18, 3)[5] == 0  # a full marker gains nothing
    # 17 -> 18 brings a bonus placement, worth more than the point itself
    assert util.deltas(17, 3)[1] > util.f[18] - util.f[17]
    assert util.capped(16, 5) == 18 and util.capped(18, 5) == 18
    solo = evaluate.utility(new_state(1, 1))
    assert solo.capped(16, 5) == 18 and solo.capped(18, 5) == 23 and solo.capped(35, 9) == 36
    assert solo.bonus_value(0) == 0  # no bonus placements in solo


@pytest.mark.parametrize(("players", "teams"), MODES)
def test_best_placement_is_the_best_legal_placement(players, teams):
    for state in (new_state(players, 4, teams), positions(players, teams, 4, mid_game)):
        move, value = evaluate.best_placement(state)
        legal = state.legal()
        assert move in legal
        values = {m: evaluate.placement_value(state, m) for m in legal}
        assert value == pytest.approx(max(values.values()))
        assert values[move] == pytest.approx(value)


def test_greedy_lowest_maximises_the_sorted_markers_then_the_total():
    state = positions(2, False, 9, mid_game)
    move = greedy.greedy_lowest(state, random.Random(0))
    side = state.scores[state.to_move]
    for other in state.legal():
        after = state.copy()
        after.apply(other)
        after_best = state.copy()
        after_best.apply(move)
        key = lambda s: (sorted(s.scores[state.to_move]), sum(s.scores[state.to_move]))  # noqa: E731
        assert key(after_best) >= key(after)
    assert side == state.scores[state.to_move]  # nothing was changed by looking


def test_swap_pays_when_the_hand_is_useless():
    state = positions(2, False, 11, swap_phase)
    seat = state.to_move
    low = min(range(6), key=lambda c: state.scores[seat][c])
    useless = state.copy()
    full = [c for c in range(6) if useless.scores[seat][c] == 18]
    if full:  # a hand of tiles that can only add to full markers is worth nothing
        useless.hands[seat] = [full[0] * 7] * 6
        assert greedy.swap_pays(useless, random.Random(0))
    assert all(low not in divmod(t, 6) for t in state.hands[seat])


# -- search plumbing -----------------------------------------------------------------------------


def test_successive_halving_finds_the_best_candidate_on_noisy_worlds():
    rnd = random.Random(0)
    truth = {c: c / 10 for c in range(12)}
    best, means = search.successive_halving(
        list(range(12)), lambda: rnd.gauss(0, 0.3), lambda w, c: truth[c] + w, 20, 1e18
    )
    assert best == 11
    assert set(means) == set(truth)


def test_successive_halving_stops_after_one_world_once_the_deadline_passes(real_clock):
    calls = []
    best, means = search.successive_halving(
        ["a", "b", "c", "d"], lambda: 0, lambda w, c: calls.append(c) or ord(c), 3, 0.0
    )
    assert best == "d"
    assert calls == ["a", "b", "c", "d"]  # every candidate on the one world, then stop
    assert means["d"] == ord("d")


def test_successive_halving_stops_once_the_work_is_enough():
    worlds, calls = [], []

    def sample():
        worlds.append(len(worlds))
        return worlds[-1]

    best, means = search.successive_halving(
        ["a", "b", "c", "d"], sample, lambda w, c: calls.append((w, c)) or ord(c) - w, 3, 1e18,
        lambda: len(calls) >= 6,
    )
    assert worlds == [0, 1]  # the second world is played out for every candidate, then no more
    assert calls == [(w, c) for w in (0, 1) for c in "abcd"]
    assert best == "d" and means["d"] == ord("d") - 0.5


def test_even_halving_spends_as_much_on_each_round():
    """Four candidates, two worlds each in the first round (8 simulations): the two left
    share the next round's 8, four worlds each (6 worlds in all, where plain halving uses 4)."""
    calls, worlds = [], []
    best, _ = search.successive_halving(
        "abcd", lambda: worlds.append(1) or len(worlds),
        lambda w, c: calls.append(c) or ord(c) + w, 2, 1e18, even=True,
    )
    assert best == "d" and len(worlds) == 6
    assert [calls.count(c) for c in "abcd"] == [2, 2, 6, 6]


def test_the_expert_respects_its_budget(real_clock):
    state = positions(4, False, 6, mid_game)
    started = time.process_time()  # the cap's clock: a loaded machine's waits do not count
    levels.decide(state, "expert", random.Random(0), 0.2)
    assert time.process_time() - started < 1.0


# -- public API ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "teams"), MODES)
def test_choose_plays_a_whole_game_through_the_public_api(players, teams):
    g = genial.new_game(players=players, seed=21, teams=teams)
    names = ["intermediate", "beginner", "greedy-lowest", "intermediate"]
    while not g.over:
        move = genial.ai.choose(g, names[g.to_move], seed=len(g.decisions))
        g.play(move)
    assert g.ranking()
    with pytest.raises(ValueError, match="over"):
        genial.ai.choose(g, "beginner")


def test_hint_and_evaluate_moves():
    g = genial.new_game(players=2, seed=8)
    move = genial.ai.hint(g, seed=1, budget=QUICK)
    assert move in g.legal_moves()
    moves = g.legal_moves()
    values = genial.ai.evaluate_moves(g, moves)
    best = moves[values.index(max(values))]
    assert genial.ai.choose(g, "intermediate", seed=0) == best
    assert genial.ai.evaluate_moves(g, [genial.Keep()]) == [0.0]
    assert genial.ai.budget_of("expert") > genial.ai.budget_of("beginner")


# -- speed ---------------------------------------------------------------------------------------


def test_bench_prints_playout_rates_and_think_times(capsys):
    assert bench.main(["--modes", "solo", "--levels", "beginner", "--seconds", "0.01"]) == 0
    out = capsys.readouterr().out
    assert "solo: playouts random" in out and "greedy" in out
    assert "beginner think time mean" in out and "decisions" in out
