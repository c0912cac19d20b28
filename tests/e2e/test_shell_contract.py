"""The web game contract (web/contract.js) holds for every registered game in the page: its
module offers every member, each a function, and nothing else; the view it creates is
checked as the shell creates it (a view that broke the contract would stop the page); and a
module with a misspelt member is refused, its fault named."""

from shell_driver import open_game, state
from tabletop import games

#: The game's module as the page loaded it: its faults against the contract, its exports, and
#: whether the shell creates its views through the contract's check.
CHECK = """async (name) => {
  const { load } = await import('./catalogue.js');
  const { MODULE, faults } = await import('./contract.js');
  const entry = await load(name);
  const own = await import(`./${name}/index.js`);
  return { faults: faults(entry.module, MODULE, true), exports: Object.keys(own).sort(),
           checkedViews: entry.module.create !== own.create };
}"""

#: The game's real module with one optional export misspelt, through the page's own check.
MISSPELT = """async (name) => {
  const { checkModule } = await import('./contract.js');
  const own = await import(`./${name}/index.js`);
  const slipped = { ...own, modeabout: own.modeAbout ?? (() => null) };
  delete slipped.modeAbout;
  try { checkModule(name, slipped); return null; } catch (e) { return e.message; }
}"""


def test_every_games_module_and_view_keep_the_web_contract(page, site):
    for name in games.NAMES:
        open_game(page, site, f"?game={name}")  # its view created, and checked
        assert state(page)["game"] == name
        checked = page.evaluate(CHECK, name)
        assert checked["faults"] == [] and checked["checkedViews"], (name, checked)
        assert {"create", "result"} <= set(checked["exports"])
        assert page.evaluate(MISSPELT, name) == (
            f"{name}/index.js breaks the web game contract: modeabout is no member: is it "
            "modeAbout?")
