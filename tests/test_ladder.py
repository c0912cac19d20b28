"""Every game's ladder of levels: the site's one naming from the weakest on (six, or five where
no sixth is told apart yet), worded in the four languages, each rated in the static facts;
`python -m tabletop ladder` plays the neighbouring pairs and rates them (tabletop.ladder)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import games, ladder, levels, stats
from tabletop.arena import game_module

ROOT = Path(__file__).resolve().parent.parent
GAMES = games.NAMES
LADDERS = ROOT / "docs" / "ladder"
#: The ladders this house measured on its own arena scale, from the matches kept in
#: docs/ladder/<game>.jsonl (a game rated on another program's scale keeps its matches as
#: docs/ladder/<game>-<program>.jsonl: Blokus on Pentobi's, docs/blokus.md).
OWN_SCALE = [name for name in GAMES if (LADDERS / f"{name}.jsonl").exists()]


@pytest.mark.parametrize("name", GAMES)
def test_every_games_ratings_come_from_kept_matches(name):
    assert (LADDERS / f"{name}.jsonl").exists() or list(LADDERS.glob(f"{name}-*.jsonl"))


@pytest.mark.parametrize("name", GAMES)
def test_each_game_offers_its_levels_weakest_first_in_the_sites_naming(name):
    """Six levels in every game (the site's contract): the site's names from the weakest on, a
    name a position."""
    offered = game_module(name).ai.LEVELS
    assert tuple(offered) == levels.NAMES
    for lang in ("fr", "en", "de", "nl"):
        words = json.loads((ROOT / "web" / "locales" / f"{lang}.json").read_text())
        assert all(words.get(f"level.{n}") for n in offered), lang


@pytest.mark.parametrize("name", GAMES)
def test_the_static_facts_rate_every_level(name):
    facts = games.static_info(game_module(name))
    assert set(facts["ratings"]) == set(facts["levels"])
    assert all(isinstance(r, int) for r in facts["ratings"].values())


@pytest.mark.parametrize("name", OWN_SCALE)
def test_the_ratings_are_the_fit_of_the_kept_matches(name):
    """`python -m tabletop ladder --game NAME --rate docs/ladder/NAME.jsonl` gives the ratings
    the page shows, on the scale players' ratings were earned on (the anchor at 1000), the top
    above the intermediate."""
    path = LADDERS / f"{name}.jsonl"
    matches = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    fitted = ladder.rate(name, matches)["ratings"]
    shown = games.static_info(game_module(name))["ratings"]
    assert shown == {n: fitted[n] for n in shown}
    assert shown[ladder.anchor(game_module(name))] == 1000
    assert shown[game_module(name).ai.LEVELS[-1]] > shown["intermediate"]


def test_a_perfect_or_null_score_has_its_interval_end_at_one_or_zero():
    assert stats.wilson(4, 4)[1] == 1.0 and stats.wilson(0, 4)[0] == 0.0
    low, high = stats.wilson(3, 4)
    assert 0 < low < 0.75 < high < 1


def test_the_ladder_pairs_each_level_with_the_one_below_and_the_top_with_each_baseline():
    assert ladder.pairs(("a", "b", "c"), ("x",)) == [("b", "a"), ("c", "b"), ("c", "x")]


def match(a: str, b: str, score: float, played: int, game: str = "toy_game") -> dict:
    return {"game": game, "a": a, "b": b, "players": 2, "score": score, "games": played}


def test_rating_sums_the_runs_of_a_pair_and_fits_from_the_anchor():
    """Two runs of greedy against random (30 of 40, then 30 of 40: 75% in all, 191 Elo), a
    three-player match and another game's left out."""
    rated = ladder.rate("toy_game", [match("greedy", "random", 0.75, 40),
                                     match("greedy", "random", 0.75, 40),
                                     match("greedy", "random", 0.0, 9, game="genial"),
                                     {**match("random", "greedy", 1.0, 5), "players": 3}])
    assert rated["ratings"] == {"random": 1000, "greedy": 1191}  # toy_game has no beginner
    assert rated["games"] == {"random": 80, "greedy": 80}
    (step,) = rated["steps"]
    assert step["games"] == 80 and step["score"] == 0.75
    assert step["elo"] == pytest.approx(190.8, abs=0.1)
    assert step["elo_low"] < step["elo"] < step["elo_high"]
    text = ladder.table(rated)
    assert "| greedy | 1191 | 80 |" in text and "| greedy vs random | 80 | 75.0% (" in text
    with pytest.raises(ValueError, match="no two-player match"):
        ladder.rate("toy_game", [match("greedy", "random", 0.5, 4, game="genial")])


def test_the_command_plays_the_ladder_then_rates_it(tmp_path, capsys):
    out = tmp_path / "toy.jsonl"
    assert ladder.main(["--game", "toy_game", "--games", "4", "--seed", "2", "--out",
                        str(out)]) == 0
    played = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(m["a"], m["b"], m["games"]) for m in played] == [("greedy", "random", 4),
                                                             ("greedy", "first", 4)]
    assert ladder.main(["--game", "toy_game", "--games", "2", "--out", str(out), "--only",
                        "nobody"]) == 0
    assert len(out.read_text().splitlines()) == 2  # nothing played: no stronger side named
    capsys.readouterr()
    assert ladder.main(["--game", "toy_game", "--rate", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "| random | 1000 | 4 |" in printed and "RATINGS = {" in printed
    with pytest.raises(SystemExit):
        ladder.main(["--game", "toy_game"])  # playing needs --out
