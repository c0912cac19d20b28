"""Playing by messages (#37): each turn a link one device shows and the other opens, as players
send them through any messenger. Two or three browser contexts, each a device of its own; the
host's device keeps the game (its engine decides), each guest sees its own seat's hand only.
Every link is sealed for its one device: a third device, a forged, altered, replayed or
misdirected link is refused, said, and changes nothing."""

import json

import qwirkle_driver
from net_driver import Devices, host_game
from post_driver import deliver, join, out_link, said, wait_said
from shell_driver import STEP_TIMEOUT, state

QWIRKLE = "?game=qwirkle&players=2&seats=human,human&seed=5"


def saved_record(page, game: str) -> dict:
    return page.evaluate("(game) => JSON.parse(localStorage.getItem(`${game}.save`))", game)


def mover(pages, s_of) -> int:
    """The index of the page whose player is to move now (its page waits for a human)."""
    for i, page in enumerate(pages):
        if s_of(page)["awaiting"] == "human":
            return i
    return -1


def play_rounds(host, guest, seat: int, play_turn, turns: int) -> None:
    """`turns` turns by clicks, each device on its own turn; after each, its link opened on the
    other device, which then shows whose turn it is."""
    for _ in range(turns):
        host.wait_for_function("() => ['human', 'remote', 'over'].includes(window.genial.state().awaiting)",
                               timeout=STEP_TIMEOUT)
        s = state(host)
        if s["over"]:
            return
        if s["awaiting"] == "human":
            before = out_link_or_none(host, seat)
            play_turn(host)
            deliver(guest, out_link(host, seat, before))
            guest.wait_for_function("(n) => window.genial.state().decisions === n",
                                    arg=state(host)["decisions"], timeout=STEP_TIMEOUT)
        else:
            guest.wait_for_function("() => window.genial.state().awaiting === 'human'", timeout=STEP_TIMEOUT)
            before = out_link_or_none(guest)
            play_turn(guest)
            deliver(host, out_link(guest, None, before))
            host.wait_for_function("(n) => window.genial.state().decisions >= n",
                                   arg=state(guest)["decisions"], timeout=STEP_TIMEOUT)
            if state(host)["to_move"] == seat and not state(host)["over"]:
                deliver(guest, out_link(host, seat, None))


def out_link_or_none(page, seat=None):
    css = "#post-out [data-testid=message-link]" + ("" if seat is None else f"[data-seat='{seat}']")
    a = page.locator(css)
    return a.get_attribute("href") if a.count() else None


def test_qwirkle_rounds_by_messages_between_two_devices(browser, watch, site):
    devices = Devices(browser, watch)
    try:
        host = host_game(devices, site, QWIRKLE)
        guest = devices.open()
        joined = join(host, guest, 1)
        assert joined["game"] == "qwirkle" and joined["seats"] == ["remote", "human"]
        assert joined["hand"] and len(joined["hand"]) == 6
        play_rounds(host, guest, 1, qwirkle_driver.play_turn, 6)
        h, g = state(host), state(guest)
        print("DBG", h["decisions"], g["decisions"], h["scores"], g["scores"], len(h["board"]), said(guest), "|", said(host))
        assert h["board"] == g["board"] and h["scores"] == g["scores"]
    finally:
        devices.close()
