use super::*;

/// One sample of every variant, with data that looks like a record's.
fn samples() -> Vec<Note> {
    let lists = || {
        vec![(Player::White, vec!["B1".to_owned()]), (Player::Black, vec!["F1".to_owned(), "G1".to_owned()])]
    };
    vec![
        Note::Match("Black did not move within the 1s its clock allowed".to_owned()),
        Note::DuringCount { counted: "W+3.5".to_owned(), reason: Reason::Resignation },
        Note::AllAlive,
        Note::AllAliveMarksUnused,
        Note::PassAliveMarksUnused,
        Note::DeadUnrecorded,
        Note::PassAliveRemoved { stones: 3, by_colour: lists() },
        Note::Inferred { stones: 3, dead: lists(), uncertain: 2 },
        Note::UncertainChain { player: Player::Black, at: "D4".to_owned(), stones: 2, share: 0.55 },
        Note::NotTerritory(vec!["A1".to_owned(), "T19".to_owned()]),
        Note::TerritoryMarked { black: 10, white: 12, regions: (11, 12) },
        Note::HandicapBonus(1.25),
        Note::Seki(2),
        Note::GroupTax { black: 4, white: 6 },
        Note::ButtonTaken(Player::White),
        Note::CleanupPoints { black: 1, white: 2 },
        Note::PassStones { black: 2, white: 3 },
        Note::TerritoryCount { black: (30, 2), white: (25, 4), komi: 6.5 },
        Note::MoreCycles(3),
        Note::CleanupKo { mv: "C3".to_owned(), ply: 201 },
        Note::MissingPassHint,
        Note::StopsInCycle,
        Note::ClosingPassOwed,
        Note::DeadListUnused,
        Note::StopsCounted(StopCount::PassAlive),
        Note::NotAllPassAlive,
        Note::TooOpen { stones: 12, open: 40 },
        Note::StopsUnmarked,
        Note::CleanupKos(2),
        Note::EstimatedEnd,
        Note::OtherKomi { off: 0.5, komi: 7.5, needed: 7.0, by: KomiBy::Profile("go-chinese".to_owned()) },
        Note::Edit { after: 12, added: 2, emptied: 1, first: Some(Player::White) },
        Note::ClosingPass(210),
        Note::LatePass(211),
        Note::ImpliedPass { ply: 40, mover: Player::White, next: Player::Black },
        Note::Button { ply: 180, player: Some(Player::Black) },
        Note::PlaysOn(190),
        Note::Resumes(190),
        Note::Cycle {
            ply: 90,
            message: "White H17 repeats the position after ply 86 (superko)".to_owned(),
            player: Player::White,
            at: "H17".to_owned(),
            repeats: 86,
        },
        Note::TooManyUncertain { chains: 12, max: 10 },
        Note::HandicapMoves(4),
        Note::HandicapKataGo { set_up: 2, placed: 1 },
        Note::WhiteFirst,
        Note::UnreadClaim("W+J".to_owned()),
        Note::BareWinner { text: "B".to_owned(), winner: Winner::Black },
        Note::ComparedAsStands { claimed: "B+3.5".to_owned(), result: "W+2.5".to_owned() },
        Note::ClaimUnchecked,
        Note::KomiInStones { from: "komi: 7.5".to_owned(), komi: 7.5, size: 9 },
        Note::NoTimeGiven(2),
        Note::NoTimes,
        Note::NoMainTime,
        Note::ClocksChecked,
        Note::RestNotJudged(3),
        Note::Opening { code: "I10".to_owned(), chinese: "明星".to_owned(), japanese: "Myojo".to_owned() },
        Note::Continuous { fives: (1, 2), left: (3, 4) },
        Note::Swaps(2),
        Note::Chosen(chosen_samples()),
        Note::InferredClaim {
            chains: 2,
            tried: 4,
            reach: Reaching::Some { reached: 1, more: Some((1, More::Territory)) },
            low: "W+2.5".to_owned(),
            high: "Draw".to_owned(),
        },
        Note::CommanderFell { ply: 37, player: Player::Red, flag: Some("b1".to_owned()) },
        Note::Out {
            ply: 12,
            player: Player::North,
            why: junqi_rules::OutReason::FlagCaptured,
            by: Some(Player::East),
            pieces_stay: true,
        },
        Note::Adjourned { mv: "G7".to_owned(), line: 12 },
        Note::Nigiri {
            black: ("Ke Jie".to_owned(), 7),
            white: ("Gu Li".to_owned(), 10),
            difference: 3,
            exchange: true,
            takes_black: "Gu Li".to_owned(),
            compared: false,
        },
        Note::EndedBefore {
            plies: 40,
            result: "red+flag".to_owned(),
            winner: Winner::Red,
            reason: Reason::FlagCaptured,
            words: "Red wins: Blue's flag is taken".to_owned(),
        },
        Note::FlagUsed {
            ply: 3,
            player: Player::Black,
            used: "2s".to_owned(),
            allowed: "1s".to_owned(),
            control: TimeControl { main_ms: 60_000, overtime: Overtime::Fischer { increment_ms: 1_000 } },
        },
        Note::FlagReading { ply: 41, player: Player::White, seconds: -1.5, periods: Some(0) },
        Note::ClocksConfirmed {
            control: TimeControl { main_ms: 600_000, overtime: Overtime::Reserve { minutes: 3 } },
            sides: vec![
                (Player::Black, "5m0s".to_owned(), Some(2)),
                (Player::White, "4m0s".to_owned(), Some(3)),
            ],
        },
        Note::Overruled {
            player: Player::White,
            seconds: -3.0,
            ply: 40,
            later: 2,
            claim: Some("B+R".to_owned()),
            last: false,
        },
        Note::Read(records::ReadNote::komi_hundredths("650", 6.5)),
        Note::ReachedIf {
            chains: 0,
            tried: 1,
            reading: OtherReading::Group {
                player: Player::White,
                at: "B3".to_owned(),
                stones: 1,
                dead: true,
                share: 0.06,
            },
            low: "B+7".to_owned(),
            high: "B+7".to_owned(),
        },
        Note::Claimable {
            ply: 35,
            at: Some("j9".to_owned()),
            rule: RuleId::DoubleThree,
            words: "Black j9 makes two open threes, on the row and the rising diagonal (double-three)"
                .to_owned(),
        },
        Note::ClaimInStones { stones: 4.25, points: 8.5 },
        Note::GaveWayInCycle { reason: Reason::Resignation },
        Note::TerritoryReaches { profile: "go-japanese", result: "B+2.5".to_owned(), same_dead: true },
        Note::AreaReaches { profile: "go-chinese", result: "W+1.5".to_owned(), same_dead: false },
        Note::RulesInDoubt { profile: "go-chinese", result: "W+2.5".to_owned() },
        Note::CountRange { chains: 1, low: "W+0.5".to_owned(), high: "B+28.5".to_owned() },
    ]
}

