//! Benchmark of the SameGame engine: the 20 standard positions and 20 seeded 15x15
//! 5-colour deals, each searched for a fixed time on one or more threads (root
//! parallelism, one seed per thread), the best line replayed with the real rules.
//!
//! `cargo run --release -p grid-rules --example bench_samegame -- [SECONDS] [THREADS]`
//! (defaults 10 and 1). More options, for tuning: `--set std|deals|all`, `--only 1,5,9`
//! (position numbers), `--nodes N` (a node budget per thread instead of the time, so
//! runs compare on a busy machine), `--seed S` (first thread's seed), `--literature`
//! (search for the literature's score), `--verbose` (group sizes and the final board),
//! and the engine's settings `--share A,B,C`, `--compact P`, `--closeness pairs|groups`,
//! `--standing S`, `--target C`, `--targets K`, `--singles W`, `--clear H`,
//! `--layering moves|blocks:K`, `--noise N`, `--growth G`, `--first W`, `--max-width W`.
//! The standard positions are read from the repository's `benchmarks/samegame`.

#[path = "../benchmark_data.rs"]
mod benchmark_data;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use grid_rules::Puzzle;
use grid_rules::samegame::{Params, SameGame};
use grid_rules::samegame_engine::{BeamConfig, Closeness, Engine, EngineLine, Layering, Rules};

/// The standard set's folder in the repository.
fn bench_dir() -> PathBuf {
    benchmark_data::folder("samegame")
}
const SLICE_NODES: u64 = 20_000;

/// Published totals on the standard set (literature rules).
const PUBLISHED: [(&str, i64); 3] = [
    ("NMCS", 77_934),
    ("Selective NRPA", 80_030),
    ("best known", 87_858),
];

struct Options {
    seconds: f64,
    threads: usize,
    set: String,
    only: Option<Vec<usize>>,
    nodes: Option<u64>,
    first_seed: u64,
    verbose: bool,
    rules: Rules,
    config: BeamConfig,
}

fn parse_options() -> Options {
    let mut options = Options {
        seconds: 10.0,
        threads: 1,
        set: "all".into(),
        only: None,
        nodes: None,
        first_seed: 1,
        verbose: false,
        rules: Rules::SameGame,
        config: BeamConfig::default(),
    };
    let mut args = std::env::args().skip(1);
    let mut positional = 0;
    while let Some(arg) = args.next() {
        let mut value = || args.next().expect("flag needs a value");
        match arg.as_str() {
            "--set" => options.set = value(),
            "--only" => {
                options.only = Some(
                    value()
                        .split(',')
                        .map(|n| n.parse().expect("position number"))
                        .collect(),
                )
            }
            "--literature" => options.rules = Rules::SameGameLiterature,
            "--singles" => options.config.weights.single_penalty = value().parse().expect("number"),
            "--compact" => options.config.weights.compactness = value().parse().expect("number"),
            "--share" => {
                let values: Vec<f64> = value()
                    .split(',')
                    .map(|v| v.parse().expect("number"))
                    .collect();
                for (rank, slot) in options.config.weights.colour_share.iter_mut().enumerate() {
                    *slot = values[rank.min(values.len() - 1)];
                }
            }
            "--verbose" => options.verbose = true,
            "--targets" => options.config.targets = value().parse().expect("number"),
            "--target" => options.config.weights.target = Some(value().parse().expect("colour")),
            "--closeness" => {
                options.config.weights.closeness = match value().as_str() {
                    "groups" => Closeness::Groups,
                    _ => Closeness::Pairs,
                }
            }
            "--standing" => {
                options.config.weights.standing_groups = value().parse().expect("number")
            }
            "--layering" => {
                let text = value();
                options.config.layering = match text.strip_prefix("blocks:") {
                    Some(bucket) => Layering::Blocks(bucket.parse().expect("bucket size")),
                    None => Layering::Moves,
                };
            }
            "--seed" => options.first_seed = value().parse().expect("number"),
            "--nodes" => options.nodes = Some(value().parse().expect("number")),
            "--clear" => options.config.weights.clear_hope = value().parse().expect("number"),
            "--noise" => options.config.noise = value().parse().expect("number"),
            "--growth" => options.config.growth = value().parse().expect("number"),
            "--first" => options.config.first_width = value().parse().expect("number"),
            "--max-width" => options.config.max_width = value().parse().expect("number"),
            _ => {
                match positional {
                    0 => options.seconds = arg.parse().expect("seconds per position"),
                    1 => options.threads = arg.parse().expect("threads"),
                    _ => panic!("unexpected argument {arg}"),
                }
                positional += 1;
            }
        }
    }
    options
}

struct Outcome {
    line: EngineLine,
    nodes: u64,
    width: usize,
}

/// Runs one engine per thread for `seconds`, in slices; the best line wins.
fn search(state: &SameGame, options: &Options) -> Outcome {
    let deadline = Instant::now() + Duration::from_secs_f64(options.seconds);
    let results: Vec<(Option<EngineLine>, u64, usize)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..options.threads)
            .map(|thread| {
                scope.spawn(move || {
                    let mut engine = Engine::with_config(
                        state.cells(),
                        options.rules,
                        thread as u64 + options.first_seed,
                        options.config,
                    );
                    let more = |engine: &Engine| match options.nodes {
                        Some(nodes) => engine.nodes() < nodes,
                        None => Instant::now() < deadline,
                    };
                    while more(&engine) {
                        if engine.step(SLICE_NODES) {
                            break;
                        }
                    }
                    (engine.best(), engine.nodes(), engine.width())
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| handle.join().expect("search thread"))
            .collect()
    });
    let nodes = results.iter().map(|r| r.1).sum();
    let width = results.iter().map(|r| r.2).max().unwrap_or(0);
    let line = results
        .into_iter()
        .filter_map(|r| r.0)
        .reduce(|a, b| if b.score > a.score { b } else { a })
        .unwrap_or(EngineLine {
            clicks: Vec::new(),
            score: 0,
        });
    Outcome { line, nodes, width }
}

