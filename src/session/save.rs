//! Where a game starts (a code, a board, a seed, today's puzzle, the saved game in
//! progress, or a new deal), and saving the game in progress after every move.

use bevy::prelude::*;
use grid_rules::code::GameCode;

use crate::board::cursor::BoardCursor;
use crate::core::game::Launch;
use crate::persist::settings::SavedGames;
use crate::platform::clock::today_date;
use crate::session::game_view::{GameView, game_id};
use crate::session::play::BoardDraw;
use crate::session::state::{BannerNote, Session, fresh_seed};

/// Why a saved game was not resumed, shown once in the log (and kept for tests).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct SaveWarning(pub Option<String>);

/// The saved game in progress of `P`, if there is one that opens and is not over; a
/// save that does not open says why.
pub fn saved_game<P: GameView>(saved: &SavedGames) -> Result<Option<Session<P>>, String> {
    let Some(token) = saved.0.get(&game_id::<P>().key()) else {
        return Ok(None);
    };
    let code = GameCode::decode(token).map_err(|why| format!("saved {}: {why}", P::ID))?;
    let session =
        Session::<P>::from_code(&code).map_err(|why| format!("saved {}: {why}", P::ID))?;
    Ok((!session.state().is_over()).then_some(session))
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

pub(super) fn start_session<P: GameView>(
    mut commands: Commands,
    mut launch: ResMut<Launch>,
    saved: Res<SavedGames>,
    config: Res<<P as GameView>::Config>,
    settings: Res<<P as GameView>::Settings>,
    mut draw: BoardDraw<P>,
) {
    let (session, warning) = opening::<P>(&mut launch, &saved, P::params(&config, &settings));
    if let Some(why) = &warning {
        warn!("{why}; starting a new game");
    }
    commands.insert_resource(SaveWarning(warning));
    commands.insert_resource(BannerNote::default());
    let (width, height) = (
        session.state().cells().width(),
        session.state().cells().height(),
    );
    commands.insert_resource(BoardCursor {
        pos: grid_rules::Pos::new(width / 2, height / 2),
        arrows_move_it: P::ARROWS_MOVE_CURSOR,
    });
    draw.rebuild(session.state(), draw.spawn_seconds());
    commands.insert_resource(session);
}

pub(super) fn end_session<P: GameView>(mut commands: Commands) {
    commands.remove_resource::<Session<P>>();
}

/// Keeps the saved game in step with the session: the game code after every move, or
/// nothing once the game is over (opening it again deals a new one). Saving writes a
/// few hundred bytes (a file on the desktop, localStorage on the web).
pub(super) fn save_game<P: GameView>(
    mut commands: Commands,
    session: Option<Res<Session<P>>>,
    mut saved: ResMut<SavedGames>,
) {
    let Some(session) = session else { return };
    if !session.is_changed() {
        return;
    }
    let key = game_id::<P>().key();
    let wanted = (!session.state().is_over()).then(|| session.code().encode());
    if saved.0.get(&key) != wanted.as_ref() {
        match wanted {
            Some(code) => saved.0.insert(key, code),
            None => saved.0.remove(&key),
        };
        // At once, not batched: a tab closed right after a move keeps that move.
        commands.queue(bevy::settings::SaveSettingsSync::IfChanged);
    }
}
