"""`python -m ginnyo COMMAND`: bench. Each command lives in its own module."""

from __future__ import annotations

import importlib
import sys

COMMANDS = {
    "bench": ("ginnyo.bench", "engine and expert speed figures"),
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] not in COMMANDS:
        print("usage: python -m ginnyo {" + ",".join(COMMANDS) + "} [options]")
        for name, (_, what) in COMMANDS.items():
            print(f"  {name:10} {what}")
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    module = importlib.import_module(COMMANDS[argv[0]][0])
    return module.main(argv[1:])
