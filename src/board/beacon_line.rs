//! The play-test beacon: one line per frame saying where the app is, so the desktop and
//! browser play-tests wait for a condition (the game open, a move played, the board
//! idle, frames drawn since) instead of sleeping for a guessed time.
//!
//! The line reads `screen=GAME moves=1 idle=yes frame=412 board=210.0,150.5,42.00,15,15`
//! (`GAME` a game's id, or `menu`; ` over=yes` once the game is over and
//! ` review=STEP/MOVES` while its review is open, `+` once complete; ` paused=yes` while
//! it is paused; ` lang=TAG`, the
//! language the words are in; ` problems=N` while
//! the window names N files that do not read; the board's part: where cell (0, 0) is on screen,
//! the pixels per cell, the size). On the desktop it is written to the file named by
//! `GRID_PUZZLES_STATUS_FILE` (nothing is written when that is unset); on the web it is
//! handed to the page's `gridPuzzlesStatus(line)`.

use bevy::prelude::*;

use bevy::window::PrimaryWindow;
use grid_rules::Pos;

use super::anim::board_is_idle;
use super::root::BoardRoot;
use crate::core::beacon::{BeaconName, SessionSummary};
use crate::core::game::AppState;
use crate::core::notices::Problems;
use crate::core::words::Words;
use crate::platform::page::publish_beacon;
use crate::ui::scale::window_size;

/// Where the named buttons on screen are: ` buttons=NAME@X,Y;…` in window pixels (a
/// hidden one, such as an action in a closed "more" sheet, is not there to press).
fn named_buttons(
    named: &Query<(
        &BeaconName,
        &bevy::ui::UiGlobalTransform,
        &InheritedVisibility,
    )>,
    windows: &Query<&Window, With<PrimaryWindow>>,
) -> String {
    let scale = windows.single().map_or(1.0, |window| window.scale_factor());
    let mut buttons: Vec<String> = named
        .iter()
        .filter(|(_, _, visible)| visible.get())
        .map(|(name, at, _)| {
            let at = at.affine().translation / scale;
            format!("{}@{:.0},{:.0}", name.0, at.x, at.y)
        })
        .collect();
    if buttons.is_empty() {
        return String::new();
    }
    buttons.sort();
    format!(" buttons={}", buttons.join(";"))
}

/// The beacon line for a screen, a move count, whether the board is idle and a frame.
pub fn status_line(state: &AppState, moves: usize, idle: bool, frame: u64) -> String {
    let screen = match state {
        AppState::Loading => "loading",
        AppState::Menu => "menu",
        AppState::Playing(game) => game.0,
    };
    let idle = if idle { "yes" } else { "no" };
    format!("screen={screen} moves={moves} idle={idle} frame={frame}")
}

/// Where the board is on screen, for the beacon: ` board=X,Y,STEP,W,H` with (X, Y) the
/// centre of cell (0, 0) in window pixels from the top-left, STEP the pixels from one
/// cell to the next, and the board's width and height in cells; `,1` follows on a
/// turned board (its rows run down the window, its columns from right to left).
fn board_geometry(
    roots: &Query<(&BoardRoot, &Transform)>,
    windows: &Query<&Window, With<PrimaryWindow>>,
) -> String {
    let Ok((root, fit)) = roots.single() else {
        return String::new();
    };
    let (origin, step) = root.window_point(fit, window_size(windows), Pos::new(0, 0));
    let turned = if root.turned { ",1" } else { "" };
    format!(
        " board={:.1},{:.1},{:.2},{},{}{turned}",
        origin.x, origin.y, step, root.width, root.height
    )
}

/// Where things are on screen: the board, the named buttons, the window.
#[derive(bevy::ecs::system::SystemParam)]
pub struct OnScreen<'w, 's> {
    roots: Query<'w, 's, (&'static BoardRoot, &'static Transform)>,
    named: Query<
        'w,
        's,
        (
            &'static BeaconName,
            &'static bevy::ui::UiGlobalTransform,
            &'static InheritedVisibility,
        ),
    >,
    windows: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
}

/// What the player is told: in which language, the files that do not read, and how many
/// things were said.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Told<'w> {
    words: Res<'w, Words>,
    problems: Option<Res<'w, Problems>>,
    said: Option<Res<'w, crate::ui::access::Announcements>>,
}

pub fn publish_status(
    state: Res<State<AppState>>,
    summary: Res<SessionSummary>,
    anims: Query<(), With<bevy_tweening::TweenAnim>>,
    screen: OnScreen,
    told: Told,
    mut frame: Local<u64>,
) {
    *frame += 1;
    let moves = match state.get() {
        AppState::Playing(_) => summary.moves,
        _ => 0,
    };
    let mut line = status_line(state.get(), moves, board_is_idle(anims), *frame);
    if let AppState::Playing(_) = state.get() {
        line.push_str(&summary.beacon_text());
    }
    line.push_str(&format!(" lang={}", told.words.language()));
    line.push_str(&board_geometry(&screen.roots, &screen.windows));
    line.push_str(&named_buttons(&screen.named, &screen.windows));
    // Files that do not read, as the problem line shows them.
    if let Some(problems) = told.problems.filter(|problems| !problems.0.is_empty()) {
        line.push_str(&format!(" problems={}", problems.0.len()));
    }
    // How many things were said (a toast, a move), so a play-test can wait for news.
    if let Some(said) = told.said {
        line.push_str(&format!(" said={}", said.said));
    }
    publish_beacon(&line);
}
