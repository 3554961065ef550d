//! The generic game session: the rules' history as the one source of truth, clicks and
//! moves played through it, changes turned into animations, undo/redo, new game, best
//! scores, saving and resuming, and game codes. Each game's plugin adds
//! `SessionPlugin::<ItsRules>` and draws its own extras.

use std::marker::PhantomData;
use std::ops::Not;

use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use grid_rules::code::GameCode;
use grid_rules::history::History;
use grid_rules::{Change, Pos, Puzzle};
use serde::de::DeserializeOwned;

use crate::config::{CONFIG_PATH, GameConfig, Timings};
use crate::core::{AppState, GameId};
use crate::live_assets::AssetProblems;
use crate::shared::ensure_shared;
use crate::sound::Effect;
use crate::theme::{ImageSource, Theme};
use crate::ui::PieceLook;
use crate::ui::panel::SettingRow;

mod auto;
mod hint;
mod hud;
pub mod panel;
mod play;
mod save;
pub mod sounds;
pub mod think;
mod view;

pub use auto::AutoPlay;
pub use hint::{HintMark, HintShape};
pub use hud::{Par, keep_pairs_together};
pub use play::{BoardDraw, PlayMove};
pub use save::{SaveWarning, saved_game};
pub use view::{Canvas, PathLine, animate_changes, spawn_board, spawn_piece};

/// How new pieces enter the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpawnStyle {
    /// Slide in from the cell to the left (new columns).
    SlideFromLeft,
    /// Grow from nothing where they stand (new pieces dropped on the board).
    GrowIn,
}

/// What the Bevy side needs to know about one game's rules: its plugin, its own
/// configuration section, settings group and images, and how it is drawn. The registry
/// (`games/mod.rs`) adds `Plugin` for every game in the rules' list, so a game without
/// this does not compile.
pub trait GameView: Puzzle {
    /// The game's plugin.
    type Plugin: Plugin + Default;
    /// The game's section of `config.ron` (board sizes, pictures).
    type Config: Resource + DeserializeOwned + Default + Clone + PartialEq;
    /// The game's settings group (what the player chose), or [`NoSettings`].
    type Settings: Resource + Component<Mutability = Mutable> + Default + Clone + PartialEq;
    /// The game's own images (blocks, pictures), or [`NoLook`].
    type Look: Resource + Default + Clone + PartialEq;

    /// The rule in a line, for the menu.
    const RULE: &'static str;
    /// What a won game is called in the statistics ("cleared", "solved"), for games
    /// that can be won.
    const WON: Option<&'static str> = None;
    /// How new pieces enter the board.
    const SPAWN_STYLE: SpawnStyle = SpawnStyle::GrowIn;
    /// Cells of room kept around the board.
    const MARGIN: f32 = 0.0;
    /// Whether the game-over banner sits at the bottom (so a solved picture shows).
    const BANNER_AT_BOTTOM: bool = false;
    /// Whether the HUD shows par: the engine's score for a whole strong game.
    const HAS_PAR: bool = false;
    /// The label of the button that lets the engine play.
    const AUTO_LABEL: &'static str = "Auto";
    /// Whether the arrow keys move the board cursor (a game may slide tiles with them instead).
    const ARROWS_MOVE_CURSOR: bool = true;

