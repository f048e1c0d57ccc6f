"""`referee judge --format junit` validated against the JUnit schema and read by junitparser, a
JUnit reader CI tools and scripts use: the document is valid, and every case's result is the one
its JSON verdict calls for.

The schema is Jenkins' `junit-10.xsd` as pytest ships it in its source distribution
(`testing/example_scripts/junit-10.xsd`, against which pytest checks its own `--junitxml`
reports); `cargo xtask test` takes it out of the sdist of the installed pytest and names it in
`JUNIT_XSD`."""

import os
import subprocess
from pathlib import Path

import pytest
import xmlschema

from junitparser import Error, Failure, JUnitXml, Skipped

from conftest import ROOT, cli_binary, cli_json


def junit_schema():
    path = os.environ.get("JUNIT_XSD")
    if not path or not Path(path).is_file():
        if os.environ.get("CI"):
            pytest.fail("JUNIT_XSD names no schema file: `cargo xtask test` fetches it from pytest's sdist")
        pytest.skip("JUNIT_XSD is not set (run through `cargo xtask test`)")
    return xmlschema.XMLSchema(path)


def test_junit_output_over_the_fixtures_is_valid_against_the_junit_schema():
    done = subprocess.run(
        [str(cli_binary()), "judge", "--format", "junit", "fixtures"], cwd=ROOT, capture_output=True, check=False
    )
    assert done.returncode == 2  # the fixtures hold unreadable records on purpose
    errors = [f"{e.path}: {e.reason}" for e in junit_schema().iter_errors(done.stdout.decode())]
    assert errors == []


def test_junit_output_of_an_unreadable_file_and_of_no_problem_is_valid_too(tmp_path):
    schema = junit_schema()
    bad = tmp_path / "bad.yaml"
    bad.write_text("rules: go-chinese\nmoves: [Q16, Z99]\nresult: B+R\n")
    good = tmp_path / "good.yaml"
    good.write_text("rules: go-chinese\nmoves: [Q16, resign]\nresult: B+R\n")
    for path, code in ((bad, 2), (good, 0)):
        done = subprocess.run(
            [str(cli_binary()), "judge", "--format", "junit", str(path)], capture_output=True, check=False
        )
        assert done.returncode == code, done.stderr
        assert [e.reason for e in schema.iter_errors(done.stdout.decode())] == []


def test_junit_cases_read_back_with_the_results_the_verdicts_give():
    done = subprocess.run(
        [str(cli_binary()), "judge", "--format", "junit", "fixtures"], cwd=ROOT, capture_output=True, check=False
    )
    xml = JUnitXml.fromstring(done.stdout.decode())
    cases = {case.name: case for suite in xml for case in suite}
    lines = cli_json("fixtures")
    assert len(cases) == len(lines)
    for line in lines:
        case = cases[line["file"]]
        kinds = {type(r) for r in case.result}
        if "error" in line:
            assert kinds == {Error}, line
        elif line["status"] == "invalid" or line["agrees"] is False:
            assert kinds == {Failure}, line
        elif line["settled"] == "not-checkable" and line["claimed"] is not None:
            assert kinds == {Skipped}, line
        else:
            assert kinds == set(), line
    suite = next(iter(xml))
    assert suite.tests == len(lines)
    assert suite.failures == sum(1 for line in lines if "error" not in line and (line["status"] == "invalid" or line["agrees"] is False))
