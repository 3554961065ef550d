//! The game-over card over the board: what the ending was ("Board cleared!", "No more
//! moves left", "Time's up"), the score large, then the time where the game keeps one, par, best (a
//! new best marked), the daily's date and the help the game had ("assisted"), and New
//! game, Review, Share and Menu. Where the ending is a picture (Fifteen solved),
//! the card sits low and compact so the picture shows. A cleared or solved board gets a
//! short burst of confetti (`confetti.rs`), unless the player asked for less motion.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;

use crate::audio::of_moves::Cues;
use crate::audio::player::Effect;
use crate::board::anim::ReducedMotion;
use crate::core::format::{clock, score_marked};
use crate::core::game::{AppState, GameCommand, GameId};
use crate::core::words::{Localized, Msg, date};
use crate::look::config::GameConfig;
use crate::look::pieces::PieceLook;
use crate::look::ui_colours::UiRole;
use crate::persist::shared::{BestScores, Preferences};
use crate::persist::stats::Statistics;
use crate::screens::card::confetti::spawn_confetti;
use crate::session::par::Par;
use crate::session::review::Reviewing;
use crate::session::state::Session;
use crate::ui::button::{accent_button, button, spawn_command};
use crate::ui::text::{LABEL, TITLE, number, strong, text};

/// The game-over card.
#[derive(Component, Debug)]
pub struct ResultCard;

/// The card's title: how the game ended.
#[derive(Component, Debug)]
pub struct ResultTitle;

/// The card's score.
#[derive(Component, Debug)]
pub struct ResultScore;

/// The card's lines under the score: par, best, time.
#[derive(Component, Debug)]
pub struct ResultDetails;

/// The "New best!" badge, shown when the score is a new best.
#[derive(Component, Debug)]
pub struct NewBestBadge;

/// What the card says, read from the session and the records.
#[derive(Debug, Clone, PartialEq)]
pub struct CardText {
    pub title: Msg,
    pub score: Msg,
    pub details: Vec<Msg>,
    pub new_best: bool,
}

/// What the card of the session says now: `best` is the best score before this game and
/// whether it was assisted; the time is shown for a timed game unless the player hides
/// the clock.
pub fn card_text(
    session: &Session,
    par: Option<u64>,
    best: Option<(u64, bool)>,
    show_time: bool,
) -> CardText {
    let facts = session.facts();
    let state = session.state();
    let mut details = state.over_text();
    let title = if details.is_empty() {
        Msg::new("over-game-over")
    } else {
        details.remove(0)
    };
    if facts.timed && show_time {
        details.push(Msg::new("card-time").text("time", clock(session.seconds)));
    }
    let score = state.score();
    if let Some(par) = par {
        let beaten = if facts.lower_is_better {
            score < par
        } else {
            score > par
        };
        let id = if beaten {
            "card-par-beaten"
        } else {
            "card-par"
        };
        details.push(Msg::new(id).num("par", par));
    }
    let equals_best = best.is_some_and(|(best, _)| best == score);
    let best = best.map(|(best, assisted)| score_marked(best, assisted));
    match (session.rank, best) {
        (Some(0), _) => {}
        (Some(_), Some(best)) if equals_best => {
            details.push(Msg::new("card-equals-best").msg("best", best));
        }
        (Some(rank), Some(best)) => {
            details.push(
                Msg::new("card-rank-best")
                    .num("rank", rank + 1)
                    .msg("best", best),
            );
        }
        (Some(rank), None) => details.push(Msg::new("card-rank").num("rank", rank + 1)),
        (None, Some(best)) => details.push(Msg::new("card-best").msg("best", best)),
        (None, None) => {}
    }
    let help = session.help_words();
    match (session.daily, help.is_empty()) {
        (Some(day), true) => {
            details.push(Msg::new("card-daily-unassisted").msg("date", date(&day.to_string())));
        }
        (Some(day), false) => details.push(
            Msg::new("card-daily-assisted")
                .msg("date", date(&day.to_string()))
                .list("help", help),
        ),
        (None, false) => details.push(Msg::new("card-assisted").list("help", help)),
        (None, true) => {}
    }
    CardText {
        title,
        score: Msg::new(facts.unit.card()).num("score", score),
        details,
        new_best: session.rank == Some(0),
    }
}

