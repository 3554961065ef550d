//! Positions, rectangular grids, neighbours, flood fill and breadth-first search.

use std::collections::VecDeque;
use std::fmt;
use std::str::FromStr;

/// A cell position: `x` is the column from the left, `y` the row from the top, both 0-based.
/// A click just left of or above the board (Sixteen's arrows there) has a coordinate of
/// −1, held as [`Pos::BEFORE`] (what 0 − 1 wraps to) and printed and read as `-1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    pub x: usize,
    pub y: usize,
}

impl Pos {
    /// The coordinate −1: the column left of the board or the row above it.
    pub const BEFORE: usize = usize::MAX;

    /// A position from column and row.
    pub const fn new(x: usize, y: usize) -> Self {
        Self { x, y }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let coordinate = |value: usize| {
            if value == Self::BEFORE {
                "-1".to_string()
            } else {
                value.to_string()
            }
        };
        write!(f, "{},{}", coordinate(self.x), coordinate(self.y))
    }
}

impl FromStr for Pos {
    type Err = String;

    /// Parses `x,y` with two whole numbers from −1 up.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (x, y) = text
            .split_once(',')
            .ok_or_else(|| format!("expected x,y but found {text:?}"))?;
        let parse = |part: &str, name: &str| {
            let part = part.trim();
            if part == "-1" {
                return Ok(Pos::BEFORE);
            }
            part.parse::<usize>()
                .ok()
                .filter(|&value| value != Pos::BEFORE)
                .ok_or_else(|| format!("{name} in {text:?} is not a whole number from -1 up"))
        };
        Ok(Pos::new(parse(x, "x")?, parse(y, "y")?))
    }
}

/// A rectangular grid of cells stored row by row.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid<T> {
    width: usize,
    height: usize,
    cells: Vec<T>,
}

impl<T: Clone> Grid<T> {
    /// A grid with every cell set to `value`.
    pub fn filled(width: usize, height: usize, value: T) -> Self {
        Self {
            width,
            height,
            cells: vec![value; width * height],
        }
    }
}

impl<T> Grid<T> {
    /// A grid whose cells are made by `make(pos)`, row by row from the top.
    pub fn from_fn(width: usize, height: usize, mut make: impl FnMut(Pos) -> T) -> Self {
        let mut cells = Vec::with_capacity(width * height);
        for y in 0..height {
            for x in 0..width {
                cells.push(make(Pos::new(x, y)));
            }
        }
        Self {
            width,
            height,
            cells,
        }
    }

    /// A grid from rows of equal length; `None` if the rows are ragged or empty.
    pub fn from_rows(rows: Vec<Vec<T>>) -> Option<Self> {
        let height = rows.len();
        let width = rows.first()?.len();
        if width == 0 || rows.iter().any(|row| row.len() != width) {
            return None;
        }
        Some(Self {
            width,
            height,
            cells: rows.into_iter().flatten().collect(),
        })
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    /// Whether `pos` lies on the grid.
    pub fn contains(&self, pos: Pos) -> bool {
        pos.x < self.width && pos.y < self.height
    }

    /// The cell at `pos`, or `None` off the grid.
    pub fn get(&self, pos: Pos) -> Option<&T> {
        self.contains(pos)
            .then(|| &self.cells[pos.y * self.width + pos.x])
    }

    /// Every position, row by row from the top-left.
    pub fn positions(&self) -> impl Iterator<Item = Pos> + use<T> {
        let (width, height) = (self.width, self.height);
        (0..height).flat_map(move |y| (0..width).map(move |x| Pos::new(x, y)))
    }

    /// Whether `pos` is on the ring of places just outside the grid, its corners
    /// excepted: a coordinate of −1 ([`Pos::BEFORE`]) or the width (height) beside a
    /// row (column) of the grid. Sixteen's arrows stand there.
    pub fn on_ring(&self, pos: Pos) -> bool {
        let beside = |value: usize, length: usize| value == Pos::BEFORE || value == length;
        (pos.x < self.width && beside(pos.y, self.height))
            || (pos.y < self.height && beside(pos.x, self.width))
    }

    /// Every position with its cell, row by row from the top-left.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, &T)> {
        self.positions().zip(self.cells.iter())
    }

