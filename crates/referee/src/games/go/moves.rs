//! The Go game as the replay driver sees it (`games/driver.rs`): an entry is a move or an edit
//! of the position, a refusal is the rule crate's or the edit's, and the record's ply numbers
//! are kept beside the engine's (setup stones, implied and late passes).

use super::*;
use crate::note::Note;

/// One record entry as the Go adapter replays it: a move for the rule crate, or an edit of the
/// position (SGF setup in the middle of a game).
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Step {
    Move(Move),
    Edit { stones: Vec<(Point, Option<Color>)>, first: Option<Color> },
}

/// Why the adapter did not play an entry.
#[derive(Debug)]
pub(super) enum Refusal {
    /// The rule crate's refusal, and whether it ended the game by the profile's choice
    /// (`illegal_move: loses`) instead of making the record invalid.
    Rule(go_rules::Violation, bool),
    /// An edit the position cannot take.
    Edit(EditError),
}

/// The Go game as the replay driver sees it.
#[derive(Debug)]
pub(super) struct GoReplay {
    pub(super) game: Game,
    pub(super) size: Size,
    /// Leading entries taken as handicap stones: plies count from the record's first entry.
    pub(super) placed: usize,
    /// `missing_pass: implied`.
    pub(super) implies: bool,
    /// Passes implied so far (they are no record entries: plies do not count them).
    pub(super) implied: usize,
    /// Passes after the two that ended the game, noted and not played (they count as plies).
    pub(super) late_passes: usize,
    /// Whether the last move played was a pass.
    pub(super) last_pass: bool,
    /// Entries refused that ended the game (`illegal_move: loses`): not played, so not in the
    /// verdict's plies, but record entries, so later entries' ply numbers count them.
    pub(super) ended_by: usize,
    /// The entry whose stone last recreated an earlier position, while the players are in a
    /// cycle (`repetition: no-result`): its index, ply and text.
    pub(super) cycle_at: Option<(usize, usize, String)>,
    /// How many times the players entered a cycle.
    pub(super) cycles: usize,
    /// The index in the record's entries (after the handicap stones) of the replay's first.
    pub(super) from: usize,
    pub(super) notes: Vec<Note>,
}

/// At most this many cycles are described in the notes one by one.
pub(super) const CYCLE_NOTES: usize = 3;

impl GoReplay {
    /// The replay of a prepared game, which it takes over (no copy of the game per record).
    pub(super) fn new(p: Prepared) -> GoReplay {
        GoReplay {
            game: p.game,
            size: p.size,
            placed: p.placed,
            implies: p.implied,
            implied: 0,
            late_passes: 0,
            last_pass: false,
            ended_by: 0,
            cycle_at: None,
            cycles: 0,
            from: 0,
            notes: Vec::new(),
        }
    }

    /// Record entries played (moves, passes and endings; not edits or implied passes), counted
    /// from the record's first entry.
    pub(super) fn record_plies(&self) -> usize {
        self.placed + self.game.plies() + self.late_passes - self.implied
    }
}

impl Replay for GoReplay {
    type Side = Color;
    type Move = Step;
    type Refusal = Refusal;

