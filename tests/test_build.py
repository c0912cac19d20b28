"""The site's trimmed standard library keeps everything the engine imports.

`build.py` leaves parts of Pyodide's python_stdlib.zip out (STDLIB_DROP, STDLIB_CODECS). The
end-to-end tests play on the trimmed file; this test names the module at fault at once, from
what the engine's entry points import on this CPython (whose stdlib has the same layout).
"""

import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

if sys.platform == "emscripten":
    pytest.skip("builds the site: CPython only (no subprocess in Pyodide)", allow_module_level=True)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402 - build.py lives at the repository root

ENTRY_POINTS = ("genial.bridge", "genial.ai.bench", "genial.bench", "genial.cli", "qwirkle.ai",
                "qwirkle.bench", "qwirkle.cli")
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


def test_the_wheel_carries_pyodides_bytecode_for_every_module():
    compiled = dict(build.compiled_files())
    sources = [p.relative_to(build.PY) for p in build.package_files() if p.suffix == ".py"]
    expected = {(s.parent / "__pycache__" / f"{s.stem}.cpython-").as_posix() for s in sources}
    assert {name.rsplit("cpython-", 1)[0] + "cpython-" for name in compiled} == expected
    for name, pyc in compiled.items():
        assert int.from_bytes(pyc[4:8], "little") == 0b01, name  # hash-based, unchecked
