"""Blokus's part of the page (blokus.page) through the house's bridge, and its command line.

The golden transcripts (tests/fixtures/bridge_golden/blokus.json) pin every answer; these
tests say what the answers mean.
"""

from __future__ import annotations

import json
import random

import blokus
from blokus import cli
from tabletop import bridge, games


def ask(command: str, **args) -> dict:
    return json.loads(bridge.handle(command, json.dumps(args)))


def test_the_page_asks_the_ghosts_of_a_piece_and_why_one_is_illegal() -> None:
    view = ask("new", game="blokus", variant="duo", seats=["human", "human"], seed=2)["result"]
    ghosts = ask("placements", piece="L4")["result"]
    moves = {g["move"] for o in ghosts["orientations"] for g in o["legal"]}
    assert moves == {str(m) for m in blokus.new_game(variant="duo").legal_moves()
                     if m.piece == "L4"}
    assert ask("why", move=sorted(moves)[0]) == {"ok": True, "result": None}
    refusal = ask("why", move="purple:1@0,0")["result"]
    assert refusal["code"] == "start_not_covered" and refusal["params"]["cell"] == "4,4"
    assert ask("view")["result"] == view  # asking changed nothing
    refused = ask("placements", piece="Q")
    assert not refused["ok"] and refused["error"]["code"] == "unknown_piece"


def test_the_history_names_each_placement_and_the_colours_it_left_unable_to_place() -> None:
    game, rnd = blokus.new_game(variant="duo", seed=6), random.Random(6)
    while not game.over:
        game.play(rnd.choice(game.legal_moves()))
    ask("load", record=game.to_record())
    history = ask("history")["result"]
    assert {e["kind"] for e in history} == {"place"}  # what the page's analysis looks at
    assert [(e["colour"], e["piece"]) for e in history] == [
        blokus.parse_move(d)[:2] for d in game.decisions]
    # Each entry's cells are the decision's: the page says where the piece went in words.
    assert [[tuple(c) for c in e["cells"]] for e in history] == [
        list(blokus.parse_move(d).cells) for d in game.decisions]
    out = [colour for e in history for colour in e["out"]]
    assert sorted(out) == ["orange", "purple"]  # each found out once, by the end


def test_the_hint_is_described_with_its_cells() -> None:
    ask("new", game="blokus", players=4, seats=["human"] * 4, seed=1)
    hint = ask("hint")["result"]
    move = blokus.parse_move(hint["move"])
    assert (hint["colour"], hint["piece"]) == ("blue", move.piece)
    assert hint["cells"] == [list(c) for c in move.cells]


def test_python_m_blokus_runs_the_houses_commands_for_blokus(capsys) -> None:
    assert cli.main(["arena", "--variant", "duo", "--a", "beginner", "--games", "2"]) == 0
    assert "beginner vs greedy-big (blokus, 2 players, variant duo, 2 games" in \
        capsys.readouterr().out
    assert cli.main(["dance"]) == 2


def test_where_says_how_a_person_finds_a_placement() -> None:
    from blokus.page import where

    game = blokus.new_game(variant="duo")
    first = blokus.parse_move("purple:V5@4,4 5,4 6,4 6,5 6,6")
    assert where(game, first) == {"area": "centre", "start": [4, 4], "corner": None,
                                  "against": []}
    game.play(first)
    game.play("orange:V5@7,7 7,8 7,9 8,9 9,9")
    later = blokus.parse_move("purple:L4@5,7 5,8 5,9 6,9")  # at (6,6)'s corner, against orange
    assert where(game, later) == {"area": "centre", "start": None, "corner": [6, 6],
                                  "against": ["orange"]}
    corner = blokus.parse_move("purple:1@3,3")
    assert where(game, corner)["area"] == "top-left" and where(game, corner)["corner"] == [4, 4]
    history = ask("new", game="blokus", variant="duo", seats=["human", "human"], seed=2)
    assert history["ok"]
    ask("play", move=str(first))
    entry = ask("history")["result"][0]
    assert entry["start"] == [4, 4] and entry["area"] == "centre"


def test_the_static_facts_say_each_seats_team_as_the_engine_scores_it() -> None:
    sides = games.static_info(blokus)["team_sides"]
    game = blokus.new_game(players=4, teams=True)
    assert sides == [game.side_of(seat) for seat in range(4)] == [0, 1, 0, 1]  # blue+red
