#!/usr/bin/env python3
"""Build, serve and test the Génial static site.

    python3 build.py build            assemble dist/ (the static site)
    python3 build.py serve [--port N] build if stale, then serve dist/ on 127.0.0.1
    python3 build.py test             install test tools, build, lint, run every test
    python3 build.py bench [--game NAME]...  Génial's load figures and each game's engine speed
                                      and think time, CPython against Pyodide in Chromium

dist/ holds web/ as is, the Pyodide runtime files the site needs (copied from the pinned npm
package), one wheel per Python package under py/ (the shared layer `tabletop` and each game),
a trimmed Pyodide lock file that lists those wheels with their hashes and dependencies (a game
depends on tabletop; the worker checks each wheel's integrity as it downloads it), and static/:
each game's static_info() as static/<game>.json (geometry, symbols, levels...: the page draws a
board before Python loads) and static/games.json, the catalogue of the games this build offers
(the games tabletop.games lists whose package is under py/ and which have a web folder,
web/<game>/index.js). Every URL inside is relative, so
dist/ works from any sub-path of any static host.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import hashlib
import http.server
import importlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import tomllib
import zipfile
from functools import partial
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
PY = ROOT / "py"
#: The shared layer: every game's wheel depends on it; it imports no game.
SHARED = "tabletop"
STATIC = "static"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
#: The runtime files of the npm package that the site loads (the rest is for Node or typings).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")  # + the stdlib, trimmed
#: What the site leaves out of Pyodide's python_stdlib.zip (2.5 MB): mail, web servers and
#: clients, XML, test and debugging tools, the terminal REPL, multiprocessing, databases...
#: nothing the engine or Pyodide's start-up imports; the end-to-end tests run on the trimmed file.
STDLIB_DROP = ("__phello__/", "_pyrepl/", "email/", "http/", "multiprocessing/", "sqlite3/",
               "unittest/", "wsgiref/", "xml/", "xmlrpc/", "doctest.py", "ftplib.py", "imaplib.py",
               "mailbox.py", "pdb.py", "pickletools.py", "poplib.py", "pydoc.py", "smtplib.py",
               "turtle.py", "webbrowser.py")
#: The text codecs kept (encodings/ holds a hundred): the ones Python and JSON can ask for.
STDLIB_CODECS = ("__init__", "aliases", "ascii", "cp437", "idna", "latin_1", "punycode",
                 "raw_unicode_escape", "unicode_escape", "utf_16", "utf_16_be", "utf_16_le",
                 "utf_32", "utf_32_be", "utf_32_le", "utf_8", "utf_8_sig")
STAMP = DIST / ".build-stamp"
COMPILE_PYC = ROOT / "tools" / "compile_pyc.mjs"
E2E = ROOT / "tests" / "e2e"
ARTIFACTS = ROOT / "artifacts"
#: The engine's tests run inside Pyodide (Node) with these wheels, downloaded once into WHEELS.
PYODIDE_TEST_WHEELS = ROOT / "tests" / "pyodide" / "requirements.txt"
WHEELS = ROOT / ".cache" / "pyodide-wheels"
PYODIDE_LOG = ARTIFACTS / "pyodide-tests.log"  # one per share: pyodide-tests-<share>.log
ENGINE_LOG = ARTIFACTS / "engine-tests.log"
#: How much the CPU-bound test runs yield to the end-to-end tests.
BACKGROUND_NICE = 5
#: The CPython test processes: one per core, at least two (an end-to-end test waits on the
#: browser's worker much of the time).
TEST_JOBS = max(2, os.cpu_count() or 1)
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]
#: Fixed zip timestamps, so the same sources give a byte-identical wheel (and the same hash).
ZIP_EPOCH = (2020, 1, 1, 0, 0, 0)
MIME = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
        ".json": "application/json", ".whl": "application/zip", ".zip": "application/zip",
        ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml"}
SERVICE_WORKER = "sw.js"
#: Browser libraries copied into the site as they are (npm package folder -> files -> dist/ folder):
#: QR codes drawn and read for the invitations to play on several devices (web/net/qr.js).
VENDOR = ((ROOT / "node_modules" / "@paulmillr" / "qr",
           ("esm/index.js", "esm/decode.js", "LICENSE-MIT"), "vendor/qr"),)


def log(message: str) -> None:
    print(f"build.py: {message}", flush=True)


def fail(message: str) -> None:
    """Stop with a message that says what to do, not a traceback."""
    print(f"build.py: error: {message}", file=sys.stderr)
    raise SystemExit(1)


def run(cmd: list[str], **kwargs) -> None:
    log("$ " + " ".join(cmd))
    try:
        subprocess.run(cmd, cwd=ROOT, check=True, **kwargs)
    except FileNotFoundError:
        fail(f"{cmd[0]!r} is not installed")
    except subprocess.CalledProcessError as err:
        fail(f"{' '.join(cmd)} failed (exit code {err.returncode})")


# ---------------------------------------------------------------- build


def ensure_pyodide() -> None:
    """Install the pinned npm packages (package-lock.json) unless they are already there."""
    if (PYODIDE_NPM / "pyodide.asm.wasm").exists() and all(v[0].exists() for v in VENDOR):
        return
    if shutil.which("npm") is None:
        fail("npm (Node.js) is needed once to fetch the pinned Pyodide runtime: install Node.js")
    run(["npm", "ci", "--no-audit", "--no-fund"])


def project_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def top_level_packages() -> list[str]:
    """The Python packages under py/: the shared layer and every game."""
    return sorted(p.parent.name for p in PY.glob("*/__init__.py"))


def game_packages() -> list[str]:
    """The games the house lists (tabletop.games.NAMES, the flagship first) whose package is
    under py/: the games its bridge serves."""
    games = game_module("tabletop.games")
    return [name for name in games.NAMES if name in top_level_packages()]


def package_files(package: str | None = None, root: Path = PY) -> list[Path]:
    """The sources of one package under `root` (of all of py/'s by default), in a stable order."""
    wanted = [package] if package else top_level_packages()
    return sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts
                  and p.suffix not in (".pyc", ".pyo") and not p.parent.name.endswith(".egg-info")
                  and p.relative_to(root).parts[0] in wanted)


