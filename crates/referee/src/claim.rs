//! Claimed results (`result:` in YAML, `RE` in SGF, a PSQ file name) and how a verdict is
//! compared with them (docs/contract.md §4, "Claimed results").

use crate::vocab::{Reason, Winner};

/// How a claimed win came about.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum How {
    /// A counted margin, in points (`B+2.5`; `黑胜1又1/4子` is 2.5 points).
    Margin(f64),
    Resignation,
    Timeout,
    /// Forfeit, or in renju a forbidden move (`W+F`).
    Forfeit,
    /// The winner only (`B+`, `red`).
    Bare,
    /// Junqi: the flag was taken (`red+flag`).
    Flag,
    /// Go: the opponent repeated a whole-board position (`W+Repetition`, as some servers
    /// write it): a forfeit for the repeating move, or a game voided by the repetition's winner.
    Repetition,
}

/// What a claim says.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Claim {
    Win {
        winner: Winner,
        how: How,
    },
    Draw,
    /// The game was annulled (`Void`): no result.
    Void,
    /// A form the referee does not read; the verdict says so and does not compare.
    Unknown,
}

impl Claim {
    /// Whether the claim is settled without a count, so that a record whose moves stop early
    /// may be taken as having ended this way (docs/contract.md §4).
    pub fn needs_no_count(self) -> bool {
        matches!(
            self,
            Claim::Draw
                | Claim::Void
                | Claim::Win {
                    how: How::Resignation | How::Timeout | How::Forfeit | How::Bare | How::Repetition,
                    ..
                }
        )
    }

    /// The reason such a claim gives for the end of the game.
    pub fn reason(self) -> Option<Reason> {
        match self {
            Claim::Draw => Some(Reason::Agreement),
            Claim::Win { how, .. } => match how {
                How::Resignation => Some(Reason::Resignation),
                How::Timeout => Some(Reason::Timeout),
                How::Forfeit | How::Repetition => Some(Reason::Forfeit),
                How::Margin(_) | How::Bare | How::Flag => None,
            },
            Claim::Void | Claim::Unknown => None,
        }
    }

    /// The winner it names (`draw`, `no-result` for a void game).
    pub fn winner(self) -> Option<Winner> {
        match self {
            Claim::Win { winner, .. } => Some(winner),
            Claim::Draw => Some(Winner::Draw),
            Claim::Void => Some(Winner::NoResult),
            Claim::Unknown => None,
        }
    }
}

/// A Go margin that can only be in stones: a whole number of quarter points that is no whole
/// number of half points (`W+4.25`). No count in points has a quarter (area, territory,
/// prisoners and komi are whole or half points), and Fox writes a Chinese-rules margin in
/// stones (`RE[W+4.25]` for 4 1/4 stones, 8.5 points, beside `KM[375]`), so such a margin is
/// read as stones: the claim in points (twice it) and the margin as written.
pub fn in_stones(claim: Claim) -> Option<(Claim, f64)> {
    let Claim::Win { winner, how: How::Margin(m) } = claim else { return None };
    let whole = |x: f64| (x - x.round()).abs() < 1e-9;
    (whole(m * 4.0) && !whole(m * 2.0)).then_some((Claim::Win { winner, how: How::Margin(m * 2.0) }, m))
}