/// Every other reading that reaches a claim, in Chinese without English words; the English
/// as the notes over the corpus give it.
#[test]
fn every_other_reading_has_chinese() {
    let group = OtherReading::Group {
        player: Player::Black,
        at: "A8".to_owned(),
        stones: 12,
        dead: false,
        share: 1.0,
    };
    for (chains, reading) in [
        (0, group.clone()),
        (2, group),
        (0, OtherReading::Weak { below: 0.75, chains: vec![(Player::White, "B4".to_owned(), true, 0.62)] }),
        (1, OtherReading::SomeWeak { weak: 9, below: 0.75, max: 12 }),
        (0, OtherReading::TooMany { max: 4096 }),
        (0, OtherReading::AsTheyStand),
        (1, OtherReading::SekiDead { player: Player::White, stones: 7 }),
        (0, OtherReading::LeftOnBoard { player: Player::Black, at: "C14".to_owned(), stones: 1 }),
    ] {
        let note = Note::ReachedIf {
            chains,
            tried: 4,
            reading,
            low: "W+35.5".to_owned(),
            high: "W+35.5".to_owned(),
        };
        let words = english_words(&note.text(Lang::Zh));
        assert!(words.is_empty(), "{note:?}: {words:?}");
    }
    let note = Note::ReachedIf {
        chains: 0,
        tried: 1,
        reading: OtherReading::Weak {
            below: 0.75,
            chains: vec![(Player::White, "B4".to_owned(), true, 0.62)],
        },
        low: "B+7".to_owned(),
        high: "B+7".to_owned(),
    };
    assert_eq!(
        note.text(Lang::En),
        "the inferred count does not reach the claim, but it is reached if chains the playouts judged with less \
         than 75% confidence are read the other way: white B4 alive (62%): not checkable (the playouts are an \
         estimate); the counts without that change run from B+7 to B+7 (Black's margin, lowest to highest)"
    );
}

