"""Qwirkle's tests: the `slow` mark (long checks that still run in CI)."""


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a long check (it still runs in CI)")
