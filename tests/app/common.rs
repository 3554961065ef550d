//! Shared helpers for the headless App tests: build an app from one game plugin (or
//! every game's), advance time by hand, wait for what answers from other threads, press
//! what a player presses, and read the running game. The mirror's check is `mirror.rs`
//! (and comes with these).

#![allow(dead_code)]

// The frame benchmark (an example, no test) shares this file and has no mirror.
#[cfg(test)]
pub use crate::mirror::*;

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy_tweening::TweenAnim;
use grid_puzzles::app::GameBase;
use grid_puzzles::board::root::Vanishing;
use grid_puzzles::core::game::{AppState, CellClicked, GameCommand, GameId, Launch};
use grid_puzzles::games::GamesPlugin;
use grid_puzzles::session::game::Game;
use grid_puzzles::session::game_look::GameLook;
use grid_puzzles::session::game_view::game_id;
use grid_puzzles::session::played::Played;
use grid_puzzles::session::state::Session;
use grid_puzzles::ui::focus::UiButton;
use grid_rules::Pos;

/// One frame of manual time.
pub const FRAME: Duration = Duration::from_millis(16);

/// A headless app with one game plugin, started in that game with `seed`.
pub fn start_game<P: GameLook>(plugin: impl Plugin, seed: u64) -> App {
    start_game_from::<P>(plugin, seed, None)
}

/// A headless app started in a game from a board text (as `--board` does).
pub fn start_game_from<P: GameLook>(plugin: impl Plugin, seed: u64, board: Option<&str>) -> App {
    start_with::<P>(
        plugin,
        Launch {
            seed: Some(seed),
            board: board.map(String::from),
            ..Launch::default()
        },
    )
}

/// A headless app with game `P`'s plugin, opened as `launch` asks (its game is `P`).
pub fn start_with<P: GameLook>(plugin: impl Plugin, launch: Launch) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GameBase, plugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.insert_resource(quick_engines());
    app.init_resource::<ButtonInput<KeyCode>>();
    reopen::<P>(&mut app, launch);
    app
}

/// A headless app with every game's plugin, started in `game` with `seed`.
pub fn start_any(game: &dyn Game, seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GameBase, GamesPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.insert_resource(quick_engines());
    app.init_resource::<ButtonInput<KeyCode>>();
    open(
        &mut app,
        game.facts().id,
        Launch {
            seed: Some(seed),
            ..Launch::default()
        },
    );
    app
}

/// Opens `game` as `launch` asks (from the menu, or the first time).
pub fn open(app: &mut App, game: GameId, launch: Launch) {
    app.insert_resource(Launch {
        game: Some(game),
        ..launch
    });
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Playing(game));
    app.update();
    app.update();
}

/// Opens game `P` again as `launch` asks (from the menu, or the first time).
pub fn reopen<P: GameLook>(app: &mut App, launch: Launch) {
    open(app, game_id::<P>(), launch);
}

/// Engines that answer within a fraction of a second and a few thousand nodes, so
/// tests wait little and their answers do not depend on the machine's speed.
pub fn quick_engines() -> grid_puzzles::session::think::EngineSettings {
    use grid_puzzles::platform::engine::Budget;
    let quick = Budget {
        time: Duration::from_secs(5),
        nodes: Some(3_000),
    };
    grid_puzzles::session::think::EngineSettings {
        hint: quick,
        par: quick,
        auto: quick,
        distance: quick,
        threads: 1,
        ..Default::default()
    }
}

/// How long [`update_until`] waits before it fails.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// Runs frames until `done` holds, with a short real pause between them: what it waits
/// for comes from another thread (an engine's answer, a pad's reader, the file watcher,
/// the asset server) in real time. Fails naming `what` after [`PATIENCE`].
pub fn update_until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let start = std::time::Instant::now();
    while !done(app) {
        assert!(start.elapsed() < PATIENCE, "waited in vain: {what}");
        std::thread::sleep(Duration::from_millis(2));
        app.update();
    }
}

/// Runs frames until a hint is on the board (the engine answers off the frame), and
/// returns its shape.
pub fn wait_for_hint(app: &mut App) -> grid_puzzles::board::marks::HintShape {
    let mut shown = None;
    update_until(app, "a hint", |app| {
        let mut marks = app
            .world_mut()
            .query::<&grid_puzzles::screens::board::hints::HintMark>();
        shown = marks
            .iter(app.world())
            .next()
            .map(|mark| mark.shape.clone());
        shown.is_some()
    });
    shown.expect("a hint is shown")
}

/// Advances manual time by about `seconds`, frame by frame.
pub fn advance(app: &mut App, seconds: f32) {
    let frames = (seconds / FRAME.as_secs_f32()).ceil() as usize;
    for _ in 0..frames.max(1) {
        app.update();
    }
}

/// Runs frames until no animation is left (at most ten seconds of game time).
pub fn settle(app: &mut App) {
    for _ in 0..600 {
        if running_animations(app) == 0 && vanishing(app) == 0 {
            app.update();
            return;
        }
        app.update();
    }
    panic!("animations did not end within ten seconds");
}

pub fn running_animations(app: &mut App) -> usize {
    app.world_mut()
        .query_filtered::<(), With<TweenAnim>>()
        .iter(app.world())
        .count()
}

pub fn vanishing(app: &mut App) -> usize {
    app.world_mut()
        .query_filtered::<(), With<Vanishing>>()
        .iter(app.world())
        .count()
}

pub fn click(app: &mut App, x: usize, y: usize) {
    app.world_mut().write_message(CellClicked {
        pos: Pos::new(x, y),
    });
    app.update();
}

