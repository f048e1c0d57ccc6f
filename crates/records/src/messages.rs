//! The wordings of the readers' errors, in English and Chinese ([`crate::message`]). The
//! English of each is what the reader always said; the Chinese uses the terms of the rule texts
//! and leaves keys, property names and values as the file writes them.

use crate::message::{Language, Text};

crate::texts! {
    NO_SUCH_FILE: "no such file", "文件不存在";
    PERMISSION_DENIED: "permission denied", "无权读取该文件";
    IO_OTHER: "{0}", "读取失败：{0}";
    IS_DIRECTORY: "is a directory", "这是一个目录，不是文件";
    NOT_REGULAR_FILE: "not a regular file (pipes, devices and sockets are not read)",
        "不是普通文件（管道、设备和套接字不读取）";
    TOO_LARGE_FILE: "the file is too large ({0} MiB; the limit is {1} MiB)",
        "文件过大（{0} MiB；上限为 {1} MiB）";
    YAML_NOT_UTF8: "not UTF-8 text (YAML files must be UTF-8)", "不是 UTF-8 文本（YAML 文件须为 UTF-8 编码）";
    YAML_EMPTY: "the file is empty: a record needs at least `rules:` and `moves:`",
        "文件为空：棋谱至少需要 `rules:` 和 `moves:`";
    YAML_PROFILE_NOT_RECORD: "this is a rule profile (`game: {0}`), not a game record: use it with `--rules FILE` or `rules: FILE` in a record (`referee rules check FILE` validates it)",
        "这是规则文件（`game: {0}`），不是棋谱：请用 `--rules FILE` 或在棋谱中写 `rules: FILE` 使用它（`referee rules check FILE` 可检查它）";
    YAML_SETUP_AND_POSITION: "give either `setup:` or `position:`, not both", "`setup:` 与 `position:` 只能给出其一";
    YAML_TWO_SEALED: "two sealed moves in a row: the first was never played", "连续两个封手：前一个封手从未下出";
    YAML_STONES_COLOR: "`stones` is black or white, not \"{0}\"", "`stones` 须为 `black` 或 `white`，而不是“{0}”";
    YAML_SEATS_ONLY: "a four-player junqi setup lists pieces by seat (south/east/north/west) only, without red/blue or stones",
        "四国军棋的布阵只按座位（`south`/`east`/`north`/`west`）列出棋子，不用 `red`/`blue`，也不列黑白棋子";
    YAML_STONES_OR_PIECES: "a setup lists either stones (black/white) or junqi pieces (red/blue), not both",
        "布局或列黑白棋子（`black`/`white`），或列军棋棋子（`red`/`blue`），不能两者都有";
    YAML_POSITION_IS_JUNQI: "`position:` is for junqi pieces (red/blue); Go and Renju stones go under `setup:`",
        "`position:` 用于军棋棋子（`red`/`blue`）；围棋和连珠的棋子写在 `setup:` 下";
    SGF_NOT_SGF: "not an SGF file: no game tree `(;` found", "不是 SGF 文件：找不到棋谱树 `(;`";
    PSQ_NO_SIZE: "not a Gomocup PSQ file: the first line gives no board size (`Piskvorky 15x15, ...`)",
        "不是 Gomocup PSQ 文件：第一行没有给出棋盘大小（`Piskvorky 15x15, ...`）";
    PSQ_NOT_SQUARE: "board {0}x{1}: only square boards are supported", "棋盘 {0}x{1}：只支持正方形棋盘";
    PSQ_BOARD_SIZE: "board {0}x{1}: a board is 5x5 to 26x26", "棋盘 {0}x{1}：棋盘须在 5x5 到 26x26 之间";
    TOO_MANY_MOVES: "too large: more than {0} moves", "过大：超过 {0} 手";
    YAML_OTHER: "{0}", "YAML 有误：{0}";
    YAML_DOCUMENTS: "more than one YAML document (a `---` line starts another): a file holds one",
        "不止一个 YAML 文档（`---` 行开始另一个文档）：一个文件只放一个";
    YAML_DUPLICATE_KEY: "the key `{0}` is given twice", "`{0}` 这一项给出了两次";
    YAML_UNKNOWN_KEY: "unknown key `{0}`, expected one of {1}", "未知的项 `{0}`，应为其中之一：{1}";
    YAML_UNKNOWN_KEY_MEANT: "unknown key `{0}` (did you mean {1}?), expected one of {2}",
        "未知的项 `{0}`（是否指 {1}？），应为其中之一：{2}";
    YAML_TOO_MANY_VALUES: "too large: more than 250000 YAML values (moves, keys, items) in one file",
        "过大：一个文件中超过 250000 个 YAML 值（着法、键、列表项）";
    YAML_TOO_MANY_EVENTS: "too large: more than 1000000 YAML events in one file", "过大：一个文件中超过 1000000 个 YAML 事件";
    YAML_TOO_DEEP: "nested too deeply: more than 64 levels of lists and mappings", "嵌套过深：列表和映射超过 64 层";
    YAML_TOO_MANY_DOCUMENTS: "too many YAML documents in one file (more than 1024)", "一个文件中 YAML 文档过多（超过 1024 个）";
    YAML_TOO_MANY_ALIASES: "too many YAML aliases or anchors", "YAML 别名或锚点过多";
    YAML_LIMIT: "too large: the YAML reader's limit on {0} was reached", "过大：超出了 YAML 读取器对 `{0}` 的限制";
    PSQ_BAD_LINE: "\"{0}\" is not a move line: a move is three numbers `x,y,time`",
        "“{0}”不是着法行：一手棋是三个数 `x,y,time`";
    PSQ_BAD_LINE_AFTER: "\"{0}\" is not a move line, and move lines follow it: a move is three numbers `x,y,time`",
        "“{0}”不是着法行，而其后还有着法行：一手棋是三个数 `x,y,time`";
    YAML_NIGIRI_SHAPE: "`nigiri:` names both players, e.g. {{Gu Li: {{stones: black, grab: 7}}, Ke Jie: {{stones: white, grab: 4}}}}",
        "`nigiri:` 须写出双方，例如 `{{Gu Li: {{stones: black, grab: 7}}, Ke Jie: {{stones: white, grab: 4}}}}`";
    RIF_TOO_MANY_MOVES: "too large: more than {0} moves in one game", "过大：一局超过 {0} 手";
    RIF_NOT_A_MOVE: "\"{0}\" is not a move: RenjuNet moves are points such as h8, separated by spaces",
        "“{0}”不是着法：RenjuNet 的着法是以空格分开的点，如 h8";
    RIF_NEVER_CLOSED: "the element `<{0}>` is never closed: the file ends before `</{0}>`",
        "元素 `<{0}>` 没有关闭：文件在 `</{0}>` 之前结束";
    RIF_GAME_NOT_CLOSED: "this `<game>` is not closed: `{0}` at line {1}, column {2} comes before its `</game>`",
        "此 `<game>` 没有关闭：第 {1} 行第 {2} 列的 `{0}` 出现在其 `</game>` 之前";
    RIF_NOT_CLOSED_BEFORE_GAME: "the element `<{0}>` is not closed before the `<game>` at line {1}, column {2}",
        "元素 `<{0}>` 在第 {1} 行第 {2} 列的 `<game>` 之前没有关闭";
    RIF_NO_GAME: "not a RenjuNet database: no `<game>` element found", "不是 RenjuNet 数据库：找不到 `<game>` 元素";
    TOO_MANY_GAMES: "too large: more than {0} games in one file", "过大：一个文件超过 {0} 局";
    RIF_CLOSES_NOTHING: "`</{0}>` closes no open element", "`</{0}>` 没有可关闭的元素";
    RIF_CLOSES_OTHER: "`</{0}>` does not close `<{1}>` (opened at line {2}, column {3})",
        "`</{0}>` 关闭的不是 `<{1}>`（它开于第 {2} 行第 {3} 列）";
    XML_COMMENT_OPEN: "a comment `<!--` is never closed by `-->`", "注释 `<!--` 没有以 `-->` 结束";
    XML_CDATA_OPEN: "a `<![CDATA[` section is never closed by `]]>`", "`<![CDATA[` 段没有以 `]]>` 结束";
    XML_DECLARATION_OPEN: "a `<?` declaration is never closed by `?>`", "`<?` 声明没有以 `?>` 结束";
    XML_BANG_OPEN: "a `<!` declaration is never closed by `>`", "`<!` 声明没有以 `>` 结束";
    XML_CLOSING_NAME: "expected a tag name after `</`", "`</` 之后应为标签名";
    XML_CLOSING_CUT: "unterminated tag `</{0}`: the file ends before its `>`", "标签 `</{0}` 未结束：文件在其 `>` 之前结束";
    XML_CLOSING_GT: "expected `>` to end the tag `</{0}`", "标签 `</{0}` 应以 `>` 结束";
    XML_LT_IN_TEXT: "`<` does not start a tag (write `&lt;` for a `<` in text)",
        "`<` 后面不是标签（文本中的 `<` 请写作 `&lt;`）";
    XML_TAG_CUT: "unterminated tag `<{0}`: the file ends before its `>`", "标签 `<{0}` 未结束：文件在其 `>` 之前结束";
    XML_TAG_LT: "unterminated tag `<{0}`: a `<` comes before its `>`", "标签 `<{0}` 未结束：在其 `>` 之前出现了 `<`";
    XML_ATTRIBUTE_NAME: "expected an attribute name or `>` in the tag `<{0}`", "标签 `<{0}` 中应为属性名或 `>`";
    XML_ATTRIBUTE_NO_VALUE: "attribute `{0}` has no `=` and value", "属性 `{0}` 没有 `=` 和值";
    XML_ATTRIBUTE_UNQUOTED: "the value of attribute `{0}` must be quoted", "属性 `{0}` 的值必须加引号";
    XML_ATTRIBUTE_OPEN: "the value of attribute `{0}` is never closed by its quote", "属性 `{0}` 的值没有以引号结束";
    SGF_TREE_NOT_CLOSED: "the game tree opened here is not closed by `)`", "此处开始的棋谱树没有以 `)` 结束";
    SGF_NOT_CLOSED_BEFORE_GAME: "this game tree is not closed by `)` before the game tree at line {0}, column {1}, which opens another game (`{2}` in its first node)",
        "此棋谱树在第 {0} 行第 {1} 列的棋谱树之前没有以 `)` 结束，而那棵树开始了另一局（其第一个节点有 `{2}`）";
    SGF_GM: "GM[{0}]: only Go (1) and Renju/Gomoku (4) are supported", "GM[{0}]：只支持围棋（1）和连珠/五子棋（4）";
    SGF_SZ_SQUARE: "SZ[{0}]: only square boards are supported", "SZ[{0}]：只支持正方形棋盘";
    SGF_SZ_FIVE: "SZ[{0}]: a Renju/Gomoku board is 5x5 to 26x26", "SZ[{0}]：连珠/五子棋棋盘须在 5x5 到 26x26 之间";
    SGF_SZ_GO: "SZ[{0}]: a Go board is 2x2 to 25x25", "SZ[{0}]：围棋棋盘须在 2x2 到 25x25 之间";
    SGF_TIME_LEFT: "{0}[{1}]: time left is a number of seconds", "{0}[{1}]：剩余时间应为秒数";
    SGF_PERIODS_LEFT: "{0}[{1}]: periods left is a whole number", "{0}[{1}]：剩余读秒次数应为整数";
    SGF_KOMI: "KM[{0}]: komi is a number of points", "KM[{0}]：贴目应为目数";
    SGF_HANDICAP: "HA[{0}]: the handicap is a whole number", "HA[{0}]：让子数应为整数";
    SGF_NOT_A_POINT: "{0}[{1}]: not an SGF point (two letters a-{2} for the column and a-{3} for the row from the top, or empty for a pass)",
        "{0}[{1}]：不是 SGF 的点（两个字母：列 a-{2}，行从上数 a-{3}；空值为停一手）";
    SGF_PL: "PL[{0}]: expected B or W", "PL[{0}]：应为 `B` 或 `W`";
    SGF_TOO_MANY_MARKS: "too large: too many territory marks", "过大：地域标记过多";
    SGF_TOO_MANY_NODES: "too large: more than {0} nodes on the main line", "过大：主线上超过 {0} 个节点";
    SGF_TOO_MANY_VALUES: "too large: more than {0} property values on the main line", "过大：主线上超过 {0} 个属性值";
    SGF_PROPERTY_OUTSIDE: "a property outside a node (a node starts with `;`)", "属性不在节点内（节点以 `;` 开始）";
    SGF_UNEXPECTED: "unexpected `{0}` in a game tree", "棋谱树中出现了意外的 `{0}`";
    SGF_UNEXPECTED_BYTE: "unexpected byte 0x{0} in a game tree", "棋谱树中出现了意外的字节 0x{0}";
    SGF_UNEXPECTED_CHAR: "unexpected character U+{0} in a game tree", "棋谱树中出现了意外的字符 U+{0}";
    SGF_NO_NODE: "a game tree without a node `;`", "棋谱树中没有节点 `;`";
    SGF_NO_VALUE: "property `{0}` has no value `[...]`", "属性 `{0}` 没有值 `[...]`";
    SGF_LIST_NOT_A_POINT: "{0}: \"{1}\" is not a point on a {2} board (two letters a-{3} for the column and a-{4} for the row from the top)",
        "{0}：“{1}”不是 {2} 棋盘上的点（两个字母：列 a-{3}，行从上数 a-{4}）";
    NOT_A_TIME: "\"{0}\" is not a time (write e.g. 35s, 1m30s, 2h, 1:05 or a number of seconds, up to 1000h)",
        "“{0}”不是时间（例如写作 `35s`、`1m30s`、`2h`、`1:05` 或秒数，最多 `1000h`）";
    NOT_A_POINT_GTP: "\"{0}\" is not a point on a {1} board (columns A-{2} without I, rows 1-{3})",
        "“{0}”不是 {1} 棋盘上的点（列 A-{2}，不用 I；行 1-{3}）";
    NOT_A_POINT_GTP_SMALL: "\"{0}\" is not a point on a {1} board (columns A-{2}, rows 1-{3})",
        "“{0}”不是 {1} 棋盘上的点（列 A-{2}，行 1-{3}）";
    NOT_A_POINT_RENJU: "\"{0}\" is not a point on a {1} board (columns a-{2}, rows 1-{3})",
        "“{0}”不是 {1} 棋盘上的点（列 a-{2}，行 1-{3}）";
    NOT_A_POINT_SGF: "\"{0}\" is not a point on a {1} board (two letters a-{2} for the column and a-{3} for the row from the top)",
        "“{0}”不是 {1} 棋盘上的点（两个字母：列 a-{2}，行从上数 a-{3}）";
}

