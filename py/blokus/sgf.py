"""Pentobi's game files (.blksgf, libpentobi_base/Pentobi-SGF.md): a Blokus game of any mode
written as one, and one read back as a game.

    (;GM[Blokus Duo]FF[4]CA[UTF-8]AP[Génial]PB[Ann]PW[Bob]
    ;B[f9,e10,f10,g10,f11]
    ;W[i4,h5,i5,j5,i6])

`GM` names the mode; each move is its colour's property (`B`, `W` in Duo, `1` to `4` for blue,
yellow, red and green) holding its squares: column letter and row number from the bottom
(`a1` the lower-left corner: our cell (x, y) is column x, row size − y), in the order a1, b1,
…, a2. The players' names are `PB`, `PW` in the two-player games and `P1` to `P4` otherwise.
Pentobi writes no passes: a colour that cannot place is skipped, the next move naming the next
colour, as our engine skips it too. The team game is Pentobi's `Blokus` (four players) with a
property of our own, `TEAMS[1+3,2+4]`, which Pentobi ignores.

A file is hostile until replayed: its size is capped, its syntax read by `sgf_syntax`, and
every move played through the rules, so that anything wrong is a RecordError saying what, and
no game is made.
"""

from __future__ import annotations

import re

from tabletop.records import MAX_TEXT

from .errors import IllegalMove, RecordError, cell_text, show
from .game import Game, new_game
from .moves import Place, parse_move
from .pieces import Cell, piece_of
from .sgf_syntax import Node, main_line

#: The file as the page offers it: its extension, its MIME type, the program it is for and
#: the character its text opens with (how an imported text is told from our JSON records).
FILE = {"extension": ".blksgf", "type": "application/x-blokus-sgf", "program": "Pentobi",
        "opening": "("}
#: Pentobi's name of each of our modes, by (variant, players).
GAMES: dict[tuple[str, int], str] = {
    ("classic", 4): "Blokus", ("classic", 2): "Blokus Two-Player",
    ("classic", 3): "Blokus Three-Player", ("duo", 2): "Blokus Duo"}
MODES = {name: mode for mode, name in GAMES.items()}
#: The colour properties, in turn order, by number of colours.
COLOUR_IDS = {2: ("B", "W"), 4: ("1", "2", "3", "4")}
#: What Pentobi also reads as a colour in a two-colour game (files of its version 12).
OLD_COLOUR_IDS = {"1": "B", "2": "W"}
MOVE_IDS = frozenset({"B", "W", "1", "2", "3", "4"})
SETUP_IDS = frozenset({"AB", "AW", "A1", "A2", "A3", "A4", "AE", "PL"})
#: Our own property: the four-player game is the team game (blue + red, yellow + green).
TEAMS_ID, TEAMS = "TEAMS", "1+3,2+4"
MAX_NAME = 100  # characters of a player's name kept
_POINT = re.compile(r"([a-z]{1,3})([0-9]{1,3})")


# ---------------------------------------------------------------- writing


def _escaped(value: str) -> str:
    return value.replace("\\", "\\\\").replace("]", "\\]")


def _point(cell: Cell, size: int) -> str:
    x, y = cell
    return f"{chr(ord('a') + x)}{size - y}"


def name_ids(players: int) -> tuple[str, ...]:
    """The properties of the players' names: PB, PW with two players, else P1, P2, ..."""
    return ("PB", "PW") if players == 2 else tuple(f"P{n}" for n in range(1, players + 1))


def _names(game: Game) -> list[str]:
    """The players' names from the game's meta data (`names`, one per seat), if it has them."""
    names = game.meta.get("names")
    if not isinstance(names, list) or len(names) != game.players:
        return []
    return [name if isinstance(name, str) else "" for name in names]


def to_sgf(game: Game) -> str:
    """The game as Pentobi's file text (every mode; the team game as `Blokus` + TEAMS).

    >>> g = new_game(variant="duo")
    >>> _ = g.play("purple:1@4,4")
    >>> to_sgf(g)
    '(;GM[Blokus Duo]FF[4]CA[UTF-8]AP[Génial]\\n;B[e10]\\n)\\n'
    """
    size = game.size
    root = [("GM", GAMES[game.variant, game.players]), ("FF", "4"), ("CA", "UTF-8"),
            ("AP", "Génial")]
    root += [(ident, name) for ident, name in zip(name_ids(game.players), _names(game),
                                                   strict=False) if name]
    if game.teams:
        root.append((TEAMS_ID, TEAMS))
    ids = dict(zip(game.colours, COLOUR_IDS[len(game.colours)], strict=True))
    lines = ["(;" + "".join(f"{ident}[{_escaped(value)}]" for ident, value in root)]
    for decision in game.decisions:
        place = parse_move(decision)
        cells = sorted(place.cells, key=lambda c: (-c[1], c[0]))  # a1, b1, ..., a2, ...
        lines.append(f";{ids[place.colour]}[{','.join(_point(c, size) for c in cells)}]")
    return "\n".join(lines) + "\n)\n"


# ---------------------------------------------------------------- reading