/// Every way an inferred count meets a claim, in Chinese without English words.
#[test]
fn every_reaching_has_chinese() {
    let kinds = vec![Unsure::Seki, Unsure::Fills, Unsure::OpenAreas, Unsure::Other];
    for chains in [0, 2] {
        for reach in [
            Reaching::All,
            Reaching::None,
            Reaching::NoneAnyReading,
            Reaching::DiffersBy(kinds.clone()),
            Reaching::DiffersByDame,
            Reaching::Some { reached: 1, more: Some((2, More::Dame)) },
            Reaching::Some { reached: 2, more: None },
        ] {
            let note = Note::InferredClaim {
                chains,
                tried: 4,
                reach,
                low: "B+1".to_owned(),
                high: "B+3".to_owned(),
            };
            let words = english_words(&note.text(Lang::Zh));
            assert!(words.is_empty(), "{note:?}: {words:?}");
        }
    }
}

/// One sample of every part of a [`Note::Chosen`], in [`chosen_index`] order.
fn chosen_samples() -> Vec<Chosen> {
    vec![
        Chosen::RenjuNet(Some("RIF".to_owned())),
        Chosen::PsqUnknown(Some("Swap2".to_owned())),
        Chosen::GomocupRenju,
        Chosen::FiveInRowNoRule,
        Chosen::FiveInRowUnknown("Pente".to_owned()),
        Chosen::NoRule { file_komi: true },
        Chosen::UnknownRule { word: "Provisional club rules".to_owned(), file_komi: false },
        Chosen::Named { word: "Ing".to_owned(), profile: "go-chinese", adds: Some(Adds::Ing), preset: true },
        Chosen::KataGo {
            word: "koSIMPLEscoreTERRITORYtaxSEKIsui0".to_owned(),
            profile: "go-japanese",
            keys: vec![("ko".to_owned(), "simple".to_owned()), ("tax".to_owned(), "seki".to_owned())],
            territory: true,
            spight: true,
        },
        Chosen::Igs { mark: "PC[IGS: igs.joyjoy.net 6969]".to_owned(), file_komi: true },
        Chosen::Cgos("(CGOS) 9x9 Computer Go Server".to_owned()),
        Chosen::Nngs { mark: "PC[NNGS]".to_owned(), file_komi: true },
        Chosen::KgsCut {
            mark: "PC[The KGS Go Server at http://www.gokgs.com/]".to_owned(),
            file_komi: true,
            komi: Some("7.50".to_owned()),
            profile: "go-chinese",
        },
        Chosen::KgsCut { mark: "PC[KGS]".to_owned(), file_komi: true, komi: None, profile: "go-japanese" },
    ]
}

/// The part's place in [`chosen_samples`]; no wildcard, as in [`index`].
fn chosen_index(part: &Chosen) -> usize {
    match part {
        Chosen::RenjuNet(_) => 0,
        Chosen::PsqUnknown(_) => 1,
        Chosen::GomocupRenju => 2,
        Chosen::FiveInRowNoRule => 3,
        Chosen::FiveInRowUnknown(_) => 4,
        Chosen::NoRule { .. } => 5,
        Chosen::UnknownRule { .. } => 6,
        Chosen::Named { .. } => 7,
        Chosen::KataGo { .. } => 8,
        Chosen::Igs { .. } => 9,
        Chosen::Cgos(_) => 10,
        Chosen::Nngs { .. } => 11,
        Chosen::KgsCut { komi: Some(_), .. } => 12,
        Chosen::KgsCut { komi: None, .. } => 13,
    }
}

/// How many variants [`index`] numbers: raise it with each new one.
const VARIANTS: usize = 76;

