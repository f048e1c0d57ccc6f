//! The rule options a profile chooses (`docs/rules/go.md`, "Profile keys").

use grid::Size;

/// Which whole-board repetitions a move may not create (seed art. 6, 禁止全局同形再现).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KoRule {
    /// Only the immediate recapture of a single stone that would restore the position before
    /// the opponent's last move is forbidden.
    Simple,
    /// No move may recreate a stone arrangement that stood earlier in the game, whoever is to
    /// move (the written Chinese rule; the start position counts).
    PositionalSuperko,
    /// No move may recreate an earlier stone arrangement *with the same player to move*.
    SituationalSuperko,
}

/// Whether a move may leave its own chain without liberties (seed art. 5, 禁着点).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SuicideRule {
    /// Single- and multi-stone suicide are illegal moves.
    Forbidden,
    /// The move is played and the mover's chain is removed (Tromp-Taylor, New Zealand).
    Allowed,
    /// A single stone that captures nothing and has no liberty is illegal; a move that leaves
    /// a chain of two or more stones without liberties is played and the chain removed (Ing
    /// rules; KataGo's `sui1`, under which single-stone suicide is never legal either).
    MultiStone,
}

/// Which empty points a player may not score although only its stones surround them
/// (docs/rules/go.md, "Seki and group tax").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tax {
    /// Every empty region bordered by one colour alone is that colour's (Chinese rules,
    /// Tromp-Taylor).
    None,
    /// Points inside a seki are nobody's (1989 Japanese rules, art. 8; Korean rules): only
    /// the empty points of a colour's independent-life regions count for it.
    Seki,
    /// As `Seki`, and every independent-life region pays two points (stone scoring: a living
    /// group needs two eyes, which never count).
    All,
}

/// What happens to empty points that reach stones of both colours (dame, seki liberties).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Neutral {
    /// Each side gets half of them (seed art. 9: 双方活棋之间的空点各得一半).
    Split,
    /// Nobody gets them (Tromp-Taylor area scoring).
    None,
}

/// The compensation White receives for Black's handicap stones, added to the komi.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HandicapBonus {
    /// N/2 stones (N points) for N handicap stones: Black "returns half the handicap".
    HalfPerStone,
    /// N-1 points ((N-1)/2 stones), as under AGA rules.
    NMinusOne,
    /// No compensation.
    None,
}

/// What an illegal move on the board (occupied, suicide, ko, superko, off-board) does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IllegalMoveEffect {
    /// The record is invalid at that ply; the game stays as it was.
    Invalid,
    /// The offender loses the game by forfeit.
    Loses,
}

/// What a superko repetition does (seed referee rules art. 20: a competition may declare
/// rare cycles such as a triple ko "no result" instead of forbidding them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RepetitionEffect {
    /// The repeating move is illegal, like any other illegal move.
    Illegal,
    /// The repeating move is played and the game ends with no result. Under
    /// [`KoRule::Simple`] this also watches for any whole-board repetition (a triple ko
    /// cycles legally under simple ko and would never end otherwise). The immediate retake
    /// of a single-stone ko stays an illegal move under every setting (art. 20.1).
    NoResult,
}

/// How a finished game is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Area counting (seed art. 9, 数子法): stones on the board plus surrounded points.
    Area,
    /// Territory counting (Japanese and Korean rules): surrounded points plus prisoners —
    /// stones captured during the game and dead stones removed at the end.
    Territory,
}

/// The complete set of Go rule options the engine enforces.
#[derive(Debug, Clone, PartialEq)]
pub struct Rules {
    /// Side of the square board, or its number of columns when `rows` is set. Profiles allow 2
    /// to 25; the engine accepts any side.
    pub size: u8,
    /// The number of rows of a rectangular board (SGF `SZ[cols:rows]`, as KataGo writes its
    /// rectangular games); `None`: the board is square.
    pub rows: Option<u8>,
    /// Komi in stones (2.75 under the seed's rules, 3.75 in current practice).
    pub komi: f64,
    /// Which repetitions are forbidden.
    pub ko: KoRule,
    /// Whether suicide is legal.
    pub suicide: SuicideRule,
    /// How empty points reaching both colours are counted.
    pub neutral: Neutral,
    /// White's compensation for handicap stones.
    pub handicap_bonus: HandicapBonus,
    /// What an illegal move on the board does.
    pub illegal_move: IllegalMoveEffect,
    /// What a superko repetition does.
    pub repetition: RepetitionEffect,
    /// Area or territory counting; [`crate::Game::score`] counts area,
    /// [`crate::Game::territory_score`] territory.
    pub scoring: Scoring,
    /// Which surrounded points do not count (points in seki, the group tax).
    pub tax: Tax,
    /// The button (AGA's and KataGo's `button1`): the first player to pass in the game
    /// receives half a point.
    pub button: bool,
    /// AGA pass stones: every pass hands the opponent one prisoner, so a territory count
    /// gives the same margin as the area count.
    pub pass_stones: bool,
    /// Play may resume after two passes stopped the game (1989 Japanese rules, art. 9: either
    /// player may ask to resume, and the other then plays first; KataGo's cleanup phases under
    /// territory scoring): a stone after the stop resumes play, and the game stops again at the
    /// next two passes.
    pub resume: bool,
    /// KataGo's second cleanup phase (its territory rules): once two passes have stopped the
    /// game twice, every move a player makes is worth a point to it, so that capturing dead
    /// stones inside one's own territory costs nothing. Counted by the territory score.
    pub cleanup_points: bool,
}

impl Rules {
    /// The board: `size` columns and `rows` rows (`size` of each when `rows` is unset).
    #[must_use]
    pub fn board(&self) -> Size {
        Size { cols: self.size, rows: self.rows.unwrap_or(self.size) }
    }
}

impl Default for Rules {
    /// The `go-chinese` profile: 19x19, komi 2¾ stones, positional superko, no suicide,
    /// neutral points split, White gets N/2 stones for N handicap stones, illegal moves invalid.
    fn default() -> Rules {
        Rules {
            size: 19,
            rows: None,
            komi: 2.75,
            ko: KoRule::PositionalSuperko,
            suicide: SuicideRule::Forbidden,
            neutral: Neutral::Split,
            handicap_bonus: HandicapBonus::HalfPerStone,
            illegal_move: IllegalMoveEffect::Invalid,
            repetition: RepetitionEffect::Illegal,
            scoring: Scoring::Area,
            tax: Tax::None,
            button: false,
            pass_stones: false,
            resume: false,
            cleanup_points: false,
        }
    }
}

impl HandicapBonus {
    /// The bonus in stones for `handicap` handicap stones. A handicap below 2 is no handicap
    /// (one "handicap stone" is just Black moving first without komi), so it earns nothing.
    #[must_use]
    pub fn stones(self, handicap: u32) -> f64 {
        if handicap < 2 {
            return 0.0;
        }
        let n = f64::from(handicap);
        match self {
            HandicapBonus::HalfPerStone => n / 2.0,
            HandicapBonus::NMinusOne => (n - 1.0) / 2.0,
            HandicapBonus::None => 0.0,
        }
    }
}
