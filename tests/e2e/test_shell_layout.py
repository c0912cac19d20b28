"""The page's layout and feedback, played as a person (issue 13): a header that keeps its
height, replay beside the panels, the hot-seat curtain, the Games dialog's words, the loading
card, keyboard placing, and the end screen's scores."""

from __future__ import annotations

import json

import genial_scenarios as scenarios
from conftest import open_context
from genial_driver import one_turn_in, play_turn
from shell_driver import open_game, state, wait_for

GAME = "?players=2&seats=human,ai-beginner&seed=5"
HOT_SEAT = "?players=2&seats=human,human&seed=5"

#: Every height the header takes, from the first frame on (window.__tops).
HEADER_HEIGHTS = """window.__tops = [];
document.addEventListener('DOMContentLoaded', () => new ResizeObserver(() => {
  window.__tops.push(document.querySelector('.top').offsetHeight);
}).observe(document.querySelector('.top')));"""


def box(page, selector: str) -> dict:
    return page.evaluate("(s) => { const r = document.querySelector(s).getBoundingClientRect();"
                         " return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; }",
                         selector)


def overlap(a: dict, b: dict) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] \
        and b["top"] < a["bottom"]


def test_the_header_keeps_one_height_through_computer_turns_and_languages(page, site):
    page.add_init_script(HEADER_HEIGHTS)
    open_game(page, site, GAME)
    wait_for(page, "human")
    height = page.evaluate("document.querySelector('.top').offsetHeight")
    for _ in range(3):  # each followed by the computer's turn ("… is thinking", "… has played")
        play_turn(page)
        wait_for(page, "human")
    assert set(page.evaluate("window.__tops")) == {height}
    for lang in ("de", "nl", "fr", "en"):
        page.locator("#lang").select_option(lang)
        page.wait_for_function("(l) => window.genial.state().lang === l", arg=lang)
        assert page.evaluate("document.querySelector('.top').offsetHeight") == height, lang
    play_turn(page)
    wait_for(page, "human")
    assert set(page.evaluate("window.__tops")) == {height}
    assert height < 100  # at 1280 px: logo, status and bag, tools; the site's games below


def test_replay_beside_the_history_keeps_the_board_clear_and_framed(page, site):
    one_turn_in(page, site, GAME)
    page.get_by_test_id("hint").click()
    page.wait_for_function("window.genial.state().hint !== null")
    assert "Hint" in page.get_by_test_id("message").inner_text()
    page.get_by_test_id("history-button").click()
    page.get_by_test_id("history-entry").first.click()
    page.wait_for_function("window.genial.state().replay === 1")
    bar, board = box(page, "#replay-bar"), box(page, "#board")
    assert not overlap(bar, board), (bar, board)
    assert not overlap(box(page, "#history-panel"), board)
    # The dashed frame is the board's hexagon, inside the canvas (no circle spilling past it).
    points = page.evaluate("""() => [...document.querySelector('#replay-frame polygon').points]
      .map((p) => [p.x, p.y])""")
    frame = box(page, "#replay-frame")
    assert len(points) == 6 and page.locator("#replay-frame").is_visible()
    assert all(0 <= x <= frame["right"] - frame["left"] and 0 <= y <= frame["bottom"] - frame["top"]
               for x, y in points)
    assert abs(frame["left"] - board["left"]) < 1 and abs(frame["top"] - board["top"]) < 1
    # The hint was about the game now, not this past position.
    assert "Hint" not in page.get_by_test_id("message").inner_text()
    assert state(page)["hint"] is None
    page.get_by_test_id("replay-exit").click()
    page.wait_for_function("window.genial.state().replay === null")
    assert not page.locator("#replay-frame").is_visible()


def test_the_curtain_names_the_next_player_and_leaves_the_header_usable(page, site):
    open_game(page, site, HOT_SEAT)
    wait_for(page, "curtain")
    page.get_by_test_id("curtain-go").click()
    wait_for(page, "human")
    play_turn(page)
    wait_for(page, "curtain")
    assert page.get_by_test_id("status").inner_text() == "Player 2's turn"
    assert "Player 2" in page.get_by_test_id("message").inner_text()
    assert page.locator("#curtain-title").inner_text() == "Pass the device to Player 2"
    page.get_by_test_id("help").click()  # the header works above the curtain
    page.get_by_test_id("help-dialog").wait_for(state="visible")
    page.locator("#help-close").click()
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("games-dialog").wait_for(state="visible")
    page.get_by_test_id("games-close").click()
    page.locator("#lang").select_option("fr")
    page.wait_for_function("window.genial.state().lang === 'fr'")
    assert page.locator("#curtain-title").inner_text() == "Passez l’appareil à Joueur 2"
    assert page.get_by_test_id("status").inner_text() == "Au tour de Joueur 2"
    assert page.get_by_test_id("hand-tile").count() == 0  # still hidden
    assert state(page)["awaiting"] == "curtain"
    page.locator("#new-game").click()  # a new game replaces it: its own curtain, for player 1
    page.get_by_test_id("start").click()
    page.wait_for_function("document.getElementById('curtain-title').textContent.includes('1')")
    assert page.get_by_test_id("curtain").is_visible()
    page.get_by_test_id("curtain-go").click()
    assert wait_for(page, "human")["to_move"] == 0


