//! Share: a short result anyone can post without spoiling the board (the game, the
//! day's puzzle, the score beside par, how it ended, whether it was assisted), and the
//! link or code that opens the same start, so a friend plays the same board. On the web
//! the link is the page's address with `?code=`; on the desktop the code opens with
//! `grid-puzzles --code`.

use bevy::prelude::*;

use crate::core::game::GameCommand;
use crate::core::words::{Msg, Words, date, english};
use crate::platform::page;
use crate::session::par::Par;
use crate::session::state::Session;
use crate::ui::tooltip::show_toast;

/// The result line: `Grid Puzzles · SameGame daily 2026-12-01 · 2,431 (par 2,980) ·
/// cleared · unassisted`.
pub fn share_text(session: &Session, par: Option<u64>) -> Msg {
    let state = session.state();
    let facts = session.facts();
    let name = facts.id.name();
    let game = match session.daily {
        Some(day) => Msg::new("share-daily")
            .msg("game", name)
            .msg("date", date(&day.to_string())),
        None => name,
    };
    let mut score = Msg::new(facts.unit.share()).num("score", state.score());
    if let Some(par) = par {
        score = Msg::new("share-score-par")
            .msg("score", score)
            .num("par", par);
    }
    let ending = match (state.is_over(), state.is_won()) {
        (true, true) => Msg::new(format!("share-{}", facts.won.unwrap_or("won-won"))),
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
pub fn start_code(session: &Session) -> String {
    session.played.start_code().encode()
}

/// The Share command puts the result and the start's link on the clipboard, and a
/// toast says so.
pub(super) fn share_result(
    mut game_commands: MessageReader<GameCommand>,
    session: Res<Session>,
    par: Res<Par>,
    words: Res<Words>,
    mut commands: Commands,
) {
    if !game_commands
        .read()
        .any(|command| *command == GameCommand::Share)
    {
        return;
    }
    let line = share_text(&session, par.of(&session));
    let code = start_code(&session);
    // The log says it in English, for whoever reads it (and the play-tests).
    info!("share: {} {code}", english().text(&line));
    let text = words.text(&line);
    let code_line = words.text(&Msg::new("share-code-line").text("code", code.clone()));
    let toast = match page::share(&text, &code, &code_line) {
        Some(_) => Msg::new("share-copied").msg("line", line),
        None => Msg::new("share-no-clipboard")
            .msg("line", line)
            .text("code", code),
    };
    show_toast(&mut commands, toast);
}
