//! A small XML tokenizer, enough for the RenjuNet database: elements, attributes in either
//! quote, character data with the five named entities and numeric references, CDATA sections;
//! comments, `<?...?>` and `<!DOCTYPE ...>` are skipped. It is one flat loop over the bytes, never
//! recursion, and works on byte ranges of the input, so reading allocates nothing per token.

use std::ops::Range;

use crate::Loc;

/// An error at a byte offset; turned into a line and column once, when it is reported.
#[derive(Debug)]
pub(super) struct Fault {
    /// The error, its place not yet known.
    pub(super) error: crate::InputError,
    pub(super) at: usize,
}

impl Fault {
    /// A fault of a kind of message ([`crate::messages`]) filled with `args`.
    /// Every value a fault quotes is a name or a piece of the file (or a number): each is cut as
    /// [`crate::excerpt`] cuts it.
    pub(super) fn of(text: &'static crate::message::Text, args: Vec<String>, at: usize) -> Fault {
        let args = args.iter().map(|a| crate::excerpt(a).into_owned()).collect();
        Fault { error: crate::InputError::of(text, args, Loc::UNKNOWN), at }
    }
}

/// A [`Fault`] of a kind of message: `fault!(TEXT, at)` or `fault!(TEXT, at; a, b)`.
macro_rules! fault {
    ($text:ident, $at:expr) => {
        $crate::rif::xml::Fault::of(&$crate::messages::$text, Vec::new(), $at)
    };
    ($text:ident, $at:expr; $($arg:expr),+) => {
        $crate::rif::xml::Fault::of(&$crate::messages::$text, vec![$(::std::string::ToString::to_string(&$arg)),+], $at)
    };
}
pub(super) use fault;

/// Turns byte offsets into lines and columns moving forward through the input, so that the
/// places asked for in document order cost one pass over the file in all.
#[derive(Debug)]
pub(super) struct Lines<'a> {
    bytes: &'a [u8],
    at: usize,
    line: usize,
    line_start: usize,
}

impl<'a> Lines<'a> {
    pub(super) fn new(bytes: &'a [u8]) -> Lines<'a> {
        Lines { bytes, at: 0, line: 1, line_start: 0 }
    }

    pub(super) fn loc(&mut self, offset: usize) -> Loc {
        let offset = offset.min(self.bytes.len());
        if offset < self.at {
            // Only error messages look back; starting over keeps this simple and correct.
            *self = Lines::new(self.bytes);
        }
        let passed = self.bytes.get(self.at..offset).unwrap_or(&[]);
        for (i, _) in passed.iter().enumerate().filter(|(_, &b)| b == b'\n') {
            self.line += 1;
            self.line_start = self.at + i + 1;
        }
        self.at = offset;
        Loc::new(self.line, offset - self.line_start + 1)
    }
}

/// One piece of XML, as byte ranges of the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Token {
    /// `<name ...>`, or `<name .../>` when `empty`; its attributes are in [`Lexer::attrs`].
    Open { name: Range<usize>, empty: bool },
    /// `</name>`, starting at `start`.
    Close { name: Range<usize>, start: usize },
    /// Character data as written (entities not yet decoded).
    Text(Range<usize>),
    /// The inside of `<![CDATA[ ... ]]>`, taken literally.
    CData(Range<usize>),
}

/// An attribute of the last start tag: its name and its raw value (between the quotes).
#[derive(Debug, Clone)]
pub(super) struct Attr {
    pub(super) name: Range<usize>,
    pub(super) value: Range<usize>,
}

pub(super) fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

fn is_name_byte(b: u8) -> bool {
    !is_space(b) && !b"/>=<\"'".contains(&b)
}

/// The offset of the first `pattern` at or after `from`.
fn find(bytes: &[u8], from: usize, pattern: &[u8]) -> Option<usize> {
    let rest = bytes.get(from..)?;
    if let [single] = pattern {
        return rest.iter().position(|b| b == single).map(|i| from + i);
    }
    rest.windows(pattern.len()).position(|w| w == pattern).map(|i| from + i)
}

