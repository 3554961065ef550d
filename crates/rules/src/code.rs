//! Game codes: one printable token (letters, digits, `-` and `_`) that holds a game, its
//! parameters, its seed or starting board and the moves played, so a position can be
//! shared, saved and resumed exactly.
//!
//! A code is `ID_DATA`: the game's id, then the deflated text below in URL-safe base64.
//!
//! ```text
//! grid-puzzles code 1
//! params 15x15x3
//! seed 42
//! board 2            (optional: a starting board of this many lines follows)
//! R G .
//! B B Y
//! moves 0,0 3,4
//! ```

use crate::history::History;
use crate::puzzle::Puzzle;

/// The first line of every code's text; a later format changes the number.
const HEADER: &str = "grid-puzzles code 1";
/// The most text a code may unpack to (a 30×30 board and thousands of moves fit).
const MAX_TEXT: usize = 1 << 20;

/// What a game code holds, before it is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameCode {
    /// The game's id, like `samegame`.
    pub game: String,
    /// The game's parameters in their printed form (`15x15x3`).
    pub params: String,
    /// The seed of the deal, and of whatever the game draws later.
    pub seed: u64,
    /// A starting board in the board text format, instead of the deal.
    pub board: Option<String>,
    /// The moves played, in their printed form.
    pub moves: Vec<String>,
}

/// A game as its code records it: its parameters, the seed of the deal (and of whatever
/// the game draws later), the starting board when it did not start from a deal, and the
/// moves played (its history). The window's session, `replay` and `solve` all hold one.
#[derive(Clone, Debug)]
pub struct GameRecord<P: Puzzle> {
    pub params: P::Params,
    pub seed: u64,
    pub board: Option<String>,
    pub history: History<P>,
}

impl<P: Puzzle> GameRecord<P> {
    /// A new game dealt from `seed`.
    pub fn dealt(params: P::Params, seed: u64) -> Self {
        Self {
            history: History::new(P::new_game(&params, seed)),
            params,
            seed,
            board: None,
        }
    }

    /// The game a code describes, played to its last move.
    pub fn from_code(code: &GameCode) -> Result<Self, String> {
        let (params, history) = code.play::<P>()?;
        Ok(Self {
            params,
            seed: code.seed,
            board: code.board.clone(),
            history,
        })
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
}

/// How a code of another version of the game is refused: the last words of its error,
/// so the window can say it in the player's language.
pub const FROM_ANOTHER_VERSION: &str = "it is from another version of the game";

impl GameCode {
    /// The code of a game in progress.
    pub fn of<P: Puzzle>(
        params: &P::Params,
        seed: u64,
        board: Option<&str>,
        history: &History<P>,
    ) -> Self {
        Self {
            game: P::ID.to_string(),
            params: params.to_string(),
            seed,
            board: board.map(str::to_string),
            moves: history.moves().map(ToString::to_string).collect(),
        }
    }

    /// The token.
    pub fn encode(&self) -> String {
        let mut text = format!("{HEADER}\nparams {}\nseed {}\n", self.params, self.seed);
        if let Some(board) = &self.board {
            let lines: Vec<&str> = board.lines().collect();
            text.push_str(&format!("board {}\n", lines.len()));
            for line in lines {
                text.push_str(line);
                text.push('\n');
            }
        }
        text.push_str("moves");
        for mv in &self.moves {
            text.push(' ');
            text.push_str(mv);
        }
        text.push('\n');
        let packed = miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 9);
        format!("{}_{}", self.game, base64url::encode(&packed))
    }

