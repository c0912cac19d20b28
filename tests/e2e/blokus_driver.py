"""Playing Blokus in the page like a person: press a piece of the tray, turn it with the Turn
and Flip buttons, click the board at real pixels (window.genial.cellCenter) where the ghost's
anchor goes. Where a piece may go is read from what the page got from the engine (its
`placements`, in state().selection.targets), never computed here."""

from __future__ import annotations

from shell_driver import click_cell, state, wait_for

STEP_TIMEOUT = 60_000  # ms for the page to get to the next decision (computer turns included)
DUO = "?game=blokus&players=2&variant=duo&seats=human,ai-beginner&seed=3"
FOUR = "?game=blokus&players=4&seats=human,ai-beginner,ai-beginner,ai-beginner&seed=4"


def settled(page) -> dict:
    """The state once the engine has answered about the selected piece."""
    page.wait_for_function("!window.genial.state().pending", timeout=STEP_TIMEOUT)
    return state(page)


def select(page, piece: str) -> dict:
    """Press a piece of the tray (unless it is selected already) and wait for its places."""
    if (state(page)["selection"] or {}).get("piece") != piece:
        page.locator(f'[data-testid="hand-piece"][data-piece="{piece}"]').click()
        page.wait_for_function("(p) => window.genial.state().selection?.piece === p", arg=piece)
    return settled(page)


def orient(page, s: dict, button=None) -> dict:
    """Turn and flip the selected piece (by its buttons, or `button(name)` pressing them) until
    the engine lists places for it as turned; the state then."""
    press = button or (lambda name: page.get_by_test_id(name).click())
    for step in range(8):
        sel = s["selection"]
        if sel["targets"][sel["orientation"]]:
            return s
        press("flip" if step == 3 else "rotate")
        page.wait_for_function("(o) => window.genial.state().selection.orientation !== o",
                               arg=sel["orientation"])
        s = state(page)
    raise AssertionError(f"no orientation of {s['selection']['piece']} has a place: {s}")


def choose_piece(page) -> dict:
    """Select the biggest piece of the tray the engine has a place for (the page's answer)."""
    for piece in reversed(state(page)["tray"]):
        s = select(page, piece)
        if any(s["selection"]["targets"]):
            return orient(page, s)
    raise AssertionError("the colour to move has no piece with a place, yet it is its turn")


def after_decision(page, before: int) -> dict:
    """Wait until the human's decision is played and the page waits for someone again (a
    player at this device or another)."""
    page.wait_for_function("(n) => window.genial.state().decisions > n", arg=before,
                           timeout=STEP_TIMEOUT)
    return wait_for(page, "human", "curtain", "remote", "over", timeout=STEP_TIMEOUT)


def play_turn(page) -> dict:
    """One human turn by clicks: a piece, turned until it fits, a click on a listed place."""
    s = choose_piece(page)
    sel = s["selection"]
    x, y = sel["targets"][sel["orientation"]][0]
    click_cell(page, x, y)
    return after_decision(page, s["decisions"])


def play_to_end(page, *, max_turns: int = 90) -> dict:
    """Every human turn by clicks until the game is over."""
    for _ in range(max_turns):
        s = wait_for(page, "human", "over", timeout=STEP_TIMEOUT)
        if s["awaiting"] == "over":
            return s
        play_turn(page)
    raise AssertionError("the game did not end")


def finished_record(page) -> dict:
    """The record the page saved: the game in progress (of the board on show: classic or
    Duo, the slot shown last), else the latest past game."""
    return page.evaluate("""() => {
      const save = localStorage.getItem(`${JSON.parse(localStorage.getItem('house.game'))}.save`);
      return save ? JSON.parse(save) : JSON.parse(localStorage.getItem('blokus.games'))[0].record;
    }""")


def pass_device(page, who: str) -> dict:
    """Behind the hot-seat curtain: check that it and the status line name `who`, the player
    the device goes to, and that nobody may place behind it (Blokus hides nothing: the trays
    stay on the table); then `who` says they are ready (its button)."""
    curtain = page.get_by_test_id("curtain")
    curtain.wait_for(state="visible")
    assert f"Pass the device to {who}" in page.locator("#curtain-title").inner_text()
    assert "Nothing in Blokus is hidden" in curtain.inner_text()  # its own words, no tiles
    assert page.get_by_test_id("curtain-go").inner_text() == f"I am {who}: show the board"
    assert who in page.locator("#status").inner_text()
    assert not state(page)["enabled"]
    page.get_by_test_id("curtain-go").click()
    curtain.wait_for(state="hidden")
    return wait_for(page, "human", timeout=STEP_TIMEOUT)
