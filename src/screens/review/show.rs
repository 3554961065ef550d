//! The review on screen: its bar while it is open (the board fitted above it), the arrow
//! keys (and Home and End) and a swipe across the board stepping through it, and the
//! board showing the position before the move shown, with the move played marked in white
//! and the engine's in the hint colour. Closing it draws the game's own board again.

use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;

use crate::board::cursor::BoardCursor;
use crate::board::root::BoardRoot;
use crate::core::words::Localized;
use crate::look::icons::Icons;
use crate::look::pieces::PieceLook;
use crate::screens::board::draw::BoardDraw;
use crate::screens::board::hints::spawn_hint;
use crate::screens::hud::layout::HudLayout;
use crate::screens::review::bar::{
    ReviewBar, ReviewMark, ReviewStep, ReviewText, Step, describe, spawn_bar,
};
use crate::session::review::Reviewing;
use crate::session::state::Session;
use crate::ui::input::Swipe;

/// What the review's bar is put up with: the icons, the HUD's shape and the board's
/// cursor, whose arrows it takes while it is open.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct BarRoom<'w> {
    icons: Res<'w, Icons>,
    layout: Res<'w, HudLayout>,
    cursor: ResMut<'w, BoardCursor>,
}

/// Puts the bar up as a review opens and takes it down as it closes: the arrows step
/// through the review while it is open, and move the board's cursor again after; a
/// review closed on a finished game draws that game's board again (one closed by a new
/// game or an undo has the new position drawn already).
pub(crate) fn follow_review(
    session: Res<Session>,
    reviewing: Option<Res<Reviewing>>,
    bars: Query<Entity, With<ReviewBar>>,
    mut room: BarRoom,
    mut draw: BoardDraw,
    mut commands: Commands,
) {
    match (reviewing.is_some(), bars.is_empty()) {
        (true, true) => {
            room.cursor.arrows_move_it = false;
            spawn_bar(&mut commands, session.id(), &room.icons, *room.layout);
        }
        (false, false) => {
            room.cursor.arrows_move_it = session.facts().arrows_move_cursor;
            for bar in &bars {
                commands.entity(bar).despawn();
            }
            if session.state().is_over() {
                draw.rebuild(session.state(), 0.0);
            }
        }
        _ => {}
    }
}

/// The arrow keys (and Home and End) and a swipe across the board step through the
/// review.
pub(crate) fn step_by_keys_and_swipes(
    reviewing: Option<ResMut<Reviewing>>,
    mut keys: MessageReader<KeyboardInput>,
    mut swipes: MessageReader<Swipe>,
    mut steps: MessageReader<ReviewStep>,
) {
    let Some(mut reviewing) = reviewing else {
        keys.clear();
        swipes.clear();
        steps.clear();
        return;
    };
    let last = reviewing.moves();
    let mut step = reviewing.step;
    for ReviewStep(way) in steps.read() {
        step = match way {
            Step::Back => step.saturating_sub(1),
            Step::On => (step + 1).min(last),
        };
    }
    // Every press counts, even two in one frame (a fast player, a held key's repeats).
    for press in keys.read().filter(|key| key.state == ButtonState::Pressed) {
        step = match press.key_code {
            KeyCode::ArrowLeft => step.saturating_sub(1),
            KeyCode::ArrowRight => (step + 1).min(last),
            KeyCode::Home => 0,
            KeyCode::End => last,
            _ => step,
        };
    }
    for swipe in swipes.read() {
        // A finger drawn to the left turns the page on, to the right back.
        if swipe.0 < 0.0 {
            step = (step + 1).min(last);
        } else {
            step = step.saturating_sub(1);
        }
    }
    if step != reviewing.step {
        reviewing.step = step;
    }
}

/// What the review's board shows: the step it was drawn at, and the step and answers
/// its marks were drawn for (a frame later: the marks go on the new board, once it is
/// there).
#[derive(Default)]
pub(crate) struct ReviewDrawn {
    drawn: Option<usize>,
    marked: Option<(usize, u64)>,
}

/// Where the review's marks go and what they are drawn with.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct ReviewMarking<'w, 's> {
    roots: Query<'w, 's, (Entity, &'static BoardRoot)>,
    marks: Query<'w, 's, Entity, With<ReviewMark>>,
    look: Res<'w, PieceLook>,
}

/// Draws the position of the step shown with the move played and the engine's, and
/// writes what the move cost, as the answers come in.
pub(crate) fn show_review(
    reviewing: Option<Res<Reviewing>>,
    mut shown: Local<ReviewDrawn>,
    mut draw: BoardDraw,
    marking: ReviewMarking,
    mut texts: Query<&mut Localized, With<ReviewText>>,
    mut commands: Commands,
) {
    let ReviewMarking { roots, marks, look } = marking;
    let Some(reviewing) = reviewing else {
        *shown = ReviewDrawn::default();
        return;
    };
    if reviewing.is_added() {
        *shown = ReviewDrawn::default();
    }
    let step = reviewing.step;
    if shown.drawn != Some(step) || draw.turned_otherwise(reviewing.position(step)) {
        // A new board (another step, or the window turned): its marks go on it next
        // frame, when it exists (marks put on the board being replaced would go with it).
        shown.drawn = Some(step);
        shown.marked = None;
        draw.rebuild(reviewing.position(step), 0.0);
        for mark in &marks {
            commands.entity(mark).despawn();
        }
    } else if shown.marked != Some((step, reviewing.answers)) {
        shown.marked = Some((step, reviewing.answers));
        for mark in &marks {
            commands.entity(mark).despawn();
        }
        let entry = reviewing.report.entries.get(step);
        let position = reviewing.position(step);
        if let (Some(entry), Ok((root_entity, root))) = (entry, roots.single()) {
            let mut mark = |shape, colour| {
                let id = spawn_hint(&mut commands, (root_entity, root), shape, colour, None);
                commands.entity(id).insert(ReviewMark);
            };
            if let Some(engine) = entry.engine.as_ref().and_then(|line| line.moves.first())
                && !entry.agrees
                && let Some(shape) = position.hint_shape(engine)
            {
                mark(shape, look.hint_colour);
            }
            if let Some(shape) = position.hint_shape(&entry.played) {
                mark(shape, Color::WHITE);
            }
        }
    } else {
        return;
    }
    let words = describe(&reviewing.report, step, reviewing.moves(), reviewing.unit);
    for mut text in &mut texts {
        text.set_if_neq(words.clone());
    }
}
