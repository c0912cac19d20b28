"""Write tests/fixtures/bridge_golden/<game>.json: scripted games through the bridge, each
request as sent and each answer as received, so the Python↔JavaScript contract cannot drift
unseen (tests/test_bridge_golden.py replays the requests and compares the answers).

    PYTHONPATH=py python3 tests/make_bridge_golden.py genial
    PYTHONPATH=py python3 tests/make_bridge_golden.py blokus

Each game's scripts are beside its tests (tests/genial/genial_golden.py,
tests/blokus/blokus_golden.py). A script plays like the page: it picks its decisions from the
answers it got. One transcript starts a game without a seed, as the page's plain address
does; the seed the engine drew is kept beside it (`drawn_seed`) and the test has the engine
draw it again. Regenerating keeps the drawn seed already in the file (pass --draw to draw
another).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tabletop import bridge, games, records

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE / "blokus"), str(HERE / "genial")]
import blokus_golden  # noqa: E402 - each game's scripts, beside its other tests
import genial_golden  # noqa: E402

GOLDEN = HERE / "fixtures" / "bridge_golden"
HOW = "PYTHONPATH=py python3 tests/make_bridge_golden.py {game}"


class Transcript:
    """Requests sent to the bridge with their answers, in order."""

    def __init__(self, name: str, kept_seed: int | None = None) -> None:
        self.name = name
        self.kept_seed = kept_seed  # the seed to draw again (None: draw a new one)
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

    def guest(self, command: str, args: dict | None = None, seat: int = 1) -> dict:
        """A guest device's request, as the host's page passes it to the bridge: the answer."""
        return self.send("guest", {"seat": seat, "command": command, "args": args or {}})

    def guest_looks_back_and_the_deal_is_checked(self, deal: dict, agreed: dict) -> None:
        """The guest's history, a position and its record, a watcher's view; then the deal
        checked on the host's record, with the commitment the invitation sent and with another
        one; the guest's latest move taken back (`undo {seat}`: its device asked, the others
        accepted); at last the seat's world, played on by a guest by messages (`world`)."""
        for command, args in (("history", {}), ("position", {"count": 1}), ("record", {})):
            self.guest(command, args)
        self.send("watch", {"command": "view", "args": {}})  # a device that only watches
        record = self.ok("record")
        self.ok("check_deal", {**deal, "record": record, "commitment": agreed["commitment"]})
        self.ok("check_deal", {**deal, "record": record, "commitment": "0" * 64})
        self.send("undo", {"seat": 1})
        world, seats = self.guest("world")["result"], self.guest("view")["result"]["seats"]
        self.ok("world", {"game": record["format"], "world": world, "seats": seats})

    def new_from_drawn_seed(self, args: dict) -> dict:
        """A new game without a seed, as the page's plain address asks: the engine draws one
        (the kept seed, if any), which the transcript names."""
        seed = records.fresh_seed() if self.kept_seed is None else self.kept_seed
        real, records.fresh_seed = records.fresh_seed, lambda: seed
        try:
            view = self.ok("new", args)
        finally:
            records.fresh_seed = real
        self.drawn_seed = view["seed"]
        return view


SCRIPTS = {
    "genial": genial_golden.SCRIPTS,
    "blokus": blokus_golden.SCRIPTS,
}


def previous_seed(file: Path) -> int | None:
    """The drawn seed the file holds, so that regenerating changes nothing that did not."""
    if not file.exists():
        return None
    kept = json.loads(file.read_text())["transcripts"]
    return next((int(t["drawn_seed"]) for t in kept if t["drawn_seed"] is not None), None)


def write(game: str, file: Path, transcripts: list[Transcript]) -> None:
    """One step per line, so that a change shows as the steps it touches."""
    blocks = []
    for t in transcripts:
        steps = ",\n".join("   " + json.dumps(step, ensure_ascii=False) for step in t.steps)
        head = json.dumps({"name": t.name, "drawn_seed": t.drawn_seed})[:-1]
        blocks.append(f'  {head}, "steps": [\n{steps}\n  ]}}')
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(json.dumps({"game": game, "regenerate": HOW.format(game=game)})[:-1]
                    + ', "transcripts": [\n' + ",\n".join(blocks) + "\n]}\n")


def main(argv: list[str]) -> None:
    game = next((a for a in argv if not a.startswith("-")), games.DEFAULT)
    file = GOLDEN / f"{game}.json"
    seed = None if "--draw" in argv else previous_seed(file)
    transcripts = []
    for script in SCRIPTS[game]:
        t = Transcript(script.__name__, seed)
        script(t)
        transcripts.append(t)
    covered = {step["command"] for t in transcripts for step in t.steps}
    commands = bridge.commands_of(games.load(game))
    assert set(commands) <= covered, set(commands) - covered
    assert sum(t.drawn_seed is not None for t in transcripts) == 1
    write(game, file, transcripts)
    print(f"{file}: {sum(len(t.steps) for t in transcripts)} steps in {len(transcripts)} games")


if __name__ == "__main__":
    main(sys.argv[1:])
