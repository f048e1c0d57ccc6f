//! Setup stones (`AB`/`AW`/`AE`): the start position before the first move, and an edit of
//! the position after it (Go only).

use super::*;

/// The setup stones before the first move by point: colour, order of placement, place in the
/// file.
pub(super) struct SetupBoard {
    pub(super) cells: Vec<Option<(Color, usize, Loc)>>,
    pub(super) placed: usize,
}

impl SetupBoard {
    /// The stones in the order they were placed, or `None` when there are none.
    pub(super) fn stones(&self, game: &Game) -> Option<Setup> {
        let mut placed: Vec<(usize, Color, Point, Loc)> = (0..self.cells.len())
            .filter_map(|i| {
                self.cells.get(i).copied().flatten().map(|(c, n, loc)| (n, c, game.size.point(i), loc))
            })
            .collect();
        if placed.is_empty() {
            return None;
        }
        placed.sort_unstable_by_key(|s| s.0);
        let stones = |color: Color| -> Vec<Located<String>> {
            let on = placed.iter().filter(|s| s.1 == color);
            on.map(|s| Located::new(game.notation.format(s.2, game.size), s.3)).collect()
        };
        Some(Setup::Stones { black: stones(Color::Black), white: stones(Color::White) })
    }
}

/// Calls `f` with every point of one `AB`, `AW` or `AE` value and the stone it gets there
/// (`None`: `AE` empties it), in file order.
pub(super) fn setup_points(
    game: &Game,
    id: u32,
    written: &str,
    loc: Loc,
    mut f: impl FnMut(Point, Option<Color>),
) -> Result<(), InputError> {
    let (name, color) = match id {
        AB => ("AB", Some(Color::Black)),
        AW => ("AW", Some(Color::White)),
        _ => ("AE", None),
    };
    if written.is_empty() {
        return Ok(());
    }
    each_point(written, game.size, |p| f(p, color))
        .map_err(|e| crate::messages::list_not_a_point(name, &e, loc))
}

/// Applies one `AB`, `AW` or `AE` value before the first move: later properties win on a point,
/// and `AE` empties it.
pub(super) fn place_setup(
    setup: &mut SetupBoard,
    game: &Game,
    id: u32,
    written: &str,
    loc: Loc,
) -> Result<(), InputError> {
    setup_points(game, id, written, loc, |p, color| {
        setup.placed += 1;
        if let Some(cell) = setup.cells.get_mut(game.size.index(p)) {
            *cell = color.map(|c| (c, setup.placed, loc));
        }
    })
}

/// Adds one `AB`, `AW` or `AE` value after the first move to the node's edit, point by point in
/// file order.
pub(super) fn edit_setup(
    edit: &mut Vec<(Point, Option<Color>)>,
    game: &Game,
    id: u32,
    written: &str,
    loc: Loc,
) -> Result<(), InputError> {
    setup_points(game, id, written, loc, |p, color| edit.push((p, color)))
}

/// An edit of the position at `loc`, as a move entry.
pub(super) fn edit_entry(stones: Vec<(Point, Option<Color>)>, first: Option<Color>, loc: Loc) -> MoveEntry {
    MoveEntry::new(MoveText::Edit { stones, first }, loc)
}
