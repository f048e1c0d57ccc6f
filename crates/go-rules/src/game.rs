//! A game in progress: whose turn it is, the board, the ko and superko state, and the end.

use grid::{Color, Point, Size};

use crate::board::{code, color_of, Board, Plan, EMPTY};
use crate::history::History;
use crate::{
    EditError, EndReason, IllegalMoveEffect, KoRule, Move, Outcome, RepetitionEffect, Rules, Setup,
    SetupError, Status, SuicideRule, Violation, Winner,
};

/// A game of Go under a set of [`Rules`], fed one record entry at a time.
#[derive(Debug, Clone)]
pub struct Game {
    rules: Rules,
    board: Board,
    to_move: Color,
    plies: usize,
    status: Status,
    handicap: u32,
    last_move: Option<Point>,
    captures: [u32; 2],
    /// Passes in a row just played (art. 7: two end the game).
    passes: u32,
    /// Passes each player made in the whole game (AGA pass stones).
    passes_by: [u32; 2],
    /// The player who passed first in the game (the button).
    first_pass: Option<Color>,
    /// How many times two passes in a row stopped the game (more than once only under
    /// `resume`).
    stops: u32,
    /// Moves each player made after the second stop (KataGo's second cleanup phase).
    cleanup_moves: [u32; 2],
    /// Single-stone ko captures made after the first stop (KataGo's cleanup phases, where a
    /// ko follows another rule: docs/rules/go.md §1.11).
    cleanup_kos: u32,
    /// The point where the given player may not retake a single-stone ko on this move.
    ko: Option<(usize, Color)>,
    /// Earlier positions, kept when a rule needs them (superko, or `repetition: no-result`).
    history: Option<History>,
    /// Room for the position a move would leave, when a hash hit must be confirmed.
    scratch: Vec<u8>,
    /// Under `repetition: no-result`: the repetition the last move made, while the players are
    /// in a cycle (docs/rules/go.md §1.2, "What a repetition does").
    cycle: Option<Violation>,
}

impl Game {
    /// Starts a game from `setup` (stones placed as given, without captures).
    ///
    /// # Errors
    /// [`SetupError::OffBoard`] for a stone off the board, [`SetupError::Twice`] for a point
    /// given twice, [`SetupError::NoLiberty`] for a chain left without liberties.
    pub fn new(rules: Rules, setup: &Setup) -> Result<Game, SetupError> {
        let size = rules.board();
        let mut board = Board::new(size);
        for (stones, color) in [(&setup.black, Color::Black), (&setup.white, Color::White)] {
            for &p in stones {
                if !size.contains(p) {
                    return Err(SetupError::OffBoard(p));
                }
                let i = size.index(p);
                if board.code_at(i) != EMPTY {
                    return Err(SetupError::Twice(p));
                }
                board.place(i, code(color));
            }
        }
        if let Some(i) = breathless(&board) {
            return Err(SetupError::NoLiberty(size.point(i)));
        }
        let to_move = setup.first_player();
        let history = start_history(&rules, &board, to_move, 0);
        Ok(Game {
            // Needed only on a superko hash hit, which most games never have: no allocation
            // until then.
            scratch: Vec::new(),
            rules,
            board,
            to_move,
            plies: 0,
            status: Status::Playing,
            handicap: setup.handicap_stones(),
            last_move: None,
            captures: [0; 2],
            passes: 0,
            passes_by: [0; 2],
            first_pass: None,
            stops: 0,
            cleanup_moves: [0; 2],
            cleanup_kos: 0,
            ko: None,
            history,
            cycle: None,
        })
    }

