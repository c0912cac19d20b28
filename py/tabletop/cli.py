"""`python -m tabletop COMMAND --game NAME`: simulate, bench, arena, for any game of the house.

Each command lives in its own module; `python -m genial COMMAND` is this with `--game genial`.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from types import ModuleType
from typing import Any

from .errors import Refusal
from .games import DEFAULT

COMMANDS = {
    "simulate": ("tabletop.simulate", "self-play statistics"),
    "bench": ("tabletop.bench", "engine speed figures"),
    "arena": ("tabletop.arena", "computer players against each other"),
    "ladder": ("tabletop.ladder", "a game's levels measured against their neighbours, rated"),
}


def main(argv: list[str] | None = None, prog: str = "tabletop") -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] not in COMMANDS:
        print(f"usage: python -m {prog} {{{','.join(COMMANDS)}}} [--game NAME] [options]")
        for name, (_, what) in COMMANDS.items():
            print(f"  {name:10} {what}")
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    module = importlib.import_module(COMMANDS[argv[0]][0])
    code: int = module.main(argv[1:])
    return code


def main_of(game: str, argv: list[str] | None = None) -> int:
    """`python -m <game> COMMAND [options]`: the house's command with `--game <game>`."""
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in COMMANDS:
        argv = [argv[0], "--game", game, *argv[1:]]
    return main(argv, prog=game)


def add_setup_options(parser: argparse.ArgumentParser) -> None:
    """The options naming a game and its setup, shared by every command."""
    parser.add_argument("--game", default=DEFAULT, help="the game package, by name")
    parser.add_argument("--players", type=int, help="seats (default 2, or 4 with --teams)")
    parser.add_argument("--teams", action="store_true", help="teams score together")
    parser.add_argument("--variant", help="the game's variant (e.g. Blokus duo)")


def read_setup(G: ModuleType, args: argparse.Namespace,
               parser: argparse.ArgumentParser) -> dict[str, Any]:
    """new_game's arguments from the options, read and checked by the game (`G.setup`, then a
    game made with them)."""
    asked: dict[str, Any] = {"players": args.players or (4 if args.teams else 2)}
    if args.teams:
        asked["teams"] = True
    if args.variant:
        asked["variant"] = args.variant
    try:
        setup: dict[str, Any] = G.setup(asked)
        G.new_game(seed=0, **setup)
    except Refusal as err:
        parser.error(str(err))
    return setup
