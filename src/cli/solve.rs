//! `solve`: the game's engine plays from a position and prints its line as clicks in
//! `replay`'s syntax, so `replay` with the same start and those moves gives the same
//! result. Games that draw new pieces after a move (Bubble Breaker, Color Lines) are
//! planned again after every move the engine could not foresee; the engine never sees
//! the game's random future.

#[cfg(not(target_arch = "wasm32"))]
use std::time::Duration;

#[cfg(not(target_arch = "wasm32"))]
use grid_rules::code::GameRecord;
#[cfg(not(target_arch = "wasm32"))]
use grid_rules::replay::{Start, open};

#[cfg(not(target_arch = "wasm32"))]
use crate::platform::engine::{Budget, think};

/// How `solve` may think.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveOptions {
    /// Thinking time in all (shared out over the plannings of games that plan again).
    pub seconds: f32,
    pub threads: usize,
    /// At most this many moves (endless games).
    pub moves: Option<usize>,
    /// At most this many nodes per planner and planning, for results that do not
    /// depend on the machine.
    pub nodes: Option<u64>,
    pub json: bool,
}

/// Plannings a game that plans again is expected to need: its time is shared out so.
#[cfg(not(target_arch = "wasm32"))]
const EXPECTED_PLANNINGS: f32 = 25.0;

/// The engine's game from `start`, as the lines `solve` prints (the command line runs
/// on the desktop only).
#[cfg(not(target_arch = "wasm32"))]
pub fn solve<P: crate::session::game_view::GameView>(
    start: Start<'_>,
    options: &SolveOptions,
) -> Result<String, String> {
    P::prepare_engine();
    let GameRecord { mut history, .. } = open::<P>(start)?;
    let board = history.current().board_text();
    let mut clicks = Vec::new();
    let mut nodes = 0;
    let mut seconds = 0.0;
    let mut report = Vec::new();
    let mut plannings = 0;
    let mut per_planning = options.seconds;
    while !history.current().is_over()
        && options
            .moves
            .is_none_or(|most| history.moves_played() < most)
    {
        let budget = Budget {
            time: Duration::from_secs_f32(per_planning.max(0.001)),
            nodes: options.nodes,
        };
        let thought = think(history.current(), 1, options.threads, budget);
        nodes += thought.nodes;
        seconds += thought.seconds;
        plannings += 1;
        let Some(line) = thought.line.filter(|line| !line.moves.is_empty()) else {
            break;
        };
        if plannings == 1 {
            report = thought.report;
            if line.sure < line.moves.len() {
                per_planning = options.seconds / EXPECTED_PLANNINGS;
            }
        }
        let room = options
            .moves
            .map_or(usize::MAX, |most| most - history.moves_played());
        let take = line.sure.clamp(1, line.moves.len()).min(room);
        for mv in line.moves.iter().take(take) {
            clicks.extend(history.current().clicks(mv));
            history
                .play(mv)
                .map_err(|why| format!("the engine's move {mv} was refused: {why}"))?;
        }
        // A whole line the engine is sure of ends the run, unless a number of moves was
        // asked for: endless games (Color Lines, Bubble Breaker's new columns) then plan
        // again until that many are played or the game is over.
        if options.moves.is_none() && take == line.moves.len() && line.sure >= line.moves.len() {
            break;
        }
    }
    let final_state = history.current();
    let moves: Vec<String> = clicks.iter().map(ToString::to_string).collect();
    let mut lines: Vec<(&str, String)> = vec![
        ("moves", moves.join(" ")),
        ("score", final_state.score().to_string()),
    ];
    // The game's own lines as `replay` prints them (SameGame's `remaining:`), but for
    // any `solve` prints itself (Fifteen's `moves:` count is its `length:`).
    for (key, value) in final_state.status_lines() {
        if key != "moves" && lines.iter().all(|(printed, _)| *printed != key) {
            lines.push((key, value));
        }
    }
    lines.extend(report);
    lines.push(("nodes", nodes.to_string()));
    lines.push(("seconds", format!("{seconds:.3}")));
    Ok(if options.json {
        json(&board, &lines)
    } else {
        let mut text = board;
        text.push('\n');
        for (key, value) in lines {
            text.push_str(&format!("{key}: {value}\n"));
        }
        text
    })
}

/// One JSON object: the start board and the same keys as the text form; numbers stay
/// numbers.
#[cfg(not(target_arch = "wasm32"))]
fn json(board: &str, lines: &[(&str, String)]) -> String {
    let quote = |text: &str| {
        let mut quoted = String::from("\"");
        for c in text.chars() {
            match c {
                '"' => quoted.push_str("\\\""),
                '\\' => quoted.push_str("\\\\"),
                '\n' => quoted.push_str("\\n"),
                c if (c as u32) < 0x20 => quoted.push_str(&format!("\\u{:04x}", c as u32)),
                c => quoted.push(c),
            }
        }
        quoted.push('"');
        quoted
    };
    let mut fields = vec![format!("\"board\":{}", quote(board))];
    for (key, value) in lines {
        let is_number = !value.is_empty() && value.parse::<f64>().is_ok();
        let value = if is_number {
            value.clone()
        } else {
            quote(value)
        };
        fields.push(format!("{}:{value}", quote(key)));
    }
    format!("{{{}}}\n", fields.join(","))
}
