"""A stand-in for pentobi-gtp in the tests of `blokus.pentobi`: it speaks GTP on stdin and
stdout, keeps its own game through the public API and writes squares as Pentobi does (column
letter, row number from the bottom, written here independently of blokus.pentobi), so a
wrong translation of a move is refused (`? ...`) instead of played.

Usage: python fake_gtp.py -g duo|classic_2 [pentobi-gtp's other options, ignored]
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))  # installed or not
import blokus

LETTERS = "abcdefghijklmnopqrst"
COLOURS = {"duo": ("b", "w"), "classic_2": ("1", "2", "3", "4")}


def square(size: int, x: int, y: int) -> str:
    return f"{LETTERS[x]}{size - y}"


def main() -> None:
    variant = sys.argv[sys.argv.index("-g") + 1]
    game = blokus.new_game(**({"variant": "duo"} if variant == "duo" else {"players": 2}))
    names = dict(zip(game.colours, COLOURS[variant], strict=True))
    for line in sys.stdin:
        command, *args = line.split()
        answer = "= "
        if command in ("play", "genmove") and args[0] != names[game.colour]:
            answer = f"? not the turn of {args[0]}"
        elif command == "play":
            wanted = set(args[1].split(","))
            found = [m for m in game.legal_moves()
                     if {square(game.size, x, y) for x, y in m.cells} == wanted]
            if found:
                game.play(found[0])
            else:
                answer = f"? illegal move {args[1]}"
        elif command == "genmove":
            move = game.legal_moves()[-1]
            game.play(move)
            answer = "= " + ",".join(square(game.size, x, y) for x, y in move.cells)
        print(answer + "\n", flush=True)
        if command == "quit":
            return


if __name__ == "__main__":
    main()
