"""The dicts are the CLI's JSON lines, key for key and value for value."""

from collections import defaultdict
from pathlib import Path

import pytest

import referee
from conftest import CORPUS, ROOT, cli_json

EXTENSIONS = {".yaml", ".yml", ".sgf", ".psq", ".rif"}
FIXTURES = sorted(
    str(p.relative_to(ROOT)) for p in (ROOT / "fixtures").rglob("*") if p.suffix.lower() in EXTENSIONS
)


def file_of(label: str) -> str:
    """`a.sgf#2` is a game of `a.sgf`."""
    head, _, tail = label.rpartition("#")
    return head if head and tail.isdigit() else label


@pytest.fixture(scope="module")
def cli_fixtures() -> dict[str, list[dict]]:
    by_file = defaultdict(list)
    for line in cli_json("fixtures"):
        by_file[file_of(line["file"])].append(line)
    return by_file


def test_fixtures_are_found():
    assert len(FIXTURES) > 100


@pytest.mark.parametrize("path", FIXTURES)
def test_judge_equals_cli(path, cli_fixtures):
    assert referee.judge(path) == cli_fixtures[path]


@pytest.mark.parametrize("path", FIXTURES[:40])
def test_judge_path_like_and_bytes(path, cli_fixtures):
    assert referee.judge(Path(path)) == cli_fixtures[path]
    # Bytes named by their path are read and labelled as the file is.
    assert referee.judge(Path(path).read_bytes(), name=path) == cli_fixtures[path]


def test_judge_many_equals_cli_on_fixtures():
    assert list(referee.judge_many(["fixtures"])) == cli_json("fixtures")


def test_judge_many_order_and_jobs():
    expected = cli_json(*FIXTURES[:30])
    assert list(referee.judge_many(FIXTURES[:30], jobs=1)) == expected
    assert list(referee.judge_many(FIXTURES[:30], jobs=7)) == expected


def test_bytes_without_name_are_stdin():
    sgf = next(p for p in FIXTURES if p.endswith(".sgf"))
    data = (ROOT / sgf).read_bytes()
    assert referee.judge(data) == cli_json("-", stdin=data)
    assert referee.judge(data.decode("utf-8", "replace")) == cli_json("-", stdin=data.decode("utf-8", "replace").encode())


def test_rules_and_set_equal_cli():
    go = [p for p in FIXTURES if p.startswith("fixtures/go/")][:20]
    args = ["--rules", "go-japanese", "--set", "komi=0.5"]
    expected = cli_json(*args, *go)
    assert list(referee.judge_many(go, rules="go-japanese", set=["komi=0.5"])) == expected


CGOS = CORPUS / "go" / "cgos_9x9_2018"


@pytest.mark.skipif(not CGOS.is_dir(), reason="../shared/corpus/go/cgos_9x9_2018 is not here")
def test_judge_many_equals_cli_on_cgos():
    path = str(CGOS)
    assert list(referee.judge_many([path])) == cli_json(path)


def test_settled_keys_and_dead_points_reach_python():
    """docs/contract.md §5's `settled`, `unchecked` and `score.dead` (points) are in the dict:
    the default `dead_stones: auto` takes White B4 and Black F4 off and counts the claim."""
    (v,) = referee.judge("fixtures/go/dead-stones-auto-by-default.yaml")
    assert (v["agrees"], v["settled"], v["unchecked"]) == (True, "counted", None)
    assert v["score"]["dead"] == ["B4", "F4"]
    assert v["score"]["dead_source"] == "inferred"
    (u,) = referee.judge("fixtures/go/claim-counted-on-unfinished-record.yaml")
    assert (u["agrees"], u["settled"], u["unchecked"]) == (None, "not-checkable", "moves-stop-before-the-end")