    /// The up to four orthogonal neighbours of `pos` that lie on the grid.
    pub fn neighbours(&self, pos: Pos) -> impl Iterator<Item = Pos> + use<T> {
        let (width, height) = (self.width, self.height);
        let candidates = [
            (pos.x > 0).then(|| Pos::new(pos.x.wrapping_sub(1), pos.y)),
            (pos.x + 1 < width).then(|| Pos::new(pos.x + 1, pos.y)),
            (pos.y > 0).then(|| Pos::new(pos.x, pos.y.wrapping_sub(1))),
            (pos.y + 1 < height).then(|| Pos::new(pos.x, pos.y + 1)),
        ];
        candidates.into_iter().flatten()
    }

    /// Cells row by row, for printing.
    pub fn rows(&self) -> impl Iterator<Item = &[T]> {
        self.cells.chunks(self.width)
    }

    /// Swaps the cells at two positions.
    pub fn swap(&mut self, a: Pos, b: Pos) {
        let (ia, ib) = (self.index(a), self.index(b));
        self.cells.swap(ia, ib);
    }

    fn index(&self, pos: Pos) -> usize {
        assert!(
            self.contains(pos),
            "{pos} is off a {}x{} grid",
            self.width,
            self.height
        );
        pos.y * self.width + pos.x
    }

    /// The 4-connected region of cells around `start` for which `same(start_cell, cell)`
    /// holds, sorted by row then column. Empty if `start` is off the grid.
    pub fn flood_fill(&self, start: Pos, same: impl Fn(&T, &T) -> bool) -> Vec<Pos> {
        let Some(first) = self.get(start) else {
            return Vec::new();
        };
        let mut seen = vec![false; self.cells.len()];
        let mut region = vec![start];
        seen[self.index(start)] = true;
        let mut next = 0;
        while next < region.len() {
            let here = region[next];
            next += 1;
            for neighbour in self.neighbours(here) {
                let index = self.index(neighbour);
                if !seen[index] && same(first, &self.cells[index]) {
                    seen[index] = true;
                    region.push(neighbour);
                }
            }
        }
        region.sort_by_key(|pos| (pos.y, pos.x));
        region
    }

    /// A shortest orthogonal path from `from` to `to` (both included) whose every cell
    /// after `from` satisfies `passable`. Neighbours are tried left, right, up, down, so
    /// the path is the same on every platform. `None` if there is no such path.
    pub fn shortest_path(
        &self,
        from: Pos,
        to: Pos,
        passable: impl Fn(Pos, &T) -> bool,
    ) -> Option<Vec<Pos>> {
        if !self.contains(from) || !self.contains(to) {
            return None;
        }
        if from == to {
            return Some(vec![from]);
        }
        let mut came_from: Vec<Option<Pos>> = vec![None; self.cells.len()];
        let mut queue = VecDeque::from([from]);
        came_from[self.index(from)] = Some(from);
        while let Some(here) = queue.pop_front() {
            for neighbour in self.neighbours(here) {
                let index = self.index(neighbour);
                if came_from[index].is_some() || !passable(neighbour, &self.cells[index]) {
                    continue;
                }
                came_from[index] = Some(here);
                if neighbour == to {
                    let mut path = vec![to];
                    let mut step = here;
                    while step != from {
                        path.push(step);
                        step = came_from[self.index(step)].expect("visited cells have a parent");
                    }
                    path.push(from);
                    path.reverse();
                    return Some(path);
                }
                queue.push_back(neighbour);
            }
        }
        None
    }
}

impl<T> std::ops::Index<Pos> for Grid<T> {
    type Output = T;

    fn index(&self, pos: Pos) -> &T {
        &self.cells[Grid::index(self, pos)]
    }
}

impl<T> std::ops::IndexMut<Pos> for Grid<T> {
    fn index_mut(&mut self, pos: Pos) -> &mut T {
        let index = Grid::index(self, pos);
        &mut self.cells[index]
    }
}

/// A side of a cell, for drawing outlines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    Left,
    Right,
    Top,
    Bottom,
}

