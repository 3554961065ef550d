//! What the session tells a player who cannot see the board: each cell's name and the
//! selection (for the board's grid), and what changed, said by the live region: the
//! points a move scored and the total, a selection, a game's end with its result, an
//! undo, a new game, and each game's own news (the next balls, the tiles moved, a pair
//! joined, a reshuffle, life running low).

use bevy::prelude::*;

use crate::board::board_words::{BoardWords, cell_texts};
use crate::core::words::{Msg, Words};
use crate::session::game_view::{GameView, game_id};
use crate::session::state::Session;
use crate::ui::access::{AccessWanted, Announcements};

/// What [`tell_what_changed`] reads and changes (and what it last told).
pub(crate) type TellWhatChanged<'w, 's, P> = (
    Res<'w, AccessWanted>,
    Option<Res<'w, Session<P>>>,
    Res<'w, Words>,
    ResMut<'w, BoardWords>,
    ResMut<'w, Announcements>,
    Local<'s, Seen<P>>,
);

/// Keeps the board's words and the live region in step with the session, while a
/// screen reader (or the web page's mirror) listens. One system for both: each is a
/// system per game, and every system costs the web download its scheduling code.
pub(crate) fn tell_what_changed<P: GameView>(
    (wanted, session, language, mut board, mut said, mut seen): TellWhatChanged<P>,
) {
    let Some(session) = session else { return };
    // Looked at first when the tree is asked for; then whenever the session or the
    // language changes.
    let unchanged = !session.is_changed() && !wanted.is_changed() && !language.is_changed();
    if !wanted.0 || (unchanged && seen.state.is_some()) {
        return;
    }
    describe_board(&session, &language, &mut board);
    announce(&session, &mut said, &mut seen);
}

/// The board's words: each cell's name and whether it is selected.
fn describe_board<P: GameView>(
    session: &Session<P>,
    language: &Words,
    board: &mut ResMut<BoardWords>,
) {
    let state = session.state();
    let cells = state.cells();
    let (width, height) = (cells.width(), cells.height());
    let mut marked = vec![false; width * height];
    for pos in state.selected_cells(&session.ui) {
        if pos.x < width && pos.y < height {
            marked[pos.y * width + pos.x] = true;
        }
    }
    board.set_if_neq(BoardWords {
        game: language.text(&game_id::<P>().name()),
        width,
        height,
        cells: cell_texts(&state.describe_cells(&session.ui), language),
        selected: marked,
    });
}

/// What the session was when last looked at: its deal, its moves, its click state.
pub(crate) struct Seen<P: GameView> {
    deal: u64,
    moves: usize,
    state: Option<P>,
    ui: P::Ui,
}

impl<P: GameView> Default for Seen<P> {
    fn default() -> Self {
        Self {
            deal: 0,
            moves: 0,
            state: None,
            ui: P::Ui::default(),
        }
    }
}

/// Says what changed since the session was last seen.
fn announce<P: GameView>(session: &Session<P>, said: &mut Announcements, seen: &mut Seen<P>) {
    let state = session.state();
    let moves = session.game.history.moves_played();
    let first_look = seen.state.is_none();
    if first_look || seen.deal != session.deal {
        if !first_look {
            said.say(Msg::new("say-new-game"));
        }
    } else if let Some(before) = &seen.state {
        let mut news = Vec::new();
        if moves > seen.moves {
            news.extend(P::say_move(before, state));
        } else if moves < seen.moves {
            news.push(Msg::new("say-undone").num("score", state.score()));
        } else if session.ui != seen.ui
            && let Some(selection) = state.say_selection(&session.ui)
        {
            news.push(selection);
        }
        if state.is_over() && !before.is_over() {
            let title = state
                .over_text()
                .into_iter()
                .next()
                .unwrap_or_else(|| Msg::new("over-game-over"));
            news.push(
                Msg::new("say-game-over")
                    .msg("title", title)
                    .num("score", state.score()),
            );
        }
        said.say_all(news);
    }
    seen.deal = session.deal;
    seen.moves = moves;
    seen.state = Some(state.clone());
    seen.ui = session.ui.clone();
}
