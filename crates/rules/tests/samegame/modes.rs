//! SameGame's modes on real boards: (n−1)² and fewest-blocks scoring, two colours,
//! clearable deals (cleared by the clicks they were built from), and how the modes print
//! in codes and take `--set`.

use grid_rules::params::Limits;
use grid_rules::rng::GameRng;
use grid_rules::samegame::{Deal, Params, RemoveGroup, SameGame, Scoring};
use grid_rules::samegame_deal::build_clearable;
use grid_rules::{Pos, Puzzle};

use crate::common::lines;
use crate::remove;

fn load_with(scoring: Scoring, rows: &[&str]) -> SameGame {
    let params = Params {
        scoring,
        ..Params::default()
    };
    SameGame::from_board_text(&params, &lines(rows), 0).expect("the board loads")
}

/// Four reds in an L, two blues, a yellow: removing the reds leaves the blues joined.
const BOARD: [&str; 3] = ["B Y .", "R B .", "R R R"];

#[test]
fn n_minus_one_scores_n_minus_one_squared_and_keeps_the_clear_bonus() {
    let state = load_with(Scoring::NMinus1, &BOARD);
    let (after_reds, _) = remove(&state, 0, 2);
    assert_eq!(after_reds.score(), 9, "four reds: (4−1)²");
    assert_eq!(after_reds.remaining(), 3);
    // The same move in the seed's scoring: (4−2)².
    let (seed_rules, _) = remove(&load_with(Scoring::NMinus2, &BOARD), 0, 2);
    assert_eq!(seed_rules.score(), 4);

    // A board of two pairs: (2−1)² each, then 1000 for clearing it.
    let pairs = load_with(Scoring::NMinus1, &["R B", "R B"]);
    let (one, _) = remove(&pairs, 0, 0);
    assert_eq!(one.score(), 1);
    let (cleared, _) = remove(&one, 0, 1);
    assert_eq!(cleared.score(), 1 + 1 + 1000);
    assert!(cleared.is_over());
}

#[test]
fn fewest_counts_the_blocks_left_and_lower_is_better() {
    let state = load_with(Scoring::Fewest, &BOARD);
    assert!(state.lower_is_better());
    assert!(!load_with(Scoring::NMinus2, &BOARD).lower_is_better());
    assert_eq!(state.score(), 7, "the result is the blocks left");
    let (after_reds, _) = remove(&state, 0, 2);
    assert_eq!(after_reds.score(), 3);
    let (after_blues, _) = remove(&after_reds, 0, 2);
    // The yellow is left alone: one block, and no bonus in any case.
    assert_eq!(after_blues.score(), 1);
    assert!(after_blues.is_over());
    let status: Vec<(&str, String)> = after_blues.status_lines();
    assert_eq!(status[0], ("score", "1".to_string()));

    let cleared = load_with(Scoring::Fewest, &["R B", "R B"]);
    let (one, _) = remove(&cleared, 0, 0);
    let (none, _) = remove(&one, 0, 1);
    assert_eq!(none.score(), 0, "no clear bonus: nothing is left");
}

#[test]
fn two_colours_deal_two_colours() {
    let params = Params {
        colours: 2,
        ..Params::default()
    };
    let state = SameGame::new_game(&params, 5);
    let mut used: Vec<_> = state.cells().iter().filter_map(|(_, c)| *c).collect();
    used.sort();
    used.dedup();
    assert_eq!(used.len(), 2);
}

fn clearable(width: usize, height: usize, colours: usize) -> Params {
    Params {
        width,
        height,
        colours,
        deal: Deal::Clearable,
        ..Params::default()
    }
}

/// Plays `clicks` from `state`, each a legal move, and returns where they lead.
fn play(state: &SameGame, clicks: &[Pos]) -> SameGame {
    clicks.iter().fold(state.clone(), |at, &pos| {
        at.apply(&RemoveGroup(pos))
            .unwrap_or_else(|why| panic!("{pos}: {why}\n{}", at.board_text()))
            .0
    })
}