/// The outer boundary of a region: every (cell, side) whose neighbour on that side is
/// not in the region, in the region's order then Left, Right, Top, Bottom.
pub fn region_outline(region: &[Pos]) -> Vec<(Pos, Side)> {
    let members: std::collections::HashSet<Pos> = region.iter().copied().collect();
    let inside = |x: Option<usize>, y: Option<usize>| match (x, y) {
        (Some(x), Some(y)) => members.contains(&Pos::new(x, y)),
        _ => false,
    };
    let mut edges = Vec::new();
    for &pos in region {
        let sides = [
            // Wrapping: a place on the ring has a coordinate of −1 (`Pos::BEFORE`).
            (Side::Left, inside(Some(pos.x.wrapping_sub(1)), Some(pos.y))),
            (
                Side::Right,
                inside(Some(pos.x.wrapping_add(1)), Some(pos.y)),
            ),
            (Side::Top, inside(Some(pos.x), Some(pos.y.wrapping_sub(1)))),
            (
                Side::Bottom,
                inside(Some(pos.x), Some(pos.y.wrapping_add(1))),
            ),
        ];
        edges.extend(
            sides
                .into_iter()
                .filter(|(_, shared)| !shared)
                .map(|(side, _)| (pos, side)),
        );
    }
    edges
}

#[cfg(test)]
mod outline_tests {
    use super::*;

    #[test]
    fn outline_of_an_l_shape_has_eight_edges() {
        let region = [Pos::new(0, 0), Pos::new(0, 1), Pos::new(1, 1)];
        let edges = region_outline(&region);
        assert_eq!(edges.len(), 8);
        assert!(!edges.contains(&(Pos::new(0, 0), Side::Bottom)));
        assert!(edges.contains(&(Pos::new(1, 1), Side::Top)));
        assert_eq!(region_outline(&[Pos::new(3, 3)]).len(), 4);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(rows: &[&str]) -> Grid<char> {
        Grid::from_rows(rows.iter().map(|row| row.chars().collect()).collect()).unwrap()
    }

    #[test]
    fn minus_one_is_the_only_negative_coordinate() {
        let outside: Pos = "-1,2".parse().unwrap();
        assert_eq!(outside, Pos::new(Pos::BEFORE, 2));
        assert_eq!(outside.to_string(), "-1,2");
        assert_eq!("3,-1".parse::<Pos>().unwrap().to_string(), "3,-1");
        assert!("-2,0".parse::<Pos>().is_err());
        assert!(format!("{},0", usize::MAX).parse::<Pos>().is_err());
        assert!(!letters(&["ab"]).contains(outside));
        // The ring: beside each row and column, not the corners, not farther out.
        let grid = letters(&["ab", "cd", "ef"]);
        assert!(grid.on_ring(Pos::new(Pos::BEFORE, 2)) && grid.on_ring(Pos::new(2, 0)));
        assert!(grid.on_ring(Pos::new(1, Pos::BEFORE)) && grid.on_ring(Pos::new(0, 3)));
        assert!(!grid.on_ring(Pos::new(2, 3)) && !grid.on_ring(Pos::new(Pos::BEFORE, Pos::BEFORE)));
        assert!(!grid.on_ring(Pos::new(3, 0)) && !grid.on_ring(Pos::new(1, 1)));
    }

    #[test]
    fn flood_fill_is_four_connected_and_sorted() {
        let grid = letters(&["aab", "bab", "aba"]);
        assert_eq!(
            grid.flood_fill(Pos::new(0, 0), |a, b| a == b),
            vec![Pos::new(0, 0), Pos::new(1, 0), Pos::new(1, 1)]
        );
        assert_eq!(
            grid.flood_fill(Pos::new(2, 2), |a, b| a == b),
            vec![Pos::new(2, 2)]
        );
        assert!(grid.flood_fill(Pos::new(3, 0), |a, b| a == b).is_empty());
    }

    #[test]
    fn shortest_path_goes_around_walls() {
        let grid = letters(&["...", "##.", "..."]);
        let path = grid
            .shortest_path(Pos::new(0, 0), Pos::new(0, 2), |_, c| *c == '.')
            .unwrap();
        assert_eq!(path.len(), 7);
        assert!(
            path.windows(2)
                .all(|w| w[0].x.abs_diff(w[1].x) + w[0].y.abs_diff(w[1].y) == 1)
        );
        let walled = letters(&[".#.", "##.", "..."]);
        assert_eq!(
            walled.shortest_path(Pos::new(0, 0), Pos::new(2, 2), |_, c| *c == '.'),
            None
        );
    }

    #[test]
    fn pos_parses_and_prints() {
        assert_eq!("3,4".parse::<Pos>(), Ok(Pos::new(3, 4)));
        assert_eq!(Pos::new(3, 4).to_string(), "3,4");
        assert!("3".parse::<Pos>().is_err());
        assert!("-3,2".parse::<Pos>().is_err());
        assert!("a,2".parse::<Pos>().is_err());
    }
}
