"""Panels a player opens and closes: Escape closes every panel and dialog (in replay the first
Escape leaves the replay, the next closes the panel), ? opens the help from inside any of
them; a new game (New game, Games → Open) closes the previous game's analysis and says that
the game in progress is kept; the message bar says a colour out once, not in the next game."""

import blokus
import blokus.ai
import genial_scenarios as scenarios
from genial_driver import one_turn_in
from shell_driver import state, wait_for
from tabletop import review
from test_shell_saving import link

GAME = "?players=2&seats=human,ai-beginner&seed=5"


OPEN = "(id) => document.querySelector(`[data-testid=${id}]`).open"


def is_open(page, testid: str) -> bool:
    return page.evaluate(OPEN, testid)


def escape_closes(page, testid: str) -> None:
    assert is_open(page, testid), testid
    page.keyboard.press("Escape")
    page.wait_for_function(f"(id) => !({OPEN})(id)", arg=testid)


def help_from_inside(page, testid: str) -> None:
    """? typed in an open panel or dialog opens the help over it; Escape closes the help only."""
    page.keyboard.press("?")
    page.get_by_test_id("help-dialog").wait_for(state="visible")
    escape_closes(page, "help-dialog")
    assert is_open(page, testid), testid


def test_escape_closes_every_panel_and_question_mark_opens_the_help_from_each(page, site):
    one_turn_in(page, site, GAME)

    page.get_by_test_id("history-button").click()
    page.get_by_test_id("history-entry").first.wait_for()
    page.get_by_test_id("history-entry").first.click()  # replay, focus inside the panel
    page.wait_for_function("window.genial.state().replay === 1")
    help_from_inside(page, "history-panel")
    page.keyboard.press("Escape")  # the first Escape leaves the replay...
    page.wait_for_function("window.genial.state().replay === null")
    escape_closes(page, "history-panel")  # ...the next closes the panel
    assert wait_for(page, "human")["hand"]  # the game is back, hand and all

    page.get_by_test_id("history-button").click()  # focus on the header's button
    escape_closes(page, "history-panel")

    page.get_by_test_id("games-button").click()
    page.get_by_test_id("games-dialog").wait_for(state="visible")  # once its list is made
    help_from_inside(page, "games-dialog")
    escape_closes(page, "games-dialog")

    page.locator("#new-game").click()
    page.get_by_test_id("new-dialog").wait_for(state="visible")
    assert page.locator("#new-dialog .keeps").is_visible()  # the game in progress is kept
    help_from_inside(page, "new-dialog")
    escape_closes(page, "new-dialog")

    page.get_by_test_id("help").click()
    assert page.locator("#help-dialog .keeps").is_visible()  # beside "Play a guided game"
    escape_closes(page, "help-dialog")
    assert state(page)["board"] and wait_for(page, "human")["awaiting"] == "human"


def analyse_finished_game(page, site) -> None:
    """Open a finished game by its link (in this tab) and start its analysis."""
    page.goto(link(site, scenarios.record_after(4)))
    page.evaluate("window.genial.ready")
    page.get_by_test_id("end-analyse").click()
    page.get_by_test_id("analysis-entry").first.wait_for(timeout=60_000)


def test_a_new_game_closes_the_previous_games_analysis(page, site):
    analyse_finished_game(page, site)
    help_from_inside(page, "analysis-panel")
    escape_closes(page, "analysis-panel")

    for opens in ("new game", "past game"):
        analyse_finished_game(page, site)
        board = page.get_by_test_id("board").bounding_box()
        if opens == "new game":
            page.locator("#new-game").click()
            assert not page.locator("#new-dialog .keeps").is_visible()  # that game is over
            page.get_by_test_id("start").click()
        else:
            page.get_by_test_id("games-button").click()
            page.get_by_test_id("past-game").first.click()  # the finished game, opened again
        page.wait_for_function("!document.getElementById('analysis-panel').open")
        wider = page.get_by_test_id("board").bounding_box()
        assert wider["width"] > board["width"], opens  # the panel no longer squeezes the board


def blokus_record_before_an_out(seed: int = 2) -> dict:
    """A 4-player Blokus record (you, three beginners) just after your decision, where the
    beginners' answers (the page's seeded choices) leave a colour with no move left before
    your next turn."""
    game = blokus.new_game(players=4, seed=seed)
    game.meta["seats"] = ["human", "ai-beginner", "ai-beginner", "ai-beginner"]
    mine = None
    while not game.over:
        if game.to_move == 0:
            mine = len(game.decisions) + 1  # the record up to your coming decision
        move = blokus.ai.choose(game, "beginner", seed=review.decision_seed(game, review.MOVE))
        events = game.play(move)
        if game.to_move == 0 and any(e["type"] == "skip" and e["out"] for e in events):
            played = game.to_record()
            return {**played, "decisions": played["decisions"][:mine]}
    raise LookupError("no colour went out before the human's turn")


def test_a_colour_out_is_said_once_and_not_in_the_next_game(page, site):
    record = blokus_record_before_an_out()
    page.goto(link(site, record))
    page.evaluate("window.genial.ready")
    wait_for(page, "human", timeout=60_000)
    page.wait_for_function("document.getElementById('message').textContent.includes('No move')")
    said = page.get_by_test_id("message").inner_text()
    assert said.count("No move left for") == 1, said
    page.locator("#new-game").click()
    page.get_by_test_id("start").click()
    page.wait_for_function("window.genial.state().decisions === 0")
    assert "No move left" not in page.get_by_test_id("message").inner_text()
