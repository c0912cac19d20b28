"""Playing by messages between browser contexts (#37), as players do: the host's Invite a device,
By messages, a seat; then every link a device shows (`message-link`) is opened on the device it
is for by a navigation to its address, as a messenger's link is opened."""

from __future__ import annotations

from shell_driver import STEP_TIMEOUT, state

#: The links a device shows to send now, in the page's panel (not the invitation dialog's).
OUT = "#post-out [data-testid=message-link]"


def invite(host, seat: int) -> str:
    """On the host: Invite a device, By messages, the seat; the invitation link it shows."""
    host.get_by_test_id("invite").click()
    host.get_by_test_id("invite-by-messages").click()
    host.locator(f"[data-testid=invite-seat][data-seat='{seat}']").click()
    link = host.locator("#invite-dialog [data-testid=message-link]")
    link.wait_for(state="visible", timeout=STEP_TIMEOUT)
    href = link.get_attribute("href")
    host.get_by_test_id("invite-close").click()
    return href


def out_link(page, seat: int | None = None, old: str | None = None) -> str:
    """The link the page shows to send (for `seat`, on the host), once it is not `old`."""
    css = OUT if seat is None else f"{OUT}[data-seat='{seat}']"
    page.wait_for_function("([css, old]) => { const a = document.querySelector(css);"
                           " return a && a.href !== old; }", arg=[css, old], timeout=STEP_TIMEOUT)
    return page.locator(css).get_attribute("href")


def deliver(page, link: str) -> None:
    """Open `link` on `page` as a messenger does (a fresh device opens the site first)."""
    if page.url == "about:blank":
        page.goto(link.split("#")[0])
        page.evaluate("window.genial.ready")
    page.goto(link)


def said(page) -> str:
    return page.get_by_test_id("net-status").inner_text()


def wait_said(page, text: str) -> None:
    page.wait_for_function(
        "(text) => document.getElementById('net-status').textContent.includes(text)",
        arg=text, timeout=STEP_TIMEOUT)


def join(host, guest, seat: int) -> dict:
    """Invite `seat` by messages, open it on the guest, its reply on the host, the host's answer
    on the guest; the guest's state once it shows its seat."""
    deliver(guest, invite(host, seat))
    deliver(host, out_link(guest))
    deliver(guest, out_link(host, seat))
    guest.wait_for_function(f"() => window.genial.state().viewer === {seat}", timeout=STEP_TIMEOUT)
    return state(guest)


#: What a page waits for when nobody at it can act now.
IDLE = ("remote", "busy", "loading", "computer")


def link_of(page, seat: int | None = None) -> str | None:
    """The link the page shows to send now (for `seat`, on the host), or None."""
    css = OUT if seat is None else f"{OUT}[data-seat='{seat}']"
    return page.evaluate("(css) => document.querySelector(css)?.href ?? null", css)


def play_by_messages(host, guests: dict, play_turn, *, turns: int, decide=None) -> None:
    """`turns` decisions by clicks, each on the device whose player is to decide, every link
    then opened on the device it is for: a guest's on the host, the host's on the seat it
    names (its device: `guests[seat]`), until every device shows the same position.
    `decide(page)`: a game's own question (Génial's swap)."""
    delivered = {}
    pages = [host, *guests.values()]
    for _ in range(turns):
        for page in pages:
            page.wait_for_function(
                "() => !['busy', 'loading'].includes(window.genial.state().awaiting)",
                timeout=STEP_TIMEOUT)
        if state(host)["over"]:
            return
        page = next((p for p in pages if state(p)["awaiting"] not in IDLE), None)
        assert page is not None, [state(p)["awaiting"] for p in pages]
        before = state(page)["decisions"]
        if state(page)["awaiting"] == "human":
            play_turn(page)
        else:
            decide(page)
        page.wait_for_function("(n) => window.genial.state().decisions > n", arg=before,
                               timeout=STEP_TIMEOUT)
        if page is not host:  # the host shows the guest's decision once its link is opened
            deliver(host, out_link(page, None, delivered.get(page)))
            delivered[page] = link_of(page)
            host.wait_for_function("(n) => window.genial.state().decisions >= n",
                                   arg=state(page)["decisions"], timeout=STEP_TIMEOUT)
        host.wait_for_function(
            "() => !['busy', 'computer'].includes(window.genial.state().awaiting)",
            timeout=STEP_TIMEOUT)
        forward(host, guests, delivered)


def forward(host, guests: dict, delivered: dict) -> None:
    """The host's links to send now (to the seat to move, or to every seat at the end), each
    opened on its seat's device; that device then shows the host's position."""
    s = state(host)
    for seat, guest in guests.items():
        if not (s["over"] or s["to_move"] == seat):
            continue
        link = out_link(host, seat, delivered.get(seat))
        delivered[seat] = link
        deliver(guest, link)
        guest.wait_for_function("(n) => window.genial.state().decisions === n", arg=s["decisions"],
                                timeout=STEP_TIMEOUT)
