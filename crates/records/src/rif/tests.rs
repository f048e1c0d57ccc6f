//! The RenjuNet reader's tests: whole databases, broken games and the recovery after them.
use super::*;
use crate::Loc;

/// Every game of a database, or the first error.
fn read_rif(bytes: &[u8]) -> Result<Vec<Record>, InputError> {
    super::read_rif(bytes).into_iter().collect()
}

#[test]
fn a_bad_move_token_costs_only_its_own_game() {
    // Issue 11: one bad token used to lose every verdict of the database.
    let xml = b"<database><games><game id=\"1\"><move>h8 i9</move></game>\
                <game id=\"2\"><move>h8 zz</move></game><game id=\"3\"><move>h8</move></game></games></database>";
    let games: Vec<_> = super::read_rif(xml).into_iter().map(|g| g.map(|r| r.moves.len())).collect();
    assert_eq!(games.len(), 3);
    assert_eq!(games[0], Ok(2));
    assert!(games[1].as_ref().unwrap_err().message.starts_with("\"zz\" is not a move"));
    assert_eq!(games[2], Ok(1));
}

fn read(xml: &str) -> Vec<Record> {
    read_rif(xml.as_bytes()).unwrap_or_else(|e| panic!("{}:{}: {}", e.loc.line, e.loc.column, e.message))
}

fn error(xml: &[u8]) -> (String, usize, usize) {
    let e = read_rif(xml).unwrap_err();
    (e.message, e.loc.line, e.loc.column)
}

fn moves(rec: &Record) -> Vec<String> {
    let shown = |m: &MoveEntry| match &m.text {
        MoveText::Stone { point, .. } => grid::Notation::Renju.name(*point).unwrap_or("?").to_owned(),
        MoveText::Pass { color } => format!("{color:?} pass"),
        MoveText::Plain(s) => s.clone(),
        MoveText::OffBoard { color, shown } => format!("off {color:?} {shown}"),
        MoveText::Offer { .. } => "offer".to_owned(),
        MoveText::Edit { .. } => "edit".to_owned(),
    };
    rec.moves.iter().map(shown).collect()
}

fn info(rec: &Record) -> Vec<(&str, &str)> {
    rec.info.iter().map(|(k, v)| (k.as_ref(), v.as_str())).collect()
}

fn result(rec: &Record) -> Option<(&str, Loc)> {
    rec.result.as_ref().map(|r| (r.value.as_str(), r.loc))
}

/// A database whose `<games>` come before the tables that name their players.
const DATABASE: &str = r#"<?xml version="1.0"?>
<database>
<games>
<game id="7" tournament="2" round="3" rule="1" black="10" white="11" bresult="1">
<move>h8 i9 j10</move><info>a note</info>
</game>
<game id="8" tournament="9" rule="4" black="11" white="12" bresult="0"><move>h8 p8 h16 a0 O15</move></game>
<game id="9" bresult="0.5" rule="2"/>
</games>
<players><player id="10" name="Ana" surname="Lind"/><player id="11" name="Bo"/></players>
<rules><rule id="1" name="RIF"><info>swap after 3</info></rule><rule id="2" name="Yamaguchi"/></rules>
<tournaments><tournament id="2" name="World Championship" year="2019"/></tournaments>
</database>
"#;

