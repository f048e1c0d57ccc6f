//! Every note in Chinese, in the terms of the seed rule texts: what `--lang zh` prints.

use competition_rules::Overtime;

use super::*;
use crate::lang::{reason_name, side, winner_name, Lang};
use crate::verdict::points_text;

impl Note {
    pub(super) fn chinese(&self) -> String {
        let zh = Lang::Zh;
        match self {
            Note::Match(comment) => format!("对局：{comment}"),
            Note::Read(note) => read(note),
            Note::DuringCount { counted, reason } => format!(
                "着法以双方连续停着结束，计算结果为 {counted}；对局在计算胜负期间以{}结束",
                reason_name(zh, *reason)
            ),
            Note::AllAlive => "`friendly_pass: false`：终局时棋盘上的棋子都是活棋（棋子只有被提取才离开棋盘）".to_owned(),
            Note::AllAliveMarksUnused => "`friendly_pass: false`：终局时棋盘上的棋子都是活棋；不使用记录中的死子和地的标记".to_owned(),
            Note::PassAliveMarksUnused => "`dead_stones: pass-alive`：不使用记录中的死子和地的标记；只提去位于对方无条件活区域内的棋子".to_owned(),
            Note::DeadUnrecorded => "记录中没有死子：按棋盘现状计算".to_owned(),
            Note::PassAliveRemoved { stones, by_colour } => {
                let what = "位于对方无条件活区域内的棋子，按 KataGo 的计算方法在计算前提去（`dead_stones: pass-alive`，docs/rules/go.md §1.11）";
                if by_colour.is_empty() {
                    return format!("{what}：无");
                }
                format!("{what}：{stones} 子（{}）", colour_lists(zh, by_colour))
            }
            Note::Inferred { stones, dead, uncertain } => {
                let mut line = if dead.is_empty() {
                    "记录中没有标出死子：裁判对终局局面的判断是没有死子".to_owned()
                } else {
                    format!(
                        "记录中没有标出死子：裁判对终局局面的判断是提去 {stones} 子，共 {} 块（{}）",
                        dead.len(),
                        colour_lists(zh, dead)
                    )
                };
                if *uncertain > 0 {
                    line.push_str(&format!("；{uncertain} 块未定，按活棋计算"));
                }
                line
            }
            Note::UncertainChain { player, at, stones, share } => format!(
                "未定：{}棋 {at}（{stones} 子）在 {:.0}% 的模拟对局中仍归{}",
                stone(*player),
                100.0 * share,
                side(zh, *player)
            ),
            Note::NotTerritory(points) => {
                format!("不计为地：{}（收完单官后，该点的所有者必须填的点）", points.join(" "))
            }
            Note::TerritoryMarked { black, white, regions } => format!(
                "按记录中标出的地：黑 {black}，白 {white}（围住的区域为 {} 和 {}；差额是双活中的点或未标出的点）",
                regions.0, regions.1
            ),
            Note::HandicapBonus(stones) => format!("让子补偿：白方多得 {} 子", stones_zh(*stones)),
            Note::Seki(points) => format!(
                "{points} 个被围住的空点不归任何一方，视为双活：该区域有单官或被叫吃的棋块\
                 （docs/rules/go.md §1.9；不是双活的单官须在计算前填满，或标出地）"
            ),
            Note::GroupTax { black, white } => {
                format!("棋块税（`tax: all`）：黑方付 {black} 目，白方付 {white} 目（每个活棋块两目）")
            }
            Note::ButtonTaken(player) => format!("贴子按钮：{}先停着，得半目", side(zh, *player)),
            Note::CleanupPoints { black, white } => format!(
                "KataGo 的第二清理阶段：其中黑方的 {black} 手和白方的 {white} 手各得一目（`cleanup_points`，已计入下面）"
            ),
            Note::PassStones { black, white } => format!(
                "停着交子：黑方的 {black} 次停着算作白方的提子，白方的 {white} 次（含最后的停着，AGA 规则第 7 条）算作黑方的提子"
            ),
            Note::TerritoryCount { black, white, komi } => format!(
                "数目：黑方 {} 目地 + {} 个提子，白方 {} 目地 + {} 个提子，贴目 {} 目",
                black.0,
                black.1,
                white.0,
                white.1,
                points_text(*komi)
            ),
            Note::MoreCycles(n) => format!("另有 {n} 次进入又离开全局同形循环"),
            Note::CleanupKo { mv, ply } => format!(
                "无法核对声明的结果：第 {ply} 手 {mv} 违反裁判的打劫规则，但这一手在 KataGo 的清理阶段，该阶段自有打劫规则（停一手后才能回提劫，停着记为下在劫上的一手），裁判不模拟"
            ),
            Note::MissingPassHint => "提示：有的服务器在记录中省略停着；`--set missing_pass=implied` 把不该行棋的一手读作前面有一次服务器省略的停着（docs/rules/go.md §2.3）".to_owned(),
            Note::StopsInCycle => "记录停在全局同形循环中：全局同形再现，对局无胜负".to_owned(),
            Note::ClosingPassOwed => "记录以黑方停着结束：白方最后的停着（AGA：白方最后停着）不在记录中，按欠下的一手计算（数目时算黑方一个提子）".to_owned(),
            Note::DeadListUnused => "对局不是以双方连续停着结束：不使用列出的死子".to_owned(),
            Note::StopsCounted(StopCount::PassAlive) => "着法在双方连续停着前结束，棋盘上每个点都是无条件活（KataGo 不停着即结束这样的对局）：按 KataGo 的方法计算".to_owned(),
            Note::StopsCounted(StopCount::Inferred) => "着法在双方连续停着前结束；按裁判推断的死子计算".to_owned(),
            Note::StopsCounted(StopCount::Marked) => "着法在双方连续停着前结束；按记录标出的死子计算".to_owned(),
            Note::NotAllPassAlive => "着法在双方连续停着前结束，且不是每个点都无条件活，KataGo 尚未结束对局：无法核对声明的计算结果".to_owned(),
            Note::TooOpen { stones, open } => format!(
                "着法在双方连续停着前、离终局还远时结束（棋盘上 {stones} 子，与双方都相连的区域有 {open} 个点；计算需要至少四分之一的棋盘有子、至多十分之一空着）：无法核对声明的计算结果"
            ),
            Note::StopsUnmarked => "着法在双方连续停着前结束，且没有标出死子：无法核对声明的计算结果".to_owned(),
            Note::CleanupKos(n) => format!(
                "无法核对：在 KataGo 的清理阶段提了 {n} 次劫，该阶段自有打劫规则（停一手后才能回提劫，停着记为下在劫上的一手），裁判不模拟"
            ),
            Note::EstimatedEnd => "着法在双方连续停着前结束，计算的局面是裁判对未下完的终局的估计：计算结果与声明不符并不能否定声明；无法核对".to_owned(),
            Note::OtherKomi { off, komi, needed, by } => format!(
                "声明与计算结果相差 {} 目，不是整数：此局面按贴 {} 目计算得不出声明，但按{}贴 {} 目可得；无法核对",
                points_text(*off),
                points_text(*komi),
                match by {
                    crate::note::KomiBy::Profile(name) => format!(" {name} 的"),
                    crate::note::KomiBy::FoxZero => "野狐记录写 `KM[0]` 时实际所用的".to_owned(),
                },
                points_text(*needed)
            ),
            Note::GaveWayInCycle { reason } => format!(
                "记录停在全局循环中，循环本应使对局无胜负，但声明为{}：对局者随时可以认输，声明即对局的结束方式",
                reason_name(zh, *reason)
            ),
            Note::TerritoryReaches { profile, result, same_dead } => format!(
                "记录未写规则；以{}按数目法计算（`--rules {profile}`）结果为 {result}，与声明相符：服务器可能是数目的",
                if *same_dead { "同样的死子" } else { "对所判死子的另一种判定" }
            ),
            Note::AreaReaches { profile, result, same_dead } => format!(
                "记录的 RU 已被删去；以{}按数子法计算（`--rules {profile}`）结果为 {result}，与声明相符：对局可能用的是 KGS 的{}",
                if *same_dead { "同样的死子" } else { "对所判死子的另一种判定" },
                if *profile == "go-aga" { "AGA 规则" } else { "中国规则" }
            ),
            Note::RulesInDoubt { profile, result } => format!(
                "记录的 RU 已被删去，贴目也看不出对局用的是 KGS 的哪种规则：数目法的结果与声明相符，但按数子法计算（`--rules {profile}`）结果为 {result}，与声明不符"
            ),
            Note::CountRange { chains, low, high } => format!(
                "没有需要核对的声明，计算结果并不确定（{chains} 块未定棋，以及模拟对局以不足 75% 的把握判定的棋）：按它们的各种判定，黑方的差额从 {low} 到 {high}"
            ),
            Note::ClaimInStones { stones, points } => format!(
                "声明的差额 {} 与任何以目计的结果都差四分之一目：按子计读（野狐以子数写中国规则的胜负），按 {} 目比较",
                points_text(*stones),
                points_text(*points)
            ),
            Note::Edit { after, added, emptied, first } => {
                let turn = first.map_or(String::new(), |c| format!("，{}行棋", side(zh, c)));
                format!(
                    "第 {after} 手后：文件修改了局面（放上 {added} 子，清空 {emptied} 个点{turn}）；\
                     从修改后的局面起判定着法，全局同形也从修改起比较"
                )
            }
            Note::ClosingPass(ply) => {
                format!("第 {ply} 手：白方最后的停着（AGA：白方最后停着，所以黑方的停着并未结束对局）")
            }
            Note::LatePass(ply) => format!(
                "第 {ply} 手：结束对局的两次停着之后又一次停着（IGS 以此记录确认计算结果）：记下，不作为着法"
            ),
            Note::ImpliedPass { ply, mover, next } => format!(
                "第 {ply} 手：在{}的着法前补上{}的停着（{}连下两手；`missing_pass: implied`）",
                side(zh, *next),
                side(zh, *mover),
                side(zh, *next)
            ),
            Note::Button { ply, player } => format!(
                "第 {ply} 手：{}的停着取得贴子按钮（半目）；这一停着不算作终局的停着，此后双方再连续停着两次才结束对局（KataGo 的按钮规则；docs/rules/go.md §1.10）",
                player.map_or("?", |p| side(zh, p))
            ),
            Note::PlaysOn(ply) => format!(
                "第 {ply} 手：黑方停着形成连续两次停着后白方继续下（AGA：白方最后停着，所以对局并未结束；docs/rules/go.md §1.10）"
            ),
            Note::Resumes(ply) => format!(
                "第 {ply} 手：两次停着使对局停止后又续下（`resume: true`；docs/rules/go.md §1.3）"
            ),
            Note::Cycle { ply, player, at, repeats, .. } => format!(
                "第 {ply} 手：{}棋 {at} 使第 {repeats} 手后的局面再现（全局同形）：形成全局循环，只有记录停在循环中时对局才无胜负",
                stone(*player)
            ),
            Note::TooManyUncertain { chains, max } => format!(
                "{chains} 块棋未定，超过裁判逐一尝试每种判定组合的上限 {max} 块：不核对声明"
            ),
            Note::HandicapMoves(placed) => format!(
                "让 {placed} 子而没有摆放的让子：黑方的前 {placed} 手是让子（自由放置）"
            ),
            Note::HandicapKataGo { set_up, placed } => format!(
                "HA[{}]，摆放了 {set_up} 个棋子且黑方行棋：按 KataGo 的写法，黑方的前 {placed} 手是其余的让子（其让子数包括摆放的棋子和白方第一手之前黑方的着法；docs/rules/go.md §1.6）",
                set_up + placed
            ),
            Note::WhiteFirst => {
                "文件中没有 PL，摆放棋子之后第一手是白方的（死活题或让子棋的记录）：白方先行".to_owned()
            }
            Note::UnreadClaim(text) => format!("声明的结果“{text}”不是裁判能读的写法：不作比较"),
            Note::BareWinner { text, winner } => {
                format!("“{}”只写了胜方：读作{}胜，未写明方式", records::excerpt(text), winner_name(zh, *winner))
            }
            Note::ComparedAsStands { claimed, result } => format!(
                "声明的 {} 是与棋盘现状（{result}）比较的：记录中没有死子，而声明可能计入了双方同意的死子",
                records::excerpt(claimed)
            ),
            Note::ClaimUnchecked => "着法在规则判定终局前结束：无法核对声明的结果".to_owned(),
            Note::KomiInStones { from, komi, size } => format!(
                "`{from}` 的单位是子（{} 目），超过任何规则在 {size}×{size} 棋盘上的贴子：如果指的是 {komi} 目，请写 `komi_points={komi}`",
                2.0 * komi
            ),
            Note::NoTimeGiven(n) => format!("{n} 手没有记录时间：按未用时间计算"),
            Note::NoTimes => "规则设定了用时，但记录中没有时间：不核对用时".to_owned(),
            Note::NoMainTime => "记录中有思考时间，但规则没有设定 `main_time`：不核对用时".to_owned(),
            Note::ClocksChecked => "已核对记录中的剩余时间：没有一方超时".to_owned(),
            Note::RestNotJudged(rest) => {
                format!("对局因超时结束：记录的最后 {rest} 条（从超时的一手起）不作判定")
            }
            Note::Opening { code, chinese, .. } => format!("开局 {code} {chinese}"),
            Note::Continuous { fives, left } => format!(
                "连续对局：成五 黑 {}，白 {}；尚待落子 黑 {}，白 {}",
                fives.0, fives.1, left.0, left.1
            ),
            Note::Chosen(parts) => parts.iter().map(|p| p.text(zh)).collect::<Vec<_>>().join("；"),
            Note::CommanderFell { ply, player, flag: Some(at) } => {
                format!("第 {ply} 步：{}的司令阵亡，亮旗：军旗在 {at}", side(zh, *player))
            }
            Note::CommanderFell { ply, player, flag: None } => {
                format!("第 {ply} 步：{}的司令阵亡，{}没有军旗", side(zh, *player), side(zh, *player))
            }
            Note::Out { ply, player, why, by, pieces_stay } => {
                use junqi_rules::OutReason;
                let who = side(zh, *player);
                let cause = match (why, by) {
                    (OutReason::FlagCaptured, Some(by)) => format!("{who}的军旗被{}夺得", side(zh, *by)),
                    (OutReason::FlagCaptured, None) => format!("{who}的军旗被夺"),
                    (OutReason::NoLegalMove, _) => format!("{who}轮到时无棋可走"),
                    (OutReason::Resigned, _) => format!("{who}认输"),
                    (OutReason::Timeout, _) => format!("{who}超时"),
                    (OutReason::Forfeit, _) => format!("{who}弃权"),
                };
                let pieces = if *pieces_stay { "其棋子留在原处，不再移动" } else { "其棋子离开棋盘" };
                format!("第 {ply} 步：{cause}；{who}出局，{pieces}，此后跳过其轮次")
            }
            Note::FlagUsed { ply, player, used, allowed, control } => {
                let who = side(zh, *player);
                format!(
                    "第 {ply} 手：{who}用了 {used}，而按{}钟上至多剩 {allowed}：{who}超时判负",
                    control_zh(control)
                )
            }
            Note::FlagReading { ply, player, seconds, periods } => {
                let who = side(zh, *player);
                let periods = periods.map_or(String::new(), |p| format!("，读秒 {p} 次"));
                format!("第 {ply} 手：{who}走后钟上剩 {seconds}s{periods}：{who}超时判负")
            }
            Note::ClocksConfirmed { control, sides } => {
                let dials: Vec<String> = sides
                    .iter()
                    .map(|(who, used, left)| {
                        let overtime = match (left, control.overtime) {
                            (Some(n), Overtime::Reserve { .. }) => format!("，读秒保留时间剩 {n} 分钟"),
                            (Some(n), _) => format!("，剩 {n} 次读秒"),
                            (None, _) => String::new(),
                        };
                        format!("{}用时 {used}{overtime}", side(zh, *who))
                    })
                    .collect();
                format!("已按{}核对用时：{}", control_zh(control), dials.join("；"))
            }
            Note::Overruled { player, seconds, ply, later, claim, last } => {
                let who = side(zh, *player);
                let later = match later {
                    0 => String::new(),
                    n => format!("（此后{who}的钟又有 {n} 次读数低于零）"),
                };
                let went_on = if *last { "对局并未在那里因超时告负" } else { "对局继续进行" };
                let ended = match claim {
                    Some(claim) => format!("记录的结果为 {claim}"),
                    None => "记录没有声明结果".to_owned(),
                };
                let judged = if *last { "" } else { "，之后的着法照常判定" };
                format!(
                    "{who}的钟在第 {ply} 手显示 {seconds}s{later}；{went_on}，{ended}：这一读数是证据，不是超时判负{judged}"
                )
            }
            Note::EndedBefore { plies, result, winner, reason, .. } => format!(
                "对局在第 {plies} 步后已经结束：{result}（{}）",
                crate::lang::Msg::Ended { winner: *winner, reason: *reason }.text(zh)
            ),
            Note::Nigiri { black, white, difference, exchange, takes_black, compared } => {
                let how = if *exchange { "单数，双方交换" } else { "偶数，不换" };
                let grabs = format!(
                    "猜先：{} 抓了 {} 枚黑子，{} 抓了 {} 枚白子；差数 {difference} 为{how}",
                    black.0, black.1, white.0, white.1
                );
                if *compared {
                    format!("{grabs}：{takes_black} 执黑，与记录相符")
                } else {
                    format!("{grabs}：{takes_black} 执黑（记录中的对局者不是猜先的两人：不作比较）")
                }
            }
            Note::Adjourned { mv, line } => format!("记录停在封棋处：封棋 {mv}（第 {line} 行）尚未走出"),
            Note::Claimable { ply, at, rule, .. } => {
                let at = at.as_ref().map_or(String::new(), |at| format!(" {at} "));
                format!("白方仍可指出黑方第 {ply} 手{at}的禁手（{}）", crate::lang::rule_name(zh, *rule))
            }
            Note::ReachedIf { chains, tried, reading, low, high } => {
                let none = if *chains == 0 {
                    "推断的计算结果与声明不符".to_owned()
                } else {
                    format!("{chains} 块未定棋的 {tried} 种判定都与声明不符")
                };
                let reading_kind = reading.kind();
                let reading = match reading {
                    OtherReading::SomeWeak { weak, below, max } => format!(
                        "把模拟对局以不足 {:.0}% 的把握判定的 {weak} 块棋中的某些反过来读\
                         （连同未定棋超过 {max} 块，裁判不逐一尝试它们的全部判定）",
                        below * 100.0
                    ),
                    OtherReading::Weak { below, chains } => {
                        let named: Vec<String> = chains
                            .iter()
                            .map(|(player, at, alive, confidence)| {
                                let now = if *alive { "活棋" } else { "死棋" };
                                format!("{}棋 {at} 读作{now}（{:.0}%）", stone(*player), confidence * 100.0)
                            })
                            .collect();
                        format!(
                            "把模拟对局以不足 {:.0}% 的把握判定的棋反过来读：{}",
                            below * 100.0,
                            named.join("，")
                        )
                    }
                    OtherReading::Group { player, at, stones, dead, share } => format!(
                        "把 {at} 处的{}棋一块（{stones} 子，模拟对局判为{}，{:.0}% 的模拟对局中归{}）读作{}",
                        stone(*player),
                        if *dead { "死棋" } else { "活棋" },
                        share * 100.0,
                        side(zh, *player),
                        if *dead { "活棋" } else { "死棋" }
                    ),
                    OtherReading::TooMany { max } => {
                        format!("把某一块棋反过来读（超过 {max} 种读法，未全部尝试）")
                    }
                    OtherReading::AsTheyStand => "不提取任何棋子（按棋盘现状计算，即双方未标出死子时所同意的）".to_owned(),
                    OtherReading::SekiDead { player, stones } => format!(
                        "把判为双活的{}棋（{stones} 子）标为死棋（对局者有时这样标双活）",
                        stone(*player)
                    ),
                    OtherReading::LeftOnBoard { player, at, stones } => format!(
                        "把 {at} 处已死的{}棋（{stones} 子）留在棋盘上（对局者常留下不必提取的棋子）",
                        stone(*player)
                    ),
                };
                let why = match reading_kind {
                    ReadingKind::Estimate => "模拟对局只是估计",
                    ReadingKind::Agreement => "死子以双方确认为准，而记录没有保留双方的确认",
                };
                format!(
                    "{none}，但若{reading}，则与声明相符：无法核对（{why}）；\
                     不作此改动时差额从 {low} 到 {high}（黑方的差额，由低到高）"
                )
            }
            Note::InferredClaim { chains, tried, reach, low, high } => {
                let interval = format!("差额从 {low} 到 {high}（黑方的差额，由低到高）");
                let alone = *chains == 0;
                match reach {
                    Reaching::All if alone => format!("推断的计算结果与声明相符；{interval}"),
                    Reaching::All => format!("{chains} 块未定棋的全部 {tried} 种判定都与声明相符；{interval}"),
                    Reaching::None if alone => format!("推断的计算结果与声明不符；{interval}"),
                    Reaching::None => format!("{chains} 块未定棋的 {tried} 种判定都与声明不符；{interval}"),
                    Reaching::NoneAnyReading if alone => format!(
                        "推断的计算结果与声明不符，把模拟对局判定的任何一块棋反过来读也不符；{interval}"
                    ),
                    Reaching::NoneAnyReading => format!(
                        "{chains} 块未定棋的 {tried} 种判定都与声明不符，把模拟对局判定的任何一块棋反过来读也不符；{interval}"
                    ),
                    Reaching::DiffersBy(kinds) => {
                        let why: Vec<&str> = kinds
                            .iter()
                            .map(|k| match k {
                                Unsure::Seki => "视为双活的点",
                                Unsure::Fills => "收完单官后一方可能须填的点",
                                Unsure::OpenAreas => "着法留下未定的区域内部（下下去会归某一方）",
                                Unsure::Other => "计算不确定的点",
                            })
                            .collect();
                        format!("计算结果与声明只差{}：无法核对；{interval}", why.join("或"))
                    }
                    Reaching::DiffersByDame => format!(
                        "计算结果与声明只差着法留下的未填单官（计算时平分，下下去会归某一方）：无法核对；{interval}"
                    ),
                    Reaching::Some { reached, more } => {
                        let more = match more {
                            Some((n, More::Territory)) => format!("，另有 {n} 种换一种读法（须填的点或双活）可相符"),
                            Some((n, More::Dame)) => format!("，另有 {n} 种在填满单官后可相符"),
                            None => String::new(),
                        };
                        format!(
                            "{chains} 块未定棋的 {tried} 种判定中有 {reached} 种与声明相符{more}：无法核对；{interval}"
                        )
                    }
                }
            }
            Note::Swaps(n) => format!("开局阶段双方交换了 {n} 次棋子颜色：黑、白指棋子的颜色"),
        }
    }
}

