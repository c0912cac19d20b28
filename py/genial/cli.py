"""`python -m genial COMMAND`: the house's commands (tabletop.cli) for Génial.

`python -m genial arena --a expert` is `python -m tabletop arena --game genial --a expert`.
"""

from __future__ import annotations

from tabletop import cli


def main(argv: list[str] | None = None) -> int:
    return cli.main_of("genial", argv)
