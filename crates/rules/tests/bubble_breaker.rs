//! Bubble Breaker rules through the public API: burst, gravity, rows pushed right, refill, clicks, game over, seeds.

use std::collections::HashSet;

use grid_rules::board_text::{print_board, print_colour_cell};
use grid_rules::bubble_breaker::{BubbleBreaker, Burst, Params, Selection, burst_score};
use grid_rules::collapse::{Motion, group_at};
use grid_rules::replay::replay;
use grid_rules::rng::GameRng;
use grid_rules::{Change, Colour, Grid, MoveError, Pos, Puzzle};

mod common;

use common::{apply_motions, lines, motion};

type Board = Grid<Option<Colour>>;

/// The five colours of the tutorial (its `Barva` enum without `None`).
const FIVE: [Colour; 5] = [
    Colour::Red,
    Colour::Green,
    Colour::Yellow,
    Colour::Blue,
    Colour::Purple,
];

fn load_seeded(text: &str, seed: u64) -> BubbleBreaker {
    BubbleBreaker::from_board_text(&Params::default(), text, seed)
        .unwrap_or_else(|err| panic!("board should load: {err}\n{text}"))
}

fn load(text: &str) -> BubbleBreaker {
    load_seeded(text, 0)
}

fn burst(state: &BubbleBreaker, x: usize, y: usize) -> (BubbleBreaker, Vec<Change<Colour>>) {
    state
        .apply(&Burst(Pos::new(x, y)))
        .unwrap_or_else(|err| panic!("burst at {x},{y} should be legal: {err}"))
}

fn text_of(board: &Board) -> String {
    print_board(board, print_colour_cell)
}

fn sorted(mut motions: Vec<Motion>) -> Vec<Motion> {
    motions.sort_by_key(|m| (m.from.y, m.from.x));
    motions
}

/// Plays `changes` onto a copy of `board`, returning the board after each change.
/// Checks every change against the cells it touches.
fn replay_changes(board: &Board, changes: &[Change<Colour>]) -> Vec<Board> {
    let mut board = board.clone();
    let mut snapshots = Vec::new();
    for change in changes {
        match change {
            Change::Removed(cells) => {
                assert!(!cells.is_empty(), "empty Removed");
                for &pos in cells {
                    assert!(board[pos].take().is_some(), "removed empty cell {pos}");
                }
            }
            Change::Fell(motions) => {
                assert!(!motions.is_empty(), "empty Fell");
                for m in motions {
                    assert!(
                        m.from.x == m.to.x && m.to.y > m.from.y,
                        "fall must go straight down: {m:?}"
                    );
                }
                apply_motions(&mut board, motions);
            }
            Change::Shifted(motions) => {
                assert!(!motions.is_empty(), "empty Shifted");
                for m in motions {
                    assert!(
                        m.from.y == m.to.y && m.to.x > m.from.x,
                        "push must go straight right: {m:?}"
                    );
                }
                apply_motions(&mut board, motions);
            }
            Change::Spawned(cells) => {
                assert!(!cells.is_empty(), "empty Spawned");
                for &(pos, colour) in cells {
                    assert!(board[pos].is_none(), "spawned onto filled cell {pos}");
                    board[pos] = Some(colour);
                }
            }
            other => panic!("Bubble Breaker never reports {other:?}"),
        }
        snapshots.push(board.clone());
    }
    snapshots
}

/// Removed, Fell?, Shifted?, then (Spawned, Shifted?)*.
fn check_change_order(changes: &[Change<Colour>]) {
    assert!(
        matches!(changes.first(), Some(Change::Removed(_))),
        "first change must be Removed: {changes:?}"
    );
    let mut i = 1;
    if matches!(changes.get(i), Some(Change::Fell(_))) {
        i += 1;
    }
    if matches!(changes.get(i), Some(Change::Shifted(_))) {
        i += 1;
    }
    while i < changes.len() {
        assert!(
            matches!(changes[i], Change::Spawned(_)),
            "change {i} should be Spawned: {changes:?}"
        );
        i += 1;
        if matches!(changes.get(i), Some(Change::Shifted(_))) {
            i += 1;
        }
    }
}

