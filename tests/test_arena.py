"""The house's arena (tabletop.arena) on Génial: A's side goes round the table on each deal, the
match repeats from its seed, the command line prints and appends results, ratings follow."""

import json

import pytest

import genial
import genial.cli
from tabletop import arena, stats


def test_a_takes_each_side_in_turn_on_the_same_deal():
    assert arena.sides(genial.new_game(players=3, seed=1)) == [(0,), (1,), (2,)]
    assert arena.sides(genial.new_game(players=4, seed=1, teams=True)) == [(0, 2), (1, 3)]
    assert arena.deal_seed(5, 0, 2) == arena.deal_seed(5, 1, 2)
    assert arena.deal_seed(5, 1, 2) != arena.deal_seed(5, 2, 2)
    assert len({arena.deal_seed(5, g, 3) for g in range(3)}) == 1
    table = [(0, 2), (1, 3)]
    results = [arena.play_game("genial", "greedy-lowest", "beginner", {"players": 4, "teams": True},
                               table, 7, g, None) for g in range(2)]
    assert [r.a_side for r in results] == [0, 1]


def test_a_match_is_repeatable_and_scored_within_its_interval():
    first = arena.match(genial, "intermediate", "beginner", 2, 4, seed=3)
    again = arena.match("genial", "intermediate", "beginner", 2, 4, seed=3)
    assert (first.score, first.a_mean_figure) == (again.score, again.a_mean_figure)
    assert 0 <= first.low <= first.score <= first.high <= 1
    assert first.game == "genial" and first.figure == "lowest marker" and first.sides == 2


def test_unknown_players_and_setups_are_refused_before_playing():
    with pytest.raises(ValueError, match="unknown level"):
        arena.match("genial", "grandmaster", "beginner", games=1)
    with pytest.raises(ValueError, match="4 players"):
        arena.match("genial", "beginner", "beginner", players=2, games=1, teams=True)


def test_the_command_line_prints_the_match(capsys):
    assert arena.main(["--game", "genial", "--a", "beginner", "--b", "greedy-lowest",
                       "--players", "3", "--games", "3"]) == 0
    assert "beginner wins" in capsys.readouterr().out
    assert genial.cli.main(["arena", "--a", "beginner", "--teams", "--games", "2"]) == 0
    assert "4 players, teams, 2 games" in capsys.readouterr().out


def test_solo_arena_reports_the_lowest_marker(capsys):
    assert arena.main(["--a", "intermediate", "--players", "1", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "intermediate solo (2 games, seed 0): mean final lowest marker" in out


def test_elo_table_from_arena_results(tmp_path, capsys):
    results = tmp_path / "results.jsonl"
    assert arena.main(["--a", "intermediate", "--b", "beginner", "--games", "2",
                       "--out", str(results)]) == 0
    assert arena.main(["--a", "beginner", "--b", "beginner", "--players", "1", "--games", "1",
                       "--out", str(results)]) == 0  # solo lines are not duels: skipped
    lines = [json.loads(line) for line in results.read_text().splitlines()]
    assert [line["players"] for line in lines] == [2, 1] and lines[0]["game"] == "genial"
    capsys.readouterr()
    assert stats.main([str(results), "--anchor", "beginner"]) == 0
    table = capsys.readouterr().out
    assert "| beginner | 1000 |" in table and "| intermediate |" in table


def test_wilson_interval_and_elo():
    low, high = stats.wilson(70, 100)
    assert low == pytest.approx(0.604, abs=1e-3) and high == pytest.approx(0.781, abs=1e-3)
    assert stats.elo_difference(0.5) == 0
    assert stats.elo_difference(0.76) == pytest.approx(200, abs=1)
    ratings = stats.fit_elo([("x", "y", 0.76, 100), ("y", "z", 0.76, 100)], anchor="z")
    assert ratings["z"] == 1000
    assert ratings["y"] == pytest.approx(1200, abs=5)
    assert ratings["x"] == pytest.approx(1400, abs=10)
