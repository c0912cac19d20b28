"""Three devices and a computer at one Génial table: the host plays seat 0, two guests seats 1
and 2, the host's engine the computer of seat 3. Two whole rounds by clicks: each device shows
the same board, scores and turn, its own hand only, and waits for the others' moves (the
computer's included, played on the host); neither guest hears another seat's tiles. The host's
answers to a guest may be larger than what a guest may send (a tile's placements).
Then Undo, which asks every other device: refused by one (the asker told in its own language,
French here), accepted by all (the host's player by keys), cancelled by a move made meanwhile
and by a device lost; answers to a question never asked, or from a device not asked, are
refused."""

import json

from playwright.sync_api import Error as PlaywrightError

import genial
from net_driver import HEARD, Devices, accept, host_game, invite, reply, take_turn
from shell_driver import STEP_TIMEOUT, state
from tabletop import review
from test_net_games import assert_private, saved_record
from test_net_hostile import answers

GAME = "?game=genial&players=4&seats=human,human,human,ai-beginner&seed=21"
SHARED = ("board", "scores", "to_move", "decisions", "bag", "over")


def test_three_devices_and_a_computer_play_rounds(browser, watch, site):
    devices = Devices(browser, watch)
    try:
        host = host_game(devices, site, GAME)
        guests = [devices.open(locale="fr-FR"), devices.open()]  # seat 1's in French
        for guest in guests:
            guest.add_init_script(HEARD)
        invite_both(host, guests)
        pages = [host, *guests]
        assert state(host)["seats"] == ["human", "remote", "remote", "ai-beginner"]
        assert state(guests[1])["seats"] == ["remote", "remote", "human", "ai-beginner"]
        for _ in range(2 * 3):  # two rounds of the three people (the computer between them)
            one_turn(pages)
        assert state(host)["decisions"] >= 8  # six by people, two by the computer
        for seat, guest in enumerate(guests, start=1):
            assert state(guest)["viewer"] == seat and len(state(guest)["hand"]) == 6
            assert_private(guest.evaluate("window.__heard"), seat)
        undo_asks_the_other_devices(host, guests)
    finally:
        devices.close()


def invite_both(host, guests) -> None:
    """Both seats invited before either device replies: each invitation keeps its own link, and
    each reply takes its own seat, whichever is taken first."""
    links = [invite(host, seat) for seat in (1, 2)]
    assert links[0] != links[1]
    host.locator("[data-testid=invite-seat][data-seat='1']").click()  # seat 1's link again
    host.wait_for_function("(link) => document.querySelector('[data-testid=invite-link]').href"
                           " === link", arg=links[0], timeout=STEP_TIMEOUT)
    codes = [reply(guest, link) for guest, link in zip(guests, links, strict=True)]
    accept(host, codes[1])  # seat 2's first
    host.get_by_test_id("invite-dialog").wait_for(state="hidden", timeout=STEP_TIMEOUT)
    host.get_by_test_id("invite").click()  # the invitation still open is on show
    host.get_by_test_id("answer-input").wait_for(state="visible", timeout=STEP_TIMEOUT)
    accept(host, codes[0])
    for seat, guest in enumerate(guests, start=1):
        try:
            guest.wait_for_function("(s) => window.genial.state().viewer === s", arg=seat,
                                    timeout=STEP_TIMEOUT)
        except PlaywrightError as err:  # say what the devices said, to tell why
            said = [p.evaluate("document.querySelector('#net-status, #join-error').textContent")
                    for p in (host, guest)]
            raise AssertionError(f"seat {seat} did not join: {said}") from err


def one_turn(pages) -> None:
    """The device to move plays its seat's whole turn (placements, bonus placements, a swap
    question kept); every device then shows the host's position, the computer's reply too."""
    host = pages[0]
    take_turn(pages, pages[state(host)["to_move"]])
    shown = [{k: state(p)[k] for k in SHARED} for p in pages]
    assert shown[0] == shown[1] == shown[2]


def latest_of(game, seat: int) -> int:
    """How many decisions came before `seat`'s latest one in `game`."""
    return max(i for i, (s, _, _) in enumerate(review.replay(game)) if s == seat)


def says(page, words: str) -> None:
    """Wait until the device's connection line says `words`."""
    page.wait_for_function("(w) => document.getElementById('net-status').textContent.includes(w)",
                           arg=words, timeout=STEP_TIMEOUT)


def asked(page) -> str:
    """The question of undo this device shows (its dialog open)."""
    dialog = page.get_by_test_id("undo-ask-dialog")
    dialog.wait_for(state="visible", timeout=STEP_TIMEOUT)
    return page.get_by_test_id("undo-ask-text").inner_text()