def record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode()


def build_wheel(package: str, out_dir: Path, compiled: list[tuple[str, bytes]],
                root: Path = PY) -> Path:
    """A pure-Python wheel of <root>/<package> (py/ by default), written directly (no build
    backend, no network).

    The packages have no third-party dependencies and no compiled parts, so a wheel is the
    package's sources, their bytecode for Pyodide's Python (from `compiled`, which holds every
    package's: the browser imports without compiling) and the three dist-info files; fixed
    timestamps make it reproducible.
    """
    version = project_version()
    info = f"{package}-{version}.dist-info"
    entries: list[tuple[str, bytes]] = [
        (p.relative_to(root).as_posix(), p.read_bytes()) for p in package_files(package, root)
    ] + [(name, data) for name, data in compiled if name.split("/", 1)[0] == package]
    entries.append((f"{info}/METADATA",
                    f"Metadata-Version: 2.1\nName: {package}\nVersion: {version}\n".encode()))
    entries.append((f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: build.py\n"
                    b"Root-Is-Purelib: true\nTag: py3-none-any\n"))
    entries.append((f"{info}/top_level.txt", f"{package}\n".encode()))
    record = "".join(f"{name},{record_hash(data)},{len(data)}\n" for name, data in entries)
    entries.append((f"{info}/RECORD", (record + f"{info}/RECORD,,\n").encode()))
    wheel = out_dir / f"{package}-{version}-py3-none-any.whl"
    write_zip(wheel, entries)
    return wheel


def build_wheels(out_dir: Path) -> dict[str, Path]:
    """One wheel per package under py/ (bytecode compiled once for all): {package: wheel}."""
    compiled = compiled_files()
    return {package: build_wheel(package, out_dir, compiled) for package in top_level_packages()}


def compiled_files() -> list[tuple[str, bytes]]:
    """Every package's bytecode, compiled by Pyodide's own Python (tools/compile_pyc.mjs), as
    wheel entries (`<package>/__pycache__/<module>.<tag>.pyc`)."""
    with tempfile.TemporaryDirectory() as out:
        run(["node", str(COMPILE_PYC), str(PYODIDE_NPM), str(PY), out])
        return [(p.relative_to(out).as_posix(), p.read_bytes())
                for p in sorted(Path(out).rglob("*.pyc"))]


