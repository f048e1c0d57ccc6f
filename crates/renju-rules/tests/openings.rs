//! Opening protocols (docs/rules/renju.md "Opening rules", docs/rules/renju.md section 3): each rule's
//! happy path and each way to break it, and the names of all 26 canonical openings.

mod support;

use grid::{Notation, Point, Size};
use renju_rules::{identify_opening, Opening, OpeningSet, Rules, ViolationKind};
use support::{at, new_game, play};

fn rules(opening: Opening) -> Rules {
    let base = if matches!(opening, Opening::Swap2 | Opening::Pro | Opening::LongPro) {
        Rules::gomoku_standard()
    } else {
        Rules::renju_rif()
    };
    let opening_set = if opening == Opening::Rif { OpeningSet::Canonical26 } else { OpeningSet::Any };
    Rules { opening, opening_set, ..base }
}

fn broken(opening: Opening, record: &str) -> (usize, ViolationKind, String) {
    let mut g = new_game(rules(opening));
    let (i, v) = play(&mut g, record).expect_err("the record breaks the opening");
    (i, v.kind, v.message)
}

fn fine(opening: Opening, record: &str) -> renju_rules::Game {
    let mut g = new_game(rules(opening));
    if let Err((i, v)) = play(&mut g, record) {
        panic!("entry {i} of {record:?}: {}", v.message);
    }
    g
}

// --- RIF ---

#[test]
fn rif_happy_path() {
    let g = fine(Opening::Rif, "h8; h9; h10; W swap; W j12; offer:g7,j6>j6; e2");
    assert_eq!(g.opening_name().map(|n| n.code), Some("D1"));
    assert_eq!(g.swaps(), 1);
    assert_eq!(g.stone_at(at("j6")), Some(grid::Color::Black));
    assert_eq!(g.stone_at(at("g7")), None, "the offer White did not keep is not on the board");
    assert_eq!(g.plies(), 6);
}

#[test]
fn rif_move_1_must_be_the_centre() {
    let (i, kind, msg) = broken(Opening::Rif, "g8");
    assert_eq!((i, kind), (0, ViolationKind::Opening));
    assert_eq!(msg, "stone 1 must be at the centre h8 under the rif opening, not at g8");
}

#[test]
fn rif_move_2_outside_the_3x3() {
    let (i, kind, msg) = broken(Opening::Rif, "h8; h10");
    assert_eq!((i, kind), (1, ViolationKind::Opening));
    assert!(msg.contains("within the 3x3 square around h8"), "{msg}");
}

#[test]
fn rif_move_3_outside_the_5x5() {
    assert_eq!(broken(Opening::Rif, "h8; h9; h11").1, ViolationKind::Opening);
}

#[test]
fn rif_two_swaps() {
    let (i, kind, msg) = broken(Opening::Rif, "h8; h9; h10; swap; swap");
    assert_eq!((i, kind), (4, ViolationKind::Swap));
    assert_eq!(msg, "the colours were already swapped after stone 3");
}

#[test]
fn rif_swap_at_the_wrong_time() {
    assert_eq!(broken(Opening::Rif, "h8; swap").1, ViolationKind::Swap);
    assert_eq!(broken(Opening::Rif, "h8; h9; h10; j12; swap").1, ViolationKind::Swap);
    assert_eq!(broken(Opening::Rif, "h8; h9; h10; B swap").1, ViolationKind::OutOfTurn);
}

#[test]
fn rif_symmetric_offers() {
    // Stones h8, h9, h10, h11 all on column h: the mirror in that column maps g7 onto i7.
    let (i, kind, msg) = broken(Opening::Rif, "h8; h9; h10; h11; offer:g7,i7>g7");
    assert_eq!((i, kind), (4, ViolationKind::Offer));
    assert!(msg.contains("symmetric"), "{msg}");
    // On the diagonal h8-k11 the mirror across that diagonal maps h10 onto j8.
    assert_eq!(broken(Opening::Rif, "h8; i9; j10; k11; offer:h10,j8>h10").1, ViolationKind::Offer);
    // g7 and i6 are not images of each other under any symmetry that keeps the stones.
    fine(Opening::Rif, "h8; h9; h10; h11; offer:g7,i6>i6");
}

#[test]
fn rif_kept_stone_must_be_offered() {
    let (_, kind, msg) = broken(Opening::Rif, "h8; h9; h10; j12; offer:g7,j6>k6");
    assert_eq!(kind, ViolationKind::Offer);
    assert_eq!(msg, "White keeps k6, which is not one of Black's offers (g7, j6)");
}

#[test]
fn rif_offer_count_and_direct_fifth_move() {
    assert_eq!(broken(Opening::Rif, "h8; h9; h10; j12; offer:g7,j6,e2>j6").1, ViolationKind::Offer);
    assert_eq!(broken(Opening::Rif, "h8; h9; h10; j12; offer:g7>g7").1, ViolationKind::Offer);
    assert_eq!(broken(Opening::Rif, "h8; h9; h10; j12; j6").1, ViolationKind::Offer);
    assert_eq!(broken(Opening::Rif, "h8; h9; h10; j12; offer:h9,j6>j6").1, ViolationKind::Occupied);
    assert_eq!(broken(Opening::Rif, "h8; h9; offer:g7,j6>j6").1, ViolationKind::Offer);
}

