//! Checks on boards and changes that every game shares: counting pieces, and playing a
//! move's changes onto the board before it to see that they lead to the board after.

use std::collections::BTreeMap;
use std::fmt::Debug;

use grid_rules::collapse::Motion;
use grid_rules::{Change, Grid, Pos};

/// How many of each piece a board holds.
pub fn counts<T: Ord + Clone>(board: &Grid<Option<T>>) -> BTreeMap<T, usize> {
    let mut counts = BTreeMap::new();
    for (_, cell) in board.iter() {
        if let Some(piece) = cell {
            *counts.entry(piece.clone()).or_default() += 1;
        }
    }
    counts
}

/// How many filled cells a board has.
pub fn filled<T>(board: &Grid<Option<T>>) -> usize {
    board.iter().filter(|(_, cell)| cell.is_some()).count()
}

/// Whether two cells share a side.
pub fn adjacent(a: Pos, b: Pos) -> bool {
    a.x.abs_diff(b.x) + a.y.abs_diff(b.y) == 1
}

/// Moves every motion's piece at once: each must start on a filled cell (once) and land on
/// a cell that is empty once all the moving pieces are lifted.
fn apply_motions<T: Debug>(
    board: &mut Grid<Option<T>>,
    motions: &[Motion],
    kind: &str,
) -> Result<(), String> {
    let mut lifted = Vec::with_capacity(motions.len());
    for motion in motions {
        for pos in [motion.from, motion.to] {
            if !board.contains(pos) {
                return Err(format!("{kind} motion {motion:?} leaves the board"));
            }
        }
        let piece = board[motion.from].take().ok_or_else(|| {
            format!(
                "{kind} motion from {} starts on an empty (or already moved) cell",
                motion.from
            )
        })?;
        lifted.push((motion.to, piece));
    }
    for (to, piece) in lifted {
        if board[to].is_some() {
            return Err(format!("{kind} motion lands on {to}, which stays filled"));
        }
        board[to] = Some(piece);
    }
    Ok(())
}

/// Plays `changes` onto a copy of `before` and returns the board they lead to, or says
/// which change does not fit the board as it stands then: `Removed` cells must hold
/// pieces, motions must start on pieces and land on free cells (`Fell` straight down,
/// `Shifted` along a row, `Slid` one cell, `Packed` along a row or column, `Rotated` a whole
/// line one cell round), `Spawned` pieces land on empty cells, and a
/// `Travelled` path goes cell by cell from a piece to an empty cell through empty cells.
pub fn play_changes<T: Clone + Debug>(
    before: &Grid<Option<T>>,
    changes: &[Change<T>],
) -> Result<Grid<Option<T>>, String> {
    let mut board = before.clone();
    for (index, change) in changes.iter().enumerate() {
        let at = |why: String| format!("change {index} ({}): {why}", kind_name(change));
        match change {
            Change::Removed(cells) => {
                for &pos in cells {
                    let held = board.get(pos).is_some_and(Option::is_some);
                    if !held {
                        return Err(at(format!("{pos} holds no piece")));
                    }
                    board[pos] = None;
                }
            }
            Change::Fell(motions) => {
                if let Some(bad) = motions
                    .iter()
                    .find(|m| m.from.x != m.to.x || m.to.y <= m.from.y)
                {
                    return Err(at(format!("{bad:?} is not a fall")));
                }
                apply_motions(&mut board, motions, "fell").map_err(at)?;
            }
            Change::Shifted(motions) => {
                if let Some(bad) = motions.iter().find(|m| m.from.y != m.to.y) {
                    return Err(at(format!("{bad:?} is not sideways")));
                }
                apply_motions(&mut board, motions, "shifted").map_err(at)?;
            }
            Change::Slid(motions) => {
                if let Some(bad) = motions.iter().find(|m| !adjacent(m.from, m.to)) {
                    return Err(at(format!("{bad:?} is not one cell")));
                }
                apply_motions(&mut board, motions, "slid").map_err(at)?;
            }
            Change::Packed(motions) => {
                if let Some(bad) = motions
                    .iter()
                    .find(|m| (m.from.x == m.to.x) == (m.from.y == m.to.y))
                {
                    return Err(at(format!("{bad:?} is not along a row or column")));
                }
                apply_motions(&mut board, motions, "packed").map_err(at)?;
            }
            Change::Shuffled(motions) => {
                apply_motions(&mut board, motions, "shuffled").map_err(at)?;
            }
            Change::Rotated(motions) => {
                let (width, height) = (board.width(), board.height());
                let one_row = motions
                    .iter()
                    .all(|m| m.from.y == motions[0].from.y && m.to.y == m.from.y);
                let one_column = motions
                    .iter()
                    .all(|m| m.from.x == motions[0].from.x && m.to.x == m.from.x);
                let length = if one_row { width } else { height };
                let wraps = |m: &grid_rules::collapse::Motion| {
                    m.from.x.abs_diff(m.to.x) + m.from.y.abs_diff(m.to.y) == length - 1
                };
                if !(one_row || one_column) || motions.len() != length {
                    return Err(at("the motions are not one whole row or column".to_string()));
                }
                if let Some(bad) = motions
                    .iter()
                    .find(|m| !adjacent(m.from, m.to) && !wraps(m))
                {
                    return Err(at(format!("{bad:?} is neither one cell nor round the end")));
                }
                apply_motions(&mut board, motions, "rotated").map_err(at)?;
            }
            Change::Spawned(pieces) => {
                for (pos, piece) in pieces {
                    if !board.get(*pos).is_some_and(Option::is_none) {
                        return Err(at(format!("{pos} is not an empty cell")));
                    }
                    board[*pos] = Some(piece.clone());
                }
            }
            Change::Travelled(path) => {
                check_travel(&board, path).map_err(at)?;
                let (from, to) = (path[0], path[path.len() - 1]);
                apply_motions(&mut board, &[Motion { from, to }], "travelled").map_err(at)?;
            }
            Change::Connected(_) => {}
        }
    }
    Ok(board)
}

/// A travel path: at least two cells, each next to the one before, from a piece through
/// empty cells only.
fn check_travel<T>(board: &Grid<Option<T>>, path: &[Pos]) -> Result<(), String> {
    if path.len() < 2 {
        return Err(format!("the path {path:?} is shorter than two cells"));
    }
    if board.get(path[0]).is_none_or(Option::is_none) {
        return Err(format!(
            "the path starts on {}, which holds no piece",
            path[0]
        ));
    }
    if let Some(step) = path.windows(2).find(|step| !adjacent(step[0], step[1])) {
        return Err(format!("the path jumps from {} to {}", step[0], step[1]));
    }
    match path[1..]
        .iter()
        .find(|&&pos| !board.get(pos).is_some_and(Option::is_none))
    {
        Some(blocked) => Err(format!("the path crosses {blocked}, which is not empty")),
        None => Ok(()),
    }
}

/// The name of a change's kind, for messages.
pub fn kind_name<T>(change: &Change<T>) -> &'static str {
    match change {
        Change::Removed(_) => "Removed",
        Change::Fell(_) => "Fell",
        Change::Shifted(_) => "Shifted",
        Change::Spawned(_) => "Spawned",
        Change::Connected(_) => "Connected",
        Change::Travelled(_) => "Travelled",
        Change::Slid(_) => "Slid",
        Change::Packed(_) => "Packed",
        Change::Shuffled(_) => "Shuffled",
        Change::Rotated(_) => "Rotated",
    }
}
