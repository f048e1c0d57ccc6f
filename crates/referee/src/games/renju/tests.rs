use super::*;

const LOC: Loc = Loc { line: 3, column: 5 };

fn parse(text: &str) -> Result<(Option<Color>, Move, String), InputError> {
    entry(&MoveText::Plain(text.to_owned()), LOC, Size::square(15))
}

fn at(s: &str) -> Point {
    Notation::Renju.parse(s, Size::square(15)).unwrap()
}

#[test]
fn points_with_and_without_a_colour() {
    assert_eq!(parse("h8").unwrap(), (None, Move::Place(at("h8")), "h8".to_owned()));
    assert_eq!(parse("B h8").unwrap(), (Some(Color::Black), Move::Place(at("h8")), "h8".to_owned()));
    assert_eq!(parse("white O15").unwrap().1, Move::Place(at("o15")));
    assert_eq!(parse(" w  a1 ").unwrap().0, Some(Color::White));
}

#[test]
fn events_and_declarations() {
    for (text, mv) in [
        ("pass", Move::Pass),
        ("swap", Move::Swap),
        ("W claim", Move::Claim),
        ("Resign", Move::Resign),
        ("timeout", Move::Timeout),
        ("forfeit", Move::Forfeit),
        ("draw", Move::Draw),
        ("declare 3", Move::Declare(3)),
        ("B declare 10", Move::Declare(10)),
        ("replace d4", Move::Replace(at("d4"))),
        ("B replace O15", Move::Replace(at("o15"))),
    ] {
        assert_eq!(parse(text).unwrap().1, mv, "{text}");
    }
    assert_eq!(parse("W swap").unwrap().0, Some(Color::White));
}

#[test]
fn offers_keep_their_points() {
    let text = MoveText::Offer { offer: vec!["i10".to_owned(), "j6".to_owned()], keep: "j6".to_owned() };
    let (color, mv, shown) = entry(&text, LOC, Size::square(15)).unwrap();
    assert_eq!(color, None);
    assert_eq!(mv, Move::Offer { offers: vec![at("i10"), at("j6")], keep: at("j6") });
    assert_eq!(shown, "offer [i10, j6] keep j6");
    let bad = MoveText::Offer { offer: vec!["i10".to_owned(), "z9".to_owned()], keep: "i10".to_owned() };
    assert_eq!(entry(&bad, LOC, Size::square(15)).unwrap_err().loc, LOC);
}

#[test]
fn off_board_from_a_reader_is_a_move_not_an_error() {
    let text = MoveText::OffBoard { color: Some(Color::White), shown: "16,3".to_owned() };
    let (color, mv, shown) = entry(&text, LOC, Size::square(15)).unwrap();
    assert_eq!((color, mv, shown.as_str()), (Some(Color::White), Move::Place(OFF_BOARD), "16,3"));
}

#[test]
fn bad_text_is_an_input_error_at_its_place() {
    let e = parse("p16").unwrap_err();
    assert_eq!(e.loc, LOC);
    assert!(e.message.contains("p16"), "{}", e.message);
    let e = parse("swp").unwrap_err();
    assert!(e.message.starts_with("\"swp\" is not a move"), "{}", e.message);
    assert!(parse("declare many").unwrap_err().message.contains("declare 3"));
    assert!(parse("declare 300").is_err());
    assert!(parse("X h8").is_err());
    assert!(parse("B h8 i9").is_err());
    assert!(parse("replace").is_err() && parse("replace z99").is_err());
}

fn set(key: &str, value: KeyValue) -> Override {
    Override { key: records::Located::new(key.to_owned(), LOC), value: records::Located::new(value, LOC) }
}

fn scalar(s: &str) -> KeyValue {
    KeyValue::Scalar(s.to_owned())
}

#[test]
fn profile_keys_apply_and_reject_what_they_do_not_know() {
    let mut r = base_rules(GameName::Gomoku);
    apply(&mut r, &set("win", scalar("exactly-five"))).unwrap();
    apply(&mut r, &set("opening", scalar("soosorv-8"))).unwrap();
    apply(&mut r, &set("max_moves", scalar("200"))).unwrap();
    apply(&mut r, &set("size", scalar("20"))).unwrap();
    assert_eq!(
        (r.win, r.opening, r.max_moves, r.size),
        (WinRule::ExactlyFive, Opening::Soosorv8, Some(200), 20)
    );
    let list = KeyValue::List(vec!["overline".to_owned(), "double-four".to_owned()]);
    apply(&mut r, &set("forbidden", list)).unwrap();
    assert!(
        r.forbidden.contains(ForbiddenKind::Overline) && !r.forbidden.contains(ForbiddenKind::DoubleThree)
    );
    apply(&mut r, &set("forbidden", KeyValue::List(Vec::new()))).unwrap();
    assert!(r.forbidden.is_empty());
    apply(&mut r, &set("max_moves", KeyValue::Null)).unwrap();
    assert_eq!(r.max_moves, None);
    assert!(apply(&mut r, &set("forbidden", KeyValue::List(vec!["four-three".to_owned()]))).is_err());
    assert!(apply(&mut r, &set("size", scalar("4"))).is_err());
    assert!(apply(&mut r, &set("forbidden_effect", scalar("warn"))).is_err());
    assert!(apply(&mut r, &set("komi", scalar("6.5"))).unwrap_err().message.contains("unknown key `komi`"));
}

