//! A puzzle at rest asks for no frame: after each frame the game says whether it needs
//! the next one at once (a move animating, a hint pulsing), within a while (a game's
//! clock on screen, a toast to take away), or not until the player acts; the window
//! loop sleeps accordingly (`platform::wake`). Checked here as the windowless app
//! asks, frame by frame.

use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::core::wake::{NextUpdate, Wake};
use grid_puzzles::games::fifteen::FifteenPlugin;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_puzzles::persist::shared::SAVE_DELAY;
use grid_rules::Puzzle;
use grid_rules::fifteen::Fifteen;
use grid_rules::samegame::SameGame;

use crate::common::*;

/// What the last frame asked of the window loop.
fn asked(app: &App) -> NextUpdate {
    app.world().resource::<Wake>().next_update(Instant::now())
}

const ASLEEP: NextUpdate = NextUpdate {
    at_once: false,
    wait: None,
};

#[test]
fn a_board_at_rest_asks_for_nothing_and_a_move_for_frames_until_it_has_played() {
    let mut app = start_game::<SameGame>(SameGamePlugin, 7);
    settle(&mut app);
    assert_eq!(asked(&app), ASLEEP, "the dealt board at rest");
    let group = find_group(state::<SameGame>(&app).cells(), 2).expect("a move");
    click(&mut app, group.x, group.y);
    assert!(
        asked(&app).at_once,
        "the move's first frame asks for the next"
    );
    let mut frames = 0;
    while running_animations(&mut app) > 0 || vanishing(&mut app) > 0 {
        assert!(
            asked(&app).at_once,
            "frame {frames} of the move asks for the next"
        );
        app.update();
        frames += 1;
        assert!(frames < 600, "the move never ended");
    }
    app.update();
    assert!(frames > 3, "the move animated over {frames} frames");
    // The first move counts the game as played: the statistics are written a moment
    // later, and the game stays awake for that.
    let waits = asked(&app).wait.expect("a frame for the statistics' save");
    assert!(waits <= SAVE_DELAY, "{waits:?}");
    advance(&mut app, SAVE_DELAY.as_secs_f32() + 0.05);
    assert_eq!(
        asked(&app),
        ASLEEP,
        "the board at rest after the move and its save"
    );
}

#[test]
fn a_hint_pulses_frame_by_frame_until_it_goes() {
    let mut app = start_game::<SameGame>(SameGamePlugin, 7);
    settle(&mut app);
    command(&mut app, GameCommand::Hint);
    wait_for_hint(&mut app);
    app.update();
    assert!(
        asked(&app).at_once,
        "a pulsing hint asks for the next frame"
    );
    advance(&mut app, 5.0);
    app.update();
    assert_eq!(
        asked(&app),
        ASLEEP,
        "the hint has gone, and with it the frames"
    );
}

#[test]
fn a_running_clock_asks_for_a_frame_each_second() {
    // Fifteen is played against the clock: it runs from the first move.
    let mut app = start_game::<Fifteen>(FifteenPlugin, 3);
    settle(&mut app);
    // (The solver's tables may still be building off the frame; they ask for nothing.)
    assert!(!asked(&app).at_once);
    assert_eq!(asked(&app).wait, None, "no clock before the first move");
    let blank = state::<Fifteen>(&app).blank();
    let neighbour = if blank.x > 0 {
        (blank.x - 1, blank.y)
    } else {
        (blank.x + 1, blank.y)
    };
    click(&mut app, neighbour.0, neighbour.1);
    settle(&mut app);
    // Past the statistics' save of the first move.
    advance(&mut app, SAVE_DELAY.as_secs_f32() + 0.05);
    assert_eq!(
        asked(&app),
        NextUpdate {
            at_once: false,
            wait: Some(Duration::from_secs(1))
        },
        "the clock shows each second"
    );
}

