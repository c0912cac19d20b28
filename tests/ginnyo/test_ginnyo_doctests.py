"""The examples in Ginny-O's docstrings run as written (doctest), so they stay true."""

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

PY = Path(__file__).resolve().parents[2] / "py"
#: Every module of the package but the command-line entry point.
MODULES = sorted(["ginnyo"] + [info.name for info in pkgutil.walk_packages(
    [str(PY / "ginnyo")], prefix="ginnyo.") if not info.name.endswith("__main__")])
#: The public API: each shows at least one example.
PUBLIC = ("ginnyo", "ginnyo.game", "ginnyo.moves", "ginnyo.ai")


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    assert result.attempted > 0 or name not in PUBLIC, f"{name} shows no example"