/// Splits XML into [`Token`]s; comments, `<?...?>` and `<!DOCTYPE ...>` are skipped.
#[derive(Debug)]
pub(super) struct Lexer<'a> {
    pub(super) bytes: &'a [u8],
    pos: usize,
    /// Where the last markup (`<...`) read or being read starts: a fault inside a tag is a
    /// fault of the element it would open.
    pub(super) tag: usize,
    /// The attributes of the last [`Token::Open`], reused from tag to tag.
    pub(super) attrs: Vec<Attr>,
}

impl<'a> Lexer<'a> {
    pub(super) fn new(bytes: &'a [u8]) -> Lexer<'a> {
        Lexer { bytes, pos: 0, tag: 0, attrs: Vec::new() }
    }

    fn at(&self, i: usize) -> Option<u8> {
        self.bytes.get(i).copied()
    }

    /// The input bytes of `range` (empty when out of range).
    pub(super) fn text(&self, range: Range<usize>) -> &'a [u8] {
        self.bytes.get(range).unwrap_or(&[])
    }

    /// Goes on reading at `pos` (after a fault: the next element that can be read).
    pub(super) fn resume_at(&mut self, pos: usize) {
        self.pos = pos.min(self.bytes.len());
    }

    /// The first start tag `<name` or end tag `</name` at or after `from` (by `close`), found
    /// by its bytes alone.
    pub(super) fn find_tag(&self, from: usize, name: &[u8], close: bool) -> Option<usize> {
        let mut at = from;
        loop {
            let i = find(self.bytes, at, b"<")?;
            if self.tag_at(i, name, close) {
                return Some(i);
            }
            at = i + 1;
        }
    }

    /// Whether a start tag `<name` (or an end tag `</name`, by `close`) begins at `i`: `name`
    /// followed by a space, `>` or `/`.
    pub(super) fn tag_at(&self, i: usize, name: &[u8], close: bool) -> bool {
        let lead: &[u8] = if close { b"</" } else { b"<" };
        let after = i + lead.len();
        self.bytes.get(i..after) == Some(lead)
            && self.bytes.get(after..after + name.len()) == Some(name)
            && self.at(after + name.len()).is_none_or(|b| !is_name_byte(b))
    }

    fn name_end(&self, from: usize) -> usize {
        let mut i = from;
        while self.at(i).is_some_and(is_name_byte) {
            i += 1;
        }
        i
    }

    fn skip_space(&self, from: usize) -> usize {
        let mut i = from;
        while self.at(i).is_some_and(is_space) {
            i += 1;
        }
        i
    }

    /// The next token, or `None` at the end of the input.
    pub(super) fn next(&mut self) -> Result<Option<Token>, Fault> {
        loop {
            let start = self.pos;
            let Some(first) = self.at(start) else { return Ok(None) };
            if first != b'<' {
                let end = find(self.bytes, start, b"<").unwrap_or(self.bytes.len());
                self.pos = end;
                return Ok(Some(Token::Text(start..end)));
            }
            self.tag = start;
            let rest = self.bytes.get(start..).unwrap_or(&[]);
            if rest.starts_with(b"<!--") {
                let end =
                    find(self.bytes, start + 4, b"-->").ok_or_else(|| fault!(XML_COMMENT_OPEN, start))?;
                self.pos = end + 3;
            } else if rest.starts_with(b"<![CDATA[") {
                let body = start + 9;
                let end = find(self.bytes, body, b"]]>").ok_or_else(|| fault!(XML_CDATA_OPEN, start))?;
                self.pos = end + 3;
                return Ok(Some(Token::CData(body..end)));
            } else if rest.starts_with(b"<?") {
                let end =
                    find(self.bytes, start + 2, b"?>").ok_or_else(|| fault!(XML_DECLARATION_OPEN, start))?;
                self.pos = end + 2;
            } else if rest.starts_with(b"<!") {
                self.pos = self.declaration_end(start)?;
            } else if rest.starts_with(b"</") {
                return self.close_tag(start).map(Some);
            } else {
                return self.open_tag(start).map(Some);
            }
        }
    }