/// The variant's place in [`samples`]. A `match` with no wildcard: a new variant does not
/// compile until it is named here, and the test below then asks for its sample.
fn index(note: &Note) -> usize {
    match note {
        Note::Match(_) => 0,
        Note::DuringCount { .. } => 1,
        Note::AllAlive => 2,
        Note::AllAliveMarksUnused => 3,
        Note::PassAliveMarksUnused => 4,
        Note::DeadUnrecorded => 5,
        Note::PassAliveRemoved { .. } => 6,
        Note::Inferred { .. } => 7,
        Note::UncertainChain { .. } => 8,
        Note::NotTerritory(_) => 9,
        Note::TerritoryMarked { .. } => 10,
        Note::HandicapBonus(_) => 11,
        Note::Seki(_) => 12,
        Note::GroupTax { .. } => 13,
        Note::ButtonTaken(_) => 14,
        Note::CleanupPoints { .. } => 15,
        Note::PassStones { .. } => 16,
        Note::TerritoryCount { .. } => 17,
        Note::MoreCycles(_) => 18,
        Note::CleanupKo { .. } => 19,
        Note::MissingPassHint => 20,
        Note::StopsInCycle => 21,
        Note::ClosingPassOwed => 22,
        Note::DeadListUnused => 23,
        Note::StopsCounted(_) => 24,
        Note::NotAllPassAlive => 25,
        Note::TooOpen { .. } => 26,
        Note::StopsUnmarked => 27,
        Note::CleanupKos(_) => 28,
        Note::EstimatedEnd => 29,
        Note::OtherKomi { .. } => 30,
        Note::Edit { .. } => 31,
        Note::ClosingPass(_) => 32,
        Note::LatePass(_) => 33,
        Note::ImpliedPass { .. } => 34,
        Note::Button { .. } => 35,
        Note::PlaysOn(_) => 36,
        Note::Resumes(_) => 37,
        Note::Cycle { .. } => 38,
        Note::TooManyUncertain { .. } => 39,
        Note::HandicapMoves(_) => 40,
        Note::HandicapKataGo { .. } => 41,
        Note::WhiteFirst => 42,
        Note::UnreadClaim(_) => 43,
        Note::BareWinner { .. } => 44,
        Note::ComparedAsStands { .. } => 45,
        Note::ClaimUnchecked => 46,
        Note::KomiInStones { .. } => 47,
        Note::NoTimeGiven(_) => 48,
        Note::NoTimes => 49,
        Note::NoMainTime => 50,
        Note::ClocksChecked => 51,
        Note::RestNotJudged(_) => 52,
        Note::Opening { .. } => 53,
        Note::Continuous { .. } => 54,
        Note::Swaps(_) => 55,
        Note::Chosen(_) => 56,
        Note::InferredClaim { .. } => 57,
        Note::CommanderFell { .. } => 58,
        Note::Out { .. } => 59,
        Note::Adjourned { .. } => 60,
        Note::Nigiri { .. } => 61,
        Note::EndedBefore { .. } => 62,
        Note::FlagUsed { .. } => 63,
        Note::FlagReading { .. } => 64,
        Note::ClocksConfirmed { .. } => 65,
        Note::Overruled { .. } => 66,
        Note::Read(_) => 67,
        Note::ReachedIf { .. } => 68,
        Note::Claimable { .. } => 69,
        Note::ClaimInStones { .. } => 70,
        Note::GaveWayInCycle { .. } => 71,
        Note::TerritoryReaches { .. } => 72,
        Note::AreaReaches { .. } => 73,
        Note::RulesInDoubt { .. } => 74,
        Note::CountRange { .. } => 75,
    }
}

