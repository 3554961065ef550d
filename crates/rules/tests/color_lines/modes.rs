//! Color Lines' modes on real boards: rectangles up to Five or More's 20×15, more balls
//! at a time, KLines' hidden next colours (a point more per removal, and an engine that
//! plans without them), and how the modes print in codes and take `--set`.

use grid_rules::color_lines::{ColorLines, Next, Params};
use grid_rules::params::Limits;
use grid_rules::replay::{Start, replay_from};
use grid_rules::{Pos, Puzzle};

use super::{ball_count, p, travel};

fn with(params: &Params, text: &str) -> ColorLines {
    ColorLines::from_board_text(params, text, 1).unwrap()
}

fn hidden() -> Params {
    Params {
        next: Next::Hidden,
        ..Params::default()
    }
}

/// Four reds in a row on the bottom line and a fifth that can join them.
const FOUR_AND_ONE: &str = "\
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . R
R R R R . . . .
next: G B Y
";

#[test]
fn hidden_next_adds_a_point_to_each_removal_and_prints_hidden() {
    let shown = with(&Params::default(), FOUR_AND_ONE);
    let (after, _) = shown.apply(&travel(p(7, 6), p(4, 7))).unwrap();
    assert_eq!(after.score(), 10, "five in a row");
    let secret = with(&hidden(), FOUR_AND_ONE);
    assert_eq!(secret.next_shown(), None);
    assert_eq!(shown.next_shown().map(<[_]>::len), Some(3));
    let (after, _) = secret.apply(&travel(p(7, 6), p(4, 7))).unwrap();
    assert_eq!(after.score(), 11, "KLines' bonus point");
    let status = after.status_lines();
    assert!(
        status.contains(&("next", "hidden".to_string())),
        "{status:?}"
    );
    // The hidden balls still land after a quiet move, as drawn.
    let (quiet, _) = secret.apply(&travel(p(7, 6), p(7, 0))).unwrap();
    assert_eq!(ball_count(&quiet), 5 + 3);
}

#[test]
fn the_engine_plans_without_hidden_colours() {
    // Two positions alike but for the next colours: with them hidden, every planner
    // answers the same; shown, the colours count.
    let board = "\
. . . . . . . .
. G . . . . . .
. G . . . B . .
. . . . . B . .
. Y . . . . . .
. . . . R . . .
. . . . . . . R
R R . R . . . .
";
    let line = |params: &Params, next: &str| {
        let state = with(params, &format!("{board}next: {next}\n"));
        let mut planner = state.planner(&grid_rules::plan::PlanOptions::default());
        planner.step(1_000_000);
        planner.best().cloned().expect("a move")
    };
    for next in ["G G G", "B B B", "Y Y Y"] {
        assert_eq!(line(&hidden(), next), line(&hidden(), "R R R"), "{next}");
    }
}

#[test]
fn more_balls_arrive_when_next_count_says_so() {
    let params = Params {
        next_count: 5,
        ..Params::default()
    };
    let state = ColorLines::new_game(&params, 4);
    assert_eq!(state.next().len(), 5);
    assert_eq!(ball_count(&state), 3, "the tutorial's start on 8x8");
    let mv = state.moves()[0];
    let (after, _) = state.apply(&mv).unwrap();
    assert_eq!(ball_count(&after), 3 + 5);
    assert_eq!(after.next().len(), 5);
    // A board file's `next:` line holds as many colours.
    let text = format!("{}next: R G B\n", state.board_text());
    let refused = ColorLines::from_board_text(&params, &text, 0).unwrap_err();
    assert!(refused.message.contains("needs 5"), "{refused}");
}

#[test]
fn five_or_mores_boards_deal_rectangles_and_print_in_full() {
    let presets = Params::five_or_more();
    let names: Vec<&str> = presets.iter().map(|(name, _)| *name).collect();
    assert_eq!(names, ["small", "medium", "large"]);
    let printed: Vec<String> = presets.iter().map(|(_, p)| p.to_string()).collect();
    assert_eq!(printed, ["7x5", "9x7", "20x15x7x7"]);
    let large = &presets[2].1;
    let state = ColorLines::new_game(large, 9);
    assert_eq!((state.cells().width(), state.cells().height()), (20, 15));
    assert_eq!(ball_count(&state), 5, "five balls from 9x9 up");
    assert_eq!(state.next().len(), 7);
    // Lines of five run in every direction on a rectangle too.
    let mut rows = vec![vec!['.'; 20]; 15];
    for cell in &mut rows[14][15..19] {
        *cell = 'B';
    }
    rows[0][19] = 'B';
    let text: String = rows
        .iter()
        .map(|r| {
            format!(
                "{}\n",
                r.iter().map(char::to_string).collect::<Vec<_>>().join(" ")
            )
        })
        .collect();
    let loaded = with(large, &text);
    let (after, _) = loaded
        .apply(&travel(Pos::new(19, 0), Pos::new(19, 14)))
        .unwrap();
    assert_eq!(after.score(), 10);
    assert_eq!(
        ball_count(&after),
        7,
        "the board emptied, so the next balls land"
    );
}

#[test]
fn old_codes_read_as_square_boards_and_modes_take_set() {
    assert_eq!("8x6".parse::<Params>(), Ok(Params::default()));
    assert_eq!("9x7".parse::<Params>(), Ok(Params::large()));
    assert_eq!(Params::default().to_string(), "8x6");
    assert_eq!(hidden().to_string(), "8x6 next=hidden");
    assert_eq!("8x6 next=hidden".parse::<Params>(), Ok(hidden()));
    let rectangle = Params {
        width: 12,
        height: 7,
        ..Params::default()
    };
    assert_eq!(rectangle.to_string(), "12x7x6x3");
    assert_eq!("12x7x6x3".parse::<Params>(), Ok(rectangle));
    assert!("12x7x6".parse::<Params>().is_err());

    let mut params = Params::default();
    params.set("width", "20").unwrap();
    params.set("height", "15").unwrap();
    params.set("next_count", "7").unwrap();
    params.set("next", "hidden").unwrap();
    assert_eq!(params.to_string(), "20x15x6x7 next=hidden");
    assert_eq!(
        params.set("height", "16").unwrap_err(),
        "height takes a whole number from 5 to 15, not \"16\""
    );
    assert_eq!(
        params.set("next", "secret").unwrap_err(),
        "next takes shown or hidden, not \"secret\""
    );
    assert_eq!(
        params.set("size", "9").unwrap_err(),
        "there is no setting \"size\" (the settings are width, height, colours, next_count or next)"
    );

    let set = [("next".to_string(), "hidden".to_string())];
    let out = replay_from("color-lines", Start::Seed { seed: 5, set: &set }, "").unwrap();
    assert!(out.contains("next: hidden\n"), "{out}");
    assert!(!out.contains("next: R") && !out.contains("next: G"));
}
