use serde::{Deserialize, Serialize};

/// The twelve kinds of junqi piece (docs/rules/junqi.md, "Pieces"). Each side has 25 pieces; the
/// counts per kind are [`PieceKind::count`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PieceKind {
    /// 司令, rank 9, the highest officer. Its death reveals its side's flag.
    Commander,
    /// 军长, rank 8.
    Corps,
    /// 师长, rank 7.
    Division,
    /// 旅长, rank 6.
    Brigade,
    /// 团长, rank 5.
    Regiment,
    /// 营长, rank 4.
    Battalion,
    /// 连长, rank 3.
    Company,
    /// 排长, rank 2.
    Platoon,
    /// 工兵, rank 1: the only piece that turns rail corners and the only one that clears mines.
    Engineer,
    /// 地雷: never moves; defeats any attacker except an engineer or a bomb.
    Mine,
    /// 炸弹: removes itself and whatever it meets.
    Bomb,
    /// 军旗: never moves; losing it loses the game.
    Flag,
}

impl PieceKind {
    /// Every kind, from the commander down to the flag.
    pub const ALL: [PieceKind; 12] = [
        PieceKind::Commander,
        PieceKind::Corps,
        PieceKind::Division,
        PieceKind::Brigade,
        PieceKind::Regiment,
        PieceKind::Battalion,
        PieceKind::Company,
        PieceKind::Platoon,
        PieceKind::Engineer,
        PieceKind::Mine,
        PieceKind::Bomb,
        PieceKind::Flag,
    ];

    /// Reads a piece name in English (`commander`, any letter case) or Chinese (`司令`).
    /// Surrounding white space is ignored.
    #[must_use]
    pub fn from_name(name: &str) -> Option<PieceKind> {
        let name = name.trim();
        PieceKind::ALL.into_iter().find(|k| k.english().eq_ignore_ascii_case(name) || k.chinese() == name)
    }

    /// The English name used in records and messages: `commander` ... `flag`.
    #[must_use]
    pub const fn english(self) -> &'static str {
        match self {
            PieceKind::Commander => "commander",
            PieceKind::Corps => "corps",
            PieceKind::Division => "division",
            PieceKind::Brigade => "brigade",
            PieceKind::Regiment => "regiment",
            PieceKind::Battalion => "battalion",
            PieceKind::Company => "company",
            PieceKind::Platoon => "platoon",
            PieceKind::Engineer => "engineer",
            PieceKind::Mine => "mine",
            PieceKind::Bomb => "bomb",
            PieceKind::Flag => "flag",
        }
    }

    /// The Chinese name: `司令` ... `军旗`.
    #[must_use]
    pub const fn chinese(self) -> &'static str {
        match self {
            PieceKind::Commander => "司令",
            PieceKind::Corps => "军长",
            PieceKind::Division => "师长",
            PieceKind::Brigade => "旅长",
            PieceKind::Regiment => "团长",
            PieceKind::Battalion => "营长",
            PieceKind::Company => "连长",
            PieceKind::Platoon => "排长",
            PieceKind::Engineer => "工兵",
            PieceKind::Mine => "地雷",
            PieceKind::Bomb => "炸弹",
            PieceKind::Flag => "军旗",
        }
    }

    /// The officer rank, 9 (commander) down to 1 (engineer); `None` for the mine, bomb and
    /// flag, whose combat is governed by special rules instead (seed 000, 吃子规则).
    #[must_use]
    pub const fn rank(self) -> Option<u8> {
        match self {
            PieceKind::Commander => Some(9),
            PieceKind::Corps => Some(8),
            PieceKind::Division => Some(7),
            PieceKind::Brigade => Some(6),
            PieceKind::Regiment => Some(5),
            PieceKind::Battalion => Some(4),
            PieceKind::Company => Some(3),
            PieceKind::Platoon => Some(2),
            PieceKind::Engineer => Some(1),
            PieceKind::Mine | PieceKind::Bomb | PieceKind::Flag => None,
        }
    }

    /// How many of this kind each side deploys (25 in all).
    #[must_use]
    pub const fn count(self) -> u8 {
        match self {
            PieceKind::Commander | PieceKind::Corps | PieceKind::Flag => 1,
            PieceKind::Division
            | PieceKind::Brigade
            | PieceKind::Regiment
            | PieceKind::Battalion
            | PieceKind::Bomb => 2,
            PieceKind::Company | PieceKind::Platoon | PieceKind::Engineer | PieceKind::Mine => 3,
        }
    }

    /// Whether the piece can ever move: mines and the flag never do.
    #[must_use]
    pub const fn is_movable(self) -> bool {
        !matches!(self, PieceKind::Mine | PieceKind::Flag)
    }

    /// A dense index `0..12`, in the order of [`PieceKind::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twenty_five_pieces_a_side() {
        let total: u32 = PieceKind::ALL.iter().map(|k| u32::from(k.count())).sum();
        assert_eq!(total, 25);
    }

    #[test]
    fn names_parse_in_both_languages() {
        for k in PieceKind::ALL {
            assert_eq!(PieceKind::from_name(k.english()), Some(k));
            assert_eq!(PieceKind::from_name(k.chinese()), Some(k));
            assert_eq!(PieceKind::ALL[k.index()], k);
        }
        assert_eq!(PieceKind::from_name(" Commander "), Some(PieceKind::Commander));
        assert_eq!(PieceKind::from_name("marshal"), None);
        assert_eq!(PieceKind::from_name(""), None);
    }

    #[test]
    fn ranks_descend_from_commander_to_engineer() {
        let ranks: Vec<u8> = PieceKind::ALL.iter().filter_map(|k| k.rank()).collect();
        assert_eq!(ranks, vec![9, 8, 7, 6, 5, 4, 3, 2, 1]);
        assert!(!PieceKind::Mine.is_movable() && !PieceKind::Flag.is_movable());
        assert!(PieceKind::Bomb.is_movable());
    }
}