def write_zip(path: Path, entries: list[tuple[str, bytes]]) -> None:
    """A zip with fixed timestamps and modes, so the same entries give the same bytes."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name, data in entries:
            zi = zipfile.ZipInfo(name, ZIP_EPOCH)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zf.writestr(zi, data)


def stdlib_kept(name: str) -> bool:
    """Whether a file of python_stdlib.zip ships (see STDLIB_DROP and STDLIB_CODECS)."""
    if name.startswith("encodings/"):
        return name.removeprefix("encodings/").removesuffix(".py") in STDLIB_CODECS
    return not name.startswith(STDLIB_DROP)


def write_stdlib(out: Path) -> None:
    """Pyodide's standard library zip without the parts a game never imports."""
    with zipfile.ZipFile(PYODIDE_NPM / "python_stdlib.zip") as zf:
        entries = [(i.filename, zf.read(i)) for i in zf.infolist() if stdlib_kept(i.filename)]
    write_zip(out, entries)


def depends(package: str) -> list[str]:
    """What a package needs installed first: a game needs the shared layer."""
    return [] if package == SHARED else [SHARED]


def write_lock(runtime_dir: Path, wheels: dict[str, Path]) -> None:
    """Pyodide's lock file, trimmed to the packages the site ships: one wheel per package.

    Each entry names its file, its sha256 (the worker fetches with that integrity) and its
    dependencies, so the worker can install a game (and what it needs) by its name.
    """
    lock = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())
    lock["packages"] = {package: lock_entry(package, wheel) for package, wheel in wheels.items()}
    (runtime_dir / "pyodide-lock.json").write_text(json.dumps(lock, separators=(",", ":")))


def lock_entry(package: str, wheel: Path) -> dict:
    """A package's entry in the lock file: its wheel, its hash, what it depends on."""
    return {"name": package, "version": project_version(), "file_name": wheel.name,
            "install_dir": "site", "package_type": "package", "imports": [package],
            "depends": depends(package), "unvendored_tests": False,
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest()}


def game_module(package: str):
    """A package imported from py/ on this CPython (a game's static facts, the house's list)."""
    sys.path.insert(0, str(PY))
    try:
        return importlib.import_module(package)
    finally:
        sys.path.remove(str(PY))


def write_statics(out: Path) -> list[dict]:
    """static/<game>.json (tabletop.games.static_info: the game's own facts and the shell's
    keys) for every game package the house lists,
    and static/games.json: the catalogue of the games the page offers, those with a web folder
    (web/<game>/index.js), the flagship first. Returns the catalogue."""
    out.mkdir()
    catalogue = []
    for package in game_packages():
        game = game_module(package)
        facts = game_module("tabletop.games").static_info(game)
        text = json.dumps(facts, separators=(",", ":"), ensure_ascii=False)
        (out / f"{package}.json").write_text(text, encoding="utf-8")
        if not (WEB / package / "index.js").exists():
            log(f"{package}: no web/{package}/index.js yet, so the page does not offer it")
            continue
        catalogue.append(game_module("tabletop.games").entry(game))
    (out / "games.json").write_text(json.dumps(catalogue, ensure_ascii=False), encoding="utf-8")
    return catalogue


def write_service_worker(site: Path) -> str:
    """Put the build's version and file list at the top of the service worker; return the version.

    The version hashes every file's path and bytes, so a new build is a new worker script with
    its own cache, and an unchanged build keeps the one the browser already has.
    """
    worker = site / SERVICE_WORKER
    files = sorted(p.relative_to(site).as_posix() for p in site.rglob("*")
                   if p.is_file() and p != worker and p != STAMP)
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (site / name).read_bytes())
    version = digest.hexdigest()[:16]
    header = f"const BUILD = {json.dumps({'version': version, 'files': ['./', *files]})};\n"
    worker.write_text(header + worker.read_text())
    return version


def copy_vendor() -> None:
    """The pinned browser libraries (VENDOR), each file flat in its folder of dist/."""
    for package, files, folder in VENDOR:
        (DIST / folder).mkdir(parents=True)
        for name in files:
            shutil.copy2(package / name, DIST / folder / Path(name).name)


