//! Text that fits, in every language: every screen laid out at a phone's 360×640, an
//! 860×740 window and 1920×1080, in each language the game has, shows every text inside
//! the window and inside the box it belongs to, with no word running out of its line
//! (texts break only between words, so a word too long for its line would stick out,
//! and that is what is looked for), every button's name on one line, no button over
//! another, and the board where a player expects it.

use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::ui::UiGlobalTransform;
use grid_puzzles::board::root::BoardRoot;
use grid_puzzles::core::beacon::BeaconName;
use grid_puzzles::look::languages::Languages;
use grid_puzzles::ui::focus::UiButton;
use grid_puzzles::ui::panel::SettingsPanel;

use crate::layout::{SIZES, shipped_assets, ui_app_in, walk_screens};

/// The most a line may pass its box by: the width of the space it broke at.
const SPACE: f32 = 6.0;

/// What does not fit on the screen shown, one line each.
fn misfits(app: &mut App, width: f32) -> Vec<String> {
    let world = app.world_mut();
    let mut nodes = world.query::<(&ComputedNode, &UiGlobalTransform)>();
    let rect_of = |node: &ComputedNode, at: &UiGlobalTransform| {
        Rect::from_center_size(at.translation, node.size())
    };
    nodes.update_archetypes(world);
    let mut buttons = world.query_filtered::<(
        Entity,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        Option<&BeaconName>,
    ), With<UiButton>>();
    buttons.update_archetypes(world);
    let mut texts = world.query::<(
        Entity,
        &Text,
        &TextLayoutInfo,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        Option<&ChildOf>,
    )>();
    let world: &World = world;
    let mut found = Vec::new();
    for (_, text, layout, node, at, visible, parent) in texts.iter(world) {
        // Texts not laid out (a row's value shown by its segments instead) are not seen.
        if !visible.get() || text.0.trim().is_empty() || node.size().x == 0.0 {
            continue;
        }
        let rect = rect_of(node, at);
        let said = text.0.replace('\n', " / ");
        // A wrapped line's width may count the space it broke at (a few pixels); a word
        // that does not fit sticks out by more.
        if layout.size.x > node.size().x + SPACE {
            found.push(format!(
                "{said:?} is wider ({:.0}) than its box ({:.0})",
                layout.size.x,
                node.size().x
            ));
        }
        if rect.min.x < -0.5 || rect.max.x > width + 0.5 {
            found.push(format!(
                "{said:?} runs out of the window ({:.0}..{:.0})",
                rect.min.x, rect.max.x
            ));
        }
        let Some(parent) = parent.map(ChildOf::parent) else {
            continue;
        };
        let Ok((parent_node, parent_at)) = nodes.get_manual(world, parent) else {
            continue;
        };
        let outer = rect_of(parent_node, parent_at);
        if rect.min.x < outer.min.x - 1.0 || rect.max.x > outer.max.x + 1.0 {
            found.push(format!("{said:?} runs out of its box sideways"));
        }
        if world.get::<UiButton>(parent).is_some() {
            if rect.min.y < outer.min.y - 1.0 || rect.max.y > outer.max.y + 1.0 {
                found.push(format!("{said:?} runs out of its button"));
            }
            if layout.glyphs.iter().any(|glyph| glyph.line_index > 0) {
                found.push(format!("{said:?} takes two lines in its button"));
            }
        }
    }
    // No button lies over another: a panel taller than the window once squeezed its rows,
    // and a row's wrapped choices ran into the next row's. An open panel covers the
    // screen, so then only its own buttons are compared.
    let panel_open = world
        .iter_entities()
        .any(|entity| entity.contains::<SettingsPanel>());
    let in_panel = |mut entity: Entity| loop {
        if world.get::<SettingsPanel>(entity).is_some() {
            break true;
        }
        match world.get::<ChildOf>(entity) {
            Some(parent) => entity = parent.parent(),
            None => break false,
        }
    };
    let shown: Vec<(Rect, String)> = buttons
        .iter_manual(world)
        .filter(|(entity, node, _, visible, _)| {
            visible.get() && node.size().x > 0.0 && (!panel_open || in_panel(*entity))
        })
        .map(|(_, node, at, _, name)| {
            let name = name.map_or_else(|| "a button".to_string(), |name| name.0.clone());
            (rect_of(node, at), name)
        })
        .collect();
    for (index, (rect, name)) in shown.iter().enumerate() {
        for (other, other_name) in &shown[index + 1..] {
            let overlap = rect.intersect(*other);
            if overlap.width() > 1.0 && overlap.height() > 1.0 {
                found.push(format!("{name} lies over {other_name}"));
            }
        }
    }
    found
}

/// Where the board is: its top edge and its width, in window pixels.
fn board_place(app: &mut App) -> Option<(f32, f32)> {
    let world = app.world_mut();
    let mut windows = world.query_filtered::<&Window, With<bevy::window::PrimaryWindow>>();
    let window = windows
        .single(world)
        .map(|window| Vec2::new(window.width(), window.height()))
        .ok()?;
    let mut roots = world.query::<(&BoardRoot, &Transform)>();
    let (root, fit) = roots.single(world).ok()?;
    let (origin, step) = root.window_point(fit, window, grid_rules::Pos::new(0, 0));
    Some((origin.y - step / 2.0, step * root.width as f32))
}

#[test]
fn every_screen_fits_in_every_language_at_every_size() {
    let tags = Languages::from_files(&shipped_assets()).tags();
    assert!(tags.len() >= 7, "{tags:?}");
    let mut problems = Vec::new();
    for tag in &tags {
        for (width, height) in SIZES {
            let mut app = ui_app_in(width, height, tag, shipped_assets());
            walk_screens(&mut app, |app, screen| {
                for misfit in misfits(app, width as f32) {
                    problems.push(format!("{tag} {width}x{height} {screen}: {misfit}"));
                }
                if screen == "samegame" {
                    let (top, board) = board_place(app).expect("a board");
                    let phone = width < 640;
                    if phone && (board < 0.95 * width as f32 || top > 112.0) {
                        problems.push(format!(
                            "{tag} {width}x{height}: the board is {board:.0} wide, {top:.0} down"
                        ));
                    }
                    if width == 860 && top > 80.0 {
                        problems.push(format!("{tag} 860x740: the board starts {top:.0} down"));
                    }
                }
            });
        }
    }
    assert!(
        problems.is_empty(),
        "{} misfits:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
