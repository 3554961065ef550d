//! Symbols: with the player's "symbols" preference on, every coloured piece wears the
//! shape of its colour (circle, triangle, star, square, diamond, cross, ring), so
//! colours can be told apart without seeing colour. Only the pieces' children change,
//! never the rules. The HUD's coloured things (Color Lines' next balls) follow
//! [`SymbolFor`] the same way.

use bevy::prelude::*;
use grid_rules::Colour;

use super::root::{CELL, TileColor};
use crate::core::z;
use crate::look::pieces::PieceLook;
use crate::persist::shared::Preferences;

/// A symbol drawn over a piece.
#[derive(Component, Debug)]
pub struct Symbol;

/// A UI image that shows a colour and wears its symbol too (a child image node).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SymbolFor(pub Colour);

/// Installs symbols.
pub struct SymbolsPlugin;

impl Plugin for SymbolsPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Preferences>()
            .add_systems(PostUpdate, (dress_pieces, dress_ui_images));
    }
}

/// The index of a colour's symbol in [`PieceLook::symbols`].
pub fn symbol_index(colour: Colour) -> usize {
    Colour::ALL
        .iter()
        .position(|c| *c == colour)
        .unwrap_or_default()
}

fn dress_pieces(
    mut commands: Commands,
    prefs: Res<Preferences>,
    look: Res<PieceLook>,
    pieces: Query<(Entity, &TileColor, Option<&Children>)>,
    fresh: Query<(), Added<TileColor>>,
    symbols: Query<(), With<Symbol>>,
) {
    if !prefs.is_changed() && !look.is_changed() && fresh.is_empty() {
        return;
    }
    for (piece, colour, children) in &pieces {
        let worn: Vec<Entity> = children
            .into_iter()
            .flatten()
            .copied()
            .filter(|child| symbols.contains(*child))
            .collect();
        match (prefs.symbols, worn.is_empty()) {
            (true, true) => {
                commands.spawn((
                    Symbol,
                    Sprite {
                        image: look.symbols[symbol_index(colour.0)].clone(),
                        custom_size: Some(Vec2::splat(CELL * 0.46)),
                        ..default()
                    },
                    Transform::from_xyz(0.0, 0.0, z::PIECE_LABEL),
                    ChildOf(piece),
                ));
            }
            (false, false) => {
                for symbol in worn {
                    commands.entity(symbol).despawn();
                }
            }
            _ => {}
        }
    }
}

fn dress_ui_images(
    mut commands: Commands,
    prefs: Res<Preferences>,
    look: Res<PieceLook>,
    images: Query<(Entity, Ref<SymbolFor>, Option<&Children>)>,
    symbols: Query<(), With<Symbol>>,
) {
    for (image, colour, children) in &images {
        if !prefs.is_changed() && !colour.is_changed() {
            continue;
        }
        for child in children.into_iter().flatten() {
            if symbols.contains(*child) {
                commands.entity(*child).despawn();
            }
        }
        if prefs.symbols {
            commands.spawn((
                Symbol,
                ImageNode::new(look.symbols[symbol_index(colour.0)].clone()),
                Node {
                    width: percent(50),
                    height: percent(50),
                    margin: UiRect::all(auto()),
                    ..default()
                },
                ChildOf(image),
            ));
        }
    }
}
