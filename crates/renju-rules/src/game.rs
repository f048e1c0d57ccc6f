//! A game in progress: applies record entries one by one and says how the game ended.

use grid::{Color, Notation, Point};

use crate::board::stone_code;
use crate::continuous::Stock;
use crate::opening::identify_opening;
use crate::protocol::{Broken, Protocol};
use crate::shape::{caro_five, judge, longest_and_exact_five, Verdict};
use crate::{
    forbidden_points_with, forbidden_with, Board, Forbidden, ForbiddenEffect, Move, OpeningName, PassRule,
    Rules, Setup, SetupError, Violation, ViolationKind, WinRule,
};

/// Who won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Winner {
    /// Black won.
    Black,
    /// White won.
    White,
    /// Nobody: a draw.
    Draw,
}

impl Winner {
    /// `black`, `white` or `draw`, as verdicts print it.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Winner::Black => "black",
            Winner::White => "white",
            Winner::Draw => "draw",
        }
    }

    fn of(color: Color) -> Winner {
        match color {
            Color::Black => Winner::Black,
            Color::White => Winner::White,
        }
    }
}

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
// Not `#[non_exhaustive]`: the referee maps every variant to its verdict vocabulary with an
// exhaustive match, so that a new one cannot reach a verdict without an id and its words.
pub enum EndReason {
    /// A winning row (five, or more where the win rule allows it).
    Five,
    /// Black made a forbidden move (and, under `claim`, White claimed it).
    Forbidden,
    /// The board is full without a winner (RIF 10.1).
    BoardFull,
    /// A player resigned.
    Resignation,
    /// A player ran out of time.
    Timeout,
    /// A player forfeited.
    Forfeit,
    /// The players agreed on a draw (RIF 10.2).
    Agreement,
    /// Both players passed in a row (RIF 10.3).
    Passes,
    /// The stone limit `max_moves` was reached.
    MaxMoves,
    /// Continuous gomoku: the winner placed all its stones first (seed 001 玩法二:
    /// 先出完所有棋子的一方为胜).
    StonesPlaced,
}

impl EndReason {
    /// The verdict id: `five`, `forbidden`, `board-full`, `resignation`, `timeout`, `forfeit`,
    /// `agreement`, `passes`, `max-moves`, `stones-placed`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            EndReason::Five => "five",
            EndReason::Forbidden => "forbidden",
            EndReason::BoardFull => "board-full",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "timeout",
            EndReason::Forfeit => "forfeit",
            EndReason::Agreement => "agreement",
            EndReason::Passes => "passes",
            EndReason::MaxMoves => "max-moves",
            EndReason::StonesPlaced => "stones-placed",
        }
    }
}

/// The end of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Who won.
    pub winner: Winner,
    /// Why.
    pub reason: EndReason,
}

impl Outcome {
    /// A short sentence: `Black won with five in a row`, `draw: the board is full`.
    #[must_use]
    pub fn describe(&self) -> String {
        let who = match self.winner {
            Winner::Black => "Black won",
            Winner::White => "White won",
            Winner::Draw => "draw",
        };
        let loser = match self.winner {
            Winner::Black => "White",
            _ => "Black",
        };
        match self.reason {
            EndReason::Five => format!("{who} with five in a row"),
            EndReason::Forbidden => format!("{who}: Black made a forbidden move"),
            EndReason::BoardFull => format!("{who}: the board is full"),
            EndReason::Resignation => format!("{who}: {loser} resigned"),
            EndReason::Timeout => format!("{who}: {loser} ran out of time"),
            EndReason::Forfeit => format!("{who}: {loser} forfeited"),
            EndReason::Agreement => format!("{who} by agreement"),
            EndReason::Passes => format!("{who}: both players passed"),
            EndReason::MaxMoves => format!("{who}: the move limit was reached"),
            EndReason::StonesPlaced => format!("{who}: it placed all its stones first"),
        }
    }
}

/// Whether the game goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// Moves may still be played.
    Playing,
    /// The game has ended.
    Over(Outcome),
}

/// A forbidden Black move that was played: under `loses` it ends the game, under `claim` it
/// waits for White's claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForbiddenMove {
    /// The ply of the move (1-based, counting stones and passes).
    pub ply: u32,
    /// Why it is forbidden.
    pub forbidden: Forbidden,
    /// The violation to report: kind `double-three`, `double-four` or `overline`, with a message.
    pub violation: Violation,
}

