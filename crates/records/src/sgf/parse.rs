//! The SGF tokenizer: one flat pass over the file's text, decoded to UTF-8 beforehand
//! (`encoding.rs`), that keeps the main line of each game tree as byte ranges, and the helpers
//! that turn property values into text. Every byte it looks for is ASCII, and no byte of a UTF-8
//! multi-byte character is, so a name can never close a value or escape a byte.

use std::borrow::Cow;
use std::ops::Range;

use super::encoding::Columns;
use super::{LONG_ID, MAX_MAIN_LINE_NODES, MAX_MAIN_LINE_VALUES};
use crate::{InputError, Loc};

/// A property value: the raw bytes between `[` and `]`, and where they start.
#[derive(Debug)]
pub(super) struct Value {
    pub(super) span: Range<usize>,
    pub(super) loc: Loc,
}

/// A property of the main line and the range of its values in [`MainLine::values`].
#[derive(Debug)]
pub(super) struct Prop {
    pub(super) id: u32,
    pub(super) values: Range<usize>,
}

/// The nodes of one game's main line, flattened: `nodes[i]` is the index of node `i`'s first
/// property.
#[derive(Debug, Default)]
pub(super) struct MainLine {
    pub(super) nodes: Vec<usize>,
    pub(super) props: Vec<Prop>,
    pub(super) values: Vec<Value>,
}

thread_local! {
    /// The vectors of the last main line read on this thread, kept empty for the next: a batch
    /// reads thousands of small files, and a game's three vectors (tens of KB together) are
    /// then allocated once per thread instead of once per game.
    static SPARE: std::cell::RefCell<MainLine> = std::cell::RefCell::new(MainLine::default());
}

/// The most values a spare main line may keep room for: a collection's huge game (up to
/// [`MAX_MAIN_LINE_VALUES`]) gives its memory back instead of holding it for the thread's life.
const SPARE_VALUES: usize = 1 << 16;

impl MainLine {
    /// An empty main line with room for about `guess` properties, on this thread's spare
    /// vectors when there are some.
    fn spare(guess: usize) -> MainLine {
        let mut main = SPARE.with(|s| std::mem::take(&mut *s.borrow_mut()));
        main.nodes.reserve(guess / 2);
        main.props.reserve(guess);
        main.values.reserve(guess);
        main
    }

    /// Hands this main line's vectors back, emptied, for the next game read on this thread.
    pub(super) fn recycle(mut self) {
        let kept = [self.nodes.capacity(), self.props.capacity(), self.values.capacity()];
        if kept.iter().any(|&c| c > SPARE_VALUES) {
            return;
        }
        self.nodes.clear();
        self.props.clear();
        self.values.clear();
        SPARE.with(|s| *s.borrow_mut() = self);
    }

    pub(super) fn node(&self, i: usize) -> &[Prop] {
        let start = self.nodes.get(i).copied().unwrap_or(self.props.len());
        let end = self.nodes.get(i + 1).copied().unwrap_or(self.props.len());
        self.props.get(start..end).unwrap_or(&[])
    }

    pub(super) fn values(&self, p: &Prop) -> &[Value] {
        self.values.get(p.values.clone()).unwrap_or(&[])
    }
}

/// A position in the text that knows its line, so every token gets its place in one pass.
pub(super) struct Cursor<'a> {
    pub(super) bytes: &'a [u8],
    pub(super) pos: usize,
    pub(super) line: usize,
    pub(super) line_start: usize,
    /// Columns of the original file, which may differ from the decoded text's.
    pub(super) columns: &'a Columns,
}

impl<'a> Cursor<'a> {
    pub(super) fn new(bytes: &'a [u8], columns: &'a Columns) -> Self {
        Cursor { bytes, pos: 0, line: 1, line_start: 0, columns }
    }

    pub(super) fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    pub(super) fn loc(&self) -> Loc {
        self.loc_at(self.pos, self.line, self.line_start)
    }

    /// The place of byte `pos` on line `line`, which starts at byte `line_start`: for a place
    /// passed earlier, kept as three numbers and turned into a [`Loc`] only when needed.
    /// Inlined: every property value asks for its place, and the common file keeps its columns.
    #[inline]
    fn loc_at(&self, pos: usize, line: usize, line_start: usize) -> Loc {
        if self.columns.is_identity() {
            return Loc::new(line, pos - line_start + 1);
        }
        original_loc(self.columns, pos, line, line_start)
    }