/// A record reader's remark in Chinese; what it quotes from the file (`KM[650]`, a file name,
/// an encoding's name) as the file writes it.
fn read(note: &records::ReadNote) -> String {
    use records::{CaPassedOver, ClockForm, Decoding, ReadKind};
    let ca = |ca: &CaPassedOver| match ca {
        CaPassedOver::Missing => "无 CA".to_owned(),
        CaPassedOver::Unknown(l) => format!("CA[{l}] 不是编码名"),
        CaPassedOver::Unfit(l) => format!("CA[{l}] 不适用"),
    };
    match &note.kind {
        ReadKind::KomiHundredths { written, points } => {
            format!("KM[{written}] 读作 {points} 目（以百分之一目书写，有的服务器这样写）")
        }
        ReadKind::TerritoryMarks => "记录中有地域标记：死子按 TB/TW 读取".to_owned(),
        ReadKind::SetupBeforeFirstMove { node, line } => {
            format!("第 {node} 个节点（第 {line} 行）中第一手之前的摆子属于开局局面")
        }
        ReadKind::PlayerNumber { written, color } => {
            let side = if *color == grid::Color::Black { "黑方" } else { "白方" };
            format!("PL[{written}] 读作轮到{side}下（1 为黑方，2 为白方，有的程序这样写）")
        }
        ReadKind::ClockForm { name, written, seconds, form } => {
            let how = match form {
                ClockForm::BrokenLines => "（数字被换行断开）",
                ClockForm::HoursMinutesSeconds => "（时:分:秒）",
                ClockForm::MinutesSeconds => "（分:秒）",
                ClockForm::FirstNumber => "；第一个数之后的内容不读",
            };
            format!("{name}[{written}] 读作剩余 {seconds} 秒{how}")
        }
        ReadKind::HandicapNotWhole { written } => {
            format!("HA[{written}] 不是整数个子：不读作让子（按记录中的摆子和着法判定对局）")
        }
        ReadKind::Decoded { encoding, why, malformed } => {
            let why = match why {
                Decoding::ByteOrderMark => "字节顺序标记".to_owned(),
                Decoding::Utf16Zeros => "由其中的零字节判断；无字节顺序标记".to_owned(),
                Decoding::Label(l) => format!("CA[{l}]"),
                Decoding::Utf8(c) => format!("字节是 UTF-8；{}", ca(c)),
                Decoding::Detected(c) => format!("由字节判断；{}", ca(c)),
                Decoding::Fallback(c) => format!("没有一种编码适合所有字节；{}", ca(c)),
            };
            let mut line = format!("文本按 {encoding} 解码（{why}）");
            if *malformed > 0 {
                line.push_str(&format!("；{malformed} 个无效字节序列显示为 U+FFFD"));
            }
            line
        }
        ReadKind::BoardCoordinates => {
            "着法以棋盘坐标书写（B[R16]：列字母不含 I，行从下往上数），按此读取，与 GoGui 的读法相同".to_owned()
        }
        ReadKind::WrappingTrees { count, shown } => {
            format!("对局外面包着 {count} 层没有自己节点的对局树（`{shown}(;`）：读作其中的对局")
        }
        ReadKind::EndsAfterMainLine { end } => format!(
            "文件在第 {} 行第 {} 列结束，位于主线之后的变化中：主线完整",
            end.line, end.column
        ),
        ReadKind::CutOff { end } => format!(
            "文件在第 {} 行第 {} 列结束，位于本局之中：判定到该处为止，不核对声称的结果",
            end.line, end.column
        ),
        ReadKind::NextGameInside { next, property } => format!(
            "第 {} 行第 {} 列的棋谱树在本局的棋谱树以 `)` 结束之前开始了另一局（其第一个节点有 `{property}`）：\
             读作下一局；本局主线完整",
            next.line, next.column
        ),
        ReadKind::StrayEndTag { name, at } => {
            format!("第 {} 行第 {} 列的 `</{name}>` 没有可关闭的元素：已跳过", at.line, at.column)
        }
        ReadKind::LateSetup { line } => format!(
            "第一手之后（第 {line} 行）的摆子（AB/AW/AE）不予理会：五子棋类的对局按开局局面判定"
        ),
        ReadKind::ResultInFileName { file_name } => format!(
            "提示：文件名 {file_name} 的结尾与 Gomocup 文件名记录结果的方式相同（_1 黑方胜，_2 白方胜，_0 和棋）；\
             `--result-from-filename` 可核对它"
        ),
        ReadKind::BadBresult { written } => {
            format!("`bresult` 的值“{written}”不是 1、0 或 0.5：没有声称的结果")
        }
    }
}
