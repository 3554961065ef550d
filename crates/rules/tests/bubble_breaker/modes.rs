//! The original game's four styles on hand-worked boards: Standard closes empty columns
//! toward the right, Continuous brings one new column per emptied column (the one shown
//! as incoming), Shifter packs rows right with nothing new, MegaShift is the tutorial's.
//! Then the engine's lines in each style, and the style on the command line and in codes.

use grid_rules::bubble_breaker::{BubbleBreaker, Burst, Mode, Params};
use grid_rules::params::Choice;
use grid_rules::plan::PlanOptions;
use grid_rules::replay::{Start, replay_from};
use grid_rules::{Change, Colour, Pos, Puzzle};

use crate::common::lines;

fn load_in(mode: Mode, rows: &[&str]) -> BubbleBreaker {
    let params = Params {
        mode,
        ..Params::default()
    };
    BubbleBreaker::from_board_text(&params, &lines(rows), 7).expect("a valid board")
}

fn burst(state: &BubbleBreaker, x: usize, y: usize) -> (BubbleBreaker, Vec<Change<Colour>>) {
    state.apply(&Burst(Pos::new(x, y))).expect("a legal burst")
}

fn rows_of(state: &BubbleBreaker) -> Vec<String> {
    state.board_text().lines().map(str::to_string).collect()
}

/// Column `x` read bottom first, up to its first empty cell.
fn column(state: &BubbleBreaker, x: usize) -> Vec<Colour> {
    let board = state.cells();
    (0..board.height())
        .rev()
        .map_while(|y| board[Pos::new(x, y)])
        .collect()
}

fn spawned(changes: &[Change<Colour>]) -> Vec<&Vec<(Pos, Colour)>> {
    changes
        .iter()
        .filter_map(|change| match change {
            Change::Spawned(pieces) => Some(pieces),
            _ => None,
        })
        .collect()
}

/// Column 2 is one red group of three: bursting it empties a whole column.
const EMPTIES_A_COLUMN: [&str; 3] = ["G B R Y", "R B R G", "R Y R B"];
/// The red pair at the top of column 2 leaves a purple ball below it.
const LEAVES_A_STUMP: [&str; 3] = ["G B R Y", "R B R G", "R Y P B"];

#[test]
fn standard_closes_an_emptied_column_by_moving_the_left_columns_right() {
    let (after, changes) = burst(&load_in(Mode::Standard, &EMPTIES_A_COLUMN), 2, 0);
    assert_eq!(rows_of(&after), [". G B Y", ". R B G", ". R Y B"]);
    assert_eq!(after.score(), 6);
    assert!(spawned(&changes).is_empty(), "nothing arrives in Standard");
    assert!(after.incoming().is_empty(), "no column waits in Standard");
    // A column that keeps a ball stays where it is: rows are not packed.
    let (after, _) = burst(&load_in(Mode::Standard, &LEAVES_A_STUMP), 2, 0);
    assert_eq!(rows_of(&after), ["G B . Y", "R B . G", "R Y P B"]);
}

#[test]
fn shifter_packs_every_row_right_and_brings_nothing() {
    let (after, changes) = burst(&load_in(Mode::Shifter, &LEAVES_A_STUMP), 2, 0);
    assert_eq!(rows_of(&after), [". G B Y", ". R B G", "R Y P B"]);
    assert!(spawned(&changes).is_empty());
    assert!(after.incoming().is_empty());
    // With the bottom left emptied too, Shifter still brings nothing.
    let (after, changes) = burst(&load_in(Mode::Shifter, &EMPTIES_A_COLUMN), 2, 0);
    assert_eq!(rows_of(&after), [". G B Y", ". R B G", ". R Y B"]);
    assert!(spawned(&changes).is_empty());
}

#[test]
fn megashift_packs_rows_then_fills_the_bottom_row_with_the_column_shown() {
    let state = load_in(Mode::Megashift, &EMPTIES_A_COLUMN);
    let shown = state.incoming().to_vec();
    assert!((2..=3).contains(&shown.len()), "{shown:?}");
    let (after, changes) = burst(&state, 2, 0);
    assert_eq!(
        column(&after, 0),
        shown,
        "the column shown is the one that came"
    );
    assert_eq!(&rows_of(&after)[2][2..], "R Y B");
    assert_eq!(spawned(&changes).len(), 1);
    assert!(!after.incoming().is_empty(), "the next one waits");
}

