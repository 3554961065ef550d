//! Share: a short result anyone can post without spoiling the board (the game, the
//! day's puzzle, the score beside par, how it ended, whether it was assisted), and the
//! link or code that opens the same start, so a friend plays the same board. On the web
//! the link is the page's address with `?code=`; on the desktop the code opens with
//! `grid-puzzles --code`.

use bevy::prelude::*;
use grid_rules::code::GameRecord;
use grid_rules::history::History;

use crate::core::format::thousands;
use crate::core::game::GameCommand;
use crate::platform::page;
use crate::session::game_view::GameView;
use crate::session::hud::{Par, par_of};
use crate::session::state::Session;
use crate::ui::tooltip::show_toast;

/// The result line: `Grid Puzzles · SameGame daily 2026-12-01 · 2,431 (par 2,980) ·
/// cleared · unassisted`.
pub fn share_text<P: GameView>(session: &Session<P>, par: Option<u64>) -> String {
    let state = session.state();
    let game = match session.daily {
        Some(date) => format!("{} daily {date}", P::TITLE),
        None => P::TITLE.to_string(),
    };
    let unit = if P::LOWER_IS_BETTER { " moves" } else { "" };
    let mut score = format!("{}{unit}", thousands(state.score()));
    if let Some(par) = par {
        score.push_str(&format!(" (par {})", thousands(par)));
    }
    let ending = match (state.is_over(), state.is_won()) {
        (true, true) => P::WON.unwrap_or("won"),
        (true, false) => "finished",
        (false, _) => "in progress",
    };
    let assisted = if session.assisted() {
        "assisted"
    } else {
        "unassisted"
    };
    format!("Grid Puzzles · {game} · {score} · {ending} · {assisted}")
}

/// The code of the game's start, without its moves: what a friend needs to play the
/// same board.
pub fn start_code<P: GameView>(session: &Session<P>) -> String {
    let game = &session.game;
    GameRecord {
        params: game.params.clone(),
        seed: game.seed,
        board: game.board.clone(),
        history: History::new(game.history.start().clone()),
    }
    .code()
    .encode()
}

/// The Share command puts the result and the start's link on the clipboard, and a
/// toast says so.
pub(super) fn share_result<P: GameView>(
    mut game_commands: MessageReader<GameCommand>,
    session: Option<Res<Session<P>>>,
    par: Res<Par>,
    mut commands: Commands,
) {
    let Some(session) = session else { return };
    if !game_commands
        .read()
        .any(|command| *command == GameCommand::Share)
    {
        return;
    }
    let text = share_text(&session, par_of(&par, &session));
    let code = start_code(&session);
    info!("share: {text} {code}");
    let toast = match page::share(&text, &code) {
        Some(_) => format!("Copied: {text}"),
        None => format!("No clipboard here. {text} · code {code}"),
    };
    show_toast(&mut commands, toast);
}