def test_the_games_dialog_speaks_plainly(page, site):
    open_game(page, site, GAME)
    play_turn(page)
    wait_for(page, "human")
    page.locator("#new-game").click()
    page.get_by_test_id("start").click()  # the first game goes to Past games
    wait_for(page, "human")
    page.get_by_test_id("games-button").click()
    paste = page.get_by_label("Or paste the text of a saved game")
    paste.fill("hello")
    page.get_by_test_id("import-paste").click()
    error = page.get_by_test_id("import-error")
    error.wait_for()
    page.wait_for_function("document.getElementById('import-error').textContent !== ''")
    assert error.inner_text().startswith("This is not a saved game")
    assert "Your game in progress is unchanged." in error.inner_text()
    past = page.get_by_test_id("past-games").locator("li")
    assert past.count() == 1
    assert past.first.evaluate("(li) => getComputedStyle(li).borderTopStyle") == "solid"


def test_a_finished_game_is_not_called_in_progress_and_its_scores_explain_themselves(page, site):
    open_game(page, site, saved=scenarios.record_after(4))
    wait_for(page, "over")
    page.locator("#end-close").click()
    assert page.get_by_test_id("bag").inner_text() == ""  # no "tiles in the bag" any more
    legend = page.get_by_test_id("score-legend")
    assert "lowest colour" in legend.inner_text() and "counts" in legend.inner_text()
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("import-text").fill(json.dumps({"format": "chess"}))
    page.get_by_test_id("import-paste").click()
    page.wait_for_function("document.getElementById('import-error').textContent !== ''")
    text = page.get_by_test_id("import-error").inner_text()
    assert text.startswith("This is not a saved game") and "in progress" not in text
    assert "finished game" in text


def test_the_team_tracks_middle_mark_is_explained(page, site):
    open_game(page, site, "?players=4&teams=1&seats=human,ai-beginner,ai-beginner,ai-beginner")
    wait_for(page, "human")
    assert "18, where the first track ends" in page.get_by_test_id("score-legend").inner_text()


def test_the_loading_card_is_centred_and_in_the_pages_language_from_the_start(browser, watch, site):
    ctx = open_context(browser, watch, locale="de-DE")
    ctx.add_init_script("""window.__loader = [];
      document.addEventListener('DOMContentLoaded', () => {
        const card = document.getElementById('loader').getBoundingClientRect();
        window.__first = {lang: document.documentElement.lang,
          title: document.getElementById('loader-title').textContent,
          x: card.left + card.width / 2, y: card.top + card.height / 2,
          english: getComputedStyle(document.querySelector('#new-game [data-i18n]')).visibility};
        new MutationObserver(() => window.__loader.push(
          document.getElementById('loader-text').textContent)).observe(
          document.getElementById('loader-text'),
          {childList: true, characterData: true, subtree: true});
      });""")
    page = ctx.new_page()
    try:
        page.goto(site)
        page.evaluate("window.genial.ready")
        first = page.evaluate("window.__first")
        assert first["lang"] == "de" and first["title"] == "Die Partie wird vorbereitet…"
        assert first["english"] == "hidden"  # no English button text before the strings came
        assert abs(first["x"] - 640) < 2 and abs(first["y"] - 400) < 2
        steps = page.evaluate("window.__loader")
        assert steps and all(s.startswith("Schritt ") for s in steps if s), steps
    finally:
        ctx.close()


