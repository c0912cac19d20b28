"""Three devices and a computer at one Génial table: the host plays seat 0, two guests seats 1
and 2, the host's engine the computer of seat 3. Two whole rounds by clicks: each device shows
the same board, scores and turn, its own hand only, and waits for the others' moves (the
computer's included, played on the host); neither guest hears another seat's tiles. The host's
answers to a guest may be larger than what a guest may send (a tile's placements)."""

import genial_driver
from net_driver import HEARD, Devices, connect, host_game, settle
from shell_driver import STEP_TIMEOUT, state
from test_net_games import assert_private

GAME = "?game=genial&players=4&seats=human,human,human,ai-beginner&seed=21"
SHARED = ("board", "scores", "to_move", "decisions", "bag", "over")


def test_three_devices_and_a_computer_play_rounds(browser, watch, site):
    devices = Devices(browser, watch)
    try:
        host = host_game(devices, site, GAME)
        guests = [devices.open(), devices.open()]
        for seat, guest in enumerate(guests, start=1):
            guest.add_init_script(HEARD)
            connect(host, guest, seat)
        pages = [host, *guests]
        assert state(host)["seats"] == ["human", "remote", "remote", "ai-beginner"]
        assert state(guests[1])["seats"] == ["remote", "remote", "human", "ai-beginner"]
        for _ in range(2 * 3):  # two rounds of the three people (the computer between them)
            s = state(host)
            mover = pages[s["to_move"]]
            mover.wait_for_function("() => ['human', 'swap'].includes(window.genial.state()"
                                    ".awaiting)", timeout=STEP_TIMEOUT)
            if state(mover)["awaiting"] == "swap":
                mover.get_by_test_id("keep").click()
            else:
                genial_driver.play_turn(mover)
            settle(pages, mover, s)
            host.wait_for_function("() => window.genial.state().awaiting !== 'computer'",
                                   timeout=STEP_TIMEOUT)
            for page in pages:  # every device shows the host's position, the computer's too
                page.wait_for_function("(d) => window.genial.state().decisions === d",
                                       arg=state(host)["decisions"], timeout=STEP_TIMEOUT)
            shown = [{k: state(p)[k] for k in SHARED} for p in pages]
            assert shown[0] == shown[1] == shown[2]
        assert state(host)["decisions"] >= 8  # six by people, two by the computer
        for seat, guest in enumerate(guests, start=1):
            assert state(guest)["viewer"] == seat and len(state(guest)["hand"]) == 6
            assert_private(guest.evaluate("window.__heard"), seat)
    finally:
        devices.close()