fn column_height(board: &Board, x: usize) -> usize {
    (0..board.height())
        .filter(|&y| board[Pos::new(x, y)].is_some())
        .count()
}

/// No empty cell below a ball in any column.
fn gravity_holds(board: &Board) -> bool {
    (0..board.width()).all(|x| {
        (1..board.height())
            .all(|y| board[Pos::new(x, y - 1)].is_none() || board[Pos::new(x, y)].is_some())
    })
}

/// No empty cell right of a ball in any row.
fn rows_packed_right(board: &Board) -> bool {
    (0..board.height()).all(|y| {
        (1..board.width())
            .all(|x| board[Pos::new(x - 1, y)].is_none() || board[Pos::new(x, y)].is_some())
    })
}

fn heights_never_decrease_to_the_right(board: &Board) -> bool {
    (1..board.width()).all(|x| column_height(board, x - 1) <= column_height(board, x))
}

fn bottom_row_full(board: &Board) -> bool {
    let y = board.height() - 1;
    (0..board.width()).all(|x| board[Pos::new(x, y)].is_some())
}

/// Checks a whole move: order of changes, the changes replayed onto the old board give
/// the new board, the refill rules, the score and the final shape. Returns the heights
/// of the dealt columns.
fn check_move(
    before: &BubbleBreaker,
    after: &BubbleBreaker,
    changes: &[Change<Colour>],
) -> Vec<usize> {
    check_change_order(changes);
    let snapshots = replay_changes(before.cells(), changes);
    assert_eq!(
        text_of(snapshots.last().unwrap()),
        after.board_text(),
        "changes replayed onto the old board must give the new board"
    );
    let Change::Removed(group) = &changes[0] else {
        unreachable!()
    };
    assert_eq!(after.score(), before.score() + burst_score(group.len()));

    let height = before.cells().height();
    let mut dealt = Vec::new();
    for (i, change) in changes.iter().enumerate() {
        let board_before = if i == 0 {
            before.cells()
        } else {
            &snapshots[i - 1]
        };
        match change {
            Change::Fell(_) => assert!(gravity_holds(&snapshots[i])),
            Change::Shifted(_) => {
                assert!(rows_packed_right(&snapshots[i]), "a push packs every row");
                assert!(gravity_holds(&snapshots[i]));
                assert!(heights_never_decrease_to_the_right(&snapshots[i]));
            }
            Change::Spawned(cells) => {
                assert!(
                    (0..height).all(|y| board_before[Pos::new(0, y)].is_none()),
                    "a column is dealt only into an empty leftmost column"
                );
                // From the bottom up, contiguous, in column 0.
                let expected: Vec<Pos> = (0..cells.len())
                    .map(|k| Pos::new(0, height - 1 - k))
                    .collect();
                let got: Vec<Pos> = cells.iter().map(|(pos, _)| *pos).collect();
                assert_eq!(got, expected, "dealt from the bottom row upwards");
                assert!(
                    (2..=height).contains(&cells.len()),
                    "dealt column height {} outside 2..={height}",
                    cells.len()
                );
                for (_, colour) in cells {
                    assert!(FIVE.contains(colour), "dealt colour {colour:?}");
                }
                dealt.push(cells.len());
            }
            _ => {}
        }
    }
    let board = after.cells();
    assert!(bottom_row_full(board), "bottom row full after a move");
    assert!(gravity_holds(board));
    assert!(rows_packed_right(board));
    assert!(heights_never_decrease_to_the_right(board));
    dealt
}

// ---------------------------------------------------------------------------------
// Each step on a hand-made board.

const STEPS_BOARD: [&str; 4] = ["R G B Y P", "G R R Y B", "B R G P G", "Y R B G P"];

