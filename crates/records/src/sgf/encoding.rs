//! The text encoding of an SGF file, and the whole file decoded to UTF-8 before it is tokenized.
//!
//! SGF's `CA` names the charset of the file's text (FF[4]; the default is Latin-1), but real files
//! disagree with it: Chinese servers write GBK, Japanese ones Shift_JIS, some write `CA[UTF-8]`
//! over GBK bytes or no `CA` at all, and a few editors save UTF-16. In GBK and Shift_JIS the
//! second byte of a character may be `\` (0x5C) or `]` (0x5D), so a tokenizer that reads the raw
//! bytes takes half a name for an escape or for the end of the value. Decoding the whole file
//! first removes that class of error: in UTF-8 every byte of a multi-byte character is 0x80 or
//! above, so no character can close a value or escape a byte, and the tokenizer stays ASCII.
//!
//! The encoding is chosen once per file, in this order:
//!
//! 1. A byte-order mark: UTF-8, UTF-16LE or UTF-16BE. A file that opens with `(` or whitespace
//!    interleaved with zero bytes is UTF-16 without a mark.
//! 2. Bytes that are valid UTF-8 are UTF-8, whatever `CA` says: legacy text is almost never valid
//!    UTF-8 by accident, and mislabelled UTF-8 is common. Such a file is read as it is, byte for
//!    byte, so UTF-8 and ASCII files read exactly as before; they get no note unless `CA` names
//!    another encoding and the file has non-ASCII text (then the note says `CA` does not fit).
//! 3. The encoding `CA` names (any label a browser knows, [`Encoding::for_label`]: `gb2312` is
//!    GBK, `ISO-8859-1` is windows-1252), when the bytes decode in it without a malformed
//!    sequence.
//! 4. UTF-8 with a few malformed sequences (a server that cut a name in the middle of a
//!    character: at least three good non-ASCII characters per bad sequence).
//! 5. The guess of `chardetng` (the detector Firefox uses for unlabelled pages), when the bytes
//!    decode in it without a malformed sequence.
//! 6. Otherwise the `CA` encoding, or UTF-8 when there is none, with U+FFFD for what does not
//!    decode. UTF-8 never takes an ASCII byte into a character, so without a `CA` the file's
//!    structure survives even when its names do not.
//!
//! A `CA` that names UTF-16 is taken from the bytes instead (step 1): a file that says so but
//! has no zero bytes is not UTF-16. Nor are the labels browsers map to the `replacement`
//! encoding (`iso-2022-kr`, `hz-gb-2312`) taken at their word.
//!
//! `CA` is found by a byte scan for the first `CA[...]` in the file, which is safe in every
//! ASCII-compatible encoding because the label is ASCII. One file is one encoding, as real files
//! are: the first `CA`, normally game 1's root, applies to every game of a collection, and a
//! later `CA` is not read.
//!
//! Every record of a file that was not read as UTF-8 or ASCII gets a note that says which
//! encoding was used and why (`text decoded as GBK (CA[gb2312])`, `text decoded as Shift_JIS
//! (detected; no CA)`), and how many byte sequences did not decode.
//!
//! Lines and columns point into the original file: a line is ended by a line feed, and a column
//! counts bytes of the original file from the start of the line (1-based), as editors that show
//! byte columns do and as this reader always did for UTF-8; a GBK or Shift_JIS character is two
//! columns wide, a UTF-8 one two to four. In UTF-16 files a column counts 16-bit code units after
//! the byte-order mark, so it is the character column for every character of the Basic
//! Multilingual Plane.

use std::borrow::Cow;

use encoding_rs::{DecoderResult, Encoding, UTF_16BE, UTF_16LE, UTF_8};

/// The longest `CA` value looked at: encoding labels are short.
const MAX_LABEL: usize = 40;

/// A file's text as UTF-8, with what is needed to give places in the original file.
#[derive(Debug)]
pub(super) struct Decoded<'a> {
    /// The text, borrowed when the file was UTF-8 already.
    pub(super) bytes: Cow<'a, [u8]>,
    pub(super) columns: Columns,
    /// The note for every record of the file; `None` for UTF-8 and ASCII files.
    pub(super) note: Option<crate::ReadNote>,
}

