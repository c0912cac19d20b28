"""The header keeps one height (issue 13): on a phone (390 × 844) two rows and the site's
games, on a laptop (1280 × 800) one row and the site's games, for every game and language,
before the computer's turn, while it thinks, on your turn and once the game is over; its
buttons show whole labels (short ones on the phone) and the status keeps its one line."""

from __future__ import annotations

import json
import random

import pytest

from conftest import ARTIFACTS, open_context
from shell_driver import open_game, wait_for
from tabletop import games

#: The screens: (width, height, the header's height): on the phone two rows of 44 px touch
#: targets and the games' row of 28 px, their gaps and the header's padding (style.css), on
#: the laptop one row and the games' row.
SCREENS = {"phone": (390, 844, 132), "laptop": (1280, 800, 89)}
LANGUAGES = ("de", "nl", "fr", "en")
GAMES = games.NAMES
SEATS = ["ai-beginner", "human"]  # the computer moves first: its turn comes at once

#: Every height the header takes from the first frame on, and every status with the header's
#: height when it was shown (window.__tops, window.__statuses).
WATCH_HEADER = """window.__tops = []; window.__statuses = [];
document.addEventListener('DOMContentLoaded', () => {
  const top = document.querySelector('.top'), status = document.getElementById('status');
  new ResizeObserver(() => window.__tops.push(top.offsetHeight)).observe(top);
  new MutationObserver(() => window.__statuses.push([status.textContent, top.offsetHeight]))
    .observe(status, {childList: true, characterData: true, subtree: true});
});"""

#: Whether each header button's label is whole (not cut) and the status stays on one line.
LAYOUT = """() => {
  const top = document.querySelector('.top');
  const cut = [...top.querySelectorAll('button')].filter((b) => b.scrollWidth > b.clientWidth
    || b.getBoundingClientRect().right > innerWidth || b.innerText.trim() === '');
  const status = document.getElementById('status');
  return {cut: cut.map((b) => b.id), statusLines: Math.round(status.scrollHeight
    / parseFloat(getComputedStyle(status).lineHeight)), width: top.scrollWidth};
}"""


def records(game: str) -> tuple[dict, dict]:
    """A fresh deal with the computer to move (in Qwirkle the hands decide who begins), and a
    game played to its end by random legal moves (fast, on this side), both as records for the
    Games dialog's paste box."""
    package = games.load(game)  # its two-player game, as the address below opens it
    deals = (package.new_game(players=2, seed=seed) for seed in range(1, 50))
    fresh = next(deal for deal in deals if deal.to_move == SEATS.index("ai-beginner"))
    done = package.new_game(players=2, seed=8)
    rng = random.Random(1)
    while not done.over:
        done.play(rng.choice(list(done.legal_moves())))
    for one in (fresh, done):
        one.meta["seats"] = SEATS
    return fresh.to_record(), done.to_record()


def paste(page, record: dict) -> None:
    """Open a record as a player does: Games, paste its text, Open."""
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("import-text").fill(json.dumps(record))
    page.get_by_test_id("import-paste").click()
    page.get_by_test_id("games-dialog").wait_for(state="hidden")


@pytest.fixture
def context(browser, watch, request):
    """The screen of the test's `screen` parameter (the phone a touch one); the harness's
    `page` fixture (and its checks) use it."""
    width, height, _ = SCREENS[request.node.callspec.params["screen"]]
    phone = width < 800
    ctx = open_context(browser, watch, viewport={"width": width, "height": height},
                       is_mobile=phone, has_touch=phone, device_scale_factor=2 if phone else 1)
    ctx.add_init_script(WATCH_HEADER)
    yield ctx
    ctx.close()


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("game", GAMES)
def test_the_header_keeps_one_height_through_a_game_in_every_language(page, site, game, screen):
    width, _, header = SCREENS[screen]
    fresh, done = records(game)
    open_game(page, site, f"?game={game}&players=2&seats={','.join(SEATS)}&seed=7")
    wait_for(page, "human", "computer", timeout=60_000)
    for lang in LANGUAGES:
        page.locator("#lang").select_option(lang)
        page.wait_for_function("(l) => window.genial.state().lang === l", arg=lang)
        page.evaluate("window.__statuses = []")
        paste(page, fresh)  # the computer's turn, then yours
        wait_for(page, "human", timeout=60_000)
        seen = page.evaluate(LAYOUT)
        assert seen["cut"] == [] and seen["statusLines"] == 1 and seen["width"] <= width, \
            (lang, seen)
        paste(page, done)
        wait_for(page, "over", timeout=60_000)
        page.locator("#end-close").click()
        statuses = page.evaluate("window.__statuses")
        texts = {text for text, _ in statuses}
        assert len(texts) >= 3, (lang, texts)  # the computer's turn, yours, the end
        assert {height for _, height in statuses} == {header}, (lang, statuses)
        page.screenshot(path=str(ARTIFACTS / f"header-{screen}-{game}-{lang}.png"),
                        clip={"x": 0, "y": 0, "width": width, "height": 160})
    assert set(page.evaluate("window.__tops")) == {header}
