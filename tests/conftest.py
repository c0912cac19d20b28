"""Shared test setup: import the engine from the source tree, hypothesis profiles."""

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tabletop import search  # from the source tree, just put on the path

#: The computer players' time caps (tabletop.search.clock) never run out in the tests: a cap
#: only bounds the page's wait, and a seeded decision must be the same however busy the
#: machine is. A test of the caps themselves asks for the `real_clock` fixture.
REAL_CLOCK = search.clock


def frozen_clock() -> float:
    return 0.0


search.clock = frozen_clock


@pytest.fixture
def real_clock():
    search.clock = REAL_CLOCK
    yield
    search.clock = frozen_clock


settings.register_profile("ci", max_examples=60, deadline=None)
settings.register_profile("thorough", max_examples=1000, deadline=None)
#: Inside Pyodide the tests look for the runtime's differences from CPython (stack depth, float
#: formatting, stdlib gaps), not for rare cases again: fewer examples, the slow checks left to
#: CPython (build.py test runs them there).
settings.register_profile("pyodide", max_examples=12, deadline=None)
DEFAULT_PROFILE = "pyodide" if sys.platform == "emscripten" else "ci"
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", DEFAULT_PROFILE))


def pytest_addoption(parser):
    parser.addoption("--shard", default=None, metavar="I/N",
                     help="run only the I-th of N shares of the tests (I from 0), dealt in turn in "
                          "collection order: build.py test runs the Pyodide tests, which have no "
                          "xdist, as several processes side by side")


def pytest_collection_modifyitems(config, items):
    shard = config.getoption("--shard")
    if shard is None:
        return
    index, count = (int(part) for part in shard.split("/"))
    if not 0 <= index < count:
        raise pytest.UsageError(f"--shard {shard}: I must be from 0 to N-1")
    kept = items[index::count]
    ids = {id(item) for item in kept}
    config.hook.pytest_deselected(items=[item for item in items if id(item) not in ids])
    items[:] = kept
