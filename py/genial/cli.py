"""`python -m genial COMMAND`: simulate, bench, arena. Each command lives in its own module."""

from __future__ import annotations

import importlib
import sys

COMMANDS = {
    "simulate": ("genial.simulate", "self-play statistics"),
    "bench": ("genial.bench", "engine speed figures"),
    "arena": ("tabletop.arena", "computer levels against each other (the house's arena)"),
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] not in COMMANDS:
        print("usage: python -m genial {" + ",".join(COMMANDS) + "} [options]")
        for name, (_, what) in COMMANDS.items():
            print(f"  {name:10} {what}")
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    module = importlib.import_module(COMMANDS[argv[0]][0])
    game = ["--game", "genial"] if argv[0] == "arena" else []
    return module.main(game + argv[1:])
