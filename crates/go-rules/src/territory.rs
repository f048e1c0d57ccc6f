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
    /// Under `tax: seki` or `all`: surrounded points inside a seki, which count for nobody.
    pub seki: u32,
    /// Under `tax: all`: points each side pays, two per independent-life region.
    pub tax: (u32, u32),
    /// Under `pass_stones: true`: the passes each side made, included in the opponent's
    /// prisoners (Black's passes, White's passes).
    pub pass_stones: (u32, u32),
    /// Under `button: true`: the first player to pass, who receives half a point.
    pub button: Option<grid::Color>,
    /// Under `cleanup_points: true`: the points each side earned by its moves in KataGo's
    /// second cleanup phase (Black, White).
    pub cleanup: (u32, u32),
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
        // The players' marks already leave out the points they agree are in seki.
        self.seki = 0;
        self.margin_points = margin(&self);
        self.winner = winner_of(self.margin_points);
        self
    }
}

impl TerritoryScore {
    /// A side's points: territory + prisoners + cleanup points, minus the tax, plus the button
    /// (komi not included).
    #[must_use]
    pub fn points(&self, c: grid::Color) -> f64 {
        let button = if self.button == Some(c) { 0.5 } else { 0.0 };
        let (territory, prisoners, cleanup, tax) = match c {
            grid::Color::Black => (self.black_territory, self.black_prisoners, self.cleanup.0, self.tax.0),
            grid::Color::White => (self.white_territory, self.white_prisoners, self.cleanup.1, self.tax.1),
        };
        f64::from(territory + prisoners + cleanup) - f64::from(tax) + button
    }
}

/// Black's margin in points: each side's points, and the komi.
fn margin(t: &TerritoryScore) -> f64 {
    t.points(grid::Color::Black) - t.points(grid::Color::White) - t.komi_points
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
    /// Under `tax: none` an eye inside a seki counts like any other region; under `tax: seki`
    /// (Japanese and Korean rules) it counts for nobody, and under `tax: all` each living
    /// group also pays two points (docs/rules/go.md, "Seki and group tax"). Under
    /// `pass_stones: true` each pass is a prisoner for the opponent.
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
        let pass_stones = if self.rules().pass_stones {
            // AGA rule 7: White makes the last pass. When Black's pass ended the game, White's
            // closing pass (one more stone for Black) is owed whether or not the record shows it.
            let owed =
                u32::from(self.status() == crate::Status::Counting && self.to_move() == grid::Color::White);
            (self.passes_by(grid::Color::Black), self.passes_by(grid::Color::White) + owed)
        } else {
            (0, 0)
        };
        let black_prisoners = self.captures(grid::Color::Black) + dead_white + pass_stones.1;
        let white_prisoners = self.captures(grid::Color::White) + dead_black + pass_stones.0;
        let mut t = TerritoryScore {
            black_territory: area.black_territory,
            white_territory: area.white_territory,
            black_prisoners,
            white_prisoners,
            seki: area.seki,
            tax: area.tax,
            pass_stones,
            button: area.button,
            cleanup: if self.rules().cleanup_points {
                (self.cleanup_moves(grid::Color::Black), self.cleanup_moves(grid::Color::White))
            } else {
                (0, 0)
            },
            komi_points: 2.0 * self.rules().komi,
            margin_points: 0.0,
            winner: Winner::Draw,
        };
        t.margin_points = margin(&t);
        t.winner = winner_of(t.margin_points);
        Ok(t)
    }
}

/// The points a territory count without marks is unsure of ([`Game::territory_fill_points`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FillPoints {
    /// [`Game::territory_fills`]: the points a side must fill once the dame are filled.
    pub fills: Vec<Point>,
    /// [`Game::territory_fill_candidates`]: those and every point another reading of the dame
    /// might make a side fill.
    pub candidates: Vec<Point>,
}

impl Game {
    /// The points of each side's territory that the side would have to fill with its own stone
    /// once the dame are filled, with the stones on the `dead` points removed. The dame are
    /// filled in turn, as the seki test fills them (`seki::fill_dame`): each with a stone that
    /// leaves every chain next to it two liberties, first by the side it joins; where only a
    /// stone that puts a chain in atari is left, that chain's owner answers on its last
    /// liberty. An answer on a point of the owner's own territory is a point to fill, however
    /// many dame lead to it. Japanese-style territory counting gives no territory for such a
    /// point (docs/rules/go.md §1.8, "Territory counting without marks"); in the KGS games the
    /// players' own marks leave out every one of them. In board order, each once; points off
    /// the board or without stones in `dead` are ignored.
    #[must_use]
    pub fn territory_fills(&self, dead: &[Point]) -> Vec<Point> {
        self.territory_fill_points(dead).fills
    }