/// Plays the clicks with the real rules; panics if one is illegal.
fn replay(state: &SameGame, line: &EngineLine) -> SameGame {
    let mut state = state.clone();
    for (index, &pos) in line.clicks.iter().enumerate() {
        let mut ui = ();
        let mv = state
            .click(&mut ui, pos)
            .unwrap_or_else(|| panic!("move {} at {pos} is not legal", index + 1));
        state = state.apply(&mv).expect("a clicked move applies").0;
    }
    state
}

fn published(position: usize) -> Vec<i64> {
    let text = std::fs::read_to_string(bench_dir().join("best_known.tsv")).unwrap_or_default();
    let mut rows = text.lines().filter(|line| !line.starts_with('#'));
    let header: Vec<&str> = rows.next().unwrap_or("").split('\t').collect();
    let wanted = ["selective_nrpa", "js_games"];
    for row in rows {
        let fields: Vec<&str> = row.split('\t').collect();
        let number = fields[0].trim_start_matches("std").parse::<usize>().ok();
        if number == Some(position) {
            return wanted
                .iter()
                .map(|name| {
                    header
                        .iter()
                        .position(|h| h == name)
                        .and_then(|i| fields.get(i)?.parse().ok())
                        .unwrap_or(0)
                })
                .collect();
        }
    }
    vec![0, 0]
}

fn main() {
    let options = parse_options();
    let mut positions: Vec<(String, usize, SameGame)> = Vec::new();
    let wanted = |n: usize| options.only.as_ref().is_none_or(|only| only.contains(&n));
    if options.set == "std" || options.set == "all" {
        for n in (1..=20).filter(|&n| wanted(n)) {
            let path = bench_dir().join(format!("std{n:02}.txt"));
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let state =
                SameGame::from_board_text(&Params::default(), &text, 0).expect("standard position");
            positions.push((format!("std{n:02}"), n, state));
        }
    }
    if options.set == "deals" || options.set == "all" {
        let params = Params {
            width: 15,
            height: 15,
            colours: 5,
            ..Params::default()
        };
        for seed in (1..=20).filter(|&n| wanted(n)) {
            positions.push((
                format!("deal{seed:02}"),
                0,
                SameGame::new_game(&params, seed as u64),
            ));
        }
    }
    println!(
        "{} s per position, {} thread(s), rules {:?}, {:?}",
        options.seconds, options.threads, options.rules, options.config
    );
    println!("position\tscore\tliterature\tsel_nrpa\tjs_best\tmoves\tcleared\tnodes/s\twidth");
    let mut std_total = (0i64, 0i64, 0i64);
    let mut deal_total = (0i64, 0i64);
    let mut std_published = [0i64; 2];
    for (name, number, state) in &positions {
        let started = Instant::now();
        let outcome = search(state, &options);
        let elapsed = started.elapsed().as_secs_f64();
        let end = replay(state, &outcome.line);
        let score = end.score() as i64;
        let literature = end.literature_score();
        let engine_score_matches = match options.rules {
            Rules::SameGameLiterature => outcome.line.score == literature,
            _ => outcome.line.score == score,
        };
        assert!(
            engine_score_matches,
            "{name}: the engine claimed {} but the rules score {score} (literature {literature})",
            outcome.line.score
        );
        if options.verbose {
            let mut at = state.clone();
            let mut removed = Vec::new();
            for &pos in &outcome.line.clicks {
                let colour = at.cells()[pos].expect("a click on a block");
                let (next, changes) = at
                    .apply(&grid_rules::samegame::RemoveGroup(pos))
                    .expect("legal");
                if let Some(grid_rules::Change::Removed(cells)) = changes.first() {
                    removed.push(format!("{colour}{}", cells.len()));
                }
                at = next;
            }
            println!("{}\n{}", removed.join(" "), end.board_text());
        }
        let known = if *number > 0 {
            published(*number)
        } else {
            vec![0, 0]
        };
        println!(
            "{name}\t{score}\t{literature}\t{}\t{}\t{}\t{}\t{:.0}\t{}",
            known[0],
            known[1],
            outcome.line.clicks.len(),
            if end.remaining() == 0 { "yes" } else { "no" },
            outcome.nodes as f64 / elapsed,
            outcome.width
        );
        if *number > 0 {
            std_total.0 += score;
            std_total.1 += literature;
            std_total.2 += 1;
            std_published[0] += known[0];
            std_published[1] += known[1];
        } else {
            deal_total.0 += score;
            deal_total.1 += literature;
        }
    }
    if std_total.2 > 0 {
        println!(
            "standard set ({} positions): ours {} under our rules, {} under literature rules",
            std_total.2, std_total.0, std_total.1
        );
        if std_total.2 == 20 {
            for (name, total) in PUBLISHED {
                println!("  published {name}: {total}");
            }
        } else {
            println!(
                "  published on these positions: Selective NRPA {}, js-games.de best {}",
                std_published[0], std_published[1]
            );
        }
    }
    if deal_total != (0, 0) {
        println!(
            "seeded deals: {} under our rules, {} under literature rules",
            deal_total.0, deal_total.1
        );
    }
}
