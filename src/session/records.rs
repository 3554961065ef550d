//! What a game leaves behind: the best score of each game, and the statistics record of
//! its settings (played when its first move is made; finished, won, its score and
//! whether undo, hints or auto-play helped when it ends).

use bevy::prelude::*;

use crate::core::wake::Wake;

use crate::persist::daily::{DailyRecords, DailyResult};
use crate::persist::shared::{BestScores, save_settings_soon};
use crate::persist::stats::{Statistics, TopScore};
use crate::platform::clock::today;
use crate::session::game_view::{GameView, game_id};
use crate::session::state::Session;

/// What [`record_best_score`] reads and changes.
pub(super) type RecordBestScore<'w, 's, P> = (
    Commands<'w, 's>,
    Option<Res<'w, Session<P>>>,
    ResMut<'w, BestScores>,
);

/// Records a new best score (fewer is better where the game says so).
pub(super) fn record_best_score<P: GameView>(
    (mut commands, session, mut best): RecordBestScore<P>,
) {
    let Some(session) = session else { return };
    if !session.is_changed() {
        return;
    }
    let state = session.state();
    let score = state.score();
    let game = game_id::<P>();
    let better = match best.of(game) {
        None => score > 0 && (!P::LOWER_IS_BETTER || state.is_over()),
        Some(old) if P::LOWER_IS_BETTER => state.is_over() && score > 0 && score < old,
        Some(old) => score > old,
    };
    if better {
        best.set(game, score);
        save_settings_soon(&mut commands);
    }
}

/// What [`record_statistics`] reads and changes.
pub(super) type RecordStatistics<'w, 's, P> = (
    Option<ResMut<'w, Session<P>>>,
    ResMut<'w, Statistics>,
    ResMut<'w, DailyRecords>,
    Res<'w, BestScores>,
    Commands<'w, 's>,
);

/// Counts the game in its statistics record: played at its first move, finished (with
/// its score, rank, and whether undo or hints were used) when it ends. A best score
/// from before statistics existed joins the record of the settings now chosen.
pub(super) fn record_statistics<P: GameView>(
    (session, mut stats, mut daily, legacy, mut commands): RecordStatistics<P>,
) {
    let Some(mut session) = session else { return };
    if !session.is_changed() {
        return;
    }
    let game = game_id::<P>();
    let key = session.record_key();
    if let Some(best) = legacy.of(game)
        && stats.of_game(&game.key()).is_empty()
    {
        let record = stats.0.entry(key.clone()).or_default();
        record.played += 1;
        record.finish(
            TopScore {
                score: best,
                date: "earlier".into(),
                ..TopScore::default()
            },
            false,
            P::LOWER_IS_BETTER,
            None,
        );
    }
    let moved = session.game.history.moves_played() > 0;
    let over = session.state().is_over();
    if moved && !session.counted.0 {
        session.counted.0 = true;
        stats.0.entry(key.clone()).or_default().played += 1;
        save_settings_soon(&mut commands);
    }
    if over && session.counted.0 && !session.counted.1 {
        session.counted.1 = true;
        let entry = TopScore {
            score: session.state().score(),
            date: today(),
            undo: session.undos_used > 0,
            hints: session.hints_used > 0,
            auto: session.auto_used,
            daily: session.daily.is_some(),
        };
        if let Some(date) = session.daily {
            let counted = DailyResult {
                date: String::new(),
                score: entry.score,
                won: session.state().is_won(),
                assisted: entry.assisted(),
            };
            daily.0.entry(game.key()).or_default().count(date, counted);
        }
        let won = session.state().is_won();
        let seconds = P::TIMED.then_some(session.seconds as u32);
        session.rank =
            stats
                .0
                .entry(key)
                .or_default()
                .finish(entry, won, P::LOWER_IS_BETTER, seconds);
        save_settings_soon(&mut commands);
    }
}

/// What [`tick_play_clock`] reads and changes.
pub(super) type TickPlayClock<'w, P> = (
    Res<'w, Time>,
    Option<ResMut<'w, Session<P>>>,
    ResMut<'w, Wake>,
);

/// The play clock: it runs from the first move until the game is over.
pub(super) fn tick_play_clock<P: GameView>((time, session, mut wake): TickPlayClock<P>) {
    let Some(mut session) = session else { return };
    if session.game.history.moves_played() > 0 && !session.state().is_over() {
        // A timed game's clock is on screen: it shows each second.
        if P::TIMED {
            wake.within(std::time::Duration::from_secs(1));
        }
        // The clock alone is no change to the game: marking the session changed every
        // frame would save it, and draw its HUD afresh, every frame.
        session.bypass_change_detection().seconds += time.delta_secs();
    }
}