/// Reads a claimed result.
pub fn parse(text: &str) -> Claim {
    let t = text.trim();
    // Results are short: lower-cased on the stack, one allocation fewer for every game.
    let mut buf = [0u8; 48];
    let spilled;
    let lower: &str = match buf.get_mut(..t.len()) {
        Some(b) => {
            b.copy_from_slice(t.as_bytes());
            b.make_ascii_lowercase();
            std::str::from_utf8(b).unwrap_or(t)
        }
        None => {
            spilled = t.to_ascii_lowercase();
            &spilled
        }
    };
    match lower {
        "0" | "draw" | "jigo" | "d" | "和" | "和棋" | "b+0" | "w+0" => return Claim::Draw,
        "void" | "无胜负" => return Claim::Void,
        "red" => return Claim::Win { winner: Winner::Red, how: How::Bare },
        "blue" => return Claim::Win { winner: Winner::Blue, how: How::Bare },
        "south-north" => return Claim::Win { winner: Winner::SouthNorth, how: How::Bare },
        "east-west" => return Claim::Win { winner: Winner::EastWest, how: How::Bare },
        // `RE[B]`, `RE[W]`: some servers name only the winner, a bare win like `B+`.
        "b" | "black" => return Claim::Win { winner: Winner::Black, how: How::Bare },
        "w" | "white" => return Claim::Win { winner: Winner::White, how: How::Bare },
        _ => {}
    }
    if let Some((side, rest)) = lower.split_once('+') {
        let winner = match side {
            "b" | "black" => Winner::Black,
            "w" | "white" => Winner::White,
            "red" => Winner::Red,
            "blue" => Winner::Blue,
            "south-north" => Winner::SouthNorth,
            "east-west" => Winner::EastWest,
            _ => return Claim::Unknown,
        };
        let how = match rest {
            "" => How::Bare,
            "r" | "resign" => How::Resignation,
            "t" | "time" => How::Timeout,
            "f" | "forfeit" | "illegal" => How::Forfeit,
            // Tygem's `B+Offline`: the loser left the game (disconnected and did not come back),
            // a loss by abandonment, which the verdict calls a forfeit.
            "offline" => How::Forfeit,
            "flag" => How::Flag,
            "repetition" | "rep" | "superko" => How::Repetition,
            _ => match rest.parse::<f64>() {
                Ok(x) if x.is_finite() && x > 0.0 => How::Margin(x),
                // `W+0.0` is how some servers write a drawn count.
                Ok(0.0) => return Claim::Draw,
                _ => return Claim::Unknown,
            },
        };
        return Claim::Win { winner, how };
    }
    match t {
        // 持碁 (jigo): a drawn count, in Japanese.
        "持碁" | "ジゴ" => return Claim::Draw,
        // 無勝負 (mushōbu): no result, as after a triple ko.
        "無勝負" => return Claim::Void,
        _ => {}
    }
    parse_chinese(t).or_else(|| parse_japanese(t)).unwrap_or(Claim::Unknown)
}

/// `黑胜1又1/4子`, `白胜3/4子`, `黑中盘胜`, `白胜半子`, `黑胜`, `白超时胜`.
fn parse_chinese(t: &str) -> Option<Claim> {
    let (winner, rest) = if let Some(r) = t.strip_prefix('黑') {
        (Winner::Black, r)
    } else if let Some(r) = t.strip_prefix('白') {
        (Winner::White, r)
    } else {
        return None;
    };
    let how = match rest {
        "胜" => How::Bare,
        "中盘胜" => How::Resignation,
        "超时胜" | "胜(超时)" => How::Timeout,
        _ => {
            let amount = rest.strip_prefix('胜')?.strip_suffix('子')?;
            How::Margin(stones(amount)? * 2.0)
        }
    };
    Some(Claim::Win { winner, how })
}

/// The Japanese forms, as Japanese records and Go servers write them (Japanese Go terms:
/// 中押し *chūoshi*, a win by resignation during the game; 目 *moku*, a point of the count, 半
/// a half; 時間切れ *jikangire*, time ran out; 反則 *hansoku*, a foul): `黒中押し勝ち`,
/// `白3目半勝ち`, `黒半目勝`, `白時間切れ勝ち`, `黒反則勝ち`, `白勝ち`. The winner is 黒
/// (black, the Japanese form of 黑) or 白, `ち` may be left off, and digits may be full width.
/// Margins in 目 are points, unlike the Chinese 子.
fn parse_japanese(t: &str) -> Option<Claim> {
    let (winner, rest) = if let Some(r) = t.strip_prefix('黒') {
        (Winner::Black, r)
    } else if let Some(r) = t.strip_prefix('白') {
        (Winner::White, r)
    } else {
        return None;
    };
    let rest = rest.strip_suffix("勝ち").or_else(|| rest.strip_suffix('勝'))?;
    let how = match rest {
        "" => How::Bare,
        "中押し" | "中押" => How::Resignation,
        "時間切れ" => How::Timeout,
        "反則" => How::Forfeit,
        "半目" => How::Margin(0.5),
        _ => {
            let (count, half) = match rest.strip_suffix("目半") {
                Some(n) => (n, 0.5),
                None => (rest.strip_suffix('目')?, 0.0),
            };
            // Full-width digits (３目半) are the ASCII ones shifted by U+FEE0.
            let count: String = count
                .chars()
                .map(|c| {
                    if ('０'..='９').contains(&c) {
                        char::from_u32(c as u32 - 0xFEE0).unwrap_or(c)
                    } else {
                        c
                    }
                })
                .collect();
            let points = count.parse::<f64>().ok().filter(|x| x.is_finite() && *x >= 0.0)? + half;
            if points == 0.0 {
                return None;
            }
            How::Margin(points)
        }
    };
    Some(Claim::Win { winner, how })
}

