"""Playing Ginny-O in the page like a person: press hand tiles, click cells at their real pixels
(window.genial.cellCenter), answer the joker's question, Confirm; discard and pass with their
buttons. Which cell to click and what a joker may stand for are read from what the page offers
(the engine's `options` and `jokers`), never computed here. The steps that do not depend on the
game (wait for the engine's answer, select, stage, confirm, pass) are Qwirkle's driver's."""

from __future__ import annotations

from qwirkle_driver import (
    STEP_TIMEOUT,
    after_decision,
    confirm,
    pass_turn,
    select,
    settled,
    stage,
    wait_text,
)
from shell_driver import click_cell, state

__all__ = ["GAME", "STEP_TIMEOUT", "after_decision", "confirm", "discard_first", "fitting",
           "game_of", "pass_turn", "play_to_end", "play_turn", "settled", "stage",
           "stage_greedily", "stage_joker", "wait_text"]

#: Seed 13: the seat that opens holds a set of sevens; seed 7 holds a joker (test_ginnyo_*).
GAME = "?game=ginnyo&players=2&seats=human,ai-casual&seed=13"
JOKER = "JK"


def fitting(s: dict) -> int | None:
    """The first hand tile not yet staged that the page highlights cells for."""
    on_board = {c["index"] for c in s["staged"]}
    return next((i for i, tile in enumerate(s["hand"])
                 if i not in on_board and s["cells"].get(tile)), None)


def stage_joker(page, index: int, x: int, y: int, card: str | None = None) -> dict:
    """Put the joker `index` on (x, y) and declare it: `card`, else the first card offered.
    Returns the page's state and the cards the dialog offered."""
    count = len(state(page)["staged"])
    select(page, index)
    click_cell(page, x, y)
    dialog = page.get_by_test_id("joker-dialog")
    dialog.wait_for(state="visible")
    offered = [b.get_attribute("data-card") for b in page.get_by_test_id("joker-card").all()]
    chosen = card or offered[0]
    page.locator(f'[data-testid="joker-card"][data-card="{chosen}"]').click()
    page.wait_for_function("(n) => window.genial.state().staged.length === n", arg=count + 1)
    s = settled(page)
    s["offered"] = offered
    return s


def stage_greedily(page) -> dict:
    """Stage tiles on highlighted cells while any tile has one: what is left staged is then a
    whole play (every cell offered belongs to a legal play holding what is staged)."""
    s = settled(page)
    while (index := fitting(s)) is not None:
        x, y = s["cells"][s["hand"][index]][0]
        joker = s["hand"][index] == JOKER
        s = stage_joker(page, index, x, y) if joker else stage(page, index, x, y)
    return s


def discard_first(page) -> dict:
    """Discard the first tile of the hand through the discard dialog."""
    s = settled(page)
    page.get_by_test_id("discard").click()
    page.get_by_test_id("discard-tile").first.click()
    page.get_by_test_id("discard-go").click()
    return after_decision(page, s["decisions"])


def play_turn(page) -> dict:
    """One human turn by clicks: the greedy play and Confirm, else a discard, else the pass."""
    s = stage_greedily(page)
    if s["staged"]:
        return confirm(page)
    if s["discard"]:
        return discard_first(page)
    assert s["pass"], s
    return pass_turn(page)


def play_to_end(page, *, max_turns: int = 150) -> dict:
    """Every human turn by clicks until the game is over."""
    for _ in range(max_turns):
        page.wait_for_function(
            "['human', 'over'].includes(window.genial.state().awaiting)", timeout=STEP_TIMEOUT)
        s = state(page)
        if s["awaiting"] == "over":
            return s
        play_turn(page)
    raise AssertionError("the game did not end")


def game_of(page):
    """The engine's game rebuilt from the page's saved record (in progress, else the latest)."""
    import ginnyo

    record = page.evaluate("""() => {
      const save = localStorage.getItem('ginnyo.save');
      return save ? JSON.parse(save) : JSON.parse(localStorage.getItem('ginnyo.games'))[0].record;
    }""")
    return ginnyo.from_record(record)
