use serde::{Deserialize, Serialize};

use crate::combat::{clash, Clash};
use crate::deployment::{place, Cells};
use crate::movegen::View;
use crate::{Board, PieceKind, Rules, Side, Start, Station, Violation, ViolationKind};

/// One entry of a game record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// Move the piece on `from` to `to`, attacking whatever enemy stands there.
    Step {
        /// The station the piece leaves.
        from: Station,
        /// The station it moves to or attacks.
        to: Station,
    },
    /// The side to move resigns.
    Resign,
    /// The side to move ran out of time.
    Timeout,
    /// The side to move forfeits.
    Forfeit,
    /// The players agree a draw.
    Draw,
}

/// Who won a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    /// Red won.
    Red,
    /// Blue won.
    Blue,
    /// Nobody won.
    Draw,
}

impl From<Side> for Winner {
    fn from(side: Side) -> Winner {
        match side {
            Side::Red => Winner::Red,
            Side::Blue => Winner::Blue,
        }
    }
}

impl Winner {
    /// `red`, `blue` or `draw`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Winner::Red => "red",
            Winner::Blue => "blue",
            Winner::Draw => "draw",
        }
    }
}

/// Why a game ended (docs/rules/junqi.md, "End").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// A flag was taken or bombed; its owner lost.
    FlagCaptured,
    /// The side to move had no legal move and lost.
    NoMovablePieces,
    /// `no_capture_draw_plies` plies in a row passed without an attack: a draw.
    NoCaptureLimit,
    /// `max_plies` plies were played: a draw.
    MaxPlies,
    /// Neither side had a legal move: a draw.
    BothStuck,
    /// A side resigned.
    Resignation,
    /// A side ran out of time.
    Timeout,
    /// A side forfeited.
    Forfeit,
    /// The players agreed a draw.
    Agreement,
}

impl EndReason {
    /// The kebab-case reason verdicts print. A draw because neither side can move prints as
    /// `no-movable-pieces` (the verdict's winner, `draw`, tells it apart from a loss).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            EndReason::FlagCaptured => "flag-captured",
            EndReason::NoMovablePieces | EndReason::BothStuck => "no-movable-pieces",
            EndReason::NoCaptureLimit => "no-capture-limit",
            EndReason::MaxPlies => "max-plies",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "timeout",
            EndReason::Forfeit => "forfeit",
            EndReason::Agreement => "agreement",
        }
    }
}

/// The result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// Who won.
    pub winner: Winner,
    /// How the game ended.
    pub reason: EndReason,
}

/// Whether the game goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// The side to move may move.
    Playing,
    /// The game is over.
    Over(Outcome),
}

/// Something that happened during play that the players learn about, beyond the moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Event {
    /// `side`'s commander died, so its flag is shown to the opponent (亮旗: 损失司令后己方军旗亮出,
    /// docs/rules/junqi.md §5). `flag` is where the flag stands, `None` if the side has none.
    FlagRevealed {
        /// The side that lost its commander.
        side: Side,
        /// The station of that side's flag.
        flag: Option<Station>,
    },
}

/// An [`Event`] with the ply (1-based) whose move caused it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Note {
    /// The ply of the move that caused the event.
    pub ply: u32,
    /// What happened.
    pub event: Event,
}

impl Note {
    /// A sentence for the verdict's notes, e.g. `ply 37: red's commander fell; red's flag is on b1`.
    #[must_use]
    pub fn describe(&self) -> String {
        match self.event {
            Event::FlagRevealed { side, flag: Some(at) } => {
                format!(
                    "ply {}: {}'s commander fell; {}'s flag is on {at}",
                    self.ply,
                    side.name(),
                    side.name()
                )
            }
            Event::FlagRevealed { side, flag: None } => {
                format!("ply {}: {}'s commander fell; {} has no flag", self.ply, side.name(), side.name())
            }
        }
    }
}

