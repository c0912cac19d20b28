"""Nothing lost: reload resumes, undo, history replay, export/import, share links, hint,
corrupt storage, post-game analysis — each driven by clicks and keys like a player."""

import base64
import json

import genial
import genial.ai
import genial_scenarios as scenarios
from genial_driver import covered_scores, one_turn_in, play_move, play_turn
from shell_driver import notice, open_game, state, wait_for
from tabletop import review

GAME = "?players=2&seats=human,ai-beginner&seed=5"
#: What must come back identically after a reload or an import.
SAME = ("board", "scores", "to_move", "phase", "players", "teams", "seats", "bag", "bonus", "hand")


def same(a: dict, b: dict) -> bool:
    return all(a[k] == b[k] for k in SAME)


def link(site: str, record: dict) -> str:
    data = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
    return f"{site}#record={data}"


def wait_text(page, element_id: str, text: str, timeout: int = 20_000) -> None:
    page.wait_for_function("([id, text]) => document.getElementById(id).textContent.includes(text)",
                           arg=[element_id, text], timeout=timeout)


def reload_resumes(page, site: str, *awaiting: str) -> None:
    before = state(page)
    page.goto(site)  # no parameters: the saved game
    page.evaluate("window.genial.ready")
    after = wait_for(page, *awaiting)
    assert same(before, after), (before, after)


def test_reload_mid_game_resumes_the_same_state(page, site):
    one_turn_in(page, site, GAME)
    reload_resumes(page, site, "human")


def test_reload_mid_bonus_placement_resumes_it(page, site):
    record, move = scenarios.find(scenarios.gives_bonus)
    open_game(page, link(site, record))
    wait_for(page, "human")
    assert "#record" not in page.url  # a reload resumes the saved game, not the link
    play_move(page, move)
    assert wait_for(page, "human")["bonus"] >= 1
    reload_resumes(page, site, "human")


def test_reload_during_the_swap_decision_asks_again(page, site):
    record, move = scenarios.find(scenarios.leads_to_swap)
    open_game(page, link(site, record))
    wait_for(page, "human")
    play_move(page, move)
    wait_for(page, "swap")
    reload_resumes(page, site, "swap")
    page.get_by_test_id("swap-dialog").wait_for(state="visible")


def test_undo_takes_back_your_move_and_the_computers_reply(page, site):
    open_game(page, site, GAME)
    start = wait_for(page, "human")
    assert page.get_by_test_id("undo").is_disabled()
    play_turn(page)
    assert len(wait_for(page, "human")["board"]) == len(start["board"]) + 4
    page.get_by_test_id("undo").click()
    page.wait_for_function("(n) => window.genial.state().board.length === n",
                           arg=len(start["board"]))
    back = wait_for(page, "human")
    assert same(start, back)
    assert "taken back" in page.get_by_test_id("message").inner_text()
    page.keyboard.press("Control+z")  # nothing of yours left to take back
    assert page.get_by_test_id("undo").is_disabled() and same(start, state(page))


def test_hot_seat_undo_only_until_the_next_player_has_seen_their_tiles(page, site):
    open_game(page, site, "?players=2&seats=human,human&seed=8")
    wait_for(page, "curtain")
    page.get_by_test_id("curtain-go").click()
    start = wait_for(page, "human")
    play_turn(page)
    wait_for(page, "curtain")
    page.get_by_test_id("curtain-undo").click()  # player 2 has not looked yet
    wait_text(page, "curtain-title", "Player 1")  # the curtain now asks for player 1
    page.get_by_test_id("curtain-go").click()
    assert same(start, wait_for(page, "human"))
    play_turn(page)
    wait_for(page, "curtain")
    page.get_by_test_id("curtain-go").click()  # player 2 sees their tiles
    seen = wait_for(page, "human")
    page.get_by_test_id("undo").click()
    assert "Too late" in page.get_by_test_id("message").inner_text()
    assert same(seen, state(page))


def test_history_replay_steps_and_cannot_change_the_game(page, site):
    now = one_turn_in(page, site, GAME)
    page.get_by_test_id("history-button").click()
    entries = page.get_by_test_id("history-entry")
    entries.first.wait_for()
    assert entries.count() == 2 and "+" in entries.first.inner_text()
    entries.first.click()
    page.wait_for_function("window.genial.state().replay === 1")
    assert page.get_by_test_id("replay-bar").is_visible()
    assert covered_scores(page) == []  # the panel docks beside the score cards
    page.keyboard.press("ArrowRight")
    page.wait_for_function("window.genial.state().replay === 2")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("window.genial.state().replay === 0")
    assert page.get_by_test_id("hand-tile").count() == 0  # no tile to place in replay
    assert page.get_by_test_id("hint").is_disabled() and page.get_by_test_id("undo").is_disabled()
    page.keyboard.press("Escape")
    page.wait_for_function("window.genial.state().replay === null")
    back = wait_for(page, "human")
    assert same(now, back) and not page.get_by_test_id("replay-bar").is_visible()
    play_turn(page)  # the game goes on from where it was
    wait_for(page, "human")


def test_export_then_import_reproduces_the_game(page, site, tmp_path):
    before = one_turn_in(page, site, GAME)
    page.get_by_test_id("games-button").click()
    with page.expect_download() as download:
        page.get_by_test_id("export-file").click()
    saved = tmp_path / "game.json"
    download.value.save_as(saved)
    exported = saved.read_text()
    assert genial.from_record(exported).decisions == json.loads(exported)["decisions"]
    page.get_by_test_id("games-close").click()
    page.locator("#new-game").click()
    page.get_by_test_id("start").click()
    wait_for(page, "human")
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("import-file").set_input_files(str(saved))
    page.get_by_test_id("games-dialog").wait_for(state="hidden")
    assert same(before, wait_for(page, "human"))