    /// Just past a `<!DOCTYPE ...>`: its internal subset `[...]` and quoted strings may hold `>`.
    fn declaration_end(&self, start: usize) -> Result<usize, Fault> {
        let (mut depth, mut quote) = (0usize, None);
        for (i, &b) in self.bytes.iter().enumerate().skip(start + 2) {
            match (quote, b) {
                (Some(q), _) if b == q => quote = None,
                (Some(_), _) => {}
                (None, b'"' | b'\'') => quote = Some(b),
                (None, b'[') => depth += 1,
                (None, b']') => depth = depth.saturating_sub(1),
                (None, b'>') if depth == 0 => return Ok(i + 1),
                _ => {}
            }
        }
        Err(fault!(XML_BANG_OPEN, start))
    }

    fn close_tag(&mut self, start: usize) -> Result<Token, Fault> {
        let name = start + 2..self.name_end(start + 2);
        if name.is_empty() {
            return Err(fault!(XML_CLOSING_NAME, start));
        }
        let shown = String::from_utf8_lossy(self.text(name.clone())).into_owned();
        let after = self.skip_space(name.end);
        match self.at(after) {
            Some(b'>') => {
                self.pos = after + 1;
                Ok(Token::Close { name, start })
            }
            None => Err(fault!(XML_CLOSING_CUT, start; shown)),
            Some(_) => Err(fault!(XML_CLOSING_GT, after; shown)),
        }
    }

    fn open_tag(&mut self, start: usize) -> Result<Token, Fault> {
        let name = start + 1..self.name_end(start + 1);
        if name.is_empty() {
            return Err(fault!(XML_LT_IN_TEXT, start));
        }
        let shown = String::from_utf8_lossy(self.text(name.clone())).into_owned();
        let cut = || fault!(XML_TAG_CUT, start; shown);
        self.attrs.clear();
        let mut i = name.end;
        loop {
            i = self.skip_space(i);
            match self.at(i) {
                None => return Err(cut()),
                Some(b'>') => {
                    self.pos = i + 1;
                    return Ok(Token::Open { name, empty: false });
                }
                Some(b'/') if self.at(i + 1) == Some(b'>') => {
                    self.pos = i + 2;
                    return Ok(Token::Open { name, empty: true });
                }
                Some(b'<') => return Err(fault!(XML_TAG_LT, start; shown)),
                Some(_) => {}
            }
            let key = i..self.name_end(i);
            if key.is_empty() {
                return Err(fault!(XML_ATTRIBUTE_NAME, i; shown));
            }
            let key_shown = String::from_utf8_lossy(self.text(key.clone())).into_owned();
            i = self.skip_space(key.end);
            match self.at(i) {
                Some(b'=') => i = self.skip_space(i + 1),
                None => return Err(cut()),
                Some(_) => {
                    return Err(fault!(XML_ATTRIBUTE_NO_VALUE, i; key_shown));
                }
            }
            let quote = match self.at(i) {
                Some(q @ (b'"' | b'\'')) => q,
                None => return Err(cut()),
                Some(_) => {
                    return Err(fault!(XML_ATTRIBUTE_UNQUOTED, i; key_shown));
                }
            };
            let end =
                find(self.bytes, i + 1, &[quote]).ok_or_else(|| fault!(XML_ATTRIBUTE_OPEN, i; key_shown))?;
            self.attrs.push(Attr { name: key, value: i + 1..end });
            i = end + 1;
        }
    }
}

/// A piece of decoded text: a byte as written, or the character an entity stands for.
#[derive(Debug, Clone, Copy)]
pub(super) enum Unit {
    Byte(u8),
    Char(char),
}

/// Decodes character data that starts at offset `base`, giving each unit with its offset. The
/// five named entities and numeric references are decoded; anything else after `&` is kept as
/// written, since a stray `&` in a free-text comment should not cost the whole database.
pub(super) fn unescape(
    raw: &[u8],
    base: usize,
    mut each: impl FnMut(usize, Unit) -> Result<(), Fault>,
) -> Result<(), Fault> {
    let mut i = 0;
    while let Some(&b) = raw.get(i) {
        if b == b'&' {
            if let Some((c, len)) = entity(raw.get(i..).unwrap_or(&[])) {
                each(base + i, Unit::Char(c))?;
                i += len;
                continue;
            }
        }
        each(base + i, Unit::Byte(b))?;
        i += 1;
    }
    Ok(())
}

