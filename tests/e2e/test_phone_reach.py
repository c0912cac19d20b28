"""Every game on a 390 × 844 touch phone, played by taps: after each step of a turn — the first
turn and later ones, Génial's first cells all round the board included — every cell the engine
allows for the next tap is where a finger can tap it (phone_driver.assert_in_reach), and a
zoom the page chose goes back once the turn is done. Also on the phone: History and Analysis
with their titles, Close, replay bar and chart in reach, a computer's whole name in the header,
and Qwirkle's Fit showing a wide late table whole."""

import json
import random

import pytest

import blokus
import blokus_driver as b
import genial
import genial_scenarios as scenarios
import ginnyo_driver as g
import qwirkle_driver as q
import qwirkle_scenarios
from genial_driver import best
from phone_driver import assert_in_reach, tap_cell, where
from shell_driver import (
    context,  # noqa: F401 - the 390 × 844 touch phone
    open_game,
    state,
    wait_for,
)
from test_shell_saving import link

TURNS = 3  # the opening, then two turns on a board the computer has played on too


def next_turn(page) -> dict:
    """Wait for the human's turn (keeping Génial's tiles when a swap is offered)."""
    s = wait_for(page, "human", "swap")
    if s["awaiting"] == "swap":
        page.get_by_test_id("keep").tap()
        s = wait_for(page, "human")
    return s


def genial_turn(page, turn: int) -> None:
    """A tile, a first cell, its partner (tapped twice: a preview, then the placement)."""
    covered = len(state(page)["board"])
    page.get_by_test_id("hand-tile").nth(0).tap()
    page.wait_for_function("window.genial.state().selection?.options.length > 0")
    options = state(page)["selection"]["options"]
    assert_in_reach(page, {tuple(o["first"]) for o in options}, f"turn {turn}: the first cells")
    option = best(options)
    tap_cell(page, option["first"])
    page.wait_for_function("(c) => String(window.genial.state().selection?.first) === String(c)",
                           arg=option["first"])
    partners = [o["second"] for o in options if o["first"] == option["first"]]
    assert_in_reach(page, partners, f"turn {turn}: the partners of {option['first']}")
    tap_cell(page, option["second"])
    page.wait_for_timeout(50)
    tap_cell(page, option["second"])
    page.wait_for_function("(n) => window.genial.state().board.length > n", arg=covered)


def hinted_cells(page) -> list:
    """Ask for a hint and tap the hand's first tile it places: the hint's cells ([x, y] from
    its notation `tile@x,y ...`; none when it gives tiles back), the tile let go again."""
    page.get_by_test_id("hint").tap()
    page.wait_for_function("window.genial.state().hint !== null")
    hint = state(page)["hint"]
    cells = [[int(n) for n in token.split("@")[1].split(",")]
             for token in hint.split() if "@" in token]
    if cells:
        tile = page.locator(".hand-tile.hinted").first
        tile.tap()
        page.wait_for_function("window.genial.state().selection !== null")
        assert_in_reach(page, cells + q.settled(page)["selection"]["cells"], f"the hint {hint}")
        tile.tap()
        page.wait_for_function("window.genial.state().selection === null")
    return cells


def grid_turn(fitting, give_back):
    """Qwirkle's or Ginny-O's turn: tiles tapped onto highlighted cells while any fits, then
    Confirm (or the tiles given back when none fits); on the second turn a hint first, its
    cells in reach once its tile is chosen."""
    def turn_by_taps(page, turn: int) -> None:
        if turn == 1:
            hinted_cells(page)
        s = q.settled(page)
        while (index := fitting(s)) is not None and s["hand"][index] != g.JOKER:
            page.get_by_test_id("hand-tile").nth(index).tap()
            page.wait_for_function("(i) => window.genial.state().selection?.index === i", arg=index)
            s = q.settled(page)
            cells = s["selection"]["cells"]
            assert_in_reach(page, cells, f"turn {turn}: tile {index}'s cells")
            tap_cell(page, cells[0])
            page.wait_for_function("(n) => window.genial.state().staged.length === n",
                                   arg=len(s["staged"]) + 1)
            s = q.settled(page)
        if not s["staged"]:
            give_back(page)
            return
        page.get_by_test_id("confirm").tap()
        q.after_decision(page, s["decisions"])
    return turn_by_taps


