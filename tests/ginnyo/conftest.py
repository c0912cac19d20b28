"""Ginny-O's tests: the `slow` mark (brute-force checks that still run in CI, just longer)."""


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a long check, still part of every CI run")