def build() -> None:
    ensure_pyodide()
    if DIST.exists():
        shutil.rmtree(DIST)
    shutil.copytree(WEB, DIST)
    runtime = DIST / "pyodide"
    runtime.mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_NPM / name, runtime / name)
    write_stdlib(runtime / "python_stdlib.zip")
    copy_vendor()
    wheels = build_wheels(runtime)
    write_lock(runtime, wheels)
    games = write_statics(DIST / STATIC)
    version = write_service_worker(DIST)
    STAMP.write_text("")
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    log(f"built {DIST.relative_to(ROOT)}/ ({size / 1e6:.1f} MB), wheels "
        f"{', '.join(w.name for w in wheels.values())}, games "
        f"{', '.join(g['name'] for g in games)}, build {version}")


def inputs() -> list[Path]:
    """Every file whose change makes dist/ stale."""
    files = [ROOT / "build.py", ROOT / "pyproject.toml", ROOT / "package-lock.json", COMPILE_PYC]
    files += [p for p in WEB.rglob("*") if p.is_file()]
    return files + package_files()


def is_stale() -> bool:
    if not STAMP.exists():
        return True
    built = STAMP.stat().st_mtime
    return any(p.exists() and p.stat().st_mtime > built for p in inputs())


# ---------------------------------------------------------------- serve


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs (ES modules, streaming wasm compile)."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}
    #: Extra URL path -> file, e.g. the tests' bare Pyodide page beside the site.
    overlay: ClassVar[dict[str, Path]] = {}

    def translate_path(self, path: str) -> str:
        route = path.split("?", 1)[0].split("#", 1)[0]
        if route in self.overlay:
            return str(self.overlay[route])
        return super().translate_path(path)

    #: Response body bytes sent, for the bench ([total] so that subclasses share one count).
    body_bytes: ClassVar[list[int]] = [0]

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "content-length":
            self.body_bytes[0] += int(value)
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if os.environ.get("GENIAL_HTTP_LOG"):
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """A browser that leaves or reloads the page mid-download closes its connection: no fault of
    the site's, so it is not printed as a traceback; any other error still is."""

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(root: Path, port: int = 0, overlay: dict[str, Path] | None = None) -> SiteServer:
    """A threaded static server on 127.0.0.1 (port 0 = any free port)."""
    handler = type("Handler", (SiteHandler,), {"overlay": dict(overlay or {}), "body_bytes": [0]})
    return SiteServer(("127.0.0.1", port), partial(handler, directory=root))


def serve(port: int) -> None:
    if is_stale():
        build()
    server = make_server(DIST, port)
    print(f"Génial is served at http://127.0.0.1:{server.server_port}/  (Ctrl+C stops)",
          flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


# ---------------------------------------------------------------- test


def ensure_test_wheels() -> None:
    """The pinned pure-Python wheels of pytest & co. for Pyodide, downloaded once (gitignored)."""
    pins = [line.split("==") for line in PYODIDE_TEST_WHEELS.read_text().splitlines()
            if "==" in line and not line.startswith("#")]
    have = {"-".join(p.name.split("-")[:2]).lower() for p in WHEELS.glob("*.whl")}
    if all(f"{name}-{version}".lower() in have for name, version in pins):
        return
    run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
         "--only-binary=:all:", "--python-version", "3.14", "--platform", "any",
         "--implementation", "py", "--no-deps", "-d", str(WHEELS), "-r", str(PYODIDE_TEST_WHEELS)])


def test_in_pyodide() -> dict[str, tuple[subprocess.Popen, Path]]:
    """Start the engine's unit tests inside Pyodide (Node), which catch CPython-only behaviour
    (the slow checks, long games against oracles, are CPython's): one process per core, each
    a share of the tests (Pyodide has no xdist), so that they take every core left once the
    other runs end."""
    ensure_test_wheels()
    runs = {}
    for shard in range(TEST_JOBS):
        out = PYODIDE_LOG.with_name(f"{PYODIDE_LOG.stem}-{shard}.log")
        cmd = ["node", "tests/pyodide/run.mjs", str(PYODIDE_NPM), str(WHEELS), ".", "/repo/tests",
               "-q", "--ignore=/repo/tests/e2e", "-m", "not slow", "--durations=10",
               f"--shard={shard}/{TEST_JOBS}"]
        runs[f"Pyodide {shard + 1}/{TEST_JOBS}"] = (
            start_logged("a share of the engine's tests inside Pyodide", out, BACKGROUND_NICE, cmd),
            out)
    return runs


