//! The generic game session: the rules state as the one source of truth, clicks turned
//! into moves, changes turned into animations, undo/redo, new game, best scores.
//! Each game plugin adds `SessionPlugin::<ItsRules>` and draws its own extras.

use std::collections::HashMap;
use std::marker::PhantomData;

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use grid_rules::history::History;
use grid_rules::{Change, Pos, Puzzle};

use crate::anim::{Timeline, finish_all_animations, finish_before_next};
use crate::board::{BoardRoot, CELL, GridPos, Tile, Vanishing, spawn_board_root};
use crate::config::{GameConfig, Timings};
use crate::core::{AppState, CellClicked, GameCommand, GameKind, Launch, ensure_core};
use crate::settings::{BestScores, PlayerSettings, save_settings_soon};
use crate::ui::{self, PieceLook};

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
    let session = Session::<P>::new(P::params(&config, &settings), seed);
    spawn_board::<P>(
        &mut commands,
        &session.state,
        &look,
        &config.timings,
        config.timings.spawn,
    );
    ui::spawn_hud(&mut commands, P::KIND);
    commands.insert_resource(session);
}

fn end_session<P: GameView>(mut commands: Commands) {
    commands.remove_resource::<Session<P>>();
}

/// Spawns the board root, its cells and one entity per piece, growing in over `grow`.
pub fn spawn_board<P: GameView>(
    commands: &mut Commands,
    state: &P,
    look: &PieceLook,
    _timings: &Timings,
    grow: f32,
) -> Entity {
    let cells = state.cells();
    let root_entity = spawn_board_root(
        commands,
        AppState::Playing(P::KIND),
        cells.width(),
        cells.height(),
        P::MARGIN,
        look.cell_colour,
    );
    let root = BoardRoot {
        width: cells.width(),
        height: cells.height(),
    };
    let mut timeline = Timeline::new();
    for (pos, cell) in cells.iter() {
        if let Some(piece) = cell {
            let entity = spawn_piece::<P>(commands, root_entity, &root, pos, piece, look, 0.0);
            timeline.go(
                entity,
                (root.cell_center(pos), 0.0),
                0.0,
                grow,
                (root.cell_center(pos), 1.0),
                EaseFunction::BackOut,
            );
        }
    }
    timeline.start(commands);
    root_entity
}

