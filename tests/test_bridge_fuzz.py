"""Random requests to the bridge, as a hostile or buggy page could send them: whatever arrives,
the answer is JSON that JavaScript's JSON.parse reads back exactly, a refusal has a known code
and changes nothing, and no answer is a bug report (an error with a `trace`)."""

import json
from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st

import genial
import genial.ai
from tabletop import bridge, records
from tabletop.errors import MESSAGES
from tabletop.records import unsafe_number

SEATS = ["human", *(f"ai-{level}" for level in genial.ai.LEVELS)]
ODD_TEXT = ["", " ", "2", "-1", "1e3", "abc", "swap", "keep", "human", "red", "NaN", "0x10",
            "9" * 30, "red-blue@0,-4:1,-4", "red-red@99,99:99,100"]
#: Integers a careless check lets through: past JavaScript's, Python's index or the seed's range.
BIG = st.sampled_from([2**53, 2**53 + 1, 2**63, 2**64, 2**70, -2**70, 10**30, -(10**30)])
SCALARS = (st.none() | st.booleans() | st.integers(-5, 200) | BIG | st.integers()
           | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=6)
           | st.sampled_from(ODD_TEXT))
JSON_VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=4), inner, max_size=3),
                           max_leaves=8)
#: A budget never long enough to make the test slow (the computer's own, when absent).
BUDGETS = (st.floats(0.001, 0.02) | JSON_VALUES).filter(
    lambda b: not (isinstance(b, int | float) and not isinstance(b, bool) and 0.02 < b <= 5))
COLOURS = st.sampled_from(genial.COLOURS)
#: The arguments each command reads (see bridge's docstring).
READS = {"new": ["players", "teams", "seed", "seats"], "load": ["record"], "options": ["tile"],
         "play": ["move"], "ai": ["budget"], "position": ["count"], "analyse": ["index", "budget"]}


def legal_move(data) -> str:
    """Now and then a legal decision, so the random walk gets into the game."""
    game = bridge._session.game if bridge._session else None
    moves = game.legal_moves() if game else []
    if not moves:
        return data.draw(JSON_VALUES)
    return str(moves[data.draw(st.integers(0, len(moves) - 1))])


def record_arg(data):
    """A record: the game's own, one broken in a random place, or any JSON value."""
    record = json.loads(bridge.handle("record"))
    if not record["ok"] or data.draw(st.booleans()):
        return data.draw(JSON_VALUES)
    record = record["result"]
    key = data.draw(st.sampled_from([*record, "meta", "extra"]))
    record[key] = data.draw(JSON_VALUES)
    return record


def arguments(data, command: str) -> dict:
    """Arguments for a command: each key it reads, sometimes sensible, sometimes anything."""
    pick = lambda good: data.draw(good | BIG | JSON_VALUES)  # noqa: E731
    draw_one = {
        "players": lambda: pick(st.integers(1, 4) | st.sampled_from(["2", "4"])),
        "teams": lambda: pick(st.booleans()),
        "seed": lambda: pick(st.integers(0, 2**64) | st.none()),
        "seats": lambda: pick(st.lists(st.sampled_from(SEATS), min_size=1, max_size=5)),
        "record": lambda: record_arg(data),
        "tile": lambda: pick(st.lists(COLOURS, min_size=2, max_size=2)),
        "move": lambda: legal_move(data) if data.draw(st.booleans()) else pick(
            st.sampled_from(ODD_TEXT)),
        "budget": lambda: data.draw(BUDGETS),
        "count": lambda: pick(st.integers(-1, 60)),
        "index": lambda: pick(st.integers(-1, 60)),
    }
    own = READS.get(command, [])
    keys = data.draw(st.lists(st.sampled_from(own or sorted(draw_one)), max_size=len(own) or 2,
                              unique=True))
    if data.draw(st.integers(0, 4)) == 0:  # and now and then one it does not read
        keys.append(data.draw(st.sampled_from(sorted(draw_one))))
    return {key: draw_one[key]() for key in keys}


def request(command: str, text: str) -> dict:
    """One request: the answer must be clean JSON within JavaScript's numbers, not a bug."""
    answer_text = bridge.handle(command, text)
    answer = json.loads(answer_text, parse_constant=lambda name: 1 / 0)  # JSON only: no NaN
    assert set(answer) in ({"ok", "result"}, {"ok", "error"}), answer
    assert unsafe_number(answer) is None, answer_text[:300]
    if not answer["ok"]:
        error = answer["error"]
        assert "trace" not in error, f"{command} {text[:200]}\n{error.get('trace')}"
        assert error["type"] in ("BridgeError", "IllegalMove", "RecordError", "Refusal"), error
        assert error["code"] in MESSAGES and error["message"], error
    return answer


def saved() -> str | None:
    """The session's record, or None: what a refusal must leave as it was."""
    answer = json.loads(bridge.handle("record"))
    return json.dumps(answer["result"]) if answer["ok"] else None


@settings(max_examples=150, deadline=None)
@given(data=st.data(), seats=st.lists(st.sampled_from(SEATS[:2]), min_size=2, max_size=2),
       steps=st.integers(1, 12))
def test_random_requests_get_clean_answers(data, seats, steps):
    # A game started without a seed draws one: the same one on every run of an example, or
    # hypothesis sees its data change under it (FlakyStrategyDefinition).
    with mock.patch.object(records, "fresh_seed", lambda: 1):
        request("new", json.dumps({"players": 2, "seed": 1, "seats": seats}))
        commands = st.sampled_from([*bridge.commands_of(genial), "frobnicate", ""])
        for _ in range(steps):
            command = data.draw(commands)
            if data.draw(st.integers(0, 9)) == 0:  # now and then text that is not a JSON object
                text = data.draw(st.text(max_size=20) | st.sampled_from(["[]", "1", "{", "NaN"]))
            else:
                text = json.dumps(arguments(data, command))  # NaN and Infinity written as such
            before = saved()
            answer = request(command, text)
            if not answer["ok"] and command not in ("undo",):
                assert saved() == before, (command, text[:200])
