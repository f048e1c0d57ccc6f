//! The four-player junqi board (docs/rules/junqi.md §12.2) drawn as text and as SVG.
//!
//! Text: the 17 x 17 grid of the cross, South at the bottom, each station a cell of `CELL`
//! columns — an empty station shows its name (`Sa2`), a piece its owner's seat letter and a
//! one-character Chinese name (`S司`); camps (行营) in parentheses, headquarters (大本营) in
//! square brackets. `==` and `‖` are rail links, `--` and `|` roads, `\` `/` the camps'
//! diagonal roads, `*` the four arcs (弧形铁路) between adjacent arms.

use std::fmt::Write as _;

use junqi_rules::{Board, LinkKind, PieceKind, Seat, SiguoGame, SiguoStatus, Station, StationKind};

use super::{svg, Output, Style};
use crate::lang::{Lang, Msg};

/// A four-player position ready to draw.
#[derive(Debug)]
pub struct Position<'a> {
    /// The game as it stands.
    pub game: &'a SiguoGame,
    /// The last move played: who, and the move as written.
    pub last: Option<(Seat, String)>,
    /// Stations to mark.
    pub marked: Vec<Station>,
    /// Lines to add under the status.
    pub extra: Vec<String>,
}

/// Display columns of one station's cell.
const CELL: usize = 5;
/// Display columns per grid column: the cell and the gap where a link is drawn.
const STEP: usize = 7;
/// The grid's size.
const GRID: usize = 17;

/// The one-character name a piece goes by on crowded boards (司 军 师 旅 团 营 连 排 兵 雷 炸 旗).
fn short(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Commander => "司",
        PieceKind::Corps => "军",
        PieceKind::Division => "师",
        PieceKind::Brigade => "旅",
        PieceKind::Regiment => "团",
        PieceKind::Battalion => "营",
        PieceKind::Company => "连",
        PieceKind::Platoon => "排",
        PieceKind::Engineer => "兵",
        PieceKind::Mine => "雷",
        PieceKind::Bomb => "炸",
        PieceKind::Flag => "旗",
    }
}

fn ansi(seat: Seat) -> &'static str {
    match seat {
        Seat::South => "31",
        Seat::East => "34",
        Seat::North => "33",
        Seat::West => "32",
    }
}

/// Draws the position in the chosen form.
pub fn render(pos: &Position<'_>, style: Style) -> String {
    let mut lines = caption(pos, style.lang);
    match style.output {
        Output::Text => text(pos, style, &lines),
        Output::Svg => {
            // The picture shows shapes and colours, not the terminal's symbols.
            if let Some(first) = lines.first_mut() {
                *first = picture_legend(style.lang);
            }
            picture(pos, &lines)
        }
    }
}

/// The legend of the SVG picture: the seats' colours and the shapes of the stations and lines.
fn picture_legend(lang: Lang) -> String {
    match lang {
        Lang::En => "pieces: south red, east blue, north gold, west green (partners south+north, east+west); circles: camps 行营; arches: headquarters 大本营; striped: railway 铁路, curved at the corners; thin: road 公路".to_owned(),
        Lang::Zh => "棋子：南家红，东家蓝，北家金，西家绿（南北、东西为盟）；圆圈：行营；拱形：大本营；黑白条纹：铁路，拐角处为弧形；细线：公路".to_owned(),
    }
}

fn legend(lang: Lang) -> String {
    match lang {
        Lang::En => "S south, E east, N north, W west (partners S+N, E+W); an empty station shows its name; ( ) camp 行营, [ ] headquarters 大本营; == ‖ railway, -- | road, * arc".to_owned(),
        Lang::Zh => "S 南家，E 东家，N 北家，W 西家（南北、东西为盟）；空位显示站名；( ) 行营，[ ] 大本营；== ‖ 铁路，-- | 公路，* 弧形铁路".to_owned(),
    }
}

