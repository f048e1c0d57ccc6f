use super::*;

#[test]
fn rule_names_use_the_seed_terms_in_chinese_and_ids_in_english() {
    assert_eq!(rule_name(Lang::Zh, RuleId::Suicide), "禁着点");
    assert_eq!(rule_name(Lang::Zh, RuleId::Superko), "全局同形");
    assert_eq!(rule_name(Lang::Zh, RuleId::DoubleThree), "三三禁手");
    assert_eq!(rule_name(Lang::En, RuleId::DoubleThree), "double-three");
    assert_eq!(rule_name(Lang::Zh, RuleId::SealedMove), "封棋");
    assert_eq!(rule_name(Lang::Zh, RuleId::Nigiri), "猜先");
}

#[test]
fn violations_name_the_player_the_move_and_the_rule() {
    let m = Msg::Violation { player: Player::Black, mv: "D4", rule: RuleId::Suicide }.text(Lang::Zh);
    assert_eq!(m, "黑 D4 落子后自身无气，又不能提取对方棋子（禁着点）");
    let m = Msg::Violation { player: Player::Red, mv: "a2-a5", rule: RuleId::CampOccupied }.text(Lang::Zh);
    assert!(m.starts_with("红方 a2-a5") && m.ends_with("（行营）"), "{m}");
}

// `referee judge --lang zh` once printed `白方 C7（sealed-move）（sealed-move）`: the rule id
// in English, twice.
#[test]
fn sealed_move_in_chinese_names_the_rule_once_in_chinese() {
    let m = Msg::Violation { player: Player::White, mv: "C7", rule: RuleId::SealedMove }.text(Lang::Zh);
    assert!(m.starts_with("白方续赛时走 C7") && m.ends_with("按所标记的位置下子（封棋）"), "{m}");
    assert_eq!(m.matches('（').count(), 1, "{m}");
}

#[test]
fn captions_in_both_languages() {
    assert_eq!(Msg::AfterPly(3).text(Lang::Zh), "第 3 手后");
    assert_eq!(Msg::ToMove(Player::White).text(Lang::En), "White to move");
    let list = [("h8".to_owned(), ForbiddenKind::DoubleThree)];
    assert_eq!(Msg::ForbiddenForBlack(&list).text(Lang::Zh), "黑方禁手点：h8 三三");
    assert_eq!(Msg::ForbiddenForBlack(&[]).text(Lang::En), "forbidden for Black: none");
    assert_eq!(
        Msg::Ended { winner: Winner::White, reason: Reason::Resignation }.text(Lang::Zh),
        "白方胜（对方认输）"
    );
}

/// Whether `text` holds an id-like word: letters joined by a hyphen (`sealed-move`).
fn has_hyphenated_id(text: &str) -> bool {
    let b = text.as_bytes();
    (1..b.len().saturating_sub(1))
        .any(|i| b[i] == b'-' && b[i - 1].is_ascii_lowercase() && b[i + 1].is_ascii_lowercase())
}

/// The Chinese words for `id` leak no English: no hyphenated id, not the id itself.
fn assert_chinese(id: &str, zh: &str) {
    assert!(!has_hyphenated_id(zh), "{id}: {zh}");
    assert_ne!(zh, id);
    assert!(!zh.contains(id), "{id}: {zh}");
    assert!(!zh.is_empty(), "{id}");
}

// `ALL` must list every variant: each match below is exhaustive, so a new variant does not
// compile until it has a place here, and then `ALL` must hold it at that place.
fn reason_index(r: Reason) -> usize {
    match r {
        Reason::Score => 0,
        Reason::Resignation => 1,
        Reason::Timeout => 2,
        Reason::Forfeit => 3,
        Reason::Agreement => 4,
        Reason::Repetition => 5,
        Reason::Five => 6,
        Reason::Forbidden => 7,
        Reason::BoardFull => 8,
        Reason::Passes => 9,
        Reason::MaxMoves => 10,
        Reason::StonesPlaced => 11,
        Reason::FlagCaptured => 12,
        Reason::NoMovablePieces => 13,
        Reason::NoCaptureLimit => 14,
        Reason::MaxPlies => 15,
    }
}

fn rule_index(r: RuleId) -> usize {
    match r {
        RuleId::OutOfTurn => 0,
        RuleId::AfterEnd => 1,
        RuleId::OffBoard => 2,
        RuleId::Occupied => 3,
        RuleId::Suicide => 4,
        RuleId::Ko => 5,
        RuleId::Superko => 6,
        RuleId::DoubleThree => 7,
        RuleId::DoubleFour => 8,
        RuleId::Overline => 9,
        RuleId::Opening => 10,
        RuleId::Swap => 11,
        RuleId::Offer => 12,
        RuleId::Claim => 13,
        RuleId::Pass => 14,
        RuleId::Replace => 15,
        RuleId::NoPass => 16,
        RuleId::Setup => 17,
        RuleId::ImmovablePiece => 18,
        RuleId::OwnPiece => 19,
        RuleId::CampOccupied => 20,
        RuleId::NoPath => 21,
        RuleId::NotYourPiece => 22,
        RuleId::EmptyOrigin => 23,
        RuleId::ForbiddenAttack => 24,
        RuleId::PartnerPiece => 25,
        RuleId::SealedMove => 26,
        RuleId::Nigiri => 27,
    }
}

