//! SameGame's and Bubble Breaker's reviews: the engine's values checked against an
//! exhaustive search on small boards, points lost where a move provably loses them, and
//! the engine's lines replayed to the scores they claim.

use std::collections::HashMap;

use grid_rules::bubble_breaker::{self, BubbleBreaker, burst_score};
use grid_rules::collapse::{apply_gravity, group_at, pack_rows_right};
use grid_rules::review::{Measure, ReviewReport, format_report};
use grid_rules::rng::GameRng;
use grid_rules::samegame::{self, RemoveGroup, SameGame};
use grid_rules::{Colour, Grid, Pos, Puzzle};

use crate::{hinted, hinted_to_the_end, reviewed};

/// The most SameGame points still to be made from `state`, trying every move.
fn best_samegame(state: &SameGame, memo: &mut HashMap<String, u64>) -> u64 {
    let key = state.board_text();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let mut best = 0;
    let mut tried: Vec<Vec<Pos>> = Vec::new();
    for pos in state.cells().positions() {
        let group = state.removable_group(pos);
        if group.is_empty() || tried.contains(&group) {
            continue;
        }
        tried.push(group);
        let after = state.apply(&RemoveGroup(pos)).unwrap().0;
        best = best.max(after.score() - state.score() + best_samegame(&after, memo));
    }
    memo.insert(key, best);
    best
}

fn samegame_from(text: &str) -> SameGame {
    SameGame::from_board_text(&samegame::Params::default(), text, 0).expect("a board")
}

/// Each entry's values are the exhaustive best, its loss what the move fell short of
/// it, and the engine's line replays through the rules to exactly its score.
fn check_samegame(start: &SameGame, report: &ReviewReport<<SameGame as Puzzle>::Move>) {
    let mut memo = HashMap::new();
    let mut at = start.clone();
    for entry in &report.entries {
        let next = at.apply(&entry.played).unwrap().0;
        let (before, after) = (entry.before.unwrap(), entry.after.unwrap());
        assert!(
            before.exact && after.exact,
            "small boards are searched to the end"
        );
        assert_eq!(before.score, best_samegame(&at, &mut memo));
        assert_eq!(after.score, best_samegame(&next, &mut memo));
        let gained = next.score() - at.score();
        assert_eq!(entry.lost, Some(before.score - gained - after.score));
        let line = entry.engine.as_ref().expect("a line");
        let mut replayed = at.clone();
        for mv in &line.moves {
            replayed = replayed.apply(mv).expect("every move of the line").0;
        }
        assert_eq!(replayed.score() - at.score(), line.score);
        assert_eq!(line.sure, line.moves.len());
        at = next;
    }
    assert_eq!(
        report.lost,
        best_samegame(start, &mut memo) - at.score(),
        "the losses add up to what the game fell short of the best"
    );
}

#[test]
fn samegame_removing_the_wrong_pair_first_loses_four_points() {
    // Taking the blue pair first joins the reds into one group of four (4 points, then
    // the 1000 for a clear board); taking a red pair first leaves only pairs (0 points).
    let start = samegame_from("R B R\nR B R\n");
    let first = RemoveGroup(Pos::new(0, 0));
    let after = start.apply(&first).unwrap().0;
    let mut moves = vec![first];
    moves.extend(hinted_to_the_end(&after));
    let report = reviewed(&start, &moves);
    assert_eq!(report.measure, Measure::Points);
    let entry = &report.entries[0];
    assert_eq!(entry.before.unwrap().score, 1004);
    assert_eq!(entry.after.unwrap().score, 1000);
    assert_eq!(entry.lost, Some(4));
    assert!(!entry.agrees);
    let engine_click = entry.engine_clicks.as_ref().unwrap()[0];
    assert_eq!(
        start.removable_group(engine_click),
        start.removable_group(Pos::new(1, 0))
    );
    assert_eq!((report.lost, report.most_lost.clone()), (4, vec![1]));
    check_samegame(&start, &report);
    let text = format_report(&report);
    // The engine's whole line follows, with what it scores from there: blue, then the
    // four reds, then the clear board's 1000.
    let first_line = text.lines().next().unwrap();
    assert!(
        first_line.starts_with(&format!(
            "move 1: played 0,0; engine {engine_click}; lost 4; line {engine_click} "
        )) && first_line.ends_with(" (1004)"),
        "{text}"
    );
    assert!(text.ends_with("lost: 4\nmost lost: move 1 (4)\n"), "{text}");
}

