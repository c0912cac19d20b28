"""Playing Qwirkle in the page like a person: press hand tiles, click cells at their real pixels
(window.genial.cellCenter), Confirm; trade and pass with their buttons. Which cell to click is
read from what the page highlights (the engine's `options`), never computed here."""

from __future__ import annotations

from shell_driver import click_cell, state, wait_for

STEP_TIMEOUT = 30_000  # ms for the page to get to the next decision (computer turns included)
GAME = "?game=qwirkle&players=2&seats=human,ai-casual&seed=5"


def settled(page) -> dict:
    """The state once the engine has answered about what is staged (nothing pending)."""
    page.wait_for_function("!window.genial.state().pending", timeout=STEP_TIMEOUT)
    return state(page)


def tile_text(tile: list[str]) -> str:
    return "-".join(tile)


def select(page, index: int) -> dict:
    """Press a hand tile (unless it is selected already: that would let go of it) and wait
    until its cells are highlighted."""
    if (state(page)["selection"] or {}).get("index") == index:
        return settled(page)
    page.get_by_test_id("hand-tile").nth(index).click()
    page.wait_for_function("(i) => window.genial.state().selection?.index === i", arg=index)
    return settled(page)


def stage(page, index: int, x: int, y: int) -> dict:
    """Put hand tile `index` on cell (x, y): select it, click the cell; wait for the answer."""
    count = len(state(page)["staged"])
    select(page, index)
    click_cell(page, x, y)
    page.wait_for_function("(n) => window.genial.state().staged.length === n", arg=count + 1)
    return settled(page)


def fitting(s: dict) -> int | None:
    """The first hand tile not yet staged that the page highlights cells for."""
    on_table = {c["index"] for c in s["staged"]}
    return next((i for i, tile in enumerate(s["hand"])
                 if i not in on_table and s["cells"].get(tile_text(tile))), None)


def stage_greedily(page) -> dict:
    """Stage tiles on highlighted cells while any tile has one (the line grows as far as the
    engine allows): what is left staged is then a whole placement."""
    s = settled(page)
    while (index := fitting(s)) is not None:
        x, y = s["cells"][tile_text(s["hand"][index])][0]
        s = stage(page, index, x, y)
    return s


def after_decision(page, before: int) -> dict:
    """Wait until the human's decision is played and the page waits for someone again (a
    player at this device or another)."""
    page.wait_for_function("(n) => window.genial.state().decisions > n", arg=before,
                           timeout=STEP_TIMEOUT)
    return wait_for(page, "human", "curtain", "remote", "over", timeout=STEP_TIMEOUT)


def confirm(page) -> dict:
    s = settled(page)
    assert s["complete"], s
    page.get_by_test_id("confirm").click()
    return after_decision(page, s["decisions"])


def trade_first(page) -> dict:
    """Trade the first tile of the hand through the trade dialog."""
    s = settled(page)
    page.get_by_test_id("trade").click()
    page.get_by_test_id("trade-tile").first.click()
    page.get_by_test_id("trade-go").click()
    return after_decision(page, s["decisions"])


def pass_turn(page) -> dict:
    s = settled(page)
    page.get_by_test_id("pass").click()
    return after_decision(page, s["decisions"])


def play_turn(page) -> dict:
    """One human turn by clicks: the greedy line and Confirm, else a trade, else the pass."""
    s = stage_greedily(page)
    if s["staged"]:
        return confirm(page)
    if s["trade"]:
        return trade_first(page)
    assert s["pass"], s
    return pass_turn(page)


def play_to_end(page, *, max_turns: int = 120) -> dict:
    """Every human turn by clicks (through the curtain in hot-seat) until the game is over."""
    for _ in range(max_turns):
        s = wait_for(page, "human", "curtain", "over", timeout=STEP_TIMEOUT)
        if s["awaiting"] == "over":
            return s
        if s["awaiting"] == "curtain":
            page.get_by_test_id("curtain-go").click()
            continue
        play_turn(page)
    raise AssertionError("the game did not end")


def finished_record(page) -> dict:
    """The record the page saved: the game in progress, else the latest past game."""
    return page.evaluate("""() => {
      const save = localStorage.getItem('qwirkle.save');
      return save ? JSON.parse(save) : JSON.parse(localStorage.getItem('qwirkle.games'))[0].record;
    }""")


def game_of(page):
    """The engine's game rebuilt from the page's saved record."""
    import qwirkle

    return qwirkle.from_record(finished_record(page))


def deciders(game) -> list[tuple[str, int]]:
    """(decision, seat) of each decision of a game, replayed from its start."""
    import qwirkle

    past = qwirkle.new_game(players=game.players, seed=game.seed)
    out = []
    for decision in game.decisions:
        out.append((decision, past.to_move))
        past.play(decision)
    return out


def wait_text(page, testid: str, text: str, timeout: int = STEP_TIMEOUT) -> None:
    page.wait_for_function(
        "([id, text]) => document.querySelector(`[data-testid=${id}]`)?.textContent.includes(text)",
        arg=[testid, text], timeout=timeout)
