"""Playing any game's page like a person, and what every game's tests check alike: open a
game, read the page's state, click a board cell at its real pixels, hot-seat turns, hint and
undo, axe-core's faults, the guide and the how-to panel, a touch phone's context."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import open_context

ROOT = Path(__file__).resolve().parents[2]
STEP_TIMEOUT = 20_000  # ms for the page to get to the next decision (computer turns included)


def open_game(page, site: str, query: str = "", saved: dict | None = None) -> None:
    """Open the page (with a saved game in local storage if given) and wait until ready."""
    if saved is not None:
        text = json.dumps(json.dumps(saved))
        page.add_init_script(f"localStorage.setItem('genial.save', {text})")
    page.goto(site + query)
    page.evaluate("window.genial.ready")


def state(page) -> dict:
    return page.evaluate("window.genial.state()")


def wait_for(page, *awaiting: str, timeout: int = STEP_TIMEOUT) -> dict:
    """Wait until the page waits for one of `awaiting` (human, swap, curtain, computer, over)."""
    page.wait_for_function("(want) => want.includes(window.genial.state().awaiting)",
                           arg=list(awaiting), timeout=timeout)
    return state(page)


def notice(page) -> str:
    """The message box's text (a refused address or link, set-aside data), once it is shown;
    then close it with OK."""
    dialog = page.get_by_test_id("notice-dialog")
    dialog.wait_for(state="visible")
    text = page.get_by_test_id("notice-text").inner_text()
    page.get_by_test_id("notice-close").click()
    dialog.wait_for(state="hidden")
    return text


#: A cell's centre in the window, once in view: a zoomed board's box is panned to it first, as
#: a finger would (the board zooms by itself on phones).
_CELL_IN_VIEW = """([q, r]) => {
  const wrap = document.getElementById('board-wrap'), box = wrap.getBoundingClientRect();
  let c = window.genial.cellCenter(q, r);
  const [x, y] = [c.x - scrollX, c.y - scrollY];
  if (x < box.left + 30 || x > box.right - 30 || y < box.top + 30 || y > box.bottom - 30) {
    wrap.scrollBy(x - box.left - box.width / 2, y - box.top - box.height / 2);
    c = window.genial.cellCenter(q, r);
  }
  return {x: c.x - scrollX, y: c.y - scrollY}; }"""


def cell_in_view(page, q: int, r: int) -> dict:
    """Where to click or tap a board cell (cellCenter gives page coordinates)."""
    return page.evaluate(_CELL_IN_VIEW, [q, r])


def click_cell(page, q: int, r: int) -> None:
    """Click a board cell where it is drawn."""
    point = cell_in_view(page, q, r)
    page.mouse.click(point["x"], point["y"])


def hot_seat_turns(page, play_turn, turns: int = 1000,
                   timeout: int = STEP_TIMEOUT) -> tuple[dict, int]:
    """Play a hot-seat game's human turns by `play_turn(page)` until `turns` are played or the
    game is over, passing the curtain between seats; checks that the curtain shows nobody's
    tiles and that each hand shown is the seat's own. The last state and the curtains passed."""
    curtains = played = 0
    while played < turns:
        s = wait_for(page, "human", "curtain", "over", timeout=timeout)
        if s["awaiting"] == "over":
            break
        if s["awaiting"] == "curtain":
            assert s["hand"] == [] and s["viewer"] is None  # nobody's tiles behind it
            curtains += 1
            page.get_by_test_id("curtain-go").click()
            continue
        assert s["viewer"] == s["to_move"] and len(s["hand"]) == s["hand_sizes"][s["to_move"]]
        play_turn(page)
        played += 1
    return s, curtains


