"""Learning Blokus in the page: How to play in the help, with parts of a board drawn by the
page's own board code from the engine's lessons (the refused placement with the engine's
reason, the score the engine counts), in the four languages; the moves read as pictures —
the piece in its colour and mark, its squares — with words a person can use, in the history
and the hint; an entry hovered outlines its piece on the board. Screenshots are kept in
artifacts/e2e for a look by eye."""

import blokus
import blokus_driver as b
from conftest import ARTIFACTS
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

TITLES = {"fr": "Comment jouer à Blokus", "de": "So spielt man Blokus", "nl": "Zo speel je Blokus"}


def test_how_to_play_blokus_has_pictures_of_the_engines_lessons_in_four_languages(page, site):
    parts = ("goal", "first", "corners", "others", "out", "score", "modes", "marks")
    how = how_to_with_pictures(page, site, b.FOUR, "How to play Blokus", parts, 4,
                               10)  # board, squares, marks
    pictures = how.get_by_test_id("howto-picture")
    for i in range(4):
        assert ": the " in pictures.nth(i).get_attribute("aria-label")  # "blue ●: the L …"
    corners = how.get_by_test_id("howto-corners").inner_text()
    assert "Yes: the new blue ● piece" in corners
    assert "No: cell (B4) would touch blue along a side." in corners  # the engine's refusal
    left = games.static_info(blokus)["lessons"]["scores"]["left"]
    score = how.get_by_test_id("howto-score").inner_text()
    assert f"{left['squares']} squares, {left['score']} points" in score and "+15" in score
    assert "14 × 14" in how.get_by_test_id("howto-modes").inner_text()
    assert "purple" in page.locator("#b-marks").inner_text().lower()
    assert axe_faults(page) == []
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.get_by_test_id("help-dialog").screenshot(path=str(ARTIFACTS / "blokus-howto-en.png"))
    page.locator("#help-close").click()
    for lang, title in TITLES.items():
        page.select_option("#lang", lang)
        page.wait_for_function("(l) => window.genial.state().lang === l", arg=lang)
        page.get_by_test_id("help").click()
        page.wait_for_function("(t) => document.getElementById('how-to-title').textContent"
                               ".includes(t)", arg=title)
        text = how.inner_text()
        assert "howto." not in text and "{" not in text, (lang, text)  # every string there
        page.locator("#help-close").click()


def test_moves_read_as_pictures_of_the_piece_with_words_in_history_and_hint(page, site):
    open_game(page, site, b.FOUR)
    wait_for(page, "human")
    b.play_turn(page)  # blue, then the three computers
    page.get_by_test_id("hint").click()
    page.wait_for_function("window.genial.state().hint !== null")
    hint = page.locator("#message")
    assert hint.locator(".b-move svg").count() == 1 and " squares)" in hint.inner_text()
    assert "@" not in hint.inner_text()

    page.get_by_test_id("history-button").click()
    entries = page.get_by_test_id("history-entry")
    page.wait_for_function("document.querySelectorAll('[data-testid=history-entry]').length >= 4")
    game = blokus.from_record(b.finished_record(page))
    for i, decision in enumerate(game.decisions):
        placed = blokus.parse_move(decision)
        entry = entries.nth(i)
        squares = entry.locator(".b-move svg rect")
        assert squares.count() == len(placed.cells)
        # the colour's hue and its mark in each square: never colour alone
        assert entry.locator(".b-move svg path").count() == len(placed.cells)
        said = entry.locator(".sr").inner_text()
        assert said.startswith(f"{placed.colour} ") and "on its starting cell" in said, said
        assert f"({len(placed.cells)} squares)" in said and "@" not in said
    entries.nth(0).hover()
    page.wait_for_function("window.genial.state().marked.outline?.length > 0")
    first = blokus.parse_move(game.decisions[0])
    assert sorted(map(tuple, state(page)["marked"]["outline"])) == sorted(first.cells)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "blokus-history.png"))
    assert axe_faults(page) == []


def test_a_guided_game_explains_the_first_turns_and_new_game_says_each_mode(page, site):
    guided_game(page, site, b, b.FOUR)  # the very first visit: offered
    guide_says(page, "Blue's first piece must cover its starting corner A1, marked ●")
    guided_turns(page, b, "touches blue at a corner, never along a side")
    page.select_option("#lang", "nl")  # a redraw is not a new turn: the guide does not skip
    guide_says(page, "met een hoek, nooit met een zijde")
    page.select_option("#lang", "en")
    scores = games.static_info(blokus)["lessons"]["scores"]
    guided_turns(page, b, "play your big pieces while there is room",
                 f"+{scores['all']}, or +{scores['monomino']} with the monomino last")
    guide_says(page, "The guide stops here")

    page.locator("#new-game").click()
    dialog = page.get_by_test_id("new-dialog")
    about = page.get_by_test_id("mode-about")
    for players, words in (("2", "player 1 blue and red, player 2 yellow and green"),
                           ("3", "green is neutral"), ("4", "in the order blue, yellow")):
        dialog.get_by_label(players, exact=True).check()
        page.wait_for_function("(w) => document.getElementById('mode-about').textContent"
                               ".includes(w)", arg=words)
    dialog.get_by_label("Teams (blue + red").check()
    page.wait_for_function("document.getElementById('mode-about').textContent.startsWith('Teams')")
    teams = [t.inner_text() for t in page.get_by_test_id("seat-team").all()]
    assert teams == [" — Team A", " — Team B", " — Team A", " — Team B"]  # the engine's sides
    dialog.get_by_label("2", exact=True).check()
    dialog.get_by_label("Blokus Duo (14 × 14, 2 players)").check()
    page.wait_for_function("document.getElementById('mode-about').textContent"
                           ".includes('purple against orange')")
    assert "14 × 14" in about.inner_text()


def test_the_help_during_duo_shows_duos_board_and_colours(page, site):
    """Blokus Duo on show: the help's board is Duo's 14 × 14, its first piece purple's on its
    starting cell (the engine's, E5), its pictures purple's; New game's How to play shows the
    mode ticked there."""
    x, y = games.static_info(blokus)["variants"]["duo"]["colours"][0]["start"]
    start = f"{chr(65 + x)}{y + 1}"
    open_game(page, site, b.DUO)
    wait_for(page, "human")
    page.get_by_test_id("help").click()
    how = page.get_by_test_id("how-to")
    how.get_by_test_id("howto-goal").wait_for()
    assert "14 × 14 board" in how.get_by_test_id("howto-goal").inner_text()
    first = how.get_by_test_id("howto-first")
    assert f"purple ★ starts at {start}" in first.inner_text()
    assert "blue" not in first.inner_text()
    labels = [p.get_attribute("aria-label") for p in how.get_by_test_id("howto-picture").all()]
    assert all(label.startswith("purple") for label in labels), labels
    assert "Purple ★ is left with" in how.get_by_test_id("howto-score").inner_text()
    page.locator("#help-close").click()
    page.locator("#new-game").click()  # the New game dialog's mode: classic for 4 players
    dialog = page.get_by_test_id("new-dialog")
    dialog.locator("input[name=players][value='4']").check()
    page.get_by_test_id("new-howto").click()
    page.wait_for_function("document.getElementById('how-to-body').textContent.includes('20 × 20')")
    assert "blue ● starts at A1" in how.get_by_test_id("howto-first").inner_text()
