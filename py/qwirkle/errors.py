"""Qwirkle's own refusal codes (the house's are in `tabletop.errors`, which explains them).

Importing this module registers them, so `Refusal(code)` knows every Qwirkle code. They start
with `qwirkle_` so that no other game's code can mean something else under the same name.
"""

from __future__ import annotations

from tabletop.errors import IllegalMove, RecordError, Refusal, cell_text, register, show

__all__ = ["MESSAGES", "IllegalMove", "RecordError", "Refusal", "cell_text", "show"]

MESSAGES: dict[str, str] = {
    # A decision (IllegalMove), from the public API, a record or the page.
    "qwirkle_unreadable_move": "cannot read the move {text}: expected 'pass', a trade such as "
                               "'trade red-circle blue-star8' or a placement such as "
                               "'red-circle@0,0 red-square@1,0'",
    "qwirkle_not_a_move": "not a move: {value} (expected Place, Trade or Pass)",
    "qwirkle_unknown_tile": "unknown tile {value}: a tile is a colour ({colours}) and a shape "
                            "({shapes}), such as red-circle",
    "qwirkle_bad_cell": "a cell is a pair of integers (x, y) from -999 to 999, not {value}",
    "qwirkle_no_tiles": "a placement or a trade holds at least one tile",
    "qwirkle_cell_twice": "cell ({cell}) is given two tiles",
    "qwirkle_cell_taken": "cell ({cell}) already holds a tile",
    "qwirkle_not_in_hand": "the hand ({hand}) does not hold {tiles}",
    "qwirkle_not_in_line": "the tiles placed in one turn lie in one row or one column",
    "qwirkle_gap": "the tiles placed leave cell ({cell}) empty between them: they must form "
                   "one line without a gap with the tiles already there",
    "qwirkle_not_touching": "the tiles placed must touch a tile already on the table",
    "qwirkle_first_size": "the first move places {size} tile(s), the starting player's best "
                          "group (a line covering cell (0,0)), not {count}",
    "qwirkle_first_origin": "the first move covers cell (0,0)",
    "qwirkle_first_place": "the first move of the game is a placement",
    "qwirkle_bad_line": "the line through ({cell}) would hold {tiles}: a line is one colour "
                        "with all shapes different, or one shape with all colours different",
    "qwirkle_trade_bag": "cannot trade {count} tile(s): the bag holds {bag}",
    "qwirkle_pass_place": "no pass while you can place tiles",
    "qwirkle_pass_trade": "no pass while you can trade tiles",
    "qwirkle_preview_place": "only a placement has points to preview, not {move}",
    # The setup of a game (new_game, setup, a record's config, the page's address).
    "qwirkle_players": "'players' must be 2 to 4, not {value}",
    # A record (RecordError): a file, a paste, a link or the browser's saved game.
    "qwirkle_record_config": "'config' must be an object with 'players' only",
}

register(MESSAGES)
