"""`python -m blokus COMMAND`: bench. Each command lives in its own module."""

from __future__ import annotations

from tabletop.cli import run

COMMANDS = {
    "bench": ("blokus.bench", "engine and expert speed figures, beside the PyPI engines"),
}


def main(argv: list[str] | None = None) -> int:
    return run("blokus", COMMANDS, argv)
