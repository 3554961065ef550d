//! The shape every game shares: a rules state, moves, clicks and the changes to animate,
//! and the engine interface its [`Puzzle::planner`] hands out ([`Planner`], [`Line`]).
//! The engine types live here, beside the trait that names them, so that this file
//! needs nothing above it; [`crate::plan`] holds what is built on them.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use crate::board_text::{BoardError, Colour};
use crate::collapse::Motion;
use crate::grid::{Grid, Pos};
use crate::params::Limits;
use crate::review::measure::Measure;

/// What a move did, as data, in the order it should be animated. The view turns each
/// change into tweens; the rules never know about time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change<P> {
    /// These cells were removed together (explosion, pop, vanish).
    Removed(Vec<Pos>),
    /// Cells fell straight down.
    Fell(Vec<Motion>),
    /// Cells moved sideways (rows pushed right, columns closed left).
    Shifted(Vec<Motion>),
    /// New pieces appeared at these cells.
    Spawned(Vec<(Pos, P)>),
    /// Two tiles were joined by a line through these corner points. Points may lie on
    /// the empty ring around the board, so they are signed (`-1` and `width`/`height`).
    Connected(Vec<(i32, i32)>),
    /// A piece travelled along this path, cell by cell.
    Travelled(Vec<Pos>),
    /// Tiles slid one cell each, all together.
    Slid(Vec<Motion>),
    /// Tiles slid along their row or column to close the gaps (Lianliankan's shifts).
    Packed(Vec<Motion>),
    /// The remaining pieces were rearranged.
    Shuffled(Vec<Motion>),
    /// A whole row or column turned by one cell, the tile leaving one end coming in at
    /// the other (Sixteen): one cell each, and one motion across the whole line.
    Rotated(Vec<Motion>),
}

impl<P> Change<P> {
    /// The same change with each piece it brings turned into another form (the window's
    /// shared board holds every game's pieces as their [`PieceCode`]).
    pub fn map_pieces<Q>(self, mut turn: impl FnMut(P) -> Q) -> Change<Q> {
        match self {
            Change::Removed(cells) => Change::Removed(cells),
            Change::Fell(motions) => Change::Fell(motions),
            Change::Shifted(motions) => Change::Shifted(motions),
            Change::Spawned(pieces) => Change::Spawned(
                pieces
                    .into_iter()
                    .map(|(pos, piece)| (pos, turn(piece)))
                    .collect(),
            ),
            Change::Connected(corners) => Change::Connected(corners),
            Change::Travelled(path) => Change::Travelled(path),
            Change::Slid(motions) => Change::Slid(motions),
            Change::Packed(motions) => Change::Packed(motions),
            Change::Shuffled(motions) => Change::Shuffled(motions),
            Change::Rotated(motions) => Change::Rotated(motions),
        }
    }
}

/// A piece as one small number: a colour's place in [`Colour::ALL`], a tile's or a
/// picture's own number. Code that serves every game (the window's board, its sprites)
/// holds any game's pieces this way; the game turns them back.
pub trait PieceCode: Sized {
    /// The piece's number.
    fn code(&self) -> u16;
    /// The piece a number stands for, if any.
    fn from_code(code: u16) -> Option<Self>;
}

impl PieceCode for Colour {
    fn code(&self) -> u16 {
        Colour::ALL
            .iter()
            .position(|colour| colour == self)
            .unwrap_or(0) as u16
    }

    fn from_code(code: u16) -> Option<Self> {
        Colour::ALL.get(usize::from(code)).copied()
    }
}

impl PieceCode for u8 {
    fn code(&self) -> u16 {
        u16::from(*self)
    }

    fn from_code(code: u16) -> Option<Self> {
        u8::try_from(code).ok()
    }
}

impl PieceCode for u16 {
    fn code(&self) -> u16 {
        *self
    }

    fn from_code(code: u16) -> Option<Self> {
        Some(code)
    }
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The position is not on the board.
    OffBoard(Pos),
    /// The game is already over.
    GameOver,
    /// The move is not legal here; the text says why.
    Illegal(String),
}