/// Maps a byte offset in the decoded text to a column unit offset in the original file (bytes,
/// or UTF-16 code units). Between two checkpoints every character is one unit in both, so only
/// the places where the difference changes are kept.
#[derive(Debug, Default)]
pub(super) struct Columns {
    /// `(decoded offset, original offset minus decoded offset)`, by increasing decoded offset.
    checkpoints: Vec<(usize, isize)>,
}

impl Columns {
    /// Whether decoded and original offsets are the same everywhere (a UTF-8 or ASCII file):
    /// the common case, answered without a search.
    pub(super) fn is_identity(&self) -> bool {
        self.checkpoints.is_empty()
    }

    /// The original offset of the character that starts at `decoded` in the text.
    pub(super) fn original(&self, decoded: usize) -> usize {
        let i = self.checkpoints.partition_point(|&(at, _)| at <= decoded);
        let shift = i.checked_sub(1).and_then(|i| self.checkpoints.get(i)).map_or(0, |c| c.1);
        decoded.saturating_add_signed(shift)
    }
}

/// What the file's `CA` says.
#[derive(Clone, Copy)]
enum Ca<'l> {
    Missing,
    /// A label no browser knows.
    Unknown(&'l str),
    /// A label that cannot be taken at its word: UTF-16 (found from the bytes instead, since a
    /// file that says so but has no zero bytes is not UTF-16), or one of the labels browsers
    /// map to the `replacement` encoding (`iso-2022-kr`, `hz-gb-2312`).
    Unusable(&'l str),
    Names(&'l str, &'static Encoding),
}

impl Ca<'_> {
    fn encoding(self) -> Option<&'static Encoding> {
        match self {
            Ca::Names(_, e) => Some(e),
            _ => None,
        }
    }

    /// What the note says of it when another encoding was used.
    fn passed_over(self) -> crate::CaPassedOver {
        match self {
            Ca::Missing => crate::CaPassedOver::Missing,
            Ca::Unknown(l) => crate::CaPassedOver::Unknown(l.to_owned()),
            Ca::Unusable(l) | Ca::Names(l, _) => crate::CaPassedOver::Unfit(l.to_owned()),
        }
    }
}

