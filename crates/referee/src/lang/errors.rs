//! The wordings of the referee's own errors (profiles, the fields a game does not use, what a
//! caller asked), in English and Chinese, as values ([`records::message`]). The readers' errors
//! are in [`records::messages`]; [`text`] renders either in a language. An error composed
//! around another (`--set` that does not fit, `rules: FILE: ...`) or listing words a user types
//! is made with [`composed`]: the English as it always read, the Chinese filled with the inner
//! error's Chinese and the words in backticks ([`typed_list`]).

use std::borrow::Cow;

use records::message::{Language, Text};
use records::{InputError, Loc};

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
    UNKNOWN_PROFILE_RULE_SET: "unknown profile \"{0}\": that names a rule set (as SGF's RU does), whose profile is {1} (built-in profiles: {2}; or give a path to a .yaml file)",
        "未知的规则“{0}”：这是规则集的名称（如 `SGF` 的 `RU`），其规则为 {1}（内置规则：{2}；或给出一个 .yaml 文件的路径）";
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
    UNKNOWN_KEY: "unknown key `{0}` for a {1} profile (keys: {2})", "{1}规则没有 `{0}` 这一项（可用的项：{2}）";
    UNKNOWN_KEY_MEANT: "unknown key `{0}` for a {1} profile (did you mean {2}?) (keys: {3})",
        "{1}规则没有 `{0}` 这一项（是否指 {2}？）（可用的项：{3}）";
    NO_RULES: "the record names no rules: add `rules: <profile>` (see `referee rules list`) or pass --rules",
        "棋谱没有指明规则：请加上 `rules: <profile>`（见 `referee rules list`）或使用 `--rules`";
    DEAD_NOT_GO: "`dead:` belongs to Go records, not {0}", "`dead:` 只用于围棋棋谱，不用于 `{0}`";
    HANDICAP_NOT_GO: "`handicap:` belongs to Go records, not {0}", "`handicap:` 只用于围棋棋谱，不用于 `{0}`";
    NIGIRI_JUNQI: "`nigiri:` chooses the colours of Go and renju; a junqi record names its first side with `first:`",
        "`nigiri:` 用于围棋和连珠的猜先；军棋棋谱用 `first:` 指明先走的一方";
    FIRST_STONE: "`first` is black or white, not \"{0}\"", "`first` 须为 `black` 或 `white`，而不是“{0}”";
    SHOW_DEAD_NOT_GO: "--dead judges Go stones; this record is {0}", "`--dead` 判断围棋棋子的死活；这份棋谱是 `{0}`";
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
    FORBIDDEN_NUMBER: "`forbidden` lists shapes, not the number {0}", "`forbidden` 列出的是棋形，而不是数 {0}";
    FORBIDDEN_SHAPE: "`forbidden` cannot list \"{0}\" (expected any of: double-three, double-four, overline)",
        "`forbidden` 不能列出“{0}”（应为 `double-three`、`double-four`、`overline` 中的任意几个）";
    EDIT_GO_ONLY: "an edit of the position (AB/AW/AE) is read for Go only", "局面的编辑（`AB`/`AW`/`AE`）只用于围棋";
    DECLARE_NUMBER: "`declare` takes the number of 5th-move offers, e.g. `declare 3`, not \"{0}\"",
        "`declare` 后面是第五手打点的数目，如 `declare 3`，而不是“{0}”";
    NOT_A_RENJU_MOVE: "\"{0}\" is not a move: expected a point such as h8 (optionally after B or W), pass, swap, claim, declare N, replace P, resign, timeout, forfeit or draw",
        "“{0}”不是着法：应为一个点（如 `h8`，前面可加 `B` 或 `W`）、`pass`、`swap`、`claim`、`declare N`、`replace P`、`resign`、`timeout`、`forfeit` 或 `draw`";
    RENJU_SETUP_STONES: "a renju or gomoku setup lists stones under `black:` and `white:`",
        "连珠或五子棋的摆子在 `black:` 和 `white:` 下列出棋子";
    SETUP_BY_SEAT: "a setup by seat (south/east/north/west) is four-player junqi: judge it with the profile junqi-siguo (`rules: junqi-siguo`)",
        "按座位（`south`/`east`/`north`/`west`）的布阵是四国军棋：请用规则 `junqi-siguo` 判定（`rules: junqi-siguo`）";
    JUNQI_SETUP_PIECES: "a junqi setup maps stations to pieces under `red:` and `blue:`",
        "军棋布阵在 `red:` 和 `blue:` 下把位置对应到棋子";
    JUNQI_NEEDS_SETUP: "a junqi record needs `setup:` (both deployments) or `position:` (any arrangement)",
        "军棋棋谱需要 `setup:`（双方布阵）或 `position:`（任意摆放）";
    OFFER_NOT_JUNQI: "fifth-move offers belong to renju, not junqi", "第五手打点属于连珠，不属于军棋";
    NOT_A_JUNQI_MOVE_SHOWN: "\"{0}\" is not a junqi move", "“{0}”不是军棋着法";
    STONE_NOT_JUNQI: "a stone on a point is a Go or renju move, not a junqi one", "在点上落子是围棋或连珠的着法，不是军棋的";
    SIGUO_CLOCK_KEY: "`{0}`: four-player junqi records are not judged on the clock (the clock has two sides)",
        "`{0}`：四国军棋棋谱不按棋钟判定（棋钟只有两方）";
    SIGUO_NEEDS_SETUP: "a four-player junqi record needs `setup:` (every seat's deployment) or `position:` (any arrangement), mapping stations to pieces under `south:`, `east:`, `north:` and `west:`",
        "四国军棋棋谱需要 `setup:`（每个座位的布阵）或 `position:`（任意摆放），在 `south:`、`east:`、`north:` 和 `west:` 下把位置对应到棋子";
    SIGUO_CLOCK_MOVE: "four-player junqi records are not judged on the clock: leave out the move's time",
        "四国军棋棋谱不按棋钟判定：请去掉着法的用时";
    RULES_OTHER_GAME: "--rules {0} is a {1} profile, but this record's rules ({2}) are for {3}: a record is judged by the rules of its own game",
        "`--rules {0}` 是 `{1}` 规则，但这份棋谱的规则（{2}）用于 `{3}`：棋谱按其自身棋类的规则判定";
    NOT_A_PLAYER: "\"{0}\" is not a player: write B or W before the move", "“{0}”不是棋手：在着法前写 `B` 或 `W`";
    OFFER_NOT_GO: "fifth-move offers belong to renju, not Go", "第五手打点属于连珠，不属于围棋";
    EDIT_NOT_MOVE: "an edit of the position is not a move", "局面的编辑不是着法";
    GO_SETUP_STONES: "a Go setup lists stones under `black:` and `white:`", "围棋摆子在 `black:` 和 `white:` 下列出棋子";
    DEAD_NO_STONE: "dead stone {0} is not a stone on the board", "死子 {0} 不是棋盘上的棋子";
    PLY_PAST_END: "{0} is past the end of the record: its last ply is {1}",
        "`{0}` 超出了棋谱的结尾：最后一手是第 {1} 手";
    PLY_PAST_END_INVALID: "{0} is past the end of the record: its last ply is {1}; it turns invalid at ply {2} ({3}), where play stops",
        "`{0}` 超出了棋谱的结尾：最后一手是第 {1} 手；棋局在第 {2} 手（`{3}`）变为无效，对局到此为止";
    SHOW_DIRECTORY: "is a directory: {0} draws one record (a file, or FILE#N for a game of a collection; judge takes a directory)",
        "这是一个目录：{0} 只画一份棋谱（一个文件，或用 `FILE#N` 指合集中的一局；判定目录请用 `judge`）";
    RESULT_FORM: "a result is {{winner: A, loser: B}} or {{draw: [A, B]}}",
        "一个结果写作 `{{winner: A, loser: B}}` 或 `{{draw: [A, B]}}`";
    TWO_PLAYERS: "a game needs two different players, each named", "一局需要两位不同的棋手，各有名字";
    DURATION: "`{0}`: \"{1}\" is not a time (write e.g. 35s, 1m30s, 2h, 1:05 or a number of seconds, up to 1000h)",
        "`{0}`：“{1}”不是时长（例如写 `35s`、`1m30s`、`2h`、`1:05` 或秒数，最多 `1000h`）";
    GO_SETUP_OFF_BOARD: "setup stone {0} is off the board", "摆子 {0} 不在棋盘上";
    GO_SETUP_NO_LIBERTY: "setup stone {0} is in a chain without liberties: no move can leave such a chain on the board (art. 4)",
        "摆子 {0} 所在的棋块没有气：任何着法都不会在棋盘上留下这样的棋块（第 4 条）";
    GO_SETUP_TWICE: "setup point {0} is given twice", "摆子的点 {0} 给了两次";
    RENJU_BOARD_SIZE: "a renju or gomoku board has 5 to 26 lines, not {0}", "连珠或五子棋的棋盘有 5 到 26 路，而不是 {0}";
    RENJU_SETUP_OFF_BOARD_BLACK: "Black setup stone {0} is not on the board", "黑方摆子 {0} 不在棋盘上";
    RENJU_SETUP_OFF_BOARD_WHITE: "White setup stone {0} is not on the board", "白方摆子 {0} 不在棋盘上";
    RENJU_SETUP_TWICE: "setup point {0} is listed twice", "摆子的点 {0} 列了两次";
    SETUP_BREACH: "{0}", "布阵违反规则：{0}";
    SET_DOES_NOT_FIT: "--set {0}={1} does not fit this record, judged under {2} ({3}): {4}",
        "`--set {0}={1}` 不适用于这份棋谱（按 {2} 规则判定，`{3}`）：{4}";
    SET_BAD_VALUE: "--set {0}={1}: {2} (no built-in profile takes this value)",
        "`--set {0}={1}`：{2}（没有哪个内置规则接受这个值）";
    RULES_NO_FILE: "--rules {0}: no such profile file", "`--rules {0}`：规则文件不存在";
    RULES_UNKNOWN: "--rules: unknown profile \"{0}\" (built-in profiles: {1}; or give a path to a .yaml file)",
        "`--rules`：未知的规则“{0}”（内置规则：{1}；或给出一个 .yaml 文件的路径）";
    RULES_UNKNOWN_MEANT: "--rules: unknown profile \"{0}\" (did you mean {1}?) (built-in profiles: {2}; or give a path to a .yaml file)",
        "`--rules`：未知的规则“{0}”（是否指 {1}？）（内置规则：{2}；或给出一个 .yaml 文件的路径）";
    RULES_UNKNOWN_RULE_SET: "--rules: unknown profile \"{0}\": that names a rule set (as SGF's RU does), whose profile is {1} (built-in profiles: {2}; or give a path to a .yaml file)",
        "`--rules`：未知的规则“{0}”：这是规则集的名称（如 `SGF` 的 `RU`），其规则为 {1}（内置规则：{2}；或给出一个 .yaml 文件的路径）";
    SET_NO_KEY: "--set {0}: no game has a profile key `{1}` (`referee rules show NAME` lists a profile's keys)",
        "`--set {0}`：没有哪种棋的规则有 `{1}` 这一项（`referee rules show NAME` 列出规则的各项）";
    SET_NO_KEY_MEANT: "--set {0}: no game has a profile key `{1}` (did you mean {2}?) (`referee rules show NAME` lists a profile's keys)",
        "`--set {0}`：没有哪种棋的规则有 `{1}` 这一项（是否指 {2}？）（`referee rules show NAME` 列出规则的各项）";
    SET_FORM: "--set {0}: expected KEY=VALUE", "`--set {0}`：应写作 `KEY=VALUE`";
    SET_EMPTY_KEY: "--set {0}: the key is empty", "`--set {0}`：项名为空";
    EXPLAIN_TEXT_ONLY: "--explain goes with --format text (JSON and YAML verdicts stay one object per game)",
        "`--explain` 只用于 `--format text`（`json` 和 `yaml` 格式的判定每局仍为一个对象）";
    NO_RECORDS_GIVEN: "no records found in the inputs given", "所给的输入中没有找到棋谱";
    DIR_UNLISTED: "{0}", "无法列出目录：{0}";
    RULES_FILE: "rules: {0}: {1}", "`rules:` {0}：{1}";
    RECORD_LINK_OUTSIDE: "a symbolic link out of the folder being judged ({0}): not read (to judge the file it points to, name that file on the command line)",
        "指向所判定文件夹（{0}）之外的符号链接：不读取（要判定它所指的文件，请在命令行上直接给出该文件）";
    PROFILES_NOT_A_FOLDER: "--profiles {0}: no such folder", "`--profiles` {0}：文件夹不存在";
    RULES_OUTSIDE: "rules: {0}: outside the folder being judged ({1}): a record names profile files in that folder or below, or in a folder given with --profiles",
        "`rules:` {0}：在所判定的文件夹（{1}）之外：棋谱只能指明该文件夹及其子文件夹中的规则文件，或 `--profiles` 所给文件夹中的规则文件";
    RULES_NOT_A_FILE: "rules: {0}: not a profile file (a profile is a regular file; folders, devices, pipes and the system's /proc, /sys and /dev are never read)",
        "`rules:` {0}：不是规则文件（规则文件须为普通文件；文件夹、设备、管道以及系统的 `/proc`、`/sys`、`/dev` 一概不读）";
    PROFILE_OTHER_GAME: "--rules: profile {0} is for {1}; this record is {2}", "`--rules`：规则 {0} 用于 `{1}`；这份棋谱是{2}";
}