def blokus_turn(page, turn: int) -> None:
    """A piece from the tray, turned until it fits, tapped onto a place the engine lists, Place."""
    s = b.choose_piece(page)
    sel = s["selection"]
    targets = sel["targets"][sel["orientation"]]
    assert_in_reach(page, targets, f"turn {turn}: where {sel['piece']} may go")
    tap_cell(page, targets[0])
    page.wait_for_function("window.genial.state().selection?.pinned")
    page.get_by_test_id("confirm").tap()
    b.after_decision(page, s["decisions"])


GAMES = {
    "genial": ("?players=2&seats=human,ai-beginner&seed=5", genial_turn),
    "qwirkle": (q.GAME, grid_turn(q.fitting, q.trade_first)),
    "blokus": (b.FOUR, blokus_turn),
    "ginnyo": (g.GAME, grid_turn(g.fitting, g.discard_first)),
}


def zoom_chosen(page) -> bool:
    """Whether the page shows the board zoomed by itself (Génial's and Blokus's Zoom button
    pressed; the grid games' Fit button not)."""
    zoom = page.locator("[data-testid=zoom]:visible, [data-testid=fit]:visible").first
    pressed = zoom.get_attribute("aria-pressed") == "true"
    return pressed if zoom.get_attribute("data-testid") == "zoom" else not pressed


@pytest.mark.parametrize("game", list(GAMES))
def test_every_cell_to_tap_next_is_in_a_fingers_reach(page, site, game):
    query, play_turn = GAMES[game]
    open_game(page, site, query)
    for turn in range(TURNS):
        next_turn(page)
        assert not zoom_chosen(page), f"turn {turn} starts zoomed"
        play_turn(page, turn)
    next_turn(page)
    assert not zoom_chosen(page), "the zoom the page chose stays after the turn"
    if game in PANNED:
        pan_over_the_buttons(page, PANNED[game])


#: Ginny-O's first tile with cells: its zoom buttons lie in the board's box, under the canvas.
PANNED = {"ginnyo": g.fitting}


def pan_over_the_buttons(page, fitting) -> None:
    """A tile chosen, the board dragged up and left by a finger's pan: no cell drawn on the
    canvas (where a player sees it) lies under the zoom buttons."""
    index = fitting(q.settled(page))
    page.get_by_test_id("hand-tile").nth(index).tap()
    page.wait_for_function("(i) => window.genial.state().selection?.index === i", arg=index)
    cells = q.settled(page)["selection"]["cells"]
    box = page.locator("#board").bounding_box()
    for dx, dy in ((0, -120), (-120, 0), (0, -120)):
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x + dx, y + dy, steps=6)
        page.mouse.up()
        drawn = [p for p in where(page, cells) if box["x"] <= p["x"] <= box["x"] + box["width"]
                 and box["y"] <= p["y"] <= box["y"] + box["height"]]
        assert all(p["board"] for p in drawn), [p for p in drawn if not p["board"]]


#: Whether a finger at the centre of each element (a selector) touches it (or what is in it),
#: inside the window; and the element's box.
_TOUCHES = """(selectors) => selectors.map((s) => {
  const el = document.querySelector(s), r = el.getBoundingClientRect();
  const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
  const inside = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
  const hit = inside && document.elementFromPoint(x, y);
  return {s, ok: Boolean(hit && el.contains(hit)), top: r.top, bottom: r.bottom, width: r.width};
})"""


def touchable(page, *selectors: str) -> dict:
    """Each selector's element: whether a finger can touch it, and its box."""
    return {p["s"]: p for p in page.evaluate(_TOUCHES, list(selectors))}