    pub(super) fn bump(&mut self) {
        match self.peek() {
            Some(b'\n') => {
                self.pos += 1;
                self.line += 1;
                self.line_start = self.pos;
            }
            Some(_) => self.pos += 1,
            None => {}
        }
    }

    pub(super) fn skip_ws(&mut self) {
        while let Some(&b) = self.bytes.get(self.pos) {
            if b == b'\n' {
                self.pos += 1;
                self.line += 1;
                self.line_start = self.pos;
            } else if b.is_ascii_whitespace() {
                self.pos += 1;
            } else {
                break;
            }
        }
    }

    /// Moves to the next `(` that opens a game tree (one followed by `;` or `(`). Other bytes
    /// outside game trees are skipped: mail headers, a byte-order mark, text between games.
    pub(super) fn next_tree(&mut self) -> bool {
        while let Some(b) = self.peek() {
            if b == b'(' {
                let rest = self.bytes.get(self.pos + 1..).unwrap_or(&[]);
                if matches!(rest.iter().find(|c| !c.is_ascii_whitespace()), Some(b';' | b'(')) {
                    return true;
                }
            }
            self.bump();
        }
        false
    }

    /// Reads the game tree at the cursor's `(` and keeps the properties of its main line;
    /// `wrap` trees with no node of their own are around the game ([`Tree::wrap`]).
    ///
    /// # Errors
    /// [`Stop::Bad`] for bytes that are not SGF, with the nesting depth reached so that
    /// [`Cursor::skip_tree`] can find the tree's end; [`Stop::Cut`] when the file ends inside
    /// the tree, with the main line read up to there; [`Stop::NextRoot`] at a `(;` that opens
    /// another game before this tree is closed ([`Brackets::new_game_at`]), the cursor on it.
    pub(super) fn read_tree(&mut self, wrap: usize, brackets: &mut Brackets) -> Result<MainLine, Stop> {
        // The loop runs on a copy of the cursor that no call outside it sees, so that its
        // place can stay in registers; through `self`, which the callers also hand to functions
        // that are not inlined, every step of a byte was a store and a load.
        let mut here = Cursor { columns: self.columns, ..*self };
        let tree = here.read_tree_here(wrap, brackets);
        (self.pos, self.line, self.line_start) = (here.pos, here.line, here.line_start);
        tree
    }