/// The lines under the board: legend, status, who is out, last move, extra lines.
pub fn caption(pos: &Position<'_>, lang: Lang) -> Vec<String> {
    let game = pos.game;
    let mut lines = vec![legend(lang)];
    let sep = if lang == Lang::En { "; " } else { "；" };
    let mut status = format!("{}{sep}", Msg::AfterPly(game.plies() as usize).text(lang));
    match game.status() {
        SiguoStatus::Over(o) => {
            let winner = o.winner.map_or(crate::vocab::Winner::Draw, Into::into);
            let result = crate::games::junqi::result_text(winner, Some(o.reason.into()));
            let words = match lang {
                Lang::En => crate::games::siguo::ending_words(o, game.rules()),
                Lang::Zh => Msg::Ended { winner, reason: o.reason.into() }.text(lang),
            };
            status.push_str(&match lang {
                Lang::En => format!("game over: {result} ({words})"),
                Lang::Zh => format!("终局：{result}（{words}）"),
            });
        }
        SiguoStatus::Playing => {
            status.push_str(&Msg::ToMove(game.to_move().into()).text(lang));
            status.push_str(sep);
            let limit = game.rules().rules.no_capture_draw_plies;
            status.push_str(&Msg::QuietPlies { plies: game.quiet_plies(), limit }.text(lang));
        }
    }
    lines.push(status);
    let out: Vec<&str> = Seat::ALL
        .iter()
        .filter(|&&s| game.is_out(s))
        .map(|&s| match lang {
            Lang::En => s.name(),
            Lang::Zh => crate::lang::side(lang, s.into()),
        })
        .collect();
    if !out.is_empty() {
        lines.push(match lang {
            Lang::En => format!("out of the game: {}", out.join(", ")),
            Lang::Zh => format!("已出局：{}", out.join("，")),
        });
    }
    if let Some((seat, mv)) = &pos.last {
        lines.push(Msg::LastMove { side: (*seat).into(), mv }.text(lang));
    }
    lines.extend(pos.extra.iter().cloned());
    lines
}

/// One display cell: a character, or nothing (the right half of a double-width character).
type Canvas = Vec<Vec<Option<String>>>;

fn put(canvas: &mut Canvas, row: usize, col: usize, s: &str) {
    if let Some(line) = canvas.get_mut(row) {
        if let Some(cell) = line.get_mut(col) {
            *cell = Some(s.to_owned());
        }
    }
}

/// The display row and first column of a station's cell.
fn place(board: &Board, s: Station) -> (usize, usize) {
    let p = board.point(s);
    ((GRID - 1 - usize::from(p.row)) * 2, usize::from(p.col) * STEP)
}

fn text(pos: &Position<'_>, style: Style, lines: &[String]) -> String {
    let game = pos.game;
    let board = game.board();
    let (rows, cols) = (GRID * 2 - 1, GRID * STEP);
    let mut canvas: Canvas = vec![vec![Some(" ".to_owned()); cols]; rows];
    for link in board.links() {
        let ((ra, ca), (rb, cb)) = (place(board, link.a), place(board, link.b));
        let rail = link.kind == LinkKind::Rail;
        if ra == rb {
            let (lo, hi) = (ca.min(cb), ca.max(cb));
            for c in lo + CELL..hi {
                put(&mut canvas, ra, c, if rail { "=" } else { "-" });
            }
        } else if ca == cb {
            let (lo, hi) = (ra.min(rb), ra.max(rb));
            for r in lo + 1..hi {
                put(&mut canvas, r, ca + CELL / 2, if rail { "‖" } else { "|" });
            }
        } else {
            // A diagonal: a camp's road or an arc, drawn in the gap between the two cells.
            let r = ra.min(rb) + 1;
            let c = ca.min(cb) + CELL + (STEP - CELL) / 2;
            let up_right = (ra > rb) == (ca < cb);
            let mark = if rail {
                "*"
            } else if up_right {
                "/"
            } else {
                "\\"
            };
            put(&mut canvas, r, c, mark);
        }
    }
    for st in board.stations() {
        let (r, c) = place(board, st);
        let kind = board.kind(st);
        let (open, close) = match kind {
            StationKind::Post => (" ", " "),
            StationKind::Camp => ("(", ")"),
            StationKind::Headquarters => ("[", "]"),
        };
        let (open, close) = if pos.marked.contains(&st) { (">", "<") } else { (open, close) };
        put(&mut canvas, r, c, open);
        put(&mut canvas, r, c + CELL - 1, close);
        match game.piece_at(st) {
            Some((seat, k)) => {
                let letter = seat.letter().to_string();
                let (letter, name) = if style.color {
                    (format!("\x1b[1;{}m{letter}", ansi(seat)), format!("{}\x1b[0m", short(k)))
                } else {
                    (letter, short(k).to_owned())
                };
                put(&mut canvas, r, c + 1, &letter);
                put(&mut canvas, r, c + 2, &name);
                if let Some(cell) = canvas.get_mut(r).and_then(|l| l.get_mut(c + 3)) {
                    *cell = None;
                }
            }
            None => {
                for (i, ch) in board.name(st).chars().enumerate() {
                    put(&mut canvas, r, c + 1 + i, &ch.to_string());
                }
            }
        }
    }
    let mut out = String::new();
    for line in canvas {
        let s: String = line.into_iter().flatten().collect();
        out.push_str(s.trim_end());
        out.push('\n');
    }
    out.push('\n');
    for line in lines {
        out.push_str(line);
        out.push('\n');
    }
    out
}

