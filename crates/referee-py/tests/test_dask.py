"""The Dask example's summary equals the tally of `referee.judge_many` over the same tree."""

import json
import os
import subprocess
import sys
from pathlib import Path

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


def run_example(folder, *, kill=None, timeout=300):
    """The example run on `folder` with a local pool of two workers. `kill`: (marker, file): a
    worker whose partition holds `file` kills itself with SIGKILL, as the system's OOM killer or
    an operator would, once while `marker` exists (the first such worker removes it), or every
    time when `marker` is None."""
    script = ROOT / "examples" / "dask_archive.py"
    if kill is None:
        argv = [sys.executable, str(script), str(folder), "--workers", "2"]
    else:
        # The task's function is defined in __main__, so the pool's workers get it by value
        # (cloudpickle) and die in it; the example's own code is unchanged.
        marker, victim = kill
        driver = f"""
import os, signal, sys
sys.path.insert(0, {str(script.parent)!r})
import dask_archive

judge = dask_archive.judge_files

def dying(files, marker={str(marker) if marker else None!r}, victim={str(victim)!r}):
    if victim in files:
        try:
            if marker is not None:
                os.unlink(marker)
        except FileNotFoundError:
            return judge(files)
        os.kill(os.getpid(), signal.SIGKILL)
    return judge(files)

dask_archive.judge_files = dying
sys.argv = [{str(script)!r}, {str(folder)!r}, "--workers", "2"]
dask_archive.main()
"""
        argv = [sys.executable, "-c", driver]
    return subprocess.run(argv, cwd=ROOT, capture_output=True, check=False, timeout=timeout)


def test_a_lost_worker_s_files_are_judged_again(tmp_path):
    # Before, the lost worker ended the run in a BrokenProcessPool traceback, exit 1: the status
    # of a disagreeing claim.
    folder = "fixtures/go"
    files = dask_archive.record_files(folder)
    marker = tmp_path / "kill-once"
    marker.write_text("")
    done = run_example(folder, kill=(marker, files[len(files) // 2]))
    stderr = done.stderr.decode()
    assert not marker.exists(), "no worker was killed"
    assert "Traceback" not in stderr, stderr
    assert "judging the" in stderr and "files of a lost worker again" in stderr, stderr
    summary = json.loads(done.stdout)
    assert {k: summary[k] for k in dask_archive.KINDS} == dask_archive.tally(referee.judge_many([folder]))
    cli = subprocess.run([str(cli_binary()), "judge", "-q", folder], cwd=ROOT, capture_output=True, check=False)
    assert done.returncode == cli.returncode, stderr


def test_files_whose_worker_is_lost_every_time_are_named_with_exit_2():
    folder = "fixtures/go"
    files = dask_archive.record_files(folder)
    victim = files[0]
    done = run_example(folder, kill=(None, victim))
    stderr = done.stderr.decode()
    assert done.returncode == 2, stderr
    assert "Traceback" not in stderr, stderr
    assert f"their worker was lost {dask_archive.ATTEMPTS} times" in stderr, stderr
    assert f"\n  {victim}\n" in stderr + "\n", stderr
    assert done.stdout == b""


def test_a_named_pipe_in_the_tree_is_unreadable_not_waited_for(tmp_path):
    # `x.yaml` a FIFO: opening it to look for a profile's `game:` waited for a writer forever.
    # Now only regular files are read; the referee reports the pipe as unreadable, as `referee
    # judge DIR` does (exit 2).
    for name in ["game-one.yaml", "game-two.sgf"]:
        src = next(p for p in sorted((ROOT / "fixtures").rglob("*" + Path(name).suffix)) if p.is_file())
        (tmp_path / name).write_bytes(src.read_bytes())
    os.mkfifo(tmp_path / "pipe.yaml")
    done = run_example(tmp_path, timeout=120)
    summary = json.loads(done.stdout)
    expected = dask_archive.tally(referee.judge_many([str(tmp_path)]))
    assert {k: summary[k] for k in dask_archive.KINDS} == expected
    assert summary["files"] == 3 and summary["unreadable"] >= 1
    cli = subprocess.run([str(cli_binary()), "judge", "-q", str(tmp_path)], capture_output=True, check=False)
    assert done.returncode == cli.returncode == 2
