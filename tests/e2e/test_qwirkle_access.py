"""Everyone can play Qwirkle: placement by keyboard alone, axe-core finds no serious fault (the
table, the staged tiles, the trade dialog, the key list with How to play), tiles named for
screen readers, the view zoomed and panned (test_qwirkle_phone.py: a 360 px touch phone)."""

import qwirkle_driver as q
from shell_driver import announced, axe_faults, click_cell, open_game, state, wait_for


def key_turn(page) -> dict:
    """One placement by keys alone: a digit chooses a tile the engine has cells for, an arrow
    puts the cursor on one of them, Enter stages it; again while any tile fits; C confirms."""
    s = q.settled(page)
    while (index := q.fitting(s)) is not None:
        if (s["selection"] or {}).get("index") != index:  # its digit again would let go of it
            page.keyboard.press(str(index + 1))
        page.wait_for_function("(i) => window.genial.state().selection?.index === i", arg=index)
        page.keyboard.press("ArrowRight")
        assert "the tile may go here" in announced(page)
        count = len(s["staged"])
        page.keyboard.press("Enter")
        page.wait_for_function("(n) => window.genial.state().staged.length === n", arg=count + 1)
        s = q.settled(page)
    assert s["complete"]
    page.keyboard.press("c")
    return q.after_decision(page, s["decisions"])


def test_placement_by_keyboard_alone_with_no_serious_axe_fault(page, site):
    open_game(page, site, q.GAME)
    s = wait_for(page, "human")
    assert axe_faults(page) == []
    names = [page.get_by_test_id("hand-tile").nth(i).get_attribute("aria-label") for i in range(6)]
    assert names[0] == "Tile 1: purple diamond" and names[2] == "Tile 3: yellow circle"

    # The key list says how to play Qwirkle, each colour's mark shown and named.
    page.keyboard.press("?")
    help_dialog = page.get_by_test_id("help-dialog")
    help_dialog.wait_for(state="visible")
    assert "How to play Qwirkle" in help_dialog.inner_text()
    assert "purple" in page.locator("#q-marks").inner_text()
    assert axe_faults(page) == []
    page.keyboard.press("Escape")
    help_dialog.wait_for(state="hidden")

    after = key_turn(page)
    assert len(after["board"]) >= s["first_size"] and after["scores"][0] == s["first_size"]
    assert "Computer (casual)" in announced(page)
    # Staged tiles by keys, taken back by Backspace; axe sees the table mid-placement.
    s = q.settled(page)
    index = q.fitting(s)
    page.keyboard.press(str(index + 1))
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Space")
    page.wait_for_function("window.genial.state().staged.length === 1")
    q.settled(page)
    assert page.get_by_test_id("preview").is_visible()
    assert axe_faults(page) == []
    page.keyboard.press("Backspace")
    page.wait_for_function("window.genial.state().staged.length === 0")
    # T opens the trade dialog (the engine allows a trade now), Escape closes it.
    assert q.settled(page)["trade"] == 6
    page.keyboard.press("t")
    dialog = page.get_by_test_id("trade-dialog")
    dialog.wait_for(state="visible")
    assert axe_faults(page) == []
    page.keyboard.press("Escape")
    dialog.wait_for(state="hidden")
    key_turn(page)


def test_the_view_zooms_and_pans_and_fits_the_tiles_again(page, site):
    open_game(page, site, q.GAME)
    wait_for(page, "human")
    q.play_turn(page)
    fitted = q.settled(page)["camera"]
    assert fitted["following"]
    cell = state(page)["board"][0]
    where = page.evaluate("([x, y]) => window.genial.cellCenter(x, y)", [cell["x"], cell["y"]])
    box = page.get_by_test_id("board").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.wheel(0, -300)  # zoom in around the pointer
    page.wait_for_function("(size) => window.genial.state().camera.size > size", arg=fitted["size"])
    assert not state(page)["camera"]["following"]
    page.mouse.down()  # drag the table
    page.mouse.move(box["x"] + box["width"] / 2 + 80, box["y"] + box["height"] / 2 + 40, steps=5)
    page.mouse.up()
    moved = page.evaluate("([x, y]) => window.genial.cellCenter(x, y)", [cell["x"], cell["y"]])
    assert moved != where and state(page)["board"] == q.settled(page)["board"]  # nothing placed
    page.keyboard.press("-")
    page.keyboard.press("0")  # fit the table in view again
    page.wait_for_function("window.genial.state().camera.following")
    assert state(page)["camera"]["size"] == fitted["size"]
    page.get_by_test_id("zoom-in").click()
    assert page.get_by_test_id("fit").get_attribute("aria-pressed") == "false"
    page.get_by_test_id("fit").click()
    assert page.get_by_test_id("fit").get_attribute("aria-pressed") == "true"
    # A click on a cell still places after all that (a click is not a drag).
    s = q.settled(page)
    index = q.fitting(s)
    x, y = s["cells"][q.tile_text(s["hand"][index])][0]
    q.select(page, index)
    click_cell(page, x, y)
    page.wait_for_function("window.genial.state().staged.length === 1")
