//! Benchmark of the Fifteen engine on Korf's 100 instances: builds the pattern tables,
//! then solves every `korfNNN.txt` of a folder (the repository's `benchmarks/fifteen`
//! unless one is given) and checks the lengths against its `optimal.tsv`.
//!
//! `cargo run --release -p grid-rules --example bench_fifteen -- [FOLDER] [--only 1,5,9]
//! [--partition 1,2,5,6,9,13/7,8,11,12,14,15/3,4,10] [--encoding bytes|nibbles]
//! [--cache FILE] [--deal SIZE:COUNT | --deal WxH:COUNT | --deal WxH:FIRST..END]
//! [--no-tables] [--bounds] [--max-nodes N]`:
//!
//! - `--deal`: new games of that side (or width and height) dealt from seeds 0 to
//!   COUNT - 1 (or FIRST to END - 1) instead of Korf's boards;
//! - the tables are those of the boards' shape, built first with the program's partition
//!   (or `--partition`'s); shapes without tables (3×3, 4×3, 3×4) plan with Manhattan
//!   distance;
//! - `--no-tables` gives the planners none: 4×4 then plans with Manhattan distance, and
//!   the rectangles of 13 to 20 cells build their own inside their first planner, as
//!   the program does (one seed per run, `--deal 5x4:7..8`, times `solve`'s case);
//! - `--bounds` only prints each board's bound from the tables (and the board) and their
//!   mean, to compare partitions quickly;
//! - `--max-nodes` stops each search there with its best line so far;
//! - `--cache FILE`: 4×4 tables are read from FILE when it holds the same partition (and
//!   rebuilt and written there otherwise), as the desktop app does.

#[path = "../benchmark_data.rs"]
mod benchmark_data;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use grid_rules::Puzzle;
use grid_rules::fifteen::{
    Encoding, Fifteen, FifteenPlanner, Params, TableBuilder, Tables, partition_of,
};
use grid_rules::plan::{Planner, clicks_of};

/// Nodes per slice: small enough that the time to the first line is measured finely.
const SLICE: u64 = 20_000;

struct Options {
    folder: PathBuf,
    only: Option<Vec<usize>>,
    partition: Option<Vec<Vec<u8>>>,
    encoding: Encoding,
    cache: Option<PathBuf>,
    deal: Option<((usize, usize), std::ops::Range<u64>)>,
    no_tables: bool,
    bounds: bool,
    max_nodes: u64,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        folder: benchmark_data::folder("fifteen"),
        only: None,
        partition: None,
        encoding: Encoding::Nibbles,
        cache: None,
        deal: None,
        no_tables: false,
        bounds: false,
        max_nodes: u64::MAX,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--only" => {
                let list = value()?;
                let numbers = list.split(',').map(|n| n.parse().map_err(|_| list.clone()));
                options.only = Some(numbers.collect::<Result<_, _>>()?);
            }
            "--partition" => {
                let text = value()?;
                let groups = text.split('/').map(|group| {
                    group
                        .split(',')
                        .map(|tile| tile.parse::<u8>().map_err(|_| text.clone()))
                        .collect::<Result<Vec<u8>, String>>()
                });
                options.partition = Some(groups.collect::<Result<_, _>>()?);
            }
            "--encoding" => {
                options.encoding = match value()?.as_str() {
                    "bytes" => Encoding::Bytes,
                    "nibbles" => Encoding::Nibbles,
                    other => return Err(format!("unknown encoding {other}")),
                }
            }
            "--cache" => options.cache = Some(PathBuf::from(value()?)),
            "--no-tables" => options.no_tables = true,
            "--bounds" => options.bounds = true,
            "--max-nodes" => {
                let text = value()?;
                options.max_nodes = text.parse().map_err(|_| text.clone())?;
            }
            "--deal" => {
                let text = value()?;
                let (shape, count) = text.split_once(':').ok_or(text.clone())?;
                let side = |side: &str| side.parse::<usize>().map_err(|_| text.clone());
                let shape = match shape.split_once('x') {
                    Some((width, height)) => (side(width)?, side(height)?),
                    None => (side(shape)?, side(shape)?),
                };
                let seed = |seed: &str| seed.parse::<u64>().map_err(|_| text.clone());
                let seeds = match count.split_once("..") {
                    Some((first, end)) => seed(first)?..seed(end)?,
                    None => 0..seed(count)?,
                };
                options.deal = Some((shape, seeds));
            }
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg}")),
            _ => options.folder = PathBuf::from(arg),
        }
    }
    Ok(options)
}

