//! CPU time per frame of the game's own systems at its heaviest moments, headless (the
//! app of the App tests: every system of one game's plugin on Bevy's minimal plugins,
//! no renderer), so what is timed is the game's work and Bevy's scheduling of it:
//!
//! - SameGame 30x30 with 3 colours: a click on the largest group, then every frame of
//!   the removal, the fall and the shift until the board is still;
//! - Fifteen 6x6: New game (the shuffle and the tiles flying to their places);
//! - Color Lines 9x9: a ball travelling 48 cells along a serpentine corridor, then three
//!   new balls landing.
//!
//! Each moment is played `--runs N` times (default 20) after one unmeasured run; it
//! prints the click frame and every frame after it: median, 99th percentile and worst.
//! `cargo run --release --features bench --example frame_bench [-- --runs N]`
//! (`scripts/bench.sh frames`).

#[path = "../tests/app/common.rs"]
mod common;

use std::time::{Duration, Instant};

use bevy::prelude::*;
use common::{click, running_animations, settle, start_game, vanishing};
use grid_puzzles::core::GameCommand;
use grid_puzzles::games::color_lines::ColorLinesPlugin;
use grid_puzzles::games::fifteen::{FifteenPlugin, FifteenSettings};
use grid_puzzles::games::samegame::{SameGamePlugin, SameGameSettings};
use grid_puzzles::session::{Session, replace_state};
use grid_rules::color_lines::ColorLines;
use grid_rules::fifteen::Fifteen;
use grid_rules::samegame::SameGame;
use grid_rules::{Pos, Puzzle};

/// Times `act` (one frame that starts the moment) and every frame after it until no
/// animation is left; returns the act's frame and the frames after it.
fn time_moment(app: &mut App, act: impl FnOnce(&mut App)) -> Moment {
    let start = Instant::now();
    act(app);
    let first = start.elapsed();
    let mut after = Vec::new();
    for _ in 0..1200 {
        if running_animations(app) == 0 && vanishing(app) == 0 {
            break;
        }
        let start = Instant::now();
        app.update();
        after.push(start.elapsed());
    }
    (first, after)
}

/// One moment's timings: its act's frame and the frames after it.
type Moment = (Duration, Vec<Duration>);

/// Plays a moment `runs` times after one unmeasured run (which warms caches and
/// allocations); `play` gets the run's number.
fn after_warm_up(runs: usize, mut play: impl FnMut(usize) -> Moment) -> Vec<Moment> {
    (0..=runs).map(&mut play).skip(1).collect()
}

fn micros(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e6
}

/// Prints one moment's figures over its runs.
fn report(name: &str, runs: &[Moment]) {
    let mut acts: Vec<Duration> = runs.iter().map(|(act, _)| *act).collect();
    let mut frames: Vec<Duration> = runs.iter().flat_map(|(_, after)| after.clone()).collect();
    acts.sort();
    frames.sort();
    let at = |sorted: &[Duration], q: f64| sorted[((sorted.len() - 1) as f64 * q) as usize];
    println!(
        "{name}: {} runs, {} frames each; click frame median {:.0} µs, worst {:.0} µs; \
         frames after it median {:.0} µs, p99 {:.0} µs, worst {:.0} µs",
        runs.len(),
        frames.len() / runs.len().max(1),
        micros(at(&acts, 0.5)),
        micros(at(&acts, 1.0)),
        micros(at(&frames, 0.5)),
        micros(at(&frames, 0.99)),
        micros(at(&frames, 1.0)),
    );
}

fn samegame_largest_group(runs: usize) {
    let mut app = start_game::<SameGame>(SameGamePlugin, 1);
    {
        let mut settings = app.world_mut().resource_mut::<SameGameSettings>();
        (settings.width, settings.height, settings.colours) = (30, 30, 3);
    }
    let timed = after_warm_up(runs, |_| {
        app.world_mut().write_message(GameCommand::NewGame);
        app.update();
        settle(&mut app);
        let cells = app
            .world()
            .resource::<Session<SameGame>>()
            .state()
            .cells()
            .clone();
        assert_eq!(cells.width() * cells.height(), 900, "a 30x30 board");
        let largest = cells
            .positions()
            .max_by_key(|&pos| grid_rules::collapse::group_at(&cells, pos).len())
            .expect("a board");
        time_moment(&mut app, |app| click(app, largest.x, largest.y))
    });
    report("SameGame 30x30, 3 colours, largest group", &timed);
}

fn fifteen_shuffle(runs: usize) {
    let mut app = start_game::<Fifteen>(FifteenPlugin, 1);
    app.world_mut().resource_mut::<FifteenSettings>().size = 6;
    let timed = after_warm_up(runs, |_| {
        settle(&mut app);
        let measured = time_moment(&mut app, |app| {
            app.world_mut().write_message(GameCommand::NewGame);
            app.update();
        });
        let tiles = app
            .world()
            .resource::<Session<Fifteen>>()
            .state()
            .cells()
            .width();
        assert_eq!(tiles, 6, "a 6x6 board");
        measured
    });
    report("Fifteen 6x6, New game", &timed);
}

/// Corridors on the even rows, walls of alternating colours (no line) on the odd rows
/// with a gap at alternate ends: from (0,0) to (8,8) is 48 cells.
const SERPENTINE: &str = "B . . . . . . . .\nR G R G R G R G .\n. . . . . . . . .\n. G R G R G R G R\n. . . . . . . . .\nR G R G R G R G .\n. . . . . . . . .\n. G R G R G R G R\n. . . . . . . . .\nnext: Y P C\n";

fn color_lines_long_travel(runs: usize) {
    let mut app = start_game::<ColorLines>(ColorLinesPlugin, 1);
    let timed = after_warm_up(runs, |run| {
        let board = ColorLines::from_board_text(&Default::default(), SERPENTINE, run as u64)
            .expect("the serpentine board reads");
        let path = board
            .path(Pos::new(0, 0), Pos::new(8, 8))
            .expect("a way through");
        assert!(path.len() >= 48, "a long travel ({} cells)", path.len());
        replace_state(app.world_mut(), board);
        settle(&mut app);
        click(&mut app, 0, 0);
        let measured = time_moment(&mut app, |app| click(app, 8, 8));
        let moved = app
            .world()
            .resource::<Session<ColorLines>>()
            .history
            .moves_played();
        assert_eq!(moved, 1, "the ball travelled");
        measured
    });
    report("Color Lines 9x9, 48-cell travel", &timed);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let runs = match args.iter().position(|arg| arg == "--runs") {
        Some(at) => match args.get(at + 1).and_then(|n| n.parse().ok()) {
            Some(runs) if runs > 0 => runs,
            _ => {
                eprintln!("frame_bench: --runs needs a positive number");
                std::process::exit(2);
            }
        },
        None => 20,
    };
    samegame_largest_group(runs);
    fifteen_shuffle(runs);
    color_lines_long_travel(runs);
}
