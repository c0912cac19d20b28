"""The command line of the qwirkle package: `python -m qwirkle bench | simulate | arena`."""

from __future__ import annotations

import json

from qwirkle import bench, cli


def test_bench_prints_every_figure(capsys):
    assert bench.main(["--quick", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert set(figures) == {"legal_midgame_ms", "legal_moves_midgame_ms", "api_game_2p_ms",
                            "greedy_game_2p_ms", "expert_think_mean_s", "expert_think_p90_s",
                            "expert_think_max_s"}
    assert all(value > 0 for value in figures.values())


def test_the_house_commands_serve_qwirkle(capsys):
    assert cli.main(["simulate", "--games", "2", "--players", "3",
                     "--seats", "random,beginner,greedy-max"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("games        2") and "qwirkle" in out
    assert cli.main(["arena", "--a", "advanced", "--b", "greedy-max", "--games", "2"]) == 0
    assert "advanced vs greedy-max (qwirkle, 2 players, 2 games" in capsys.readouterr().out
    assert cli.main([]) == 2 and "arena" in capsys.readouterr().out
