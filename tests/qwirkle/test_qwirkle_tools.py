"""The command line of the qwirkle package: `python -m qwirkle bench | simulate` run."""

from __future__ import annotations

import json

from qwirkle import bench, cli, simulate


def test_bench_prints_every_figure(capsys):
    assert bench.main(["--quick", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert set(figures) == {"legal_midgame_ms", "legal_moves_midgame_ms", "api_game_2p_ms",
                            "greedy_game_2p_ms", "expert_think_mean_s", "expert_think_p90_s",
                            "expert_think_max_s"}
    assert all(value > 0 for value in figures.values())


def test_simulate_plays_games_with_any_seat_kinds(capsys):
    assert simulate.main(["--games", "2", "--players", "3",
                          "--seats", "random,beginner,greedy-max"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("games        2") and "seat 2 score" in out


def test_the_command_line_lists_its_commands(capsys):
    assert cli.main([]) == 2
    assert "bench" in capsys.readouterr().out
    assert cli.main(["--help"]) == 0
