"""Qwirkle on a 360 px wide touch phone, in French: nothing spills sideways, the hand bar and
its buttons are in view, tiles are placed by taps and confirmed, axe-core finds no fault."""

import pytest

import qwirkle_driver as q
from shell_driver import axe_faults, open_game, touch_phone, wait_for


@pytest.fixture
def context(browser, watch):
    """A 360 px touch phone with a 3x screen, in French; the harness's `page` uses it."""
    ctx = touch_phone(browser, watch, 360, 740, locale="fr-FR")
    yield ctx
    ctx.close()


def tap(page, testid: str, nth: int = 0) -> None:
    page.get_by_test_id(testid).nth(nth).tap()


def tap_cell(page, x: int, y: int) -> None:
    point = page.evaluate("([x, y]) => { const c = window.genial.cellCenter(x, y);"
                          " return {x: c.x - scrollX, y: c.y - scrollY}; }", [x, y])
    page.touchscreen.tap(point["x"], point["y"])


def test_a_360_px_phone_plays_by_taps_in_french(page, site):
    open_game(page, site, q.GAME)
    wait_for(page, "human")
    assert page.locator("#status").inner_text() == "À vous de jouer"
    for _ in range(3):
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        bar = page.locator(".hand-bar").bounding_box()
        assert bar["y"] + bar["height"] <= 741 and bar["x"] >= 0
        for testid in ("hand-tile", "confirm", "trade"):
            box = page.get_by_test_id(testid).last.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 360, testid
        s = q.settled(page)
        while (index := q.fitting(s)) is not None:
            tap(page, "hand-tile", index)
            page.wait_for_function("(i) => window.genial.state().selection?.index === i", arg=index)
            x, y = s["cells"][q.tile_text(s["hand"][index])][0]
            page.locator("#board").scroll_into_view_if_needed()
            tap_cell(page, x, y)
            page.wait_for_function("(n) => window.genial.state().staged.length === n",
                                   arg=len(s["staged"]) + 1)
            s = q.settled(page)
        assert page.get_by_test_id("confirm").inner_text().split()[0] == "Valider"
        tap(page, "confirm")
        q.after_decision(page, s["decisions"])
        wait_for(page, "human")
    cards = page.get_by_test_id("score-card")
    assert cards.count() == 2 and all(cards.nth(i).bounding_box()["width"] <= 360 for i in range(2))
    assert axe_faults(page) == []
