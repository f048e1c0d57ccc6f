"""Judges a directory tree of game records with Dask and prints one JSON summary line; the
exit status is the CLI's (2 with an unreadable input, 1 with an invalid record or a
disagreeing claim, else 0), so that a pipeline can stop on it.

    python examples/dask_archive.py DIR [--workers N] [--scheduler ADDRESS]

The files are found as `referee judge DIR` finds them (recursively, sorted, by extension) and
partitioned by file: each Dask task judges its files with `referee.judge_many` and returns the
tallies, which are added up. Sharding by file is the whole story because every verdict depends
on its own game only (and a profile file the record names): no task needs another's results,
so the sum of the tallies is the tally of one `referee judge` run over the tree.

Locally it runs on a process pool of N workers. On a real cluster, start `dask scheduler` and
`dask worker` processes on machines that each have `pip install ./crates/referee-py` and see
the archive at the same path (a shared file system), then pass `--scheduler tcp://HOST:8786`.
"""

import argparse
import json
import os
from pathlib import Path

import dask
import dask.bag as db

import referee

EXTENSIONS = {".yaml", ".yml", ".sgf", ".psq", ".rif"}
KINDS = (
    "games",
    "agree",
    "agree_counted",
    "agree_ending",
    "agree_as_claimed",
    "disagree",
    "invalid",
    "unreadable",
    "not_checkable",
)


def record_files(folder: str) -> list[str]:
    """The files `referee judge FOLDER` judges, in its order (sorted paths)."""
    found = []
    for dirpath, _, names in os.walk(folder):
        found.extend(os.path.join(dirpath, n) for n in names if Path(n).suffix.lower() in EXTENSIONS)
    # A rule profile kept among the records (a top-level `game:` key) is no record, as for
    # `referee judge DIR`.
    return sorted(f for f in found if not is_profile(f))


def is_profile(path: str) -> bool:
    if Path(path).suffix.lower() not in {".yaml", ".yml"}:
        return False
    with open(path, "rb") as f:
        head = f.read(64 * 1024).decode("utf-8", "replace")
    return any(line.startswith("game:") and line[5:].split("#")[0].strip() for line in head.splitlines())


def exit_status(summary: dict[str, int]) -> int:
    """The CLI's exit status for the same games: 2 with an unreadable input, else 1 with an
    invalid record or a disagreeing claim, else 0."""
    if summary["unreadable"]:
        return 2
    return 1 if summary["invalid"] or summary["disagree"] else 0


def tally(verdicts) -> dict[str, int]:
    """Counts as the CLI's summary line does: unreadable and invalid first, then the claim."""
    counts = dict.fromkeys(KINDS, 0)
    for v in verdicts:
        counts["games"] += 1
        if "error" in v:
            counts["unreadable"] += 1
        elif v["status"] == "invalid":
            counts["invalid"] += 1
        elif v["agrees"] is False:
            counts["disagree"] += 1
        elif v["agrees"] is True:
            # What the referee checked (docs/contract.md §5, `settled`): its own count, the
            # moves' ending, or the claim taken as stated.
            counts["agree"] += 1
            counts["agree_" + v["settled"].replace("-", "_")] += 1
        else:
            counts["not_checkable"] += 1
    return counts


def judge_partition(files: list[str]) -> list[dict[str, int]]:
    # One thread per task: Dask's workers are the parallelism.
    return [tally(referee.judge_many(list(files), jobs=1))] if files else []


def add(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    return {k: a[k] + b[k] for k in KINDS}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--scheduler", help="address of a running Dask scheduler (distributed)")
    args = parser.parse_args()
    files = record_files(args.dir)
    if not files:
        raise SystemExit(f"{args.dir}: no records found")
    bag = db.from_sequence(files, npartitions=max(1, min(len(files), args.workers * 4)))
    counts = bag.map_partitions(judge_partition).fold(add, initial=dict.fromkeys(KINDS, 0))
    if args.scheduler:
        from dask.distributed import Client

        with Client(args.scheduler):
            summary = counts.compute()
    else:
        with dask.config.set(scheduler="processes", num_workers=args.workers):
            summary = counts.compute()
    print(json.dumps({"dir": args.dir, "files": len(files), **summary}))
    raise SystemExit(exit_status(summary))


if __name__ == "__main__":
    main()
