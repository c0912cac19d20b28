"""Ginny-O in the page, played by clicks: a whole game against the computer to its end screen
(with the hands' penalties), a joker declared from the cards the engine offers (or cancelled),
the staging flow (the engine's cells and points before Confirm), a hot-seat game through the
curtain, the hint, undo and history read in words, a reload mid-game that resumes exactly, play
offline, the New game dialog, and the pass once the box is empty (opened by a share link)."""

import ginnyo
import ginnyo.ai
import ginnyo_driver as g
from ginnyo.staging import options
from shell_driver import click_cell, hint_then_undo, hot_seat_turns, open_game, wait_for
from test_qwirkle_moments import link

#: The level a seat the New game dialog adds starts at: the weakest.
WEAKEST = ginnyo.ai.LEVELS[0]

#: What must come back identically after a reload.
SAME = ("game", "board", "scores", "to_move", "phase", "players", "seats", "bag", "hand",
        "hand_sizes", "decisions", "sections")
JOKER_GAME = "?game=ginnyo&players=2&seats=human,ai-casual&seed=7"


def test_a_whole_game_by_clicks_against_the_computer(page, site):
    open_game(page, site, g.GAME)
    s = wait_for(page, "human")
    assert s["game"] == "ginnyo" and s["board"] == [] and len(s["hand"]) == 8
    end = g.play_to_end(page)
    assert end["over"] and end["phase"] == "over"
    page.get_by_test_id("end-dialog").wait_for(state="visible")
    # The engine agrees with everything the page showed: replay the record it saved.
    game = g.game_of(page)
    assert game.over and game.scores == end["scores"] and game.ranking() == end["ranking"]
    assert len(game.decisions) > 20 and game.bag_count == 0  # a whole game: the box emptied
    assert sorted((c["x"], c["y"]) for c in end["board"]) == sorted(game.board)
    # The end screen names each seat's hand penalty, as the engine counted it.
    penalties = [t.inner_text() for t in page.get_by_test_id("penalty").all()]
    assert len(penalties) == 2 and end["penalties"] == game.penalties
    for n in game.penalties:
        assert (f"−{n} left in hand" if n else "no tile left") in penalties
    assert "lost the value of the tiles left in hand" in page.locator("#end-how").inner_text()


def test_a_joker_is_declared_from_the_engines_choices_and_scored_before_confirm(page, site):
    open_game(page, site, JOKER_GAME)
    s = wait_for(page, "human")
    names = [page.get_by_test_id("hand-tile").nth(i).get_attribute("aria-label") for i in range(8)]
    assert names[1] == "Tile 2: jack of spades" and names[7] == "Tile 8: joker"
    engine = ginnyo.new_game(seed=7)
    s = g.stage_joker(page, 7, 8, 8, "QS")
    assert s["offered"] == engine.joker_choices([], (8, 8)) == ["QS", "JH", "JC"]
    assert s["staged"] == [{"x": 8, "y": 8, "tile": "JK=QS", "index": 7}]
    assert not s["complete"]  # one tile is no meld; JS goes where JS QS KS may be laid
    assert s["cells"]["JS"] == options(engine, ["JK=QS@8,8"])["cells"]["JS"]
    assert [7, 8] in s["cells"]["JS"] and [10, 8] not in s["cells"]["JS"]  # no gap
    s = g.stage(page, 1, 7, 8)
    s = g.stage(page, 2, 9, 8)
    move = "JS@7,8 JK=QS@8,8 KS@9,8"
    assert s["complete"] and s["points"] == engine.preview(move)
    assert page.get_by_test_id("preview").inner_text().strip().startswith(f"+{s['points']}")
    after = g.confirm(page)
    assert {"x": 8, "y": 8, "tile": "JK=QS"} in [
        {k: c[k] for k in ("x", "y", "tile")} for c in after["board"]]
    assert g.game_of(page).decisions[0] == move
    # The history words the play (no notation): the joker is read as what it stands for.
    page.get_by_test_id("history-button").click()
    entry = page.get_by_test_id("history-entry").first
    entry.wait_for(state="visible")
    assert "a run J♠ Q♠ (joker) K♠ from the centre" in entry.locator(".sr").inner_text()
    assert "@" not in entry.inner_text()


