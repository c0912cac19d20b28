"""Write tests/fixtures/bridge_golden/genial.json: scripted games through the bridge, each
request as sent and each answer as received, so the Python↔JavaScript contract cannot drift
unseen (tests/test_bridge_golden.py replays the requests and compares the answers).

    PYTHONPATH=py python3 tests/make_bridge_golden.py

A script plays like the page: it picks its decisions from the answers it got. One transcript
starts a game without a seed, as the page's plain address does; the seed the engine drew is
kept beside it (`drawn_seed`) and the test has the engine draw it again. Regenerating keeps the
drawn seed already in the file (pass --draw to draw another).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import genial
import genial.ai
from genial import bridge
from tabletop import records

FILE = Path(__file__).resolve().parent / "fixtures" / "bridge_golden" / "genial.json"
HOW = "PYTHONPATH=py python3 tests/make_bridge_golden.py"


class Transcript:
    """Requests sent to the bridge with their answers, in order."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.drawn_seed: str | None = None
        self.steps: list[dict] = []

    def send(self, command: str, args: dict | str | None = None) -> dict:
        """Send a request (its arguments, or their raw JSON text); return the parsed answer."""
        request = args if isinstance(args, str) else json.dumps(args or {})
        answer = json.loads(bridge.handle(command, request))
        assert "trace" not in answer.get("error", {}), answer  # a bug is no contract
        self.steps.append({"command": command, "request": request, "answer": answer})
        return answer

    def ok(self, command: str, args: dict | str | None = None):
        answer = self.send(command, args)
        assert answer["ok"], answer
        return answer["result"]

    def refused(self, command: str, args: dict | str | None = None) -> dict:
        answer = self.send(command, args)
        assert not answer["ok"], answer
        return answer["error"]


def best(options: list[dict]) -> str:
    """The placement scoring most (first listed on a tie): the e2e driver's policy."""
    return max(options, key=lambda o: sum(o["points"].values()))["move"]


def human_turn(t: Transcript, view: dict) -> dict:
    """The human to move: keep on a swap offer, else place its first tile where it scores most."""
    if view["phase"] == "swap":
        return t.ok("play", {"move": "keep"})["view"]
    options = t.ok("options", {"tile": view["hands"][view["to_move"]][0]})
    return t.ok("play", {"move": best(options)})["view"]


def against_the_computer(t: Transcript) -> None:
    """A player against a computer: the page's whole turn loop, then review and undo."""
    view = t.ok("new", {"players": 2, "seats": ["human", "ai-beginner"], "seed": 5})
    for _ in range(2):
        view = human_turn(t, view)
        while not view["over"] and view["seats"][view["to_move"]] != "human":
            view = t.ok("ai")["view"]
    t.ok("options", {"tile": list(reversed(view["hands"][0][1]))})  # the tile flipped
    t.ok("history")
    t.ok("position", {"count": 1})
    t.ok("record")
    t.ok("undo")
    t.ok("view")


def drawn_seed(t: Transcript, seed: int | None) -> None:
    """The plain address: no seed given, the engine draws one; its record loads back alike."""
    seed = records.fresh_seed() if seed is None else seed
    real, records.fresh_seed = records.fresh_seed, lambda: seed
    try:
        view = t.ok("new", {"players": 2, "seats": ["human", "ai-intermediate"]})
    finally:
        records.fresh_seed = real
    t.drawn_seed = view["seed"]
    view = human_turn(t, view)
    t.ok("ai")
    record = t.ok("record")
    t.ok("load", {"record": record})
    t.ok("load", {"record": json.dumps(record)})  # as text, as the page's imports send it
    t.ok("view")


def address_values(t: Transcript) -> None:
    """The page passes its address's values as text; bad ones are refused by name, and the
    game in progress stays."""
    t.ok("new", {"players": "3", "seats": ["human", "ai-beginner", "ai-beginner"], "seed": "12"})
    t.refused("new", {"players": "abc", "seats": ["human", "ai-beginner"]})
    t.refused("new", {"players": "9"})
    t.refused("new", {"players": 2**70})
    t.refused("new", {"players": "4", "teams": True, "seats": ["human", "human"]})
    t.refused("new", {"players": "2", "seed": "x"})
    t.refused("new", {"players": "2", "seats": ["human", "ai-godlike"]})
    t.refused("new", {"players": "2", "teams": True})
    t.ok("view")


