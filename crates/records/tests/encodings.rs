//! The encoding fixtures (`fixtures/go/encoding-*.sgf`, issue 12): each is written here from its
//! text and encoding, the committed bytes are checked against what this file makes, and each is
//! read for its names, result and encoding note. The referee's verdicts on them are the fixture
//! snapshots (crates/referee-cli/tests/fixtures.rs).
//!
//! `REFEREE_WRITE_FIXTURES=1 cargo test -p records --test encodings` writes the files anew.

use std::path::PathBuf;

use encoding_rs::{Encoding, GB18030, GBK, SHIFT_JIS};
use records::{read_path, ReadOptions, Record};

/// Twenty-two moves of a real Fox game (servers_ai_yenw, `c85935_...`): a legal opening.
const MOVES: &str = ";B[pd];W[dp];B[pp];W[dd];B[fq];W[nc];B[cf];W[qn];B[fc];W[nq];B[np]\n\
                     ;W[fd];B[gd];W[mp];B[no];W[fe];B[dc];W[pq];B[qp];W[cd];B[mq];W[gc]";

/// How a fixture's text becomes bytes.
#[derive(Clone, Copy)]
enum Bytes {
    Legacy(&'static Encoding),
    Utf16LeWithBom,
}

struct Fixture {
    name: &'static str,
    bytes: Bytes,
    /// The file's text, before `MOVES` and the closing `)`.
    head: &'static str,
}

const GB2312: Fixture = Fixture {
    name: "encoding-ca-gb2312.sgf",
    bytes: Bytes::Legacy(GBK),
    head: "(;CA[gb2312]AP[YuanYu]GM[1]FF[4]\nSZ[19]\nGN[]\nDT[2017-05-23]\n\
           PB[柯洁]BR[九段]\nPW[古力]WR[九段]\nKM[750]HA[0]RU[Chinese]RE[白中盘胜]\n\
           GC[A Fox record in GBK with CA[gb2312\\] (a browser reads the label gb2312 as GBK). \
           RE[白中盘胜\\] is White's win by resignation (中盘胜, won in the middle game): the moves \
           stop before the rules end the game, so the claim is taken as made, W+R, and it agrees. \
           The note names the encoding used.]\n",
};

const GBK_5C: Fixture = Fixture {
    name: "encoding-gbk-5c-trail-byte.sgf",
    bytes: Bytes::Legacy(GBK),
    head: "(;CA[GBK]GM[1]FF[4]SZ[19]\nEV[台湾名人战]PC[廬山]DT[2001-09-14]\n\
           PW[王铭琬]WR[九段]PB[王立誠]BR[九段]RE[黑中盘胜]\nKM[6.5]RU[Japanese]\n\
           GC[GBK with trail bytes that are ASCII: 誠 is D5 5C (a backslash) and 廬 is 8F 5D (a \
           closing bracket). Read byte by byte, PB would escape its own closing bracket and PC \
           would close inside a character; decoded first, both are names. RE[黑中盘胜\\] is \
           Black's win by resignation, taken as made on a record that stops early: B+R agrees.]\n",
};

const SHIFT_JIS_NAMES: Fixture = Fixture {
    name: "encoding-shift-jis.sgf",
    bytes: Bytes::Legacy(SHIFT_JIS),
    head: "(;GM[1]FF[4]CA[Shift_JIS]SZ[19]\nEV[日本棋院ネット対局]DT[2019-03-02]\n\
           PB[山本一郎]BR[三段]PW[佐藤圭]RE[黒中押し勝ち]\nKM[6.5]RU[Japanese]\n\
           GC[Shift_JIS: 圭 is 8C 5C, so PW ends in a backslash byte that used to escape its \
           closing bracket and swallow RE. RE[黒中押し勝ち\\] is Japanese for Black wins by \
           resignation (中押し, chuoshi); the record stops early, so B+R is taken as claimed \
           and agrees.]\n",
};

const UTF16: Fixture = Fixture {
    name: "encoding-utf16-bom.sgf",
    bytes: Bytes::Utf16LeWithBom,
    head: "(;GM[1]FF[4]CA[UTF-16]SZ[19]\r\nEV[三星杯世界围棋大师赛]DT[2016-11-03]\r\n\
           PB[朴廷桓]BR[九段]PW[柯洁]WR[九段]RE[W+R]\r\nKM[6.5]RU[Korean]\r\n\
           GC[Saved as UTF-16LE with a byte-order mark, as Windows editors save Unicode text. \
           The whole file is decoded before it is read; RE[W+R\\] on a record that stops early \
           is taken as claimed and agrees.]\r\n",
};

const GB18030_NO_CA: Fixture = Fixture {
    name: "encoding-gb18030-no-ca.sgf",
    bytes: Bytes::Legacy(GB18030),
    head: "(;GM[1]FF[4]SZ[19]\nEV[第二十届中国围棋甲级联赛第五轮]PC[北京]DT[2018-05-12]\n\
           PB[陈耀烨]BR[九段]PW[时越]WR[九段]\nKM[7.5]RU[Chinese]RE[白超时胜]\n\
           GC[GB18030 with no CA: the encoding is detected (chardetng), and the note says so. \
           RE[白超时胜\\] is White's win on time (超时胜); the record stops early, so W+T is taken \
           as claimed and agrees.]\n",
};

const FIXTURES: [&Fixture; 5] = [&GB2312, &GBK_5C, &SHIFT_JIS_NAMES, &UTF16, &GB18030_NO_CA];

fn path(f: &Fixture) -> PathBuf {
    let root = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    root.join("fixtures/go").join(f.name)
}

fn generate(f: &Fixture) -> Vec<u8> {
    let text = format!("{}{MOVES})\n", f.head);
    match f.bytes {
        Bytes::Legacy(encoding) => {
            let (bytes, _, unmappable) = encoding.encode(&text);
            assert!(!unmappable, "{}: text the encoding cannot write", f.name);
            bytes.into_owned()
        }
        Bytes::Utf16LeWithBom => {
            let mut bytes = vec![0xFF, 0xFE];
            bytes.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
            bytes
        }
    }
}

#[test]
fn fixture_bytes_are_what_this_file_generates() {
    for f in FIXTURES {
        let bytes = generate(f);
        if std::env::var_os("REFEREE_WRITE_FIXTURES").is_some() {
            std::fs::write(path(f), &bytes).unwrap();
        }
        let committed = std::fs::read(path(f)).unwrap();
        assert!(committed == bytes, "{} differs from its generator: REFEREE_WRITE_FIXTURES=1", f.name);
    }
}

/// The only record of a fixture.
fn read(f: &Fixture) -> Record {
    let mut games = read_path(&path(f), ReadOptions::default());
    assert_eq!(games.len(), 1, "{}", f.name);
    games.remove(0).unwrap_or_else(|e| panic!("{}:{}:{}: {}", f.name, e.loc.line, e.loc.column, e.message))
}

fn info<'r>(rec: &'r Record, key: &str) -> Option<&'r str> {
    rec.info.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

