"""The bench runs (its figures are printed by `python -m ginnyo bench`, never asserted)."""

from ginnyo import bench


def test_the_bench_measures_what_it_says():
    positions = bench.midgame_positions(2)
    assert all(len(s.hands[s.to_move]) == 8 and s.hands[s.to_move].count(52) == 1
               and sum(t >= 0 for t in s.tiles) >= 30 for s in positions)
    assert bench.random_api_game(3) > 10
    assert len(bench.expert_times(1, most=2)) == 2
    assert len(bench.playout_times(1, every=10)) >= 2