#[test]
fn a_database_with_players_rules_and_games() {
    let recs = read(DATABASE);
    assert_eq!(recs.len(), 3);
    let [first, second, third] = [&recs[0], &recs[1], &recs[2]];
    for rec in &recs {
        assert_eq!((rec.format, rec.game), (SourceFormat::Rif, Some(GameKind::FiveInRow)));
        // The reader chooses no profile: it reports the rule's name.
        assert_eq!(rec.rules, None);
    }
    assert_eq!(moves(first), ["h8", "i9", "j10"]);
    let places: Vec<(usize, usize)> = first.moves.iter().map(|m| (m.loc.line, m.loc.column)).collect();
    assert_eq!(places, [(5, 7), (5, 10), (5, 13)]);
    assert_eq!(
        info(first),
        [
            ("black", "Ana Lind"),
            ("white", "Bo"),
            ("event", "World Championship"),
            ("round", "3"),
            ("game", "7")
        ]
    );
    assert_eq!(result(first), Some(("B+", Loc::new(4, 70))));
    // The rule's name through the table, at the game's `rule` attribute.
    assert_eq!(first.rule_set, Some(Located::new("RIF".to_owned(), Loc::new(4, 39))));
    assert!(first.notes.is_empty());

    // Unknown ids are shown as written; rule 4 is not in the table.
    assert_eq!(info(second), [("black", "Bo"), ("white", "12"), ("event", "9"), ("game", "8")]);
    assert_eq!(second.rule_set, None);
    assert_eq!(moves(second), ["h8", "off None p8", "off None h16", "off None a0", "o15"]);
    assert_eq!(result(second).map(|r| r.0), Some("W+"));

    assert_eq!(moves(third), Vec::<String>::new());
    assert_eq!(result(third), Some(("Draw", Loc::new(8, 14))));
    assert_eq!(third.rule_set, Some(Located::new("Yamaguchi".to_owned(), Loc::new(8, 28))));
}

#[test]
fn games_without_moves_are_records() {
    let xml = "<games><game id='1'/><game id='2'><move/></game><game id='3'><move> \n </move></game>\
               <game id='4'><info>no move element</info></game></games>";
    let recs = read(xml);
    assert_eq!(recs.len(), 4);
    assert!(recs.iter().all(|r| r.moves.is_empty() && r.result.is_none()));
    assert!(recs.iter().all(|r| r.rule_set.is_none()));
}

#[test]
fn entities_are_decoded() {
    let xml = "<players><player id='1' name='A&amp;B &lt;&gt;&quot;&apos;' surname='&#65;&#x42;&#0;&nbsp;&'/>\
               </players><games><game black='1' bresult='&#49;'><move>h&#56;&#32;i&#x39;</move></game></games>";
    let rec = &read(xml)[0];
    assert_eq!(info(rec), [("black", "A&B <>\"' AB\u{FFFD}&nbsp;&")]);
    assert_eq!(moves(rec), ["h8", "i9"]);
    assert_eq!(rec.moves[1].loc, Loc::new(1, 161));
    assert_eq!(result(rec).map(|r| r.0), Some("B+"));
}

#[test]
fn attributes_take_either_quote() {
    let xml = "<games><game black=\"O'Neil\" white='say \"hi\"' bresult = '0' round=\"\"/></games>";
    let rec = &read(xml)[0];
    assert_eq!(info(rec), [("black", "O'Neil"), ("white", "say \"hi\"")]);
    assert_eq!(result(rec).map(|r| r.0), Some("W+"));
}

#[test]
fn comments_cdata_and_declarations_are_understood() {
    let xml = "<?xml version='1.0'?>\n<!DOCTYPE db [ <!ENTITY x \"a>b\"> ]>\n<!-- <games> -->\
               <games><game><move>h<!-- split -->8 <![CDATA[i9 <j10>]]></move></game></games>";
    assert_eq!(
        error(xml.as_bytes()).0,
        "\"<j10>\" is not a move: RenjuNet moves are points such as h8, separated by spaces"
    );
    let xml = xml.replace("<j10>", "j10");
    assert_eq!(moves(&read(&xml)[0]), ["h8", "i9", "j10"]);
}

#[test]
fn other_bresults_are_noted_not_claimed() {
    let rec = &read("<games><game bresult='-1'/></games>")[0];
    assert_eq!(rec.result, None);
    assert_eq!(
        rec.notes.last().map(|n| n.as_str()),
        Some("bresult \"-1\" is not 1, 0 or 0.5: no claimed result")
    );
}

