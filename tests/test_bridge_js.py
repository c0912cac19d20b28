"""What the bridge emits survives JavaScript: every answer of whole games, sent through Node's
JSON.parse and JSON.stringify as the page does (worker, storage, export, share links), reads
back as the same data, and every record among them replays the same game.

The page lost every game started without a seed this way: a 63-bit seed came back from
JSON.parse as another number, so the saved record named another deal.
"""

import json
import shutil
import subprocess
import sys

import pytest

import genial
from tabletop import bridge

if sys.platform == "emscripten":
    pytest.skip("runs Node: CPython only (no subprocess in Pyodide)", allow_module_level=True)

#: Reads a JSON list of texts; writes each as JSON.stringify(JSON.parse(text)).
ROUND_TRIP = """
let input = '';
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () => {
  const texts = JSON.parse(input).map((text) => JSON.stringify(JSON.parse(text)));
  process.stdout.write(JSON.stringify(texts));
});
"""
MODES = [(1, False), (2, False), (3, False), (4, False), (4, True)]


def through_javascript(texts: list[str]) -> list[str]:
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is needed (`python3 build.py test` checks for it)")
    done = subprocess.run([node, "-e", ROUND_TRIP], input=json.dumps(texts), text=True,
                          capture_output=True, check=True)
    return json.loads(done.stdout)


def emitted_by_whole_games() -> tuple[list[str], list[str]]:
    """(answers, records): every answer of computer games in each mode, started without a seed
    as the page's plain address does, with the record asked after every decision; and a game
    loaded from a record of the time seeds were drawn from 64 bits."""
    answers, saved = [], []

    def send(command: str, args: dict) -> dict:
        text = bridge.handle(command, json.dumps(args))
        answers.append(text)
        answer = json.loads(text)
        assert answer["ok"], answer
        return answer["result"]

    def play_out(view: dict, decisions: int) -> None:
        for _ in range(decisions):
            if view["over"]:
                break
            view = send("ai", {})["view"]
            saved.append(bridge.handle("record"))

    for players, teams in MODES:
        view = send("new", {"players": players, "teams": teams,
                            "seats": ["ai-beginner"] * players})
        play_out(view, 400)
    older = dict(genial.new_game(players=2, seed=5).to_record(), seed=6592055508770060410,
                 meta={"seats": ["ai-beginner", "ai-beginner"]})
    play_out(send("load", {"record": older}), 12)
    return answers, saved


def test_every_answer_and_record_survives_javascript():
    answers, saved = emitted_by_whole_games()
    assert len(saved) > 150
    texts = answers + saved
    back = through_javascript(texts)
    for python, javascript in zip(texts, back, strict=True):
        assert json.loads(javascript) == json.loads(python), python[:200]
    for python, javascript in zip(saved, back[len(answers):], strict=True):
        record = json.loads(python)["result"]
        game = genial.from_record(record)
        again = genial.from_record(json.loads(javascript)["result"])
        assert again.seed == game.seed and again.decisions == game.decisions == record["decisions"]
        assert again.board == game.board and again.scores == game.scores
        assert [again.hand(s) for s in range(again.players)] == [
            game.hand(s) for s in range(game.players)]
