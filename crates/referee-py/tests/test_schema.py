"""The JSON Schema `referee schema` prints (docs/contract.md, "Verdicts") holds for every line
`referee judge --format json` prints and every dict the Python package returns, on the fixtures
and on real records; and it refuses what is not a verdict."""

import json
import subprocess

import pytest
from jsonschema import Draft202012Validator

import referee
from conftest import CORPUS, ROOT, cli_binary, cli_json


@pytest.fixture(scope="module")
def validator() -> Draft202012Validator:
    printed = subprocess.run([str(cli_binary()), "schema"], capture_output=True, check=True)
    schema = json.loads(printed.stdout)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def failures(validator, lines):
    return [(line.get("file"), e.message) for line in lines for e in validator.iter_errors(line)]


def test_every_fixture_verdict_and_error_line_fits_the_schema(validator):
    lines = cli_json("fixtures")
    assert len(lines) > 300
    assert any("error" in line for line in lines), "the fixtures hold unreadable files too"
    assert failures(validator, lines) == []


def test_the_python_dicts_fit_the_schema(validator):
    verdicts = referee.judge(str(ROOT / "fixtures" / "go"))
    assert len(verdicts) > 50
    assert failures(validator, verdicts) == []


@pytest.mark.skipif(not CORPUS.exists(), reason="../shared/corpus is not beside the clone")
def test_real_records_fit_the_schema(validator):
    lines = cli_json(str(CORPUS / "go" / "edge_cases"), str(CORPUS / "gomoku"))
    assert len(lines) > 100
    assert failures(validator, lines) == []


def test_the_schema_refuses_what_is_not_a_verdict(validator):
    good = cli_json("fixtures/go")[0]
    assert validator.is_valid(good)
    assert not validator.is_valid({**good, "extra": 1})
    assert not validator.is_valid({**good, "status": "done"})
    assert not validator.is_valid({**good, "settled": "guessed"})
    without = dict(good)
    del without["agrees"]
    assert not validator.is_valid(without)
    assert not validator.is_valid({"file": "x", "error": {"message": "m"}})
