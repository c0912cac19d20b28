"""The page as the house of several games: the address names the game, the New game dialog
offers the games of the build, only the shared layer's and the flagship's wheels load at start,
a second game's wheel, module and strings load when it is first opened, and what the one-game
site saved in the browser still loads."""

import importlib
import json
import re
import shutil
import sys
import threading
from datetime import UTC, datetime
from pathlib import Path

from playwright.sync_api import expect

import genial
import genial_scenarios as scenarios
from conftest import Watch, build, plain_context
from genial_driver import play_turn
from shell_driver import notice, open_game, state, wait_for
from tabletop import games

TESTS = Path(__file__).resolve().parents[1]
#: The page of the house's test game (tests/toy_game.py): a second game for these tests.
TOY_PAGE = Path(__file__).with_name("toy_game_page")

GAME = "players=2&seats=human,ai-beginner&seed=5"
SAME = ("board", "scores", "to_move", "phase", "players", "seats", "bag", "hand")


def test_the_address_names_the_game(page, site):
    open_game(page, site, f"?{GAME}")
    plain = wait_for(page, "human")
    open_game(page, site, f"?game=genial&{GAME}")
    named = wait_for(page, "human")
    assert plain["game"] == named["game"] == "genial"
    assert all(plain[k] == named[k] for k in SAME)


def test_an_address_naming_no_game_of_the_site_says_so_and_opens_genial(page, site):
    open_game(page, site, f"?game=chess&{GAME}")
    s = wait_for(page, "human")
    assert s["game"] == "genial" and s["players"] == 2
    assert "no game named chess" in notice(page)


def test_each_game_brings_its_own_styles_and_takes_them_away(page, site):
    """Génial's score tracks are drawn by web/genial/style.css, added with its view; a game
    opened from the New game dialog takes Génial's sheet off the page and adds its own."""
    sheets = "() => [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.href)"
    open_game(page, site, f"?{GAME}")
    wait_for(page, "human")
    assert any(h.endswith("/genial/style.css") for h in page.evaluate(sheets))
    track = page.locator("[data-testid=score-card] .track").first
    assert track.evaluate("(e) => getComputedStyle(e).height") == "10px"
    page.locator("#new-game").click()
    page.get_by_test_id("game-select").select_option("qwirkle")
    page.get_by_test_id("start").click()
    page.wait_for_function("window.genial.state().game === 'qwirkle'")
    shown = page.evaluate(sheets)
    assert not any(h.endswith("/genial/style.css") for h in shown)
    assert any(h.endswith("/qwirkle/style.css") for h in shown)


def test_the_new_game_dialog_offers_the_games_of_the_build(page, site):
    open_game(page, site, f"?{GAME}")
    wait_for(page, "human")
    page.locator("#new-game").click()
    choice = page.get_by_test_id("game-select")
    offered = choice.locator("option").evaluate_all("(os) => os.map((o) => o.value)")
    catalogue = json.loads((build.DIST / "static" / "games.json").read_text(encoding="utf-8"))
    assert offered == [g["name"] for g in catalogue] and offered[0] == "genial"
    assert choice.input_value() == "genial"
    # The players and modes are the engine's (static/genial.json's modes).
    dialog = page.get_by_test_id("new-dialog")
    assert dialog.locator("input[name=players]").evaluate_all(
        "(inputs) => inputs.map((i) => i.value)") == ["1", "2", "3", "4"]
    teams = dialog.locator("input[name=teams]")
    assert teams.is_disabled()
    dialog.get_by_label("4").check()
    assert teams.is_enabled()
    teams.check()
    dialog.get_by_test_id("start").click()
    page.wait_for_function("window.genial.state().teams === true")
    assert state(page)["players"] == 4


def test_only_the_shared_layer_and_the_flagship_load_at_start(browser, site, watch):
    """The network log of a cold load: the wheels of tabletop and Génial, nothing else (a
    game's wheel is fetched when that game is first opened). The service worker, which keeps
    every file of the build for offline play, is blocked so that only the page's own requests
    are logged."""
    context = plain_context(browser, service_workers="block", reduced_motion="reduce")
    context.on("request", watch.request)
    wheels = []
    context.on("request", lambda r: r.url.endswith(".whl") and wheels.append(r.url.split("/")[-1]))
    try:
        page = context.new_page()
        open_game(page, site, f"?{GAME}")
        wait_for(page, "human")
        assert sorted(w.split("-", 1)[0] for w in wheels) == ["genial", "tabletop"]
    finally:
        context.close()