/// Words a user types (keys, profile names), listed for the Chinese: each in backticks, joined
/// by the Chinese enumeration comma (the English lists them bare, joined by `, `).
pub fn typed_list<'a>(words: impl IntoIterator<Item = &'a str>) -> String {
    words.into_iter().map(|w| format!("`{w}`")).collect::<Vec<_>>().join("、")
}

/// An error whose values differ by language: a message composed around another error or a rule
/// crate's sentence. Its English is filled with `en` (the message as it always read), its
/// Chinese with `zh` (the inner error or the data rendered in Chinese).
pub fn composed(text: &'static Text, loc: Loc, en: &[String], zh: Vec<String>) -> InputError {
    let mut error = InputError::of(text, zh, loc);
    error.message = text.fill(Language::English, en);
    error
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

    /// The wordings that stand for another crate's error read in English as that crate words
    /// it (the referee fills them with the same names of points and values).
    #[test]
    fn wrapped_errors_keep_their_crates_english() {
        use super::*;
        use records::message::Language::English;
        let name = |p| grid::Notation::Gtp.format(p, grid::Size::square(grid::MAX_SIDE));
        let p = grid::Point::new(3, 15);
        let fill = |t: &Text, args: &[String]| t.fill(English, args);
        assert_eq!(fill(&GO_SETUP_OFF_BOARD, &[name(p)]), go_rules::SetupError::OffBoard(p).to_string());
        assert_eq!(fill(&GO_SETUP_TWICE, &[name(p)]), go_rules::SetupError::Twice(p).to_string());
        assert_eq!(
            fill(&GO_SETUP_NO_LIBERTY, &[name(p)]),
            format!("{} (art. 4)", go_rules::SetupError::NoLiberty(p))
        );
        assert_eq!(fill(&DEAD_NO_STONE, &[name(p)]), go_rules::ScoreError::NoStone(p).to_string());
        let e = competition_rules::parse_duration("soon").unwrap_err();
        assert_eq!(fill(&DURATION, &["main_time".into(), e.text.clone()]), format!("`main_time`: {e}"));
    }
}