def teams_at_one_device(t: Transcript) -> None:
    """Four humans in two teams: the page asks for each seat's tiles; the expert's hint."""
    view = t.ok("new", {"players": 4, "teams": True, "seats": ["human"] * 4, "seed": 3})
    t.ok("hint")
    for _ in range(3):
        view = human_turn(t, view)
    t.ok("record")


def solo(t: Transcript) -> None:
    view = t.ok("new", {"players": 1, "seats": ["human"], "seed": 2})
    for _ in range(3):
        view = human_turn(t, view)


def finished_game(t: Transcript) -> None:
    """A whole game loaded from its record: the end's standings, history with bonuses, a past
    position owing a bonus placement, and the analysis of a placement."""
    game = genial.new_game(players=2, seed=4)
    while not game.over:
        game.play(genial.ai.choose(game, "beginner", seed=len(game.decisions)))
    game.meta["seats"] = ["human", "ai-beginner"]
    t.ok("load", {"record": game.to_record()})
    entries = t.ok("history")
    bonus = next(e["index"] for e in entries if e["bonus"])
    t.ok("position", {"count": bonus})
    placed = next(e["index"] for e in entries if e["seat"] == 0 and e["kind"] == "place")
    t.ok("analyse", {"index": placed})
    t.refused("hint")
    t.refused("play", {"move": "keep"})


def older_records(t: Transcript) -> None:
    """A record from before seeds were drawn below 2**53: it loads, and the seed goes out as
    text; a record whose meta JavaScript would change is refused."""
    record = genial.new_game(players=2, seed=5).to_record()
    record.update(seed=6592055508770060410, meta={"seats": ["human", "ai-beginner"]})
    t.ok("load", {"record": record})
    t.ok("record")
    t.refused("load", {"record": dict(record, meta={"n": 2**60})})


def refusals(t: Transcript) -> None:
    """What the page can be told: each refusal with its code and params; nothing changes."""
    view = t.ok("new", {"players": 2, "seats": ["human", "ai-beginner"], "seed": 5})
    t.refused("play", {"move": "red-blue@0,0:9,9"})
    t.refused("play", {"move": "blue-blue@0,-4"})
    t.refused("play", {"move": "swap"})
    t.refused("ai")
    t.refused("undo")
    t.refused("options", {"tile": ["red", "pink"]})
    t.refused("position", {"count": 99})
    t.refused("analyse", {"index": 0, "budget": 99})
    t.refused("load", {"record": "{not json"})
    t.refused("load", {"record": dict(genial.new_game(players=2, seed=1).to_record(), version=9)})
    t.refused("view", "[1, 2]")
    t.refused("view", "{")
    t.refused("ai", '{"budget": NaN}')
    t.refused("frobnicate")
    assert t.ok("view") == view
    t.ok("static")


SCRIPTS = [against_the_computer, drawn_seed, address_values, teams_at_one_device, solo,
           finished_game, older_records, refusals]


def previous_seed() -> int | None:
    """The drawn seed the file holds, so that regenerating changes nothing that did not."""
    if not FILE.exists():
        return None
    kept = json.loads(FILE.read_text())["transcripts"]
    return next((int(t["drawn_seed"]) for t in kept if t["drawn_seed"] is not None), None)


def write(transcripts: list[Transcript]) -> None:
    """One step per line, so that a change shows as the steps it touches."""
    blocks = []
    for t in transcripts:
        steps = ",\n".join("   " + json.dumps(step, ensure_ascii=False) for step in t.steps)
        head = json.dumps({"name": t.name, "drawn_seed": t.drawn_seed})[:-1]
        blocks.append(f'  {head}, "steps": [\n{steps}\n  ]}}')
    FILE.parent.mkdir(parents=True, exist_ok=True)
    FILE.write_text('{"game": "genial", "regenerate": ' + json.dumps(HOW)
                    + ', "transcripts": [\n' + ",\n".join(blocks) + "\n]}\n")


def main(argv: list[str]) -> None:
    seed = None if "--draw" in argv else previous_seed()
    transcripts = []
    for script in SCRIPTS:
        t = Transcript(script.__name__)
        if script is drawn_seed:
            script(t, seed)
        else:
            script(t)
        transcripts.append(t)
    covered = {step["command"] for t in transcripts for step in t.steps}
    assert set(bridge.COMMANDS) <= covered, set(bridge.COMMANDS) - covered
    write(transcripts)
    print(f"{FILE}: {sum(len(t.steps) for t in transcripts)} steps in {len(transcripts)} games")


if __name__ == "__main__":
    main(sys.argv[1:])
