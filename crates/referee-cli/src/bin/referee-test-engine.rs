//! A small engine for the tests of `referee match`, and nothing else: it speaks GTP or the
//! Gomocup protocol and behaves as told, so that every fault a match must handle can be made
//! on purpose. `referee-test-engine PROTOCOL BEHAVIOUR [TAG]`:
//!
//! - `legal`: plays legal moves (Gomocup: the first empty point from the top-left corner that is
//!   not forbidden to it under renju (`INFO rule 4`), asked of renju-rules; GTP: the first legal
//!   point from A1, asked of go-rules, passing after its tenth stone or when the opponent passed,
//!   except in a match's cleanup phase: it lists `kgs-genmove_cleanup` and, asked with it,
//!   plays on to its tenth stone);
//! - `foul`: Gomocup, as Black: builds two open threes that cross at the centre and plays the
//!   crossing point, a double-three (docs/rules/renju.md); as White it plays legal moves;
//! - `illegal`: GTP: its second stone is played on its first;
//! - `resign`: GTP: resigns instead of its second stone;
//! - `slow`: waits 30 seconds before its first move (overrunning any short clock);
//! - `sluggish`: waits 2 seconds before its first move (over a 1 s clock, well within a minute:
//!   time odds);
//! - `crash`: exits with status 3 when asked for its first move;
//! - `garbage`: answers its first move with words that are no move;
//! - `exit`: exits at once, before reading anything;
//! - `swap`: as `legal`, but in a swap2 opening it answers `SWAP` to three stones and a sixth
//!   stone to five (the legal mover answers two stones to three and `SWAP` to five).
//! - `chatty`: Gomocup: plays as `legal`, but says things beside its answers, as real brains
//!   do: `MESSAGE` before `OK` to `START`, `UNKNOWN` to `INFO game_type`, and before each move a
//!   `MESSAGE` and a `DEBUG` line; before its first move also an `ERROR` line and a `MESSAGE`
//!   whose text holds a raw newline, so that its second half is a line of its own (PentaZen's
//!   did), which is no move.
//! - `unknown`: Gomocup: answers its first turn with `UNKNOWN` and no move, as a brain
//!   answers a command it does not implement;
//! - `norestart`: Gomocup: plays as `legal` but answers `RESTART` with `UNKNOWN`;
//! - `clockwatch`: plays as `legal` and reports what it is told of the clock: over GTP it lists
//!   `kgs-time_settings` and appends every `time_settings`, `kgs-time_settings` and `time_left`
//!   line it gets to the file its third word names; over Gomocup it answers every `INFO` line
//!   with `MESSAGE got INFO ...` and, given a third word, appends every line it gets (each
//!   command, `INFO` or not) to the file it names.
//! - `three`: GTP: plays three stones (the centre, then the 3-3 points of two opposite corners,
//!   or the first legal points from A1) and passes from then on, and answers `?` to
//!   `final_status_list` and `list_commands`: the bot that must lose every game to a real
//!   engine once dead stones are counted right (issue 23).
//! - `twice`: GTP: plays as `legal` but answers its first `play` twice;
//! - `unended`: GTP: plays as `legal` but its first `genmove` answer lacks the closing empty
//!   line.
//!
//! - `scorer`: GTP: plays as `legal`, lists `final_score` and answers it `B+50.5` whatever
//!   the position (the others do not list it and answer it `=`), so that score adjudication
//!   has two engines that agree.
//!
//! Over GTP it echoes a command's id in its answer (`12 genmove b`, `=12 D4`), as GTP 2 asks;
//! `clockwatch` writes each line without its id, and also `clear_board` and every command it
//! does not know (a match's `gtp:` options), which it answers `=` as the others do. A command
//! whose name starts with `bad` is answered `? unknown command`.
//!
//! Input that it does not understand is ignored: it is not a test of the protocol's corners.
#![warn(clippy::print_stdout, clippy::print_stderr)]

use std::io::{BufRead, Write};
use std::time::Duration;

