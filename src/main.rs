//! Entry point: parse the command line, then open the window or run `replay`.
//!
//! On Windows the release build is a Windows program, not a console one: started from
//! Explorer it opens the game with no console window beside it, and its commands attach
//! to the prompt they were typed in (`platform::console`).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use std::process::ExitCode;

use grid_puzzles::cli::args::{self as cli, Command};
use grid_puzzles::cli::run;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let command = match cli::parse(&args) {
        Ok(command) => command,
        Err(message) => {
            grid_puzzles::platform::console::print_to_parent_console();
            return fail(&message);
        }
    };
    if !matches!(command, Command::Play(_)) {
        grid_puzzles::platform::console::print_to_parent_console();
    }
    match command {
        Command::Help => {
            println!("{}", cli::usage());
            ExitCode::SUCCESS
        }
        Command::ListGames => {
            for game in grid_rules::games::GAMES {
                println!("{}", game.id);
            }
            ExitCode::SUCCESS
        }
        Command::Probe { game, start } => match run::probe_cells(game, &start) {
            Ok(cells) => {
                for cell in cells {
                    println!("{cell}");
                }
                ExitCode::SUCCESS
            }
            Err(message) => fail(&message),
        },
        Command::Replay { game, start, moves } => match run::run_replay(&game, &start, &moves) {
            Ok(output) => {
                print!("{output}");
                ExitCode::SUCCESS
            }
            Err(message) => fail(&message),
        },
        Command::Solve {
            game,
            start,
            options,
        } => match run::run_solve(&game, &start, &options) {
            Ok(output) => {
                print!("{output}");
                ExitCode::SUCCESS
            }
            Err(message) => fail(&message),
        },
        Command::Daily { game, date } => print_or_fail(run::run_daily(game, date)),
        Command::Review { code, seconds } => print_or_fail(run::run_review(&code, seconds)),
        Command::Play(launch) => {
            let exit = grid_puzzles::app::run(launch);
            if exit.is_success() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

/// Prints a command's output, or its one line of error (exit code 2).
fn print_or_fail(result: Result<String, String>) -> ExitCode {
    match result {
        Ok(output) => {
            print!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => fail(&message),
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("grid-puzzles: {message}");
    ExitCode::from(2)
}
