"""Blokus hot-seat: two people share one device in the two-player game (each plays two
colours). Between seats the curtain hides the table and names the player the device goes to;
each plays by clicks; the colour to move and its player are always in view; a reload in the
middle of the game resumes it behind the curtain, and the game goes on."""

import blokus
import blokus_driver as b
from shell_driver import open_game, state, wait_for

HOT_SEAT = "?game=blokus&players=2&seats=human,human&seed=6"
#: seat 0 plays blue and red, seat 1 yellow and green (rules-blokus.md §3)
SEAT_OF = {"blue": 0, "yellow": 1, "red": 0, "green": 1}


def next_turn(page) -> dict:
    """Through the curtain (it names the player whose colour is to move) to their turn."""
    s = wait_for(page, "human", "curtain", timeout=b.STEP_TIMEOUT)
    if s["awaiting"] == "curtain":
        assert s["viewer"] is None  # nobody's turn shown behind it
        s = b.pass_device(page, f"Player {s['to_move'] + 1}")
    assert s["viewer"] == s["to_move"] == SEAT_OF[s["colour"]]
    colour = s["colour"].capitalize()
    assert f"{colour} to move: Player {s['to_move'] + 1}" in page.get_by_test_id(
        "colour-to-move").inner_text()
    return s


def test_two_people_play_the_two_player_game_through_the_curtain(page, site):
    open_game(page, site, HOT_SEAT)
    played = []
    for _ in range(4):  # blue, yellow, red, green: each turn hands the device over
        s = next_turn(page)
        played.append(s["colour"])
        after = b.play_turn(page)
        assert after["decisions"] == s["decisions"] + 1
        assert after["awaiting"] == "curtain"  # the other player's colour is next
        assert after["to_move"] != s["to_move"]
    assert played == ["blue", "yellow", "red", "green"]

    # A reload mid-game: the same position, behind the curtain for the player to move.
    before = state(page)
    page.reload()
    page.evaluate("window.genial.ready")
    s = wait_for(page, "curtain", "human")
    assert (s["decisions"], s["board"], s["colour"]) == (4, before["board"], "blue")
    s = next_turn(page)
    assert s["to_move"] == 0 and len(s["tray"]) == 20
    b.play_turn(page)
    s = next_turn(page)  # and the game goes on: yellow, Player 2
    assert s["colour"] == "yellow"
    b.play_turn(page)
    game = blokus.from_record(b.finished_record(page))
    assert len(game.decisions) == 6 and [d.split(":")[0] for d in game.decisions] == [
        "blue", "yellow", "red", "green", "blue", "yellow"]