use go_rules::{Game, Move, Point, Rules, Setup, Size};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (protocol, behaviour) = match args.as_slice() {
        // A third word is a tag a test gives to find its own processes; it changes nothing,
        // but for `clockwatch` over GTP, where it names the file of the clock commands.
        [p, b] | [p, b, _] => (p.clone(), b.clone()),
        _ => std::process::exit(64),
    };
    let watch = (behaviour == "clockwatch").then(|| args.get(2).cloned()).flatten();
    // Each process start is one line in the file `REFEREE_TEST_ENGINE_STARTS` names, so that a
    // test can count how often the referee started an engine.
    if let Some(path) = std::env::var_os("REFEREE_TEST_ENGINE_STARTS") {
        if let Ok(mut f) = std::fs::OpenOptions::new().create(true).append(true).open(path) {
            // One write of the whole line: engines started at once append to the same file, and
            // `writeln!` may write the line in pieces that interleave.
            let _ = f.write_all(format!("{protocol} {behaviour}\n").as_bytes());
        }
    }
    if behaviour == "exit" {
        std::process::exit(1);
    }
    let stdin = std::io::stdin();
    if behaviour == "mute" {
        // Reads every command and answers none, until its input is closed.
        for _ in stdin.lock().lines() {}
        return;
    }
    let mut out = std::io::stdout();
    let mut send = |text: &str| {
        if out.write_all(text.as_bytes()).and_then(|()| out.flush()).is_err() {
            std::process::exit(0);
        }
    };
    let lines = stdin.lock().lines().map_while(Result::ok);
    if protocol == "gtp" {
        let lines = lines.inspect(|line| {
            let line = without_id(line).1;
            let word = line.split_whitespace().next().unwrap_or("");
            let own =
                ["name", "version", "protocol_version", "boardsize", "play", "genmove", "list_commands"];
            let own =
                own.contains(&word) || word.starts_with("kgs-genmove") || word == "quit" || word == "komi";
            let told = word.ends_with("time_settings") || word == "time_left" || !own;
            if let (Some(path), true) = (&watch, told) {
                let mut f = std::fs::OpenOptions::new().create(true).append(true).open(path);
                if let Ok(f) = f.as_mut() {
                    let _ = writeln!(f, "{line}");
                }
            }
        });
        let behaviour = if behaviour == "clockwatch" { "legal-kgs".to_owned() } else { behaviour };
        gtp(lines, &behaviour, &mut send);
    } else {
        let lines = lines.inspect(|line| {
            if let Some(path) = &watch {
                let mut f = std::fs::OpenOptions::new().create(true).append(true).open(path);
                if let Ok(f) = f.as_mut() {
                    let _ = f.write_all(format!("{}\n", line.trim()).as_bytes());
                }
            }
        });
        gomocup(lines, &behaviour, &mut send);
    }
}

/// What to do when asked for a move, before choosing one: the faults.
fn misbehave(behaviour: &str, asked: usize, send: &mut dyn FnMut(&str), garbage: &str) -> bool {
    if asked > 0 {
        return false;
    }
    match behaviour {
        "slow" => std::thread::sleep(Duration::from_secs(30)),
        "sluggish" => std::thread::sleep(Duration::from_secs(2)),
        "crash" => std::process::exit(3),
        "garbage" => {
            send(garbage);
            return true;
        }
        _ => {}
    }
    false
}

/// A GTP line's id, if its first word is one, and the command after it.
fn without_id(line: &str) -> (Option<&str>, &str) {
    let line = line.trim_start();
    match line.split_once(char::is_whitespace) {
        Some((id, rest)) if id.bytes().all(|b| b.is_ascii_digit()) => (Some(id), rest.trim_start()),
        _ => (None, line),
    }
}

/// `reply` (`= ...` or `? ...`) with `id` after its sign.
fn with_id(reply: &str, id: Option<&str>) -> String {
    match (id, reply.chars().next()) {
        (Some(id), Some(sign @ ('=' | '?'))) => format!("{sign}{id}{}", &reply[1..]),
        _ => reply.to_owned(),
    }
}

