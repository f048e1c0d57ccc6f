//! A tiny reader of the main line of an SGF game, for tests and benchmarks only (the real
//! reader belongs to `referee-cli`): `SZ`, `PL`, `HA`, `AB`/`AW` (points and `aa:cc`
//! rectangles) and the `B`/`W` moves, `[]` or `[tt]` (up to 19x19) being a pass.

use go_rules::{Color, Move, Point, Setup, Size};
use grid::Notation;

/// One game's main line.
#[derive(Debug, Clone)]
pub struct Record {
    /// The side of the board.
    pub side: u8,
    /// Stones before the first move, first player and handicap as the file gives them.
    pub setup: Setup,
    /// The moves, each with the colour the file gives.
    pub moves: Vec<(Color, Move)>,
    /// How many leading moves were handicap stones placed freely (taken into `setup`).
    pub free_placement: usize,
}

/// Reads the main line: the first `)` ends it, because the main line always enters the first
/// variation of each branch. `None` if a value cannot be read.
pub fn main_line(text: &str) -> Option<Record> {
    let mut props: Vec<(String, String)> = Vec::new();
    let mut ident = String::new();
    let mut current = String::new();
    let mut chars = text.chars();
    let mut started = false;
    while let Some(ch) = chars.next() {
        match ch {
            '(' => started = true,
            ')' if started => break,
            '[' => {
                let mut value = String::new();
                while let Some(v) = chars.next() {
                    match v {
                        '\\' => value.extend(chars.next()),
                        ']' => break,
                        _ => value.push(v),
                    }
                }
                if !ident.is_empty() {
                    current = std::mem::take(&mut ident);
                }
                props.push((current.clone(), value));
            }
            c if c.is_ascii_uppercase() => ident.push(c),
            c if c.is_ascii_lowercase() => {}
            _ => ident.clear(),
        }
    }
    let side: u8 = props.iter().find(|(k, _)| k == "SZ").map_or(Some(19), |(_, v)| v.trim().parse().ok())?;
    let size = Size::square(side);
    let point = |v: &str| Notation::Sgf.parse(v, size).ok();
    let mut record = Record { side, setup: Setup::default(), moves: Vec::new(), free_placement: 0 };
    for (key, value) in &props {
        match key.as_str() {
            "AB" | "AW" => {
                let list = if key == "AB" { &mut record.setup.black } else { &mut record.setup.white };
                match value.split_once(':') {
                    Some((from, to)) => {
                        let (a, b) = (point(from)?, point(to)?);
                        for col in a.col.min(b.col)..=a.col.max(b.col) {
                            for row in a.row.min(b.row)..=a.row.max(b.row) {
                                list.push(Point::new(col, row));
                            }
                        }
                    }
                    None => list.push(point(value)?),
                }
            }
            "PL" => {
                record.setup.first = Some(if value.starts_with('W') { Color::White } else { Color::Black })
            }
            "HA" => record.setup.handicap = value.trim().parse().ok(),
            "B" | "W" => {
                let color = if key == "B" { Color::Black } else { Color::White };
                let mv = match value.trim() {
                    "" => Move::Pass,
                    "tt" if side <= 19 => Move::Pass,
                    v => Move::Play(point(v)?),
                };
                record.moves.push((color, mv));
            }
            _ => {}
        }
    }
    // `HA` without `AB`: free placement, written as Black's first moves in a row.
    let free = usize::try_from(record.setup.handicap.unwrap_or(0)).unwrap_or(0);
    if free >= 2 && record.setup.black.is_empty() {
        let leading =
            record.moves.iter().take(free).take_while(|(c, m)| *c == Color::Black && *m != Move::Pass);
        let stones: Vec<Point> =
            leading.filter_map(|&(_, m)| if let Move::Play(p) = m { Some(p) } else { None }).collect();
        record.moves.drain(..stones.len());
        record.free_placement = stones.len();
        record.setup.black = stones;
    }
    Some(record)
}
