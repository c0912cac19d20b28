"""A guest device that misbehaves, one that goes away and comes back, and a third one claiming
a seat that is not its own. Every message a guest sends is checked by the host — size, JSON
shape, the seat's key, whose turn, legality — and anything else is answered with a refusal,
the game unchanged; a connection lost is said on both sides, the game waits (the host may hand
the seat to a computer meanwhile), and the guest that reloads gets its seat back with a fresh
reply while another device is refused it."""

import json

import genial
import genial_driver
from conftest import ARTIFACTS
from net_driver import HEARD, Devices, accept, agree, connect, host_game, invite, reply, take_turn
from shell_driver import STEP_TIMEOUT, state, wait_for
from test_net_games import saved_record

GAME = "?game=genial&players=2&seats=human,human&seed=11"
#: The fields of a state that no refused message may change.
SAME = ("board", "scores", "to_move", "decisions", "hand", "bag")


def answers(guest, ids) -> dict:
    """The host's answers the guest heard, by id (those of `ids`, once all have come)."""
    guest.wait_for_function("""(ids) => ids.every((id) => window.__heard.some((m) => {
        try { return JSON.parse(m).id === id; } catch { return false; } }))""", arg=ids,
                            timeout=STEP_TIMEOUT)
    heard = [json.loads(m) for m in guest.evaluate("window.__heard")]
    return {m["id"]: m for m in heard if m.get("id") in ids}


def refusals(guest, texts) -> list[dict]:
    """Send raw texts from the guest; the host's refusals of those without an id (id null)."""
    before = guest.evaluate("window.__heard.length")
    for text in texts:
        guest.evaluate("(text) => window.genial.peer.send(text)", text)
    guest.wait_for_function("([n, k]) => window.__heard.length >= n + k",
                            arg=[before, len(texts)], timeout=STEP_TIMEOUT)
    return [json.loads(m) for m in guest.evaluate("window.__heard")[before:]]


def host_reloads_and_invites_again(host, guest) -> None:
    """The host reloads mid-game: it resumes from its save and says its guests were let go
    (the seat stays remote); the guest says the host is lost. Invited again from the button
    the host offers, the guest's fresh reply takes its seat back (its key kept) in the same
    game, and play goes on."""
    seen = {k: state(guest)[k] for k in SAME}
    host.reload()
    host.evaluate("window.genial.ready")
    guest.wait_for_function("() => document.getElementById('net-status').textContent"
                            ".includes('Connection lost with the host')", timeout=STEP_TIMEOUT)
    host.wait_for_function("() => document.getElementById('net-status').textContent"
                           ".includes('the other devices were let go')", timeout=STEP_TIMEOUT)
    # The guest without its host: told so, and nothing can be played there meanwhile.
    assert state(guest)["awaiting"] == "remote"
    assert "Host's device lost" in guest.get_by_test_id("status").inner_text()
    assert state(host)["seats"] == ["human", "remote"]
    assert state(host)["decisions"] == seen["decisions"]
    host.get_by_test_id("net-again").click()
    code = reply(guest, invite(host, 1))  # the dialog the button opened
    # The host kept its deal through the reload: the seat's own device is told it will check it.
    assert "check the deal" in guest.get_by_test_id("join-deal").inner_text()
    accept(host, code)
    host.get_by_test_id("invite-dialog").wait_for(state="hidden", timeout=STEP_TIMEOUT)
    host.wait_for_function("() => document.getElementById('net-status').textContent"
                           ".includes('is connected')", timeout=STEP_TIMEOUT)
    assert host.get_by_test_id("net-again").is_hidden()
    guest.wait_for_function("(d) => window.genial.state().viewer === 1 &&"
                            " window.genial.state().decisions === d", arg=seen["decisions"],
                            timeout=STEP_TIMEOUT)
    assert {k: state(guest)[k] for k in SAME} == seen  # the same game, its own tiles
    for mover in (host, guest) if state(host)["to_move"] == 0 else (guest, host):
        take_turn([host, guest], mover)
    assert state(guest)["decisions"] == state(host)["decisions"] > seen["decisions"]
    assert state(host)["to_move"] == seen["to_move"]  # a whole round played on