#[test]
fn a_toast_is_taken_away_within_a_second_of_its_time() {
    let mut app = start_game::<SameGame>(SameGamePlugin, 7);
    settle(&mut app);
    command(&mut app, GameCommand::Share);
    app.update();
    let wait = asked(&app).wait.expect("the toast asks to be taken away");
    assert!(wait <= Duration::from_secs(1), "{wait:?}");
    advance(&mut app, 5.0);
    app.update();
    assert_eq!(asked(&app), ASLEEP, "the toast has gone");
}

#[test]
fn a_screen_readers_request_is_acted_on_at_once_and_the_game_looks_again() {
    let mut app = App::new();
    app.init_resource::<Wake>()
        .add_message::<bevy::a11y::ActionRequest>()
        .add_systems(
            Last,
            grid_puzzles::platform::wake::act_on_screen_reader_requests,
        );
    app.update();
    assert_eq!(asked(&app), ASLEEP, "nothing asked yet");
    // Focusing a cell is acted on a frame after Bevy hands it over, and the tree shows it
    // a frame later: the game must not fall asleep in between.
    app.world_mut()
        .write_message(bevy::a11y::ActionRequest(accesskit::ActionRequest {
            action: accesskit::Action::Focus,
            target_tree: accesskit::TreeId::ROOT,
            target_node: accesskit::NodeId(7),
            data: None,
        }));
    app.update();
    let next = asked(&app);
    assert!(
        next.at_once,
        "the request's frame asks for the next at once"
    );
    assert_eq!(next.wait, Some(grid_puzzles::core::wake::SOON));
    assert!(app.world().resource::<Wake>().player_active(Instant::now()));
}

/// How many systems of schedule `label` touch `Wake` with no order against `system` (a
/// system is told by its type: Bevy names systems only with its debug feature).
fn unordered_against<M>(
    app: &App,
    label: impl bevy::ecs::schedule::ScheduleLabel,
    system: impl IntoSystem<(), (), M>,
) -> usize {
    let world = app.world();
    let wake = world.component_id::<Wake>().expect("Wake is a resource");
    let wanted = IntoSystem::into_system(system).system_type();
    let schedule = world
        .resource::<bevy::ecs::schedule::Schedules>()
        .get(label)
        .expect("the schedule exists");
    let keys: Vec<_> = schedule
        .systems()
        .expect("the schedule has run")
        .filter(|(_, system)| system.system_type() == wanted)
        .map(|(key, _)| key)
        .collect();
    assert_eq!(keys.len(), 1, "the system runs in the schedule");
    schedule
        .graph()
        .conflicting_systems()
        .0
        .iter()
        .filter(|(a, b, on)| on.contains(&wake) && (keys.contains(a) || keys.contains(b)))
        .count()
}

#[test]
fn what_asks_for_a_frame_in_first_and_last_is_ordered_against_the_frames_start_and_end() {
    use bevy::picking::PickingPlugin;
    use bevy::window::{ExitCondition, WindowPlugin};
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        bevy::state::app::StatesPlugin,
        bevy::input::InputPlugin,
        WindowPlugin {
            primary_window: None,
            exit_condition: ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        },
        PickingPlugin,
        grid_puzzles::app::GameBase,
        grid_puzzles::ui::input::PointerPacingPlugin,
        grid_puzzles::platform::wake::WakePlugin,
    ));
    app.update();
    // A request made in `First` before the frame's start forgets the last frame's would
    // be forgotten itself (a held click's next frame), one in `Last` after the loop is
    // told would go unheard.
    assert_eq!(
        unordered_against(&app, First, grid_puzzles::core::wake::start_frame),
        0,
        "a system in First asks for frames unordered against the frame's start"
    );
    assert_eq!(
        unordered_against(&app, Last, grid_puzzles::platform::wake::apply_wake),
        0,
        "a system in Last asks for frames unordered against the loop being told"
    );
}