def test_history_and_analysis_fit_a_phone(page, site):
    """History opens on the newest move, its title and Close in reach too (not under the hand
    bar), and leaves the replay bar, the entry replayed and its move in view; the analysis
    takes the sheet's width, its chart whole in the window."""
    open_game(page, site, GAMES["genial"][0])
    for turn in range(2):
        next_turn(page)
        genial_turn(page, turn)
    next_turn(page)
    record = page.evaluate("JSON.parse(localStorage.getItem('genial.save'))")
    moves = [genial.parse_move(m) for m in record["decisions"]]
    page.get_by_test_id("history-button").tap()
    page.get_by_test_id("history-entry").last.wait_for()
    newest = f"[data-testid=history-entry][data-count='{len(moves)}']"
    assert page.evaluate("(p => p.scrollHeight > p.clientHeight)"
                         "(document.getElementById('history-panel'))")  # more than it shows
    parts = touchable(page, "#history-panel h2", "#history-close", newest)
    assert all(p["ok"] for p in parts.values()), parts
    for entry in (0, 1, 2):
        page.get_by_test_id("history-entry").nth(entry).tap()
        page.wait_for_function("(n) => window.genial.state().replay === n", arg=entry + 1)
        parts = touchable(page, "#history-panel h2", "#history-close", "#replay-prev",
                          "#replay-exit", "#history-list .current")
        assert all(p["ok"] for p in parts.values()), (entry, parts)
        assert_in_reach(page, moves[entry].cells, f"history entry {entry + 1}'s move")
    page.get_by_test_id("history-close").tap()
    page.get_by_test_id("history-panel").wait_for(state="hidden")
    open_game(page, site, saved=scenarios.record_after(4))  # a finished game, to analyse
    page.get_by_test_id("end-analyse").tap()
    page.get_by_test_id("analysis-point").first.wait_for(timeout=120_000)
    parts = touchable(page, "#analysis-panel h2", "#analysis-close", "#analysis-graph")
    assert all(p["ok"] for p in parts.values()), parts
    graph = parts["#analysis-graph"]
    assert graph["top"] >= 0 and graph["bottom"] <= page.locator(".hand-bar").bounding_box()["y"]
    assert graph["width"] >= 0.8 * 390, graph  # the phone's width, not squeezed


#: Whether the header's status shows its whole text (no ellipsis), the header its own height.
_WHOLE_STATUS = """(text) => {
  const status = document.getElementById('status'), top = document.querySelector('.top');
  const height = top.offsetHeight;
  status.textContent = text;
  return {whole: status.scrollWidth <= status.clientWidth
    && status.scrollHeight <= status.clientHeight + 1
    && status.getBoundingClientRect().bottom <= top.getBoundingClientRect().bottom,
    same: top.offsetHeight === height};
}"""


def test_the_header_says_a_computers_name_whole_on_a_phone(page, site):
    open_game(page, site, "?players=3&seats=human,ai-expert,ai-intermediate&seed=5")
    wait_for(page, "human")
    # The longest a status with a seat's name gets, in English and French (the page's words).
    for text in ("Computer 2 (intermediate) is thinking…",
                 "Ordinateur 3 (intermédiaire) réfléchit…", "Computer 2 (expert) has played"):
        assert page.evaluate(_WHOLE_STATUS, text) == {"whole": True, "same": True}, text


def wide(game) -> bool:
    """A table 24 columns wide: wider than a phone shows at 14 px a cell beside the buttons."""
    xs = [x for x, _ in game.board]
    return bool(xs) and max(xs) - min(xs) >= 23


