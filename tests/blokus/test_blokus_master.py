"""The master (tree search, `blokus.ai.mcts`), its playouts (`blokus.ai.playout`) and the
match tool against Pentobi (`blokus.pentobi`), which is tried on a stand-in engine
(`fake_gtp.py`): Pentobi itself is not built in CI, and its matches are a benchmark (README)."""

from __future__ import annotations

import json
import random
import sys
import time
from dataclasses import asdict
from pathlib import Path

import pytest

import blokus
import blokus.ai
from blokus.ai import mcts, playout
from blokus.ai.model import FEATURES, MoveModel, answers
from blokus.config import Mode
from blokus.core import OVER, State
from blokus.geometry import geometry
from blokus.pentobi import GameResult, from_gtp, ladder, play_game, rating, summary, to_gtp
from blokus.pieces import SIZES

DUO, TWO = Mode(2, variant="duo"), Mode(2)
FAKE = [sys.executable, str(Path(__file__).with_name("fake_gtp.py"))]


def random_position(mode: Mode, seed: int, placements: int) -> State:
    state, rnd = State(mode), random.Random(seed)
    for _ in range(placements):
        if state.phase != OVER:
            state.apply(rnd.choice(state.legal()))
    return state


@pytest.mark.parametrize("mode", [DUO, TWO, Mode(4), Mode(3)], ids=["duo", "2p", "4p", "3p"])
def test_a_playout_places_legal_pieces_biggest_first_to_the_end(mode: Mode) -> None:
    state, rnd = State(mode), random.Random(1)
    skipped: list[set[int]] = [set() for _ in state.own]
    while state.phase != OVER:
        biggest = max(SIZES[state.geo.piece[m]] for m in state.legal())
        pid = playout.choose(state, rnd, skipped[state.colour], answers(state))
        assert state.is_legal(pid)
        # the largest piece that fits, unless one that size was found fitting nowhere before
        size = SIZES[state.geo.piece[pid]]
        assert size == biggest or {p for p in state.left[state.colour] if SIZES[p] > size} \
            <= skipped[state.colour]
        state.apply(pid)
    assert all(len(left) < 21 - 8 for left in state.left)  # every colour placed a lot


def test_a_playout_stops_after_the_placements_asked_for() -> None:
    state = random_position(DUO, 2, 6)
    playout.playout(state, random.Random(2), 3)
    assert sum(map(len, state.left)) == 2 * 21 - 6 - 3
    playout.playout(state, random.Random(2))
    assert state.phase == OVER


def test_a_playout_plays_the_placement_the_model_likes_best() -> None:
    """Of the placements found, the policy plays the one of best move-model value."""
    state = random_position(DUO, 3, 4)
    found = [pid for pid in state.legal() if SIZES[state.geo.piece[pid]] == 5]
    values = dict(zip(found, MoveModel(state).values(found), strict=True))
    low, high = min(found, key=values.get), max(found, key=values.get)
    assert values[high] > values[low]
    assert playout._best(state, [low, high], random.Random(0)) == high
    assert playout._best(state, [high, low], random.Random(0)) == high


def test_the_answering_cells_are_the_opponents_new_corners_and_beside_them() -> None:
    """The cells answering a placement are its corners still open to its colour and the
    cells beside them that colour may cover; the model counts those a placement covers."""
    state = random_position(DUO, 3, 4)
    geo, rival = state.geo, state.colour
    last = next(pid for pid in state.legal() if SIZES[geo.piece[pid]] == 5)
    state.apply(last)
    local = answers(state)
    corners = geo.halo[last][0] & state.attach[rival]
    assert corners and local & corners == corners
    assert not local & ~(corners | geo.edges(corners)) and not local & state.forbidden[rival]
    model = MoveModel(state)
    for pid in state.legal():
        assert model.features(pid)[FEATURES.index("local")] == (geo.masks[pid] & local).bit_count()
    state.last[rival] = -1
    assert answers(state) == 0


def test_results_are_wins_losses_and_ties_moved_a_little_by_the_margin() -> None:
    win, loss = mcts.results([-5, -20])
    assert win > 0.9 and loss < 0.1 and win + loss == pytest.approx(1)
    assert mcts.results([-5, -6])[0] < win  # a narrow win is worth less than a wide one
    assert mcts.results([-7, -7]) == [0.5, 0.5]
    four = mcts.results([-3, -9, -3, -30])
    assert four[0] == four[2] == 0.5 and four[1] < 0.5 and four[3] < four[1]


def test_the_search_visits_the_candidate_of_best_prior_first() -> None:
    node = mcts.Node(State(DUO), mcts.ROOT_WIDTH)
    assert len(node.moves) == mcts.ROOT_WIDTH and node.priors == sorted(node.priors)[::-1]
    assert node.select() == 0
    assert sum(node.priors) == pytest.approx(1)