#[test]
fn an_unterminated_tag_is_an_error_at_its_start() {
    let e = error(b"<games>\n  <game id=\"1\" bresult=\"1\"\n");
    assert_eq!(e, ("unterminated tag `<game`: the file ends before its `>`".to_owned(), 2, 3));
    let e = error(b"<games>\n<game id='1' <move>h8</move></game></games>");
    assert_eq!(e, ("unterminated tag `<game`: a `<` comes before its `>`".to_owned(), 2, 1));
    assert_eq!(
        error(b"<games><game id='1>"),
        ("the value of attribute `id` is never closed by its quote".to_owned(), 1, 17)
    );
    assert_eq!(
        error(b"<games></games"),
        ("unterminated tag `</games`: the file ends before its `>`".to_owned(), 1, 8)
    );
    assert_eq!(error(b"\n<!-- x"), ("a comment `<!--` is never closed by `-->`".to_owned(), 2, 1));
    assert_eq!(error(b"<a><![CDATA[x"), ("a `<![CDATA[` section is never closed by `]]>`".to_owned(), 1, 4));
    assert_eq!(error(b"<!DOCTYPE a [ > "), ("a `<!` declaration is never closed by `>`".to_owned(), 1, 1));
}

#[test]
fn malformed_xml_is_an_error_with_its_place() {
    // A stray end tag is skipped (issue 34): the games are still never closed here.
    assert_eq!(
        error(b"<games>\n</game>"),
        ("the element `<games>` is never closed: the file ends before `</games>`".to_owned(), 1, 1)
    );
    assert_eq!(
        error(b"<games><foo>\n</games>"),
        ("`</games>` does not close `<foo>` (opened at line 1, column 8)".to_owned(), 2, 1)
    );
    assert_eq!(
        error(b"<games>\n <game/>"),
        ("the element `<games>` is never closed: the file ends before `</games>`".to_owned(), 1, 1)
    );
    assert_eq!(error(b"</x>"), ("not a RenjuNet database: no `<game>` element found".to_owned(), 1, 1));
    assert_eq!(
        error(b"a < b"),
        ("`<` does not start a tag (write `&lt;` for a `<` in text)".to_owned(), 1, 3)
    );
    assert_eq!(error(b"<game id=1>"), ("the value of attribute `id` must be quoted".to_owned(), 1, 10));
    assert_eq!(error(b"<game id>"), ("attribute `id` has no `=` and value".to_owned(), 1, 9));
    assert_eq!(error(b""), ("not a RenjuNet database: no `<game>` element found".to_owned(), 1, 1));
    assert_eq!(error(b"<games></games>").0, "not a RenjuNet database: no `<game>` element found");
}

#[test]
fn a_bad_move_token_is_an_error_at_its_place() {
    let e = error(b"<games><game>\n<move>h8 i9\n  zz j10</move></game></games>");
    let words = "\"zz\" is not a move: RenjuNet moves are points such as h8, separated by spaces";
    assert_eq!(e, (words.to_owned(), 3, 3));
    for bad in ["8h", "h", "h123", "h8,", "h-1", "pass"] {
        let xml = format!("<games><game><move>{bad}</move></game></games>");
        assert!(error(xml.as_bytes()).0.starts_with(&format!("\"{bad}\"")), "{bad}");
    }
    let long = "x".repeat(100);
    let xml = format!("<games><game><move>{long}</move></game></games>");
    assert!(error(xml.as_bytes()).0.starts_with(&format!("\"{}...\"", &long[..MAX_TOKEN])));
}

#[test]
fn too_many_moves_is_an_error() {
    let xml = format!("<games><game><move>{}</move></game></games>", "h8 ".repeat(MAX_MOVES + 1));
    let e = error(xml.as_bytes());
    assert_eq!(e, (format!("too large: more than {MAX_MOVES} moves in one game"), 1, 20 + 3 * MAX_MOVES));
    let xml = format!("<games><game><move>{}</move></game></games>", "h8 ".repeat(MAX_MOVES));
    assert_eq!(read(&xml)[0].moves.len(), MAX_MOVES);
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    let depth = 100_000;
    let games = "<games><game id='1'><move>h8</move></game></games>";
    let xml = format!("{}{games}{}", "<a>".repeat(depth), "</a>".repeat(depth));
    let recs = read(&xml);
    assert_eq!(moves(&recs[0]), ["h8"]);
    assert_eq!(recs[0].moves[0].loc, Loc::new(1, 3 * depth + 27));
    let e = error("<a>".repeat(depth).as_bytes());
    assert_eq!((e.1, e.2), (1, 3 * depth - 2));
}

