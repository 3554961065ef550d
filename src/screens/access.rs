//! What the session tells a player who cannot see the board: each cell's name and the
//! selection (for the board's grid), and what changed, said by the live region: the
//! points a move scored and the total, a selection, a game's end with its result, an
//! undo, a new game, and each game's own news (the next balls, the tiles moved, a pair
//! joined, a reshuffle, life running low).

use bevy::prelude::*;

use crate::board::board_words::{BoardWords, cell_texts};
use crate::core::words::{Msg, Words};
use crate::session::state::Session;
use crate::ui::access::{AccessWanted, Announcements};

/// Keeps the board's words and the live region in step with the session, while a
/// screen reader (or the web page's mirror) listens.
pub(crate) fn tell_what_changed(
    wanted: Res<AccessWanted>,
    session: Res<Session>,
    language: Res<Words>,
    mut board: ResMut<BoardWords>,
    mut said: ResMut<Announcements>,
    mut seen: Local<Option<Seen>>,
) {
    // Looked at first when the tree is asked for; then whenever the session or the
    // language changes.
    let unchanged = !session.is_changed() && !wanted.is_changed() && !language.is_changed();
    if !wanted.0 || (unchanged && seen.is_some()) {
        return;
    }
    describe_board(&session, &language, &mut board);
    announce(&session, &mut said, &mut seen);
}

/// The board's words: each cell's name and whether it is selected.
fn describe_board(session: &Session, language: &Words, board: &mut ResMut<BoardWords>) {
    let (width, height) = session.state().size();
    let mut marked = vec![false; width * height];
    for pos in session.played.selected_cells() {
        if pos.x < width && pos.y < height {
            marked[pos.y * width + pos.x] = true;
        }
    }
    board.set_if_neq(BoardWords {
        game: language.text(&session.id().name()),
        width,
        height,
        cells: cell_texts(&session.played.describe_cells(), language),
        selected: marked,
        ring: session
            .played
            .ring_places()
            .into_iter()
            .map(|(pos, name)| (pos, language.text(&name)))
            .collect(),
    });
}

/// What the session was when last looked at: its deal, its moves, and its click state
/// (the cells chosen and what is said of them).
pub(crate) struct Seen {
    deal: u64,
    moves: usize,
    selection: (Vec<grid_rules::Pos>, Option<Msg>),
}

/// Says what changed since the session was last seen.
fn announce(session: &Session, said: &mut Announcements, seen: &mut Option<Seen>) {
    let state = session.state();
    let moves = session.played.moves_played();
    let selection = (
        session.played.selected_cells(),
        session.played.say_selection(),
    );
    match seen.as_ref() {
        None => {}
        Some(last) if last.deal != session.deal => said.say(Msg::new("say-new-game")),
        Some(last) => {
            // The position last seen, while the moves since are still those played.
            let before = session.played.position_after(last.moves);
            let mut news = Vec::new();
            if moves > last.moves {
                news.extend(before.map_or_else(Vec::new, |before| state.say_move(before)));
            } else if moves < last.moves {
                news.push(Msg::new("say-undone").num("score", state.score()));
            } else if selection != last.selection
                && let Some(words) = selection.1.clone()
            {
                news.push(words);
            }
            if state.is_over() && before.is_some_and(|before| !before.is_over()) {
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
    }
    *seen = Some(Seen {
        deal: session.deal,
        moves,
        selection,
    });
}
