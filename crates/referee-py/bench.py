"""Wall time of `referee.judge_many` against `referee judge --format json` on the same files.

    python crates/referee-py/bench.py [DIR] [RUNS]

DIR defaults to ../shared/corpus/go/tom_9d_human_2003_2011; each side's median of RUNS (5).
With sgfmill installed, also the peer baseline: an sgfmill loop that replays each game and
area-scores the end (less work: no superko, no encodings, no rule variants, no claim check).
"""

import statistics
import subprocess
import sys
import time
from pathlib import Path

import referee

ROOT = Path(__file__).resolve().parents[2]


def sgfmill_loop(folder: str) -> int:
    from sgfmill import ascii_boards, sgf, sgf_moves  # noqa: F401

    games = 0
    for path in sorted(Path(folder).rglob("*.sgf")):
        try:
            game = sgf.Sgf_game.from_bytes(path.read_bytes())
            board, moves = sgf_moves.get_setup_and_moves(game)
            for colour, move in moves:
                if move is not None:
                    board.play(move[0], move[1], colour)
            board.area_score()
        except ValueError:
            pass
        games += 1
    return games


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
    try:
        import sgfmill  # noqa: F401
    except ImportError:
        return
    start = time.perf_counter()
    sgfmill_loop(folder)
    loop = time.perf_counter() - start
    print(f"sgfmill loop {loop:.3f}s: judge_many is {loop / py:.0f}x faster")


if __name__ == "__main__":
    main()
