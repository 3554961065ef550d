//! Where a game starts (a code, a board, a seed, today's puzzle, the saved game in
//! progress, or a new deal), and saving the game in progress after every move.

use bevy::prelude::*;
use grid_rules::code::GameCode;

use crate::core::game::{AppState, Launch};
use crate::core::notices::{Problems, report};
use crate::core::words::Msg;
use crate::look::config::GameConfig;
use crate::persist::shared::SavedGames;
use crate::platform::clock::today_date;
use crate::session::game::Game;
use crate::session::play::BoardNews;
use crate::session::registry::{Games, NextParams};
use crate::session::state::{Session, fresh_seed};

/// Why a saved game was not resumed, shown once in the log (and kept for tests).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct SaveWarning(pub Option<String>);

/// The saved game in progress of `game`, if there is one that opens and is not over; a
/// save that does not open says why.
pub fn saved_game(game: &dyn Game, saved: &SavedGames) -> Result<Option<Session>, String> {
    let id = game.facts().id;
    let Some(token) = saved.0.get(&id.key()) else {
        return Ok(None);
    };
    let why = |why: String| format!("saved {}: {why}", id.0);
    let (code, help) = token.split_once(';').unwrap_or((token, ""));
    let code = GameCode::decode(code).map_err(why)?;
    let mut session = Session::from_code(game, &code).map_err(why)?;
    read_help(&mut session, help).map_err(why)?;
    Ok((!session.state().is_over()).then_some(session))
}

/// What a save holds: the game code, then what it cannot record, the help the game has
/// had and the time played (`CODE;hints=2;undos=0;auto=0;seconds=41`), so a game
/// resumed after a hint is still an assisted one, and a timed game's clock goes on.
pub fn save_text(session: &Session) -> String {
    format!(
        "{};hints={};undos={};auto={};seconds={}",
        session.code().encode(),
        session.hints_used,
        session.undos_used,
        u8::from(session.auto_used),
        session.seconds.floor()
    )
}

/// Reads the part of a save after its code (empty in saves of earlier versions).
fn read_help(session: &mut Session, help: &str) -> Result<(), String> {
    for field in help.split(';').filter(|field| !field.is_empty()) {
        let bad = || format!("unreadable '{field}' after the game code");
        let (name, value) = field.split_once('=').ok_or_else(bad)?;
        if !["hints", "undos", "auto", "seconds"].contains(&name) {
            // A later version's field: the game still opens.
            continue;
        }
        let number: f32 = value.parse().map_err(|_| bad())?;
        if !number.is_finite() || number < 0.0 {
            return Err(bad());
        }
        match name {
            "hints" => session.hints_used = number as u32,
            "undos" => session.undos_used = number as u32,
            "auto" => session.auto_used = number > 0.0,
            _ => session.seconds = number,
        }
    }
    Ok(())
}

/// The save without its time played: what decides whether it must be written again
/// (the clock alone, ticking every frame, does not).
fn without_time(save: &str) -> &str {
    save.rsplit_once(";seconds=").map_or(save, |(rest, _)| rest)
}

/// The game to start on entering `game`: what the command line or page asked for, else
/// the saved game in progress, else a new deal with `params`.
fn opening(
    game: &dyn Game,
    launch: &mut Launch,
    saved: &SavedGames,
    params: &str,
) -> (Session, Option<String>) {
    let (mut session, warning) = asked_for_or_saved(game, launch, saved, params);
    if session.daily.is_none() {
        session.daily = session.daily_of(today_date());
    }
    (session, warning)
}

/// A new deal of `game` with `params`.
fn new_deal(game: &dyn Game, params: &str, seed: u64) -> Session {
    let played = game
        .deal(params, seed)
        .or_else(|_| game.deal("", seed))
        .expect("a game deals with its default parameters");
    Session::new(played)
}

