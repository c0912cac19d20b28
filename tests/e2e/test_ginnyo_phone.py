"""Ginny-O on a 360 px wide touch phone, in French: nothing spills sideways, the whole board,
the hand bar and its buttons are in view, tiles are placed by taps and confirmed, axe-core
finds no fault."""

import ginnyo_driver as g
from shell_driver import axe_faults, open_game, wait_for
from test_qwirkle_phone import context, tap_cell  # noqa: F401 - the phone's context fixture


def test_a_360_px_phone_plays_by_taps_in_french(page, site):
    open_game(page, site, g.GAME)
    wait_for(page, "human")
    assert page.locator("#status").inner_text() == "À vous de jouer"
    # The whole board fits across the screen: its far corners are on it.
    for x, y in ((0, 0), (16, 16)):
        corner = page.evaluate("([x, y]) => window.genial.cellCenter(x, y)", [x, y])
        assert 0 < corner["x"] < 360, (x, y, corner)
    for _ in range(2):
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        bar = page.locator(".hand-bar").bounding_box()
        assert bar["y"] + bar["height"] <= 741 and bar["x"] >= 0
        for testid in ("hand-tile", "confirm", "discard"):
            box = page.get_by_test_id(testid).last.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 360, testid
        s = g.settled(page)
        while (index := g.fitting(s)) is not None:
            assert s["hand"][index] != g.JOKER  # seed 13's first hands hold none
            page.get_by_test_id("hand-tile").nth(index).tap()
            page.wait_for_function("(i) => window.genial.state().selection?.index === i", arg=index)
            x, y = s["cells"][s["hand"][index]][0]
            page.locator("#board").scroll_into_view_if_needed()
            tap_cell(page, x, y)
            page.wait_for_function("(n) => window.genial.state().staged.length === n",
                                   arg=len(s["staged"]) + 1)
            s = g.settled(page)
        if not s["staged"]:
            g.discard_first(page)
            continue
        assert page.get_by_test_id("confirm").inner_text().split()[0] == "Valider"
        page.get_by_test_id("confirm").tap()
        g.after_decision(page, s["decisions"])
        wait_for(page, "human")
    cards = page.get_by_test_id("score-card")
    assert all(cards.nth(i).bounding_box()["width"] <= 360 for i in range(cards.count()))
    assert axe_faults(page) == []
