"""Génial's scripted games for the bridge's golden transcripts
(tests/fixtures/bridge_golden/genial.json, written by tests/make_bridge_golden.py genial).

Each script plays like the page would: a human turn keeps on a swap offer or places its first
tile where it scores most, the computer seats move, and the page's reviews, refusals and
records are asked for. `t` is a make_bridge_golden.Transcript.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import genial
import genial.ai

if TYPE_CHECKING:
    from make_bridge_golden import Transcript


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
    t.refused("file")  # Génial has no other program's file: its record is its file
    t.ok("undo")
    t.ok("view")


def drawn_seed(t: Transcript) -> None:
    """The plain address: no seed given, the engine draws one; its record loads back alike."""
    view = t.new_from_drawn_seed({"players": 2, "seats": ["human", "ai-intermediate"]})
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
    t.ok("rating", {"rating": 1000, "games": 0})  # the game over: rated against its level
    t.ok("rated_opponents", {"rating": 1000})


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


def several_devices(t: Transcript) -> None:
    """A game on two devices: the seed agreed from the host's secret and a guest's nonce, the
    second seat invited (`seats`), the host refused its turn, the guest's requests answered
    for its seat only (and refused out of its turn), and the deal checked."""
    deal = {"secret": "9f" * 32, "nonces": ["4c1d"]}
    agreed = t.ok("deal_seed", deal)
    t.refused("deal_seed", {"secret": "9f", "nonces": "4c1d"})
    view = t.ok("new", {"players": 2, "seats": ["human", "human"], "seed": agreed["seed"]})
    view = human_turn(t, view)
    t.ok("seats", {"seats": ["human", "remote"]})
    t.refused("seats", {"seats": ["remote"]})
    t.refused("play", {"move": "keep"})

    seen = t.guest("view")["result"]
    if seen["phase"] == "swap":
        t.guest("play", {"move": "keep"})
        seen = t.guest("view")["result"]
    options = t.guest("options", {"tile": seen["hands"][1][0]})["result"]
    t.guest("hint")
    t.guest("play", {"move": best(options)})
    t.guest("play", {"move": best(options)})  # not its turn any more
    t.guest("view", seat=0)  # the host's own seat
    t.guest("undo")
    t.guest_looks_back_and_the_deal_is_checked(deal, agreed)


SCRIPTS = [against_the_computer, drawn_seed, address_values, teams_at_one_device, solo,
           finished_game, older_records, refusals, several_devices]
