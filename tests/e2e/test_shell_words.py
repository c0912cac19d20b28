"""The words a player reads, in French, English, German and Dutch: a refusal says cards as the
page draws them and places as the board names them (Ginny-O "J♠", "column 9, row 9"; Blokus
"A1", an edge), and stays specific when the language changes mid-turn; past games are dated
as each language writes dates; the plain address shows the site's four games."""

import json

import blokus_driver as b
import genial
import genial_scenarios as scenarios
import ginnyo_driver as g
import qwirkle_driver as q
from genial_driver import best, play_move, play_turn, select_tile
from shell_driver import click_cell, open_game, state, wait_for

LANGUAGES = ("fr", "de", "nl", "en")  # the page opens in English: each one a real switch


def switch(page, lang: str) -> None:
    page.locator("#lang").select_option(lang)
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)


def message(page) -> str:
    return page.locator("#message").inner_text()


def test_ginnyo_calls_two_staged_sevens_not_a_meld_yet_in_cards_and_columns(page, site):
    open_game(page, site, g.GAME)  # seed 13: 7♠ and 7♥ in hand, the centre is column 9, row 9
    s = wait_for(page, "human")
    seven_spades, seven_hearts = s["hand"].index("7S"), s["hand"].index("7H")
    g.stage(page, seven_spades, 8, 8)
    g.stage(page, seven_hearts, 9, 8)
    said = {}
    for lang in LANGUAGES:  # mid-turn: the same refusal, in each language, said aloud too
        switch(page, lang)
        g.settled(page)
        said[lang] = message(page)
        page.wait_for_function("(text) => document.getElementById('announcer').textContent"
                               ".includes(text)", arg=said[lang])
    assert "7♠ 7♥ (column 9, row 9 to column 10, row 9) are not a meld yet" in said["en"]
    assert "7♠ 7♥ (colonne 9, ligne 9 à colonne 10, ligne 9) ne sont pas encore" in said["fr"]
    assert "7♠ 7♥ (Spalte 9, Zeile 9 bis Spalte 10, Zeile 9) sind noch keine" in said["de"]
    assert "7♠ 7♥ (kolom 9, rij 9 tot kolom 10, rij 9) zijn nog geen" in said["nl"]
    for text in said.values():
        assert "7S" not in text and "8,8" not in text
    # A third seven makes the set: its points show beside the latest tile, not over its rank.
    g.stage(page, s["hand"].index("7D"), 10, 8)
    badge = page.get_by_test_id("preview")
    badge.wait_for(state="visible")
    box = badge.bounding_box()
    latest, right = (page.evaluate("([x, y]) => window.genial.cellCenter(x, y)", c)
                     for c in ([10, 8], [11, 8]))
    size = right["x"] - latest["x"]
    rank_top = latest["y"] - page.evaluate("scrollY") - 0.4 * size
    assert box["y"] + box["height"] <= rank_top + 1, (box, latest, size)


def test_genial_keeps_the_chosen_tile_and_first_cell_and_their_words_across_languages(page, site):
    open_game(page, site, "?players=2&seats=human,ai-beginner&seed=5")
    wait_for(page, "human")
    option = best(select_tile(page, 0)["options"])
    click_cell(page, *option["first"])
    page.wait_for_function("window.genial.state().selection?.first")
    chosen = state(page)["selection"]
    switch(page, "fr")
    assert state(page)["selection"] == chosen
    assert message(page) == ("Cliquez maintenant une case voisine en surbrillance : survolez-la "
                             "pour voir les points.")
    switch(page, "de")
    assert state(page)["selection"] == chosen and message(page).startswith("Klicke jetzt")


def test_qwirkle_counts_the_first_moves_tiles_in_each_languages_plural(page, site):
    open_game(page, site, "?game=qwirkle&players=2&seats=human,ai-casual&seed=5")
    wait_for(page, "human")
    s = q.settled(page)
    index = q.fitting(s)
    x, y = s["cells"][q.tile_text(s["hand"][index])][0]
    q.stage(page, index, x, y)  # one tile of the three the first move places
    said = {}
    for lang in LANGUAGES:
        switch(page, lang)
        q.settled(page)
        said[lang] = message(page)
    assert "the first move places 3 tiles," in said["en"]
    assert "le premier coup pose 3 tuiles," in said["fr"]
    assert "Der erste Zug legt 3 Steine," in said["de"]
    assert "de eerste zet legt 3 stenen," in said["nl"]


def test_blokus_says_a_piece_off_the_board_by_its_edge_and_corner_names(page, site):
    open_game(page, site, b.DUO)
    wait_for(page, "human")
    b.select(page, "I5")  # the long bar, lying: its middle on A1, it sticks out to the left
    click_cell(page, 0, 0)
    said = {}
    for lang in LANGUAGES:  # mid-turn: the same refusal, in each language
        switch(page, lang)
        page.wait_for_function("window.genial.state().selection?.refusal === 'cell_off_board'")
        said[lang] = message(page)
    assert said == {
        "en": "Not here: the piece would stick out past the left edge (the board runs from A1 "
              "to N14).",
        "fr": "Pas ici : la pièce dépasserait du bord gauche (le plateau va de A1 à N14).",
        "de": "Nicht hier: das Teil ragte über den linken Rand hinaus (das Brett reicht von A1 "
              "bis N14).",
        "nl": "Niet hier: het stuk zou over de linkerrand uitsteken (het bord loopt van A1 tot "
              "N14)."}


