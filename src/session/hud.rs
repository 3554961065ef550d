//! The session's side of the HUD: score, best, seed and par, the game's own line, what
//! the engine is doing, and the summary the play-test beacon reads.

use bevy::prelude::*;

use crate::core::beacon::SessionSummary;
use crate::core::words::{Localized, Msg, date, set_localized};
use crate::persist::shared::BestScores;
use crate::persist::stats::Statistics;
use crate::session::auto::AutoPlay;
use crate::session::game_view::{GameView, game_id};
use crate::session::hud_layout::{HudLayout, InfoText, ScoreText, SeedText, StatusText};
use crate::session::review::Reviewing;
use crate::session::state::Session;
use crate::session::think::{Answer, EngineSettings, Purpose, Thinker};

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

/// The words of the HUD line marked `A` (queried apart from the other lines, which it
/// may not alias).
type HudLine<'w, 's, A, B, C, D> =
    Query<'w, 's, &'static mut Localized, (With<A>, Without<B>, Without<C>, Without<D>)>;

/// What the HUD's lines show.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct HudLines<'w, 's> {
    score: HudLine<'w, 's, ScoreText, InfoText, StatusText, SeedText>,
    info: HudLine<'w, 's, InfoText, ScoreText, StatusText, SeedText>,
    status: HudLine<'w, 's, StatusText, ScoreText, InfoText, SeedText>,
    seed: HudLine<'w, 's, SeedText, ScoreText, InfoText, StatusText>,
}

/// A wide space that may break only at its end, between the HUD's pairs: a line that
/// wraps ends with a pair, not with a separator left hanging, and the next starts flush.
pub const BETWEEN_PAIRS: &str = "\u{a0}\u{a0} ";

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
        Localized::new(Msg::new("hud-auto-playing").msg("action", Msg::new(P::AUTO_LABEL)))
    } else if thinker.is_thinking(Purpose::Hint) {
        Localized::new("hud-hint-thinking")
    } else if P::HAS_PAR && thinker.is_thinking(Purpose::Par) {
        Localized::new("hud-par-thinking")
    } else {
        Localized::empty()
    };
    set_localized(&mut lines.status, status);
    let changed =
        session.is_changed() || best.is_changed() || par.is_changed() || layout.is_changed();
    if !changed && !stats.is_changed() && new_hud.is_empty() {
        return;
    }
    let score_id = if P::LOWER_IS_BETTER {
        "hud-moves"
    } else {
        "hud-score"
    };
    let best_score = stats
        .0
        .get(&session.record_key())
        .and_then(|record| record.best())
        .or_else(|| best.of(game_id::<P>()));
    let best = match best_score {
        Some(best) => Msg::new("hud-best").num("best", best),
        None => Msg::new("hud-best-none"),
    };
    let mut pairs = vec![
        Msg::new(score_id).num("score", session.state().score()),
        best,
    ];
    if let Some(par) = par_of(&par, &session) {
        pairs.push(Msg::new("hud-par").num("par", par));
    }
    if session.hints_used > 0 {
        pairs.push(Msg::new("hud-hints").num("count", session.hints_used));
    }
    // A panel beside the board is narrow and tall: one pair a line.
    let between = if *layout == HudLayout::Side {
        "\n"
    } else {
        BETWEEN_PAIRS
    };
    set_localized(&mut lines.score, Localized::joined(pairs, between));
    set_localized(
        &mut lines.info,
        Localized::joined(session.state().hud_text(), BETWEEN_PAIRS),
    );
    let deal = match session.daily {
        Some(day) => Msg::new("hud-daily").msg("date", date(&day.to_string())),
        // A seed is a name for a deal, not a count: its digits as they are.
        None => Msg::new("hud-seed").text("seed", session.game.seed.to_string()),
    };
    set_localized(&mut lines.seed, Localized::new(deal));
}

/// Keeps the game-independent summary (the play-test beacon reads it) up to date.
pub(super) fn summarise_session<P: GameView>(
    session: Option<Res<Session<P>>>,
    reviewing: Option<Res<Reviewing<P>>>,
    par: Res<Par>,
    mut summary: ResMut<SessionSummary>,
) {
    let Some(session) = session else { return };
    let wanted = SessionSummary {
        moves: session.game.history.moves_played(),
        over: session.state().is_over(),
        review: reviewing.map(|review| (review.step, review.moves(), review.report.complete)),
        par: par_of(&par, &session),
    };
    summary.set_if_neq(wanted);
}