/// A game of two-player junqi in progress: the board, whose turn it is, the counters of the
/// end rules, and the notes so far. The referee sees every piece (full information).
#[derive(Debug, Clone)]
pub struct Game {
    board: &'static Board,
    rules: Rules,
    cells: Cells,
    to_move: Side,
    plies: u32,
    quiet_plies: u32,
    status: Status,
    notes: Vec<Note>,
}

impl Game {
    /// Starts a game on the two-player board.
    ///
    /// # Errors
    /// A [`ViolationKind::Setup`] violation when a deployment breaks the placement rules or a
    /// station is given two pieces.
    pub fn new(rules: Rules, start: Start) -> Result<Game, Violation> {
        let board = Board::two_player();
        let cells = place(board, &start)?;
        let mut game = Game {
            board,
            rules,
            cells,
            to_move: rules.first,
            plies: 0,
            quiet_plies: 0,
            status: Status::Playing,
            notes: Vec::new(),
        };
        // A start position may already leave the side to move without a move.
        game.status = game.stuck_status();
        Ok(game)
    }

    fn view(&self) -> View<'_> {
        View { board: self.board, cells: &self.cells, rules: &self.rules }
    }

    /// The board the game is played on.
    #[must_use]
    pub fn board(&self) -> &'static Board {
        self.board
    }

    /// The rules in force.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The side whose turn it is.
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Record entries accepted so far: steps, and a final resignation, timeout, forfeit or
    /// agreed draw.
    #[must_use]
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// Consecutive plies since the last attack (the no-capture draw counter).
    #[must_use]
    pub fn quiet_plies(&self) -> u32 {
        self.quiet_plies
    }

    /// Whether the game goes on, or how it ended.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// Events so far, in order (flags revealed by a commander's death).
    #[must_use]
    pub fn notes(&self) -> &[Note] {
        &self.notes
    }

    /// The piece on `station`, if any.
    #[must_use]
    pub fn piece_at(&self, station: Station) -> Option<(Side, PieceKind)> {
        self.cells.get(station.index()).copied().flatten()
    }

    /// Every piece of `side` with its station, in station order.
    pub fn pieces(&self, side: Side) -> impl Iterator<Item = (Station, PieceKind)> + '_ {
        self.board.stations().filter_map(move |s| match self.piece_at(s) {
            Some((owner, kind)) if owner == side => Some((s, kind)),
            _ => None,
        })
    }

    /// Replaces the contents of `out` with every legal step of the side to move (none once
    /// the game is over). Allocates only if `out` must grow.
    pub fn legal_moves(&self, out: &mut Vec<(Station, Station)>) {
        out.clear();
        if self.status == Status::Playing {
            self.view().legal_moves(self.to_move, out);
        }
    }

    /// Checks a step of the side to move without playing it.
    ///
    /// # Errors
    /// The rule the step would break, as [`Game::play`] reports it.
    pub fn check(&self, from: Station, to: Station) -> Result<(), Violation> {
        self.check_turn(self.to_move)?;
        self.view().check_step(self.to_move, from, to)
    }

    fn check_turn(&self, mover: Side) -> Result<(), Violation> {
        if let Status::Over(o) = self.status {
            let how = match o.winner {
                Winner::Draw => "drawn".to_owned(),
                w => format!("won by {}", w.name()),
            };
            let msg = format!("the game is already over ({how}: {})", o.reason.id());
            return Err(Violation::new(ViolationKind::AfterEnd, mover, msg));
        }
        if mover != self.to_move {
            let msg = format!("it is {}'s turn, not {}'s", self.to_move.name(), mover.name());
            return Err(Violation::new(ViolationKind::OutOfTurn, mover, msg));
        }
        Ok(())
    }

    /// Plays one record entry. `side`, when the record names it, must be the side to move.
    ///
    /// # Errors
    /// The rule the entry breaks; the game is then unchanged.
    pub fn play(&mut self, side: Option<Side>, mv: Move) -> Result<(), Violation> {
        let mover = side.unwrap_or(self.to_move);
        self.check_turn(mover)?;
        let (winner, reason) = match mv {
            Move::Step { from, to } => {
                self.view().check_step(mover, from, to)?;
                self.apply(mover, from, to);
                return Ok(());
            }
            Move::Resign => (Winner::from(mover.opponent()), EndReason::Resignation),
            Move::Timeout => (Winner::from(mover.opponent()), EndReason::Timeout),
            Move::Forfeit => (Winner::from(mover.opponent()), EndReason::Forfeit),
            Move::Draw => (Winner::Draw, EndReason::Agreement),
        };
        self.plies += 1;
        self.status = Status::Over(Outcome { winner, reason });
        Ok(())
    }

    /// Makes a checked step: moves or resolves the attack, then applies the end rules.
    fn apply(&mut self, mover: Side, from: Station, to: Station) {
        let Some(piece @ (_, kind)) = self.cells.get_mut(from.index()).and_then(Option::take) else { return };
        let defender = self.piece_at(to);
        let mut flag_taken = false;
        let mut fallen = [None; 2];
        match defender {
            None => self.set(to, Some(piece)),
            Some((owner, target)) => {
                // Rules/junqi.md, "Attacks": the clash decides who leaves the board.
                let result = clash(&self.rules, kind, target).unwrap_or(Clash::DefenderWins);
                let (attacker_dies, defender_dies) = match result {
                    Clash::AttackerWins => (false, true),
                    Clash::DefenderWins => (true, false),
                    Clash::BothRemoved => (true, true),
                };
                if defender_dies {
                    flag_taken = target == PieceKind::Flag;
                    self.set(to, if attacker_dies { None } else { Some(piece) });
                    fallen[1] = Some((owner, target));
                }
                if attacker_dies {
                    fallen[0] = Some((mover, kind));
                }
            }
        }
        self.plies += 1;
        self.quiet_plies = if defender.is_some() { 0 } else { self.quiet_plies + 1 };
        self.to_move = mover.opponent();
        if self.rules.reveal_flag_on_commander_death {
            for (side, _) in fallen.into_iter().flatten().filter(|&(_, k)| k == PieceKind::Commander) {
                let flag = self.pieces(side).find(|&(_, k)| k == PieceKind::Flag).map(|(s, _)| s);
                self.notes.push(Note { ply: self.plies, event: Event::FlagRevealed { side, flag } });
            }
        }
        self.status = if flag_taken {
            Status::Over(Outcome { winner: Winner::from(mover), reason: EndReason::FlagCaptured })
        } else {
            self.stuck_status()
        };
        if self.status != Status::Playing {
            return;
        }
        let limit = self.rules.no_capture_draw_plies;
        if limit > 0 && self.quiet_plies >= limit {
            self.status = Status::Over(Outcome { winner: Winner::Draw, reason: EndReason::NoCaptureLimit });
        } else if self.rules.max_plies.is_some_and(|m| self.plies >= m) {
            self.status = Status::Over(Outcome { winner: Winner::Draw, reason: EndReason::MaxPlies });
        }
    }

    fn set(&mut self, s: Station, content: Option<(Side, PieceKind)>) {
        if let Some(cell) = self.cells.get_mut(s.index()) {
            *cell = content;
        }
    }

    /// The side to move with no legal step loses; if its opponent has none either, the game
    /// is drawn (docs/rules/junqi.md, "End").
    fn stuck_status(&self) -> Status {
        let view = self.view();
        if view.has_legal_move(self.to_move) {
            Status::Playing
        } else if view.has_legal_move(self.to_move.opponent()) {
            let winner = Winner::from(self.to_move.opponent());
            Status::Over(Outcome { winner, reason: EndReason::NoMovablePieces })
        } else {
            Status::Over(Outcome { winner: Winner::Draw, reason: EndReason::BothStuck })
        }
    }
}
