//! The review's bar: the move shown and what it cost against the engine, with buttons to
//! step back and on and to close the review, and the words it says.

use bevy::prelude::*;
use grid_rules::Puzzle;
use grid_rules::review::{Entry, Measure, ReviewReport};

use crate::core::beacon::BeaconName;
use crate::core::format::thousands;
use crate::core::game::{AppState, GameCommand};
use crate::look::icons::Icons;
use crate::look::ui_colours::UiRole;
use crate::session::game_view::{GameView, game_id};
use crate::ui::button::{IconLabel, send, spawn_icon_button};
use crate::ui::focus::Activate;
use crate::ui::text::{LABEL, number};

/// The review bar.
#[derive(Component, Debug)]
pub struct ReviewBar;

/// The review bar's text: the move, and what it cost.
#[derive(Component, Debug)]
pub struct ReviewText;

/// Marks on the board for the move shown.
#[derive(Component, Debug)]
pub struct ReviewMark;

/// A step through the review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Back,
    On,
}

/// A step back or on through the review, from a button, a key or a swipe.
#[derive(Message, Clone, Copy, Debug)]
pub struct ReviewStep(pub Step);

/// Spawns the bar, scoped to game `P`.
pub fn spawn_bar<P: GameView>(commands: &mut Commands, icons: &Icons) {
    let bar = commands
        .spawn((
            ReviewBar,
            DespawnOnExit(AppState::Playing(game_id::<P>())),
            Node {
                position_type: PositionType::Absolute,
                bottom: px(70),
                left: percent(2),
                width: percent(96),
                justify_content: JustifyContent::Center,
                ..default()
            },
            GlobalZIndex(25),
            Pickable::IGNORE,
        ))
        .id();
    let inner = commands
        .spawn((
            Node {
                align_items: AlignItems::Center,
                column_gap: px(6),
                padding: UiRect::all(px(8)),
                max_width: px(640),
                border_radius: BorderRadius::all(px(14)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            UiRole::Surface,
            ChildOf(bar),
        ))
        .id();
    let back = spawn_icon_button(
        commands,
        inner,
        icons,
        ("previous", "Previous move", IconLabel::Tooltip),
        |_: On<Activate>, mut steps: MessageWriter<ReviewStep>| {
            steps.write(ReviewStep(Step::Back));
        },
    );
    commands
        .entity(back)
        .insert(BeaconName("review-previous".into()));
    commands.spawn((
        ReviewText,
        Text::new("Review"),
        number(LABEL - 1.0, UiRole::Text),
        Node {
            flex_grow: 1.0,
            flex_shrink: 1.0,
            min_width: px(160),
            ..default()
        },
        ChildOf(inner),
    ));
    let on = spawn_icon_button(
        commands,
        inner,
        icons,
        ("next", "Next move", IconLabel::Tooltip),
        |_: On<Activate>, mut steps: MessageWriter<ReviewStep>| {
            steps.write(ReviewStep(Step::On));
        },
    );
    commands.entity(on).insert(BeaconName("review-next".into()));
    let close = spawn_icon_button(
        commands,
        inner,
        icons,
        ("close", "Close the review", IconLabel::Tooltip),
        send(GameCommand::Review),
    );
    commands
        .entity(close)
        .insert(BeaconName("review-close".into()));
}

/// The bar's words for `step`: which move, what was played, what the engine would
/// play and what the move cost; at the end, the totals.
pub fn describe<P: Puzzle>(report: &ReviewReport<P>, step: usize, moves: usize) -> String {
    let Some(entry) = report.entries.get(step) else {
        let lost = match report.measure {
            Measure::Distance => match report.optimal {
                Some(optimal) => format!(
                    "{} moves, {} from the start at best",
                    report.played, optimal.score
                ),
                None => format!("{} moves", report.played),
            },
            _ => format!("{} points lost in all", thousands(report.lost)),
        };
        let pending = if report.complete {
            ""
        } else {
            " (thinking…)"
        };
        return format!("The end · {moves} moves\n{lost}{pending}");
    };
    let head = format!("Move {} of {moves}", entry.number);
    format!("{head}\n{}", verdict(report.measure, entry))
}

/// What one move did, against the engine.
fn verdict<P: Puzzle>(measure: Measure, entry: &Entry<P>) -> String {
    if entry.engine.is_none() && entry.lost.is_none() {
        return "The engine is thinking…".into();
    }
    match measure {
        Measure::Distance => match (entry.before, entry.wrong_way) {
            (Some(before), true) => {
                format!("{} from solved; this went the wrong way", before.score)
            }
            (Some(before), false) => format!("{} from solved; a step closer", before.score),
            (None, _) => "The engine is thinking…".into(),
        },
        Measure::Clearing if entry.stuck => "After this pair no pair was left: reshuffled".into(),
        Measure::Clearing if entry.clearable_after == Some(false) => {
            "After this pair no order clears the board".into()
        }
        _ if entry.agrees => "The engine's choice too".into(),
        Measure::Choice => "The engine would have moved another ball".into(),
        _ => match entry.lost {
            Some(0) => "As good as the engine's choice".into(),
            Some(lost) => format!("The engine's choice was worth {} more", thousands(lost)),
            None => "The engine would play elsewhere".into(),
        },
    }
}
