"""Pentobi's game files (.blksgf): every mode goes out and comes back, Pentobi's own opening
books read as the positions they describe, hostile files are refused, and — where pentobi-gtp
has been built — Pentobi itself loads our files and sees the same position.

The book files and pentobi-gtp are Pentobi's (GPL): the tests read the archive in
../shared/pentobi when it is there and run the program when it has been built (PENTOBI_GTP, or
the build script's usual places), and skip with the reason otherwise.
"""

from __future__ import annotations

import contextlib
import json
import lzma
import os
import random
import re
import subprocess
import tarfile
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import blokus
from blokus.sgf_syntax import MAX_NESTING
from tabletop import bridge
from tabletop.records import MAX_TEXT

ROOT = Path(__file__).resolve().parents[2]
#: Where the shared folder is: beside the repository (CI's clone), or the workplace's.
SHARED = [ROOT.parent / "shared" / "pentobi", Path("/work/shared/pentobi")]
GTP_PLACES = [ROOT / ".cache/pentobi/build/pentobi_gtp/pentobi-gtp",
              Path("/tmp/pentobi-sgf/build/pentobi_gtp/pentobi-gtp"),
              Path("/tmp/pentobi/build/pentobi_gtp/pentobi-gtp")]
MODES = [dict(players=4), dict(players=2), dict(players=3), dict(players=4, teams=True),
         dict(variant="duo")]
#: Pentobi's name of each mode (the spec's GM values; the team game is Blokus + TEAMS).
GM = ["Blokus", "Blokus Two-Player", "Blokus Three-Player", "Blokus", "Blokus Duo"]
#: Each colour's property, as the spec names them.
COLOUR_IDS = {"purple": "B", "orange": "W", "blue": "1", "yellow": "2", "red": "3", "green": "4"}


def random_game(mode: dict, seed: int, decisions: int) -> blokus.Game:
    rnd = random.Random(seed)
    game = blokus.new_game(seed=seed, **mode)
    while not game.over and len(game.decisions) < decisions:
        game.play(rnd.choice(game.legal_moves()))
    return game


def point(cell: tuple[int, int], size: int) -> str:
    """The spec's name of a square: column letter, row number from the bottom (a1 lower left)."""
    return "abcdefghijklmnopqrst"[cell[0]] + str(size - cell[1])


def cell(text: str, size: int) -> tuple[int, int]:
    return "abcdefghijklmnopqrst".index(text[0]), size - int(text[1:])


# ---------------------------------------------------------------- writing and reading back


@given(st.sampled_from(range(len(MODES))), st.integers(0, 2**32), st.integers(0, 90),
       st.lists(st.text(max_size=12), min_size=4, max_size=4))
def test_every_mode_round_trips(m, seed, decisions, names) -> None:
    game = random_game(MODES[m], seed, decisions)
    names = names[:game.players]
    game.meta["names"] = names
    text = blokus.to_sgf(game)
    assert text.startswith(f"(;GM[{GM[m]}]") and "CA[UTF-8]" in text
    back = blokus.from_sgf(text)
    assert back.mode.config() == game.mode.config()
    assert back.decisions == game.decisions and back.board == game.board
    assert (back.colour, back.over, back.scores) == (game.colour, game.over, game.scores)
    assert back.meta.get("names", [""] * game.players) == names
    assert blokus.to_sgf(back) == text


def test_moves_are_the_colours_properties_with_their_squares_in_the_specs_order() -> None:
    game = blokus.new_game(variant="duo")
    game.play("purple:X@5,3 4,4 5,4 6,4 5,5")  # covers the start square e10
    game.play("orange:X@8,8 7,9 8,9 9,9 8,10")
    game.meta["names"] = ["Anne ]\\", "Bo"]
    assert blokus.to_sgf(game) == ("(;GM[Blokus Duo]FF[4]CA[UTF-8]AP[Génial]"
                                   "PB[Anne \\]\\\\]PW[Bo]\n;B[f9,e10,f10,g10,f11]\n"
                                   ";W[i4,h5,i5,j5,i6]\n)\n")  # the spec's own example move
    classic = blokus.new_game(players=4, teams=True)
    for colour, start in zip(classic.colours, ["a20", "t20", "t1", "a1"], strict=True):
        classic.play(f"{colour}:1@{','.join(map(str, cell(start, 20)))}")
    assert blokus.to_sgf(classic).split("\n")[1:5] == [";1[a20]", ";2[t20]", ";3[t1]", ";4[a1]"]
    assert "TEAMS[1+3,2+4]" in blokus.to_sgf(classic)


