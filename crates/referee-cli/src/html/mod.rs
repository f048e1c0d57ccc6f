//! `referee judge --format html` and a match's `index.html`: one self-contained page (its
//! style, script and data inline; nothing fetched, so it opens from `file://` and offline) with
//! the summary as a picture, a table of every game, and a viewer that steps through a game's
//! positions from the trace the page carries (`referee::trace`).
//!
//! The page's parts are assets beside this file: `report.html` (the frame), `report.css`,
//! `viewer.js`. The data is one JSON block the script reads; rows are drawn by the script a
//! chunk at a time, and a position is computed when it is shown.

use std::fmt::Write as _;

use referee::batch::Summary;
use referee::lang::Lang;
use referee::trace::Trace;
use referee::verdict::Verdict;
use referee::Failure;
use serde::Serialize;

const FRAME: &str = include_str!("report.html");
const STYLE: &str = include_str!("report.css");
const SCRIPT: &str = include_str!("viewer.js");

/// One row of the page: a verdict or why the game could not be read, its sentence in the
/// page's language, its explanation (the count, the rule cited) and its positions.
#[derive(Debug, Serialize)]
struct Row {
    /// The verdict as `--format json` prints it.
    #[serde(skip_serializing_if = "Option::is_none")]
    v: Option<serde_json::Value>,
    /// An unreadable game: `{file, error: {message, line, column}}`.
    #[serde(skip_serializing_if = "Option::is_none")]
    e: Option<serde_json::Value>,
    /// The verdict in words, in the page's language.
    s: String,
    /// The explanation under the diagram `--explain` draws, in the page's language.
    #[serde(skip_serializing_if = "String::is_empty")]
    x: String,
    /// The positions.
    #[serde(skip_serializing_if = "Option::is_none")]
    t: Option<Trace>,
}

/// A page being gathered: every row, written as one document at the end (as JUnit's is).
#[derive(Debug, Default)]
pub struct Report {
    /// Each row as its JSON text, made when it is added: a page of 10,000 games keeps text,
    /// not 10,000 trees of values.
    rows: Vec<String>,
    /// Each row's place in the page's order, where rows come out of order (a match's games
    /// finish in any order and are listed by number); empty when they come in order.
    keys: Vec<usize>,
}

/// What a page shows above its table, besides the summary: a match's table or crosstable.
#[derive(Debug, Default)]
pub struct Head {
    /// The page's title.
    pub title: String,
    /// Preformatted text under the title (a match's table).
    pub text: String,
}

impl Report {
    /// Adds a judged game.
    pub fn verdict(&mut self, v: &Verdict, explained: Option<&str>, trace: Option<Trace>, lang: Lang) {
        self.push(&Row {
            v: serde_json::to_value(v).ok(),
            e: None,
            s: referee::lang::summary(v, lang),
            x: explained.map(explanation).unwrap_or_default(),
            t: trace,
        });
    }

    /// Adds a game that could not be read.
    pub fn failure(&mut self, f: &Failure, lang: Lang) {
        self.push(&Row {
            v: None,
            e: serde_json::from_str(&f.to_json()).ok(),
            s: crate::batch::error_line_in(f, lang),
            x: String::new(),
            t: None,
        });
    }

    fn push(&mut self, row: &Row) {
        self.rows.push(serde_json::to_string(row).unwrap_or_else(|_| "{}".to_owned()));
    }

    /// Moves the row added last to its place by `key` (rows with smaller keys before it): a
    /// match's games are listed by number, whatever order they finish in.
    pub fn place_last(&mut self, key: usize) {
        let Some(row) = self.rows.pop() else { return };
        let at = self.keys.partition_point(|&k| k < key);
        self.keys.insert(at, key);
        self.rows.insert(at, row);
    }

