//! Area counting (seed art. 9, 数子法): stones plus surrounded empty points, with the agreed
//! dead stones (art. 8) removed first.

use std::fmt;

use grid::{Notation, Point};

use crate::board::{code, EMPTY};
use crate::seki::{fill_dame, life, Life};
use crate::{Game, Neutral, Rules, Tax, Winner};

/// The count of a position, in stones (one point of the board = one stone).
#[derive(Debug, Clone, PartialEq)]
pub struct Score {
    /// Black stones left on the board after removing the dead ones.
    pub black_stones: u32,
    /// White stones left on the board after removing the dead ones.
    pub white_stones: u32,
    /// Empty points (dead stones' points included) in regions reaching only black stones.
    pub black_territory: u32,
    /// Empty points (dead stones' points included) in regions reaching only white stones.
    pub white_territory: u32,
    /// Empty points in regions reaching both colours, or none.
    pub neutral: u32,
    /// Under `tax: seki` or `all`: empty points surrounded by one colour alone but inside a
    /// seki (outside its independent-life regions), which count for nobody.
    pub seki: u32,
    /// Under `tax: all`: the points each side pays, two per independent-life region
    /// (Black, White).
    pub tax: (u32, u32),
    /// Under `button: true`: the player who passed first, who receives half a point.
    pub button: Option<grid::Color>,
    /// Black's area: stones + territory, plus half the neutral points under `neutral: split`,
    /// minus the group tax, plus half a point for the button.
    pub black_area: f64,
    /// White's area, likewise. Under `split` the two areas add up to the number of points.
    pub white_area: f64,
    /// Komi in stones, as applied.
    pub komi: f64,
    /// White's handicap compensation in stones, as applied.
    pub handicap_bonus: f64,
    /// Black's margin in stones: `(black_area - white_area) / 2 - komi - handicap_bonus`,
    /// which under `split` is `black_area - (points / 2 + komi + handicap_bonus)`.
    /// Positive: Black wins; negative: White; zero: a draw. In points it is twice this.
    pub margin_stones: f64,
    /// Who wins on this count.
    pub winner: Winner,
}

/// Why a count cannot be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScoreError {
    /// A point listed as a dead stone holds no stone (or is off the board).
    NoStone(Point),
}

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScoreError::NoStone(p) => {
                let name = Notation::Gtp.format(*p, grid::Size::square(grid::MAX_SIDE));
                write!(f, "dead stone {name} is not a stone on the board")
            }
        }
    }
}

impl std::error::Error for ScoreError {}

impl Game {
    /// The area count of the current position (callable in any status), with the stones on
    /// the `dead` points removed first (art. 8-9). Each empty region reaching only one colour
    /// belongs to it; a region reaching both (dame, shared liberties in seki) is neutral.
    ///
    /// # Errors
    /// [`ScoreError::NoStone`] for a `dead` point that holds no stone.
    pub fn score(&self, dead: &[Point]) -> Result<Score, ScoreError> {
        self.score_marking(dead, None)
    }

    /// The points [`Game::score`] counts as each colour's territory (`[Black's, White's]`, in
    /// board order), with the stones on the `dead` points removed first: the empty regions
    /// that reach one colour only, the points of the removed stones among them, and under a
    /// seki or group tax only those inside that colour's independent-life regions. They are
    /// the territory marks (SGF `TB`/`TW`) of the count.
    ///
    /// # Errors
    /// [`ScoreError::NoStone`] for a `dead` point that holds no stone.
    pub fn territory_points(&self, dead: &[Point]) -> Result<[Vec<Point>; 2], ScoreError> {
        let mut owned = vec![0u8; self.size().len()];
        self.score_marking(dead, Some(&mut owned))?;
        let size = self.size();
        let of = |c: u8| (0..owned.len()).filter(|&i| owned[i] == c).map(|i| size.point(i)).collect();
        Ok([of(code(grid::Color::Black)), of(code(grid::Color::White))])
    }

    /// The area count of the current position as `rules` would count it, with the stones on the
    /// `dead` points removed first: their komi, compensation for this game's handicap stones,
    /// tax, neutral points and button, on this game's board. The count of a record whose rules
    /// are in doubt under another rule set than the one it was played by (a KGS record whose
    /// `RU` was cut, read as its Chinese rules would count it).
    ///
    /// # Errors
    /// [`ScoreError::NoStone`] for a `dead` point that holds no stone.
    pub fn score_under(&self, rules: &Rules, dead: &[Point]) -> Result<Score, ScoreError> {
        self.score_marking_under(rules, dead, None)
    }

