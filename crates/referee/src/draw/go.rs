//! A Go position as a [`Grid`]: the stones of a `go_rules::Game`, the star points of the usual
//! board sizes, the last stone, and a caption with the ply, the player to move and the captures
//! (提子).

use go_rules::{Color, Game, Life, LifeJudgement, Point};
use grid::Notation;

use super::{Grid, Style};
use crate::lang::Msg;

/// A Go position ready to draw.
#[derive(Debug)]
pub struct Position<'a> {
    /// The game as it stands.
    pub game: &'a Game,
    /// Leading record entries that were free-placement handicap stones: plies are counted from
    /// the record's first entry.
    pub placed: usize,
    /// The point of a rejected move, marked on the board.
    pub marked: Option<Point>,
    /// A life judgement whose dead and uncertain stones are marked (`--explain` of an inferred
    /// count, `referee show --dead`), with a legend under the board.
    pub life: Option<&'a LifeJudgement>,
}

/// The star points (星位) of the board sizes that have them: 4-4 points and the centre, and
/// the side stars on 19x19 and 13x13.
pub fn stars(side: u8) -> Vec<Point> {
    let lines: &[u8] = match side {
        19 => &[3, 9, 15],
        13 => &[3, 6, 9],
        9 => &[2, 4, 6],
        _ => &[],
    };
    let mut out = Vec::new();
    for &c in lines {
        for &r in lines {
            // 9x9 has five star points: the four 3-3 points and the centre.
            if side != 9 || (c == 4) == (r == 4) {
                out.push(Point::new(c, r));
            }
        }
    }
    out
}

/// The grid of the position, with its caption in the style's language.
pub fn grid(pos: &Position<'_>, style: Style) -> Grid {
    let game = pos.game;
    let size = game.size();
    let mut g = Grid::new(size, Notation::Gtp);
    for p in size.points() {
        g.stones[size.index(p)] = game.stone_at(p);
    }
    // Star points are marked on the square boards that have them; a rectangle has none.
    g.stars = if size.cols == size.rows { stars(size.cols) } else { Vec::new() };
    g.last = game.last_move();
    g.marked = pos.marked;
    let lang = style.lang;
    if let Some(j) = pos.life {
        for c in &j.chains {
            match c.life {
                Life::Dead => g.dead.extend_from_slice(&c.stones),
                Life::Uncertain => g.unsure.extend_from_slice(&c.stones),
                Life::Alive => {}
            }
        }
    }
    let sep = if lang == crate::lang::Lang::En { "; " } else { "；" };
    let captured = Msg::Captured { black: game.captures(Color::Black), white: game.captures(Color::White) };
    g.caption.push(
        [
            Msg::AfterPly(pos.placed + game.plies()).text(lang),
            Msg::ToMove(game.to_move().into()).text(lang),
            captured.text(lang),
        ]
        .join(sep),
    );
    if pos.life.is_some() {
        g.caption.push(Msg::LifeLegend { svg: style.output == super::Output::Svg }.text(lang));
    }
    g
}

/// Draws the position in the style's form.
pub fn render(pos: &Position<'_>, style: Style) -> String {
    grid(pos, style).render(style)
}