/// ASCII words a Chinese note may hold, and why: names of programs, servers, formats and
/// rule sets, as their records and documents write them. (The CLI's test
/// `tests/zh_words.rs` scans real output with the same rules.)
const KEPT: &[(&str, &str)] = &[
    ("KataGo", "the program whose rules and count a note names"),
    ("AGA", "the rule set (American Go Association) a note names, as RU[AGA] writes it"),
    ("IGS", "the server a note names"),
    ("NNGS", "the server a note names"),
    ("KGS", "the server a note names, as its records write it in PC"),
    ("Pandanet", "IGS's other name"),
    ("CGOS", "the server a note names (PC[CGOS ...])"),
    ("RenjuNet", "the database whose games a note names"),
    ("RIF", "the renju federation whose openings a note names"),
    ("PSQ", "the file format (Piskvork's) a note names"),
    ("Gomocup", "the tournament whose groups a note names"),
    ("Piskvork", "the program whose default rule a note names"),
    ("Spight", "the ending rule KataGo's rules name after its author"),
    ("Draw", "a result string (docs/contract.md §5), as a margin names a drawn count"),
    ("GoGui", "the program whose reading of board coordinates a note names"),
    ("GBK", "an encoding's name, as a note on a file's text gives it"),
    ("Shift", "Shift_JIS, an encoding's name, as a note on a file's text gives it"),
    ("JIS", "Shift_JIS, an encoding's name, as a note on a file's text gives it"),
];

/// The note without what it quotes: `XX[...]` (a record's property), “...” (a record's
/// text), `...` (a key, value or option a user types).
fn unquoted(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    let mut upper = 0;
    while let Some(c) = chars.next() {
        let close = match c {
            '[' if upper > 0 => Some(']'),
            '“' => Some('”'),
            '`' => Some('`'),
            _ => None,
        };
        if let Some(close) = close {
            out.truncate(out.len() - upper);
            chars.by_ref().find(|&d| d == close);
            upper = 0;
            continue;
        }
        upper = if c.is_ascii_uppercase() { upper + 1 } else { 0 };
        out.push(c);
    }
    out
}

// The reader's typed remarks: English exactly as the reader wrote it, Chinese without
// English words, for every kind but the English-only `Text`.
#[test]
fn reader_remarks_render_in_both_languages() {
    for read in [
        records::ReadNote::komi_hundredths("650", 6.5),
        records::ReadNote::territory_marks(),
        records::ReadNote::setup_before_first_move(2, 5),
        records::ReadNote::player_number("1", grid::Color::Black),
        records::ReadNote::clock_form("BL", "0:07:42", 462.0, records::ClockForm::HoursMinutesSeconds),
        records::ReadNote::clock_form("WL", "7:42", 462.0, records::ClockForm::MinutesSeconds),
        records::ReadNote::clock_form("WL", "14\\n0", 140.0, records::ClockForm::BrokenLines),
        records::ReadNote::clock_form("WL", "14 0", 14.0, records::ClockForm::FirstNumber),
        records::ReadNote::handicap_not_whole("7.5"),
        records::ReadNote::decoded("UTF-16LE", records::Decoding::ByteOrderMark, 0),
        records::ReadNote::decoded("UTF-16BE", records::Decoding::Utf16Zeros, 0),
        records::ReadNote::decoded("GBK", records::Decoding::Label("gb2312".into()), 2),
        records::ReadNote::decoded("UTF-8", records::Decoding::Utf8(records::CaPassedOver::Missing), 1),
        records::ReadNote::decoded(
            "Shift_JIS",
            records::Decoding::Detected(records::CaPassedOver::Unknown("no-such".into())),
            0,
        ),
        records::ReadNote::decoded(
            "UTF-8",
            records::Decoding::Fallback(records::CaPassedOver::Unfit("GBK".into())),
            3,
        ),
        records::ReadNote::board_coordinates(),
        records::ReadNote::wrapping_trees(1),
        records::ReadNote::wrapping_trees(5),
        records::ReadNote::ends_after_main_line(records::Loc { line: 3, column: 9 }),
        records::ReadNote::cut_off(records::Loc { line: 3, column: 9 }),
        records::ReadNote::next_game_inside(records::Loc { line: 7, column: 1 }, "GM"),
        records::ReadNote::stray_end_tag("game", records::Loc { line: 8, column: 3 }),
        records::ReadNote::late_setup(4),
        records::ReadNote::result_in_file_name("Embryo-Yixin_1.psq"),
        records::ReadNote::bad_bresult("0.25"),
    ] {
        // Every kind but the English-only one has its Chinese rendering here.
        match read.kind {
            records::ReadKind::KomiHundredths { .. }
            | records::ReadKind::TerritoryMarks
            | records::ReadKind::SetupBeforeFirstMove { .. }
            | records::ReadKind::PlayerNumber { .. }
            | records::ReadKind::ClockForm { .. }
            | records::ReadKind::HandicapNotWhole { .. }
            | records::ReadKind::Decoded { .. }
            | records::ReadKind::BoardCoordinates
            | records::ReadKind::WrappingTrees { .. }
            | records::ReadKind::EndsAfterMainLine { .. }
            | records::ReadKind::CutOff { .. }
            | records::ReadKind::NextGameInside { .. }
            | records::ReadKind::StrayEndTag { .. }
            | records::ReadKind::LateSetup { .. }
            | records::ReadKind::ResultInFileName { .. }
            | records::ReadKind::BadBresult { .. } => {}
        }
        let note = Note::Read(read.clone());
        assert_eq!(note.text(Lang::En), read.as_str());
        let zh = note.text(Lang::Zh);
        assert_ne!(zh, read.as_str());
        assert!(english_words(&zh).is_empty(), "{zh}: {:?}", english_words(&zh));
    }
    assert_eq!(
        records::ReadNote::territory_marks().as_str(),
        "territory marks found: dead stones from TB/TW"
    );
}