#[test]
fn continuous_brings_one_column_per_emptied_column_and_none_otherwise() {
    let state = load_in(Mode::Continuous, &EMPTIES_A_COLUMN);
    let shown = state.incoming().to_vec();
    let (after, changes) = burst(&state, 2, 0);
    assert_eq!(spawned(&changes).len(), 1);
    assert_eq!(column(&after, 0), shown);
    assert_eq!(
        rows_of(&after)
            .iter()
            .map(|row| row[2..].to_string())
            .collect::<Vec<_>>(),
        ["G B Y", "R B G", "R Y B"],
        "the old columns closed toward the right first"
    );
    // A burst that empties no column brings none, and the same column still waits.
    let state = load_in(Mode::Continuous, &LEAVES_A_STUMP);
    let (after, changes) = burst(&state, 2, 0);
    assert!(spawned(&changes).is_empty());
    assert_eq!(rows_of(&after), ["G B . Y", "R B . G", "R Y P B"]);
    assert_eq!(after.incoming(), state.incoming());
    // Two columns emptied: two come; the first shown slides in and on to column 1, the
    // next one after it at column 0.
    let state = load_in(Mode::Continuous, &["R R G B", "R R Y G", "R R B Y"]);
    let first = state.incoming().to_vec();
    let (after, changes) = burst(&state, 0, 0);
    assert_eq!(spawned(&changes).len(), 2);
    assert_eq!(column(&after, 1), first);
    assert_eq!(spawned(&changes)[1].len(), column(&after, 0).len());
    assert_eq!(&rows_of(&after)[2][4..], "B Y");
}

#[test]
fn styles_without_new_columns_are_over_when_no_pair_is_left() {
    let (after, _) = burst(&load_in(Mode::Standard, &["R G", "R B"]), 0, 0);
    assert_eq!(rows_of(&after), [". G", ". B"]);
    assert!(after.is_over());
    let (after, _) = burst(&load_in(Mode::Shifter, &["R G", "R B"]), 0, 0);
    assert!(after.is_over());
}

#[test]
fn engine_lines_replay_to_their_scores_and_are_sure_where_nothing_new_comes() {
    for &mode in Mode::ALL {
        let params = Params {
            width: 8,
            height: 8,
            mode,
            ..Params::default()
        };
        let state = BubbleBreaker::new_game(&params, 3);
        let mut planner = state.planner(&PlanOptions::default());
        planner.step(20_000);
        let line = planner.best().expect("a line").clone();
        let mut end = state.clone();
        for mv in &line.moves[..line.sure] {
            end = end.apply(mv).expect("a sure move is legal").0;
        }
        if mode.brings_columns() {
            assert_eq!(line.sure, 1, "{mode:?}: only the first move is sure");
        } else {
            assert_eq!(line.sure, line.moves.len(), "{mode:?}: every move is sure");
            assert_eq!(
                end.score(),
                line.score,
                "{mode:?}: the line scores what it says"
            );
            assert!(end.is_over(), "{mode:?}: the line plays to the end");
        }
    }
}

#[test]
fn replay_takes_the_style_by_name_and_codes_carry_it() {
    let set = [("mode".to_string(), "continuous".to_string())];
    let out = replay_from("bubble-breaker", Start::Seed { seed: 4, set: &set }, "").unwrap();
    assert!(out.contains("\nincoming: "), "{out}");
    let code = out.lines().find_map(|l| l.strip_prefix("code: ")).unwrap();
    let code = grid_rules::code::GameCode::decode(code).unwrap();
    assert_eq!(code.params, "11x11x5 mode=continuous");
    assert_eq!(
        replay_from("bubble-breaker", Start::Code(&code), "").unwrap(),
        out
    );
    // The seed's style prints as codes always did.
    let out = replay_from("bubble-breaker", Start::Seed { seed: 4, set: &[] }, "").unwrap();
    let code = out.lines().find_map(|l| l.strip_prefix("code: ")).unwrap();
    assert_eq!(
        grid_rules::code::GameCode::decode(code).unwrap().params,
        "11x11x5"
    );
    let bad = [("mode".to_string(), "sideways".to_string())];
    let error = replay_from("bubble-breaker", Start::Seed { seed: 4, set: &bad }, "").unwrap_err();
    assert!(error.starts_with("mode takes "), "{error}");
    assert!(
        error.contains("standard") && error.contains("megashift"),
        "{error}"
    );
}