    /// The parameters of a new game, from the configuration and the player's settings.
    fn params(config: &Self::Config, settings: &Self::Settings) -> Self::Params;
    /// Loads the game's own images (nothing is loaded without an asset server).
    fn load_look(_config: &Self::Config, _images: &ImageSource) -> Self::Look {
        Self::Look::default()
    }
    /// The menu card's picture, where the game has one better than its board.
    fn preview_image(_own: &Self::Look) -> Option<Handle<Image>> {
        None
    }
    /// The sprite of a piece, `CELL` units wide.
    fn piece_sprite(piece: &Self::Piece, pos: Pos, look: &PieceLook, own: &Self::Look) -> Sprite;
    /// Adds children drawn over a piece (a highlight, a bevel).
    fn decorate_piece(
        _commands: &mut Commands,
        _piece_entity: Entity,
        _piece: &Self::Piece,
        _look: &PieceLook,
    ) {
    }
    /// The lines of the game-over banner.
    fn over_text(&self) -> String;
    /// Extra HUD text (blocks remaining, moves, ...).
    fn hud_text(&self) -> String {
        String::new()
    }
    /// How the hint marks `mv` on the board: by default, the cells it clicks.
    fn hint_shape(&self, mv: &Self::Move) -> HintShape {
        HintShape::Cells(self.clicks(mv))
    }
    /// The sounds of one change of a move, with their delays from the change's start.
    fn change_sounds(change: &Change<Self::Piece>, timings: &Timings) -> Vec<(Effect, f32)> {
        sounds::of_change(change, timings)
    }
    /// The sound of a click that played no move, given the click state before and
    /// after: a selection, or a refused click.
    fn click_sound(before: &Self::Ui, after: &Self::Ui) -> Effect {
        if before == after {
            Effect::Invalid
        } else {
            Effect::Select
        }
    }
    /// The game's rows in the settings panel (none: the panel shows the shared ones).
    fn setting_rows() -> Vec<SettingRow<Self::Settings, Self::Config>> {
        Vec::new()
    }
    /// How a game with these parameters reads (`15x15, 3 colours`).
    fn describe_params(params: &Self::Params) -> String {
        params.to_string()
    }
    /// Makes the engine ready before `solve` thinks (loads or builds the tables an
    /// engine may need); blocks. The window gets ready in the background instead.
    fn prepare_engine() {}
    /// Whether the game ended won (solved, cleared) rather than stuck.
    fn is_won(&self) -> bool {
        false
    }
}

/// The id of a game's rules type.
pub fn game_id<P: Puzzle>() -> GameId {
    GameId(P::ID)
}

/// The settings of a game that has none.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct NoSettings;

/// The images of a game that draws only with the shared ones.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct NoLook;

/// A line the banner adds under the game's own (a clock, say), set by the game.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct BannerNote(pub String);

/// The running game: its history (start and moves), the click state, and what its
/// game code records.
#[derive(Resource, Debug)]
pub struct Session<P: Puzzle> {
    pub history: History<P>,
    pub ui: P::Ui,
    pub seed: u64,
    pub params: P::Params,
    /// The starting board, when the game did not start from a deal.
    pub board: Option<String>,
    /// Names the position: it changes with every move, undo, redo and new game, and an
    /// engine's answer is about the generation it was asked about.
    pub generation: u64,
    /// Names the deal (it changes with a new game or a replaced position): par is about
    /// a deal.
    pub deal: u64,
    /// Hints asked for in this game.
    pub hints_used: u32,
    /// Moves taken back in this game.
    pub undos_used: u32,
    /// Whether this game was counted in the statistics as played, and as finished.
    pub counted: (bool, bool),
    /// Where the finished game ranks among the best scores (0 is a new best).
    pub rank: Option<usize>,
}

impl<P: Puzzle> Session<P> {
    /// A new game dealt from `seed`.
    pub fn new(params: P::Params, seed: u64) -> Self {
        Self {
            history: History::new(P::new_game(&params, seed)),
            ui: P::Ui::default(),
            seed,
            params,
            board: None,
            generation: next_id(),
            deal: next_id(),
            hints_used: 0,
            undos_used: 0,
            counted: (false, false),
            rank: None,
        }
    }

    /// The position now.
    pub fn state(&self) -> &P {
        self.history.current()
    }

    /// The key of this game's statistics record (its game and parameters).
    pub fn record_key(&self) -> String {
        crate::stats::Statistics::key(&GameId(P::ID).key(), &self.params.to_string())
    }

    /// The game code of the game as it stands.
    pub fn code(&self) -> GameCode {
        GameCode::of(
            &self.params,
            self.seed,
            self.board.as_deref(),
            &self.history,
        )
    }

    /// The game a code describes, played to its last move.
    pub fn from_code(code: &GameCode) -> Result<Self, String> {
        let (params, history) = code.play::<P>()?;
        Ok(Self {
            history,
            ui: P::Ui::default(),
            seed: code.seed,
            params,
            board: code.board.clone(),
            generation: next_id(),
            deal: next_id(),
            hints_used: 0,
            undos_used: 0,
            // A game saved with moves was counted as played when they were made.
            counted: (code.moves.is_empty().not(), false),
            rank: None,
        })
    }

    /// Marks the position as changed (engines' answers about the old one are dropped).
    pub fn moved(&mut self) {
        self.generation = next_id();
    }
}

