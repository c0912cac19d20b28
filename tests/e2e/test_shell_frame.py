"""The board's frame at 1280×800: every score card in view (four players in every game;
three-player Blokus's neutral colour on its turn), a board that keeps its size when the message
takes two lines; Blokus's Hint leaves the piece in hand, and its end shows your own tray."""

import random

import blokus
import blokus_driver as bd
from shell_driver import open_game, state, wait_for
from test_shell_saving import link

FOUR_GENIAL = "?players=4&seats=human,ai-beginner,ai-beginner,ai-beginner&seed=5"
THREE_BLOKUS = "?game=blokus&players=3&seats=human,ai-beginner,ai-beginner&seed=4"
#: Each score card's box, the column's, and what the page shows at the card's centre.
CARDS = """() => {
  const aside = document.getElementById('scores'), a = aside.getBoundingClientRect();
  return [...aside.querySelectorAll('.score-card')].map((c) => {
    const b = c.getBoundingClientRect();
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return {top: b.top, bottom: b.bottom, asideTop: a.top, asideBottom: a.bottom,
            shown: c.contains(hit), neutral: c.classList.contains('neutral')}; }); }"""

#: How many lines the message's text takes (its box keeps room for more).
TEXT_LINES = """(() => { const m = document.getElementById('message');
  const range = document.createRange();
  range.selectNodeContents(m);
  return range.getBoundingClientRect().height / parseFloat(getComputedStyle(m).lineHeight); })()"""


def cards_in_view(page, count: int) -> list[dict]:
    page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    cards = page.evaluate(CARDS)  # as the next frame shows them
    assert len(cards) >= count  # a side each (and what a game adds: a legend, the bag)
    for card in cards:  # whole, inside the column and the window, and not covered
        inside = card["asideTop"] - 1 <= card["top"] and card["bottom"] <= card["asideBottom"] + 1
        assert inside, cards
        assert card["bottom"] <= 800 and card["shown"], cards
    return cards


def test_four_score_cards_fit_their_column(page, site):
    four = "&players=4&seats=human,ai-beginner,ai-beginner,ai-beginner&seed=5"
    for game in (FOUR_GENIAL, bd.FOUR, f"?game=qwirkle{four}", f"?game=ginnyo{four}"):
        open_game(page, site, game)
        wait_for(page, "human")
        cards_in_view(page, 4)


def test_three_player_blokus_shows_the_neutral_card_on_its_turn(page, site):
    open_game(page, site, THREE_BLOKUS)
    wait_for(page, "human")
    bd.play_turn(page)  # blue, then the computers' yellow and red: green, the neutral, is next
    s = wait_for(page, "human")
    assert s["colour"] == "green"
    assert any(c["neutral"] for c in cards_in_view(page, 4))


def test_the_board_keeps_its_size_when_the_message_wraps(page, site):
    open_game(page, site, FOUR_GENIAL)
    wait_for(page, "human")
    board = page.get_by_test_id("board").bounding_box()
    page.evaluate("document.getElementById('message').textContent = 'A long message. '.repeat(4)")
    assert 1.9 < page.evaluate(TEXT_LINES) < 2.1  # it wraps to two lines
    page.wait_for_timeout(300)
    assert page.get_by_test_id("board").bounding_box() == board


def test_blokus_hint_keeps_the_piece_in_hand(page, site):
    open_game(page, site, bd.DUO)
    wait_for(page, "human")
    chosen = bd.choose_piece(page)["selection"]
    page.get_by_test_id("hint").click()
    page.wait_for_function("window.genial.state().hint !== null")
    kept = state(page)["selection"]
    assert (kept["piece"], kept["orientation"]) == (chosen["piece"], chosen["orientation"])
    assert state(page)["marked"]["hint"]  # and the expert's move drawn beside it


def test_blokus_end_shows_your_own_leftover_pieces(page, site):
    game = blokus.new_game(players=2, variant="duo", seed=1)
    rng = random.Random(1)
    while not game.over:
        game.play(rng.choice(game.legal_moves()))
    assert game.hand(0) != game.hand(1)
    record = {**game.to_record(), "meta": {"seats": ["human", "ai-beginner"]}}
    page.goto(link(site, record))
    page.evaluate("window.genial.ready")
    wait_for(page, "over")
    page.locator("#end-close").click()
    tray = page.locator('[data-testid="hand-piece"]:not(.placed)')
    assert sorted(b.get_attribute("data-piece") for b in tray.all()) == sorted(game.hand(0))
