"""Qwirkle in the page, played by clicks: a whole game against the computer (then its
analysis), a hot-seat game through the curtain, the staging flow (the engine's cells and
points before Confirm, taking a tile back), the shell's undo, hint, history and share link,
a reload mid-game that resumes exactly, and play offline after one visit."""

import base64
import json

import qwirkle
import qwirkle.ai
import qwirkle_driver as q
from shell_driver import click_cell, hint_then_undo, hot_seat_turns, open_game, state, wait_for

#: The level a seat the New game dialog adds starts at: the weakest.
WEAKEST = qwirkle.ai.LEVELS[0]

#: What must come back identically after a reload or an import.
SAME = ("game", "board", "scores", "to_move", "phase", "players", "seats", "bag", "hand",
        "hand_sizes", "decisions", "first_size")


def same(a: dict, b: dict) -> bool:
    return all(a[k] == b[k] for k in SAME)


def test_a_whole_game_by_clicks_against_the_computer_then_its_analysis(page, site):
    open_game(page, site, q.GAME)
    s = wait_for(page, "human")
    assert s["game"] == "qwirkle" and s["board"] == [] and len(s["hand"]) == 6
    end = q.play_to_end(page)
    assert end["over"] and end["phase"] == "over" and end["awaiting"] == "over"
    page.get_by_test_id("end-dialog").wait_for(state="visible")
    # The engine agrees with everything the page showed: replay the record it saved.
    record = q.finished_record(page)
    game = qwirkle.from_record(record)
    assert game.over and game.scores == end["scores"] and game.ranking() == end["ranking"]
    assert sorted((c["x"], c["y"]) for c in end["board"]) == sorted(game.board)
    assert len(game.board) > 60 and record["meta"]["seats"] == ["human", "ai-casual"]
    summary = page.locator("#end-summary").inner_text()
    winner = end["ranking"][0]
    assert summary == ("A tie for first place!" if len(winner) > 1 else
                       "You win!" if winner == [0] else "Computer (casual) wins!")
    how = page.locator("#end-how").inner_text()
    assert how.startswith("Last tile placed first") if game.end == "out" else "Nobody" in how

    page.get_by_test_id("end-analyse").click()
    q.wait_text(page, "analysis-summary", "out of", timeout=180_000)
    placements = sum(1 for d, seat in q.deciders(game) if seat == 0 and "@" in d)
    assert f"out of {placements}" in page.get_by_test_id("analysis-summary").inner_text()
    mistakes = page.get_by_test_id("analysis-mistake")
    if mistakes.count():
        mistakes.first.click()
        page.wait_for_function("window.genial.state().replay !== null")


def test_the_new_game_dialog_offers_qwirkle_with_its_players_and_seats(page, site):
    open_game(page, site)  # Génial, the flagship, against the computer
    assert wait_for(page, "human")["game"] == "genial"
    page.locator("#new-game").click()
    page.get_by_test_id("game-select").select_option("qwirkle")
    page.wait_for_function(  # Qwirkle's modes (2, 3 or 4 players) replace Génial's (1 to 4)
        "[...document.querySelectorAll('#player-counts input')].map((i) => i.value).join()"
        " === '2,3,4'")
    page.locator("#player-counts input[value='3']").check()
    page.get_by_test_id("seat-select").nth(2).wait_for()
    page.get_by_test_id("start").click()
    page.wait_for_function("window.genial.state().game === 'qwirkle'")
    s = wait_for(page, "human")
    assert s["players"] == 3 and s["seats"] == ["human", "ai-beginner", f"ai-{WEAKEST}"]
    assert page.locator("#logo").inner_text() == "Qwirkle" and len(s["hand"]) == 6


