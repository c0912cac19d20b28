"""`python -m genial COMMAND`: simulate, bench, arena. Each command lives in its own module."""

from __future__ import annotations

from tabletop.cli import run

COMMANDS = {
    "simulate": ("genial.simulate", "self-play statistics"),
    "bench": ("genial.bench", "engine speed figures"),
    "arena": ("genial.ai.arena", "computer levels against each other"),
}


def main(argv: list[str] | None = None) -> int:
    return run("genial", COMMANDS, argv)
