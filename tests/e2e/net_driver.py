"""Several devices in one Chromium: each device a browser context of its own (its own storage,
its own engine), connected over loopback by the page's own invitation and reply, clicked as
players do: the host's Invite a device, a seat, the link opened on the guest, the guest's
reply pasted into the host. Every device is watched like the `page` fixture's page (no request
leaving the origin, no page error)."""

from __future__ import annotations

import contextlib
import socket
import subprocess
import time

import genial_driver
from conftest import open_context
from shell_driver import STEP_TIMEOUT, open_game, state

CONNECT_TIMEOUT = 15_000  # ms from the accepted reply to both pages playing
#: An init script recording every message a device hears on its data channels (window.__heard).
HEARD = """
window.__heard = [];
const add = RTCDataChannel.prototype.addEventListener;
RTCDataChannel.prototype.addEventListener = function (type, listener, ...rest) {
  const heard = type !== 'message' ? listener
    : (e) => { window.__heard.push(e.data); listener(e); };
  return add.call(this, type, heard, ...rest);
};
"""


class Devices:
    """The browser contexts of one test, closed (and their pages checked) together."""

    def __init__(self, browser, watch) -> None:
        self.browser, self.watch = browser, watch
        self.contexts = []

    def open(self, **options):
        ctx = open_context(self.browser, self.watch, **options)
        self.contexts.append(ctx)
        page = ctx.new_page()
        page.on("pageerror", lambda err: self.watch.errors.append(f"pageerror: {err}"))
        page.on("console", self.watch.console)
        return page

    def close(self) -> None:
        for ctx in self.contexts:
            with contextlib.suppress(Exception):
                ctx.close()
        assert self.watch.foreign == [], f"requests left the origin: {self.watch.foreign}"
        assert self.watch.errors == [], f"the pages reported errors: {self.watch.errors}"


def invite(host, seat: int, *, new_game: bool = False) -> str:
    """On the host: Invite a device (or `new_game`: New game, Start and invite a device: a new
    deal agreed with the devices), the seat's button (in the dialog already open, if it is);
    returns the invitation link."""
    if host.get_by_test_id("invite-dialog").is_visible():
        pass
    elif new_game:
        host.locator("#new-game").click()
        host.get_by_test_id("new-invite").click()
    else:
        host.get_by_test_id("invite").click()  # in the header's tools
    host.get_by_test_id("invite-dialog").wait_for(state="visible")
    host.locator(f"[data-testid=invite-seat][data-seat='{seat}']").click()
    link = host.get_by_test_id("invite-link")
    host.wait_for_function(  # a fresh one: the dialog takes down the one it showed before
        "() => document.querySelector('[data-testid=invite-link]').href.includes('#join=')")
    return link.get_attribute("href")


def reply(guest, link: str) -> str:
    """On the guest: open the invitation (on a page already open, only its fragment changes: the
    page hears it); returns the reply code it shows. A fresh device opens the site first and
    waits for its engine, which a loaded machine may boot in more than a step's time."""
    if guest.url == "about:blank":
        guest.goto(link.split("#")[0])
        guest.evaluate("window.genial.ready")
    guest.goto(link)
    code = guest.get_by_test_id("answer-code")
    guest.wait_for_function(
        "() => document.querySelector('[data-testid=answer-code]').textContent.length > 100",
        timeout=STEP_TIMEOUT)
    return code.inner_text()


def accept(host, code: str) -> None:
    host.get_by_test_id("answer-input").fill(code)
    host.get_by_test_id("answer-accept").click()


def connect(host, guest, seat: int, *, new_game: bool = False) -> dict:
    """Invite `seat` from the host (`new_game`: in a new game dealt with the devices), join it on
    the guest, accept the reply; returns the guest's state once it shows the game."""
    code = reply(guest, invite(host, seat, new_game=new_game))
    accept(host, code)
    host.get_by_test_id("invite-dialog").wait_for(state="hidden", timeout=CONNECT_TIMEOUT)
    guest.get_by_test_id("join-dialog").wait_for(state="hidden", timeout=CONNECT_TIMEOUT)
    guest.wait_for_function(
        f"() => window.genial.state().viewer === {seat}", timeout=CONNECT_TIMEOUT)
    return state(guest)


def host_game(devices: Devices, site: str, query: str):
    """A host page with the game of `query` on show."""
    host = devices.open()
    open_game(host, site, query)
    return host


def play_between(pages, play_turn, *, max_turns: int = 300, decide=None) -> list[dict]:
    """Play by clicks on whichever device's turn it is, until every page shows the end; returns
    the pages' final states. `decide(page, state)`: a game's own question (Génial's swap)."""
    for _ in range(max_turns):
        states = [state(p) for p in pages]
        if all(s["awaiting"] == "over" for s in states):
            return states
        ready = [(p, s) for p, s in zip(pages, states, strict=True)
                 if s["awaiting"] not in ("remote", "computer", "busy", "over", "loading")]
        if not ready:
            pages[0].wait_for_timeout(50)
            continue
        page, s = ready[0]
        if s["awaiting"] == "human":
            play_turn(page)
        elif decide is not None:
            decide(page, s)
        settle(pages, page, s)
    raise AssertionError("the game did not end")