def test_staging_shows_the_engines_cells_and_points_and_a_tile_comes_back(page, site):
    open_game(page, site, q.GAME)
    s = wait_for(page, "human")
    engine = qwirkle.new_game(players=2, seed=5)
    assert s["first_size"] == engine.first_size == 3
    start = engine.options()
    assert s["cells"] == start["cells"] and s["trade"] == 0 and not s["pass"]
    first = q.fitting(s)
    tile = q.tile_text(s["hand"][first])
    assert q.select(page, first)["selection"]["cells"] == sorted(start["cells"][tile])
    x, y = start["cells"][tile][0]
    s = q.stage(page, first, x, y)
    assert not s["complete"] and page.get_by_test_id("confirm").is_disabled()
    assert "Not a move yet" in page.get_by_test_id("message").inner_text()
    after = engine.options(f"{tile}@{x},{y}")
    assert s["cells"] == after["cells"]
    # Clicking the staged tile takes it back (selected again); pressing it in the hand too.
    click_cell(page, x, y)
    page.wait_for_function("window.genial.state().staged.length === 0")
    assert q.settled(page)["selection"]["index"] == first
    s = q.stage_greedily(page)
    assert len(s["staged"]) == 3 and s["complete"]
    move = " ".join(f"{c['colour']}-{c['shape']}@{c['x']},{c['y']}" for c in s["staged"])
    assert s["points"] == engine.preview(move) == 3
    assert page.get_by_test_id("confirm").inner_text().split() == ["Confirm", "+3"]
    assert page.get_by_test_id("preview").inner_text().startswith("+3")
    page.get_by_test_id("hand-tile").nth(s["staged"][-1]["index"]).click()  # back to the hand
    page.wait_for_function("window.genial.state().staged.length === 2")
    assert page.get_by_test_id("confirm").is_disabled()
    page.get_by_test_id("take-back").click()
    page.wait_for_function("window.genial.state().staged.length === 0")
    # Clicks given while the engine answers wait for its answer: none is lost.
    hand = q.settled(page)["hand"]
    for c in s["staged"]:
        page.get_by_test_id("hand-tile").nth(c["index"]).click()
        click_cell(page, c["x"], c["y"])
    page.wait_for_function("window.genial.state().staged.length === 3")
    assert q.settled(page)["complete"] and hand == state(page)["hand"]
    after = q.confirm(page)
    assert len(after["board"]) >= 3 and after["scores"][0] == 3


def test_a_hot_seat_game_passes_the_device_through_the_curtain(page, site):
    open_game(page, site, "?game=qwirkle&players=2&seats=human,human&seed=11")
    s, curtains = hot_seat_turns(page, q.play_turn, timeout=q.STEP_TIMEOUT)
    assert s["over"] and curtains >= len(qwirkle.from_record(q.finished_record(page)).decisions)


def test_reload_mid_game_resumes_exactly(page, site):
    open_game(page, site, q.GAME)
    wait_for(page, "human")
    q.play_turn(page)
    q.play_turn(page)
    before = wait_for(page, "human")
    assert "players=" not in page.url  # the address was read once: a reload resumes
    page.reload()
    page.evaluate("window.genial.ready")
    after = wait_for(page, "human")
    assert same(before, after), (before, after)


def test_undo_hint_history_and_a_share_link_work_for_qwirkle(page, site):
    open_game(page, site, q.GAME)
    wait_for(page, "human")
    q.play_turn(page)
    before = q.play_turn(page)
    # Hint: the expert's placement said in words; undo takes it back with the reply.
    undone = hint_then_undo(page, qwirkle, q.game_of(page), before)
    # History: every decision, a click replays the board as it was.
    page.get_by_test_id("history-button").click()
    entries = page.get_by_test_id("history-entry")
    entries.first.wait_for()
    assert entries.count() == undone["decisions"] and "+" in entries.first.inner_text()
    entries.first.click()
    page.wait_for_function("window.genial.state().replay === 1")
    page.get_by_test_id("replay-exit").click()
    page.wait_for_function("window.genial.state().replay === null")
    page.get_by_test_id("history-close").click()
    # A link to this game opens it as it is, in a fresh page.
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("share-record").click()
    page.get_by_test_id("share-link").wait_for()
    link = page.get_by_test_id("share-link").input_value()
    fresh = page.context.new_page()
    open_game(fresh, link)
    assert same(undone, wait_for(fresh, "human"))
    fresh.close()
    record = json.loads(base64.urlsafe_b64decode(link.split("#record=")[1] + "==").decode())
    assert record["format"] == "qwirkle"


def test_the_new_game_dialog_says_what_each_qwirkle_setup_is(page, site):
    open_game(page, site, q.GAME)
    wait_for(page, "human")
    page.locator("#new-game").click()
    about = page.get_by_test_id("mode-about")
    dialog = page.get_by_test_id("new-dialog")
    says = "(text) => document.getElementById('mode-about').textContent.includes(text)"
    page.wait_for_function(says, arg="2 players, each for themselves")
    assert "the most points wins" in about.inner_text()
    dialog.locator("#player-counts input[value='4']").check()
    page.wait_for_function(says, arg="4 players, each for themselves")
    page.get_by_test_id("seat-select").nth(1).select_option("human")
    page.wait_for_function(says, arg="Hot-seat")