fn fill(seat: Option<Seat>) -> (&'static str, &'static str) {
    match seat {
        Some(Seat::South) => ("#fde3e1", "#c0161b"),
        Some(Seat::East) => ("#e0e9fb", "#1f4fb4"),
        Some(Seat::North) => ("#fdf3d0", "#9a6a00"),
        Some(Seat::West) => ("#e2f4e2", "#2a7a2a"),
        None => ("#fffaf0", "#6b5a3a"),
    }
}

fn picture(pos: &Position<'_>, lines: &[String]) -> String {
    const D: f64 = 44.0;
    const MARGIN: f64 = 40.0;
    let game = pos.game;
    let board = game.board();
    let x = |col: u8| MARGIN + D * f64::from(col);
    let y = |row: u8| MARGIN + D * (16.0 - f64::from(row));
    let centre = |st: Station| {
        let p = board.point(st);
        (x(p.col), y(p.row))
    };
    let side = 2.0 * MARGIN + 16.0 * D;
    let lines = &svg::fit(lines, side);
    let width = side.max(svg::caption_width(lines));
    let height = side + svg::caption_height(lines) + 10.0;
    let mut s = svg::open(width, height);
    let _ = writeln!(s, "<rect x=\"0\" y=\"0\" width=\"{side}\" height=\"{side}\" fill=\"#f3e6c4\"/>");
    for link in board.links() {
        let ((x1, y1), (x2, y2)) = (centre(link.a), centre(link.b));
        let (pa, pb) = (board.point(link.a), board.point(link.b));
        let arc = link.kind == LinkKind::Rail && pa.col != pb.col && pa.row != pb.row;
        let shape = if arc {
            // A quarter circle round the corner of the two ends that holds no station.
            let corner_is_station =
                board.stations().any(|t| board.point(t) == grid::Point::new(pb.col, pa.row));
            let (cx, cy) = if corner_is_station { (x1, y2) } else { (x2, y1) };
            let sweep = u8::from((x1 - cx) * (y2 - cy) - (y1 - cy) * (x2 - cx) > 0.0);
            format!("<path d=\"M{x1} {y1} A{D} {D} 0 0 {sweep} {x2} {y2}\" fill=\"none\"")
        } else {
            format!("<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\"")
        };
        match link.kind {
            LinkKind::Road => {
                let _ = writeln!(s, "{shape} stroke=\"#6b5a3a\" stroke-width=\"1.5\"/>");
            }
            LinkKind::Rail => {
                let _ = writeln!(s, "{shape} stroke=\"#222\" stroke-width=\"5\"/>");
                let _ =
                    writeln!(s, "{shape} stroke=\"#fff\" stroke-width=\"2.5\" stroke-dasharray=\"6 5\"/>");
            }
        }
    }
    for st in board.stations() {
        let (cx, cy) = centre(st);
        let piece = game.piece_at(st);
        let (bg, fg) = fill(piece.map(|(seat, _)| seat));
        let shape = match board.kind(st) {
            StationKind::Post => {
                format!("<rect x=\"{}\" y=\"{}\" width=\"34\" height=\"22\" rx=\"3\"", cx - 17.0, cy - 11.0)
            }
            StationKind::Camp => format!("<circle cx=\"{cx}\" cy=\"{cy}\" r=\"16\""),
            StationKind::Headquarters => format!(
                "<path d=\"M{} {} L{} {} A18 16 0 0 0 {} {} Z\"",
                cx - 18.0,
                cy + 11.0,
                cx + 18.0,
                cy + 11.0,
                cx - 18.0,
                cy + 11.0
            ),
        };
        let width = if pos.marked.contains(&st) { "3" } else { "1.4" };
        let _ = writeln!(s, "{shape} fill=\"{bg}\" stroke=\"{fg}\" stroke-width=\"{width}\"/>");
        let (label, size) = match piece {
            Some((seat, k)) => (format!("{}{}", seat.letter(), short(k)), 13),
            None => (board.name(st).to_owned(), 10),
        };
        let _ = writeln!(
            s,
            "<text x=\"{cx}\" y=\"{}\" font-size=\"{size}\" text-anchor=\"middle\" fill=\"{fg}\">{}</text>",
            cy + 4.5,
            svg::escape(&label)
        );
    }
    svg::caption(&mut s, lines, 12.0, side + 22.0);
    s.push_str("</svg>\n");
    s
}
