//! `referee judge --format github|junit`: verdicts as a CI system reads them (docs/ci.md).
//!
//! - `github`: GitHub Actions workflow commands, one `::error` per invalid, disagreeing or
//!   unreadable game and one `::warning` per claim that could not be checked, on the file (and
//!   line and column where the verdict has them), with the verdict sentence; the summary line as
//!   a `::notice`. Games that agree, or claim nothing, print nothing.
//! - `junit`: one JUnit XML document, a test case per game: a `failure` for an invalid or
//!   disagreeing game, an `error` for an unreadable one, `skipped` for a claim that could not be
//!   checked. The counts head the document, so the cases are kept until the end (a few hundred
//!   bytes a game).

use referee::lang::{self, Lang};
use referee::verdict::{Settled, Status, Verdict};
use referee::Failure;

/// GitHub's escaping of a workflow command's message: `%` and line breaks as GitHub decodes them
/// (`%25`, `%0D`, `%0A`), and every other control character or bidirectional override (a bell
/// or an escape sequence in a game's name, a note or a file name) shown as the text format shows
/// it (`\u{1b}`, `\t`), never written raw to the log.
fn data(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '%' => out.push_str("%25"),
            '\r' => out.push_str("%0D"),
            '\n' => out.push_str("%0A"),
            c if crate::output::unsafe_char(c) => out.extend(c.escape_debug()),
            c => out.push(c),
        }
    }
    out
}

/// GitHub's escaping of a workflow command's property value (`file=`, `title=`).
fn property(text: &str) -> String {
    data(text).replace(':', "%3A").replace(',', "%2C")
}

/// The file of a verdict's `file`: `FILE#N` names game N of `FILE`.
fn path_of(file: &str) -> (&str, Option<&str>) {
    match file.rsplit_once('#') {
        Some((path, n)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => (path, Some(n)),
        _ => (file, None),
    }
}

fn command(kind: &str, file: &str, place: Option<(usize, usize)>, title: &str, message: &str) -> String {
    let (path, game) = path_of(file);
    let mut props = format!("file={}", property(path));
    if let Some((line, column)) = place {
        props.push_str(&format!(",line={line},col={column}"));
    }
    let title = match game {
        Some(n) => format!("referee: game {n}: {title}"),
        None => format!("referee: {title}"),
    };
    format!("::{kind} {props},title={}::{}\n", property(&title), data(message))
}

/// The annotation of one verdict, if it needs one.
pub fn github_verdict(v: &Verdict, lang: Lang) -> Option<String> {
    let sentence = lang::summary(v, lang);
    let place = v.violation.as_ref().and_then(|x| Some((x.line?, x.column?)));
    let rules = &v.rules;
    if v.status == Status::Invalid {
        return Some(command("error", &v.file, place, &format!("invalid under {rules}"), &sentence));
    }
    if v.agrees == Some(false) {
        return Some(command("error", &v.file, place, &format!("claim disagrees under {rules}"), &sentence));
    }
    if let (Settled::NotCheckable(why), Some(_)) = (v.settled, &v.claimed) {
        let title = format!("claim not checkable ({})", why.words());
        return Some(command("warning", &v.file, None, &title, &sentence));
    }
    None
}

/// The annotation of an input that could not be read.
pub fn github_failure(f: &Failure) -> String {
    let l = f.error.loc;
    let place = l.is_known().then_some((l.line, l.column));
    command("error", &f.file, place, "unreadable", &f.error.message)
}

/// The summary line as a notice.
pub fn github_summary(line: &str) -> String {
    format!("::notice title=referee::{}\n", data(line))
}

/// XML text: the five escapes, and the characters XML 1.0 cannot hold shown as `\u{..}`.
fn xml(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || matches!(c as u32, 0xFFFE | 0xFFFF) => {
                out.push_str(&format!("\\u{{{:x}}}", c as u32));
            }
            c => out.push(c),
        }
    }
    out
}

/// The test cases of a JUnit document, written out by [`Junit::document`].
#[derive(Debug, Default)]
pub struct Junit {
    cases: String,
    tests: usize,
    failures: usize,
    errors: usize,
    skipped: usize,
}

impl Junit {
    pub fn verdict(&mut self, v: &Verdict, lang: Lang) {
        self.tests += 1;
        let sentence = lang::summary(v, lang);
        let notes = v.notes.iter().map(|n| n.text(lang)).collect::<Vec<_>>().join("\n");
        let head =
            format!("    <testcase name=\"{}\" classname=\"{}.{}\"", xml(&v.file), v.game, xml(&v.rules));
        let body = if v.status == Status::Invalid || v.agrees == Some(false) {
            self.failures += 1;
            let kind = if v.status == Status::Invalid { "invalid" } else { "disagrees" };
            format!(
                ">\n      <failure message=\"{}\" type=\"{kind}\">{}</failure>\n    </testcase>\n",
                xml(&sentence),
                xml(&notes)
            )
        } else if let (Settled::NotCheckable(why), Some(_)) = (v.settled, &v.claimed) {
            self.skipped += 1;
            format!(
                ">\n      <skipped message=\"claim not checkable: {}\"/>\n    </testcase>\n",
                xml(why.words())
            )
        } else {
            "/>\n".to_owned()
        };
        self.cases.push_str(&head);
        self.cases.push_str(&body);
    }

    pub fn failure(&mut self, f: &Failure) {
        self.tests += 1;
        self.errors += 1;
        let l = f.error.loc;
        let place = if l.is_known() { format!(":{}:{}", l.line, l.column) } else { String::new() };
        self.cases.push_str(&format!(
            "    <testcase name=\"{}\" classname=\"unreadable\">\n      <error message=\"{}\" type=\"unreadable\">{}{}: {}</error>\n    </testcase>\n",
            xml(&f.file),
            xml(&f.error.message),
            xml(&f.file),
            place,
            xml(&f.error.message)
        ));
    }

    /// The whole document; `summary` (the text summary line) is the suite's `system-out`.
    pub fn document(&self, summary: &str) -> String {
        // The JUnit schema (Jenkins' junit-10.xsd, the one pytest validates its own reports
        // against) has `skipped` on a suite but not on the `testsuites` root.
        let counts =
            format!("tests=\"{}\" failures=\"{}\" errors=\"{}\"", self.tests, self.failures, self.errors);
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"referee\" {counts}>\n  <testsuite name=\"referee judge\" {counts} skipped=\"{}\">\n{}    <system-out>{}</system-out>\n  </testsuite>\n</testsuites>\n",
            self.skipped,
            self.cases,
            xml(summary)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn workflow_commands_escape_their_message_and_properties() {
        let c = command("error", "a,b:c.sgf#3", Some((4, 5)), "x: y", "50%\nnext");
        assert_eq!(
            c,
            "::error file=a%2Cb%3Ac.sgf,line=4,col=5,title=referee%3A game 3%3A x%3A y::50%25%0Anext\n"
        );
        assert_eq!(path_of("dir/x.sgf#12"), ("dir/x.sgf", Some("12")));
        assert_eq!(path_of("dir/#x.yaml"), ("dir/#x.yaml", None));
    }

    #[test]
    fn xml_text_is_escaped_and_control_characters_shown() {
        assert_eq!(xml("<a & \"b\" 'c'>\u{1b}"), "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;\\u{1b}");
    }
}
