"""Blokus on a touch phone (390 × 844): the board zooms in by itself when a piece is chosen
(cells a finger can tap, centred where the piece may go; the Zoom button shows the whole
board again), and a finger drags a piece from the tray onto the board —
its ghost follows the finger, drawn above it so that it stays in view —, lets go over a place
the engine lists (the piece waits there) and taps it to place it; a drag let go off the board
places nothing. The touches are the browser's own (Chrome's touch input, which makes the
pointer events the page listens to), not events made up in the page."""

import pytest

import blokus
import blokus_driver as b
from shell_driver import cell_in_view, state, touch_phone, wait_for


@pytest.fixture
def phone(browser, watch, site):
    """A four-colour game against the computer on a 390 × 844 touch phone, in English, at its
    first human turn."""
    ctx = touch_phone(browser, watch)
    page = ctx.new_page()
    page.on("pageerror", lambda err: watch.errors.append(f"pageerror: {err}"))
    page.goto(site + b.FOUR)
    page.evaluate("window.genial.ready")
    wait_for(page, "human")
    yield page
    ctx.close()
    assert watch.errors == [], f"the page reported errors: {watch.errors}"


class Finger:
    """One finger on the screen, through Chrome's touch input (DevTools protocol)."""

    def __init__(self, page) -> None:
        self.cdp = page.context.new_cdp_session(page)

    def touch(self, kind: str, x: float | None = None, y: float | None = None) -> None:
        points = [] if x is None else [{"x": x, "y": y, "id": 1}]
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def drag_to(self, x: float, y: float, frm: tuple[float, float], steps: int = 8) -> None:
        """Press at `frm` and move to (x, y) in small steps, still pressing."""
        self.touch("touchStart", *frm)
        for i in range(1, steps + 1):
            f = i / steps
            self.touch("touchMove", frm[0] + (x - frm[0]) * f, frm[1] + (y - frm[1]) * f)


def settle(page) -> None:
    """Let the page take in the touches sent (two frames)."""
    page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def centre(page, locator) -> tuple[float, float]:
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_finger_drags_a_piece_onto_the_board_and_taps_it_to_place_it(phone):
    page = phone
    finger = Finger(page)

    # A drag let go off the board (at the foot of the screen) cancels: nothing placed or held.
    tray_piece = page.locator('[data-testid="hand-piece"][data-piece="L4"]')
    start = centre(page, tray_piece)
    finger.drag_to(start[0] + 20, 840, frm=start)
    page.wait_for_function("window.genial.state().selection?.piece === 'L4'")
    finger.touch("touchEnd")
    page.wait_for_function("window.genial.state().selection === null")
    assert state(page)["decisions"] == 0

    # The piece chosen (turned until the engine lists it somewhere), then dragged from the tray.
    s = b.choose_piece(page)
    sel = s["selection"]
    piece, target = sel["piece"], sel["targets"][sel["orientation"]][0]
    tray_piece = page.locator(f'[data-testid="hand-piece"][data-piece="{piece}"]')
    tray_piece.scroll_into_view_if_needed()
    aim = cell_in_view(page, *target)  # a zoomed board's box is panned there first
    step = page.evaluate("([x, y]) => window.genial.cellCenter(x, y + 1).y"
                         " - window.genial.cellCenter(x, y).y", list(target))
    start = centre(page, tray_piece)
    below = 3  # the finger touches 3 rows below the place aimed at
    finger.drag_to(aim["x"], aim["y"] + below * step, frm=start)
    settle(page)
    held = state(page)["selection"]
    assert held["piece"] == piece and not held["pinned"] and held["at"] is not None
    # The ghost is drawn above the finger, not under it: its anchor's row is above the one touched.
    assert held["at"][1] < target[1] + below
    # The finger corrects by what it sees, as a person would, until the ghost lies on the place.
    finger_at = {"x": aim["x"], "y": aim["y"] + below * step}
    for _ in range(4):
        at = state(page)["selection"]["at"]
        if at == list(target):
            break
        finger_at = {"x": finger_at["x"] + (target[0] - at[0]) * step,
                     "y": finger_at["y"] + (target[1] - at[1]) * step}
        finger.touch("touchMove", finger_at["x"], finger_at["y"])
        settle(page)
    page.wait_for_function("document.getElementById('message').textContent"
                           ".includes('The piece fits here: let go')")  # said while dragging
    finger.touch("touchEnd")
    page.wait_for_function("window.genial.state().selection?.pinned")
    put = state(page)["selection"]
    assert put["at"] == list(target) and put["legal"] and state(page)["decisions"] == 0
    assert "tap Place, or tap the piece" in page.inner_text("#message")

    # A tap on the piece put down places it: the engine got that very move.
    move = put["move"]
    tap = cell_in_view(page, *target)
    page.touchscreen.tap(tap["x"], tap["y"])
    after = b.after_decision(page, 0)
    assert after["decisions"] >= 1
    assert blokus.from_record(b.finished_record(page)).decisions[0] == move


def test_the_board_zooms_in_by_itself_on_a_phone_where_the_piece_may_go(phone):
    page = phone
    s = state(page)
    assert s["zoom"]["factor"] == 1 and s["zoom"]["cell"] < 20  # 20 × 20 cells on 390 px
    for turn in range(2):
        s = b.choose_piece(page)
        page.wait_for_function("window.genial.state().zoom.factor > 1")
        s = state(page)
        assert s["zoom"]["cell"] >= 44  # a finger's width
        sel = s["selection"]
        x, y = sel["targets"][sel["orientation"]][0]
        if turn == 0:  # the board's box was scrolled to the places, without the test's help
            wrap = page.locator("#board-wrap").bounding_box()
            at = page.evaluate("([x, y]) => window.genial.cellCenter(x, y)", [x, y])
            assert wrap["x"] <= at["x"] - page.evaluate("scrollX") <= wrap["x"] + wrap["width"]
            assert wrap["y"] <= at["y"] - page.evaluate("scrollY") <= wrap["y"] + wrap["height"]
        tap = cell_in_view(page, x, y)
        page.touchscreen.tap(tap["x"], tap["y"])
        page.wait_for_function("window.genial.state().selection?.pinned")
        page.get_by_test_id("confirm").tap()
        b.after_decision(page, s["decisions"])
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    zoom = page.get_by_test_id("zoom")
    assert zoom.get_attribute("aria-pressed") == "true"
    zoom.tap()  # the whole board again, and it stays so: the player decided
    page.wait_for_function("window.genial.state().zoom.factor === 1")
    assert zoom.get_attribute("aria-pressed") == "false"
    b.choose_piece(page)
    assert state(page)["zoom"]["factor"] == 1
