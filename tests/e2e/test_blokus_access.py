"""Everyone can play Blokus: placement by keyboard alone (a digit picks a piece by its size,
R and F turn it, the arrows and G move it, Enter places it, each step said aloud), pieces and
colours named for screen readers, How to play Blokus with each colour's mark in the ? panel,
axe-core finds no serious fault; a 360 px touch phone places pieces by taps and Confirm."""

import pytest

import blokus_driver as b
from shell_driver import (
    announced,
    axe_faults,
    cell_in_view,
    open_game,
    state,
    touch_phone,
    wait_for,
)

THREE = "?game=blokus&players=3&seats=human,ai-beginner,ai-beginner&seed=2"


def key_turn(page) -> dict:
    """One placement by keys alone: the biggest size with a place, turned until it fits, G
    to a place the engine lists, an arrow away and back, Enter."""
    s = state(page)
    sizes = sorted({len(p) if p in ("1", "2") else int(p[-1]) if p[-1].isdigit() else 5
                    for p in s["tray"]}, reverse=True)
    for size in sizes:
        page.keyboard.press(str(size))
        page.wait_for_function("window.genial.state().selection && !window.genial.state().pending")
        s = state(page)
        if any(s["selection"]["targets"]):
            break
    s = b.orient(page, s, button=lambda name: page.keyboard.press("f" if name == "flip" else "r"))
    page.keyboard.press("g")
    page.wait_for_function("window.genial.state().selection.legal")
    assert "the piece fits here" in announced(page)
    x, y = state(page)["selection"]["at"]
    page.keyboard.press("ArrowLeft" if x > 0 else "ArrowRight")
    page.keyboard.press("ArrowRight" if x > 0 else "ArrowLeft")
    assert state(page)["selection"]["at"] == [x, y]
    page.keyboard.press("Enter")
    return b.after_decision(page, s["decisions"])


def test_placement_by_keyboard_alone_with_no_serious_axe_fault(page, site):
    open_game(page, site, THREE)
    wait_for(page, "human")
    assert axe_faults(page) == []
    names = [page.get_by_test_id("hand-piece").nth(i).get_attribute("aria-label") for i in (0, 9)]
    assert names == ["the monomino (1 square)", "the F pentomino (5 squares)"]
    # The neutral green has its own card saying who plays it next.
    assert "Neutral colour" in page.locator("#scores").inner_text()

    page.keyboard.press("?")
    help_dialog = page.get_by_test_id("help-dialog")
    help_dialog.wait_for(state="visible")
    assert "How to play Blokus" in help_dialog.inner_text()
    assert "Purple" in page.locator("#b-marks").inner_text()
    assert axe_faults(page) == []
    page.keyboard.press("Escape")
    help_dialog.wait_for(state="hidden")

    # Enter on a ghost the engine does not list places nothing and says why.
    page.keyboard.press("1")  # said once the engine has answered: "…: 1 placement."
    page.wait_for_function("window.genial.state().selection?.at && !window.genial.state().pending")
    assert "the monomino selected: 1 placement." in announced(page)
    page.keyboard.press("ArrowRight")  # from the corner (0, 0) to (1, 0): not the start
    page.wait_for_function("window.genial.state().selection.refusal === 'start_not_covered'")
    page.keyboard.press("Enter")
    assert state(page)["decisions"] == 0
    assert "does not fit here" in announced(page)
    assert axe_faults(page) == []  # mid-placement: the ghost and its refusal on show
    page.keyboard.press("Escape")
    assert state(page)["selection"] is None

    after = key_turn(page)
    # Yellow and red played; the neutral green's first turn is seat 0's: yours again.
    assert after["colour"] == "green" and after["decisions"] == 3 and after["board"]
    assert "Computer 3 (beginner): red ■: the" in announced(page)
    assert "Green to move — You" in page.locator("#status").inner_text()
    key_turn(page)


@pytest.fixture
def phone(browser, watch):
    """A 360 px touch phone with a 3x screen, in English."""
    ctx = touch_phone(browser, watch, 360, 740)
    yield ctx
    ctx.close()


def tap_cell(page, x: int, y: int) -> None:
    point = cell_in_view(page, x, y)  # a zoomed board's box panned to it first
    page.touchscreen.tap(point["x"], point["y"])


def test_a_360_px_phone_places_pieces_by_taps_and_confirm(phone, watch, site):
    page = phone.new_page()
    page.on("pageerror", lambda err: watch.errors.append(f"pageerror: {err}"))
    open_game(page, site, b.FOUR)
    wait_for(page, "human")
    for _ in range(2):
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        board = page.locator("#board-wrap").bounding_box()  # a zoomed board scrolls inside
        assert board["x"] >= 0 and board["x"] + board["width"] <= 360
        s = b.choose_piece(page)
        sel = s["selection"]
        x, y = sel["targets"][sel["orientation"]][0]
        page.get_by_test_id("board").scroll_into_view_if_needed()
        tap_cell(page, x, y)  # a tap puts the piece there; it waits for Confirm
        page.wait_for_function("window.genial.state().selection?.pinned")
        assert state(page)["decisions"] == s["decisions"]
        confirm = page.get_by_test_id("confirm")
        box = confirm.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360 and confirm.is_enabled()
        confirm.tap()
        b.after_decision(page, s["decisions"])
    assert axe_faults(page) == []
    page.close()