impl Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveError::OffBoard(pos) => write!(f, "{pos} is not on the board"),
            MoveError::GameOver => write!(f, "the game is over"),
            MoveError::Illegal(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for MoveError {}

/// One game's rules. `Self` is the whole state that undo restores.
pub trait Puzzle: Clone + PartialEq + Debug + Send + Sync + 'static {
    /// The command-line name, like `bubble-breaker`.
    const ID: &'static str;
    /// The name players read.
    const TITLE: &'static str;

    /// What a player could choose in a settings menu (size, colours).
    /// Printed as game codes carry it (`15x15x3`), and parsed back.
    /// Its [`Limits`] say what each number may be.
    type Params: Clone
        + Limits
        + PartialEq
        + Debug
        + Default
        + Display
        + FromStr<Err = String>
        + Send
        + Sync
        + 'static;
    /// What stands on a filled cell (a colour, a picture number, a tile number).
    type Piece: Clone + PartialEq + Debug + PieceCode + Send + Sync + 'static;
    /// One move, printable and parseable.
    type Move: Clone + PartialEq + Debug + Display + FromStr + Send + Sync + 'static;
    /// Click-interpretation state that is not undone (the selected group or tile).
    type Ui: Clone + Default + PartialEq + Debug + Send + Sync + 'static;

    /// Deals a new game from a seed.
    fn new_game(params: &Self::Params, seed: u64) -> Self;
    /// Loads a position in the board text format (checking that it fits the game);
    /// `seed` seeds whatever the game draws at random from then on.
    fn from_board_text(params: &Self::Params, text: &str, seed: u64) -> Result<Self, BoardError>;
    /// The position in the board text format.
    fn board_text(&self) -> String;
    /// The `key: value` lines of `replay`, `score` and `over` first.
    fn status_lines(&self) -> Vec<(&'static str, String)>;

    /// The cells: `None` is empty.
    fn cells(&self) -> &Grid<Option<Self::Piece>>;
    fn score(&self) -> u64;
    fn is_over(&self) -> bool;

    /// Plays a move, returning the new state and what changed, in animation order.
    #[allow(clippy::type_complexity)]
    fn apply(&self, mv: &Self::Move) -> Result<(Self, Vec<Change<Self::Piece>>), MoveError>;

    /// Interprets a click exactly as the mouse would: updates the UI state and returns
    /// the move it completes, if any. Clicks after the game is over do nothing.
    fn click(&self, ui: &mut Self::Ui, pos: Pos) -> Option<Self::Move>;

    /// Clicks that play one legal move from here (with a fresh click state), for hints
    /// and play-tests; `None` when no move is left.
    fn hint(&self) -> Option<Vec<Pos>>;

    /// The clicks that play `mv` from here with a fresh click state (none for a move no
    /// click makes, like Lianliankan's time running out).
    fn clicks(&self, mv: &Self::Move) -> Vec<Pos>;

    /// Whether a click may name `pos`: a cell of the board, and in a game with controls
    /// on the ring just outside it (Sixteen's arrows) that ring too.
    fn clickable(&self, pos: Pos) -> bool {
        self.cells().contains(pos)
    }

    /// Whether a lower score is better in every mode of the game (Fifteen counts moves).
    const LOWER_IS_BETTER: bool = false;

    /// Whether a lower result ([`Puzzle::score`]) is better in this game's mode
    /// (SameGame's fewest-blocks scoring counts the blocks left). Engine lines keep
    /// [`Puzzle::LOWER_IS_BETTER`]'s direction: in fewest-blocks scoring they count the
    /// blocks they remove, more being better.
    fn lower_is_better(&self) -> bool {
        Self::LOWER_IS_BETTER
    }

    /// The result a game would end with if an engine line scoring `line_score` were
    /// played from here (par is this from the deal): the score so far plus the line's,
    /// but where the result is not a sum of the moves' scores.
    fn result_after_line(&self, line_score: u64) -> u64 {
        self.score() + line_score
    }

    /// What a review of a played game measures its moves by.
    const REVIEW: Measure = Measure::Points;

    /// Whether the engine can answer well from here now (Fifteen's optimal search waits
    /// for its tables).
    fn planner_ready(&self) -> bool {
        true
    }

    /// An engine that searches for a good line from here; games without one give the
    /// first legal move.
    fn planner(&self, _options: &PlanOptions) -> Box<dyn Planner<Self>> {
        Box::new(FirstMove::new(self))
    }
}

/// A line of moves from a position and what it is worth. `M` is the game's move
/// ([`LineOf`] names a game's lines); code that serves every game holds the moves as
/// their printed text (`Line<String>`).
#[derive(Clone, Debug, PartialEq)]
pub struct Line<M> {
    /// The moves, from the position the planner was given.
    pub moves: Vec<M>,
    /// What playing them scores under the game's rules (Fifteen: the line's length in
    /// single-tile moves; lower is better there).
    pub score: u64,
    /// How many of the first moves can be played as they stand: all of them where
    /// nothing random happens, 1 where the game draws new pieces after a move (the
    /// rest of the line assumed nothing would come, so plan again).
    pub sure: usize,
    /// Whether no better line exists (an exhaustive or optimal search finished).
    pub proven: bool,
    /// Whether the line reaches what its planner aims at before points (SameGame on a
    /// deal known to be clearable: the board cleared); such a line beats any that does
    /// not, whatever the scores.
    pub reaches_aim: bool,
}

/// The lines of game `P`.
pub type LineOf<P> = Line<<P as Puzzle>::Move>;

impl<M> Line<M> {
    /// Whether this line is strictly better than `other`: a higher score, or a lower one
    /// in a game where lower is better ([`Puzzle::LOWER_IS_BETTER`]: Fifteen's shorter
    /// solution). Equal scores do not beat each other, so whoever holds the best line
    /// so far keeps it on a tie (the engine runner's earlier seed wins).
    pub fn beats(&self, other: &Line<M>, lower_is_better: bool) -> bool {
        if self.reaches_aim != other.reaches_aim {
            return self.reaches_aim;
        }
        if lower_is_better {
            self.score < other.score
        } else {
            self.score > other.score
        }
    }

    /// The same line with its moves in another form (printed, for code that serves
    /// every game).
    pub fn map_moves<N>(&self, turn: impl FnMut(&M) -> N) -> Line<N> {
        Line {
            moves: self.moves.iter().map(turn).collect(),
            score: self.score,
            sure: self.sure,
            proven: self.proven,
            reaches_aim: self.reaches_aim,
        }
    }
}

/// What a planner is asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanOptions {
    /// Seeds the planner's own random choices (never the game's).
    pub seed: u64,
}