    // Inlined into the driver's loop: returned through memory, the entry's fields were stored
    // one by one and read back in wider loads, a store-forwarding stall at every move.
    #[inline]
    fn entry<'t>(
        &self,
        text: &'t MoveText,
        loc: Loc,
    ) -> Result<(Option<Color>, Step, Cow<'t, str>), InputError> {
        match text {
            // The common entry, a reader's typed point, is read here: through the general
            // reading's `Result`, returned in memory, it cost a store-forwarding stall a move.
            MoveText::Stone { color, point } => {
                let shown = Notation::Gtp.name(*point).unwrap_or("?");
                return Ok((*color, Step::Move(Move::Play(*point)), Cow::Borrowed(shown)));
            }
            MoveText::Edit { stones, first } => {
                let step = Step::Edit { stones: stones.clone(), first: *first };
                return Ok((None, step, Cow::Borrowed("AB/AW/AE")));
            }
            _ => {}
        }
        entry(text, loc, self.size).map(|(c, mv, shown)| (c, Step::Move(mv), Cow::Borrowed(shown)))
    }

    fn to_move(&self) -> Color {
        self.game.to_move()
    }

    fn playing(&self) -> bool {
        matches!(self.game.status(), GoStatus::Playing)
    }

    fn progress(&self) -> usize {
        self.record_plies()
    }

    fn ply_of(&self, _index: usize) -> usize {
        self.record_plies() + self.ended_by + 1
    }

    fn ends_game(mv: &Step) -> bool {
        matches!(mv, Step::Move(Move::Resign | Move::Forfeit | Move::Draw | Move::Timeout))
    }

    fn on_own_clock(mv: &Step) -> bool {
        matches!(mv, Step::Move(_))
    }

    fn play(&mut self, index: usize, color: Option<Color>, step: &Step) -> Result<(), Refusal> {
        let mv = match step {
            Step::Edit { stones, first } => {
                self.game.edit(stones, *first).map_err(Refusal::Edit)?;
                let (added, emptied) = stones.iter().fold((0, 0), |(a, e), (_, s)| match s {
                    Some(_) => (a + 1, e),
                    None => (a, e + 1),
                });
                let first = first.map(crate::vocab::Player::from);
                self.notes.push(Note::Edit { after: self.record_plies(), added, emptied, first });
                self.last_pass = false;
                self.cycle_at = None;
                return Ok(());
            }
            Step::Move(mv) => *mv,
        };
        let ply = self.record_plies() + 1;
        // IGS and other servers write a third pass (the count's confirmation) after the two
        // that end the game: it changes nothing, so it is noted, not judged after the end.
        if mv == Move::Pass && self.game.status() == GoStatus::Counting && !self.game.rules().resume {
            self.late_passes += 1;
            let closing = self.late_passes == 1
                && self.game.rules().pass_stones
                && self.game.to_move() == Color::White
                && color != Some(Color::Black);
            if closing {
                // AGA: White passes last (docs/rules/go.md §1.10); the count includes this
                // pass once, whether or not the record shows it.
                self.notes.push(Note::ClosingPass(ply));
            } else if self.late_passes == 1 {
                self.notes.push(Note::LatePass(ply));
            }
            return Ok(());
        }
        let mover = self.game.to_move();
        let other = color.filter(|c| *c != mover);
        if let Some(c) = other.filter(|_| self.implies && self.playing() && !self.last_pass) {
            // `missing_pass: implied`: the server dropped the opponent's pass between two moves
            // of one colour. Never after a pass: two passes would end the game.
            if self.game.play(None, Move::Pass).is_ok() {
                self.implied += 1;
                self.notes.push(Note::ImpliedPass { ply, mover: mover.into(), next: c.into() });
            }
        }
        let was_playing = self.playing();
        let stopped = self.game.status() == GoStatus::Counting;
        let in_cycle = self.game.cycle().is_some();
        let button_free = self.game.rules().button && self.game.first_pass().is_none();
        self.game
            .play(color, mv)
            .map_err(|v| Refusal::Rule(v, was_playing && matches!(self.game.status(), GoStatus::Over(_))))?;
        if mv == Move::Pass && button_free {
            self.notes
                .push(Note::Button { ply, player: self.game.first_pass().map(crate::vocab::Player::from) });
        }
        // Without `resume`, only AGA's White passes last lets play go on after two passes.
        if stopped && self.playing() && !self.game.rules().resume {
            self.notes.push(Note::PlaysOn(ply));
        } else if stopped && self.playing() {
            self.notes.push(Note::Resumes(ply));
        }
        self.last_pass = mv == Move::Pass;
        match self.game.cycle() {
            Some(v) => {
                let shown =
                    self.game.last_move().map_or("?", |p| Notation::Gtp.name(p).unwrap_or("?")).to_owned();
                if !in_cycle {
                    self.cycles += 1;
                    if self.cycles <= CYCLE_NOTES {
                        self.notes.push(Note::Cycle {
                            ply,
                            message: v.message.clone(),
                            player: v.player.into(),
                            at: shown.clone(),
                            repeats: v.repeats_ply.unwrap_or(0),
                        });
                    }
                }
                self.cycle_at = Some((self.from + index, ply, shown));
            }
            None => self.cycle_at = None,
        }
        Ok(())
    }

    fn flag_falls(&mut self) {
        let _ = self.game.play(None, Move::Timeout);
    }

    fn shape(&self) -> crate::trace::Trace {
        crate::trace::Trace {
            board: "grid",
            notation: "gtp",
            cols: self.size.cols,
            rows: self.size.rows,
            ..crate::trace::Trace::default()
        }
    }

    fn cells(&self, out: &mut Vec<u16>) {
        for row in 0..self.size.rows {
            for col in 0..self.size.cols {
                out.push(match self.game.stone_at(Point::new(col, row)) {
                    Some(Color::Black) => 1,
                    Some(Color::White) => 2,
                    None => 0,
                });
            }
        }
    }
}
