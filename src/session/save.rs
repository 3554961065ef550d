//! Where a game starts (a code, a board, a seed, today's puzzle, the saved game in
//! progress, or a new deal), and saving the game in progress after every move.

use crate::core::words::Msg;
use bevy::prelude::*;
use grid_rules::code::GameCode;

use crate::core::game::Launch;
use crate::core::notices::{Problems, report};
use crate::look::config::GameConfig;
use crate::persist::shared::SavedGames;
use crate::platform::clock::today_date;
use crate::session::game_view::{GameView, game_id};
use crate::session::play::BoardNews;
use crate::session::state::{Session, fresh_seed};

/// Why a saved game was not resumed, shown once in the log (and kept for tests).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct SaveWarning(pub Option<String>);

/// The saved game in progress of `P`, if there is one that opens and is not over; a
/// save that does not open says why.
pub fn saved_game<P: GameView>(saved: &SavedGames) -> Result<Option<Session<P>>, String> {
    let Some(token) = saved.0.get(&game_id::<P>().key()) else {
        return Ok(None);
    };
    let why = |why: String| format!("saved {}: {why}", P::ID);
    let (code, help) = token.split_once(';').unwrap_or((token, ""));
    let code = GameCode::decode(code).map_err(why)?;
    let mut session = Session::<P>::from_code(&code).map_err(why)?;
    read_help(&mut session, help).map_err(why)?;
    Ok((!session.state().is_over()).then_some(session))
}

/// What a save holds: the game code, then what it cannot record, the help the game has
/// had and the time played (`CODE;hints=2;undos=0;auto=0;seconds=41`), so a game
/// resumed after a hint is still an assisted one, and a timed game's clock goes on.
pub fn save_text<P: GameView>(session: &Session<P>) -> String {
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
fn read_help<P: GameView>(session: &mut Session<P>, help: &str) -> Result<(), String> {
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

/// The game to start on entering `P`: what the command line or page asked for, else the
/// saved game in progress, else a new deal.
fn opening<P: GameView>(
    launch: &mut Launch,
    saved: &SavedGames,
    params: P::Params,
) -> (Session<P>, Option<String>) {
    let (mut session, warning) = asked_for_or_saved(launch, saved, params);
    if session.daily.is_none() {
        session.daily = session.daily_of(today_date());
    }
    (session, warning)
}

fn asked_for_or_saved<P: GameView>(
    launch: &mut Launch,
    saved: &SavedGames,
    params: P::Params,
) -> (Session<P>, Option<String>) {
    if launch.game == Some(game_id::<P>())
        && let Some(date) = launch.daily.take()
    {
        // Today's puzzle in progress resumes; otherwise the day's deal starts.
        return match saved_game::<P>(saved) {
            Ok(Some(session)) if session.daily_of(date) == Some(date) => (session, None),
            _ => (Session::daily(date), None),
        };
    }
    if let Some(code) = launch.code.take_if(|code| code.game == P::ID) {
        // The start of the game in progress (the address Share left behind, reloaded):
        // the player's moves go on rather than starting over.
        if let Ok(Some(saved)) = saved_game::<P>(saved)
            && code.moves.is_empty()
            && Session::<P>::from_code(&code).is_ok_and(|start| same_start(&start, &saved))
        {
            return (saved, None);
        }
        match Session::from_code(&code) {
            Ok(session) => return (session, None),
            Err(why) => return (Session::new(params, fresh_seed()), Some(why)),
        }
    }
    if launch.seed.is_some() || launch.board.is_some() {
        let seed = launch.seed.take().unwrap_or_else(fresh_seed);
        let mut session = Session::new(params, seed);
        if let Some(text) = launch.board.take()
            && let Ok(state) = P::from_board_text(&session.game.params, &text, seed)
        {
            session.game.history = grid_rules::history::History::new(state);
            session.game.board = Some(text);
        }
        return (session, None);
    }
    match saved_game::<P>(saved) {
        Ok(Some(session)) => (session, None),
        Ok(None) => (Session::new(params, fresh_seed()), None),
        Err(why) => (Session::new(params, fresh_seed()), Some(why)),
    }
}

/// Whether two games start the same: the same settings, seed and first position.
fn same_start<P: GameView>(a: &Session<P>, b: &Session<P>) -> bool {
    let (a, b) = (&a.game, &b.game);
    a.params == b.params && a.seed == b.seed && a.history.start() == b.history.start()
}

pub(super) fn start_session<P: GameView>(
    mut commands: Commands,
    mut launch: ResMut<Launch>,
    saved: Res<SavedGames>,
    config: Res<<P as GameView>::Config>,
    settings: Res<<P as GameView>::Settings>,
    (game_config, mut news): (Res<GameConfig>, MessageWriter<BoardNews<P>>),
    mut problems: ResMut<Problems>,
) {
    let (session, warning) = opening::<P>(&mut launch, &saved, P::params(&config, &settings));
    // The window says so until a game opens as asked: a code that does not play, or a
    // save of an earlier version, costs the player that game, never the next.
    let told = warning
        .as_ref()
        .map(|why| Msg::new("problem-new-game-started").text("why", why.clone()));
    report(&mut problems, "the game to open", told);
    commands.insert_resource(SaveWarning(warning));
    news.write(BoardNews::Replaced {
        grow: game_config.timings.spawn,
    });
    commands.insert_resource(session);
}

/// What [`save_game`] reads and changes.
pub(super) type SaveGame<'w, 's, P> = (
    Commands<'w, 's>,
    Option<Res<'w, Session<P>>>,
    ResMut<'w, SavedGames>,
);

/// Keeps the saved game in step with the session: the game code after every move, or
/// nothing once the game is over (opening it again deals a new one). Saving writes a
/// few hundred bytes (a file on the desktop, localStorage on the web).
pub(super) fn save_game<P: GameView>((mut commands, session, mut saved): SaveGame<P>) {
    let Some(session) = session else { return };
    if !session.is_changed() {
        return;
    }
    let key = game_id::<P>().key();
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
