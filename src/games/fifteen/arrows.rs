//! Sixteen's arrows: one on the ring around the board at each end of every row and
//! column, a click on it turns that line by one tile (the rules read it as a click just
//! outside the board). The keyboard cursor may step onto them, a screen reader hears
//! each named ("Turn row 2 left"), and what a turn did is said ("Row 2 turned left").

use bevy::prelude::*;
use grid_rules::fifteen::{Fifteen, rotation_clicks};
use grid_rules::{Pos, Puzzle};

use crate::board::cursor::BoardCursor;
use crate::board::marks::segment;
use crate::board::root::{BoardMargin, BoardRoot, CELL, spawn_cell_slot};
use crate::core::words::Msg;
use crate::session::state::Session;

/// Room kept around a Sixteen board for its arrows, in cells.
pub const ARROW_MARGIN: f32 = 0.85;

/// An arrow's button on the ring.
#[derive(Component, Debug)]
pub struct SixteenArrow;

/// Which way the arrow at `click` turns its line, as the unit step of the tiles on the
/// board (x right, y down), and the line's number from 1 with whether it is a row.
fn direction(game: &Fifteen, click: Pos) -> (Vec2, usize, bool) {
    let (width, height) = (game.width(), game.height());
    if click.x == Pos::BEFORE {
        (Vec2::new(-1.0, 0.0), click.y + 1, true)
    } else if click.x == width {
        (Vec2::new(1.0, 0.0), click.y + 1, true)
    } else if click.y == Pos::BEFORE {
        (Vec2::new(0.0, -1.0), click.x + 1, false)
    } else {
        debug_assert_eq!(click.y, height);
        (Vec2::new(0.0, 1.0), click.x + 1, false)
    }
}

/// The message id of a turn: `row-left`, `row-right`, `column-up`, `column-down`.
fn turn_id(step: Vec2, is_row: bool) -> &'static str {
    match (is_row, step.x + step.y > 0.0) {
        (true, false) => "row-left",
        (true, true) => "row-right",
        (false, false) => "column-up",
        (false, true) => "column-down",
    }
}

/// Every arrow of a Sixteen board with its name ("Turn row 2 left"); none in Fifteen.
pub fn arrow_names(game: &Fifteen) -> Vec<(Pos, Msg)> {
    if !game.rotates() {
        return Vec::new();
    }
    rotation_clicks(game.width(), game.height())
        .into_iter()
        .map(|click| {
            let (step, line, is_row) = direction(game, click);
            let name = Msg::new(format!("arrow-{}", turn_id(step, is_row))).num("line", line);
            (click, name)
        })
        .collect()
}

/// What a Sixteen move did: which row or column turned, and which way ("Row 2 turned
/// left"); `None` when it was no single turn (Fifteen, or several moves).
pub fn say_turn(before: &Fifteen, after: &Fifteen) -> Option<Msg> {
    if !after.rotates() || after.moves() != before.moves() + 1 {
        return None;
    }
    rotation_clicks(after.width(), after.height())
        .into_iter()
        .find(|&click| {
            before
                .apply(&grid_rules::fifteen::Slide(click))
                .is_ok_and(|(turned, _)| turned.cells() == after.cells())
        })
        .map(|click| {
            let (step, line, is_row) = direction(after, click);
            Msg::new(format!("say-turned-{}", turn_id(step, is_row))).num("line", line)
        })
}

/// Puts the arrows round a newly drawn Sixteen board, with room for them.
pub(super) fn add_arrows(
    mut commands: Commands,
    session: Res<Session>,
    roots: Query<(Entity, &BoardRoot), Added<BoardRoot>>,
) {
    let Some(played) = session.played_as::<Fifteen>() else {
        return;
    };
    let game = played.state();
    for (root_entity, root) in &roots {
        if !game.rotates() || (root.width, root.height) != (game.width(), game.height()) {
            continue;
        }
        commands
            .entity(root_entity)
            .insert(BoardMargin(ARROW_MARGIN));
        for click in rotation_clicks(game.width(), game.height()) {
            let button =
                Sprite::from_color(Color::srgba(1.0, 1.0, 1.0, 0.10), Vec2::splat(CELL * 0.72));
            let arrow = spawn_cell_slot(&mut commands, root_entity, root, click, button);
            commands.entity(arrow).insert(SixteenArrow);
            let (step, _, _) = direction(game, click);
            // On screen y runs up: the chevron points the way the tiles go.
            let towards = Vec2::new(step.x, -step.y);
            let tip = towards * CELL * 0.16;
            let back = -towards * CELL * 0.12;
            let side = towards.perp() * CELL * 0.2;
            let colour = Color::srgba(1.0, 1.0, 1.0, 0.85);
            for wing in [side, -side] {
                let (sprite, transform) = segment(back + wing, tip, CELL * 0.09, colour, 0.1);
                commands.spawn((sprite, transform, Pickable::IGNORE, ChildOf(arrow)));
            }
        }
    }
}

/// In Sixteen the arrow keys move the cursor, which may stand on the arrows (Enter
/// turns that line); in Fifteen they slide the tile next to the gap.
pub(super) fn cursor_on_the_ring(session: Res<Session>, mut cursor: ResMut<BoardCursor>) {
    let Some(played) = session.played_as::<Fifteen>() else {
        return;
    };
    let rotates = played.state().rotates();
    if cursor.ring != rotates || cursor.arrows_move_it != rotates {
        cursor.ring = rotates;
        cursor.arrows_move_it = rotates;
    }
}