fn winner_index(w: Winner) -> usize {
    match w {
        Winner::Black => 0,
        Winner::White => 1,
        Winner::Red => 2,
        Winner::Blue => 3,
        Winner::SouthNorth => 4,
        Winner::EastWest => 5,
        Winner::Draw => 6,
        Winner::NoResult => 7,
    }
}

fn complete<T: Copy + PartialEq + std::fmt::Debug>(all: &[T], index: fn(T) -> usize, count: usize) {
    assert_eq!(all.len(), count);
    for (i, &v) in all.iter().enumerate() {
        assert_eq!(index(v), i, "{v:?} out of place in ALL");
    }
}

#[test]
fn every_reason_rule_and_winner_has_words_in_both_languages() {
    complete(Reason::ALL, reason_index, 16);
    complete(RuleId::ALL, rule_index, 28);
    complete(Winner::ALL, winner_index, 8);
    for &r in Reason::ALL {
        assert_eq!(reason_name(Lang::En, r), r.id());
        assert_chinese(r.id(), reason_name(Lang::Zh, r));
        for &w in Winner::ALL {
            assert!(!Msg::Ended { winner: w, reason: r }.text(Lang::En).is_empty());
            assert_chinese(r.id(), &Msg::Ended { winner: w, reason: r }.text(Lang::Zh));
        }
    }
    for &rule in RuleId::ALL {
        assert_eq!(rule_name(Lang::En, rule), rule.id());
        assert_chinese(rule.id(), rule_name(Lang::Zh, rule));
        for player in [Player::Black, Player::Red] {
            let m = Msg::Violation { player, mv: "D4", rule };
            assert!(!m.text(Lang::En).is_empty());
            assert_chinese(rule.id(), &m.text(Lang::Zh));
        }
    }
    for &w in Winner::ALL {
        assert!(!winner_name(Lang::En, w).is_empty());
        assert_chinese(w.id(), winner_name(Lang::Zh, w));
    }
}

/// Every setup breach in Chinese without English words (station names such as `c1` and `Ma3`
/// are the board's); the English is the rule crate's `Display`, as before.
#[test]
fn setup_breaches_render_in_both_languages() {
    use junqi_rules::{Area, Board, PieceKind, Seat, SetupBreach, Side};
    let s = |x: &str| x.to_owned();
    let all = [
        SetupBreach::OffBoard { piece: PieceKind::Engineer },
        SetupBreach::Outside { piece: PieceKind::Brigade, station: s("c9"), area: Area::Half(Side::Blue) },
        SetupBreach::Outside { piece: PieceKind::Mine, station: s("a3"), area: Area::Arm(Seat::East) },
        SetupBreach::Outside { piece: PieceKind::Engineer, station: s("Ma3"), area: Area::Centre },
        SetupBreach::Twice { station: s("a2") },
        SetupBreach::SecondPiece { station: s("a2") },
        SetupBreach::InCamp { piece: PieceKind::Company, station: s("b3") },
        SetupBreach::Count { piece: PieceKind::Commander, have: 0, want: 1 },
        SetupBreach::Count { piece: PieceKind::Company, have: 2, want: 3 },
        SetupBreach::FlagOutside { station: s("c1"), headquarters: vec![s("b1"), s("d1")] },
        SetupBreach::MineForward { station: s("a10"), ranks: vec![11, 12] },
        SetupBreach::BombInFront { station: s("a6"), ranks: vec![6] },
        SetupBreach::Empty { stations: vec![s("a1"), s("e2")], arm: false },
        SetupBreach::Empty { stations: vec![s("a1")], arm: true },
    ];
    for breach in &all {
        // No wildcard: a new kind of breach does not compile until it has a sample above.
        match breach {
            SetupBreach::OffBoard { .. }
            | SetupBreach::Outside { .. }
            | SetupBreach::Twice { .. }
            | SetupBreach::SecondPiece { .. }
            | SetupBreach::InCamp { .. }
            | SetupBreach::Count { .. }
            | SetupBreach::FlagOutside { .. }
            | SetupBreach::MineForward { .. }
            | SetupBreach::BombInFront { .. }
            | SetupBreach::Empty { .. } => {}
        }
        let b = Breach { who: Player::Red, message: "m", rule: "setup", breach: Some(breach) };
        let zh = Msg::SetupBreach(b).text(Lang::Zh);
        // Station names have at most two letters (`Ma3`); English words have more.
        let words: Vec<&str> =
            zh.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() >= 3).collect();
        assert!(words.is_empty(), "{zh}: {words:?}");
    }
    // A real deployment's breaches: the English is the violation's `Display` after the caption.
    let violations = junqi_rules::check_deployment(Board::two_player(), Side::Red, &[]);
    assert!(!violations.is_empty());
    for v in &violations {
        assert!(v.breach.is_some(), "{v}");
        assert_eq!(
            Msg::SetupBreach(v.into()).text(Lang::En),
            format!("the setup breaks the deployment rules: {v}")
        );
        let zh = Msg::SetupBreach(v.into()).text(Lang::Zh);
        assert!(zh.starts_with("布阵违反规则：红方"), "{zh}");
    }
}
