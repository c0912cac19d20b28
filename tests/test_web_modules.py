"""The page's own code where it can be checked without a browser: the board's hex ↔ pixel
layout (web/board.js, run in Node), and that storage is touched in one guarded place."""

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parent.parent / "web"

#: Every cell of a radius-8 hexagon (the board is 7) at several sizes and origins: the centre,
#: and 12 points around it at 0.9 of the inscribed radius, must read back as that cell; and
#: fromPixel(toPixel(cell)) must give the cell's own coordinates.
ROUND_TRIP = """
import { Layout } from './board.js';
const wrong = [];
let checked = 0;
for (const [size, x0, y0] of [[20, 300, 250], [7.5, 0, 0], [33.3, 512.5, 401.25], [1, -40, 17]]) {
  const layout = new Layout(size, x0, y0);
  const inner = 0.9 * size * Math.sqrt(3) / 2;
  for (let q = -8; q <= 8; q++) {
    for (let r = -8; r <= 8; r++) {
      if (Math.abs(q + r) > 8) continue;
      const { x, y } = layout.toPixel(q, r);
      const back = layout.fromPixel(x, y);
      if (Math.abs(back.q - q) > 1e-9 || Math.abs(back.r - r) > 1e-9) {
        wrong.push(['fromPixel', size, q, r, back]);
      }
      const points = [[x, y], ...Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6 + 0.1;
        return [x + inner * Math.cos(a), y + inner * Math.sin(a)];
      })];
      for (const [px, py] of points) {
        const cell = layout.cellAt(px, py);
        checked += 1;
        if (!Object.is(cell.q, q) || !Object.is(cell.r, r)) {
          wrong.push(['cellAt', size, q, r, px, py, cell]);
        }
      }
    }
  }
}
console.log(JSON.stringify({ checked, wrong: wrong.slice(0, 10) }));
"""


@pytest.mark.skipif(sys.platform == "emscripten", reason="runs Node: CPython only")
def test_hex_to_pixel_to_hex_round_trip(tmp_path):
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is needed (`python3 build.py test` checks for it)")
    for module in WEB.glob("*.js"):  # the page's modules, as ES modules for Node
        shutil.copy(module, tmp_path)
    (tmp_path / "package.json").write_text('{"type": "module"}')
    (tmp_path / "check.js").write_text(ROUND_TRIP)
    done = subprocess.run([node, "check.js"], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["wrong"] == [] and result["checked"] == 4 * 217 * 13


def test_only_storage_js_touches_local_storage():
    """Where the browser refuses storage, touching it throws: storage.js guards every touch,
    so no other module may touch it (i18n.js and theme.js did, unguarded)."""
    touching = [path.name for path in WEB.glob("*.js")
                if re.search(r"\blocalStorage\b", path.read_text()) and path.name != "storage.js"]
    assert touching == []