/// A Renju or Gomoku game: the board, whose turn it is, the opening protocol and how it ended.
#[derive(Debug, Clone)]
pub struct Game {
    rules: Rules,
    board: Board,
    to_move: Color,
    plies: u32,
    entries: u32,
    stones_played: u32,
    passes_in_row: u8,
    status: Status,
    last: Option<(Color, Option<Point>)>,
    protocol: Protocol,
    /// The game started from an empty board with Black: its first stones are an opening.
    fresh: bool,
    first_stones: [Point; 3],
    opening_name: Option<OpeningName>,
    /// The forbidden move just played and the entry number that played it: White's very next
    /// entry must claim it (RIF 9.8).
    pending: Option<(u32, ForbiddenMove)>,
    /// The latest unclaimed overline, which can still be claimed while the game goes on.
    claimable_overline: Option<ForbiddenMove>,
    lapsed: Option<ForbiddenMove>,
    decided_by: Option<ForbiddenMove>,
    /// Continuous gomoku: the stones each player has left, and a replacement owed.
    stock: Option<Stock>,
}

fn at(p: Point) -> String {
    Notation::Renju.format(p, grid::Size::square(grid::MAX_SIDE))
}

/// Whether a stone of `color` at `idx` (placed or not) stands in a row that wins under `win`.
fn row_wins(board: &Board, idx: usize, color: Color, win: WinRule) -> bool {
    let code = stone_code(color);
    match (win, color) {
        (WinRule::Caro, _) => caro_five(board, idx, code, false),
        (WinRule::CaroFiveOrMore, _) => caro_five(board, idx, code, true),
        (WinRule::FiveOrMore, _) | (WinRule::Renju, Color::White) => {
            longest_and_exact_five(board, idx, code).0 >= 5
        }
        (WinRule::ExactlyFive, _) | (WinRule::Renju, Color::Black) => {
            longest_and_exact_five(board, idx, code).1
        }
    }
}

fn violation(kind: ViolationKind, player: Color, point: Option<Point>, message: String) -> Violation {
    Violation { kind, player, point, message }
}

impl Game {
    /// A game under `rules` from `setup` (an empty board and Black first for a normal game).
    ///
    /// # Errors
    /// [`SetupError`] for a bad board size or bad setup stones.
    pub fn new(rules: Rules, setup: &Setup) -> Result<Game, SetupError> {
        let board = Board::from_stones(rules.size, &setup.black, &setup.white)?;
        let to_move = setup.first.unwrap_or(Color::Black);
        let fresh = board.stones() == 0 && to_move == Color::Black;
        let center = board.center();
        let stock = rules.continuous.then(|| {
            let count = |c| u32::try_from(board.points_of(c).count()).unwrap_or(u32::MAX);
            let cells = u32::from(rules.size) * u32::from(rules.size);
            Stock::new(cells, count(Color::Black), count(Color::White))
        });
        Ok(Game {
            protocol: Protocol::new(rules.opening, rules.opening_set, fresh),
            rules,
            board,
            to_move,
            plies: 0,
            entries: 0,
            stones_played: 0,
            passes_in_row: 0,
            status: Status::Playing,
            last: None,
            fresh,
            first_stones: [center; 3],
            opening_name: None,
            pending: None,
            claimable_overline: None,
            lapsed: None,
            decided_by: None,
            stock,
        })
    }

    /// The rules of this game.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The colour of the next stone.
    #[must_use]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Stones placed and passes made so far (swaps, declarations, claims and other events are
    /// not plies).
    #[must_use]
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// Record entries accepted so far, events included.
    #[must_use]
    pub fn entries(&self) -> u32 {
        self.entries
    }

    /// Whether the game goes on, and how it ended.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// The stone at `p` (`None` when empty or off the board).
    #[must_use]
    pub fn stone_at(&self, p: Point) -> Option<Color> {
        self.board.get(p)
    }

    /// The last ply: who made it and where (`None` for a pass).
    #[must_use]
    pub fn last_move(&self) -> Option<(Color, Option<Point>)> {
        self.last
    }

    /// How many times the players exchanged colours during the opening.
    #[must_use]
    pub fn swaps(&self) -> u32 {
        self.protocol.swaps()
    }

    /// The canonical opening (D1..I13) formed by the first three stones, once they are down.
    #[must_use]
    pub fn opening_name(&self) -> Option<OpeningName> {
        self.opening_name
    }

    /// The forbidden move that decided the game (White won by it), for the verdict.
    #[must_use]
    pub fn forbidden_violation(&self) -> Option<&ForbiddenMove> {
        self.decided_by.as_ref()
    }

