//! The search's board: one bit plane per colour, each an array of columns, with the
//! group finder, the collapse after a removal and the cheap features the evaluation reads.

use super::lane::{Lane, delete_cells, filled_span};

/// Most colours a board may hold.
pub const MAX_COLOURS: usize = 7;

/// What happens to the board after a group is removed and the blocks have fallen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Collapse {
    /// Empty columns close to the left (SameGame).
    ColumnsLeft,
    /// Every row is packed to the right (Bubble Breaker's MegaShift and Shifter, before
    /// new columns come).
    RowsRight,
    /// Empty columns close by moving the columns on their left to the right (Bubble
    /// Breaker's Standard and Continuous).
    ColumnsRight,
}

/// The size of the board the search runs on, and its collapse rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub width: usize,
    pub height: usize,
    pub colours: usize,
    pub collapse: Collapse,
}

/// Cells of one colour: column `x` is `plane[x]`, bit 0 the bottom row.
pub type Plane<L, const N: usize> = [L; N];

/// A position: one plane per colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board<L: Lane, const N: usize> {
    pub planes: [Plane<L, N>; MAX_COLOURS],
}

/// A removable group: its colour, its cells and the cell a click names it by.
#[derive(Clone, Copy, Debug)]
pub struct Group<L: Lane, const N: usize> {
    pub colour: u8,
    pub size: u32,
    pub cells: Plane<L, N>,
    /// The group's cell in its leftmost column, lowest row.
    pub cell: Cell,
}

/// A cell as the search addresses it: column, and row counted from the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub x: u8,
    pub bit: u8,
}

/// What the evaluation reads about one colour, computed without finding groups.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ColourFeatures {
    /// Blocks of this colour.
    pub blocks: u32,
    /// Pairs of orthogonally adjacent blocks of this colour.
    pub pairs: u32,
    /// Blocks of this colour with no neighbour of the same colour.
    pub singles: u32,
    /// Sum over the colour's groups (lone blocks too) of their size squared: equal to
    /// blocks² once the colour is one group. Only when asked for (0 otherwise).
    pub squares: u32,
    /// Sum over the colour's groups of what removing each scores, (size − 2)². Only
    /// when asked for.
    pub values: u32,
}

#[inline(always)]
fn spread<L: Lane, const N: usize>(plane: &Plane<L, N>) -> Plane<L, N> {
    let mut out = [L::ZERO; N];
    for x in 0..N {
        let mut near = (plane[x] << 1) | (plane[x] >> 1);
        if x > 0 {
            near |= plane[x - 1];
        }
        if x + 1 < N {
            near |= plane[x + 1];
        }
        out[x] = near;
    }
    out
}

/// Every run of `mask` inside one column that holds a cell of `seed` (occluded fill,
/// up then down, in doubling steps).
#[inline(always)]
fn fill_column<L: Lane>(seed: L, mask: L) -> L {
    let mut up = seed;
    let mut open = mask;
    let mut down = seed;
    let mut open_down = mask;
    let mut step = 1;
    while step < L::BITS {
        up |= open & (up << step);
        open &= open << step;
        down |= open_down & (down >> step);
        open_down &= open_down >> step;
        step *= 2;
    }
    up | down
}

impl<L: Lane, const N: usize> Board<L, N> {
    /// An empty board.
    pub fn empty() -> Self {
        Self {
            planes: [[L::ZERO; N]; MAX_COLOURS],
        }
    }

    /// Puts a block of colour `colour` at column `x`, row `bit` from the bottom.
    pub fn set(&mut self, x: usize, bit: u32, colour: usize) {
        self.planes[colour][x] |= L::ONE << bit;
    }

    /// The colour at column `x`, row `bit` from the bottom.
    pub fn colour_at(&self, x: usize, bit: u32, colours: usize) -> Option<usize> {
        (0..colours).find(|&c| (self.planes[c][x] >> bit) & L::ONE != L::ZERO)
    }

