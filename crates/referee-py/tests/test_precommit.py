"""docs/ci.md's pre-commit hook, run end to end by pre-commit itself (`pre-commit try-repo` on
this repository, offline: the hook uses the `referee` on PATH): a commit with an invalid record
is refused and the hook names it; one with good records passes."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, cli_binary

PRE_COMMIT = Path(sys.executable).parent / "pre-commit"


@pytest.mark.skipif(shutil.which("git") is None, reason="git is needed for a pre-commit repository")
def test_pre_commit_try_repo_refuses_an_invalid_record(tmp_path):
    assert PRE_COMMIT.exists(), "cargo xtask test installs pre-commit in the virtual environment"
    repo = tmp_path / "records"
    repo.mkdir()
    shutil.copy(ROOT / "fixtures/go/capture-corner.yaml", repo / "good.yaml")
    shutil.copy(ROOT / "fixtures/go/superko-triple-ko.yaml", repo / "bad.yaml")
    env = {
        **os.environ,
        "PATH": f"{cli_binary().parent}{os.pathsep}{os.environ.get('PATH', '')}",
        "PRE_COMMIT_HOME": str(tmp_path / "cache"),
        "GIT_CONFIG_GLOBAL": str(tmp_path / "gitconfig"),
    }
    (tmp_path / "gitconfig").write_text("[user]\n\tname = t\n\temail = t@example.org\n")
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True, env=env)
    subprocess.run(["git", "add", "."], cwd=repo, check=True, env=env)

    def hook(*files: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(PRE_COMMIT), "try-repo", str(ROOT), "referee-judge", "--files", *files],
            cwd=repo,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )

    bad = hook("good.yaml", "bad.yaml")
    assert bad.returncode == 1, bad.stdout + bad.stderr
    assert "bad.yaml" in bad.stdout and "superko" in bad.stdout
    good = hook("good.yaml")
    assert good.returncode == 0, good.stdout + good.stderr


@pytest.mark.skipif(shutil.which("git") is None, reason="git is needed for a pre-commit repository")
def test_pre_commit_passes_a_repository_with_its_own_config_and_workflow_yaml(tmp_path):
    """Issue 36: the repository's own `.pre-commit-config.yaml` and workflow YAML match the
    hook's `files:` but are no records: skipped, and the hook's one process prints one summary."""
    assert PRE_COMMIT.exists(), "cargo xtask test installs pre-commit in the virtual environment"
    repo = tmp_path / "records"
    (repo / ".github" / "workflows").mkdir(parents=True)
    (repo / "games").mkdir()
    (repo / ".pre-commit-config.yaml").write_text(
        "repos:\n  - repo: https://github.com/OWNER/referee\n    rev: v0.1.0\n"
        "    hooks:\n      - id: referee-judge\n"
    )
    (repo / ".github" / "workflows" / "ci.yml").write_text(
        "name: records\non: [push]\njobs:\n  judge:\n    runs-on: ubuntu-latest\n"
        "    steps:\n      - run: referee judge --format github games/\n"
    )
    shutil.copy(ROOT / "fixtures/go/capture-corner.yaml", repo / "games" / "good.yaml")
    env = {
        **os.environ,
        "PATH": f"{cli_binary().parent}{os.pathsep}{os.environ.get('PATH', '')}",
        "PRE_COMMIT_HOME": str(tmp_path / "cache"),
        "GIT_CONFIG_GLOBAL": str(tmp_path / "gitconfig"),
    }
    (tmp_path / "gitconfig").write_text("[user]\n\tname = t\n\temail = t@example.org\n")
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True, env=env)
    subprocess.run(["git", "add", "."], cwd=repo, check=True, env=env)
    done = subprocess.run(
        [str(PRE_COMMIT), "try-repo", str(ROOT), "referee-judge", "--all-files", "--verbose"],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    summaries = [l for l in done.stdout.splitlines() if " games: " in l or " game: " in l]
    assert summaries == ["1 game: 1 agree (counted), 0 disagree, 0 invalid, 0 unreadable"], done.stdout
