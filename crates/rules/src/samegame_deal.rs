//! SameGame's clearable deal, built backwards as Simon Tatham's "ensure solubility"
//! builds it: from an empty board, groups are put back one at a time, each where a
//! click would have removed it, until the board is full. Clicking the groups in the
//! opposite order clears it, so every such deal can be cleared.
//!
//! A group put back must be exactly the group a click there removes: one colour, and
//! no block of that colour beside it. It goes in as a click's removal is undone:
//! - a run up one column, from a height at or below the column's top, lifting the
//!   blocks above it (they fell when it was removed);
//! - a run across neighbouring columns at one height, each column lifted the same way;
//! - two blocks up one column and one beside the lower in the next column, each column
//!   lifted so (a corner: it fills a gap of two beside a gap of one at the top);
//! - a new column of one colour, pushing the columns on its right one place right (the
//!   columns closed left when it emptied).
//!
//! Some boards can't be finished this way (a column one block short beside full ones
//! takes no group of two): the build then starts again from its RNG's next draws, which
//! are the same on every platform, so a seed always deals the same board.

use crate::board_text::Colour;
use crate::grid::{Grid, Pos};
use crate::rng::GameRng;

/// The board a deal fills: its size and the colours it uses.
#[derive(Clone, Copy, Debug)]
pub struct DealShape<'a> {
    pub width: usize,
    pub height: usize,
    pub colours: &'a [Colour],
}

/// Attempts before the board is finished with random blocks (never reached in the
/// tests: every size and colour count finishes within a few).
const ATTEMPTS: usize = 20;
/// Dead ends an attempt backs out of before it is given up.
const DEAD_ENDS: usize = 200;
/// Places weighed for each group put back.
const SAMPLE: usize = 64;
/// How much taller than its neighbour a column may stand while the board is built.
const STEP: usize = 3;

/// A board being built: columns bottom first, as many as are in use, and a block of
/// each group put back, in the order they went in.
struct Columns {
    columns: Vec<Vec<Colour>>,
    width: usize,
    height: usize,
    groups: Vec<(usize, usize)>,
}

/// Where a group goes back.
#[derive(Clone, Copy)]
enum Place {
    /// `length` blocks up column `x` from height `y`.
    Up { x: usize, y: usize, length: usize },
    /// One block in each of columns `x..x + length`, at height `y`.
    Across { x: usize, y: usize, length: usize },
    /// A new column at `x` of `length` blocks.
    NewColumn { x: usize, length: usize },
    /// Three blocks in an L: two up column `x` from height `y` and one beside the lower
    /// in column `beside` (the next column on one side).
    Corner { x: usize, beside: usize, y: usize },
}

impl Columns {
    fn at(&self, x: isize, y: isize) -> Option<Colour> {
        let column = self.columns.get(usize::try_from(x).ok()?)?;
        column.get(usize::try_from(y).ok()?).copied()
    }

    fn full(&self) -> bool {
        self.columns.len() == self.width && self.columns.iter().all(|c| c.len() == self.height)
    }

    /// Whether `place` fits (inside the board, on or below each column's top).
    fn fits(&self, place: Place) -> bool {
        match place {
            Place::Up { x, y, length } => self
                .columns
                .get(x)
                .is_some_and(|column| y <= column.len() && column.len() + length <= self.height),
            Place::Across { x, y, length } => {
                x + length <= self.columns.len()
                    && self.columns[x..x + length]
                        .iter()
                        .all(|column| y <= column.len() && column.len() < self.height)
            }
            Place::NewColumn { x, length } => {
                self.columns.len() < self.width && x <= self.columns.len() && length <= self.height
            }
            Place::Corner { x, beside, y } => {
                let reaches = |column: usize, room: usize| {
                    self.columns
                        .get(column)
                        .is_some_and(|c| y <= c.len() && c.len() + room <= self.height)
                };
                reaches(x, 2) && reaches(beside, 1)
            }
        }
    }

