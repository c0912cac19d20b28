"""Refusals carry a stable code and the params of their message, in every language of the page.

The codes are the keys of `tabletop.errors.MESSAGES` (English templates: the house's and every
imported game's, but the test-only toy game's). The house's codes are explained by the page's
own locales (web/locales), a game's own (its `<game>.errors.MESSAGES`) by that game's
(web/<game>/locales): each has a template `refusal.<code>` with exactly the same placeholders,
and every code must be raised somewhere in py/ (found by reading the sources), so none is dead
or missing.
"""

import ast
import importlib
import json
import pickle
import re
import string
from pathlib import Path

import pytest

import genial
import toy_game
from genial.errors import IllegalMove, RecordError, Refusal
from tabletop import bridge, games
from tabletop.errors import MESSAGES as ALL_MESSAGES

for name in games.installed():  # every game's codes registered, whatever ran before
    games.load(name)
MESSAGES = {code: text for code, text in ALL_MESSAGES.items() if code not in toy_game.MESSAGES}

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
#: Each game's own codes (its `errors.MESSAGES`); the rest are the house's.
GAME_CODES = {name: set(importlib.import_module(f"{name}.errors").MESSAGES)
              for name in games.installed()}
HOUSE_CODES = set(MESSAGES).difference(*GAME_CODES.values())
#: Every game's web folder's locales explain its own codes.
GAMES = games.NAMES
#: Each locale file with the codes it explains: the page's the house's, a game's its own.
LOCALES = [(path, HOUSE_CODES) for path in sorted((WEB / "locales").glob("*.json"))] + [
    (path, GAME_CODES[game]) for game in GAMES
    for path in sorted((WEB / game / "locales").glob("*.json"))]
REFUSALS = ("Refusal", "IllegalMove", "RecordError", "BridgeError")


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def raised_codes() -> set[str]:
    """The code of every refusal built in the engine's sources: a literal, or an f-string
    such as f"{subject}_too_large" read as a pattern over the known codes."""
    found = set()
    for path in (ROOT / "py").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in REFUSALS and node.args):
                continue
            code = node.args[0]
            if isinstance(code, ast.Constant):
                found.add(code.value)
            elif isinstance(code, ast.JoinedStr):
                pattern = "".join(re.escape(part.value) if isinstance(part, ast.Constant)
                                  else r"\w+" for part in code.values)
                matches = {c for c in MESSAGES if re.fullmatch(pattern, c)}
                assert matches, f"{path.name}: no code matches {pattern}"
                found |= matches
    return found


def test_every_code_is_raised_and_every_raised_code_has_a_message():
    assert raised_codes() == set(MESSAGES)


def test_every_game_explains_its_own_codes_in_the_four_languages():
    assert set(GAME_CODES) == set(GAMES) and all(GAME_CODES.values())
    for game in GAMES:
        assert {p.stem for p in (WEB / game / "locales").glob("*.json")} == {"fr", "en", "de", "nl"}
    assert {"record_not_json", "unknown_command"} <= HOUSE_CODES


@pytest.mark.parametrize(("path", "codes"), LOCALES,
                         ids=lambda p: "/".join(p.parts[-3:]) if isinstance(p, Path) else "")
def test_every_locale_explains_its_codes_with_the_same_placeholders(path, codes):
    strings = json.loads(path.read_text())
    assert {k for k in strings if k.startswith("refusal.")} == {f"refusal.{c}" for c in codes}
    for code in codes:
        english = MESSAGES[code]
        template = strings[f"refusal.{code}"]
        assert template.strip(), (path.stem, code)
        assert placeholders(template) == placeholders(english), (path.stem, code)


def test_a_refused_decision_in_a_record_nests_the_reason():
    record = genial.new_game(players=2, seed=5).to_record()
    record["decisions"] = ["red-red@99,99:99,100"]
    with pytest.raises(RecordError) as refused:
        genial.from_record(record)
    err = refused.value
    assert err.code == "decision_refused"
    assert err.params["n"] == 1 and err.params["move"] == "'red-red@99,99:99,100'"
    assert err.params["reason"].code == "cell_outside"
    assert str(err).startswith(
        "decision 1 ('red-red@99,99:99,100') cannot be replayed: cell (99,99) is outside")
    assert err.to_json()["params"]["reason"] == {
        "code": "cell_outside", "message": str(err.params["reason"]),
        "params": {"cell": "99,99", "distance": 198, "players": 2, "radius": 5}}


@pytest.mark.parametrize(("text", "code", "params"), [
    ('{"format": "genial",', "record_not_json", {"line": 1, "column": 21}),
    ("[1]", "record_not_object", {"type": "list"}),
    ('{"seed": ' + "9" * 5000 + "}", "record_huge_number", {}),
    (" " * 300_000, "record_too_large", {"size": 300_000, "limit": 200_000}),
])
def test_unreadable_records_name_their_code(text, code, params):
    with pytest.raises(RecordError) as refused:
        genial.from_record(text)
    assert (refused.value.code, refused.value.params) == (code, params)


def test_setup_refusals_are_value_errors_with_codes():
    with pytest.raises(ValueError) as refused:
        genial.new_game(players=2, teams=True)
    assert isinstance(refused.value, Refusal) and refused.value.code == "teams_need_four"


def test_a_refusal_survives_pickling():
    err = RecordError("decision_refused", n=2, move="'x'", reason=IllegalMove("game_over"))
    again = pickle.loads(pickle.dumps(err))
    assert type(again) is RecordError and again.to_json() == err.to_json()


def call(command, **args):
    answer = json.loads(bridge.handle(command, json.dumps(args)))
    assert answer["ok"] is False, answer
    return answer["error"]


@pytest.mark.parametrize(("command", "args", "error"), [
    ("new", {"players": 7},
     {"type": "BridgeError", "code": "players_range", "params": {"value": "7"}}),
    ("new", {"players": 2, "seats": ["human", "ai-godlike"]},
     {"type": "BridgeError", "code": "unknown_seat"}),
    ("frobnicate", {}, {"type": "BridgeError", "code": "unknown_command"}),
    ("load", {"record": "[[["}, {"type": "RecordError", "code": "record_not_json",
                                  "params": {"line": 1, "column": 4}}),
])
def test_bridge_errors_carry_code_and_params(command, args, error):
    reply = call(command, **args)
    assert reply["message"]
    assert {k: reply[k] for k in error} == error


def test_bridge_passes_nested_refusals_and_keeps_the_game():
    bridge.handle("new", json.dumps({"players": 2, "seed": 5, "seats": ["human", "human"]}))
    before = bridge.handle("record")
    record = dict(genial.new_game(players=2, seed=5).to_record(), decisions=["keep"])
    reply = call("load", record=record)
    assert reply["code"] == "decision_refused"
    assert reply["params"]["reason"]["code"] == "no_swap_now"
    assert reply["message"] == str(RecordError("decision_refused", n=1, move="'keep'",
                                               reason=IllegalMove("no_swap_now")))
    assert call("play", move="red-red@0,-4:0,-4")["code"] == "not_adjacent"
    assert bridge.handle("record") == before