    /// Filled cells, all colours together.
    #[inline(always)]
    pub fn occupied(&self, colours: usize) -> Plane<L, N> {
        let mut occupied = [L::ZERO; N];
        for plane in &self.planes[..colours] {
            for x in 0..N {
                occupied[x] |= plane[x];
            }
        }
        occupied
    }

    /// Blocks on the board.
    pub fn blocks(&self, colours: usize) -> u32 {
        self.occupied(colours).iter().map(|lane| lane.count()).sum()
    }

    /// The group of colour `colour` that holds `cell` (empty if the cell is not that colour).
    pub fn group_at(&self, colour: usize, cell: Cell) -> Plane<L, N> {
        let plane = &self.planes[colour];
        let mut group = [L::ZERO; N];
        let x = usize::from(cell.x);
        group[x] = plane[x] & (L::ONE << u32::from(cell.bit));
        if group[x] == L::ZERO {
            return group;
        }
        group[x] = fill_column(group[x], plane[x]);
        loop {
            let mut grown = false;
            for x in 0..N {
                let mut reach = L::ZERO;
                if x > 0 {
                    reach |= group[x - 1];
                }
                if x + 1 < N {
                    reach |= group[x + 1];
                }
                let new = reach & plane[x] & !group[x];
                if new != L::ZERO {
                    group[x] |= fill_column(new, plane[x]);
                    grown = true;
                }
            }
            if !grown {
                return group;
            }
        }
    }

    /// Appends every group of two or more blocks, colour by colour, each colour's groups
    /// in order of their first cell (column, then row from the bottom).
    pub fn groups(&self, colours: usize, out: &mut Vec<Group<L, N>>) {
        for colour in 0..colours {
            self.for_each_group(colour, |cell, cells, size| {
                out.push(Group {
                    colour: colour as u8,
                    size,
                    cells,
                    cell,
                });
            });
        }
    }

    /// Calls `visit` with the first cell, the cells and the size of every group of two
    /// or more blocks of `colour`, in order of their first cell.
    #[inline]
    fn for_each_group(&self, colour: usize, mut visit: impl FnMut(Cell, Plane<L, N>, u32)) {
        let plane = &self.planes[colour];
        let near = spread(plane);
        // A block with a neighbour of its colour starts or joins a group.
        let mut seeds = [L::ZERO; N];
        for x in 0..N {
            seeds[x] = plane[x] & near[x];
        }
        let mut x = 0;
        while x < N {
            if seeds[x] == L::ZERO {
                x += 1;
                continue;
            }
            let cell = Cell {
                x: x as u8,
                bit: seeds[x].lowest() as u8,
            };
            let cells = self.group_at(colour, cell);
            let mut size = 0;
            for (seed, lane) in seeds.iter_mut().zip(&cells) {
                *seed &= !*lane;
                size += lane.count();
            }
            visit(cell, cells, size);
        }
    }

    /// Removes `cells` of colour `colour`, lets the blocks fall and collapses the board.
    pub fn remove(&mut self, colour: usize, cells: &Plane<L, N>, shape: &Shape) {
        for (lane, removed) in self.planes[colour].iter_mut().zip(cells) {
            *lane &= !*removed;
        }
        self.settle(shape);
    }

    /// Gravity on every column, then the collapse rule, exactly as the game does it
    /// (so a board loaded with floating blocks behaves as in the game too).
    pub fn settle(&mut self, shape: &Shape) {
        let colours = shape.colours;
        let occupied = self.occupied(colours);
        for x in 0..shape.width {
            let holes = filled_span(occupied[x]) & !occupied[x];
            if holes != L::ZERO {
                for plane in &mut self.planes[..colours] {
                    plane[x] = delete_cells(plane[x], holes);
                }
            }
        }
        match shape.collapse {
            Collapse::ColumnsLeft => self.close_columns(shape, false),
            Collapse::ColumnsRight => self.close_columns(shape, true),
            Collapse::RowsRight => self.pack_rows_right(shape),
        }
    }

