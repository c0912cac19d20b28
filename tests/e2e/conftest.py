"""End-to-end fixtures: dist/ served on 127.0.0.1, Debian's Chromium driven by Playwright.

A test's `page` opens in its test process's warm browser context: its storage is emptied
between tests, but its cache, service worker and Pyodide snapshot are kept, as a returning
player's are, so the page starts in 2 s instead of the 5 s (and 9 s of CPU) of a first
visit. A test that needs a first visit (a cold cache, a new service worker) or changes the
context itself is marked `fresh_context`; the tests of a fresh browser, a phone or another
language open their own contexts with `open_context`. Every context has reduced motion (the
computer's moves are not animated), and on teardown it is checked that no request left the
page's origin, that no page error happened and that the main thread never froze; a
screenshot is kept in artifacts/e2e/.
"""

from __future__ import annotations

import fcntl
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402 - build.py lives at the repository root

CHROMIUM, CHROMIUM_ARGS = build.CHROMIUM, build.CHROMIUM_ARGS
ARTIFACTS = ROOT / "artifacts" / "e2e"
BARE_PAGE = Path(__file__).with_name("bare.html")
LOCK = ROOT / ".cache" / "build.lock"
BLOCKED_MS = 1000  # a main-thread task this long means the page froze (Python there: seconds)
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


def open_context(browser, watch: Watch, **options):
    """A browser context as every test's: 1280×800, English, reduced motion, its requests
    watched and its long tasks recorded; `options` change or add to these (a phone's)."""
    ctx = browser.new_context(**{"viewport": {"width": 1280, "height": 800}, "locale": "en-US",
                                 "reduced_motion": "reduce", **options})
    ctx.on("request", watch.request)
    ctx.add_init_script(LONG_TASKS)
    return ctx


class Warm:
    """This test process's warm context, handed from test to test: it tells the running
    test's watch of its requests, and is emptied of pages and storage after each test (and
    replaced after `USES` tests, so that nothing builds up in it)."""

    USES = 30

    def __init__(self, browser, site: str) -> None:
        self.browser, self.site = browser, site
        self.watch: Watch | None = None
        self.ctx, self.uses = None, 0

    def request(self, request) -> None:
        if self.watch is not None:
            self.watch.request(request)

    def lend(self, watch: Watch):
        if self.ctx is None or self.uses >= self.USES:
            self.close()
            self.ctx, self.uses = open_context(self.browser, self), 0
        self.watch, self.uses = watch, self.uses + 1
        return self.ctx

    def give_back(self) -> None:
        """Closes the test's pages and empties the origin's storage (the saves, ratings and
        settings), keeping what a returning player's browser keeps: cache and snapshot."""
        self.watch = None
        for page in self.ctx.pages:
            page.close()
        page = self.ctx.new_page()
        page.goto(self.site + "static/games.json")
        page.evaluate("localStorage.clear(); sessionStorage.clear()")
        page.close()
        self.ctx.clear_permissions()

    def close(self) -> None:
        if self.ctx is not None:
            self.ctx.close()


@pytest.fixture(scope="session")
def warm(browser, site):
    keeper = Warm(browser, site)
    yield keeper
    keeper.close()


@pytest.fixture
def context(browser, warm, watch, request):
    if request.node.get_closest_marker("fresh_context"):
        ctx = open_context(browser, watch)
        yield ctx
        ctx.close()
        return
    yield warm.lend(watch)
    warm.give_back()


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
