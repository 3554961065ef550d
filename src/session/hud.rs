//! The session's side of the HUD: score, best and seed, the game's info line, best
//! scores, the game-over banner, and the summary the play-test beacon reads.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;

use super::{BannerNote, GameView, Session, game_id};
use crate::settings::{BestScores, save_settings_soon};
use crate::status::SessionSummary;
use crate::ui::hud::{BannerText, GameOverBanner, InfoText, ScoreText, spawn_game_over_banner};
use crate::ui::set_texts;

/// Keeps the HUD text in step with the session.
pub(super) fn update_hud<P: GameView>(
    session: Option<Res<Session<P>>>,
    best: Res<BestScores>,
    mut score_text: Query<&mut Text, (With<ScoreText>, Without<InfoText>)>,
    mut info_text: Query<&mut Text, (With<InfoText>, Without<ScoreText>)>,
) {
    let Some(session) = session else { return };
    if !session.is_changed() && !best.is_changed() {
        return;
    }
    let score_label = if P::LOWER_IS_BETTER { "Moves" } else { "Score" };
    let best_label = best
        .of(game_id::<P>())
        .map_or_else(|| "-".to_string(), |best| best.to_string());
    let score = format!(
        "{score_label}: {}    Best: {best_label}    Seed: {}",
        session.state().score(),
        session.seed
    );
    set_texts(&mut score_text, &score);
    set_texts(&mut info_text, &session.state().hud_text());
}

/// Records a new best score (Fifteen: fewer moves, and only once solved).
pub(super) fn record_best_score<P: GameView>(
    mut commands: Commands,
    session: Option<Res<Session<P>>>,
    mut best: ResMut<BestScores>,
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

/// Shows the game-over banner once the game is over and its last animation has
/// played, keeps its text (and the game's note) current, and removes it when the
/// game goes on (undo, new game).
pub(super) fn sync_game_over_banner<P: GameView>(
    mut commands: Commands,
    session: Option<Res<Session<P>>>,
    note: Res<BannerNote>,
    banners: Query<Entity, With<GameOverBanner>>,
    mut texts: Query<&mut Text, With<BannerText>>,
    anims: Query<(), With<TweenAnim>>,
) {
    let Some(session) = session else { return };
    if !session.state().is_over() {
        for banner in &banners {
            commands.entity(banner).despawn();
        }
        return;
    }
    let mut lines = session.state().over_text();
    if !note.0.is_empty() {
        lines.push('\n');
        lines.push_str(&note.0);
    }
    if !banners.is_empty() {
        set_texts(&mut texts, &lines);
    } else if anims.is_empty() {
        spawn_game_over_banner(&mut commands, game_id::<P>(), lines, P::BANNER_AT_BOTTOM);
    }
}

/// Keeps the game-independent summary (the play-test beacon reads it) up to date.
pub(super) fn summarise_session<P: GameView>(
    session: Option<Res<Session<P>>>,
    mut summary: ResMut<SessionSummary>,
) {
    let Some(session) = session else { return };
    let moves = session.history.moves_played();
    if summary.moves != moves {
        summary.moves = moves;
    }
}
