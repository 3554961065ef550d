//! The SameGame and Bubble Breaker engine through the games' planners: optimal on boards
//! small enough to search exhaustively, lines that replay to their claimed scores on
//! boards of every size, slicing and seeds, and Bubble Breaker planning blind to the RNG.

use std::collections::HashMap;

use grid_rules::bubble_breaker::{self, BubbleBreaker, Burst, burst_score};
use grid_rules::collapse::{apply_gravity, group_at, pack_rows_right};
use grid_rules::plan::{LineOf, PlanOptions};
use grid_rules::rng::GameRng;
use grid_rules::samegame::{self, PALETTE, RemoveGroup, SameGame};
use grid_rules::{Colour, Grid, Pos, Puzzle};

type Board = Grid<Option<Colour>>;

/// Runs a planner until it finishes or `limit` nodes are spent, in slices of `slice`.
fn plan<P: Puzzle>(state: &P, seed: u64, limit: u64, slice: u64) -> (Option<LineOf<P>>, u64, bool) {
    let mut planner = state.planner(&PlanOptions { seed });
    let mut finished = false;
    while !finished && planner.nodes() < limit {
        finished = planner.step(slice.min(limit - planner.nodes()));
    }
    (planner.best().cloned(), planner.nodes(), finished)
}

fn random_board(rng: &mut GameRng, width: usize, height: usize, colours: usize) -> Board {
    Grid::from_fn(width, height, |_| Some(PALETTE[rng.index(colours)]))
}

fn board_text(board: &Board) -> String {
    board
        .rows()
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|cell| cell.map_or(".".to_string(), |c| c.letter().to_string()))
                .collect();
            cells.join(" ") + "\n"
        })
        .collect()
}

fn samegame_from(board: &Board) -> SameGame {
    SameGame::from_board_text(&samegame::Params::default(), &board_text(board), 0)
        .expect("a valid board")
}

fn bubble_breaker_from(board: &Board, seed: u64) -> BubbleBreaker {
    let params = bubble_breaker::Params {
        width: board.width(),
        height: board.height(),
        colours: 5,
        ..Default::default()
    };
    BubbleBreaker::from_board_text(&params, &board_text(board), seed).expect("a valid board")
}

/// The best SameGame score still to be made from `state`, by trying every move.
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
        let (next, _) = state.apply(&RemoveGroup(pos)).expect("a removable group");
        let gain = next.score() - state.score();
        best = best.max(gain + best_samegame(&next, memo));
    }
    memo.insert(key, best);
    best
}

/// Bubble Breaker's burst without the new columns: what the engine plans with. Returns
/// the board after and what the burst scores, or `None` if `pos` is no group.
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

/// The best Bubble Breaker score from `board` if no column ever came, by trying every move.
fn best_bubble_breaker(board: &Board, memo: &mut HashMap<Board, u64>) -> u64 {
    if let Some(&known) = memo.get(board) {
        return known;
    }
    let mut best = 0;
    let mut tried: Vec<Vec<Pos>> = Vec::new();
    for pos in board.positions() {
        let group = group_at(board, pos);
        if group.len() < 2 || tried.contains(&group) {
            continue;
        }
        tried.push(group);
        let (next, gain) = burst_without_refill(board, pos).expect("a group");
        best = best.max(gain + best_bubble_breaker(&next, memo));
    }
    memo.insert(board.clone(), best);
    best
}

/// Replays a SameGame line with the real rules: every move legal, the claimed score exact.
fn check_samegame_line(state: &SameGame, line: &LineOf<SameGame>) {
    let mut at = state.clone();
    for mv in &line.moves {
        let mut ui = ();
        assert_eq!(at.click(&mut ui, mv.0), Some(*mv), "a click plays {mv}");
        at = at.apply(mv).expect("every move of the line is legal").0;
    }
    assert_eq!(
        at.score() - state.score(),
        line.score,
        "the line scores what it claims"
    );
    assert_eq!(
        line.sure,
        line.moves.len(),
        "SameGame lines are sure to the end"
    );
}