    /// A forbidden move White may claim now: the one just played, or an earlier overline.
    #[must_use]
    pub fn claimable(&self) -> Option<&ForbiddenMove> {
        self.pending.as_ref().map(|(_, f)| f).or(self.claimable_overline.as_ref())
    }

    /// Continuous gomoku: the stones `color` has still to place (`None` in other games).
    #[must_use]
    pub fn stones_left(&self, color: Color) -> Option<u32> {
        self.stock.as_ref().map(|s| s.left(color))
    }

    /// Continuous gomoku: the fives `color` has made (`None` in other games).
    #[must_use]
    pub fn fives(&self, color: Color) -> Option<u32> {
        self.stock.as_ref().map(|s| s.fives(color))
    }

    /// Continuous gomoku: the player who made five and must name the stone it replaces next.
    #[must_use]
    pub fn replacement_owed(&self) -> Option<Color> {
        self.stock.as_ref().and_then(|s| s.replacing)
    }

    /// A row already on the board that would have ended the game when it was made: a stone of
    /// a winning row (docs/rules/renju.md, "Setup positions"), or of Black's overline where the
    /// rules forbid it. A setup holding one is a finished position, not a game to play on.
    /// Never in a continuous game, where a five does not end the game.
    #[must_use]
    pub fn finished_row(&self) -> Option<(Color, Point)> {
        if self.rules.continuous {
            // Seed 001 玩法二: a five does not end a continuous game.
            return None;
        }
        for color in [Color::Black, Color::White] {
            for p in self.board.points_of(color) {
                let Some(idx) = self.board.index(p) else { continue };
                let code = stone_code(color);
                let overline = color == Color::Black
                    && self.rules.win == WinRule::Renju
                    && self.rules.forbidden.contains(crate::ForbiddenKind::Overline)
                    && longest_and_exact_five(&self.board, idx, code).0 > 5;
                if overline || row_wins(&self.board, idx, color, self.rules.win) {
                    return Some((color, p));
                }
            }
        }
        None
    }

    /// Whether a Black stone at `p` would be forbidden under this game's rules, and why.
    #[must_use]
    pub fn forbidden_at(&self, p: Point) -> Option<Forbidden> {
        forbidden_with(&self.board, p, self.rules.forbidden)
    }

    /// Every point where a Black stone would be forbidden under this game's rules.
    #[must_use]
    pub fn forbidden_points(&self) -> Vec<Forbidden> {
        forbidden_points_with(&self.board, self.rules.forbidden)
    }

    /// Applies one record entry. `player` is the colour the record gives for it, if any; it
    /// must be the player whose entry it is (see [`Move`]), else `out-of-turn`.
    ///
    /// # Errors
    /// The [`Violation`] of a move that may not be played; the game is then unchanged.
    pub fn play(&mut self, player: Option<Color>, mv: &Move) -> Result<(), Violation> {
        if let Status::Over(outcome) = self.status {
            return Err(violation(
                ViolationKind::AfterEnd,
                player.unwrap_or(self.to_move),
                None,
                format!("the game is already over ({})", outcome.describe()),
            ));
        }
        if let Move::Claim = mv {
            return self.claim(player);
        }
        if let Some(owed) = self.replacement_owed() {
            if !matches!(mv, Move::Replace(_)) {
                let message = format!(
                    "{} made five and must first name the {} stone it replaces (`replace <point>`)",
                    owed.title(),
                    owed.opponent().title()
                );
                return Err(violation(ViolationKind::Replace, player.unwrap_or(self.to_move), None, message));
            }
        }
        let mover = match mv {
            Move::Declare(_) | Move::Replace(_) => self.to_move.opponent(),
            Move::Draw => player.unwrap_or(self.to_move),
            _ => self.to_move,
        };
        if let Some(given) = player.filter(|&g| g != mover) {
            let message = match mv {
                Move::Declare(_) => {
                    format!("the number of offers is {}'s to declare, not {}'s", mover.title(), given.title())
                }
                _ => format!("it is {}'s turn, not {}'s", mover.title(), given.title()),
            };
            return Err(violation(ViolationKind::OutOfTurn, given, None, message));
        }
        let n = self.stones_played as usize;
        match mv {
            Move::Place(p) => self.place(mover, *p, n)?,
            Move::Offer { offers, keep } => {
                let mut protocol = self.protocol.clone();
                protocol.offer(n, offers, *keep, &self.board).map_err(|b| self.broken(mover, b))?;
                self.put_stone(mover, *keep)?;
                self.protocol = protocol;
            }
            Move::Pass => {
                if self.rules.pass == PassRule::Forbidden {
                    let message = "passing is not allowed under these rules".to_owned();
                    return Err(violation(ViolationKind::Pass, mover, None, message));
                }
                self.protocol.check_pass(n).map_err(|m| violation(ViolationKind::Pass, mover, None, m))?;
                self.plies += 1;
                self.passes_in_row += 1;
                self.last = Some((mover, None));
                self.to_move = mover.opponent();
                if self.passes_in_row >= 2 {
                    self.end(Winner::Draw, EndReason::Passes);
                }
            }
            Move::Swap => {
                self.protocol.swap(n).map_err(|m| violation(ViolationKind::Swap, mover, None, m))?
            }
            Move::Declare(k) => self.protocol.declare(n, *k).map_err(|b| self.broken(mover, b))?,
            Move::Resign => self.end(Winner::of(mover.opponent()), EndReason::Resignation),
            Move::Timeout => self.end(Winner::of(mover.opponent()), EndReason::Timeout),
            Move::Forfeit => self.end(Winner::of(mover.opponent()), EndReason::Forfeit),
            Move::Draw => self.end(Winner::Draw, EndReason::Agreement),
            Move::Replace(q) => self.replace(mover, *q)?,
            Move::Claim => {}
        }
        self.entries += 1;
        self.lapse_unclaimed();
        self.check_limits();
        Ok(())
    }

