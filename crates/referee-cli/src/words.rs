//! What the `referee` command itself says on standard error beside the library's errors (a
//! notice, progress, a file it cannot write), in English and Chinese
//! ([`records::message::Text`]), so that `--lang zh` writes it in Chinese too.

use referee::lang::Lang;

records::texts! {
    THREADS: "cannot start worker threads: {0}", "无法启动工作线程：{0}";
    PROGRESS: "judged {0} of {1} files", "已判定 {0} / {1} 个文件";
    DRAWING_GAME: "{0} holds {1} games; drawing game {2} ({0}#{2}); name another as {0}#N",
        "{0} 中有 {1} 局；画出第 {2} 局（{0}#{2}）；画其他局请写 {0}#N";
    MORE_RESULT_NAMES: "hint: the names of {0} more files end the same way, as Gomocup names carry the result; `--result-from-filename` compares them",
        "提示：另有 {0} 个文件的文件名以同样方式结尾（`Gomocup` 文件名记录结果的方式）；`--result-from-filename` 可核对它们";
    NO_RECORD_AMONG: "0 games: none of the {0} files given is a game record (--skip-non-records)",
        "共0局：所给的 {0} 个文件都不是棋谱（`--skip-non-records`）";
    CANNOT_WRITE: "cannot write {0}: {1}", "无法写入 {0}：{1}";
    OUTPUT_IS_INPUT: "-o {0} is {1}, an input of this command: the drawing would overwrite it (name another file)",
        "`-o` {0} 就是本命令读取的 {1}：图会覆盖它（请换一个文件）";
    REPORT_IS_INPUT: "-o {0} is {1}, an input of this command: the output would overwrite it (name another file)",
        "`-o` {0} 就是本命令读取的 {1}：输出会覆盖它（请换一个文件）";
}

/// `text` in `lang`, filled with `args`.
pub fn say(text: &records::message::Text, lang: Lang, args: &[String]) -> String {
    let lang = match lang {
        Lang::En => records::message::Language::English,
        Lang::Zh => records::message::Language::Chinese,
    };
    text.fill(lang, args)
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_wording_has_both_languages_with_the_same_places_and_no_english_in_chinese() {
        records::message::check_catalogue(super::ALL, &[]);
    }
}
