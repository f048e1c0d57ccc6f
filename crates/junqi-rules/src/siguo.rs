//! Four-player junqi (四国军棋) as the referee applies it (docs/rules/junqi.md, "Four-player
//! junqi"): four seats on the arms of the 129-station board, two teams of partners sitting
//! opposite, the turn passing round the table and skipping players who are out, and the
//! two-player game's movement, combat and deployment rules on each arm. A player is out when
//! its flag is taken or when its turn comes and it has no legal move; a team loses when both
//! partners are out.

use serde::{Deserialize, Serialize};

use crate::combat::{clash, Clash};
use crate::deployment::{check_arm_deployment, Cells};
use crate::game::{EndReason, Move};
use crate::movegen::View;
use crate::{Board, PieceKind, Rules, Seat, SetupBreach, Station, Team, TurnOrder, Violation, ViolationKind};

/// What happens to the pieces of a player who is out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OutPieces {
    /// They leave the board (siguozero's rule notes §7.3, as the platforms do).
    #[default]
    Removed,
    /// They stay where they stand, never move again, and the other team may still attack them.
    Stay,
}

/// The options of four-player junqi: the two-player [`Rules`] for combat and the draw limits
/// (its `first` is not used), and the table's own keys (docs/rules/junqi.md, "Profile keys").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SiguoRules {
    /// Combat, the no-capture draw, the ply cap and the flag note, as in the two-player game.
    pub rules: Rules,
    /// The seat that moves first (default South).
    pub first: Seat,
    /// Which way the turn passes (default counter-clockwise).
    pub turn_order: TurnOrder,
    /// What happens to an eliminated player's pieces (default: they leave the board).
    pub out_pieces: OutPieces,
}

impl Default for SiguoRules {
    fn default() -> SiguoRules {
        SiguoRules {
            rules: Rules::default(),
            first: Seat::South,
            turn_order: TurnOrder::CounterClockwise,
            out_pieces: OutPieces::Removed,
        }
    }
}

/// The position a four-player game starts from, by seat index ([`Seat::index`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SiguoStart {
    /// Every seat's opening deployment on its own arm, checked against the deployment rules.
    Deployment([Vec<(Station, PieceKind)>; 4]),
    /// Any arrangement: not checked as a deployment, but no station may hold two pieces.
    Position([Vec<(Station, PieceKind)>; 4]),
}

/// Why a player is out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OutReason {
    /// Its flag was taken or bombed.
    FlagCaptured,
    /// Its turn came and it had no legal move.
    NoLegalMove,
    /// It resigned.
    Resigned,
    /// It ran out of time.
    Timeout,
    /// It forfeited.
    Forfeit,
}

impl OutReason {
    /// The way the game ends when this takes the last player of a team out.
    const fn end(self) -> EndReason {
        match self {
            OutReason::FlagCaptured => EndReason::FlagCaptured,
            OutReason::NoLegalMove => EndReason::NoMovablePieces,
            OutReason::Resigned => EndReason::Resignation,
            OutReason::Timeout => EndReason::Timeout,
            OutReason::Forfeit => EndReason::Forfeit,
        }
    }
}

/// Something that happened beyond the moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SiguoEvent {
    /// `seat`'s commander died, so its flag is shown (亮旗). `flag` is where it stands.
    FlagRevealed {
        /// The seat that lost its commander.
        seat: Seat,
        /// Its flag's station, `None` if it has none.
        flag: Option<Station>,
    },
    /// `seat` is out of the game: its turns are skipped from now on.
    Out {
        /// The seat.
        seat: Seat,
        /// Why.
        why: OutReason,
        /// Who took its flag, for [`OutReason::FlagCaptured`].
        by: Option<Seat>,
    },
}

/// An event with the number of plies played when it happened (0: at the start).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SiguoNote {
    /// Plies played when it happened.
    pub ply: u32,
    /// What happened.
    pub event: SiguoEvent,
}

