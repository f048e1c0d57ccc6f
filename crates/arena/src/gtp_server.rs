//! `referee gtp`: the referee as a GTP version 2 engine for a controller that wants the rules
//! checked and the game counted (`gogui-twogtp -referee`). It plays no moves. Every `play` is
//! judged by `go_rules::Game::play`, the code `referee judge` replays records with, and
//! `final_score` counts by the profile. This is a pure state machine: a line in, an answer
//! out; the command line does the reading and writing (only `referee-cli` prints).

use go_rules::{Color, Game, Move, Point, Rules, Scoring, Setup, Size, Status};

use crate::gtp::vertex;
use crate::rules::DeadRule;

/// The commands answered, in `list_commands` order.
pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "list_commands",
    "known_command",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "undo",
    "fixed_handicap",
    "set_free_handicap",
    "genmove",
    "final_score",
    "final_status",
    "final_status_list",
    "quit",
];

/// The GTP server's state: the rules, the game and its moves (for `undo`).
#[derive(Debug)]
pub struct Server {
    rules: Rules,
    /// `dead_stones`: which stones the count removes.
    dead: DeadRule,
    game: Game,
    /// Black's handicap stones (`set_free_handicap`), placed before move 1.
    handicap: Vec<Point>,
    moves: Vec<(Color, Move)>,
}

/// One answer to send, and whether the session ends after it (`quit`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    pub text: String,
    pub quit: bool,
}

/// The largest komi `komi` accepts, in points either way: the range of the profiles'
/// `komi_points` key.
pub const MAX_KOMI_POINTS: f64 = 400.0;

/// The longest command line read, in bytes: GTP commands are short, and a controller gone
/// wrong must not grow the buffer without bound. A longer line is answered `? line too long`
/// and the rest of it is discarded, never run.
pub const MAX_LINE: usize = 64 * 1024;

/// The answer to a line longer than [`MAX_LINE`], whose first bytes are `start`: with the
/// command's id when it begins with one.
pub fn line_too_long(start: &[u8]) -> String {
    let text = String::from_utf8_lossy(start);
    let first = text.split_whitespace().next().unwrap_or("");
    let id = if !first.is_empty() && first.bytes().all(|b| b.is_ascii_digit()) { first } else { "" };
    format!("?{id} line too long (the limit is {MAX_LINE} bytes)\n\n")
}

fn new_game(rules: &Rules, handicap: &[Point]) -> Game {
    let setup = Setup { black: handicap.to_vec(), ..Setup::default() };
    // Handicap stones were checked on this board when they were placed; an empty board cannot
    // fail to set up.
    Game::new(rules.clone(), &setup)
        .or_else(|_| Game::new(rules.clone(), &Setup::default()))
        .unwrap_or_else(|_| unreachable!("an empty setup is valid"))
}

/// The dead stones at the end of the game, by the profile's `dead_stones` key, for
/// `final_score`/`final_status_list` here and for a match's count under `agreed` and
/// `pass-alive` (a match under `auto` or `infer` asks its engines first: crate::agreement).
/// Under `auto` (the default of the Go profiles) and `infer` they are the chains
/// `go_rules::Game::judge_life` calls dead (uncertain chains stay on the board), as `referee
/// judge` infers them from a record that marks none (docs/rules/go.md §1.8, docs/matches.md).
/// Under `agreed` nobody agreed to any, so none are removed and the game is counted with the
/// stones as they stand. Under `pass-alive` they are the stones inside the other colour's
/// pass-alive territory, as KataGo removes them (§1.11).
pub(crate) fn dead_stones(game: &Game, rule: DeadRule) -> Vec<Point> {
    match rule {
        DeadRule::Agreed => Vec::new(),
        DeadRule::Infer | DeadRule::Auto => game.judge_life(&go_rules::LifeOptions::default()).dead(),
        DeadRule::PassAlive => game.pass_alive_dead(),
    }
}

