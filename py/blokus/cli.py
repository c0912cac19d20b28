"""`python -m blokus COMMAND`: the house's commands (tabletop.cli) for Blokus.

`python -m blokus bench` is `python -m tabletop bench --game blokus` (blokus.bench's figures);
`python -m blokus arena --variant duo --a expert` plays a Duo match in the house's arena.
"""

from __future__ import annotations

from tabletop import cli


def main(argv: list[str] | None = None) -> int:
    return cli.main_of("blokus", argv)
