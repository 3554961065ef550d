//! The SameGame and Bubble Breaker engine: an iterated beam search over bit-plane
//! boards, ordered by the score plus a colour-aware estimate of what is still to come.
//!
//! [`Engine`] searches any board of the two games; [`planner`] wraps it as the games'
//! [`Planner`](crate::plan::Planner).
//!
//! How it works: a board is one bit plane per colour, each an array of columns (`u16`
//! columns up to 16x16, `u32` up to 32x32), so finding groups, letting blocks fall and
//! the evaluation's counts are a few bit operations per column. Each beam plays whole
//! games: a layer keeps its best `width` distinct positions (transpositions merged by a
//! 64-bit digest, the higher score kept), layers holding positions about as far on in
//! blocks removed. Beams run 1, 2, 4, … wide until the budget ends, each width once per
//! target colour (the two colours with the most blocks in turn: the colour kept to be
//! removed in one huge group at the end), the best finished game so far being the
//! answer; a beam that never had to drop a position proves it. The evaluation is the
//! score plus, per colour, its value if joined times the chance that two of its blocks
//! are already in one group, weighted by rank (the target first, then by blocks left),
//! plus a share of what the other colours' groups would score now, less lone blocks as
//! the board empties.
//!
//! Everything is counted in nodes (one position made and evaluated): the same position,
//! rules, seed and node total give the same line however the work was sliced, on every
//! platform (the evaluation uses only exactly rounded arithmetic). Seeds add a small
//! evaluation noise so planners on several threads search differently.

mod beam;
mod board;
pub mod clearing;
mod eval;
mod lane;
pub mod planner;

pub use beam::{BeamConfig, Layering};
pub use board::Collapse;
pub use eval::{Closeness, Rules, Weights};

use crate::board_text::Colour;
use crate::grid::{Grid, Pos};
use board::{Board, Cell, MAX_COLOURS, Shape};
use lane::Lane;

/// A line the engine found: clicks in the game's coordinates, and its score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineLine {
    pub clicks: Vec<Pos>,
    pub score: i64,
}

enum Search {
    Small(Box<beam::BeamSearch<u16, 16>>),
    Large(Box<beam::BeamSearch<u32, 32>>),
}

/// The engine over one position: call [`Engine::step`] for slices of work and read
/// [`Engine::best`] at any time.
pub struct Engine {
    search: Search,
    height: usize,
}

fn board_from<L: Lane, const N: usize>(
    cells: &Grid<Option<Colour>>,
    palette: &[Colour],
) -> Board<L, N> {
    let mut board = Board::empty();
    for (pos, cell) in cells.iter() {
        if let Some(colour) = cell {
            let index = palette
                .iter()
                .position(|c| c == colour)
                .expect("palette holds every colour");
            board.set(pos.x, (cells.height() - 1 - pos.y) as u32, index);
        }
    }
    board
}

impl Engine {
    /// An engine for `cells` under `rules`, with the default configuration.
    pub fn new(cells: &Grid<Option<Colour>>, rules: Rules, seed: u64) -> Self {
        Self::with_config(cells, rules, seed, BeamConfig::default())
    }

    /// An engine with its beam and evaluation set by `config`. Boards up to 30x30.
    pub fn with_config(
        cells: &Grid<Option<Colour>>,
        rules: Rules,
        seed: u64,
        config: BeamConfig,
    ) -> Self {
        let mut palette: Vec<Colour> = cells.iter().filter_map(|(_, cell)| *cell).collect();
        palette.sort();
        palette.dedup();
        assert!(palette.len() <= MAX_COLOURS);
        assert!(
            cells.width() <= 32 && cells.height() <= 32,
            "boards up to 32x32"
        );
        let shape = Shape {
            width: cells.width(),
            height: cells.height(),
            colours: palette.len(),
            collapse: rules.collapse(),
        };
        let search = if cells.width() <= 16 && cells.height() <= 16 {
            Search::Small(Box::new(beam::BeamSearch::new(
                board_from(cells, &palette),
                shape,
                rules,
                config,
                seed,
            )))
        } else {
            Search::Large(Box::new(beam::BeamSearch::new(
                board_from(cells, &palette),
                shape,
                rules,
                config,
                seed,
            )))
        };
        Self {
            search,
            height: cells.height(),
        }
    }

    /// Works until the nodes given to all calls so far are used up (a node is one
    /// position made and evaluated); true once the search is exhaustive.
    pub fn step(&mut self, nodes: u64) -> bool {
        match &mut self.search {
            Search::Small(search) => search.step(nodes),
            Search::Large(search) => search.step(nodes),
        }
    }

    /// Positions looked at so far.
    pub fn nodes(&self) -> u64 {
        match &self.search {
            Search::Small(search) => search.nodes(),
            Search::Large(search) => search.nodes(),
        }
    }

    /// Whether the search is exhaustive: no line scores more than the best.
    pub fn exhausted(&self) -> bool {
        match &self.search {
            Search::Small(search) => search.exhausted(),
            Search::Large(search) => search.exhausted(),
        }
    }

    /// Width of the beam being searched now.
    pub fn width(&self) -> usize {
        match &self.search {
            Search::Small(search) => search.width(),
            Search::Large(search) => search.width(),
        }
    }

    /// The best line so far, `None` while no move was found (none left, or no work done).
    pub fn best(&self) -> Option<EngineLine> {
        let found = match &self.search {
            Search::Small(search) => search.best(),
            Search::Large(search) => search.best(),
        }?;
        let height = self.height;
        let click = |cell: &Cell| Pos::new(usize::from(cell.x), height - 1 - usize::from(cell.bit));
        Some(EngineLine {
            clicks: found.cells.iter().map(click).collect(),
            score: found.score,
        })
    }

    /// The score of the best line so far (cheaper than [`Engine::best`]).
    pub fn best_score(&self) -> Option<i64> {
        match &self.search {
            Search::Small(search) => search.best(),
            Search::Large(search) => search.best(),
        }
        .map(|found| found.score)
    }
}