/// Replays a Bubble Breaker line: its first move with the real rules, all of it as the
/// engine plans (no new columns), which must give exactly the claimed score.
fn check_bubble_breaker_line(state: &BubbleBreaker, line: &LineOf<BubbleBreaker>) {
    assert_eq!(line.sure, 1, "only the first Bubble Breaker move is sure");
    let first = line.moves.first().expect("a line has a move");
    let (after, _) = state.apply(first).expect("the first move is legal");
    let mut board = state.cells().clone();
    let mut score = 0;
    for (index, mv) in line.moves.iter().enumerate() {
        let (next, gain) = burst_without_refill(&board, mv.0)
            .unwrap_or_else(|| panic!("move {} ({mv}) bursts a group", index + 1));
        if index == 0 {
            assert_eq!(
                after.score() - state.score(),
                gain,
                "the real rules agree on the first move"
            );
        }
        board = next;
        score += gain;
    }
    assert_eq!(score, line.score, "the line scores what it claims");
}

#[test]
fn finds_the_best_samegame_score_on_small_boards() {
    let mut rng = GameRng::from_seed(7);
    for round in 0..60 {
        let width = 2 + round % 3;
        let height = 2 + (round / 3) % 4;
        let colours = 2 + round % 3;
        let state = samegame_from(&random_board(&mut rng, width, height, colours));
        let best = best_samegame(&state, &mut HashMap::new());
        let (line, _, finished) = plan(&state, 1 + round as u64, 10_000_000, 50_000);
        assert!(finished, "the search of a {width}x{height} board finishes");
        match line {
            None => assert!(state.is_over(), "no line only when no move is left"),
            Some(line) => {
                check_samegame_line(&state, &line);
                assert_eq!(line.score, best, "optimal on\n{}", state.board_text());
                assert!(line.proven, "an exhaustive search proves its line");
            }
        }
    }
}

#[test]
fn finds_the_best_bubble_breaker_score_on_small_boards() {
    let mut rng = GameRng::from_seed(8);
    for round in 0..60 {
        let width = 2 + round % 3;
        let height = 2 + (round / 3) % 4;
        let colours = 2 + round % 3;
        let board = random_board(&mut rng, width, height, colours);
        let state = bubble_breaker_from(&board, round as u64);
        let best = best_bubble_breaker(&board, &mut HashMap::new());
        let (line, _, finished) = plan(&state, 1, 10_000_000, 50_000);
        assert!(finished, "the search of a {width}x{height} board finishes");
        match line {
            None => assert!(state.is_over(), "no line only when no move is left"),
            Some(line) => {
                check_bubble_breaker_line(&state, &line);
                assert_eq!(line.score, best, "optimal on\n{}", state.board_text());
            }
        }
    }
}

/// Sizes from 5 to 30 on both sides, every colour count, both board representations.
fn sizes() -> Vec<(usize, usize, usize)> {
    let sides = [5, 9, 15, 16, 17, 23, 30];
    let mut sizes = Vec::new();
    for (index, &width) in sides.iter().enumerate() {
        for (other, &height) in sides.iter().enumerate() {
            if (index + other) % 2 == 0 || width == height {
                sizes.push((width, height, 3 + (index + 2 * other) % 5));
            }
        }
    }
    sizes
}

#[test]
fn samegame_lines_replay_to_their_scores_on_every_size() {
    for (round, (width, height, colours)) in sizes().into_iter().enumerate() {
        let params = samegame::Params {
            width,
            height,
            colours,
            ..Default::default()
        };
        let state = SameGame::new_game(&params, round as u64);
        for budget in [1, 3_000, 40_000] {
            let (line, nodes, _) = plan(&state, round as u64, budget, 1_000);
            assert!(nodes >= budget.min(nodes), "nodes are counted");
            let line = line.unwrap_or_else(|| panic!("{width}x{height}x{colours}: a line"));
            check_samegame_line(&state, &line);
        }
    }
}

#[test]
fn bubble_breaker_lines_replay_to_their_scores_on_every_size() {
    for (round, (width, height, colours)) in sizes().into_iter().enumerate() {
        let params = bubble_breaker::Params {
            width,
            height,
            colours,
            ..Default::default()
        };
        let state = BubbleBreaker::new_game(&params, round as u64);
        for budget in [1, 3_000, 40_000] {
            let (line, _, _) = plan(&state, round as u64, budget, 1_000);
            let line = line.unwrap_or_else(|| panic!("{width}x{height}x{colours}: a line"));
            check_bubble_breaker_line(&state, &line);
        }
    }
}

