//! Benchmark of the Fifteen engine on Korf's 100 instances: builds the pattern tables,
//! then solves every `korfNNN.txt` of a folder and checks the lengths against its
//! `optimal.tsv`.
//!
//! `cargo run --release -p grid-rules --example bench_fifteen -- [FOLDER] [--only 1,5,9]
//! [--partition 1,2,5,6,9,13/7,8,11,12,14,15/3,4,10] [--encoding bytes|nibbles]
//! [--cache FILE]`: with `--cache`, tables are read from FILE when it holds the same
//! partition (and rebuilt and written there otherwise), as the desktop app does.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use grid_rules::Puzzle;
use grid_rules::fifteen::{Encoding, Fifteen, FifteenPlanner, Params, TableBuilder, Tables};
use grid_rules::plan::Planner;

const DEFAULT_FOLDER: &str = "/work/shared/benchmarks/fifteen";
/// Nodes per slice: small enough that the time to the first line is measured finely.
const SLICE: u64 = 20_000;

struct Options {
    folder: PathBuf,
    only: Option<Vec<usize>>,
    partition: Option<Vec<Vec<u8>>>,
    encoding: Encoding,
    cache: Option<PathBuf>,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        folder: PathBuf::from(DEFAULT_FOLDER),
        only: None,
        partition: None,
        encoding: Encoding::Nibbles,
        cache: None,
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

    println!("instance\tlength\toptimal\tnodes\tseconds\tcpu_s\tfirst_line_s\tfirst_length");
    let (mut times, mut total_nodes, mut optimal_count) = (Vec::new(), 0u64, 0);
    let mut cpu_total = 0.0;
    for path in &files {
        let name = path.file_stem().and_then(|n| n.to_str()).unwrap_or("?");
        let text = std::fs::read_to_string(path).map_err(|err| format!("{name}: {err}"))?;
        let game = Fifteen::from_board_text(&Params::default(), &text, 0)
            .map_err(|err| format!("{name}: {err}"))?;
        let (started, cpu_started) = (Instant::now(), cpu_seconds());
        let mut planner = FifteenPlanner::new(&game, Some(Arc::clone(&tables)));
        let mut first: Option<(f64, u64)> = None;
        while !planner.step(SLICE) {
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
        cpu_total += cpu;
        let line = planner.best().ok_or(format!("{name}: no line"))?;
        let (first_seconds, first_length) = first.unwrap_or((seconds, line.score));
        let expected = optimal.get(name).copied();
        let is_optimal = line.proven && expected == Some(line.score);
        optimal_count += usize::from(is_optimal);
        total_nodes += planner.nodes();
        times.push(seconds);
        println!(
            "{name}\t{}\t{}\t{}\t{seconds:.4}\t{cpu:.4}\t{first_seconds:.4}\t{first_length}",
            line.score,
            if is_optimal { "yes" } else { "NO" },
            planner.nodes(),
        );
    }
    if times.is_empty() {
        return Err("no korfNNN.txt instances found".to_string());
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