def closed(*pages) -> None:
    for page in pages:
        page.get_by_test_id("undo-ask-dialog").wait_for(state="hidden", timeout=STEP_TIMEOUT)


def undo_asks_the_other_devices(host, guests) -> None:
    """Seat 1's device asks to take its latest move back; the host's player and seat 2's are
    asked; then the host asks; and at last seat 2's device goes away while a question waits."""
    one, two = guests
    pages = [host, *guests]
    shared = [{k: state(p)[k] for k in SHARED} for p in pages]
    # Seat 1 asks while the host is to move; seat 2 refuses: seat 1 is told who, nothing moved.
    assert state(one)["awaiting"] == "remote" and state(host)["to_move"] == 0
    one.get_by_test_id("undo").click()
    for page in (host, two):
        question = asked(page)
        assert "Player 2 (other device) asks to take back their last move" in question
        # It names every move it takes back: seat 1's, then seat 2's and the computer's.
        mine = "You" if page is two else "Player 3 (other device)"
        names = question.split(" — ", 1)[1]
        assert all(f"{who}: " in names for who in ("Player 2 (other device)", mine))
        assert "Computer" in names
    two.get_by_test_id("undo-refuse").click()
    closed(host)
    # The refusal is said in the asker's language, the seat named as its page names it.
    says(one, "Joueur 3 (autre appareil) a refusé d'annuler le coup")
    says(two, "The take-back did not happen")
    assert [{k: state(p)[k] for k in SHARED} for p in pages] == shared
    # Asked again: answers from the asker itself, to another question, malformed: refused.
    host.wait_for_function("(d) => JSON.parse(localStorage.getItem('genial.save')).decisions"
                           ".length === d", arg=state(host)["decisions"], timeout=STEP_TIMEOUT)
    game = genial.from_record(saved_record(host, "genial"))
    one.get_by_test_id("undo").click()
    asked(two)
    ask = next(m["ask"] for m in map(json.loads, two.evaluate("window.__heard")[::-1])
               if m.get("push") == "undo-ask")
    forged = {951: (one, {"ask": ask, "accept": True}),
              952: (two, {"ask": ask + 7, "accept": True}),
              953: (two, {"ask": ask, "accept": "yes"})}
    for id_, (page, args) in forged.items():
        key = page.evaluate("JSON.parse(localStorage.getItem('net.device'))")
        message = {"id": id_, "key": key, "command": "undo-answer", "args": args}
        page.evaluate("(text) => window.genial.peer.send(text)", json.dumps(message))
    codes = {**answers(one, [951]), **answers(two, [952, 953])}
    assert {i: m["error"]["code"] for i, m in codes.items()} == {
        951: "net_undo_unasked", 952: "net_undo_unasked", 953: "net_malformed"}
    assert two.get_by_test_id("undo-ask-dialog").is_visible()  # the question still stands
    # Everyone accepts, the host's player by keys (the dialog opens on Refuse): taken back.
    asked(host)
    host.keyboard.press("Tab")
    host.keyboard.press("Enter")
    two.get_by_test_id("undo-accept").click()
    closed(host, two)
    # Seat 1's latest decision and every one after it (seat 2's, the computer's) gone: the
    # game as it was just before it, by the host's record before the undo.
    keep = latest_of(game, 1)
    for page in pages:
        page.wait_for_function("(d) => window.genial.state().decisions === d", arg=keep,
                               timeout=STEP_TIMEOUT)
    back = [{k: state(p)[k] for k in SHARED} for p in pages]
    assert back[0] == back[1] == back[2] and back[0]["to_move"] == 1
    says(two, "The move was taken back")
    assert len(state(one)["hand"]) == 6
    # Play goes on from there, to the host's turn; the host asks, and plays meanwhile: void.
    while state(host)["to_move"] != 0:
        one_turn(pages)
    host.get_by_test_id("undo").click()  # the host's own latest move, on its turn
    asked(one)
    asked(two)
    s = state(host)
    one_turn(pages)
    says(host, "a move was played meanwhile")
    closed(one, two)
    assert state(host)["decisions"] > s["decisions"]
    # Seat 1 asks again; seat 2's device goes away while the question waits: seat 1 is told.
    while state(host)["to_move"] != 1:
        one_turn(pages)
    s = state(host)
    one.get_by_test_id("undo").click()
    asked(host)
    asked(two)
    two.close()
    says(one, "l'appareil de Joueur 3 (autre appareil) n'est pas connecté")
    closed(host)
    assert state(host)["decisions"] == s["decisions"]