#[test]
fn explode_removes_exactly_the_group() {
    let state = load(&lines(&STEPS_BOARD));
    let (_, changes) = burst(&state, 2, 1);
    assert_eq!(
        changes[0],
        Change::Removed(vec![
            Pos::new(1, 1),
            Pos::new(2, 1),
            Pos::new(1, 2),
            Pos::new(1, 3)
        ])
    );
    let snapshots = replay_changes(state.cells(), &changes);
    assert_eq!(
        text_of(&snapshots[0]),
        lines(&["R G B Y P", "G . . Y B", "B . G P G", "Y . B G P"])
    );
}

#[test]
fn each_step_gives_the_exact_board() {
    let state = load(&lines(&STEPS_BOARD));
    let (next, changes) = burst(&state, 1, 3);
    assert_eq!(changes.len(), 3, "Removed, Fell, Shifted: {changes:?}");
    let snapshots = replay_changes(state.cells(), &changes);
    // 1. explosion
    assert_eq!(
        text_of(&snapshots[0]),
        lines(&["R G B Y P", "G . . Y B", "B . G P G", "Y . B G P"])
    );
    // 2. gravity
    let Change::Fell(fell) = &changes[1] else {
        panic!("second change should be Fell: {changes:?}")
    };
    assert_eq!(
        sorted(fell.clone()),
        vec![motion((1, 0), (1, 3)), motion((2, 0), (2, 1))]
    );
    assert_eq!(
        text_of(&snapshots[1]),
        lines(&["R . . Y P", "G . B Y B", "B . G P G", "Y G B G P"])
    );
    // 3. every row pushed right on its own
    let Change::Shifted(shifted) = &changes[2] else {
        panic!("third change should be Shifted: {changes:?}")
    };
    assert_eq!(
        sorted(shifted.clone()),
        vec![
            motion((0, 0), (2, 0)),
            motion((0, 1), (1, 1)),
            motion((0, 2), (1, 2))
        ]
    );
    let expected = lines(&[". . R Y P", ". G B Y B", ". B G P G", "Y G B G P"]);
    assert_eq!(text_of(&snapshots[2]), expected);
    assert_eq!(next.board_text(), expected);
    assert_eq!(next.score(), 12);
    check_move(&state, &next, &changes);
}

#[test]
fn gravity_keeps_the_order_of_a_column_with_two_gaps() {
    // The G group wraps around the R in column 0, leaving two gaps in that column.
    let state = load(&lines(&["Y B P", "G G P", "R G B", "G G P", "B R B"]));
    let (next, changes) = burst(&state, 0, 1);
    let Change::Removed(group) = &changes[0] else {
        panic!("{changes:?}")
    };
    assert_eq!(group.len(), 5);
    let snapshots = replay_changes(state.cells(), &changes);
    assert_eq!(
        text_of(&snapshots[1]),
        lines(&[". . P", ". . P", "Y . B", "R B P", "B R B"]),
        "balls fall straight down and keep their order"
    );
    assert_eq!(
        next.board_text(),
        lines(&[". . P", ". . P", ". Y B", "R B P", "B R B"])
    );
    assert_eq!(next.score(), 20);
}

#[test]
fn push_right_packs_rows_not_columns_into_a_staircase() {
    // After the burst column 0 is tall and column 1 short: a whole-column push would
    // move nothing, a row push moves the top of column 0 over column 1.
    let state = load(&lines(&["G . .", "Y . .", "B R R", "P Y G"]));
    let (next, changes) = burst(&state, 1, 2);
    assert_eq!(changes.len(), 2, "Removed, Shifted: {changes:?}");
    assert_eq!(
        changes[0],
        Change::Removed(vec![Pos::new(1, 2), Pos::new(2, 2)])
    );
    let Change::Shifted(shifted) = &changes[1] else {
        panic!("{changes:?}")
    };
    assert_eq!(
        sorted(shifted.clone()),
        vec![
            motion((0, 0), (2, 0)),
            motion((0, 1), (2, 1)),
            motion((0, 2), (2, 2))
        ]
    );
    assert_eq!(
        next.board_text(),
        lines(&[". . G", ". . Y", ". . B", "P Y G"])
    );
    assert!(heights_never_decrease_to_the_right(next.cells()));
}

