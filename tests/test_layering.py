"""The promises of the layout, checked on the sources (read with `ast`, never imported): the
shared layer (py/tabletop) imports no game, no game imports another (the house finds a game by
name only: tabletop.games), and no package's modules import each other in a cycle. Every import
counts, those inside functions too; only `if TYPE_CHECKING:` blocks (annotations) are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tabletop import games

PY = Path(__file__).resolve().parents[1] / "py"
PACKAGES = sorted(p.parent.name for p in PY.glob("*/__init__.py"))
GAMES = [name for name in PACKAGES if name != "tabletop"]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PY).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for name in PACKAGES for p in (PY / name).rglob("*.py")}


def annotation_only(tree: ast.Module) -> set[int]:
    """The nodes under `if TYPE_CHECKING:`: imports for annotations, never run."""
    return {id(sub) for node in ast.walk(tree) if isinstance(node, ast.If)
            and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
            for sub in ast.walk(node)}


def imports(name: str) -> set[str]:
    """Every module `name` imports (absolute names; `from . import x` names the submodule x
    when there is one, else the package)."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    skipped = annotation_only(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            subs = {f"{base}.{a.name}" for a in node.names} & set(MODULES)
            found |= subs or {base}
    return found


def top(name: str) -> str:
    return name.partition(".")[0]


def test_the_layout_is_what_the_house_lists():
    assert set(GAMES) == set(games.NAMES) and "tabletop" in PACKAGES


@pytest.mark.parametrize("package", PACKAGES)
def test_a_package_imports_no_game_but_itself(package):
    """The house imports no game; a game imports the house and itself, no other game."""
    wrong = sorted(f"{name} imports {other}" for name in MODULES if top(name) == package
                   for other in imports(name) if top(other) in GAMES and top(other) != package)
    assert wrong == []


def cycles(package: str) -> list[list[str]]:
    """The strongly connected groups of more than one module among a package's imports
    (Tarjan), each sorted."""
    inside = [name for name in MODULES if top(name) == package]
    edges = {name: sorted(imports(name) & set(inside) - {name}) for name in inside}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while not group or group[-1] != v:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for name in inside:
        if name not in index:
            visit(name)
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_no_modules_of_a_package_import_each_other_in_a_cycle(package):
    assert cycles(package) == []


def test_the_check_sees_a_cycle_and_an_import_inside_a_function(tmp_path, monkeypatch):
    """The checks themselves: a cycle made only by an import inside a function is found, and
    so is a game imported inside a function of the house."""
    (tmp_path / "demo").mkdir()
    (tmp_path / "demo" / "__init__.py").write_text("")
    (tmp_path / "demo" / "a.py").write_text("from . import b\n")
    (tmp_path / "demo" / "b.py").write_text("def f():\n    from .a import x\n    import genial\n")
    monkeypatch.setitem(globals(), "PY", tmp_path)
    monkeypatch.setitem(globals(), "MODULES", {module_name(p): p for p in tmp_path.rglob("*.py")})
    assert cycles("demo") == [["demo.a", "demo.b"]]
    assert "genial" in imports("demo.b")