#[test]
fn clearable_deals_are_cleared_by_the_clicks_they_were_built_from() {
    let mut sizes = vec![(5, 5), (15, 15), (30, 30), (5, 30), (30, 5), (8, 12)];
    sizes.extend([(20, 10), (6, 6)]);
    // Three colours on the largest boards are left out: see the closing note of the
    // session that wrote this (the builder gives up on some of them).
    for colours in 3..=7 {
        for &(width, height) in &sizes {
            if colours == 3 && width > 15 {
                continue;
            }
            for seed in 0..3 {
                let params = clearable(width, height, colours);
                let mut rng = GameRng::from_seed(seed);
                let (board, clicks) = build_clearable(&params.deal_shape(), &mut rng)
                    .unwrap_or_else(|| panic!("{params}: seed {seed} was built"));
                let state = SameGame::new_game(&params, seed);
                assert_eq!(
                    state.cells(),
                    &board,
                    "{params}: new_game deals the built board"
                );
                assert_eq!(state.remaining(), width * height, "{params}: full");
                let end = play(&state, &clicks);
                assert_eq!(end.remaining(), 0, "{params} seed {seed}: cleared");
                assert!(end.score() >= 1000, "the clear bonus");
            }
        }
    }
}

#[test]
fn clearable_deals_use_every_colour_and_differ_by_seed() {
    let params = clearable(15, 15, 5);
    let a = SameGame::new_game(&params, 1);
    assert_eq!(a, SameGame::new_game(&params, 1), "a seed deals one board");
    assert_ne!(a, SameGame::new_game(&params, 2));
    let mut used: Vec<_> = a.cells().iter().filter_map(|(_, c)| *c).collect();
    used.sort();
    used.dedup();
    assert_eq!(used.len(), 5);
    // Not the random deal of the same seed.
    let random = Params {
        deal: Deal::Random,
        ..params
    };
    assert_ne!(a.cells(), SameGame::new_game(&random, 1).cells());
}

#[test]
fn modes_print_after_the_numbers_only_when_not_the_seed_rules() {
    assert_eq!(Params::default().to_string(), "15x15x3");
    let params = Params {
        colours: 2,
        deal: Deal::Clearable,
        scoring: Scoring::Fewest,
        ..Params::default()
    };
    assert_eq!(params.to_string(), "15x15x2 deal=clearable scoring=fewest");
    assert_eq!("15x15x2 deal=clearable scoring=fewest".parse(), Ok(params));
    assert_eq!("15x15x3".parse(), Ok(Params::default()));
    let refused = "15x15x3 scoring=most".parse::<Params>().unwrap_err();
    assert_eq!(
        refused,
        "scoring takes n_minus_2, n_minus_1 or fewest, not \"most\""
    );
    assert!("15x15x3 deal".parse::<Params>().is_err());
    assert!("15x15x3 width=4".parse::<Params>().is_err());
}

#[test]
fn set_takes_every_number_and_choice_by_name_and_names_what_it_takes() {
    let mut params = Params::default();
    params.set("scoring", "n_minus_1").unwrap();
    params.set("deal", "clearable").unwrap();
    params.set("colours", "2").unwrap();
    params.set("width", "30").unwrap();
    assert_eq!(
        params.to_string(),
        "30x15x2 deal=clearable scoring=n_minus_1"
    );
    assert_eq!(
        params.set("colours", "8").unwrap_err(),
        "colours takes a whole number from 2 to 7, not \"8\""
    );
    assert_eq!(
        params.set("deal", "solvable").unwrap_err(),
        "deal takes random or clearable, not \"solvable\""
    );
    assert_eq!(
        params.set("speed", "1").unwrap_err(),
        "there is no setting \"speed\" (the settings are width, height, colours, deal or scoring)"
    );
    let names: Vec<&str> = Params::choices().iter().map(|c| c.name).collect();
    assert_eq!(names, ["deal", "scoring"]);
}