/// `1又1/4`, `3/4`, `2`, `半`, `2.5` stones.
fn stones(s: &str) -> Option<f64> {
    if s == "半" {
        return Some(0.5);
    }
    let (whole, frac) = match s.split_once('又') {
        Some((w, f)) => (w.parse::<f64>().ok()?, f),
        None if s.contains('/') => (0.0, s),
        None => return s.parse::<f64>().ok().filter(|x| x.is_finite() && *x > 0.0),
    };
    let (n, d) = frac.split_once('/')?;
    let (n, d): (f64, f64) = (n.parse().ok()?, d.parse().ok()?);
    if d == 0.0 {
        return None;
    }
    Some(whole + n / d)
}

/// The facts of a finished verdict that a claim is checked against.
#[derive(Debug, Clone, Copy)]
pub struct Ending {
    pub winner: Winner,
    pub reason: Option<Reason>,
    /// The counted margin in points, for the winner (0 for a counted draw).
    pub margin_points: Option<f64>,
}

/// Whether a finished game agrees with a claim; `None` when the claim cannot be compared.
pub fn agrees(claim: Claim, end: Ending) -> Option<bool> {
    Some(match claim {
        Claim::Unknown => return None,
        Claim::Draw => end.winner == Winner::Draw,
        Claim::Void => end.winner == Winner::NoResult,
        Claim::Win { winner, how } => {
            winner == end.winner
                && match how {
                    How::Bare => true,
                    How::Margin(m) => {
                        end.reason == Some(Reason::Score)
                            && end.margin_points.is_some_and(|x| (x - m).abs() < 1e-9)
                    }
                    How::Resignation => end.reason == Some(Reason::Resignation),
                    How::Timeout => end.reason == Some(Reason::Timeout),
                    How::Forfeit => matches!(end.reason, Some(Reason::Forfeit | Reason::Forbidden)),
                    How::Flag => end.reason == Some(Reason::FlagCaptured),
                    How::Repetition => matches!(end.reason, Some(Reason::Forfeit | Reason::Repetition)),
                }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_point_margin_is_read_in_stones_and_a_half_point_one_is_not() {
        let stones = in_stones(parse("W+4.25")).unwrap();
        assert_eq!(stones, (Claim::Win { winner: Winner::White, how: How::Margin(8.5) }, 4.25));
        assert_eq!(
            in_stones(parse("B+0.75")).unwrap().0,
            Claim::Win { winner: Winner::Black, how: How::Margin(1.5) }
        );
        for points in ["W+4.5", "B+3", "B+R", "Draw", "B+0.2"] {
            assert_eq!(in_stones(parse(points)), None, "{points}");
        }
    }

    #[test]
    fn sgf_forms() {
        assert_eq!(parse("B+2.5"), Claim::Win { winner: Winner::Black, how: How::Margin(2.5) });
        assert_eq!(parse("W+Resign"), Claim::Win { winner: Winner::White, how: How::Resignation });
        assert_eq!(parse("w+r"), Claim::Win { winner: Winner::White, how: How::Resignation });
        assert_eq!(parse("B+T"), Claim::Win { winner: Winner::Black, how: How::Timeout });
        assert_eq!(parse("W+Forfeit"), Claim::Win { winner: Winner::White, how: How::Forfeit });
        assert_eq!(parse("B+"), Claim::Win { winner: Winner::Black, how: How::Bare });
        for d in ["0", "Draw", "Jigo", "W+0.0"] {
            assert_eq!(parse(d), Claim::Draw, "{d}");
        }
        assert_eq!(parse("Void"), Claim::Void);
        assert_eq!(parse("B+AW"), Claim::Unknown);
        assert_eq!(parse("W+Repetition"), Claim::Win { winner: Winner::White, how: How::Repetition });
        assert_eq!(parse("?"), Claim::Unknown);
    }

    #[test]
    fn long_results_read_as_short_ones() {
        // Longer than the stack buffer the lower-casing uses: the same reading, off the stack.
        let long = format!("W+{}1.5", "0".repeat(60));
        assert_eq!(parse(&long), Claim::Win { winner: Winner::White, how: How::Margin(1.5) });
        assert_eq!(parse(&format!("  {}  ", "B+RESIGN")), parse("b+resign"));
        assert_eq!(parse(&"x".repeat(49)), Claim::Unknown);
    }

    #[test]
    fn chinese_forms_are_in_stones() {
        assert_eq!(parse("黑胜1又1/4子"), Claim::Win { winner: Winner::Black, how: How::Margin(2.5) });
        assert_eq!(parse("白胜3/4子"), Claim::Win { winner: Winner::White, how: How::Margin(1.5) });
        assert_eq!(parse("黑胜半子"), Claim::Win { winner: Winner::Black, how: How::Margin(1.0) });
        assert_eq!(parse("黑中盘胜"), Claim::Win { winner: Winner::Black, how: How::Resignation });
        assert_eq!(parse("白胜2子"), Claim::Win { winner: Winner::White, how: How::Margin(4.0) });
    }

    #[test]
    fn japanese_forms_are_in_points() {
        // 中押し勝ち is a win by resignation, N目半勝ち a count of N and a half points, 時間切れ
        // a loss on time (parse_japanese cites the terms).
        let win = |winner, how| Claim::Win { winner, how };
        assert_eq!(parse("黒中押し勝ち"), win(Winner::Black, How::Resignation));
        assert_eq!(parse("白中押勝"), win(Winner::White, How::Resignation));
        assert_eq!(parse("白3目半勝ち"), win(Winner::White, How::Margin(3.5)));
        assert_eq!(parse("黒１２目勝"), win(Winner::Black, How::Margin(12.0)));
        assert_eq!(parse("黒半目勝ち"), win(Winner::Black, How::Margin(0.5)));
        assert_eq!(parse("白時間切れ勝ち"), win(Winner::White, How::Timeout));
        assert_eq!(parse("黒反則勝ち"), win(Winner::Black, How::Forfeit));
        assert_eq!(parse("白勝ち"), win(Winner::White, How::Bare));
        assert_eq!(parse("持碁"), Claim::Draw);
        assert_eq!(parse("無勝負"), Claim::Void);
        for unknown in ["黒0目勝ち", "黒目勝ち", "黒中押し", "青中押し勝ち"] {
            assert_eq!(parse(unknown), Claim::Unknown, "{unknown}");
        }
    }

    #[test]
    fn tygem_offline_is_a_forfeit() {
        // Issue 23: Tygem writes `RE[B+Offline]` when White left the game and did not come
        // back: White lost by abandonment, a forfeit, which needs no count.
        let claim = parse("B+Offline");
        assert_eq!(claim, Claim::Win { winner: Winner::Black, how: How::Forfeit });
        assert!(claim.needs_no_count());
        assert_eq!(parse("w+offline"), Claim::Win { winner: Winner::White, how: How::Forfeit });
    }

    #[test]
    fn junqi_forms() {
        assert_eq!(parse("red+flag"), Claim::Win { winner: Winner::Red, how: How::Flag });
        assert_eq!(parse("blue"), Claim::Win { winner: Winner::Blue, how: How::Bare });
        assert_eq!(parse("draw"), Claim::Draw);
        assert_eq!(parse("red+R"), Claim::Win { winner: Winner::Red, how: How::Resignation });
        assert_eq!(parse("blue+"), Claim::Win { winner: Winner::Blue, how: How::Bare });
        assert_eq!(parse("blue+T"), Claim::Win { winner: Winner::Blue, how: How::Timeout });
    }

    #[test]
    fn margins_must_match_exactly() {
        let end = Ending { winner: Winner::Black, reason: Some(Reason::Score), margin_points: Some(1.5) };
        assert_eq!(agrees(parse("B+1.5"), end), Some(true));
        assert_eq!(agrees(parse("B+2.5"), end), Some(false));
        assert_eq!(agrees(parse("B+"), end), Some(true));
        assert_eq!(agrees(parse("B+R"), end), Some(false));
        assert_eq!(agrees(parse("W+1.5"), end), Some(false));
        assert_eq!(agrees(parse("B+AW"), end), None);
    }
}
