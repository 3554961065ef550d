//! Par, the engine's score for a whole strong game from the deal (asked for as a deal
//! starts, kept when it is answered), and the game-independent summary of the session
//! the play-test beacon reads.

use bevy::prelude::*;

use crate::core::beacon::SessionSummary;
use crate::session::review::Reviewing;
use crate::session::state::Session;
use crate::session::think::{Answer, EngineSettings, Purpose, Thinker};

/// The engine's score for a whole strong game from the deal, once it is known.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Par {
    pub deal: u64,
    pub score: Option<u64>,
}

impl Par {
    /// The par of the session's deal, if known.
    pub fn of(&self, session: &Session) -> Option<u64> {
        (self.deal == session.deal).then_some(self.score).flatten()
    }
}

/// A new deal of a game with par asks the engine for it.
pub(super) fn ask_for_par(
    session: Res<Session>,
    par: Res<Par>,
    mut thinker: ResMut<Thinker>,
    settings: Res<EngineSettings>,
    mut asked: Local<Option<u64>>,
) {
    if !session.facts().has_par || *asked == Some(session.deal) || par.deal == session.deal {
        return;
    }
    *asked = Some(session.deal);
    thinker.ask(
        Purpose::Par,
        session.played.start(),
        session.deal,
        &settings,
    );
}

/// Keeps the par answered for the current deal.
pub(super) fn record_par(
    mut answers: MessageReader<Answer>,
    session: Res<Session>,
    mut par: ResMut<Par>,
) {
    for answer in answers.read() {
        if answer.purpose == Purpose::Par && answer.generation == session.deal {
            *par = Par {
                deal: session.deal,
                // A line's score is what it gains; par is the result it ends with
                // (in fewest-blocks scoring, the blocks it leaves).
                score: answer
                    .thought
                    .line
                    .as_ref()
                    .map(|line| session.played.start().result_after_line(line.score)),
            };
        }
    }
}

/// Keeps the game-independent summary (the play-test beacon reads it) up to date.
pub(super) fn summarise_session(
    session: Res<Session>,
    reviewing: Option<Res<Reviewing>>,
    par: Res<Par>,
    mut summary: ResMut<SessionSummary>,
) {
    let wanted = SessionSummary {
        moves: session.played.moves_played(),
        over: session.state().is_over(),
        review: reviewing.map(|review| (review.step, review.moves(), review.report.complete)),
        par: par.of(&session),
        paused: session.paused,
    };
    summary.set_if_neq(wanted);
}
