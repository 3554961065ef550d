//! What a review measures a game's moves by. Each game names its measure
//! ([`Puzzle::REVIEW`](crate::puzzle::Puzzle::REVIEW)); this file needs nothing else, so
//! the trait can name it.

/// How the engine's answers about a game's positions turn into points lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Measure {
    /// Points, higher better (SameGame, Bubble Breaker). The engine's line from a
    /// position is the most it found still to be had there; a move loses what it and
    /// the best found after it fall short of that, never less than nothing.
    ///
    /// Bubble Breaker's engine plans from what is visible, as if no new column came
    /// (what comes is random, and the engine never reads the game's generator). The
    /// position after a move is the one the player really had, new column included, so
    /// a column that brought points counts in the player's favour: the loss says how far
    /// the move and the best from what came next fell short of the best the player could
    /// see before it.
    Points,
    /// Moves to the goal, fewer better (Fifteen). The engine's line is the shortest
    /// solution it found (optimal on 3×3 and 4×4, an upper bound on larger boards); a
    /// move loses the moves it adds to that, and goes the wrong way when the goal comes
    /// no nearer.
    Distance,
    /// The engine's choice of the next move (Color Lines: what lands after a move is
    /// random, so only the move itself is compared). A move the engine would not have
    /// played loses the points the engine's move would have scored at once and it did
    /// not.
    Choice,
    /// Whether the board can still be cleared (Lianliankan). Which pair is joined never
    /// changes the score (it counts the tiles removed and the life left), so no points
    /// are lost; the review shows where the board got stuck and where it could no
    /// longer be cleared.
    Clearing,
}