    /// How many rows the page has.
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// Whether the page has no row.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// The whole page.
    pub fn document(&self, summary: &Summary, head: &Head, lang: Lang) -> String {
        let top = serde_json::json!({
            "lang": match lang { Lang::En => "en", Lang::Zh => "zh" },
            "summary": summary.render(lang),
            "pieces": pieces(),
        })
        .to_string();
        // The rows' texts spliced in as the object's last key, `games`.
        let mut data =
            String::with_capacity(top.len() + self.rows.iter().map(|r| r.len() + 1).sum::<usize>() + 12);
        data.push_str(top.strip_suffix('}').unwrap_or(&top));
        data.push_str(",\"games\":[");
        data.push_str(&self.rows.join(","));
        data.push_str("]}");
        let title = match (head.title.is_empty(), lang) {
            (false, _) => head.title.clone(),
            (true, Lang::En) => {
                format!("referee: {}", referee::verdict::count(summary.total(), "game", "games"))
            }
            (true, Lang::Zh) => format!("裁判报告：共{}局", summary.total()),
        };
        let mut top = String::new();
        if !head.text.is_empty() {
            let _ = write!(top, "<pre class=\"head\">{}</pre>", escape(&head.text));
        }
        FRAME
            .replace("{{LANG}}", if lang == Lang::Zh { "zh" } else { "en" })
            .replace("{{TITLE}}", &escape(&title))
            .replace("{{STYLE}}", STYLE)
            .replace("{{HEAD}}", &top)
            .replace("{{SUMMARY}}", &escape(&summary.render(lang)))
            .replace("{{BARS}}", &bars(summary, lang))
            .replace("{{SCRIPT}}", SCRIPT)
            .replace("{{DATA}}", &script_json(&data))
    }
}

/// `referee match -o DIR`'s `DIR/index.html`: every finished game judged once, as it
/// finishes, and the page written again after each (to a temporary file renamed over the last,
/// so that a browser never reads half a page).
#[derive(Debug)]
pub struct MatchPage {
    report: Report,
    summary: Summary,
    title: String,
}

impl MatchPage {
    /// A page titled `title` (the engines' names).
    pub fn new(title: String) -> MatchPage {
        MatchPage { report: Report::default(), summary: Summary::default(), title }
    }

    /// Judges game `number`'s record (`label` its file) under `config` and adds it in its place.
    pub fn game(&mut self, number: usize, label: &str, sgf: &str, config: &referee::Config) {
        let lang = Lang::En;
        let batch = referee::batch::Batch {
            config,
            lang,
            explain: Some(referee::draw::Style { output: referee::draw::Output::Text, lang, color: false }),
            trace: true,
        };
        let read = config.read;
        let games = records::read_bytes_as(records::SourceFormat::Sgf, sgf.as_bytes(), label, read);
        let count = games.len();
        for (i, game) in games.into_iter().enumerate() {
            let label = referee::game_label(label, i, count);
            let outcome = batch.judge_game(game, &label, referee::Folder::of(None));
            self.summary.see(&outcome);
            match outcome {
                Ok(j) => self.report.verdict(&j.verdict, j.explained.as_deref(), j.trace, lang),
                Err(f) => self.report.failure(&f, lang),
            }
            self.report.place_last(number);
        }
    }

