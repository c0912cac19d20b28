"""The bridge answers exactly as recorded: the Python↔JavaScript contract, kept per game in
tests/fixtures/bridge_golden/<game>.json (scripted games, each request as sent and each answer
as received; regenerate with the command the file names, then review the diff).

A transcript that started from no seed names the seed the engine drew (`drawn_seed`): the
engine draws it again here (tabletop.records.fresh_seed), so the transcript replays exactly.
"""

import importlib
import json
from pathlib import Path

import pytest

from tabletop import records

GOLDEN = Path(__file__).resolve().parent / "fixtures" / "bridge_golden"
GAMES = sorted(path.stem for path in GOLDEN.glob("*.json"))


def canonical(data) -> str:
    """JSON text that tells apart what JavaScript would (1 and 1.0 are one number there, but
    true is not 1, nor "5" 5): the answers are compared through it."""
    return json.dumps(data, sort_keys=True)


def handler(game: str):
    """The function the page's worker calls for that game."""
    return importlib.import_module(f"{game}.bridge").handle


def transcripts(game: str) -> list[dict]:
    return json.loads((GOLDEN / f"{game}.json").read_text())["transcripts"]


@pytest.mark.parametrize("game", GAMES)
def test_the_bridge_answers_every_request_as_recorded(game, monkeypatch):
    handle = handler(game)
    for transcript in transcripts(game):
        if transcript["drawn_seed"] is not None:
            seed = int(transcript["drawn_seed"])
            monkeypatch.setattr(records, "fresh_seed", lambda seed=seed: seed)
        for n, step in enumerate(transcript["steps"], 1):
            answer = json.loads(handle(step["command"], step["request"]))
            assert canonical(answer) == canonical(step["answer"]), (
                f"{transcript['name']}, step {n}: {step['command']} {step['request'][:80]}")
        monkeypatch.undo()


@pytest.mark.parametrize("game", GAMES)
def test_the_transcripts_cover_the_contract(game):
    """Every command, a game from a drawn seed, refusals with their codes, no bug report."""
    steps = [step for t in transcripts(game) for step in t["steps"]]
    commands = importlib.import_module(f"{game}.bridge").COMMANDS
    assert set(commands) <= {step["command"] for step in steps}
    assert any(t["drawn_seed"] for t in transcripts(game))
    errors = [step["answer"]["error"] for step in steps if not step["answer"]["ok"]]
    assert len({e["code"] for e in errors}) >= 10
    assert all("trace" not in e for e in errors)
