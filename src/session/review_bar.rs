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
use crate::session::hud_layout::{HudLayout, HudRoot};
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

/// Spawns the bar, scoped to game `P`, at the bottom of the window (above a phone's
/// toolbar when `layout` has one); the board is fitted above it while it is open.
pub fn spawn_bar<P: GameView>(commands: &mut Commands, icons: &Icons, layout: HudLayout) {
    let bottom = if layout == HudLayout::Phone { 70 } else { 8 };
    let bar = commands
        .spawn((
            ReviewBar,
            HudRoot::Bottom,
            DespawnOnExit(AppState::Playing(game_id::<P>())),
            Node {
                position_type: PositionType::Absolute,
                bottom: px(bottom),
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
                width: percent(100),
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
        number(LABEL, UiRole::Text),
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
/// play and what the move cost; at the end, the totals and the moves that mattered most.
pub fn describe<P: Puzzle>(report: &ReviewReport<P>, step: usize, moves: usize) -> String {
    let pending = if report.complete {
        ""
    } else {
        " (thinking…)"
    };
    let Some(entry) = report.entries.get(step) else {
        return format!("The end · {moves} moves{pending}\n{}", summary(report));
    };
    let mut head = format!("Move {} of {moves}", entry.number);
    if report.most_lost.contains(&entry.number) {
        head.push_str(" · one of the costliest");
    }
    if report.first_wrong_way == Some(entry.number) {
        head.push_str(" · the first wrong way");
    }
    format!("{head}\n{}", verdict(report, entry))
}

/// The totals of a review, and the moves that mattered most.
fn summary<P: Puzzle>(report: &ReviewReport<P>) -> String {
    let moves = |numbers: &[usize]| {
        let texts: Vec<String> = numbers.iter().map(usize::to_string).collect();
        texts.join(", ")
    };
    let at = |number: Option<usize>| number.map(|n| format!("move {n}"));
    match report.measure {
        Measure::Distance => {
            let best = match report.optimal {
                Some(optimal) => format!("{} moves, {} at best", report.played, optimal.score),
                None => format!("{} moves", report.played),
            };
            match at(report.first_wrong_way) {
                Some(first) => format!("{best} · first wrong way: {first}"),
                None => format!("{best} · never the wrong way"),
            }
        }
        Measure::Points => {
            let lost = format!("{} points lost in all", thousands(report.lost));
            let costliest: Vec<String> = report
                .most_lost
                .iter()
                .map(|&n| {
                    let lost = report.entries[n - 1].lost.unwrap_or_default();
                    format!("{n} ({})", thousands(lost))
                })
                .collect();
            if costliest.is_empty() {
                lost
            } else {
                format!("{lost} · most at moves {}", costliest.join(", "))
            }
        }
        Measure::Choice if report.differed.is_empty() => "The engine agreed with every move".into(),
        Measure::Choice => format!(
            "{} points missed · the engine chose otherwise at moves {}",
            thousands(report.lost),
            moves(&report.differed)
        ),
        Measure::Clearing => match (at(report.stuck_after), at(report.unclearable_after)) {
            (Some(stuck), _) => format!("The board got stuck after {stuck}"),
            (None, Some(lost)) => format!("No order cleared the board after {lost}"),
            (None, None) => "Every pair kept the board clearable".into(),
        },
    }
}

/// What one move did, against the engine.
fn verdict<P: Puzzle>(report: &ReviewReport<P>, entry: &Entry<P>) -> String {
    if entry.engine.is_none() && entry.lost.is_none() {
        return "The engine is thinking…".into();
    }
    match report.measure {
        Measure::Distance => {
            // The moves this one and those before it added to the shortest solution.
            let over: u64 = report.entries[..entry.number]
                .iter()
                .filter_map(|entry| entry.lost)
                .sum();
            let over = format!("{over} over optimal so far");
            match (entry.before, entry.wrong_way) {
                (Some(before), true) => {
                    format!(
                        "{} from solved; this went the wrong way · {over}",
                        before.score
                    )
                }
                (Some(before), false) => {
                    format!("{} from solved; a step closer · {over}", before.score)
                }
                (None, _) => "The engine is thinking…".into(),
            }
        }
        Measure::Clearing if entry.stuck => "After this pair no pair was left: reshuffled".into(),
        Measure::Clearing if entry.clearable_after == Some(false) => {
            "After this pair no order clears the board".into()
        }
        _ if entry.agrees => "The engine's choice too".into(),
        Measure::Choice => match entry.before {
            Some(before) if before.score > 0 => format!(
                "The engine would have moved another ball, for {} points at once",
                thousands(before.score)
            ),
            _ => "The engine would have moved another ball".into(),
        },
        _ => {
            let line = entry
                .before
                .map(|before| format!(" (its line from here: {})", thousands(before.score)))
                .unwrap_or_default();
            match entry.lost {
                Some(0) => format!("As good as the engine's choice{line}"),
                Some(lost) => {
                    format!(
                        "The engine's choice was worth {} more{line}",
                        thousands(lost)
                    )
                }
                None => "The engine would play elsewhere".into(),
            }
        }
    }
}