#[test]
fn lines_replay_from_positions_with_floating_blocks_and_gaps() {
    let text = "R . G G R\n. R . G .\nG R . . B\nB . . R B\n";
    let state = SameGame::from_board_text(&samegame::Params::default(), text, 0).unwrap();
    let (line, _, finished) = plan(&state, 1, 1_000_000, 10_000);
    assert!(finished);
    let line = line.expect("moves are left");
    check_samegame_line(&state, &line);
    assert_eq!(line.score, best_samegame(&state, &mut HashMap::new()));
    let bubbles = BubbleBreaker::from_board_text(&Default::default(), text, 3).unwrap();
    let (line, _, _) = plan(&bubbles, 1, 1_000_000, 10_000);
    let line = line.expect("moves are left");
    check_bubble_breaker_line(&bubbles, &line);
    assert_eq!(
        line.score,
        best_bubble_breaker(bubbles.cells(), &mut HashMap::new())
    );
}

#[test]
fn the_same_nodes_in_other_slices_give_the_same_line() {
    let state = SameGame::new_game(&samegame::Params::default(), 11);
    let total = 120_000;
    let (whole, whole_nodes, _) = plan(&state, 5, total, total);
    for slice in [1, 777, 5_000, 33_333] {
        let (sliced, nodes, _) = plan(&state, 5, total, slice);
        assert_eq!(sliced, whole, "slices of {slice}");
        assert_eq!(nodes, whole_nodes, "slices of {slice}");
    }
    // Steps of uneven sizes that add up to the same budget.
    let mut planner = state.planner(&PlanOptions { seed: 5 });
    for slice in [1, 10, 1_000, 50_000, 68_989] {
        planner.step(slice);
    }
    assert_eq!(planner.best().cloned(), whole);
    assert_eq!(planner.nodes(), whole_nodes);
}

#[test]
fn seeds_search_differently_and_each_repeats_itself() {
    let state = SameGame::new_game(&samegame::Params::default(), 12);
    let lines: Vec<LineOf<SameGame>> = (1..=4)
        .map(|seed| plan(&state, seed, 200_000, 20_000).0.expect("a line"))
        .collect();
    assert_eq!(
        lines[0],
        plan(&state, 1, 200_000, 50_000).0.expect("a line")
    );
    let distinct = lines
        .iter()
        .filter(|line| line.moves != lines[0].moves)
        .count();
    assert!(distinct >= 2, "other seeds find other lines");
}

#[test]
fn bubble_breaker_plans_never_depend_on_the_rng() {
    let mut rng = GameRng::from_seed(21);
    for round in 0..10 {
        let board = random_board(&mut rng, 7 + round, 6 + round, 3 + round % 4);
        let one = bubble_breaker_from(&board, 100 + round as u64);
        let other = bubble_breaker_from(&board, 900 + round as u64);
        assert_ne!(one, other, "the two states differ in their RNG");
        let first = plan(&one, 3, 30_000, 4_000).0;
        let second = plan(&other, 3, 30_000, 4_000).0;
        assert_eq!(first, second);
        // After the same first move, the refills differ but the plans only see the board.
        let mv: &Burst = &first.expect("a line").moves[0];
        let (one_after, _) = one.apply(mv).unwrap();
        let (other_after, _) = other.apply(mv).unwrap();
        if one_after.cells() == other_after.cells() {
            assert_eq!(
                plan(&one_after, 3, 10_000, 999).0,
                plan(&other_after, 3, 10_000, 999).0
            );
        }
    }
}

#[test]
fn no_line_when_no_move_is_left() {
    let stuck = SameGame::from_board_text(&samegame::Params::default(), "R G\nG R\n", 0).unwrap();
    let (line, _, finished) = plan(&stuck, 1, 1_000, 100);
    assert!(finished);
    assert_eq!(line, None);
}

#[test]
fn literature_score_takes_off_what_is_left_when_the_game_ends() {
    // Four reds, three greens and a blue, none next to its colour: over at once, with
    // (4−2)² + (3−2)² + (1−2)² taken off.
    let text = "R G R G\nG R B R\n";
    let state = SameGame::from_board_text(&samegame::Params::default(), text, 0).unwrap();
    assert!(state.is_over());
    assert_eq!(state.literature_score(), -(4 + 1 + 1));
    let playing = SameGame::from_board_text(&samegame::Params::default(), "R R\nG B\n", 0).unwrap();
    assert_eq!(
        playing.literature_score(),
        0,
        "no penalty while moves are left"
    );
}
