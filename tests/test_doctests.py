"""The examples in the engine's docstrings run as written (doctest), so they stay true."""

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

PY = Path(__file__).resolve().parent.parent / "py"
PACKAGES = ("genial", "tabletop", "blokus", "qwirkle")
#: Every module of the engines and the shared layer but the command-line entry point.
MODULES = sorted(
    [info.name for package in PACKAGES
     for info in pkgutil.walk_packages([str(PY / package)], prefix=f"{package}.")
     if not info.name.endswith("__main__")] + list(PACKAGES))
#: The public API: each shows at least one example.
PUBLIC = ("genial", "genial.game", "genial.moves", "genial.record", "genial.ai",
          "blokus", "blokus.game", "blokus.moves", "blokus.record", "blokus.ai",
          "qwirkle", "qwirkle.game", "qwirkle.ai")


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    assert result.attempted > 0 or name not in PUBLIC, f"{name} shows no example"
