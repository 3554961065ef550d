//! Color Lines over random positions and travels: a ball goes only where it can reach,
//! by a shortest path; a travel that removes nothing lands the three shown colours (or
//! fills the board); a removal takes away exactly the removed balls; scores follow
//! 10 + 2(n−5)² per removal.

use grid_rules::color_lines::{ColorLines, PALETTE, Travel};
use grid_rules::{Change, Colour, Grid, Pos, Puzzle};

use crate::ensure;
use crate::support::games::{RandomPlay, random_game};
use crate::support::harness::{Case, check};
use crate::support::pieces::{filled, kind_name, play_changes};

/// The fewest steps from `from` to `to` through empty cells, by a plain breadth-first
/// search (`None` if `to` cannot be reached).
fn distance(board: &Grid<Option<Colour>>, from: Pos, to: Pos) -> Option<usize> {
    let mut steps = Grid::filled(board.width(), board.height(), usize::MAX);
    steps[from] = 0;
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(here) = queue.pop_front() {
        for next in board.neighbours(here) {
            if board[next].is_none() && steps[next] == usize::MAX {
                steps[next] = steps[here] + 1;
                queue.push_back(next);
            }
        }
    }
    (steps[to] != usize::MAX).then_some(steps[to])
}

/// What one travel did, read from its changes.
#[derive(Default)]
struct Outcome {
    removed_by_travel: usize,
    spawned: Vec<(Pos, Colour)>,
    removed_after_spawn: usize,
    score: u64,
}

/// Sorts a move's changes into the travel's removal, the landing and the landing's
/// removal, in the one order the rules may give them.
/// `bonus` is what each removal scores on top (1 with the next colours hidden).
fn read_changes(changes: &[Change<Colour>], bonus: u64) -> Result<Outcome, String> {
    let kinds: Vec<&str> = changes.iter().map(kind_name).collect();
    let mut outcome = Outcome::default();
    for (index, change) in changes.iter().enumerate() {
        match (index, change) {
            (0, Change::Travelled(_)) => {}
            (_, Change::Removed(cells)) if index > 0 => {
                let n = cells.len() as u64;
                ensure!(n >= 5, "a removal of {n} balls (fewer than five)");
                outcome.score += 10 + 2 * (n - 5) * (n - 5) + bonus;
                if outcome.spawned.is_empty() && index == 1 {
                    outcome.removed_by_travel = cells.len();
                } else {
                    outcome.removed_after_spawn = cells.len();
                }
            }
            (_, Change::Spawned(balls)) if index > 0 && outcome.spawned.is_empty() => {
                outcome.spawned = balls.clone();
            }
            _ => return Err(format!("changes out of order: {kinds:?}")),
        }
    }
    Ok(outcome)
}

/// Checks one travel: legal moves match reachability, the path is shortest, and the
/// balls and score change as the rules say.
fn check_travel(state: &ColorLines, mv: Travel) -> Result<ColorLines, String> {
    let board = state.cells();
    let reach = distance(board, mv.from, mv.to);
    let legal = board[mv.from].is_some() && board[mv.to].is_none() && reach.is_some();
    let Ok((after, changes)) = state.apply(&mv) else {
        ensure!(!legal, "the legal travel {mv} was refused");
        return Ok(state.clone());
    };
    ensure!(
        legal,
        "the travel {mv} was accepted, but no free path leads there"
    );
    let Some(Change::Travelled(path)) = changes.first() else {
        return Err(format!("the first change is not the travel: {changes:?}"));
    };
    ensure!(
        path.first() == Some(&mv.from) && path.last() == Some(&mv.to),
        "the path {path:?} does not go from {} to {}",
        mv.from,
        mv.to
    );
    ensure!(
        Some(path.len() - 1) == reach,
        "the path takes {} steps, the shortest {reach:?}",
        path.len() - 1
    );
    ensure!(
        play_changes(board, &changes)? == *after.cells(),
        "the changes lead to a different board"
    );
    let hidden = state.next_shown().is_none();
    let outcome = read_changes(&changes, u64::from(hidden))?;
    let (before, now) = (filled(board), filled(after.cells()));
    let empty_after_travel = board.width() * board.height() - before;
    let emptied = before == outcome.removed_by_travel;
    if outcome.removed_by_travel > 0 && !emptied {
        ensure!(
            outcome.spawned.is_empty() && now == before - outcome.removed_by_travel,
            "a removal of {} took the balls from {before} to {now}",
            outcome.removed_by_travel
        );
        ensure!(after.next() == state.next(), "the next colours changed");
    } else {
        let free = if emptied {
            board.width() * board.height()
        } else {
            empty_after_travel
        };
        let arriving = state.settings().next_count;
        let landed = arriving.min(free);
        ensure!(
            outcome.spawned.len() == landed,
            "{} balls landed with {free} cells free",
            outcome.spawned.len()
        );
        let colours: Vec<Colour> = outcome.spawned.iter().map(|(_, c)| *c).collect();
        ensure!(
            colours == state.next()[..landed],
            "the balls that landed are not the next colours"
        );
        let expected = before - outcome.removed_by_travel + landed - outcome.removed_after_spawn;
        ensure!(
            now == expected,
            "{now} balls after the landing, expected {expected}"
        );
        if outcome.removed_after_spawn == 0 && !emptied {
            ensure!(
                now == before + arriving || after.is_full(),
                "a travel that removed nothing took the balls from {before} to {now}"
            );
        }
        let palette = &PALETTE[..after.colours()];
        ensure!(
            after.next().len() == arriving && after.next().iter().all(|c| palette.contains(c)),
            "the new next colours {:?} are not {arriving} of the game's",
            after.next()
        );
    }
    ensure!(
        after.score() - state.score() == outcome.score,
        "scored {} for removals worth {}",
        after.score() - state.score(),
        outcome.score
    );
    ensure!(
        after.is_over() == (after.is_full() || now == 0),
        "game over is wrong with {now} balls"
    );
    Ok(after)
}

/// Plays random travels (and random tries that may be illegal) from a random position.
fn travels(case: &mut Case) -> Result<(), String> {
    let game = random_game::<ColorLines>(case, 40, 0);
    let mut state = game.history.current().clone();
    for _ in 0..case.between(1..=120) {
        let (width, height) = (state.cells().width(), state.cells().height());
        let wild = Travel {
            from: Pos::new(case.below(width), case.below(height)),
            to: Pos::new(case.below(width), case.below(height)),
        };
        if !state.is_over() {
            check_travel(&state, wild).map_err(|e| format!("{wild}: {e}"))?;
        }
        let Some(mv) = state.random_move(case) else {
            // A ball can move while there is a ball and an empty cell, which is when
            // the game is not over.
            ensure!(
                state.is_over(),
                "no ball can move, but the game is not over"
            );
            return Ok(());
        };
        case.note("board before the failing move", state.full_board_text());
        case.note_move(mv);
        state = check_travel(&state, mv)?;
    }
    Ok(())
}

#[test]
fn color_lines_travels_land_remove_and_score() {
    check("color_lines_travels", 60, 3_000, travels);
}