/// The ASCII words (3 letters or more) of a Chinese note outside quotes, results
/// (`W+3.5`), profile names (`go-chinese`), paths (`docs/rules/go.md`) and [`KEPT`].
fn english_words(text: &str) -> Vec<String> {
    unquoted(text)
        .split(|c: char| !(c.is_ascii_alphanumeric() || "+-_./".contains(c)))
        .filter(|w| !w.contains(['+', '-', '/']))
        .flat_map(|w| w.split(|c: char| !c.is_ascii_alphabetic()).map(str::to_owned).collect::<Vec<_>>())
        .filter(|w| w.len() >= 3 && !KEPT.iter().any(|(k, _)| k == w))
        .collect()
}

#[test]
fn every_note_has_a_sample_and_chinese_without_english_words() {
    let samples = samples();
    for (i, note) in samples.iter().enumerate() {
        assert_eq!(index(note), i, "samples() out of order at {note:?}");
    }
    assert_eq!(samples.len(), VARIANTS, "a variant has no sample (or VARIANTS is stale)");
    let parts = chosen_samples();
    for (i, part) in parts.iter().enumerate() {
        assert_eq!(chosen_index(part), i, "chosen_samples() out of order at {part:?}");
    }
    assert_eq!(
        parts.len(),
        chosen_index(&Chosen::KgsCut { mark: String::new(), file_komi: false, komi: None, profile: "" }) + 1,
        "a part has no sample"
    );
    for note in &samples {
        let (en, zh) = (note.text(Lang::En), note.text(Lang::Zh));
        assert!(!en.is_empty() && !zh.is_empty(), "{note:?}");
        // Names from the record (players) and the runner's words in `referee match`'s
        // records are the record's own text, in whatever language it has them.
        let mut zh = zh;
        for name in ["Black did not move within the 1s its clock allowed", "Ke Jie", "Gu Li"] {
            zh = zh.replace(name, "");
        }
        assert_ne!(en, zh, "{note:?}: no Chinese");
        let words = english_words(&zh);
        assert!(words.is_empty(), "{note:?}: English words {words:?} in {zh}");
    }
}

#[test]
fn english_is_what_json_writes() {
    let note = Note::ClocksChecked;
    assert_eq!(
        serde_json::to_string(&note).unwrap(),
        "\"clock readings (time left) checked: no clock ran out\""
    );
    assert_eq!(note.to_string(), note.text(Lang::En));
}

#[test]
fn a_note_quoting_megabytes_is_cut_in_both_languages() {
    let note = Note::UnreadClaim("x".repeat(5000));
    for lang in [Lang::En, Lang::Zh] {
        assert!(note.text(lang).chars().count() < MAX_NOTE_CHARS + 100, "{lang:?}");
    }
}

#[test]
fn stones_in_chinese() {
    assert_eq!(stones_zh(3.75), "3又3/4");
    assert_eq!(stones_zh(0.5), "1/2");
    assert_eq!(stones_zh(2.0), "2");
    assert_eq!(stones_zh(0.1), "0.1");
}
