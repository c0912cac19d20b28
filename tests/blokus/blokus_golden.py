"""Blokus's scripted games for the bridge's golden transcripts
(tests/fixtures/bridge_golden/blokus.json, written by tests/make_bridge_golden.py blokus).

Each script plays like the page would: it reads the colour to move and its pieces from the
view, asks the engine for a piece's legal ghosts (`placements`) and plays one of them, lets
the computer seats move, and asks why an illegal ghost is illegal (`why`). `t` is a
make_bridge_golden.Transcript.
"""

from __future__ import annotations

import json
from typing import Any

import blokus
import blokus.ai

CLASSIC = {"game": "blokus"}  # every request to start a game names it
DUO = {**CLASSIC, "variant": "duo"}


def own_pieces(view: dict[str, Any]) -> list[str]:
    """The unplaced pieces of the colour to move (the page's tray)."""
    return next(c["pieces"] for c in view["colours"] if c["name"] == view["colour"])


def human_turn(t: Any, view: dict[str, Any]) -> dict[str, Any]:
    """The human to move picks its largest piece with a legal ghost (asking the engine for
    each piece in turn, largest first) and plays that piece's first ghost."""
    for piece in reversed(own_pieces(view)):
        ghosts = [g for o in t.ok("placements", {"piece": piece})["orientations"]
                  for g in o["legal"]]
        if ghosts:
            return t.ok("play", {"move": ghosts[0]["move"]})["view"]
    raise AssertionError("the human to move has no legal placement")


def computers(t: Any, view: dict[str, Any]) -> dict[str, Any]:
    """The computer seats move until a human's turn or the end."""
    while not view["over"] and view["seats"][view["to_move"]] != "human":
        view = t.ok("ai")["view"]
    return view


def against_the_computer(t: Any) -> None:
    """Duo against a computer: the page's turn loop, a ghost explained, then review and undo."""
    view = t.ok("new", {**DUO, "seats": ["human", "ai-beginner"], "seed": 5})
    t.ok("why", {"move": "purple:1@0,0"})  # before its first piece: the start is not covered
    for _ in range(3):
        view = computers(t, human_turn(t, view))
    t.ok("why", {"move": f"purple:1@{view['attach'][0][0]},{view['attach'][0][1]}"})
    t.ok("history")
    t.ok("position", {"count": 1})
    t.ok("record")
    t.ok("file")  # the Games dialog's .blksgf (loading one draws a seed: test_blokus_sgf.py)
    t.ok("undo")
    t.ok("view")


def drawn_seed(t: Any) -> None:
    """The plain address: no seed given, the engine draws one; its record loads back alike."""
    view = t.new_from_drawn_seed({**DUO, "seats": ["human", "ai-intermediate"]})
    human_turn(t, view)
    t.ok("ai")
    record = t.ok("record")
    t.ok("load", {"record": record})
    t.ok("load", {"record": json.dumps(record)})  # as text, as the page's imports send it
    t.ok("view")


def address_values(t: Any) -> None:
    """The page passes its address's values as text; bad ones are refused by name, and the
    game in progress stays."""
    t.ok("new", {**CLASSIC, "players": "3", "seats": ["human", "ai-beginner", "ai-beginner"],
                 "seed": "12"})
    t.refused("new", {**CLASSIC, "players": "abc"})
    t.refused("new", {**CLASSIC, "players": "9"})
    t.refused("new", {**CLASSIC, "variant": "hex"})
    t.refused("new", {**DUO, "players": "4"})
    t.refused("new", {**CLASSIC, "players": "3", "teams": 1})
    t.refused("new", {**CLASSIC, "teams": "maybe"})
    t.refused("new", {**CLASSIC, "players": "2", "seats": ["human", "ai-godlike"]})
    t.refused("new", {**CLASSIC, "players": "2", "seats": ["human"]})
    t.refused("new", {**CLASSIC, "players": "2", "seed": "x"})
    t.ok("view")


def three_players(t: Any) -> None:
    """Three humans on the classic board: green, the neutral colour, is played in turn."""
    view = t.ok("new", {**CLASSIC, "players": 3, "seats": ["human"] * 3, "seed": 8})
    for _ in range(5):
        view = human_turn(t, view)
    t.ok("history")


def teams_at_one_device(t: Any) -> None:
    """Four humans in two teams at one device: the advanced level's hint, then three turns."""
    view = t.ok("new", {**CLASSIC, "players": 4, "teams": True, "seats": ["human"] * 4, "seed": 3})
    t.ok("hint")
    for _ in range(3):
        view = human_turn(t, view)
    t.ok("record")


