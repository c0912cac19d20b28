"""A deal nobody chose (#23): the agreed seed, the commitment, and the check of a revealed deal
over every game — it passes on an honest game and says exactly what fails when the secret, a
nonce, the seed or a decision is altered."""

from __future__ import annotations

import hashlib
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conformance import game_params, module, play_random
from tabletop import bridge, deal
from tabletop.records import SAFE_SEED
from test_bridge import ok

SECRET = "9f" * 32  # as the page makes it: 32 random bytes in hex
NONCES = ["4c1d", "guest-two"]
GAMES = [p for p in game_params() if p.values[0] != "toy_game"]


@pytest.fixture(autouse=True)
def no_session(monkeypatch):
    monkeypatch.setattr(bridge, "_session", None)


def test_the_commitment_and_the_seed_are_the_documented_hashes():
    assert deal.commitment(SECRET) == hashlib.sha256(f"genial-deal:{SECRET}".encode()).hexdigest()
    joined = f"genial-deal-seed:64:{SECRET}4:4c1d9:guest-two".encode()
    assert deal.agreed_seed(SECRET, NONCES) == int(hashlib.sha256(joined).hexdigest()[:13], 16)


@given(st.text(min_size=1, max_size=20), st.lists(st.text(min_size=1, max_size=8), max_size=4))
@settings(max_examples=200, deadline=None)
def test_the_seed_is_safe_in_javascript_and_no_other_split_of_the_parts_gives_it(secret, nonces):
    seed = deal.agreed_seed(secret, nonces)
    assert 0 <= seed < 2**52 <= SAFE_SEED
    parts = [secret, *nonces]
    if len(parts) > 1 and len(parts[1]) > 1:  # moving a character between two parts
        moved = [parts[0] + parts[1][0], parts[1][1:], *parts[2:]]
        assert deal.agreed_seed(moved[0], moved[1:]) != seed
    assert deal.agreed_seed(secret, [*nonces, ""]) != seed  # an empty part still counts


def honest_game(name: str, seed: int):
    """A finished game of `name` dealt from `seed` (random legal decisions)."""
    G = module(name)
    game = play_random(G.new_game(seed=seed, **G.MODES[0]), 2000, seed=seed % 1000)
    assert game.over
    return game


def checked(record, secret=SECRET, nonces=NONCES, commitment=None) -> dict:
    return ok("check_deal", record=record, secret=secret, nonces=nonces,
              commitment=deal.commitment(SECRET) if commitment is None else commitment)


@pytest.mark.parametrize("name", GAMES)
def test_an_honest_deal_checks_out_and_every_alteration_is_named(name):
    agreed = ok("deal_seed", secret=SECRET, nonces=NONCES)
    assert agreed == {"seed": str(deal.agreed_seed(SECRET, NONCES)),
                      "commitment": deal.commitment(SECRET)}
    record = honest_game(name, int(agreed["seed"])).to_record()
    assert checked(record) == {"ok": True, "problems": []}
    assert checked(json.dumps(record)) == {"ok": True, "problems": []}  # as text too

    def codes(answer):
        assert answer["ok"] is False and all(p["message"] for p in answer["problems"])
        return [p["code"] for p in answer["problems"]]

    assert codes(checked(record, secret="9e" + SECRET[2:])) == ["deal_commitment", "deal_seed"]
    assert codes(checked(record, nonces=["4c1e", "guest-two"])) == ["deal_seed"]
    assert codes(checked(record, nonces=NONCES[:1])) == ["deal_seed"]
    assert codes(checked(record, commitment="0" * 64)) == ["deal_commitment"]
    other = honest_game(name, int(agreed["seed"]) + 1).to_record()
    assert codes(checked(other))[0] == "deal_seed"
    problem = checked(other)["problems"][0]
    assert problem["params"] == {"seed": str(other["seed"]), "agreed": agreed["seed"]}
    altered, index = altered_decision(name, record)
    found = checked(altered)["problems"]
    assert [p["code"] for p in found] == ["decision_refused"]
    assert found[0]["params"]["n"] > index  # the altered one (from 1) or one after it
    assert found[0]["params"]["move"] == repr(altered["decisions"][found[0]["params"]["n"] - 1])


def altered_decision(name: str, record: dict) -> tuple[dict, int]:
    """The record with one decision (its index returned) replaced by another legal there, so
    that the replay fails at it or at a later one: a later one that needed what the original
    decision did (a tile it drew, a cell it left free)."""
    G = module(name)
    rnd = random.Random(3)
    decisions = record["decisions"]
    for index in rnd.sample(range(len(decisions)), len(decisions)):
        game = G.from_record({**record, "decisions": decisions[:index]})
        others = [m for m in map(str, game.legal_moves()) if m != decisions[index]]
        for move in rnd.sample(others, min(10, len(others))):
            trial = {**record, "decisions": [*decisions[:index], move, *decisions[index + 1:]]}
            try:
                G.from_record(trial)
            except G.RecordError:
                return trial, index
    raise AssertionError("no alteration broke the replay")


def test_bad_parts_are_refused_and_a_record_that_is_no_record_is_a_problem():
    for secret, nonces, code in (("", NONCES, "deal_secret"), (5, NONCES, "deal_secret"),
                                 ("x" * 257, NONCES, "deal_secret"),
                                 (SECRET, "4c1d", "deal_nonces"), (SECRET, [1], "deal_nonces"),
                                 (SECRET, ["n"] * 9, "deal_nonces"),
                                 (SECRET, None, "deal_nonces")):
        for command in ("deal_seed", "check_deal"):
            answer = json.loads(bridge.handle(command, json.dumps(
                {"secret": secret, "nonces": nonces, "record": {}, "commitment": ""})))
            assert answer["error"]["code"] == code, (command, secret, nonces)
    answer = checked("{not json")
    assert [p["code"] for p in answer["problems"]] == ["record_not_json"]
    answer = checked({"format": "qwirkle"}, commitment="")
    assert [p["code"] for p in answer["problems"]] == ["deal_commitment", "deal_seed",
                                                       "record_version"]
