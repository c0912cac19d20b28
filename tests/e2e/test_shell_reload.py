"""A reload keeps the turn in progress, in every game: Génial's chosen tile (turned) and first
cell, Qwirkle's and Ginny-O's staged tiles and the tile selected, Blokus's piece in hand as it
was turned; one kept for another position is dropped and harms nothing."""

import json

import blokus_driver as bd
import ginnyo_driver as gd
import qwirkle_driver as qd
from genial_driver import select_tile
from shell_driver import click_cell, open_game, state, wait_for

#: Leaving the page, write `text` as its kept turn (after the page's own keeping).
KEEP_ON_LEAVING = """(text) => window.addEventListener('pagehide',
  () => localStorage.setItem('genial.turn', text))"""


def reload(page) -> dict:
    page.reload()
    page.evaluate("window.genial.ready")
    return wait_for(page, "human")


def test_genial_keeps_the_chosen_tile_and_first_cell(page, site):
    open_game(page, site, "?players=2&seats=human,ai-beginner&seed=5")
    wait_for(page, "human")
    select_tile(page, 1)
    page.get_by_test_id("flip").click()  # turned over, as a player may
    page.wait_for_function("window.genial.state().selection?.options.length > 0")
    chosen = state(page)["selection"]
    first = chosen["options"][0]["first"]
    click_cell(page, *first)
    page.wait_for_function("window.genial.state().selection?.first !== null")
    reload(page)
    page.wait_for_function("window.genial.state().selection?.first?.length === 2")
    back = state(page)["selection"]
    assert (back["index"], back["tile"], back["first"]) == (1, chosen["tile"], first)
    assert "neighbouring" in page.get_by_test_id("message").inner_text()  # the next step, said

    # A turn kept for another position (the game moved on elsewhere) is dropped, harmlessly.
    page.evaluate(KEEP_ON_LEAVING, json.dumps({"at": {"seed": 9, "config": {}, "decisions": []},
                                               "turn": {"index": 0}}))
    assert reload(page)["selection"] is None
    page.evaluate(KEEP_ON_LEAVING, "{x")
    assert reload(page)["selection"] is None  # unreadable: dropped, no notice
    assert not page.get_by_test_id("notice-dialog").is_visible()


def test_qwirkle_keeps_the_staged_tiles_and_the_selection(page, site):
    open_game(page, site, qd.GAME)
    wait_for(page, "human")
    s = qd.settled(page)
    index = qd.fitting(s)
    x, y = s["cells"][qd.tile_text(s["hand"][index])][0]
    s = qd.stage(page, index, x, y)
    other = qd.fitting(s)
    qd.select(page, other)
    before = qd.settled(page)
    reload(page)
    page.wait_for_function("(n) => window.genial.state().staged.length === n && "
                           "window.genial.state().selection", arg=len(before["staged"]))
    after = qd.settled(page)
    assert after["staged"] == before["staged"] and after["points"] == before["points"]
    assert after["selection"]["index"] == other


def test_ginnyo_keeps_the_staged_tiles(page, site):
    open_game(page, site, gd.GAME)
    wait_for(page, "human")
    s = gd.settled(page)
    for _ in range(2):
        index = gd.fitting(s)
        x, y = s["cells"][s["hand"][index]][0]
        s = gd.stage(page, index, x, y)
    reload(page)
    page.wait_for_function("(n) => window.genial.state().staged.length === n", arg=len(s["staged"]))
    assert gd.settled(page)["staged"] == s["staged"]


def test_blokus_keeps_the_piece_in_hand_as_it_was_turned(page, site):
    open_game(page, site, bd.DUO)
    wait_for(page, "human")
    s = bd.choose_piece(page)
    page.get_by_test_id("rotate").click()
    page.wait_for_function("(o) => window.genial.state().selection.orientation !== o",
                           arg=s["selection"]["orientation"])
    before = bd.settled(page)["selection"]
    reload(page)
    page.wait_for_function("window.genial.state().selection?.targets")
    after = state(page)["selection"]
    assert (after["piece"], after["orientation"]) == (before["piece"], before["orientation"])
    assert page.locator(f'[data-testid="hand-piece"][data-piece="{before["piece"]}"]'
                        '[aria-pressed="true"]').count() == 1  # the tray shows it in hand
