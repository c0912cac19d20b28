"""The README and docs/ say what is true: the README is a short entry that names the two
commands (CI and hooks look for them), every link in them resolves inside the repository (no
page outside a clone), and docs/genial.md's engine example runs as written."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def test_the_readme_is_an_entry_that_shows_the_two_commands():
    text = README.read_text(encoding="utf-8")
    assert "python3 build.py serve" in text and "python3 build.py test" in text
    assert len(text.splitlines()) <= 200


def test_each_game_has_its_reference_and_its_rules_in_docs():
    from tabletop import games

    names = {path.name for path in DOCS}
    for game in games.NAMES:
        assert {f"{game}.md", f"rules-{game}.md"} <= names, game


@pytest.mark.parametrize("page", [README, *DOCS], ids=lambda p: p.name)
def test_every_link_resolves_inside_the_repository(page):
    text = page.read_text(encoding="utf-8")
    assert "../shared/" not in text and "design.md" not in text
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):  # an outside address, said as such
            continue
        assert (page.parent / target).exists(), f"{page.name} links to {target}"


def test_the_genial_engine_example_runs(capsys):
    text = (ROOT / "docs" / "genial.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks, "docs/genial.md shows a Python example"
    for block in blocks:
        exec(compile(block, "docs/genial.md", "exec"), {})
    assert "not adjacent" in capsys.readouterr().out