/// Why an encoding was chosen, for the note.
enum Why<'l> {
    Bom,
    Utf16Zeros,
    /// The encoding `CA` names.
    Label(&'l str),
    /// UTF-8 from the bytes themselves, valid or nearly, over what `CA` says.
    Utf8(Ca<'l>),
    /// chardetng's guess.
    Detected(Ca<'l>),
    /// Nothing decodes cleanly: UTF-8, as this reader always did, for want of a usable `CA`.
    Fallback(Ca<'l>),
}

/// Decodes a whole SGF file to UTF-8; see the module documentation for the choice of encoding.
pub(super) fn decode(bytes: &[u8]) -> Decoded<'_> {
    if let Some((encoding, bom)) = Encoding::for_bom(bytes) {
        if encoding == UTF_8 {
            // The mark stays in the text, skipped by the tokenizer as any byte before `(`.
            return utf8(bytes, Why::Bom, true);
        }
        return transcode(bytes.get(bom..).unwrap_or(&[]), encoding, Why::Bom);
    }
    if let Some(encoding) = utf16_by_zeros(bytes) {
        return transcode(bytes, encoding, Why::Utf16Zeros);
    }
    let ca = match ca_label(bytes) {
        None => Ca::Missing,
        Some(l) => match Encoding::for_label(l.as_bytes()) {
            None => Ca::Unknown(l),
            Some(e) if e == UTF_16LE || e == UTF_16BE || e == encoding_rs::REPLACEMENT => Ca::Unusable(l),
            Some(e) => Ca::Names(l, e),
        },
    };
    let labelled = ca.encoding().filter(|&e| e != UTF_8);
    if std::str::from_utf8(bytes).is_ok() {
        // ASCII reads the same in every ASCII-compatible encoding; ISO-2022-JP is not one.
        let stateful = labelled.is_some_and(|e| !e.is_ascii_compatible());
        if labelled.is_none() || (bytes.is_ascii() && !stateful) {
            return Decoded { bytes: Cow::Borrowed(bytes), columns: Columns::default(), note: None };
        }
        if !bytes.is_ascii() {
            return utf8(bytes, Why::Utf8(ca), false);
        }
    }
    if let (Some(encoding), Ca::Names(label, _)) = (labelled, ca) {
        if decodes_cleanly(bytes, encoding) {
            return transcode(bytes, encoding, Why::Label(label));
        }
    }
    if nearly_utf8(bytes) {
        return match ca {
            Ca::Names(l, e) if e == UTF_8 => utf8(bytes, Why::Label(l), false),
            _ => utf8(bytes, Why::Utf8(ca), false),
        };
    }
    let mut detector = chardetng::EncodingDetector::new();
    detector.feed(bytes, true);
    let guess = detector.guess(None, false);
    if decodes_cleanly(bytes, guess) {
        return transcode(bytes, guess, Why::Detected(ca));
    }
    match ca {
        Ca::Names(l, e) => transcode(bytes, e, Why::Label(l)),
        _ => transcode(bytes, UTF_8, Why::Fallback(ca)),
    }
}

/// UTF-16 without a byte-order mark: the first character is ASCII (`(`, or whitespace before
/// it) with its zero byte on one side. An ASCII-compatible SGF file never has a zero byte there.
fn utf16_by_zeros(bytes: &[u8]) -> Option<&'static Encoding> {
    let starts = |c: u8| c == b'(' || c.is_ascii_whitespace();
    match bytes {
        [c, 0, ..] if starts(*c) => Some(UTF_16LE),
        [0, c, ..] if starts(*c) => Some(UTF_16BE),
        _ => None,
    }
}

/// The value of the first `CA[...]` in the file, trimmed; `None` when there is none.
fn ca_label(bytes: &[u8]) -> Option<&str> {
    let mut from = 0;
    while let Some(i) = bytes.get(from..)?.windows(3).position(|w| w == b"CA[") {
        let at = from + i;
        from = at + 3;
        // `CA` must be a whole identifier: not the end of a longer one such as `MCA`.
        if at > 0 && bytes.get(at - 1).is_some_and(u8::is_ascii_uppercase) {
            continue;
        }
        let rest = bytes.get(from..)?;
        let len = rest.iter().take(MAX_LABEL + 1).position(|&b| b == b']')?;
        return std::str::from_utf8(rest.get(..len)?).ok().map(str::trim);
    }
    None
}

fn decodes_cleanly(bytes: &[u8], encoding: &'static Encoding) -> bool {
    encoding.decode_without_bom_handling_and_without_replacement(bytes).is_some()
}

/// UTF-8 with a few malformed sequences: at least three good non-ASCII characters for each bad
/// sequence. Text in a legacy encoding rarely makes even one good UTF-8 sequence by accident.
fn nearly_utf8(mut bytes: &[u8]) -> bool {
    let (mut good, mut bad) = (0usize, 0usize);
    let non_ascii = |b: &[u8]| b.iter().filter(|&&c| (c & 0xC0) == 0xC0).count();
    loop {
        match std::str::from_utf8(bytes) {
            Ok(_) => {
                good += non_ascii(bytes);
                break;
            }
            Err(e) => {
                let (valid, rest) = bytes.split_at(e.valid_up_to());
                good += non_ascii(valid);
                bad += 1;
                bytes = rest.get(e.error_len().unwrap_or(rest.len())..).unwrap_or(&[]);
            }
        }
    }
    good >= 3 * bad
}

/// UTF-8 bytes with their malformed sequences replaced, or borrowed when there are none. A file
/// with a UTF-8 byte-order mark and nothing malformed needs no note.
fn utf8<'a>(bytes: &'a [u8], why: Why, quiet_when_valid: bool) -> Decoded<'a> {
    if std::str::from_utf8(bytes).is_ok() {
        let note = (!quiet_when_valid).then(|| note(UTF_8, &why, 0));
        return Decoded { bytes: Cow::Borrowed(bytes), columns: Columns::default(), note };
    }
    transcode(bytes, UTF_8, why)
}

