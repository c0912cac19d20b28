"""Nothing lost across tabs and addresses: two tabs of one game follow each other (a move in one
shows in the other, and a tab that missed it keeps the other's version under Past games, with a
word in each tab); an address refused for another game leaves the game in progress, on the
board and as the game the plain address resumes."""

from genial_driver import play_turn
from shell_driver import notice, open_game, state, wait_for

GAME = "?players=2&seats=human,ai-beginner&seed=5"
#: A tab that does not hear the other's saves (as if it was asleep when they came).
DEAF = """
  const listen = window.addEventListener;
  window.addEventListener = function (type, ...rest) {
    if (type !== 'storage') return listen.call(this, type, ...rest);
  };"""
#: A tab that hears the other's saves only when told, all at once (as a busy tab does).
HELD = """
  const listen = window.addEventListener;
  const held = [];
  window.addEventListener = function (type, handler, ...rest) {
    if (type !== 'storage') return listen.call(this, type, handler, ...rest);
    listen.call(this, type, (e) => held.push(() => handler(e)), ...rest);
  };
  window.hearHeld = () => held.splice(0).forEach((hear) => hear());"""


def turn_done(page, tile: int = 0) -> dict:
    """Our placement of hand tile `tile` and the computer's answer, by clicks: the state at
    our next turn."""
    before = len(wait_for(page, "human")["board"])
    play_turn(page, tile)
    page.wait_for_function("(n) => window.genial.state().board.length >= n + 4", arg=before)
    return wait_for(page, "human")


def shows(page, board: list) -> dict:
    """Wait until `page` shows `board` (another tab's), then its state."""
    page.wait_for_function("(n) => window.genial.state().board?.length === n", arg=len(board))
    s = wait_for(page, "human")
    assert sorted(map(str, s["board"])) == sorted(map(str, board))
    return s


def past_games(page) -> int:
    page.get_by_test_id("games-button").click()
    page.locator("#games-dialog").wait_for(state="visible")  # shown once its list is drawn
    count = page.get_by_test_id("past-game").count()
    page.get_by_test_id("games-close").click()
    return count


def test_two_tabs_of_one_game_follow_each_other(context, page, site):
    page.add_init_script(HELD)
    open_game(page, site, GAME)
    one = wait_for(page, "human")
    other = context.new_page()
    open_game(other, site)
    assert state(other)["board"] == one["board"]

    two = turn_done(other)  # a move in tab 2 (and the computer's answer)...
    page.evaluate("window.hearHeld()")  # ...both saves heard at once by tab 1...
    shown = shows(page, two["board"])  # ...are on tab 1's board, said in its message bar
    assert "another tab" in page.get_by_test_id("message").inner_text()
    assert shown["hand"] == two["hand"]

    assert past_games(page) == 0  # tab 1 wrote nothing back over tab 2's save
    three = turn_done(page)  # a move in tab 1 now continues tab 2's
    shows(other, three["board"])
    other.reload()
    other.evaluate("window.genial.ready")
    assert sorted(map(str, wait_for(other, "human")["board"])) == sorted(map(str, three["board"]))
    assert past_games(other) == 0  # one game, nothing set aside
    other.close()


def test_a_tab_that_missed_the_others_moves_keeps_both_and_says_so(context, page, site):
    page.add_init_script(DEAF)  # tab 1 never hears tab 2
    open_game(page, site, GAME)
    wait_for(page, "human")
    other = context.new_page()
    open_game(other, site)
    two = turn_done(other)  # tab 2 moves; tab 1 still shows the game before it
    assert len(state(page)["board"]) < len(two["board"])

    one = turn_done(page, 1)  # the stale tab 1 moves too: the same game, played differently
    assert "another tab" in notice(page)  # tab 2's version was kept aside, and tab 1 says so
    assert past_games(page) == 1
    shows(other, one["board"])  # tab 2 follows tab 1, its own moves kept under Past games
    assert "another tab" in notice(other)
    other.reload()  # nothing lost: the game is tab 1's, tab 2's moves are a past game
    other.evaluate("window.genial.ready")
    assert sorted(map(str, wait_for(other, "human")["board"])) == sorted(map(str, one["board"]))
    assert past_games(other) == 1
    other.get_by_test_id("games-button").click()
    other.evaluate("window.before = JSON.stringify(window.genial.state().board)")
    other.get_by_test_id("past-game").click()
    other.wait_for_function("JSON.stringify(window.genial.state().board) !== window.before")
    shows(other, two["board"])
    other.close()


def test_a_refused_address_for_another_game_keeps_the_game_in_progress(page, site):
    open_game(page, site, GAME)
    before = turn_done(page)
    page.goto(site + "?game=qwirkle&players=9")
    page.evaluate("window.genial.ready")
    assert "'players' must be" in notice(page)
    after = wait_for(page, "human")
    assert after["game"] == "genial" and after["board"] == before["board"]
    assert page.evaluate("JSON.parse(localStorage.getItem('house.game'))") == "genial"
    assert page.evaluate("localStorage.getItem('qwirkle.save')") is None
    page.goto(site)  # the plain address still resumes the Génial game
    page.evaluate("window.genial.ready")
    resumed = wait_for(page, "human")
    assert resumed["game"] == "genial" and resumed["board"] == before["board"]
    page.goto(site + "?game=nosuchgame")  # an unknown game too
    page.evaluate("window.genial.ready")
    assert "nosuchgame" in notice(page)
    assert wait_for(page, "human")["board"] == before["board"]
