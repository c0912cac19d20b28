"""Qwirkle and Ginny-O on a 390 × 844 touch phone: once a hand tile is tapped, the board zooms
by itself onto where it may go — the highlighted cells a finger can tap (44 px at least),
centred on the screen, the busiest part near the latest tiles when they do not all fit — and
stays on the staged tiles; a tap stages, Confirm plays (the engine has the tiles), and the
next turn starts on the whole board. "Fit" / "Whole board" gives the whole view back, and a
zoom by hand takes over. With a mouse (1280 × 800) nothing of this happens: the view fits the
whole table as before."""

import pytest

import ginnyo_driver as g
import qwirkle_driver as q
from conftest import open_context
from shell_driver import (
    context,  # noqa: F401 - the 390 × 844 touch phone (pointer: coarse)
    open_game,
    state,
    wait_for,
)

TAP = 44  # px: the smallest cell a finger can tap
#: Each game's page, its driver's first tile with cells and its way to give tiles back.
GAMES = {"qwirkle": (q.GAME, q.fitting, q.trade_first),
         "ginnyo": (g.GAME, g.fitting, g.discard_first)}

#: Where each of the cells [[x, y]] is in the window, and whether a finger can tap it there:
#: on the board's canvas, not under the zoom buttons.
_TAPPABLE = """(cells) => {
  const canvas = document.getElementById('board').getBoundingClientRect();
  const tools = document.querySelector('.view-tools').getBoundingClientRect();
  const within = (r, x, y) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
  return cells.map(([cx, cy]) => {
    const c = window.genial.cellCenter(cx, cy);
    const [x, y] = [c.x - scrollX, c.y - scrollY];
    return {x, y, cell: [cx, cy], ok: within(canvas, x, y) && !within(tools, x, y)};
  });
}"""


def tappable(page, cells: list) -> list[dict]:
    return [p for p in page.evaluate(_TAPPABLE, cells) if p["ok"]]


def fit_pressed(page) -> bool:
    return page.get_by_test_id("fit").get_attribute("aria-pressed") == "true"


def shows_the_whole(page, s: dict, game: str) -> bool:
    """Whether the whole table is in view with the selected tile's cells (Ginny-O: the whole
    board, its far corners)."""
    if game == "ginnyo":
        cells = [[0, 0], [16, 16]]
    else:
        cells = [[c["x"], c["y"]] for c in s["board"]] + (s["selection"] or {"cells": []})["cells"]
    return len(tappable(page, cells)) == len(cells)


def tap_tile(page, index: int) -> dict:
    """Tap a hand tile and wait for its cells to be highlighted (the board has moved then)."""
    page.get_by_test_id("hand-tile").nth(index).tap()
    page.wait_for_function("(i) => window.genial.state().selection?.index === i", arg=index)
    return q.settled(page)