fn asked_for_or_saved(
    game: &dyn Game,
    launch: &mut Launch,
    saved: &SavedGames,
    params: &str,
) -> (Session, Option<String>) {
    let id = game.facts().id;
    if launch.game == Some(id)
        && let Some(date) = launch.daily.take()
    {
        // Today's puzzle in progress resumes; otherwise the day's deal starts.
        return match saved_game(game, saved) {
            Ok(Some(session)) if session.daily_of(date) == Some(date) => (session, None),
            _ => (Session::daily(game, date), None),
        };
    }
    if let Some(code) = launch.code.take_if(|code| code.game == id.0) {
        // The start of the game in progress (the address Share left behind, reloaded):
        // the player's moves go on rather than starting over.
        if let Ok(Some(saved)) = saved_game(game, saved)
            && code.moves.is_empty()
            && Session::from_code(game, &code)
                .is_ok_and(|start| start.played.same_start(saved.played.as_ref()))
        {
            return (saved, None);
        }
        match Session::from_code(game, &code) {
            Ok(session) => return (session, None),
            Err(why) => return (new_deal(game, params, fresh_seed()), Some(why)),
        }
    }
    if launch.seed.is_some() || launch.board.is_some() || launch.params.is_some() {
        let seed = launch.seed.take().unwrap_or_else(fresh_seed);
        // `--set` on the command line: the first game is played by those settings.
        let asked = launch.params.take();
        let params = asked.as_deref().unwrap_or(params);
        let from_board = launch
            .board
            .take()
            .and_then(|text| game.load_board(params, &text, seed).ok());
        return match from_board {
            Some(played) => (Session::new(played), None),
            None => (new_deal(game, params, seed), None),
        };
    }
    match saved_game(game, saved) {
        Ok(Some(session)) => (session, None),
        Ok(None) => (new_deal(game, params, fresh_seed()), None),
        Err(why) => (new_deal(game, params, fresh_seed()), Some(why)),
    }
}

/// What starting a session reads: where the game was asked for, the saves and the
/// games' next deals.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Openings<'w> {
    state: Res<'w, State<AppState>>,
    games: Res<'w, Games>,
    launch: ResMut<'w, Launch>,
    saved: Res<'w, SavedGames>,
    next: Res<'w, NextParams>,
    config: Res<'w, GameConfig>,
}

/// Opens the game the app entered, and tells the board to draw it.
pub(crate) fn start_session(
    mut commands: Commands,
    mut openings: Openings,
    mut news: MessageWriter<BoardNews>,
    mut problems: ResMut<Problems>,
) {
    let AppState::Playing(id) = *openings.state.get() else {
        return;
    };
    let Some(game) = openings.games.get(id) else {
        return;
    };
    let params = openings.next.of(id).to_string();
    let (session, warning) = opening(game, &mut openings.launch, &openings.saved, &params);
    // The window says so until a game opens as asked: a code that does not play, or a
    // save of an earlier version, costs the player that game, never the next.
    let told = warning
        .as_deref()
        .map(|why| Msg::new("problem-new-game-started").msg("why", not_opened(why)));
    report(&mut problems, "the game to open", told);
    commands.insert_resource(SaveWarning(warning));
    news.write(BoardNews::Replaced {
        grow: openings.config.timings.spawn,
    });
    commands.insert_resource(session);
}

/// Why the saved game or the game code asked for did not open, in the player's words:
/// from another version of the game, or damaged (the reader's detail in brackets).
pub fn not_opened(why: &str) -> Msg {
    let saved = why.strip_prefix("saved ");
    // A save's reason names its game first: `saved samegame: WHY`.
    let detail = saved.map_or(why, |rest| {
        rest.split_once(": ").map_or(rest, |(_, why)| why)
    });
    let other_version = detail.ends_with(grid_rules::code::FROM_ANOTHER_VERSION);
    match (saved.is_some(), other_version) {
        (true, true) => Msg::new("why-save-other-version"),
        (true, false) => Msg::new("why-save-damaged").text("detail", detail),
        (false, true) => Msg::new("why-code-other-version"),
        (false, false) => Msg::new("why-code-damaged").text("detail", detail),
    }
}

/// Keeps the saved game in step with the session: the game code after every move, or
/// nothing once the game is over (opening it again deals a new one). Saving writes a
/// few hundred bytes (a file on the desktop, localStorage on the web).
pub(super) fn save_game(
    mut commands: Commands,
    session: Res<Session>,
    mut saved: ResMut<SavedGames>,
) {
    if !session.is_changed() {
        return;
    }
    let key = session.id().key();
    let wanted = (!session.state().is_over()).then(|| save_text(&session));
    if saved.0.get(&key).map(|save| without_time(save)) != wanted.as_deref().map(without_time) {
        match wanted {
            Some(code) => saved.0.insert(key, code),
            None => saved.0.remove(&key),
        };
        // At once, not batched: a tab closed right after a move keeps that move.
        commands.queue(bevy::settings::SaveSettingsSync::IfChanged);
    }
}