    fn broken(&self, player: Color, (kind, point, message): Broken) -> Violation {
        violation(kind, player, point, message)
    }

    fn end(&mut self, winner: Winner, reason: EndReason) {
        self.status = Status::Over(Outcome { winner, reason });
    }

    fn place(&mut self, color: Color, p: Point, n: usize) -> Result<(), Violation> {
        let size = self.board.size();
        if !size.contains(p) {
            let message = format!(
                "{} {} is not on the {} board ({})",
                color.title(),
                at(p),
                size.describe(),
                Notation::Renju.legend(size)
            );
            return Err(violation(ViolationKind::OffBoard, color, Some(p), message));
        }
        if !self.board.is_empty_at(p) {
            let message = format!("{} {}: that point is already occupied", color.title(), at(p));
            return Err(violation(ViolationKind::Occupied, color, Some(p), message));
        }
        self.protocol.check_place(n, p, self.board.center()).map_err(|b| self.broken(color, b))?;
        self.put_stone(color, p)
    }

    /// Puts a stone that passed the point and opening checks, and applies the win, forbidden and
    /// draw rules to it.
    fn put_stone(&mut self, color: Color, p: Point) -> Result<(), Violation> {
        let Some(idx) = self.board.index(p) else {
            let message = format!("{} {} is not on the board", color.title(), at(p));
            return Err(violation(ViolationKind::OffBoard, color, Some(p), message));
        };
        // docs/rules/renju.md "Winning": Renju lets only White's overline win; the win is judged
        // before any forbidden shape (seed: 五连与禁手同时形成，判胜).
        let wins = row_wins(&self.board, idx, color, self.rules.win);
        let mut forbidden = None;
        if !wins && color == Color::Black && !self.rules.forbidden.is_empty() {
            if let Verdict::Forbidden(kind, per_line) = judge(&mut self.board, idx, self.rules.forbidden) {
                forbidden = Some(Forbidden { point: p, kind, per_line });
            }
        }
        if let Some(f) = forbidden {
            if self.rules.forbidden_effect == ForbiddenEffect::Illegal {
                let kind = ViolationKind::forbidden(f.kind);
                return Err(violation(kind, color, Some(p), f.describe()));
            }
        }
        self.board.place(p, color);
        self.plies += 1;
        self.stones_played += 1;
        self.passes_in_row = 0;
        self.last = Some((color, Some(p)));
        self.to_move = color.opponent();
        self.note_opening(p);
        if let (Some(stock), None) = (&mut self.stock, &forbidden) {
            // Seed 001 玩法二: a five does not end a continuous game; placing the last stone does.
            // (A forbidden move, under a profile that has any, is judged as in any game.)
            let last = stock.placed(color);
            if wins {
                stock.scored(color);
            }
            if last {
                self.end(Winner::of(color), EndReason::StonesPlaced);
            } else if wins && self.board.points_of(color.opponent()).next().is_some() {
                stock.replacing = Some(color);
            }
            return Ok(());
        }
        if wins {
            self.end(Winner::of(color), EndReason::Five);
        } else if let Some(f) = forbidden {
            let fm = ForbiddenMove {
                ply: self.plies,
                violation: violation(ViolationKind::forbidden(f.kind), color, Some(p), f.describe()),
                forbidden: f,
            };
            match self.rules.forbidden_effect {
                ForbiddenEffect::Claim => self.pending = Some((self.entries, fm)),
                ForbiddenEffect::Loses | ForbiddenEffect::Illegal => {
                    self.decided_by = Some(fm);
                    self.end(Winner::White, EndReason::Forbidden);
                }
            }
        }
        Ok(())
    }

