//! The statistics screen, from the menu, as pictures: for every game, each choice of
//! settings it was played with gets a row of figures (played, won, best, average, the
//! winning streak now and at its longest, the fastest win of a timed game) and a chart
//! of its last scores, the ones among the ten best in gold and assisted ones (undo,
//! hints or auto-play) faded; then the ten best as a list, assisted and daily ones
//! marked, and the daily puzzles' streak.

use bevy::prelude::*;

use crate::core::format::{clock, score_marked};
use crate::core::words::{Localized, Msg, date, number};
use crate::look::ui_colours::{UiColours, UiRole, mix};
use crate::persist::daily::DailyRecords;
use crate::persist::stats::{Record, Statistics};
use crate::platform::clock::today_date;
use crate::session::game::{Game, GameFacts, ScoreUnit};
use crate::session::registry::Games;
use crate::ui::panel::{add_done, add_note, open_panel};
use crate::ui::text::{LABEL, SMALL, number as figure, strong, text};

/// How tall the chart's tallest bar is, in UI units.
const CHART_HEIGHT: f32 = 72.0;

/// One settings choice's figures and scores, read for its game.
struct Section {
    settings: Msg,
    figures: Vec<(&'static str, Msg)>,
    record: Record,
    lower_is_better: bool,
}

/// The title, sections and daily line of one game's statistics.
fn sections(
    game: &dyn Game,
    stats: &Statistics,
    daily: &DailyRecords,
) -> (Msg, Vec<Section>, Option<Msg>) {
    let facts = game.facts();
    let key = facts.id.key();
    let daily = daily.0.get(&key).map(|record| {
        let played = record.results.len();
        let assisted = record.results.iter().filter(|day| day.assisted).count();
        Msg::new("stats-daily")
            .num("played", played)
            .num("assisted", assisted)
            .num("streak", record.streak_on(today_date()))
            .num("longest", record.longest_streak)
    });
    let sections = stats
        .of_game(&key)
        .into_iter()
        .map(|(params, record)| {
            // Each record's own mode: fewest-blocks SameGame counts the other way.
            let facts = game.facts_for(params);
            Section {
                settings: game
                    .describe_params(params)
                    .unwrap_or_else(|| Msg::new("plain").text("text", params.to_string())),
                figures: figures(&facts, record),
                record: record.clone(),
                lower_is_better: facts.lower_is_better,
            }
        })
        .collect();
    (facts.id.name(), sections, daily)
}

/// A record's figures, each a caption (a message id) and a value.
fn figures(facts: &GameFacts, record: &Record) -> Vec<(&'static str, Msg)> {
    let mut figures = vec![("stats-played", number(record.played))];
    if let Some(won) = facts.won {
        figures.push((won, number(record.won)));
    }
    let best_caption = facts.unit.best();
    if let Some(best) = record.best() {
        figures.push((best_caption, number(best)));
    }
    if let Some(average) = record.average() {
        figures.push(("stats-average", number(average)));
    }
    if facts.shows_total && facts.unit == ScoreUnit::Points && record.finished > 0 {
        figures.push(("stats-total", number(record.total)));
    }
    if facts.timed && record.fastest > 0 {
        let time = Msg::new("plain").text("text", clock(record.fastest as f32));
        figures.push(("stats-best-time", time));
    }
    if facts.won.is_some() {
        figures.push(("stats-streak", number(record.streak)));
        figures.push(("stats-longest", number(record.longest_streak)));
    }
    figures
}

/// Opens the statistics over the menu.
pub fn open_statistics(world: &mut World) {
    let stats = world.resource::<Statistics>().clone();
    let daily = world.resource::<DailyRecords>().clone();
    let colours = world.resource::<UiColours>().clone();
    let games: Vec<(Msg, Vec<Section>, Option<Msg>)> = world
        .resource::<Games>()
        .iter()
        .map(|game| sections(game, &stats, &daily))
        .collect();
    let mut queue = bevy::ecs::world::CommandQueue::default();
    let mut commands = Commands::new(&mut queue, world);
    let body = open_panel(&mut commands, "stats-title");
    for (title, sections, daily) in games {
        // The game's name heads its records; each board setting is a sub-heading.
        commands.spawn((
            Localized::new(title),
            strong(LABEL, UiRole::Text),
            Node {
                margin: UiRect::top(px(14)),
                ..default()
            },
            ChildOf(body),
        ));
        if sections.is_empty() {
            add_note(&mut commands, body, "stats-not-played");
        }
        if let Some(daily) = daily {
            add_note(&mut commands, body, daily);
        }
        for section in sections {
            spawn_section(&mut commands, body, &section, &colours);
        }
    }
    add_done(&mut commands, body);
    queue.apply(world);
}

/// One settings choice: its name, its figures as tiles, its chart and its ten best.
fn spawn_section(commands: &mut Commands, body: Entity, section: &Section, colours: &UiColours) {
    commands.spawn((
        Localized::new(section.settings.clone()),
        strong(SMALL, UiRole::Muted),
        Node {
            margin: UiRect::top(px(6)),
            ..default()
        },
        ChildOf(body),
    ));
    let tiles = commands
        .spawn((
            Node {
                flex_wrap: FlexWrap::Wrap,
                column_gap: px(6),
                row_gap: px(6),
                ..default()
            },
            ChildOf(body),
        ))
        .id();
    for (caption, value) in &section.figures {
        commands.spawn((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                min_width: px(72),
                padding: UiRect::axes(px(8), px(4)),
                border_radius: BorderRadius::all(px(8)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            UiRole::Button,
            ChildOf(tiles),
            children![
                (Localized::new(value.clone()), figure(LABEL, UiRole::Text)),
                (Localized::new(*caption), text(SMALL, UiRole::Text)),
            ],
        ));
    }
    spawn_chart(commands, body, section, colours);
    for (rank, top) in section.record.top.iter().enumerate() {
        let id = if top.daily {
            "stats-top-daily"
        } else if top.level > 0 {
            "stats-top-level"
        } else {
            "stats-top"
        };
        add_note(
            commands,
            body,
            Msg::new(id)
                .num("rank", rank + 1)
                .msg("score", score_marked(top.score, top.assisted()))
                .msg("date", date(&top.date))
                .num("level", top.level),
        );
    }
}

/// The last scores as bars, oldest on the left; the tallest is the highest score (for a
/// game counted in moves, the most moves).
fn spawn_chart(commands: &mut Commands, body: Entity, section: &Section, colours: &UiColours) {
    let recent = &section.record.recent;
    if recent.is_empty() {
        return;
    }
    let most = recent
        .iter()
        .map(|game| game.score)
        .max()
        .unwrap_or(1)
        .max(1);
    let chart = commands
        .spawn((
            Node {
                height: px(CHART_HEIGHT + 4.0),
                align_items: AlignItems::FlexEnd,
                column_gap: px(3),
                margin: UiRect::vertical(px(6)),
                ..default()
            },
            ChildOf(body),
        ))
        .id();
    for game in recent {
        let share = game.score as f32 / most as f32;
        let base = if section.record.still_in_top(game, section.lower_is_better) {
            colours.gold
        } else {
            colours.accent
        };
        let colour = if game.assisted {
            mix(base, colours.surface, 0.55)
        } else {
            base
        };
        commands.spawn((
            Node {
                width: px(10),
                height: px(4.0 + CHART_HEIGHT * share),
                border_radius: BorderRadius::top(px(3)),
                ..default()
            },
            BackgroundColor(colour),
            ChildOf(chart),
        ));
    }
    let id = if section.lower_is_better {
        "stats-chart-fewer-better"
    } else {
        "stats-chart-higher-better"
    };
    add_note(commands, body, Msg::new(id).num("games", recent.len()));
}