impl SiguoNote {
    /// A sentence for a verdict's notes: `ply 12: north's flag is taken by east; north is out,
    /// its pieces leave the board and its turns are skipped`.
    #[must_use]
    pub fn describe(&self, board: &Board, out_pieces: OutPieces) -> String {
        let ply = self.ply;
        match self.event {
            SiguoEvent::FlagRevealed { seat, flag: Some(at) } => {
                format!(
                    "ply {ply}: {}'s commander fell; {}'s flag is on {}",
                    seat.name(),
                    seat.name(),
                    board.name(at)
                )
            }
            SiguoEvent::FlagRevealed { seat, flag: None } => {
                format!("ply {ply}: {}'s commander fell; {} has no flag", seat.name(), seat.name())
            }
            SiguoEvent::Out { seat, why, by } => {
                let who = seat.name();
                let cause = match (why, by) {
                    (OutReason::FlagCaptured, Some(by)) => format!("{who}'s flag is taken by {}", by.name()),
                    (OutReason::FlagCaptured, None) => format!("{who}'s flag is taken"),
                    (OutReason::NoLegalMove, _) => format!("{who} has no legal move on its turn"),
                    (OutReason::Resigned, _) => format!("{who} resigns"),
                    (OutReason::Timeout, _) => format!("{who} runs out of time"),
                    (OutReason::Forfeit, _) => format!("{who} forfeits"),
                };
                let pieces = match out_pieces {
                    OutPieces::Removed => "its pieces leave the board",
                    OutPieces::Stay => "its pieces stay where they stand, never to move again,",
                };
                format!("ply {ply}: {cause}; {who} is out, {pieces} and its turns are skipped")
            }
        }
    }
}

/// The result of a finished four-player game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SiguoOutcome {
    /// The winning team, `None` for a draw.
    pub winner: Option<Team>,
    /// How the game ended: for a win, how the losing team's last player went out.
    pub reason: EndReason,
}

/// Whether the game goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SiguoStatus {
    /// The seat to move may move.
    Playing,
    /// The game is over.
    Over(SiguoOutcome),
}

/// A game of four-player junqi in progress.
#[derive(Debug, Clone)]
pub struct SiguoGame {
    board: &'static Board,
    rules: SiguoRules,
    cells: Cells<Seat>,
    to_move: Seat,
    out: [bool; 4],
    plies: u32,
    quiet_plies: u32,
    status: SiguoStatus,
    notes: Vec<SiguoNote>,
}

impl SiguoGame {
    /// Starts a game on the four-player board. The first seat to move that has no legal move
    /// is out at once, and so on round the table.
    ///
    /// # Errors
    /// A [`ViolationKind::Setup`] violation: the first breach of a seat's deployment, or a
    /// station given two pieces.
    pub fn new(rules: SiguoRules, start: SiguoStart) -> Result<SiguoGame, Violation<Seat>> {
        let board = Board::four_player();
        let (armies, checked) = match &start {
            SiguoStart::Deployment(a) => (a, true),
            SiguoStart::Position(a) => (a, false),
        };
        if checked {
            for seat in Seat::ALL {
                let pieces = armies.get(seat.index()).map_or(&[][..], Vec::as_slice);
                if let Some(v) = check_arm_deployment(board, seat, pieces).into_iter().next() {
                    return Err(v);
                }
            }
        }
        let mut cells: Cells<Seat> = vec![None; board.len()];
        for seat in Seat::ALL {
            for &(s, kind) in armies.get(seat.index()).map_or(&[][..], Vec::as_slice) {
                let who = seat.name();
                match cells.get_mut(s.index()) {
                    None => {
                        let msg = format!(
                            "{who} places a {} on a station that is not on this board",
                            kind.english()
                        );
                        return Err(Violation::setup(seat, SetupBreach::OffBoard { piece: kind }, msg));
                    }
                    Some(Some(_)) => {
                        let msg = format!(
                            "{who} places a second piece on {}, which is already occupied",
                            board.name(s)
                        );
                        let breach = SetupBreach::SecondPiece { station: board.name(s).to_owned() };
                        return Err(Violation::setup(seat, breach, msg));
                    }
                    Some(cell) => *cell = Some((seat, kind)),
                }
            }
        }
        let mut game = SiguoGame {
            board,
            rules,
            cells,
            to_move: rules.first,
            out: [false; 4],
            plies: 0,
            quiet_plies: 0,
            status: SiguoStatus::Playing,
            notes: Vec::new(),
        };
        game.settle_turn();
        Ok(game)
    }

