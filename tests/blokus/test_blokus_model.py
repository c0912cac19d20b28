"""The master's move model (`blokus.ai.model`): its features by hand, its fast sum against the
plain one, and the fit of `tools/blokus_model.py` recovering weights it was given."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

from blokus.ai import mcts
from blokus.ai.model import FEATURES, MoveModel, stage
from blokus.ai.model_weights import PIECE, STAGES, WEIGHTS
from blokus.config import Mode
from blokus.core import OVER, State
from blokus.pieces import NAMES

DUO = Mode(2, variant="duo")
MODES = [DUO, Mode(2), Mode(3), Mode(4), Mode(4, teams=True)]


def placement(state: State, piece: str, cells: list[tuple[int, int]]) -> int:
    pid = state.geo.by_cells[tuple(sorted(cells, key=lambda c: (c[1], c[0])))]
    assert state.geo.names[pid] == piece
    return pid


def named(model: MoveModel, pid: int) -> dict[str, float]:
    return dict(zip(FEATURES, model.features(pid), strict=True))


def test_the_weights_cover_every_board_feature_piece_and_stage() -> None:
    assert set(WEIGHTS) == set(PIECE) == {"duo", "classic"}
    for board in WEIGHTS:
        assert len(WEIGHTS[board]) == len(PIECE[board]) == len(STAGES) + 1
        assert all(len(w) == len(FEATURES) for w in WEIGHTS[board])
        assert all(len(p) == len(NAMES) for p in PIECE[board])


def test_the_first_monomino_in_duo_by_hand() -> None:
    state = State(DUO)
    start = state.geo.cell(state.attach[0].bit_length() - 1)
    features = named(MoveModel(state), placement(state, "1", [start]))
    assert features["open"] == 4 and features["lost"] == 1  # four corners, its start covered
    assert features["block"] == features["border"] == features["safe"] == 0
    assert features["centre"] == -2.5  # (4, 4) on a board whose centre is (6.5, 6.5)
    assert features["local"] == 0  # nothing to answer yet
    assert features["ring"] == 0 and features["room"] == 4 + 8  # its corners, two cells each


def test_an_answer_to_the_opponents_last_placement_is_local_and_blocks() -> None:
    state = State(DUO)
    state.apply(placement(state, "1", [(4, 4)]))  # black's start; its corners open
    state.apply(placement(state, "1", [(9, 9)]))  # white's
    state.apply(placement(state, "2", [(5, 5), (6, 5)]))  # black opens (4,6), (7,4), (7,6)
    model = MoveModel(state)  # white to move, answering black's domino
    assert stage(state) == 0
    toward = named(model, placement(state, "L4", [(8, 8), (8, 7), (8, 6), (7, 6)]))
    # it covers (7,6), a corner black just opened, and (8,6) beside it
    assert toward["block"] == 1 and toward["local"] == 2 and toward["beside"] >= 1
    away = named(model, placement(state, "V3", [(10, 10), (11, 10), (10, 11)]))
    assert away["local"] == away["block"] == 0 and away["contested"] < toward["contested"]


def test_the_stage_follows_the_pieces_placed() -> None:
    state, pieces = State(DUO), State(DUO).left[0]
    found = []
    for placed in range(21):
        state.left[0] = pieces[placed:]
        found.append(stage(state))
    assert found == [sum(placed >= limit for limit in STAGES) for placed in range(21)]
    assert found[0] == 0 and found[-1] == len(STAGES)


@pytest.mark.parametrize("mode", MODES, ids=["duo", "2p", "3p", "4p", "teams"])
def test_the_fast_values_are_the_weighted_features(mode: Mode) -> None:
    state, rnd = State(mode), random.Random(7)
    while state.phase != OVER:
        legal = state.legal()
        model, at, board = MoveModel(state), stage(state), mode.variant.name
        for pid, value in zip(legal, model.values(legal), strict=True):
            plain = PIECE[board][at][state.geo.piece[pid]] + sum(
                w * f for w, f in zip(WEIGHTS[board][at], model.features(pid), strict=True))
            assert value == pytest.approx(plain, abs=1e-9)
        state.apply(rnd.choice(legal))


def test_the_tree_ranks_its_candidates_by_the_model() -> None:
    state = State(DUO)
    for pid in (placement(state, "1", [(4, 4)]), placement(state, "1", [(9, 9)])):
        state.apply(pid)
    node = mcts.Node(state, mcts.WIDTH)
    legal = state.legal()
    best = sorted(MoveModel(state).values(legal), reverse=True)[:mcts.WIDTH]
    assert sorted(MoveModel(state).values(node.moves), reverse=True) == best


def load_tool():
    path = Path(__file__).resolve().parents[2] / "tools" / "blokus_model.py"
    spec = importlib.util.spec_from_file_location("blokus_model_tool", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_fit_recovers_the_weights_that_made_the_choices() -> None:
    np = pytest.importorskip("numpy")  # the tool's dependency (absent inside Pyodide)
    tool = load_tool()
    rng = np.random.default_rng(3)
    truth = np.array([1.5, -0.8, 0.4])
    rows, position, played = [], [], []
    for p in range(3000):
        options = rng.integers(0, 4, size=(rng.integers(2, 12), 3)).astype(float)
        chance = np.exp(options @ truth)
        chosen = rng.choice(len(options), p=chance / chance.sum())
        rows.extend(options)
        position.extend([p] * len(options))
        played.extend(i == chosen for i in range(len(options)))
    w = tool.fit_stage(np, np.array(rows), np.array(position), np.array(played), 3000)
    assert np.abs(w - truth).max() < 0.15
    values = np.array(rows) @ w
    shares = tool.shares(np, values, np.array(position), np.array(played), 3000)
    assert shares == sorted(shares) and 0.3 < shares[0] < shares[-1] == 1.0
