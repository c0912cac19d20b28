"""Two devices that can meet only through a relay: a real TURN server (coturn, started here on
loopback), set once on the host's device in the invitation dialog (checked as it is typed) and
carried by the invitation, so that the guest connects the same way with nothing set. With
"relay only" both devices' connections use a relay candidate (getStats), and a game is played
through it. A connection that never forms (a credential the relay refuses; the relay gone) is
told, with what to do next, on each device within 10 s; a reply to an invitation no longer
open is refused in words."""

import time

import pytest

from net_driver import (
    CONNECT_TIMEOUT,
    Devices,
    accept,
    host_game,
    invite,
    pair,
    reply,
    set_relay,
    take_turn,
    turn_server,
)
from shell_driver import state

GAME = "?game=genial&players=2&seats=human,human&seed=11"
TOLD_MS = 10_000  # a failure is told within 10 s
#: A description that offers a way to connect but answers nothing the host offered.
FORGED_SDP = "v=0\r\na=candidate:1 1 udp 1 127.0.0.1 9 typ host\r\n"
#: A reply code made in the host's page for the invitation on show, with fields `changed`.
FORGE = """async (changed) => {
  const codes = await import(new URL('net/codes.js', location.href));
  const link = document.querySelector('[data-testid=invite-link]').href;
  const { id, game, seat } = await codes.readInvitation(new URL(link).hash);
  return codes.replyCode({ sdp: '', key: 'f'.repeat(64), nonce: 'f'.repeat(64), to: id, game, seat,
                           ...changed });
}"""


@pytest.fixture(scope="module")
def turn():
    with turn_server() as server:
        yield server


def says(page, testid: str, words: str, timeout: int = TOLD_MS) -> None:
    page.wait_for_function("([id, w]) => document.querySelector(`[data-testid=${id}]`)"
                           ".textContent.includes(w)", arg=[testid, words], timeout=timeout)


def test_two_devices_play_through_a_relay_set_once_on_the_host(browser, watch, site, turn):
    devices = Devices(browser, watch)
    try:
        host = host_game(devices, site, GAME)
        host.get_by_test_id("invite").click()
        # Checked as it is typed: each mistake said plainly, nothing kept.
        says(host, "relay-said", "No server")  # the dialog fills it once open
        assert "is not a server address" in set_relay(host, "turn:")
        assert "is not a server address" in set_relay(host, "relay.example.org:3478")
        assert "needs its user name and credential" in set_relay(host, turn["address"])
        assert "Relay only needs a relay" in set_relay(host, "stun:127.0.0.1:9", only=True)
        kept = host.evaluate("JSON.parse(localStorage.getItem('net.relay'))")
        assert kept == {"address": "stun:127.0.0.1:9", "user": "", "credential": "",
                        "only": False}  # the last usable setting typed; relay only was not
        said = set_relay(host, turn["address"], turn["user"], turn["credential"], only=True)
        assert f"contacts the relay {turn['address']}" in said and "Relay only" in said
        guest = devices.open()  # nothing set on this device: the invitation carries it
        code = reply(guest, invite(host, 1))
        carried = guest.get_by_test_id("join-relay").inner_text()
        assert f"carries the host's connection setting: The page contacts the relay " \
               f"{turn['address']}" in carried
        started = time.monotonic()
        accept(host, code)
        guest.wait_for_function("() => window.genial.state().viewer === 1",
                                timeout=CONNECT_TIMEOUT)
        print(f"Connect to the guest playing, via the relay: {time.monotonic() - started:.2f} s")
        assert pair(host)["local"] == "relay" and pair(guest)["local"] == "relay"
        says(host, "net-status", "is connected")
        for _ in range(2):  # two rounds through the relay
            for mover in (host, guest) if state(host)["to_move"] == 0 else (guest, host):
                take_turn([host, guest], mover)
        assert state(guest)["board"] == state(host)["board"]
        # The reply used already, pasted again: it answers no invitation open here.
        host.get_by_test_id("invite").click()
        host.get_by_test_id("invite-watch").click()  # an invitation on show, for its reply box
        host.get_by_test_id("answer-input").wait_for(state="visible")
        accept(host, code)
        says(host, "invite-error", "no longer open here")
        # Replies naming the invitation on show, made up: for another seat, or not matching.
        for changed, words in (({"seat": 1}, "names another seat"),
                               ({"sdp": FORGED_SDP}, "damaged or altered")):
            accept(host, host.evaluate(FORGE, changed))
            says(host, "invite-error", words)
        assert state(guest)["viewer"] == 1 and pair(guest)["local"] == "relay"
    finally:
        devices.close()


def test_a_connection_that_never_forms_is_told_on_both_devices(browser, watch, site):
    devices = Devices(browser, watch)
    with turn_server() as server:
        try:
            host = host_game(devices, site, GAME)
            host.get_by_test_id("invite").click()
            # A credential the relay refuses: no way out of this device, told at once.
            set_relay(host, server["address"], server["user"], "wrong", only=True)
            host.locator("[data-testid=invite-seat][data-seat='1']").click()
            says(host, "invite-error", "did not answer, or refused the user name and credential")
            assert host.get_by_test_id("invite-offer").is_hidden()
            # The right one: the invitation and the reply are made; then the relay goes away
            # before the host takes the reply, and no connection can form.
            set_relay(host, server["address"], server["user"], server["credential"], only=True)
            guest = devices.open()
            code = reply(guest, invite(host, 1))
            server["proc"].terminate()
            server["proc"].wait(5)
            accept(host, code)
            says(host, "net-status", "could not be reached")
            says(guest, "join-error", "set a relay")
            assert state(host)["seats"][1] == "remote"  # the seat waits for an invitation again
            assert guest.get_by_test_id("join-dialog").is_visible()  # joined nothing
        finally:
            devices.close()
