"""Playing Génial's page like a person: select hand tiles, place them by two clicks on the
board, play a whole game; which score markers something covers."""

from __future__ import annotations

import genial
from shell_driver import STEP_TIMEOUT, click_cell, open_game, state, wait_for


def select_tile(page, index: int = 0) -> dict:
    """Click a hand tile and wait for the engine's placements of it to be highlighted."""
    page.get_by_test_id("hand-tile").nth(index).click()
    page.wait_for_function(
        "(i) => { const s = window.genial.state().selection;"
        " return s && s.index === i && s.options.length > 0; }", arg=index)
    return state(page)["selection"]


def best(options: list[dict]) -> dict:
    """The placement that scores most (first listed on a tie): a plain, repeatable policy."""
    return max(options, key=lambda o: sum(o["points"].values()))


def place(page, option: dict) -> None:
    """Two clicks, then wait until the engine has put the tile on the board: until then the
    page still awaits the same human, and a test reading that state would race the worker."""
    covered = len(state(page)["board"])
    click_cell(page, *option["first"])
    click_cell(page, *option["second"])
    page.wait_for_function("(n) => window.genial.state().board.length > n", arg=covered,
                           timeout=STEP_TIMEOUT)


def play_move(page, move: genial.Place) -> None:
    """Select the hand tile of `move` and click its two cells."""
    hand = state(page)["hand"]
    index = next(i for i, tile in enumerate(hand) if sorted(tile) == sorted(move.tile))
    option = next(o for o in select_tile(page, index)["options"]
                  if genial.parse_move(o["move"]) == move)
    place(page, option)


def play_turn(page, index: int = 0) -> dict:
    """Place the selected tile where it scores most, by two clicks on the board."""
    option = best(select_tile(page, index)["options"])
    place(page, option)
    return option


def one_turn_in(page, site: str, query: str) -> dict:
    """The page at `query` after our first turn and the computers' replies: a game with a past
    (a history, a turn to take back), our turn again; its state."""
    open_game(page, site, query)
    wait_for(page, "human")
    play_turn(page)
    return wait_for(page, "human")


def play_to_end(page, *, max_steps: int = 200) -> dict:
    """Play every human decision by clicks (keep on swap offers) until the end screen."""
    for _ in range(max_steps):
        s = wait_for(page, "human", "swap", "curtain", "over")
        if s["awaiting"] == "over":
            return s
        if s["awaiting"] == "swap":
            page.get_by_test_id("keep").click()
        elif s["awaiting"] == "curtain":
            page.get_by_test_id("curtain-go").click()
        else:
            play_turn(page)
    raise AssertionError("the game did not end")


#: Each score card's title, and each row's colour symbol and marker value, brought into view at
#: the bottom edge of the page's scroll box (where the sticky hand bar is: the worst place), then
#: hit-tested at its centre and near its left and right ends.
_COVERED = """() => [...document.querySelectorAll(
    '[data-testid=score-card] :is(h2, .score-row > svg, .value)')].flatMap((el) => {
    el.scrollIntoView({block: 'end'});
    const box = el.getBoundingClientRect();
    const mine = el.closest('.score-row, h2');
    return [box.left + 2, box.left + box.width / 2, box.right - 2]
      .map((x) => document.elementFromPoint(x, box.top + box.height / 2))
      .filter((top) => !mine.contains(top))
      .map((top) => `${mine.textContent.trim()} under ${top?.id || top?.className}`);
  })"""


def covered_scores(page) -> list[str]:
    """Score card titles, colours and markers that something else covers when scrolled into
    view (empty: every side's six markers can be seen)."""
    return page.evaluate(_COVERED)
