"""Run `python -m blokus bench` beside the PyPI Blokus engines installed in this interpreter.

blokus-gym 2.2 imports gym, matplotlib, cython and torch at load time but its rules use none
of them except a torch tensor as the board; where those are missing they are stood in for
here: registration and plotting do nothing, and the board is a numpy array (faster per cell
than a torch tensor, so its figures can only look better than they are). Nothing else of it
is changed. Example, in a throwaway environment:

    python3 -m venv /tmp/rivals && /tmp/rivals/bin/pip install numpy gymnasium pettingzoo \
        pygame-ce blokus-rl && /tmp/rivals/bin/pip install --no-deps blokus-gym
    /tmp/rivals/bin/python tools/blokus_rivals.py [--quick] [--no-think]
"""

from __future__ import annotations

import importlib.util
import sys
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))


def _module(name: str, **attrs) -> None:
    module = types.ModuleType(name)
    module.__dict__.update(attrs)
    sys.modules[name] = module


def stand_ins() -> None:
    """What blokus-gym imports and its rules do not use, where it is missing."""
    if importlib.util.find_spec("gym") is None:
        _module("gym", Env=object, spaces=types.SimpleNamespace())
        _module("gym.envs")
        _module("gym.envs.registration", register=lambda **kw: None)
    if importlib.util.find_spec("matplotlib") is None:
        _module("matplotlib")
        _module("matplotlib.pyplot", ion=lambda: None)
    if importlib.util.find_spec("cython") is None:
        _module("cython", compiled=False)
    if importlib.util.find_spec("torch") is None:
        import numpy as np

        _module("torch", int32=np.int32, zeros=lambda shape, dtype=None: np.zeros(shape, dtype))


if __name__ == "__main__":
    stand_ins()
    from blokus.bench import main

    sys.exit(main(sys.argv[1:]))
