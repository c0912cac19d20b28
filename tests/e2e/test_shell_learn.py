"""A newcomer reads the moves: the history, the hint and replay show a decision as its tile
(a picture drawn by the game) with its points and a sentence naming its colours and what it
lies next to, never the engine's notation; hovering or focusing an entry frames its cells; the
hint's tile is framed on the board and marked in the hand; undo gives the hand back as it was.
Driven by clicks and keys like a player, in Génial and Qwirkle."""

import json
import re

import genial
import ginnyo_driver as g
import qwirkle_driver as q
from genial_driver import one_turn_in, play_turn
from shell_driver import (
    axe_faults,
    guide_says,
    guided_game,
    guided_turns,
    how_to_with_pictures,
    open_game,
    state,
    wait_for,
)
from tabletop import games

GAME = "?players=2&seats=human,ai-beginner&seed=5"
#: Engine notation: a placement ("red-blue@0,-4:1,-4", "red-star4@4,0") or a trade.
NOTATION = re.compile(r"[a-z0-9]+-[a-z0-9]+@-?\d|\btrade [a-z]+-")


def history_entries(page):
    page.get_by_test_id("history-button").click()
    entries = page.get_by_test_id("history-entry")
    entries.first.wait_for()
    return entries


def readable(text: str) -> bool:
    return not NOTATION.search(text)


def genial_decisions(page) -> list[str]:
    """The decisions of the game in progress, from the record the page saved."""
    record = json.loads(page.evaluate("localStorage.getItem('genial.save')"))
    return genial.from_record(record).decisions


def cells_of(decision: str) -> list[list[int]]:
    return [list(c) for c in genial.parse_move(decision).cells]


def test_genial_history_shows_tiles_and_words_and_frames_the_cells(page, site):
    one_turn_in(page, site, GAME)
    entries = history_entries(page)
    assert entries.count() == 2
    first = entries.first
    assert readable(first.inner_text()) and first.locator(".move-tile > svg").count() == 1
    spoken = first.locator(".sr").inner_text()
    assert "next to the printed" in spoken and "point" in spoken, spoken
    assert axe_faults(page) == []
    # Hover frames the entry's cells on the board; leaving clears the frame; focus does too.
    decisions = genial_decisions(page)
    first.hover()
    page.wait_for_function("window.genial.state().outline.length === 2")
    assert sorted(state(page)["outline"]) == sorted(cells_of(decisions[0]))
    page.mouse.move(5, 5)
    page.wait_for_function("window.genial.state().outline.length === 0")
    entries.nth(1).focus()
    page.wait_for_function("window.genial.state().outline.length === 2")
    assert sorted(state(page)["outline"]) == sorted(cells_of(decisions[1]))
    # Replay names the move in words.
    first.click()
    page.wait_for_function("window.genial.state().replay === 1")
    replay_text = page.locator("#replay-text").inner_text()
    assert readable(replay_text) and "next to" in replay_text
    page.get_by_test_id("replay-exit").click()
    page.wait_for_function("window.genial.state().replay === null")


def test_genial_entries_are_said_in_each_language(page, site):
    one_turn_in(page, site, GAME)
    for lang, words in (("fr", "symbole imprimé"), ("de", "aufgedrucktes Symbol"),
                        ("nl", "gedrukt symbool"), ("en", "the printed")):
        page.select_option("#lang", lang)
        page.wait_for_function("(l) => window.genial.state().lang === l", arg=lang)
        entries = history_entries(page)
        page.wait_for_function("(w) => document.querySelector("
                               "'[data-testid=history-entry] .sr')?.textContent.includes(w)",
                               arg=words)
        assert readable(entries.first.inner_text())
        page.get_by_test_id("history-close").click()


def test_genial_hint_frames_its_tile_and_marks_it_in_the_hand(page, site):
    open_game(page, site, GAME)
    wait_for(page, "human")
    page.get_by_test_id("hint").click()
    page.wait_for_function("window.genial.state().hint !== null")
    message = page.get_by_test_id("message")
    assert "the expert would play" in message.inner_text() and readable(message.inner_text())
    assert message.locator(".move-tile > svg").count() == 1
    s = state(page)
    hint = page.evaluate("window.genial.state().ghost")
    assert len(s["outline"]) == 2 and hint["cells"] == s["outline"]  # framed on the board
    marked = page.locator("[data-testid=hand-tile].hinted")
    assert marked.count() == 1
    colours = marked.get_attribute("data-colours").split(",")
    assert sorted(colours) == sorted(hint["colours"])
    assert marked.get_attribute("aria-label").endswith(" — the tile of the hint")
    # The ghost stays while the pointer crosses the board and leaves it.
    page.get_by_test_id("board").hover()
    page.mouse.move(2, 2)
    assert page.evaluate("window.genial.state().ghost") == hint


