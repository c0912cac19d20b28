"""Nothing lost, the way a new player goes: a game from the plain address, from the New game
dialog or from an address survives a reload; exports, imports, share links and Past games
give back the same game; a bad address or link never replaces the game on the board."""

import base64
import json

import genial
from genial_driver import play_turn
from shell_driver import notice, open_game, state, wait_for

GAME = "?players=2&seats=human,ai-beginner&seed=5"
#: What must come back identically after a reload or an import.
SAME = ("board", "scores", "to_move", "phase", "players", "teams", "seats", "bag", "bonus", "hand")
SAFE = 2**53 - 1  # the largest integer JavaScript's numbers hold exactly
#: The engine's list of a tile's placements arrives 600 ms late, as in a fresh, busy browser.
SLOW_OPTIONS = """
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message?.cmd === 'options') setTimeout(() => post.call(this, message, ...rest), 600);
    else post.call(this, message, ...rest);
  };"""


def same(a: dict, b: dict) -> bool:
    return all(a[k] == b[k] for k in SAME)


def first_turn(page) -> dict:
    """Our placement and the computer's answer: the state when it is our turn again."""
    wait_for(page, "human")
    play_turn(page)
    after = wait_for(page, "human")
    assert len(after["board"]) == 6 + 4  # our tile and the computer's
    return after


def saved(page) -> dict:
    return page.evaluate("JSON.parse(localStorage.getItem('genial.save'))")


def reload_resumes(page, before: dict) -> dict:
    page.reload()
    page.evaluate("window.genial.ready")
    after = wait_for(page, "human")
    assert same(before, after), (before, after)
    assert not page.get_by_test_id("notice-dialog").is_visible()
    return after


def link(site: str, record: dict | str) -> str:
    text = record if isinstance(record, str) else json.dumps(record)
    return f"{site}#record={base64.urlsafe_b64encode(text.encode()).decode().rstrip('=')}"


def test_a_game_from_the_plain_address_survives_a_reload(page, site):
    """The engine draws the seed: the saved record names the same deal (it did not when a
    63-bit seed went through JSON.parse), so the reload resumes the game."""
    open_game(page, site)
    before = first_turn(page)
    record = saved(page)
    seed = record["seed"]
    assert isinstance(seed, str) or 0 <= seed <= SAFE, seed
    assert genial.from_record(record).decisions == record["decisions"]  # replays here too
    reload_resumes(page, before)


def test_a_game_from_the_new_game_dialog_survives_a_reload(page, site):
    open_game(page, site, GAME)
    page.locator("#new-game").click()
    page.get_by_test_id("new-dialog").locator("input[name=players][value='3']").check()
    page.get_by_test_id("start").click()
    page.wait_for_function("window.genial.state().players === 3")
    wait_for(page, "human")
    play_turn(page)
    before = wait_for(page, "human")
    assert len(before["board"]) == 6 + 6
    reload_resumes(page, before)


def test_an_address_game_survives_a_reload_and_the_address_deals_it_again(page, site):
    open_game(page, site, GAME)
    assert page.url == site  # read once: the bar shows the plain address
    before = first_turn(page)
    reload_resumes(page, before)
    page.goto(site + GAME)  # opened again on purpose: the same deal, from the start
    page.evaluate("window.genial.ready")
    again = wait_for(page, "human")
    assert len(again["board"]) == 6 and again["hand"] == state_of_deal(5)
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("games-dialog").wait_for(state="visible")  # its list drawn
    assert page.get_by_test_id("past-game").count() == 1  # the game it replaced
    page.get_by_test_id("past-game").first.click()
    page.get_by_test_id("games-dialog").wait_for(state="hidden")
    assert same(before, wait_for(page, "human"))


def state_of_deal(seed: int) -> list[list[str]]:
    return [list(tile) for tile in genial.new_game(players=2, seed=seed).hand(0)]


def test_export_import_link_and_past_games_of_a_plain_address_game(page, site, tmp_path):
    open_game(page, site)
    before = first_turn(page)
    page.get_by_test_id("games-button").click()
    with page.expect_download() as download:
        page.get_by_test_id("export-file").click()
    exported = tmp_path / "game.json"
    download.value.save_as(exported)
    assert genial.from_record(exported.read_text()).decisions == saved(page)["decisions"]
    page.get_by_test_id("share-record").click()
    page.wait_for_function("document.getElementById('share-link').value.includes('#record=')")
    shared = page.get_by_test_id("share-link").input_value()
    page.get_by_test_id("games-close").click()

    page.locator("#new-game").click()
    page.get_by_test_id("start").click()
    page.wait_for_function("window.genial.state().board.length === 6")
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("import-file").set_input_files(str(exported))
    page.get_by_test_id("games-dialog").wait_for(state="hidden")
    assert same(before, wait_for(page, "human"))

    page.locator("#new-game").click()
    page.get_by_test_id("start").click()
    page.wait_for_function("window.genial.state().board.length === 6")
    page.goto(shared)  # pasted into this tab: only the fragment changes
    page.wait_for_function("window.genial.state().board.length === 10")
    assert same(before, wait_for(page, "human")) and "#" not in page.url

    # Each new game replaced it: it was kept under Past games (once), and opens the same.
    page.locator("#new-game").click()
    page.get_by_test_id("start").click()
    page.wait_for_function("window.genial.state().board.length === 6")
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("games-dialog").wait_for(state="visible")  # its list drawn
    assert page.get_by_test_id("past-game").count() == 1
    page.get_by_test_id("past-game").first.click()
    page.get_by_test_id("games-dialog").wait_for(state="hidden")
    page.wait_for_function("window.genial.state().board.length === 10")
    assert same(before, wait_for(page, "human"))
    reload_resumes(page, before)