impl Server {
    /// A server playing by `rules` (board size and komi can be changed by the controller).
    pub fn new(rules: Rules) -> Server {
        let game = new_game(&rules, &[]);
        Server { rules, game, dead: DeadRule::Agreed, handicap: Vec::new(), moves: Vec::new() }
    }

    /// The same server, removing the dead stones `rule` names before it counts.
    #[must_use]
    pub fn counting_dead(mut self, rule: DeadRule) -> Server {
        self.dead = rule;
        self
    }

    /// The current game, for tests and the match runner's checks.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Handles one input line. `None` for a line that holds no command (empty or a comment),
    /// which GTP answers with nothing.
    pub fn handle(&mut self, line: &str) -> Option<Answer> {
        // GTP 2 §2.2: control characters other than tab and newline are dropped, tabs become
        // spaces, and `#` starts a comment.
        let clean: String = line
            .chars()
            .filter(|c| !c.is_control() || *c == '\t')
            .map(|c| if c == '\t' { ' ' } else { c })
            .collect();
        let clean = clean.split('#').next().unwrap_or("").trim();
        if clean.is_empty() {
            return None;
        }
        let mut words = clean.split_whitespace();
        let mut first = words.next()?;
        let mut id = "";
        if first.bytes().all(|b| b.is_ascii_digit()) {
            id = first;
            first = match words.next() {
                Some(w) => w,
                None => return Some(Answer { text: format!("?{id} no command\n\n"), quit: false }),
            };
        }
        let args: Vec<&str> = words.collect();
        let (ok, text) = match self.command(first, &args) {
            Ok(t) => (true, t),
            Err(t) => (false, t),
        };
        let sign = if ok { '=' } else { '?' };
        let sep = if text.is_empty() { "" } else { " " };
        Some(Answer { text: format!("{sign}{id}{sep}{text}\n\n"), quit: ok && first == "quit" })
    }