def test_genial_undo_gives_the_hand_back_in_its_order(page, site):
    open_game(page, site, GAME)
    before = wait_for(page, "human")
    page.keyboard.press("3")  # the third tile, flipped, placed where it scores most
    page.wait_for_function("window.genial.state().selection?.options.length > 0")
    page.keyboard.press("f")
    page.wait_for_function("window.genial.state().selection?.tile[0] !== null")
    play_turn(page, 2)
    wait_for(page, "human")
    page.get_by_test_id("undo").click()
    page.wait_for_function("window.genial.state().board.length === 6")
    after = wait_for(page, "human")
    assert after["hand"] == before["hand"]
    shown = [b.get_attribute("data-colours").split(",")
             for b in page.get_by_test_id("hand-tile").all()]
    assert shown == before["hand"]
    page.keyboard.press("3")  # the digit keys name the same tiles as before
    page.wait_for_function("window.genial.state().selection?.index === 2")
    assert state(page)["selection"]["tile"] == before["hand"][2]


def test_qwirkle_history_and_hint_speak_of_tiles_not_notation(page, site):
    open_game(page, site, q.GAME)
    wait_for(page, "human")
    q.play_turn(page)
    wait_for(page, "human")
    page.get_by_test_id("hint").click()
    page.wait_for_function("window.genial.state().hint !== null")
    message = page.get_by_test_id("message").inner_text()
    assert "the expert would play" in message and readable(message)
    tiles = page.evaluate("window.genial.state().hint").split(" ")  # a placement: its tiles
    marked = page.locator("[data-testid=hand-tile].hinted")
    assert marked.count() == len(tiles)
    assert marked.first.get_attribute("aria-label").endswith(" — a tile of the hint")
    assert marked.first.locator(".hint-mark").text_content() == "hint"  # a mark in words
    entries = history_entries(page)
    for i in range(entries.count()):
        entry = entries.nth(i)
        assert readable(entry.inner_text()) and readable(entry.locator(".sr").inner_text())
    placed = entries.first
    assert placed.locator("svg.move-tiles").count() == 1
    assert "point" in placed.locator(".sr").inner_text()
    placed.hover()
    page.wait_for_function("window.genial.state().outline.length > 0")
    assert len(state(page)["outline"]) == len(q.game_of(page).decisions[0].split(" "))


#: Whether a control shows its whole text: a menu is as wide as its chosen option and arrow.
WHOLE_TEXT = """(e) => {
  const text = e.tagName === 'SELECT' ? e.selectedOptions[0].text : e.textContent.trim();
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = getComputedStyle(e).font;
  const arrow = e.tagName === 'SELECT' ? 24 : 0;
  return e.getBoundingClientRect().width >= ctx.measureText(text).width + arrow;
}"""

def test_how_to_play_genial_is_in_the_help_with_pictures_and_the_engines_points(page, site):
    parts = ("goal", "first", "lines", "bonus", "swap", "ranking", "solo", "teams")
    how = how_to_with_pictures(page, site, GAME, "How to play Génial", parts, 2,
                               20)  # cells, tiles, symbols
    lines = games.static_info(genial)["lessons"]["lines"]["points"]
    caption = how.get_by_test_id("howto-lines").locator("figcaption").inner_text()
    assert all(f"{n} points" in caption for n in lines.values()), caption
    assert page.locator("#help-keys").is_visible()  # the keys follow
    page.locator("#help-close").click()
    page.select_option("#lang", "de")
    page.wait_for_function("window.genial.state().lang === 'de'")
    page.get_by_test_id("help").click()
    page.wait_for_function("document.getElementById('how-to-title').textContent"
                           ".includes('So spielt man')")
    assert "Genial!-Bonus" in how.inner_text()


def test_the_new_game_dialog_explains_each_mode_and_opens_any_games_rules(page, site):
    open_game(page, site, GAME)
    wait_for(page, "human")
    page.locator("#new-game").click()
    dialog = page.get_by_test_id("new-dialog")
    about = page.get_by_test_id("mode-about")
    page.wait_for_function("document.getElementById('mode-about').textContent.length > 0")
    dialog.locator("input[name=players][value='1']").check()
    page.wait_for_function("document.getElementById('mode-about').textContent.startsWith('Solo')")
    assert "lowest colour" in about.inner_text()
    dialog.locator("input[name=players][value='4']").check()
    dialog.locator("input[name=teams]").check()
    page.wait_for_function("document.getElementById('mode-about').textContent.startsWith('Teams')")
    teams = [t.inner_text() for t in page.get_by_test_id("seat-team").all()]
    assert teams == [" — Team A", " — Team B", " — Team A", " — Team B"]
    seats = page.get_by_test_id("seat-select")
    seats.nth(1).select_option("human")
    page.wait_for_function("document.getElementById('mode-about').textContent.includes('Hot-seat')")
    dialog.locator("input[name=teams]").uncheck()
    page.wait_for_function("!document.getElementById('mode-about').textContent.startsWith('Teams')")
    assert all(t.inner_text() == "" for t in page.get_by_test_id("seat-team").all())
    # How to play the game chosen here, not the one on show.
    page.get_by_test_id("game-select").select_option("qwirkle")
    page.wait_for_function("document.querySelectorAll('[data-testid=seat-select]').length > 0")
    page.get_by_test_id("new-howto").click()
    how = page.get_by_test_id("how-to")
    page.wait_for_function("document.getElementById('how-to-title').textContent.includes('Qwirkle')")
    assert how.get_by_test_id("howto-qwirkle").is_visible()
    assert how.get_by_test_id("howto-picture").count() == 2
    assert not page.locator("#help-keys").is_visible()  # Génial's keys are not Qwirkle's
    caption = how.get_by_test_id("howto-qwirkle").locator("figcaption").inner_text()
    assert "12 points" in caption  # the engine's count: 6 for the line, 6 for the Qwirkle
    page.locator("#help-close").click()
    assert dialog.is_visible()  # back in the New game dialog