/// A number nothing else in this run has, so an answer about an earlier position or
/// deal (even of a session since replaced) is never taken for the current one.
fn next_id() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static IDS: AtomicU64 = AtomicU64::new(1);
    IDS.fetch_add(1, Ordering::Relaxed)
}

/// Installs the session systems for one game.
pub struct SessionPlugin<P: GameView>(PhantomData<P>);

impl<P: GameView> Default for SessionPlugin<P> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

impl<P: GameView> Plugin for SessionPlugin<P> {
    fn build(&self, app: &mut App) {
        ensure_shared(app);
        let playing = AppState::Playing(game_id::<P>());
        app.init_resource::<P::Config>()
            .init_resource::<P::Settings>()
            .init_resource::<P::Look>()
            .init_resource::<BannerNote>()
            .init_resource::<SaveWarning>()
            .init_resource::<think::Thinker<P>>()
            .init_resource::<AutoPlay<P>>()
            .init_resource::<hud::Par>()
            .add_message::<PlayMove<P>>()
            .add_message::<think::Answer<P>>()
            .add_systems(
                PreUpdate,
                read_config_section::<P>.after(crate::theme::ThemeChosen),
            )
            .add_systems(
                OnEnter(playing),
                save::start_session::<P>.in_set(StartSession),
            )
            .add_systems(
                OnExit(playing),
                (save::end_session::<P>, think::forget_questions::<P>),
            )
            .add_systems(
                Update,
                (
                    play::redraw_with_new_look::<P>,
                    auto::toggle_auto_play::<P>,
                    play::apply_commands::<P>,
                    panel::toggle_settings_panel::<P>,
                    hint::expire_hints,
                    play::apply_clicks::<P>,
                    play::apply_moves::<P>,
                    hint::ask_for_hint::<P>,
                    hud::ask_for_par::<P>,
                    think::run_thinker::<P>.in_set(think::ThinkerRuns),
                    hint::show_hint_answer::<P>,
                    hud::record_par::<P>,
                    auto::run_auto_play::<P>,
                    hud::record_best_score::<P>,
                    hud::record_statistics::<P>,
                    save::save_game::<P>,
                    save::share_code::<P>,
                    hud::update_hud::<P>,
                    hud::sync_game_over_banner::<P>,
                    hud::summarise_session::<P>,
                )
                    .chain()
                    .in_set(SessionSystems)
                    .run_if(in_state(playing)),
            );
    }
}

/// Starts the session on entering a game; game extras that need the HUD run after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct StartSession;

/// The session systems of whichever game is running; game extras run after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct SessionSystems;

/// A seed for a game nobody asked a seed for.
pub fn fresh_seed() -> u64 {
    rand::random::<u64>() % 1_000_000_000
}

/// Reads the game's section of the configuration, and its images from the theme,
/// whenever either changes; a section that does not read keeps the defaults, and the
/// window says why until the file is fixed.
fn read_config_section<P: GameView>(
    config: Res<GameConfig>,
    theme: Res<Theme>,
    assets: Option<Res<AssetServer>>,
    mut commands: Commands,
    (section, look): (Res<P::Config>, Res<P::Look>),
    mut problems: ResMut<AssetProblems>,
) {
    if !config.is_changed() && !theme.is_changed() {
        return;
    }
    let key = game_id::<P>().key();
    let (read, why) = config.section::<P::Config>(&key);
    problems.set(
        format!("{CONFIG_PATH} ({key})"),
        why.map(|why| format!("{why}; using its defaults")),
    );
    let images = ImageSource {
        server: assets.as_deref(),
        theme: &theme,
    };
    // Replaced only when different, so a board is redrawn only for a new look.
    let new_look = P::load_look(&read, &images);
    if *look != new_look {
        commands.insert_resource(new_look);
    }
    if *section != read {
        commands.insert_resource(read);
    }
}

/// Puts `state` in place of the running game (a new history, the board rebuilt):
/// how tests and tools start from a position. Its game code starts from the state's
/// board text (with the session's seed for what the game draws later).
pub fn replace_state<P: GameView>(world: &mut World, state: P) {
    if let Some(mut session) = world.get_resource_mut::<Session<P>>() {
        session.board = Some(state.board_text());
        session.history = History::new(state);
        session.ui = P::Ui::default();
        session.moved();
        session.deal = next_id();
    }
    crate::anim::finish_all_animations(world);
    let _ = world.run_system_cached(play::rebuild_board::<P>);
}
