"""Ginny-O read and learnt in the page: history and hint entries show the tiles played as small
cards with their points and a sentence a screen reader says (the melds, where they went, the
premium squares), another seat's discard only as a count; the how-to with pictures drawn by
the board's own code, their points the engine's."""

import ginnyo
from shell_driver import axe_faults, how_to_with_pictures, open_game, state, wait_for
from tabletop import games
from test_qwirkle_moments import link

OPENING = "JS@6,8 JK=QS@7,8 KS@8,8"  # seed 7's first hand holds a joker


def discards_record() -> dict:
    """Seed 7: the opening run from the centre, then the computer and the human each discard."""
    game = ginnyo.new_game(players=2, seed=7)
    game.play(OPENING)
    for seat in (1, 0):
        game.play(f"discard {' '.join(game.hand(seat)[:2])}")
    game.meta["seats"] = ["human", "ai-casual"]
    return game.to_record()


def history_record() -> dict:
    """A longer game for a history to look at: greedy plays from seed 7 (a new section, a
    crossing meld, discards), the human to move."""
    game = ginnyo.new_game(players=2, seed=7)
    while len(game.decisions) < 14 or game.to_move != 0:
        plays = game.scored_plays()
        game.play(max(plays, key=lambda sp: sp[1])[0] if plays else game.legal_moves()[0])
    game.meta["seats"] = ["human", "ai-casual"]
    return game.to_record()


def test_history_entries_show_cards_points_and_a_sentence_and_hide_the_others_discards(page, site):
    open_game(page, link(site, discards_record()))
    wait_for(page, "human")
    page.get_by_test_id("history-button").click()
    entries = page.get_by_test_id("history-entry")
    entries.nth(2).wait_for()
    opening, theirs, mine = (entries.nth(i) for i in range(3))
    assert opening.locator(".move-card").count() == 3
    assert opening.locator(".move-card .joker").count() == 1  # the joker shows its card, starred
    said = opening.locator(".sr").inner_text()
    assert said.startswith("a run J♠ Q♠ (joker) K♠ from the centre: ") and said.endswith("points")
    assert f"+{ginnyo.new_game(seed=7).preview(OPENING)}" in opening.inner_text()
    assert theirs.locator(".move-card").count() == 0  # face down: a count, not the tiles
    assert theirs.locator(".sr").inner_text() == "2 tiles discarded"
    assert mine.locator(".move-card").count() == 2
    assert mine.locator(".sr").inner_text().endswith(" discarded")
    assert all("@" not in entries.nth(i).inner_text() for i in range(3))
    # Hovering an entry frames its cells on the board.
    opening.hover()
    page.wait_for_function("window.genial.state().outline?.length === 3")
    assert axe_faults(page) == []  # the panel with its pictures


def test_the_hint_shows_its_cards_and_says_its_meld_in_french(page, site):
    open_game(page, site, "?game=ginnyo&players=2&seats=human,ai-casual&seed=7")
    wait_for(page, "human")
    page.locator("#lang").select_option("fr")
    page.wait_for_function("document.documentElement.lang === 'fr'")
    page.get_by_test_id("hint").click()
    page.wait_for_function("window.genial.state().hint !== null")
    message = page.get_by_test_id("message")
    message.locator(".move-card").first.wait_for()
    text = message.inner_text()
    hint = ginnyo.parse_move(state(page)["hint"])
    # The hand's tiles the hint uses are marked, for the eyes and for screen readers.
    marked = page.locator(".hand-tile.hinted")
    assert marked.count() == len(list(hint)) > 0
    assert marked.first.get_attribute("aria-label").endswith("une tuile du conseil")
    if isinstance(hint, ginnyo.Play):  # the expert's choice
        assert "depuis le centre" in text and ("une suite" in text or "une série" in text)
        assert "(montré sur le plateau)" in text
    else:  # keeping its tiles for later: a discard, shown to its owner, not on the board
        assert "défausse de" in text and "le choix de l'expert" in text
        assert "plateau" not in text
    assert "@" not in text


def test_how_to_play_ginnyo_has_pictures_with_the_engines_points_in_four_languages(page, site):
    parts = ("goal", "melds", "cross", "section", "squares", "joker", "turn", "end")
    how = how_to_with_pictures(page, site, "?game=ginnyo&players=2&seats=human,ai-casual&seed=7",
                               "How to play Ginny-O", parts, 4, 8)  # squares, cards, frames
    lessons = games.static_info(ginnyo)["lessons"]
    for part, name in (("melds", "run"), ("cross", "cross"), ("section", "section"),
                       ("joker", "joker")):
        caption = how.get_by_test_id(f"howto-{part}").locator("figcaption").inner_text()
        assert caption == f"This play scores {lessons[name]['points']} points.", caption
    text = how.inner_text()
    assert "an ace 1 in a run and 15 in a set" in text and "an ace 15" in text
    assert "blue square: meld ×3" in text  # the squares' legend, the engine's words
    assert axe_faults(page) == []
    page.locator("#help-close").click()
    for lang, title, word in (("fr", "Ginny-O", "suite"), ("de", "Ginny-O", "Reihe"),
                              ("nl", "Ginny-O", "reeks")):
        page.select_option("#lang", lang)
        page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
        page.get_by_test_id("help").click()
        page.wait_for_function("(l) => document.getElementById('how-to-title').textContent"
                               " && document.documentElement.lang === l", arg=lang)
        assert title in how.inner_text() and word in how.inner_text(), lang
        assert "{" not in how.inner_text(), lang  # every placeholder filled
        page.locator("#help-close").click()


def test_a_discard_hint_is_said_as_the_experts_choice_not_shown_on_the_board(page, site):
    open_game(page, site, "?game=ginnyo&players=2&seats=human,ai-casual&seed=1")
    wait_for(page, "human")
    page.get_by_test_id("hint").click()
    page.wait_for_function("window.genial.state().hint !== null")
    assert isinstance(ginnyo.parse_move(state(page)["hint"]), ginnyo.Discard)  # this deal's
    text = page.get_by_test_id("message").inner_text()
    assert text.startswith("Hint: the expert's choice:") and "discarded" in text
    assert "on the board" not in text
