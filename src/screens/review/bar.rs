//! The review's bar: the move shown and what it cost against the engine, with buttons to
//! step back and on and to close the review, and the words it says.

use bevy::prelude::*;
use grid_rules::review::{Entry, Measure, ReviewReport};

use crate::core::beacon::BeaconName;
use crate::core::game::{AppState, GameCommand, GameId};
use crate::core::words::{Localized, Msg, number as number_msg};
use crate::look::icons::Icons;
use crate::look::ui_colours::UiRole;
use crate::screens::hud::layout::{HudLayout, HudRoot};
use crate::session::game::ScoreUnit;
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

/// Spawns the bar, scoped to `game`, at the bottom of the window (above a phone's
/// toolbar when `layout` has one); the board is fitted above it while it is open.
pub fn spawn_bar(commands: &mut Commands, game: GameId, icons: &Icons, layout: HudLayout) {
    let bottom = if layout == HudLayout::Phone { 70 } else { 8 };
    let bar = commands
        .spawn((
            ReviewBar,
            HudRoot::Bottom,
            DespawnOnExit(AppState::Playing(game)),
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
        ("previous", Msg::new("review-previous"), IconLabel::Tooltip),
        |_: On<Activate>, mut steps: MessageWriter<ReviewStep>| {
            steps.write(ReviewStep(Step::Back));
        },
    );
    commands
        .entity(back)
        .insert(BeaconName("review-previous".into()));
    commands.spawn((
        ReviewText,
        Localized::new("review-title"),
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
        ("next", Msg::new("review-next"), IconLabel::Tooltip),
        |_: On<Activate>, mut steps: MessageWriter<ReviewStep>| {
            steps.write(ReviewStep(Step::On));
        },
    );
    commands.entity(on).insert(BeaconName("review-next".into()));
    let close = spawn_icon_button(
        commands,
        inner,
        icons,
        ("close", Msg::new("review-close"), IconLabel::Tooltip),
        send(GameCommand::Review),
    );
    commands
        .entity(close)
        .insert(BeaconName("review-close".into()));
}

/// The bar's words for `step`: which move, what was played, what the engine would
/// play and what the move cost (in points, or, where the result is the blocks left, in
/// blocks); at the end, the totals and the moves that mattered most.
pub fn describe<M>(
    report: &ReviewReport<M>,
    step: usize,
    moves: usize,
    unit: ScoreUnit,
) -> Localized {
    let Some(entry) = report.entries.get(step) else {
        let end = if report.complete {
            "review-end"
        } else {
            "review-end-thinking"
        };
        let head = Msg::new(end).num("moves", moves);
        return Localized::joined(vec![head, summary(report, unit)], "\n");
    };
    let mut head = vec![
        Msg::new("review-move")
            .num("number", entry.number)
            .num("moves", moves),
    ];
    if report.most_lost.contains(&entry.number) {
        head.push(Msg::new("review-one-of-the-costliest"));
    }
    if report.first_wrong_way == Some(entry.number) {
        head.push(Msg::new("review-the-first-wrong-way"));
    }
    Localized::joined(
        vec![Msg::joined(head, " · "), verdict(report, entry, unit)],
        "\n",
    )
}

/// Move numbers as a list: `3, 7, 12`.
fn move_numbers(numbers: &[usize]) -> Vec<Msg> {
    numbers.iter().map(|&number| number_msg(number)).collect()
}

/// The totals of a review, and the moves that mattered most.
fn summary<M>(report: &ReviewReport<M>, unit: ScoreUnit) -> Msg {
    match report.measure {
        Measure::Distance => {
            let best = match report.optimal {
                Some(optimal) => Msg::new("review-sum-moves-at-best")
                    .num("moves", report.played)
                    .num("best", optimal.score),
                None => Msg::new("review-sum-moves").num("moves", report.played),
            };
            let wrong = match report.first_wrong_way {
                Some(first) => Msg::new("review-sum-first-wrong-way").num("move", first),
                None => Msg::new("review-sum-never-wrong-way"),
            };
            Msg::joined(vec![best, wrong], " · ")
        }
        Measure::Points => {
            let lost = match unit {
                ScoreUnit::BlocksLeft => {
                    Msg::new("review-sum-blocks-lost").num("blocks", report.lost)
                }
                _ => Msg::new("review-sum-points-lost").num("points", report.lost),
            };
            let costliest: Vec<Msg> = report
                .most_lost
                .iter()
                .map(|&n| {
                    let lost = report.entries[n - 1].lost.unwrap_or_default();
                    Msg::new("review-move-and-loss")
                        .num("move", n)
                        .num("points", lost)
                })
                .collect();
            if costliest.is_empty() {
                lost
            } else {
                Msg::joined(
                    vec![
                        lost,
                        Msg::new("review-sum-most-at")
                            .num("count", costliest.len())
                            .list("moves", costliest),
                    ],
                    " · ",
                )
            }
        }
        Measure::Choice if report.differed.is_empty() => Msg::new("review-sum-agreed"),
        // The count lets a language say "at move 3" and "at moves 3 and 7".
        Measure::Choice => Msg::new("review-sum-chose-otherwise")
            .num("points", report.lost)
            .num("count", report.differed.len())
            .list("moves", move_numbers(&report.differed)),
        Measure::Clearing => match (report.stuck_after, report.unclearable_after) {
            (Some(stuck), _) => Msg::new("review-sum-stuck-after").num("move", stuck),
            (None, Some(lost)) => Msg::new("review-sum-unclearable-after").num("move", lost),
            (None, None) => Msg::new("review-sum-always-clearable"),
        },
    }
}

/// What one move did, against the engine.
fn verdict<M>(report: &ReviewReport<M>, entry: &Entry<M>, unit: ScoreUnit) -> Msg {
    if entry.engine.is_none() && entry.lost.is_none() {
        return Msg::new("review-engine-thinking");
    }
    match report.measure {
        Measure::Distance => {
            // The moves this one and those before it added to the shortest solution.
            let over: u64 = report.entries[..entry.number]
                .iter()
                .filter_map(|entry| entry.lost)
                .sum();
            match (entry.before, entry.wrong_way) {
                (Some(before), wrong_way) => {
                    let id = if wrong_way {
                        "review-from-solved-wrong-way"
                    } else {
                        "review-from-solved-closer"
                    };
                    Msg::new(id).num("moves", before.score).num("over", over)
                }
                (None, _) => Msg::new("review-engine-thinking"),
            }
        }
        Measure::Clearing if entry.stuck => Msg::new("review-pair-reshuffled"),
        Measure::Clearing if entry.clearable_after == Some(false) => {
            Msg::new("review-pair-unclearable")
        }
        _ if entry.agrees => Msg::new("review-engine-agrees"),
        Measure::Choice => match entry.before {
            Some(before) if before.score > 0 => {
                Msg::new("review-other-ball-points").num("points", before.score)
            }
            _ => Msg::new("review-other-ball"),
        },
        // Where the result is the blocks left, a line's score (the blocks it removes)
        // is not shown: it would read as the blocks left.
        _ if unit == ScoreUnit::BlocksLeft => match entry.lost {
            Some(0) => Msg::new("review-as-good")
                .text("line", "no")
                .num("score", 0),
            Some(lost) => Msg::new("review-worth-more-blocks").num("blocks", lost),
            None => Msg::new("review-elsewhere"),
        },
        _ => {
            let line = entry.before.map(|before| before.score);
            let with_line = |msg: Msg| match line {
                Some(score) => msg.text("line", "yes").num("score", score),
                None => msg.text("line", "no").num("score", 0),
            };
            match entry.lost {
                Some(0) => with_line(Msg::new("review-as-good")),
                Some(lost) => with_line(Msg::new("review-worth-more").num("points", lost)),
                None => Msg::new("review-elsewhere"),
            }
        }
    }
}
