"""Helpers of the conformance suite (test_conformance.py): which games it runs over, random
play through the public API, snapshots of a game, JavaScript's view of JSON; and the perft
count every game's fixtures check (`depth2`).

Games: every name of `tabletop.games.NAMES` whose package exists in this tree (one not written
yet is skipped, saying so; one that exists but fails to import fails), and the toy game of the
tests, which proves the suite itself on a second game.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import random
import shutil
import signal
import subprocess
from contextlib import contextmanager
from types import ModuleType
from typing import Any

import pytest

from tabletop import games
from tabletop.records import MAX_DECISIONS, SAFE_SEED

TOY = "toy_game"


def game_params() -> list:
    """One pytest param per game: listed games, then the toy."""
    params = []
    for name in (*games.NAMES, TOY):
        missing = name != TOY and importlib.util.find_spec(name) is None
        marks = pytest.mark.skip(reason=f"no package {name} in this tree yet") if missing else ()
        params.append(pytest.param(name, marks=marks, id=name))
    return params


def mode_params() -> list:
    """One pytest param per (game, mode): every mode each game declares in its MODES."""
    params = []
    for param in game_params():
        (name,) = param.values
        if param.marks:
            params.append(pytest.param(name, {}, marks=param.marks, id=name))
            continue
        G = importlib.import_module(name)  # an import error fails collection: not silent
        for mode in G.MODES:
            label = "-".join(f"{k}={v}" for k, v in mode.items())
            params.append(pytest.param(name, dict(mode), id=f"{name}-{label}"))
    return params


def module(name: str) -> ModuleType:
    return importlib.import_module(name)


def ai_of(G: ModuleType) -> ModuleType:
    return games.ai_of(G)


def all_seats(game: Any) -> list[int]:
    return list(range(game.players))


def snapshot(game: Any, every_move: bool = True) -> dict[str, Any]:
    """What a game shows anyone, and its record: equal snapshots, equal games (but for the
    order of a hidden bag, which `same_future` checks). Without `every_move`, the legal moves
    are counted and sampled instead of listed (thousands in some positions)."""
    moves = game.legal_moves()
    step = 1 if every_move else max(1, len(moves) // 16)
    return {
        "record": game.to_record(),
        "view": game.view(all_seats(game)),
        "legal": [str(moves[i]) for i in range(0, len(moves), step)], "count": len(moves),
        "to_move": game.to_move, "phase": game.phase, "over": game.over,
        "scores": game.scores, "decisions": game.decisions,
    }


def same_future(one: Any, other: Any, steps: int = 6, seed: int = 0) -> None:
    """Two games that look alike also play alike: the same moves give the same snapshots
    (hidden draws included)."""
    rnd = random.Random(seed)
    for _ in range(steps):
        assert snapshot(one, False) == snapshot(other, False)
        if one.over:
            return
        move = str(rnd.choice(one.legal_moves()))
        assert one.play(move) == other.play(move)
    assert snapshot(one, False) == snapshot(other, False)


def seen_differently(one: Any, other: Any) -> bool:
    """Whether two games differ in what some seat sees now or right after the same move."""
    if one.view(all_seats(one)) != other.view(all_seats(other)):
        return True
    if one.over:
        return False
    one, other, move = one.copy(), other.copy(), str(one.legal_moves()[0])
    one.play(move)
    other.play(move)
    return one.view(all_seats(one)) != other.view(all_seats(other))


def play_random(game: Any, decisions: int, seed: int = 0) -> Any:
    """The game after up to `decisions` uniformly random legal decisions (seeded)."""
    rnd = random.Random(seed)
    for _ in range(decisions):
        if game.over:
            break
        game.play(rnd.choice(game.legal_moves()))
    return game


def random_game(G: ModuleType, mode: dict[str, Any], seed: int, decisions: int) -> Any:
    """A new game (seeded) with up to `decisions` random legal decisions played."""
    return play_random(G.new_game(seed=seed, **mode), decisions, seed)


def numbers(data: Any) -> list[float]:
    """Every number in JSON data (scores as ints, or dicts or lists of them)."""
    if isinstance(data, bool):
        return []
    if isinstance(data, int | float):
        return [data]
    if isinstance(data, dict):
        return [n for v in data.values() for n in numbers(v)]
    if isinstance(data, list | tuple):
        return [n for v in data for n in numbers(v)]
    return []


def javascript_safe(data: Any) -> bool:
    """Whether JSON data survives JavaScript's JSON.parse: every integer within 2**53 - 1."""
    return all(abs(n) <= SAFE_SEED for n in numbers(data) if isinstance(n, int))


