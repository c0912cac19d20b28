"""Controls beyond plain clicks: drag and drop, flip, the new-game dialog, the language switch."""

import json
from pathlib import Path

import pytest

from conftest import plain_context
from genial_driver import best, select_tile
from shell_driver import open_game, state, wait_for

WEB = Path(__file__).resolve().parents[2] / "web"
#: The page's locales and each game's.
LOCALES = [WEB / "locales", *sorted(WEB.glob("*/locales"))]


@pytest.mark.parametrize("folder", LOCALES, ids=lambda p: p.relative_to(WEB).as_posix())
def test_every_locale_has_exactly_the_strings_of_english(folder):
    en = json.loads((folder / "en.json").read_text())
    locales = {path.stem: json.loads(path.read_text()) for path in folder.glob("*.json")}
    assert set(locales) >= {"en", "fr", "de", "nl"}
    for name, strings in locales.items():
        assert set(strings) == set(en), name
        assert all(text.strip() for text in strings.values()), name


def test_flip_then_drag_and_drop_a_tile(page, site):
    open_game(page, site, "?players=2&seats=human,ai-beginner&seed=5")
    before = wait_for(page, "human")
    index = next(i for i, (a, b) in enumerate(before["hand"]) if a != b)
    tile = select_tile(page, index)["tile"]
    page.keyboard.press("f")
    page.wait_for_function("(t) => window.genial.state().selection.tile.join() === t",
                           arg=",".join(tile[::-1]))
    page.get_by_test_id("flip").click()
    page.wait_for_function("(t) => window.genial.state().selection.tile.join() === t",
                           arg=",".join(tile))

    option = best(state(page)["selection"]["options"])
    a, b = (page.evaluate("([q, r]) => window.genial.cellCenter(q, r)", c)
            for c in (option["first"], option["second"]))
    # Drop inside the first cell, on the side of the second: the tile goes across both.
    drop = (a["x"] + 0.3 * (b["x"] - a["x"]), a["y"] + 0.3 * (b["y"] - a["y"]))
    box = page.get_by_test_id("hand-tile").nth(index).bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(*drop, steps=12)
    page.get_by_test_id("preview").wait_for(state="visible")
    page.mouse.up()
    after = wait_for(page, "human", "swap", "over")
    placed = {(c["q"], c["r"]): c["colour"] for c in after["board"]}
    assert placed[tuple(option["first"])] == tile[0]
    assert placed[tuple(option["second"])] == tile[1]


def test_new_game_dialog_and_language_switch(page, site):
    page.add_init_script("Object.defineProperty(navigator, 'languages', {get: () => ['fr-FR']})")
    open_game(page, site)  # no parameters, nothing saved: you against one computer
    first = wait_for(page, "human")
    assert first["players"] == 2 and first["seats"][0] == "human"
    assert first["lang"] == "fr" and "À vous" in page.locator("#status").inner_text()

    page.locator("#new-game").click()
    dialog = page.get_by_test_id("new-dialog")
    dialog.get_by_label("3").check()
    assert dialog.get_by_test_id("seat-select").count() == 3
    dialog.get_by_test_id("start").click()
    page.wait_for_function("window.genial.state().players === 3")  # the old game was "human" too
    three = wait_for(page, "human")
    assert three["players"] == 3 and three["seats"][0] == "human"

    page.locator("#lang").select_option("en")
    page.wait_for_function("window.genial.state().lang === 'en'")
    assert page.locator("#status").inner_text() == "Your turn"
    assert "Player" not in page.get_by_test_id("score-card").nth(0).inner_text()


def test_touch_first_tap_previews_second_tap_places(browser, watch, site):
    context = plain_context(browser, viewport={"width": 800, "height": 900}, has_touch=True,
                            is_mobile=True, reduced_motion="reduce")
    context.on("request", watch.request)
    page = context.new_page()
    try:
        open_game(page, site, "?players=2&seats=human,ai-beginner&seed=5")
        before = wait_for(page, "human")
        page.get_by_test_id("hand-tile").nth(0).tap()
        page.wait_for_function("window.genial.state().selection?.options.length > 0")
        option = best(state(page)["selection"]["options"])
        first, second = (page.evaluate("([q, r]) => window.genial.cellCenter(q, r)", c)
                         for c in (option["first"], option["second"]))
        page.touchscreen.tap(first["x"], first["y"])
        page.touchscreen.tap(second["x"], second["y"])
        page.get_by_test_id("preview").wait_for(state="visible")
        assert state(page)["board"] == before["board"]  # previewed, not placed
        page.touchscreen.tap(second["x"], second["y"])
        after = wait_for(page, "human", "swap", "over")
        assert len(after["board"]) > len(before["board"])
        assert watch.foreign == []
    finally:
        context.close()