def test_passes_are_not_written_and_a_skipped_colour_is_skipped_on_reading_too() -> None:
    for seed in range(40):
        game = random_game(dict(players=4), seed, 200)
        colours = [blokus.parse_move(d).colour for d in game.decisions]
        expected = [game.colours[i % 4] for i in range(len(colours))]
        if colours != expected:  # some colour was out before the end
            break
    else:
        pytest.fail("no game with a skipped colour among 40")
    text = blokus.to_sgf(game)
    moves = re.findall(r";(\d)\[", text)
    assert moves == [COLOUR_IDS[c] for c in colours]  # one node per placement, no pass
    assert blokus.from_sgf(text).decisions == game.decisions


def test_a_file_with_variations_is_read_along_its_main_line() -> None:
    text = ("(;GM[Blokus Duo]PB[Ann]C[a comment \\] (not a tree)]"
            "(;B[e10];W[j5](;B[f11,f12])(;B[d11]))"
            "(;B[e10,f10]))")
    game = blokus.from_sgf(text)
    assert game.board == {(4, 4): "purple", (9, 9): "orange", (5, 3): "purple",
                          (5, 2): "purple"}
    assert game.meta["names"] == ["Ann", ""]


# ---------------------------------------------------------------- Pentobi's opening books


@cache
def books() -> dict[str, str]:
    """Pentobi's opening books of our modes, read from the archive, or a reason to skip."""
    for folder in SHARED:
        archives = sorted(folder.glob("pentobi-engine-*.tar.xz"))
        if archives:
            with lzma.open(archives[0]) as xz, tarfile.open(fileobj=xz) as tar:
                return {Path(m.name).stem: tar.extractfile(m).read().decode("utf-8")
                        for m in tar.getmembers()
                        if re.search(r"opening_books/book_(classic|duo)\w*\.blksgf$", m.name)}
    return {}


def lines(text: str) -> list[list[str]]:
    """Every line of play in an opening book, root to leaf, as its move nodes (`;B[e10]`),
    read by the simplest parser that handles Pentobi's books (no escapes in them)."""
    tokens = re.findall(r"\(|\)|;[^;()]*", text)
    paths, stack, line = [], [], []
    for i, token in enumerate(tokens):
        if token == "(":
            stack.append(len(line))
        elif token == ")":
            if tokens[i - 1] != ")":
                paths.append(line[:])
            del line[stack.pop():]
        else:
            line.append(token)
    return paths


def book_cases() -> list:
    found = books()
    if not found:
        return [pytest.param(None, marks=pytest.mark.skip(
            reason=f"Pentobi's archive is not in {' or '.join(map(str, SHARED))}"))]
    return sorted(found)


@pytest.mark.parametrize("book", book_cases())
def test_every_line_of_pentobis_books_reads_as_the_position_it_describes(book) -> None:
    text = books()[book]
    root, *_ = lines(text)[0]
    gm = re.search(r"GM\[([^]]*)\]", root)[1]
    game = blokus.from_sgf(text)  # the whole book: its main line
    expected_main = lines(text)[0][1:]
    assert len(game.decisions) == len(expected_main) > 0
    for path in lines(text):
        moves = [re.search(r"(\w)\[([^]]*)\]", node).groups() for node in path[1:]]
        game = blokus.from_sgf(f"(;GM[{gm}]" + "".join(f";{c}[{v}]" for c, v in moves) + ")")
        ids = {v: k for k, v in COLOUR_IDS.items() if (k in game.colours)}
        expected = {cell(p, game.size): ids[c] for c, v in moves for p in v.split(",")}
        assert game.board == expected
        assert len(game.decisions) == len(moves)


# ---------------------------------------------------------------- hostile files