def stage_by_taps(page, fitting) -> dict:
    """Tap tiles and highlighted cells while a tile has cells, checking after each tap that
    the board shows them with cells a finger can tap. Returns the state at the end."""
    s = q.settled(page)
    while (index := fitting(s)) is not None:
        if s["hand"][index] == g.JOKER:
            break  # the joker asks what it stands for: test_ginnyo_game's
        s = tap_tile(page, index)
        cells = s["selection"]["cells"]
        assert s["camera"]["size"] >= TAP, s["camera"]
        assert not fit_pressed(page)  # the view is the focus, not the whole board
        points = tappable(page, cells)
        assert points, ("no highlighted cell a finger can reach", cells, s["camera"])
        staged = [[c["x"], c["y"]] for c in s["staged"]]
        assert len(tappable(page, staged)) == len(staged)  # the staged tiles stay in view
        page.touchscreen.tap(points[0]["x"], points[0]["y"])
        page.wait_for_function("(n) => window.genial.state().staged.length === n",
                               arg=len(staged) + 1)
        s = q.settled(page)
        assert points[0]["cell"] in [[c["x"], c["y"]] for c in s["staged"]]
        assert s["camera"]["size"] >= TAP
    return s


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_phone_zooms_onto_the_play_and_plays_by_taps(page, site, game):
    query, fitting, give_back = GAMES[game]
    open_game(page, site, query)
    wait_for(page, "human")
    wholes = []
    for turn in range(3):
        s = q.settled(page)
        wholes.append(s["camera"]["size"])
        assert fit_pressed(page) and s["camera"]["following"]  # a turn starts on the whole
        s = stage_by_taps(page, fitting)
        if not s["staged"]:
            give_back(page)
            continue
        if turn == 0:  # the opening's cells are few: all of them in view, as the staged tiles
            everything = [[c["x"], c["y"]] for c in s["staged"]]
            everything += [c for cells in s["cells"].values() for c in cells]
            points = tappable(page, everything)
            assert len(points) == len(everything)
            # ...and centred: their middle is within a cell of the canvas's (the zoom
            # buttons' side is kept free, half a cell at most).
            box = page.locator("#board").bounding_box()
            for axis, side in (("x", "width"), ("y", "height")):
                middle = (min(p[axis] for p in points) + max(p[axis] for p in points)) / 2
                assert abs(middle - box[axis] - box[side] / 2) < s["camera"]["size"], axis
        assert s["complete"], s
        page.get_by_test_id("confirm").tap()
        q.after_decision(page, s["decisions"])
        wait_for(page, "human")
        board = {(c["x"], c["y"]) for c in state(page)["board"]}
        assert {(c["x"], c["y"]) for c in s["staged"]} <= board  # the engine played them
    assert min(wholes) < TAP, wholes  # the whole view's cells were too small for a finger


@pytest.mark.parametrize("game", sorted(GAMES))
def test_whole_board_and_a_zoom_by_hand_take_over(page, site, game):
    query, fitting, _ = GAMES[game]
    open_game(page, site, query)
    wait_for(page, "human")
    s = q.settled(page)
    whole = s["camera"]["size"]
    first = fitting(s)
    s = tap_tile(page, first)
    assert s["camera"]["size"] >= TAP and not fit_pressed(page)
    page.get_by_test_id("fit").tap()  # the whole view again, the tile still selected
    page.wait_for_function("document.querySelector('[data-testid=fit]').ariaPressed === 'true'")
    s = q.settled(page)
    assert s["selection"]["index"] == first
    assert shows_the_whole(page, s, game) and s["camera"]["size"] <= whole
    # Staging a tile is a new play: the board zooms in on it again.
    cell = s["selection"]["cells"][0]
    point = tappable(page, [cell])[0]
    page.touchscreen.tap(point["x"], point["y"])
    page.wait_for_function("window.genial.state().staged.length === 1")
    s = q.settled(page)
    assert s["camera"]["size"] >= TAP and not fit_pressed(page)
    # Zoomed out by hand, the view is the player's: selecting a tile moves it no more.
    page.get_by_test_id("zoom-out").tap()
    page.wait_for_function("!window.genial.state().camera.following")
    size = q.settled(page)["camera"]["size"]
    if (index := fitting(s)) is not None:
        tap_tile(page, index)
    page.get_by_test_id("take-back").tap()
    page.wait_for_function("window.genial.state().staged.length === 0")
    assert q.settled(page)["camera"]["size"] == size


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_mouse_keeps_the_whole_view(browser, watch, site, game):
    """At 1280 × 800 with a mouse, selecting a tile does not zoom: the Fit button stays
    pressed and the whole table (Ginny-O: board) stays in view at the size it had."""
    ctx = open_context(browser, watch)
    page = ctx.new_page()
    page.on("pageerror", lambda err: watch.errors.append(f"pageerror: {err}"))
    query, fitting, _ = GAMES[game]
    open_game(page, site, query)
    wait_for(page, "human")
    s = q.settled(page)
    before = s["camera"]["size"]
    s = q.select(page, fitting(s))
    assert fit_pressed(page) and shows_the_whole(page, s, game)
    if game == "ginnyo":
        assert s["camera"]["size"] == before < TAP
    ctx.close()
    assert watch.errors == []