#[test]
fn heights_never_decrease_to_the_right_after_any_move_on_a_ragged_board() {
    let state = load(&lines(&[
        "R . . . P",
        "R G . . Y",
        "B G Y . P",
        "B P Y R G",
        "Y R B R B",
    ]));
    // Burst each group of two or more on its own and check the shape afterwards.
    for pos in state.cells().positions() {
        if group_at(state.cells(), pos).len() < 2 {
            continue;
        }
        let (next, changes) = burst(&state, pos.x, pos.y);
        check_move(&state, &next, &changes);
    }
}

// ---------------------------------------------------------------------------------
// Refill.

/// Columns 0..=9 are one red group; column 10 alternates so it holds no pair. Bursting
/// the red group empties the whole left side: ten columns must be dealt.
fn left_side_board() -> String {
    (0..11)
        .map(|y| {
            let mut row = vec!["R"; 10];
            row.push(if y % 2 == 0 { "G" } else { "Y" });
            format!("{}\n", row.join(" "))
        })
        .collect()
}

#[test]
fn refill_deals_until_the_bottom_row_is_full_for_many_seeds() {
    let text = left_side_board();
    let mut heights = Vec::new();
    let mut boards = HashSet::new();
    for seed in 0..200 {
        let state = load_seeded(&text, seed);
        let (next, changes) = burst(&state, 0, 0);
        assert_eq!(next.score(), 110 * 109);
        let dealt = check_move(&state, &next, &changes);
        assert_eq!(
            dealt.len(),
            10,
            "seed {seed}: one column dealt per empty bottom cell"
        );
        assert!(
            matches!(changes[1], Change::Spawned(_)),
            "nothing falls or moves before the first deal: {changes:?}"
        );
        // The old right column is still at the right edge, unchanged.
        for y in 0..11 {
            assert_eq!(
                next.cells()[Pos::new(10, y)],
                state.cells()[Pos::new(10, y)]
            );
        }
        heights.extend(dealt);
        boards.insert(next.board_text());
    }
    assert!(heights.iter().all(|h| (2..=11).contains(h)));
    assert!(
        heights.contains(&2),
        "the lowest dealt column (2) never came up"
    );
    assert!(
        heights.contains(&11),
        "the full-height dealt column (11) never came up"
    );
    assert!(boards.len() > 190, "different seeds deal different columns");
}

#[test]
fn refill_spawns_only_as_many_columns_as_the_bottom_row_lacks() {
    // Two whole columns burst: two columns are dealt, nothing falls or moves first.
    let two = lines(&["R R G Y", "R R Y G", "R R G Y", "R R Y G"]);
    // One column emptied, the lone B falls, then one column is dealt.
    let one = lines(&[". R G Y", "R R Y G", "R B G Y", "R R Y G"]);
    for seed in 0..50 {
        let state = load_seeded(&two, seed);
        let (next, changes) = burst(&state, 0, 3);
        let dealt = check_move(&state, &next, &changes);
        assert_eq!(dealt.len(), 2, "seed {seed}: {changes:?}");
        assert!(matches!(changes[1], Change::Spawned(_)), "{changes:?}");

        let state = load_seeded(&one, seed);
        let (next, changes) = burst(&state, 0, 3);
        let dealt = check_move(&state, &next, &changes);
        assert_eq!(dealt.len(), 1, "seed {seed}: {changes:?}");
        assert_eq!(changes[1], Change::Fell(vec![motion((1, 2), (1, 3))]));
        assert!(matches!(changes[2], Change::Spawned(_)), "{changes:?}");
        assert_eq!(
            next.cells()[Pos::new(1, 3)],
            Some(Colour::Blue),
            "the fallen B stays"
        );
    }
}

#[test]
fn no_refill_when_the_bottom_row_stays_full() {
    let state = load(&lines(&["R R Y", "G B Y", "B G B"]));
    let (next, changes) = burst(&state, 0, 0);
    assert_eq!(
        changes,
        vec![Change::Removed(vec![Pos::new(0, 0), Pos::new(1, 0)])]
    );
    assert_eq!(next.board_text(), lines(&[". . Y", "G B Y", "B G B"]));
}

