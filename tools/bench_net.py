"""Figures of playing on several devices (#23, #37), measured in Debian's Chromium over
loopback: the invitation's and the reply's sizes (characters, compressed), the time from the
host's Connect to both pages playing, and the time from a move on the host to it drawn on the
guest (in all and beyond the host's own answer). Each figure is a mean with its 95 % interval
over `--rounds` connections (each with `--moves` host moves). With `--relay`, the devices
connect through a real TURN server (coturn, started on loopback) with "relay only", set on the
host and carried by the invitation; each connection is checked to use relay candidates.

    python3 tools/bench_net.py [--rounds 5] [--moves 4] [--relay]
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py"), str(ROOT / "tests" / "e2e")]
import build  # noqa: E402 - build.py lives at the repository root

import genial_driver  # noqa: E402
from conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from net_driver import accept, invite, pair, reply, set_relay, take_turn, turn_server  # noqa: E402
from shell_driver import click_cell, open_game, state, wait_for  # noqa: E402

GAME = "?game=genial&players=2&seats=human,human&seed={seed}"


def interval(values: list[float]) -> str:
    """Mean ± half the 95 % interval (normal approximation), in the values' unit."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return f"{mean:8.1f} ± {half:6.1f}  (n={len(values)})"


def decided(page, count: int) -> float:
    """Wait until the page shows `count` decisions; the moment it did (perf_counter)."""
    page.wait_for_function("(n) => window.genial.state().decisions >= n", arg=count,
                           polling=5, timeout=20_000)
    return time.perf_counter()


def one_round(browser, site: str, seed: int, moves: int, figures: dict, relay: dict | None) -> None:
    contexts = [browser.new_context(reduced_motion="reduce") for _ in range(2)]
    try:
        host, guest = (ctx.new_page() for ctx in contexts)
        open_game(host, site, GAME.format(seed=seed))
        open_game(guest, site)
        if relay:
            host.get_by_test_id("invite").click()
            host.get_by_test_id("relay-box").wait_for(state="visible")
            set_relay(host, relay["address"], relay["user"], relay["credential"], only=True)
        link = invite(host, 1)
        code = reply(guest, link)
        figures["invitation (characters)"].append(len(link))
        figures["reply (characters)"].append(len(code))
        start = time.perf_counter()
        accept(host, code)
        guest.wait_for_function("() => window.genial.state().viewer === 1", polling=5,
                                timeout=20_000)
        figures["accept to both playing (ms)"].append((time.perf_counter() - start) * 1e3)
        if relay:
            assert pair(host)["local"] == pair(guest)["local"] == "relay", "not through the relay"
        for _ in range(moves):
            wait_for(host, "human")
            before = state(host)["decisions"]
            option = genial_driver.best(genial_driver.select_tile(host, 0)["options"])
            click_cell(host, *option["first"])
            clicked = time.perf_counter()
            click_cell(host, *option["second"])
            shown_host = decided(host, before + 1)
            shown_guest = decided(guest, before + 1)
            figures["move to drawn on the guest (ms)"].append((shown_guest - clicked) * 1e3)
            figures["beyond the host's own answer (ms)"].append((shown_guest - shown_host) * 1e3)
            take_turn([host, guest], host)  # the rest of its turn, if any (a bonus, a swap)
            take_turn([host, guest], guest)
    finally:
        for ctx in contexts:
            ctx.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--moves", type=int, default=4)
    parser.add_argument("--relay", action="store_true", help="through coturn, relay only")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    if build.is_stale():
        build.build()
    server = build.make_server(build.DIST, 0, {})
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_port}/"
    figures: dict[str, list[float]] = {name: [] for name in (
        "invitation (characters)", "reply (characters)", "accept to both playing (ms)",
        "move to drawn on the guest (ms)", "beyond the host's own answer (ms)")}
    with sync_playwright() as p, turn_server() if args.relay else contextlib.nullcontext() as relay:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for seed in range(1, args.rounds + 1):
            one_round(browser, site, seed, args.moves, figures, relay)
        browser.close()
    server.shutdown()
    through = "through coturn, relay only" if args.relay else "direct"
    print(f"Several devices over loopback, {through} (Génial, two contexts of one Chromium):")
    for name, values in figures.items():
        print(f"  {name:36} {interval(values)}")


if __name__ == "__main__":
    main()
