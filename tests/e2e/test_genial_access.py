"""Everyone can play: axe-core finds no serious fault, a whole game by keyboard alone, a
phone-sized touch screen, German and Dutch, the high-contrast theme."""

import re
from pathlib import Path

from conftest import plain_context
from genial_driver import best
from shell_driver import announced, axe_faults, open_game, state, wait_for

ROOT = Path(__file__).resolve().parents[2]
GAME = "?players=2&seats=human,ai-beginner&seed=5"
ARTIFACTS = ROOT / "artifacts" / "e2e"
#: Colour-vision deficiency simulations (Machado et al. 2009, severity 1) as SVG filters.
CVD = {
    "deuteranopia": "0.367 0.861 -0.228 0 0 0.280 0.673 0.047 0 0 -0.012 0.043 0.969 0 0 0 0 0 1 0",
    "protanopia": "0.152 1.053 -0.205 0 0 0.115 0.786 0.099 0 0 -0.004 -0.048 1.052 0 0 0 0 0 1 0",
    "tritanopia": "1.256 -0.077 -0.179 0 0 -0.078 0.931 0.148 0 0 0.005 0.691 0.304 0 0 0 0 0 1 0",
}


def colour_blind_screenshots(page) -> None:
    """artifacts/e2e/cvd-<kind>.png: the page as people with each deficiency see it (to look
    at: every tile must still be told apart by its symbols)."""
    filters = "".join(f"<filter id='{name}'><feColorMatrix type='matrix' values='{matrix}'/>"
                      "</filter>" for name, matrix in CVD.items())
    page.evaluate("(f) => document.body.insertAdjacentHTML('beforeend', `<svg id='cvd'"
                  " style='position:absolute;width:0;height:0'>${f}</svg>`)", filters)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for name in CVD:
        page.evaluate("(n) => { document.documentElement.style.filter = `url(#${n})`; }", name)
        page.screenshot(path=str(ARTIFACTS / f"cvd-{name}.png"))
    page.evaluate("document.documentElement.style.filter = '';"
                  " document.getElementById('cvd').remove()")


def keyboard_turn(page) -> None:
    """Choose the first tile with its key, walk the cursor, take a cell, place by Enter."""
    page.keyboard.press("1")
    page.wait_for_function("window.genial.state().selection?.options.length > 0")
    before = len(state(page)["board"])
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.querySelector('#announcer').textContent.length > 0")
    page.keyboard.press("Enter")
    page.wait_for_function("window.genial.state().selection?.first")
    page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    page.keyboard.press("Enter")
    page.wait_for_function("(n) => window.genial.state().board.length > n "
                           "|| window.genial.state().awaiting !== 'human'", arg=before)


def test_a_whole_game_by_keyboard_with_no_serious_axe_fault(page, site):
    open_game(page, site, GAME)
    s = wait_for(page, "human")
    assert axe_faults(page) == []

    # The key list opens with ?, holds the focus, and gives it back when closed.
    page.get_by_test_id("help").focus()
    page.keyboard.press("?")
    help_dialog = page.get_by_test_id("help-dialog")
    help_dialog.wait_for(state="visible")
    assert page.evaluate("document.activeElement.closest('dialog')?.id") == "help-dialog"
    assert axe_faults(page) == []
    page.keyboard.press("Escape")
    help_dialog.wait_for(state="hidden")
    assert page.evaluate("document.activeElement.id") == "help"

    # First turn in detail: the cursor visits only the engine's legal cells; R turns the tile.
    page.get_by_test_id("hand-tile").nth(1).focus()  # as Tab would reach it
    page.keyboard.press("Enter")
    page.wait_for_function("window.genial.state().selection?.index === 1 "
                           "&& window.genial.state().selection.options.length > 0")
    selection = state(page)["selection"]
    firsts = {tuple(o["first"]) for o in selection["options"]}
    for arrow in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "ArrowUp"):
        page.keyboard.press(arrow)
        assert _cell(announced(page)) in firsts
    assert page.evaluate("document.activeElement.id") == "board"
    assert page.evaluate("document.activeElement.matches(':focus-visible')")
    page.keyboard.press("Enter")
    page.wait_for_function("window.genial.state().selection?.first")
    page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    first = tuple(state(page)["selection"]["first"])
    partners = {tuple(o["second"]) for o in selection["options"] if tuple(o["first"]) == first}
    seen = set()
    for _ in range(len(partners)):
        page.keyboard.press("r")
        seen.add(_cell(announced(page)))
        assert "points" in announced(page) or "no points" in announced(page)
    assert seen == partners
    page.keyboard.press("Enter")
    after = wait_for(page, "human", "swap", "over")
    assert len(after["board"]) == len(s["board"]) + 4
    assert "placed" in announced(page) and "Next to play" in announced(page)
    colour_blind_screenshots(page)

    for _ in range(200):
        s = wait_for(page, "human", "swap", "over")
        if s["awaiting"] == "over":
            break
        if s["awaiting"] == "swap":
            page.keyboard.press("Enter")  # the dialog's first button, focused: keep
        else:
            keyboard_turn(page)
    assert s["over"]
    page.get_by_test_id("end-dialog").wait_for(state="visible")
    assert axe_faults(page) == []


