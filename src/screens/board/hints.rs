//! Hints on the board: the engine's best move from the position, marked whole (a
//! group's outline, an arrow from ball to target, the joining path, the tile and where
//! it slides) in a dark-and-bright double stroke that shows on every colour and
//! picture, pulsing for a few seconds or until the next click.

use bevy::prelude::*;
use grid_rules::Pos;

use crate::audio::of_moves::Cues;
use crate::audio::player::Effect;
use crate::board::marks::HintShape;
use crate::board::marks::{arrow, outline_bars, segment};
use crate::board::root::{BoardRoot, CELL};
use crate::core::game::CellClicked;
use crate::core::wake::Wake;
use crate::core::words::Msg;
use crate::core::z;
use crate::look::pieces::PieceLook;
use crate::session::state::Session;
use crate::session::think::{Answer, Purpose, is_current};
use crate::ui::access::Announcements;

/// A hint on the board: a hint's pulses and goes on the next click or after a few
/// seconds; a review's (no time left to count) stays, steady, until the review moves on.
#[derive(Component, Debug)]
pub struct HintMark {
    pub shape: HintShape,
    pub seconds_left: Option<f32>,
}

/// One sprite of a hint mark, with the strength it pulses around.
#[derive(Component, Debug)]
pub struct HintPart {
    alpha: f32,
}

/// How long a hint stays on the board.
const HINT_SECONDS: f32 = 4.0;

/// Where a hint's mark goes (the board) and the marks already shown.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct HintPlaces<'w, 's> {
    roots: Query<'w, 's, (Entity, &'static BoardRoot)>,
    shown: Query<'w, 's, Entity, With<HintMark>>,
}

/// Marks the answered hint, if the position is still the one asked about.
pub(crate) fn show_hint_answer(
    mut commands: Commands,
    mut answers: MessageReader<Answer>,
    session: Res<Session>,
    marks: HintPlaces,
    look: Res<PieceLook>,
    mut cues: Cues,
    mut said: ResMut<Announcements>,
) {
    for answer in answers.read() {
        if answer.purpose != Purpose::Hint || !is_current(answer, &session) {
            continue;
        }
        let Some(mv) = answer.first_move() else {
            continue;
        };
        let Some(shape) = session.state().hint_shape(mv) else {
            continue;
        };
        for mark in &marks.shown {
            commands.entity(mark).despawn();
        }
        let Ok((root_entity, root)) = marks.roots.single() else {
            continue;
        };
        // Said as the cells the move clicks (or the arrows round the board it clicks),
        // for a player who does not see the mark.
        let ring = session.played.ring_places();
        let cells: Vec<Msg> = session
            .state()
            .clicks(mv)
            .iter()
            .map(|at| match ring.iter().find(|(place, _)| place == at) {
                Some((_, name)) => name.clone(),
                None => Msg::new("say-cell")
                    .num("column", at.x.wrapping_add(1))
                    .num("row", at.y.wrapping_add(1)),
            })
            .collect();
        said.say(Msg::new("say-hint").list("cells", cells));
        spawn_hint(
            &mut commands,
            (root_entity, root),
            shape,
            look.hint_colour,
            Some(HINT_SECONDS),
        );
        cues.send(Effect::Hint, 0.0);
    }
}

/// Marks `shape` on the board in `colour` for `seconds` (none: until it is taken away);
/// returns the mark.
pub fn spawn_hint(
    commands: &mut Commands,
    (root_entity, root): (Entity, &BoardRoot),
    shape: HintShape,
    colour: Color,
    seconds: Option<f32>,
) -> Entity {
    let mark = commands
        .spawn((
            HintMark {
                shape: shape.clone(),
                seconds_left: seconds,
            },
            Transform::default(),
            Visibility::default(),
            ChildOf(root_entity),
        ))
        .id();
    let dark = Color::srgba(0.0, 0.0, 0.0, 0.85);
    let mut parts: Vec<((Sprite, Transform), f32)> = Vec::new();
    let outline = |cells: &[Pos], parts: &mut Vec<((Sprite, Transform), f32)>| {
        for bar in outline_bars(root, cells, CELL * 0.16, dark, z::HINT) {
            parts.push((bar, 0.85));
        }
        for bar in outline_bars(root, cells, CELL * 0.07, colour, z::HINT + 0.01) {
            parts.push((bar, 1.0));
        }
    };
    let point = |pos: Pos| root.cell_center(pos).truncate();
    match &shape {
        HintShape::Cells(cells) => {
            for cell in cells {
                outline(std::slice::from_ref(cell), &mut parts);
            }
        }
        HintShape::Group(cells) => {
            for &cell in cells {
                let fill = Sprite::from_color(colour, Vec2::splat(CELL));
                let at = Transform::from_translation(root.cell_center(cell).with_z(z::HINT));
                parts.push(((fill, at), 0.3));
            }
            outline(cells, &mut parts);
        }
        HintShape::Arrow { from, to } => {
            outline(std::slice::from_ref(from), &mut parts);
            for bar in arrow(point(*from), point(*to), CELL * 0.16, dark, z::HINT) {
                parts.push((bar, 0.85));
            }
            for bar in arrow(
                point(*from),
                point(*to),
                CELL * 0.07,
                colour,
                z::HINT + 0.01,
            ) {
                parts.push((bar, 1.0));
            }
        }
        HintShape::Path(corners) => {
            let ends: Vec<Pos> = [corners.first(), corners.last()]
                .into_iter()
                .flatten()
                .filter_map(|&(x, y)| Some(Pos::new(x.try_into().ok()?, y.try_into().ok()?)))
                .collect();
            for end in &ends {
                outline(std::slice::from_ref(end), &mut parts);
            }
            for pair in corners.windows(2) {
                let a = root.point(pair[0].0 as f32, pair[0].1 as f32).truncate();
                let b = root.point(pair[1].0 as f32, pair[1].1 as f32).truncate();
                parts.push((segment(a, b, CELL * 0.16, dark, z::HINT), 0.85));
                parts.push((segment(a, b, CELL * 0.07, colour, z::HINT + 0.01), 1.0));
            }
        }
    }
    for ((mut sprite, transform), alpha) in parts {
        // Drawn at its strength from the start (a hint then pulses around it).
        sprite.color.set_alpha(alpha);
        commands.spawn((
            HintPart { alpha },
            sprite,
            transform,
            Pickable::IGNORE,
            ChildOf(mark),
        ));
    }
    mark
}

/// Hint marks pulse, fade with time and vanish when the position changes.
pub(crate) fn expire_hints(
    mut commands: Commands,
    time: Res<Time>,
    mut marks: Query<(Entity, &mut HintMark, &Children)>,
    mut parts: Query<(&HintPart, &mut Sprite)>,
    mut clicks: MessageReader<CellClicked>,
    mut wake: ResMut<Wake>,
) {
    let clicked = clicks.read().count() > 0;
    for (entity, mut mark, children) in &mut marks {
        let Some(seconds_left) = mark.seconds_left.as_mut() else {
            continue;
        };
        *seconds_left -= time.delta_secs();
        if clicked || *seconds_left <= 0.0 {
            commands.entity(entity).despawn();
            continue;
        }
        // A hint pulses: it is drawn every frame until it goes.
        wake.next_frame();
        let pulse = 0.7 + 0.3 * (*seconds_left * 6.0).sin();
        for child in children {
            if let Ok((part, mut sprite)) = parts.get_mut(*child) {
                sprite.color.set_alpha(part.alpha * pulse);
            }
        }
    }
}
