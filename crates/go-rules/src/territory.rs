//! Territory counting, as Japanese and Korean rules count: each side's surrounded empty points
//! plus its prisoners (stones it captured in play and the opponent's dead stones removed at the
//! end), with komi in points. The regions are found exactly as for area counting.

use grid::Point;

use crate::{Game, ScoreError, Winner};

/// The territory count of a position, in points.
#[derive(Debug, Clone, PartialEq)]
pub struct TerritoryScore {
    /// Empty points (dead stones' points included) surrounded by Black alone.
    pub black_territory: u32,
    /// Empty points (dead stones' points included) surrounded by White alone.
    pub white_territory: u32,
    /// Stones Black captured in play plus White's dead stones.
    pub black_prisoners: u32,
    /// Stones White captured in play plus Black's dead stones.
    pub white_prisoners: u32,
    /// Komi in points.
    pub komi_points: f64,
    /// Black's margin in points: territory + prisoners of Black, minus White's, minus komi.
    pub margin_points: f64,
    /// Who wins on this count.
    pub winner: Winner,
}

impl TerritoryScore {
    /// The same count with each side's territory as the players marked it (e.g. SGF `TB`/`TW`
    /// agreed at the end of a game under Japanese rules, where points in seki are no one's).
    #[must_use]
    pub fn with_territory(mut self, black: u32, white: u32) -> TerritoryScore {
        self.black_territory = black;
        self.white_territory = white;
        self.margin_points = f64::from(black + self.black_prisoners)
            - f64::from(white + self.white_prisoners)
            - self.komi_points;
        self.winner = winner_of(self.margin_points);
        self
    }
}

fn winner_of(margin: f64) -> Winner {
    if margin > 0.0 {
        Winner::Black
    } else if margin < 0.0 {
        Winner::White
    } else {
        Winner::Draw
    }
}

impl Game {
    /// The territory count of the current position with the stones on the `dead` points removed.
    ///
    /// Points in seki are counted like any other region: an eye surrounded by one colour alone
    /// counts as its territory. (Japanese rules give no territory in seki; records that mark
    /// such eyes differ by those points.)
    ///
    /// # Errors
    /// [`ScoreError::NoStone`] for a `dead` point that holds no stone.
    pub fn territory_score(&self, dead: &[Point]) -> Result<TerritoryScore, ScoreError> {
        let area = self.score(dead)?;
        let (mut dead_black, mut dead_white) = (0u32, 0u32);
        for &p in dead {
            match self.stone_at(p) {
                Some(grid::Color::Black) => dead_black += 1,
                Some(grid::Color::White) => dead_white += 1,
                None => {}
            }
        }
        let black_prisoners = self.captures(grid::Color::Black) + dead_white;
        let white_prisoners = self.captures(grid::Color::White) + dead_black;
        let komi_points = 2.0 * self.rules().komi;
        let margin_points = f64::from(area.black_territory + black_prisoners)
            - f64::from(area.white_territory + white_prisoners)
            - komi_points;
        let winner = winner_of(margin_points);
        Ok(TerritoryScore {
            black_territory: area.black_territory,
            white_territory: area.white_territory,
            black_prisoners,
            white_prisoners,
            komi_points,
            margin_points,
            winner,
        })
    }
}

impl Game {
    /// The points of each side's territory that the side would have to fill with its own stone
    /// once the dame are filled, with the stones on the `dead` points removed: a chain whose
    /// liberties are dame and exactly one point of its own territory is put in atari when the
    /// opponent fills the dame, and must then play on that point. Japanese-style territory
    /// counting gives no territory for such a point (docs/rules/go.md, "Inferred dead stones");
    /// the players' own marks leave it out, so a count without marks must too. In board order,
    /// each once; points off the board or without stones in `dead` are ignored.
    #[must_use]
    pub fn territory_fills(&self, dead: &[Point]) -> Vec<Point> {
        self.fills(dead, true)
    }

    /// Every point [`Game::territory_fills`] might name if any dame could be filled: the points
    /// of a side's territory that are the only such liberty of a chain next to a dame, whether
    /// or not the opponent's stone on that dame would itself be in atari. A count without marks
    /// is sure of these points only as far as the players read them the same way.
    #[must_use]
    pub fn territory_fill_candidates(&self, dead: &[Point]) -> Vec<Point> {
        self.fills(dead, false)
    }

