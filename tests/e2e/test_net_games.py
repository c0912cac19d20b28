"""Whole games between two devices, by clicks: each of the four games, its host at one Chromium
context and its guest at another, connected over loopback by the page's own invitation and
reply. Each device plays its own seat's turns and waits for the other's; at the end both show
what the engine's replay of the host's record says, and on the wire the guest never heard of
another seat's tiles, of the bag's contents or of the seed until the game was over. The Génial
game is a new one dealt with the guest (commit and reveal): at the end the guest's own engine
checks the deal and every move, and refuses a reveal whose secret or decisions were altered;
a third device watches it (invited before the first move, so that it checks the deal too): it
sees the board, the scores and the moves, never a tile of any hand, and cannot play."""

import json

import pytest

import blokus_driver
import genial_driver
import ginnyo_driver
import qwirkle_driver
from net_driver import (
    CONNECT_TIMEOUT,
    HEARD,
    Devices,
    accept,
    connect,
    host_game,
    play_between,
    reply,
)
from shell_driver import state

GAMES = {
    "genial": (genial_driver, "?game=genial&players=2&seats=human,human&seed=11"),
    "qwirkle": (qwirkle_driver, "?game=qwirkle&players=2&seats=human,human&seed=5"),
    "blokus": (blokus_driver, "?game=blokus&players=2&variant=duo&seats=human,human"),
    "ginnyo": (ginnyo_driver, "?game=ginnyo&players=2&seats=human,human&seed=7"),
}


def keep(page, s) -> None:
    """Génial's swap offer: keep the tiles."""
    page.get_by_test_id("keep").click()


def saved_record(page, game: str) -> dict:
    return page.evaluate("""(game) => {
      const save = localStorage.getItem(`${game}.save`);
      return save ? JSON.parse(save) : JSON.parse(localStorage.getItem(`${game}.games`))[0].record;
    }""", game)


def assert_private(heard: list[str], seat: int) -> None:
    """Every view the guest was pushed holds its own hand only, no seed before the end."""
    views = [m["view"] for m in map(json.loads, heard) if m.get("push") == "view"]
    assert views, "the guest was pushed no view"
    for view in views:
        assert all(h is None for s, h in enumerate(view["hands"]) if s != seat), view["hands"]
        assert view["seed"] is None or view["over"], view["seed"]
        assert not isinstance(view.get("bag"), list)  # a count at most, never the tiles


def assert_public(heard: list[str]) -> None:
    """Every view a watching device was pushed holds no hand at all, no seed before the end."""
    views = [m["view"] for m in map(json.loads, heard) if m.get("push") == "view"]
    assert views, "the watcher was pushed no view"
    for view in views:
        assert all(h is None for h in view["hands"]), view["hands"]
        assert view["seed"] is None or view["over"], view["seed"]


def invite_watcher(host, watcher) -> None:
    """Invite a device that only watches (Invite a device, A device that only watches), join
    it; it shows the game, holds no hand, and can neither play, hint nor undo."""
    host.get_by_test_id("invite").click()
    host.get_by_test_id("invite-watch").click()
    host.wait_for_function(
        "() => document.querySelector('[data-testid=invite-link]').href.includes('#join=')")
    code = reply(watcher, host.get_by_test_id("invite-link").get_attribute("href"))
    assert "You watch a game of Génial" in watcher.get_by_test_id("join-what").inner_text()
    accept(host, code)
    watcher.get_by_test_id("join-dialog").wait_for(state="hidden", timeout=CONNECT_TIMEOUT)
    watcher.wait_for_function("() => window.genial.state().game === 'genial'",
                              timeout=CONNECT_TIMEOUT)
    seen = state(watcher)
    assert seen["viewer"] is None and seen["hand"] == [] and seen["seats"] == ["remote", "remote"]
    assert "only watches" in watcher.get_by_test_id("net-status").inner_text()
    assert watcher.get_by_test_id("hint").is_disabled()
    assert watcher.get_by_test_id("undo").is_disabled()


def assert_deal_checked(host, guest) -> None:
    """The guest said the deal checks out; a reveal altered (another secret, another decision)
    sent from the host's side is said not to."""
    said = guest.get_by_test_id("net-status")
    said.wait_for(state="visible")
    guest.wait_for_function("() => document.getElementById('net-status').textContent"
                            ".includes('The deal and every move check out')")
    heard = [json.loads(m) for m in guest.evaluate("window.__heard")]
    reveal = next(m for m in heard if m.get("push") == "reveal")
    forged = {**reveal, "secret": "0" * 64}
    host.evaluate("(text) => window.genial.peer.send(text)", json.dumps(forged))
    guest.wait_for_function("() => document.getElementById('net-status').textContent"
                            ".includes('does not check out')")
    decisions = reveal["record"]["decisions"]
    for changed in (decisions[:-1], [*decisions[:-1], decisions[0]]):  # one left out, one illegal
        forged = {**reveal, "record": {**reveal["record"], "decisions": changed}}
        guest.evaluate("() => { document.getElementById('net-status').textContent = ''; }")
        host.evaluate("(text) => window.genial.peer.send(text)", json.dumps(forged))
        guest.wait_for_function("() => document.getElementById('net-status').textContent"
                                ".includes('does not check out')")


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_a_whole_game_between_two_devices(browser, watch, site, name):
    drv, query = GAMES[name]
    devices = Devices(browser, watch)
    try:
        host = host_game(devices, site, query)
        guest = devices.open()
        guest.add_init_script(HEARD)
        joined = connect(host, guest, 1, new_game=name == "genial")
        watcher = devices.open() if name == "genial" else None
        if watcher:
            watcher.add_init_script(HEARD)
            invite_watcher(host, watcher)
        assert joined["game"] == name and joined["seats"][1] == "human"
        assert joined["seats"][0] == "remote"  # the host's seat, seen from the guest's side
        ends = play_between([host, guest], drv.play_turn, decide=keep)
        if watcher:
            watcher.wait_for_function("() => window.genial.state().over", timeout=CONNECT_TIMEOUT)
            ends.append(state(watcher))
        game = __import__(name).from_record(saved_record(host, name))
        assert game.over
        for end in ends:
            assert end["over"] and end["scores"] == json.loads(json.dumps(game.scores))
            assert end["ranking"] == json.loads(json.dumps(game.ranking()))
            assert len(end["board"]) == len(game.board)
        assert_private(guest.evaluate("window.__heard"), 1)
        public = guest.evaluate("JSON.parse(localStorage.getItem('net.guest'))")
        assert public["decisions"] == game.to_record()["decisions"]  # the guest keeps the game
        if name == "genial":
            assert_public(watcher.evaluate("window.__heard"))
            watcher.wait_for_function("() => document.getElementById('net-status').textContent"
                                      ".includes('The deal and every move check out')")
            assert_deal_checked(host, guest)
    finally:
        devices.close()
