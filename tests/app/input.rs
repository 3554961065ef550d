//! Pointer pacing against Bevy's own picking: a click whose move, press and release come
//! in one frame (a tap, an automated click, any click when frames are slow) reaches the
//! entity under it, and two such clicks in one frame reach their own entities in order.
//! A stand-in backend reports hits by position, so the test needs no window or camera.

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::{HitData, PointerHits};
use bevy::picking::pointer::{
    Location, PointerAction, PointerButton, PointerId, PointerInput, PointerLocation,
};
use bevy::picking::{InteractionPlugin, PickingPlugin, PickingSystems};
use bevy::prelude::*;
use bevy::window::WindowRef;
use grid_puzzles::ui::input::PointerPacingPlugin;

/// Two targets side by side: x in 0..100 is the left one, 100..200 the right one.
#[derive(Component)]
struct Target(usize);

/// Pointer events the test "hardware" delivers in the next frame.
#[derive(Resource, Default)]
struct Incoming(Vec<PointerInput>);

/// The targets that got a `Pointer<Click>`, in order.
#[derive(Resource, Default)]
struct Clicked(Vec<usize>);

fn deliver_input(mut incoming: ResMut<Incoming>, mut inputs: MessageWriter<PointerInput>) {
    inputs.write_batch(incoming.0.drain(..));
}

fn hit_targets(
    pointers: Query<(&PointerId, &PointerLocation)>,
    targets: Query<(Entity, &Target)>,
    mut hits: MessageWriter<PointerHits>,
) {
    for (pointer, location) in &pointers {
        let Some(location) = &location.location else {
            continue;
        };
        let index = (location.position.x / 100.0).floor() as usize;
        let picks: Vec<(Entity, HitData)> = targets
            .iter()
            .filter(|(_, target)| target.0 == index)
            .map(|(entity, _)| (entity, HitData::new(Entity::PLACEHOLDER, 0.0, None, None)))
            .collect();
        hits.write(PointerHits::new(*pointer, picks, 0.0));
    }
}

fn picking_app(paced: bool) -> (App, Entity) {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, PickingPlugin, InteractionPlugin))
        .init_resource::<Incoming>()
        .init_resource::<Clicked>()
        .add_systems(First, deliver_input.in_set(PickingSystems::Input))
        .add_systems(PreUpdate, hit_targets.in_set(PickingSystems::Backend));
    if paced {
        app.add_plugins(PointerPacingPlugin);
    }
    let window = app.world_mut().spawn_empty().id();
    app.world_mut().spawn(PointerId::Mouse);
    for index in 0..2 {
        app.world_mut().spawn(Target(index)).observe(
            move |click: On<PointerClick>,
                  targets: Query<&Target>,
                  mut clicked: ResMut<Clicked>| {
                if let Ok(target) = targets.get(click.entity) {
                    clicked.0.push(target.0);
                }
            },
        );
    }
    app.update();
    (app, window)
}

/// A click at `x` as one burst: move there, press, release.
fn click_burst(window: Entity, x: f32) -> Vec<PointerInput> {
    let location = Location {
        target: NormalizedRenderTarget::Window(
            WindowRef::Entity(window)
                .normalize(None)
                .expect("an entity window ref normalizes"),
        ),
        position: Vec2::new(x, 50.0),
    };
    [
        PointerAction::Move { delta: Vec2::ONE },
        PointerAction::Press(PointerButton::Primary),
        PointerAction::Release(PointerButton::Primary),
    ]
    .into_iter()
    .map(|action| PointerInput::new(PointerId::Mouse, location.clone(), action))
    .collect()
}

fn deliver_and_run(app: &mut App, events: Vec<PointerInput>, frames: usize) -> Vec<usize> {
    app.world_mut().resource_mut::<Incoming>().0 = events;
    for _ in 0..frames {
        app.update();
    }
    app.world().resource::<Clicked>().0.clone()
}

#[test]
fn a_click_that_comes_in_one_frame_reaches_what_is_under_it() {
    let (mut app, window) = picking_app(true);
    let clicked = deliver_and_run(&mut app, click_burst(window, 50.0), 4);
    assert_eq!(clicked, vec![0]);
}

#[test]
fn two_clicks_in_one_frame_reach_their_own_targets_in_order() {
    let (mut app, window) = picking_app(true);
    let mut burst = click_burst(window, 150.0);
    burst.extend(click_burst(window, 50.0));
    let clicked = deliver_and_run(&mut app, burst, 8);
    assert_eq!(clicked, vec![1, 0]);
}

#[test]
fn slow_clicks_are_untouched_by_pacing() {
    let (mut app, window) = picking_app(true);
    let burst = click_burst(window, 150.0);
    let mut clicked = Vec::new();
    for event in burst {
        clicked = deliver_and_run(&mut app, vec![event], 1);
    }
    assert_eq!(clicked, vec![1]);
    // Nothing held back is left to replay later.
    let clicked = deliver_and_run(&mut app, Vec::new(), 3);
    assert_eq!(clicked, vec![1]);
}

/// The reason pacing exists: Bevy alone turns a press and release in one frame into no
/// click at all. If a later Bevy fixes this, pacing can go.
#[test]
fn without_pacing_bevy_loses_a_click_that_comes_in_one_frame() {
    let (mut app, window) = picking_app(false);
    let clicked = deliver_and_run(&mut app, click_burst(window, 50.0), 4);
    assert_eq!(clicked, Vec::<usize>::new());
}