    fn fills(&self, dead: &[Point], strict: bool) -> Vec<Point> {
        let size = self.size();
        let n = size.len();
        let mut colors: Vec<u8> = (0..n).map(|i| self.board().code_at(i)).collect();
        for &p in dead {
            if size.contains(p) {
                colors[size.index(p)] = 0;
            }
        }
        let geometry = self.board().geometry();
        // Owner of each empty point: 1 Black, 2 White, 3 neutral (dame).
        let mut owner = vec![0u8; n];
        let mut seen = vec![false; n];
        let mut stack = Vec::new();
        let mut region = Vec::new();
        for start in 0..n {
            if colors[start] != 0 || seen[start] {
                continue;
            }
            region.clear();
            let mut reaches = 0u8;
            seen[start] = true;
            stack.push(start);
            while let Some(i) = stack.pop() {
                region.push(i);
                for &nb in geometry.neighbours(i) {
                    let nb = usize::from(nb);
                    match colors[nb] {
                        0 if !seen[nb] => {
                            seen[nb] = true;
                            stack.push(nb);
                        }
                        0 => {}
                        c => reaches |= c,
                    }
                }
            }
            let o = if reaches == 0 { 3 } else { reaches };
            for &i in &region {
                owner[i] = o;
            }
        }
        // The position with the dead stones removed, to try the opponent's dame fills on.
        let mut board = crate::board::Board::new(size);
        for (i, &c) in colors.iter().enumerate() {
            if c != 0 {
                board.place(i, c);
            }
        }
        // Chains of the position with the dead stones removed, by flood fill.
        let mut chain_seen = vec![false; n];
        let mut fills = vec![false; n];
        let mut libs: Vec<usize> = Vec::new();
        for start in 0..n {
            let c = colors[start];
            if c == 0 || chain_seen[start] {
                continue;
            }
            libs.clear();
            chain_seen[start] = true;
            stack.push(start);
            while let Some(i) = stack.pop() {
                for &nb in geometry.neighbours(i) {
                    let nb = usize::from(nb);
                    if colors[nb] == c && !chain_seen[nb] {
                        chain_seen[nb] = true;
                        stack.push(nb);
                    } else if colors[nb] == 0 && !libs.contains(&nb) {
                        libs.push(nb);
                    }
                }
            }
            // The opponent may fill a dame next to the chain only where its stone is not at once
            // in atari itself (else the chain's owner takes it, and fills nothing).
            let opponent = if c == 1 { grid::Color::White } else { grid::Color::Black };
            let dame = libs.iter().any(|&l| {
                owner[l] == 3
                    && (!strict || {
                        let plan = board.plan(l, opponent);
                        !plan.suicide && (plan.captured_stones > 0 || board.keeps_two_liberties(&plan))
                    })
            });
            let own: Vec<usize> = libs.iter().copied().filter(|&l| owner[l] == c).collect();
            if dame && own.len() == 1 {
                fills[own[0]] = true;
            }
        }
        (0..n).filter(|&i| fills[i]).map(|i| size.point(i)).collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::{Color, Game, Move, Point, Rules, Scoring, Setup, Winner};

    fn play(game: &mut Game, moves: &[(u8, u8)]) {
        for &(c, r) in moves {
            game.play(None, Move::Play(Point::new(c, r))).expect("legal move");
        }
    }

    #[test]
    fn prisoners_and_dead_stones_count_for_the_capturer() {
        // 5x5: a black wall on column C and a white wall on column D split the board into
        // Black's columns A-B (10 points) and White's column E (5 points).
        let rules = Rules { size: 5, komi: 0.0, scoring: Scoring::Territory, ..Rules::default() };
        let setup = Setup {
            black: vec![
                Point::new(2, 0),
                Point::new(2, 1),
                Point::new(2, 2),
                Point::new(2, 3),
                Point::new(2, 4),
            ],
            white: vec![
                Point::new(3, 0),
                Point::new(3, 1),
                Point::new(3, 2),
                Point::new(3, 3),
                Point::new(3, 4),
            ],
            first: Some(Color::White),
            handicap: Some(0),
        };
        let mut game = Game::new(rules, &setup).expect("setup");
        // White invades at A1, Black answers B1, White plays E5 elsewhere, Black A2 captures A1.
        play(&mut game, &[(0, 0), (1, 0), (4, 4), (0, 1)]);
        assert_eq!(game.captures(Color::Black), 1);
        let s = game.territory_score(&[]).expect("count");
        // Black's columns A-B minus its stones B1 and A2 (A1 is empty again): 8 points.
        assert_eq!(s.black_territory, 8);
        // White's region: column E minus E5 (a white stone) = 4 points.
        assert_eq!(s.white_territory, 4);
        assert_eq!(s.black_prisoners, 1);
        assert_eq!(s.margin_points, 8.0 + 1.0 - 4.0);
        assert_eq!(s.winner, Winner::Black);
        // Marked dead (for the bookkeeping only), White's E5 becomes Black's prisoner and its
        // point empty again: White's column E is 5 points.
        let s = game.territory_score(&[Point::new(4, 4)]).expect("count");
        assert_eq!(s.black_prisoners, 2);
        assert_eq!(s.white_territory, 5);
    }
}