    /// Changes the position as a record's setup in the middle of a game says (SGF `AB`/`AW`/`AE`
    /// after the first move): each `(point, stone)` in order puts that stone on the point, or
    /// empties it for `None`, with no captures; then `to_move`, when given, is the player to move.
    ///
    /// An edit is not a move: it counts no ply, takes no prisoners and clears the ko and the
    /// passes in a row. The superko history starts again from the edited position, as from a
    /// new setup: a later move is compared with the positions from the edit on, never with those
    /// before it, which no move of this position led from (docs/rules/go.md §1.2, "Edits").
    ///
    /// # Errors
    /// [`EditError::AfterEnd`] once the game is no longer [`Status::Playing`];
    /// [`EditError::Setup`] for a point off the board or a chain left without liberties. The
    /// position is then unchanged.
    pub fn edit(
        &mut self,
        changes: &[(Point, Option<Color>)],
        to_move: Option<Color>,
    ) -> Result<(), EditError> {
        if self.status != Status::Playing {
            return Err(EditError::AfterEnd { ended_at: self.plies });
        }
        let size = self.size();
        let mut cells: Vec<u8> = self.board.colors().to_vec();
        for &(p, stone) in changes {
            if !size.contains(p) {
                return Err(EditError::Setup(SetupError::OffBoard(p)));
            }
            if let Some(cell) = cells.get_mut(size.index(p)) {
                *cell = stone.map_or(EMPTY, code);
            }
        }
        let mut board = Board::new(size);
        for (i, &c) in cells.iter().enumerate() {
            if c != EMPTY {
                board.place(i, c);
            }
        }
        if let Some(i) = breathless(&board) {
            return Err(EditError::Setup(SetupError::NoLiberty(size.point(i))));
        }
        self.board = board;
        self.to_move = to_move.unwrap_or(self.to_move);
        self.ko = None;
        self.passes = 0;
        self.last_move = None;
        self.cycle = None;
        self.history = start_history(&self.rules, &self.board, self.to_move, self.plies);
        Ok(())
    }

    /// Under `repetition: no-result`, the repetition the last move made: `Some` while the
    /// players are in a cycle (the last stone recreated a position that stood earlier), `None`
    /// once a move leaves it (docs/rules/go.md §1.2, "What a repetition does").
    #[must_use]
    pub fn cycle(&self) -> Option<&Violation> {
        self.cycle.as_ref()
    }

    /// The record stops here. Under `repetition: no-result`, when the game is still being
    /// played and the players are in a cycle ([`Game::cycle`]), the game ends with no result
    /// (reason `repetition`) and the repetition that closed it is returned.
    pub fn stop_in_cycle(&mut self) -> Option<Violation> {
        if self.status != Status::Playing {
            return None;
        }
        let v = self.cycle.take()?;
        self.status = Status::Over(Outcome { winner: Winner::NoResult, reason: EndReason::Repetition });
        Some(v)
    }

    /// The rules this game is played under.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The board size.
    #[must_use]
    pub fn size(&self) -> Size {
        self.board.size()
    }

    /// The player whose turn it is.
    #[must_use]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Record entries applied so far (passes and ending events count; rejected moves do not).
    #[must_use]
    pub fn plies(&self) -> usize {
        self.plies
    }

    /// Where the game stands.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// The number of handicap stones (see [`Setup::handicap_stones`]).
    #[must_use]
    pub fn handicap(&self) -> u32 {
        self.handicap
    }

    /// The stone on `p`, if any (`None` also for a point off the board).
    #[must_use]
    pub fn stone_at(&self, p: Point) -> Option<Color> {
        let size = self.size();
        if !size.contains(p) {
            return None;
        }
        color_of(self.board.code_at(size.index(p)))
    }

    /// The point of the last entry, if it placed a stone (`None` after a pass or at the start).
    #[must_use]
    pub fn last_move(&self) -> Option<Point> {
        self.last_move
    }

    /// Stones of `c`'s opponent captured by `c`'s moves so far. Stones removed by suicide
    /// (when allowed) are captured by nobody.
    #[must_use]
    pub fn captures(&self, c: Color) -> u32 {
        self.captures[c.index()]
    }