def test_a_hostile_guest_is_refused_and_changes_nothing(browser, watch, site):
    devices = Devices(browser, watch)
    try:
        host = host_game(devices, site, GAME)
        guest = devices.open()
        guest.add_init_script(HEARD)
        connect(host, guest, 1)
        guest.get_by_test_id("invite").click()  # a guest does not invite: it is told who does
        guest.wait_for_function("() => document.getElementById('net-status').textContent"
                                ".includes('Only the host')", timeout=STEP_TIMEOUT)
        assert guest.get_by_test_id("invite-dialog").is_hidden()
        before = {k: state(host).get(k) for k in SAME}
        key = guest.evaluate("JSON.parse(localStorage.getItem('net.device'))")
        legal = state(host)["hand"]  # the host's tiles: the guest must never play them
        host_move = genial_driver.best(genial_driver.select_tile(host, 0)["options"])
        host.keyboard.press("Escape")
        requests = {
            901: {"id": 901, "key": key, "command": "play", "args": {"move": host_move["move"]}},
            902: {"id": 902, "key": "f" * 64, "command": "view", "args": {}},  # another key
            903: {"id": 903, "key": key, "command": "ai", "args": {}},  # the host's only
            904: {"id": 904, "key": key, "command": "play", "args": {"move": "nonsense"}},
            905: {"id": 905, "key": key, "command": "view", "args": [1]},  # args not an object
            906: {"id": 906, "key": key, "command": "view", "seat": 0, "args": {"seat": 0}},
        }
        for message in requests.values():
            guest.evaluate("(text) => window.genial.peer.send(text)", json.dumps(message))
        got = answers(guest, list(requests))
        codes = {i: (m["ok"], m.get("error", {}).get("code")) for i, m in got.items()}
        assert codes[901] == (False, "guest_not_your_turn")  # the host's move, out of turn
        assert codes[902] == (False, "net_key")
        assert codes[903] == (False, "guest_command")
        assert codes[904][0] is False
        assert codes[905] == (False, "net_malformed")
        assert codes[906][0] is True  # a seat named in the message is not heard: its own view
        assert got[906]["result"]["hands"][0] is None and got[906]["result"]["seed"] is None
        # Malformed, oversized: refused with no id; the refusals say why.
        refused = refusals(guest, ["not json", "[1, 2]", '{"id": 7}', "x" * 70_000])
        assert [m["error"]["code"] for m in refused] == ["net_malformed"] * 3 + ["net_too_large"]
        # A flood: each request answered, the excess refused, none lost.
        flood = [{"id": 1000 + n, "key": key, "command": "view", "args": {}} for n in range(40)]
        guest.evaluate("(texts) => texts.forEach((t) => window.genial.peer.send(t))",
                       [json.dumps(m) for m in flood])
        got = answers(guest, [m["id"] for m in flood])
        assert any(m["ok"] for m in got.values())
        assert {m["error"]["code"] for m in got.values() if not m["ok"]} == {"net_flood"}
        # Nothing changed on the host, which plays on; the guest sees that move.
        assert {k: state(host).get(k) for k in SAME} == before and state(host)["hand"] == legal
        assert state(host)["awaiting"] == "human"
        take_turn([host, guest], host)
        assert state(guest)["decisions"] == state(host)["decisions"] >= 1
        hint_on_the_guest(host, guest)
        screenshots(host, guest)
    finally:
        devices.close()


def hint_on_the_guest(host, guest) -> None:
    """The guest's Hint on its turn: the host's engine computes it from what the seat may see
    (tabletop/guest.py `hint`), a legal move of the guest's, said in words, not played."""
    wait_for(guest, "human")
    guest.get_by_test_id("hint").click()
    guest.wait_for_function("window.genial.state().hint !== null", timeout=STEP_TIMEOUT)
    host.wait_for_function("(d) => JSON.parse(localStorage.getItem('genial.save')).decisions"
                           ".length === d", arg=state(host)["decisions"], timeout=STEP_TIMEOUT)
    game = genial.from_record(saved_record(host, "genial"))
    assert game.to_move == 1
    assert genial.parse_move(state(guest)["hint"]) in game.legal_moves()
    assert "the expert would play" in guest.get_by_test_id("message").inner_text()
    assert state(guest)["decisions"] == len(game.decisions)  # shown, not played
    scores = guest.locator("#scores").inner_text()  # the host's seat: a person, elsewhere
    assert "Player 1 (other device)" in scores and "Computer" not in scores


