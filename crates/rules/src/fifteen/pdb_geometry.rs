//! The board pattern tables are built and read on, as data rather than constants, so
//! that one build and one bound serve every rectangle the planner searches whole: its
//! sides, a bit per cell for the build's masks, how many bits a packed cell takes, and
//! the diagonal mirror, which only a square has.

/// Most cells of a board with pattern tables: the planner searches nothing bigger whole,
/// and a set of cells then fits a `u32`.
pub(crate) const MAX_TABLE_CELLS: usize = 20;

/// Length of the per-cell arrays the search reads: a power of two above
/// [`MAX_TABLE_CELLS`], so that a cell masked with [`CELL_MASK`] indexes them without a
/// bounds check in the inner loop.
pub(crate) const CELL_SLOTS: usize = 32;
pub(crate) const CELL_MASK: u8 = (CELL_SLOTS - 1) as u8;

/// A rectangle of tables: cells numbered row by row, tile `t` at home on cell `t - 1`,
/// the blank on the last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Geometry {
    width: usize,
    height: usize,
    /// Every cell, a bit each.
    all: u32,
    left_column: u32,
    right_column: u32,
    /// The cells next to each cell, a bit per cell.
    neighbours: [u32; CELL_SLOTS],
    /// Bits of one cell in a packed state: as few as the cells allow, so that 4×4 groups
    /// of seven tiles still pack into the build's words.
    bits: u32,
}

impl Geometry {
    /// The rectangle `width` × `height`, both 2 or more, at most [`MAX_TABLE_CELLS`]
    /// cells (the callers check).
    pub fn new(width: usize, height: usize) -> Self {
        assert!(Self::fits(width, height), "no tables for {width}×{height}");
        let cells = width * height;
        let column = (0..height).fold(0u32, |mask, y| mask | 1 << (y * width));
        let mut neighbours = [0; CELL_SLOTS];
        for (cell, next) in neighbours.iter_mut().enumerate().take(cells) {
            let (x, y) = (cell % width, cell / width);
            let mut add = |other: usize| *next |= 1 << other;
            if y > 0 {
                add(cell - width);
            }
            if x > 0 {
                add(cell - 1);
            }
            if x + 1 < width {
                add(cell + 1);
            }
            if y + 1 < height {
                add(cell + width);
            }
        }
        Self {
            width,
            height,
            all: (1 << cells) - 1,
            left_column: column,
            right_column: column << (width - 1),
            neighbours,
            bits: usize::BITS - (cells - 1).leading_zeros(),
        }
    }

    /// Whether tables can exist for `width` × `height`.
    pub fn fits(width: usize, height: usize) -> bool {
        width >= 2 && height >= 2 && width * height <= MAX_TABLE_CELLS
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    pub fn cells(&self) -> usize {
        self.width * self.height
    }

    /// Every cell, a bit each.
    pub fn all(&self) -> u32 {
        self.all
    }

    /// Bits of one cell in a packed state.
    pub fn bits(&self) -> u32 {
        self.bits
    }

    /// The cells next to `cell`, a bit each.
    #[inline]
    pub fn neighbours(&self, cell: u8) -> u32 {
        self.neighbours[usize::from(cell & CELL_MASK)]
    }

    /// The free cells `start` reaches through `free` (a bit per cell): a row is `width`
    /// bits, and a step sideways must not wrap into the next row.
    #[inline]
    pub fn region(&self, start: u8, free: u32) -> u32 {
        let mut region = 1u32 << start;
        loop {
            let grown = (region
                | region << self.width
                | region >> self.width
                | (region << 1 & !self.left_column)
                | (region >> 1 & !self.right_column))
                & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// States of the build's search of a group of `count` tiles: each placement once
    /// per region of free cells the blank may be in, which depends only on the cells
    /// the group covers.
    pub fn search_states(&self, count: usize) -> u64 {
        let orderings: u64 = (1..=count as u64).product();
        let mut regions = 0;
        // Every set of `count` cells, in increasing order (the next number with as many
        // bits set).
        let mut occupied = (1u32 << count) - 1;
        while occupied <= self.all {
            let free = !occupied & self.all;
            let mut left = free;
            while left != 0 {
                left &= !self.region(left.trailing_zeros() as u8, free);
                regions += 1;
            }
            let lowest = occupied & occupied.wrapping_neg();
            let carried = occupied + lowest;
            occupied = carried | (((occupied ^ carried) >> 2) / lowest);
        }
        regions * orderings
    }

    /// Tile `tile`'s Manhattan distance from `cell` to its home.
    pub fn manhattan(&self, tile: u8, cell: u8) -> u8 {
        let (goal, cell) = (usize::from(tile) - 1, usize::from(cell));
        let width = self.width;
        ((goal % width).abs_diff(cell % width) + (goal / width).abs_diff(cell / width)) as u8
    }

    /// Whether the board maps onto itself mirrored in its main diagonal, goal included:
    /// only a square does, and only then do the tables give a second bound.
    pub fn mirrors(&self) -> bool {
        self.width == self.height
    }

    /// A cell mirrored in the main diagonal (on a square).
    pub fn mirror_cell(&self, cell: u8) -> u8 {
        let side = self.width as u8;
        (cell % side) * side + cell / side
    }

    /// The tile whose home mirrors tile `tile`'s home (on a square).
    pub fn mirror_tile(&self, tile: u8) -> u8 {
        self.mirror_cell(tile - 1) + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_do_not_wrap_around_rows() {
        let wide = Geometry::new(5, 3);
        assert_eq!(wide.bits(), 4);
        assert_eq!(Geometry::new(5, 4).bits(), 5);
        // The middle column filled: the left two columns are one region, the right two
        // another.
        let middle = (0..3).fold(0u32, |mask, y| mask | 1 << (y * 5 + 2));
        let free = wide.all() & !middle;
        let left = wide.region(0, free);
        assert_eq!(left, 0b00011_00011_00011);
        assert_eq!(wide.region(14, free), free & !left);
        assert_eq!(wide.neighbours(4), 1 << 3 | 1 << 9);
        assert_eq!(wide.manhattan(1, 14), 6);
    }

    #[test]
    fn mirroring_fixes_the_goal() {
        let square = Geometry::new(4, 4);
        assert!(square.mirrors() && !Geometry::new(4, 3).mirrors());
        for tile in 1..16u8 {
            assert_eq!(square.mirror_cell(tile - 1) + 1, square.mirror_tile(tile));
            assert_eq!(square.mirror_tile(square.mirror_tile(tile)), tile);
        }
        assert_eq!(square.mirror_cell(15), 15);
        assert_eq!(square.mirror_tile(2), 5);
    }
}
