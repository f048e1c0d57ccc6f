//! The rules of junqi (军棋: two-player 陆战棋, and four-player 四国军棋) as the referee applies them
//! (docs/rules/junqi.md): the 60-station board as a graph of road and rail links given by data,
//! the 25-piece sets and their deployment rules, moves (one step along a link, straight rail
//! slides, engineers turning freely on the railway), attacks, and the end of the game. The
//! referee sees both deployments and resolves every attack itself. The crate does no I/O:
//! it takes typed starts and moves and returns typed outcomes and [`Violation`]s.
//!
//! ```
//! use junqi_rules::{Board, Game, Move, PieceKind, Rules, Side, Start, Status};
//!
//! let board = Board::two_player();
//! let at = |name| board.station(name).unwrap();
//! // A position (not a deployment): a red brigade faces a blue company across the frontier.
//! let start = Start::Position {
//!     red: vec![(at("a2"), PieceKind::Brigade), (at("b1"), PieceKind::Flag)],
//!     blue: vec![(at("a9"), PieceKind::Company), (at("b12"), PieceKind::Flag), (at("e11"), PieceKind::Engineer)],
//! };
//! let mut game = Game::new(Rules::default(), start).unwrap();
//! // The brigade slides up file a and attacks: rank 6 beats rank 3.
//! game.play(Some(Side::Red), Move::Step { from: at("a2"), to: at("a9") }).unwrap();
//! assert_eq!(game.piece_at(at("a9")), Some((Side::Red, PieceKind::Brigade)));
//! // Blue's engineer turns rail corners freely: down file e, then along rank 7.
//! let mut moves = Vec::new();
//! game.legal_moves(&mut moves);
//! assert!(moves.contains(&(at("e11"), at("a7"))));
//! assert_eq!(game.status(), Status::Playing);
//! // Nothing may land on its own side's piece.
//! let err = game.play(None, Move::Step { from: at("e11"), to: at("b12") }).unwrap_err();
//! assert_eq!(err.kind.id(), "own-piece");
//! ```
//!
//! Four-player junqi (四国军棋, docs/rules/junqi.md §12) is [`SiguoGame`] on
//! [`Board::four_player`]: four [`Seat`]s, partners opposite, a player out when its flag falls.
//!
//! ```
//! use junqi_rules::{Board, Move, PieceKind, Seat, SiguoGame, SiguoRules, SiguoStart};
//!
//! let board = Board::four_player();
//! let at = |name: &str| board.station(name).unwrap();
//! let army = |list: &[(&str, PieceKind)]| list.iter().map(|&(n, k)| (at(n), k)).collect::<Vec<_>>();
//! let start = SiguoStart::Position([
//!     army(&[("Sb1", PieceKind::Flag), ("Sa2", PieceKind::Division)]),
//!     army(&[("Eb1", PieceKind::Flag), ("Ea1", PieceKind::Platoon)]),
//!     army(&[("Nb1", PieceKind::Flag), ("Ne2", PieceKind::Platoon)]),
//!     army(&[("Wb1", PieceKind::Flag), ("Wa1", PieceKind::Platoon)]),
//! ]);
//! let mut game = SiguoGame::new(SiguoRules::default(), start).unwrap();
//! // Straight up South's file a, through the centre, into North's file e: but North is
//! // South's partner, so its platoon on Ne2 may not be attacked.
//! let err = game.check(at("Sa2"), at("Ne2")).unwrap_err();
//! assert_eq!(err.kind.id(), "partner-piece");
//! game.play(Some(Seat::South), Move::Step { from: at("Sa2"), to: at("Ne3") }).unwrap();
//! assert_eq!(game.to_move(), Seat::East);
//! ```

mod board;
mod combat;
mod deployment;
mod four_player;
mod game;
mod movegen;
mod piece;
mod rules;
mod seat;
mod side;
mod siguo;
mod two_player;
mod violation;

pub use board::{Board, Link, LinkKind, Station, StationKind};
pub use combat::{clash, Clash, NoClash};
pub use deployment::{check_arm_deployment, check_deployment, Start};
pub use game::{EndReason, Event, Game, Move, Note, Outcome, Status, Winner};
pub use piece::PieceKind;
pub use rules::{BombVsFlag, FlagCapturers, MineRule, Rules};
pub use seat::{Seat, Team, TurnOrder};
pub use side::Side;
pub use siguo::{
    OutPieces, OutReason, SiguoEvent, SiguoGame, SiguoNote, SiguoOutcome, SiguoRules, SiguoStart, SiguoStatus,
};
pub use violation::{Area, SetupBreach, Violation, ViolationKind};
