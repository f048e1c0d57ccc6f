//! Nigiri (猜先): how the grabbed stones decide who takes Black (seed 000 第十条 and seed 001
//! 【1】: 双方各抓一种颜色的几枚棋子，大数减小数，单数双方交换，偶数不换).

/// What the grab decides about the colours the players held while grabbing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colours {
    /// An even difference: each player keeps the colour of the stones grabbed (偶数不换).
    Keep,
    /// An odd difference: the players exchange colours (单数双方交换).
    Exchange,
}

/// The seed's nigiri: each player grabs some stones of the colour in hand; the smaller count
/// is taken from the larger (大数减小数), and the parity of the difference decides.
///
/// `black_grab` is the number grabbed by the player holding the black stones, `white_grab` by
/// the player holding the white ones. Returns the difference and the decision.
#[must_use]
pub fn nigiri(black_grab: u32, white_grab: u32) -> (u32, Colours) {
    let difference = black_grab.abs_diff(white_grab);
    let colours = if difference % 2 == 1 { Colours::Exchange } else { Colours::Keep };
    (difference, colours)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parity_of_the_difference_decides() {
        // 大数减小数: 13 - 8 = 5, odd: 单数双方交换.
        assert_eq!(nigiri(13, 8), (5, Colours::Exchange));
        assert_eq!(nigiri(8, 13), (5, Colours::Exchange));
        // 偶数不换: 12 - 8 = 4, and equal grabs leave 0, which is even.
        assert_eq!(nigiri(12, 8), (4, Colours::Keep));
        assert_eq!(nigiri(7, 7), (0, Colours::Keep));
    }
}
