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
//! Each moment is played three ways: with no screen reader (no accessibility tree, as
//! for most players), with the tree a screen reader asks for (the board's grid of named
//! cells, every control's node, the live region), and with the tree and the web page's
//! mirror text written too (the browser's own work on the hidden DOM is not in it).
//! Each is played `--runs N` times (default 20) after one unmeasured run; it
//! prints the click frame and every frame after it: median, 99th percentile and worst.
//! The figure is CPU time: every schedule runs on the main thread (the single-threaded
//! executor), and the main thread's CPU clock is read around each frame. Wall time on
//! this 2-core machine also counts the engines' background threads and the wake-ups of
//! the executor's worker threads, so it is printed beside, as a median only.
//! `cargo run --release --features bench --example frame_bench [-- --runs N]`
//! (`scripts/bench.sh frames`).

#[path = "../tests/app/common.rs"]
mod common;

use std::time::{Duration, Instant};

use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;
use common::{click, command, running_animations, session, settle, start_game, state, vanishing};
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::games::color_lines::ColorLinesPlugin;
use grid_puzzles::games::fifteen::FifteenPlugin;
use grid_puzzles::games::fifteen::settings::FifteenSettings;
use grid_puzzles::games::samegame::{SameGamePlugin, SameGameSettings};
use grid_puzzles::screens::board::draw::replace_state;
use grid_puzzles::ui::access::AccessWanted;
use grid_rules::color_lines::ColorLines;
use grid_rules::fifteen::Fifteen;
use grid_rules::samegame::SameGame;
use grid_rules::{Pos, Puzzle};

/// One frame's cost: the main thread's CPU time and the wall time.
#[derive(Clone, Copy)]
struct Cost {
    cpu: Duration,
    wall: Duration,
}

/// The CPU time the calling thread has used so far.
fn thread_cpu_time() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec the call writes into; the clock id is a constant.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    assert_eq!(status, 0, "the thread's CPU clock");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

/// Runs `frame` and measures it.
fn cost_of(frame: impl FnOnce()) -> Cost {
    let (cpu, wall) = (thread_cpu_time(), Instant::now());
    frame();
    Cost {
        cpu: thread_cpu_time() - cpu,
        wall: wall.elapsed(),
    }
}

/// Times `act` (one frame that starts the moment) and every frame after it until no
/// animation is left; returns the act's frame and the frames after it.
fn time_moment(app: &mut App, act: impl FnOnce(&mut App)) -> Moment {
    let first = cost_of(|| act(app));
    let mut after = Vec::new();
    for _ in 0..1200 {
        if running_animations(app) == 0 && vanishing(app) == 0 {
            break;
        }
        after.push(cost_of(|| app.update()));
    }
    (first, after)
}

/// Who reads the game besides the eyes: nobody, a screen reader on the desktop, or a
/// screen reader in the browser (the tree and the page's mirror).
#[derive(Clone, Copy, PartialEq)]
enum Reader {
    Nobody,
    DesktopTree,
    WebMirror,
}

impl Reader {
    fn name(self) -> &'static str {
        match self {
            Reader::Nobody => "no screen reader",
            Reader::DesktopTree => "accessibility tree on",
            Reader::WebMirror => "tree and web mirror",
        }
    }

    /// Sets up `app` for this reader (before its first frame is measured).
    fn prepare(self, app: &mut App) {
        if self != Reader::Nobody {
            app.insert_resource(AccessWanted(true));
        }
        if self == Reader::WebMirror {
            // The mirror's text is built and compared as in the browser; handing it to
            // the page is the only part left out (no page here).
            app.add_systems(Last, grid_puzzles::ui::page_mirror::publish_mirror);
        }
    }
}

/// One moment's timings: its act's frame and the frames after it.
type Moment = (Cost, Vec<Cost>);

/// Every schedule on the main thread, so its CPU clock sees every system.
fn run_on_one_thread(app: &mut App) {
    let mut schedules = app.world_mut().resource_mut::<Schedules>();
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}

/// Plays a moment `runs` times after one unmeasured run (which warms caches and
/// allocations); `play` gets the run's number.
fn after_warm_up(
    app: &mut App,
    runs: usize,
    mut play: impl FnMut(&mut App, usize) -> Moment,
) -> Vec<Moment> {
    run_on_one_thread(app);
    (0..=runs).map(|run| play(app, run)).skip(1).collect()
}

fn micros(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e6
}