DUO = "(;GM[Blokus Duo]CA[UTF-8];B[f9,e10,f10,g10,f11];W[i4,h5,i5,j5,i6];B[h7,g8,h8,h9,i9])"
HOSTILE = {
    "empty": ("", "sgf_truncated"),
    "json": ('{"format": "blokus"}', "sgf_not_sgf"),
    "no node": ("()", "sgf_not_sgf"),
    "no game": ("(;FF[4];B[e10])", "sgf_no_game"),
    "go": ("(;GM[1];B[dd])", "sgf_game"),
    "bad property": ("(;GM[Blokus Duo]b-w[e10])", "sgf_property"),
    "stray text": ("(;GM[Blokus Duo]];B[e10])", "sgf_property"),
    "after the tree": (DUO + "(;GM[Blokus Duo])", "sgf_trailing"),
    "garbage after": (DUO + "x", "sgf_trailing"),
    "latin-1": ("(;GM[Blokus Duo]CA[ISO-8859-1])", "sgf_charset"),
    "teams in duo": ("(;GM[Blokus Duo]TEAMS[1+3,2+4])", "sgf_teams"),
    "other teams": ("(;GM[Blokus]TEAMS[1+2,3+4])", "sgf_teams"),
    "long name": (f"(;GM[Blokus]P2[{'n' * 101}])", "sgf_name_long"),
    "setup": ("(;GM[Blokus Duo]AB[e8,e9,f9,d10,e10])", "sgf_setup"),
    "setup later": ("(;GM[Blokus Duo];B[e10];AW[j5])", "sgf_setup"),
    "removal": ("(;GM[Blokus Duo];B[e10];AE[e10])", "sgf_setup"),
    "colour to play": ("(;GM[Blokus Duo]PL[W];W[j5])", "sgf_setup"),
    "two moves": ("(;GM[Blokus Duo];B[e10]W[j5])", "sgf_two_moves"),
    "colour of another mode": ("(;GM[Blokus];B[a20])", "sgf_colour"),
    "green in duo": ("(;GM[Blokus Duo];3[e10])", "sgf_colour"),
    "off the board": ("(;GM[Blokus Duo];B[o10])", "sgf_point"),
    "row 0": ("(;GM[Blokus Duo];B[e0])", "sgf_point"),
    "huge row": ("(;GM[Blokus Duo];B[e" + "9" * 5000 + "])", "sgf_point"),
    "not a point": ("(;GM[Blokus Duo];B[10e])", "sgf_point"),
    "no piece": ("(;GM[Blokus Duo];B[e10,g10])", "decision_refused"),
    "too many squares": ("(;GM[Blokus Duo];B[a1,b1,c1,d1,e1,f1])", "decision_refused"),
    "start not covered": ("(;GM[Blokus Duo];B[a1])", "decision_refused"),
    "overlapping": ("(;GM[Blokus Duo];B[e10];W[j5];B[f9,f8];W[e10,e9])", "decision_refused"),
    "repeated square": ("(;GM[Blokus Duo];B[e10,e10])", "decision_refused"),
    "wrong colour order": ("(;GM[Blokus Duo];B[e10];B[f9])", "decision_refused"),
    "three-player order": ("(;GM[Blokus Three-Player];1[a20];3[t1])", "decision_refused"),
    "after the end": ("(;GM[Blokus Duo]" + ";B[e10];W[j5]" * 22 + ")", "decision_refused"),
    "too large": ("(;GM[Blokus Duo]C[" + "x" * MAX_TEXT + "])", "record_too_large"),
    "deep": ("(;GM[Blokus Duo]" + "(;C[x]" * (MAX_NESTING + 1), "sgf_too_deep"),
    "deep beside": (DUO[:-1] + "(;B[e10])" + "(" * 100_000, "sgf_too_deep"),
}
for name in ("Blokus Trigon", "Blokus Trigon Two-Player", "Blokus Junior", "Nexos",
             "Callisto Two-Player Four-Color", "GembloQ", "GembloQ Three-Player"):
    HOSTILE[name] = (f"(;GM[{name}];1[a1])", "sgf_game")


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_files_are_refused_saying_what_is_wrong(name) -> None:
    text, code = HOSTILE[name]
    with pytest.raises(blokus.RecordError) as refused:
        blokus.from_sgf(text)
    assert refused.value.code == code, refused.value
    if name.startswith(("Blokus ", "Nexos", "Callisto", "GembloQ")):
        assert name in str(refused.value)  # another of Pentobi's games, refused by its name


def test_refusals_name_the_move_and_why() -> None:
    with pytest.raises(blokus.RecordError) as refused:
        blokus.from_sgf("(;GM[Blokus Duo];B[e10];B[f9])")
    assert refused.value.params["n"] == 2 and refused.value.params["move"] == "'B[f9]'"
    assert refused.value.params["reason"].code == "not_colour_turn"
    with pytest.raises(blokus.RecordError) as refused:
        blokus.from_sgf("(;GM[Blokus Duo];B[e10];W[j5];B[f9,f8];W[e10,e9])")
    assert refused.value.params["reason"].code == "cell_occupied"


def test_every_cut_of_a_file_is_refused() -> None:
    for end in range(len(DUO)):
        with pytest.raises(blokus.RecordError) as refused:
            blokus.from_sgf(DUO[:end])
        assert refused.value.code in ("sgf_truncated", "sgf_not_sgf"), DUO[:end]


@given(st.binary(max_size=300) | st.text(alphabet="();[]\\BW1GMe10f9,ab ", max_size=300))
def test_garbage_is_refused_with_record_error_only(garbage) -> None:
    with contextlib.suppress(blokus.RecordError):
        blokus.from_sgf(garbage)