def screenshots(host, guest) -> None:
    """artifacts/e2e/net-{host,guest}-{desktop,phone}.png: both devices mid-game (the guest
    with its hint on show), at a laptop's size and a phone's, to look at by eye."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for size, viewport in (("desktop", {"width": 1280, "height": 800}),
                           ("phone", {"width": 390, "height": 844})):
        for name, page in (("host", host), ("guest", guest)):
            page.set_viewport_size(viewport)
            page.wait_for_timeout(300)  # the layout settles (the board fits the new size)
            page.screenshot(path=str(ARTIFACTS / f"net-{name}-{size}.png"))


def test_a_guest_lost_comes_back_and_another_device_is_refused_its_seat(browser, watch, site):
    devices = Devices(browser, watch)
    try:
        host = host_game(devices, site, GAME)
        guest = devices.open()
        connect(host, guest, 1)
        take_turn([host, guest], host)
        take_turn([host, guest], guest)
        hand = state(guest)["hand"]
        # The guest reloads: both sides say the connection is lost; the game waits.
        guest.reload()
        guest.evaluate("window.genial.ready")
        guest.wait_for_function("() => document.getElementById('net-status').textContent"
                                ".includes('until it reloaded: ask that device for a fresh "
                                "invitation')", timeout=STEP_TIMEOUT)
        lost = host.get_by_test_id("net-status")
        host.wait_for_function("() => document.getElementById('net-status').textContent"
                               ".includes('Connection lost with the device of Player 2')")
        assert lost.is_visible()
        s = take_turn([host], host)
        assert s["to_move"] == 1 and s["awaiting"] == "remote"
        assert "Waiting for Player 2 (other device)" in host.get_by_test_id("status").inner_text()
        # Meanwhile a computer plays the seat (its whole turn: one placement or more, maybe a
        # swap); then it is invited again.
        host.get_by_test_id("games-button").click()  # from the Games dialog, this time
        host.get_by_test_id("games-invite").click()
        host.locator("[data-testid=hand-over][data-seat='1']").select_option("ai-beginner")
        host.wait_for_function("() => window.genial.state().to_move === 0", timeout=STEP_TIMEOUT)
        after = agree([host])
        assert after["decisions"] > s["decisions"] and after["seats"][1] == "ai-beginner"
        host.get_by_test_id("invite-close").click()
        # Another device claims the seat: refused; the guest's fresh reply takes it back.
        intruder = devices.open()
        intruder.goto(site)
        intruder.evaluate("window.genial.ready")
        code = reply(intruder, invite(host, 1))
        accept(host, code)
        # The reply is read (asynchronously), then refused in words: wait for the words, since
        # the empty line holding them is visible already.
        host.wait_for_function("document.getElementById('invite-error').textContent"
                               ".includes('belongs to another device')", timeout=STEP_TIMEOUT)
        assert host.get_by_test_id("invite-error").is_visible()
        # Asked to watch a game begun before it came, that device cannot check the deal.
        host.get_by_test_id("invite-watch").click()
        host.wait_for_function("() => document.querySelector('[data-testid=invite-link]')"
                               ".href.includes('#join=')", timeout=STEP_TIMEOUT)
        reply(intruder, host.get_by_test_id("invite-link").get_attribute("href"))
        assert "deal cannot be checked" in intruder.get_by_test_id("join-deal").inner_text()
        code = reply(guest, invite(host, 1))
        # The seat's own device comes back: it sends the nonce it joined with, and will check.
        assert "will check the deal" in guest.get_by_test_id("join-deal").inner_text()
        accept(host, code)
        guest.wait_for_function("() => window.genial.state().viewer === 1", timeout=STEP_TIMEOUT)
        back = state(guest)
        assert back["decisions"] == state(host)["decisions"] and len(back["hand"]) == len(hand)
        host_reloads_and_invites_again(host, guest)
    finally:
        devices.close()


def test_a_new_game_started_to_invite_a_device_plays_no_move_for_it(browser, watch, site):
    """New game, Start and invite a device, with a computer to move first: the computer waits
    while the seats are being invited, so the seat invited (that computer's) gets its own first
    move on the guest's device."""
    devices = Devices(browser, watch)
    try:
        host = host_game(devices, site, "?game=genial&players=2&seats=ai-beginner,human&seed=3")
        wait_for(host, "human")  # the computer of seat 0 played its first move
        guest = devices.open()
        code = reply(guest, invite(host, 0, new_game=True))
        assert state(host)["decisions"] == 0 and state(host)["awaiting"] == "remote"
        accept(host, code)
        guest.wait_for_function("() => window.genial.state().viewer === 0", timeout=STEP_TIMEOUT)
        s = wait_for(guest, "human")
        assert s["decisions"] == 0 and s["to_move"] == 0 and state(host)["decisions"] == 0
    finally:
        devices.close()