#: The page's state once it has settled: not thinking, not loading (a whole turn may hold several
#: decisions, each followed by a moment of `busy`).
SETTLED = ("['human', 'swap', 'remote', 'computer', 'over', 'curtain']"
           ".includes(window.genial.state().awaiting)")


def take_turn(pages, mover, play_turn=None) -> dict:
    """The seat to move on `mover` plays its whole turn by clicks: a Génial turn may be a
    placement, bonus placements and a swap question (kept), so the number of decisions is
    chance's; what is waited on is meaning: play has passed to another seat (or the game is
    over) and every device of `pages` shows the host's position (`pages[0]` is the host).
    Returns the host's state then."""
    play_turn = play_turn or genial_driver.play_turn
    mover.wait_for_function(f"() => {SETTLED}", timeout=STEP_TIMEOUT)
    seat = state(mover)["to_move"]
    while True:
        s = state(mover)
        if s["to_move"] != seat or s["awaiting"] not in ("human", "swap"):
            break
        if s["awaiting"] == "swap":
            mover.get_by_test_id("keep").click()
        else:
            play_turn(mover)
        mover.wait_for_function(f"""(d) => {{ const s = window.genial.state();
            return (s.decisions > d || s.awaiting === 'over') && {SETTLED}; }}""",
                                arg=s["decisions"], timeout=STEP_TIMEOUT)
    return agree(pages)


def agree(pages) -> dict:
    """Wait until every device shows the host's position (its decisions and seat to move; the
    host's computers done); returns the host's state."""
    host = pages[0]
    host.wait_for_function(f"() => {SETTLED} && window.genial.state().awaiting !== 'computer'",
                           timeout=STEP_TIMEOUT)
    s = state(host)
    for page in pages[1:]:
        page.wait_for_function("([d, m]) => { const s = window.genial.state();"
                               " return s.decisions === d && s.to_move === m; }",
                               arg=[s["decisions"], s["to_move"]], timeout=STEP_TIMEOUT)
    return s


def settle(pages, moved, before: dict) -> None:
    """Wait until the device that moved shows a later position, and every other device too."""
    decisions = before.get("decisions")
    for page in pages:
        page.wait_for_function(
            """([d]) => { const s = window.genial.state();
              return s.decisions === undefined || s.decisions > d || s.awaiting === 'over'; }""",
            arg=[decisions], timeout=STEP_TIMEOUT)


@contextlib.contextmanager
def turn_server(user: str = "genial", secret: str = "s3cret", realm: str = "genial"):
    """A real TURN server (coturn, Debian's package) on loopback for the time of the block;
    yields its address (turn:127.0.0.1:PORT), the user name and the credential. No TLS, no
    DTLS: the devices' data is encrypted end to end by WebRTC anyway."""
    with socket.socket() as probe:  # a port free now, for both UDP and TCP
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    proc = subprocess.Popen(
        ["turnserver", "-n", "--listening-ip=127.0.0.1", "--relay-ip=127.0.0.1",
         f"--listening-port={port}", "--lt-cred-mech", f"--user={user}:{secret}",
         f"--realm={realm}", "--allow-loopback-peers", "--no-tls", "--no-dtls", "--no-cli",
         "--min-port=49152", "--max-port=65535", "--log-file=stdout", "--simple-log"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while True:  # listening once its TCP port takes a connection
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
                break
            assert proc.poll() is None and time.monotonic() < deadline, "turnserver did not start"
            time.sleep(0.05)
        yield {"address": f"turn:127.0.0.1:{port}", "user": user, "credential": secret,
               "proc": proc}
    finally:
        proc.terminate()
        proc.wait(5)


def set_relay(page, address: str, user: str = "", credential: str = "", *,
              only: bool = False) -> str:
    """Type the connection setting in the dialog on show (its box opened first); returns what
    the page then says of it."""
    box = page.get_by_test_id("relay-box")
    if box.get_attribute("open") is None:
        box.locator("summary").click()
    for testid, value in (("relay-address", address), ("relay-user", user),
                          ("relay-credential", credential)):
        page.get_by_test_id(testid).fill(value)
    page.get_by_test_id("relay-only").set_checked(only)
    page.get_by_test_id("relay-address").press("Tab")  # left: the setting is used from now
    return page.get_by_test_id("relay-said").inner_text()


def pair(page) -> dict | None:
    """The candidate types of the pair a connected device's connection uses (getStats)."""
    return page.evaluate("window.genial.peer.pair()")