fn gtp(lines: impl Iterator<Item = String>, behaviour: &str, send: &mut dyn FnMut(&str)) {
    // Play may go on after two passes (a match's cleanup phase), as it does in a real engine.
    let mut rules = Rules { resume: true, ..Rules::default() };
    let mut game = Game::new(rules.clone(), &Setup::default()).unwrap_or_else(|_| std::process::exit(70));
    let mut asked = 0;
    let mut own_stones: Vec<Point> = Vec::new();
    let mut opponent_passed = false;
    let mut played = 0;
    for line in lines {
        let (id, line) = without_id(&line);
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&command) = words.first() else { continue };
        let reply = match command {
            "name" => "= test-engine".to_owned(),
            "version" => format!("= {behaviour}"),
            "protocol_version" => "= 2".to_owned(),
            "boardsize" => {
                rules.size = words.get(1).and_then(|s| s.parse().ok()).unwrap_or(19);
                game = Game::new(rules.clone(), &Setup::default()).unwrap_or_else(|_| std::process::exit(70));
                "=".to_owned()
            }
            "clear_board" => {
                // A new game: a match keeps its engines from one game to the next.
                game = Game::new(rules.clone(), &Setup::default()).unwrap_or_else(|_| std::process::exit(70));
                own_stones.clear();
                opponent_passed = false;
                "=".to_owned()
            }
            "play" => {
                let size = Size::square(rules.size);
                let mv = match words.get(2) {
                    Some(v) if v.eq_ignore_ascii_case("pass") => Move::Pass,
                    Some(v) => match grid::Notation::Gtp.parse(&v.to_ascii_uppercase(), size) {
                        Ok(p) => Move::Play(p),
                        Err(_) => Move::Pass,
                    },
                    None => Move::Pass,
                };
                opponent_passed = mv == Move::Pass;
                played += 1;
                if behaviour == "twice" && played == 1 {
                    send(&with_id("=\n\n", id));
                }
                match game.play(None, mv) {
                    Ok(()) => "=".to_owned(),
                    Err(_) => "? illegal move".to_owned(),
                }
            }
            // The three-stone bot knows nothing of the end of the game, as such bots do.
            "final_status_list" | "list_commands" if behaviour == "three" => "? unknown command".to_owned(),
            // It lists the cleanup command, and in a cleanup phase plays on to its tenth stone
            // whether or not the opponent passed.
            "list_commands" if behaviour == "legal-kgs" => {
                "= kgs-genmove_cleanup\nkgs-time_settings".to_owned()
            }
            "list_commands" if behaviour == "scorer" => "= kgs-genmove_cleanup\nfinal_score".to_owned(),
            "final_score" if behaviour == "scorer" => "= B+50.5".to_owned(),
            "list_commands" => "= kgs-genmove_cleanup".to_owned(),
            "genmove" | "kgs-genmove_cleanup" => {
                let cleanup = command == "kgs-genmove_cleanup";
                let unended = behaviour == "unended" && asked == 0;
                if misbehave(behaviour, asked, send, &with_id("= this is no move\n\n", id)) {
                    asked += 1;
                    continue;
                }
                asked += 1;
                let size = Size::square(rules.size);
                if behaviour == "resign" && own_stones.len() == 1 {
                    send(&with_id("= resign\n\n", id));
                    continue;
                }
                let mv = if behaviour == "illegal" && own_stones.len() == 1 {
                    Move::Play(own_stones[0])
                } else if behaviour == "three" {
                    three(&game, size, own_stones.len())
                } else if own_stones.len() >= 10 || opponent_passed && !cleanup {
                    Move::Pass
                } else {
                    size.points()
                        .map(Move::Play)
                        .find(|&m| game.clone().play(None, m).is_ok())
                        .unwrap_or(Move::Pass)
                };
                let reply = if let Move::Play(p) = mv {
                    if game.clone().play(None, mv).is_ok() {
                        let _ = game.play(None, mv);
                    }
                    own_stones.push(p);
                    format!("= {}", grid::Notation::Gtp.format(p, size))
                } else {
                    let _ = game.play(None, Move::Pass);
                    "= pass".to_owned()
                };
                if unended {
                    send(&with_id(&format!("{reply}\n"), id));
                    continue;
                }
                reply
            }
            "quit" => {
                send(&with_id("=\n\n", id));
                return;
            }
            _ if command.starts_with("bad") => "? unknown command".to_owned(),
            _ => "=".to_owned(),
        };
        send(&with_id(&format!("{reply}\n\n"), id));
    }
}