def finished_game(t: Any) -> None:
    """A whole two-player game loaded from its record: the end's scores and ranking, its
    history (colours found out), a past position and the analysis of a placement."""
    game = blokus.new_game(players=2, seed=4)
    while not game.over:
        game.play(blokus.ai.choose(game, "beginner", seed=len(game.decisions)))
    game.meta["seats"] = ["human", "ai-beginner"]
    t.ok("load", {"record": game.to_record()})
    t.ok("history")
    t.ok("position", {"count": 10})
    t.ok("analyse", {"index": 4, "budget": 0.5})
    t.refused("hint")
    t.refused("play", {"move": "blue:1@0,0"})
    t.ok("why", {"move": "blue:1@0,0"})
    t.ok("rating", {"rating": 1000, "games": 3})  # rated: its ranking scored
    t.ok("rated_opponents", {"game": "blokus", "rating": 364, "start": True})
    t.refused("rated_opponents", {"game": "blokus", "rating": 363, "start": True})


def older_records(t: Any) -> None:
    """A record from before seeds were drawn below 2**53: it loads, and the seed goes out as
    text; a record whose meta JavaScript would change is refused."""
    record = blokus.new_game(variant="duo", seed=5).to_record()
    record.update(seed=6592055508770060410, meta={"seats": ["human", "ai-beginner"]})
    t.ok("load", {"record": record})
    t.ok("record")
    t.refused("load", {"record": dict(record, meta={"n": 2**60})})


def refusals(t: Any) -> None:
    """What the page can be told: each refusal with its code and params; nothing changes."""
    view = t.ok("new", {**DUO, "seats": ["human", "ai-beginner"], "seed": 5})
    t.refused("play", {"move": "purple:1@0,0"})
    t.refused("play", {"move": "orange:1@9,9"})
    t.refused("play", {"move": "purple:X@4,4"})
    t.refused("play", {"move": "purple:Q@4,4"})
    t.refused("play", {"move": "purple:2@4,4 6,6"})
    t.refused("play", {"move": 7})
    t.refused("ai")
    t.refused("undo")
    t.refused("rating", {"rating": 1000, "games": 0})  # not over: only a leaving rates it
    t.ok("rating", {"rating": 1000, "games": 0, "left": True})
    t.refused("placements", {"piece": "Q"})
    t.refused("position", {"count": 99})
    t.refused("analyse", {"index": 0, "budget": 99})
    t.refused("load", {"record": "{not json"})
    t.refused("load", {"record": "(;GM[Blokus Trigon])", "game": "blokus"})
    t.refused("load", {"record": dict(blokus.new_game(seed=1).to_record(), version=9)})
    t.refused("load", {"record": dict(blokus.new_game(seed=1).to_record(),
                                      decisions=["yellow:1@19,0"])})
    t.refused("view", "[1, 2]")
    t.refused("view", "{")
    t.refused("ai", '{"budget": NaN}')
    t.refused("frobnicate")
    assert t.ok("view") == view
    t.ok("static", {"game": "blokus"})


def several_devices(t: Any) -> None:
    """A game on two devices: the seed agreed from the host's secret and a guest's nonce, the
    second seat invited (`seats`), the host refused its turn, the guest's requests answered
    for its seat only (and refused out of its turn), and the deal checked."""
    deal = {"secret": "9f" * 32, "nonces": ["4c1d", "7e"]}
    agreed = t.ok("deal_seed", deal)
    view = t.ok("new", {**DUO, "seats": ["human", "human"], "seed": agreed["seed"]})
    view = human_turn(t, view)
    t.ok("seats", {"seats": ["human", "remote"]})
    t.refused("seats", {"seats": ["human", "robot"]})
    t.refused("play", {"move": "nothing"})

    seen = t.guest("view")["result"]
    ghosts = [g for o in t.guest("placements", {"piece": own_pieces(seen)[-1]})["result"][
        "orientations"] for g in o["legal"]]
    t.guest("why", {"move": ghosts[0]["move"]})
    t.guest("hint")
    t.guest("play", {"move": ghosts[0]["move"]})
    t.guest("play", {"move": ghosts[0]["move"]})  # not its turn any more
    t.guest("view", seat=0)  # the host's own seat
    t.guest_looks_back_and_the_deal_is_checked(deal, agreed)


SCRIPTS = [against_the_computer, drawn_seed, address_values, three_players,
           teams_at_one_device, finished_game, older_records, refusals, several_devices]