/// Names, result as written, and the encoding note, which comes first.
fn check(f: &Fixture, black: &str, white: &str, result: &str, note: &str) -> Record {
    let rec = read(f);
    assert_eq!((info(&rec, "black"), info(&rec, "white")), (Some(black), Some(white)), "{}", f.name);
    assert_eq!(rec.result.as_ref().map(|r| r.value.as_str()), Some(result), "{}", f.name);
    assert_eq!(rec.notes.first().map(|n| n.as_str()), Some(note), "{}", f.name);
    assert_eq!(rec.moves.len(), 22, "{}", f.name);
    rec
}

#[test]
fn gb2312_label_reads_chinese_names_and_result() {
    check(&GB2312, "柯洁", "古力", "白中盘胜", "text decoded as GBK (CA[gb2312])");
}

#[test]
fn gbk_name_with_5c_trail_byte_reads() {
    let rec = check(&GBK_5C, "王立誠", "王铭琬", "黑中盘胜", "text decoded as GBK (CA[GBK])");
    // 廬 (8F 5D) holds a `]` byte: PC is read whole.
    assert_eq!(info(&rec, "place"), Some("廬山"));
    // Columns count the file's bytes, two for each of the eleven characters before RE's value
    // on line 3 (it would be column 50 in UTF-8).
    assert_eq!(rec.result.as_ref().map(|r| (r.loc.line, r.loc.column)), Some((3, 40)));
}

#[test]
fn shift_jis_name_before_re_keeps_the_result() {
    check(
        &SHIFT_JIS_NAMES,
        "山本一郎",
        "佐藤圭",
        "黒中押し勝ち",
        "text decoded as Shift_JIS (CA[Shift_JIS])",
    );
}

#[test]
fn utf16_with_byte_order_mark_reads() {
    let rec = check(&UTF16, "朴廷桓", "柯洁", "W+R", "text decoded as UTF-16LE (byte-order mark)");
    // Columns count UTF-16 code units, one for each character: RE's value is the 29th of line 3.
    assert_eq!(rec.result.as_ref().map(|r| (r.loc.line, r.loc.column)), Some((3, 29)));
}

#[test]
fn gb18030_without_ca_is_detected() {
    check(&GB18030_NO_CA, "陈耀烨", "时越", "白超时胜", "text decoded as GBK (detected; no CA)");
}