def test_the_plain_address_shows_the_sites_four_games_in_the_header(page, site):
    open_game(page, site)
    wait_for(page, "human")
    games = page.get_by_test_id("site-game")
    assert games.all_inner_texts() == ["⬢ Génial", "✤ Qwirkle", "▚ Blokus", "♠ Ginny-O"]
    viewport = page.viewport_size
    for box in (games.nth(i).bounding_box() for i in range(4)):
        assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"]
        assert box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"]
    current = page.locator('[data-testid="site-game"][aria-current="true"]')
    assert current.inner_text() == "⬢ Génial"
    # Another game: the New game dialog opens with it chosen; Cancel keeps the game on show.
    before = page.evaluate("window.genial.state().decisions")
    page.locator('[data-testid="site-game"][data-game="blokus"]').click()
    dialog = page.locator("#new-dialog")
    dialog.wait_for(state="visible")
    assert page.get_by_test_id("game-select").input_value() == "blokus"
    page.locator("#new-cancel").click()
    assert page.evaluate("window.genial.state().game") == "genial"
    assert page.evaluate("window.genial.state().decisions") == before
    switch(page, "de")
    assert games.all_inner_texts()[0] == "⬢ Génial"
    label = page.get_by_test_id("site-games").get_attribute("aria-label")
    assert label == "Die Spiele dieser Seite"
    # The help names the keys as a German keyboard does, and says how to play by mouse.
    page.get_by_test_id("help").click()
    keys = page.locator("#help-keys").inner_text()
    assert all(word in keys for word in ("Eingabe", "Strg", "Pos1", "Ende", "Mit der Maus:"))
    assert not any(word in keys.split() for word in ("Enter", "Ctrl", "Home", "End"))
    page.locator("#help-close").click()


def test_past_games_are_dated_as_each_language_writes_dates(page, site):
    entry = {"date": "2026-03-07T15:04:00+00:00", "result": {"over": False},
             "record": scenarios.record_after(11, decisions=2)}
    page.add_init_script("localStorage.setItem('genial.games', "
                         f"{json.dumps(json.dumps([entry]))})")
    open_game(page, site)
    wait_for(page, "human")
    dated = {}
    for lang in LANGUAGES:
        switch(page, lang)
        page.get_by_test_id("games-button").click()
        page.get_by_test_id("games-dialog").wait_for(state="visible")  # its list made again
        dated[lang] = page.get_by_test_id("past-games").locator("li strong").first.inner_text()
        # The file field speaks the page's language, not the browser's ("Choose File").
        chooser = page.locator("#games-dialog .file-button")
        hidden = page.get_by_test_id("import-file").bounding_box()["width"] <= 1
        assert chooser.is_visible() and hidden
        dated[lang] += " | " + chooser.inner_text()
        page.get_by_test_id("games-close").click()
        page.get_by_test_id("games-dialog").wait_for(state="hidden")
    assert "7 mars 2026" in dated["fr"] and dated["fr"].endswith("Choisir un fichier…")
    assert "07.03.2026" in dated["de"] and dated["de"].endswith("Datei wählen…")
    assert "7 mrt 2026" in dated["nl"] and dated["nl"].endswith("Bestand kiezen…")
    assert "Mar 7, 2026" in dated["en"] and dated["en"].endswith("Choose a file…")


def test_genials_guide_explains_the_bonus_and_the_swap_when_they_come(page, site):
    """Guided from a turn with a Génial! at hand, then a bonus placement that leads to the
    swap: each is explained as it comes, and the guide ends only once both came."""
    record, move = scenarios.find(scenarios.bonus_then_swap, seeds=[21])  # early: turns remain
    game = genial.from_record(record)
    game.play(move)
    bonus_move = scenarios.swap_move(game)
    open_game(page, site, saved=record)
    wait_for(page, "human")
    page.get_by_test_id("guide-offer").click()
    text = page.get_by_test_id("guide-text")
    play_move(page, move)
    wait_for(page, "human")
    assert text.inner_text() == "Bonus placement: place one more tile from your hand now."
    play_move(page, bonus_move)
    wait_for(page, "swap")
    assert text.inner_text().startswith("None of your tiles shows your lowest colour")
    page.get_by_test_id("keep").click()
    wait_for(page, "human")
    assert text.inner_text().startswith("Your lowest colour now")  # the third turn guided
    for _ in range(4):  # the next turn ends it (a bonus placement first, if one comes)
        play_turn(page)
        if wait_for(page, "human", "swap")["awaiting"] == "swap":
            page.get_by_test_id("keep").click()
            wait_for(page, "human")
        if not text.inner_text().startswith("Bonus placement"):
            break
    assert text.inner_text().startswith("That's all you need to know")
    assert page.get_by_test_id("guide-stop").inner_text() == "Close"
