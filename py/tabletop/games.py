"""The games of the house, by name: the one list of them. The shared layer imports a game only
by name and only when asked (a request names it, a record's format names it), never statically.

A game's optional `page` (`<game>.page`) holds what its page needs beyond the protocol:
`COMMANDS` (its own bridge commands, `name -> (session, args) -> result`), `describe(game,
move)` (a decision as the page draws it: the hint, the analysis), `history_entry(decision,
events)` (a decision's own fields in the history), `analysable(move)` (whether the analysis
compares that decision with the expert's), `concealed(decision)` (whether the decision names
tiles the other seats never see: a trade or a discard face down),
`where(game, move)` (what a person needs to find the decision on the board, in the position
before it: e.g. the symbols or tiles it is placed next to; added to the history entry, the hint
and the analysis), `view(game, seats)` (the game's own fields of the view, beside those the
house's base writes: tabletop.base.BaseGame.view). Each has a plain default here; a public
name of a page module that is nearly a hook's (a misspelling) is an error, not a silent default.

Adding a game is adding its name to NAMES: the bridge, the build, the page's switcher, the tools
and the tests read the games from here, and each game's symbol, title and facts from the game.
"""

from __future__ import annotations

import difflib
import importlib
import importlib.util
from types import ModuleType
from typing import Any

from .errors import Refusal, show

#: Every game of the site, the flagship first (what a request or an address without a game
#: plays). A listed game whose package is not installed yet is not offered.
NAMES: tuple[str, ...] = ("genial", "qwirkle", "blokus", "ginnyo")
DEFAULT = NAMES[0]


def installed() -> list[str]:
    """The listed games whose package exists here (importing none of them)."""
    return [name for name in NAMES if importlib.util.find_spec(name) is not None]


def load(name: object) -> ModuleType:
    """A listed game's package by name; anything else (an unlisted module above all: the name
    comes from outside) is refused."""
    if not isinstance(name, str) or name not in installed():
        raise Refusal("unknown_game", value=show(name), games=", ".join(installed()))
    return importlib.import_module(name)


def package_of(game: Any) -> ModuleType:
    """The package a game object belongs to: where its class is defined (genial.game.Game is
    genial's), so that a game alone is enough to replay, rebuild or ask its AI."""
    return importlib.import_module(type(game).__module__.partition(".")[0])


def ai_of(G: ModuleType) -> ModuleType:
    """A game's computer players (`G.ai`, a submodule imported when first needed: a page that
    only shows a game never loads them)."""
    return getattr(G, "ai", None) or importlib.import_module(G.__name__ + ".ai")


def static_info(G: ModuleType) -> dict[str, Any]:
    """What the page reads of a game before Python is ready (build.py writes it as
    static/<name>.json; the bridge's `static` answers it): the game's own facts
    (`G.static_info()`) and the keys the shell reads of every game, added here: `modes` (the
    New game dialog), `levels` and `seats` (its computer players), `max_record` (the longest
    record text the page imports), `file` (the game's own file, if it has one: its `FILE`),
    `rating_start` (where its levels are rated: the starting ratings a newcomer may choose,
    tabletop.rating.start_range), `level_bands` (which level is nearest each rating:
    tabletop.rating.nearest_bands) and `lessons` (the help's pictures, from the game's `lessons`
    module if it has one)."""
    from .arguments import seat_choices
    from .rating import nearest_bands, start_range
    from .records import MAX_TEXT

    levels = ai_of(G).LEVELS
    facts = {**G.static_info(), "modes": sorted(G.MODES, key=_dialog_order),
             "levels": list(levels), "seats": seat_choices(levels), "max_record": MAX_TEXT}
    if facts.get("ratings"):
        facts["rating_start"] = start_range(facts["ratings"])
        facts["level_bands"] = nearest_bands(levels, facts["ratings"])
    if getattr(G, "FILE", None):  # its own file beside the record (tabletop.protocol)
        facts["file"] = dict(G.FILE)
    if hasattr(G, "__path__") and importlib.util.find_spec(G.__name__ + ".lessons"):
        facts["lessons"] = importlib.import_module(G.__name__ + ".lessons").lessons()
    return facts


def _dialog_order(mode: dict[str, Any]) -> tuple[int, int]:
    """Fewest players first: the New game dialog offers the player counts in this order and
    each further key (teams, variant) as a choice of its own, with the value a mode holding
    that key gives it."""
    return mode["players"], len(mode)


def entry(G: ModuleType) -> dict[str, Any]:
    """A game's line of the site's catalogue (static/games.json, read by the page's switcher and
    dialogs): its name, title and symbol, and its own file if it has one."""
    line = {"name": G.NAME, "title": G.TITLE, "symbol": G.SYMBOL}
    if getattr(G, "FILE", None):  # its own file, which the page's import recognises
        line["file"] = dict(G.FILE)
    return line


def figure_of(G: ModuleType) -> tuple[str, Any]:
    """The name of a side's final figure and the function reading it: the game's, or points."""
    if hasattr(G, "figure"):
        return G.FIGURE, G.figure
    return "points", lambda game, side: game.scores[side]


def _default_describe(game: Any, move: Any) -> dict[str, Any]:
    return {"move": str(move)}


DEFAULTS: dict[str, Any] = {
    "COMMANDS": {},
    "describe": _default_describe,
    "history_entry": lambda decision, events: {},
    "analysable": lambda move: True,
    "concealed": lambda decision: False,
    "where": lambda game, move: {},
    "view": lambda game, seats: {},
}


def page(G: ModuleType, name: str) -> Any:
    """A game's page hook `name` (see the module's docstring), or the house's default."""
    own = getattr(G, "page", None)
    if own is not None:
        check_page(own)
    return getattr(own, name, DEFAULTS[name])


_CHECKED: set[str] = set()


def check_page(module: ModuleType) -> None:
    """Refuse a page module with a public name one slip away from a hook's (`hisotry_entry`,
    `Commands`): the house would otherwise serve the default in its place without a word."""
    if module.__name__ in _CHECKED:
        return
    hooks = {hook.lower(): hook for hook in DEFAULTS}
    for own in vars(module):
        if own.startswith("_") or own in DEFAULTS:
            continue
        near = difflib.get_close_matches(own.lower(), hooks, n=1, cutoff=0.8)
        if near:
            raise TypeError(f"{module.__name__}.{own} is no page hook: is it {hooks[near[0]]}?")
    _CHECKED.add(module.__name__)
