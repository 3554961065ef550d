//! A compact board for searching: the tiles on a grid padded with the empty ring, and a
//! quick test of whether two tiles can be joined.

use super::shift::{Shift, pack_lane};
use crate::grid::{Grid, Pos};

/// The board inside its empty ring, row by row; `0` is empty, else the picture. Cells
/// are named by their index in the padded grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Tiles {
    width: usize,
    height: usize,
    cells: Vec<u8>,
}

/// The columns a tile sees along its row and the rows it sees along its column, through
/// empty cells, its own included.
struct Sight {
    columns: (usize, usize),
    rows: (usize, usize),
}

/// The numbers in both inclusive ranges.
fn overlap(a: (usize, usize), b: (usize, usize)) -> std::ops::RangeInclusive<usize> {
    a.0.max(b.0)..=a.1.min(b.1)
}

impl Tiles {
    pub(super) fn from_board(board: &Grid<Option<u8>>) -> Self {
        let (width, height) = (board.width() + 2, board.height() + 2);
        let mut cells = vec![0; width * height];
        for (pos, tile) in board.iter() {
            cells[(pos.y + 1) * width + pos.x + 1] = tile.unwrap_or(0);
        }
        Self {
            width,
            height,
            cells,
        }
    }

    /// The board position of a padded index (never a ring cell).
    pub(super) fn pos(&self, index: usize) -> Pos {
        Pos::new(index % self.width - 1, index / self.width - 1)
    }

    pub(super) fn remove(&mut self, index: usize) {
        self.cells[index] = 0;
    }

    /// `shift`'s lanes as padded indices, for [`Tiles::slide`].
    pub(super) fn lanes(&self, shift: Shift) -> Vec<Vec<usize>> {
        shift
            .lanes(self.width - 2, self.height - 2)
            .into_iter()
            .map(|lane| {
                lane.into_iter()
                    .map(|pos| (pos.y + 1) * self.width + pos.x + 1)
                    .collect()
            })
            .collect()
    }

    /// Packs every lane toward its first cell, as the shift the lanes came from does.
    pub(super) fn slide(&mut self, lanes: &[Vec<usize>]) {
        for lane in lanes {
            pack_lane(lane, |from, to| {
                let tile = self.cells[from];
                if tile == 0 {
                    return false;
                }
                self.cells[from] = 0;
                self.cells[to] = tile;
                true
            });
        }
    }

    /// The position's identity where tiles move: its pictures, hashed to 128 bits.
    pub(super) fn fingerprint(&self) -> Vec<u64> {
        let mut low = 0xcbf2_9ce4_8422_2325_u64;
        let mut high = 0x9e37_79b9_7f4a_7c15_u64;
        for &cell in &self.cells {
            low = (low ^ u64::from(cell)).wrapping_mul(0x0100_0000_01b3);
            high = (high.rotate_left(5) ^ u64::from(cell)).wrapping_mul(0xff51_afd7_ed55_8ccd);
        }
        vec![low, high]
    }