NODE_ROUND_TRIP = (
    "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>"
    "process.stdout.write(s.split('\\n').filter(Boolean)"
    ".map(l=>JSON.stringify(JSON.parse(l))).join('\\n')))"
)


def through_javascript(documents: list[Any]) -> list[Any]:
    """The documents after JavaScript's JSON.parse and JSON.stringify (Node), read back."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is needed to check records through JavaScript's JSON")
    text = "\n".join(json.dumps(d) for d in documents)
    out = subprocess.run([node, "-e", NODE_ROUND_TRIP], input=text, capture_output=True,
                         text=True, check=True).stdout
    return [json.loads(line) for line in out.split("\n")]


def suspects(game, earlier, rnd):
    """Decisions to try: garbage, notations of legal moves bent, moves legal elsewhere."""
    moves = game.legal_moves()
    legal = [str(moves[rnd.randrange(len(moves))]) for _ in range(2)]
    bent = []
    for text in legal + rnd.sample(earlier, min(2, len(earlier))):
        i = rnd.randrange(len(text))
        bent += [text[:i] + text[i + 1:], text[:i] + rnd.choice("-@,:0123456789xz ") + text[i:],
                 text + "!", text[::-1]]
    return [None, 5, 1.5, "", "?", "pass", ["x"], {"move": 1}, *earlier[-4:], *bent]


def check_refusals_leave_no_trace(G: ModuleType, mode: dict[str, Any]) -> None:
    """At positions of a random game, every suspect decision is refused with IllegalMove
    leaving the game as it was (its hidden draws too), or accepted as a legal move."""
    rnd = random.Random(7)
    game, earlier = G.new_game(seed=7, **mode), []
    while not game.over and len(game.decisions) < 40:
        before = snapshot(game, every_move=False)
        moves = game.legal_moves()
        for move in suspects(game, earlier, rnd):
            trial = game.copy()
            try:
                trial.play(move)
            except G.IllegalMove as refusal:
                assert refusal.code and str(refusal)
                assert snapshot(trial, every_move=False) == before, f"{move!r} left a trace"
                same_future(trial, game.copy(), steps=1, seed=len(earlier))
            else:
                assert G.parse_move(trial.decisions[-1]) in moves, (move, trial.decisions[-1])
        earlier += [str(moves[rnd.randrange(len(moves))]) for _ in range(4)]
        for _ in range(6):
            if not game.over:
                game.play(rnd.choice(game.legal_moves()))


def check_blind_decisions(G: ModuleType, mode: dict[str, Any]) -> None:
    """Each level decides alike on the position and on re-deals of what its seat cannot see
    (three seeds and re-deals; one seed and two re-deals for the strongest level, the slowest)."""
    ai = ai_of(G)
    players = [(level, (11, 12, 13), 3) for level in (*ai.LEVELS[:-1], *ai.BASELINES)]
    players.append((ai.LEVELS[-1], (11,), 2))  # seeds, and re-deals to try
    length = len(random_game(G, mode, seed=1, decisions=MAX_DECISIONS).decisions)
    cuts = (length // 5, length // 2) if mode == G.MODES[0] else (length // 3,)
    redealt = False
    for cut in cuts:  # early and middle positions of one random game
        game = random_game(G, mode, seed=1, decisions=cut)
        seat = game.to_move
        alternatives = [game.resample(seat, k) for k in range(3)]
        for alt in alternatives:
            assert alt.view([seat]) == game.view([seat]) and alt.to_move == seat
            redealt |= seen_differently(alt, game)
        legal = {str(m) for m in game.legal_moves()}
        for level, seeds, tries in players:
            for seed in seeds:
                move = str(ai.choose(game, level, seed=seed))
                assert move in legal
                for alt in alternatives[:tries]:
                    assert str(ai.choose(alt, level, seed=seed)) == move, \
                        f"{level} (seed {seed}) decided otherwise on a re-deal, {cut} decisions in"
    assert redealt or not getattr(G, "HIDDEN", True), "resample dealt nothing again"


def depth2(game: Any, moves: Any = None) -> int:
    """Legal decisions summed over the positions one decision later (perft at depth 2), through
    the public API: `moves` (the game's legal moves by default) each played on a copy."""
    total = 0
    for move in game.legal_moves() if moves is None else moves:
        after = game.copy()
        after.play(move)
        total += len(after.legal_moves())
    return total


@contextmanager
def time_limit(seconds: float):
    """Fail instead of hanging (SIGALRM: POSIX main thread only, which pytest is).

    Pyodide has no interval timer: there the body runs unguarded (its result is still checked).
    """
    if not hasattr(signal, "setitimer"):
        yield
        return

    def expire(signum, frame):
        raise TimeoutError(f"took more than {seconds} s")

    old = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
