//! The HUD's texts from the session: score, best, seed and par, the game's own line, and
//! what the engine is doing.

use bevy::prelude::*;

use crate::core::words::{Localized, Msg, date, set_localized};
use crate::persist::shared::BestScores;
use crate::persist::stats::Statistics;
use crate::screens::hud::layout::{HudLayout, InfoText, ScoreText, SeedText, StatusText};
use crate::session::auto::AutoPlay;
use crate::session::par::Par;
use crate::session::state::Session;
use crate::session::think::{Purpose, Thinker};

/// The words of the HUD line marked `A` (queried apart from the other lines, which it
/// may not alias).
type HudLine<'w, 's, A, B, C, D> =
    Query<'w, 's, &'static mut Localized, (With<A>, Without<B>, Without<C>, Without<D>)>;

/// What the HUD's lines show.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct HudLines<'w, 's> {
    score: HudLine<'w, 's, ScoreText, InfoText, StatusText, SeedText>,
    info: HudLine<'w, 's, InfoText, ScoreText, StatusText, SeedText>,
    status: HudLine<'w, 's, StatusText, ScoreText, InfoText, SeedText>,
    seed: HudLine<'w, 's, SeedText, ScoreText, InfoText, StatusText>,
}

/// A wide space that may break only at its end, between the HUD's pairs: a line that
/// wraps ends with a pair, not with a separator left hanging, and the next starts flush.
pub const BETWEEN_PAIRS: &str = "\u{a0}\u{a0} ";

/// What the HUD's lines are made from besides the session: the records, par, what the
/// engine is doing, and the HUD's shape.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct HudFacts<'w, 's> {
    best: Res<'w, BestScores>,
    stats: Res<'w, Statistics>,
    par: Res<'w, Par>,
    thinker: Res<'w, Thinker>,
    auto: Res<'w, AutoPlay>,
    layout: Res<'w, HudLayout>,
    new_hud: Query<'w, 's, (), Added<ScoreText>>,
}

/// Keeps the HUD text in step with the session: score, best, seed, par, the game's
/// own line, and what the engine is doing.
pub(crate) fn update_hud(session: Res<Session>, facts: HudFacts, mut lines: HudLines) {
    let HudFacts {
        best,
        stats,
        par,
        thinker,
        auto,
        layout,
        new_hud,
    } = facts;
    let game = session.facts();
    let status = if auto.on {
        Localized::new(Msg::new("hud-auto-playing").msg("action", Msg::new(game.auto_label)))
    } else if thinker.is_thinking(Purpose::Hint) {
        Localized::new("hud-hint-thinking")
    } else if game.has_par && thinker.is_thinking(Purpose::Par) {
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
    let score_id = game.unit.hud();
    let best_score = stats
        .0
        .get(&session.record_key())
        .and_then(|record| record.best())
        .or_else(|| best.of(game.id).filter(|_| session.seed_rules()));
    let best = match best_score {
        Some(best) => Msg::new("hud-best").num("best", best),
        None => Msg::new("hud-best-none"),
    };
    let mut pairs = vec![
        Msg::new(score_id).num("score", session.state().score()),
        best,
    ];
    if let Some(par) = par.of(&session) {
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
        None => Msg::new("hud-seed").text("seed", session.played.seed().to_string()),
    };
    set_localized(&mut lines.seed, Localized::new(deal));
}
