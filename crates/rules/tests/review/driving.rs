//! Driving a review: the answers depend only on the game and the options, not on how
//! the work was sliced or which threads did it, and a review read early says so.

use grid_rules::Puzzle;
use grid_rules::review::{Review, ReviewOptions, think_blocking};
use grid_rules::samegame::{Params, SameGame};
use std::time::Duration;

use crate::hinted;

fn options() -> ReviewOptions {
    ReviewOptions {
        seed: 3,
        max_nodes: 30_000,
    }
}

fn game() -> (SameGame, Vec<<SameGame as Puzzle>::Move>) {
    let start = SameGame::new_game(&Params::default(), 12);
    let moves = hinted(&start, 5);
    (start, moves)
}

#[test]
fn slices_and_threads_give_the_same_report() {
    let (start, moves) = game();
    let mut small = Review::new(&start, &moves, &options()).unwrap();
    while !small.step(97) {}

    let mut threaded = Review::new(&start, &moves, &options()).unwrap();
    std::thread::scope(|scope| {
        for chunk in threaded.jobs_mut().chunks_mut(2) {
            scope.spawn(move || {
                for job in chunk {
                    while !job.step(7_777) {}
                }
            });
        }
    });
    assert!(threaded.is_done());
    assert_eq!(small.report(), threaded.report());
    assert!(
        small
            .jobs()
            .iter()
            .all(|job| job.nodes() <= options().max_nodes + 7_777)
    );
}

#[test]
fn a_review_read_before_the_engine_ran_leaves_the_losses_out() {
    let (start, moves) = game();
    let mut review = Review::new(&start, &moves, &options()).unwrap();
    assert_eq!(review.progress(), (0, moves.len() + 1));
    let early = review.report();
    assert!(!early.complete);
    assert_eq!(early.entries.len(), moves.len());
    assert!(early.entries.iter().all(|entry| entry.lost.is_none()));
    assert_eq!(early.lost, 0);
    assert_eq!(review.positions().count(), moves.len() + 1);

    // The blocking runner with a clock that never moves stops on the node cap alone.
    think_blocking(&mut review, Duration::from_secs(1), || Duration::ZERO);
    assert_eq!(review.progress(), (moves.len() + 1, moves.len() + 1));
    assert!(review.report().complete);
    assert!(
        review
            .report()
            .entries
            .iter()
            .all(|entry| entry.lost.is_some())
    );
}

#[test]
fn a_move_the_rules_refuse_is_named() {
    let (start, mut moves) = game();
    moves.insert(2, moves[1]);
    let refused = Review::new(&start, &moves, &options())
        .err()
        .expect("refused");
    assert_eq!(refused.index, 2);
}

#[test]
fn a_game_code_is_reviewed_to_text_for_the_command_line() {
    use grid_rules::code::GameCode;
    use grid_rules::history::History;
    use grid_rules::review::review_code;

    let (start, moves) = game();
    let history = History::from_moves(start, &moves).unwrap();
    let code = GameCode::of(&Params::default(), 12, None, &history);
    let text = review_code(&code, &options(), Duration::from_secs(5), || Duration::ZERO).unwrap();
    print!("{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), moves.len() + 3, "{text}");
    for (index, line) in lines[..moves.len()].iter().enumerate() {
        assert!(
            line.starts_with(&format!("move {}: played ", index + 1)),
            "{line}"
        );
        assert!(
            line.contains("; engine ") && line.contains("; lost "),
            "{line}"
        );
    }
    assert_eq!(lines[moves.len()], format!("played: {}", moves.len()));
    assert!(lines[moves.len() + 1].starts_with("lost: "), "{text}");
    assert!(lines[moves.len() + 2].starts_with("most lost: "), "{text}");

    let mut wrong = code.clone();
    wrong.moves.push("0,0".into());
    wrong.moves.push("0,0".into());
    assert!(review_code(&wrong, &options(), Duration::ZERO, || Duration::ZERO).is_err());
}

#[test]
fn a_move_that_follows_the_engines_best_line_never_counts_as_a_loss() {
    use grid_rules::review::PositionJob;
    // The engine's line from the start, played: the searches from the later positions,
    // capped as the first was, often find less; the line carried on makes up for it.
    let start = SameGame::new_game(&Params::default(), 12);
    let mut job = PositionJob::new(start.clone(), &options());
    while !job.step(4_096) {}
    let line = job.line().expect("a line").clone();
    let mut review = Review::new(&start, &line.moves[..12], &options()).unwrap();
    while !review.step(4_096) {}
    let report = review.report();
    assert_eq!(report.entries[0].before.unwrap().score, line.score);
    let agreed: Vec<_> = report.entries.iter().filter(|entry| entry.agrees).collect();
    assert!(agreed.len() >= 6, "{} of 12", agreed.len());
    for entry in agreed {
        assert_eq!(entry.lost, Some(0), "move {}", entry.number);
    }
    // Every line reported replays through the rules to its score.
    let mut at = start.clone();
    for entry in &report.entries {
        let line = entry.engine.as_ref().unwrap();
        let mut replayed = at.clone();
        for mv in &line.moves {
            replayed = replayed.apply(mv).unwrap().0;
        }
        assert_eq!(
            replayed.score() - at.score(),
            line.score,
            "move {}",
            entry.number
        );
        at = at.apply(&entry.played).unwrap().0;
    }
}