    /// Passes `c` made in the game so far (under AGA pass stones each is a prisoner for the
    /// opponent).
    #[must_use]
    pub fn passes_by(&self, c: Color) -> u32 {
        self.passes_by[c.index()]
    }

    /// Stones `c` played after two passes had stopped the game twice (KataGo's second cleanup
    /// phase; a pass earns nothing).
    #[must_use]
    pub fn cleanup_moves(&self, c: Color) -> u32 {
        self.cleanup_moves[c.index()]
    }

    /// How many times two passes in a row have stopped the game (more than once only under
    /// `resume`: KataGo's cleanup phases).
    #[must_use]
    pub fn stops(&self) -> u32 {
        self.stops
    }

    /// Single-stone ko captures played after the first stop (under `resume`): KataGo's cleanup
    /// phases treat a ko with their own rule (docs/rules/go.md §1.11).
    #[must_use]
    pub fn cleanup_ko_captures(&self) -> u32 {
        self.cleanup_kos
    }

    /// The player who passed first in the game, if anyone has (the button goes to them).
    #[must_use]
    pub fn first_pass(&self) -> Option<Color> {
        self.first_pass
    }

    /// The Zobrist hash of the stone arrangement (the player to move not included).
    #[must_use]
    pub fn position_hash(&self) -> u64 {
        self.board.hash()
    }

    /// Applies one record entry. `player` is the colour the record gave, if any; it must be
    /// the player to move.
    ///
    /// Checks, in order: after-end (any entry once the status is not [`Status::Playing`]),
    /// out-of-turn, off-board, occupied; then the stone is placed, opponent chains without
    /// liberties are captured (art. 4), and suicide (art. 5), ko and superko (art. 6) are
    /// checked. `Resign`, `Timeout` and `Forfeit` lose for the mover; `Draw` ends the game
    /// drawn by agreement; the second pass in a row ends it for counting.
    ///
    /// # Errors
    /// A [`Violation`] for an entry the rules do not allow. The position is then unchanged
    /// and the entry is not counted, except:
    /// - under `illegal_move: loses`, an off-board, occupied, suicide, ko or superko move ends
    ///   the game with the mover losing by forfeit (the stone is still not placed);
    /// - under `repetition: no-result`, a repeating move is legal: it is played and counted,
    ///   and [`Game::cycle`] reports it. The game ends with no result only if the record stops
    ///   in the cycle ([`Game::stop_in_cycle`]); a cycle the players leave voids nothing.
    ///
    /// Out-of-turn and after-end entries never change the game.
    pub fn play(&mut self, player: Option<Color>, mv: Move) -> Result<(), Violation> {
        let mut mover = self.to_move;
        // Resumed play (`resume`, art. 9): after the stop either player may be asked to play
        // first, so a stone of either colour resumes; a pass or an ending leaves it stopped.
        // AGA (`pass_stones`): White passes last. When Black's pass made the two, White makes the
        // closing pass or plays on: a White stone then resumes play (docs/rules/go.md §1.10).
        let white_plays_on = self.status == Status::Counting
            && self.rules.pass_stones
            && self.to_move == Color::White
            && matches!(mv, Move::Play(_))
            && player != Some(Color::Black);
        let resuming = self.status == Status::Counting && (self.rules.resume || white_plays_on);
        if self.status != Status::Playing && !resuming {
            let who = player.unwrap_or(mover);
            return Err(Violation::after_end(who, mv, self.size(), self.plies));
        }
        if let (true, Move::Play(_), Some(given)) = (resuming, mv, player) {
            mover = given;
        }
        if let Some(given) = player {
            if given != mover {
                return Err(Violation::out_of_turn(given, mv));
            }
        }
        let end = |winner, reason| Status::Over(Outcome { winner, reason });
        match mv {
            Move::Play(p) if resuming => {
                let (turn, status) = (self.to_move, self.status);
                self.to_move = mover;
                self.status = Status::Playing;
                let played = self.play_stone(mover, p);
                if played.is_err() && self.status == Status::Playing {
                    // Refused: the game stays stopped as it was.
                    (self.to_move, self.status) = (turn, status);
                }
                return played;
            }
            Move::Play(p) => return self.play_stone(mover, p),
            // The button (docs/rules/go.md §1.10): the first pass of the game takes it and is
            // no pass toward the end, as KataGo's `BoardHistory` keeps it (the button-taking
            // pass leaves no ending passes in a row, and clears the ko history: the positions
            // with the button still on the table are not repeated by those after it).
            Move::Pass if self.rules.button && self.first_pass.is_none() => {
                self.passes_by[mover.index()] += 1;
                self.first_pass = Some(mover);
                self.passes = 0;
                self.plies += 1;
                self.ko = None;
                self.last_move = None;
                self.cycle = None;
                self.to_move = mover.opponent();
                self.history = start_history(&self.rules, &self.board, self.to_move, self.plies);
                return Ok(());
            }
            Move::Pass => {
                self.passes += 1;
                self.passes_by[mover.index()] += 1;
                self.first_pass.get_or_insert(mover);
                if self.passes >= 2 {
                    // Art. 7: consecutive passes by both sides end the game.
                    self.status = Status::Counting;
                }
                // Under `resume` each phase of play ends at two passes in a row of its own.
                if self.passes.is_multiple_of(2) {
                    self.stops += 1;
                }
            }
            Move::Resign => self.status = end(Winner::of(mover.opponent()), EndReason::Resignation),
            Move::Timeout => self.status = end(Winner::of(mover.opponent()), EndReason::Timeout),
            Move::Forfeit => self.status = end(Winner::of(mover.opponent()), EndReason::Forfeit),
            Move::Draw => self.status = end(Winner::Draw, EndReason::Agreement),
        }
        self.plies += 1;
        self.ko = None;
        self.last_move = None;
        self.cycle = None;
        self.to_move = mover.opponent();
        if mv == Move::Pass && self.status == Status::Playing {
            self.record_after_pass();
        }
        Ok(())
    }