fn optimal_lengths(folder: &Path) -> HashMap<String, u64> {
    let text = std::fs::read_to_string(folder.join("optimal.tsv")).unwrap_or_default();
    text.lines()
        .skip(1)
        .filter_map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            Some((fields.first()?.to_string(), fields.get(2)?.parse().ok()?))
        })
        .collect()
}

/// This thread's CPU time (Linux), which a busy machine disturbs less than the clock;
/// `None` elsewhere.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos / 1e9)
}

/// The process's peak resident memory in MB (Linux), `None` elsewhere.
fn peak_memory_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kilobytes: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes / 1024.0)
}

fn build(
    (width, height): (usize, usize),
    partition: &[Vec<u8>],
    encoding: Encoding,
    cache: Option<&Path>,
) -> Result<Tables, String> {
    let (started, cpu_started) = (Instant::now(), cpu_seconds());
    let mut builder = TableBuilder::with_partition(width, height, partition, encoding)?;
    while !builder.step(1_000_000) {}
    let work = builder.work_done();
    let tables = builder.finish();
    println!(
        "tables: {width}x{height} {:?} built in {:.2} s ({:.2} s of CPU, {work} units, peak memory {:.0} MB)",
        tables.groups(),
        started.elapsed().as_secs_f64(),
        cpu_seconds()
            .zip(cpu_started)
            .map_or(f64::NAN, |(end, start)| end - start),
        peak_memory_mb().unwrap_or(f64::NAN),
    );
    let started = Instant::now();
    let bytes = tables.to_bytes();
    let reloaded = Tables::from_bytes(&bytes)?;
    assert!(reloaded == tables);
    println!(
        "serialized: {} bytes, written and read back in {:.3} s",
        bytes.len(),
        started.elapsed().as_secs_f64()
    );
    if let Some(path) = cache {
        std::fs::write(path, &bytes).map_err(|err| format!("{}: {err}", path.display()))?;
    }
    Ok(tables)
}

/// The tables of `shape`, if it has a partition: 4×4's from the cache when it holds
/// them, the others built.
fn tables_of(shape: (usize, usize), options: &Options) -> Result<Option<Tables>, String> {
    let Some(partition) = (options.partition.clone()).or_else(|| partition_of(shape.0, shape.1))
    else {
        println!("tables: none for {}x{}", shape.0, shape.1);
        return Ok(None);
    };
    let cache = options.cache.as_deref().filter(|_| shape == (4, 4));
    let cached = cache
        .and_then(|path| std::fs::read(path).ok())
        .and_then(|bytes| Tables::from_bytes(&bytes).ok())
        .filter(|tables| tables.groups() == partition && tables.encoding() == options.encoding);
    if let Some(tables) = cached {
        println!("tables: {:?} read from the cache", tables.groups());
        return Ok(Some(tables));
    }
    build(shape, &partition, options.encoding, cache).map(Some)
}

fn main() -> Result<(), String> {
    let options = parse_options()?;
    let shape = options.deal.as_ref().map_or((4, 4), |(shape, _)| *shape);
    let tables = match options.no_tables {
        true => None,
        false => tables_of(shape, &options)?.map(Arc::new),
    };
    if let Some(tables) = &tables {
        println!("table memory: {} bytes", tables.memory_bytes());
    }
    // The first planner works out the duplicate-pruning automaton, once per process.
    let started = Instant::now();
    let one_move = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 . 15\n";
    solve(
        &Fifteen::from_board_text(&Params::default(), one_move, 0).unwrap(),
        None,
        u64::MAX,
    )?;
    println!(
        "first planner (duplicate automaton): {:.3} s",
        started.elapsed().as_secs_f64()
    );

    let instances = match options.deal.clone() {
        Some(((width, height), seeds)) => seeds
            .map(|seed| {
                let params = Params {
                    width,
                    height,
                    ..Params::default()
                };
                let game = Fifteen::new_game(&params, seed);
                (format!("{width}x{height}-seed{seed}"), game, None)
            })
            .collect(),
        None => korf_instances(&options)?,
    };

    if options.bounds {
        let tables = tables.ok_or("--bounds needs tables")?;
        return print_bounds(&tables, &instances);
    }
    println!("instance\tlength\toptimal\tnodes\tseconds\tcpu_s\tfirst_line_s\tfirst_length");
    let (mut times, mut cpu_total, mut total_nodes, mut optimal_count) = (Vec::new(), 0.0, 0, 0);
    for (name, game, expected) in &instances {
        let solved = solve(game, tables.as_ref(), options.max_nodes)
            .map_err(|err| format!("{name}: {err}"))?;
        let is_optimal = solved.proven && *expected == Some(solved.length);
        optimal_count += usize::from(is_optimal);
        total_nodes += solved.nodes;
        cpu_total += solved.cpu;
        times.push(solved.seconds);
        let verdict = match expected {
            Some(_) if is_optimal => "yes",
            Some(_) => "NO",
            None if solved.proven => "proven",
            None => "-",
        };
        println!(
            "{name}\t{}\t{verdict}\t{}\t{:.4}\t{:.4}\t{:.4}\t{}",
            solved.length,
            solved.nodes,
            solved.seconds,
            solved.cpu,
            solved.first_seconds,
            solved.first_length
        );
    }
    if times.is_empty() {
        return Err("no instances".to_string());
    }
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    let mut sorted = times.clone();
    sorted.sort_by(f64::total_cmp);
    let median = sorted[sorted.len() / 2];
    let max = sorted[sorted.len() - 1];
    println!(
        "instances {}: optimal {optimal_count}, nodes {total_nodes}, seconds mean {mean:.4} median {median:.4} max {max:.4} total {:.2} (CPU {cpu_total:.2})",
        times.len(),
        times.iter().sum::<f64>()
    );
    Ok(())
}