/// Spawns the card of `game`, scoped to it; low on the screen when `at_bottom`.
pub fn spawn_result_card(commands: &mut Commands, game: GameId, card: &CardText, at_bottom: bool) {
    let overlay = commands
        .spawn((
            ResultCard,
            DespawnOnExit(AppState::Playing(game)),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: if at_bottom {
                    AlignItems::FlexEnd
                } else {
                    AlignItems::Center
                },
                padding: UiRect::all(px(12)),
                ..default()
            },
            GlobalZIndex(30),
            Pickable::IGNORE,
        ))
        .id();
    let inner = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(28), px(if at_bottom { 14.0 } else { 24.0 })),
                row_gap: px(if at_bottom { 4.0 } else { 8.0 }),
                min_width: px(280),
                max_width: percent(94),
                border_radius: BorderRadius::all(px(18)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            UiRole::Surface,
            ChildOf(overlay),
        ))
        .id();
    commands.spawn((
        ResultTitle,
        Localized::new(card.title.clone()),
        strong(TITLE, UiRole::Text),
        // A title that wraps (German's "Keine Züge mehr möglich" on a phone) stays
        // centred like the lines under it.
        TextLayout::justify(Justify::Center),
        ChildOf(inner),
    ));
    commands.spawn((
        ResultScore,
        Localized::new(card.score.clone()),
        number(TITLE, UiRole::Text),
        ChildOf(inner),
    ));
    commands.spawn((
        NewBestBadge,
        Localized::new("card-new-best"),
        strong(LABEL, UiRole::Gold),
        Node {
            display: if card.new_best {
                Display::Flex
            } else {
                Display::None
            },
            ..default()
        },
        ChildOf(inner),
    ));
    commands.spawn((
        ResultDetails,
        Localized::joined(card.details.clone(), "\n"),
        text(LABEL, UiRole::Muted),
        TextLayout::justify(Justify::Center),
        ChildOf(inner),
    ));
    let buttons = commands
        .spawn((
            Node {
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                column_gap: px(6),
                margin: UiRect::top(px(8)),
                ..default()
            },
            ChildOf(inner),
        ))
        .id();
    spawn_command(
        commands,
        buttons,
        accent_button("button-new-game", LABEL),
        "result-new-game",
        GameCommand::NewGame,
    );
    for (label, command, name) in [
        ("button-review", GameCommand::Review, "result-review"),
        ("button-share", GameCommand::Share, "result-share"),
        ("button-menu", GameCommand::BackToMenu, "result-menu"),
    ] {
        spawn_command(commands, buttons, button(label, LABEL), name, command);
    }
}

/// What the card needs besides the session.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct CardFacts<'w> {
    prefs: Res<'w, Preferences>,
    par: Res<'w, Par>,
    best: Res<'w, BestScores>,
    stats: Res<'w, Statistics>,
    reduced: Res<'w, ReducedMotion>,
    config: Res<'w, GameConfig>,
    look: Res<'w, PieceLook>,
}

/// The card's texts, by part.
type CardTexts<'w, 's> = Query<
    'w,
    's,
    (
        &'static mut Localized,
        Has<ResultTitle>,
        Has<ResultScore>,
        Has<ResultDetails>,
    ),
    Or<(With<ResultTitle>, With<ResultScore>, With<ResultDetails>)>,
>;

/// What the card shows and what it is.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct CardParts<'w, 's> {
    cards: Query<'w, 's, Entity, With<ResultCard>>,
    texts: CardTexts<'w, 's>,
    badges: Query<'w, 's, &'static mut Node, With<NewBestBadge>>,
}

/// Shows the card once the game is over and its last animation has played (with a
/// sound, and confetti for a win), keeps its text current (par may arrive later), and
/// removes it when the game goes on (undo, new game).
pub(crate) fn sync_result_card(
    mut commands: Commands,
    session: Res<Session>,
    (facts, mut cues): (CardFacts, Cues),
    parts: CardParts,
    anims: Query<(), With<TweenAnim>>,
    reviewing: Option<Res<Reviewing>>,
) {
    let CardParts {
        cards,
        mut texts,
        mut badges,
    } = parts;
    // A review shows the board as it was: the card goes, and comes back when it closes.
    if reviewing.is_some() || !session.state().is_over() {
        for card in &cards {
            commands.entity(card).despawn();
        }
        return;
    }
    let best = facts
        .stats
        .best_of(&session.record_key(), facts.best.of(session.id()));
    let show_time = !facts.prefs.hide_clock;
    let card = card_text(&session, facts.par.of(&session), best, show_time);
    if !cards.is_empty() {
        for (mut text, title, score, _) in &mut texts {
            let wanted = if title {
                Localized::new(card.title.clone())
            } else if score {
                Localized::new(card.score.clone())
            } else {
                Localized::joined(card.details.clone(), "\n")
            };
            text.set_if_neq(wanted);
        }
        let display = if card.new_best {
            Display::Flex
        } else {
            Display::None
        };
        for mut badge in &mut badges {
            if badge.display != display {
                badge.display = display;
            }
        }
        return;
    }
    if !anims.is_empty() {
        return;
    }
    let game = session.facts();
    spawn_result_card(&mut commands, game.id, &card, game.banner_at_bottom);
    let state = session.state();
    cues.send(
        if card.new_best {
            Effect::NewBest
        } else if state.is_won() {
            Effect::Solved
        } else {
            Effect::GameOver
        },
        0.0,
    );
    if state.is_won() && !facts.reduced.0 && facts.config.timings.celebration > 0.0 {
        spawn_confetti(
            &mut commands,
            game.id,
            &facts.look,
            facts.config.timings.celebration,
        );
    }
}
