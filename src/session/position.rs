//! Every game's rules state is a [`Position`], and every game a [`Kind`]: the blanket
//! implementation below answers what the shared code asks of a board in the game's own
//! types; moves cross this line printed, as game codes hold them.

use std::any::Any;
use std::marker::PhantomData;

use grid_rules::{Grid, PieceCode, Pos, Puzzle};

use crate::board::marks::HintShape;
use crate::core::words::Msg;
use crate::platform::engine::{Budget, Planning, Thought};
use crate::platform::off_frame::Work;
use crate::session::game::{Game, Position};
use crate::session::game_look::GameLook;
use crate::session::game_view::GameView;

/// Game `P` as a [`Game`] (its implementation is `kind.rs`).
pub struct Kind<P>(PhantomData<fn() -> P>);

/// Game `P` as the shared code reaches it.
pub fn kind<P: GameLook>() -> &'static dyn Game {
    &Kind::<P>(PhantomData)
}

impl<P: GameLook> Position for P {
    fn game(&self) -> &'static dyn Game {
        kind::<P>()
    }

    fn pieces(&self) -> Grid<Option<u16>> {
        let cells = self.cells();
        Grid::from_fn(cells.width(), cells.height(), |pos| {
            cells[pos].as_ref().map(PieceCode::code)
        })
    }

    fn size(&self) -> (usize, usize) {
        (self.cells().width(), self.cells().height())
    }

    fn score(&self) -> u64 {
        Puzzle::score(self)
    }

    fn result_after_line(&self, line_score: u64) -> u64 {
        Puzzle::result_after_line(self, line_score)
    }

    fn is_over(&self) -> bool {
        Puzzle::is_over(self)
    }

    fn is_won(&self) -> bool {
        GameView::is_won(self)
    }

    fn level_reached(&self) -> Option<u32> {
        GameView::level_reached(self)
    }

    fn over_text(&self) -> Vec<Msg> {
        GameView::over_text(self)
    }

    fn hud_text(&self) -> Vec<Msg> {
        GameView::hud_text(self)
    }

    fn say_move(&self, before: &dyn Position) -> Vec<Msg> {
        before
            .as_any()
            .downcast_ref::<P>()
            .map_or_else(Vec::new, |before| P::say_move(before, self))
    }

    fn hint(&self) -> Option<Vec<Pos>> {
        Puzzle::hint(self)
    }

    fn clicks(&self, mv: &str) -> Vec<Pos> {
        mv.parse::<P::Move>()
            .map_or_else(|_| Vec::new(), |mv| Puzzle::clicks(self, &mv))
    }

    fn hint_shape(&self, mv: &str) -> Option<HintShape> {
        let mv = mv.parse::<P::Move>().ok()?;
        Some(GameLook::hint_shape(self, &mv))
    }

    fn board_text(&self) -> String {
        Puzzle::board_text(self)
    }

    fn planning(&self, seed: u64, budget: Budget) -> Box<dyn Work<Thought<String>>> {
        Box::new(Planning::new(self, seed, budget))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