    /// Reads a token; the error is one line saying what is wrong with it (a token of
    /// another version ends with [`FROM_ANOTHER_VERSION`]).
    pub fn decode(token: &str) -> Result<Self, String> {
        let bad = |why: &str| format!("malformed game code: {why}");
        let token = token.trim();
        let (game, data) = token
            .split_once('_')
            .ok_or_else(|| bad("expected GAME_DATA"))?;
        crate::games::find_game(game).map_err(|why| bad(&why))?;
        let packed = base64url::decode(data).ok_or_else(|| bad("its data is not base64"))?;
        let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_TEXT)
            .map_err(|_| bad("its data does not unpack"))?;
        let text = String::from_utf8(bytes).map_err(|_| bad("its data is not text"))?;
        let mut lines = text.lines();
        if lines.next() != Some(HEADER) {
            return Err(bad(FROM_ANOTHER_VERSION));
        }
        let mut field = |name: &str| {
            lines
                .next()
                .and_then(|line| line.strip_prefix(name))
                .and_then(|rest| rest.strip_prefix(' ').or((rest.is_empty()).then_some("")))
                .map(str::to_string)
                .ok_or_else(|| bad(&format!("its {name} line is missing")))
        };
        let params = field("params")?;
        let seed = field("seed")?
            .parse::<u64>()
            .map_err(|_| bad("its seed is not a number"))?;
        let mut board = None;
        let mut line = lines.next();
        if let Some(count) = line.and_then(|line| line.strip_prefix("board ")) {
            let count: usize = count
                .parse()
                .map_err(|_| bad("its board size is not a number"))?;
            let rows: Vec<&str> = lines.by_ref().take(count).collect();
            if rows.len() != count {
                return Err(bad("its board is cut short"));
            }
            board = Some(rows.join("\n") + "\n");
            line = lines.next();
        }
        let moves_line = line;
        let moves = moves_line
            .and_then(|line| line.strip_prefix("moves"))
            .ok_or_else(|| bad("its moves line is missing"))?
            .split_whitespace()
            .map(str::to_string)
            .collect();
        Ok(Self {
            game: game.to_string(),
            params,
            seed,
            board,
            moves,
        })
    }

    /// The game this code describes, played up to its last move. Errors are one line.
    pub fn play<P: Puzzle>(&self) -> Result<(P::Params, History<P>), String> {
        if self.game != P::ID {
            return Err(format!("the game code is for {}, not {}", self.game, P::ID));
        }
        let params: P::Params = self
            .params
            .parse()
            .map_err(|why| format!("game code parameters: {why}"))?;
        let start = match &self.board {
            Some(text) => P::from_board_text(&params, text, self.seed)
                .map_err(|why| format!("game code board: {why}"))?,
            None => P::new_game(&params, self.seed),
        };
        let history = History::from_move_texts(start, self.moves.iter().map(String::as_str))
            .map_err(|bad| format!("game code: {bad}"))?;
        Ok((params, history))
    }
}

/// URL-safe base64 without padding (RFC 4648 §5): letters, digits, `-` and `_`.
pub mod base64url {
    pub const ALPHABET: &[u8; 64] =
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    pub fn encode(bytes: &[u8]) -> String {
        let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
        for chunk in bytes.chunks(3) {
            let word = chunk
                .iter()
                .enumerate()
                .fold(0u32, |word, (i, &b)| word | u32::from(b) << (16 - 8 * i));
            for i in 0..=chunk.len() {
                out.push(ALPHABET[(word >> (18 - 6 * i) & 63) as usize] as char);
            }
        }
        out
    }

    pub fn decode(text: &str) -> Option<Vec<u8>> {
        if text.len() % 4 == 1 {
            return None;
        }
        let mut out = Vec::with_capacity(text.len() * 3 / 4);
        for chunk in text.as_bytes().chunks(4) {
            let mut word = 0u32;
            for (i, &c) in chunk.iter().enumerate() {
                let value = ALPHABET.iter().position(|&a| a == c)? as u32;
                word |= value << (18 - 6 * i);
            }
            for i in 0..chunk.len() - 1 {
                out.push((word >> (16 - 8 * i)) as u8);
            }
        }
        Some(out)
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn round_trips_every_length() {
            let bytes: Vec<u8> = (0..=255).collect();
            for len in 0..40 {
                let encoded = super::encode(&bytes[..len]);
                assert!(
                    encoded
                        .bytes()
                        .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
                );
                assert_eq!(super::decode(&encoded).as_deref(), Some(&bytes[..len]));
            }
            assert_eq!(super::encode(b"Man"), "TWFu");
            assert_eq!(super::decode("TW"), Some(b"M".to_vec()));
            assert_eq!(super::decode("T"), None);
            assert_eq!(super::decode("T*=="), None);
        }
    }
}