#[test]
fn random_games_keep_every_invariant() {
    let mut rng = GameRng::from_seed(2024);
    for seed in 0..25 {
        let mut state = BubbleBreaker::new_game(&Params::default(), seed);
        let mut moves = 0;
        while !state.is_over() && moves < 150 {
            let choices: Vec<Pos> = state
                .cells()
                .positions()
                .filter(|&pos| group_at(state.cells(), pos).len() >= 2)
                .collect();
            assert!(!choices.is_empty(), "not over, so a group must exist");
            let pick = choices[rng.index(choices.len())];
            let (next, changes) = state.apply(&Burst(pick)).unwrap();
            check_move(&state, &next, &changes);
            for (_, cell) in next.cells().iter() {
                assert!(cell.is_none_or(|c| FIVE.contains(&c)));
            }
            state = next;
            moves += 1;
        }
    }
}

// ---------------------------------------------------------------------------------
// Scoring and refused bursts.

#[test]
fn score_is_n_times_n_minus_one() {
    assert_eq!(burst_score(2), 2);
    assert_eq!(burst_score(3), 6);
    assert_eq!(burst_score(10), 90);
    let state = load(&lines(&["R R R", "G B G", "B G B"]));
    let (next, changes) = burst(&state, 1, 0);
    assert_eq!(next.score(), 6);
    assert_eq!(changes.len(), 1, "nothing falls or moves: {changes:?}");
    assert_eq!(next.board_text(), lines(&[". . .", "G B G", "B G B"]));
}

#[test]
fn scores_add_up_over_two_bursts() {
    let state = load(&lines(&["G B G B", "Y Y B G", "R R R R"]));
    let (one, _) = burst(&state, 0, 2);
    assert_eq!(one.score(), 12);
    assert_eq!(one.board_text(), lines(&[". . . .", "G B G B", "Y Y B G"]));
    let (two, changes) = burst(&one, 0, 2);
    assert_eq!(two.score(), 12 + 2);
    assert_eq!(two.board_text(), lines(&[". . . .", ". . G B", "G B B G"]));
    check_move(&one, &two, &changes);
}

#[test]
fn a_lone_ball_an_empty_cell_and_off_board_are_refused() {
    let state = load(&lines(&["R G .", "G R R"]));
    assert!(matches!(
        state.apply(&Burst(Pos::new(0, 0))),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        state.apply(&Burst(Pos::new(2, 0))),
        Err(MoveError::Illegal(_))
    ));
    assert_eq!(
        state.apply(&Burst(Pos::new(3, 0))),
        Err(MoveError::OffBoard(Pos::new(3, 0)))
    );
    assert!(state.apply(&Burst(Pos::new(1, 1))).is_ok());
}

// ---------------------------------------------------------------------------------
// Clicks and the selection.

const CLICK_BOARD: [&str; 3] = ["R R G .", "B R G Y", "B Y P P"];

fn click(state: &BubbleBreaker, ui: &mut Selection, x: usize, y: usize) -> Option<Burst> {
    state.click(ui, Pos::new(x, y))
}

#[test]
fn first_click_selects_a_group_and_shows_its_value() {
    let state = load(&lines(&CLICK_BOARD));
    let mut ui = Selection::default();
    assert_eq!(click(&state, &mut ui, 1, 1), None);
    assert_eq!(
        ui.group,
        vec![Pos::new(0, 0), Pos::new(1, 0), Pos::new(1, 1)]
    );
    assert_eq!(ui.clicked, Some(Pos::new(1, 1)));
    assert_eq!(ui.value(), 6);
}

#[test]
fn second_click_on_the_selected_group_bursts_it() {
    let state = load(&lines(&CLICK_BOARD));
    let mut ui = Selection::default();
    assert_eq!(click(&state, &mut ui, 1, 1), None);
    // Any ball of the group will do, not only the one first clicked.
    assert_eq!(click(&state, &mut ui, 0, 0), Some(Burst(Pos::new(0, 0))));
    assert_eq!(ui, Selection::default(), "a burst clears the selection");
    let (next, _) = state.apply(&Burst(Pos::new(0, 0))).unwrap();
    assert_eq!(next.score(), 6);
}

