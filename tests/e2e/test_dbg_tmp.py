from driver import open_game, wait_for
BOX = """() => { const a = document.getElementById('scores').getBoundingClientRect();
  return {aside: [a.top, a.bottom, a.height], scroll: [document.getElementById('scores').scrollHeight, document.getElementById('scores').clientHeight],
  cards: [...document.querySelectorAll('#scores > *')].map((c) => { const b = c.getBoundingClientRect(); return [c.className, Math.round(b.top), Math.round(b.bottom), c.hidden, getComputedStyle(c).display]; }), vh: innerHeight}; }"""
def test_dbg(page, site):
    for q, name in [("?players=4&seats=human,ai-beginner,ai-beginner,ai-beginner&seed=5", "g4"),
                    ("?game=blokus&players=4&seats=human,ai-beginner,ai-beginner,ai-beginner&seed=4", "b4"),
                    ("?game=blokus&players=3&seats=human,ai-beginner,ai-beginner&seed=4", "b3")]:
        open_game(page, site, q)
        wait_for(page, "human")
        print(name, page.evaluate(BOX))
        page.screenshot(path=f"/tmp/keep-{name}.png")
