//! A game's positions as a viewer steps through them: the start position and, for each entry
//! the replay played, the cells it changed (a Go move with its captures, a junqi move and its
//! combat), so that a page can show any ply by applying the changes up to it, without a drawing
//! per ply (`referee judge --format html`).
//!
//! The trace is taken from the one replay loop every game shares (`games/driver.rs`): when a
//! trace is being taken on the calling thread, the loop hands it the position after each entry
//! it plays. Nothing is kept otherwise, and judging never takes one.

use std::cell::RefCell;
use std::fmt::Write;

use serde::Serialize;

use crate::games::driver::Replay;

/// The positions of one replayed game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Trace {
    /// `grid` (Go, renju, gomoku: a cell per point) or `junqi` (a cell per point of the
    /// 5x12 drawing, stations or not).
    pub board: &'static str,
    /// `gtp` (Go's letters, no I) or `renju` (a-z): how the points are named; junqi stations
    /// are named `a1`..`e12` as renju points are.
    pub notation: &'static str,
    pub cols: u8,
    pub rows: u8,
    /// Junqi: each cell's station kind, `p` post, `c` camp, `h` headquarters, `.` none.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub kinds: String,
    /// The start position (after the setup and handicap stones), one value per cell, row by
    /// row from the bottom: 0 empty; grid 1 Black, 2 White; junqi `16 * side + piece + 1`
    /// (side 0 red, 1 blue; pieces in `PieceKind::ALL`'s order).
    pub start: Vec<u16>,
    /// The ply the start position stands at (Go: the handicap stones the record lists as its
    /// first entries count as plies).
    pub from: usize,
    /// One step per entry played, each ended by `;`: the cells it changed as `cell:value`
    /// joined by `,` (nothing for a pass), led by `PLY|` when the step does not end at the ply
    /// after the last one (the record's ply numbers, as `referee show --ply` counts them).
    pub steps: String,
}

/// The trace being taken on this thread, while [`take`] runs.
struct Taking {
    trace: Trace,
    /// The position after the last step, and the ply it stands at.
    last: Vec<u16>,
    ply: usize,
    started: bool,
    scratch: Vec<u16>,
}

thread_local! {
    static TAKING: RefCell<Option<Taking>> = const { RefCell::new(None) };
}

/// Runs `f` (a replay) while taking the trace of the positions it plays through. Returns
/// `f`'s value and the trace, `None` for a game that gives none (four-player junqi, or a
/// replay that never started).
pub(crate) fn take<R>(f: impl FnOnce() -> R) -> (R, Option<Trace>) {
    TAKING.with(|t| {
        *t.borrow_mut() = Some(Taking {
            trace: Trace::default(),
            last: Vec::new(),
            ply: 0,
            started: false,
            scratch: Vec::new(),
        })
    });
    let value = f();
    let taken = TAKING.with(|t| t.borrow_mut().take());
    (value, taken.filter(|t| t.started && !t.trace.board.is_empty()).map(|t| t.trace))
}

/// The replay loop's hook: `game`'s position now stands at its progress. Does nothing unless
/// a trace is being taken on this thread.
pub(crate) fn seen<G: Replay>(game: &G) {
    TAKING.with(|t| {
        let mut t = t.borrow_mut();
        let Some(t) = t.as_mut() else { return };
        let ply = game.progress();
        let mut cells = std::mem::take(&mut t.scratch);
        cells.clear();
        game.cells(&mut cells);
        if !t.started {
            t.started = true;
            t.trace = game.shape();
            t.trace.start.clone_from(&cells);
            t.trace.from = ply;
            t.last = cells;
            t.ply = ply;
            return;
        }
        let changed = cells.len() != t.last.len() || cells != t.last;
        if !changed && ply == t.ply {
            t.scratch = cells;
            return;
        }
        let steps = &mut t.trace.steps;
        if ply != t.ply + 1 {
            let _ = write!(steps, "{ply}|");
        }
        let mut first = true;
        for (i, (&now, &was)) in cells.iter().zip(t.last.iter()).enumerate() {
            if now != was {
                if !first {
                    steps.push(',');
                }
                first = false;
                let _ = write!(steps, "{i}:{now}");
            }
        }
        steps.push(';');
        t.ply = ply;
        t.scratch = std::mem::replace(&mut t.last, cells);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trace_of(yaml: &str) -> Option<Trace> {
        let read = records::ReadOptions::default();
        let games = records::read_bytes_as(records::SourceFormat::Yaml, yaml.as_bytes(), "t.yaml", read);
        let record = games.into_iter().next().expect("a game").expect("a record");
        crate::games::trace(&record, "t.yaml", crate::Folder::of(None), &crate::Options::default())
    }

    /// White's A2 takes Black's corner stone: one step places A2 (cell 5) and empties A1
    /// (cell 0); the passes are steps that change nothing.
    #[test]
    fn a_capture_is_one_step_and_a_pass_an_empty_one() {
        let t =
            trace_of("rules: go-chinese\nset: {size: 5}\nmoves: [B A1, W B1, B E5, W A2, B pass, W pass]\n")
                .expect("a trace");
        assert_eq!((t.board, t.notation, t.cols, t.rows, t.from), ("grid", "gtp", 5, 5, 0));
        assert!(t.start.iter().all(|&c| c == 0));
        assert_eq!(t.steps, "0:1;1:2;24:1;0:0,5:2;;;");
    }

    /// Junqi: the start holds every piece set up; a move empties its origin and fills its
    /// destination; the kinds say which cells are stations of which sort.
    #[test]
    fn a_junqi_move_empties_its_origin_and_fills_its_destination() {
        let t = trace_of(
            "rules: junqi\nposition:\n  red: {b1: flag, a2: engineer}\n  blue: {b12: flag, e11: platoon}\nmoves: [a2-a3]\n",
        )
        .expect("a trace");
        assert_eq!((t.board, t.cols, t.rows), ("junqi", 5, 12));
        assert_eq!(t.kinds.len(), 60);
        assert_eq!(&t.kinds[1..2], "h", "b1 is a headquarters");
        assert_eq!(t.start.iter().filter(|&&c| c != 0).count(), 4);
        // a2 is cell 5, a3 cell 10; the engineer is red (side 0), PieceKind::ALL's 9th.
        let engineer = t.start[5];
        assert_eq!(t.steps, format!("5:0,10:{engineer};"));
    }

    /// No trace is taken when none is asked for: the replay loop's hook does nothing.
    #[test]
    fn judging_takes_no_trace() {
        TAKING.with(|t| assert!(t.borrow().is_none()));
    }
}
