//! Solvable deals and reshuffles, each with a witness order that clears the board, and
//! how tiles moved in a reshuffle.

use std::collections::BTreeSet;

use super::params::Params;
use super::path::explore;
use super::shift::Shift;
use crate::collapse::Motion;
use crate::grid::{Grid, Pos};
use crate::rng::GameRng;

/// Peeling attempts before falling back to pairs of neighbours (one almost always does).
const BUILD_ATTEMPTS: usize = 100;

/// A board and a witness: an order of pairs whose removal clears it.
pub type Deal = (Grid<Option<u8>>, Vec<(Pos, Pos)>);

/// Gives `pairs` (one picture each) to `cells` so that they can be removed in the
/// returned order, the tiles sliding by `shift` after each pair. It peels a board of
/// blank tiles on `cells` (other cells empty): take a random blank, join it to a random
/// blank it can reach, give both the next picture (on the cells they were dealt on),
/// take them away and let the rest slide. `None` if the blanks left cannot be joined.
// Peeling a full board, rather than placing pairs onto an empty one, makes the hardest
// choices (pairs that must join on a nearly full board) first, while they are free:
// placing backwards dead-ended in over half of the 8x8 attempts, peeling in none of 600.
// Peeling never actually dead-ends: with two or more blanks left, either two columns
// hold blanks and their top blanks join through the ring above the board, or one
// column holds them all and any two join through the ring at its side.
fn peel_pairs(
    size: (usize, usize),
    cells: &[Pos],
    pairs: &[u8],
    shift: Shift,
    rng: &mut GameRng,
) -> Option<Deal> {
    // Each blank knows which dealt cell it stands for, wherever it has slid to.
    let mut blanks: Grid<Option<usize>> = Grid::filled(size.0, size.1, None);
    for (dealt, &cell) in cells.iter().enumerate() {
        blanks[cell] = Some(dealt);
    }
    let mut board = Grid::filled(size.0, size.1, None);
    let mut order = Vec::with_capacity(pairs.len());
    for &picture in pairs {
        let mut left: Vec<Pos> = blanks
            .iter()
            .filter(|(_, blank)| blank.is_some())
            .map(|(pos, _)| pos)
            .collect();
        rng.shuffle(&mut left);
        let (a, partners) = left.iter().find_map(|&a| {
            let reach = explore(&blanks, a);
            let partners: Vec<Pos> = left
                .iter()
                .copied()
                .filter(|&b| b != a && reach.end_state(b).is_some())
                .collect();
            (!partners.is_empty()).then_some((a, partners))
        })?;
        let b = partners[rng.index(partners.len())];
        for cell in [a, b] {
            if let Some(dealt) = blanks[cell].take() {
                board[cells[dealt]] = Some(picture);
            }
        }
        order.push((a, b));
        shift.apply(&mut blanks);
    }
    Some((board, order))
}

/// Places `pairs` solvably on `cells` by [`peel_pairs`], or (after [`BUILD_ATTEMPTS`]
/// dead ends, which the argument at `peel_pairs` rules out) by [`snake_pairs`] on any
/// cells.
fn build_solvable(
    size: (usize, usize),
    cells: &[Pos],
    pairs: &[u8],
    shift: Shift,
    rng: &mut GameRng,
) -> Deal {
    (0..BUILD_ATTEMPTS)
        .find_map(|_| peel_pairs(size, cells, pairs, shift, rng))
        .unwrap_or_else(|| snake_pairs(size, pairs))
}

/// Puts each pair on two consecutive cells of a snake through the board (left to right,
/// then right to left, row by row): they are neighbours, so always removable.
fn snake_pairs(size: (usize, usize), pairs: &[u8]) -> Deal {
    let (width, height) = size;
    let snake: Vec<Pos> = (0..height)
        .flat_map(|y| {
            (0..width).map(move |x| Pos::new(if y % 2 == 0 { x } else { width - 1 - x }, y))
        })
        .collect();
    let mut board = Grid::filled(width, height, None);
    let witness = snake
        .chunks(2)
        .zip(pairs)
        .map(|(two, &picture)| {
            board[two[0]] = Some(picture);
            board[two[1]] = Some(picture);
            (two[0], two[1])
        })
        .collect();
    (board, witness)
}

/// A solvable deal for `params` (clamped) and a removal order that clears it under its
/// shift. Each picture gets the same number of pairs, give or take one, and pairs are
/// shuffled.
pub fn deal_with_witness(params: &Params, rng: &mut GameRng) -> Deal {
    let params = params.clamped();
    let mut pairs: Vec<u8> = (0..params.width * params.height / 2)
        .map(|pair| (pair % params.pictures) as u8 + 1)
        .collect();
    rng.shuffle(&mut pairs);
    let cells = Grid::filled(params.width, params.height, ())
        .positions()
        .collect::<Vec<_>>();
    build_solvable(
        (params.width, params.height),
        &cells,
        &pairs,
        params.shift,
        rng,
    )
}

/// The same tiles rearranged solvably on the cells they occupy, and a removal order
/// that clears the result under `shift`. Every picture must appear an even number of
/// times.
pub fn reshuffle(board: &Grid<Option<u8>>, shift: Shift, rng: &mut GameRng) -> Deal {
    let cells: Vec<Pos> = board
        .iter()
        .filter(|(_, tile)| tile.is_some())
        .map(|(pos, _)| pos)
        .collect();
    let mut pictures: Vec<u8> = board.iter().filter_map(|(_, tile)| *tile).collect();
    pictures.sort_unstable();
    let mut pairs: Vec<u8> = pictures.chunks(2).map(|two| two[0]).collect();
    rng.shuffle(&mut pairs);
    build_solvable((board.width(), board.height()), &cells, &pairs, shift, rng)
}

/// How the tiles moved from `old` to `new` (same multiset): each motion takes the tile on
/// `from` in `old` to `to` in `new`; unnamed tiles stayed. Lifting every `from` tile and
/// then putting each down on its `to` turns `old` into `new`.
pub fn shuffle_motions(old: &Grid<Option<u8>>, new: &Grid<Option<u8>>) -> Vec<Motion> {
    let pictures: BTreeSet<u8> = old.iter().filter_map(|(_, tile)| *tile).collect();
    let mut motions = Vec::new();
    for picture in pictures {
        let moved = |from: &Grid<Option<u8>>, to: &Grid<Option<u8>>| -> Vec<Pos> {
            from.iter()
                .filter(|&(pos, tile)| *tile == Some(picture) && to[pos] != Some(picture))
                .map(|(pos, _)| pos)
                .collect()
        };
        let arriving = moved(new, old);
        motions.extend(
            moved(old, new)
                .into_iter()
                .zip(arriving)
                .map(|(from, to)| Motion { from, to }),
        );
    }
    motions.sort_by_key(|motion| (motion.from.y, motion.from.x));
    motions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lianliankan::path::find_path;

    #[test]
    fn snake_fallback_pairs_neighbours_and_clears() {
        let (mut board, witness) = snake_pairs((3, 4), &[1, 2, 3, 1, 2, 3]);
        assert!(board.iter().all(|(_, tile)| tile.is_some()));
        assert_eq!(witness[1], (Pos::new(2, 0), Pos::new(2, 1)));
        for (a, b) in witness {
            assert_eq!(a.x.abs_diff(b.x) + a.y.abs_diff(b.y), 1);
            assert_eq!(board[a], board[b]);
            assert!(find_path(&board, a, b).is_some());
            board[a] = None;
            board[b] = None;
        }
    }
}
