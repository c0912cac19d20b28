"""Ginny-O's 17 × 17 board on a 390 × 844 phone: the zoom buttons under it are labelled in
words, reachable by keyboard, bring the cells to a size a finger can tap, and "Whole board"
fits it again; a tile is still placed by a tap once zoomed. axe-core finds no fault."""

import ginnyo_driver as g
from shell_driver import (
    axe_faults,
    context,  # noqa: F401 - the 390 × 844 phone's context fixture
    open_game,
    state,
    wait_for,
)
from test_qwirkle_phone import tap_cell


def test_zoom_buttons_are_labelled_reachable_and_make_cells_tappable(page, site):
    open_game(page, site, g.GAME)
    wait_for(page, "human")
    fitted = g.settled(page)["camera"]
    assert fitted["following"]
    for x, y in ((0, 0), (16, 16)):  # the whole board in view, above the buttons
        corner = page.evaluate("([x, y]) => window.genial.cellCenter(x, y)", [x, y])
        tools = page.locator(".view-tools").bounding_box()
        assert 0 < corner["x"] < 390 and corner["y"] < tools["y"], (x, y, corner, tools)
    names = {}
    for testid in ("zoom-in", "zoom-out", "fit"):
        button = page.get_by_test_id(testid)
        box = button.bounding_box()
        assert box["height"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= 390, testid
        words = button.inner_text().split(maxsplit=1)[-1]  # after the symbol
        names[testid] = (words, button.get_attribute("aria-label"))
    assert names == {"zoom-in": ("Zoom in", "Zoom in"), "zoom-out": ("Zoom out", "Zoom out"),
                     "fit": ("Whole board", "Whole board")}
    assert page.get_by_test_id("fit").get_attribute("aria-pressed") == "true"
    # By keyboard: the button takes the focus and Enter zooms, until a cell is 44 px.
    page.get_by_test_id("zoom-in").focus()
    while state(page)["camera"]["size"] < 44:
        size = state(page)["camera"]["size"]
        page.keyboard.press("Enter")
        page.wait_for_function("(s) => window.genial.state().camera.size > s", arg=size)
    assert page.get_by_test_id("fit").get_attribute("aria-pressed") == "false"
    # Zoomed in, a tap still places a tile (the opening goes across the centre, in view).
    s = g.settled(page)
    index = g.fitting(s)
    x, y = s["cells"][s["hand"][index]][0]
    page.get_by_test_id("hand-tile").nth(index).tap()
    page.wait_for_function("(i) => window.genial.state().selection?.index === i", arg=index)
    tap_cell(page, x, y)
    page.wait_for_function("window.genial.state().staged.length === 1")
    page.get_by_test_id("zoom-out").tap()
    page.get_by_test_id("fit").tap()
    page.wait_for_function("window.genial.state().camera.following")
    assert state(page)["camera"]["size"] == fitted["size"]
    assert page.get_by_test_id("fit").get_attribute("aria-pressed") == "true"
    assert axe_faults(page) == []
