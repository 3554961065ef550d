//! A compact Color Lines board for the engine: cells as bytes, every legal travel at
//! once from the regions of empty cells, and lines removed in place.

use super::params::MIN_LINE;
use crate::board_text::Colour;
use crate::grid::{Grid, Pos};

/// Cell value of an empty cell; a ball is its colour's place in [`Colour::ALL`] plus one.
pub(super) const EMPTY: u8 = 0;
/// The four line directions as (dx, dy): horizontal, vertical and both diagonals.
const DIRECTIONS: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// The most cells a board has (20 x 15).
pub(super) const MAX_CELLS: usize = 300;

/// The regions of orthogonally connected empty cells: each empty cell's region number
/// (from 1, in row order of first cells; 0 on balls) and each region's size.
pub(super) struct Regions {
    pub(super) label: [u16; MAX_CELLS],
    pub(super) sizes: [u16; MAX_CELLS + 1],
    pub(super) count: usize,
}

/// A board, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Balls {
    width: usize,
    height: usize,
    cells: Vec<u8>,
}

/// The colour's cell value.
pub(super) fn colour_code(colour: Colour) -> u8 {
    let place = Colour::ALL.iter().position(|&c| c == colour);
    place.expect("every colour is in the palette") as u8 + 1
}

impl Balls {
    pub(super) fn from_grid(grid: &Grid<Option<Colour>>) -> Self {
        Self {
            width: grid.width(),
            height: grid.height(),
            cells: grid
                .iter()
                .map(|(_, c)| c.map_or(EMPTY, colour_code))
                .collect(),
        }
    }

    pub(super) fn width(&self) -> usize {
        self.width
    }

    pub(super) fn height(&self) -> usize {
        self.height
    }

    /// Whether (x, y) is on the board.
    fn inside(&self, x: isize, y: isize) -> bool {
        (0..self.width as isize).contains(&x) && (0..self.height as isize).contains(&y)
    }

    pub(super) fn cells(&self) -> &[u8] {
        &self.cells
    }

    pub(super) fn pos(&self, index: usize) -> Pos {
        Pos::new(index % self.width, index / self.width)
    }

    pub(super) fn empties(&self) -> usize {
        self.cells.iter().filter(|&&c| c == EMPTY).count()
    }

    /// The up to four orthogonal neighbours of a cell.
    pub(super) fn neighbours(&self, index: usize) -> impl Iterator<Item = usize> + use<> {
        let (width, height) = (self.width, self.height);
        let (x, y) = (index % width, index / width);
        [
            (x > 0).then(|| index - 1),
            (x + 1 < width).then(|| index + 1),
            (y > 0).then(|| index - width),
            (y + 1 < height).then(|| index + width),
        ]
        .into_iter()
        .flatten()
    }

    /// Labels the regions of orthogonally connected empty cells.
    pub(super) fn regions(&self) -> Regions {
        let mut regions = Regions {
            label: [0; MAX_CELLS],
            sizes: [0; MAX_CELLS + 1],
            count: 0,
        };
        let mut stack = [0u16; MAX_CELLS];
        for start in 0..self.cells.len() {
            if self.cells[start] != EMPTY || regions.label[start] != 0 {
                continue;
            }
            regions.count += 1;
            let region = regions.count as u16;
            regions.label[start] = region;
            stack[0] = start as u16;
            let mut depth = 1;
            while depth > 0 {
                depth -= 1;
                let here = usize::from(stack[depth]);
                regions.sizes[usize::from(region)] += 1;
                for next in self.neighbours(here) {
                    if self.cells[next] == EMPTY && regions.label[next] == 0 {
                        regions.label[next] = region;
                        stack[depth] = next as u16;
                        depth += 1;
                    }
                }
            }
        }
        regions
    }

    /// Every legal travel as (from, to), ordered by `from` then `to` in row order: a
    /// ball reaches exactly the empty cells of the regions it touches.
    pub(super) fn moves(&self) -> Vec<(usize, usize)> {
        let label = self.regions().label;
        let mut moves = Vec::new();
        for from in 0..self.cells.len() {
            if self.cells[from] == EMPTY {
                continue;
            }
            let mut touched = [0u16; 4];
            for (slot, next) in self.neighbours(from).enumerate() {
                touched[slot] = label[next];
            }
            if touched.iter().all(|&region| region == 0) {
                continue;
            }
            moves.extend(
                (0..self.cells.len())
                    .filter(|&to| label[to] != 0 && touched.contains(&label[to]))
                    .map(|to| (from, to)),
            );
        }
        moves
    }

