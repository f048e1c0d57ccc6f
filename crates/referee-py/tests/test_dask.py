"""The Dask example's summary equals the tally of `referee.judge_many` over the same tree."""

import json
import subprocess
import sys

import pytest

import referee
from conftest import ROOT, cli_binary

pytest.importorskip("dask.bag")
sys.path.insert(0, str(ROOT / "examples"))
import dask_archive  # noqa: E402


@pytest.mark.parametrize("folder", ["fixtures", "fixtures/go"])
def test_dask_summary_equals_judge_many(folder):
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "dask_archive.py"), folder, "--workers", "2"],
        cwd=ROOT,
        capture_output=True,
        check=False,
    )
    summary = json.loads(done.stdout)
    expected = dask_archive.tally(referee.judge_many([folder]))
    assert {k: summary[k] for k in dask_archive.KINDS} == expected
    assert expected["games"] > 0
    # The CLI's exit status for the same folder (the fixtures hold invalid and unreadable games).
    cli = subprocess.run([str(cli_binary()), "judge", "-q", folder], cwd=ROOT, capture_output=True, check=False)
    assert done.returncode == cli.returncode != 0
