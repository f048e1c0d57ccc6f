//! The wordings of the referee's own errors (profiles, the fields a game does not use, what a
//! caller asked), in English and Chinese, as values ([`records::message`]). The readers' errors
//! are in [`records::messages`]; [`text`] renders either in a language.

use std::borrow::Cow;

use records::message::Language;
use records::InputError;

use super::Lang;

records::texts! {
    SINGLE_VALUE: "`{0}` takes a single value", "`{0}` 只取一个值";
    UNKNOWN_GAME: "unknown game \"{0}\" (expected go, renju, gomoku or junqi)",
        "未知的棋类“{0}”（应为 `go`、`renju`、`gomoku` 或 `junqi`）";
    PROFILE_NEEDS_GAME: "a profile needs `game:` (go, renju, gomoku or junqi)",
        "规则文件需要 `game:`（`go`、`renju`、`gomoku` 或 `junqi`）";
    UNKNOWN_PROFILE: "unknown profile \"{0}\" (built-in profiles: {1}; or give a path to a .yaml file)",
        "未知的规则“{0}”（内置规则：{1}；或给出一个 .yaml 文件的路径）";
    UNKNOWN_PROFILE_MEANT: "unknown profile \"{0}\" (did you mean {1}?) (built-in profiles: {2}; or give a path to a .yaml file)",
        "未知的规则“{0}”（是否指 {1}？）（内置规则：{2}；或给出一个 .yaml 文件的路径）";
    CANNOT_BE: "`{0}` cannot be \"{1}\" (expected one of: {2})", "`{0}` 不能取“{1}”（应为其中之一：{2}）";
    CANNOT_BE_MEANT: "`{0}` cannot be \"{1}\" (did you mean {2}?) (expected one of: {3})",
        "`{0}` 不能取“{1}”（是否指 {2}？）（应为其中之一：{3}）";
    NUMBER_RANGE: "`{0}` must be a number from {1} to {2}, not {3}", "`{0}` 须为 {1} 到 {2} 之间的数，而不是 {3}";
    NUMBER_RANGE_TEXT: "`{0}` must be a number from {1} to {2}, not \"{3}\"",
        "`{0}` 须为 {1} 到 {2} 之间的数，而不是“{3}”";
    WHOLE_RANGE: "`{0}` must be a whole number from {1} to {2}, not {3}",
        "`{0}` 须为 {1} 到 {2} 之间的整数，而不是 {3}";
    WHOLE_RANGE_TEXT: "`{0}` must be a whole number from {1} to {2}, not \"{3}\"",
        "`{0}` 须为 {1} 到 {2} 之间的整数，而不是“{3}”";
    UNKNOWN_KEY: "unknown key `{0}` for a {1} profile (keys: {2})", "{1} 规则没有 `{0}` 这一项（可用的项：{2}）";
    UNKNOWN_KEY_MEANT: "unknown key `{0}` for a {1} profile (did you mean {2}?) (keys: {3})",
        "{1} 规则没有 `{0}` 这一项（是否指 {2}？）（可用的项：{3}）";
    NO_RULES: "the record names no rules: add `rules: <profile>` (see `referee rules list`) or pass --rules",
        "棋谱没有指明规则：请加上 `rules: <profile>`（见 `referee rules list`）或使用 `--rules`";
    DEAD_NOT_GO: "`dead:` belongs to Go records, not {0}", "`dead:` 只用于围棋棋谱，不用于 {0}";
    HANDICAP_NOT_GO: "`handicap:` belongs to Go records, not {0}", "`handicap:` 只用于围棋棋谱，不用于 {0}";
    NIGIRI_JUNQI: "`nigiri:` chooses the colours of Go and renju; a junqi record names its first side with `first:`",
        "`nigiri:` 用于围棋和连珠的猜先；军棋棋谱用 `first:` 指明先走的一方";
    FIRST_STONE: "`first` is black or white, not \"{0}\"", "`first` 须为 `black` 或 `white`，而不是“{0}”";
    SHOW_DEAD_NOT_GO: "--dead judges Go stones; this record is {0}", "`--dead` 判断围棋棋子的死活；这份棋谱是 {0}";
    NO_GAME_NUMBER: "there is no game #{0}: the file holds {1}", "没有第 {0} 局：文件中共有 {1} 局";
    NO_GAME: "the file holds no game", "文件中没有棋局";
    DEAD_TWICE: "`dead:` lists {0} twice (first at line {1}, column {2})",
        "`dead:` 两次列出 {0}（第一次在第 {1} 行第 {2} 列）";
    FIRST_SIDE: "`first` is red or blue, not \"{0}\"", "`first` 须为 `red` 或 `blue`，而不是“{0}”";
    FIRST_SEAT: "`first` is south, east, north or west, not \"{0}\"",
        "`first` 须为 `south`、`east`、`north` 或 `west`，而不是“{0}”";
    NOT_A_STATION_JUNQI: "\"{0}\" is not a station of the junqi board (files a-e, ranks 1-12)",
        "“{0}”不是军棋棋盘上的位置（列 a-e，行 1-12）";
    NOT_A_STATION_SIGUO: "\"{0}\" is not a station of the four-player junqi board (a seat letter S, E, N, W with files a-e and ranks 1-6, or M with files a-c and ranks 1-3)",
        "“{0}”不是四国军棋棋盘上的位置（座位字母 `S`、`E`、`N`、`W` 加列 a-e 和行 1-6，或 `M` 加列 a-c 和行 1-3）";
    NOT_A_SIDE: "\"{0}\" is not a side: write red or blue before the move", "“{0}”不是一方：在着法前写 `red` 或 `blue`";
    NOT_A_SEAT: "\"{0}\" is not a seat: write south, east, north or west (or S, E, N, W) before the move",
        "“{0}”不是座位：在着法前写 `south`、`east`、`north` 或 `west`（或 `S`、`E`、`N`、`W`）";
    NOT_A_JUNQI_MOVE: "\"{0}\" is not a junqi move: write from-to ({1}), resign, timeout, forfeit or draw",
        "“{0}”不是军棋着法：请写“起点-终点”（`{1}`）、`resign`、`timeout`、`forfeit` 或 `draw`";
    NOT_A_PIECE: "\"{0}\" is not a junqi piece (pieces: {1}; or {2})", "“{0}”不是军棋棋子（棋子：{2}；或英文名 `{1}`）";
    NO_RECORDS: "no records found (no {0} files in this directory or below)",
        "没有找到棋谱（此目录及其子目录中没有 {0} 文件）";
}

/// An error's message in `lang`: its Chinese wording when it was made as a value, else (and in
/// English) its message as written.
pub fn text(e: &InputError, lang: Lang) -> Cow<'_, str> {
    e.text(match lang {
        Lang::En => Language::English,
        Lang::Zh => Language::Chinese,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_wording_has_both_languages_with_the_same_places_and_no_english_in_chinese() {
        let kept = ["yaml"];
        records::message::check_catalogue(super::ALL, &kept);
    }
}
