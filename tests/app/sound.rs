//! Sound cues: a move sends one per change, timed to its animation (SameGame: the
//! removal, then the fall); selections and refused clicks have theirs; nothing is sent
//! while sound is off; the app runs with no sound device and plays nothing.

use bevy::prelude::*;
use grid_puzzles::audio::player::{Effect, SoundCue, SoundSettings, Speaker};
use grid_puzzles::games::bubble_breaker::BubbleBreakerPlugin;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_rules::Puzzle;
use grid_rules::bubble_breaker::BubbleBreaker;
use grid_rules::samegame::SameGame;

use crate::common::*;

/// Every cue sent, in order.
#[derive(Resource, Default)]
struct Heard(Vec<SoundCue>);

fn listen(app: &mut App) {
    app.init_resource::<Heard>().add_systems(
        Last,
        |mut cues: MessageReader<SoundCue>, mut heard: ResMut<Heard>| {
            heard.0.extend(cues.read().copied());
        },
    );
}

fn heard(app: &mut App) -> Vec<SoundCue> {
    std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0)
}

#[test]
fn a_samegame_move_sounds_its_removal_then_its_fall() {
    let mut app = start_game::<SameGame>(SameGamePlugin, 41);
    listen(&mut app);
    settle(&mut app);
    assert!(
        app.world().resource::<Speaker>().0.is_silent(),
        "no device in tests"
    );
    heard(&mut app);
    let board = "R B G\nY B R\nY G B\n";
    grid_puzzles::screens::board::draw::replace_state(
        app.world_mut(),
        SameGame::from_board_text(&Default::default(), board, 0).unwrap(),
    );
    click(&mut app, 0, 2);
    let cues = heard(&mut app);
    let explode = grid_puzzles::look::config::Timings::default().explode;
    assert_eq!(
        cues,
        vec![
            SoundCue {
                effect: Effect::Remove { size: 2 },
                delay: 0.0
            },
            SoundCue {
                effect: Effect::Fall,
                delay: explode
            },
        ],
        "the Y pair bursts, then the R above it falls"
    );
}

#[test]
fn selections_and_refused_clicks_have_their_sounds_and_none_play_when_off() {
    let mut app = start_game::<BubbleBreaker>(BubbleBreakerPlugin, 42);
    listen(&mut app);
    grid_puzzles::screens::board::draw::replace_state(
        app.world_mut(),
        BubbleBreaker::from_board_text(&Default::default(), "R R G\nB Y P\n", 0).unwrap(),
    );
    settle(&mut app);
    heard(&mut app);
    click(&mut app, 2, 1);
    assert_eq!(heard(&mut app)[0].effect, Effect::Invalid, "a lone ball");
    click(&mut app, 0, 0);
    assert_eq!(
        heard(&mut app)[0].effect,
        Effect::Select,
        "the R pair is selected"
    );
    app.world_mut().resource_mut::<SoundSettings>().on = false;
    app.update();
    click(&mut app, 0, 0);
    settle(&mut app);
    assert!(heard(&mut app).is_empty(), "sound off: nothing is sent");
    assert_eq!(
        state::<BubbleBreaker>(&app).score(),
        2,
        "the move was played all the same"
    );
}
