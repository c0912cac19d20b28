"""What build.py puts in the site: the trimmed standard library keeps everything the engine
imports; one wheel per package under py/, each with its own bytecode, listed in the lock file
with its hash and dependencies; each game's static facts and the catalogue of games.

`build.py` leaves parts of Pyodide's python_stdlib.zip out (STDLIB_DROP, STDLIB_CODECS). The
end-to-end tests play on the trimmed file; the first test names the module at fault at once,
from what the engine's entry points import on this CPython (whose stdlib has the same layout).
"""

import hashlib
import json
import re
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

if sys.platform == "emscripten":
    pytest.skip("builds the site: CPython only (no subprocess in Pyodide)", allow_module_level=True)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402 - build.py lives at the repository root

ENTRY_POINTS = ("tabletop.bridge", "genial", "genial.ai.bench", "genial.bench", "genial.cli",
                "blokus", "blokus.ai", "blokus.bench", "blokus.cli",
                "qwirkle", "qwirkle.ai", "qwirkle.bench", "qwirkle.cli")
STDLIB = Path(sysconfig.get_paths()["stdlib"])


def imported_stdlib_files() -> list[str]:
    """The stdlib source files the entry points import, as zip entry names."""
    code = (
        f"import sys, {', '.join(ENTRY_POINTS)}\n"
        "print('\\n'.join(m.__file__ for m in list(sys.modules.values())"
        " if getattr(m, '__file__', None)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(ROOT / "py")},
    ).stdout
    files = [Path(line) for line in out.split()]
    return [
        f.relative_to(STDLIB).as_posix()
        for f in files
        if f.is_relative_to(STDLIB)
        and "site-packages" not in f.parts
        and "lib-dynload" not in f.parts
    ]


def test_the_trimmed_stdlib_keeps_every_module_the_engine_imports():
    files = imported_stdlib_files()
    assert "json/__init__.py" in files and "random.py" in files  # the scan sees the stdlib
    assert [f for f in files if not build.stdlib_kept(f)] == []


def test_the_trim_drops_what_it_says_and_keeps_the_utf8_codec():
    assert not build.stdlib_kept("email/message.py")
    assert not build.stdlib_kept("encodings/cp1252.py")
    assert build.stdlib_kept("encodings/utf_8.py") and build.stdlib_kept("encodings/__init__.py")
    assert build.stdlib_kept("asyncio/tasks.py")  # Pyodide's event loop needs it


@pytest.fixture(scope="module")
def runtime(tmp_path_factory) -> tuple[Path, dict[str, Path]]:
    """The wheels and the lock file, built into a temporary folder."""
    out = tmp_path_factory.mktemp("runtime")
    wheels = build.build_wheels(out)
    build.write_lock(out, wheels)
    return out, wheels


def pyc_stem(name: str) -> str:
    """`pkg/__pycache__/mod.cpython-314.pyc` -> `pkg/__pycache__/mod.cpython-`."""
    return name.rsplit("cpython-", 1)[0] + "cpython-"


def test_each_package_has_its_own_wheel_with_pyodides_bytecode_for_every_module(runtime):
    _, wheels = runtime
    assert set(wheels) == set(build.top_level_packages()) >= {"tabletop", "genial"}
    for package, wheel in wheels.items():
        with zipfile.ZipFile(wheel) as zf:
            names = zf.namelist()
            sources = [n for n in names if n.endswith(".py")]
            compiled = {n: zf.read(n) for n in names if n.endswith(".pyc")}
        assert sources and all(n.split("/", 1)[0] == package for n in sources), package
        expected = {(Path(n).parent / "__pycache__" / f"{Path(n).stem}.cpython-").as_posix()
                    for n in sources}
        assert {pyc_stem(n) for n in compiled} == expected, package
        for name, pyc in compiled.items():
            assert int.from_bytes(pyc[4:8], "little") == 0b01, name  # hash-based, unchecked


def test_the_lock_lists_every_wheel_with_its_hash_and_dependencies(runtime):
    out, wheels = runtime
    lock = json.loads((out / "pyodide-lock.json").read_text())["packages"]
    assert set(lock) == set(wheels)
    for package, entry in lock.items():
        assert entry["file_name"] == wheels[package].name
        assert entry["sha256"] == hashlib.sha256(wheels[package].read_bytes()).hexdigest()
    assert lock["tabletop"]["depends"] == []
    assert all(lock[game]["depends"] == ["tabletop"] for game in build.game_packages())


