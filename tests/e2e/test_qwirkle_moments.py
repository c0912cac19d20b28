"""Qwirkle's moments in the page, each opened one decision before by a share link and played by
clicks: a forced pass said plainly, a forced trade through the dialog, a Qwirkle celebrated, and
the last tile ending the game with its +6."""

import base64
import json

import qwirkle
import qwirkle_driver as q
import qwirkle_scenarios as scenarios
from shell_driver import open_game, wait_for

#: Keeps every text the screen reader's live region is given (the next turn replaces it).
LISTEN = """() => { window.__said = [];
  const region = document.getElementById('announcer');
  new MutationObserver(() => window.__said.push(region.textContent))
    .observe(region, {childList: true, characterData: true, subtree: true}); }"""


def said(page) -> str:
    return " | ".join(page.evaluate("window.__said"))


def link(site: str, record: dict) -> str:
    data = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
    return f"{site}#record={data}"


def stage_move(page, move: qwirkle.Place) -> dict:
    """Stage a placement's tiles on their cells by clicks (each hand tile used once)."""
    for (colour, shape), (x, y) in move:
        s = q.settled(page)
        used = {c["index"] for c in s["staged"]}
        index = next(i for i, tile in enumerate(s["hand"])
                     if tile == [colour, shape] and i not in used)
        q.stage(page, index, x, y)
    return q.settled(page)


def test_a_forced_pass_is_said_plainly_and_played_by_its_button(page, site):
    record = scenarios.find(scenarios.must_pass)
    open_game(page, link(site, record))
    wait_for(page, "human")
    s = q.settled(page)
    assert s["pass"] and s["trade"] == 0 and s["bag"] == 0
    assert page.get_by_test_id("message").inner_text() == (
        "You cannot place a tile, and the bag is empty: you must pass.")
    assert page.get_by_test_id("pass").is_visible() and page.get_by_test_id("trade").is_disabled()
    page.evaluate(LISTEN)
    q.pass_turn(page)
    assert q.game_of(page).decisions[s["decisions"]] == "pass"
    assert "You: pass (no tile could be placed or traded)." in said(page)


def test_a_forced_trade_goes_through_the_dialog(page, site):
    record = scenarios.find(scenarios.must_trade)
    open_game(page, link(site, record))
    before = wait_for(page, "human")
    s = q.settled(page)
    assert not s["pass"] and s["trade"] == 6 and not any(s["cells"].values())
    assert page.get_by_test_id("message").inner_text().startswith("None of your tiles fits")
    page.get_by_test_id("trade").click()
    for i in (0, 2):
        page.get_by_test_id("trade-tile").nth(i).click()
    assert page.get_by_test_id("trade-go").inner_text() == "Trade 2"
    page.get_by_test_id("trade-go").click()
    q.after_decision(page, s["decisions"])
    game = q.game_of(page)
    assert game.decisions[s["decisions"]] == "trade " + " ".join(
        q.tile_text(before["hand"][i]) for i in (0, 2))
    page.get_by_test_id("history-button").click()
    entry = page.get_by_test_id("history-entry").nth(s["decisions"])
    entry.wait_for()
    assert "traded 2 tiles" in entry.inner_text()


def test_a_qwirkle_is_celebrated(page, site):
    record = scenarios.find(scenarios.qwirkle_now)
    game = qwirkle.from_record(record)
    move = scenarios.move_where(game, lambda g, m: len(m) == 1 and scenarios.qwirkle_of(g, m))
    open_game(page, link(site, record))
    wait_for(page, "human")
    s = stage_move(page, move)
    assert s["points"] == game.preview(move) >= 12
    page.evaluate(LISTEN)
    page.get_by_test_id("confirm").click()
    page.get_by_test_id("toast").wait_for(state="visible")
    assert page.get_by_test_id("toast").inner_text().startswith("Qwirkle!")
    q.after_decision(page, s["decisions"])
    assert "Qwirkle! You: a line of six." in said(page)
    page.get_by_test_id("history-button").click()
    page.get_by_test_id("history-entry").nth(s["decisions"]).wait_for()
    assert "Qwirkle" in page.get_by_test_id("history-entry").nth(s["decisions"]).inner_text()


def test_the_last_tile_ends_the_game_with_its_bonus(page, site):
    record = scenarios.find(scenarios.ends_now)
    game = qwirkle.from_record(record)
    move = scenarios.move_where(game, lambda g, m: len(m) == len(g.hand(0)))
    open_game(page, link(site, record))
    wait_for(page, "human")
    s = stage_move(page, move)
    assert s["points"] == game.preview(move)  # the engine's points count the +6 already
    page.get_by_test_id("confirm").click()
    page.get_by_test_id("toast").wait_for(state="visible")
    end = wait_for(page, "over")
    assert end["end"] == "out" and end["hand_sizes"][0] == 0
    page.get_by_test_id("end-dialog").wait_for(state="visible")
    assert page.locator("#end-how").inner_text() == "Last tile placed first: You, 6 more points."
