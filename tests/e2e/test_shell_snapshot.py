"""The engine's memory snapshot (web/snapshot.js): a return visit starts from the engines
installed and imported, and a snapshot is a cache, never the truth: a truncated, damaged or
foreign one planted in the browser's storage is thrown away and the page starts as on a first
visit, resuming the game in progress."""

from __future__ import annotations

import pytest

from genial_driver import play_turn
from shell_driver import open_game, state, wait_for
from test_shell_house import choose_game

GAME = "?players=2&seats=human,ai-beginner&seed=5"
#: These pages ready the other games ahead and keep the snapshot (conftest.open_context).
pytestmark = pytest.mark.ahead

#: Resolves once the page, idle, has prepared the other games and kept the snapshot.
PREPARED = "window.genial.ready.then(() => window.genial.prepared)"

#: Replace every stored snapshot by a bad one of `kind`, made from it; resolves how many.
PLANT = """async (kind) => {
  const cache = await caches.open('pyodide-snapshots');
  const requests = await cache.keys();
  for (const request of requests) {
    const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
    if (kind === 'truncated') {
      await cache.put(request, new Response(bytes.slice(0, bytes.length >> 1)));
    } else if (kind === 'corrupt') {
      const damaged = bytes.slice();
      const at = Math.floor(damaged.length * 0.6);
      for (let i = at; i < at + 4096; i++) damaged[i] ^= 0xa5;
      await cache.put(request, new Response(damaged));
    } else { // well formed, by the site's own code, but of another build (an older wheel)
      const { writeSnapshot } = await import('./snapshot.js');
      const length = new DataView(bytes.buffer).getUint32(4, true);
      const header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + length)));
      const older = header.key.replace(/genial=[0-9a-f]{8}/, 'genial=00000000');
      if (older === header.key) throw new Error('no wheel hash in the key: ' + header.key);
      await writeSnapshot(older, header.packages, bytes.slice(8 + length));
    }
  }
  return requests.length;
}"""


def revisit(page, site: str) -> dict:
    """Open the plain address again (a return visit) and wait until the game is back."""
    page.goto(site)
    page.evaluate("window.genial.ready")
    return wait_for(page, "human")


def test_a_return_visit_starts_from_the_engines_and_switches_without_installing(page, site, watch):
    wheels: list[str] = []
    page.context.on("request", lambda r: wheels.append(r.url) if r.url.endswith(".whl") else None)
    open_game(page, site, GAME)
    wait_for(page, "human")
    play_turn(page)
    played = wait_for(page, "human")
    assert page.evaluate("window.genial.snapshot") is False  # a first visit starts afresh
    page.evaluate(PREPARED)
    assert wheels  # the first visit installed its wheels (and prepared the others)
    wheels.clear()
    back = revisit(page, site)
    assert page.evaluate("window.genial.snapshot") is True
    assert back["decisions"] == played["decisions"] and back["board"] == played["board"]
    play_turn(page)  # the engines restored play on, the computer included
    assert wait_for(page, "human")["decisions"] > back["decisions"]
    choose_game(page, "qwirkle")  # another game's engine was in the snapshot too
    assert wait_for(page, "human")["game"] == "qwirkle"
    assert wheels == []  # nothing installed on the return visit, nor for the other game
    assert watch.errors == []


def test_a_bad_snapshot_planted_in_storage_is_thrown_away(page, site, watch):
    open_game(page, site, GAME)
    wait_for(page, "human")
    play_turn(page)
    played = wait_for(page, "human")
    page.evaluate(PREPARED)
    for kind in ("truncated", "corrupt", "foreign"):
        assert page.evaluate(PLANT, kind) == 1, kind
        back = revisit(page, site)
        assert page.get_by_test_id("failure").is_hidden(), kind
        assert page.evaluate("window.genial.snapshot") is False, kind  # started afresh
        assert back["decisions"] == played["decisions"], kind  # the game in progress resumed
        page.evaluate(PREPARED)  # and a good snapshot kept again
    back = revisit(page, site)
    assert page.evaluate("window.genial.snapshot") is True
    play_turn(page)
    assert wait_for(page, "human")["decisions"] > back["decisions"]
    assert state(page)["game"] == "genial"
    assert watch.errors == []
