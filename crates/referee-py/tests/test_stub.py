"""The stub says what the module has: every public name of one is in the other."""

import ast
from pathlib import Path

import referee

STUB = Path(__file__).resolve().parents[1] / "referee.pyi"


def stub_names() -> set[str]:
    tree = ast.parse(STUB.read_text())
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names - {"Source"}


def test_stub_matches_module():
    public = {n for n in dir(referee) if not n.startswith("_")} | {"__version__"}
    public -= {"referee"}
    assert stub_names() == public


def test_stub_signatures_name_the_same_keywords():
    tree = ast.parse(STUB.read_text())
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            func = getattr(referee, node.name)
            sig = getattr(func, "__text_signature__", None)
            if sig is None:
                continue
            for arg in node.args.kwonlyargs:
                assert arg.arg in sig, f"{node.name}: {arg.arg} not in {sig}"