    /// Every point a reading of the dame other than [`Game::territory_fills`]'s might make a
    /// side fill: those points, and each point of a side's territory that is the only such
    /// liberty of a chain next to a dame, whether or not the opponent's stone on that dame would
    /// itself be in atari (an eye all of whose neighbours are that one chain excepted: a stone
    /// there joins nothing, and would be suicide). A count without marks is sure of these points
    /// only as far as the players read them the same way.
    #[must_use]
    pub fn territory_fill_candidates(&self, dead: &[Point]) -> Vec<Point> {
        self.territory_fill_points(dead).candidates
    }

    /// [`Game::territory_fills`] and [`Game::territory_fill_candidates`] at once, the dame
    /// filled a single time.
    #[must_use]
    pub fn territory_fill_points(&self, dead: &[Point]) -> FillPoints {
        let (colors, owner) = self.regions_without(dead);
        let geometry = self.board().geometry();
        let n = colors.len();
        let mut fills = vec![false; n];
        // Chains of the position with the dead stones removed, by flood fill.
        let mut chain_seen = vec![false; n];
        // The chain each stone belongs to: its first point in board order.
        let mut chain_of = vec![usize::MAX; n];
        let mut libs: Vec<usize> = Vec::new();
        let mut stack = Vec::new();
        for start in 0..n {
            let c = colors[start];
            if c == 0 || chain_seen[start] {
                continue;
            }
            libs.clear();
            chain_seen[start] = true;
            stack.push(start);
            while let Some(i) = stack.pop() {
                chain_of[i] = start;
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
            let dame = libs.iter().any(|&l| owner[l] == 3);
            let own: Vec<usize> = libs.iter().copied().filter(|&l| owner[l] == c).collect();
            let eye = |p: usize| geometry.neighbours(p).iter().all(|&nb| chain_of[usize::from(nb)] == start);
            if dame && own.len() == 1 && !eye(own[0]) {
                fills[own[0]] = true;
            }
        }
        // The answers of the dame filling that fall on the answering side's own territory.
        let (filled, answers) = crate::seki::fill_dame_answered(&colors, geometry);
        let mut answered = vec![false; n];
        for l in answers {
            if owner[l] == filled[l] {
                answered[l] = true;
                fills[l] = true;
            }
        }
        FillPoints { fills: self.points_of(&answered), candidates: self.points_of(&fills) }
    }

    /// How many empty points of regions reaching both colours touch at most one colour, with the
    /// stones on `dead` removed: the inside of an open area, which a boundary the players had not
    /// yet closed may still give to either side. A point touching both colours is a dame: it is
    /// filled with a stone and is nobody's territory however play goes on.
    #[must_use]
    pub fn open_points(&self, dead: &[Point]) -> u32 {
        let (colors, owner) = self.regions_without(dead);
        let geometry = self.board().geometry();
        let mut n = 0;
        for i in 0..colors.len() {
            if colors[i] != 0 || owner[i] != 3 {
                continue;
            }
            let touches = geometry.neighbours(i).iter().fold(0u8, |t, &nb| t | colors[usize::from(nb)]);
            if touches != 3 {
                n += 1;
            }
        }
        n
    }

    /// The position's contents with the stones on `dead` removed, and the owner of each empty
    /// point: 1 Black, 2 White, 3 neutral (its region reaches both colours).
    fn regions_without(&self, dead: &[Point]) -> (Vec<u8>, Vec<u8>) {
        let size = self.size();
        let n = size.len();
        let mut colors: Vec<u8> = (0..n).map(|i| self.board().code_at(i)).collect();
        for &p in dead {
            if size.contains(p) {
                colors[size.index(p)] = 0;
            }
        }
        let geometry = self.board().geometry();
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
        (colors, owner)
    }

    fn points_of(&self, marks: &[bool]) -> Vec<Point> {
        let size = self.size();
        (0..marks.len()).filter(|&i| marks[i]).map(|i| size.point(i)).collect()
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

#[cfg(test)]
mod fills {
    use crate::{Game, Point, Rules, Scoring, Setup};

    fn territory_game(rows: &[&str]) -> Game {
        let rules =
            Rules { size: rows.len() as u8, komi: 0.0, scoring: Scoring::Territory, ..Rules::default() };
        Game::new(rules, &Setup::from_rows(rows)).expect("setup")
    }

    #[test]
    fn a_point_that_joins_a_chain_in_atari_to_its_wall_is_a_point_to_fill() {
        // Black E1 has two liberties: D1, in Black's area beside the wall D2, and the dame F1.
        // White fills F1 safely (it joins F2 and G1); E1 is then in atari and Black must connect
        // at D1, which is therefore no territory of Black's.
        let rows = ["...XO..", "...XO..", "...XO..", "...XO..", "...XO..", "...XOO.", "....X.O"];
        let g = territory_game(&rows);
        assert_eq!(g.territory_fills(&[]), vec![Point::new(3, 0)]);
    }

    #[test]
    fn only_the_inside_of_an_open_area_is_open() {
        // Walls closed but for the dame E4, which touches both colours: nothing is open.
        let closed = ["...XO..", "...XO..", "...XO..", "...X.O.", "...XO..", "...XO..", "...XO.."];
        assert_eq!(territory_game(&closed).open_points(&[]), 0);
        // Both walls broken on row 4: every empty point lies in one area reaching both colours,
        // and none touches both (D4 touches Black only, E4 White only): all 37 are open.
        let open = ["...XO..", "...XO..", "...XO..", ".......", "...XO..", "...XO..", "...XO.."];
        assert_eq!(territory_game(&open).open_points(&[]), 37);
    }

    #[test]
    fn an_eye_of_a_single_chain_is_not_a_point_to_fill() {
        // White's chain has two liberties: B3, an eye all four of whose neighbours are that chain,
        // and the dame E1. Once Black fills E1 a white stone on B3 would be suicide: there is
        // nothing to fill, and whether the chain lives is the judgement's question. (Before this
        // rule, B3 was taken from White's territory as a point to fill: the KGS games of
        // fixtures/corpus-notes.md whose players counted such eyes.)
        let rows = [".......", ".......", "XXXXX..", "OOOOX..", "O.OOX..", "OOOOX..", "OOOO.X."];
        let g = territory_game(&rows);
        assert!(g.territory_fills(&[]).is_empty(), "{:?}", g.territory_fills(&[]));
        assert!(g.territory_fill_candidates(&[]).is_empty());
    }
}

#[cfg(test)]
mod rule_keys {
    use crate::{
        Color, Game, Move, Point, Rules, Scoring, Setup, Status, SuicideRule, ViolationKind, Winner,
    };

    /// 5x5: Black's wall on column C, White's on column D (docs/rules/go.md §1.10 fixtures).
    fn walls(rules: Rules, first: Color) -> Game {
        let setup = Setup {
            black: (0..5).map(|r| Point::new(2, r)).collect(),
            white: (0..5).map(|r| Point::new(3, r)).collect(),
            first: Some(first),
            handicap: Some(0),
        };
        Game::new(Rules { size: 5, ..rules }, &setup).expect("setup")
    }

    #[test]
    fn the_first_player_to_pass_takes_the_button() {
        let mut g = walls(Rules { komi: 2.5, button: true, ..Rules::default() }, Color::White);
        // White's pass takes the button and is no pass toward the end (KataGo's
        // `BoardHistory`): two more passes in a row end the game.
        g.play(None, Move::Pass).expect("pass");
        g.play(None, Move::Pass).expect("pass");
        assert_eq!(g.status(), Status::Playing);
        g.play(None, Move::Pass).expect("pass");
        assert_eq!(g.status(), Status::Counting);
        let s = g.score(&[]).expect("count");
        assert_eq!(s.button, Some(Color::White));
        // 15 against 10 and komi 5 points is a draw; White's half point wins.
        assert_eq!((s.white_area, s.winner), (10.5, Winner::White));
    }

    #[test]
    fn the_pass_that_takes_the_button_does_not_end_the_game() {
        // KataGo (`button1`): after Black takes the button and White passes, the game goes on,
        // so Black may still play a stone; only two passes after the button end the game.
        let mut g = walls(Rules { komi: 2.5, button: true, ..Rules::default() }, Color::Black);
        g.play(None, Move::Pass).expect("the button");
        g.play(None, Move::Pass).expect("one pass");
        g.play(None, Move::Play(Point::new(1, 0))).expect("play goes on");
        assert_eq!(g.first_pass(), Some(Color::Black));
        // Without the button the same two passes end it, and the stone comes after the end.
        let mut plain = walls(Rules { komi: 2.5, ..Rules::default() }, Color::Black);
        plain.play(None, Move::Pass).expect("pass");
        plain.play(None, Move::Pass).expect("pass");
        assert!(plain.play(None, Move::Play(Point::new(1, 0))).is_err());
    }

    #[test]
    fn pass_stones_make_territory_agree_with_area() {
        let rules = Rules { komi: 0.25, pass_stones: true, ..Rules::default() };
        let mut g = walls(rules.clone(), Color::Black);
        for mv in [Move::Play(Point::new(1, 0)), Move::Pass, Move::Pass] {
            g.play(None, mv).expect("move");
        }
        let area = g.score(&[]).expect("count");
        let mut t = walls(Rules { scoring: Scoring::Territory, ..rules }, Color::Black);
        for mv in [Move::Play(Point::new(1, 0)), Move::Pass, Move::Pass] {
            t.play(None, mv).expect("move");
        }
        let t = t.territory_score(&[]).expect("count");
        // Black passed last, so White's closing pass is owed: 2 White passes, 1 Black.
        assert_eq!(t.pass_stones, (1, 2));
        assert_eq!(t.margin_points, 2.0 * area.margin_stones);
    }

    #[test]
    fn multi_stone_suicide_is_played_and_single_stone_suicide_is_not() {
        let rules = Rules { size: 5, suicide: SuicideRule::MultiStone, ..Rules::default() };
        let setup = Setup {
            black: vec![Point::new(0, 0), Point::new(4, 4)],
            white: vec![
                Point::new(1, 0),
                Point::new(1, 1),
                Point::new(0, 2),
                Point::new(3, 0),
                Point::new(4, 1),
            ],
            first: Some(Color::Black),
            handicap: Some(0),
        };
        let mut g = Game::new(rules, &setup).expect("setup");
        // A2 joins A1: the two-stone chain has no liberty and is removed.
        g.play(None, Move::Play(Point::new(0, 1))).expect("multi-stone suicide");
        assert_eq!((g.stone_at(Point::new(0, 0)), g.stone_at(Point::new(0, 1))), (None, None));
        g.play(None, Move::Pass).expect("pass");
        // E1, between White's D1 and E2: a single stone with no liberty, capturing nothing.
        let v = g.play(None, Move::Play(Point::new(4, 0))).expect_err("single-stone suicide");
        assert_eq!(v.kind, ViolationKind::Suicide);
    }

    #[test]
    fn a_stone_of_either_colour_resumes_a_stopped_game() {
        use crate::Status;
        for resume in [false, true] {
            let mut g = walls(Rules { resume, ..Rules::default() }, Color::Black);
            g.play(None, Move::Pass).expect("pass");
            g.play(None, Move::Pass).expect("pass");
            assert_eq!(g.status(), Status::Counting);
            // Black is to move, but Black asks to resume, so White plays first (art. 9).
            let played = g.play(Some(Color::White), Move::Play(Point::new(4, 0)));
            assert_eq!(played.is_ok(), resume, "resume: {resume}");
            if resume {
                assert_eq!((g.status(), g.to_move()), (Status::Playing, Color::Black));
                g.play(None, Move::Pass).expect("pass");
                g.play(None, Move::Pass).expect("pass");
                assert_eq!(g.status(), Status::Counting);
            } else {
                assert_eq!(played.unwrap_err().kind, ViolationKind::AfterEnd);
            }
        }
    }

    #[test]
    fn stones_of_the_second_cleanup_phase_earn_a_point_each() {
        let rules = Rules {
            scoring: Scoring::Territory,
            resume: true,
            cleanup_points: true,
            komi: 0.0,
            ..Rules::default()
        };
        let mut g = walls(rules, Color::Black);
        // Main phase, then the first cleanup phase, each ended by two passes; then Black plays
        // twice in the second phase (B1, A2) and two passes end it.
        for _ in 0..4 {
            g.play(None, Move::Pass).expect("pass");
        }
        g.play(None, Move::Play(Point::new(1, 0))).expect("B1");
        g.play(None, Move::Pass).expect("pass");
        g.play(None, Move::Play(Point::new(0, 1))).expect("A2");
        g.play(None, Move::Pass).expect("pass");
        g.play(None, Move::Pass).expect("pass");
        let t = g.territory_score(&[]).expect("count");
        assert_eq!(t.cleanup, (2, 0));
        // Black's two stones cost two points of territory and earn two: 10 - 5.
        assert_eq!((t.black_territory, t.points(Color::Black), t.margin_points), (8, 10.0, 5.0));
    }
}
