//! One policy for record fields a game does not use (README, "Records"): clocks and sealed moves
//! apply to every game; `dead:`, `handicap:` and `nigiri:` belong to the games whose rules give
//! them meaning, and anywhere else they are an error naming the field, never ignored in silence.

use referee::{judge_bytes, Config};

fn fixture(path: &str) -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../").to_owned() + path).unwrap()
}

/// The one result of a YAML record: its verdict's result, or its error line.
fn judged(yaml: &str, config: &Config) -> Result<String, String> {
    let mut all: Vec<_> = judge_bytes("r.yaml", yaml.as_bytes(), config).collect();
    assert_eq!(all.len(), 1);
    match all.remove(0) {
        Ok(v) => Ok(serde_json::to_string(&v).unwrap()),
        Err(f) => Err(f.to_string()),
    }
}

#[test]
fn junqi_dead_stones_are_an_error_naming_the_field() {
    let yaml = fixture("fixtures/junqi/first-blue.yaml") + "dead: [a1]\n";
    let e = judged(&yaml, &Config::new()).unwrap_err();
    assert!(e.contains("`dead:` belongs to Go records, not junqi"), "{e}");
}

#[test]
fn junqi_handicap_is_an_error_naming_the_field() {
    let yaml = fixture("fixtures/junqi/first-blue.yaml") + "handicap: 4\n";
    let e = judged(&yaml, &Config::new()).unwrap_err();
    assert!(e.contains("`handicap:` belongs to Go records, not junqi"), "{e}");
}

#[test]
fn renju_handicap_and_dead_are_errors_not_notes() {
    let e = judged("rules: renju-rif\nhandicap: 2\nmoves: [h8]\n", &Config::new()).unwrap_err();
    assert!(e.contains("r.yaml:2:11: `handicap:` belongs to Go records, not renju"), "{e}");
    let e = judged("rules: gomoku-freestyle\ndead: [h8]\nmoves: [h8]\n", &Config::new()).unwrap_err();
    assert!(e.contains("`dead:` belongs to Go records, not gomoku"), "{e}");
}

#[test]
fn junqi_nigiri_is_an_error_naming_the_field() {
    let yaml = fixture("fixtures/junqi/first-blue.yaml")
        + "nigiri:\n  Gu Li: {stones: black, grab: 13}\n  Ke Jie: {stones: white, grab: 8}\n";
    let e = judged(&yaml, &Config::new()).unwrap_err();
    assert!(e.contains("`nigiri:` chooses the colours of Go and renju"), "{e}");
}

#[test]
fn go_first_reads_the_colour_in_any_case_as_renju_does() {
    // Go used to refuse `first: Black`, which renju accepted.
    for word in ["Black", "black", "B", "b"] {
        let go = judged(&format!("rules: go-chinese\nfirst: {word}\nmoves: [Q16, resign]\n"), &Config::new());
        assert!(go.unwrap().contains("\"result\":\"B+R\""), "{word}");
    }
    let go = judged("rules: go-chinese\nfirst: White\nmoves: [Q16, resign]\n", &Config::new());
    assert!(go.unwrap().contains("\"result\":\"W+R\""));
}

#[test]
fn set_first_beats_the_records_first_in_junqi() {
    // The record says Blue moves first and plays `blue e7-d8`; `--set first=red` makes that move
    // out of turn, as `--set` is the last layer.
    let yaml = fixture("fixtures/junqi/first-blue.yaml");
    let as_recorded = judged(&yaml, &Config::new()).unwrap();
    assert!(as_recorded.contains("\"status\":\"unfinished\""), "{as_recorded}");
    let forced = judged(&yaml, &Config::new().set("first=red").unwrap()).unwrap();
    assert!(forced.contains("\"rule\":\"out-of-turn\"") && forced.contains("\"ply\":1"), "{forced}");
}
