//! What a game leaves behind: the best score of each game, and the statistics record of
//! its settings (played when its first move is made; finished, won, its score and
//! whether undo, hints or auto-play helped when it ends).

use bevy::prelude::*;

use crate::core::wake::Wake;
use crate::persist::daily::{DailyRecords, DailyResult};
use crate::persist::shared::{BestScores, save_settings_soon};
use crate::persist::stats::{Statistics, TopScore};
use crate::platform::clock::today;
use crate::session::state::Session;

/// Records a new best score (fewer is better where the game says so).
pub(super) fn record_best_score(
    mut commands: Commands,
    session: Res<Session>,
    mut best: ResMut<BestScores>,
) {
    if !session.is_changed() {
        return;
    }
    let state = session.state();
    let score = state.score();
    let game = session.id();
    // The best score kept beside the statistics is the seed rules' (an older build
    // reads it): a mode's results go to its statistics record only.
    if !session.seed_rules() {
        return;
    }
    let lower_is_better = session.facts().lower_is_better;
    let better = match best.of(game) {
        None => score > 0 && (!lower_is_better || state.is_over()),
        Some(old) if lower_is_better => state.is_over() && score > 0 && score < old,
        Some(old) => score > old,
    };
    if better {
        best.set(game, score);
        save_settings_soon(&mut commands);
    }
}

/// What the statistics keep: every record, the daily puzzles' and the best scores kept
/// from before statistics existed.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Records<'w> {
    stats: ResMut<'w, Statistics>,
    daily: ResMut<'w, DailyRecords>,
    legacy: Res<'w, BestScores>,
}

/// Counts the game in its statistics record: played at its first move, finished (with
/// its score, rank, and whether undo or hints were used) when it ends. A best score
/// from before statistics existed joins the record of the settings now chosen.
pub(super) fn record_statistics(
    mut session: ResMut<Session>,
    mut records: Records,
    mut commands: Commands,
) {
    if !session.is_changed() {
        return;
    }
    let facts = session.facts();
    let game = facts.id;
    let key = session.record_key();
    if let Some(best) = records.legacy.of(game)
        && session.seed_rules()
        && records.stats.of_game(&game.key()).is_empty()
    {
        let record = records.stats.0.entry(key.clone()).or_default();
        record.played += 1;
        record.finish(
            TopScore {
                score: best,
                date: "earlier".into(),
                ..TopScore::default()
            },
            false,
            facts.lower_is_better,
            None,
        );
    }
    let moved = session.played.moves_played() > 0;
    let over = session.state().is_over();
    if moved && !session.counted.0 {
        session.counted.0 = true;
        records.stats.0.entry(key.clone()).or_default().played += 1;
        save_settings_soon(&mut commands);
    }
    if over && session.counted.0 && !session.counted.1 {
        session.counted.1 = true;
        let won = session.state().is_won();
        let entry = TopScore {
            score: session.state().score(),
            date: today(),
            undo: session.undos_used > 0,
            hints: session.hints_used > 0,
            auto: session.auto_used,
            daily: session.daily.is_some(),
            seconds: if facts.timed {
                session.seconds as u32
            } else {
                0
            },
            level: session.state().level_reached().unwrap_or(0),
        };
        if let Some(date) = session.daily {
            let counted = DailyResult {
                date: String::new(),
                score: entry.score,
                won,
                assisted: entry.assisted(),
            };
            records
                .daily
                .0
                .entry(game.key())
                .or_default()
                .count(date, counted);
        }
        let seconds = facts.timed.then_some(session.seconds as u32);
        session.rank = records.stats.0.entry(key).or_default().finish(
            entry,
            won,
            facts.lower_is_better,
            seconds,
        );
        save_settings_soon(&mut commands);
    }
}

/// The play clock: it runs from the first move until the game is over, and stands
/// still while the game is paused.
pub(super) fn tick_play_clock(
    time: Res<Time>,
    mut session: ResMut<Session>,
    mut wake: ResMut<Wake>,
    mut was_running: Local<bool>,
) {
    let running = session.clock_running();
    if running {
        // A timed game's clock is on screen: it shows each second.
        if session.facts().timed {
            wake.within(std::time::Duration::from_secs(1));
        }
        // The frame the clock starts (or goes on after a pause) follows a board at rest:
        // its time since the last frame passed before the clock ran.
        if *was_running {
            // The clock alone is no change to the game: marking the session changed
            // every frame would save it, and draw its HUD afresh, every frame.
            session.bypass_change_detection().seconds += time.delta_secs();
        }
    }
    *was_running = running;
}