def test_bytes_are_read_as_utf8_only() -> None:
    assert blokus.from_sgf("\ufeff(;GM[Blokus Duo]PB[Zoë];B[e10])".encode()).meta["names"][0] \
        == "Zoë"
    with pytest.raises(blokus.RecordError) as refused:
        blokus.from_sgf(b"(;GM[Blokus Duo]PB[Zo\xeb])")
    assert refused.value.code == "record_not_utf8"
    with pytest.raises(blokus.RecordError) as refused:
        blokus.from_sgf(b"(;GM[Blokus Duo]C[" + b"\xff" * 4 * MAX_TEXT + b"])")
    assert refused.value.code == "record_too_large"  # before it is decoded


# ---------------------------------------------------------------- through the bridge


def ask(command: str, **args) -> dict:
    return json.loads(bridge.handle(command, json.dumps(args)))


def test_the_bridge_writes_the_file_and_loads_it_refusing_a_bad_one_unchanged() -> None:
    ask("new", game="blokus", players=3, seats=["human"] * 3)
    for decision in random_game(dict(players=3), 7, 9).decisions:
        assert ask("play", move=decision)["ok"]
    view = ask("view")["result"]
    text = ask("file")["result"]["text"]
    assert text.startswith("(;GM[Blokus Three-Player]")
    for bad in ("(;GM[Blokus Three-Player];1[a20];3[t1])", text[:-5], "(;GM[Nexos])"):
        answer = ask("load", record=bad, game="blokus")
        assert not answer["ok"] and answer["error"]["type"] == "RecordError"
        assert ask("view")["result"] == view  # the game in progress is unchanged
    ask("new", game="genial")
    loaded = ask("load", record=text, game="blokus")["result"]
    assert (loaded["game"], loaded["board"], loaded["to_move"]) == ("blokus", view["board"],
                                                                    view["to_move"])
    assert not ask("load", record=text)["ok"]  # no game named: a record, which it is not


# ---------------------------------------------------------------- Pentobi loads our files


def pentobi_gtp() -> Path | None:
    named = os.environ.get("PENTOBI_GTP")
    places = [Path(named)] if named else GTP_PLACES
    return next((p for p in places if p.is_file() and os.access(p, os.X_OK)), None)


class Gtp:
    """pentobi-gtp, driven through its text protocol (one command, one answer)."""

    def __init__(self, path: Path) -> None:
        self.proc = subprocess.Popen([str(path), "--nobook", "--quiet"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def ask(self, command: str) -> str:
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        answer = []
        while (line := self.proc.stdout.readline()) not in ("\n", ""):
            answer.append(line.rstrip("\n"))
        assert answer and answer[0].startswith("="), (command, answer)
        return "\n".join(answer)[1:].strip("\n ")

    def close(self) -> None:
        self.ask("quit")
        self.proc.wait(10)


def board_shown(text: str, size: int) -> dict[tuple[int, int], str]:
    """The covered squares of showboard's picture, by the symbol it draws them with."""
    rows = [line for line in text.split("\n") if re.match(r"^[ \d]\d ", line)]
    board = {}
    for line in rows[:size]:
        y = size - int(line[:2])
        for x in range(size):
            symbol = line[3 + 2 * x]
            if symbol != ".":
                board[x, y] = symbol
    return board


@pytest.mark.skipif(pentobi_gtp() is None, reason="pentobi-gtp is not built (set PENTOBI_GTP "
                    "or run ../shared/pentobi/build.sh): Pentobi cannot load our files here")
def test_pentobi_loads_our_files_as_the_same_positions(tmp_path) -> None:
    gtp = Gtp(pentobi_gtp())
    try:
        for m, mode in enumerate(MODES):
            for seed, decisions in ((m, 11), (m + 10, 200)):
                game = random_game(mode, seed, decisions)
                game.meta["names"] = ["Ann", "Bo", "Cy", "Di"][:game.players]
                path = tmp_path / f"game{m}-{seed}.blksgf"
                path.write_text(blokus.to_sgf(game), encoding="utf-8")
                gtp.ask(f"loadsgf {path}")
                shown = board_shown(gtp.ask("showboard"), game.size)
                symbols = {}  # each of our colours is one of Pentobi's symbols, and only that
                for square, colour in game.board.items():
                    assert symbols.setdefault(colour, shown.get(square)) == shown.get(square)
                assert len(set(symbols.values())) == len(symbols) and len(shown) == len(
                    game.board)
                if not game.over:
                    ours = {",".join(sorted((point(c, game.size) for c in move.cells),
                                            key=lambda p: (int(p[1:]), p[0])))
                            for move in game.legal_moves()}
                    theirs = gtp.ask(f"all_legal {COLOUR_IDS[game.colour]}").split("\n")
                    assert ours == set(theirs)
    finally:
        gtp.close()
