//! The session's side of the HUD: score, best and seed, the game's info line, best
//! scores, the game-over banner, and the summary the play-test beacon reads.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;

use crate::audio::of_moves::Cues;
use crate::audio::player::Effect;
use crate::core::beacon::SessionSummary;
use crate::core::format::keep_pairs_together;
use crate::persist::settings::{BestScores, save_settings_soon};
use crate::persist::stats::{Statistics, TopScore};
use crate::platform::clock::today;
use crate::session::auto::AutoPlay;
use crate::session::game_view::{GameView, game_id};
use crate::session::hud_layout::{
    BannerText, GameOverBanner, InfoText, ScoreText, StatusText, spawn_game_over_banner,
};
use crate::session::state::{BannerNote, Session};
use crate::session::think::{Answer, EngineSettings, Purpose, Thinker};
use crate::ui::text::set_texts;

/// The engine's score for a whole strong game from the deal, once it is known.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Par {
    pub deal: u64,
    pub score: Option<u64>,
}

/// A new deal of a game with par asks the engine for it.
pub(super) fn ask_for_par<P: GameView>(
    session: Option<Res<Session<P>>>,
    par: Res<Par>,
    mut thinker: ResMut<Thinker<P>>,
    settings: Res<EngineSettings>,
    mut asked: Local<Option<u64>>,
) {
    let Some(session) = session else { return };
    if !P::HAS_PAR || *asked == Some(session.deal) || par.deal == session.deal {
        return;
    }
    *asked = Some(session.deal);
    thinker.ask(
        Purpose::Par,
        session.game.history.start(),
        session.deal,
        &settings,
    );
}

/// Keeps the par answered for the current deal.
pub(super) fn record_par<P: GameView>(
    mut answers: MessageReader<Answer<P>>,
    session: Option<Res<Session<P>>>,
    mut par: ResMut<Par>,
) {
    let Some(session) = session else { return };
    for answer in answers.read() {
        if answer.purpose == Purpose::Par && answer.generation == session.deal {
            *par = Par {
                deal: session.deal,
                score: answer.thought.line.as_ref().map(|line| line.score),
            };
        }
    }
}

/// The par of the session's deal, if known.
fn par_of<P: GameView>(par: &Par, session: &Session<P>) -> Option<u64> {
    (par.deal == session.deal).then_some(par.score).flatten()
}

/// The text of the HUD line marked `A` (queried apart from the lines marked `B` and
/// `C`, which it may not alias).
type HudLine<'w, 's, A, B, C> = Query<'w, 's, &'static mut Text, (With<A>, Without<B>, Without<C>)>;

/// What the HUD's lines show.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct HudLines<'w, 's> {
    score: HudLine<'w, 's, ScoreText, InfoText, StatusText>,
    info: HudLine<'w, 's, InfoText, ScoreText, StatusText>,
    status: HudLine<'w, 's, StatusText, ScoreText, InfoText>,
}

/// Keeps the HUD text in step with the session: score, best, seed, par, the game's
/// own line, and what the engine is doing.
pub(super) fn update_hud<P: GameView>(
    session: Option<Res<Session<P>>>,
    best: Res<BestScores>,
    stats: Res<Statistics>,
    par: Res<Par>,
    thinker: Res<Thinker<P>>,
    auto: Res<AutoPlay<P>>,
    mut lines: HudLines,
) {
    let Some(session) = session else { return };
    let status = if auto.on {
        format!("{}: playing (any click or key stops it)", P::AUTO_LABEL)
    } else if thinker.is_thinking(Purpose::Hint) {
        "Hint: thinking...".to_string()
    } else if P::HAS_PAR && thinker.is_thinking(Purpose::Par) {
        "Par: thinking...".to_string()
    } else {
        String::new()
    };
    set_texts(&mut lines.status, &status);
    if !session.is_changed() && !best.is_changed() && !par.is_changed() && !stats.is_changed() {
        return;
    }
    let score_label = if P::LOWER_IS_BETTER { "Moves" } else { "Score" };
    let best_label = stats
        .0
        .get(&session.record_key())
        .and_then(|record| record.best())
        .or_else(|| best.of(game_id::<P>()))
        .map_or_else(|| "-".to_string(), |best| best.to_string());
    let mut score = format!(
        "{score_label}: {}    Best: {best_label}    Seed: {}",
        session.state().score(),
        session.game.seed
    );
    if let Some(par) = par_of(&par, &session) {
        score.push_str(&format!("    Par: {par}"));
    }
    if session.hints_used > 0 {
        score.push_str(&format!("    Hints: {}", session.hints_used));
    }
    set_texts(&mut lines.score, &keep_pairs_together(&score));
    set_texts(
        &mut lines.info,
        &keep_pairs_together(&session.state().hud_text()),
    );
}

/// Records a new best score (fewer is better where the game says so).
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

/// What the banner says besides the game's own lines.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct BannerFacts<'w> {
    note: Res<'w, BannerNote>,
    par: Res<'w, Par>,
    best: Res<'w, BestScores>,
}

/// Counts the game in its statistics record: played at its first move, finished (with
/// its score, rank, and whether undo or hints were used) when it ends. A best score
/// from before statistics existed joins the record of the settings now chosen.
pub(super) fn record_statistics<P: GameView>(
    session: Option<ResMut<Session<P>>>,
    mut stats: ResMut<Statistics>,
    legacy: Res<BestScores>,
    mut commands: Commands,
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
        };
        let won = session.state().is_won();
        session.rank = stats
            .0
            .entry(key)
            .or_default()
            .finish(entry, won, P::LOWER_IS_BETTER);
        save_settings_soon(&mut commands);
    }
}

/// Shows the game-over banner once the game is over and its last animation has
/// played, keeps its text (and the game's note) current, and removes it when the
/// game goes on (undo, new game).
pub(super) fn sync_game_over_banner<P: GameView>(
    mut commands: Commands,
    session: Option<Res<Session<P>>>,
    facts: BannerFacts,
    mut cues: Cues,
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
    if !facts.note.0.is_empty() {
        lines.push('\n');
        lines.push_str(&facts.note.0);
    }
    match session.rank {
        Some(0) => lines.push_str("\nNew best!"),
        Some(rank) => lines.push_str(&format!("\nNumber {} of your ten best", rank + 1)),
        None => {}
    }
    if let Some(par) = par_of(&facts.par, &session) {
        let score = session.state().score();
        let beaten = if P::LOWER_IS_BETTER {
            score < par
        } else {
            score > par
        };
        let verdict = if beaten { " (beaten!)" } else { "" };
        lines.push_str(&format!("\nPar: {par}{verdict}"));
    }
    if !banners.is_empty() {
        set_texts(&mut texts, &lines);
    } else if anims.is_empty() {
        spawn_game_over_banner(&mut commands, game_id::<P>(), lines, P::BANNER_AT_BOTTOM);
        let state = session.state();
        let holds_best = state.score() > 0 && facts.best.of(game_id::<P>()) == Some(state.score());
        cues.send(
            if holds_best {
                Effect::NewBest
            } else if state.is_won() {
                Effect::Solved
            } else {
                Effect::GameOver
            },
            0.0,
        );
    }
}

/// Keeps the game-independent summary (the play-test beacon reads it) up to date.
pub(super) fn summarise_session<P: GameView>(
    session: Option<Res<Session<P>>>,
    mut summary: ResMut<SessionSummary>,
) {
    let Some(session) = session else { return };
    let moves = session.game.history.moves_played();
    if summary.moves != moves {
        summary.moves = moves;
    }
}
