use crate::rules::{BombVsFlag, FlagCapturers, MineRule};
use crate::{PieceKind, Rules};

/// The result of one attack (碰子), as docs/rules/junqi.md ("Attacks") and docs/rules/junqi.md §5
/// tabulate it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Clash {
    /// The attacker removes the defender and takes its station.
    AttackerWins,
    /// The attacker is removed; the defender stays.
    DefenderWins,
    /// Both pieces are removed.
    BothRemoved,
}

/// Why an attack may not be made at all under the given rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NoClash {
    /// The piece never moves, so it never attacks (mine, flag).
    Immovable,
    /// `bomb_vs_flag: forbidden`.
    BombOnFlag,
    /// `flag_capturers: not-commander`.
    CommanderOnFlag,
}

/// Resolves `attacker` attacking `defender`.
///
/// # Errors
/// [`NoClash`] when the rules do not allow this attack.
pub fn clash(rules: &Rules, attacker: PieceKind, defender: PieceKind) -> Result<Clash, NoClash> {
    use PieceKind::{Bomb, Commander, Engineer, Flag, Mine};
    if !attacker.is_movable() {
        return Err(NoClash::Immovable);
    }
    Ok(match (attacker, defender) {
        (Bomb, Flag) if rules.bomb_vs_flag == BombVsFlag::Forbidden => return Err(NoClash::BombOnFlag),
        (Commander, Flag) if rules.flag_capturers == FlagCapturers::NotCommander => {
            return Err(NoClash::CommanderOnFlag)
        }
        // Seed 000: 炸弹与任何棋子相遇时，双方都消失 - whichever side the bomb is on.
        (Bomb, _) | (_, Bomb) => Clash::BothRemoved,
        // Seed 000: 地雷小于工兵，大于所有其他棋子.
        (Engineer, Mine) => Clash::AttackerWins,
        (_, Mine) => match rules.mine_vs_non_engineer {
            MineRule::MineSurvives => Clash::DefenderWins,
            MineRule::BothRemoved => Clash::BothRemoved,
        },
        // Every officer takes the flag; the caller ends the game.
        (_, Flag) => Clash::AttackerWins,
        (a, d) => match (a.rank(), d.rank()) {
            (Some(ra), Some(rd)) if ra > rd => Clash::AttackerWins,
            (Some(ra), Some(rd)) if ra < rd => Clash::DefenderWins,
            _ => Clash::BothRemoved,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use PieceKind::*;

    const OFFICERS: [PieceKind; 9] =
        [Commander, Corps, Division, Brigade, Regiment, Battalion, Company, Platoon, Engineer];

    fn dflt(a: PieceKind, d: PieceKind) -> Result<Clash, NoClash> {
        clash(&Rules::default(), a, d)
    }

    /// Every cell of docs/rules/junqi.md §5, ranked pieces against ranked pieces: higher wins,
    /// equal ranks both go (engineer against engineer included).
    #[test]
    fn officer_against_officer_every_cell() {
        for a in OFFICERS {
            for d in OFFICERS {
                let want = match a.rank().cmp(&d.rank()) {
                    std::cmp::Ordering::Greater => Clash::AttackerWins,
                    std::cmp::Ordering::Less => Clash::DefenderWins,
                    std::cmp::Ordering::Equal => Clash::BothRemoved,
                };
                assert_eq!(dflt(a, d), Ok(want), "{a:?} attacks {d:?}");
            }
        }
        assert_eq!(dflt(Commander, Corps), Ok(Clash::AttackerWins));
        assert_eq!(dflt(Engineer, Platoon), Ok(Clash::DefenderWins));
        assert_eq!(dflt(Engineer, Engineer), Ok(Clash::BothRemoved));
    }

    #[test]
    fn officers_against_mine_bomb_and_flag() {
        for a in OFFICERS {
            let mine = if a == Engineer { Clash::AttackerWins } else { Clash::DefenderWins };
            assert_eq!(dflt(a, Mine), Ok(mine), "{a:?} attacks a mine");
            assert_eq!(dflt(a, Bomb), Ok(Clash::BothRemoved), "{a:?} attacks a bomb");
            assert_eq!(dflt(a, Flag), Ok(Clash::AttackerWins), "{a:?} attacks the flag");
        }
    }

    #[test]
    fn bomb_against_everything_removes_both() {
        for d in PieceKind::ALL {
            assert_eq!(dflt(Bomb, d), Ok(Clash::BothRemoved), "bomb attacks {d:?}");
        }
    }

    #[test]
    fn mine_and_flag_never_attack() {
        for d in PieceKind::ALL {
            assert_eq!(dflt(Mine, d), Err(NoClash::Immovable));
            assert_eq!(dflt(Flag, d), Err(NoClash::Immovable));
        }
    }

    #[test]
    fn profile_switches() {
        let both = Rules { mine_vs_non_engineer: MineRule::BothRemoved, ..Rules::default() };
        assert_eq!(clash(&both, Commander, Mine), Ok(Clash::BothRemoved));
        assert_eq!(clash(&both, Engineer, Mine), Ok(Clash::AttackerWins));
        assert_eq!(clash(&both, Bomb, Mine), Ok(Clash::BothRemoved));

        let no_bomb = Rules { bomb_vs_flag: BombVsFlag::Forbidden, ..Rules::default() };
        assert_eq!(clash(&no_bomb, Bomb, Flag), Err(NoClash::BombOnFlag));
        assert_eq!(clash(&no_bomb, Bomb, Mine), Ok(Clash::BothRemoved));

        let no_cmd = Rules { flag_capturers: FlagCapturers::NotCommander, ..Rules::default() };
        assert_eq!(clash(&no_cmd, Commander, Flag), Err(NoClash::CommanderOnFlag));
        assert_eq!(clash(&no_cmd, Corps, Flag), Ok(Clash::AttackerWins));
        assert_eq!(clash(&no_cmd, Commander, Corps), Ok(Clash::AttackerWins));
    }
}