/// A `width`×`height` board of `colours` colours drawn by `rng`, as board text.
fn random_board(rng: &mut GameRng, width: usize, height: usize, colours: usize) -> String {
    (0..height)
        .map(|_| {
            let row: Vec<String> = (0..width)
                .map(|_| Colour::ALL[rng.index(colours)].letter().to_string())
                .collect();
            row.join(" ") + "\n"
        })
        .collect()
}

#[test]
fn samegame_values_and_losses_match_an_exhaustive_search() {
    let mut rng = GameRng::from_seed(21);
    let mut lost_somewhere = false;
    for round in 0..12 {
        let start = samegame_from(&random_board(&mut rng, 3 + round % 2, 4, 3));
        let moves = hinted_to_the_end(&start);
        let report = reviewed(&start, &moves);
        check_samegame(&start, &report);
        lost_somewhere |= report.lost > 0;
    }
    assert!(lost_somewhere, "the hint is not the best move everywhere");
}

type Board = Grid<Option<Colour>>;

/// A Bubble Breaker burst with no new column coming, and its points.
fn burst_without_refill(board: &Board, pos: Pos) -> Option<(Board, u64)> {
    let group = group_at(board, pos);
    if group.len() < 2 {
        return None;
    }
    let mut next = board.clone();
    for &cell in &group {
        next[cell] = None;
    }
    apply_gravity(&mut next);
    pack_rows_right(&mut next);
    Some((next, burst_score(group.len())))
}

/// The most Bubble Breaker points from `board` if no column ever came.
fn best_without_refill(board: &Board, memo: &mut HashMap<Board, u64>) -> u64 {
    if let Some(&known) = memo.get(board) {
        return known;
    }
    let mut best = 0;
    for pos in board.positions() {
        if let Some((next, gain)) = burst_without_refill(board, pos) {
            best = best.max(gain + best_without_refill(&next, memo));
        }
    }
    memo.insert(board.clone(), best);
    best
}

#[test]
fn bubble_breaker_plans_from_what_is_visible_and_counts_refills_as_they_came() {
    let params = bubble_breaker::Params {
        width: 4,
        height: 3,
        colours: 3,
        ..Default::default()
    };
    let mut rng = GameRng::from_seed(8);
    let mut memo = HashMap::new();
    for round in 0..8 {
        let text = random_board(&mut rng, 4, 3, 3);
        let start = BubbleBreaker::from_board_text(&params, &text, round).unwrap();
        let moves = hinted(&start, 6);
        let report = reviewed(&start, &moves);
        let mut at = start.clone();
        for entry in &report.entries {
            let next = at.apply(&entry.played).unwrap().0;
            let before = best_without_refill(at.cells(), &mut memo);
            let after = best_without_refill(next.cells(), &mut memo);
            assert_eq!(entry.before.unwrap().score, before, "{text}");
            assert_eq!(entry.after.unwrap().score, after, "{text}");
            let gained = next.score() - at.score();
            assert_eq!(entry.lost, Some(before.saturating_sub(gained + after)));
            // The line: its first move by the real rules, all of it with no column
            // coming, which must score exactly what it claims.
            let line = entry.engine.as_ref().unwrap();
            assert_eq!(line.sure, 1);
            let first = at.apply(&line.moves[0]).unwrap().0;
            let mut board = at.cells().clone();
            let mut score = 0;
            for (index, mv) in line.moves.iter().enumerate() {
                let (next_board, gain) = burst_without_refill(&board, mv.0).expect("a group");
                if index == 0 {
                    assert_eq!(first.score() - at.score(), gain);
                }
                board = next_board;
                score += gain;
            }
            assert_eq!(score, line.score);
            at = next;
        }
    }
}