/// An SGF point list's coordinate (`AB`, `TB`, ...: `name`) that names no point of its board.
pub fn list_not_a_point(name: &str, e: &grid::CoordError, loc: crate::Loc) -> crate::InputError {
    let size = e.size;
    let last_col = grid::Notation::Sgf.column_letter(size.cols.saturating_sub(1));
    let last_row = char::from(b'a' + size.rows.saturating_sub(1).min(25));
    let shown = crate::excerpt(&e.text);
    crate::error!(SGF_LIST_NOT_A_POINT, loc; name, shown, size.describe(), last_col, last_row)
}

/// A coordinate that names no point of its board, as an error at `loc`: the words of
/// [`grid::CoordError`]'s `Display`, kept as a value so that it can be shown in Chinese.
pub fn not_a_point(e: &grid::CoordError, loc: crate::Loc) -> crate::InputError {
    use grid::Notation;
    let (size, n) = (e.size, e.notation);
    let last = n.column_letter(size.cols.saturating_sub(1));
    let shown = crate::excerpt(&e.text);
    match n {
        Notation::Gtp if size.cols > 8 => {
            crate::error!(NOT_A_POINT_GTP, loc; shown, size.describe(), last, size.rows)
        }
        Notation::Gtp => crate::error!(NOT_A_POINT_GTP_SMALL, loc; shown, size.describe(), last, size.rows),
        Notation::Renju => crate::error!(NOT_A_POINT_RENJU, loc; shown, size.describe(), last, size.rows),
        Notation::Sgf => {
            let last_row = char::from(b'a' + size.rows.saturating_sub(1).min(25));
            crate::error!(NOT_A_POINT_SGF, loc; shown, size.describe(), last, last_row)
        }
    }
}