def _cell(text: str) -> tuple[int, int]:
    """The cell an announcement names ("Cell 2, -3, next to …: …")."""
    q, r = re.match(r"Cell (-?\d+), (-?\d+)", text).groups()
    return int(q), int(r)


def test_hot_seat_curtain_is_modal(page, site):
    open_game(page, site, "?players=2&seats=human,human&seed=5")
    wait_for(page, "curtain")
    assert page.evaluate("document.activeElement.dataset.testid") == "curtain-go"
    assert page.evaluate("document.querySelector('main').inert")
    assert axe_faults(page) == []
    page.keyboard.press("Enter")
    wait_for(page, "human")
    assert not page.evaluate("document.querySelector('main').inert")
    page.keyboard.press("1")
    page.wait_for_function("window.genial.state().selection?.options.length > 0")


def test_new_game_dialog_contrast_theme_and_languages(page, site):
    open_game(page, site, GAME)
    wait_for(page, "human")
    page.locator("#new-game").click()
    page.get_by_test_id("new-dialog").wait_for(state="visible")
    assert axe_faults(page) == []
    page.keyboard.press("Escape")

    page.get_by_test_id("theme").click()
    assert page.evaluate("document.documentElement.dataset.theme") == "contrast"
    assert axe_faults(page) == []

    for lang, status, flip in (("de", "Du bist dran", "Umdrehen"),
                               ("nl", "Jij bent aan de beurt", "Omdraaien")):
        page.locator("#lang").select_option(lang)
        page.wait_for_function("(l) => window.genial.state().lang === l", arg=lang)
        assert page.locator("#status").inner_text() == status
        assert page.get_by_test_id("flip").inner_text().strip().endswith(flip)
        assert page.evaluate("document.documentElement.lang") == lang
    page.reload()
    page.evaluate("window.genial.ready")
    assert state(page)["lang"] == "nl"
    assert page.evaluate("document.documentElement.dataset.theme") == "contrast"


def on_screen(page, cell) -> dict:
    """The viewport coordinates of a cell's centre, as a finger taps them."""
    return page.evaluate("([q, r]) => { const c = window.genial.cellCenter(q, r);"
                         " return {x: c.x - scrollX, y: c.y - scrollY}; }", cell)


def tap_turn(page, before: dict, pan: bool = False) -> dict:
    """Tap a tile, tap a cell, tap its neighbour (preview), tap it again (placed)."""
    page.get_by_test_id("hand-tile").nth(0).tap()
    page.wait_for_function("window.genial.state().selection?.options.length > 0")
    assert page.get_by_test_id("message").inner_text().startswith("Tap")  # no "click", no hover
    option = best(state(page)["selection"]["options"])
    if pan:  # as a finger would: scroll the zoomed board's box to the tile's place
        page.evaluate("""([q, r]) => { const wrap = document.getElementById('board-wrap');
          const c = window.genial.cellCenter(q, r), box = wrap.getBoundingClientRect();
          wrap.scrollBy(c.x - scrollX - box.left - box.width / 2,
                        c.y - scrollY - box.top - box.height / 2); }""",
                      option["first"])
    first = on_screen(page, option["first"])
    page.touchscreen.tap(first["x"], first["y"])
    page.wait_for_function("window.genial.state().selection?.first")
    page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    second = on_screen(page, option["second"])  # where it is now: the board may frame it
    page.touchscreen.tap(second["x"], second["y"])
    page.get_by_test_id("preview").wait_for(state="visible")  # the first tap previews
    assert state(page)["board"] == before["board"]
    page.touchscreen.tap(second["x"], second["y"])
    after = wait_for(page, "human", "swap", "over")
    placed = {(c["q"], c["r"]) for c in after["board"]}
    assert tuple(option["first"]) in placed and tuple(option["second"]) in placed
    return after


def test_phone_portrait_tap_placement(browser, watch, site):
    context = plain_context(browser, viewport={"width": 360, "height": 640}, has_touch=True,
                            is_mobile=True, device_scale_factor=2, reduced_motion="reduce")
    context.on("request", watch.request)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    try:
        open_game(page, site, GAME)
        before = wait_for(page, "human")
        assert page.evaluate("document.documentElement.scrollWidth") <= 360  # no sideways scroll
        board = page.get_by_test_id("board").bounding_box()
        assert board["x"] >= 0 and board["x"] + board["width"] <= 360
        assert page.get_by_test_id("hand-tile").nth(5).bounding_box()["x"] + 40 <= 360
        after = tap_turn(page, before)  # the board frames the cells to tap by itself
        wrap = page.locator("#board-wrap").bounding_box()
        width = lambda: page.get_by_test_id("board").bounding_box()["width"]  # noqa: E731
        assert width() <= wrap["width"] + 1  # the page's zoom went back with the turn

        # The Zoom button: the player decides from then on, and a zoom by hand stays.
        page.get_by_test_id("zoom").tap()
        assert width() > 1.5 * wrap["width"]
        tap_turn(page, after, pan=True)
        assert width() > 1.5 * wrap["width"]
        page.screenshot(path=str(ARTIFACTS / "phone_portrait.png"), full_page=True)
        assert watch.foreign == [] and errors == []
    finally:
        context.close()