    /// Continuous gomoku: the five's maker puts its own stone in place of the opponent's stone
    /// at `q`, which goes back to its owner (seed 001 玩法二: 替换对方任意一枚棋子。被替换的棋子可以
    /// 和对方交换棋子). The replacing stone scores no five of its own: the seed ties a
    /// replacement to a five made by a move.
    fn replace(&mut self, color: Color, q: Point) -> Result<(), Violation> {
        if self.replacement_owed() != Some(color) {
            let message = format!("{} {}: no five is owed a replacement", color.title(), at(q));
            return Err(violation(ViolationKind::Replace, color, Some(q), message));
        }
        if self.board.get(q) != Some(color.opponent()) {
            let message = format!(
                "{} replaces {}, which is not a {} stone",
                color.title(),
                at(q),
                color.opponent().title()
            );
            return Err(violation(ViolationKind::Replace, color, Some(q), message));
        }
        self.board.remove(q);
        self.board.place(q, color);
        if let Some(stock) = &mut self.stock {
            stock.replacing = None;
            stock.returned(color.opponent());
            if stock.placed(color) {
                self.end(Winner::of(color), EndReason::StonesPlaced);
            }
        }
        Ok(())
    }

    fn note_opening(&mut self, p: Point) {
        let k = self.stones_played as usize;
        if let Some(slot) = self.first_stones.get_mut(k.wrapping_sub(1)) {
            *slot = p;
        }
        if k == 3 && self.plies == 3 && self.fresh {
            let [a, b, c] = self.first_stones;
            self.opening_name = identify_opening(self.board.center(), a, b, c);
        }
    }

    /// White's claim (docs/rules/renju.md, "What a forbidden move does"; RIF 9.8).
    fn claim(&mut self, player: Option<Color>) -> Result<(), Violation> {
        if player == Some(Color::Black) {
            let message = "only White can claim a forbidden move".to_owned();
            return Err(violation(ViolationKind::Claim, Color::Black, None, message));
        }
        let claimed = self.pending.take().map(|(_, f)| f).or_else(|| self.claimable_overline.take());
        let Some(fm) = claimed else {
            let message = match &self.lapsed {
                Some(l) => format!(
                    "White claims a forbidden move, but Black's forbidden move at ply {} ({}) was not claimed at once and can no longer be claimed",
                    l.ply,
                    l.forbidden.kind.id()
                ),
                None => "White claims a forbidden move, but Black has made none".to_owned(),
            };
            return Err(violation(ViolationKind::Claim, Color::White, None, message));
        };
        self.decided_by = Some(fm);
        self.entries += 1;
        self.end(Winner::White, EndReason::Forbidden);
        Ok(())
    }

    /// After any accepted entry but the claim itself, a forbidden move played before it can no
    /// longer be claimed, except an overline (RIF 9.8; seed: 若白方未发现或发现后不立即指出，反而
    /// 继续落子，则禁手失效).
    fn lapse_unclaimed(&mut self) {
        let stale = self.pending.as_ref().is_some_and(|(entry, _)| *entry + 1 < self.entries);
        if stale {
            if let Some((_, fm)) = self.pending.take() {
                if fm.forbidden.kind == crate::ForbiddenKind::Overline {
                    self.claimable_overline = Some(fm.clone());
                }
                self.lapsed = Some(fm);
            }
        }
    }

    /// The draws that depend on the board or the move count, once no claim is pending (so that
    /// White can still claim a forbidden move that filled the board).
    fn check_limits(&mut self) {
        if self.status != Status::Playing || self.pending.is_some() {
            return;
        }
        if self.board.is_full() {
            self.end(Winner::Draw, EndReason::BoardFull);
        } else if self.rules.max_moves.is_some_and(|m| self.stones_played >= m) {
            self.end(Winner::Draw, EndReason::MaxMoves);
        }
    }
}