/// The character and length of the entity reference `&...;` that `s` starts with.
fn entity(s: &[u8]) -> Option<(char, usize)> {
    // `&#x10FFFF;` is the longest reference worth reading.
    let end = s.iter().take(12).position(|&b| b == b';')?;
    let c = match s.get(1..end)? {
        b"amp" => '&',
        b"lt" => '<',
        b"gt" => '>',
        b"quot" => '"',
        b"apos" => '\'',
        body => {
            let number = body.strip_prefix(b"#")?;
            let (digits, radix) = number.strip_prefix(b"x").map_or((number, 10), |hex| (hex, 16));
            if digits.is_empty() || !digits.iter().all(|&d| char::from(d).is_digit(radix)) {
                return None;
            }
            let n = u32::from_str_radix(std::str::from_utf8(digits).ok()?, radix).ok()?;
            // XML allows no NUL character; a reference to it or to a surrogate is shown replaced.
            char::from_u32(n).filter(|&c| c != '\0').unwrap_or(char::REPLACEMENT_CHARACTER)
        }
    };
    Some((c, end + 1))
}

/// Decoded text, trimmed, invalid UTF-8 replaced; `None` when nothing is left.
pub(super) fn decode(raw: &[u8]) -> Option<String> {
    let mut out = Vec::with_capacity(raw.len());
    let _ = unescape(raw, 0, |_, unit| {
        match unit {
            Unit::Byte(b) => out.push(b),
            Unit::Char(c) => out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes()),
        }
        Ok(())
    });
    let text = String::from_utf8_lossy(&out);
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every token of `xml` as text: `<name attr=value ...>`, `</name>`, `text`, `cdata`.
    fn tokens(xml: &str) -> Vec<String> {
        let mut lexer = Lexer::new(xml.as_bytes());
        let mut out = Vec::new();
        while let Some(token) = lexer.next().unwrap_or_else(|f| panic!("{} at {}", f.error.message, f.at)) {
            let text = |r: Range<usize>| String::from_utf8_lossy(lexer.text(r)).into_owned();
            out.push(match token {
                Token::Open { name, empty } => {
                    let attrs: String = lexer
                        .attrs
                        .iter()
                        .map(|a| format!(" {}={}", text(a.name.clone()), text(a.value.clone())))
                        .collect();
                    format!("<{}{attrs}{}>", text(name), if empty { "/" } else { "" })
                }
                Token::Close { name, .. } => format!("</{}>", text(name)),
                Token::Text(r) => format!("text {:?}", text(r)),
                Token::CData(r) => format!("cdata {:?}", text(r)),
            });
        }
        out
    }

    #[test]
    fn tokens_of_a_small_document() {
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY e '>'>]><!-- c > -->\
                   <d a = 'x\"y' b=\"\"><e/>t&amp;<![CDATA[<raw>]]></d >";
        assert_eq!(tokens(xml), ["<d a=x\"y b=>", "<e/>", "text \"t&amp;\"", "cdata \"<raw>\"", "</d>"]);
    }

    #[test]
    fn entities_decode_and_unknown_ones_stay() {
        assert_eq!(
            decode(b" &lt;&#x263A;&#9786;&bogus;&#xD800;&#12345678901; "),
            Some("<\u{263A}\u{263A}&bogus;\u{FFFD}&#12345678901;".to_owned())
        );
        assert_eq!(decode(b" \t\n"), None);
    }

    #[test]
    fn lines_count_from_one_and_may_look_back() {
        let mut lines = Lines::new(b"ab\ncd\n\nef");
        assert_eq!(lines.loc(4), Loc::new(2, 2));
        assert_eq!(lines.loc(7), Loc::new(4, 1));
        assert_eq!(lines.loc(1), Loc::new(1, 2));
        assert_eq!(lines.loc(99), Loc::new(4, 3));
    }
}