    /// [`Cursor::read_tree`] on the copy.
    fn read_tree_here(&mut self, wrap: usize, brackets: &mut Brackets) -> Result<MainLine, Stop> {
        let open = self.loc();
        let start = self.pos;
        self.bump();
        // Sized once from the bytes left (a property takes at least 4 bytes, `B[]` and a
        // separator), so that a game's vectors do not grow step by step; a collection's later
        // games reuse none of it, and the cap keeps a huge file from reserving much at once.
        let guess = (self.bytes.len().saturating_sub(self.pos) / 6).min(1 << 12);
        let mut main = MainLine::spare(guess);
        let mut depth = 1usize;
        // The main line runs until the first `)`: after it come only later variations.
        let mut on_main = true;
        let mut in_node = false;
        let bad = |e: InputError, depth: usize| Err(Stop::Bad(e, depth));
        while depth > 0 {
            self.skip_ws();
            let Some(b) = self.peek() else {
                return Err(Stop::Cut { main, open, main_done: !on_main });
            };
            match b {
                b'(' => {
                    // Once the tree has a node, or its main line has ended with none (`(()`: a
                    // first variation that is empty), a `(;` with root properties may open the
                    // next game.
                    if !main.nodes.is_empty() || !on_main {
                        if let Some(property) = brackets.new_game_at(self.bytes, start, self.pos, depth, wrap)
                        {
                            let at = self.loc();
                            return Err(Stop::NextRoot { main, open, main_done: !on_main, at, property });
                        }
                    }
                    depth += 1;
                    in_node = false;
                    self.pos += 1;
                }
                b')' => {
                    depth -= 1;
                    on_main = false;
                    in_node = false;
                    self.pos += 1;
                }
                b';' => {
                    if on_main {
                        if main.nodes.len() == MAX_MAIN_LINE_NODES {
                            let e = crate::error!(crate::messages::SGF_TOO_MANY_NODES, self.loc(); MAX_MAIN_LINE_NODES);
                            return bad(e, depth);
                        }
                        main.nodes.push(main.props.len());
                    }
                    in_node = true;
                    self.pos += 1;
                }
                b if b.is_ascii_alphabetic() => {
                    if !in_node {
                        let e = crate::error!(crate::messages::SGF_PROPERTY_OUTSIDE, self.loc());
                        return bad(e, depth);
                    }
                    match self.read_property(on_main.then_some(&mut main)) {
                        Ok(()) => {}
                        Err(None) => return Err(Stop::Cut { main, open, main_done: !on_main }),
                        Err(Some(e)) => return bad(e, depth),
                    }
                }
                b => {
                    // The text is UTF-8 (`encoding.rs`): a non-ASCII byte starts a character,
                    // shown as the file's encoding wrote it.
                    let rest = self.bytes.get(self.pos..(self.pos + 4).min(self.bytes.len())).unwrap_or(&[]);
                    let c =
                        String::from_utf8_lossy(rest).chars().next().unwrap_or(char::REPLACEMENT_CHARACTER);
                    let (here, m) = (self.loc(), &crate::messages::SGF_UNEXPECTED);
                    let e = if b.is_ascii_graphic() || (!b.is_ascii() && !c.is_control()) {
                        crate::error!(*m, here; c)
                    } else if b.is_ascii() {
                        crate::error!(crate::messages::SGF_UNEXPECTED_BYTE, here; format!("{b:02X}"))
                    } else {
                        crate::error!(crate::messages::SGF_UNEXPECTED_CHAR, here; format!("{:04X}", u32::from(c)))
                    };
                    return bad(e, depth);
                }
            }
        }
        if main.nodes.is_empty() {
            return bad(crate::error!(crate::messages::SGF_NO_NODE, open), 0);
        }
        Ok(main)
    }

    /// Moves past the end of a game tree that could not be read, `depth` trees deep at the
    /// cursor: brackets counted outside property values, so that the next game starts where
    /// the broken one ends, or at a `(;` that opens another game before it ends
    /// ([`Brackets::new_game_at`]; the tree opened at `tree.start`). `false` when the file ends
    /// first (no game can follow).
    pub(super) fn skip_tree(&mut self, mut depth: usize, tree: Tree, brackets: &mut Brackets) -> bool {
        while depth > 0 {
            let Some(b) = self.peek() else { return false };
            match b {
                b'(' => {
                    if brackets.new_game_at(self.bytes, tree.start, self.pos, depth, tree.wrap).is_some() {
                        return true;
                    }
                    depth += 1;
                }
                b')' => depth -= 1,
                b'[' => {
                    // A value: brackets inside it are text; `\]` does not close it.
                    self.bump();
                    while let Some(c) = self.peek() {
                        if c == b']' {
                            break;
                        }
                        if c == b'\\' {
                            self.bump();
                        }
                        self.bump();
                    }
                    if self.peek().is_none() {
                        return false;
                    }
                }
                _ => {}
            }
            self.bump();
        }
        true
    }

