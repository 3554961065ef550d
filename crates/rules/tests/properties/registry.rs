//! Properties every game of the registry shares, over random games and moves: board
//! text and parameters round-trip, game codes round-trip and play back the same game,
//! undo and redo return exactly to earlier positions, and a move's clicks make it.

use grid_rules::Puzzle;
use grid_rules::code::GameCode;
use grid_rules::history::History;

use crate::ensure;
use crate::support::games::{RandomPlay, random_game};
use crate::support::harness::{Case, check};

/// A property that can be checked on any game.
trait GameProperty {
    fn run<P: RandomPlay>(&self);
}

/// Defines [`every_game`] from the registry's list, so a new game cannot be left out (it
/// needs a [`RandomPlay`] to compile).
macro_rules! define_every_game {
    ($($game:ty),* $(,)?) => {
        /// Checks `property` on every game of the registry.
        fn every_game(property: impl GameProperty) {
            $(property.run::<$game>();)*
        }
    };
}

grid_rules::for_each_game!(define_every_game);

/// A [`GameProperty`] named `$name` that runs the generic function `$function`.
macro_rules! game_property {
    ($name:ident => $function:ident) => {
        struct $name;
        impl GameProperty for $name {
            fn run<P: RandomPlay>(&self) {
                $function::<P>()
            }
        }
    };
}

game_property!(BoardText => board_text_round_trips);
game_property!(Codes => codes_round_trip);
game_property!(UndoRedo => undo_redo_returns_exactly);
game_property!(Clicks => clicks_make_the_move);

/// The board text of a random position loads back to the same board (and Color Lines'
/// `next:` line to the same colours); parameters print and parse back.
fn board_text_round_trips<P: RandomPlay>() {
    check(
        &format!("board_text_round_trips/{}", P::ID),
        40,
        2_000,
        |case: &mut Case| {
            let game = random_game::<P>(case, 30, 40);
            let state = game.history.current();
            let text = state.full_board_text();
            case.note("text", &text);
            let loaded = P::from_board_text(&game.params, &text, game.seed)
                .map_err(|e| format!("the printed board is refused: {e}"))?;
            ensure!(loaded.cells() == state.cells(), "the loaded board differs");
            ensure!(
                loaded.full_board_text() == text,
                "the loaded position prints differently:\n{}",
                loaded.full_board_text()
            );
            let params: P::Params = game
                .params
                .to_string()
                .parse()
                .map_err(|e| format!("the printed parameters are refused: {e}"))?;
            ensure!(
                params == game.params,
                "the parameters print and parse to {params:?}"
            );
            Ok(())
        },
    );
}

/// A random game's code decodes to the same code and plays back the same game, moves
/// and all; a code for another game is refused in one line.
fn codes_round_trip<P: RandomPlay>() {
    check(
        &format!("codes_round_trip/{}", P::ID),
        30,
        1_500,
        |case: &mut Case| {
            let game = random_game::<P>(case, 40, 40);
            let code = game.code();
            let token = code.encode();
            case.note("code", &token);
            ensure!(
                token.starts_with(&format!("{}_", P::ID))
                    && token
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
                "the token is not a printable code of the game"
            );
            let decoded = GameCode::decode(&token).map_err(|e| format!("refused: {e}"))?;
            ensure!(decoded == code, "the code decodes to {decoded:?}");
            let (params, history) = decoded.play::<P>()?;
            ensure!(params == game.params, "the code plays with {params:?}");
            ensure!(
                history.start() == game.history.start()
                    && history.current() == game.history.current(),
                "the code plays to another position"
            );
            // Moves are compared as printed, which is what a code holds (Lianliankan
            // prints a life above full as full, which the rules cap it to anyway).
            let printed = |history: &History<P>| -> Vec<String> {
                history.moves().map(ToString::to_string).collect()
            };
            ensure!(
                printed(&history) == printed(&game.history),
                "the code plays other moves"
            );
            let other = if P::ID == "samegame" {
                decoded.play::<grid_rules::fifteen::Fifteen>().err()
            } else {
                decoded.play::<grid_rules::samegame::SameGame>().err()
            };
            ensure!(
                other.is_some_and(|why| !why.contains('\n')),
                "a code played as another game was not refused in one line"
            );
            Ok(())
        },
    );
}