#[test]
fn rif_no_pass_in_the_opening() {
    assert_eq!(broken(Opening::Rif, "h8; pass").1, ViolationKind::Pass);
}

// --- Yamaguchi ---

#[test]
fn yamaguchi_happy_path_and_declared_count() {
    fine(Opening::Yamaguchi, "h8; i9; j10; B declare:3; swap; a1; offer:e5,g3,k2>k2; o15");
    assert_eq!(
        broken(Opening::Yamaguchi, "h8; i9; j10; declare:3; a1; offer:e5,g3>g3").1,
        ViolationKind::Offer
    );
    assert_eq!(broken(Opening::Yamaguchi, "h8; i9; j10; declare:13").1, ViolationKind::Offer);
    assert_eq!(broken(Opening::Yamaguchi, "h8; i9; j10; swap; declare:2").1, ViolationKind::Opening);
    assert_eq!(broken(Opening::Yamaguchi, "h8; i9; j10; W declare:2").1, ViolationKind::OutOfTurn);
}

// --- Soosõrv-8 ---

#[test]
fn soosorv_happy_path() {
    let g = fine(Opening::Soosorv8, "h8; i9; j10; swap; a1; W declare:4; swap; offer:e5,g3,k2,n4>n4; o15");
    assert_eq!(g.swaps(), 2);
    assert_eq!(g.opening_name().map(|n| n.japanese), Some("Chosei"));
}

#[test]
fn soosorv_breaks() {
    assert_eq!(broken(Opening::Soosorv8, "h8; i9; j10; a1; declare:9").1, ViolationKind::Offer);
    assert_eq!(broken(Opening::Soosorv8, "h8; i9; j10; a1; swap; swap").1, ViolationKind::Swap);
    assert_eq!(broken(Opening::Soosorv8, "h8; i9; j10; a1; declare:2; offer:e5>e5").1, ViolationKind::Offer);
    assert_eq!(broken(Opening::Soosorv8, "h8; i9; j10; declare:2").1, ViolationKind::Opening);
}

// --- Taraguchi-10 ---

#[test]
fn taraguchi_direct_fifth_move_with_swaps() {
    let g = fine(Opening::Taraguchi10, "h8; swap; g7; swap; j9; swap; e11; swap; l4; swap; a1");
    assert_eq!(g.swaps(), 5);
}

#[test]
fn taraguchi_ten_offers() {
    fine(Opening::Taraguchi10, "h8; g7; j9; e11; offer:a1,a2,a3,a4,a5,a6,a7,a8,a9,a10>a4; o15");
    assert_eq!(
        broken(Opening::Taraguchi10, "h8; g7; j9; e11; offer:a1,a2,a3,a4,a5,a6,a7,a8,a9,a10>a4; swap").1,
        ViolationKind::Swap
    );
    assert_eq!(broken(Opening::Taraguchi10, "h8; g7; j9; e11; offer:a1,a2>a2").1, ViolationKind::Offer);
}

#[test]
fn taraguchi_squares() {
    assert_eq!(broken(Opening::Taraguchi10, "h8; g7; j9; d11").1, ViolationKind::Opening, "4 outside 7x7");
    assert_eq!(
        broken(Opening::Taraguchi10, "h8; g7; j9; e11; m4").1,
        ViolationKind::Opening,
        "5 outside 9x9"
    );
    assert_eq!(broken(Opening::Taraguchi10, "h8; g7; swap; swap").1, ViolationKind::Swap);
}

// --- Swap2 ---

#[test]
fn swap2_paths() {
    fine(Opening::Swap2, "a1; o15; c3; swap; d4");
    fine(Opening::Swap2, "a1; o15; c3; d4; e5; swap; f6");
    let (i, kind, _) = broken(Opening::Swap2, "a1; o15; c3; swap; d4; e5; swap");
    assert_eq!((i, kind), (6, ViolationKind::Swap));
    assert_eq!(broken(Opening::Swap2, "a1; swap").1, ViolationKind::Swap);
    assert_eq!(broken(Opening::Swap2, "a1; pass").1, ViolationKind::Pass);
}

// --- Gomoku pro / long-pro, centre, canonical-26 ---

#[test]
fn pro_and_long_pro_third_stone() {
    fine(Opening::Pro, "h8; a1; h11");
    assert_eq!(broken(Opening::Pro, "h8; a1; h10").1, ViolationKind::Opening);
    assert_eq!(broken(Opening::Pro, "a1").1, ViolationKind::Opening);
    fine(Opening::LongPro, "h8; a1; l12");
    let (_, kind, msg) = broken(Opening::LongPro, "h8; a1; k11");
    assert_eq!(kind, ViolationKind::Opening);
    assert_eq!(
        msg,
        "stone 3 must be outside the central 7x7 square around h8 under the long-pro opening, not at k11"
    );
}

