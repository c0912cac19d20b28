"""The moments of a game, each by clicks: swap, bonus, hot-seat curtain, teams, solo, failure."""

import pytest

import genial_scenarios as scenarios
from genial_driver import play_move, play_to_end, play_turn
from shell_driver import notice, open_game, state, wait_for


def cells(board: list[dict]) -> set[tuple]:
    return {(c["q"], c["r"], c["colour"]) for c in board}


def test_swap_is_offered_with_its_reason_undo_and_swaps_the_hand(page, site):
    record, move = scenarios.find(scenarios.leads_to_swap)
    open_game(page, site, saved=record)
    before = wait_for(page, "human")
    play_move(page, move)
    offered = wait_for(page, "swap")
    dialog = page.get_by_test_id("swap-dialog")
    assert "lowest" in dialog.inner_text()

    # The offer's Undo takes back the placement that led to it: tile back in hand, offer gone.
    page.get_by_test_id("swap-undo").click()
    undone = wait_for(page, "human")
    assert len(undone["board"]) == len(offered["board"]) - 2
    assert cells(undone["board"]) == cells(before["board"])
    assert sorted(map(sorted, undone["hand"])) == sorted(map(sorted, before["hand"]))
    assert not dialog.is_visible() and "taken back" in page.get_by_test_id("message").inner_text()

    play_move(page, move)  # the same placement offers the swap again; Ctrl+Z takes it back too
    wait_for(page, "swap")
    page.keyboard.press("Control+z")
    assert cells(wait_for(page, "human")["board"]) == cells(before["board"])
    assert not dialog.is_visible()

    play_move(page, move)
    wait_for(page, "swap")
    page.get_by_test_id("swap").click()
    after = wait_for(page, "human")
    assert after["to_move"] == 0 and len(after["hand"]) == 6
    assert len(after["board"]) == len(before["board"]) + 4  # ours, then the computer's
    assert "swapped" in page.get_by_test_id("message").inner_text()


def test_bonus_placement_is_celebrated_and_asked_for(page, site):
    record, move = scenarios.find(scenarios.gives_bonus)
    open_game(page, site, saved=record)
    before = wait_for(page, "human")
    play_move(page, move)
    bonus = wait_for(page, "human")
    assert bonus["to_move"] == 0 and bonus["bonus"] >= 1
    assert len(bonus["board"]) == len(before["board"]) + 2
    page.get_by_test_id("toast").wait_for(state="visible")
    assert "Génial" in page.get_by_test_id("toast").inner_text()
    assert "bonus placement" in page.locator("#status").inner_text()
    play_turn(page)  # the bonus placement itself
    after = wait_for(page, "human", "swap", "over")
    assert len(after["board"]) >= len(before["board"]) + 4


def test_hot_seat_hides_the_hand_behind_a_curtain(page, site):
    open_game(page, site, "?players=2&seats=human,human&seed=8")
    wait_for(page, "curtain")
    assert page.get_by_test_id("hand-tile").count() == 0
    assert "Player 1" in page.get_by_test_id("curtain").inner_text()
    page.get_by_test_id("curtain-go").click()
    first = wait_for(page, "human")
    assert first["viewer"] == 0 and page.get_by_test_id("hand-tile").count() == 6
    play_turn(page)
    wait_for(page, "curtain")
    assert state(page)["hand"] == [] and page.get_by_test_id("hand-tile").count() == 0
    assert "Player 2" in page.get_by_test_id("curtain").inner_text()
    page.get_by_test_id("curtain-go").click()
    second = wait_for(page, "human")
    assert second["viewer"] == 1 and second["to_move"] == 1
    assert page.get_by_test_id("hand-tile").count() == 6


def test_team_game_first_round(page, site):
    seats = ",".join(["human"] + ["ai-beginner"] * 3)
    open_game(page, site, f"?players=4&teams=1&seats={seats}&seed=5")
    s = wait_for(page, "human")
    assert s["players"] == 4 and s["teams"] and len(s["scores"]) == 2
    cards = page.get_by_test_id("score-card")
    assert cards.count() == 2 and "Team A" in cards.nth(0).inner_text()
    play_turn(page)
    back = wait_for(page, "human", "swap")
    assert back["to_move"] == 0
    assert len(back["board"]) >= 6 + 2 * 4  # a tile from each of the four seats
    assert len({event["seat"] for event in back["last"]}) == 1  # the latest turn is marked


def test_solo_game_to_the_end(page, site):
    open_game(page, site, "?players=1&seats=human&seed=3")
    s = wait_for(page, "human")
    assert s["players"] == 1 and len(s["hand"]) == 1
    final = play_to_end(page)
    assert final["over"] and final["ranking"] == [[0]]
    page.get_by_test_id("end-dialog").wait_for(state="visible")
    text = page.get_by_test_id("end-dialog").inner_text()
    assert "Your result" in text and "best results" in text


@pytest.mark.parametrize("lost", ["**/genial-*.whl", "**/worker.js", "**/pyodide.asm.wasm"])
def test_engine_failure_shows_a_message_and_retry_works(page, site, lost):
    page.route(lost, lambda route: route.abort())
    page.goto(site + "?players=2&seats=human,ai-beginner&seed=5")
    page.get_by_test_id("failure").wait_for(state="visible")
    assert "could not load" in page.get_by_test_id("failure").inner_text()
    page.unroute(lost)
    page.get_by_test_id("retry").click()
    wait_for(page, "human")


@pytest.mark.parametrize(("query", "says"), [
    ("?players=9&seats=human", "'players' must be 1 to 4, not 9"),
    ("?players=2&seats=human,ai-godlike", "unknown seat 'ai-godlike'"),
])
def test_a_bad_address_says_why_and_still_starts_a_game(page, site, query, says):
    open_game(page, site, query)
    text = notice(page)
    assert "cannot be set up" in text and says in text, text
    assert wait_for(page, "human")["players"] == 2