#[test]
fn a_setting_changed_keeps_frames_coming_until_it_is_saved() {
    let mut app = start_game::<SameGame>(SameGamePlugin, 7);
    settle(&mut app);
    assert_eq!(asked(&app), ASLEEP);
    command(&mut app, GameCommand::Settings);
    press_setting(&mut app, "Colours", "+");
    let waits = asked(&app).wait.expect("a frame for the save");
    assert!(waits <= SAVE_DELAY + Duration::from_millis(1), "{waits:?}");
    advance(&mut app, SAVE_DELAY.as_secs_f32() + 0.05);
    assert_eq!(asked(&app).wait, None, "the save is written");
    assert_eq!(
        app.world()
            .resource::<grid_puzzles::persist::shared::SaveDue>()
            .0,
        None
    );
}

#[test]
fn an_image_drawn_while_it_loads_keeps_frames_coming_until_it_has_loaded() {
    use bevy::asset::io::memory::Dir;
    use bevy::asset::io::{AssetSourceBuilder, AssetSourceId};
    let dir = Dir::default();
    let png = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/themes/classic/ball.png"
    ))
    .expect("a shipped picture");
    dir.insert_asset(std::path::Path::new("piece.png"), png);
    let reader = HeldReader::new(dir);
    let gate = reader.open.clone();
    let mut app = App::new();
    app.register_asset_source(
        AssetSourceId::Default,
        AssetSourceBuilder::new(move || Box::new(reader.clone())),
    )
    .add_plugins((
        MinimalPlugins,
        AssetPlugin {
            watch_for_changes_override: Some(false),
            ..default()
        },
        ImagePlugin::default(),
    ))
    // The loader comes with the renderer (it knows the GPU's compressed formats).
    .register_asset_loader(bevy::image::ImageLoader::new(
        bevy::image::CompressedImageFormats::NONE,
    ))
    .init_resource::<Wake>()
    .add_systems(First, grid_puzzles::core::wake::start_frame)
    .add_systems(PostUpdate, grid_puzzles::look::loading::wait_for_images);
    app.update();
    assert_eq!(asked(&app), ASLEEP, "nothing drawn yet");
    let image: Handle<Image> = app.world().resource::<AssetServer>().load("piece.png");
    app.world_mut().spawn(Sprite::from_image(image.clone()));
    app.update();
    app.update();
    assert_eq!(
        asked(&app).wait,
        Some(grid_puzzles::core::wake::SOON),
        "the game looks again while the picture loads"
    );
    gate.store(true, std::sync::atomic::Ordering::Relaxed);
    update_until(&mut app, "the picture loads", |app| {
        app.world().resource::<Assets<Image>>().contains(&image)
    });
    app.update();
    assert_eq!(asked(&app), ASLEEP, "loaded, the game sleeps");
}

/// Memory that hands its files over only once the test lets it (`open`): a picture that
/// is still loading for as long as the test likes.
#[derive(Clone)]
struct HeldReader {
    files: bevy::asset::io::memory::MemoryAssetReader,
    open: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl HeldReader {
    fn new(root: bevy::asset::io::memory::Dir) -> Self {
        Self {
            files: bevy::asset::io::memory::MemoryAssetReader { root },
            open: Default::default(),
        }
    }
}

impl bevy::asset::io::AssetReader for HeldReader {
    async fn read<'a>(
        &'a self,
        path: &'a std::path::Path,
    ) -> Result<impl bevy::asset::io::Reader + 'a, bevy::asset::io::AssetReaderError> {
        while !self.open.load(std::sync::atomic::Ordering::Relaxed) {
            bevy::tasks::futures_lite::future::yield_now().await;
        }
        self.files.read(path).await
    }

    async fn read_meta<'a>(
        &'a self,
        path: &'a std::path::Path,
    ) -> Result<impl bevy::asset::io::Reader + 'a, bevy::asset::io::AssetReaderError> {
        self.files.read_meta(path).await
    }

    async fn read_directory<'a>(
        &'a self,
        path: &'a std::path::Path,
    ) -> Result<Box<bevy::asset::io::PathStream>, bevy::asset::io::AssetReaderError> {
        self.files.read_directory(path).await
    }

    async fn is_directory<'a>(
        &'a self,
        path: &'a std::path::Path,
    ) -> Result<bool, bevy::asset::io::AssetReaderError> {
        self.files.is_directory(path).await
    }
}