    /// Writes the page into `dir` as `index.html`, with `table` (the table or crosstable, and
    /// the SPRT's state) above the games.
    ///
    /// # Errors
    /// The file that cannot be written, and why.
    pub fn write(&self, dir: &std::path::Path, table: &str) -> Result<(), String> {
        let head = Head { title: self.title.clone(), text: table.to_owned() };
        let page = self.report.document(&self.summary, &head, Lang::En);
        let (tmp, path) = (dir.join(".index.html.tmp"), dir.join("index.html"));
        std::fs::write(&tmp, page)
            .and_then(|()| std::fs::rename(&tmp, &path))
            .map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// The explanation `--explain` prints, without its diagram (the page draws the board) and
/// its indentation: the caption, the count and the rule in words.
fn explanation(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let Some(head) = lines.first() else { return String::new() };
    let after = lines.iter().skip(1).position(|l| l == head).map_or(0, |i| i + 2);
    let mut out = String::new();
    for line in &lines[after..] {
        out.push_str(line.strip_prefix("  ").unwrap_or(line));
        out.push('\n');
    }
    out
}

/// The junqi pieces by their place in `PieceKind::ALL`: English name, Chinese name.
fn pieces() -> Vec<[&'static str; 2]> {
    junqi_rules::PieceKind::ALL.iter().map(|k| [k.english(), k.chinese()]).collect()
}

/// Text escaped for HTML character data and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// JSON made safe inside `<script type="application/json">`: `</` written `<\/` (a file name
/// holding `</script>` cannot end the block), and `<!--` broken the same way.
fn script_json(json: &str) -> String {
    json.replace("</", "<\\/").replace("<!--", "<\\u0021--")
}

/// The summary as a bar: one stretch per kind, as wide as its share, with its count.
fn bars(s: &Summary, lang: Lang) -> String {
    let unchecked: usize = s.unchecked.iter().sum();
    let agree = s.counted + s.estimated + s.ending + s.as_claimed;
    let zh = lang == Lang::Zh;
    let parts = [
        (agree, if zh { "相符" } else { "agree" }, "agree"),
        (s.disagree, if zh { "不符" } else { "disagree" }, "disagree"),
        (unchecked, if zh { "无法核对" } else { "not checkable" }, "unchecked"),
        (s.invalid, if zh { "无效" } else { "invalid" }, "invalid"),
        (s.unreadable, if zh { "无法读取" } else { "unreadable" }, "unreadable"),
    ];
    let total = s.total().max(1) as f64;
    let (width, height) = (600.0, 28.0);
    let mut svg = format!(
        "<svg class=\"bars\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{}\" \
         viewBox=\"0 0 {width} {}\" role=\"img\">",
        height + 26.0,
        height + 26.0
    );
    let mut x = 0.0;
    let mut legend_x = 0.0;
    for (n, words, class) in parts {
        let w = width * n as f64 / total;
        if n > 0 {
            let _ = write!(
                svg,
                "<rect class=\"{class}\" x=\"{x:.1}\" y=\"0\" width=\"{w:.1}\" height=\"{height}\"><title>{n} {}</title></rect>",
                escape(words)
            );
        }
        x += w;
        let _ = write!(
            svg,
            "<rect class=\"{class}\" x=\"{legend_x}\" y=\"{}\" width=\"10\" height=\"10\"/>\
             <text x=\"{}\" y=\"{}\" font-size=\"12\">{n} {}</text>",
            height + 8.0,
            legend_x + 14.0,
            height + 18.0,
            escape(words)
        );
        // Room for the count and the words (a CJK character counts double).
        let label = format!("{n} {words}");
        let chars: usize = label.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum();
        legend_x += 30.0 + 7.0 * chars as f64;
    }
    svg.push_str("</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_json_cannot_close_its_block() {
        let json = serde_json::json!({"file": "</script><script>alert(1)</script><!--"}).to_string();
        let safe = script_json(&json);
        assert!(!safe.contains("</"), "{safe}");
        assert!(!safe.contains("<!--"), "{safe}");
        // Still the same JSON once read.
        let back: serde_json::Value = serde_json::from_str(&safe).unwrap();
        assert_eq!(back["file"], "</script><script>alert(1)</script><!--");
    }

    #[test]
    fn rows_placed_by_key_come_out_in_key_order() {
        let mut r = Report::default();
        for (key, name) in [(3, "c"), (1, "a"), (2, "b")] {
            r.push(&Row { v: None, e: None, s: name.to_owned(), x: String::new(), t: None });
            r.place_last(key);
        }
        assert_eq!(r.rows, [r#"{"s":"a"}"#, r#"{"s":"b"}"#, r#"{"s":"c"}"#]);
    }

    #[test]
    fn explanation_drops_the_diagram() {
        let text = "    A B\n  2 ┌─┐ 2\n  1 └─┘ 1\n    A B\n  after ply 0\n  count (art. 9):\n    Black: 1\n";
        assert_eq!(explanation(text), "after ply 0\ncount (art. 9):\n  Black: 1\n");
    }
}