impl Default for PlanOptions {
    fn default() -> Self {
        Self { seed: 1 }
    }
}

/// An anytime search, run in slices.
pub trait Planner<P: Puzzle>: Send {
    /// Works for about `nodes` more nodes (a node is one position looked at); returns
    /// true once the search is finished and more work would not change its answer.
    fn step(&mut self, nodes: u64) -> bool;
    /// The best line found so far, if any move exists.
    fn best(&self) -> Option<&LineOf<P>>;
    /// Nodes looked at so far.
    fn nodes(&self) -> u64;
    /// Extra `key: value` lines for `solve` (Fifteen's `optimal: yes`).
    fn report(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

/// The planner of games without an engine: the rules' first legal move.
pub struct FirstMove<P: Puzzle> {
    line: Option<LineOf<P>>,
}

impl<P: Puzzle> FirstMove<P> {
    /// The planner whose line is the move [`Puzzle::hint`] clicks, if any.
    pub fn new(state: &P) -> Self {
        let line = state.hint().and_then(|clicks| {
            let mut ui = P::Ui::default();
            let mv = clicks
                .into_iter()
                .find_map(|pos| state.click(&mut ui, pos))?;
            let (after, _) = state.apply(&mv).ok()?;
            Some(Line {
                moves: vec![mv],
                score: after.score().saturating_sub(state.score()),
                sure: 1,
                proven: false,
                reaches_aim: false,
            })
        });
        Self { line }
    }
}

impl<P: Puzzle> Planner<P> for FirstMove<P> {
    fn step(&mut self, _nodes: u64) -> bool {
        true
    }

    fn best(&self) -> Option<&LineOf<P>> {
        self.line.as_ref()
    }

    fn nodes(&self) -> u64 {
        1
    }
}

/// `yes` or `no`, as `replay` prints booleans.
pub fn yes_no(value: bool) -> String {
    if value { "yes" } else { "no" }.to_string()
}