    /// A pass leaves the board as it was but hands the move over: under situational superko
    /// that is a new situation, and a later move may not recreate it.
    fn record_after_pass(&mut self) {
        let (board, to_move, plies) = (&self.board, self.to_move, self.plies);
        if let Some(h) = self.history.as_mut() {
            let key = h.key(board.hash(), to_move);
            if h.find(key, board.packed(), to_move).is_none() {
                h.record(key, board.packed(), to_move, plies);
            }
        }
    }

    fn play_stone(&mut self, mover: Color, p: Point) -> Result<(), Violation> {
        let size = self.size();
        if !size.contains(p) {
            return Err(self.illegal(Violation::off_board(mover, p, size)));
        }
        let i = size.index(p);
        if self.board.code_at(i) != EMPTY {
            return Err(self.illegal(Violation::occupied(mover, p, size)));
        }
        let plan = self.board.plan(i, mover);
        // A stone joining no chain of its own would suicide alone: single-stone suicide, which
        // `multi-stone` still forbids (it would leave the board as it was).
        let suicide_allowed = match self.rules.suicide {
            SuicideRule::Allowed => true,
            SuicideRule::MultiStone => !plan.own().is_empty(),
            SuicideRule::Forbidden => false,
        };
        if plan.suicide && !suicide_allowed {
            // Art. 5 (禁着点): captures come first (the plan counted them), so only a stone
            // that takes nothing and keeps no liberty is refused.
            return Err(self.illegal(Violation::suicide(mover, p, size)));
        }
        if self.ko == Some((i, mover)) && plan.captured_stones == 1 {
            // Retaking at once would restore the position before the opponent's last move.
            let before = self.plies.saturating_sub(1);
            return Err(self.illegal(Violation::ko(mover, p, size, before)));
        }
        if let Some(repeats) = self.repeats(&plan, mover, suicide_allowed) {
            let v = Violation::superko(mover, p, size, repeats);
            if self.rules.repetition == RepetitionEffect::NoResult {
                // The position stands already in the history (its first time is what counts).
                self.commit(&plan, mover, p, suicide_allowed);
                self.cycle = Some(v);
                return Ok(());
            }
            return Err(self.illegal(v));
        }
        self.commit(&plan, mover, p, suicide_allowed);
        self.cycle = None;
        if let Some(h) = self.history.as_mut() {
            let key = h.key(self.board.hash(), self.to_move);
            h.record(key, self.board.packed(), self.to_move, self.plies);
        }
        Ok(())
    }

