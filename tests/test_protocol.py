"""Every registered game (tabletop.games.NAMES) offers the protocol of tabletop/protocol.py:
the names, the parameters the house calls with (same names, same kinds; anything more has a
default, or for new_game is a key of the game's MODES) and what its functions return."""

from __future__ import annotations

import inspect
import json
from typing import Any

import pytest

from tabletop import base, errors, games, protocol

GAMES = games.NAMES
KIND = inspect.Parameter
#: The kinds of parameter that take an argument passed as the protocol's kind says.
PASSED_AS = {KIND.POSITIONAL_ONLY: (KIND.POSITIONAL_ONLY, KIND.POSITIONAL_OR_KEYWORD),
             KIND.POSITIONAL_OR_KEYWORD: (KIND.POSITIONAL_OR_KEYWORD,),
             KIND.KEYWORD_ONLY: (KIND.KEYWORD_ONLY, KIND.POSITIONAL_OR_KEYWORD)}


def parameters(function: Any, bound: bool = True) -> list[inspect.Parameter]:
    """A function's parameters, without `self` for a protocol's method."""
    listed = list(inspect.signature(function).parameters.values())
    return listed[1:] if not bound else listed


def offers(contract: Any, function: Any, extra: set[str] = frozenset()) -> list[str]:
    """What `function` lacks of `contract`'s parameters (names, kinds), and its further
    parameters that have no default and are not among `extra`."""
    theirs = {p.name: p for p in parameters(function)}
    wrong = []
    for wanted in parameters(contract, bound=False):
        if wanted.kind is KIND.VAR_KEYWORD:
            continue
        have = theirs.pop(wanted.name, None)
        if have is None or have.kind not in PASSED_AS[wanted.kind]:
            wrong.append(f"{wanted.name} ({wanted.kind.description})")
    wrong += [f"{p.name} (more, no default)" for p in theirs.values()
              if p.default is KIND.empty and p.name not in extra
              and p.kind not in (KIND.VAR_KEYWORD, KIND.VAR_POSITIONAL)]
    return wrong


def members(contract: type) -> list[str]:
    """A protocol class's own names: its attributes' and its methods'."""
    own = [n for n in vars(contract) if not n.startswith("_")]
    return [*contract.__annotations__, *(n for n in own if n not in contract.__annotations__)]


@pytest.mark.parametrize("name", GAMES)
def test_the_package_offers_every_name_with_its_parameters(name):
    G = games.load(name)
    assert name == G.NAME and isinstance(G.TITLE, str) and G.TITLE
    assert isinstance(G.SYMBOL, str) and len(G.SYMBOL) == 1
    assert G.IllegalMove is errors.IllegalMove and G.RecordError is errors.RecordError
    for member in members(protocol.Package):
        assert hasattr(G, member), f"{name} lacks {member}"
    modes = {key for mode in G.MODES for key in mode} - {"players"}
    for function in ("new_game", "from_record", "parse_move", "setup", "static_info", "pieces",
                     "score_bounds"):
        contract = getattr(protocol.Package, function)
        assert offers(contract, getattr(G, function), modes) == [], (name, function)
    extra = {p.name for p in parameters(G.new_game)} - {"players", "seed"}
    assert extra <= modes, f"{name}.new_game takes {extra - modes}, which no mode sets"
    ai = games.ai_of(G)
    for member in members(protocol.Players):
        assert hasattr(ai, member), f"{name}.ai lacks {member}"
    for function in ("choose", "hint", "evaluate_moves"):
        contract = getattr(protocol.Players, function)
        assert offers(contract, getattr(ai, function)) == [], (name, function)


@pytest.mark.parametrize("name", GAMES)
def test_the_game_offers_the_protocols_game_and_returns_its_types(name):
    G = games.load(name)
    for mode in G.MODES:
        game = G.new_game(seed=3, **mode)
        assert isinstance(game, protocol.Game) and isinstance(game, base.BaseGame)
        for method in ("hand", "legal_moves", "play", "ranking", "to_record", "copy", "side_of",
                       "resample", "view"):
            assert offers(getattr(protocol.Game, method), getattr(game, method)) == [], method
        assert type(game.players) is int and game.players == mode["players"]
        assert type(game.to_move) is int and 0 <= game.to_move < game.players
        assert isinstance(game.phase, str) and game.over is False
        assert isinstance(game.board, dict) and isinstance(game.hand(game.to_move), list)
        assert isinstance(game.scores, list) and len(game.scores) == len(
            {game.side_of(seat) for seat in range(game.players)})
        move = game.legal_moves()[0]
        assert G.parse_move(str(move)) == move
        events = game.play(move)
        assert isinstance(events, list) and all(isinstance(e["type"], str) for e in events)
        assert game.decisions == [str(move)]
        assert json.loads(json.dumps(game.to_record())) == game.to_record()
        assert G.from_record(game.to_record()).decisions == game.decisions
    facts = G.static_info()
    assert json.loads(json.dumps(facts)) == facts
    assert G.setup({})["players"] in {mode["players"] for mode in G.MODES}


def required(function: Any) -> int:
    return sum(p.default is KIND.empty for p in parameters(function))


@pytest.mark.parametrize("name", GAMES)
def test_the_page_hooks_take_the_defaults_parameters(name):
    """Each page hook a game writes is called as the house's default is; its own commands
    take (session, args)."""
    G = games.load(name)
    for hook, default in games.DEFAULTS.items():
        own = games.page(G, hook)
        if callable(default):
            assert required(own) <= len(parameters(default)) <= len(parameters(own)), (name, hook)
    for command, serve in games.page(G, "COMMANDS").items():
        assert [p.name for p in parameters(serve)] == ["session", "args"], (name, command)
