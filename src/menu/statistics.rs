//! The statistics screen, from the menu: for every game, each choice of settings it was
//! played with: games played, finished and won, best, average, the winning streak now
//! and at its longest, and the ten best scores with their date and whether undo or
//! hints were used.

use bevy::prelude::*;

use crate::core::game::GameId;
use crate::games::{ViewVisitor, with_game_view};
use crate::persist::stats::{Record, Statistics};
use crate::session::game_view::GameView;
use crate::ui::panel::{add_done, add_heading, add_note, open_panel};

/// The lines of one game's statistics.
struct Lines<'a>(&'a Statistics);

impl ViewVisitor for Lines<'_> {
    type Output = (&'static str, Vec<String>);
    fn visit<P: GameView>(self) -> Self::Output {
        let mut lines = Vec::new();
        for (params, record) in self.0.of_game(&GameId(P::ID).key()) {
            let settings = params
                .parse::<P::Params>()
                .map_or_else(|_| params.to_string(), |params| P::describe_params(&params));
            lines.push(summary::<P>(&settings, record));
            for (rank, top) in record.top.iter().enumerate() {
                let mut used = Vec::new();
                if top.undo {
                    used.push("undo");
                }
                if top.hints {
                    used.push("hints");
                }
                let used = if used.is_empty() {
                    String::new()
                } else {
                    format!("  ({})", used.join(", "))
                };
                lines.push(format!(
                    "    {:>2}. {:>6}  {}{used}",
                    rank + 1,
                    top.score,
                    top.date
                ));
            }
        }
        (P::TITLE, lines)
    }
}

/// A record's counts in a line.
fn summary<P: GameView>(settings: &str, record: &Record) -> String {
    let mut line = format!(
        "{settings}: played {}, finished {}",
        record.played, record.finished
    );
    if let Some(won) = P::WON {
        line.push_str(&format!(", {won} {}", record.won));
    }
    if let Some(best) = record.best() {
        line.push_str(&format!(", best {best}"));
    }
    if let Some(average) = record.average() {
        line.push_str(&format!(", average {average}"));
    }
    if P::WON.is_some() {
        line.push_str(&format!(
            ", streak {} (longest {})",
            record.streak, record.longest_streak
        ));
    }
    line
}

/// Opens the statistics over the menu.
pub fn open_statistics(world: &mut World) {
    let stats = world.resource::<Statistics>().clone();
    let games: Vec<(&str, Vec<String>)> = grid_rules::games::GAMES
        .iter()
        .filter_map(|game| with_game_view(game.id, Lines(&stats)).ok())
        .collect();
    let mut queue = bevy::ecs::world::CommandQueue::default();
    let mut commands = Commands::new(&mut queue, world);
    let body = open_panel(&mut commands, "Statistics");
    for (title, lines) in games {
        add_heading(&mut commands, body, title);
        if lines.is_empty() {
            add_note(&mut commands, body, "Not played yet".into());
        }
        for line in lines {
            add_note(&mut commands, body, line);
        }
    }
    add_done(&mut commands, body);
    queue.apply(world);
}