    /// Closes the empty columns: the filled ones keep their order and gather at the left
    /// (or, `toward_right`, at the right).
    fn close_columns(&mut self, shape: &Shape, toward_right: bool) {
        let width = shape.width;
        // The columns in the order they gather: the first lands at the closed side.
        let column = |i: usize| if toward_right { width - 1 - i } else { i };
        let occupied = self.occupied(shape.colours);
        let filled = (0..width)
            .filter(|&i| occupied[column(i)] != L::ZERO)
            .count();
        if (0..filled).all(|i| occupied[column(i)] != L::ZERO) {
            return;
        }
        for plane in &mut self.planes[..shape.colours] {
            let mut landing = 0;
            for i in 0..width {
                if occupied[column(i)] != L::ZERO {
                    plane[column(landing)] = plane[column(i)];
                    landing += 1;
                }
            }
            for i in landing..width {
                plane[column(i)] = L::ZERO;
            }
        }
    }

    fn pack_rows_right(&mut self, shape: &Shape) {
        let occupied = self.occupied(shape.colours);
        let heights: Vec<u32> = occupied[..shape.width]
            .iter()
            .map(|lane| lane.count())
            .collect();
        // After gravity, rows are packed right exactly when heights never fall going right.
        if heights.windows(2).all(|pair| pair[0] <= pair[1]) {
            return;
        }
        let before = *self;
        *self = Self::empty();
        for bit in 0..shape.height as u32 {
            let mut landing = shape.width;
            for x in (0..shape.width).rev() {
                if let Some(colour) = before.colour_at(x, bit, shape.colours) {
                    landing -= 1;
                    self.set(landing, bit, colour);
                }
            }
        }
    }

    /// Blocks, adjacent pairs and lone blocks of one colour.
    #[inline]
    pub fn features(&self, colour: usize) -> ColourFeatures {
        let plane = &self.planes[colour];
        let near = spread(plane);
        let mut singles = [L::ZERO; N];
        let mut vertical = [L::ZERO; N];
        let mut horizontal = [L::ZERO; N];
        for x in 0..N {
            singles[x] = plane[x] & !near[x];
            vertical[x] = plane[x] & (plane[x] >> 1);
            if x + 1 < N {
                horizontal[x] = plane[x] & plane[x + 1];
            }
        }
        ColourFeatures {
            blocks: L::count_all(plane),
            pairs: L::count_all(&vertical) + L::count_all(&horizontal),
            singles: L::count_all(&singles),
            ..ColourFeatures::default()
        }
    }

    /// [`Board::features`] and the sizes of the colour's groups.
    pub fn features_with_groups(&self, colour: usize) -> ColourFeatures {
        let mut features = self.features(colour);
        let mut squares = features.singles;
        let mut values = 0;
        self.for_each_group(colour, |_, _, size| {
            squares += size * size;
            values += (size - 2) * (size - 2);
        });
        features.squares = squares;
        features.values = values;
        features
    }

    /// A 64-bit digest of the position, for merging transpositions.
    pub fn digest(&self, colours: usize) -> u64 {
        let lanes_per_word = (64 / L::BITS) as usize;
        let mut hash = 0x9e37_79b9_7f4a_7c15_u64;
        for plane in &self.planes[..colours] {
            for chunk in plane.chunks(lanes_per_word) {
                let mut word = 0u64;
                for (index, lane) in chunk.iter().enumerate() {
                    word |= lane.to_u64() << (index as u32 * L::BITS);
                }
                hash = (hash ^ word).wrapping_mul(0xff51_afd7_ed55_8ccd);
                hash ^= hash >> 32;
            }
        }
        hash ^= hash >> 29;
        hash = hash.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        hash ^ (hash >> 32)
    }
}