/// Decodes `bytes` (after any byte-order mark) one byte at a time, so that the output offset of
/// every character is known, and records where original and decoded offsets drift apart.
fn transcode<'a>(bytes: &[u8], encoding: &'static Encoding, why: Why) -> Decoded<'a> {
    let mut decoder = encoding.new_decoder_without_bom_handling();
    let unit = if encoding == UTF_16LE || encoding == UTF_16BE { 2 } else { 1 };
    let mut out = Vec::with_capacity(bytes.len() + bytes.len() / 2);
    let mut columns = Columns::default();
    let (mut read, mut shift, mut malformed) = (0usize, 0isize, 0usize);
    // Room for what one more input byte can complete: at most two characters (Big5).
    let mut buf = [0u8; 32];
    loop {
        let end = (read + 1).min(bytes.len());
        let last = end == bytes.len();
        let src = bytes.get(read..end).unwrap_or(&[]);
        let (result, n, written) = decoder.decode_to_utf8_without_replacement(src, &mut buf, last);
        read += n;
        out.extend_from_slice(buf.get(..written).unwrap_or(&[]));
        let bad = matches!(result, DecoderResult::Malformed(..));
        if bad {
            malformed += 1;
            out.extend_from_slice("\u{FFFD}".as_bytes());
        }
        if written > 0 || bad {
            let now = (read / unit) as isize - out.len() as isize;
            if now != shift {
                columns.checkpoints.push((out.len(), now));
                shift = now;
            }
        }
        if last && read == bytes.len() && matches!(result, DecoderResult::InputEmpty) {
            break;
        }
    }
    let note = Some(note(encoding, &why, malformed));
    Decoded { bytes: Cow::Owned(out), columns, note }
}