@pytest.mark.parametrize("mode", [DUO, TWO, Mode(3)], ids=["duo", "2p", "3p"])
def test_a_seeded_search_repeats_and_plays_legally(mode: Mode) -> None:
    state = random_position(mode, 4, 7)
    before = state.copy()
    first = mcts.search(state, random.Random(5), 40, 60.0)
    assert state.is_legal(first)
    assert mcts.search(state, random.Random(5), 40, 60.0) == first
    assert (state.occupied, state.colour, state.left) == (before.occupied, before.colour,
                                                          before.left)  # searched on copies


def test_the_time_budget_cuts_a_long_search_short(real_clock) -> None:
    state = random_position(DUO, 6, 4)
    started = time.process_time()  # the cap's clock: a loaded machine's waits do not count
    pid = mcts.search(state, random.Random(1), 10**6, 0.2)  # a million: hours of work
    assert time.process_time() - started < 3 and state.is_legal(pid)
    game = blokus.new_game(variant="duo", seed=1)
    assert blokus.ai.choose(game, "master", seed=1, budget=1e-6) in game.legal_moves()


@pytest.mark.slow
def test_the_search_beats_the_intermediate_in_seeded_duo_games() -> None:
    """Two seeded Duo games, one on each side, with fewer simulations than the master's (for
    speed: the ladder's figures are the README's)."""
    wins = 0.0
    for game in range(2):
        state, rnd = State(DUO), random.Random(game)
        while state.phase != OVER:
            if state.colour == game % 2:
                state.apply(mcts.search(state, rnd, 60, 60.0))
            else:
                state.apply(blokus.ai.levels.decide(state, "intermediate", rnd))
        mine, theirs = state.scores()[game % 2], state.scores()[1 - game % 2]
        wins += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    assert wins == 2


def test_pentobi_squares_count_rows_from_the_bottom() -> None:
    duo = State(DUO)
    purple, orange = (duo.geo.by_cells[((x, y),)] for x, y in ((4, 4), (9, 9)))
    assert (to_gtp(duo, purple), to_gtp(duo, orange)) == ("e10", "j5")
    classic = State(TWO)
    blue = classic.geo.by_cells[((1, 0), (0, 1), (1, 1))]
    assert to_gtp(classic, blue) == "b20,a19,b19"
    assert from_gtp(classic, "A19,b19,b20") == blue  # any order, any case


@pytest.mark.parametrize("size", [14, 20])
def test_every_placement_goes_to_pentobi_and_back(size: int) -> None:
    state = State(DUO if size == 14 else TWO)
    assert all(from_gtp(state, to_gtp(state, pid)) == pid
               for pid in range(len(geometry(size).masks)))


@pytest.mark.parametrize("text", ["", "pass", "e10,", "e0", "z3", "e10,e12", "a1,a2,a3,a4,a5,a6"])
def test_a_move_that_is_no_placement_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        from_gtp(State(DUO), text)


@pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide has no processes")
@pytest.mark.parametrize("variant", ["duo", "classic_2"])
def test_a_match_game_against_a_gtp_engine(variant: str) -> None:
    results = [play_game(FAKE, variant, 3, "casual", game, 1) for game in range(2)]
    assert [r.our_side for r in results] == [0, 1]
    for r in results:
        mine, theirs = r.scores[r.our_side], r.scores[1 - r.our_side]
        assert r.result == (1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
        assert len(r.think) == len(r.think_cpu) >= 10
    line = summary(results)
    assert f"casual vs pentobi level 3 ({variant}), 2 games" in line
    assert "95%" in line and f"on Pentobi's {variant} scale" in line


def test_a_level_is_rated_on_pentobis_scale_from_its_games(tmp_path: Path) -> None:
    def games(level: int, results: list[float], ours: str = "master") -> list[GameResult]:
        return [GameResult(g, "duo", level, ours, g % 2, [0, 0], r) for g, r in enumerate(results)]

    assert rating(games(3, [1, 0, 0.5, 0.5])) == pytest.approx(1378, abs=0.5)  # level 3's
    assert rating(games(3, [1, 1, 1, 0]) + games(5, [0, 1, 0, 0])) == pytest.approx(
        1566.5, abs=1)  # 3 of 4 against 1378 and 1 of 4 against 1755: their midpoint
    assert rating(games(1, [0] * 20)) == pytest.approx(364, abs=1)  # no win: counted as half
    path = tmp_path / "matches.jsonl"
    lines = games(1, [0, 0, 0, 1], "beginner") + games(5, [1, 0])
    path.write_text("".join(json.dumps(asdict(r)) + "\n" for r in lines))
    table = ladder(str(path)).splitlines()
    assert table[2].startswith("| beginner (duo) | 4 (1) | 25.0% | 809 |")
    assert table[3].startswith("| master (duo) | 2 (5) | 50.0% | 1755 |")
