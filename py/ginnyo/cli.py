"""`python -m ginnyo COMMAND`: the house's commands (tabletop.cli) for Ginny-O.

`python -m ginnyo arena --a expert --b greedy-max --games 400` is
`python -m tabletop arena --game ginnyo ...`; `python -m ginnyo bench` runs ginnyo.bench.
"""

from __future__ import annotations

import sys

from tabletop import cli


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in cli.COMMANDS:
        argv = [argv[0], "--game", "ginnyo", *argv[1:]]
    return cli.main(argv, prog="ginnyo")
