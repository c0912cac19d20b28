"""Whole games by clicks: two players against the computer, and solo."""

import json

import genial
from genial_driver import best, play_to_end, select_tile
from shell_driver import click_cell, open_game, state, wait_for


def test_two_player_game_against_the_computer_to_the_end(page, site):
    open_game(page, site, "?players=2&seats=human,ai-beginner&seed=5")
    s = state(page)
    assert s["players"] == 2 and s["to_move"] == 0 and len(s["hand"]) == 6
    assert page.get_by_test_id("hand-tile").count() == 6

    # Hovering the second cell previews the points before anything is committed.
    option = best(select_tile(page)["options"])
    click_cell(page, *option["first"])
    point = page.evaluate("([q, r]) => window.genial.cellCenter(q, r)", option["second"])
    page.mouse.move(point["x"], point["y"])
    preview = page.get_by_test_id("preview")
    preview.wait_for(state="visible")
    engine = genial.new_game(players=2, seed=5).preview(genial.parse_move(option["move"]))
    assert json.loads(preview.get_attribute("data-points")) == option["points"] == engine
    assert sum(engine.values()) > 0  # the best first placement scores
    assert state(page)["board"] == s["board"]  # nothing placed yet
    page.mouse.click(point["x"], point["y"])

    after = wait_for(page, "human", "swap", "over")
    assert len(after["board"]) == len(s["board"]) + 4  # ours and the computer's tiles
    final = play_to_end(page)
    assert final["over"] and final["ranking"]
    page.get_by_test_id("end-dialog").wait_for(state="visible")
    assert page.get_by_test_id("ranking").locator("li").count() >= 1
