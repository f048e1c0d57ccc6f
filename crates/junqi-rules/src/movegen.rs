//! Move legality: checking one step with a message that says why it fails, and generating
//! every legal step of a side. Both follow docs/rules/junqi.md ("A move") and docs/rules/junqi.md §4.
//!
//! Generation walks precomputed tables (neighbours, straight rail lines through each station,
//! rail neighbours) and keeps its scratch state in fixed-size arrays on the stack, so it
//! allocates nothing beyond the caller's output vector.

use std::ops::ControlFlow;

use crate::combat::{clash, NoClash};
use crate::deployment::{a, Cells};
use crate::{Board, PieceKind, Rules, Seat, Side, Station, StationKind, Violation, ViolationKind};

/// Who owns pieces: a [`Side`] of the two-player game or a [`Seat`] of the four-player one.
pub(crate) trait Army: Copy + Eq {
    /// Whether the two are the same player or partners: neither may attack or land on the
    /// other's pieces.
    fn allied(self, other: Self) -> bool;
    /// The lowercase name verdicts print.
    fn name(self) -> &'static str;
}

impl Army for Side {
    #[inline]
    fn allied(self, other: Side) -> bool {
        self == other
    }

    fn name(self) -> &'static str {
        Side::name(self)
    }
}

impl Army for Seat {
    #[inline]
    fn allied(self, other: Seat) -> bool {
        self.team() == other.team()
    }

    fn name(self) -> &'static str {
        Seat::name(self)
    }
}

/// The most stations a board may have: [`Station`] is a `u8` index.
const MAX_STATIONS: usize = 256;

/// A set of stations as a fixed bit array: no allocation, constant-time membership.
#[derive(Clone, Copy)]
struct StationSet([u64; MAX_STATIONS / 64]);

impl StationSet {
    const fn new() -> StationSet {
        StationSet([0; MAX_STATIONS / 64])
    }

    /// Adds `s`; returns true when it was not in the set yet.
    #[inline]
    fn insert(&mut self, s: Station) -> bool {
        let (w, bit) = (s.index() / 64, 1u64 << (s.index() % 64));
        match self.0.get_mut(w) {
            Some(word) if *word & bit == 0 => {
                *word |= bit;
                true
            }
            _ => false,
        }
    }
}

/// What a move generator or checker needs to see of a game.
#[derive(Clone, Copy)]
pub(crate) struct View<'a, A: Army = Side> {
    pub(crate) board: &'a Board,
    pub(crate) cells: &'a Cells<A>,
    pub(crate) rules: &'a Rules,
}