/// Random plays, undos and redos, checked against a plain list of the positions: the
/// history is always at the position the list says, and replaying its moves from the
/// start rebuilds it.
fn undo_redo_returns_exactly<P: RandomPlay>() {
    check(
        &format!("undo_redo/{}", P::ID),
        30,
        1_500,
        |case: &mut Case| {
            let game = random_game::<P>(case, 30, 10);
            let mut history = game.history;
            let mut positions: Vec<P> = vec![history.start().clone()];
            positions.extend(replay_positions(&history));
            let mut undone: Vec<P> = Vec::new();
            for _ in 0..case.between(1..=60) {
                let action = case.below(10);
                if action < 5 {
                    let Some(mv) = history.current().random_move(case) else {
                        continue;
                    };
                    case.note_move(format!("play {mv}"));
                    history
                        .play(&mv)
                        .map_err(|e| format!("{mv} refused: {e}"))?;
                    positions.push(history.current().clone());
                    undone.clear();
                } else if action < 8 {
                    case.note_move("undo");
                    let can = positions.len() > 1;
                    ensure!(history.undo() == can, "undo answered wrongly");
                    if can {
                        undone.push(positions.pop().expect("checked"));
                    }
                } else {
                    case.note_move("redo");
                    let can = !undone.is_empty();
                    ensure!(history.redo() == can, "redo answered wrongly");
                    if let Some(position) = undone.pop() {
                        positions.push(position);
                    }
                }
                ensure!(
                    history.current() == positions.last().expect("never empty"),
                    "the history is not at the expected position"
                );
                ensure!(
                    history.moves_played() == positions.len() - 1
                        && history.can_undo() == (positions.len() > 1)
                        && history.can_redo() != undone.is_empty(),
                    "the history counts its moves wrongly"
                );
            }
            let replayed = history
                .replayed()
                .map_err(|e| format!("replay refused: {e}"))?;
            ensure!(
                replayed.current() == history.current()
                    && replayed.moves().eq(history.moves())
                    && replayed.start() == history.start(),
                "replaying the moves gives another game"
            );
            if !history.can_redo() {
                ensure!(replayed == history, "the replayed history differs");
            }
            Ok(())
        },
    );
}

/// The position after each move of a history, replayed from its start.
fn replay_positions<P: Puzzle>(history: &History<P>) -> Vec<P> {
    let mut state = history.start().clone();
    history
        .moves()
        .map(|mv| {
            state = state.apply(mv).expect("the history's moves are legal").0;
            state.clone()
        })
        .collect()
}

/// A move's clicks, from a fresh click state, make a move that plays to the same board
/// (Lianliankan's clicks carry a full life bar, so only the board is compared).
fn clicks_make_the_move<P: RandomPlay>() {
    check(
        &format!("clicks_make_the_move/{}", P::ID),
        30,
        1_500,
        |case: &mut Case| {
            let game = random_game::<P>(case, 30, 30);
            let state = game.history.current();
            let Some(mv) = state.random_move(case) else {
                ensure!(
                    state.hint().is_none(),
                    "no move is left, but there is a hint"
                );
                return Ok(());
            };
            case.note("move", &mv);
            let clicks = state.clicks(&mv);
            if clicks.is_empty() {
                return Ok(());
            }
            let mut ui = P::Ui::default();
            let made: Vec<P::Move> = clicks
                .iter()
                .filter_map(|&pos| state.click(&mut ui, pos))
                .collect();
            ensure!(made.len() == 1, "the clicks {clicks:?} made {made:?}");
            let expected = state.apply(&mv).map_err(|e| e.to_string())?.0;
            let clicked = state.apply(&made[0]).map_err(|e| e.to_string())?.0;
            ensure!(
                clicked.cells() == expected.cells(),
                "the clicked move {} plays differently",
                made[0]
            );
            Ok(())
        },
    );
}

#[test]
fn board_text_round_trips_for_every_game() {
    every_game(BoardText);
}

#[test]
fn codes_round_trip_for_every_game() {
    every_game(Codes);
}

#[test]
fn undo_and_redo_return_exactly_for_every_game() {
    every_game(UndoRedo);
}

#[test]
fn clicks_make_the_move_for_every_game() {
    every_game(Clicks);
}