def test_a_bad_address_never_replaces_the_game_and_says_why(page, site):
    open_game(page, site, GAME)
    before = first_turn(page)
    for query, says in [
        ("?players=9", "'players' must be 1 to 4, not 9"),
        ("?players=abc", "'players' must be an integer, not 'abc'"),
        ("?players=4&teams=1&seats=human,human",
         "'seats' must list one seat per player (4), not 2: human, human"),
        ("?players=2&seed=-3", "'seed' must be an integer from 0 to 2**64 - 1, not -3"),
        ("?players=2&teams=yes", "'teams' must be true or false, not 'yes'"),
    ]:
        page.goto(site + query)
        page.evaluate("window.genial.ready")
        text = notice(page)
        assert "cannot be set up" in text and says in text, text
        assert "None" not in text and "['" not in text
        assert page.url == site  # cleaned: a reload does not repeat it
        assert same(before, wait_for(page, "human"))
    reload_resumes(page, before)
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("games-dialog").wait_for(state="visible")  # its list drawn
    assert page.get_by_test_id("past-game").count() == 0  # nothing was replaced


def test_a_bad_address_is_explained_in_the_pages_language(page, site):
    page.add_init_script("localStorage.setItem('genial.lang', 'de')")
    open_game(page, site, "?players=abc")
    assert notice(page) == ("Die Adresse verlangt ein Spiel, das nicht aufgebaut werden kann: "
                            "„players“ muss eine ganze Zahl sein, nicht 'abc'.")
    assert wait_for(page, "human")["players"] == 2  # a first visit: a game to play anyway


def test_a_share_link_pasted_into_an_open_tab_opens_its_game(page, site):
    open_game(page, site, GAME)
    ours = first_turn(page)
    game = genial.new_game(players=3, seed=21)
    game.play(game.legal_moves()[0])
    game.meta["seats"] = ["ai-beginner", "human", "ai-beginner"]
    page.goto(link(site, game.to_record()))
    page.wait_for_function("window.genial.state().players === 3")
    theirs = wait_for(page, "human")
    assert theirs["to_move"] == 1 and "#" not in page.url
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("past-game").first.click()  # ours, kept under Past games
    page.get_by_test_id("games-dialog").wait_for(state="hidden")
    page.wait_for_function("window.genial.state().players === 2")
    assert same(ours, wait_for(page, "human"))

    for broken, says in [(site + "#record=not*base64", "link is damaged"),
                         (link(site, "{not json"), "not valid JSON")]:
        page.goto(broken)
        text = notice(page)
        assert "cannot be opened" in text and says in text, text
        assert same(ours, state(page)) and "#" not in page.url


def test_clicks_given_before_the_tiles_cells_are_known_are_applied(page, site):
    """A fresh browser answers the first `options` late: the tile and both cells clicked at
    once still place the tile."""
    page.add_init_script(SLOW_OPTIONS)
    open_game(page, site, GAME)
    start = wait_for(page, "human")
    game = genial.new_game(players=2, seed=5)
    tile = game.hand(0)[0]
    move, _ = game.scored_moves(tile)[0]
    first, second = move.cells if move.tile == tile else move.cells[::-1]
    centres = page.evaluate("(cells) => cells.map(([q, r]) => window.genial.cellCenter(q, r))",
                            [list(first), list(second)])
    page.get_by_test_id("hand-tile").first.click()
    for point in centres:
        page.mouse.click(point["x"], point["y"])
    assert state(page)["selection"]["options"] == []  # the clicks came before the cells
    page.wait_for_function("window.genial.state().board.length === 10")  # ours, the computer's
    after = wait_for(page, "human")
    placed = {(c["q"], c["r"]) for c in after["board"]} - {(c["q"], c["r"]) for c in start["board"]}
    assert {first, second} <= placed


def test_keys_given_before_the_tiles_cells_are_known_are_applied(page, site):
    page.add_init_script(SLOW_OPTIONS)
    open_game(page, site, GAME)
    start = wait_for(page, "human")
    for key in ["1", "ArrowRight", "Enter", "Enter"]:
        page.keyboard.press(key)
    assert state(page)["board"] == start["board"]  # nothing known yet
    page.wait_for_function("window.genial.state().board.length === 10")  # ours, the computer's
    wait_for(page, "human")


def test_the_page_plays_where_storage_is_refused(page, site):
    """Storage disabled (some private modes): the page starts, says games will not be kept,
    and plays; the theme and language switches still work."""
    page.add_init_script("""
      Object.defineProperty(window, 'localStorage', {
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
      });""")
    open_game(page, site)
    assert "will not be kept" in notice(page)
    first_turn(page)
    page.get_by_test_id("theme").click()
    page.wait_for_function("document.documentElement.dataset.theme === 'contrast'")
    page.locator("#lang").select_option("fr")
    page.wait_for_function("document.documentElement.lang === 'fr'")
    play_turn(page)
    wait_for(page, "human", "swap")
