"""The README's engine example runs as written."""

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_python_example_runs(capsys):
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert blocks, "the README shows a Python example"
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
    assert "not adjacent" in capsys.readouterr().out


def test_readme_shows_the_two_commands():
    text = README.read_text(encoding="utf-8")
    assert "python3 build.py serve" in text and "python3 build.py test" in text
