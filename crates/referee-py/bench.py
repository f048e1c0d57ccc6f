"""Wall time of `referee.judge_many` against `referee judge --format json` on the same files.

    python crates/referee-py/bench.py [DIR] [RUNS]

DIR defaults to ../shared/corpus/go/tom_9d_human_2003_2011; each side's median of RUNS (5).
"""

import statistics
import subprocess
import sys
import time
from pathlib import Path

import referee

ROOT = Path(__file__).resolve().parents[2]


def main() -> None:
    folder = sys.argv[1] if len(sys.argv) > 1 else str(ROOT.parent / "shared/corpus/go/tom_9d_human_2003_2011")
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    cli = ROOT / "target/release/referee"
    py_times, cli_times = [], []
    for _ in range(runs):
        start = time.perf_counter()
        games = sum(1 for _ in referee.judge_many([folder]))
        py_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        subprocess.run([str(cli), "judge", "--format", "json", folder], capture_output=True, check=False)
        cli_times.append(time.perf_counter() - start)
    py, cl = statistics.median(py_times), statistics.median(cli_times)
    print(f"{games} games: judge_many {py:.3f}s, referee judge {cl:.3f}s, ratio {py / cl:.2f}")


if __name__ == "__main__":
    main()
