//! "Moves left": with the player's setting on (it is off by default, being a spoiler),
//! the solver's distance from the position to solved, after every move: exact where
//! proven, "at most" where not (5x5 and 6x6).

use crate::core::words::Msg;
use crate::ui::access::Announcements;
use bevy::prelude::*;

use super::settings::FifteenSettings;
use crate::session::state::Session;
use crate::session::think::{Answer, EngineSettings, Purpose, Thinker, is_current};

/// The distance to solved for the position `generation` names.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovesLeft {
    pub generation: u64,
    /// Moves, and whether they are proven the fewest.
    pub known: Option<(u64, bool)>,
}

/// Asks for the distance whenever the position changes (with the setting on).
pub fn ask_moves_left(
    session: Res<Session>,
    settings: Res<FifteenSettings>,
    moves_left: Res<MovesLeft>,
    mut thinker: ResMut<Thinker>,
    engine: Res<EngineSettings>,
    mut asked: Local<Option<u64>>,
) {
    if !settings.moves_left || session.state().is_over() {
        return;
    }
    if *asked == Some(session.generation) || moves_left.generation == session.generation {
        return;
    }
    *asked = Some(session.generation);
    thinker.ask(
        Purpose::Distance,
        session.state(),
        session.generation,
        &engine,
    );
}

/// Keeps the answered distance.
pub fn record_moves_left(
    mut answers: MessageReader<Answer>,
    session: Res<Session>,
    settings: Res<FifteenSettings>,
    mut moves_left: ResMut<MovesLeft>,
    mut said: ResMut<Announcements>,
) {
    for answer in answers.read() {
        if answer.purpose == Purpose::Distance && is_current(answer, &session) {
            *moves_left = MovesLeft {
                generation: session.generation,
                known: answer
                    .thought
                    .line
                    .as_ref()
                    .map(|line| (line.score, line.proven)),
            };
            // Said after the tiles the move slid, as the HUD shows it.
            if let Some(left) = moves_left_text(&settings, &moves_left, &session) {
                let tiles_moved = said
                    .last
                    .clone()
                    .filter(|last| last.id() == Some("say-tiles-moved"));
                said.say_all(tiles_moved.into_iter().chain([left]).collect());
            }
        }
    }
}

/// The HUD's words for the distance, or nothing with the setting off.
pub fn moves_left_text(
    settings: &FifteenSettings,
    moves_left: &MovesLeft,
    session: &Session,
) -> Option<Msg> {
    if !settings.moves_left || session.state().is_over() {
        return None;
    }
    Some(match moves_left.known {
        Some((moves, proven)) if moves_left.generation == session.generation => {
            let id = if proven {
                "hud-moves-left"
            } else {
                "hud-moves-left-at-most"
            };
            Msg::new(id).num("count", moves)
        }
        _ => Msg::new("hud-moves-left-thinking"),
    })
}