def add_toy(site: Path, work: Path) -> None:
    """Make a copy of the built site offer the house's test game too, as build.py would: its
    wheel in the lock file, its static facts and catalogue entry, its web folder, and the
    shared layer's wheel listing it among the games (as the house's tests patch
    tabletop.games.NAMES)."""
    shutil.copytree(build.PY / "tabletop", work / "tabletop")
    names = work / "tabletop" / "games.py"
    listed, n = re.subn(r"(NAMES: tuple\[str, \.\.\.\] = \(.*?)\)", r'\1, "toy_game")',
                        names.read_text(), count=1, flags=re.S)
    assert n == 1, "tabletop.games.NAMES is no longer written as this test expects"
    names.write_text(listed)
    (work / "toy_game").mkdir()
    shutil.copy(TESTS / "toy_game.py", work / "toy_game" / "__init__.py")
    lock_file = site / "pyodide" / "pyodide-lock.json"
    lock = json.loads(lock_file.read_text())
    for package in ("tabletop", "toy_game"):  # tabletop's wheel is made again, listing the toy
        wheel = build.build_wheel(package, site / "pyodide", [], root=work)
        lock["packages"][package] = build.lock_entry(package, wheel)
    lock_file.write_text(json.dumps(lock))
    sys.path.insert(0, str(TESTS))
    try:
        import toy_game
    finally:
        sys.path.remove(str(TESTS))
    (site / "static" / "toy_game.json").write_text(json.dumps(games.static_info(toy_game)))
    catalogue = json.loads((site / "static" / "games.json").read_text(encoding="utf-8"))
    catalogue.append({"name": "toy_game", "title": toy_game.TITLE})
    (site / "static" / "games.json").write_text(json.dumps(catalogue), encoding="utf-8")
    shutil.copytree(TOY_PAGE, site / "toy_game")


#: Keeps every text the loader showed (window.__loaderTexts).
LOADER_TEXTS = """window.__loaderTexts = [];
document.addEventListener('DOMContentLoaded', () => new MutationObserver(() => {
  window.__loaderTexts.push(document.getElementById('loader-title').textContent);
}).observe(document.getElementById('loader-title'), { childList: true, characterData: true,
  subtree: true }));"""


def choose_game(page, name: str) -> None:
    """Start a game of `name` from the New game dialog (its first choices otherwise)."""
    page.locator("#new-game").click()
    page.get_by_test_id("game-select").select_option(name)
    page.wait_for_function("() => document.querySelector('#seat-list select')")
    page.get_by_test_id("start").click()
    page.wait_for_function("(name) => window.genial.state().game === name", arg=name)