/// A database of `n` games `<game id="i" bresult="1"><move>h8 i9</move></game>`, with
/// `bad` written in place of game `at`'s start tag.
fn database(n: usize, at: usize, bad: &str) -> String {
    let mut xml = String::from("<database>\n<games>\n");
    for i in 1..=n {
        let tag = if i == at { bad.to_owned() } else { format!("<game id=\"{i}\" bresult=\"1\">") };
        xml.push_str(&format!("{tag}<move>h8 i9</move></game>\n"));
    }
    xml + "</games>\n</database>\n"
}

#[test]
fn an_unquoted_attribute_costs_only_its_own_game() {
    // Issue 24: `bresult=1` in game 10 of 1,000 used to cost the other 989 games.
    let xml = database(1000, 10, "<game id=\"10\" bresult=1>");
    let games = super::read_rif(xml.as_bytes());
    assert_eq!(games.len(), 1000);
    let e = games[9].as_ref().unwrap_err();
    assert_eq!(
        (e.message.as_str(), e.loc),
        ("the value of attribute `bresult` must be quoted", Loc::new(12, 23))
    );
    assert!(games.iter().enumerate().all(|(i, g)| g.is_ok() == (i != 9)));
}

#[test]
fn a_broken_element_inside_a_game_costs_only_that_game() {
    // `</mvoe>` closes nothing open: game 2 is unreadable, games 1 and 3 are read.
    let xml = "<games><game id='1'><move>h8</move></game>\n<game id='2'><move>h8</mvoe></game>\n\
               <game id='3'><move>h8 i9</move></game></games>";
    let games = super::read_rif(xml.as_bytes());
    let got: Vec<_> = games.iter().map(|g| g.as_ref().map(|r| r.moves.len()).map_err(|e| e.loc)).collect();
    assert_eq!(got, [Ok(1), Err(Loc::new(2, 22)), Ok(2)]);
}

#[test]
fn a_fault_outside_the_games_is_one_error_and_the_games_are_read() {
    // The players table is broken; the games after it are still games.
    let xml =
        "<database><players><player id=1/></players>\n<games><game><move>h8</move></game></games></database>";
    let games = super::read_rif(xml.as_bytes());
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].as_ref().unwrap_err().message, "the value of attribute `id` must be quoted");
    assert_eq!(moves(games[1].as_ref().unwrap()), ["h8"]);
}

#[test]
fn a_database_cut_off_inside_a_game_keeps_its_moves() {
    // The last token may be cut (`j1` of `j10`): it is dropped, the moves before it kept.
    let rec = &read("<games><game id='1'><move>h8</move></game><game><move>h8 i9 j1")[1];
    assert_eq!(moves(rec), ["h8", "i9"]);
    assert_eq!(rec.cut_off, Some(Loc::new(1, 63)));
}

#[test]
fn non_utf8_bytes_are_replaced() {
    let xml = b"<players><player id='1' name='\xC4\xE3' surname='Lee\xFF'/></players>\
                <games><game black='1'><info>\xFE</info><move>h8</move></game></games>";
    let rec = &read_rif(xml).unwrap()[0];
    assert_eq!(info(rec), [("black", "\u{FFFD}\u{FFFD} Lee\u{FFFD}")]);
    assert_eq!(moves(rec), ["h8"]);
    let e = error(b"<games><game><move>h\xFF8</move></game></games>");
    assert!(e.0.starts_with("\"h\u{FFFD}8\" is not a move"), "{}", e.0);
}

/// Each result of `xml` as the game's id, or the error's place.
fn outcomes(xml: &str) -> Vec<Result<String, Loc>> {
    super::read_rif(xml.as_bytes())
        .into_iter()
        .map(|g| match g {
            Ok(r) => Ok(r.info.iter().find(|(k, _)| k == "game").map(|(_, v)| v.clone()).unwrap_or_default()),
            Err(e) => Err(e.loc),
        })
        .collect()
}

