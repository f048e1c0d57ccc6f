"""The fixed cost of a process that judges (issue 37): importing the module starts no thread and
imports no module of the standard library's heavier ones, and judging imports neither `json` nor
the `re` it brings (verdicts become dicts in Rust); a second call starts no pool anew."""

import subprocess
import sys
import textwrap

from conftest import ROOT

GAME = "fixtures/go/cgos-620152-black-wins-on-count.yaml"


def run(script: str) -> str:
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(script)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_import_starts_no_thread_and_judging_imports_no_json():
    seen = run(
        f"""
        import os, sys
        before = set(sys.modules)
        import referee
        threads = len(os.listdir("/proc/self/task"))
        verdicts = list(referee.judge_many([{GAME!r}])) + referee.judge({GAME!r})
        assert len(verdicts) == 2 and all("file" in v for v in verdicts), verdicts
        print(threads, sorted(m for m in ("json", "re", "enum") if m in sys.modules and m not in before))
        """
    )
    assert seen == "1 []", seen


def test_calls_after_the_first_start_no_thread():
    seen = run(
        f"""
        import os
        import referee
        referee.judge_many([{GAME!r}], jobs=2)
        list(referee.judge_many([{GAME!r}], jobs=2))
        referee.judge({GAME!r})
        first = len(os.listdir("/proc/self/task"))
        for _ in range(20):
            list(referee.judge_many([{GAME!r}], jobs=2))
            referee.judge({GAME!r})
        print(first == len(os.listdir("/proc/self/task")))
        """
    )
    assert seen == "True", seen