def _text(data: str | bytes) -> str:
    """The file's text: bytes read as UTF-8 (the only character set of the format), its size
    capped (bytes before they are decoded, at 4 a character), a byte order mark dropped."""
    if isinstance(data, bytes):
        if len(data) > 4 * MAX_TEXT:
            raise RecordError("record_too_large", size=len(data), limit=MAX_TEXT)
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("record_not_utf8") from None
    if not isinstance(data, str):
        raise RecordError("sgf_not_sgf")
    if len(data) > MAX_TEXT:
        raise RecordError("record_too_large", size=len(data), limit=MAX_TEXT)
    return data.removeprefix("\ufeff")


def _root_value(root: dict[str, tuple[str, ...]], ident: str) -> str | None:
    values = root.get(ident)
    return None if values is None else ",".join(values)


def _new_game(root: dict[str, tuple[str, ...]]) -> Game:
    """The game the root node describes: its mode (GM, TEAMS), character set and names."""
    gm = _root_value(root, "GM")
    if gm is None:
        raise RecordError("sgf_no_game")
    if gm not in MODES:
        raise RecordError("sgf_game", value=show(gm), games=", ".join(MODES))
    charset = _root_value(root, "CA")
    if charset is not None and charset.strip().upper() not in ("UTF-8", "UTF8"):
        raise RecordError("sgf_charset", value=show(charset))
    teams = _root_value(root, TEAMS_ID)
    if teams is not None and (teams != TEAMS or gm != GAMES["classic", 4]):
        raise RecordError("sgf_teams", value=show(teams), teams=TEAMS)
    variant, players = MODES[gm]
    game = new_game(players, teams=teams is not None, variant=variant)
    names = [_root_value(root, ident) or "" for ident in name_ids(players)]
    for ident, name in zip(name_ids(players), names, strict=True):
        if len(name) > MAX_NAME:
            raise RecordError("sgf_name_long", property=ident, size=len(name), limit=MAX_NAME)
    if any(names):
        game.meta["names"] = names
    return game


def _cells(value: str, size: int, n: int, shown: str) -> list[Cell]:
    """The squares of a move's value, as our cells; a point off the board is refused."""
    cells = []
    for point in value.lower().split(","):
        match = _POINT.fullmatch(point)
        column = row = 0
        if match:
            for letter in match[1]:
                column = column * 26 + ord(letter) - ord("a") + 1
            row = int(match[2])
        if not (1 <= column <= size and 1 <= row <= size):
            raise RecordError("sgf_point", n=n, move=shown, value=show(point), size=size)
        cells.append((column - 1, size - row))
    return cells


def _move(game: Game, node: Node, n: int) -> tuple[Place, str] | None:
    """The placement a node holds, if any (move number n), with the property as the file
    writes it (for a refusal); setup is refused."""
    ids = COLOUR_IDS[len(game.colours)]
    moves = []
    for prop in node:
        if prop.id in SETUP_IDS:
            raise RecordError("sgf_setup", property=prop.id)
        if prop.id in MOVE_IDS:
            moves.append(prop)
    if not moves:
        return None
    if len(moves) > 1:
        raise RecordError("sgf_two_moves", n=n, properties=" ".join(p.id for p in moves))
    ident, values = moves[0]
    ident = OLD_COLOUR_IDS.get(ident, ident) if len(ids) == 2 else ident
    shown = show(f"{moves[0].id}[{','.join(values)}]")
    if ident not in ids:
        raise RecordError("sgf_colour", property=moves[0].id,
                          game=GAMES[game.variant, game.players], colours=" ".join(ids))
    cells = _cells(",".join(values), game.size, n, shown)
    shape = piece_of(cells) if len(cells) <= 5 else None
    if shape is None:
        reason = IllegalMove("cells_form_no_piece", cells=" ".join(map(cell_text, cells[:6])))
        raise RecordError("decision_refused", n=n, move=shown, reason=reason)
    return Place.of(game.colours[ids.index(ident)], shape, cells), shown


def from_sgf(text: str | bytes) -> Game:
    """The game of a Pentobi file's main line; anything wrong (syntax, another game, setup,
    an illegal move or one out of turn) raises RecordError saying what, and nothing is made.

    >>> game = from_sgf("(;GM[Blokus Duo];B[e10](;W[j5])(;W[i4,h5,i5,j5,i6]))")
    >>> game.board
    {(4, 4): 'purple', (9, 9): 'orange'}
    >>> from_sgf("(;GM[Blokus Trigon];1[a1])")
    Traceback (most recent call last):
    ...
    tabletop.errors.RecordError: the file is a game of 'Blokus Trigon', which this site ...
    """
    nodes = main_line(_text(text))
    root = {prop.id: prop.values for prop in nodes[0]}
    game = _new_game(root)
    n = 0
    for node in nodes:
        move = _move(game, node, n + 1)
        if move is None:
            continue
        n += 1
        try:
            game.play(move[0])
        except IllegalMove as err:
            raise RecordError("decision_refused", n=n, move=move[1], reason=err) from None
    return game
