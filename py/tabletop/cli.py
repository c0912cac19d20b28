"""`python -m <game> COMMAND`: the one dispatcher every game's command line uses."""

from __future__ import annotations

import importlib
import sys


def run(prog: str, commands: dict[str, tuple[str, str]], argv: list[str] | None = None) -> int:
    """Run `commands[argv[0]]`: (module whose `main(argv)` serves it, what it does); without a
    known command, print the usage (exit 0 for --help, 2 otherwise)."""
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] not in commands:
        print(f"usage: python -m {prog} {{" + ",".join(commands) + "} [options]")
        for name, (_, what) in commands.items():
            print(f"  {name:10} {what}")
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    module = importlib.import_module(commands[argv[0]][0])
    return module.main(argv[1:])