/// Clicks the button labelled `label` as a player's primary click would (its observer
/// runs), then runs a frame.
pub fn press_button(app: &mut App, label: &str) {
    let buttons = buttons_labelled(app, label, None);
    assert_eq!(buttons.len(), 1, "one button is labelled {label:?}");
    click_entity(app, buttons[0]);
}

/// Presses the button the beacon names `name` (the menu's `settings`, `hud-undo`, …).
pub fn press_named(app: &mut App, name: &str) {
    let button = entity_named(app, name);
    click_entity(app, button);
}

/// The one entity the beacon names `name`.
pub fn entity_named(app: &mut App, name: &str) -> Entity {
    let mut named = app
        .world_mut()
        .query::<(Entity, &grid_puzzles::core::beacon::BeaconName)>();
    let found: Vec<Entity> = named
        .iter(app.world())
        .filter(|(_, named)| named.0 == name)
        .map(|(entity, _)| entity)
        .collect();
    assert_eq!(found.len(), 1, "one entity named {name:?}");
    found[0]
}

/// Clicks the part `part` (`-`, `+`, `change`, an option) of the settings row `row`.
pub fn press_setting(app: &mut App, row: &str, part: &str) {
    let name = format!("{}-{part}", row_id(row))
        .to_lowercase()
        .replace(' ', "-");
    let mut named = app
        .world_mut()
        .query::<(Entity, &grid_puzzles::core::beacon::BeaconName)>();
    let buttons: Vec<Entity> = named
        .iter(app.world())
        .filter(|(_, beacon)| beacon.0 == name)
        .map(|(entity, _)| entity)
        .collect();
    assert_eq!(buttons.len(), 1, "one button {name:?} (is the panel open?)");
    click_entity(app, buttons[0]);
}

/// The value a settings row shows.
pub fn setting_value(app: &mut App, row: &str) -> String {
    let mut values = app
        .world_mut()
        .query::<(&grid_puzzles::ui::controls::SettingValue, &Text)>();
    values
        .iter(app.world())
        .find(|(value, _)| value.0 == row_id(row))
        .map(|(_, text)| text.0.clone())
        .unwrap_or_else(|| panic!("no settings row {row:?}"))
}

/// A settings row's message id from its English name (`Reduced motion` is
/// `setting-reduced-motion`) or from the id itself.
fn row_id(row: &str) -> String {
    if row.starts_with("setting-") {
        return row.to_string();
    }
    format!("setting-{}", row.to_lowercase().replace(' ', "-"))
}

/// The buttons whose label text is `label` (under `parent`, if given).
fn buttons_labelled(app: &mut App, label: &str, parent: Option<Entity>) -> Vec<Entity> {
    let mut labels = app
        .world_mut()
        .query_filtered::<(&ChildOf, &Text), Without<UiButton>>();
    labels
        .iter(app.world())
        .filter(|(_, text)| text.0 == label)
        .map(|(owner, _)| owner.parent())
        .filter(|&owner| app.world().get::<UiButton>(owner).is_some())
        .filter(|&owner| {
            parent.is_none_or(|parent| {
                app.world().get::<ChildOf>(owner).map(ChildOf::parent) == Some(parent)
            })
        })
        .collect()
}

/// A player's primary click on `entity` (a button), then a frame.
fn click_entity(app: &mut App, entity: Entity) {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::HitData;
    use bevy::picking::events::{Pointer, PointerClick};
    use bevy::picking::pointer::{Location, PointerButton, PointerId};
    use bevy::window::WindowRef;
    let window = WindowRef::Entity(Entity::PLACEHOLDER)
        .normalize(None)
        .expect("an entity window ref normalizes");
    let click = PointerClick {
        entity,
        pointer: Pointer::new(
            PointerId::Mouse,
            Location {
                target: NormalizedRenderTarget::Window(window),
                position: Vec2::ZERO,
            },
        ),
        button: PointerButton::Primary,
        hit: HitData::new(Entity::PLACEHOLDER, 0.0, None, None),
        duration: Duration::from_millis(80),
        count: 1,
    };
    app.world_mut().trigger(click);
    app.update();
}

/// Presses and releases `key` as one keystroke, frame by frame: the key event (which
/// the board cursor, the focus and Fifteen's arrows count) and the held-keys state
/// (which the shortcuts read), as Bevy's input plugin would give them.
pub fn key(app: &mut App, key: KeyCode) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};
    app.world_mut().write_message(KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
        state: ButtonState::Pressed,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(key);
    input.clear();
    app.update();
}

pub fn command(app: &mut App, command: GameCommand) {
    app.world_mut().write_message(command);
    app.update();
}

/// The running game's position, which must be a position of `P`.
pub fn state<P: GameLook>(app: &App) -> P {
    running::<P>(app).state().clone()
}

/// The running session.
pub fn session(app: &App) -> &Session {
    app.world().resource::<Session>()
}

/// The running game in its own types (its record and click state); it must be `P`.
pub fn running<P: GameLook>(app: &App) -> &Played<P> {
    session(app)
        .played_as::<P>()
        .unwrap_or_else(|| panic!("the running game is not {}", P::ID))
}

/// The own image of game `P` at `index` in its order (SameGame's block, Fifteen's
/// picture), as its look holds it now.
pub fn own_image<P: GameLook>(app: &App, index: usize) -> Handle<Image> {
    app.world()
        .resource::<grid_puzzles::session::registry::OwnLooks>()
        .of(game_id::<P>())
        .get(index)
}
