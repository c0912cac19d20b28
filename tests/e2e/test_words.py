"""The words a player reads, in French, English, German and Dutch: a refusal says cards as the
page draws them and places as the board names them (Ginny-O "J♠", "column 9, row 9"; Blokus
"A1", an edge), and stays specific when the language changes mid-turn."""

import blokus_driver as b
import ginnyo_driver as g
from driver import click_cell, open_game, wait_for

LANGUAGES = ("en", "fr", "de", "nl")


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
    for lang in LANGUAGES:  # mid-turn: the same refusal, in each language
        switch(page, lang)
        g.settled(page)
        said[lang] = message(page)
    assert "7♠ 7♥ (column 9, row 9 to column 10, row 9) are not a meld yet" in said["en"]
    assert "7♠ 7♥ (colonne 9, ligne 9 à colonne 10, ligne 9) ne sont pas encore" in said["fr"]
    assert "7♠ 7♥ (Spalte 9, Zeile 9 bis Spalte 10, Zeile 9) sind noch keine" in said["de"]
    assert "7♠ 7♥ (kolom 9, rij 9 tot kolom 10, rij 9) zijn nog geen" in said["nl"]
    for text in said.values():
        assert "7S" not in text and "8,8" not in text


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
