"""The facts the page draws with before Python is ready, so it never re-types a rule:
boards, colours with their marks, the modes, and every piece's orientations (with the
rotate and flip maps) for the trays and the ghosts.
"""

from __future__ import annotations

from typing import Any

from tabletop.arguments import seat_choices
from tabletop.records import MAX_TEXT

from .modes import DEFAULT_PLAYERS, MODES, VARIANTS, Mode
from .pieces import NAMES, SIZES, anchor, flipped, orientations, transform_map, turned

#: The team game's seating (the New game dialog labels each seat with its team).
_TEAMS = Mode(4, teams=True)


def _modes() -> list[dict[str, Any]]:
    """Every mode as new_game's arguments (MODES), fewest players first: the shell's New game
    dialog offers the player counts in this order and each further key (teams, variant) as a
    choice of its own, with the value a mode holding that key gives it."""
    return sorted(MODES, key=lambda mode: (mode["players"], len(mode)))


def static_info() -> dict[str, Any]:
    """JSON facts of Blokus (build.py may write them beside the page)."""
    from .ai import LEVELS, RATINGS
    from .lessons import lessons

    return {
        "name": "blokus",
        "variants": {
            v.name: {"size": v.size,
                     "colours": [{"name": name, "mark": mark, "start": list(start)}
                                 for name, mark, start in zip(v.colours, v.marks, v.starts,
                                                              strict=True)]}
            for v in VARIANTS.values()
        },
        "default_players": dict(DEFAULT_PLAYERS),
        "modes": _modes(),
        "pieces": [
            {"name": name, "size": size,
             "orientations": [{"cells": [list(c) for c in shape], "anchor": list(anchor(shape))}
                              for shape in orientations(name)],
             "rotate": list(transform_map(name, turned)),
             "flip": list(transform_map(name, flipped))}
            for name, size in zip(NAMES, SIZES, strict=True)
        ],
        "levels": list(LEVELS),
        "seats": seat_choices(LEVELS),
        "ratings": {level: RATINGS[level] for level in LEVELS},  # shown beside each name
        "max_record": MAX_TEXT,
        "team_sides": [_TEAMS.side_of(seat) for seat in range(_TEAMS.players)],  # seat → team
        "lessons": lessons(),  # the help's pictures, each placement judged by the engine
    }