    /// The ply after which the position this move would leave already stood, if it did and
    /// the rules care (art. 6).
    fn repeats(&mut self, plan: &Plan, mover: Color, suicide_allowed: bool) -> Option<usize> {
        let h = self.history.as_ref()?;
        let hash = if plan.suicide && suicide_allowed { plan.hash_after_suicide } else { plan.hash_after };
        let key = h.key(hash, mover.opponent());
        if !h.may_contain(key) {
            return None;
        }
        // Rare: a real repetition or a hash collision. Compare whole positions to tell them apart.
        self.board.packed_after(plan, suicide_allowed, &mut self.scratch);
        h.find(key, &self.scratch, mover.opponent())
    }

    /// Plays a move already found legal (or a repetition that ends the game).
    fn commit(&mut self, plan: &Plan, mover: Color, p: Point, suicide_allowed: bool) {
        let head = self.board.apply(plan, suicide_allowed);
        if self.stops >= 2 {
            self.cleanup_moves[mover.index()] += 1;
        }
        self.captures[mover.index()] += plan.captured_stones;
        // A single stone that took a single stone and has that point as its only liberty
        // could be retaken at once: mark the ko for the opponent's next move.
        self.ko = match (head, plan.captured()) {
            (Some(h), &[taken]) if plan.captured_stones == 1 && self.board.chain_counts(h) == (1, 1) => {
                Some((usize::from(taken), mover.opponent()))
            }
            _ => None,
        };
        if self.ko.is_some() && self.stops >= 1 {
            self.cleanup_kos += 1;
        }
        self.plies += 1;
        self.passes = 0;
        self.last_move = Some(p);
        self.to_move = mover.opponent();
    }

    /// Applies `illegal_move: loses` to a violation on the board, then hands it back.
    fn illegal(&mut self, v: Violation) -> Violation {
        if self.rules.illegal_move == IllegalMoveEffect::Loses {
            self.status =
                Status::Over(Outcome { winner: Winner::of(v.player.opponent()), reason: EndReason::Forfeit });
        }
        v
    }

    /// The board, for counting and tests.
    pub(crate) fn board(&self) -> &Board {
        &self.board
    }

    /// The superko history, for tests.
    #[cfg(test)]
    pub(crate) fn history(&self) -> Option<&History> {
        self.history.as_ref()
    }
}

/// The first stone, in board order, of a chain without liberties, if any.
fn breathless(board: &Board) -> Option<usize> {
    (0..board.size().len()).find(|&i| board.head_of(i).is_some_and(|h| board.chain_counts(h).1 == 0))
}

/// The superko history a game keeps from a start position (`None` when no rule needs it).
fn start_history(rules: &Rules, board: &Board, to_move: Color, ply: usize) -> Option<History> {
    // Art. 20 of the referee rules lets a competition void rare cycles instead of forbidding
    // them, which needs the history even under simple ko.
    let keep = rules.ko != KoRule::Simple || rules.repetition == RepetitionEffect::NoResult;
    keep.then(|| {
        let situational = rules.ko == KoRule::SituationalSuperko;
        let mut h = History::new(situational, board.side_key(), board.packed().len());
        // Art. 6 counts the start position too (docs/rules/go.md §4: setup roots).
        h.record(h.key(board.hash(), to_move), board.packed(), to_move, ply);
        h
    })
}