/// Spawns one piece entity on the board at `pos`, drawn at `scale`.
pub fn spawn_piece<P: GameView>(
    commands: &mut Commands,
    root_entity: Entity,
    root: &BoardRoot,
    pos: Pos,
    piece: &P::Piece,
    look: &PieceLook,
    scale: f32,
) -> Entity {
    let entity = commands
        .spawn((
            GridPos(pos),
            Tile(piece.clone()),
            P::piece_sprite(piece, pos, look),
            Transform::from_translation(root.cell_center(pos))
                .with_scale(Vec3::new(scale, scale, 1.0)),
            ChildOf(root_entity),
        ))
        .id();
    P::decorate_piece(commands, entity, piece, look);
    entity
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

/// Turns the changes of one move into one timeline, step after step, updating `map`
/// and every piece's `GridPos` to the new state at once.
pub fn animate_changes<P: GameView>(
    commands: &mut Commands,
    root_entity: Entity,
    root: &BoardRoot,
    map: &mut PieceMap,
    changes: &[Change<P::Piece>],
    timings: &Timings,
    look: &PieceLook,
) -> Timeline {
    let mut timeline = Timeline::new();
    let at = |pos: Pos| (root.cell_center(pos), 1.0);
    for change in changes {
        let start = timeline.cursor;
        let duration = match change {
            Change::Removed(cells) => {
                for pos in cells {
                    if let Some(entity) = map.remove(pos) {
                        commands.entity(entity).insert(Vanishing);
                        let centre = root.cell_center(*pos).with_z(1.0);
                        timeline.go(
                            entity,
                            at(*pos),
                            start,
                            timings.explode,
                            (centre, 1.4),
                            EaseFunction::QuadraticOut,
                        );
                        timeline.fade_out(entity, start, timings.explode);
                    }
                }
                timings.explode
            }
            Change::Fell(motions) => move_pieces(
                commands,
                &mut timeline,
                root,
                map,
                motions,
                start,
                timings.fall,
                EaseFunction::QuadraticIn,
            ),
            Change::Shifted(motions) => move_pieces(
                commands,
                &mut timeline,
                root,
                map,
                motions,
                start,
                timings.shift,
                EaseFunction::CubicOut,
            ),
            Change::Slid(motions) => move_pieces(
                commands,
                &mut timeline,
                root,
                map,
                motions,
                start,
                timings.slide,
                EaseFunction::QuadraticOut,
            ),
            Change::Shuffled(motions) => move_pieces(
                commands,
                &mut timeline,
                root,
                map,
                motions,
                start,
                timings.shuffle,
                EaseFunction::CubicInOut,
            ),
            Change::Spawned(cells) => {
                for (pos, piece) in cells {
                    let entity =
                        spawn_piece::<P>(commands, root_entity, root, *pos, piece, look, 0.0);
                    let centre = root.cell_center(*pos);
                    match P::SPAWN_STYLE {
                        SpawnStyle::SlideFromLeft => {
                            let left = root.point(pos.x as f32 - 1.0, pos.y as f32);
                            timeline.go(
                                entity,
                                (left, 0.0),
                                start,
                                0.0,
                                (left, 1.0),
                                EaseFunction::Linear,
                            );
                            timeline.go(
                                entity,
                                (left, 0.0),
                                start,
                                timings.spawn,
                                (centre, 1.0),
                                EaseFunction::CubicOut,
                            );
                        }
                        SpawnStyle::GrowIn => {
                            timeline.go(
                                entity,
                                (centre, 0.0),
                                start,
                                timings.spawn,
                                (centre, 1.0),
                                EaseFunction::BackOut,
                            );
                        }
                    }
                    map.insert(*pos, entity);
                }
                timings.spawn
            }
            Change::Travelled(path) => {
                let (Some(first), Some(last)) = (path.first(), path.last()) else {
                    continue;
                };
                let Some(entity) = map.remove(first) else {
                    continue;
                };
                for (step, pos) in path.iter().enumerate().skip(1) {
                    let when = start + (step - 1) as f32 * timings.travel_step;
                    timeline.go(
                        entity,
                        at(*first),
                        when,
                        timings.travel_step,
                        (root.cell_center(*pos), 1.0),
                        EaseFunction::Linear,
                    );
                }
                commands.entity(entity).insert(GridPos(*last));
                map.insert(*last, entity);
                path.len().saturating_sub(1) as f32 * timings.travel_step
            }
            Change::Connected(corners) => {
                for pair in corners.windows(2) {
                    let (line, middle) =
                        spawn_path_segment(commands, root_entity, root, pair[0], pair[1], look);
                    // Shown at once, held for `path_line`, then gone with the tiles.
                    timeline.go(
                        line,
                        (middle, 1.0),
                        start + timings.path_line,
                        0.0,
                        (middle, 0.0),
                        EaseFunction::Linear,
                    );
                }
                timings.path_line
            }
        };
        timeline.cursor = start + duration;
    }
    timeline
}

#[allow(clippy::too_many_arguments)]
fn move_pieces(
    commands: &mut Commands,
    timeline: &mut Timeline,
    root: &BoardRoot,
    map: &mut PieceMap,
    motions: &[grid_rules::collapse::Motion],
    start: f32,
    duration: f32,
    ease: EaseFunction,
) -> f32 {
    // Take every mover out first: motions may chain (one piece moves into the cell
    // another one leaves in the same step).
    let movers: Vec<(Entity, grid_rules::collapse::Motion)> = motions
        .iter()
        .filter_map(|motion| map.remove(&motion.from).map(|entity| (entity, *motion)))
        .collect();
    for (entity, motion) in movers {
        commands.entity(entity).insert(GridPos(motion.to));
        timeline.go(
            entity,
            (root.cell_center(motion.from), 1.0),
            start,
            duration,
            (root.cell_center(motion.to), 1.0),
            ease,
        );
        map.insert(motion.to, entity);
    }
    duration
}

/// A line of a Lianliankan path between two corner points (ring included), with its
/// middle; it is a `Vanishing` entity whose animation holds it for a moment.
fn spawn_path_segment(
    commands: &mut Commands,
    root_entity: Entity,
    root: &BoardRoot,
    from: (i32, i32),
    to: (i32, i32),
    look: &PieceLook,
) -> (Entity, Vec3) {
    let a = root.point(from.0 as f32, from.1 as f32);
    let b = root.point(to.0 as f32, to.1 as f32);
    let thickness = CELL * 0.1;
    let size = Vec2::new((b.x - a.x).abs() + thickness, (b.y - a.y).abs() + thickness);
    let middle = ((a + b) / 2.0).with_z(5.0);
    let line = commands
        .spawn((
            PathLine,
            Vanishing,
            Sprite::from_color(look.path_colour, size),
            Transform::from_translation(middle),
            ChildOf(root_entity),
        ))
        .id();
    (line, middle)
}

/// A drawn segment of a joining path.
#[derive(Component, Debug)]
pub struct PathLine;

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
            spawn_board::<P>(
                &mut commands,
                &session.state,
                &look,
                &config.timings,
                config.timings.undo,
            );
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
    let timings = world.resource::<GameConfig>().timings.clone();
    let mut queue = bevy::ecs::world::CommandQueue::default();
    let mut commands = Commands::new(&mut queue, world);
    spawn_board::<P>(&mut commands, &state, &look, &timings, 0.0);
    queue.apply(world);
}

/// A highlighted cell of a hint; it goes on the next move or after a few seconds.
#[derive(Component, Debug)]
pub struct HintMark {
    pub pos: Pos,
    pub seconds_left: f32,
}

/// How long a hint stays on the board.
const HINT_SECONDS: f32 = 3.0;

fn show_hint<P: GameView>(
    commands: &mut Commands,
    state: &P,
    roots: &Query<(Entity, &BoardRoot)>,
    look: &PieceLook,
    shown: &Query<Entity, With<HintMark>>,
) {
    for mark in shown {
        commands.entity(mark).despawn();
    }
    let (Some(clicks), Ok((root_entity, root))) = (state.hint(), roots.single()) else {
        return;
    };
    let mut cells = clicks;
    cells.dedup();
    for pos in cells {
        commands.spawn((
            HintMark {
                pos,
                seconds_left: HINT_SECONDS,
            },
            Sprite::from_color(look.hint_colour, Vec2::splat(CELL)),
            Transform::from_translation(root.cell_center(pos).with_z(-0.5)),
            ChildOf(root_entity),
        ));
    }
}

/// Hint marks fade with time and vanish when the position changes.
fn expire_hints(
    mut commands: Commands,
    time: Res<Time>,
    mut marks: Query<(Entity, &mut HintMark, &mut Sprite)>,
    mut clicks: MessageReader<CellClicked>,
) {
    let clicked = clicks.read().count() > 0;
    for (entity, mut mark, mut sprite) in &mut marks {
        mark.seconds_left -= time.delta_secs();
        if clicked || mark.seconds_left <= 0.0 {
            commands.entity(entity).despawn();
        } else {
            let pulse = 0.55 + 0.35 * (mark.seconds_left * 6.0).sin();
            sprite.color.set_alpha(pulse);
        }
    }
}
