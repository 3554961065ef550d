//! Share: a short result anyone can post without spoiling the board (the game, the
//! day's puzzle, the score beside par, how it ended, whether it was assisted), and the
//! link or code that opens the same start, so a friend plays the same board. On the web
//! the link is the page's address with `?code=`; on the desktop the code opens with
//! `grid-puzzles --code`.

use bevy::prelude::*;
use grid_rules::code::GameRecord;
use grid_rules::history::History;

use crate::core::game::GameCommand;
use crate::core::words::{Msg, Words, date, english};
use crate::platform::page;
use crate::session::game_view::{GameView, game_id};
use crate::session::par::{Par, par_of};
use crate::session::state::Session;
use crate::ui::tooltip::show_toast;

/// The result line: `Grid Puzzles · SameGame daily 2026-12-01 · 2,431 (par 2,980) ·
/// cleared · unassisted`.
pub fn share_text<P: GameView>(session: &Session<P>, par: Option<u64>) -> Msg {
    let state = session.state();
    let name = game_id::<P>().name();
    let game = match session.daily {
        Some(day) => Msg::new("share-daily")
            .msg("game", name)
            .msg("date", date(&day.to_string())),
        None => name,
    };
    let unit = if P::LOWER_IS_BETTER {
        "share-score-moves"
    } else {
        "share-score-points"
    };
    let mut score = Msg::new(unit).num("score", state.score());
    if let Some(par) = par {
        score = Msg::new("share-score-par")
            .msg("score", score)
            .num("par", par);
    }
    let ending = match (state.is_over(), state.is_won()) {
        (true, true) => Msg::new(P::WON.unwrap_or("won-won")),
        (true, false) => Msg::new("share-finished"),
        (false, _) => Msg::new("share-in-progress"),
    };
    let assisted = Msg::new(if session.assisted() {
        "share-assisted"
    } else {
        "share-unassisted"
    });
    Msg::joined(
        vec![Msg::new("app-name"), game, score, ending, assisted],
        " · ",
    )
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

/// What [`share_result`] reads and changes.
pub(super) type ShareResult<'w, 's, P> = (
    MessageReader<'w, 's, GameCommand>,
    Option<Res<'w, Session<P>>>,
    Res<'w, Par>,
    Res<'w, Words>,
    Commands<'w, 's>,
);

/// The Share command puts the result and the start's link on the clipboard, and a
/// toast says so.
pub(super) fn share_result<P: GameView>(
    (mut game_commands, session, par, words, mut commands): ShareResult<P>,
) {
    let Some(session) = session else { return };
    if !game_commands
        .read()
        .any(|command| *command == GameCommand::Share)
    {
        return;
    }
    let line = share_text(&session, par_of(&par, &session));
    let code = start_code(&session);
    // The log says it in English, for whoever reads it (and the play-tests).
    info!("share: {} {code}", english().text(&line));
    let text = words.text(&line);
    let toast = match page::share(&text, &code) {
        Some(_) => Msg::new("share-copied").msg("line", line),
        None => Msg::new("share-no-clipboard")
            .msg("line", line)
            .text("code", code),
    };
    show_toast(&mut commands, toast);
}
