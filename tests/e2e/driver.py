"""Playing the page like a person: click hand tiles and board cells at their real pixels."""

from __future__ import annotations

import json

import genial

STEP_TIMEOUT = 20_000  # ms for the page to get to the next decision (computer turns included)


def open_game(page, site: str, query: str = "", saved: dict | None = None) -> None:
    """Open the page (with a saved game in local storage if given) and wait until ready."""
    if saved is not None:
        text = json.dumps(json.dumps(saved))
        page.add_init_script(f"localStorage.setItem('genial.save', {text})")
    page.goto(site + query)
    page.evaluate("window.genial.ready")


def state(page) -> dict:
    return page.evaluate("window.genial.state()")


def wait_for(page, *awaiting: str, timeout: int = STEP_TIMEOUT) -> dict:
    """Wait until the page waits for one of `awaiting` (human, swap, curtain, computer, over)."""
    page.wait_for_function("(want) => want.includes(window.genial.state().awaiting)",
                           arg=list(awaiting), timeout=timeout)
    return state(page)


def notice(page) -> str:
    """The message box's text (a refused address or link, set-aside data), once it is shown;
    then close it with OK."""
    dialog = page.get_by_test_id("notice-dialog")
    dialog.wait_for(state="visible")
    text = page.get_by_test_id("notice-text").inner_text()
    page.get_by_test_id("notice-close").click()
    dialog.wait_for(state="hidden")
    return text


#: A cell's centre in the window, once in view: a zoomed board's box is panned to it first, as
#: a finger would (the board zooms by itself on phones).
_CELL_IN_VIEW = """([q, r]) => {
  const wrap = document.getElementById('board-wrap'), box = wrap.getBoundingClientRect();
  let c = window.genial.cellCenter(q, r);
  const [x, y] = [c.x - scrollX, c.y - scrollY];
  if (x < box.left + 30 || x > box.right - 30 || y < box.top + 30 || y > box.bottom - 30) {
    wrap.scrollBy(x - box.left - box.width / 2, y - box.top - box.height / 2);
    c = window.genial.cellCenter(q, r);
  }
  return {x: c.x - scrollX, y: c.y - scrollY}; }"""


def cell_in_view(page, q: int, r: int) -> dict:
    """Where to click or tap a board cell (cellCenter gives page coordinates)."""
    return page.evaluate(_CELL_IN_VIEW, [q, r])


def click_cell(page, q: int, r: int) -> None:
    """Click a board cell where it is drawn."""
    point = cell_in_view(page, q, r)
    page.mouse.click(point["x"], point["y"])


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


def hot_seat_turns(page, play_turn, turns: int = 1000,
                   timeout: int = STEP_TIMEOUT) -> tuple[dict, int]:
    """Play a hot-seat game's human turns by `play_turn(page)` until `turns` are played or the
    game is over, passing the curtain between seats; checks that the curtain shows nobody's
    tiles and that each hand shown is the seat's own. The last state and the curtains passed."""
    curtains = played = 0
    while played < turns:
        s = wait_for(page, "human", "curtain", "over", timeout=timeout)
        if s["awaiting"] == "over":
            break
        if s["awaiting"] == "curtain":
            assert s["hand"] == [] and s["viewer"] is None  # nobody's tiles behind it
            curtains += 1
            page.get_by_test_id("curtain-go").click()
            continue
        assert s["viewer"] == s["to_move"] and len(s["hand"]) == s["hand_sizes"][s["to_move"]]
        play_turn(page)
        played += 1
    return s, curtains


def hint_then_undo(page, G, game, before: dict) -> dict:
    """Ask for a hint: the expert's decision is legal in `game` (package `G`'s notation, in the
    state only) and the message says it in words; then Undo takes back the latest human
    decision and the computer's reply. The state after the undo."""
    page.get_by_test_id("hint").click()
    page.wait_for_function("window.genial.state().hint !== null")
    assert G.parse_move(state(page)["hint"]) in game.legal_moves()
    message = page.get_by_test_id("message").inner_text()
    assert ("the expert would play" in message or "the expert's choice" in message)
    assert "@" not in message
    page.get_by_test_id("undo").click()
    page.wait_for_function("(n) => window.genial.state().decisions < n", arg=before["decisions"])
    undone = wait_for(page, "human")
    assert undone["decisions"] == before["decisions"] - 2
    return undone


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
