//! Reviews of played games against the engine: figures checked against independent
//! exhaustive solvers on small boards, every engine line replayed through the rules,
//! and the jobs driven in any slicing or on threads giving the same report.

mod collapse;
mod driving;
mod fifteen;
mod lianliankan;
mod lines;

use grid_rules::Puzzle;
use grid_rules::review::{Review, ReviewOptions, ReviewReport};

/// The review of `moves` from `start`, every job run to its end.
pub fn reviewed<P: Puzzle>(start: &P, moves: &[P::Move]) -> ReviewReport<P::Move> {
    let mut review = Review::new(start, moves, &ReviewOptions::default()).expect("legal moves");
    while !review.step(50_000) {}
    let report = review.report();
    assert!(report.complete);
    assert_eq!(report.entries.len(), moves.len());
    report
}

/// The move that `clicks` make from `state`, as the mouse would.
pub fn move_of<P: Puzzle>(state: &P, clicks: &[grid_rules::Pos]) -> P::Move {
    let mut ui = P::Ui::default();
    clicks
        .iter()
        .find_map(|&pos| state.click(&mut ui, pos))
        .expect("the clicks make a move")
}

/// The moves from `start` that the rules' hint plays until the game is over.
pub fn hinted_to_the_end<P: Puzzle>(start: &P) -> Vec<P::Move> {
    hinted(start, usize::MAX)
}

/// The first `most` moves from `start` that the rules' hint plays (fewer if it ends).
pub fn hinted<P: Puzzle>(start: &P, most: usize) -> Vec<P::Move> {
    let mut moves = Vec::new();
    let mut at = start.clone();
    while moves.len() < most
        && let Some(clicks) = at.hint()
    {
        let mv = move_of(&at, &clicks);
        at = at.apply(&mv).expect("a hinted move is legal").0;
        moves.push(mv);
    }
    moves
}
