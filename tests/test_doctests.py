"""The examples in the engine's docstrings run as written (doctest), so they stay true: in the
house and in every registered game (tabletop.games.NAMES)."""

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

from tabletop import games

PY = Path(__file__).resolve().parent.parent / "py"
PACKAGES = ("tabletop", *games.NAMES)
#: Every module of the engines and the shared layer but the command-line entry point.
MODULES = sorted(
    [info.name for package in PACKAGES
     for info in pkgutil.walk_packages([str(PY / package)], prefix=f"{package}.")
     if not info.name.endswith("__main__")] + list(PACKAGES))
#: The public API of every game: its package, its Game, its moves and its computer players
#: each show at least one example.
PUBLIC = [f"{name}{part}" for name in games.NAMES for part in ("", ".game", ".moves", ".ai")]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    assert result.attempted > 0 or name not in PUBLIC, f"{name} shows no example"