def test_each_game_has_its_static_facts_and_the_catalogue_lists_the_playable_ones(tmp_path):
    catalogue = build.write_statics(tmp_path / "static")
    games = build.game_packages()
    assert games[0] == build.game_module("tabletop.games").DEFAULT == "genial"
    for game in games:
        facts = json.loads((tmp_path / "static" / f"{game}.json").read_text(encoding="utf-8"))
        house = build.game_module("tabletop.games")
        assert facts == json.loads(json.dumps(house.static_info(build.game_module(game))))
        assert facts["levels"] and facts["seats"][0] == {"seat": "human"}
    listed = json.loads((tmp_path / "static" / "games.json").read_text(encoding="utf-8"))
    assert listed == catalogue and listed[0] == {"name": "genial", "title": "Génial", "symbol": "⬢"}
    assert [g["name"] for g in listed] == [g for g in games
                                            if (build.WEB / g / "index.js").exists()]


def test_eslint_is_pinned_runs_in_the_tests_and_finds_real_faults(monkeypatch):
    """ESLint is an exact devDependency (package.json and its lock), `build.py test` runs it
    with ruff, the page's code passes it, and it flags an unused variable and an undefined
    name in a web module."""
    pinned = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["devDependencies"]
    locked = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", pinned["eslint"])
    assert locked["node_modules/eslint"]["version"] == pinned["eslint"]
    ran = []
    monkeypatch.setattr(build, "run", lambda cmd, **kw: ran.append(cmd))
    build.lint()
    assert [str(build.ESLINT), "web", "tools"] in ran
    assert subprocess.run([str(build.ESLINT), *build.LINTED_JS], cwd=ROOT).returncode == 0
    faulty = subprocess.run([str(build.ESLINT), "--stdin", "--stdin-filename", "web/faulty.js"],
                            cwd=ROOT, input="const unused = 1;\nnotDefined();\n",
                            capture_output=True, text=True)
    assert faulty.returncode == 1
    assert "no-unused-vars" in faulty.stdout and "no-undef" in faulty.stdout


def test_mypy_runs_in_the_lint_strict_on_the_house_and_finds_real_faults(monkeypatch, tmp_path):
    """`build.py test`'s lint runs mypy over py/ (pyproject.toml's [tool.mypy]): a function
    without hints is refused in the house (strict) and let through in a game, a wrong type is
    refused in both."""
    ran = []
    monkeypatch.setattr(build, "run", lambda cmd, **kw: ran.append(cmd))
    build.lint()
    assert [sys.executable, "-m", "mypy"] in ran
    for package in ("tabletop", "somegame"):  # a house and a game of one module each
        (tmp_path / "py" / package).mkdir(parents=True)
        (tmp_path / "py" / package / "__init__.py").write_text("")
    faults = {"untyped": "def twice(x):\n    return 2 * x\n",
              "wrong": "def name() -> str:\n    return 5\n"}

    def mypy(package: str, fault: str) -> str:
        (tmp_path / "py" / package / "faulty.py").write_text(faults[fault])
        return subprocess.run([sys.executable, "-m", "mypy", "--config-file",
                               str(ROOT / "pyproject.toml"), "--no-incremental"], cwd=tmp_path,
                              capture_output=True, text=True).stdout

    assert "[no-untyped-def]" in mypy("tabletop", "untyped")
    assert "[return-value]" in mypy("tabletop", "wrong")
    assert "[return-value]" in mypy("somegame", "wrong")
    (tmp_path / "py" / "tabletop" / "faulty.py").unlink()
    assert "Success" in mypy("somegame", "untyped")


@pytest.mark.parametrize("error", [BrokenPipeError, ConnectionResetError, ValueError])
def test_the_server_prints_no_traceback_for_a_browser_that_hung_up(error, tmp_path, capsys):
    """A closed connection (the page left mid-download) is not reported; a real fault is."""
    server = build.make_server(tmp_path)
    try:
        try:
            raise error("while sending")
        except error:
            server.handle_error(None, ("127.0.0.1", 1))
    finally:
        server.server_close()
    printed = capsys.readouterr().err
    assert ("Traceback" in printed) == (error is ValueError)
