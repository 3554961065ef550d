//! The problem line: one red line per problem across the bottom of the window (a file
//! that does not read), shown until it reads again.

use bevy::prelude::*;

use crate::core::notices::Problems;
use crate::core::words::Localized;
use crate::ui::text::{SMALL, font};

/// The line across the bottom of the window that lists the problems.
#[derive(Component, Debug)]
pub struct ProblemLine;

pub fn spawn_problem_line(mut commands: Commands) {
    commands.spawn((
        ProblemLine,
        Localized::empty(),
        font(SMALL, bevy::text::FontWeight::NORMAL, false),
        TextColor(Color::WHITE),
        BackgroundColor(Color::srgba(0.55, 0.05, 0.05, 0.92)),
        Node {
            position_type: PositionType::Absolute,
            left: px(0),
            right: px(0),
            bottom: px(0),
            padding: UiRect::axes(px(10), px(6)),
            ..default()
        },
        GlobalZIndex(100),
        Visibility::Hidden,
    ));
}

pub fn show_problems(
    problems: Res<Problems>,
    mut lines: Query<(&mut Localized, &mut Visibility), With<ProblemLine>>,
) {
    if !problems.is_changed() {
        return;
    }
    for (mut text, mut visibility) in &mut lines {
        text.set_if_neq(problems.lines());
        *visibility = if problems.0.is_empty() {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
    }
}