    /// Reads one property and its values; keeps them when `main` is given.
    ///
    /// # Errors
    /// `Some(error)` for a property that is not SGF, `None` when the file ends inside it (the
    /// property is then not kept).
    pub(super) fn read_property(
        &mut self,
        mut main: Option<&mut MainLine>,
    ) -> Result<(), Option<InputError>> {
        // A name never spans lines; its place is needed only for an error.
        let (name_start, name_line, name_line_start) = (self.pos, self.line, self.line_start);
        let mut code = 0u32;
        let mut capitals = 0;
        while let Some(&b) = self.bytes.get(self.pos) {
            if !b.is_ascii_alphabetic() {
                break;
            }
            // FF[3] long names such as `AddBlack` keep only their capitals (`AB`).
            if b.is_ascii_uppercase() {
                capitals += 1;
                code = if capitals > 4 { LONG_ID } else { (code << 8) | u32::from(b) };
            }
            self.pos += 1;
        }
        let name = self.bytes.get(name_start..self.pos).unwrap_or(&[]);
        let first_value = main.as_ref().map_or(0, |m| m.values.len());
        self.skip_ws();
        match self.peek() {
            Some(b'[') => {}
            None => return Err(None),
            Some(_) => {
                let loc = self.loc_at(name_start, name_line, name_line_start);
                let name = excerpt(name);
                return Err(Some(crate::error!(crate::messages::SGF_NO_VALUE, loc; name)));
            }
        }
        while self.peek() == Some(b'[') {
            // The `[` and the value's first byte are on one line; the bracket's place is
            // needed only for an error.
            let (line, line_start) = (self.line, self.line_start);
            self.pos += 1;
            let start = self.pos;
            let loc = self.loc_at(start, line, line_start);
            loop {
                // Jump to the next byte that matters (the closing `]`, an escape, a line end),
                // instead of stepping byte by byte: values are most of an SGF file.
                let rest = self.bytes.get(self.pos..).unwrap_or(&[]);
                let Some(skip) = rest.iter().position(|&b| matches!(b, b']' | b'\\' | b'\n')) else {
                    // The file ends inside the value: everything before it was read. The
                    // cursor goes to the end, counting lines, so that it can say where that is.
                    while self.peek().is_some() {
                        self.bump();
                    }
                    return Err(None);
                };
                self.pos += skip;
                match self.peek() {
                    Some(b']') => break,
                    Some(b'\\') => {
                        // The escaped byte may be a line break (a soft break).
                        self.pos += 1;
                        self.bump();
                    }
                    _ => self.bump(),
                }
            }
            if let Some(m) = main.as_deref_mut() {
                if m.values.len() == MAX_MAIN_LINE_VALUES {
                    let at = self.loc_at(start - 1, line, line_start);
                    return Err(Some(
                        crate::error!(crate::messages::SGF_TOO_MANY_VALUES, at; MAX_MAIN_LINE_VALUES),
                    ));
                }
                m.values.push(Value { span: start..self.pos, loc });
            }
            // Past the `]`.
            self.pos += 1;
            self.skip_ws();
        }
        if let Some(m) = main {
            let end = m.values.len();
            m.props.push(Prop { id: code, values: first_value..end });
        }
        Ok(())
    }
}

/// [`Cursor::loc_at`] in a file whose decoding moved columns (a legacy encoding). A function of
/// the columns alone, not of the cursor: the cursor's copy in [`Cursor::read_tree`] is never
/// handed to a call that is not inlined.
#[cold]
fn original_loc(columns: &Columns, pos: usize, line: usize, line_start: usize) -> Loc {
    let column = columns.original(pos).saturating_sub(columns.original(line_start));
    Loc::new(line, column + 1)
}

/// Where a game tree starts: the offset of its `(`, and how many trees with no node of their
/// own wrap the game inside it (`((;B[aa]))` has one).
#[derive(Debug, Clone, Copy)]
pub(super) struct Tree {
    pub(super) start: usize,
    pub(super) wrap: usize,
}

/// The root-only properties of FF[4] (`AP CA FF GM ST SZ`): a node that carries one is the root
/// of a game, never a move of a variation.
const ROOT_ONLY: [u32; 6] =
    [super::id("AP"), super::id("CA"), super::id("FF"), super::id("GM"), super::id("ST"), super::id("SZ")];

/// The most trees never closed that [`Brackets`] keeps the places of: a hostile file of a
/// million `(` costs no more (a tree past them is taken as closed, as before resynchronising).
const MAX_UNCLOSED: usize = 1 << 16;

/// What the reader knows of a collection's brackets, to tell a game tree that is never closed
/// (a `)` missing, a stray `(`) from one that is: found by a scan forward from the first place
/// that asks, kept for the games after it, so that the file is scanned about once in all.
#[derive(Debug, Default)]
pub(super) struct Brackets {
    /// A scan from inside the tree opened at `.0` found its `)` at `.1`.
    closed: Option<(usize, usize)>,
    /// A scan reached the file's end from this offset: every `(` after it that is never
    /// closed is in `unclosed`, in file order, up to `known_until`.
    scanned_from: Option<usize>,
    unclosed: Vec<usize>,
    /// The offset of the first `(` that [`MAX_UNCLOSED`] left out of `unclosed`.
    known_until: usize,
}

