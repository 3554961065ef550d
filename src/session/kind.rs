//! Each game as a [`Game`]: `Kind<P>` answers, in the game's own types, what the shared
//! code asks of a game (its facts, how its games start, its settings, its look). With
//! `position` and `played` this is where the session's side of a game is written once
//! per game; everything that calls it is compiled once.

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use grid_rules::code::{GameCode, GameRecord};
use grid_rules::daily::{Date, daily_seed};
use grid_rules::history::History;
use grid_rules::{Change, Colour, PieceCode, Pos};

use crate::audio::player::Effect;
use crate::board::root::TileColor;
use crate::core::game::GameId;
use crate::core::notices::Problems;
use crate::core::words::Msg;
use crate::look::config::{CONFIG_PATH, GameConfig, Timings};
use crate::look::pieces::{OwnImages, PicturePreview, PieceLook, PreviewShape};
use crate::look::theme::{ImageSource, Theme, first_frame_passed, images_wanted};
use crate::session::game::{Game, GameFacts, PlayedGame, Position, ScoreUnit};
use crate::session::game_look::GameLook;
use crate::session::played::Played;
use crate::session::position::Kind;
use crate::session::registry::{NextParams, OwnLooks};
use crate::ui::setting_rows::AnyRow;

/// A game of `P` being played from `record`.
fn played<P: GameLook>(record: GameRecord<P>) -> Box<dyn PlayedGame> {
    Box::new(Played::new(record))
}

/// The parameters printed as codes carry them, read back.
fn params_of<P: GameLook>(params: &str) -> Result<P::Params, String> {
    if params.is_empty() {
        return Ok(P::Params::default());
    }
    params
        .parse()
        .map_err(|why| format!("parameters {params:?}: {why}"))
}

/// The piece a code stands for (the code came from a piece of this game).
fn piece_of<P: GameLook>(code: u16) -> Option<P::Piece> {
    P::Piece::from_code(code)
}

impl<P: GameLook> Game for Kind<P> {
    fn facts(&self) -> GameFacts {
        GameFacts {
            id: GameId(P::ID),
            rule: P::RULE,
            won: P::WON,
            timed: P::TIMED,
            has_par: P::HAS_PAR,
            shows_total: P::SHOWS_TOTAL,
            auto_label: P::AUTO_LABEL,
            lower_is_better: P::LOWER_IS_BETTER,
            unit: P::unit_in(&P::Params::default()),
            spawn_style: P::SPAWN_STYLE,
            margin: P::MARGIN,
            banner_at_bottom: P::BANNER_AT_BOTTOM,
            arrows_move_cursor: P::ARROWS_MOVE_CURSOR,
            turns_upright: P::TURNS_UPRIGHT,
        }
    }

    fn facts_for(&self, params: &str) -> GameFacts {
        let mut facts = self.facts();
        if let Ok(params) = params_of::<P>(params) {
            facts.unit = P::unit_in(&params);
            facts.lower_is_better = facts.unit != ScoreUnit::Points;
            facts.timed = P::timed_in(&params);
        }
        facts
    }

    fn deal(&self, params: &str, seed: u64) -> Result<Box<dyn PlayedGame>, String> {
        Ok(played(GameRecord::<P>::dealt(
            params_of::<P>(params)?,
            seed,
        )))
    }

    fn daily(&self, date: Date) -> Box<dyn PlayedGame> {
        played(GameRecord::<P>::dealt(
            P::Params::default(),
            daily_seed(P::ID, date),
        ))
    }

    fn open_code(&self, code: &GameCode) -> Result<Box<dyn PlayedGame>, String> {
        GameRecord::<P>::from_code(code).map(played)
    }

    fn load_board(
        &self,
        params: &str,
        board: &str,
        seed: u64,
    ) -> Result<Box<dyn PlayedGame>, String> {
        let params = params_of::<P>(params)?;
        let start = P::from_board_text(&params, board, seed).map_err(|why| why.to_string())?;
        Ok(played(GameRecord {
            params,
            seed,
            board: Some(board.to_string()),
            history: History::new(start),
        }))
    }

    fn describe_params(&self, params: &str) -> Option<Msg> {
        params
            .parse()
            .ok()
            .map(|params| P::describe_params(&params))
    }

    fn next_params(&self, world: &World) -> String {
        P::params(
            world.resource::<P::Config>(),
            world.resource::<P::Settings>(),
        )
        .to_string()
    }

