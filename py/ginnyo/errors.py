"""Ginny-O's own refusal codes (the house's are in `tabletop.errors`, which explains them).

Importing this module registers them, so `Refusal(code)` knows every Ginny-O code. They all
begin with `ginnyo_`, so that no other game's code can ever mean something else under the same
name; the house's codes (game_over, move_not_text, seed_range, record_*, ...) are reused as is.
"""

from __future__ import annotations

from tabletop.errors import IllegalMove, RecordError, Refusal, cell_text, register, show

__all__ = ["MESSAGES", "IllegalMove", "RecordError", "Refusal", "cell_text", "show"]

MESSAGES: dict[str, str] = {
    # A decision (IllegalMove), from the public API, a record or the page.
    "ginnyo_unreadable_move": "cannot read the move {text}: expected 'pass', a discard such as "
                              "'discard QH 3C' or a play such as 'QH@8,8 KH@9,8 JK=AH@10,8'",
    "ginnyo_unknown_tile": "unknown tile {value} (a rank A, 2-10, J, Q or K and a suit S, H, D "
                           "or C, such as QH or 10S; or the joker JK)",
    "ginnyo_not_a_move": "not a move: {value} (expected a Play, a Discard or Pass)",
    "ginnyo_bad_cell": "a cell is a pair of integers (x, y), not {value}",
    "ginnyo_off_board": "cell ({cell}) is off the board (x and y go from 0 to 16)",
    "ginnyo_joker_undeclared": "a joker says what it stands for when it is placed, "
                               "such as JK=QH@{cell}",
    "ginnyo_empty_play": "a play places at least one tile",
    "ginnyo_cell_twice": "cell ({cell}) is given two tiles",
    "ginnyo_cell_taken": "cell ({cell}) is already covered",
    "ginnyo_not_in_hand": "tile {tile} is not in your hand ({hand})",
    "ginnyo_not_in_line": "the tiles of a play go in one row or one column",
    "ginnyo_gap": "the play leaves a gap at ({cell}): its tiles and those between them form "
                  "one line",
    "ginnyo_first_play": "the first play of the game covers the centre square (8,8)",
    "ginnyo_not_touching": "a play touches the tiles on the board, or starts a new section on "
                           "a free red start square",
    "ginnyo_two_reds": "a new section starts on one red start square, not two",
    "ginnyo_sections_join": "sections never join: this play would touch two of them",
    "ginnyo_red_reserved": "the red start square ({cell}) is only covered by the first play "
                           "of a new section, touching no tile",
    "ginnyo_not_meld": "the tiles {tiles} from ({start}) to ({end}) are neither a set nor "
                       "a run",
    "ginnyo_meld_begun": "the tiles {tiles} from ({start}) to ({end}) are not a meld yet: "
                         "a set or a run holds 3 tiles or more",
    "ginnyo_lone_tile": "a play that touches no tile must itself be a meld of 3 tiles or more",
    "ginnyo_empty_discard": "a discard puts back at least one tile",
    "ginnyo_no_discard": "no discard: the box was empty when your turn began (pass instead)",
    "ginnyo_no_pass": "no pass while the box holds tiles ({count}): play or discard",
    "ginnyo_preview_not_play": "only a play has points to preview, not {move}",
    "ginnyo_bad_seat": "a seat is 0 to {last}, not {value}",
    "ginnyo_bad_staged": "a staged tile is written like QH@8,8 or JK=QH@8,8 (JK@8,8 for a joker "
                         "not yet declared), not {value}",
    # The setup of a game (new_game, a record's config, the page's address).
    "ginnyo_players": "'players' must be 2, 3 or 4, not {value}",
    "ginnyo_no_teams": "Ginny-O has no team game ('teams' must be false, not {value})",
    "ginnyo_no_variant": "Ginny-O has no variant (not {value})",
    # A record (RecordError): a file, a paste, a link or the browser's saved game.
    "ginnyo_record_config": "'config' must be an object with 'players' only",
}

register(MESSAGES)
