"""`python -m genial COMMAND`: the house's commands (tabletop.cli) for Génial.

`python -m genial arena --a expert` is `python -m tabletop arena --game genial --a expert`.
"""

from __future__ import annotations

import sys

from tabletop import cli


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in cli.COMMANDS:
        argv = [argv[0], "--game", "genial", *argv[1:]]
    return cli.main(argv, prog="genial")