#[test]
fn centre_and_free() {
    fine(Opening::Center, "h8; a1; a15");
    assert_eq!(broken(Opening::Center, "a1").1, ViolationKind::Opening);
    fine(Opening::Free, "a1; b2; pass; c3");
    assert_eq!(broken(Opening::Free, "a1; swap").1, ViolationKind::Swap);
    assert_eq!(broken(Opening::Free, "a1; a2; a3; a4; offer:b1,b2>b1").1, ViolationKind::Offer);
}

#[test]
fn canonical_26_set_with_a_free_protocol() {
    let r = Rules { opening: Opening::Free, opening_set: OpeningSet::Canonical26, ..Rules::renju_rif() };
    let mut g = new_game(r.clone());
    // g7 then j10: turned half a circle, this is i9 then f6, the comet.
    play(&mut g, "h8; g7; j10").unwrap();
    assert_eq!(g.opening_name().map(|n| n.code), Some("I13"));
    let mut bad = new_game(r);
    assert_eq!(play(&mut bad, "h8; g7; f5").unwrap_err().1.kind, ViolationKind::Opening);
}

#[test]
fn setup_positions_skip_the_opening_rules() {
    let mut g = support::from_setup(Rules::renju_rif(), "a1", "b2");
    play(&mut g, "c3; d4; e5").unwrap();
    assert_eq!(g.opening_name(), None);
}

// --- The 26 names ---

/// docs/rules/renju.md section 2, written out again: code, stone 2, stone 3, 中文, Japanese.
const OPENINGS: [(&str, &str, &str, &str, &str); 26] = [
    ("D1", "h9", "h10", "寒星", "Kansei"),
    ("D2", "h9", "i10", "溪月", "Keigetsu"),
    ("D3", "h9", "j10", "疏星", "Sosei"),
    ("D4", "h9", "i9", "花月", "Kagetsu"),
    ("D5", "h9", "j9", "残月", "Zangetsu"),
    ("D6", "h9", "i8", "雨月", "Ugetsu"),
    ("D7", "h9", "j8", "金星", "Kinsei"),
    ("D8", "h9", "h7", "松月", "Shogetsu"),
    ("D9", "h9", "i7", "丘月", "Kyugetsu"),
    ("D10", "h9", "j7", "新月", "Shingetsu"),
    ("D11", "h9", "h6", "瑞星", "Zuisei"),
    ("D12", "h9", "i6", "山月", "Sangetsu"),
    ("D13", "h9", "j6", "游星", "Yusei"),
    ("I1", "i9", "j10", "长星", "Chosei"),
    ("I2", "i9", "j9", "峡月", "Kyogetsu"),
    ("I3", "i9", "j8", "恒星", "Kosei"),
    ("I4", "i9", "j7", "水月", "Suigetsu"),
    ("I5", "i9", "j6", "流星", "Ryusei"),
    ("I6", "i9", "i8", "云月", "Ungetsu"),
    ("I7", "i9", "i7", "浦月", "Hogetsu"),
    ("I8", "i9", "i6", "岚月", "Rangetsu"),
    ("I9", "i9", "h7", "银月", "Gingetsu"),
    ("I10", "i9", "h6", "明星", "Myojo"),
    ("I11", "i9", "g7", "斜月", "Shagetsu"),
    ("I12", "i9", "g6", "名月", "Meigetsu"),
    ("I13", "i9", "f6", "彗星", "Suisei"),
];

fn transform(p: Point, t: usize) -> Point {
    let (x, y) = (i32::from(p.col) - 7, i32::from(p.row) - 7);
    let (x, y) = match t {
        0 => (x, y),
        1 => (-x, y),
        2 => (x, -y),
        3 => (-x, -y),
        4 => (y, x),
        5 => (-y, x),
        6 => (y, -x),
        _ => (-y, -x),
    };
    Point::new((x + 7) as u8, (y + 7) as u8)
}

#[test]
fn all_26_openings_are_named_in_every_orientation() {
    let c = at("h8");
    for (code, two, three, chinese, japanese) in OPENINGS {
        for t in 0..8 {
            let (p2, p3) = (transform(at(two), t), transform(at(three), t));
            let name = identify_opening(c, c, p2, p3).unwrap_or_else(|| panic!("{code} under symmetry {t}"));
            assert_eq!((name.code, name.chinese, name.japanese), (code, chinese, japanese), "symmetry {t}");
        }
        // Played through a game too, with the names the verdict shows.
        let mut g = new_game(Rules::renju_rif());
        let s = Size::square(15);
        let record = format!(
            "h8; {}; {}",
            Notation::Renju.format(transform(at(two), 5), s),
            Notation::Renju.format(transform(at(three), 5), s)
        );
        play(&mut g, &record).unwrap();
        assert_eq!(g.opening_name().map(|n| n.code), Some(code));
    }
    assert_eq!(identify_opening(at("h8"), at("h8"), at("h10"), at("h9")), None, "stone 2 not adjacent");
    assert_eq!(identify_opening(at("h8"), at("g8"), at("h9"), at("h10")), None, "stone 1 off centre");
}
