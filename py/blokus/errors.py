"""Blokus's own refusal codes (the house's are in `tabletop.errors`, which explains them).

Importing this module registers them, so `Refusal(code)` knows every Blokus code. Four codes
mean exactly what Génial's codes of the same name mean and carry the same English text
(`unknown_colour`, `cell_occupied`, `teams_need_four`, `bad_teams`): registering an identical
template is allowed, and the page's locales hold one text for each.
"""

from __future__ import annotations

from tabletop.errors import IllegalMove, RecordError, Refusal, cell_text, register, show

__all__ = ["MESSAGES", "IllegalMove", "RecordError", "Refusal", "cell_text", "show"]

MESSAGES: dict[str, str] = {
    # A decision (IllegalMove), from the public API, a record or the page.
    "unreadable_placement": "cannot read the move {text}: expected a colour, a piece and its "
                            "cells, such as 'blue:F@1,0 2,0 0,1 1,1 1,2'",
    "not_a_placement": "not a move: {value} (expected a placement or its notation)",
    "unknown_colour": "unknown colour {value} (colours: {colours})",
    "not_colour_turn": "it is {expected}'s turn, not {value}'s",
    "unknown_piece": "unknown piece {value} (pieces: {pieces})",
    "repeated_cell": "cell ({cell}) is listed twice",
    "cell_off_board": "cell ({cell}) is off the board (0 to {last} each way)",
    "cells_form_no_piece": "cells {cells} do not form a piece",
    "piece_mismatch": "those cells form the piece {shape}, not {piece}",
    "piece_already_placed": "{colour} has already placed its piece {piece}",
    "cell_occupied": "cell ({cell}) is already covered",
    "start_not_covered": "{colour}'s first piece must cover its starting cell ({cell})",
    "own_side_contact": "cell ({cell}) would touch {colour} along a side",
    "no_corner_contact": "the piece must touch a {colour} square at a corner",
    # The setup of a game (new_game, a record's config, the page's address).
    "players_count": "'players' must be 2, 3 or 4, not {value}",
    "duo_players": "Blokus Duo is played by exactly 2 players, not {value}",
    "teams_need_four": "the team game ('teams': true) is played by exactly 4 players",
    "bad_teams": "'teams' must be true or false, not {value}",
    "unknown_variant": "unknown variant {value} (variants: {variants})",
    # A record (RecordError): a file, a paste, a link or the browser's saved game.
    "blokus_config": "'config' must be an object with 'players', 'teams' and 'variant'",
    # A Pentobi game file (.blksgf, RecordError): see sgf.py and sgf_syntax.py.
    "sgf_not_sgf": "not a Pentobi game file (.blksgf): it must open with '(;'",
    "sgf_truncated": "the file is cut short (it ends at character {at} in the middle of "
                     "the game)",
    "sgf_property": "the file has a malformed property name {value} at character {at}",
    "sgf_syntax": "the file cannot be read at character {at} ({value})",
    "sgf_too_deep": "the file nests its variations too deeply (more than {limit} levels)",
    "sgf_trailing": "the file goes on after its game ends (character {at}): one game per file",
    "sgf_no_game": "the file does not say which game it is (no GM property)",
    "sgf_game": "the file is a game of {value}, which this site does not play (it plays "
                "{games})",
    "sgf_charset": "the file's character set is {value}: only UTF-8 can be read",
    "sgf_teams": "TEAMS[{value}] is not this site's team game (TEAMS[{teams}] in a game of "
                 "Blokus)",
    "sgf_name_long": "the player's name {property} is too long ({size} characters > {limit})",
    "sgf_setup": "the file sets up a position ({property}): only games played from the "
                 "empty board can be replayed",
    "sgf_two_moves": "node of move {n} holds two moves ({properties})",
    "sgf_colour": "{property} is not a colour of {game} (its colours: {colours})",
    "sgf_point": "move {n} ({move}): {value} is not a square of the {size} × {size} board",
}

register(MESSAGES)