/// `n` games, one a line from line 3 on, `damage` done to game `at` (1-based) as written.
fn damaged_database(n: usize, at: usize, damage: Damage) -> String {
    let mut xml = String::from("<database>\n<games>\n");
    for i in 1..=n {
        let game = format!("<game id=\"{i}\" bresult=\"1\"><move>h8 i9</move></game>\n");
        xml.push_str(&if i == at { damage(&game) } else { game });
    }
    xml + "</games>\n</database>\n"
}

#[test]
fn a_game_never_closed_costs_only_itself_wherever_it_is() {
    // Issue 34: a `<game>` or `<move>` never closed lost every later game, the error placed at
    // the end tag of `</games>`. Now the next `<game>` (or `</games>`) ends the broken game:
    // one error at its start tag, every other game read.
    let n = 9;
    let damages: [(&str, Damage, usize); 3] = [
        ("</game> missing", |g| g.replace("</game>", ""), 1),
        ("</move></game> missing", |g| g.replace("</move></game>", ""), 1),
        ("</move> missing", |g| g.replace("</move>", ""), 37),
    ];
    for (what, damage, column) in damages {
        for k in 1..=n {
            let got = outcomes(&damaged_database(n, k, damage));
            let want: Vec<Result<String, Loc>> = (1..=n)
                .map(|i| if i == k { Err(Loc::new(k + 2, column)) } else { Ok(i.to_string()) })
                .collect();
            assert_eq!(got, want, "{what} in game {k}");
        }
    }
    let xml = damaged_database(3, 2, |g| g.replace("</game>", ""));
    let e = super::read_rif(xml.as_bytes()).swap_remove(1).unwrap_err();
    assert_eq!(
        e.message,
        "this `<game>` is not closed: `<game>` at line 5, column 1 comes before its `</game>`"
    );
    let xml = damaged_database(3, 3, |g| g.replace("</game>", ""));
    let e = super::read_rif(xml.as_bytes()).swap_remove(2).unwrap_err();
    assert_eq!(
        e.message,
        "this `<game>` is not closed: `</games>` at line 6, column 1 comes before its `</game>`"
    );
}

#[test]
fn stray_end_tags_are_skipped_with_a_remark() {
    // Issue 34: a stray `</game>` or `</games>` between games lost every game after it.
    let n = 6;
    let damages: [(&str, Damage); 3] = [
        ("stray </game>", |g| format!("{g}</game>\n")),
        ("stray </games>", |g| format!("{g}</games>\n")),
        ("stray </x>", |g| format!("</x>{g}")),
    ];
    for (what, damage) in damages {
        for k in 1..n {
            let xml = damaged_database(n, k, damage);
            let got = outcomes(&xml);
            let want: Vec<Result<String, Loc>> = (1..=n).map(|i| Ok(i.to_string())).collect();
            assert_eq!(got, want, "{what} after game {k}");
            let games = read(&xml);
            let noted: Vec<usize> = (0..n).filter(|&i| !games[i].notes.is_empty()).collect();
            let remarked = if what == "stray </x>" { k - 1 } else { k };
            assert_eq!(noted, [remarked], "{what} after game {k}");
            let name = what.trim_start_matches("stray </").trim_end_matches('>');
            assert!(
                games[remarked].notes[0].starts_with(&format!("`</{name}>` at line ")),
                "{:?}",
                games[remarked].notes
            );
        }
    }
    let xml = "<games><game id='1'><move>h8</move></game></game><game id='2'/></games>";
    let games = read(xml);
    assert_eq!(games[1].notes, ["`</game>` at line 1, column 43 closes no open element: skipped"]);
    assert_eq!(
        games[1].notes[0].kind,
        crate::ReadKind::StrayEndTag { name: "game".into(), at: Loc::new(1, 43) }
    );
}

