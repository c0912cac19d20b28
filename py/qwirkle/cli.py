"""`python -m qwirkle COMMAND`: the house's commands (tabletop.cli) for Qwirkle.

`python -m qwirkle arena --a expert --b greedy-max` is
`python -m tabletop arena --game qwirkle --a expert --b greedy-max`.
"""

from __future__ import annotations

import sys

from tabletop import cli


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in cli.COMMANDS:
        argv = [argv[0], "--game", "qwirkle", *argv[1:]]
    return cli.main(argv, prog="qwirkle")
