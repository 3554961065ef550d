//! A game as its start and the list of moves played: undo and redo walk the list, and
//! the list is what saves and game codes hold. The state after every move is kept too,
//! so walking never replays anything; the moves stay the truth (see [`History::replayed`]).

use crate::puzzle::{Change, MoveError, Puzzle};

/// One played move and the position it led to.
#[derive(Clone, Debug, PartialEq)]
struct Step<P: Puzzle> {
    mv: P::Move,
    after: P,
}

/// The start of a game, the moves played from it, and the moves undone (for redo).
#[derive(Clone, Debug, PartialEq)]
pub struct History<P: Puzzle> {
    start: P,
    played: Vec<Step<P>>,
    undone: Vec<Step<P>>,
}

/// A move in a list that the rules refused: its index (from 0) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadMove {
    pub index: usize,
    pub text: String,
    pub why: String,
}

impl std::fmt::Display for BadMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "move {} ({:?}): {}", self.index + 1, self.text, self.why)
    }
}

impl<P: Puzzle> History<P> {
    /// A game that starts at `start` with nothing played.
    pub fn new(start: P) -> Self {
        Self {
            start,
            played: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// Plays `moves` from `start`, all of which must be legal.
    pub fn from_moves(start: P, moves: &[P::Move]) -> Result<Self, BadMove> {
        let mut history = Self::new(start);
        for (index, mv) in moves.iter().enumerate() {
            history.play(mv).map_err(|why| BadMove {
                index,
                text: mv.to_string(),
                why: why.to_string(),
            })?;
        }
        Ok(history)
    }

    /// Parses and plays the printed moves (`Move`'s `Display` form) from `start`.
    pub fn from_move_texts<'a>(
        start: P,
        texts: impl IntoIterator<Item = &'a str>,
    ) -> Result<Self, BadMove> {
        let mut history = Self::new(start);
        for (index, text) in texts.into_iter().enumerate() {
            let bad = |why: String| BadMove {
                index,
                text: text.to_string(),
                why,
            };
            let mv: P::Move = text
                .parse()
                .map_err(|_| bad("not a move of this game".into()))?;
            history.play(&mv).map_err(|why| bad(why.to_string()))?;
        }
        Ok(history)
    }

    /// The position now.
    pub fn current(&self) -> &P {
        self.played.last().map_or(&self.start, |step| &step.after)
    }

    /// The position the game started from.
    pub fn start(&self) -> &P {
        &self.start
    }

    /// The position after the first `moves` moves played (0: the start), if so many
    /// were played.
    pub fn after(&self, moves: usize) -> Option<&P> {
        match moves {
            0 => Some(&self.start),
            n => self.played.get(n - 1).map(|step| &step.after),
        }
    }

    /// Plays `mv` on the current position; a new move forgets the undone ones.
    pub fn play(&mut self, mv: &P::Move) -> Result<Vec<Change<P::Piece>>, MoveError> {
        let (after, changes) = self.current().apply(mv)?;
        self.played.push(Step {
            mv: mv.clone(),
            after,
        });
        self.undone.clear();
        Ok(changes)
    }

    /// Takes the last move back; false when there is none.
    pub fn undo(&mut self) -> bool {
        match self.played.pop() {
            Some(step) => {
                self.undone.push(step);
                true
            }
            None => false,
        }
    }

    /// Plays the last undone move again; false when there is none.
    pub fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(step) => {
                self.played.push(step);
                true
            }
            None => false,
        }
    }

    /// The moves that lead from the start to the current position.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = &P::Move> {
        self.played.iter().map(|step| &step.mv)
    }

    /// How many moves lead to the current position (the ones undo can take back).
    pub fn moves_played(&self) -> usize {
        self.played.len()
    }

    pub fn can_undo(&self) -> bool {
        !self.played.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// The same game rebuilt from its start and its moves alone (what a save or a game
    /// code restores); equal to `self` but for the redo list.
    pub fn replayed(&self) -> Result<Self, BadMove> {
        let moves: Vec<P::Move> = self.moves().cloned().collect();
        Self::from_moves(self.start.clone(), &moves)
    }
}