impl<A: Army> View<'_, A> {
    #[inline]
    fn at(&self, s: Station) -> Option<(A, PieceKind)> {
        self.cells.get(s.index()).copied().flatten()
    }

    /// Whether a `kind` of `side` may end its move on `to`: the station is empty, or holds an
    /// enemy outside a camp that the rules let this piece attack.
    #[inline]
    fn may_land(&self, side: A, kind: PieceKind, to: Station) -> bool {
        match self.at(to) {
            None => true,
            Some((owner, target)) => {
                !owner.allied(side)
                    && self.board.kind(to) != StationKind::Camp
                    && clash(self.rules, kind, target).is_ok()
            }
        }
    }

    /// Whether the piece on `from` can never move again: a mine, the flag, or any piece in a
    /// headquarters (seed 000: 进入任何司令部的棋子不能再移动).
    fn locked(&self, from: Station, kind: PieceKind) -> bool {
        !kind.is_movable() || self.board.kind(from) == StationKind::Headquarters
    }

    /// Calls `f` once for every legal step of `side`, in station order of the origin; stops
    /// early when `f` breaks.
    fn for_each_move(
        &self,
        side: A,
        mut f: impl FnMut(Station, Station) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for (from, &cell) in self.board.stations().zip(self.cells.iter()) {
            let Some((owner, kind)) = cell else { continue };
            if owner != side || self.locked(from, kind) {
                continue;
            }
            let mut seen = StationSet::new();
            let mut emit = |to: Station| {
                if seen.insert(to) && self.may_land(side, kind, to) {
                    f(from, to)
                } else {
                    ControlFlow::Continue(())
                }
            };
            // One step along any link, road or rail, camp diagonals included.
            for &(to, _) in self.board.neighbours(from) {
                emit(to)?;
            }
            if !self.board.is_rail(from) {
                continue;
            }
            if kind == PieceKind::Engineer {
                self.engineer_flood(from, &mut emit)?;
            } else {
                self.slides(from, &mut emit)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Straight rail slides from `from`: along each line through it, both ways, over empty
    /// stations, up to and including the first occupied one.
    fn slides(&self, from: Station, emit: &mut impl FnMut(Station) -> ControlFlow<()>) -> ControlFlow<()> {
        for &(line, pos) in self.board.lines_through(from) {
            let line = self.board.rail_line(line);
            let pos = usize::from(pos);
            let ahead = line.get(pos + 1..).unwrap_or(&[]);
            let behind = line.get(..pos).unwrap_or(&[]);
            for &to in ahead {
                emit(to)?;
                if self.at(to).is_some() {
                    break;
                }
            }
            for &to in behind.iter().rev() {
                emit(to)?;
                if self.at(to).is_some() {
                    break;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Every station an engineer on `from` reaches by rail: a breadth-first search over rail
    /// links that passes only through empty stations and may end on an occupied one.
    fn engineer_flood(
        &self,
        from: Station,
        emit: &mut impl FnMut(Station) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mut queue = [from; MAX_STATIONS];
        let mut visited = StationSet::new();
        visited.insert(from);
        let (mut head, mut tail) = (0, 1);
        while let Some(&s) = queue.get(head).filter(|_| head < tail) {
            head += 1;
            for &n in self.board.rail_neighbours(s) {
                if !visited.insert(n) {
                    continue;
                }
                emit(n)?;
                if self.at(n).is_none() {
                    if let Some(slot) = queue.get_mut(tail) {
                        *slot = n;
                        tail += 1;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Appends every legal step of `side` to `out`.
    pub(crate) fn legal_moves(&self, side: A, out: &mut Vec<(Station, Station)>) {
        let _ = self.for_each_move(side, |from, to| {
            out.push((from, to));
            ControlFlow::Continue(())
        });
    }

    /// Whether `side` has at least one legal step.
    pub(crate) fn has_legal_move(&self, side: A) -> bool {
        self.for_each_move(side, |_, _| ControlFlow::Break(())).is_break()
    }

    /// Whether an engineer on `from` can reach `to` by rail (through empty stations only).
    fn engineer_reaches(&self, from: Station, to: Station) -> bool {
        self.engineer_flood(from, &mut |s| {
            if s == to {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .is_break()
    }

    /// Checks one step of `side` from `from` to `to` and explains the first rule it breaks, in
    /// the order of docs/rules/junqi.md §4: origin, locks, destination, camp, combat, path.
    pub(crate) fn check_step(&self, side: A, from: Station, to: Station) -> Result<(), Violation<A>> {
        let b = self.board;
        let err = |kind, msg: String| Err(Violation::new(kind, side, msg));
        if !b.contains(from) || !b.contains(to) {
            return err(
                ViolationKind::NoPath,
                "the move names a station that is not on this board".to_owned(),
            );
        }
        let (f, t) = (b.name(from), b.name(to));
        let kind = match self.at(from) {
            None => return err(ViolationKind::EmptyOrigin, format!("there is no piece on {f} to move")),
            Some((owner, _)) if owner != side => {
                let msg = format!(
                    "the piece on {f} is {}'s; {} moves only its own pieces",
                    owner.name(),
                    side.name()
                );
                return err(ViolationKind::NotYourPiece, msg);
            }
            Some((_, kind)) => kind,
        };
        let piece = format!("the {} ({})", kind.english(), kind.chinese());
        if !kind.is_movable() {
            return err(ViolationKind::ImmovablePiece, format!("{piece} on {f} never moves"));
        }
        if b.kind(from) == StationKind::Headquarters {
            let msg = format!("{piece} on {f} stands in a headquarters, and a piece there never moves again");
            return err(ViolationKind::ImmovablePiece, msg);
        }
        if from == to {
            return err(ViolationKind::NoPath, format!("a move must leave {f}"));
        }
        if let Some((owner, target)) = self.at(to) {
            if owner == side {
                let msg = format!("{t} already holds {}'s own {}", side.name(), target.english());
                return err(ViolationKind::OwnPiece, msg);
            }
            if owner.allied(side) {
                let msg = format!(
                    "{t} holds the {} of {}, {}'s partner; partners never attack each other",
                    target.english(),
                    owner.name(),
                    side.name()
                );
                return err(ViolationKind::PartnerPiece, msg);
            }
            if b.kind(to) == StationKind::Camp {
                let msg = format!(
                    "{}'s {} on {t} is safe in its camp (行营) and cannot be attacked",
                    owner.name(),
                    target.english()
                );
                return err(ViolationKind::CampOccupied, msg);
            }
            match clash(self.rules, kind, target) {
                Ok(_) | Err(NoClash::Immovable) => {}
                Err(NoClash::BombOnFlag) => {
                    let msg = "under these rules a bomb may not attack the flag (bomb_vs_flag: forbidden)";
                    return err(ViolationKind::ForbiddenAttack, msg.to_owned());
                }
                Err(NoClash::CommanderOnFlag) => {
                    let msg = "under these rules the commander may not take the flag (flag_capturers: not-commander)";
                    return err(ViolationKind::ForbiddenAttack, msg.to_owned());
                }
            }
        }
        if b.link(from, to).is_some() {
            return Ok(());
        }
        self.check_rail_journey(kind, from, to)
            .map_err(|msg| Violation::new(ViolationKind::NoPath, side, msg))
    }

    /// Accepts a rail journey of this piece from `from` to `to` (which are not linked), or
    /// explains why there is none.
    fn check_rail_journey(&self, kind: PieceKind, from: Station, to: Station) -> Result<(), String> {
        let b = self.board;
        let (f, t, k) = (b.name(from), b.name(to), kind.english());
        let on_rail = b.is_rail(from) && b.is_rail(to);
        if on_rail && kind == PieceKind::Engineer && self.engineer_reaches(from, to) {
            return Ok(());
        }
        if on_rail && kind != PieceKind::Engineer {
            if let Some(between) = b.rail_between(from, to) {
                return match between.iter().find(|&&s| self.at(s).is_some()) {
                    None => Ok(()),
                    Some(&s) => {
                        Err(format!("the {k} cannot slide from {f} to {t}: {} is in the way", b.name(s)))
                    }
                };
            }
        }
        let (p, q) = (b.point(from), b.point(to));
        if p.col.abs_diff(q.col) + p.row.abs_diff(q.row) == 1 {
            // Orthogonal neighbours on the drawing that share no link: only the mountains (山界)
            // of files b and d at the frontier do this.
            return Err(format!(
                "mountains (山界) separate {f} and {t}: only files a, c and e cross the frontier"
            ));
        }
        for (s, other) in [(from, to), (to, from)] {
            if !b.is_rail(s) {
                return Err(format!(
                    "{} is off the railway, so the {k} can only take one step along a link, and {} is not linked to {}",
                    b.name(s),
                    b.name(other),
                    b.name(s)
                ));
            }
        }
        if kind == PieceKind::Engineer {
            return Err(format!("no rail path through empty stations leads the engineer from {f} to {t}"));
        }
        // No straight line holds both (a slide would have been judged above): name the turn.
        Err(match b.rail_corner(from, to) {
            Some(c) => {
                format!("{} cannot turn the rail corner at {}; only engineers can", a(kind), b.name(c))
            }
            None => format!(
                "{f} and {t} are not on one straight rail line, and only engineers turn on the railway"
            ),
        })
    }
}
