//! Fuzzing the small readers: `replay::parse_clicks`, every game's move and parameter
//! parsers (`FromStr`), with random text made of the characters they read. Each answers
//! with a value or a one-line error; a value prints and reads back the same, and moves
//! and parameters read from noise are safe to play.

use std::str::FromStr;

use grid_rules::bubble_breaker::Burst;
use grid_rules::color_lines::Travel;
use grid_rules::fifteen::Slide;
use grid_rules::games::{GAMES, GameVisitor, with_game};
use grid_rules::lianliankan::Connect;
use grid_rules::replay::parse_clicks;
use grid_rules::samegame::RemoveGroup;
use grid_rules::{Pos, Puzzle};

use crate::ensure;
use crate::support::harness::{Case, check};
use crate::support::mutate::{EDGE_NUMBERS, is_one_line, random_from, random_utf8};

/// What moves, clicks and parameters are written with.
const MOVE_CHARS: &[char] = &[
    '0', '1', '2', '3', '5', '9', ',', ',', '-', '-', '@', 'x', ' ', ' ', '\t', '\n', '+',
];

/// Random text for the move readers: noise from their alphabet, whole well-formed
/// pieces with edge numbers, or any characters.
fn move_text(case: &mut Case) -> String {
    match case.below(5) {
        0 => random_utf8(case, 30),
        1 => {
            let mut number = || *case.pick(EDGE_NUMBERS);
            let (a, b, c, d, e) = (number(), number(), number(), number(), number());
            let forms = [
                format!("{a},{b}"),
                format!("{a},{b}-{c},{d}"),
                format!("{a},{b}-{c},{d}@{e}"),
                format!("{a}x{b}x{c}"),
                format!("{a}x{b}"),
                "timeup".to_string(),
                format!(" {a} , {b} "),
            ];
            case.pick(&forms).clone()
        }
        _ => random_from(case, MOVE_CHARS, 24),
    }
}

/// A concrete move type reads `text` to a value that prints and reads back the same, or
/// to a one-line error.
fn check_move_type<M>(text: &str) -> Result<(), String>
where
    M: FromStr<Err = String> + std::fmt::Display + std::fmt::Debug,
{
    let name = std::any::type_name::<M>();
    match text.parse::<M>() {
        Ok(mv) => {
            let printed = mv.to_string();
            let again: M = printed.parse().map_err(|e| {
                format!("{name}: {mv:?} prints as {printed:?}, which is refused: {e}")
            })?;
            ensure!(
                again.to_string() == printed,
                "{name}: {printed:?} reads back as {again:?}"
            );
        }
        Err(why) => ensure!(
            is_one_line(&why),
            "{name}: the error is not one line: {why:?}"
        ),
    }
    Ok(())
}

/// Each game reads the text as parameters and as a move; parameters read from it deal a
/// game, and a move read from it is tried on that game.
struct ReadMove<'a> {
    text: &'a str,
    seed: u64,
}

impl GameVisitor for ReadMove<'_> {
    type Output = Result<(), String>;

    fn visit<P: Puzzle>(self) -> Result<(), String> {
        let params = match self.text.parse::<P::Params>() {
            Ok(params) => {
                let printed = params.to_string();
                ensure!(
                    printed.parse::<P::Params>().as_ref() == Ok(&params),
                    "{}: parameters {params:?} print as {printed:?}, which reads differently",
                    P::ID
                );
                params
            }
            Err(why) => {
                ensure!(
                    is_one_line(&why),
                    "{}: the parameter error is not one line: {why:?}",
                    P::ID
                );
                P::Params::default()
            }
        };
        let state = P::new_game(&params, self.seed);
        if let Ok(mv) = self.text.trim().parse::<P::Move>() {
            let printed = mv.to_string();
            ensure!(
                printed
                    .parse::<P::Move>()
                    .is_ok_and(|again| again.to_string() == printed),
                "{}: the move {mv:?} prints as {printed:?}, which reads differently",
                P::ID
            );
            if let Err(why) = state.apply(&mv) {
                ensure!(
                    is_one_line(&why.to_string()),
                    "{}: the move error is not one line",
                    P::ID
                );
            }
        }
        Ok(())
    }
}

fn move_readers(case: &mut Case) -> Result<(), String> {
    let text = move_text(case);
    case.note("input (escaped)", format!("{text:?}"));
    match parse_clicks(&text) {
        Ok(clicks) => {
            ensure!(
                clicks.len() == text.split_whitespace().count(),
                "{} clicks from {} words",
                clicks.len(),
                text.split_whitespace().count()
            );
            for click in clicks {
                ensure!(
                    click.to_string().parse::<Pos>() == Ok(click),
                    "the click {click} does not read back"
                );
            }
        }
        Err(why) => {
            ensure!(
                is_one_line(&why),
                "parse_clicks' error is not one line: {why:?}"
            );
            let index = why
                .strip_prefix("click ")
                .and_then(|rest| rest.split(' ').next())
                .and_then(|number| number.parse::<usize>().ok());
            ensure!(
                index.is_some_and(|i| (1..=text.split_whitespace().count()).contains(&i)),
                "parse_clicks' error names no click of the text: {why:?}"
            );
        }
    }
    check_move_type::<Pos>(&text)?;
    check_move_type::<Burst>(&text)?;
    check_move_type::<RemoveGroup>(&text)?;
    check_move_type::<Connect>(&text)?;
    check_move_type::<Slide>(&text)?;
    check_move_type::<Travel>(&text)?;
    let seed = case.game_seed();
    for game in GAMES {
        with_game(game.id, ReadMove { text: &text, seed })
            .map_err(|e| format!("the registry lost {}: {e}", game.id))??;
    }
    Ok(())
}

#[test]
fn move_and_click_readers_answer_every_input_in_one_line() {
    check("move_readers", 300, 20_000, move_readers);
}
