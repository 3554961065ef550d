//! Every game's settings panel: each of its controls changes the next game's parameters
//! (and nothing in the game being played), and the shared rows change the shared
//! settings.

use bevy::prelude::*;
use grid_puzzles::audio::player::SoundSettings;
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::games::{GamesPlugin, ViewVisitor, with_game_view};
use grid_puzzles::persist::shared::Preferences;
use grid_puzzles::session::game_look::GameLook;
use grid_puzzles::ui::setting_rows::Control;

use crate::common::*;

struct EveryControl;

impl ViewVisitor for EveryControl {
    type Output = ();
    fn visit<P: GameLook>(self) {
        let mut app = start_game::<P>(GamesPlugin, 61);
        settle(&mut app);
        let playing = state::<P>(&app);
        command(&mut app, GameCommand::Settings);
        app.update();
        for row in P::setting_rows() {
            let params = |app: &App| {
                let world = app.world();
                P::params(
                    world.resource::<P::Config>(),
                    world.resource::<P::Settings>(),
                )
            };
            let before = params(&app);
            let chosen_before = app.world().resource::<P::Settings>().clone();
            let shown = setting_value(&mut app, row.label);
            match row.control {
                Control::Stepper { .. } => {
                    press_setting(&mut app, row.label, "-");
                    if setting_value(&mut app, row.label) == shown {
                        // At the bottom of its range: the other way must change it.
                        press_setting(&mut app, row.label, "+");
                    }
                }
                Control::Switch(_) => press_setting(&mut app, row.label, "change"),
                Control::Choice { options, .. } | Control::List { options, .. } => {
                    // The first option that is not the one shown.
                    let options = options(app.world().resource::<P::Config>());
                    let words = grid_puzzles::core::words::english();
                    let (other, _) = options
                        .iter()
                        .find(|(_, option)| words.text(option) != shown)
                        .expect("a choice of more than one");
                    press_setting(&mut app, row.label, other);
                }
                // Buttons that do more than set the next game (Fifteen's picture opens
                // a file dialog) are played by their own tests (fifteen_picture.rs).
                Control::Actions { .. } => continue,
            }
            let after = params(&app);
            // Some settings are not rules parameters (Lianliankan's time, Fifteen's
            // numbers): they still change what the player chose.
            let changed =
                after != before || *app.world().resource::<P::Settings>() != chosen_before;
            assert!(changed, "{}: {} changes the next game", P::ID, row.label);
            assert_ne!(
                setting_value(&mut app, row.label),
                shown,
                "{}: {} shows its new value",
                P::ID,
                row.label
            );
            assert_eq!(
                state::<P>(&app),
                playing,
                "{}: the game in play is untouched",
                P::ID
            );
        }
    }
}

#[test]
fn every_control_of_every_game_changes_the_next_game_only() {
    for game in grid_rules::games::GAMES {
        with_game_view(game.id, EveryControl).unwrap();
    }
}

#[test]
fn shared_rows_change_the_shared_settings() {
    let mut app = start_game::<grid_rules::fifteen::Fifteen>(GamesPlugin, 62);
    command(&mut app, GameCommand::Settings);
    app.update();
    press_setting(&mut app, "Symbols", "Change");
    press_setting(&mut app, "Reduced motion", "Change");
    press_setting(&mut app, "Sound", "Change");
    press_setting(&mut app, "Volume", "-");
    let prefs = app.world().resource::<Preferences>().clone();
    assert!(prefs.symbols && prefs.reduced_motion && prefs.reduced_motion_chosen);
    let sound = app.world().resource::<SoundSettings>().clone();
    assert!(!sound.on);
    assert!((sound.volume - 0.6).abs() < 1e-4, "{}", sound.volume);
    assert_eq!(setting_value(&mut app, "Volume"), "60%");
    press_button(&mut app, "Done");
    let panels = app
        .world_mut()
        .query::<&grid_puzzles::ui::panel::SettingsPanel>()
        .iter(app.world())
        .count();
    assert_eq!(panels, 0, "Done closes the panel");
}

#[test]
fn a_toast_over_an_open_panel_shows_at_the_bottom_not_over_its_title() {
    use grid_puzzles::ui::tooltip::{Toast, ToastPlace, show_toast};
    let mut app = start_game::<grid_rules::fifteen::Fifteen>(GamesPlugin, 63);
    settle(&mut app);
    // Where the screens put toasts in a game: over the HUD's bar (the headless app lays
    // out no UI, so the place is set here, as the HUD's measuring would).
    let over_hud = Rect::new(200.0, 0.0, 660.0, 60.0);
    let toast_node = |app: &mut App| {
        app.world_mut().insert_resource(ToastPlace::Over(over_hud));
        show_toast(&mut app.world_mut().commands(), "picture-back");
        app.world_mut().flush();
        app.world_mut()
            .query_filtered::<&Node, With<Toast>>()
            .single(app.world())
            .expect("one toast")
            .clone()
    };
    let in_game = toast_node(&mut app);
    assert_eq!((in_game.top, in_game.height), (Val::Px(0.0), Val::Px(60.0)));
    command(&mut app, GameCommand::Settings);
    app.update();
    let over_panel = toast_node(&mut app);
    assert_eq!(
        (over_panel.top, over_panel.bottom),
        (Val::Auto, Val::Px(84.0)),
        "at the bottom, clear of the panel's title"
    );
    // A panel laid out clear of the toast's place (a side HUD's corner) leaves it there;
    // one reaching up under the bar sends it down. (Headless apps lay out nothing, so
    // the card's place is written here as layout would.)
    let place_card = |app: &mut App, centre: Vec2| {
        let mut cards = app.world_mut().query_filtered::<(
            &mut ComputedNode,
            &mut bevy::ui::UiGlobalTransform,
        ), With<grid_puzzles::ui::tooltip::ToastsLow>>();
        let (mut node, mut at) = cards.single_mut(app.world_mut()).expect("one card");
        node.size = Vec2::new(440.0, 500.0);
        node.inverse_scale_factor = 1.0;
        *at = bevy::ui::UiGlobalTransform::from_translation(centre);
    };
    place_card(&mut app, Vec2::new(430.0, 330.0));
    let clear = toast_node(&mut app);
    assert_eq!((clear.top, clear.bottom), (Val::Px(0.0), Val::Auto));
    place_card(&mut app, Vec2::new(430.0, 260.0));
    let under = toast_node(&mut app);
    assert_eq!((under.top, under.bottom), (Val::Auto, Val::Px(84.0)));
}
