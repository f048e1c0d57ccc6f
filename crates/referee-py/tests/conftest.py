"""Shared helpers: the repository root and the `referee` binary the dicts are compared with."""

import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT.parent / "shared" / "corpus"


def cli_binary() -> Path:
    """`REFEREE_BIN`, else the release build, else the debug build."""
    if os.environ.get("REFEREE_BIN"):
        return Path(os.environ["REFEREE_BIN"])
    for profile in ("release", "debug"):
        path = ROOT / "target" / profile / "referee"
        if path.exists():
            return path
    pytest.skip("no referee binary: build it with `cargo build --release -p referee-cli`")


def cli_json(*args: str, stdin: bytes | None = None) -> list[dict]:
    """The JSON lines `referee judge --format json ARGS` prints, run from the repository root.
    Its exit status says whether a verdict rejects a claim, which these tests do not compare."""
    done = subprocess.run(
        [str(cli_binary()), "judge", "--format", "json", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        check=False,
    )
    return [json.loads(line) for line in done.stdout.decode().splitlines() if line.strip()]


@pytest.fixture(autouse=True)
def at_root(monkeypatch):
    """File names in verdicts are the paths as given: both sides run from the root."""
    monkeypatch.chdir(ROOT)