    /// The board with `place` put back in `colour`, if no block of that colour ends up
    /// beside the group.
    fn put_back(&self, place: Place, colour: Colour) -> Option<Columns> {
        let mut next = Columns {
            columns: self.columns.clone(),
            width: self.width,
            height: self.height,
            groups: self.groups.clone(),
        };
        let mut cells = Vec::new();
        match place {
            Place::Up { x, y, length } => {
                for offset in 0..length {
                    next.columns[x].insert(y, colour);
                    cells.push((x, y + offset));
                }
            }
            Place::Across { x, y, length } => {
                for column in x..x + length {
                    next.columns[column].insert(y, colour);
                    cells.push((column, y));
                }
            }
            Place::NewColumn { x, length } => {
                next.columns.insert(x, vec![colour; length]);
                cells.extend((0..length).map(|y| (x, y)));
            }
            Place::Corner { x, beside, y } => {
                next.columns[x].insert(y, colour);
                next.columns[x].insert(y, colour);
                next.columns[beside].insert(y, colour);
                cells.extend([(x, y), (x, y + 1), (beside, y)]);
            }
        }
        let alone = cells.iter().all(|&(x, y)| {
            let (x, y) = (x as isize, y as isize);
            [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                .into_iter()
                .filter(|&(nx, ny)| {
                    nx < 0 || ny < 0 || !cells.contains(&(nx as usize, ny as usize))
                })
                .all(|(nx, ny)| next.at(nx, ny) != Some(colour))
        });
        next.groups.push(cells[0]);
        alone.then_some(next)
    }

    /// Blocks column `x` still lacks.
    fn room(&self, x: usize) -> usize {
        self.height - self.columns[x].len()
    }

    /// Whether the board can still be finished as far as its shape tells: once every
    /// column is in use, a column one block short needs a neighbour that is short too
    /// (one block short takes only a run across).
    fn can_finish(&self) -> bool {
        let count = self.columns.len();
        let lone_gap = |x: usize| {
            self.room(x) == 1
                && (x == 0 || self.room(x - 1) == 0)
                && (x + 1 >= count || self.room(x + 1) == 0)
        };
        // No wells: a column far below its neighbours takes only runs whose colour
        // differs from every block of the walls beside them.
        let steep = |x: usize| self.columns[x].len().abs_diff(self.columns[x + 1].len()) > STEP;
        (count < self.width || !(0..count).any(lone_gap)) && !(1..count).any(|x| steep(x - 1))
    }

    /// Every place a group of two or three blocks fits, in a random order, new columns
    /// first.
    fn places(&self, rng: &mut GameRng) -> Vec<Place> {
        let mut places = Vec::new();
        for length in 2..=3 {
            if self.columns.len() < self.width && length <= self.height {
                places.extend((0..=self.columns.len()).map(|x| Place::NewColumn { x, length }));
            }
            for x in 0..self.columns.len() {
                for y in 0..=self.columns[x].len() {
                    places.push(Place::Up { x, y, length });
                    places.push(Place::Across { x, y, length });
                    if length == 3 {
                        places.push(Place::Corner {
                            x,
                            beside: x + 1,
                            y,
                        });
                        if x > 0 {
                            places.push(Place::Corner {
                                x,
                                beside: x - 1,
                                y,
                            });
                        }
                    }
                }
            }
        }
        places.retain(|&place| self.fits(place));
        rng.shuffle(&mut places);
        // New columns first, while the board is not as wide as it will be: a column
        // begun late stands between tall ones, a well only a run up it can fill.
        places.sort_by_key(|place| !matches!(place, Place::NewColumn { .. }));
        places
    }
}

/// One attempt: groups put back, each at the first place and colour (in a random order)
/// where it stands alone and the board can still be finished, until the board is full.
/// Where no group fits, the last few groups are taken out again (more at each dead end
/// in a row) and the build goes on from there with new draws; the attempt is given up
/// after [`DEAD_ENDS`] of them.
fn attempt(shape: &DealShape, rng: &mut GameRng) -> Option<Columns> {
    let empty = Columns {
        columns: Vec::new(),
        width: shape.width,
        height: shape.height,
        groups: Vec::new(),
    };
    let colours = shape.colours;
    let mut built = vec![empty];
    let mut dead_ends = 0;
    let mut in_a_row: u32 = 0;
    loop {
        let board = built.last().expect("the empty board stays");
        if board.full() {
            return built.pop();
        }
        // Of a sample of the places, one where the fewest colours may go (the place
        // most likely to be lost if left for later), in the first colour that may.
        let first = rng.index(colours.len());
        // Colours are what runs out with three of them; with more, the first place
        // that takes one does best.
        let weigh = colours.len() <= 3;
        let mut places = board.places(rng);
        if weigh {
            places.truncate(SAMPLE);
        }
        let mut found: Option<(usize, Columns)> = None;
        for place in places {
            let mut fits = (0..colours.len()).filter_map(|turn| {
                let colour = colours[(first + turn) % colours.len()];
                board.put_back(place, colour).filter(Columns::can_finish)
            });
            let Some(board) = fits.next() else { continue };
            let allowed = 1 + fits.count();
            if found.as_ref().is_none_or(|(fewest, _)| allowed < *fewest) {
                found = Some((allowed, board));
            }
            if allowed == 1 || !weigh {
                break;
            }
        }
        let found = found.map(|(_, board)| board);
        match found {
            Some(next) => {
                built.push(next);
                in_a_row = in_a_row.saturating_sub(1);
            }
            None => {
                dead_ends += 1;
                if dead_ends > DEAD_ENDS {
                    return None;
                }
                in_a_row += 1;
                let back = (1usize << in_a_row.min(10)).min(built.len() - 1);
                built.truncate(built.len() - back);
            }
        }
    }
}

/// A full board of `shape`'s size and colours that some order of clicks clears, and
/// those clicks; `None` if every attempt was given up.
pub fn build_clearable(
    shape: &DealShape,
    rng: &mut GameRng,
) -> Option<(Grid<Option<Colour>>, Vec<Pos>)> {
    let height = shape.height;
    let board = (0..ATTEMPTS).find_map(|_| attempt(shape, rng))?;
    let grid = Grid::from_fn(shape.width, height, |pos: Pos| {
        Some(board.columns[pos.x][height - 1 - pos.y])
    });
    // The last group put back is the first clicked; the board is bottom-left aligned,
    // so a block's place while building is its place on the board then.
    let clicks = board
        .groups
        .iter()
        .rev()
        .map(|&(x, y)| Pos::new(x, height - 1 - y))
        .collect();
    Some((grid, clicks))
}

/// [`build_clearable`]'s board, or random blocks should every attempt be given up.
pub fn clearable_board(shape: &DealShape, rng: &mut GameRng) -> Grid<Option<Colour>> {
    match build_clearable(shape, rng) {
        Some((grid, _)) => grid,
        None => Grid::from_fn(shape.width, shape.height, |_| {
            Some(shape.colours[rng.index(shape.colours.len())])
        }),
    }
}
