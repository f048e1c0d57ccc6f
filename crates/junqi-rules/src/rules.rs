use serde::{Deserialize, Serialize};

use crate::Side;

/// What happens when a piece other than an engineer (or a bomb) attacks a mine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MineRule {
    /// The attacker is removed and the mine stays (seed 000: 地雷小于工兵，大于所有其他棋子).
    #[default]
    MineSurvives,
    /// Both are removed (the 同归于尽 house rule, docs/rules/junqi.md §5).
    BothRemoved,
}

/// Whether a bomb may attack the flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BombVsFlag {
    /// Both are removed, and the flag's owner loses (the QQ-family default).
    #[default]
    BothRemoved,
    /// A bomb may not attack the flag (炸弹不能攻击军旗).
    Forbidden,
}

/// Which pieces may take the flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FlagCapturers {
    /// Any piece that can attack.
    #[default]
    Any,
    /// Any but the commander (the 联众 rule: 军旗任何棋子都可以担（除司令外）).
    NotCommander,
}

/// The options of docs/rules/junqi.md ("Profile keys"). `Default` is the built-in `junqi` profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// The side that makes the first move (default Red).
    pub first: Side,
    /// A non-engineer attacking a mine (default: the mine survives).
    pub mine_vs_non_engineer: MineRule,
    /// A bomb attacking the flag (default: both removed, the flag's owner loses).
    pub bomb_vs_flag: BombVsFlag,
    /// Who may take the flag (default: any piece).
    pub flag_capturers: FlagCapturers,
    /// Consecutive plies without an attack after which the game is drawn; 0 disables the rule
    /// (default 70, the platform rule of the seed family, docs/rules/junqi.md §6.2).
    pub no_capture_draw_plies: u32,
    /// A drawn game once this many plies are played; `None` for no cap (default).
    pub max_plies: Option<u32>,
    /// Whether a commander's death reveals its side's flag as a note (default true).
    pub reveal_flag_on_commander_death: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            first: Side::Red,
            mine_vs_non_engineer: MineRule::MineSurvives,
            bomb_vs_flag: BombVsFlag::BothRemoved,
            flag_capturers: FlagCapturers::Any,
            no_capture_draw_plies: 70,
            max_plies: None,
            reveal_flag_on_commander_death: true,
        }
    }
}
