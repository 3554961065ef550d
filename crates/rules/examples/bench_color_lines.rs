//! Plays seeded Color Lines games to the end with three movers and prints their scores,
//! game lengths and the planner's time per hint:
//!
//! - random: a uniformly random legal travel;
//! - greedy: the travel whose own lines score most; when none scores, the one that
//!   leaves the longest run of its colour through the target cell (in any of the four
//!   directions), the first in board order among equals;
//! - planner: the rules' engine ([`grid_rules::color_lines::LinesPlanner`]), run until
//!   it has weighed every travel.
//!
//! `cargo run --release -p grid-rules --example bench_color_lines [-- --games N]
//! [--board PARAMS]... [--mover random|greedy|planner]...`; by default 100 games on 9x9
//! with 7 colours (`9x7`) and 100 on 8x8 with 6 (`8x6`), seeds 0 to N-1, every mover.
//! PARAMS are printed as codes carry them: `SIDExCOLOURS` for a square board with three
//! balls at a time, `WIDTHxHEIGHTxCOLOURSxNEXT` otherwise, and `"8x6 next=hidden"` for
//! KLines' hidden next colours.

use std::time::{Duration, Instant};

use grid_rules::color_lines::{ColorLines, Params, Travel, line_score, lines_through};
use grid_rules::plan::PlanOptions;
use grid_rules::rng::GameRng;
use grid_rules::{Grid, Pos, Puzzle};

/// Node slices, as a caller running the planner a little at a time would.
const SLICE: u64 = 256;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mover {
    Random,
    Greedy,
    Planner,
}

impl Mover {
    const ALL: [Mover; 3] = [Mover::Random, Mover::Greedy, Mover::Planner];

    fn name(self) -> &'static str {
        match self {
            Mover::Random => "random",
            Mover::Greedy => "greedy",
            Mover::Planner => "planner",
        }
    }
}

/// How one game went.
struct Game {
    score: u64,
    moves: u64,
    thinking: Duration,
    slowest: Duration,
}

/// The length of the run of `pos`'s colour through `pos`, in its best direction.
fn longest_run(board: &Grid<Option<grid_rules::Colour>>, pos: Pos) -> usize {
    let colour = board[pos];
    let step = |p: Pos, dx: isize, dy: isize| {
        let x = p.x.checked_add_signed(dx)?;
        let y = p.y.checked_add_signed(dy)?;
        let next = Pos::new(x, y);
        (board.get(next) == Some(&colour)).then_some(next)
    };
    [(1, 0), (0, 1), (1, 1), (1, -1)]
        .into_iter()
        .map(|(dx, dy)| {
            let mut run = 1;
            for sign in [1, -1] {
                let mut here = pos;
                while let Some(next) = step(here, dx * sign, dy * sign) {
                    run += 1;
                    here = next;
                }
            }
            run
        })
        .max()
        .unwrap_or(1)
}

fn greedy_move(state: &ColorLines) -> Travel {
    let mut best: Option<((u64, usize), Travel)> = None;
    for travel in state.moves() {
        let mut board = state.cells().clone();
        board[travel.to] = board[travel.from].take();
        let removed = lines_through(&board, travel.to).len();
        let key = (line_score(removed), longest_run(&board, travel.to));
        if best.is_none_or(|(best_key, _)| key > best_key) {
            best = Some((key, travel));
        }
    }
    best.expect("a game in play has a move").1
}

fn play(params: &Params, seed: u64, mover: Mover) -> Game {
    let mut state = ColorLines::new_game(params, seed);
    let mut chooser = GameRng::from_seed(seed ^ 0x5eed);
    let mut game = Game {
        score: 0,
        moves: 0,
        thinking: Duration::ZERO,
        slowest: Duration::ZERO,
    };
    while !state.is_over() {
        let travel = match mover {
            Mover::Random => {
                let moves = state.moves();
                moves[chooser.index(moves.len())]
            }
            Mover::Greedy => greedy_move(&state),
            Mover::Planner => {
                let started = Instant::now();
                let mut planner = state.planner(&PlanOptions::default());
                while !planner.step(SLICE) {}
                let line = planner.best().expect("a game in play has a move");
                let took = started.elapsed();
                game.thinking += took;
                game.slowest = game.slowest.max(took);
                line.moves[0]
            }
        };
        state = state.apply(&travel).expect("movers play legal moves").0;
        game.moves += 1;
    }
    game.score = state.score();
    game
}

fn summary(values: &mut [u64]) -> String {
    values.sort_unstable();
    let mean = values.iter().sum::<u64>() as f64 / values.len().max(1) as f64;
    let median = match values.len() {
        0 => 0.0,
        n if n % 2 == 1 => values[n / 2] as f64,
        n => (values[n / 2 - 1] + values[n / 2]) as f64 / 2.0,
    };
    let max = values.last().copied().unwrap_or(0);
    format!("mean {mean:8.1}  median {median:7.1}  max {max:6}")
}

fn main() {
    let mut games = 100;
    let mut boards: Vec<Params> = Vec::new();
    let mut movers: Vec<Mover> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .unwrap_or_else(|| panic!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => games = value.parse().expect("--games takes a number"),
            "--board" => boards.push(value.parse().expect("--board takes printed parameters")),
            "--mover" => movers.push(
                *Mover::ALL
                    .iter()
                    .find(|m| m.name() == value)
                    .expect("--mover is random, greedy or planner"),
            ),
            _ => panic!("unknown flag {flag}"),
        }
    }
    if boards.is_empty() {
        boards = vec![Params::large(), Params::default()];
    }
    if movers.is_empty() {
        movers = Mover::ALL.to_vec();
    }
    for params in &boards {
        println!("color lines {params}: {games} games, seeds 0..{games}");
        for &mover in &movers {
            let played: Vec<Game> = (0..games).map(|seed| play(params, seed, mover)).collect();
            let mut scores: Vec<u64> = played.iter().map(|g| g.score).collect();
            let mut lengths: Vec<u64> = played.iter().map(|g| g.moves).collect();
            println!("  {:8} score {}", mover.name(), summary(&mut scores));
            println!("  {:8} moves {}", "", summary(&mut lengths));
            if mover == Mover::Planner {
                let hints: u64 = played.iter().map(|g| g.moves).sum();
                let thinking: Duration = played.iter().map(|g| g.thinking).sum();
                let slowest = played.iter().map(|g| g.slowest).max().unwrap_or_default();
                println!(
                    "  {:8} per hint: mean {:.2} ms, slowest {:.2} ms ({hints} hints)",
                    "",
                    thinking.as_secs_f64() * 1000.0 / hints.max(1) as f64,
                    slowest.as_secs_f64() * 1000.0,
                );
            }
        }
    }
}