def test_a_game_loads_its_wheel_module_and_strings_when_first_opened(browser, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(build.DIST, site, ignore=shutil.ignore_patterns(".build-stamp"))
    add_toy(site, tmp_path / "py")
    server = build.make_server(site, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}/"
    watch = Watch(base.rstrip("/"))
    context = plain_context(browser, service_workers="block", reduced_motion="reduce",
                            locale="en-US")
    context.on("request", watch.request)
    requested = []
    context.on("request", lambda r: requested.append(r.url.removeprefix(base)))
    context.add_init_script(LOADER_TEXTS)
    try:
        page = context.new_page()
        page.on("pageerror", lambda err: watch.errors.append(f"pageerror: {err}"))
        page.on("console", watch.console)
        open_game(page, base, f"?{GAME}")
        wait_for(page, "human")
        assert [url for url in requested if "toy" in url] == []

        choose_game(page, "toy_game")
        toy_files = {url for url in requested if "toy" in url}
        wheel = next(url for url in toy_files if url.endswith(".whl"))
        assert wheel.startswith("pyodide/toy_game-")
        assert {"static/toy_game.json", "toy_game/index.js",
                "toy_game/locales/en.json"} <= toy_files
        assert "Preparing Toy…" in page.evaluate("window.__loaderTexts")
        assert page.locator("#logo").inner_text() == "Toy"
        # The toy plays in the page: a move by click, then the computer's.
        toy = wait_for(page, "human")
        assert toy["board"] == [] and len(toy["hand"]) == 2
        page.get_by_test_id("toy-move").first.click()
        page.wait_for_function("window.genial.state().board.length >= 2"
                               " && window.genial.state().awaiting === 'human'")

        # Back to Génial: its view is made again on the same page, nothing is fetched twice.
        before = len(requested)
        choose_game(page, "genial")
        wait_for(page, "human")
        play_turn(page)
        assert wait_for(page, "human")["game"] == "genial"
        assert [url for url in requested[before:] if url.endswith(".whl")] == []
        assert page.get_by_test_id("toy-row").count() == 0  # the toy's controls are gone
        assert watch.foreign == [] and watch.errors == []
    finally:
        context.close()
        server.shutdown()


def test_what_the_one_game_site_saved_still_loads(page, site):
    """genial.save (the game in progress), genial.games (past games as the one-game site
    listed them: no game tag, each side's lowest marker as `low`) and genial.solo.best (once
    bare numbers) are read as they are."""
    saved = scenarios.record_after(11, decisions=2)  # a turn each
    finished = scenarios.record_after(4)
    lows = [min(markers.values()) for markers in genial.from_record(finished).scores]
    old_entry = {"date": datetime(2024, 5, 1, tzinfo=UTC).isoformat(),
                 "result": {"over": True, "standings": [[{"side": 0, "low": lows[0]}],
                                                        [{"side": 1, "low": lows[1]}]]},
                 "record": finished}
    storage = {"genial.save": saved, "genial.games": [old_entry],
               "genial.solo.best": [14, {"result": 9, "seed": 3, "date": old_entry["date"]}]}
    page.add_init_script("".join(f"localStorage.setItem({json.dumps(k)},"
                                 f" {json.dumps(json.dumps(v))});" for k, v in storage.items()))
    open_game(page, site)
    resumed = wait_for(page, "human")
    assert resumed["game"] == "genial"
    assert len(resumed["board"]) == len(genial.from_record(saved).board)
    page.get_by_test_id("games-button").click()
    past = page.get_by_test_id("past-games").locator("li")
    assert past.count() == 1
    assert f"1. You {lows[0]} · 2. Computer (beginner) {lows[1]}" in past.first.inner_text()
    assert page.get_by_test_id("best-solo").locator("li").count() == 2
    page.get_by_test_id("past-game").click()
    page.get_by_test_id("games-dialog").wait_for(state="hidden")
    over = wait_for(page, "over")
    assert over["scores"] == genial.from_record(finished).scores
    # Opening a finished game changes no other game: the game in progress stays in its slot,
    # and the finished one is listed once.
    assert page.evaluate("JSON.parse(localStorage.getItem('genial.save'))")["decisions"] == \
        saved["decisions"]
    kept = page.evaluate("JSON.parse(localStorage.getItem('genial.games'))")
    assert [e["record"]["decisions"] for e in kept] == [finished["decisions"]]


def test_the_new_game_dialog_offers_each_games_ladder_with_its_ratings(page, site):
    """Génial, Qwirkle and Ginny-O each offer their six levels under the site's names, weakest
    first, each with the rating the engine's static facts hold, in the page's language (the
    beginner in German)."""
    open_game(page, site, f"?{GAME}")
    wait_for(page, "human")
    page.locator("#new-game").click()
    dialog = page.get_by_test_id("new-dialog")
    for name in ("genial", "qwirkle", "ginnyo"):
        dialog.get_by_test_id("game-select").select_option(name)
        dialog.get_by_label("2", exact=True).check()
        facts = games.static_info(importlib.import_module(name))
        offered = dialog.get_by_test_id("seat-select").nth(1).locator("option")
        expect(offered).to_have_text(["Human", *(  # once the game's facts have come
            f"Computer — {level} ({facts['ratings'][level]} Elo)" for level in facts["levels"])])
    page.keyboard.press("Escape")
    page.locator("#lang").select_option("de")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    page.locator("#new-game").click()
    dialog.get_by_test_id("game-select").select_option("qwirkle")
    dialog.get_by_label("2", exact=True).check()
    offered = dialog.get_by_test_id("seat-select").nth(1).locator("option")
    beginner = games.static_info(importlib.import_module("qwirkle"))["ratings"]["beginner"]
    expect(offered.nth(1)).to_have_text(f"Computer — Anfänger ({beginner} Elo)")
    levels = games.static_info(importlib.import_module("qwirkle"))["levels"]
    expect(offered).to_have_count(1 + len(levels))