/// The wording `lang` gives `text` (for tests and callers that show a catalogue).
pub fn wording(text: &Text, lang: Language) -> &'static str {
    match lang {
        Language::English => text.en,
        Language::Chinese => text.zh,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_records_yaml_mistakes_are_said_in_both_languages() {
        use crate::message::Language::{Chinese, English};
        let cases = [
            (
                "rules: go-chinese\nmovs: [Q16]\n",
                "unknown key `movs` (did you mean moves?)",
                "未知的项 `movs`（是否指 moves？）",
            ),
            (
                "rules: go-chinese\nrules: go-aga\nmoves: []\n",
                "the key `rules` is given twice",
                "`rules` 这一项给出了两次",
            ),
            (
                "rules: go-chinese\nmoves: []\n---\nrules: go-aga\n",
                "more than one YAML document",
                "不止一个 YAML 文档",
            ),
            ("", "the file is empty", "文件为空"),
        ];
        for (text, en, zh) in cases {
            let e = crate::yaml::read_record(text).unwrap_err();
            assert!(e.message.starts_with(en), "{}", e.message);
            assert_eq!(e.text(English), e.message);
            assert!(e.text(Chinese).starts_with(zh), "{}", e.text(Chinese));
        }
    }

    #[test]
    fn a_time_error_keeps_the_words_of_competition_rules() {
        let e = competition_rules::parse_duration("soon").unwrap_err();
        assert_eq!(crate::error!(NOT_A_TIME, crate::Loc::UNKNOWN; e.text).message, e.to_string());
    }

    #[test]
    fn a_coordinate_error_keeps_the_words_of_grid() {
        use grid::{Notation, Size};
        let long = "Z".repeat(40);
        for (n, text, size) in [
            (Notation::Gtp, "Z99", Size::square(19)),
            (Notation::Gtp, "J9", Size::square(7)),
            (Notation::Renju, "p16", Size::square(15)),
            (Notation::Sgf, "zz", Size::new(9, 13)),
            (Notation::Sgf, "tt", Size::square(19)),
            (Notation::Gtp, long.as_str(), Size::square(19)),
        ] {
            let e = n.parse(text, size).unwrap_err();
            let typed = not_a_point(&e, crate::Loc::new(2, 3));
            assert_eq!(typed.message, e.to_string());
            if n == Notation::Sgf {
                assert_eq!(list_not_a_point("AB", &e, crate::Loc::UNKNOWN).message, format!("AB: {e}"));
            }
            assert!(typed.kind.is_some());
        }
    }

    #[test]
    fn every_wording_has_both_languages_with_the_same_places_and_no_english_in_chinese() {
        let kept = ["UTF", "YAML", "SGF", "PSQ", "MiB", "Gomocup", "Piskvorky", "RenjuNet", "CDATA"];
        crate::message::check_catalogue(ALL, &kept);
    }
}