def test_the_new_game_dialog_fits_a_phone(page, site):
    page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, site, GAME)
    wait_for(page, "human")
    page.locator("#new-game").click()
    dialog = page.get_by_test_id("new-dialog")
    dialog.locator("input[name=players][value='4']").check()
    page.wait_for_function("document.querySelectorAll('[data-testid=seat-select]').length === 4")
    seats = page.get_by_test_id("seat-select")
    seats.nth(3).select_option(index=seats.nth(3).locator("option").count() - 1)  # the longest
    for control in [*seats.all(), page.get_by_test_id("game-select"),
                    page.get_by_test_id("start"), page.get_by_test_id("new-howto")]:
        control.scroll_into_view_if_needed()
        box = control.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, box
        assert control.evaluate(WHOLE_TEXT), control.evaluate("(e) => e.outerHTML")


def test_a_first_visit_is_offered_a_guided_game_that_explains_each_step(page, site):
    open_game(page, site, GAME)
    wait_for(page, "human")
    page.get_by_test_id("guide-offer").click()
    guide = page.get_by_test_id("guide")
    assert guide.is_visible()
    guide_says(page, "must touch a printed symbol")
    play_turn(page)
    wait_for(page, "human")
    guide_says(page, "straight lines")  # the second turn: how the lines score
    play_turn(page)
    wait_for(page, "human")
    guide_says(page, "lowest colour now")
    lowest = state(page)["scores"]  # the colours named are the lowest markers
    low = min(lowest[0].values())
    named = page.get_by_test_id("guide-text").inner_text()
    assert all(c in named for c, n in lowest[0].items() if n == low)  # "red (12-point star)"
    page.select_option("#lang", "fr")  # a redraw is not a new turn: the guide does not skip
    page.wait_for_function("window.genial.state().lang === 'fr'")
    guide_says(page, "couleur la plus basse")
    play_turn(page)
    wait_for(page, "human")
    guide_says(page, "le guide reste jusqu'à votre premier bonus Génial")  # it goes on
    page.get_by_test_id("guide-stop").click()
    assert not guide.is_visible()
    # Offered once: a reload does not offer it again; the help does, with a fresh game.
    page.reload()
    page.evaluate("window.genial.ready")
    wait_for(page, "human")
    assert not page.get_by_test_id("guide-offer").is_visible()
    page.get_by_test_id("help").click()
    page.get_by_test_id("guide-start").click()
    page.wait_for_function("window.genial.state().board.length === 6")  # a new game
    wait_for(page, "human")
    guide_says(page, "symbole imprimé")
    page.locator("#new-game").click()  # another game is not guided
    page.get_by_test_id("start").click()
    page.wait_for_function("document.getElementById('guide').hidden")


def test_qwirkle_undo_gives_the_hand_back_in_its_order(page, site):
    open_game(page, site, q.GAME)
    q.play_turn(page)
    before = wait_for(page, "human")
    q.play_turn(page)  # a placement in the middle of the hand shifts the tiles after it
    wait_for(page, "human")
    page.get_by_test_id("undo").click()
    page.wait_for_function("(n) => window.genial.state().decisions === n", arg=before["decisions"])
    after = wait_for(page, "human")
    assert after["hand"] == before["hand"]
    shown = [t.get_attribute("data-tile") for t in page.get_by_test_id("hand-tile").all()]
    assert shown == ["-".join(tile) for tile in before["hand"]]


def test_qwirkle_offers_its_own_guide_that_explains_the_first_turns(page, site):
    s = guided_game(page, site, q, q.GAME)
    if s["board"]:  # the computer had the larger group and opened
        guide_says(page, "must join those on the table")
    else:
        guide_says(page, f"your largest group: {s['first_size']} tiles")
    guided_turns(page, q, "one colour in different shapes",
                 "A line of 6 is a Qwirkle: 6 more points")  # the engine's line_max, bonus
    page.select_option("#lang", "de")  # a redraw is not a new turn: the guide does not skip
    guide_says(page, "Tausche")
    guided_turns(page, q, "Der Leitfaden endet hier")  # the house's closing words, here too


def test_ginnyo_offers_its_own_guide_with_the_engines_squares_and_penalties(page, site):
    s = guided_game(page, site, g, g.GAME)
    guide_says(page, "must be a set or a run" if s["board"] else "across the centre")
    guided_turns(page, g, "blue square: meld ×3 (≡×3)",  # the engine's names and marks
                 "an ace −15, a picture −10", "The guide stops here")

