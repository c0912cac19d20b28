"""Helpers of the conformance suite (test_conformance.py): which games it runs over, random
play through the public API, snapshots of a game, JavaScript's view of JSON; and the perft
count every game's fixtures check (`depth2`).

Games: every name of `tabletop.games.NAMES` whose package exists in this tree (one not written
yet is skipped, saying so; one that exists but fails to import fails), and the toy game of the
tests, which proves the suite itself on a second game.
"""

from __future__ import annotations

import copy
import importlib
import importlib.util
import json
import random
import shutil
import signal
import subprocess
import sys
from contextlib import contextmanager
from types import ModuleType
from typing import Any

import pytest

from tabletop import bridge, games, guest
from tabletop.errors import Refusal
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
    (three seeds and re-deals; one seed and two re-deals for the strongest level, the slowest).
    A game that hides nothing has nothing to re-deal (its `resample` gives the same view,
    checked here): each level's decision is checked legal, and the repeatability of decisions
    is the game's own computer tests' (tests/blokus/test_blokus_ai.py). Inside Pyodide, one seed
    and one position: that run looks for the runtime's differences (CPython tries them all)."""
    ai = ai_of(G)
    pyodide, hides = sys.platform == "emscripten", getattr(G, "HIDDEN", True)
    seeds = (11,) if pyodide or not hides else (11, 12, 13)
    players = [(level, seeds, 3 if hides else 0) for level in (*ai.LEVELS[:-1], *ai.BASELINES)]
    players.append((ai.LEVELS[-1], (11,), 2 if hides else 0))  # seeds, and re-deals to try
    length = len(random_game(G, mode, seed=1, decisions=MAX_DECISIONS).decisions)
    cuts = (length // 5, length // 2) if mode == G.MODES[0] else (length // 3,)
    cuts = cuts[-1:] if pyodide else cuts
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


# -- several devices: what a guest seat is told (#23) --------------------------------------------


def ask(command: str, args: dict[str, Any]) -> dict[str, Any]:
    """The bridge's answer (parsed), which never holds a bug's trace."""
    answer = json.loads(bridge.handle(command, json.dumps(args)))
    assert "trace" not in answer.get("error", {}), answer
    return answer


def ask_guest(seat: int, command: str, args: Any = None) -> dict[str, Any]:
    return ask("guest", {"seat": seat, "command": command, "args": {} if args is None else args})


def assert_nothing_hidden(answer: Any, game: Any, seat: int, concealed: list[str]) -> None:
    """Walk a guest seat's answer against what the engine knows is hidden from that seat: no
    other seat's hand (under "hands", or as a list anywhere; in a game with hidden hands), no
    bag but its size, no seed
    (as a number or in a text) until the game is over, no notation of another seat's
    face-down decision (`concealed`: it names the tiles)."""
    hidden = getattr(games.package_of(game), "HIDDEN", True)  # Blokus: every piece in view
    hands = json.loads(json.dumps(game.view(all_seats(game))["hands"])) if hidden else []
    others = [hand for other, hand in enumerate(hands) if other != seat and len(hand) >= 3]
    seed = None if game.over else game.seed

    def walk(data: Any, where: str) -> None:
        if isinstance(data, dict):
            if hidden and isinstance(data.get("hands"), list):
                shown = [o for o, hand in enumerate(data["hands"]) if hand is not None]
                assert shown in ([], [seat]), f"{where}.hands shows the hands of {shown}"
            if seed is not None:
                assert data.get("seed") is None, f"{where}.seed before the end"
            assert isinstance(data.get("bag", 0), int), f"{where}.bag is more than a count"
            for key, value in data.items():
                walk(value, f"{where}.{key}")
        elif isinstance(data, list):
            assert data not in others, f"{where} is another seat's hand"
            for i, value in enumerate(data):
                walk(value, f"{where}[{i}]")
        elif isinstance(data, str):
            assert seed is None or str(seed) not in data, f"{where} names the seed"
            assert data not in concealed, f"{where} names another seat's face-down tiles"
        elif isinstance(data, int) and not isinstance(data, bool):
            assert data != seed, f"{where} is the seed"

    walk(answer, "answer")


def twin_for(session: Any, seat: int, seed: int) -> Any:
    """The host's session over a re-deal of everything `seat` cannot see (the other hands, the
    bag; Game.resample) with another secret seed: a guest's answers must not tell them apart."""
    twin = copy.copy(session)
    twin.game = session.game.resample(seat, seed)
    twin.game.seed = (session.game.seed + 1 + seed) % (1 << 52)
    twin.last, twin.deciders = list(session.last), list(session.deciders)
    return twin


def same_for_the_guest(session: Any, twin: Any, seat: int, command: str, args: dict) -> Any:
    """The bridge's answer to the guest's request, checked equal to the answer on the twin."""
    answer = ask_guest(seat, command, args)
    try:
        on_twin = {"ok": True, "result": guest.commands(twin)[command](twin, seat, args)}
    except Refusal as err:
        on_twin = {"ok": False, "error": {"type": type(err).__name__, **err.to_json()}}
    assert answer == json.loads(json.dumps(on_twin)), f"{command} tells the re-deal apart"
    return answer


def hostile_requests(session: Any, seat: int) -> list[tuple[int, str, Any]]:
    """(seat, command, args) a guest device may send that must be refused now: for a seat not
    played elsewhere, out of turn, a move that is no move, another command, bad arguments."""
    game = session.game
    remote = [s for s, kind in enumerate(session.seats) if kind == "remote"]
    move = str(game.legal_moves()[0])
    found = [(s, "play", {"move": move}) for s in remote if s != game.to_move]
    found += [(s, "play", {"move": move}) for s in (-1, len(session.seats), "0", None, True)]
    found += [(s, "play", {"move": move}) for s, kind in enumerate(session.seats)
              if kind != "remote"]
    found += [(seat, "play", {"move": bad}) for bad in (None, 5, "", "?", ["x"], {"move": 1})]
    found += [(seat, command, {}) for command in ("undo", "ai", "new", "seats", "load", "", 3)]
    found += [(seat, "view", [1]), (seat, "position", {"count": -1}),
              (seat, "position", {"count": "many"})]
    return found


def blind_hint(session: Any, twin: Any, seat: int) -> dict[str, Any]:
    """The guest's hint through the bridge, the world its search was given checked to be the
    one given on the twin (all hands, the bag's order, the seed of the search): the hint then
    depends on nothing hidden from the seat. (The answers themselves are not compared: a
    search's time cap, which a loaded machine may hit, can cut one short.)"""
    ai = ai_of(games.package_of(session.game))
    real, given = ai.hint, []

    def recording(world: Any, *, seed: Any = None, budget: Any = None) -> Any:
        given.append((world, seed))
        return real(world, seed=seed, budget=budget)

    ai.hint = recording
    try:
        answer = ask_guest(seat, "hint")
        guest.commands(twin)["hint"](twin, seat, {})
    finally:
        ai.hint = real
    (world, seed), (other, other_seed) = given
    assert seed == other_seed, "the hint's seed tells the re-deal apart"
    for _ in range(4):  # the same worlds: the same hands now and the same draws next
        assert world.view(all_seats(world)) == other.view(all_seats(other)), \
            "the hint searches a world that tells the re-deal apart"
        if world.over:
            break
        move = str(world.legal_moves()[0])
        assert world.play(move) == other.play(move)
    return answer


#: Arguments of each game's own page commands as its page sends them (others: none).
OWN_ARGS = {
    ("genial", "options"): lambda g: {"tile": list(g.hand(g.to_move)[0])},
    ("blokus", "placements"): lambda g: {"piece": (g.hand(g.to_move) or [""])[-1]},
    ("blokus", "why"): lambda g: {"move": str(g.legal_moves()[0])},
    ("qwirkle", "options"): lambda g: {"staged": ""},
    ("ginnyo", "options"): lambda g: {"staged": []},
    ("ginnyo", "jokers"): lambda g: {"staged": [], "cell": [7, 7]},
}


def own_args(G: ModuleType, command: str, game: Any) -> dict[str, Any]:
    make = OWN_ARGS.get((G.NAME, command))
    return make(game) if make else {}


def check_guest_sees_only_its_own(G: ModuleType, mode: dict[str, Any], seed: int,
                                  decisions: int = MAX_DECISIONS, hints: int = 1) -> None:
    """A game played by seats on other devices (seat 0 at the host when there are two seats
    or more), by the weakest computer level or at random (a quarter of the decisions: trades
    and discards too; seeded), through the bridge's `guest`
    as the host's page passes their requests: at every position, each remote seat's answers
    (view, history, position, record, the game's own commands, its play's events; the hint at
    `hints` positions) hold nothing hidden from it (`assert_nothing_hidden`) and are the same
    on a re-deal of what it cannot see (`twin_for`; but for the last decision's events: the
    end scores the hands left; the hint's search is given the same world: `blind_hint`);
    every hostile request is refused, the host's game unchanged."""
    players = mode["players"]
    seats = ["remote"] * players if players == 1 else ["human"] + ["remote"] * (players - 1)
    assert ask("new", {"game": G.NAME, "seed": seed, "seats": seats, **mode})["ok"]
    session = bridge._current()
    game, rnd, concealed_by = session.game, random.Random(seed), {}
    hint_from = rnd.randrange(min(12, decisions))  # the hint: at the first remote turns after
    own, hides = list(games.page(G, "COMMANDS")), games.page(G, "concealed")
    remote = [s for s, kind in enumerate(seats) if kind == "remote"]
    while not game.over and len(game.decisions) < decisions:
        before = game.to_record(), session.view()
        for s in remote:
            twin = twin_for(session, s, rnd.randrange(1 << 32))
            answers = [same_for_the_guest(session, twin, s, "view", {})]
            same_for_the_guest(session, twin, s, "world", {})  # its hands: dealt from what s knows
            if s == remote[len(game.decisions) % len(remote)]:  # the replays: a seat in turn
                answers += [ask_guest(s, c) for c in ("history", "record")]
                answers.append(ask_guest(s, "position", {"count": len(game.decisions)}))
                assert answers[-1]["result"] == answers[0]["result"]
            if s == game.to_move:
                answers += [same_for_the_guest(session, twin, s, c, own_args(G, c, game))
                            for c in own]
                if len(game.decisions) >= hint_from and hints:
                    answers.append(blind_hint(session, twin, s))
                    hints -= 1
            known = {d for who, d in zip(session.deciders, game.decisions, strict=True)
                     if who == s or not hides(d)}  # a text also decided in the open or by s
            concealed = [d for who, texts in concealed_by.items() if who != s for d in texts
                         if d not in known]
            for answer in answers:
                assert_nothing_hidden(answer, game, s, concealed)
        for request in hostile_requests(session, game.to_move):
            answer = ask_guest(*request)
            assert not answer["ok"], (request, answer)
            assert (game.to_record(), session.view()) == before, request
        mover, moves = game.to_move, [str(m) for m in game.legal_moves()]
        move = rnd.choice(moves) if rnd.random() < 0.25 else str(ai_of(G).choose(
            game, ai_of(G).LEVELS[0], seed=rnd.randrange(1 << 32)))
        if seats[mover] == "remote":
            twin = twin_for(session, mover, rnd.randrange(1 << 32))
            answer = ask_guest(mover, "play", {"move": move})
            assert answer["ok"], answer
            events = json.loads(json.dumps(twin.game.play(move)))
            assert game.over or answer["result"]["events"] == events  # the end reveals hands
        else:
            assert ask("play", {"move": move})["ok"]
        if hides(move):
            concealed_by.setdefault(mover, []).append(move)