#[test]
fn a_broken_games_tag_after_an_early_end_of_games_still_opens_its_games() {
    // The recovery fuzz target (fuzz/regressions/recovery/crash-91259d59...): a `</games>`
    // among the games followed by a broken `<games` tag (a `<` before its `>`) closed the table
    // of games, and the recovery then looked only for another `<games>`: the game after was lost.
    let xml = "<database><games>\n<game id='1' bresult='1'><move>h8 i9 j10</move></game>\n\
               x<</games>;<o><-<games<game id='2' bresult='0'><move>h8 i9 j10 k11</move></game>\n\
               </games></database>\n";
    let got = outcomes(xml);
    assert_eq!(got.first(), Some(&Ok("1".to_owned())), "{got:?}");
    assert_eq!(got.last(), Some(&Ok("2".to_owned())), "{got:?}");
    assert!(got[1..got.len() - 1].iter().all(Result::is_err), "{got:?}");
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../",
        "fuzz/regressions/recovery/crash-91259d595f70dda27dc8baac310ef954d9e2ed63"
    ))
    .unwrap();
    let mut xml = b"<database><games>\n<game id=\"1\" bresult=\"1\"><move>h8 i9 j10</move></game>\n".to_vec();
    xml.extend_from_slice(&bytes);
    xml.extend_from_slice(
        b"<game id=\"2\" bresult=\"0\"><move>h8 i9 j10 k11</move></game>\n</games></database>\n",
    );
    let games = super::read_rif(&xml);
    let tail = games.iter().flatten().find(|r| r.info.iter().any(|(k, v)| k == "game" && v == "2"));
    assert_eq!(tail.map(|r| r.moves.len()), Some(4), "{games:?}");
}

#[test]
fn a_game_nested_in_a_game_ends_the_broken_one() {
    // Issue 34: the outer game was judged as a game of no moves that agreed with its claim.
    let xml = "<games><game id='1' bresult='1'><game id='2' bresult='1'><move>h8 i9</move></game></game>\n\
               <game id='3'><move>h8</move></game></games>";
    let got = outcomes(xml);
    assert_eq!(got, [Err(Loc::new(1, 8)), Ok("2".into()), Ok("3".into())]);
    let games = super::read_rif(xml.as_bytes());
    let e = games[0].as_ref().unwrap_err();
    assert_eq!(
        e.message,
        "this `<game>` is not closed: `<game>` at line 1, column 33 comes before its `</game>`"
    );
    // The outer game's `</game>` closes nothing open then: a remark on the game after it.
    assert!(games[2].as_ref().unwrap().notes[0].starts_with("`</game>` at line 1, column 83"));
}

#[test]
fn a_million_stray_end_tags_cost_a_few_remarks() {
    let xml = format!("<games>{}<game id='1'/></games>", "</x>".repeat(1 << 20));
    let games = read(&xml);
    assert_eq!(games[0].notes.len(), MAX_TAG_NOTES);
}

#[test]
fn xml_broken_between_games_costs_no_game() {
    // An element never closed before a game, a `</database>` among the games, a start tag
    // broken by the next game's `<`: the games after each are read.
    let n = 5;
    // The error each costs: the element never closed, none, the broken tag, the `</database>`
    // that closes the outer `<games>` at the end.
    let damages: [(&str, Damage, usize); 4] = [
        ("<foo> never closed", |g| format!("<foo>{g}"), 1),
        ("</database> among the games", |g| format!("{g}</database>\n"), 0),
        ("a tag broken by a <", |g| format!("<info a=\n{g}"), 1),
        ("a <games> in the games", |g| format!("<games>{g}"), 1),
    ];
    for (what, damage, errors) in damages {
        for k in 2..n {
            let xml = damaged_database(n, k, damage);
            let read = super::read_rif(xml.as_bytes());
            let ids: Vec<String> = read
                .iter()
                .filter_map(|g| g.as_ref().ok())
                .map(|r| r.info.iter().find(|(k, _)| k == "game").map(|(_, v)| v.clone()).unwrap_or_default())
                .collect();
            assert_eq!(
                ids,
                (1..=n).map(|i| i.to_string()).collect::<Vec<_>>(),
                "{what} at game {k}: {read:?}"
            );
            assert_eq!(read.iter().filter(|g| g.is_err()).count(), errors, "{what} at game {k}: {read:?}");
        }
    }
    let e = &super::read_rif(damaged_database(3, 2, |g| format!("<foo>{g}")).as_bytes())[1];
    assert_eq!(
        e.as_ref().unwrap_err().message,
        "the element `<foo>` is not closed before the `<game>` at line 4, column 6"
    );
}

/// What damage does to a game's text.
type Damage = fn(&str) -> String;
