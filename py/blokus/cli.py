"""`python -m blokus COMMAND`: the house's commands (tabletop.cli) for Blokus.

`python -m blokus bench` is `python -m tabletop bench --game blokus` (blokus.bench's figures);
`python -m blokus arena --variant duo --a expert` plays a Duo match in the house's arena;
`python -m blokus match-pentobi --level 5 --variant duo` plays against Pentobi (`pentobi`).
"""

from __future__ import annotations

import sys

from tabletop import cli


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "match-pentobi":
        from .pentobi import main as match

        return match(argv[1:])
    return cli.main_of("blokus", argv)