/// The `three` bot's move: its first three stones on the centre and two opposite 3-3 points
/// (else the first legal point from A1), then passes.
fn three(game: &Game, size: Size, played: usize) -> Move {
    if played >= 3 {
        return Move::Pass;
    }
    let (w, h) = (size.cols, size.rows);
    let wanted =
        [Point::new(w / 2, h / 2), Point::new(2, 2), Point::new(w.saturating_sub(3), h.saturating_sub(3))];
    wanted
        .into_iter()
        .chain(size.points())
        .filter(|&p| size.contains(p))
        .map(Move::Play)
        .find(|&m| game.clone().play(None, m).is_ok())
        .unwrap_or(Move::Pass)
}

fn gomocup(lines: impl Iterator<Item = String>, behaviour: &str, send: &mut dyn FnMut(&str)) {
    let mut size: usize = 15;
    // 0 empty, 1 own, 2 opponent's; [y][x], y from the top.
    let mut board = vec![vec![0u8; size]; size];
    let mut asked = 0;
    let mut in_board = false;
    let mut renju = false;
    let mut in_swap2 = false;
    let mut swap2_stones: Vec<(usize, usize)> = Vec::new();
    for line in lines {
        let line = line.trim().to_owned();
        let upper = line.to_ascii_uppercase();
        if behaviour == "clockwatch" && upper.starts_with("INFO") {
            send(&format!("MESSAGE got {line}\n"));
        }
        if in_swap2 {
            if upper == "DONE" {
                in_swap2 = false;
                send(&swap2_answer(&mut board, behaviour, &swap2_stones));
                swap2_stones.clear();
            } else {
                let f: Vec<usize> = line.split(',').filter_map(|s| s.trim().parse().ok()).collect();
                if let [x, y] = f[..] {
                    swap2_stones.push((x, y));
                }
            }
            continue;
        }
        if in_board {
            if upper == "DONE" {
                in_board = false;
            } else {
                let f: Vec<usize> = line.split(',').filter_map(|s| s.trim().parse().ok()).collect();
                if let [x, y, who] = f[..] {
                    if x < size && y < size {
                        board[y][x] = who as u8;
                    }
                }
                continue;
            }
        }
        let chatty = behaviour == "chatty";
        let turn = if upper == "RESTART" {
            // A new game on the same board, for a brain kept from the last game; `norestart`
            // does not know the command, as older brains do not.
            if behaviour == "norestart" {
                send("UNKNOWN RESTART\n");
            } else {
                board = vec![vec![0u8; size]; size];
                send("OK\n");
            }
            continue;
        } else if let Some(rest) = upper.strip_prefix("START") {
            size = rest.trim().parse().unwrap_or(15);
            board = vec![vec![0u8; size]; size];
            if chatty {
                send("MESSAGE test engine ready\n");
            }
            send("OK\n");
            continue;
        } else if upper == "BEGIN" {
            true
        } else if let Some(rest) = upper.strip_prefix("TURN") {
            let f: Vec<usize> = rest.split(',').filter_map(|s| s.trim().parse().ok()).collect();
            if let [x, y] = f[..] {
                if x < size && y < size {
                    board[y][x] = 2;
                }
            }
            true
        } else if upper == "BOARD" {
            in_board = true;
            board = vec![vec![0u8; size]; size];
            continue;
        } else if upper == "SWAP2BOARD" {
            in_swap2 = true;
            board = vec![vec![0u8; size]; size];
            continue;
        } else if upper == "END" {
            return;
        } else if upper == "ABOUT" {
            send(&format!("name=\"test-engine\", version=\"{behaviour}\"\n"));
            continue;
        } else if let Some(rest) = upper.strip_prefix("INFO RULE") {
            renju = rest.trim().parse::<u32>().is_ok_and(|r| r & 4 != 0);
            continue;
        } else if upper.starts_with("INFO GAME_TYPE") && chatty {
            send("UNKNOWN INFO game_type\n");
            continue;
        } else {
            false
        };
        if !turn && upper != "DONE" {
            continue;
        }
        if behaviour == "unknown" && asked == 0 {
            asked += 1;
            send("UNKNOWN this command is not implemented\n");
            continue;
        }
        if misbehave(behaviour, asked, send, "I would rather not\n") {
            asked += 1;
            continue;
        }
        if chatty {
            if asked == 0 {
                send("ERROR no opening book, thinking instead\n");
                // A text with a raw newline in it: "pv h8 h9" arrives as a line of its own.
                send("MESSAGE eval +0.35\npv h8 h9\n");
            }
            send(&format!("MESSAGE move {}\nDEBUG nodes 12\n", asked + 1));
        }
        asked += 1;
        // Black moves first, so this engine is Black when both have as many stones.
        let count = |who: u8| board.iter().flatten().filter(|&&c| c == who).count();
        let black = count(1) == count(2);
        let centre = size / 2;
        // Black stones left and above the centre, then the centre: two open threes crossing.
        let plan = [
            (centre, centre - 2),
            (centre - 2, centre),
            (centre, centre - 1),
            (centre - 1, centre),
            (centre, centre),
        ];
        let planned = (behaviour == "foul" && black)
            .then(|| plan.iter().copied().find(|&(x, y)| board[y][x] == 0))
            .flatten();
        let forbidden = forbidden_to_black(&board, renju && black);
        let first_empty = || {
            (0..size * size)
                .map(|i| (i % size, i / size))
                .find(|&(x, y)| board[y][x] == 0 && !forbidden.contains(&(x, y)))
        };
        match planned.or_else(first_empty) {
            Some((x, y)) => {
                board[y][x] = 1;
                send(&format!("{x},{y}\n"));
            }
            None => send("ERROR the board is full\n"),
        }
    }
}