    /// The cells holding a tile, in row order.
    pub(super) fn occupied(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.cells.len()).filter(|&index| self.cells[index] != 0)
    }

    /// Each picture's tiles (index `picture - 1`), in row order.
    pub(super) fn by_picture(&self) -> Vec<Vec<usize>> {
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for index in self.occupied() {
            let slot = usize::from(self.cells[index]) - 1;
            if groups.len() <= slot {
                groups.resize_with(slot + 1, Vec::new);
            }
            groups[slot].push(index);
        }
        groups
    }

    /// How many pairs of equal pictures can be joined now.
    pub(super) fn joinable_pairs(&self) -> usize {
        self.by_picture()
            .iter()
            .map(|group| self.pairs_within(group).len())
            .sum()
    }

    /// The pairs of `group` (tiles, in order) that can be joined now, each once.
    pub(super) fn pairs_within(&self, group: &[usize]) -> Vec<(usize, usize)> {
        let sights: Vec<Sight> = group.iter().map(|&tile| self.sight(tile)).collect();
        let mut pairs = Vec::new();
        for (i, (&a, sight_a)) in group.iter().zip(&sights).enumerate() {
            for (&b, sight_b) in group[i + 1..].iter().zip(&sights[i + 1..]) {
                if self.joined(a, sight_a, b, sight_b) {
                    pairs.push((a, b));
                }
            }
        }
        pairs
    }

    fn is_empty(&self, x: usize, y: usize) -> bool {
        self.cells[y * self.width + x] == 0
    }

    /// The columns a tile at (`x`, `y`) sees along its row through empty cells (its own
    /// column included).
    fn row_extent(&self, x: usize, y: usize) -> (usize, usize) {
        let mut low = x;
        while low > 0 && self.is_empty(low - 1, y) {
            low -= 1;
        }
        let mut high = x;
        while high + 1 < self.width && self.is_empty(high + 1, y) {
            high += 1;
        }
        (low, high)
    }

    /// The rows a tile at (`x`, `y`) sees along its column through empty cells.
    fn column_extent(&self, x: usize, y: usize) -> (usize, usize) {
        let mut low = y;
        while low > 0 && self.is_empty(x, low - 1) {
            low -= 1;
        }
        let mut high = y;
        while high + 1 < self.height && self.is_empty(x, high + 1) {
            high += 1;
        }
        (low, high)
    }

    /// What the tile on `index` sees straight along its row and column.
    fn sight(&self, index: usize) -> Sight {
        let (x, y) = (index % self.width, index / self.width);
        Sight {
            columns: self.row_extent(x, y),
            rows: self.column_extent(x, y),
        }
    }

    /// Whether the tiles on `a` and `b` can be joined by at most three straight segments
    /// through empty cells (pictures are not compared).
    #[cfg(test)]
    fn joinable(&self, a: usize, b: usize) -> bool {
        self.joined(a, &self.sight(a), b, &self.sight(b))
    }

    /// [`Tiles::joinable`] with what each tile sees worked out already. Such a path
    /// either runs along `a`'s row to some column, down that column to `b`'s row and
    /// along it to `b`, or the same with rows and columns swapped; straight lines and
    /// single turns are the cases where a segment is empty.
    fn joined(&self, a: usize, sight_a: &Sight, b: usize, sight_b: &Sight) -> bool {
        if a == b {
            return false;
        }
        let (ax, ay) = (a % self.width, a / self.width);
        let (bx, by) = (b % self.width, b / self.width);
        let clear_except_ends = |x: usize, y: usize| {
            let index = y * self.width + x;
            index == a || index == b || self.cells[index] == 0
        };
        let (top, bottom) = (ay.min(by), ay.max(by));
        let via_column = overlap(sight_a.columns, sight_b.columns)
            .any(|x| (top..=bottom).all(|y| clear_except_ends(x, y)));
        if via_column {
            return true;
        }
        let (left, right) = (ax.min(bx), ax.max(bx));
        overlap(sight_a.rows, sight_b.rows).any(|y| (left..=right).all(|x| clear_except_ends(x, y)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lianliankan::path::find_path;
    use crate::rng::GameRng;

    #[test]
    fn joinable_agrees_with_the_path_search_on_every_pair() {
        let mut rng = GameRng::from_seed(3);
        for round in 0..60 {
            let (width, height) = (2 + rng.index(7), 2 + rng.index(6));
            let density = 1 + round % 9;
            let board = Grid::from_fn(width, height, |_| {
                (rng.index(10) < density).then_some(1 + rng.index(3) as u8)
            });
            let tiles = Tiles::from_board(&board);
            let occupied: Vec<usize> = tiles.occupied().collect();
            for &a in &occupied {
                for &b in &occupied {
                    let expected = find_path(&board, tiles.pos(a), tiles.pos(b)).is_some();
                    assert_eq!(
                        tiles.joinable(a, b),
                        expected,
                        "{} to {} on {board:?}",
                        tiles.pos(a),
                        tiles.pos(b)
                    );
                }
            }
        }
    }
}