fn note(encoding: &'static Encoding, why: &Why, malformed: usize) -> crate::ReadNote {
    let why = match why {
        Why::Bom => crate::Decoding::ByteOrderMark,
        Why::Utf16Zeros => crate::Decoding::Utf16Zeros,
        Why::Label(l) => crate::Decoding::Label((*l).to_owned()),
        Why::Utf8(ca) => crate::Decoding::Utf8(ca.passed_over()),
        Why::Detected(ca) => crate::Decoding::Detected(ca.passed_over()),
        Why::Fallback(ca) => crate::Decoding::Fallback(ca.passed_over()),
    };
    crate::ReadNote::decoded(encoding.name(), why, malformed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(d: &Decoded) -> String {
        String::from_utf8(d.bytes.to_vec()).unwrap()
    }

    #[test]
    fn utf8_and_ascii_are_borrowed_without_a_note() {
        for file in ["(;PB[柯洁])".as_bytes(), b"(;CA[gb2312]PB[Ke Jie])", b"(;CA[UTF-8]PB[x])"] {
            let d = decode(file);
            assert!(matches!(d.bytes, Cow::Borrowed(_)) && d.note.is_none());
        }
    }

    #[test]
    fn gbk_by_label_keeps_original_columns() {
        // 柯洁 in GBK is four bytes, six in UTF-8: `]` after it is column 20 of the file.
        let d = decode(b"(;CA[gb2312]PB[\xBF\xC2\xBD\xE0]KM[7.5])");
        assert_eq!(text(&d), "(;CA[gb2312]PB[柯洁]KM[7.5])");
        assert_eq!(d.note.as_deref(), Some("text decoded as GBK (CA[gb2312])"));
        let close = text(&d).find("]KM").unwrap();
        assert_eq!(d.columns.original(close), 19);
        assert_eq!(d.columns.original(close + 1), 20);
    }

    #[test]
    fn utf16_columns_count_code_units_after_the_mark() {
        let mut file = vec![0xFF, 0xFE];
        file.extend("(;PB[柯洁]KM[7.5])".encode_utf16().flat_map(u16::to_le_bytes));
        let d = decode(&file);
        assert_eq!(text(&d), "(;PB[柯洁]KM[7.5])");
        assert_eq!(d.note.as_deref(), Some("text decoded as UTF-16LE (byte-order mark)"));
        let close = text(&d).find("]KM").unwrap();
        assert_eq!(d.columns.original(close), 7);
        let be: Vec<u8> = "(;PB[柯洁])".encode_utf16().flat_map(u16::to_be_bytes).collect();
        assert_eq!(text(&decode(&be)), "(;PB[柯洁])");
    }

    #[test]
    fn a_wrong_or_missing_label_is_detected() {
        // 中国围棋协会 in GBK, written under a UTF-8 label and under none.
        let name = b"\xD6\xD0\xB9\xFA\xCE\xA7\xC6\xE5\xD0\xAD\xBB\xE1";
        for (head, why) in
            [(&b"(;CA[UTF-8]"[..], "detected; CA[UTF-8] does not fit"), (b"(;", "detected; no CA")]
        {
            let file = [head, b"PB[", name, b"])"].concat();
            let d = decode(&file);
            assert_eq!(text(&d), format!("{}PB[中国围棋协会])", String::from_utf8_lossy(head)));
            assert_eq!(d.note.as_deref(), Some(format!("text decoded as GBK ({why})").as_str()));
        }
        let d = decode(b"(;CA[no-such]PW[Jos\xE9 Mar\xEDa Garc\xEDa])");
        assert_eq!(text(&d), "(;CA[no-such]PW[José María García])");
        let note = "text decoded as windows-1252 (detected; CA[no-such] is not an encoding label)";
        assert_eq!(d.note.as_deref(), Some(note));
    }

    #[test]
    fn utf8_cut_in_a_character_stays_utf8() {
        // A Fox habit: the name 巧花匠 cut after two of its three bytes, before `]`.
        let file = ["(;CA[UTF-8]PB[巧花".as_bytes(), b"\xE5\x8C]BR[9\xE6\xAE\xB5])"].concat();
        let d = decode(&file);
        assert_eq!(text(&d), "(;CA[UTF-8]PB[巧花\u{FFFD}]BR[9段])");
        let note = "text decoded as UTF-8 (CA[UTF-8]); 1 malformed byte sequence shown as U+FFFD";
        assert_eq!(d.note.as_deref(), Some(note));
        // Columns stay byte columns of the file: `]` after the cut is byte 23 (offset 22).
        let close = text(&d).find("]BR").unwrap();
        assert_eq!(d.columns.original(close), 22);
    }

    #[test]
    fn any_bytes_under_any_label_decode_to_text_with_monotonic_columns() {
        // The reader must never panic on input (ARCHITECTURE.md): random bytes, stray lead bytes
        // at the end, odd UTF-16 lengths, under every kind of label.
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let heads: [&[u8]; 9] = [
            b"(;CA[gb2312]",
            b"(;CA[Shift_JIS]",
            b"(;CA[EUC-KR]",
            b"(;CA[Big5]",
            b"(;CA[ISO-2022-JP]",
            b"(;CA[UTF-16]",
            b"(;CA[iso-2022-kr]",
            b"\xFF\xFE(\0;\0",
            b"(;",
        ];
        for round in 0..400 {
            let head = heads[round % heads.len()];
            let len = (next() % 64) as usize;
            let tail: Vec<u8> = (0..len).map(|_| (next() >> 24) as u8).collect();
            let file = [head, &tail].concat();
            let d = decode(&file);
            assert!(std::str::from_utf8(&d.bytes).is_ok());
            let offsets: Vec<usize> = (0..=d.bytes.len()).map(|i| d.columns.original(i)).collect();
            let boundaries =
                (0..=d.bytes.len()).filter(|&i| i == d.bytes.len() || (d.bytes[i] & 0xC0) != 0x80);
            let at: Vec<usize> = boundaries.map(|i| offsets[i]).collect();
            assert!(at.windows(2).all(|w| w[0] <= w[1]), "{file:?}");
        }
    }

    #[test]
    fn a_utf16_or_unsafe_label_on_ascii_bytes_is_not_taken_at_its_word() {
        for file in [&b"(;CA[UTF-16]PB[Lee];B[aa])"[..], b"(;CA[iso-2022-kr]PB[Lee])"] {
            let d = decode(file);
            assert!(matches!(d.bytes, Cow::Borrowed(_)) && d.note.is_none());
        }
        let d = decode(b"(;CA[UTF-16]PB[Jos\xE9 Mar\xEDa Garc\xEDa])");
        assert_eq!(text(&d), "(;CA[UTF-16]PB[José María García])");
        assert_eq!(
            d.note.as_deref(),
            Some("text decoded as windows-1252 (detected; CA[UTF-16] does not fit)")
        );
    }
}