/// Prints one moment's figures over its runs.
fn report(name: &str, runs: &[Moment]) {
    let sorted = |costs: &mut dyn Iterator<Item = Cost>, of: fn(&Cost) -> Duration| {
        let mut times: Vec<Duration> = costs.map(|cost| of(&cost)).collect();
        times.sort();
        times
    };
    let acts = |of| sorted(&mut runs.iter().map(|(act, _)| *act), of);
    let frames = |of| sorted(&mut runs.iter().flat_map(|(_, after)| after.clone()), of);
    let (act_cpu, frame_cpu) = (acts(|cost| cost.cpu), frames(|cost| cost.cpu));
    let (act_wall, frame_wall) = (acts(|cost| cost.wall), frames(|cost| cost.wall));
    let at = |sorted: &[Duration], q: f64| micros(sorted[((sorted.len() - 1) as f64 * q) as usize]);
    println!(
        "{name}: {} runs, {} frames each; CPU time: click frame median {:.0} µs, worst {:.0} µs; \
         frames after it median {:.0} µs, p99 {:.0} µs, worst {:.0} µs \
         (wall time medians {:.0} and {:.0} µs)",
        runs.len(),
        frame_cpu.len() / runs.len().max(1),
        at(&act_cpu, 0.5),
        at(&act_cpu, 1.0),
        at(&frame_cpu, 0.5),
        at(&frame_cpu, 0.99),
        at(&frame_cpu, 1.0),
        at(&act_wall, 0.5),
        at(&frame_wall, 0.5),
    );
}

fn samegame_largest_group(runs: usize, reader: Reader) {
    let mut app = start_game::<SameGame>(SameGamePlugin, 1);
    reader.prepare(&mut app);
    {
        let mut settings = app.world_mut().resource_mut::<SameGameSettings>();
        (settings.width, settings.height, settings.colours) = (30, 30, 3);
    }
    let timed = after_warm_up(&mut app, runs, |app, _| {
        command(app, GameCommand::NewGame);
        settle(app);
        let cells = state::<SameGame>(app).cells().clone();
        assert_eq!(cells.width() * cells.height(), 900, "a 30x30 board");
        let largest = cells
            .positions()
            .max_by_key(|&pos| grid_rules::collapse::group_at(&cells, pos).len())
            .expect("a board");
        time_moment(app, |app| click(app, largest.x, largest.y))
    });
    report(
        &format!(
            "SameGame 30x30, 3 colours, largest group, {}",
            reader.name()
        ),
        &timed,
    );
}

fn fifteen_shuffle(runs: usize, reader: Reader) {
    let mut app = start_game::<Fifteen>(FifteenPlugin, 1);
    reader.prepare(&mut app);
    app.world_mut().resource_mut::<FifteenSettings>().size = 6;
    let timed = after_warm_up(&mut app, runs, |app, _| {
        settle(app);
        let measured = time_moment(app, |app| command(app, GameCommand::NewGame));
        let tiles = state::<Fifteen>(app).cells().width();
        assert_eq!(tiles, 6, "a 6x6 board");
        measured
    });
    report(&format!("Fifteen 6x6, New game, {}", reader.name()), &timed);
}

/// Corridors on the even rows, walls of alternating colours (no line) on the odd rows
/// with a gap at alternate ends: from (0,0) to (8,8) is 48 cells.
const SERPENTINE: &str = "B . . . . . . . .\nR G R G R G R G .\n. . . . . . . . .\n. G R G R G R G R\n. . . . . . . . .\nR G R G R G R G .\n. . . . . . . . .\n. G R G R G R G R\n. . . . . . . . .\nnext: Y P C\n";

fn color_lines_long_travel(runs: usize, reader: Reader) {
    let mut app = start_game::<ColorLines>(ColorLinesPlugin, 1);
    reader.prepare(&mut app);
    let timed = after_warm_up(&mut app, runs, |app, run| {
        let board = ColorLines::from_board_text(&Default::default(), SERPENTINE, run as u64)
            .expect("the serpentine board reads");
        let path = board
            .path(Pos::new(0, 0), Pos::new(8, 8))
            .expect("a way through");
        assert!(path.len() >= 48, "a long travel ({} cells)", path.len());
        replace_state(app.world_mut(), board);
        settle(app);
        click(app, 0, 0);
        let measured = time_moment(app, |app| click(app, 8, 8));
        let moved = session(app).played.moves_played();
        assert_eq!(moved, 1, "the ball travelled");
        measured
    });
    report(
        &format!("Color Lines 9x9, 48-cell travel, {}", reader.name()),
        &timed,
    );
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
    for reader in [Reader::Nobody, Reader::DesktopTree, Reader::WebMirror] {
        samegame_largest_group(runs, reader);
        fifteen_shuffle(runs, reader);
        color_lines_long_travel(runs, reader);
    }
}
