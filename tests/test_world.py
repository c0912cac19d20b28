"""A seat's world (tabletop.world, #37): what a guest playing by messages plays its turns on. For
every game, mid-game, the world crosses JSON (as it crosses JavaScript) and comes back as a game
the seat sees exactly as on the host (board, scores, its own hand, counts) with the same legal
decisions for it; it holds no seed, no decision, no other true hand; and a world that is not one
(a static field replaced, a field of another type, an unknown field, a generator without a
number) is refused with world_bad, never half restored."""

import json

import pytest

from tabletop import bridge, world
from tabletop.errors import Refusal
from tabletop.games import load

SETUPS = {"genial": {"players": 3}, "qwirkle": {"players": 2}, "ginnyo": {"players": 2},
          "blokus": {"variant": "duo"}}


def first_legal(game):
    return next(iter(game.legal_moves()))


def three_in(name: str, seed: int):
    """A game of `name` three decisions in (the first legal one each time)."""
    game = load(name).new_game(**SETUPS[name], seed=seed)
    for _ in range(3):
        game.play(first_legal(game))
    return game


def request(command: str, args: dict):
    answer = json.loads(bridge.handle(command, json.dumps(args)))
    assert answer["ok"], answer
    return answer["result"]


@pytest.mark.parametrize("name", SETUPS)
def test_a_world_comes_back_as_the_seat_sees_the_game(name):
    game = three_in(name, 11)
    seats = ["human"] + ["remote"] * (game.players - 1)
    request("load", {"record": {**game.to_record(), "meta": {"seats": seats}}})
    seen = request("guest", {"seat": 1, "command": "view", "args": {}})
    sent = json.loads(json.dumps(request("guest", {"seat": 1, "command": "world", "args": {}})))
    text = json.dumps(sent)
    assert '"seed"' not in text and '"_decisions"' not in text and '"meta"' not in text
    shown = request("world", {"game": name, "world": sent, "seats": seen["seats"]})
    for field in ("board", "scores", "to_move", "phase", "players", "bag"):
        if field in seen:
            assert shown[field] == seen[field], field
    assert shown["hands"][1] == seen["hands"][1]
    assert all(h is None for s, h in enumerate(shown["hands"]) if s != 1)


@pytest.mark.parametrize("name", SETUPS)
def test_a_world_has_the_legal_decisions_of_the_true_game(name):
    game = three_in(name, 23)
    seat = game.to_move
    back = world.restore(load(name), json.loads(json.dumps(world.snapshot(game.resample(seat, 5)))))
    assert sorted(map(str, back.legal_moves())) == sorted(map(str, game.legal_moves()))
    assert back.seed == 0 and back.decisions == []


@pytest.mark.parametrize("hostile", [
    "not a world", {"config": [], "state": {}, "game": {}},
    {"state": {"mode": 1}}, {"state": {"scores": "many"}}, {"state": {"nothing": 1}},
    {"state": {"rng": {"$g": "SplitMix64", "state": "x"}}},
    {"state": {"rng": {"$g": "os.system", "state": 1}}},
    {"state": {"hands": [[[[[[[[[[[1]]]]]]]]]]]}},
    {"game": {"_state": {}}},
])
def test_a_world_that_is_not_one_is_refused(hostile):
    G = load("genial")
    good = world.snapshot(G.new_game(players=2, seed=3).resample(0, 1))
    if isinstance(hostile, dict) and not {"config", "state", "game"} <= hostile.keys():
        hostile = {**good, **{k: {**good[k], **v} for k, v in hostile.items()}}
    with pytest.raises(Refusal) as refused:
        world.restore(G, hostile)
    assert refused.value.code == "world_bad"



def test_a_world_carries_no_object_of_the_games_own():
    """Blokus keeps each colour's placements in a `Catalogue` (a dict that makes an entry when
    first asked for) of `Place`s (tuples): a world that carried one as plain data would restore
    a dict without that behaviour, and listing a placement never made on the host failed on the
    guest (it did in Pyodide). Only the builtin containers themselves are a world's data."""
    game = three_in("blokus", 23)
    catalogue = game._places[game.colour]
    first_legal(game)  # one Place made
    assert not world._plain(catalogue) and not world._plain(next(iter(catalogue.values())))
    assert world._plain({1: [(2, "a")]})
    assert "_places" not in world.snapshot(game.resample(game.to_move, 5))["game"]