def start_logged(what: str, out: Path, nice: int, cmd: list[str]) -> subprocess.Popen:
    """Start `cmd` in the background, niced by `nice` so that it takes the cores only when the
    end-to-end tests wait (on the browser, most of their time); its output is kept in `out`."""
    log("$ " + " ".join(cmd) + f" > {out.relative_to(ROOT)} ({what}, in the background)")
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as sink:
        return subprocess.Popen(cmd, cwd=ROOT, stdout=sink, stderr=subprocess.STDOUT,
                                preexec_fn=(lambda: os.nice(nice)) if hasattr(os, "nice") else None)


def ensure_chromium() -> None:
    """The end-to-end tests drive Debian's Chromium (Playwright's own download is not used)."""
    ensure_debian("chromium", Path(CHROMIUM).exists())


def ensure_coturn() -> None:
    """The network tests start a real TURN server on loopback: Debian's coturn (`turnserver`)."""
    ensure_debian("coturn", shutil.which("turnserver") is not None)


def ensure_debian(package: str, present: bool) -> None:
    """Install a Debian package the tests need, unless `present` (a clean CI machine lacks it)."""
    if present:
        return
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        fail(f"the end-to-end tests need the {package} package: "
             f"run `sudo apt-get install -y {package}` (Debian/Ubuntu), then retry")
    run(["apt-get", "update"])
    run(["apt-get", "install", "-y", "--no-install-recommends", package],
        env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})


#: What ESLint checks (eslint.config.mjs says how): the page's code and the build's Node tools.
ESLINT = ROOT / "node_modules" / ".bin" / "eslint"
LINTED_JS = ["web", "tools"]


def lint() -> None:
    """ruff over the Python (the tools' included), mypy over py/ (strict on the house,
    tabletop: pyproject.toml says how), ESLint (pinned in package.json) over the JavaScript."""
    run([sys.executable, "-m", "ruff", "check", "py", "tests", "tools", "build.py"])
    run([sys.executable, "-m", "mypy"])
    run([str(ESLINT), *LINTED_JS])


def test(pytest_args: list[str]) -> None:
    """Every test: lint, then three runs side by side — the end-to-end tests (which wait on the
    browser most of their time) first in line for the cores, the engine's CPython tests and
    its tests inside Pyodide (CPU-bound) niced to take what they leave."""
    run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "-e", ".[test]"])
    if shutil.which("npm") is None:
        fail("npm (Node.js) is needed to fetch the pinned Pyodide runtime: install Node.js")
    run(["npm", "ci", "--no-audit", "--no-fund"])
    ensure_chromium()
    ensure_coturn()
    build()
    lint()
    pytest = [sys.executable, "-m", "pytest", "-n", str(TEST_JOBS),
              "--dist", "worksteal",  # a worker out of tests takes some of another's
              "--durations=25"]  # the slowest tests named: where the suite's time goes
    background = {
        **test_in_pyodide(),
        "CPython": (start_logged("the engine's CPython tests", ENGINE_LOG, BACKGROUND_NICE,
                                 [*pytest, "tests", f"--ignore={E2E}", *pytest_args]), ENGINE_LOG),
    }
    cmd = [*pytest, str(E2E), *pytest_args]
    log("$ " + " ".join(cmd))
    failed = {"end-to-end": subprocess.run(cmd, cwd=ROOT).returncode}
    for name, (proc, out) in background.items():
        failed[name] = proc.wait()
        log(f"the {name} tests ended (exit code {failed[name]}):")
        print(out.read_text(encoding="utf-8"), flush=True)
    stages = [f"{name} (exit code {code})" for name, code in failed.items() if code]
    if stages:
        fail("tests failed: " + ", ".join(stages))


# ---------------------------------------------------------------- bench

