"""Blokus in the page, played by clicks like a person: a whole Duo game and a whole
four-colour game against the computer (the ghost follows the pointer, says why it may not go
where the engine does not list it, turns by button, key and wheel; a click places it), the
end screen with each colour's squares and bonus, readable history and hint; a reload resumes
the game in progress, and undo takes a piece back; the New game dialog shows each level's
rating and starts Blokus Duo."""

import json
from pathlib import Path

import blokus
import blokus_driver as b
from shell_driver import click_cell, open_game, state, wait_for
from tabletop import games

ENGLISH = json.loads((Path(__file__).parents[2] / "web/blokus/locales/en.json").read_text())


def hover_cell(page, x: int, y: int) -> None:
    point = page.evaluate(
        "([x, y]) => { const c = window.genial.cellCenter(x, y);"
        " return {x: c.x - window.scrollX, y: c.y - window.scrollY}; }", [x, y])
    page.mouse.move(point["x"], point["y"])


def test_a_whole_duo_game_against_the_computer_by_clicks(page, site):
    open_game(page, site, b.DUO)
    s = wait_for(page, "human")
    assert (s["size"], s["colour"], s["attach"]) == (14, "purple", [[4, 4]])
    assert page.get_by_test_id("hand-piece").count() == 21
    assert "Purple to move: You" in page.get_by_test_id("colour-to-move").inner_text()

    # The ghost away from the starting cell: the engine's reason is said, a click plays nothing.
    s = b.select(page, "L4")
    hover_cell(page, 10, 2)
    page.wait_for_function("window.genial.state().selection.refusal === 'start_not_covered'")
    refused = "Not here: purple's first piece must cover its starting cell (E5)"
    assert refused in page.inner_text("#message")
    click_cell(page, 10, 2)
    assert state(page)["decisions"] == 0 and state(page)["board"] == []
    # R, F and the wheel turn it as the engine's static facts map orientations.
    statics = games.static_info(blokus)["pieces"][5]
    assert statics["name"] == "L4"
    page.keyboard.press("r")
    assert state(page)["selection"]["orientation"] == statics["rotate"][0]
    page.keyboard.press("f")
    assert state(page)["selection"]["orientation"] == statics["flip"][statics["rotate"][0]]
    before = state(page)["selection"]["orientation"]
    page.mouse.wheel(0, 100)
    page.wait_for_function("(o) => window.genial.state().selection.orientation !== o", arg=before)

    # The hint draws the expert's move as a ghost and says it in words, without notation.
    page.get_by_test_id("hint").click()
    page.wait_for_function("window.genial.state().hint !== null")
    hint = page.inner_text("#message")
    assert "Hint: the expert would play purple ★: the" in hint and "@" not in hint
    assert " squares) " in hint and page.locator("#message .b-move svg").count() == 1
    shown = state(page)
    assert shown["marked"]["hint"] == [list(c) for c in blokus.parse_move(shown["hint"]).cells]
    assert shown["selection"]["piece"] == statics["name"]  # the piece in hand stays (issue 21)

    s = b.play_to_end(page)
    assert s["over"] and all(c["out"] for c in s["colours"])
    assert page.get_by_test_id("colour-out").count() == 2  # "no move left", in words on each card
    end = page.get_by_test_id("end-dialog").inner_text()
    for c in s["colours"]:
        left = f"{c['squares']} squares not placed" if not c["bonus"] else "all pieces placed"
        assert f"{c['name']}: {left}" in end
    assert "20 if the monomino was its last piece" in end
    game = blokus.from_record(b.finished_record(page))
    assert game.over and game.scores == s["scores"]
    assert {(c["x"], c["y"]): c["colour"] for c in s["board"]} == game.board

    # The analysis of your placements; one shown: the expert's piece as a ghost, yours marked.
    page.get_by_test_id("end-analyse").click()
    page.wait_for_function("document.querySelector('[data-testid=analysis-summary]')"
                           "?.textContent.includes('out of')", timeout=180_000)
    page.get_by_test_id("analysis-entry").first.click()
    page.wait_for_function("window.genial.state().replay !== null")
    marked = state(page)["marked"]
    assert marked["hint"] and marked["played"] > 0
    assert "@" not in page.get_by_test_id("analysis-entry").first.inner_text()
    page.get_by_test_id("analysis-close").click()

    # The history shows each placement as a picture of the piece (its colour and mark) with
    # its squares, and says it in words: colour, mark, piece, where, what it touches.
    page.get_by_test_id("history-button").click()
    entry = page.get_by_test_id("history-entry").first
    first = entry.inner_text()
    placed = blokus.parse_move(game.decisions[0])
    piece = ENGLISH[f"piece.{placed.piece}"]
    assert f"purple ★: {piece} ({len(placed.cells)} squares) " in first and "@" not in first
    assert "on its starting cell E5" in first and "@" not in first
    assert entry.locator(".b-move svg rect").count() == len(placed.cells)


def test_a_whole_four_colour_game_against_the_computer_by_clicks(page, site):
    open_game(page, site, b.FOUR)
    s = wait_for(page, "human")
    assert (s["size"], s["colour"], s["attach"]) == (20, "blue", [[0, 0]])
    s = b.play_to_end(page)
    assert s["over"] and len(s["scores"]) == 4
    assert sorted(seat for group in s["ranking"] for seat in group) == [0, 1, 2, 3]
    game = blokus.from_record(b.finished_record(page))
    assert game.over and game.scores == s["scores"]
    assert "Computer 4 (beginner)" in page.get_by_test_id("end-dialog").inner_text()
    assert page.get_by_test_id("colour-out").count() == 4


def test_a_reload_mid_game_resumes_it_and_the_new_game_dialog_offers_duo(page, site):
    open_game(page, site, b.FOUR)
    wait_for(page, "human")
    first = b.play_turn(page)
    b.play_turn(page)
    page.get_by_test_id("undo").click()  # your latest piece back in the tray, the board as before
    page.wait_for_function("(n) => window.genial.state().decisions === n", arg=first["decisions"])
    undone = wait_for(page, "human")
    assert (undone["board"], undone["tray"]) == (first["board"], first["tray"])
    s = b.play_turn(page)
    page.reload()
    page.evaluate("window.genial.ready")
    resumed = wait_for(page, "human")
    assert (resumed["decisions"], resumed["board"]) == (s["decisions"], s["board"])
    assert resumed["tray"] == s["tray"] and len(resumed["tray"]) == 19
    b.play_turn(page)  # and it goes on

    page.locator("#new-game").click()
    dialog = page.get_by_test_id("new-dialog")
    assert dialog.get_by_test_id("game-select").input_value() == "blokus"
    dialog.get_by_label("2", exact=True).check()
    # each computer level with its rating on Pentobi's scale, as the engine's static info says
    ratings = blokus.static_info()["ratings"]
    offered = dialog.get_by_test_id("seat-select").nth(1).locator("option").all_inner_texts()
    assert offered == ["Human", *(f"Computer — {level} ({rating} Elo)"
                                  for level, rating in ratings.items())]
    duo = dialog.get_by_label("Blokus Duo (14 × 14, 2 players)")
    assert duo.is_enabled() and dialog.get_by_label("Teams (blue + red").is_disabled()
    duo.check()
    dialog.get_by_test_id("start").click()
    page.wait_for_function("window.genial.state().variant === 'duo'")
    s = wait_for(page, "human")
    assert (s["size"], s["players"], s["decisions"], s["colour"]) == (14, 2, 0, "purple")