impl Brackets {
    /// Whether no question was asked of it yet: a reading that ends with it so asked nothing
    /// whose answer a reading from the file's start could have kept from an earlier game.
    pub(super) fn is_untouched(&self) -> bool {
        self.closed.is_none() && self.scanned_from.is_none()
    }

    /// Whether the `(` at `at`, `depth` trees deep in the game tree opened at `start` (`wrap`
    /// of them around the game: [`Tree`]), opens another game rather than a variation, and
    /// the root-only property its first node names if so. It does when that node carries a
    /// root-only property ([`ROOT_ONLY`]) and either only trees with no node of their own are
    /// still open around it (the game before it is closed: a stray `(` wraps the rest of the
    /// file), or the tree opened at `start` is never closed (its `)` is missing, so the rest of
    /// the file would be its variations). A variation that merely carries a root property in
    /// a tree that is closed stays a variation, as it always was.
    pub(super) fn new_game_at(
        &mut self,
        bytes: &[u8],
        start: usize,
        at: usize,
        depth: usize,
        wrap: usize,
    ) -> Option<&'static str> {
        let property = root_property(bytes, at)?;
        if depth <= wrap || !self.closes(bytes, start, at, depth) {
            return Some(property);
        }
        None
    }

    /// Whether the tree opened at `start`, `depth` trees deep at `at`, is closed before the
    /// file ends.
    fn closes(&mut self, bytes: &[u8], start: usize, at: usize, depth: usize) -> bool {
        if self.scanned_from.is_some_and(|from| start >= from) {
            return start >= self.known_until || self.unclosed.binary_search(&start).is_err();
        }
        if let Some((open, end)) = self.closed {
            if open == start && at < end {
                return true;
            }
        }
        // Brackets counted outside values (`\]` does not close one), from `at` on: the tree
        // closes where the depth comes back to 0; the `(` still open at the end are never
        // closed.
        let (mut depth, mut open, mut left_out) = (depth, Vec::new(), 0usize);
        let mut known_until = usize::MAX;
        let mut i = at;
        while let Some(&b) = bytes.get(i) {
            match b {
                b'(' => {
                    depth += 1;
                    if left_out == 0 && open.len() < MAX_UNCLOSED {
                        open.push(i);
                    } else {
                        left_out += 1;
                        known_until = known_until.min(i);
                    }
                }
                b')' => {
                    if left_out > 0 {
                        left_out -= 1;
                    } else {
                        open.pop();
                    }
                    depth -= 1;
                    if depth == 0 {
                        self.closed = Some((start, i));
                        return true;
                    }
                }
                b'[' => i = value_close(bytes, i),
                _ => {}
            }
            i += 1;
        }
        self.scanned_from = Some(at);
        self.unclosed = open;
        self.known_until = known_until;
        // `start` is before `at`: open still, since the depth never came back to 0.
        false
    }
}

/// The root-only property ([`ROOT_ONLY`]) that the first node of the tree opened at `at`
/// carries, if it does: its property names read, its values passed over. Long FF[3] names
/// keep their capitals, as [`Cursor::read_property`] reads them.
/// Where the value opened by the `[` at `open` closes: the index of its `]` (a `\]` does not
/// close it), or past the end when the file ends first. The one value scan the parser's tree
/// search and the collection splitter share, so they never disagree where a game ends.
pub(super) fn value_close(bytes: &[u8], open: usize) -> usize {
    let mut i = open + 1;
    while let Some(&c) = bytes.get(i) {
        match c {
            b']' => break,
            b'\\' => i += 2,
            _ => i += 1,
        }
    }
    i
}

