"""`referee judge --format junit` read by junitparser, a JUnit reader CI tools and scripts use
(no maintained Python package ships the JUnit XSD itself; docs/ci.md): every case's result is
the one its JSON verdict calls for."""

import subprocess

from junitparser import Error, Failure, JUnitXml, Skipped

from conftest import ROOT, cli_binary, cli_json


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