/// The tables' bound on each instance and their mean, without solving anything.
fn print_bounds(
    tables: &Tables,
    instances: &[(String, Fifteen, Option<u64>)],
) -> Result<(), String> {
    let mut total = 0;
    for (name, game, _) in instances {
        let bound = tables
            .lower_bound(game)
            .ok_or(format!("{name}: not the tables' shape"))?;
        println!(
            "{name}\t{bound}\t{}",
            game.board_text().trim_end().replace('\n', " / ")
        );
        total += u64::from(bound);
    }
    println!(
        "mean bound {:.3}",
        total as f64 / instances.len().max(1) as f64
    );
    Ok(())
}

/// Korf's boards from the folder, with their optimal lengths.
fn korf_instances(options: &Options) -> Result<Vec<(String, Fifteen, Option<u64>)>, String> {
    let optimal = optimal_lengths(&options.folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&options.folder)
        .map_err(|err| format!("{}: {err}", options.folder.display()))?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.starts_with("korf") && name.ends_with(".txt")
        })
        .collect();
    files.sort();
    if let Some(only) = &options.only {
        let names: Vec<String> = only.iter().map(|n| format!("korf{n:03}.txt")).collect();
        files.retain(|path| names.iter().any(|name| path.ends_with(name)));
    }
    files
        .iter()
        .map(|path| {
            let name = path.file_stem().and_then(|n| n.to_str()).unwrap_or("?");
            let text = std::fs::read_to_string(path).map_err(|err| format!("{name}: {err}"))?;
            let game = Fifteen::from_board_text(&Params::default(), &text, 0)
                .map_err(|err| format!("{name}: {err}"))?;
            Ok((name.to_string(), game, optimal.get(name).copied()))
        })
        .collect()
}

struct Solved {
    length: u64,
    proven: bool,
    nodes: u64,
    seconds: f64,
    cpu: f64,
    first_seconds: f64,
    first_length: u64,
}

/// Runs the planner to the end (or `max_nodes`), checking that its line replays to
/// solved at its length.
fn solve(game: &Fifteen, tables: Option<&Arc<Tables>>, max_nodes: u64) -> Result<Solved, String> {
    let (started, cpu_started) = (Instant::now(), cpu_seconds());
    let mut planner = FifteenPlanner::new(game, tables.cloned());
    let mut first: Option<(f64, u64)> = None;
    while !planner.step(SLICE) && planner.nodes() < max_nodes {
        if first.is_none()
            && let Some(line) = planner.best()
        {
            first = Some((started.elapsed().as_secs_f64(), line.score));
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds()
        .zip(cpu_started)
        .map_or(f64::NAN, |(end, start)| end - start);
    let line = planner.best().ok_or("no line")?;
    let (_, end) = clicks_of(game, &line.moves)?;
    if !end.is_solved() || end.moves() != line.score {
        return Err(format!("the line of {} does not solve", line.score));
    }
    let (first_seconds, first_length) = first.unwrap_or((seconds, line.score));
    Ok(Solved {
        length: line.score,
        proven: line.proven,
        nodes: planner.nodes(),
        seconds,
        cpu,
        first_seconds,
        first_length,
    })
}