    /// How many balls of the colour on `at` lie on lines of five or more through it
    /// (`at` counted once), or 0 if there is no such line.
    pub(super) fn line_length(&self, at: usize) -> usize {
        let colour = self.cells[at];
        if colour == EMPTY {
            return 0;
        }
        let mut total = 0;
        for (dx, dy) in DIRECTIONS {
            let run = 1 + self.run(at, dx, dy, colour) + self.run(at, -dx, -dy, colour);
            if run >= MIN_LINE {
                total += run - 1;
            }
        }
        if total > 0 { total + 1 } else { 0 }
    }

    /// The colour of the ball next to `at` going (dx, dy) and how many of that colour
    /// follow in a row from there; `None` at the edge or an empty cell.
    pub(super) fn run_from(&self, at: usize, dx: isize, dy: isize) -> Option<(u8, usize)> {
        let width = self.width as isize;
        let (x, y) = (
            (at % self.width) as isize + dx,
            (at / self.width) as isize + dy,
        );
        if !self.inside(x, y) {
            return None;
        }
        let colour = self.cells[(y * width + x) as usize];
        (colour != EMPTY).then(|| (colour, self.run(at, dx, dy, colour)))
    }

    /// Balls of `colour` next to `at` going (dx, dy), not counting `at`.
    fn run(&self, at: usize, dx: isize, dy: isize, colour: u8) -> usize {
        let width = self.width as isize;
        let (mut x, mut y) = ((at % self.width) as isize, (at / self.width) as isize);
        let mut count = 0;
        loop {
            x += dx;
            y += dy;
            if !self.inside(x, y) {
                return count;
            }
            if self.cells[(y * width + x) as usize] != colour {
                return count;
            }
            count += 1;
        }
    }

    /// Empties the lines of five or more through `at`; returns how many balls went.
    pub(super) fn remove_lines(&mut self, at: usize) -> usize {
        let removed = self.line_length(at);
        if removed == 0 {
            return 0;
        }
        let colour = self.cells[at];
        for (dx, dy) in DIRECTIONS {
            let forward = self.run(at, dx, dy, colour);
            let backward = self.run(at, -dx, -dy, colour);
            if 1 + forward + backward < MIN_LINE {
                continue;
            }
            let width = self.width as isize;
            let (x, y) = ((at % self.width) as isize, (at / self.width) as isize);
            for step in -(backward as isize)..=forward as isize {
                if step != 0 {
                    self.cells[((y + step * dy) * width + x + step * dx) as usize] = EMPTY;
                }
            }
        }
        self.cells[at] = EMPTY;
        removed
    }

    /// Moves the ball on `from` to `to` (no path is checked) and removes the lines it
    /// makes; returns how many balls went.
    pub(super) fn travel(&mut self, from: usize, to: usize) -> usize {
        self.cells[to] = self.cells[from];
        self.cells[from] = EMPTY;
        self.remove_lines(to)
    }

    /// Sets a cell (a ball's code or [`EMPTY`]).
    pub(super) fn set(&mut self, index: usize, value: u8) {
        self.cells[index] = value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::color_lines::lines::lines_through;
    use crate::rng::GameRng;

    #[test]
    fn lines_agree_with_the_rules() {
        let mut rng = GameRng::from_seed(5);
        for _ in 0..300 {
            let (width, height) = (5 + rng.index(16), 5 + rng.index(11));
            let grid = Grid::from_fn(width, height, |_| {
                (rng.index(10) < 7).then(|| Colour::ALL[rng.index(2)])
            });
            let balls = Balls::from_grid(&grid);
            for index in 0..balls.cells().len() {
                let expected = lines_through(&grid, balls.pos(index));
                assert_eq!(balls.line_length(index), expected.len());
                let mut removed = balls.clone();
                assert_eq!(removed.remove_lines(index), expected.len());
                for gone in expected {
                    assert_eq!(removed.cells()[gone.y * width + gone.x], EMPTY);
                }
                let left = removed.cells().iter().filter(|&&c| c != EMPTY).count();
                let before = balls.cells().iter().filter(|&&c| c != EMPTY).count();
                assert_eq!(before - left, balls.line_length(index));
            }
        }
    }
}