def test_broken_imports_say_why_and_keep_the_game(page, site):
    before = one_turn_in(page, site, GAME)
    record = genial.new_game(players=2, seed=5).to_record()
    text = json.dumps(record)
    hostile = dict(record, decisions=["red-red@99,99:99,100"])
    page.get_by_test_id("games-button").click()
    error = page.get_by_test_id("import-error")
    for paste, reason in [(text[:25], "not valid JSON"), ("[[[[", "not valid JSON"),
                          (json.dumps(hostile), "decision 1"), ("   ", "nothing to open")]:
        page.get_by_test_id("import-text").fill(paste)
        page.get_by_test_id("import-paste").click()
        wait_text(page, "import-error", reason)
        assert "unchanged" in error.inner_text()
    huge = {"name": "huge.json", "mimeType": "application/json", "buffer": b" " * 900_001}
    page.get_by_test_id("import-file").set_input_files(huge)
    wait_text(page, "import-error", "too large")
    page.get_by_test_id("games-close").click()
    assert same(before, state(page))


def test_a_damaged_share_link_is_refused_and_the_saved_game_resumes(page, site):
    before = one_turn_in(page, site, GAME)
    page.goto("about:blank")  # a new visit (the fragment alone would not load the page again)
    page.goto(site + "#record=not*base64")
    page.evaluate("window.genial.ready")
    assert "link is damaged" in notice(page)
    assert same(before, wait_for(page, "human"))


def test_refusals_are_said_in_the_pages_language_and_keep_the_game(page, site):
    """In French: a hostile file, a hostile link and a saved game the engine refuses are
    each explained from fr.json (the engine's codes and params), and nothing is lost."""
    page.add_init_script("localStorage.setItem('genial.lang', 'fr')")
    before = one_turn_in(page, site, GAME)
    record = genial.new_game(players=2, seed=5).to_record()
    hostile = json.dumps(dict(record, decisions=["red-red@99,99:99,100"])).encode()
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("import-file").set_input_files(
        {"name": "partie.json", "mimeType": "application/json", "buffer": hostile})
    wait_text(page, "import-error", "Cette partie enregistrée ne peut pas être ouverte : "
              "le coup n° 1 ('red-red@99,99:99,100') ne peut pas être rejoué : "
              "la case (99,99) est hors de la zone de jeu : elle est à 198 cases du centre, "
              "et à 2 joueur(s) on joue jusqu’à 5 cases du centre. "
              "Votre partie en cours est intacte.")
    page.get_by_test_id("games-close").click()
    assert same(before, state(page))

    page.goto(link(site, dict(record, version=99)))  # pasted into the open tab
    assert notice(page) == (
        "Impossible d'ouvrir la partie du lien : version d’enregistrement non prise en charge : "
        "99 (ce jeu lit la version 1).")
    assert same(before, wait_for(page, "human"))

    page.evaluate("(r) => localStorage.setItem('genial.save', r)",
                  json.dumps(dict(record, config={"players": 2, "teams": True})))
    page.reload()
    page.evaluate("window.genial.ready")
    wait_for(page, "human")
    assert notice(page).startswith(
        "La partie enregistrée n’a pas pu être rejouée (la partie par équipes (« teams » : true) "
        "se joue à exactement 4 joueurs) : elle est gardée sous")


def test_corrupt_storage_is_kept_under_a_backup_key_and_a_fresh_game_starts(page, site):
    page.add_init_script("if (!sessionStorage.getItem('done')) { sessionStorage.setItem('done', 1);"
                         " localStorage.setItem('genial.save', '{broken'); }")
    open_game(page, site)
    s = wait_for(page, "human")
    assert len(s["board"]) == 6 and s["players"] == 2
    assert "could not be read" in notice(page)
    backups = page.evaluate(
        "Object.keys(localStorage).filter((k) => k.startsWith('genial.save.backup'))")
    assert len(backups) == 1
    assert page.evaluate("(k) => localStorage.getItem(k)", backups[0]) == "{broken"


def test_hint_shows_the_experts_move_without_playing_it(page, site):
    open_game(page, site, GAME)
    before = wait_for(page, "human")
    page.get_by_test_id("hint").click()
    page.wait_for_function("window.genial.state().hint !== null")
    hint = state(page)["hint"]
    assert genial.parse_move(hint) in genial.new_game(players=2, seed=5).legal_moves()
    assert "expert would play" in page.get_by_test_id("message").inner_text()
    assert same(before, state(page))


def test_post_game_analysis_lists_the_biggest_mistakes_and_shows_them(page, site):
    record = scenarios.record_after(4)
    open_game(page, link(site, record))
    wait_for(page, "over")
    page.get_by_test_id("end-analyse").click()
    summary = page.get_by_test_id("analysis-summary")
    wait_text(page, "analysis-summary", "out of", timeout=120_000)
    placements = sum(1 for e in review.history(genial.from_record(record))
                     if e["seat"] == 0 and e["kind"] == "place")
    assert f"out of {placements}" in summary.inner_text()
    assert page.get_by_test_id("analysis-entry").count() == placements
    mistakes = page.get_by_test_id("analysis-mistake")
    assert mistakes.count() >= 1
    mistakes.first.click()
    page.wait_for_function("window.genial.state().replay !== null")
    assert page.get_by_test_id("replay-bar").is_visible()
    page.get_by_test_id("analysis-close").click()
    page.wait_for_function("window.genial.state().replay === null")
    # The finished game is in the past games list.
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("games-dialog").wait_for(state="visible")  # its list drawn
    assert page.get_by_test_id("past-game").count() == 1