#[test]
fn click_elsewhere_reselects_or_clears() {
    let state = load(&lines(&CLICK_BOARD));
    let mut ui = Selection::default();
    click(&state, &mut ui, 0, 0);
    // Another group of two: re-selected.
    assert_eq!(click(&state, &mut ui, 0, 2), None);
    assert_eq!(ui.group, vec![Pos::new(0, 1), Pos::new(0, 2)]);
    assert_eq!(ui.clicked, Some(Pos::new(0, 2)));
    assert_eq!(ui.value(), 2);
    // A ball of the old group now just selects it again, it does not burst.
    assert_eq!(click(&state, &mut ui, 1, 0), None);
    assert_eq!(ui.group.len(), 3);
    // A lone ball clears.
    assert_eq!(click(&state, &mut ui, 1, 2), None);
    assert_eq!(ui, Selection::default());
    // Select, then an empty cell clears.
    click(&state, &mut ui, 2, 0);
    assert_eq!(ui.group, vec![Pos::new(2, 0), Pos::new(2, 1)]);
    assert_eq!(click(&state, &mut ui, 3, 0), None);
    assert_eq!(ui, Selection::default());
    // Select, then off the board clears.
    click(&state, &mut ui, 2, 2);
    assert_eq!(ui.group, vec![Pos::new(2, 2), Pos::new(3, 2)]);
    assert_eq!(click(&state, &mut ui, 9, 9), None);
    assert_eq!(ui, Selection::default());
}

#[test]
fn a_lone_ball_is_never_selected_and_never_bursts() {
    let state = load(&lines(&CLICK_BOARD));
    let mut ui = Selection::default();
    for _ in 0..3 {
        assert_eq!(click(&state, &mut ui, 3, 1), None);
        assert!(ui.group.is_empty());
        assert_eq!(ui.clicked, None);
    }
}

#[test]
fn clicks_after_game_over_do_nothing() {
    let state = load(&lines(&["R G R", "G . G", "R G R"]));
    assert!(state.is_over());
    let mut ui = Selection::default();
    for pos in state.cells().positions() {
        assert_eq!(state.click(&mut ui, pos), None);
        assert_eq!(ui, Selection::default());
    }
    // Even a stale selection cannot burst once the game is over.
    let mut stale = Selection {
        group: vec![Pos::new(0, 0), Pos::new(1, 0)],
        clicked: Some(Pos::new(0, 0)),
    };
    assert_eq!(state.click(&mut stale, Pos::new(0, 0)), None);
    let text = lines(&["R G R", "G . G", "R G R"]);
    let board = Some(("over.txt", text.as_str()));
    let untouched = replay("bubble-breaker", 0, board, "").unwrap();
    let clicked = replay("bubble-breaker", 0, board, "0,0 0,0 1,0 1,0 2,2").unwrap();
    assert_eq!(untouched, clicked);
}

#[test]
fn replay_select_then_burst_takes_two_clicks() {
    let text = lines(&CLICK_BOARD);
    let board = Some(("b.txt", text.as_str()));
    let one = replay("bubble-breaker", 0, board, "1,1").unwrap();
    assert!(one.starts_with(&text), "one click only selects:\n{one}");
    assert!(one.contains("score: 0\n"));
    let two = replay("bubble-breaker", 0, board, "1,1 0,0").unwrap();
    assert!(two.contains("score: 6\n"), "{two}");
    let lone_then_group = replay("bubble-breaker", 0, board, "3,1 1,1").unwrap();
    assert_eq!(lone_then_group, one);
}

// ---------------------------------------------------------------------------------
// Game over (the tutorial's HasPossibilities).