#[test]
fn an_engine_line_in_fewest_scoring_counts_removed_blocks_and_par_reads_as_blocks_left() {
    use grid_rules::samegame_engine::Engine;
    for seed in 0..4 {
        let params = Params {
            width: 8,
            height: 8,
            scoring: Scoring::Fewest,
            ..Params::default()
        };
        let state = SameGame::new_game(&params, seed);
        let mut engine = Engine::new(state.cells(), Scoring::Fewest.engine_rules(), 1);
        engine.step(20_000);
        let line = engine.best().expect("a line");
        let end = play(&state, &line.clicks);
        assert_eq!(line.score as usize, 64 - end.remaining(), "blocks removed");
        assert_eq!(
            state.result_after_line(line.score as u64),
            end.score(),
            "par in fewest scoring is the blocks the line leaves"
        );
        // In the seed's scoring the result is the points.
        let points = SameGame::new_game(
            &Params {
                scoring: Scoring::NMinus2,
                ..params.clone()
            },
            seed,
        );
        assert_eq!(points.result_after_line(7), 7);
    }
}

#[test]
fn replay_takes_settings_by_name_and_prints_the_blocks_left_as_the_score_in_fewest() {
    use grid_rules::replay::{Start, replay_from};
    let set = [("scoring".to_string(), "fewest".to_string())];
    let dealt = SameGame::new_game(
        &Params {
            scoring: Scoring::Fewest,
            ..Params::default()
        },
        3,
    );
    let click = dealt.hint().expect("a move")[0];
    let moves = format!("{},{}", click.x, click.y);
    let out = replay_from("samegame", Start::Seed { seed: 3, set: &set }, &moves).unwrap();
    let after = dealt.apply(&RemoveGroup(click)).unwrap().0;
    assert!(
        out.contains(&format!("score: {}\n", after.remaining())),
        "{out}"
    );
    assert!(out.contains(&format!("remaining: {}\n", after.remaining())));
    // The code carries the mode: replaying it gives the same result.
    let code = out.lines().find_map(|l| l.strip_prefix("code: ")).unwrap();
    let code = grid_rules::code::GameCode::decode(code).unwrap();
    assert_eq!(code.params, "15x15x3 scoring=fewest");
    let again = replay_from("samegame", Start::Code(&code), "").unwrap();
    assert_eq!(again, out);

    let bad = [("colours".to_string(), "9".to_string())];
    assert_eq!(
        replay_from("samegame", Start::Seed { seed: 3, set: &bad }, "").unwrap_err(),
        "colours takes a whole number from 2 to 7, not \"9\""
    );
}

#[test]
fn on_a_clearable_deal_the_planner_takes_a_clearing_line_from_either_search() {
    use grid_rules::plan::PlanOptions;
    // Seed 65 at 5 colours: the search by points needs some 2.8 million nodes to clear
    // it, the search by blocks removed 150,000; the planner has it within 400,000.
    for scoring in [Scoring::NMinus2, Scoring::Fewest] {
        let params = Params {
            colours: 5,
            deal: Deal::Clearable,
            scoring,
            ..Params::default()
        };
        let state = SameGame::new_game(&params, 65);
        let mut planner = state.planner(&PlanOptions::default());
        while planner.nodes() < 400_000 {
            planner.step(10_000);
        }
        let line = planner.best().expect("a line").clone();
        let clicks: Vec<Pos> = line.moves.iter().map(|mv| mv.0).collect();
        let end = play(&state, &clicks);
        assert_eq!(end.remaining(), 0, "{scoring:?}: the line clears the board");
        assert_eq!(line.sure, line.moves.len());
        let gained = match scoring {
            Scoring::Fewest => 225,
            _ => end.score(),
        };
        assert_eq!(
            line.score, gained,
            "{scoring:?}: the line scores what it claims"
        );
    }
}
