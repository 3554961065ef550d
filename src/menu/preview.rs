//! A card's picture: the game's board as a small grid of its own pieces (a deal from a
//! fixed seed, with the settings chosen), or the game's picture where it
//! has one.

use bevy::prelude::*;

use crate::games::ViewVisitor;
use crate::look::pieces::PieceLook;
use crate::session::game_view::GameView;

/// The side of a card's picture, in pixels.
const SIDE: f32 = 76.0;

/// Spawns the empty frame the picture goes in.
pub fn spawn_frame(commands: &mut Commands, card: Entity) -> Entity {
    commands
        .spawn((
            Node {
                width: px(SIDE),
                height: px(SIDE),
                flex_shrink: 0.0,
                flex_direction: FlexDirection::Column,
                ..default()
            },
            BackgroundColor(Color::srgb(0.04, 0.05, 0.07)),
            ChildOf(card),
        ))
        .id()
}

/// Fills a frame with the picture of game `P`.
pub struct Preview<'a> {
    pub world: &'a mut World,
    pub frame: Entity,
}

impl ViewVisitor for Preview<'_> {
    type Output = ();
    fn visit<P: GameView>(self) {
        let world = self.world;
        let look = world.resource::<PieceLook>().clone();
        let own = world.resource::<P::Look>().clone();
        if let Some(image) = P::preview_image(&own) {
            world.spawn((
                ImageNode::new(image),
                Node {
                    width: percent(100),
                    height: percent(100),
                    ..default()
                },
                ChildOf(self.frame),
            ));
            return;
        }
        let params = P::params(
            world.resource::<P::Config>(),
            world.resource::<P::Settings>(),
        );
        let state = P::new_game(&params, 1);
        let cells = state.cells();
        let cell = SIDE / cells.width().max(cells.height()) as f32;
        for y in 0..cells.height() {
            let row = world
                .spawn((
                    Node {
                        flex_direction: FlexDirection::Row,
                        ..default()
                    },
                    ChildOf(self.frame),
                ))
                .id();
            for x in 0..cells.width() {
                let pos = grid_rules::Pos::new(x, y);
                let node = Node {
                    width: px(cell),
                    height: px(cell),
                    ..default()
                };
                match &cells[pos] {
                    Some(piece) => {
                        let sprite = P::piece_sprite(piece, pos, &look, &own);
                        world.spawn((
                            ImageNode::new(sprite.image).with_color(sprite.color),
                            node,
                            ChildOf(row),
                        ));
                    }
                    None => {
                        world.spawn((node, ChildOf(row)));
                    }
                }
            }
        }
    }
}