    fn view(&self) -> View<'_, Seat> {
        View { board: self.board, cells: &self.cells, rules: &self.rules.rules }
    }

    /// The board the game is played on.
    #[must_use]
    pub fn board(&self) -> &'static Board {
        self.board
    }

    /// The rules in force.
    #[must_use]
    pub fn rules(&self) -> &SiguoRules {
        &self.rules
    }

    /// The seat whose turn it is (after the end: the seat that would have moved).
    #[must_use]
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    /// Whether `seat` is out of the game.
    #[must_use]
    pub fn is_out(&self, seat: Seat) -> bool {
        self.out[seat.index()]
    }

    /// Record entries accepted so far.
    #[must_use]
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// Consecutive plies since the last attack.
    #[must_use]
    pub fn quiet_plies(&self) -> u32 {
        self.quiet_plies
    }

    /// Whether the game goes on, or how it ended.
    #[must_use]
    pub fn status(&self) -> SiguoStatus {
        self.status
    }

    /// Events so far, in order.
    #[must_use]
    pub fn notes(&self) -> &[SiguoNote] {
        &self.notes
    }

    /// The piece on `station`, if any.
    #[must_use]
    pub fn piece_at(&self, station: Station) -> Option<(Seat, PieceKind)> {
        self.cells.get(station.index()).copied().flatten()
    }

    /// Every piece of `seat` with its station, in station order.
    pub fn pieces(&self, seat: Seat) -> impl Iterator<Item = (Station, PieceKind)> + '_ {
        self.board.stations().filter_map(move |s| match self.piece_at(s) {
            Some((owner, kind)) if owner == seat => Some((s, kind)),
            _ => None,
        })
    }

    /// Replaces the contents of `out` with every legal step of the seat to move (none once the
    /// game is over). Allocates only if `out` must grow.
    pub fn legal_moves(&self, out: &mut Vec<(Station, Station)>) {
        out.clear();
        if self.status == SiguoStatus::Playing {
            self.view().legal_moves(self.to_move, out);
        }
    }

    /// Checks a step of the seat to move without playing it.
    ///
    /// # Errors
    /// The rule the step would break.
    pub fn check(&self, from: Station, to: Station) -> Result<(), Violation<Seat>> {
        self.check_turn(self.to_move)?;
        self.view().check_step(self.to_move, from, to)
    }

    fn check_turn(&self, mover: Seat) -> Result<(), Violation<Seat>> {
        if let SiguoStatus::Over(o) = self.status {
            let how = match o.winner {
                None => "drawn".to_owned(),
                Some(t) => format!("won by {}", t.name()),
            };
            let msg = format!("the game is already over ({how}: {})", o.reason.id());
            return Err(Violation::new(ViolationKind::AfterEnd, mover, msg));
        }
        if mover != self.to_move {
            let why = if self.is_out(mover) {
                format!("; {} is out of the game", mover.name())
            } else {
                String::new()
            };
            let msg = format!("it is {}'s turn, not {}'s{why}", self.to_move.name(), mover.name());
            return Err(Violation::new(ViolationKind::OutOfTurn, mover, msg));
        }
        Ok(())
    }

    /// Plays one record entry. `seat`, when the record names it, must be the seat to move.
    /// A resignation, timeout or forfeit puts that player out; the team loses if its partner
    /// is out already. An agreed draw ends the game.
    ///
    /// # Errors
    /// The rule the entry breaks; the game is then unchanged.
    pub fn play(&mut self, seat: Option<Seat>, mv: Move) -> Result<(), Violation<Seat>> {
        let mover = seat.unwrap_or(self.to_move);
        self.check_turn(mover)?;
        let why = match mv {
            Move::Step { from, to } => {
                self.view().check_step(mover, from, to)?;
                self.apply(mover, from, to);
                return Ok(());
            }
            Move::Draw => {
                self.plies += 1;
                self.status = SiguoStatus::Over(SiguoOutcome { winner: None, reason: EndReason::Agreement });
                return Ok(());
            }
            Move::Resign => OutReason::Resigned,
            Move::Timeout => OutReason::Timeout,
            Move::Forfeit => OutReason::Forfeit,
        };
        self.plies += 1;
        self.knock_out(mover, why, None);
        if self.status == SiguoStatus::Playing {
            self.pass_turn();
        }
        Ok(())
    }

    /// Makes a checked step: moves or resolves the attack, then applies the end rules.
    fn apply(&mut self, mover: Seat, from: Station, to: Station) {
        let Some(piece @ (_, kind)) = self.cells.get_mut(from.index()).and_then(Option::take) else { return };
        let defender = self.piece_at(to);
        let mut flag_of = None;
        let mut fallen = [None; 2];
        match defender {
            None => self.set(to, Some(piece)),
            Some((owner, target)) => {
                let result = clash(&self.rules.rules, kind, target).unwrap_or(Clash::DefenderWins);
                let (attacker_dies, defender_dies) = match result {
                    Clash::AttackerWins => (false, true),
                    Clash::DefenderWins => (true, false),
                    Clash::BothRemoved => (true, true),
                };
                if defender_dies {
                    if target == PieceKind::Flag {
                        flag_of = Some(owner);
                    }
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
        if self.rules.rules.reveal_flag_on_commander_death {
            for (seat, _) in fallen.into_iter().flatten().filter(|&(_, k)| k == PieceKind::Commander) {
                let flag = self.pieces(seat).find(|&(_, k)| k == PieceKind::Flag).map(|(s, _)| s);
                self.notes
                    .push(SiguoNote { ply: self.plies, event: SiguoEvent::FlagRevealed { seat, flag } });
            }
        }
        if let Some(owner) = flag_of {
            self.knock_out(owner, OutReason::FlagCaptured, Some(mover));
        }
        if self.status != SiguoStatus::Playing {
            return;
        }
        self.pass_turn();
        if self.status != SiguoStatus::Playing {
            return;
        }
        let limit = self.rules.rules.no_capture_draw_plies;
        if limit > 0 && self.quiet_plies >= limit {
            self.status = SiguoStatus::Over(SiguoOutcome { winner: None, reason: EndReason::NoCaptureLimit });
        } else if self.rules.rules.max_plies.is_some_and(|m| self.plies >= m) {
            self.status = SiguoStatus::Over(SiguoOutcome { winner: None, reason: EndReason::MaxPlies });
        }
    }

    /// Puts `seat` out: notes it, clears its pieces under [`OutPieces::Removed`], and ends the
    /// game when its partner is out too.
    fn knock_out(&mut self, seat: Seat, why: OutReason, by: Option<Seat>) {
        if self.is_out(seat) {
            return;
        }
        self.out[seat.index()] = true;
        self.notes.push(SiguoNote { ply: self.plies, event: SiguoEvent::Out { seat, why, by } });
        if self.rules.out_pieces == OutPieces::Removed {
            for cell in &mut self.cells {
                if cell.is_some_and(|(owner, _)| owner == seat) {
                    *cell = None;
                }
            }
        }
        if self.is_out(seat.partner()) {
            let winner = Some(seat.team().opponent());
            self.status = SiguoStatus::Over(SiguoOutcome { winner, reason: why.end() });
        }
    }

    /// Gives the turn to the next seat in the turn order that is still in.
    fn pass_turn(&mut self) {
        let mut next = self.to_move.next(self.rules.turn_order);
        for _ in 0..4 {
            if !self.is_out(next) {
                break;
            }
            next = next.next(self.rules.turn_order);
        }
        self.to_move = next;
        self.settle_turn();
    }

    /// The seat to move is out if it is out already or has no legal move; then the turn passes
    /// on, until a seat can move or a team has lost.
    fn settle_turn(&mut self) {
        for _ in 0..4 {
            if self.status != SiguoStatus::Playing {
                return;
            }
            let seat = self.to_move;
            if !self.is_out(seat) {
                if self.view().has_legal_move(seat) {
                    return;
                }
                self.knock_out(seat, OutReason::NoLegalMove, None);
                if self.status != SiguoStatus::Playing {
                    return;
                }
            }
            self.to_move = seat.next(self.rules.turn_order);
        }
    }

    fn set(&mut self, s: Station, content: Option<(Seat, PieceKind)>) {
        if let Some(cell) = self.cells.get_mut(s.index()) {
            *cell = content;
        }
    }
}