    /// [`Game::score`], writing into `owned` (when given) the colour code of each point counted
    /// as that colour's territory.
    fn score_marking(&self, dead: &[Point], owned: Option<&mut Vec<u8>>) -> Result<Score, ScoreError> {
        self.score_marking_under(self.rules(), dead, owned)
    }

    /// [`Game::score_marking`] under `rules`.
    fn score_marking_under(
        &self,
        rules: &Rules,
        dead: &[Point],
        mut owned: Option<&mut Vec<u8>>,
    ) -> Result<Score, ScoreError> {
        let board = self.board();
        let size = board.size();
        let mut colors = board.colors().to_vec();
        for &p in dead {
            if !size.contains(p) || board.code_at(size.index(p)) == EMPTY {
                return Err(ScoreError::NoStone(p));
            }
            colors[size.index(p)] = EMPTY;
        }
        let black = code(grid::Color::Black);
        let white = code(grid::Color::White);
        let mut count = Score {
            black_stones: colors.iter().filter(|&&c| c == black).count() as u32,
            white_stones: colors.iter().filter(|&&c| c == white).count() as u32,
            black_territory: 0,
            white_territory: 0,
            neutral: 0,
            seki: 0,
            tax: (0, 0),
            button: if rules.button { self.first_pass() } else { None },
            black_area: 0.0,
            white_area: 0.0,
            komi: rules.komi,
            handicap_bonus: rules.handicap_bonus.stones(self.handicap()),
            margin_stones: 0.0,
            winner: Winner::Draw,
        };
        let geometry = board.geometry();
        // Under a seki or group tax, the independent-life regions of each colour (seki.rs).
        let lives: Option<(Life, Life)> = (rules.tax != Tax::None).then(|| {
            // The seki test reads the position with its dame filled (seki.rs).
            let filled = fill_dame(&colors, geometry);
            (life(&filled, geometry, black), life(&filled, geometry, white))
        });
        if let (Some((b, w)), Tax::All) = (&lives, rules.tax) {
            count.tax = (2 * b.regions, 2 * w.regions);
        }
        // Flood fill each empty region once, noting which colours its edge reaches. A visited
        // point is marked in `colors` itself, so no second array is needed.
        const VISITED: u8 = 3;
        let mut stack: Vec<usize> = Vec::with_capacity(colors.len());
        for start in 0..colors.len() {
            if colors[start] != EMPTY {
                continue;
            }
            let (mut points, mut reaches) = (0u32, 0u8);
            let mut region = Vec::new();
            colors[start] = VISITED;
            stack.push(start);
            while let Some(i) = stack.pop() {
                points += 1;
                if owned.is_some() {
                    region.push(i);
                }
                for &n in geometry.neighbours(i) {
                    let n = usize::from(n);
                    match colors[n] {
                        EMPTY => {
                            colors[n] = VISITED;
                            stack.push(n);
                        }
                        VISITED => {}
                        c => reaches |= c,
                    }
                }
            }
            // Codes are 1 (black) and 2 (white), so the bits say which colours were reached.
            // A region bordered by one colour lies in one of its maximal stone-free regions of
            // the other colour, so it is wholly inside an independent-life region or outside.
            let alive = |side: usize| {
                lives.as_ref().is_none_or(|l| if side == 0 { &l.0 } else { &l.1 }.inside[start])
            };
            let owner = match reaches {
                1 if alive(0) => {
                    count.black_territory += points;
                    reaches
                }
                2 if alive(1) => {
                    count.white_territory += points;
                    reaches
                }
                1 | 2 => {
                    count.seki += points;
                    EMPTY
                }
                _ => {
                    count.neutral += points;
                    EMPTY
                }
            };
            if let Some(owned) = owned.as_deref_mut() {
                for i in region {
                    owned[i] = owner;
                }
            }
        }
        // Art. 9: the points between both sides' live stones go half to each.
        let shared = match rules.neutral {
            Neutral::Split => f64::from(count.neutral) / 2.0,
            Neutral::None => 0.0,
        };
        let button = |c| if count.button == Some(c) { 0.5 } else { 0.0 };
        count.black_area = f64::from(count.black_stones + count.black_territory) + shared
            - f64::from(count.tax.0)
            + button(grid::Color::Black);
        count.white_area = f64::from(count.white_stones + count.white_territory) + shared
            - f64::from(count.tax.1)
            + button(grid::Color::White);
        count.margin_stones = (count.black_area - count.white_area) / 2.0 - count.komi - count.handicap_bonus;
        count.winner = if count.margin_stones > 0.0 {
            Winner::Black
        } else if count.margin_stones < 0.0 {
            Winner::White
        } else {
            Winner::Draw
        };
        Ok(count)
    }
}