def test_keys_place_a_tile_with_the_second_cells_highlighted_and_explained(page, site):
    open_game(page, site, GAME)
    wait_for(page, "human")
    page.get_by_test_id("board").focus()
    page.keyboard.press("1")
    page.wait_for_function("window.genial.state().selection?.options.length > 0")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.wait_for_function("window.genial.state().selection?.first !== null")
    selection = state(page)["selection"]
    message = page.get_by_test_id("message").inner_text()
    assert "Enter" in message and "arrows" in message and "click" not in message
    first = selection["first"]
    partners = [o["second"] for o in selection["options"] if o["first"] == first]
    assert len(partners) >= 2
    # Every second cell but the cursor's (which shows the tile) is tinted as for the mouse.
    for q, r in partners[1:]:
        pixel = page.evaluate("""([q, r]) => { const canvas = document.getElementById('board');
          const c = window.genial.cellCenter(q, r), box = canvas.getBoundingClientRect();
          const k = canvas.width / box.width;
          const x = (c.x - scrollX - box.left) * k, y = (c.y - scrollY - box.top) * k;
          return [...canvas.getContext('2d').getImageData(x + 6 * k, y, 1, 1).data]; }""", [q, r])
        red, green, blue, _ = pixel
        assert red > 200 and green > 170 and blue < 150, (q, r, pixel)  # the partner's amber
    page.keyboard.press("Enter")
    page.wait_for_function("window.genial.state().board.length > 0")


def test_a_phone_player_sees_their_scores_and_taps_big_cells_while_placing(browser, watch, site):
    ctx = open_context(browser, watch, viewport={"width": 390, "height": 844}, is_mobile=True,
                       has_touch=True, device_scale_factor=3)
    page = ctx.new_page()
    try:
        open_game(page, site, GAME)
        wait_for(page, "human")
        for button, label in (("theme", "Contrast"), ("zoom", "Zoom")):  # not only ◐, ⊕
            assert page.get_by_test_id(button).inner_text().strip().endswith(label)
        page.get_by_test_id("hand-tile").nth(0).tap()
        page.wait_for_function("window.genial.state().selection?.options.length > 0")
        now = state(page)

        def shown(cell):
            return page.evaluate("""([q, r]) => { const c = window.genial.cellCenter(q, r);
              const box = document.getElementById('board-wrap').getBoundingClientRect();
              const [x, y] = [c.x - scrollX, c.y - scrollY];
              return x > box.left && x < box.right && y > box.top && y < box.bottom ? {x, y} : null;
            }""", cell)

        def spacing():
            return page.evaluate("""() => { const a = window.genial.cellCenter(0, 0),
              b = window.genial.cellCenter(1, 0); return Math.hypot(a.x - b.x, a.y - b.y); }""")
        # The board zoomed by itself no further than shows every first cell (round the edge),
        # centred on them.
        firsts = [o["first"] for o in now["selection"]["options"]]
        assert all(shown(cell) for cell in firsts)
        middle = page.evaluate("""(cells) => {
          const ps = cells.map(([q, r]) => window.genial.cellCenter(q, r));
          const box = document.getElementById('board-wrap').getBoundingClientRect();
          const mid = (k) => {
            const vs = ps.map((p) => p[k]);
            return (Math.min(...vs) + Math.max(...vs)) / 2; };
          return [mid('x') - scrollX - (box.left + box.width / 2),
                  mid('y') - scrollY - (box.top + box.height / 2)]; }""", firsts)
        assert abs(middle[0]) < spacing() and abs(middle[1]) < spacing(), middle
        # Your six markers in a strip above the hand, in view while you place.
        strip = page.get_by_test_id("score-strip")
        strip_box = strip.bounding_box()
        assert strip.is_visible() and strip_box["y"] + strip_box["height"] <= 844
        values = [int(v.split()[-1]) for v in strip.locator(".chip").all_inner_texts()]
        assert values == list(now["scores"][0].values())
        # A tap on a legal cell zooms onto its partners, cells a finger apart; the neighbour
        # tapped twice places the tile (no panning needed).
        option = now["selection"]["options"][0]
        covered = len(now["board"])
        point = shown(option["first"])
        page.touchscreen.tap(point["x"], point["y"])
        page.wait_for_function("window.genial.state().selection?.first !== null")
        assert spacing() >= 44, spacing()
        for cell in (option["second"], option["second"]):
            point = shown(cell)
            page.touchscreen.tap(point["x"], point["y"])
        page.wait_for_function("(n) => window.genial.state().board.length > n", arg=covered)
        wait_for(page, "human")
        # The history sheet leaves the board and the replay's steps in view.
        page.get_by_test_id("history-button").tap()
        page.get_by_test_id("history-entry").first.tap()
        page.wait_for_function("window.genial.state().replay === 1")
        for selector in ("#board", "#replay-next", "#replay-exit"):
            hit = page.evaluate("""(s) => {
              const r = document.querySelector(s).getBoundingClientRect();
              const x = r.left + r.width / 2, y = Math.max(r.top, 0) + 20;
              return document.elementFromPoint(x, y)?.closest(s) !== null; }""", selector)
            assert hit, selector
        page.get_by_test_id("replay-next").tap()
        page.wait_for_function("window.genial.state().replay === 2")
    finally:
        ctx.close()
