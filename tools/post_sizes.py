"""How long the links of a game played by messages are (#37), per game and mode: every letter
the host would send a guest (the seat's view, world and public record, as web/net/post.js seals
them) over whole games of random legal play, as characters of the link's fragment.

A letter's fragment is `#post=` + base64url of its header (about 250 characters with the
sender's public key) + `.` + base64url of 12 bytes of IV, the body compressed with raw deflate
(the browser's CompressionStream('deflate-raw'), here zlib at its default level) and AES-GCM's
16-byte tag. A guest's letters (a reply, a decision) are under 400 characters.

    python3 tools/post_sizes.py [--games 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tabletop import bridge
from tabletop.games import NAMES, load

HEADER = 250  # characters: {v, id (32 hex), seat, from, n, key (87)} as base64url JSON
IV, TAG = 12, 16


def b64_length(n: int) -> int:
    return math.ceil(n * 4 / 3)


def letter_length(body: dict) -> int:
    """The fragment's characters of a letter carrying `body`."""
    squeezer = zlib.compressobj(wbits=-15)
    raw = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
    packed = squeezer.compress(raw) + squeezer.flush()
    return len("#post=") + HEADER + 1 + b64_length(IV + len(packed) + TAG)


def ask(command: str, args: dict) -> dict:
    answer = json.loads(bridge.handle(command, json.dumps(args)))
    assert answer["ok"], answer
    return answer["result"]


def letters_of_game(name: str, mode: dict, seed: int) -> list[int]:
    """The lengths of the letters to every remote seat on each of its turns, over one game in
    which every seat plays a random legal decision."""
    G, rng = load(name), random.Random(seed)
    players = G.new_game(**G.setup(mode), seed=seed).players
    seats = ["human"] + ["remote"] * (players - 1)
    ask("new", {"game": name, **mode, "seed": seed, "seats": seats})
    game, lengths = load(name).new_game(**G.setup(mode), seed=seed), []
    while not game.over:
        seat = game.to_move
        if seat:
            body = {c: ask("guest", {"seat": seat, "command": c, "args": {}})
                    for c in ("view", "world", "record")}
            lengths.append(letter_length(body))
        move = rng.choice(list(game.legal_moves()))
        game.play(move)
        if seat:
            ask("guest", {"seat": seat, "command": "play", "args": {"move": str(move)}})
        else:
            ask("play", {"move": str(move)})
    return lengths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("game     mode                            letters  median    max")
    for name in NAMES:
        for mode in load(name).MODES:
            if mode.get("players", 2) < 2:
                continue
            lengths = [n for g in range(args.games)
                       for n in letters_of_game(name, mode, args.seed + g)]
            print(f"{name:8} {json.dumps(mode):32} {len(lengths):7} "
                  f"{statistics.median(lengths):7.0f} {max(lengths):6}")


if __name__ == "__main__":
    main()
