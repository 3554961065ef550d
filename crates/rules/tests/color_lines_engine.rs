//! Color Lines' engine: it completes the best line on offer, only plays travels the
//! rules allow, and plans from what the player sees, never from the generator.

use grid_rules::color_lines::{ColorLines, Params, Selection, Travel};
use grid_rules::plan::{LineOf, PlanOptions};
use grid_rules::{Pos, Puzzle};

fn p(x: usize, y: usize) -> Pos {
    Pos::new(x, y)
}

fn load(text: &str, seed: u64) -> ColorLines {
    ColorLines::from_board_text(&Params::default(), text, seed).unwrap()
}

/// Runs the planner from `state` until it has weighed everything.
fn plan(state: &ColorLines) -> Option<LineOf<ColorLines>> {
    let mut planner = state.planner(&PlanOptions::default());
    while !planner.step(500) {}
    planner.best().cloned()
}

fn first(line: &LineOf<ColorLines>) -> Travel {
    line.moves[0]
}

fn travel(from: Pos, to: Pos) -> Travel {
    Travel { from, to }
}

// Four reds on the top row with the fifth cell free, a red below that can get there.
const FOUR_AND_ONE: &str = "\
R R R R . G . .
. . . . . . B .
. Y . . . . . .
. . . . . . . .
. . . . P . . .
. . . . . . R .
. C . . . . . .
. . . . . . . G
next: G B Y
";

#[test]
fn the_hint_completes_an_available_line() {
    let state = load(FOUR_AND_ONE, 1);
    let line = plan(&state).expect("balls can move");
    assert_eq!(first(&line), travel(p(6, 5), p(4, 0)));
    assert_eq!(line.score, 10);
    assert_eq!((line.sure, line.proven), (1, false));
    let after = state.apply(&first(&line)).unwrap().0;
    assert_eq!(after.score(), 10);
}

// Red can make six on the bottom row; green can make five across and five down at
// once through 4,4, nine balls in one go, which scores most.
const TWO_LINES: &str = "\
. . . . G . . .
. . . . G . . .
. . . . G . . R
. . . . G . . .
G G G G . . . .
. . . . . . . .
. . . . . . . G
R R . R R R . .
next: Y Y Y
";

#[test]
fn the_hint_takes_the_line_that_scores_most() {
    let state = load(TWO_LINES, 1);
    let line = plan(&state).expect("balls can move");
    assert_eq!(first(&line), travel(p(7, 6), p(4, 4)));
    assert_eq!(line.score, 10 + 2 * 4 * 4, "nine balls vanish at once");
}

// The gap that would finish the reds is walled in with no red inside, so the red ball
// outside cannot get there however good that would be.
const WALLED_GAP: &str = "\
R R R R . B . .
B Y B Y B . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . R
. . . . . . . .
. . . . . . . .
next: G G G
";

#[test]
fn the_hint_never_moves_a_ball_where_it_cannot_go() {
    let state = load(WALLED_GAP, 1);
    let line = plan(&state).expect("balls can move");
    let Travel { from, to } = first(&line);
    assert!(state.path(from, to).is_some(), "{from} cannot reach {to}");
    assert_ne!(to, p(4, 0));
}

#[test]
fn hints_in_played_games_are_legal_reachable_and_clickable() {
    for (seed, params) in (0..6).zip([Params::default(), Params::large()].iter().cycle()) {
        let mut state = ColorLines::new_game(params, seed);
        for _ in 0..40 {
            if state.is_over() {
                break;
            }
            let line = plan(&state).expect("a game in play has a move");
            let mv = first(&line);
            assert!(state.path(mv.from, mv.to).is_some(), "seed {seed}: {mv}");
            let mut ui = Selection::default();
            let clicks = state.clicks(&mv);
            let played = clicks.iter().find_map(|&pos| state.click(&mut ui, pos));
            assert_eq!(played, Some(mv), "seed {seed}: the clicks play the move");
            state = state.apply(&mv).expect("the first move is legal").0;
        }
    }
}

#[test]
fn the_hint_depends_on_the_board_and_next_colours_only() {
    let hints: Vec<_> = (0..6).map(|seed| plan(&load(FOUR_AND_ONE, seed))).collect();
    assert!(hints.windows(2).all(|pair| pair[0] == pair[1]));
    for seed in 0..4 {
        // A position mid-game, and the same board and next colours with other generators.
        let mut state = ColorLines::new_game(&Params::large(), seed);
        for _ in 0..12 {
            let mv = first(&plan(&state).unwrap());
            state = state.apply(&mv).unwrap().0;
        }
        let next: Vec<String> = state
            .next()
            .iter()
            .map(|c| c.letter().to_string())
            .collect();
        let text = format!("{}next: {}\n", state.board_text(), next.join(" "));
        let expected = plan(&state);
        for other in [seed + 100, seed + 200] {
            let twin = ColorLines::from_board_text(&Params::large(), &text, other).unwrap();
            assert_eq!((twin.cells(), twin.next()), (state.cells(), state.next()));
            assert_ne!(twin, state);
            assert_eq!(
                plan(&twin),
                expected,
                "seed {seed}: only the generator differs"
            );
        }
    }
}

#[test]
fn moves_are_exactly_the_travels_the_rules_allow() {
    for seed in 0..4 {
        let mut state = ColorLines::new_game(&Params::default(), seed);
        for turn in 0..25 {
            if state.is_over() {
                break;
            }
            let positions: Vec<Pos> = state.cells().positions().collect();
            let mut expected = Vec::new();
            for &from in &positions {
                for &to in &positions {
                    if state.path(from, to).is_some() {
                        expected.push(travel(from, to));
                    }
                }
            }
            assert_eq!(state.moves(), expected, "seed {seed}, turn {turn}");
            let moves = state.moves();
            state = state.apply(&moves[(turn * 7) % moves.len()]).unwrap().0;
        }
    }
}

#[test]
fn a_full_board_has_no_hint() {
    let full = "\
R G R G R
G R G R G
R G R G R
G R G R G
R G R G R
next: R G B
";
    let state = load(full, 1);
    assert!(state.is_over());
    assert_eq!(plan(&state), None);
    assert!(state.moves().is_empty());
}

#[test]
fn a_line_is_ready_before_any_work() {
    let state = load(FOUR_AND_ONE, 1);
    let planner = state.planner(&PlanOptions::default());
    let line = planner.best().expect("a first line at once");
    assert!(state.apply(&first(line)).is_ok());
}
