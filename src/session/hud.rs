//! The session's side of the HUD: score, best, seed and par, the game's own line, what
//! the engine is doing, and the summary the play-test beacon reads.

use bevy::prelude::*;

use crate::core::beacon::SessionSummary;
use crate::core::format::{keep_pairs_together, thousands};
use crate::persist::shared::BestScores;
use crate::persist::stats::Statistics;
use crate::session::auto::AutoPlay;
use crate::session::game_view::{GameView, game_id};
use crate::session::hud_layout::{HudLayout, InfoText, ScoreText, SeedText, StatusText};
use crate::session::review::Reviewing;
use crate::session::state::Session;
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
pub fn par_of<P: GameView>(par: &Par, session: &Session<P>) -> Option<u64> {
    (par.deal == session.deal).then_some(par.score).flatten()
}

/// The text of the HUD line marked `A` (queried apart from the other lines, which it
/// may not alias).
type HudLine<'w, 's, A, B, C, D> =
    Query<'w, 's, &'static mut Text, (With<A>, Without<B>, Without<C>, Without<D>)>;

/// What the HUD's lines show.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct HudLines<'w, 's> {
    score: HudLine<'w, 's, ScoreText, InfoText, StatusText, SeedText>,
    info: HudLine<'w, 's, InfoText, ScoreText, StatusText, SeedText>,
    status: HudLine<'w, 's, StatusText, ScoreText, InfoText, SeedText>,
    seed: HudLine<'w, 's, SeedText, ScoreText, InfoText, StatusText>,
}

/// Keeps the HUD text in step with the session: score, best, seed, par, the game's
/// own line, and what the engine is doing.
#[allow(clippy::too_many_arguments)]
pub(super) fn update_hud<P: GameView>(
    session: Option<Res<Session<P>>>,
    best: Res<BestScores>,
    stats: Res<Statistics>,
    par: Res<Par>,
    thinker: Res<Thinker<P>>,
    auto: Res<AutoPlay<P>>,
    layout: Res<HudLayout>,
    new_hud: Query<(), Added<ScoreText>>,
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
    let changed =
        session.is_changed() || best.is_changed() || par.is_changed() || layout.is_changed();
    if !changed && !stats.is_changed() && new_hud.is_empty() {
        return;
    }
    let score_label = if P::LOWER_IS_BETTER { "Moves" } else { "Score" };
    let best_label = stats
        .0
        .get(&session.record_key())
        .and_then(|record| record.best())
        .or_else(|| best.of(game_id::<P>()))
        .map_or_else(|| "–".to_string(), thousands);
    let mut pairs = vec![
        format!("{score_label}: {}", thousands(session.state().score())),
        format!("Best: {best_label}"),
    ];
    if let Some(par) = par_of(&par, &session) {
        pairs.push(format!("Par: {}", thousands(par)));
    }
    if session.hints_used > 0 {
        pairs.push(format!("Hints: {}", session.hints_used));
    }
    // A panel beside the board is narrow and tall: one pair a line. Elsewhere a wide
    // space that may break only at its end, not a dot: a line that wraps ends with a
    // pair, not with a separator left hanging, and the next starts flush.
    let between = if *layout == HudLayout::Side {
        "\n"
    } else {
        "\u{a0}\u{a0}\u{a0} "
    };
    let score = pairs.join(between);
    set_texts(&mut lines.score, &keep_pairs_together(&score));
    set_texts(
        &mut lines.info,
        &keep_pairs_together(&session.state().hud_text()),
    );
    let deal = match session.daily {
        Some(date) => format!("Daily: {date}"),
        None => format!("Seed: {}", session.game.seed),
    };
    set_texts(&mut lines.seed, &keep_pairs_together(&deal));
}

/// Keeps the game-independent summary (the play-test beacon reads it) up to date.
pub(super) fn summarise_session<P: GameView>(
    session: Option<Res<Session<P>>>,
    reviewing: Option<Res<Reviewing<P>>>,
    mut summary: ResMut<SessionSummary>,
) {
    let Some(session) = session else { return };
    let wanted = SessionSummary {
        moves: session.game.history.moves_played(),
        over: session.state().is_over(),
        review: reviewing.map(|review| (review.step, review.moves(), review.report.complete)),
    };
    summary.set_if_neq(wanted);
}
