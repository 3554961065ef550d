//! Benchmark of the Fifteen engine on Korf's 100 instances: builds the pattern tables,
//! then solves every `korfNNN.txt` of a folder (the repository's `benchmarks/fifteen` unless
//! one is given) and checks the lengths against its
//! `optimal.tsv`.
//!
//! `cargo run --release -p grid-rules --example bench_fifteen -- [FOLDER] [--only 1,5,9]
//! [--partition 1,2,5,6,9,13/7,8,11,12,14,15/3,4,10] [--encoding bytes|nibbles]
//! [--cache FILE] [--deal SIZE:COUNT] [--no-tables] [--max-nodes N]`: with `--deal`, new
//! games of that side dealt from seeds 0, 1, … instead of Korf's boards; `--no-tables`
//! plans without the tables (Manhattan distance), `--max-nodes` stops each search there
//! with its best line so far; with `--cache`, tables are read from FILE when it holds the same
//! partition (and rebuilt and written there otherwise), as the desktop app does.

#[path = "../benchmark_data.rs"]
mod benchmark_data;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use grid_rules::Puzzle;
use grid_rules::fifteen::{Encoding, Fifteen, FifteenPlanner, Params, TableBuilder, Tables};
use grid_rules::plan::{Planner, clicks_of};

/// Nodes per slice: small enough that the time to the first line is measured finely.
const SLICE: u64 = 20_000;

struct Options {
    folder: PathBuf,
    only: Option<Vec<usize>>,
    partition: Option<Vec<Vec<u8>>>,
    encoding: Encoding,
    cache: Option<PathBuf>,
    deal: Option<(usize, u64)>,
    no_tables: bool,
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
            "--max-nodes" => {
                let text = value()?;
                options.max_nodes = text.parse().map_err(|_| text.clone())?;
            }
            "--deal" => {
                let text = value()?;
                let (size, count) = text.split_once(':').ok_or(text.clone())?;
                let size = size.parse().map_err(|_| text.clone())?;
                options.deal = Some((size, count.parse().map_err(|_| text.clone())?));
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

fn build(
    partition: &[Vec<u8>],
    encoding: Encoding,
    cache: Option<&Path>,
) -> Result<Tables, String> {
    let (started, cpu_started) = (Instant::now(), cpu_seconds());
    let mut builder = TableBuilder::with_partition(partition, encoding)?;
    while !builder.step(1_000_000) {}
    let tables = builder.finish();
    println!(
        "tables: {:?} built in {:.2} s ({:.2} s of CPU)",
        tables.groups(),
        started.elapsed().as_secs_f64(),
        cpu_seconds()
            .zip(cpu_started)
            .map_or(f64::NAN, |(end, start)| end - start),
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

fn main() -> Result<(), String> {
    let options = parse_options()?;
    let partition = options.partition.clone().unwrap_or_else(|| {
        grid_rules::fifteen::PARTITION
            .iter()
            .map(|group| group.to_vec())
            .collect()
    });
    let cached = options
        .cache
        .as_ref()
        .and_then(|path| std::fs::read(path).ok())
        .and_then(|bytes| Tables::from_bytes(&bytes).ok())
        .filter(|tables| tables.groups() == partition && tables.encoding() == options.encoding);
    let tables = Arc::new(match cached {
        Some(tables) => {
            println!("tables: {:?} read from the cache", tables.groups());
            tables
        }
        None => build(&partition, options.encoding, options.cache.as_deref())?,
    });
    println!("table memory: {} bytes", tables.memory_bytes());
    // The first planner works out the duplicate-pruning automaton, once per process.
    let started = Instant::now();
    let one_move = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 . 15\n";
    solve(
        &Fifteen::from_board_text(&Params::default(), one_move, 0).unwrap(),
        Some(&tables),
        u64::MAX,
    )?;
    println!(
        "first planner (duplicate automaton): {:.3} s",
        started.elapsed().as_secs_f64()
    );

    let instances = match options.deal {
        Some((size, count)) => (0..count)
            .map(|seed| {
                let game = Fifteen::new_game(&Params { size }, seed);
                (format!("{size}x{size}-seed{seed}"), game, None)
            })
            .collect(),
        None => korf_instances(&options)?,
    };

    println!("instance\tlength\toptimal\tnodes\tseconds\tcpu_s\tfirst_line_s\tfirst_length");
    let (mut times, mut cpu_total, mut total_nodes, mut optimal_count) = (Vec::new(), 0.0, 0, 0);
    for (name, game, expected) in &instances {
        let tables = (!options.no_tables).then_some(&tables);
        let solved =
            solve(game, tables, options.max_nodes).map_err(|err| format!("{name}: {err}"))?;
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