fn root_property(bytes: &[u8], at: usize) -> Option<&'static str> {
    const NAMES: [&str; 6] = ["AP", "CA", "FF", "GM", "ST", "SZ"];
    let mut i = at + 1;
    let skip_ws = |i: &mut usize| {
        while bytes.get(*i).is_some_and(u8::is_ascii_whitespace) {
            *i += 1;
        }
    };
    skip_ws(&mut i);
    if bytes.get(i) != Some(&b';') {
        return None;
    }
    i += 1;
    loop {
        skip_ws(&mut i);
        let (mut code, mut capitals) = (0u32, 0);
        while let Some(&b) = bytes.get(i).filter(|b| b.is_ascii_alphabetic()) {
            if b.is_ascii_uppercase() {
                capitals += 1;
                code = if capitals > 4 { super::LONG_ID } else { (code << 8) | u32::from(b) };
            }
            i += 1;
        }
        if let Some(k) = ROOT_ONLY.iter().position(|&r| r == code) {
            return NAMES.get(k).copied();
        }
        skip_ws(&mut i);
        if bytes.get(i) != Some(&b'[') {
            return None;
        }
        while bytes.get(i) == Some(&b'[') {
            i += 1;
            while let Some(&c) = bytes.get(i) {
                match c {
                    b']' => break,
                    b'\\' => i += 2,
                    _ => i += 1,
                }
            }
            i += 1;
            skip_ws(&mut i);
        }
    }
}

/// Why a game tree was not read whole.
#[derive(Debug)]
pub(super) enum Stop {
    /// Bytes that are not SGF, and how many trees deep the cursor was, to skip the rest.
    Bad(InputError, usize),
    /// The file ends inside the tree opened at `open`: its main line as read up to there, and
    /// whether that main line was complete (the file ends in a later variation).
    Cut { main: MainLine, open: Loc, main_done: bool },
    /// The `(;` at `at` opens another game (its first node carries the root-only `property`)
    /// before the tree opened at `open` is closed: that tree's main line as read up to there,
    /// and whether it was complete.
    NextRoot { main: MainLine, open: Loc, main_done: bool, at: Loc, property: &'static str },
}

/// `bytes` as an error message quotes them ([`crate::excerpt`]): a hostile name or value of a
/// megabyte is not quoted whole.
pub(super) fn excerpt(bytes: &[u8]) -> String {
    crate::excerpt(&String::from_utf8_lossy(bytes)).into_owned()
}

/// A value with escapes removed: `\]` is `]`, and an escaped line break (an FF[4] soft break)
/// disappears.
pub(super) fn unescape(raw: &[u8]) -> Cow<'_, [u8]> {
    if !raw.contains(&b'\\') {
        return Cow::Borrowed(raw);
    }
    let mut out = Vec::with_capacity(raw.len());
    let mut bytes = raw.iter().copied().peekable();
    while let Some(b) = bytes.next() {
        if b != b'\\' {
            out.push(b);
            continue;
        }
        match bytes.next() {
            Some(b'\n') => {
                bytes.next_if_eq(&b'\r');
            }
            Some(b'\r') => {
                bytes.next_if_eq(&b'\n');
            }
            Some(c) => out.push(c),
            None => {}
        }
    }
    Cow::Owned(out)
}

/// A value as trimmed text, borrowed from the input when it has no escapes. The text is UTF-8
/// already (`encoding.rs`); the lossy conversion only guards the invariant.
pub(super) fn word<'a>(bytes: &'a [u8], v: &Value) -> Cow<'a, str> {
    match unescape(bytes.get(v.span.clone()).unwrap_or(&[])) {
        Cow::Borrowed(raw) => String::from_utf8_lossy(raw.trim_ascii()),
        Cow::Owned(raw) => Cow::Owned(String::from_utf8_lossy(raw.trim_ascii()).into_owned()),
    }
}

/// A free-text value (names, results) on one line.
pub(super) fn text(bytes: &[u8], v: &Value) -> String {
    // Most values (names, dates, results) have no escape and no line break: they are copied
    // as they are, without the general unescaping and replacing.
    let raw = bytes.get(v.span.clone()).unwrap_or(&[]).trim_ascii();
    if !raw.iter().any(|b| matches!(b, b'\\' | b'\n' | b'\r' | b'\t')) {
        if let Ok(plain) = std::str::from_utf8(raw) {
            return plain.to_owned();
        }
    }
    word(bytes, v).replace(['\n', '\r', '\t'], " ")
}
