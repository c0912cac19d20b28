"""Everyone can play Ginny-O: a play by keyboard alone (a joker declared by keys too), axe-core
finds no serious fault (the board, staged tiles, the joker and discard dialogs, the key list
with How to play and the squares' legend), tiles named as cards for screen readers in French,
English, German and Dutch (test_ginnyo_phone.py: a 360 px touch phone)."""

import ginnyo
import ginnyo_driver as g
from shell_driver import announced, axe_faults, open_game, wait_for

JOKER_GAME = "?game=ginnyo&players=2&seats=human,ai-casual&seed=7"


def key_stage(page, index: int) -> dict:
    """Stage hand tile `index` by keys: its digit, an arrow to a cell the engine lists, Enter
    (a joker: Enter again takes the first card the dialog offers)."""
    s = g.settled(page)
    if (s["selection"] or {}).get("index") != index:  # its digit again would let go of it
        page.keyboard.press(str(index + 1))
    page.wait_for_function("(i) => window.genial.state().selection?.index === i", arg=index)
    page.keyboard.press("ArrowRight")
    assert "the tile may go here" in announced(page)
    count = len(s["staged"])
    page.keyboard.press("Enter")
    if s["hand"][index] == g.JOKER:
        page.get_by_test_id("joker-dialog").wait_for(state="visible")
        page.keyboard.press("Enter")
    page.wait_for_function("(n) => window.genial.state().staged.length === n", arg=count + 1)
    return g.settled(page)


def test_a_play_with_a_joker_by_keyboard_alone_with_no_serious_axe_fault(page, site):
    open_game(page, site, JOKER_GAME)
    s = wait_for(page, "human")
    assert axe_faults(page) == []
    # The key list says how to play Ginny-O, with the squares' legend.
    page.keyboard.press("?")
    help_dialog = page.get_by_test_id("help-dialog")
    help_dialog.wait_for(state="visible")
    text = help_dialog.inner_text()
    assert "How to play Ginny-O" in text and "blue square: meld ×3" in text
    # ...and Ginny-O's keys, each with its words, as its hand bar's buttons have theirs.
    assert "D P\nDiscard tiles, or pass once the box is empty" in text
    assert "On a touch screen: tap a tile" in text
    discard = page.get_by_test_id("discard")
    assert discard.inner_text() == "Discard…" and "(key D)" in discard.get_attribute("title")
    assert axe_faults(page) == []
    page.keyboard.press("Escape")
    help_dialog.wait_for(state="hidden")

    # The joker first (it asks what it stands for: axe sees the dialog), then what fits.
    page.keyboard.press("8")
    page.wait_for_function("window.genial.state().selection?.index === 7")
    g.settled(page)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.get_by_test_id("joker-dialog").wait_for(state="visible")
    assert axe_faults(page) == []
    page.keyboard.press("Enter")
    page.wait_for_function("window.genial.state().staged.length === 1")
    s = g.settled(page)
    assert s["staged"][0]["tile"].startswith("JK=")
    assert "Tile 8: joker, put on the board" in page.get_by_test_id("hand-tile").nth(7) \
        .get_attribute("aria-label")
    while (index := g.fitting(s)) is not None:
        s = key_stage(page, index)
    assert s["complete"] and page.get_by_test_id("preview").is_visible()
    assert axe_faults(page) == []
    played, points = s["staged"], s["points"]
    page.keyboard.press("c")
    g.after_decision(page, s["decisions"])
    game = g.game_of(page)
    first = ginnyo.new_game(seed=7)
    assert game.decisions[0] in {str(m) for m in first.legal_moves()}
    assert len(game.decisions[0].split()) == len(played) and game.scores[0] == points

    # D opens the discard dialog (the box holds tiles), Escape closes it.
    s = wait_for(page, "human")
    assert g.settled(page)["discard"] == len(s["hand"])
    page.keyboard.press("d")
    dialog = page.get_by_test_id("discard-dialog")
    dialog.wait_for(state="visible")
    assert axe_faults(page) == []
    page.keyboard.press("Escape")
    dialog.wait_for(state="hidden")


def test_tiles_are_named_as_cards_in_every_language(page, site):
    open_game(page, site, JOKER_GAME)
    wait_for(page, "human")
    said = {}
    for lang in ("en", "fr", "de", "nl"):
        page.locator("#lang").select_option(lang)
        page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
        g.settled(page)
        tiles = page.get_by_test_id("hand-tile")
        said[lang] = [tiles.nth(i).get_attribute("aria-label") for i in (1, 3, 7)]
    assert said["en"] == ["Tile 2: jack of spades", "Tile 4: 5 of hearts", "Tile 8: joker"]
    assert said["fr"] == ["Tuile 2 : valet de pique", "Tuile 4 : 5 de cœur", "Tuile 8 : joker"]
    assert said["de"] == ["Stein 2: Pik-Bube", "Stein 4: Herz-5", "Stein 8: Joker"]
    assert said["nl"] == ["Steen 2: schoppenboer", "Steen 4: harten 5", "Steen 8: joker"]