GAME_QUERY = "?players=2&seats=human,ai-beginner&seed=5"
GAME_READY = "window.genial.ready.then(() => performance.now())"
#: Resolves once the service worker has stored the build and controls the page.
SW_CONTROLS = """navigator.serviceWorker.ready.then(() => new Promise((resolve) => {
  if (navigator.serviceWorker.controller) resolve(true);
  else navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true));
}))"""
#: Resolves once the idle page has prepared the other games and kept the engine's snapshot.
PREPARED = "window.genial.ready.then(() => window.genial.prepared)"
#: In the New game dialog open on another game: press Start, resolve the ms until it waits
#: for the player's first move.
SWITCH = """async (game) => {
  const begun = performance.now();
  document.querySelector('#new-dialog [data-testid=start]').click();
  const there = ({ game: shown, awaiting }) => shown === game && awaiting === 'human';
  while (!there(window.genial.state())) await new Promise((resolve) => { setTimeout(resolve, 2); });
  return performance.now() - begun;
}"""


def timed_load(page, url: str, until: str, sent: list[int]) -> dict:
    """Navigate, wait for `until` (a promise of performance.now()), count the bytes served."""
    sent[0] = 0
    page.goto(url)
    return {"ready_ms": page.evaluate(until), "bytes": sent[0]}


def timed_switch(page, game: str, sent: list[int]) -> dict:
    """From the game on show to a new game of `game`, as a player does: its name in the header,
    then Start in the New game dialog (timed from that press)."""
    page.locator(f"[data-testid=site-game][data-game={game}]").click()
    page.wait_for_function("() => document.querySelector('#seat-list select')")
    sent[0] = 0
    return {"ready_ms": page.evaluate(SWITCH, game), "bytes": sent[0]}


def load_round(browser, base: str, sent: list[int]) -> dict:
    """One round: a bare Pyodide page cold; the game cold; then, once that page has kept the
    build and prepared the engines, a return visit to the plain address (warm: the game in
    progress resumed) and a switch there to another game."""
    out = {}
    context = browser.new_context()
    out["bare_cold"] = timed_load(context.new_page(), base + "bare.html", "window.bareReady", sent)
    context.close()
    context = browser.new_context()
    page = context.new_page()
    out["cold"] = timed_load(page, base + GAME_QUERY, GAME_READY, sent)
    page.evaluate(SW_CONTROLS)  # the service worker has stored the build
    page.evaluate(PREPARED)
    page.close()
    page = context.new_page()
    out["warm"] = timed_load(page, base, GAME_READY, sent)
    page.evaluate(PREPARED)
    out["switch"] = timed_switch(page, "qwirkle", sent)
    context.close()
    return out


def engine_figures(browser, base: str, game: str, quick: bool) -> dict[str, dict[str, float]]:
    """A game's engine figures and its expert's think time (tabletop.bench.page_figures), on
    this CPython and in Chromium (the steady pass, and the first one taken while V8 still
    optimises the WebAssembly): every time figure present on both sides, with the ratio."""
    tb = game_module("tabletop.bench")
    game_module(game)  # imported from py/: its submodules follow
    cpython = tb.page_figures(game, quick)
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{base}bench.html?game={game}" + ("&quick=1" if quick else ""))
    pyodide = json.loads(page.evaluate("window.benchFigures"))
    context.close()
    steady, first = pyodide["steady"], pyodide["first"]
    return {key: {"cpython": cpython[key], "pyodide": steady[key],
                  "ratio": steady[key] / cpython[key],
                  "first_pass_ratio": first[key] / cpython[key]}
            for key in cpython if tb.is_duration(key) and key in steady and cpython[key] > 0}


def load_figures(browser, base: str, sent: list[int], rounds: int) -> dict[str, dict]:
    """Génial's load figures: the median of `rounds` interleaved rounds, printed."""
    import statistics

    runs = [load_round(browser, base, sent) for _ in range(rounds)]
    loads = {kind: {key: statistics.median(r[kind][key] for r in runs)
                    for key in ("ready_ms", "bytes")} for kind in runs[0]}
    for kind in loads:  # each load against the bare load of its own round: load swings cancel
        loads[kind]["x_bare"] = statistics.median(
            r[kind]["ready_ms"] / r["bare_cold"]["ready_ms"] for r in runs)
    print(f"load, median of {rounds} (navigation -> ready; switch: Start pressed in New game ->"
          " Qwirkle's first turn; x bare cold: the median of each round's ratio):", flush=True)
    for kind, figure in loads.items():
        print(f"  {kind:10} {figure['ready_ms']:7.0f} ms  {figure['x_bare']:5.2f}x bare cold"
              f"  {figure['bytes'] / 1e6:7.3f} MB transferred", flush=True)
    extra = (loads["cold"]["bytes"] - loads["bare_cold"]["bytes"]) / 1e6
    print(f"  cold transfers {extra:+.3f} MB beside bare; machine load"
          f" {os.getloadavg()[0]:.2f} (1 min)", flush=True)
    return loads