def hint_then_undo(page, G, game, before: dict) -> dict:
    """Ask for a hint: the expert's decision is legal in `game` (package `G`'s notation, in the
    state only) and the message says it in words; then Undo takes back the latest human
    decision and the computer's reply. The state after the undo."""
    page.get_by_test_id("hint").click()
    page.wait_for_function("window.genial.state().hint !== null")
    assert G.parse_move(state(page)["hint"]) in game.legal_moves()
    message = page.get_by_test_id("message").inner_text()
    assert ("the expert would play" in message or "the expert's choice" in message)
    assert "@" not in message
    page.get_by_test_id("undo").click()
    page.wait_for_function("(n) => window.genial.state().decisions < n", arg=before["decisions"])
    undone = wait_for(page, "human")
    assert undone["decisions"] == before["decisions"] - 2
    return undone


AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def axe_faults(page) -> list[str]:
    """axe-core's serious and critical violations on the page as it is now (empty: none)."""
    if not AXE.exists():
        pytest.fail("axe-core missing: run `npm ci`")
    if not page.evaluate("Boolean(window.axe)"):
        page.add_script_tag(path=str(AXE))
    # axe's own scan is one long main-thread task: it is the test's, not the page's, so it is
    # taken off the long-task record the harness checks (the page sits idle meanwhile).
    result = page.evaluate("""async () => {
      const before = window.__longTasks.length;
      const result = await axe.run(document, {resultTypes: ['violations']});
      // The observer reports the scan a little later (later still on a busy machine).
      for (let i = 0; i < 30 && window.__longTasks.length === before; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.__longTasks.length = before;
      return result;
    }""")
    return [f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes'][:3]]}"
            for v in result["violations"] if v["impact"] in ("serious", "critical")]


def announced(page) -> str:
    return page.get_by_test_id("announcer").inner_text()


#: A picture that is not blank: how many distinct colours its pixels hold.
COLOURS_DRAWN = """(canvas) => {
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const seen = new Set();
  for (let i = 0; i < data.length; i += 16) seen.add(data.slice(i, i + 4).join());
  return seen.size;
}"""


def how_to_with_pictures(page, site, query: str, title: str, parts, pictures: int,
                         colours: int):
    """Open the game's ? panel at its first human turn: its how-to, titled `title`, shows each
    of `parts` and `pictures` pictures, each labelled and drawn (more than `colours` colours
    on it). The how-to."""
    open_game(page, site, query)
    wait_for(page, "human")
    page.keyboard.press("?")
    how = page.get_by_test_id("how-to")
    how.wait_for()
    assert title in how.inner_text()
    for part in parts:
        assert how.get_by_test_id(f"howto-{part}").is_visible(), part
    drawn = how.get_by_test_id("howto-picture")
    assert drawn.count() == pictures
    for i in range(pictures):
        assert drawn.nth(i).evaluate(COLOURS_DRAWN) > colours
        assert drawn.nth(i).get_attribute("aria-label")
    return how


def guide_says(page, words: str) -> None:
    page.wait_for_function("(w) => document.getElementById('guide-text').textContent.includes(w)",
                           arg=words)


def guided_game(page, site, drv, game: str) -> dict:
    """Open `game` on a first visit and take the guide it offers: the first human turn."""
    open_game(page, site, game)
    s = wait_for(page, "human", timeout=drv.STEP_TIMEOUT)
    page.get_by_test_id("guide-offer").click()
    return s


def guided_turns(page, drv, *sayings: str) -> None:
    """For each saying: play a human turn by clicks (`drv.play_turn`), then wait for the guide
    to say it at the next one."""
    for words in sayings:
        drv.play_turn(page)
        wait_for(page, "human", timeout=drv.STEP_TIMEOUT)
        guide_says(page, words)


def touch_phone(browser, watch, width: int = 390, height: int = 844, **options):
    """A browser context like a touch phone with a 3x screen (pointer: coarse), `width` ×
    `height` CSS pixels; `options` are Playwright's (a locale...)."""
    return open_context(browser, watch, viewport={"width": width, "height": height},
                        is_mobile=True, has_touch=True, device_scale_factor=3, **options)


@pytest.fixture
def context(browser, watch):
    """A 390 × 844 touch phone; the harness's `page` fixture (and its checks) use it."""
    ctx = touch_phone(browser, watch)
    yield ctx
    ctx.close()
