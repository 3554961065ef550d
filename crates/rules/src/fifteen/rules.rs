//! Fifteen's rules as a [`Puzzle`]: dealing, loading a board, sliding, clicks and the
//! engine.

use super::deal::{is_solvable, shuffle};
use super::params::Params;
use super::pdb::installed_tables;
use super::planner::FifteenPlanner;
use super::state::{Arrow, Fifteen, Slide};
use super::text::{cell_places, parse_tile_cell};
use crate::board_text::{BoardError, check_extras, parse_board, print_board};
use crate::collapse::Motion;
use crate::grid::{Grid, Pos};
use crate::plan::{PlanOptions, Planner};
use crate::puzzle::{Change, MoveError, Puzzle, yes_no};
use crate::review::Measure;

impl Puzzle for Fifteen {
    const ID: &'static str = "fifteen";
    const TITLE: &'static str = "Fifteen";
    type Params = Params;
    type Piece = u16;
    type Move = Slide;
    type Ui = ();
    const LOWER_IS_BETTER: bool = true;
    const REVIEW: Measure = Measure::Distance;

    fn new_game(params: &Params, seed: u64) -> Self {
        let dealt = shuffle(params.clamped().size, seed);
        Self {
            board: dealt.board,
            blank: dealt.blank,
            moves: 0,
        }
    }

    /// The board's size is the file's (`params` is not used), square with a side in
    /// [`Params::SIZE`]. Every tile must appear once with one blank, and the position must
    /// be solvable ([`is_solvable`]), since the game promises that. A solved board is
    /// accepted and is over at once. Nothing is random after the deal, so `seed` is unused.
    fn from_board_text(_params: &Params, text: &str, _seed: u64) -> Result<Self, BoardError> {
        let parsed = parse_board(text, parse_tile_cell)?;
        check_extras(&parsed, Self::ID, &[])?;
        let places = cell_places(text);
        let first_line = places[0][0].0;
        let board = parsed.grid;
        let (width, height) = (board.width(), board.height());
        if width != height || !Params::SIZE.range.contains(&width) {
            return Err(BoardError::new(
                first_line,
                0,
                format!(
                    "fifteen boards are NxN with N from {} to {}, this one is {width}x{height}",
                    Params::SIZE.range.start(),
                    Params::SIZE.range.end()
                ),
            ));
        }
        let size = width;
        let last = size * size - 1;
        let Some((blank, _)) = board.iter().find(|(_, cell)| cell.is_none()) else {
            return Err(BoardError::new(
                first_line,
                0,
                format!(
                    "the board has no blank (.); a {size}x{size} board has tiles 1 to {last} and one blank"
                ),
            ));
        };
        // Index 0 is the blank, 1..=last the tiles.
        let mut seen: Vec<Option<(usize, usize)>> = vec![None; last + 1];
        for (pos, cell) in board.iter() {
            let (line, column) = places[pos.y][pos.x];
            let (slot, name) = match *cell {
                None => (0, "the blank (.)".to_string()),
                Some(number) => {
                    let number = usize::from(number);
                    if !(1..=last).contains(&number) {
                        return Err(BoardError::new(
                            line,
                            column,
                            format!(
                                "tile {number} is out of range: a {size}x{size} board has tiles 1 to {last}"
                            ),
                        ));
                    }
                    (number, format!("tile {number}"))
                }
            };
            if let Some((first_line, first_column)) = seen[slot] {
                return Err(BoardError::new(
                    line,
                    column,
                    format!(
                        "{name} appears twice (first at line {first_line}, column {first_column})"
                    ),
                ));
            }
            seen[slot] = Some((line, column));
        }
        if !is_solvable(&board) {
            return Err(BoardError::new(
                first_line,
                0,
                "this board cannot be solved: swapping any two tiles would make it solvable \
                 (the tile order has the wrong parity for where the blank is)",
            ));
        }
        Ok(Self {
            board,
            blank,
            moves: 0,
        })
    }

    fn board_text(&self) -> String {
        print_board(&self.board, |cell| {
            cell.map_or_else(|| ".".to_string(), |number| number.to_string())
        })
    }

    fn status_lines(&self) -> Vec<(&'static str, String)> {
        vec![
            ("score", self.score().to_string()),
            ("over", yes_no(self.is_over())),
            ("solved", yes_no(self.is_solved())),
            ("moves", self.moves.to_string()),
        ]
    }

    fn cells(&self) -> &Grid<Option<u16>> {
        &self.board
    }

    /// For Fifteen the score is the move count ([`Fifteen::moves`]): lower is better.
    fn score(&self) -> u64 {
        self.moves
    }

    fn is_over(&self) -> bool {
        self.is_solved()
    }

    fn apply(&self, mv: &Slide) -> Result<(Self, Vec<Change<u16>>), MoveError> {
        let Slide(pos) = *mv;
        if !self.board.contains(pos) {
            return Err(MoveError::OffBoard(pos));
        }
        if self.is_solved() {
            return Err(MoveError::GameOver);
        }
        if pos == self.blank {
            return Err(MoveError::Illegal(format!("{pos} is the blank")));
        }
        let tiles = self.tiles_to_slide(pos).ok_or_else(|| {
            MoveError::Illegal(format!(
                "{pos} is not in the blank's row or column (the blank is at {})",
                self.blank
            ))
        })?;
        let mut next = self.clone();
        let mut hole = self.blank;
        let mut motions = Vec::with_capacity(tiles.len());
        for from in tiles {
            next.board.swap(from, hole);
            motions.push(Motion { from, to: hole });
            hole = from;
        }
        next.blank = hole;
        next.moves += motions.len() as u64;
        Ok((next, vec![Change::Slid(motions)]))
    }

    fn click(&self, _ui: &mut (), pos: Pos) -> Option<Slide> {
        if self.is_solved() {
            return None;
        }
        self.tiles_to_slide(pos).map(|_| Slide(pos))
    }

    fn clicks(&self, mv: &Slide) -> Vec<Pos> {
        vec![mv.0]
    }

    fn hint(&self) -> Option<Vec<Pos>> {
        let slide = Arrow::ALL
            .into_iter()
            .find_map(|arrow| self.arrow_move(arrow))?;
        Some(vec![slide.0])
    }

    /// Boards from 4x4 up end in an optimal 4x4 search, which wants the tables.
    fn planner_ready(&self) -> bool {
        self.size() < 4 || installed_tables().is_some()
    }

    /// [`FifteenPlanner`] with the installed tables ([`install_tables`](super::pdb::install_tables)).
    fn planner(&self, _options: &PlanOptions) -> Box<dyn Planner<Self>> {
        Box::new(FifteenPlanner::new(self, installed_tables()))
    }
}