def print_engine(game: str, engine: dict[str, dict[str, float]]) -> None:
    """One game's engine figures, CPython against Pyodide, and its think time in the page."""
    print(f"{game}, CPython vs Pyodide in Chromium (lower is faster; the ratio of the first"
          " pass, before V8 has optimised the WebAssembly, in brackets):")
    for key, figure in engine.items():
        print(f"  {key:26} {figure['cpython']:10.3f} {figure['pyodide']:10.3f}"
              f"  {figure['ratio']:4.2f}x slower ({figure['first_pass_ratio']:4.2f}x)")
    think = [key for key in engine if key.endswith("_think_mean_s")]
    for key in think:
        longest = engine[key.replace("_mean_s", "_max_s")]["pyodide"]
        who = key.removesuffix("_think_mean_s")
        print(f"  {who} in the page: {engine[key]['pyodide']:.3f} s per decision"
              f" on average, {longest:.3f} s longest")
    if "playout_2p_ms" in engine:
        playout = engine["playout_2p_ms"]
        print(f"  random playouts/s (2 players): {1e3 / playout['cpython']:.0f} CPython,"
              f" {1e3 / playout['pyodide']:.0f} Pyodide")
    print(f"  machine load: {os.getloadavg()[0]:.2f} (1 min)", flush=True)


def bench(rounds: int, games: list[str] | None, quick: bool = False) -> None:
    """Génial's load figures (median of `rounds`, interleaved; when Génial is benched) and each
    game's engine speed on CPython and in Pyodide (fewer repetitions when `quick`), printed and
    saved."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        fail("the bench drives Chromium with Playwright: `pip install -e .[test]` first")
    ensure_chromium()
    if is_stale():
        build()
    offered = game_packages()
    unknown = [name for name in games or () if name not in offered]
    if unknown:
        fail(f"no game {', '.join(unknown)} here: --game takes {', '.join(offered)}")
    games = games or offered
    server = make_server(DIST, 0, {"/bare.html": E2E / "bare.html",
                                   "/bench.html": E2E / "bench.html"})
    sent = server.RequestHandlerClass.func.body_bytes
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}/"
    out: dict[str, dict] = {"engine": {}}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        if "genial" in games:
            out["loads"] = load_figures(browser, base, sent, rounds)
        for game in games:
            out["engine"][game] = engine_figures(browser, base, game, quick)
            print_engine(game, out["engine"][game])
        browser.close()
    server.shutdown()
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "bench.json").write_text(json.dumps(out, indent=2))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("build", help="assemble dist/")
    serve_cmd = sub.add_parser("serve", help="serve dist/ on 127.0.0.1")
    serve_cmd.add_argument("--port", type=int, default=8000)
    test_cmd = sub.add_parser("test", help="install, build, lint and run all the tests")
    test_cmd.add_argument("pytest_args", nargs=argparse.REMAINDER,
                          help="passed on to pytest (e.g. -k solo)")
    bench_cmd = sub.add_parser("bench", help="load times, bytes and engine speed in Chromium")
    bench_cmd.add_argument("--rounds", type=int, default=7, help="loads of each kind (median)")
    bench_cmd.add_argument("--game", action="append", dest="games", metavar="NAME",
                           help="bench only this game (repeatable; default: every game)")
    bench_cmd.add_argument("--quick", action="store_true",
                           help="fewer repetitions of the engine figures (a smoke test)")
    args = parser.parse_args(argv)
    if args.command == "build":
        build()
    elif args.command == "serve":
        serve(args.port)
    elif args.command == "bench":
        bench(args.rounds, args.games, args.quick)
    else:
        test(args.pytest_args)


if __name__ == "__main__":
    main()
