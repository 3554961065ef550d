//! The generic game session: the rules state as the one source of truth, clicks turned
//! into moves, changes turned into animations, undo/redo, new game, best scores.
//! Each game plugin adds `SessionPlugin::<ItsRules>` and draws its own extras.

use std::collections::HashMap;
use std::marker::PhantomData;

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use grid_rules::history::History;
use grid_rules::{Pos, Puzzle};

use crate::anim::{finish_all_animations, finish_before_next};
use crate::board::{BoardRoot, GridPos, Tile, Vanishing};
use crate::config::GameConfig;
use crate::core::{AppState, CellClicked, GameCommand, GameKind, Launch, ensure_core};
use crate::settings::{BestScores, PlayerSettings, save_settings_soon};
use crate::ui::{self, PieceLook};

mod hint;
mod view;

pub use hint::HintMark;
use hint::{expire_hints, show_hint};
pub use view::{PathLine, animate_changes, spawn_board, spawn_piece};

/// How new pieces enter the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpawnStyle {
    /// Slide in from the cell to the left (Bubble Breaker's new columns).
    SlideFromLeft,
    /// Grow from nothing where they stand (Color Lines' new balls).
    GrowIn,
}

/// What the Bevy side needs to know about one game's rules.
pub trait GameView: Puzzle {
    const KIND: GameKind;
    /// How new pieces enter the board.
    const SPAWN_STYLE: SpawnStyle = SpawnStyle::GrowIn;
    /// Cells of room kept around the board.
    const MARGIN: f32 = 0.0;
    /// Whether a lower score is better (Fifteen's move count).
    const LOWER_IS_BETTER: bool = false;

    /// The parameters of a new game, from the configuration and the player's settings.
    fn params(config: &GameConfig, settings: &PlayerSettings) -> Self::Params;
    /// The sprite of a piece, `CELL` units wide.
    fn piece_sprite(piece: &Self::Piece, pos: Pos, look: &PieceLook) -> Sprite;
    /// Adds children drawn over a piece (the balls' white highlight, Fifteen's bevel).
    fn decorate_piece(
        _commands: &mut Commands,
        _piece_entity: Entity,
        _piece: &Self::Piece,
        _look: &PieceLook,
    ) {
    }
    /// Whether the game-over banner sits at the bottom (so a solved picture shows).
    const BANNER_AT_BOTTOM: bool = false;
    /// The lines of the game-over banner.
    fn over_text(&self) -> String;
    /// Extra HUD text (blocks remaining, moves, …).
    fn hud_text(&self) -> String {
        String::new()
    }
    /// This game's best-score slot.
    fn best_slot(best: &mut BestScores) -> &mut u64;
}

/// The running game: the rules state, the click state, history and seed.
#[derive(Resource, Debug)]
pub struct Session<P: Puzzle> {
    pub state: P,
    pub ui: P::Ui,
    pub history: History<P>,
    pub seed: u64,
    pub params: P::Params,
}

impl<P: Puzzle> Session<P> {
    /// A new game from `seed`.
    pub fn new(params: P::Params, seed: u64) -> Self {
        Self {
            state: P::new_game(&params, seed),
            ui: P::Ui::default(),
            history: History::new(),
            seed,
            params,
        }
    }
}

/// A piece entity, found by its cell.
pub type PieceMap = HashMap<Pos, Entity>;

/// Installs the session systems for one game.
pub struct SessionPlugin<P: GameView>(PhantomData<P>);

impl<P: GameView> Default for SessionPlugin<P> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