def test_a_joker_cancelled_stays_in_hand(page, site):
    open_game(page, site, JOKER_GAME)
    wait_for(page, "human")
    g.select(page, 7)
    click_cell(page, 8, 8)
    page.get_by_test_id("joker-dialog").wait_for(state="visible")
    page.get_by_test_id("joker-cancel").click()
    page.get_by_test_id("joker-dialog").wait_for(state="hidden")
    assert g.settled(page)["staged"] == []


def test_reload_mid_game_resumes_exactly(page, site):
    open_game(page, site, g.GAME)
    wait_for(page, "human")
    for _ in range(2):
        g.play_turn(page)
    before = wait_for(page, "human")
    assert before["decisions"] >= 4 and before["board"]
    page.reload()
    page.evaluate("window.genial.ready")
    after = wait_for(page, "human")
    assert all(before[k] == after[k] for k in SAME)
    assert "game=" not in page.url  # the address was read once: a reload does not deal again


def test_a_hot_seat_game_hides_each_hand_behind_the_curtain(page, site):
    open_game(page, site, "?game=ginnyo&players=2&seats=human,human&seed=13")
    _, curtains = hot_seat_turns(page, g.play_turn, 4, timeout=g.STEP_TIMEOUT)
    assert curtains >= 3


def test_hint_and_undo_and_history_read_in_words(page, site):
    open_game(page, site, g.GAME)
    wait_for(page, "human")
    g.play_turn(page)
    g.play_turn(page)
    before = wait_for(page, "human")
    # Hint: the expert's decision said in words; undo takes back the play and the reply.
    undone = hint_then_undo(page, ginnyo, g.game_of(page), before)
    page.get_by_test_id("history-button").click()
    entries = page.get_by_test_id("history-entry")
    entries.first.wait_for()
    assert entries.count() == undone["decisions"] >= 2
    assert all("@" not in entries.nth(i).inner_text() for i in range(entries.count()))



def test_the_new_game_dialog_offers_ginnyo_with_its_players_and_seats(page, site):
    open_game(page, site)  # Génial, the flagship, against the computer
    assert wait_for(page, "human")["game"] == "genial"
    page.locator("#new-game").click()
    page.get_by_test_id("game-select").select_option("ginnyo")
    page.wait_for_function(  # Ginny-O's modes (2, 3 or 4 players) replace Génial's (1 to 4)
        "[...document.querySelectorAll('#player-counts input')].map((i) => i.value).join()"
        " === '2,3,4'")
    page.locator("#player-counts input[value='3']").check()
    page.get_by_test_id("seat-select").nth(2).wait_for()
    page.wait_for_function(  # what this setup is, with the engine's sets for three players
        "document.getElementById('mode-about').textContent.startsWith("
        "'3 players, each for themselves, with 2 sets (108 tiles)')")
    page.get_by_test_id("start").click()
    page.wait_for_function("window.genial.state().game === 'ginnyo'")
    s = wait_for(page, "human", "computer", "over")
    assert s["players"] == 3 and s["seats"] == ["human", "ai-beginner", f"ai-{WEAKEST}"]
    assert page.locator("#logo").inner_text() == "Ginny-O"
    assert s["bag"] + sum(s["hand_sizes"]) + len(s["board"]) == 108  # two sets for three


def box_empty_on_your_turn() -> dict:
    """The record of a game (greedy plays from seed 13) where the box is empty on the human's
    turn: a pass is allowed, a discard no more."""
    game = ginnyo.new_game(players=2, seed=13)
    while not game.over:
        if game.to_move == 0 and game.may_pass():
            game.meta["seats"] = ["human", "ai-casual"]
            return game.to_record()
        game.play(max(game.legal_moves(), key=lambda m: (game.preview(m) if isinstance(
            m, ginnyo.Play) else -1, -len(str(m)))))
    raise LookupError("the box never emptied on seat 0's turn")


def test_once_the_box_is_empty_pass_shows_and_discard_does_not(page, site):
    open_game(page, link(site, box_empty_on_your_turn()))
    wait_for(page, "human")
    s = g.settled(page)
    assert s["pass"] and s["discard"] == 0 and s["bag"] == 0
    assert page.get_by_test_id("pass").is_visible() and page.get_by_test_id("discard").is_disabled()
    g.pass_turn(page)
    assert g.game_of(page).decisions[s["decisions"]] == "pass"
