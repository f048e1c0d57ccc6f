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

A worker that is lost (killed, out of memory) takes no tally with it and makes no exit 1, the
status of a disagreeing claim: the partitions whose tallies came back are kept, and the files
of the others are judged again, up to ATTEMPTS times; files still not judged then are named on
stderr, and the exit status is 2, as for an input that cannot be read. Only regular files are
opened here (a named pipe called `x.yaml` would wait for a writer forever); `referee` reports
any other file of the tree as unreadable, as `referee judge DIR` does.
"""

import argparse
import json
import os
import stat
import sys
from pathlib import Path

import dask
import dask.bag as db
from dask.callbacks import Callback

import referee

EXTENSIONS = {".yaml", ".yml", ".sgf", ".psq", ".rif"}
KINDS = (
    "games",
    "agree",
    "agree_counted",
    "agree_estimated",
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
    """Whether `path` is a rule profile. Only a regular file (not a link, as for `referee judge
    DIR`) is looked into, and it is opened without waiting, in case it was replaced by a pipe."""
    if Path(path).suffix.lower() not in {".yaml", ".yml"}:
        return False
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return False
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return False  # a record then, which the referee reports as unreadable
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            return False
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
            # What the referee checked (docs/contract.md §5, `settled`): its own count of a
            # game played to its end or of an estimated end, the moves' ending, or the claim
            # taken as stated.
            counts["agree"] += 1
            counts["agree_" + v["settled"].replace("-", "_")] += 1
        else:
            counts["not_checkable"] += 1
    return counts


def judge_files(files: list[str]) -> dict[str, int]:
    # One thread per task: Dask's workers are the parallelism.
    return tally(referee.judge_many(list(files), jobs=1))


def add(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    return {k: a[k] + b[k] for k in KINDS}


# How many times the files of a partition whose worker was lost are given to the pool.
ATTEMPTS = 3


class Kept(Callback):
    """Keeps each partition's tally as its task finishes (the local scheduler calls this in
    the process that runs it), so that the tallies that came back before a worker was lost are
    not judged again."""

    def __init__(self, wanted: dict):
        super().__init__()
        self.wanted = wanted
        self.tallies: dict[int, dict[str, int]] = {}

    def _posttask(self, key, result, dsk, state, worker_id):
        if key in self.wanted:
            self.tallies[self.wanted[key]] = result


def on_local_pool(tasks: dict, workers: int) -> dict[int, dict[str, int]]:
    """The tallies of the partitions `tasks` (number: its delayed tally) that a process pool
    of `workers` gives back. A lost worker breaks the pool (BrokenProcessPool): the tallies
    kept until then are those of this round."""
    kept = Kept({d.key: i for i, d in tasks.items()})
    try:
        with kept, dask.config.set(scheduler="processes", num_workers=workers):
            dask.compute(*tasks.values())
    except Exception as e:  # noqa: BLE001 (a lost worker, whatever the exception's class)
        print(f"dask_archive.py: a worker was lost ({type(e).__name__}: {e})", file=sys.stderr)
    return kept.tallies


def on_cluster(client, tasks: dict) -> dict[int, dict[str, int]]:
    """The same on a distributed scheduler, which itself gives a lost worker's tasks to
    others, up to its `allowed-failures`; a task past them (KilledWorker) is not kept."""
    from dask.distributed import wait

    futures = dict(zip(tasks, client.compute(list(tasks.values()))))
    wait(list(futures.values()))
    tallies = {}
    for i, future in futures.items():
        if future.status == "finished":
            tallies[i] = future.result()
        else:
            print(f"dask_archive.py: a task was lost ({future.exception()!r})", file=sys.stderr)
    return tallies


def judge_all(parts: list[list[str]], compute) -> dict[str, int]:
    """The sum of every partition's tally, each partition counted once: those not given back
    (their worker was lost) are judged again, up to ATTEMPTS times in all; exit 2 naming the
    files of those still not judged."""
    tasks = db.from_sequence(parts, npartitions=len(parts)).map(judge_files).to_delayed()
    tallies: dict[int, dict[str, int]] = {}
    for attempt in range(ATTEMPTS):
        missing = {i: tasks[i] for i in range(len(parts)) if i not in tallies}
        if not missing:
            break
        if attempt:
            files = sum(len(parts[i]) for i in missing)
            print(f"dask_archive.py: judging the {files} files of a lost worker again", file=sys.stderr)
        tallies.update(compute(missing))
    lost = sorted(f for i in range(len(parts)) if i not in tallies for f in parts[i])
    if lost:
        print(
            f"dask_archive.py: {len(lost)} files were not judged: their worker was lost {ATTEMPTS} times:",
            *lost,
            sep="\n  ",
            file=sys.stderr,
        )
        raise SystemExit(2)
    summary = dict.fromkeys(KINDS, 0)
    for i in sorted(tallies):
        # Each partition's task gives a list of one tally (a bag's partition is a list).
        for t in tallies[i]:
            summary = add(summary, t)
    return summary


def partitions(files: list[str], n: int) -> list[list[str]]:
    """`files` cut into `n` runs of consecutive files, as even as can be."""
    size, extra = divmod(len(files), n)
    out, at = [], 0
    for k in range(n):
        step = size + (k < extra)
        out.append(files[at : at + step])
        at += step
    return [p for p in out if p]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--scheduler", help="address of a running Dask scheduler (distributed)")
    args = parser.parse_args()
    files = record_files(args.dir)
    if not files:
        # An input that cannot be judged: 2, as for `referee judge` (1 would say a claim is wrong).
        print(f"dask_archive.py: {args.dir}: no records found", file=sys.stderr)
        raise SystemExit(2)
    parts = partitions(files, max(1, min(len(files), args.workers * 4)))
    if args.scheduler:
        from dask.distributed import Client

        with Client(args.scheduler) as client:
            summary = judge_all(parts, lambda tasks: on_cluster(client, tasks))
    else:
        summary = judge_all(parts, lambda tasks: on_local_pool(tasks, args.workers))
    print(json.dumps({"dir": args.dir, "files": len(files), **summary}))
    raise SystemExit(exit_status(summary))


if __name__ == "__main__":
    main()