def test_fit_shows_a_wide_qwirkle_table_whole_on_a_phone(page, site):
    open_game(page, link(site, qwirkle_scenarios.find(wide, seeds=range(1, 60))))
    s = wait_for(page, "human")
    assert page.get_by_test_id("fit").get_attribute("aria-pressed") == "true"
    box = page.locator("#board").bounding_box()
    half = q.settled(page)["camera"]["size"] / 2 - 0.5  # px: a cell's half, less rounding
    for p in where(page, [[c["x"], c["y"]] for c in s["board"]]):  # each tile whole on the canvas
        assert p["board"], p
        assert box["x"] <= p["x"] - half and p["x"] + half <= box["x"] + box["width"], p


def test_new_game_and_help_keep_their_buttons_in_reach_on_a_phone(page, site):
    """New game with four seats: Cancel and Start in reach without scrolling, and opened again
    after being left scrolled down, it starts at its title; the help: Close in reach at once and
    wherever it is read, and no keyboard keys on a touch screen."""
    open_game(page, site, GAMES["genial"][0])
    wait_for(page, "human")
    page.locator("#new-game").tap()
    dialog = page.get_by_test_id("new-dialog")
    dialog.locator("input[name=players][value='4']").tap()
    page.wait_for_function("document.querySelectorAll('[data-testid=seat-select]').length === 4")
    parts = touchable(page, "#new-dialog h2", "#new-cancel", "[data-testid=start]")
    assert all(p["ok"] for p in parts.values()), parts
    page.evaluate("document.getElementById('new-dialog').scrollTop = 10_000")
    page.locator("#new-cancel").tap()
    page.locator("#new-game").tap()
    dialog.wait_for()
    parts = touchable(page, "#new-dialog h2", "#new-cancel", "[data-testid=start]")
    assert all(p["ok"] for p in parts.values()), parts
    page.locator("#new-cancel").tap()
    page.get_by_test_id("help").tap()
    page.get_by_test_id("how-to").wait_for()
    assert page.evaluate("document.getElementById('help-dialog').scrollHeight") > 1200  # scrolls
    assert touchable(page, "#help-close")["#help-close"]["ok"]
    for at in (800, 10_000):
        page.evaluate("(y) => { document.getElementById('help-dialog').scrollTop = y; }", at)
        assert touchable(page, "#help-close")["#help-close"]["ok"], at
    assert not page.locator("#help-keys").is_visible()
    page.locator("#help-close").tap()
    page.get_by_test_id("help-dialog").wait_for(state="hidden")


#: Whether a finger at each corner of the board's canvas (just inside it) touches the canvas.
_BOARD_CORNERS = """() => {
  const r = document.getElementById('board').getBoundingClientRect();
  return [[r.left + 3, r.top + 3], [r.right - 3, r.top + 3], [r.left + 3, r.bottom - 3],
    [r.right - 3, r.bottom - 3]].map(([x, y]) => document.elementFromPoint(x, y)?.id ?? null);
}"""


def finished_duo() -> dict:
    """A Blokus Duo game played to its end (a seeded random policy), seat 0 human."""
    game, chance = blokus.new_game(variant="duo", seed=3), random.Random(1)
    while not game.over:
        game.play(chance.choice(game.legal_moves()))
    game.meta["seats"] = ["human", "ai-beginner"]
    return game.to_record()


def test_blokus_analysis_shows_the_whole_board_above_the_sheet(page, site):
    """Blokus's tray is a third of a phone's height: while the analysis is open the board still
    shows whole between the header and the sheet, before and while a position is replayed."""
    saved = json.dumps(json.dumps(finished_duo()))
    page.add_init_script(f"localStorage.setItem('blokus.save', {saved})")
    open_game(page, site, "?game=blokus")
    page.get_by_test_id("end-analyse").tap()
    page.get_by_test_id("analysis-point").first.wait_for(timeout=120_000)
    assert page.evaluate(_BOARD_CORNERS) == ["board"] * 4
    page.get_by_test_id("analysis-point").first.tap()
    page.wait_for_function("window.genial.state().replay !== null")
    assert page.evaluate(_BOARD_CORNERS) == ["board"] * 4