    fn describe_next(&self, world: &World) -> Msg {
        P::describe_params(&P::params(
            world.resource::<P::Config>(),
            world.resource::<P::Settings>(),
        ))
    }

    fn keep_set_up(&self, world: &mut World) {
        let id = GameId(P::ID);
        let first_frame = world
            .get_resource::<FrameCount>()
            .is_some_and(first_frame_passed);
        let config_changed = world.is_resource_changed::<GameConfig>();
        // The section whenever the configuration changes; a section that does not read
        // keeps the defaults, and the window says why until the file is fixed.
        if config_changed || first_frame {
            let key = id.key();
            let (read, why) = world.resource::<GameConfig>().section::<P::Config>(&key);
            world.resource_mut::<Problems>().set(
                format!("{CONFIG_PATH} ({key})"),
                why.map(|why| Msg::new("problem-section-defaults").text("why", why)),
            );
            if *world.resource::<P::Config>() != read {
                world.insert_resource(read);
            }
        }
        let section_changed = world.is_resource_changed::<P::Config>();
        if section_changed || world.is_resource_changed::<P::Settings>() {
            let next = self.next_params(world);
            let mut known = world.resource_mut::<NextParams>();
            if known.0.get(&id) != Some(&next) {
                known.0.insert(id, next);
            }
        }
        // The game's own images whenever the configuration, its section or the theme
        // change; the board is redrawn only for a look that differs.
        let unchanged = !config_changed
            && !section_changed
            && !world.is_resource_changed::<Theme>()
            && !first_frame;
        if unchanged && world.resource::<OwnLooks>().0.contains_key(&id) {
            return;
        }
        let frames = world
            .get_resource::<FrameCount>()
            .copied()
            .unwrap_or_default();
        let look = P::load_look(
            world.resource::<P::Config>(),
            &ImageSource {
                server: world
                    .get_resource::<AssetServer>()
                    .filter(|_| images_wanted(&frames)),
                theme: world.resource::<Theme>(),
            },
        );
        let mut looks = world.resource_mut::<OwnLooks>();
        if looks.0.get(&id) != Some(&look) {
            looks.0.insert(id, look);
        }
    }

    fn setting_rows(&self, world: &World) -> Vec<AnyRow> {
        P::setting_rows()
            .into_iter()
            .map(|row| row.for_panel(world))
            .collect()
    }

    fn preview_position(&self, params: &str) -> Option<Box<dyn Position>> {
        let mut state = P::new_game(&params_of::<P>(params).ok()?, 1);
        for _ in 0..P::PREVIEW_MOVES {
            let Some(clicks) = state.hint() else { break };
            let mut ui = P::Ui::default();
            let Some(mv) = clicks.into_iter().find_map(|pos| state.click(&mut ui, pos)) else {
                break;
            };
            match state.apply(&mv) {
                Ok((next, _)) => state = next,
                Err(_) => break,
            }
        }
        Some(Box::new(state))
    }

    fn preview_picture(&self, world: &World) -> Option<PicturePreview> {
        P::preview_picture(&world.resource::<OwnLooks>().of(GameId(P::ID)))
    }

    fn preview_piece(&self, piece: u16, look: &PieceLook) -> (Color, PreviewShape) {
        piece_of::<P>(piece).map_or((Color::NONE, PreviewShape::Ball), |piece| {
            P::preview_piece(&piece, look)
        })
    }

    fn piece_sprite(&self, piece: u16, pos: Pos, look: &PieceLook, own: &OwnImages) -> Sprite {
        piece_of::<P>(piece).map_or_else(Sprite::default, |piece| {
            P::piece_sprite(&piece, pos, look, own)
        })
    }

    fn decorate_piece(
        &self,
        commands: &mut Commands,
        entity: Entity,
        piece: u16,
        look: &PieceLook,
    ) {
        let Some(piece) = piece_of::<P>(piece) else {
            return;
        };
        // A coloured piece says its colour, which its symbol shows.
        if let Some(colour) = (&piece as &dyn std::any::Any).downcast_ref::<Colour>() {
            commands.entity(entity).insert(TileColor(*colour));
        }
        P::decorate_piece(commands, entity, &piece, look);
    }

    fn change_sounds(&self, change: &Change<u16>, timings: &Timings) -> Vec<(Effect, f32)> {
        P::change_sounds(change, timings)
    }
}
