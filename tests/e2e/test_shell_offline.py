"""Offline and installable: the service worker keeps the build, a new build is offered, the
web app manifest is valid and its icons load."""

from __future__ import annotations

import json
import shutil
import threading
from urllib.parse import urlsplit

import pytest

import ginnyo_driver
import qwirkle_driver
from conftest import Watch, build, plain_context
from genial_driver import play_turn
from shell_driver import open_game, state, wait_for

GAME = "?players=2&seats=human,ai-beginner&seed=5"
#: Resolves once the service worker has stored the build and serves this page.
CONTROLLED = """navigator.serviceWorker.ready.then(() => new Promise((resolve) => {
  if (navigator.serviceWorker.controller) resolve(true);
  else navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true));
}))"""


@pytest.mark.ahead  # its reload starts from the snapshot the idle page kept
def test_plays_offline_after_one_visit(page, context, site):
    open_game(page, site, GAME)
    assert page.evaluate(CONTROLLED)
    # The idle page kept the engines' memory snapshot: the offline reload starts from it.
    page.wait_for_function(
        "caches.open('pyodide-snapshots').then((c) => c.keys()).then((k) => k.length === 1)")
    context.set_offline(True)
    page.reload()
    page.evaluate("window.genial.ready")
    before = wait_for(page, "human")
    play_turn(page)
    after = wait_for(page, "human", "swap", "over")
    assert len(after["board"]) == len(before["board"]) + 4  # ours and the computer's tiles
    assert page.evaluate("navigator.onLine") is False


@pytest.mark.parametrize("driver", [qwirkle_driver, ginnyo_driver], ids=["qwirkle", "ginnyo"])
def test_another_game_plays_offline_after_one_visit(page, context, site, driver):
    """The service worker keeps every file of the build: a game's module, the shared grid
    modules, its strings and its wheel, installed when the game was first opened."""
    name = driver.GAME.split("game=")[1].split("&")[0]
    open_game(page, site, driver.GAME)
    wait_for(page, "human")
    assert page.evaluate(CONTROLLED)
    page.wait_for_function(f"localStorage.getItem('{name}.save') !== null")
    context.set_offline(True)
    page.reload()
    page.evaluate("window.genial.ready")
    before = wait_for(page, "human")
    assert before["game"] == name and page.evaluate("navigator.onLine") is False
    after = driver.play_turn(page)
    assert after["decisions"] >= 2 and len(after["board"]) > len(before["board"])


def copy_site(target) -> None:
    """A served copy of dist/ that the test can turn into a 'new build'."""
    shutil.copytree(build.DIST, target, ignore=shutil.ignore_patterns(".build-stamp"))


def rebuild(target) -> str:
    """A new build of the copy: one changed file and its service worker rewritten."""
    with open(target / "style.css", "a") as f:
        f.write("\n/* a new build */\n")
    shutil.copy(build.WEB / build.SERVICE_WORKER, target / build.SERVICE_WORKER)
    return build.write_service_worker(target)


def test_a_new_build_is_offered_and_the_game_survives_the_reload(browser, tmp_path):
    site_dir = tmp_path / "genial"  # served from a sub-path, as on a static host
    copy_site(site_dir)
    server = build.make_server(tmp_path, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}/genial/"
    parts = urlsplit(base)
    watch = Watch(f"{parts.scheme}://{parts.netloc}")
    context = plain_context(browser, reduced_motion="reduce", locale="en-US")
    context.on("request", watch.request)
    try:
        page = context.new_page()
        page.on("pageerror", lambda err: watch.errors.append(f"pageerror: {err}"))
        page.on("console", watch.console)
        open_game(page, base, GAME)
        assert page.evaluate(CONTROLLED)
        play_turn(page)
        played = wait_for(page, "human")
        assert page.get_by_test_id("update").is_hidden()

        version = rebuild(site_dir)
        # A later visit resumes the game; the browser finds the new worker, which installs and
        # waits while the game goes on.
        open_game(page, base)
        assert wait_for(page, "human")["board"] == played["board"]
        notice = page.get_by_test_id("update")
        notice.wait_for(state="visible", timeout=20_000)
        assert "new version" in notice.inner_text().lower()
        play_turn(page)
        played = wait_for(page, "human")

        with page.expect_navigation():
            page.get_by_test_id("update-reload").click()
        assert page.url == base  # the plain address, which resumes the saved game
        page.evaluate("window.genial.ready")
        resumed = wait_for(page, "human")
        assert resumed["board"] == played["board"] and resumed["scores"] == played["scores"]
        # The old build's cache is deleted once the new worker is active.
        page.wait_for_function("(name) => caches.keys().then((k) => k.join() === name)",
                               arg=f"genial-{version}")
        assert page.get_by_test_id("update").is_hidden()
        assert watch.foreign == [] and watch.errors == []
    finally:
        context.close()
        server.shutdown()


def test_the_manifest_is_valid_and_its_icons_load(page, site):
    open_game(page, site, GAME)
    href = page.get_attribute("link[rel=manifest]", "href")
    manifest = page.evaluate("(url) => fetch(url).then((r) => r.json())", href)
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["name"] and manifest["short_name"]
    sizes = set()
    for icon in manifest["icons"]:
        width = page.evaluate("""(src) => new Promise((resolve, reject) => {
            const img = new Image();
            img.onload = () => resolve(img.naturalWidth);
            img.onerror = () => reject(new Error(src));
            img.src = src;
        })""", icon["src"])
        if icon["sizes"] != "any":
            assert f"{width}x{width}" == icon["sizes"], icon
            sizes.add(width)
    assert {192, 512} <= sizes
    # Chromium's own verdict: parsed without errors, and nothing stops it offering to install.
    cdp = page.context.new_cdp_session(page)
    parsed = cdp.send("Page.getAppManifest")
    assert parsed["errors"] == [], parsed["errors"]
    assert json.loads(parsed["data"])["name"] == manifest["name"]
    page.evaluate(CONTROLLED)
    verdict = cdp.send("Page.getInstallabilityErrors")
    errors = [e["errorId"] for e in verdict["installabilityErrors"]]
    assert set(errors) <= {"in-incognito"}, errors  # Playwright's contexts are incognito
    assert state(page)["players"] == 2