impl<P: GameView> Plugin for SessionPlugin<P> {
    fn build(&self, app: &mut App) {
        ensure_core(app);
        let playing = AppState::Playing(P::KIND);
        app.add_systems(OnEnter(playing), start_session::<P>.in_set(StartSession))
            .add_systems(OnExit(playing), end_session::<P>)
            .add_systems(
                Update,
                (
                    apply_commands::<P>,
                    expire_hints,
                    apply_clicks::<P>,
                    record_best_score::<P>,
                    summarise_session::<P>,
                    ui::update_hud::<P>,
                    ui::sync_game_over_banner::<P>,
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

fn start_session<P: GameView>(
    mut commands: Commands,
    mut launch: ResMut<Launch>,
    config: Res<GameConfig>,
    settings: Res<PlayerSettings>,
    look: Res<PieceLook>,
) {
    let seed = launch.seed.take().unwrap_or_else(fresh_seed);
    let mut session = Session::<P>::new(P::params(&config, &settings), seed);
    if let Some(text) = launch.board.take()
        && let Ok(state) = P::from_board_text(&session.params, &text, seed)
    {
        session.state = state;
    }
    spawn_board::<P>(&mut commands, &session.state, &look, config.timings.spawn);
    ui::spawn_hud(&mut commands, P::KIND);
    commands.insert_resource(session);
}

fn end_session<P: GameView>(mut commands: Commands) {
    commands.remove_resource::<Session<P>>();
}
/// Everything the click and command systems need to touch the board.
#[allow(clippy::type_complexity)]
fn piece_map<P: GameView>(
    pieces: &Query<(Entity, &GridPos), (With<Tile<P::Piece>>, Without<Vanishing>)>,
) -> PieceMap {
    pieces.iter().map(|(entity, pos)| (pos.0, entity)).collect()
}

#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn apply_clicks<P: GameView>(
    mut commands: Commands,
    mut clicks: MessageReader<CellClicked>,
    session: Option<ResMut<Session<P>>>,
    pieces: Query<(Entity, &GridPos), (With<Tile<P::Piece>>, Without<Vanishing>)>,
    roots: Query<(Entity, &BoardRoot)>,
    anims: Query<(), With<TweenAnim>>,
    config: Res<GameConfig>,
    look: Res<PieceLook>,
) {
    let Some(mut session) = session else {
        clicks.clear();
        return;
    };
    let Ok((root_entity, root)) = roots.single() else {
        clicks.clear();
        return;
    };
    let mut map = piece_map::<P>(&pieces);
    let mut animating = !anims.is_empty();
    for click in clicks.read() {
        if animating {
            finish_before_next(&mut commands);
            animating = false;
        }
        let session = &mut *session;
        let Some(mv) = session.state.click(&mut session.ui, click.pos) else {
            continue;
        };
        let Ok((next, changes)) = session.state.apply(&mv) else {
            continue;
        };
        let before = std::mem::replace(&mut session.state, next);
        session.history.record(before);
        let timeline = animate_changes::<P>(
            &mut commands,
            root_entity,
            root,
            &mut map,
            &changes,
            &config.timings,
            &look,
        );
        animating = !timeline.is_empty();
        timeline.start(&mut commands);
    }
}
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn apply_commands<P: GameView>(
    mut commands: Commands,
    mut game_commands: MessageReader<GameCommand>,
    session: Option<ResMut<Session<P>>>,
    roots: Query<Entity, With<BoardRoot>>,
    roots_with_layout: Query<(Entity, &BoardRoot)>,
    hints: Query<Entity, With<HintMark>>,
    anims: Query<(), With<TweenAnim>>,
    config: Res<GameConfig>,
    settings: Res<PlayerSettings>,
    look: Res<PieceLook>,
    mut next_state: ResMut<NextState<AppState>>,
) {
    let Some(mut session) = session else {
        game_commands.clear();
        return;
    };
    for command in game_commands.read() {
        let rebuilt = match command {
            GameCommand::NewGame => {
                *session = Session::new(P::params(&config, &settings), fresh_seed());
                true
            }
            GameCommand::Undo => step_history(&mut session, true),
            GameCommand::Redo => step_history(&mut session, false),
            GameCommand::BackToMenu => {
                next_state.set(AppState::Menu);
                false
            }
            GameCommand::Hint => {
                show_hint(
                    &mut commands,
                    &session.state,
                    &roots_with_layout,
                    &look,
                    &hints,
                );
                false
            }
        };
        if rebuilt {
            if !anims.is_empty() {
                finish_before_next(&mut commands);
            }
            for root in &roots {
                commands.entity(root).despawn();
            }
            spawn_board::<P>(&mut commands, &session.state, &look, config.timings.undo);
        }
    }
}

/// Undo (or redo) one move; the click state is dropped because it may point at cells
/// that changed. Returns whether the state changed.
fn step_history<P: Puzzle>(session: &mut Session<P>, undo: bool) -> bool {
    let current = session.state.clone();
    let stepped = if undo {
        session.history.undo(current)
    } else {
        session.history.redo(current)
    };
    match stepped {
        Ok(state) => {
            session.state = state;
            session.ui = P::Ui::default();
            true
        }
        Err(_) => false,
    }
}

fn record_best_score<P: GameView>(
    mut commands: Commands,
    session: Option<Res<Session<P>>>,
    mut best: ResMut<BestScores>,
) {
    let Some(session) = session else { return };
    if !session.is_changed() {
        return;
    }
    let score = session.state.score();
    let slot = P::best_slot(&mut best);
    let better = if P::LOWER_IS_BETTER {
        session.state.is_over() && score > 0 && (*slot == 0 || score < *slot)
    } else {
        score > *slot
    };
    if better {
        *P::best_slot(&mut best) = score;
        save_settings_soon(&mut commands);
    }
}

/// Keeps the game-independent summary (the play-test beacon reads it) up to date.
fn summarise_session<P: GameView>(
    session: Option<Res<Session<P>>>,
    mut summary: ResMut<crate::status::SessionSummary>,
) {
    let Some(session) = session else { return };
    let moves = session.history.moves_played();
    if summary.moves != moves {
        summary.moves = moves;
    }
}

/// Puts `state` in place of the running game (a new history, the board rebuilt):
/// how tests and tools start from a board file.
pub fn replace_state<P: GameView>(world: &mut World, state: P) {
    if let Some(mut session) = world.get_resource_mut::<Session<P>>() {
        session.state = state;
        session.ui = P::Ui::default();
        session.history = History::new();
    }
    finish_all_animations(world);
    let roots: Vec<Entity> = world
        .query_filtered::<Entity, With<BoardRoot>>()
        .iter(world)
        .collect();
    for root in roots {
        world.entity_mut(root).despawn();
    }
    let Some(state) = world.get_resource::<Session<P>>().map(|s| s.state.clone()) else {
        return;
    };
    let look = world.resource::<PieceLook>().clone();
    let mut queue = bevy::ecs::world::CommandQueue::default();
    let mut commands = Commands::new(&mut queue, world);
    spawn_board::<P>(&mut commands, &state, &look, 0.0);
    queue.apply(world);
}
