"""Playing by messages (#37): each turn a link one device shows and the other opens, as players
send them through any messenger. Two or three browser contexts, each a device of its own; the
host's device keeps the game (its engine decides), each guest sees its own seat's hand only.
Every link is sealed for its one device: a third device, a forged, altered, replayed or
misdirected link is refused, said, and changes nothing."""

import json

import genial
import genial_driver
import qwirkle
import qwirkle_driver
from net_driver import Devices, host_game
from post_driver import deliver, invite, join, out_link, play_by_messages, said, wait_said
from shell_driver import STEP_TIMEOUT, state

QWIRKLE = "?game=qwirkle&players=2&seats=human,human&seed=5"
#: What a device shows of the game (not how it is drawn: the board's camera follows the page).
GAME = ("game", "seats", "viewer", "hand", "board", "scores", "to_move", "decisions", "bag", "over")


def saved_record(page, game: str) -> dict:
    return page.evaluate("(game) => JSON.parse(localStorage.getItem(`${game}.save`))", game)


def shown(page) -> dict:
    return {k: state(page).get(k) for k in GAME}


def test_qwirkle_by_messages_between_two_devices_through_reloads(browser, watch, site):
    devices = Devices(browser, watch)
    try:
        host = host_game(devices, site, QWIRKLE)
        guest = devices.open()
        joined = join(host, guest, 1)
        assert joined["game"] == "qwirkle" and joined["seats"] == ["remote", "human"]
        play_by_messages(host, {1: guest}, qwirkle_driver.play_turn, turns=4)
        game = qwirkle.from_record(saved_record(host, "qwirkle"))
        hand = json.loads(json.dumps(game.view([1])["hands"][1]))
        # its own tiles on its turn; after its move none until the host's answer (the host draws)
        assert state(guest)["hand"] == (hand if game.to_move == 1 else [])
        assert state(host)["board"] == state(guest)["board"]
        assert state(host)["scores"] == state(guest)["scores"] == game.scores
        before = {page: shown(page) for page in (host, guest)}
        for page in (host, guest):  # each device comes back to its game by messages
            page.reload()
            page.evaluate("window.genial.ready")
            page.wait_for_function("(n) => window.genial.state().decisions === n",
                                   arg=before[page]["decisions"], timeout=STEP_TIMEOUT)
            assert shown(page) == before[page]
        guest.get_by_test_id("games-button").click()
        listed = guest.get_by_test_id("post-games").inner_text()
        assert "Qwirkle" in listed and ("Your turn" in listed or "Player 1" in listed), listed
        guest.get_by_test_id("games-close").click()
        play_by_messages(host, {1: guest}, qwirkle_driver.play_turn, turns=2)
        assert state(host)["board"] == state(guest)["board"]
        assert state(host)["decisions"] == before[host]["decisions"] + 2
    finally:
        devices.close()


def test_three_player_genial_rounds_by_messages(browser, watch, site):
    devices = Devices(browser, watch)
    try:
        host = host_game(devices, site, "?game=genial&players=3&seats=human,human,human&seed=4")
        guests = {1: devices.open(), 2: devices.open()}
        for seat, guest in guests.items():
            assert join(host, guest, seat)["seats"][seat] == "human"
        play_by_messages(host, guests, genial_driver.play_turn, turns=6,
                         decide=lambda page: page.get_by_test_id("keep").click())
        game = genial.from_record(saved_record(host, "genial"))
        on_host = state(host)
        for seat, guest in guests.items():  # each saw the table as it was at its latest letter
            s = state(guest)
            assert s["viewer"] == seat and all(tile in on_host["board"] for tile in s["board"])
        to_move = guests.get(game.to_move)
        if to_move:  # the device of the seat to move shows the table as it is, and its own tiles
            s = state(to_move)
            assert s["board"] == on_host["board"] and s["scores"] == on_host["scores"]
            hand = game.view([game.to_move])["hands"][game.to_move]
            assert s["hand"] == json.loads(json.dumps(hand))
    finally:
        devices.close()


def altered(link: str) -> str:
    """The link with one character of its sealed body changed."""
    head, box = link.rsplit(".", 1)
    i = len(box) // 2
    return f"{head}.{box[:i]}{'B' if box[i] == 'A' else 'A'}{box[i + 1:]}"


def forged(link: str) -> str:
    """The link's header with a body sealed by nobody."""
    return link.rsplit(".", 1)[0] + "." + "Zm9yZ2Vk" * 12


def refused(page, link: str, words: str) -> None:
    """Open `link` on `page`: refused, said in words, and the page shows what it showed."""
    before = state(page)
    page.evaluate("() => { document.getElementById('net-status').textContent = ''; }")
    deliver(page, link)
    wait_said(page, words)
    assert "nothing was changed" in said(page).lower() or "send it to" in said(page)
    after = state(page)
    assert {k: after.get(k) for k in GAME} == {k: before.get(k) for k in GAME}


def test_links_not_for_this_device_or_not_as_sent_are_refused_and_change_nothing(browser, watch,
                                                                                site):
    devices = Devices(browser, watch)
    try:
        host = host_game(devices, site, QWIRKLE)
        guest, third = devices.open(), devices.open()
        invitation = invite(host, 1)
        refused(host, invitation, "your own invitation")
        deliver(guest, invitation)
        reply = out_link(guest)
        deliver(host, reply)
        welcome = out_link(host, 1)
        # what messengers carry: a reply is short, a letter with the seat's world a few KB
        assert len(reply.split("#")[1]) < 400 and len(welcome.split("#")[1]) < 3000
        deliver(third, welcome.split("#")[0])
        third.evaluate("window.genial.ready")
        refused(third, welcome, "a game this device does not play")
        assert state(third)["game"] == "genial"  # its own game, no hand of the game by messages
        deliver(third, invitation)  # a second device answers the same invitation: too late
        refused(host, out_link(third), "already played by another device")
        refused(third, welcome, "not sealed for this device")
        refused(host, reply, "already opened")
        refused(host, welcome, "meant for another device")
        refused(guest, altered(welcome), "altered")
        refused(guest, forged(welcome), "altered")
        deliver(guest, welcome)
        guest.wait_for_function("() => window.genial.state().viewer === 1", timeout=STEP_TIMEOUT)
        refused(guest, welcome, "already opened")
        play_by_messages(host, {1: guest}, qwirkle_driver.play_turn, turns=2)
        refused(guest, welcome, "out of order")
        assert state(third)["game"] == "genial"
        assert not third.evaluate("Object.keys(localStorage).some((k) => k.startsWith('qwirkle'))")
    finally:
        devices.close()