/// The points forbidden to this engine as Black under renju (`[y][x]` board, 1 = own stones),
/// asked of renju-rules; none when it is not Black under renju.
fn forbidden_to_black(board: &[Vec<u8>], applies: bool) -> Vec<(usize, usize)> {
    if !applies {
        return Vec::new();
    }
    let n = board.len();
    let side = u8::try_from(n).unwrap_or(15);
    let point = |x: usize, y: usize| grid::Point::new(x as u8, side - 1 - y as u8);
    let mut setup = renju_rules::Setup { first: Some(grid::Color::Black), ..Default::default() };
    for (y, row) in board.iter().enumerate() {
        for (x, &c) in row.iter().enumerate() {
            match c {
                1 => setup.black.push(point(x, y)),
                2 => setup.white.push(point(x, y)),
                _ => {}
            }
        }
    }
    let rules = renju_rules::Rules { size: side, ..renju_rules::Rules::renju_free_opening() };
    let Ok(game) = renju_rules::Game::new(rules, &setup) else { return Vec::new() };
    game.forbidden_points()
        .iter()
        .map(|f| (usize::from(f.point.col), n - 1 - usize::from(f.point.row)))
        .collect()
}

/// The answer to `SWAP2BOARD` with `stones` on the board (first-empty points from the top-left
/// corner, so that the position stays far from any five).
fn swap2_answer(board: &mut [Vec<u8>], behaviour: &str, stones: &[(usize, usize)]) -> String {
    for &(x, y) in stones {
        if y < board.len() && x < board.len() {
            board[y][x] = 2;
        }
    }
    let n = board.len();
    let mut empty = (0..n * n).map(|i| (i % n, i / n)).filter(|&(x, y)| board[y][x] == 0);
    let mut take = |k: usize| {
        let picked: Vec<String> = empty.by_ref().take(k).map(|(x, y)| format!("{x},{y}")).collect();
        picked.join(" ")
    };
    let swapper = behaviour == "swap";
    match (stones.len(), swapper) {
        (0, _) => format!("{}\n", take(3)),
        (3, true) | (5, false) => "SWAP\n".to_owned(),
        (3, false) => format!("{}\n", take(2)),
        _ => format!("{}\n", take(1)),
    }
}
