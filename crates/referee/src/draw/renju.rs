//! A Renju or Gomoku position as a [`Grid`]: the stones, the rulebook diagrams' star points
//! (the centre and, on 15x15, d4 l4 d12 l12), the last stone, and — when Black is to move under
//! a profile with forbidden moves — Black's forbidden points marked `×` and listed with their
//! kinds (三三, 四四, 长连), the way an arbiter asks for them in a disputed position.

use grid::{Color, Notation, Point};
use renju_rules::{Game, Status};

use super::{Grid, Style};
use crate::lang::{Lang, Msg};

/// A Renju or Gomoku position ready to draw.
#[derive(Debug)]
pub struct Position<'a> {
    /// The game as it stands.
    pub game: &'a Game,
    /// The point of a rejected move, marked on the board.
    pub marked: Option<Point>,
}

/// The star points of the rulebook diagrams: the centre, and on 15x15 the four points four
/// lines in from each edge.
pub fn stars(side: u8) -> Vec<Point> {
    let mut out = Vec::new();
    if side % 2 == 1 {
        out.push(Point::new(side / 2, side / 2));
    }
    if side == 15 {
        for c in [3, 11] {
            for r in [3, 11] {
                out.push(Point::new(c, r));
            }
        }
    }
    out
}

/// The grid of the position, with its caption in the style's language.
pub fn grid(pos: &Position<'_>, style: Style) -> Grid {
    let game = pos.game;
    let size = game.board().size();
    let lang = style.lang;
    let mut g = Grid::new(size, Notation::Renju);
    for p in size.points() {
        g.stones[size.index(p)] = game.stone_at(p);
    }
    g.stars = stars(size.cols);
    g.last = game.last_move().and_then(|(_, p)| p);
    g.marked = pos.marked;
    let black_to_move = game.status() == Status::Playing && game.to_move() == Color::Black;
    let shows_forbidden = black_to_move && !game.rules().forbidden.is_empty();
    let forbidden = if shows_forbidden { game.forbidden_points() } else { Vec::new() };
    g.crosses = forbidden.iter().map(|f| f.point).collect();
    let state = match game.status() {
        // English keeps the rule crate's own sentence, as the verdict's text line does.
        Status::Over(o) if lang == Lang::En => o.describe(),
        Status::Over(o) => Msg::Ended { winner: o.winner.into(), reason: o.reason.into() }.text(lang),
        Status::Playing => Msg::ToMove(game.to_move().into()).text(lang),
    };
    let sep = if lang == Lang::En { "; " } else { "；" };
    g.caption.push(format!("{}{sep}{state}", Msg::AfterPly(game.entries() as usize).text(lang)));
    if let Some(name) = game.opening_name() {
        // The Japanese name is romanised: Chinese gives the code and the Chinese name.
        g.caption.push(match lang {
            Lang::En => format!("opening {} {} {}", name.code, name.chinese, name.japanese),
            Lang::Zh => format!("开局 {} {}", name.code, name.chinese),
        });
    }
    if shows_forbidden {
        let list: Vec<(String, renju_rules::ForbiddenKind)> =
            forbidden.iter().map(|f| (Notation::Renju.format(f.point, size), f.kind)).collect();
        g.caption.push(Msg::ForbiddenForBlack(&list).text(lang));
    }
    g
}

/// Draws the position in the style's form.
pub fn render(pos: &Position<'_>, style: Style) -> String {
    grid(pos, style).render(style)
}