    fn command(&mut self, name: &str, args: &[&str]) -> Result<String, String> {
        match name {
            "protocol_version" => Ok("2".to_owned()),
            "name" => Ok("referee".to_owned()),
            "version" => Ok(env!("CARGO_PKG_VERSION").to_owned()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "known_command" => {
                let known = args.first().is_some_and(|c| COMMANDS.contains(c));
                Ok(known.to_string())
            }
            "boardsize" => {
                // GTP 2 §6.3.2: a size that is not an integer is a syntax error, one the
                // engine cannot play (here: 2 to 25, however many digits) an unacceptable size.
                let written = args.first().copied().unwrap_or("");
                if written.is_empty() || !written.bytes().all(|b| b.is_ascii_digit()) {
                    return Err("syntax error: boardsize takes a whole number".to_owned());
                }
                let n = written.parse::<u8>().ok().filter(|n| (2..=25).contains(n));
                let Some(n) = n else {
                    return Err("unacceptable size (2 to 25)".to_owned());
                };
                self.rules.size = n;
                self.clear();
                Ok(String::new())
            }
            "clear_board" => {
                self.clear();
                Ok(String::new())
            }
            "komi" => {
                let points: f64 = args
                    .first()
                    .and_then(|a| a.parse().ok())
                    .filter(|k: &f64| k.is_finite())
                    .ok_or("syntax error: komi takes a number")?;
                // The range of the profiles' `komi_points` key: `komi 1e308` is no komi.
                if !(-MAX_KOMI_POINTS..=MAX_KOMI_POINTS).contains(&points) {
                    return Err(format!(
                        "komi out of range (-{MAX_KOMI_POINTS} to {MAX_KOMI_POINTS} points)"
                    ));
                }
                // GTP gives komi in points; the rules keep it in stones (2 points = 1 stone).
                self.rules.komi = points / 2.0;
                self.rebuild();
                Ok(String::new())
            }
            "play" => self.play(args),
            "undo" => {
                if self.moves.pop().is_none() {
                    return Err("cannot undo".to_owned());
                }
                self.rebuild();
                Ok(String::new())
            }
            "fixed_handicap" => self.fixed_handicap(args),
            "set_free_handicap" => self.set_free_handicap(args),
            "genmove" => Err("the referee plays no moves".to_owned()),
            "final_score" => Ok(self.final_score()),
            "final_status" => self.final_status(args),
            "final_status_list" => self.final_status_list(args),
            "quit" => Ok(String::new()),
            _ => Err("unknown command".to_owned()),
        }
    }

    fn clear(&mut self) {
        self.moves.clear();
        self.handicap.clear();
        self.game = new_game(&self.rules, &[]);
    }

    /// Replays the moves kept under the current rules (after `undo` or `komi`). They were
    /// legal when played and stay so: komi does not change legality.
    fn rebuild(&mut self) {
        self.game = new_game(&self.rules, &self.handicap);
        for &(c, m) in &self.moves {
            let _ = self.game.play(Some(c), m);
        }
    }

    fn play(&mut self, args: &[&str]) -> Result<String, String> {
        let [color, point] = args else { return Err("syntax error: play COLOR VERTEX".to_owned()) };
        let color = match color.to_ascii_lowercase().as_str() {
            "b" | "black" => Color::Black,
            "w" | "white" => Color::White,
            _ => return Err("syntax error: the colour is black or white".to_owned()),
        };
        let size = Size::square(self.rules.size);
        let mv = if point.eq_ignore_ascii_case("pass") {
            Move::Pass
        } else {
            Move::Play(
                grid::Notation::Gtp
                    .parse(&point.to_ascii_uppercase(), size)
                    .map_err(|e| format!("illegal move: {e}"))?,
            )
        };
        match self.game.play(Some(color), mv) {
            Ok(()) => {
                self.moves.push((color, mv));
                Ok(String::new())
            }
            Err(v) => Err(format!("illegal move: {}", v.message)),
        }
    }

    /// `fixed_handicap N` (GTP 2 §6.3.2): Black's N stones on the fixed points of §4.1.1
    /// (`crate::handicap`), answered as their vertices; then as `set_free_handicap`.
    fn fixed_handicap(&mut self, args: &[&str]) -> Result<String, String> {
        let [n] = args else { return Err("syntax error: fixed_handicap NUMBER".to_owned()) };
        let n: usize =
            n.parse().map_err(|_| "syntax error: the number of stones is a whole number".to_owned())?;
        if !self.moves.is_empty() || !self.handicap.is_empty() {
            return Err("board not empty".to_owned());
        }
        if self.rules.rows.is_some() {
            return Err("no fixed handicap placement on a rectangular board".to_owned());
        }
        let stones = crate::handicap::fixed(self.rules.size, n)?;
        let size = Size::square(self.rules.size);
        let answer = stones.iter().map(|&p| vertex(p, size)).collect::<Vec<_>>().join(" ");
        self.handicap = stones;
        self.rebuild();
        Ok(answer)
    }

    /// `set_free_handicap V1 V2 ...` (GTP 2 §6.3.2): Black's handicap stones on the empty board;
    /// White then moves first and gets the profile's handicap bonus (docs/rules/go.md §1.6).
    fn set_free_handicap(&mut self, args: &[&str]) -> Result<String, String> {
        if !self.moves.is_empty() || !self.handicap.is_empty() {
            return Err("board not empty".to_owned());
        }
        let size = Size::square(self.rules.size);
        let mut stones = Vec::new();
        for v in args {
            let p = grid::Notation::Gtp
                .parse(&v.to_ascii_uppercase(), size)
                .map_err(|e| format!("bad vertex list: {e}"))?;
            if stones.contains(&p) {
                return Err(format!("bad vertex list: {v} twice"));
            }
            stones.push(p);
        }
        if stones.len() < 2 || stones.len() >= size.len() {
            return Err("bad vertex list: a handicap is 2 stones or more, leaving a point empty".to_owned());
        }
        self.handicap = stones;
        self.rebuild();
        Ok(String::new())
    }

    fn final_score(&self) -> String {
        let dead = dead_stones(&self.game, self.dead);
        match self.rules.scoring {
            Scoring::Area => match self.game.score(&dead) {
                Ok(s) => points_result(s.margin_stones * 2.0),
                Err(e) => format!("? {e}"),
            },
            Scoring::Territory => match self.game.territory_score(&dead) {
                Ok(s) => points_result(s.margin_points),
                Err(e) => format!("? {e}"),
            },
        }
    }

    /// `final_status_list dead|alive|seki`: every stone in one of the three lists. Under
    /// `dead_stones: auto` and `infer` they are the judgement's: its dead chains, the chains it
    /// keeps alive in a seki, and the rest (its uncertain chains among them, which the count
    /// keeps on the board too); otherwise `dead` is what the count removes and there is no
    /// `seki` list.
    fn final_status_list(&self, args: &[&str]) -> Result<String, String> {
        let size = self.game.size();
        let judged = matches!(self.dead, DeadRule::Auto | DeadRule::Infer)
            .then(|| self.game.judge_life(&go_rules::LifeOptions::default()));
        let (dead, seki) = match &judged {
            Some(j) => {
                let seki = j
                    .chains
                    .iter()
                    .filter(|c| c.life == go_rules::Life::Alive && c.reason == go_rules::LifeReason::Seki)
                    .flat_map(|c| c.stones.iter().copied())
                    .collect();
                (j.dead(), seki)
            }
            None => (dead_stones(&self.game, self.dead), Vec::new()),
        };
        let list: Vec<Point> = match args.first().map(|a| a.to_ascii_lowercase()).as_deref() {
            Some("dead") => dead,
            Some("seki") => seki,
            Some("alive") => size
                .points()
                .filter(|&p| self.game.stone_at(p).is_some() && !dead.contains(&p) && !seki.contains(&p))
                .collect(),
            _ => return Err("syntax error: final_status_list alive|dead|seki".to_owned()),
        };
        let mut list = list;
        list.sort_unstable();
        Ok(list.iter().map(|&p| vertex(p, size)).collect::<Vec<_>>().join(" "))
    }

    /// `final_status VERTEX` (GNU Go's command, before GTP 2's `final_status_list`): a stone's
    /// status as `final_status_list` lists it (`alive`, `dead`, `seki`); an empty point's as the
    /// count gives it, with the dead stones removed: `black_territory`, `white_territory` or
    /// `dame` (a point of no one's territory, neutral or in a seki).
    fn final_status(&self, args: &[&str]) -> Result<String, String> {
        let [v] = args else { return Err("syntax error: final_status VERTEX".to_owned()) };
        let size = self.game.size();
        let p = grid::Notation::Gtp
            .parse(&v.to_ascii_uppercase(), size)
            .map_err(|e| format!("syntax error: {e}"))?;
        if self.game.stone_at(p).is_some() {
            for status in ["dead", "seki"] {
                let listed = self.final_status_list(&[status])?;
                if listed.split(' ').any(|w| w == vertex(p, size)) {
                    return Ok(status.to_owned());
                }
            }
            return Ok("alive".to_owned());
        }
        let dead = dead_stones(&self.game, self.dead);
        let [black, white] = self.game.territory_points(&dead).map_err(|e| e.to_string())?;
        Ok(if black.contains(&p) {
            "black_territory"
        } else if white.contains(&p) {
            "white_territory"
        } else {
            "dame"
        }
        .to_owned())
    }

    /// Whether two passes have ended play (the game is being counted).
    pub fn counting(&self) -> bool {
        self.game.status() == Status::Counting
    }
}

/// `B+5.5`, `W+0.5` or `0` for Black's margin in points, as GTP's `final_score` answers.
pub fn points_result(black_margin: f64) -> String {
    if black_margin > 0.0 {
        format!("B+{}", trim(black_margin))
    } else if black_margin < 0.0 {
        format!("W+{}", trim(-black_margin))
    } else {
        "0".to_owned()
    }
}

fn trim(x: f64) -> String {
    let s = format!("{x:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(s: &mut Server, line: &str) -> String {
        s.handle(line).unwrap().text
    }

    #[test]
    fn ids_comments_and_unknown_commands() {
        let mut s = Server::new(Rules::default());
        assert_eq!(answer(&mut s, "1 protocol_version"), "=1 2\n\n");
        assert_eq!(s.handle("  # a comment"), None);
        assert_eq!(answer(&mut s, "known_command play # why"), "= true\n\n");
        assert_eq!(answer(&mut s, "7 frobnicate"), "?7 unknown command\n\n");
        assert_eq!(answer(&mut s, "genmove b"), "? the referee plays no moves\n\n");
        assert!(s.handle("quit").unwrap().quit);
    }

    /// Two walls on 9x9, Black's on column C and White's on column G, with the dame between
    /// them, and White's A5 left in Black's two columns.
    fn walls_with_invaders(s: &mut Server) {
        answer(s, "boardsize 9");
        answer(s, "komi 5.5");
        for row in 1..=9 {
            assert_eq!(answer(s, &format!("play b C{row}")), "=\n\n");
            assert_eq!(answer(s, &format!("play w G{row}")), "=\n\n");
        }
        answer(s, "play b pass");
        answer(s, "play w A5");
        answer(s, "play b pass");
        answer(s, "play w pass");
    }

    // GTP's three lists split the stones: under `auto` a seki's chains are `seki`, not `alive`,
    // and no stone is in two lists. The position is go-rules' seki test (tests/life.rs): on
    // 7x7 White's row 2 and Black's B1-C1 share A1 and D1, whoever fills one is captured.
    #[test]
    fn final_status_lists_split_the_stones_into_alive_dead_and_seki() {
        let mut s = Server::new(Rules::default()).counting_dead(DeadRule::Auto);
        answer(&mut s, "boardsize 7");
        let rows = |r: u8, cols: &'static str| cols.chars().map(move |c| format!("{c}{r}"));
        let black: Vec<String> =
            rows(5, "ABCDEFG").chain(rows(3, "ABCDEFG")).chain(rows(2, "F")).chain(rows(1, "BCF")).collect();
        let white: Vec<String> = rows(6, "ABCDEFG").chain(rows(2, "ABCDE")).chain(rows(1, "E")).collect();
        for (k, b) in black.iter().enumerate() {
            assert_eq!(answer(&mut s, &format!("play b {b}")), "=\n\n");
            let w = white.get(k).map_or("pass", String::as_str);
            assert_eq!(answer(&mut s, &format!("play w {w}")), "=\n\n");
        }
        answer(&mut s, "play b pass");
        assert!(s.counting());
        let list = |s: &mut Server, which: &str| -> Vec<String> {
            let a = answer(s, &format!("final_status_list {which}"));
            a.trim_start_matches('=').split_whitespace().map(str::to_owned).collect()
        };
        let (alive, dead, seki) = (list(&mut s, "alive"), list(&mut s, "dead"), list(&mut s, "seki"));
        for stone in ["B1", "C1", "A2", "E2"] {
            assert!(seki.contains(&stone.to_owned()), "{seki:?}");
        }
        assert_eq!(
            alive.len() + dead.len() + seki.len(),
            black.len() + white.len(),
            "{alive:?} {dead:?} {seki:?}"
        );
        assert!(seki.iter().all(|p| !alive.contains(p) && !dead.contains(p)));
    }

    // docs/rules/go.md §1.8: under `dead_stones: agreed` nobody agreed to any dead stone, so
    // A5 stays and makes Black's side neutral; under `auto` and `infer` the life judgement removes it and
    // each wall owns its side (27 points each; H and J, as GTP has no column I), the 27 dame
    // split, komi 5.5: W+5.5.
    #[test]
    fn inferred_dead_stones_are_removed_under_auto_and_infer_only() {
        let mut agreed = Server::new(Rules::default());
        walls_with_invaders(&mut agreed);
        assert_eq!(answer(&mut agreed, "final_status_list dead"), "=\n\n");
        let as_they_stand = answer(&mut agreed, "final_score");
        let mut infer = Server::new(Rules::default()).counting_dead(DeadRule::Infer);
        walls_with_invaders(&mut infer);
        assert_eq!(answer(&mut infer, "final_status_list dead"), "= A5\n\n");
        assert_eq!(answer(&mut infer, "final_score"), "= W+5.5\n\n");
        assert_ne!(as_they_stand, "= W+5.5\n\n");
        // `auto`, the Go profiles' default, counts with the judgement's dead stones too.
        let mut auto = Server::new(Rules::default()).counting_dead(DeadRule::Auto);
        walls_with_invaders(&mut auto);
        assert_eq!(answer(&mut auto, "final_status_list dead"), "= A5\n\n");
        assert_eq!(answer(&mut auto, "final_score"), "= W+5.5\n\n");
    }

    // docs/rules/go.md §1.11: the position of fixtures/go/ru/katago-pass-alive-removed.sgf.
    // Black's chain has two vital regions, so White's A1 stands in Black's pass-alive
    // territory: KataGo's count removes it and Black owns all 25 points, B+24.5 with komi 0.5.
    // Under `agreed` A1 stays and makes A2 and B1 neutral.
    #[test]
    fn pass_alive_counting_removes_the_stone_in_pass_alive_territory() {
        fn position(s: &mut Server) {
            answer(s, "boardsize 5");
            answer(s, "komi 0.5");
            let black = ["A3", "B3", "C3", "D3", "E3", "B2", "C2", "C1", "E2", "E1"];
            for (k, p) in black.iter().enumerate() {
                assert_eq!(answer(s, &format!("play b {p}")), "=\n\n");
                let white = if k == 0 { "A1" } else { "pass" };
                assert_eq!(answer(s, &format!("play w {white}")), "=\n\n");
            }
            answer(s, "play b pass");
        }
        let mut katago = Server::new(Rules::default()).counting_dead(DeadRule::PassAlive);
        position(&mut katago);
        assert_eq!(answer(&mut katago, "final_status_list dead"), "= A1\n\n");
        assert_eq!(answer(&mut katago, "final_score"), "= B+24.5\n\n");
        let mut agreed = Server::new(Rules::default());
        position(&mut agreed);
        assert_eq!(answer(&mut agreed, "final_status_list dead"), "=\n\n");
        assert_ne!(answer(&mut agreed, "final_score"), "= B+24.5\n\n");
    }

    // docs/rules/go.md §1.1 (point): a stone on a stone is refused with the rule's reason.
    #[test]
    fn an_occupied_point_is_refused_with_the_reason() {
        let mut s = Server::new(Rules::default());
        answer(&mut s, "boardsize 9");
        assert_eq!(answer(&mut s, "play b E5"), "=\n\n");
        let refused = answer(&mut s, "play w E5");
        assert!(refused.starts_with("? illegal move: "), "{refused}");
        assert!(refused.contains("E5"), "{refused}");
        // The refused move was not played: White is still to move, and undo takes back E5.
        assert_eq!(answer(&mut s, "play w D5"), "=\n\n");
        assert_eq!(answer(&mut s, "undo"), "=\n\n");
        assert_eq!(answer(&mut s, "undo"), "=\n\n");
        assert_eq!(answer(&mut s, "undo"), "? cannot undo\n\n");
    }

    // docs/rules/go.md §1.6: after a handicap of two or more White moves first.
    #[test]
    fn free_handicap_stones_make_white_move_first() {
        let mut s = Server::new(Rules::default());
        answer(&mut s, "boardsize 9");
        assert_eq!(answer(&mut s, "set_free_handicap C3 G7"), "=\n\n");
        assert!(answer(&mut s, "play b E5").starts_with("? illegal move: "));
        assert_eq!(answer(&mut s, "play w E5"), "=\n\n");
        assert_eq!(answer(&mut s, "set_free_handicap D4 F6"), "? board not empty\n\n");
        assert!(answer(&mut s, "play b C3").contains("occupied"));
    }

    // Issue 26: GTP 2 §6.3.2 `fixed_handicap`, with §4.1.1's points (crate::handicap), and
    // GNU Go's `final_status`.
    #[test]
    fn fixed_handicap_places_the_gtp_points_and_white_moves_first() {
        let mut s = Server::new(Rules::default());
        assert_eq!(answer(&mut s, "fixed_handicap 3"), "= D4 Q16 D16\n\n");
        assert!(answer(&mut s, "play b K10").starts_with("? illegal move: "));
        assert_eq!(answer(&mut s, "play w K10"), "=\n\n");
        assert_eq!(answer(&mut s, "fixed_handicap 2"), "? board not empty\n\n");
        answer(&mut s, "clear_board");
        assert!(answer(&mut s, "fixed_handicap 10").starts_with("? invalid number of stones"));
        assert!(answer(&mut s, "fixed_handicap x").starts_with("? syntax error"));
        answer(&mut s, "boardsize 9");
        assert_eq!(answer(&mut s, "fixed_handicap 5"), "= C3 G7 C7 G3 E5\n\n");
    }

    #[test]
    fn final_status_names_a_stone_s_or_a_point_s_status() {
        let mut s = Server::new(Rules::default()).counting_dead(DeadRule::Auto);
        walls_with_invaders(&mut s);
        let dead = answer(&mut s, "final_status_list dead");
        let first_dead = dead.trim_start_matches("= ").split_whitespace().next().unwrap().to_owned();
        assert_eq!(answer(&mut s, &format!("final_status {first_dead}")), "= dead\n\n");
        let alive = answer(&mut s, "final_status_list alive");
        let first_alive = alive.trim_start_matches("= ").split_whitespace().next().unwrap().to_owned();
        assert_eq!(answer(&mut s, &format!("final_status {first_alive}")), "= alive\n\n");
        // Black's wall on C, White's on G, White's A5 dead inside Black's side.
        assert_eq!(answer(&mut s, "final_status A5"), "= dead\n\n");
        assert_eq!(answer(&mut s, "final_status B1"), "= black_territory\n\n");
        assert_eq!(answer(&mut s, "final_status J9"), "= white_territory\n\n");
        assert_eq!(answer(&mut s, "final_status E5"), "= dame\n\n");
        assert!(answer(&mut s, "final_status Z99").starts_with("? syntax error"));
    }

    #[test]
    fn komi_and_boardsize_are_checked_for_range() {
        // Issue 24: `komi 1e308` was accepted; a size of many digits was "needs a number".
        let mut s = Server::new(Rules::default());
        assert_eq!(answer(&mut s, "1 komi 1e308"), "?1 komi out of range (-400 to 400 points)\n\n");
        assert_eq!(answer(&mut s, "komi -400.5"), "? komi out of range (-400 to 400 points)\n\n");
        assert_eq!(answer(&mut s, "komi nan"), "? syntax error: komi takes a number\n\n");
        assert_eq!(answer(&mut s, "komi 7.5"), "=\n\n");
        assert_eq!(answer(&mut s, "boardsize 99999999999"), "? unacceptable size (2 to 25)\n\n");
        assert_eq!(answer(&mut s, "boardsize 26"), "? unacceptable size (2 to 25)\n\n");
        assert_eq!(answer(&mut s, "boardsize -9"), "? syntax error: boardsize takes a whole number\n\n");
        assert_eq!(answer(&mut s, "boardsize 9"), "=\n\n");
        assert_eq!(line_too_long(b"12 name yyyy"), "?12 line too long (the limit is 65536 bytes)\n\n");
    }

    #[test]
    fn margins_print_as_gtp_scores() {
        assert_eq!(points_result(5.5), "B+5.5");
        assert_eq!(points_result(-0.5), "W+0.5");
        assert_eq!(points_result(2.0), "B+2");
        assert_eq!(points_result(0.0), "0");
    }
}
