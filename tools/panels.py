"""Screenshots of the page's panels, to look at (not a test): every game's first screen, its
help (How to play, then the key list), the New game, History and Past games panels, in each
language, on a phone (390 × 844, touch) and a desktop (1280 × 800). The built site (dist/) is
served on 127.0.0.1 for the run; the pictures go to
artifacts/panels/<size>-<lang>-<game>-<panel>.png."""

from __future__ import annotations

import argparse
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402 - build.py lives at the repository root

CHROMIUM = "/usr/bin/chromium"
SIZES = {"phone": {"viewport": {"width": 390, "height": 844}, "has_touch": True,
                   "is_mobile": True, "device_scale_factor": 1},
         "desktop": {"viewport": {"width": 1280, "height": 800}}}


def address(game: str) -> str:
    """The game's own default setup (its `setup({})`: Blokus's four colours), a person against
    beginners."""
    sys.path.insert(0, str(ROOT / "py"))
    from tabletop import games

    players = games.load(game).setup({})["players"]
    return f"?game={game}&players={players}&seats=human{',ai-beginner' * (players - 1)}&seed=5"


def shoot(page, out: Path, name: str) -> None:
    page.wait_for_timeout(300)
    page.screenshot(path=str(out / f"{name}.png"))


def panels(page, site: str, game: str, lang: str, out: Path, name: str) -> None:
    """The first screen, the help, New game, History and Past games of one game."""
    page.add_init_script(f"localStorage.setItem('genial.lang', '{lang}')")
    page.goto(site + address(game))
    page.evaluate("window.genial.ready")
    page.locator("#lang").select_option(lang)
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    shoot(page, out, f"{name}-board")
    for panel, opener, closer in (("help", "help", "help-close"), ("new", "new-game", "new-cancel"),
                                  ("history", "history-button", "history-close"),
                                  ("games", "games-button", "games-close")):
        page.locator(f"#{opener}").click()
        shoot(page, out, f"{name}-{panel}")
        if panel == "help":  # its key list, below How to play
            page.locator("#help-keys").scroll_into_view_if_needed()
            shoot(page, out, f"{name}-keys")
        page.locator(f"#{closer}").click()
        page.wait_for_timeout(200)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(build.game_packages()))
    parser.add_argument("--langs", default="en,fr,de,nl")
    parser.add_argument("--sizes", default="phone,desktop")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    out = ROOT / "artifacts" / "panels"
    out.mkdir(parents=True, exist_ok=True)
    server = build.make_server(build.DIST, 0, {})
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_port}/"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
        for size in args.sizes.split(","):
            for lang in args.langs.split(","):
                for game in args.games.split(","):
                    context = browser.new_context(**SIZES[size], reduced_motion="reduce")
                    panels(context.new_page(), site, game, lang, out, f"{size}-{lang}-{game}")
                    context.close()
                    print(size, lang, game, flush=True)
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
