//! Fifteen's rules as a [`Puzzle`]: dealing, loading a board, sliding (Sixteen: rotating),
//! clicks and the engine.

use super::deal::{is_solvable, rotation_motions, shuffle};
use super::params::{Kind, Params};
use super::pdb::installed_tables;
use super::planner::{FifteenPlanner, wants_square_tables};
use super::sixteen::{SixteenPlanner, solve_sixteen};
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
        let dealt = shuffle(params, seed);
        Self {
            board: dealt.board,
            blank: dealt.blank,
            moves: 0,
            kind: params.kind,
        }
    }

    /// The board's shape is the file's, each side in [`Params::WIDTH`] and
    /// [`Params::HEIGHT`]; `params` says which puzzle (`kind`). Fifteen: every tile
    /// `1..w·h−1` once and one blank; Sixteen: every tile `1..w·h` once and no blank. The
    /// position must be solvable ([`is_solvable`]), since the game promises that. A solved
    /// board is accepted and is over at once. Nothing is random after the deal, so
    /// `seed` is unused.
    fn from_board_text(params: &Params, text: &str, _seed: u64) -> Result<Self, BoardError> {
        let parsed = parse_board(text, parse_tile_cell)?;
        check_extras(&parsed, Self::ID, &[])?;
        let places = cell_places(text);
        let first_line = places[0][0].0;
        let board = parsed.grid;
        let (width, height) = (board.width(), board.height());
        let (widths, heights) = (&Params::WIDTH.range, &Params::HEIGHT.range);
        if !widths.contains(&width) || !heights.contains(&height) {
            return Err(BoardError::new(
                first_line,
                0,
                format!(
                    "fifteen boards are {} to {} tiles wide and {} to {} high, this one is {width}x{height}",
                    widths.start(),
                    widths.end(),
                    heights.start(),
                    heights.end()
                ),
            ));
        }
        let sixteen = params.kind == Kind::Sixteen;
        let cells = width * height;
        let last = if sixteen { cells } else { cells - 1 };
        let blank = board
            .iter()
            .find(|(_, cell)| cell.is_none())
            .map(|(pos, _)| pos);
        let blank = match (blank, sixteen) {
            (None, false) => {
                return Err(BoardError::new(
                    first_line,
                    0,
                    format!(
                        "the board has no blank (.); a {width}x{height} board has tiles 1 to {last} and one blank \
                         (Sixteen's boards, with --set kind=sixteen, have none)"
                    ),
                ));
            }
            (Some(pos), true) => {
                let (line, column) = places[pos.y][pos.x];
                return Err(BoardError::new(
                    line,
                    column,
                    format!(
                        "Sixteen has no blank (.): a {width}x{height} board holds the tiles 1 to {last}"
                    ),
                ));
            }
            (Some(pos), false) => pos,
            (None, true) => Pos::new(width - 1, height - 1),
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
                                "tile {number} is out of range: a {width}x{height} board has tiles 1 to {last}"
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
            let why = if sixteen {
                "with both sides odd every rotation keeps the tile order's parity, and this one's is odd"
            } else {
                "the tile order has the wrong parity for where the blank is"
            };
            return Err(BoardError::new(
                first_line,
                0,
                format!(
                    "this board cannot be solved: swapping any two tiles would make it solvable ({why})"
                ),
            ));
        }
        Ok(Self {
            board,
            blank,
            moves: 0,
            kind: params.kind,
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
        if self.rotates() {
            return self.rotate(pos);
        }
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
        if self.rotates() {
            return rotation_motions(self.width(), self.height(), pos).map(|_| Slide(pos));
        }
        self.tiles_to_slide(pos).map(|_| Slide(pos))
    }

    fn clicks(&self, mv: &Slide) -> Vec<Pos> {
        vec![mv.0]
    }

    /// The board, and in Sixteen the arrows on the ring around it.
    fn clickable(&self, pos: Pos) -> bool {
        self.board.contains(pos) || (self.rotates() && self.board.on_ring(pos))
    }

    /// Any legal move (the engine's hint is the planner's): Sixteen's first rotation of
    /// its way back, else a tile next to the blank.
    fn hint(&self) -> Option<Vec<Pos>> {
        if self.rotates() {
            let first = solve_sixteen(self)?.into_iter().next()?;
            return Some(vec![first.0]);
        }
        let slide = Arrow::ALL
            .into_iter()
            .find_map(|arrow| self.arrow_move(arrow))?;
        Some(vec![slide.0])
    }

    /// Boards that end in an optimal 4×4 search want the program's 4×4 tables; Sixteen's
    /// solver, the narrow boards and the rectangles that build their own need none.
    fn planner_ready(&self) -> bool {
        self.rotates()
            || !wants_square_tables(self.width(), self.height())
            || installed_tables().is_some()
    }

    /// [`FifteenPlanner`] with the installed tables ([`install_tables`](super::pdb::install_tables));
    /// Sixteen's [`SixteenPlanner`].
    fn planner(&self, _options: &PlanOptions) -> Box<dyn Planner<Self>> {
        if self.rotates() {
            return Box::new(SixteenPlanner::new(self));
        }
        Box::new(FifteenPlanner::new(self, installed_tables()))
    }
}

impl Fifteen {
    /// Sixteen's move: the arrow at `click` rotates its row or column by one cell.
    fn rotate(&self, click: Pos) -> Result<(Self, Vec<Change<u16>>), MoveError> {
        let (width, height) = (self.width(), self.height());
        let motions = rotation_motions(width, height, click);
        if motions.is_none() && !self.board.contains(click) {
            return Err(MoveError::OffBoard(click));
        }
        if self.is_solved() {
            return Err(MoveError::GameOver);
        }
        let Some(motions) = motions else {
            return Err(MoveError::Illegal(format!(
                "{click} is a tile: in Sixteen a move is a click on an arrow just outside the board \
                 (-1,y or {width},y turn row y, x,-1 or x,{height} turn column x)"
            )));
        };
        let mut next = self.clone();
        for &(from, to) in &motions {
            next.board[to] = self.board[from];
        }
        next.moves += 1;
        let motions = motions
            .into_iter()
            .map(|(from, to)| Motion { from, to })
            .collect();
        Ok((next, vec![Change::Rotated(motions)]))
    }
}
