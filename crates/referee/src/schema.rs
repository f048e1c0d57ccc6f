//! The JSON Schema (draft 2020-12) of a line of `referee judge --format json`: a verdict, or a
//! file that could not be read or judged. Built from the vocabulary's own lists (`ALL`), so
//! that a new reason, rule or winner is in the schema the moment it can be printed
//! (docs/contract.md, "Verdicts"). `referee schema` prints it.

use serde_json::{json, Value};

use crate::verdict::Unchecked;
use crate::vocab::{Game, Player, Reason, RuleId, Winner};

/// The ids of a vocabulary list, as JSON strings.
fn ids<T: Copy>(all: &[T], id: impl Fn(T) -> &'static str) -> Vec<Value> {
    all.iter().map(|&v| Value::from(id(v))).collect()
}

/// `{"enum": [..., null]}`: one of the ids, or null.
fn or_null(mut ids: Vec<Value>) -> Value {
    ids.push(Value::Null);
    json!({ "enum": ids })
}

/// The schema of one line of `referee judge --format json` (a verdict or an error line).
pub fn judge_line() -> Value {
    let unchecked: Vec<Value> =
        Unchecked::ALL.iter().filter(|&&u| u != Unchecked::NoClaim).map(|&u| Value::from(u.key())).collect();
    let count = json!({ "type": "number" });
    let place = json!({ "type": ["integer", "null"], "minimum": 1 });
    // The count's reading (`score.reading`), apart: one `json!` of the whole schema would pass
    // the macro's recursion limit.
    let reading = json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["rules", "end", "assumed"],
        "properties": {
            "rules": { "enum": ["named", "rule-word", "server", "default"] },
            "end": { "enum": ["played", "estimated"] },
            "assumed": { "type": ["string", "null"] }
        }
    });
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "a line of `referee judge --format json`",
        "description": "One game's verdict, or a file (or one game of a file) that could not be read or judged (docs/contract.md).",
        "oneOf": [{ "$ref": "#/$defs/verdict" }, { "$ref": "#/$defs/error" }],
        "$defs": {
            "verdict": {
                "type": "object",
                "additionalProperties": false,
                "required": ["file", "game", "rules", "plies", "status", "winner", "reason", "result",
                             "violation", "claimed", "agrees", "settled", "unchecked", "notes"],
                "properties": {
                    "file": { "type": "string", "description": "the path as given; FILE#N for game N of a multi-game file" },
                    "game": { "enum": ids(Game::ALL, Game::id) },
                    "rules": { "type": "string", "description": "the profile the game was judged under" },
                    "plies": { "type": "integer", "minimum": 0 },
                    "status": { "enum": ["finished", "unfinished", "invalid"] },
                    "winner": or_null(ids(Winner::ALL, Winner::id)),
                    "reason": or_null(ids(Reason::ALL, Reason::id)),
                    "result": { "type": ["string", "null"] },
                    "score": {
                        "type": "object",
                        "additionalProperties": false,
                        "required": ["black", "white", "komi", "margin_stones", "margin_points", "dead", "dead_source", "uncertain", "range", "reading"],
                        "properties": {
                            "black": count, "white": count, "komi": count,
                            "margin_stones": count, "margin_points": count,
                            "dead": { "type": "array", "items": { "type": "string" } },
                            "dead_source": { "enum": ["agreed", "inferred", "pass-alive", "none"] },
                            "uncertain": { "type": "array", "items": { "type": "string" } },
                            "range": { "type": "array", "items": { "type": "number" }, "minItems": 2, "maxItems": 2 },
                            "reading": reading
                        }
                    },
                    "violation": {
                        "oneOf": [
                            { "type": "null" },
                            {
                                "type": "object",
                                "additionalProperties": false,
                                "required": ["ply", "player", "move", "rule", "message"],
                                "properties": {
                                    "ply": { "type": "integer", "minimum": 0, "description": "0 for the setup or the opening choice, before any move" },
                                    "player": { "enum": ids(Player::ALL, Player::id) },
                                    "move": { "type": "string" },
                                    "rule": { "enum": ids(RuleId::ALL, RuleId::id) },
                                    "message": { "type": "string" },
                                    "line": { "type": "integer", "minimum": 1 },
                                    "column": { "type": "integer", "minimum": 1 }
                                }
                            }
                        ]
                    },
                    "claimed": { "type": ["string", "null"] },
                    "agrees": { "type": ["boolean", "null"] },
                    "settled": or_null(vec!["counted".into(), "estimated".into(), "ending".into(), "as-claimed".into(), "not-checkable".into()]),
                    "unchecked": or_null(unchecked),
                    "notes": { "type": "array", "items": { "type": "string" } }
                }
            },
            "error": {
                "type": "object",
                "additionalProperties": false,
                "required": ["file", "error"],
                "properties": {
                    "file": { "type": "string" },
                    "error": {
                        "type": "object",
                        "additionalProperties": false,
                        "required": ["message", "line", "column"],
                        "properties": { "message": { "type": "string" }, "line": place, "column": place }
                    }
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_schema_lists_every_id_the_vocabulary_can_print() {
        let s = judge_line();
        let v = &s["$defs"]["verdict"]["properties"];
        assert_eq!(v["reason"]["enum"].as_array().unwrap().len(), Reason::ALL.len() + 1);
        assert_eq!(
            v["violation"]["oneOf"][1]["properties"]["rule"]["enum"].as_array().unwrap().len(),
            RuleId::ALL.len()
        );
        assert!(v["unchecked"]["enum"].as_array().unwrap().contains(&Value::from("dead-stones-uncertain")));
        assert!(!v["unchecked"]["enum"].as_array().unwrap().contains(&Value::from("no-claim")));
        assert!(v["winner"]["enum"].as_array().unwrap().contains(&Value::from("no-result")));
    }
}
