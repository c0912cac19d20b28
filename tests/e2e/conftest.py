"""End-to-end fixtures: dist/ served on 127.0.0.1, Debian's Chromium driven by Playwright.

Every test gets a fresh browser context (cold cache, empty storage, reduced motion so the
computer's moves are not animated), and on teardown it is checked that no request left the
page's origin, that no page error happened and that the main thread never froze; a
screenshot is kept in artifacts/e2e/.
"""

from __future__ import annotations

import fcntl
import shutil
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402 - build.py lives at the repository root

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]
ARTIFACTS = ROOT / "artifacts" / "e2e"
BARE_PAGE = Path(__file__).with_name("bare.html")
LOCK = ROOT / ".cache" / "build.lock"
#: The setting that keeps a page from readying the other games ahead (web/ahead.js).
NOT_AHEAD = "try { localStorage.setItem('house.ahead', 'off'); } catch {}"
#: A main-thread task this long means the page froze (Python there: seconds). The test machine
#: runs the engine's tests beside these (build.py test), which stretches a single task.
BLOCKED_MS = 2000
#: Records the page's main-thread tasks over 50 ms (Chromium's Long Tasks API).
LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
}).observe({ type: 'longtask', buffered: true });
"""


@pytest.fixture(scope="session")
def site() -> str:
    """The built site's base URL (built here if dist/ is missing or stale: by one test
    process at a time, as pytest-xdist runs several)."""
    LOCK.parent.mkdir(parents=True, exist_ok=True)
    with LOCK.open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if build.is_stale():
            build.build()
    server = build.make_server(build.DIST, 0, {"/bare.html": BARE_PAGE})
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    try:
        from playwright import sync_api
    except ImportError:
        pytest.fail("Playwright is missing: `python3 build.py test` installs it (pip)")
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}: `apt-get install -y chromium`")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


class Watch:
    """What a page did that a test must not allow: foreign requests, errors."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.foreign: list[str] = []
        self.errors: list[str] = []

    def request(self, request) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in ("data", "blob"):
            return
        if f"{parts.scheme}://{parts.netloc}" != self.origin:
            self.foreign.append(request.url)

    def console(self, message) -> None:
        if message.type == "error":
            self.errors.append(f"console: {message.text}")


@pytest.fixture
def watch(site) -> Watch:
    parts = urlsplit(site)
    return Watch(f"{parts.scheme}://{parts.netloc}")


def open_context(browser, watch: Watch, ahead: bool = False, **options):
    """A browser context as every test's: 1280×800, English, reduced motion, its requests
    watched and its long tasks recorded; `options` change or add to these (a phone's). Unless
    `ahead`, its pages do not ready the other games in the background (web/ahead.js: four
    engines installed and imported, a snapshot kept), work that only the tests marked `ahead`
    look at and that would otherwise double the CPU of every short-lived test page."""
    defaults = {"viewport": {"width": 1280, "height": 800}, "locale": "en-US",
                "reduced_motion": "reduce"}
    ctx = plain_context(browser, ahead, **{**defaults, **options})
    ctx.on("request", watch.request)
    ctx.add_init_script(LONG_TASKS)
    return ctx


def plain_context(browser, ahead: bool = False, **options):
    """A browser context with `options` alone (a test that sets its own up); unless `ahead`, its
    pages do not ready the other games in the background (NOT_AHEAD)."""
    ctx = browser.new_context(**options)
    if not ahead:
        ctx.add_init_script(NOT_AHEAD)
    return ctx


@pytest.fixture
def context(browser, watch, request):
    ctx = open_context(browser, watch, ahead=request.node.get_closest_marker("ahead") is not None)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context, watch, request):
    page = context.new_page()
    page.on("pageerror", lambda err: watch.errors.append(f"pageerror: {err}"))
    page.on("console", watch.console)
    yield page
    long_tasks = [] if page.is_closed() else page.evaluate("window.__longTasks")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    if not page.is_closed():
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"))
    assert watch.foreign == [], f"requests left the origin: {watch.foreign}"
    assert watch.errors == [], f"the page reported errors: {watch.errors}"
    # Python never runs on the main thread: nothing there may block for long. (The 50 ms
    # goal is checked by test_shell_load; a loaded test machine stretches single tasks.)
    assert max(long_tasks, default=0) < BLOCKED_MS, f"main-thread tasks: {long_tasks} ms"