#[test]
fn game_over_when_no_two_orthogonal_neighbours_match() {
    let over = |rows: &[&str]| load(&lines(rows)).is_over();
    // Checkerboard: over.
    assert!(over(&["R G R", "G R G", "R G R"]));
    // Diagonal equals do not count.
    assert!(over(&["R G", "G R"]));
    // A horizontal pair, a vertical pair, pairs at the far edges.
    assert!(!over(&["R R", "G B"]));
    assert!(!over(&["R G", "R B"]));
    assert!(!over(&["G B Y", "B Y R", "Y G R"]));
    assert!(!over(&["G B Y", "B Y P", "Y P P"]));
    // Empty cells never make a pair, and do not join equal balls across them.
    assert!(over(&[". . .", ". . .", ". . ."]));
    assert!(over(&["R . R", ". . .", "R . R"]));
    assert!(over(&[". . .", ". . .", "B . B"]));
    assert!(!over(&[". . .", ". . .", ". B B"]));
    assert!(!over(&[". . .", ". . Y", ". G Y"]));
    // The status line agrees.
    let state = load(&lines(&["R G", "G R"]));
    assert!(state.status_lines().contains(&("over", "yes".to_string())));
}

// ---------------------------------------------------------------------------------
// Seeds and determinism.

#[test]
fn new_game_is_eleven_by_eleven_full_with_five_colours() {
    for seed in 0..20 {
        let state = BubbleBreaker::new_game(&Params::default(), seed);
        let board = state.cells();
        assert_eq!((board.width(), board.height()), (11, 11));
        let colours: HashSet<Colour> = board
            .iter()
            .map(|(_, cell)| cell.expect("every cell filled at start"))
            .collect();
        assert!(colours.iter().all(|c| FIVE.contains(c)), "{colours:?}");
        assert_eq!(colours.len(), 5, "121 balls show all five colours");
        assert_eq!(state.score(), 0);
    }
}

#[test]
fn same_seed_same_deal_different_seeds_different_deals() {
    let params = Params::default();
    assert_eq!(
        BubbleBreaker::new_game(&params, 42),
        BubbleBreaker::new_game(&params, 42)
    );
    let deals: HashSet<String> = (0..30)
        .map(|seed| BubbleBreaker::new_game(&params, seed).board_text())
        .collect();
    assert_eq!(deals.len(), 30);
}

/// Clicks that select and burst a group twice per move, found on the way.
fn some_clicks(seed: u64, moves: usize) -> String {
    let mut state = BubbleBreaker::new_game(&Params::default(), seed);
    let mut clicks = Vec::new();
    for _ in 0..moves {
        let Some(pos) = state
            .cells()
            .positions()
            .find(|&pos| group_at(state.cells(), pos).len() >= 2)
        else {
            break;
        };
        clicks.push(pos.to_string());
        clicks.push(pos.to_string());
        state = state.apply(&Burst(pos)).unwrap().0;
    }
    clicks.join(" ")
}

#[test]
fn same_seed_and_clicks_give_identical_replays() {
    for seed in [0, 1, 99] {
        let clicks = some_clicks(seed, 12);
        let first = replay("bubble-breaker", seed, None, &clicks).unwrap();
        let second = replay("bubble-breaker", seed, None, &clicks).unwrap();
        assert_eq!(first, second);
        assert!(!first.contains("score: 0\n"), "the clicks scored:\n{first}");
    }
    // The seed also drives the refill of a loaded board.
    let text = left_side_board();
    let board = Some(("left.txt", text.as_str()));
    let a = replay("bubble-breaker", 5, board, "0,0 0,0").unwrap();
    assert_eq!(a, replay("bubble-breaker", 5, board, "0,0 0,0").unwrap());
    assert_ne!(a, replay("bubble-breaker", 6, board, "0,0 0,0").unwrap());
}

#[test]
fn golden_first_row_of_seed_zero() {
    // Recorded from the current deal (column by column, ChaCha8): catches silent changes.
    let state = BubbleBreaker::new_game(&Params::default(), 0);
    let text = state.board_text();
    assert_eq!(text.lines().next(), Some("B Y Y Y P B P B B Y R"));
    let first_column: Vec<char> = text.lines().map(|l| l.chars().next().unwrap()).collect();
    assert_eq!(first_column.iter().collect::<String>(), "BPPPGYBBBBP");
}