fn record(black: &[&str], white: &[&str], moves: &[&str]) -> Record {
    let located = |l: &[&str]| l.iter().map(|p| records::Located::new((*p).to_owned(), LOC)).collect();
    let mut r = Record::new(records::SourceFormat::Yaml);
    r.setup = Some(RecordSetup::Stones { black: located(black), white: located(white) });
    r.moves = moves.iter().map(|m| MoveEntry::new(MoveText::Plain((*m).to_owned()), LOC)).collect();
    r
}

fn drawn(profile: &str, r: &Record, ply: Option<usize>) -> String {
    let profile = crate::profile::load(profile, None, Loc::UNKNOWN, "test").map_err(|e| e.error).unwrap();
    let settings = crate::games::settings::resolve(profile, Some(r), &[]).unwrap();
    let crate::games::GameSettings::FiveInRow(rules) = &settings.game else { panic!("a renju profile") };
    let replayed = replay(r, &settings, rules, "test", ply).map_err(|f| f.error).unwrap();
    let pos = crate::draw::renju::Position { game: &replayed.game, marked: None };
    crate::draw::renju::render(&pos, crate::draw::Style::default())
}

#[test]
fn the_diagram_marks_and_lists_black_forbidden_points() {
    // docs/rules/renju.md step 4: h8 would make the open threes h8-h10 and f8-h8.
    let mut r = record(&["h9", "h10", "f8", "g8"], &["a1", "a2", "a3"], &["o15"]);
    r.first = Some(records::Located::new("white".to_owned(), LOC));
    let text = drawn("renju-free-opening", &r, None);
    assert!(text.contains("forbidden for Black: h8 double-three\n"), "{text}");
    let row8 = text.lines().find(|l| l.starts_with("  8 ")).unwrap();
    assert_eq!(row8.chars().filter(|&c| c == '×').count(), 1, "{row8}");
    assert!(row8.starts_with("  8 ├─┼─┼─┼─┼─●─●─×─┼"), "{row8}");
    let row15 = text.lines().find(|l| l.starts_with(" 15 ")).unwrap();
    assert!(row15.ends_with("┬─┬(○)15"), "the last stone is marked: {row15}");
    assert!(text.contains("after ply 1; Black to move"), "{text}");
    // Before White's move it is White's turn: nothing is listed.
    let before = drawn("renju-free-opening", &r, Some(0));
    assert!(!before.contains("forbidden for Black") && !before.contains('×'), "{before}");
    // Gomoku forbids nothing: no marks and no list.
    let gomoku = drawn("gomoku-freestyle", &r, None);
    assert!(!gomoku.contains('×') && !gomoku.contains("forbidden"), "{gomoku}");
}

#[test]
fn results_are_sgf_style() {
    assert_eq!(result_text(Winner::Black, Some(Reason::Five)), "B+");
    assert_eq!(result_text(Winner::White, Some(Reason::Forbidden)), "W+F");
    assert_eq!(result_text(Winner::White, Some(Reason::Resignation)), "W+R");
    assert_eq!(result_text(Winner::Black, Some(Reason::Timeout)), "B+T");
    assert_eq!(result_text(Winner::Draw, Some(Reason::BoardFull)), "Draw");
}

/// The rule crate's setup refusals, typed for the Chinese, read in English as the crate words them.
#[test]
fn setup_errors_keep_the_rule_crates_english() {
    use renju_rules::SetupError;
    let errors = [
        SetupError::Size(30),
        SetupError::OffBoard { color: Color::Black, point: Point::new(20, 3) },
        SetupError::OffBoard { color: Color::White, point: Point::new(2, 25) },
        SetupError::Duplicate(at("h8")),
    ];
    for e in errors {
        let error = setup_error(&e);
        assert_eq!(error.message, e.to_string());
        assert!(error.kind.is_some(), "{e}: not typed");
    }
}
