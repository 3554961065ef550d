//! Par, the engine's score for a whole strong game from the deal (asked for as a deal
//! starts, kept when it is answered), and the game-independent summary of the session
//! the play-test beacon reads.

use bevy::prelude::*;

use crate::core::beacon::SessionSummary;
use crate::session::game_view::GameView;
use crate::session::review::Reviewing;
use crate::session::state::Session;
use crate::session::think::{Answer, EngineSettings, Purpose, Thinker};

/// The engine's score for a whole strong game from the deal, once it is known.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Par {
    pub deal: u64,
    pub score: Option<u64>,
}

/// What [`ask_for_par`] reads and changes (and the deal it last asked about).
pub(super) type AskForPar<'w, 's, P> = (
    Option<Res<'w, Session<P>>>,
    Res<'w, Par>,
    ResMut<'w, Thinker<P>>,
    Res<'w, EngineSettings>,
    Local<'s, Option<u64>>,
);

/// A new deal of a game with par asks the engine for it.
pub(super) fn ask_for_par<P: GameView>(
    (session, par, mut thinker, settings, mut asked): AskForPar<P>,
) {
    let Some(session) = session else { return };
    if !P::HAS_PAR || *asked == Some(session.deal) || par.deal == session.deal {
        return;
    }
    *asked = Some(session.deal);
    thinker.ask(
        Purpose::Par,
        session.game.history.start(),
        session.deal,
        &settings,
    );
}

/// What [`record_par`] reads and changes.
pub(super) type RecordPar<'w, 's, P> = (
    MessageReader<'w, 's, Answer<P>>,
    Option<Res<'w, Session<P>>>,
    ResMut<'w, Par>,
);

/// Keeps the par answered for the current deal.
pub(super) fn record_par<P: GameView>((mut answers, session, mut par): RecordPar<P>) {
    let Some(session) = session else { return };
    for answer in answers.read() {
        if answer.purpose == Purpose::Par && answer.generation == session.deal {
            *par = Par {
                deal: session.deal,
                score: answer.thought.line.as_ref().map(|line| line.score),
            };
        }
    }
}

/// The par of the session's deal, if known.
pub fn par_of<P: GameView>(par: &Par, session: &Session<P>) -> Option<u64> {
    (par.deal == session.deal).then_some(par.score).flatten()
}

/// What [`summarise_session`] reads and changes.
pub(super) type SummariseSession<'w, P> = (
    Option<Res<'w, Session<P>>>,
    Option<Res<'w, Reviewing<P>>>,
    Res<'w, Par>,
    ResMut<'w, SessionSummary>,
);

/// Keeps the game-independent summary (the play-test beacon reads it) up to date.
pub(super) fn summarise_session<P: GameView>(
    (session, reviewing, par, mut summary): SummariseSession<P>,
) {
    let Some(session) = session else { return };
    let wanted = SessionSummary {
        moves: session.game.history.moves_played(),
        over: session.state().is_over(),
        review: reviewing.map(|review| (review.step, review.moves(), review.report.complete)),
        par: par_of(&par, &session),
    };
    summary.set_if_neq(wanted);
}
