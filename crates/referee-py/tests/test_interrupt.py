"""Ctrl-C during a long call raises KeyboardInterrupt (issue 24: `judge(DIR)` over 200k games
took it only when the call ended, 21 s later). The calls run in a child process that is sent
SIGINT once its work has begun; deadlines are generous and only guard against a hang."""

import os
import select
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from conftest import ROOT
from test_lazy import GAME, cap_memory

# A guard against a hang, not a measure of promptness: the fix answers in about 0.1 s.
DEADLINE = 30

# Judges DIR once whole, printing the CPU seconds it cost all threads, then again; the second
# call is interrupted, and the child prints the CPU seconds it cost, counted half a second after
# the KeyboardInterrupt so that workers left judging would show.
CHILD = textwrap.dedent(
    """
    import sys, time, referee
    target = sys.argv[1]
    start = time.process_time()
    referee.judge(target)
    print(time.process_time() - start, flush=True)
    start = time.process_time()
    try:
        referee.judge(target)
    except KeyboardInterrupt:
        time.sleep(0.5)
        print(time.process_time() - start, flush=True)
        sys.exit(3)
    print("finished")
    """
)


def cpu_seconds(pid):
    """User and system time of a running process, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux's /proc")
def test_ctrl_c_interrupts_judge_of_a_big_directory(tmp_path):
    # The reproduction, scaled down: Ctrl-C during `judge(DIR)` was taken only when the
    # whole directory was judged. Wall time would make a flaky test on a shared machine, so CPU
    # time is compared instead: the interrupted call must cost well under the whole call (it
    # cost all of it before), and its workers must stop rather than judge on for nobody.
    record = (ROOT / GAME).read_bytes()
    for i in range(16000):
        (tmp_path / f"g{i:05}.yaml").write_bytes(record)
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(tmp_path)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        # Two workers whatever the machine: on many cores the whole call would be over within
        # the 0.1 s the caller may take to notice the signal.
        env={**os.environ, "RAYON_NUM_THREADS": "2"},
    )
    try:
        ready, _, _ = select.select([child.stdout], [], [], 10 * DEADLINE)
        whole = float(child.stdout.readline()) if ready else None
        assert whole, "the child did not judge the directory once"
        # SIGINT once the second call has spent a tenth of the whole call's CPU: it has begun.
        begun = cpu_seconds(child.pid) + whole / 10
        while child.poll() is None and cpu_seconds(child.pid) < begun:
            time.sleep(0.01)
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=10 * DEADLINE)
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert child.returncode == 3, err.decode()[-2000:]
    interrupted = float(out)
    assert interrupted < whole / 2, (interrupted, whole)


def test_ctrl_c_interrupts_judge_many_over_itertools_repeat():
    # The endless input of the issue: the child says when its first verdict is out, then gets
    # SIGINT; the eager code never got that far (and would never have ended).
    script = textwrap.dedent(
        f"""
        import itertools, referee
        for i, v in enumerate(referee.judge_many(itertools.repeat({GAME!r}), jobs=2)):
            if i == 0:
                print("first", flush=True)
        """
    )
    child = subprocess.Popen(
        [sys.executable, "-c", script],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=cap_memory,
    )
    try:
        ready, _, _ = select.select([child.stdout], [], [], DEADLINE)
        if not ready or child.stdout.readline() != b"first\n":
            child.kill()
            pytest.fail(f"no first verdict: {child.communicate()[1].decode()[-2000:]}")
        child.send_signal(signal.SIGINT)
        _, err = child.communicate(timeout=DEADLINE)
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert b"KeyboardInterrupt" in err, err.decode()[-2000:]
    assert child.returncode != 0
