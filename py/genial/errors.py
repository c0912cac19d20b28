"""Génial's own refusal codes (the house's are in `tabletop.errors`, which explains them).

Importing this module registers them, so `Refusal(code)` knows every Génial code.
"""

from __future__ import annotations

from tabletop.errors import IllegalMove, RecordError, Refusal, cell_text, register, show

__all__ = ["MESSAGES", "IllegalMove", "RecordError", "Refusal", "cell_text", "show"]

MESSAGES: dict[str, str] = {  # Génial's own codes; the house's are in tabletop.errors
    # A decision (IllegalMove), from the public API, a record or the page.
    "unreadable_move": "cannot read the move {text}: expected 'swap', 'keep' or a placement "
                       "such as 'red-blue@0,-4:1,-4'",
    "not_a_move": "not a move: {value} (expected Place, Swap or Keep)",
    "no_swap_now": "no swap decision now: it comes after your placements, and only when no "
                   "tile in your hand shows your lowest colour",
    "swap_first": "decide first whether to swap your hand (Swap or Keep)",
    "preview_not_placement": "only a placement has points to preview, not a swap decision",
    "bad_tile": "a tile is a pair of colours ({colours}), not {value}",
    "unknown_colour": "unknown colour {value} (colours: {colours})",
    "bad_cells": "a placement covers two cells (q, r) of integers, not {value}",
    "cell_outside": "cell ({cell}) is outside the area in play (distance {distance} from the "
                    "centre; {players} player(s) play within {radius})",
    "cell_printed": "cell ({cell}) holds a printed symbol, which is never covered",
    "cell_occupied": "cell ({cell}) is already covered",
    "not_adjacent": "cells ({first}) and ({second}) are not adjacent",
    "tile_not_in_hand": "tile {tile} is not in hand ({hand})",
    "first_placement": "a first placement must put a half next to a printed symbol that has no "
                       "tile next to it yet",
    # The setup of a game (new_game, a record's config, the page's address).
    "players_range": "'players' must be 1 to 4, not {value}",
    "teams_need_four": "the team game ('teams': true) is played by exactly 4 players",
    "bad_teams": "'teams' must be true or false, not {value}",
    # A record (RecordError): a file, a paste, a link or the browser's saved game.
    "record_config": "'config' must be an object with 'players' and 'teams'",
}

register(MESSAGES)
