//! Fuzzing game codes: random tokens, mutated tokens of real games, and real codes whose
//! unpacked text is mutated and packed again (with the same deflate and URL-safe base64
//! the module uses). `GameCode::decode` and `GameCode::play` answer with a value or a
//! one-line error, and a code that plays replays to the same game, code and all.

use grid_rules::code::GameCode;
use grid_rules::code::base64url::ALPHABET as BASE64URL;
use grid_rules::games::{GAMES, GameVisitor, with_game};
use grid_rules::{Puzzle, replay};

use crate::ensure;
use crate::support::games::{GAME_COUNT, RandomPlay, RandomVisitor, random_game, with_game_at};
use crate::support::harness::{Case, check};
use crate::support::mutate::{EDGE_NUMBERS, is_one_line, mutate, random_from, random_utf8};

/// A token for `game` holding `text`, packed as codes are.
fn pack(game: &str, text: &str) -> String {
    let packed = miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 9);
    format!("{game}_{}", grid_rules::code::base64url::encode(&packed))
}

/// The text a code packs, in the format the code module documents.
fn code_text(code: &GameCode) -> String {
    let mut text = format!(
        "grid-puzzles code 1\nparams {}\nseed {}\n",
        code.params, code.seed
    );
    if let Some(board) = &code.board {
        text.push_str(&format!("board {}\n{board}", board.lines().count()));
    }
    text.push_str("moves");
    for mv in &code.moves {
        text.push(' ');
        text.push_str(mv);
    }
    text.push('\n');
    text
}

/// The code of a random game of a random kind, half of them from a loaded board.
fn real_code(case: &mut Case) -> GameCode {
    struct RealCode<'a>(&'a mut Case);
    impl RandomVisitor for RealCode<'_> {
        type Output = GameCode;
        fn visit<P: RandomPlay>(self) -> GameCode {
            random_game::<P>(self.0, 50, 20).code()
        }
    }
    let game = case.below(GAME_COUNT);
    with_game_at(game, RealCode(case))
}

/// A mutation of a token: characters flipped, inserted or deleted in its data, cut
/// short, doubled, or given another game's name.
fn mutate_token(case: &mut Case, token: &str) -> String {
    let mut chars: Vec<char> = token.chars().collect();
    for _ in 0..case.between(1..=3) {
        let at = case.below(chars.len() + 1);
        match case.below(7) {
            0 if at < chars.len() => chars[at] = *case.pick(BASE64URL) as char,
            1 => chars.insert(at, *case.pick(BASE64URL) as char),
            2 if at < chars.len() => {
                chars.remove(at);
            }
            3 => chars.truncate(at),
            4 => chars.extend(chars.clone()),
            5 => {
                let data = chars.iter().skip_while(|&&c| c != '_').skip(1);
                let other = format!("{}_", case.pick(GAMES).id);
                chars = other
                    .chars()
                    .chain(data.copied().collect::<Vec<_>>())
                    .collect();
            }
            _ => chars.insert(at, *case.pick(&[' ', '\n', '=', '+', '/', 'é'])),
        }
    }
    chars.into_iter().collect()
}

/// A mutation of a code's text: general text mutations, or one of its lines made wrong.
fn mutate_code_text(case: &mut Case, text: &str) -> String {
    if case.chance(50) {
        return mutate(case, text);
    }
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let at = case.below(lines.len());
    let number = *case.pick(EDGE_NUMBERS);
    lines[at] = match case.below(6) {
        0 => "grid-puzzles code 2".to_string(),
        1 => format!("seed {number}"),
        2 => format!("board {number}"),
        3 => format!("params {number}x{}x{number}", case.pick(EDGE_NUMBERS)),
        4 => format!(
            "moves {}",
            random_from(case, &['0', '1', ',', '-', ' ', '@'], 30)
        ),
        _ => String::new(),
    };
    lines.join("\n") + "\n"
}

/// Plays a decoded code as its game and checks what comes out.
struct PlayCode<'a> {
    code: &'a GameCode,
}

impl GameVisitor for PlayCode<'_> {
    type Output = Result<(), String>;

    fn visit<P: Puzzle>(self) -> Result<(), String> {
        let (params, history) = match self.code.play::<P>() {
            Ok(played) => played,
            Err(why) => {
                ensure!(is_one_line(&why), "play's error is not one line: {why:?}");
                return Ok(());
            }
        };
        let replayed = history
            .replayed()
            .map_err(|e| format!("replay refused: {e}"))?;
        ensure!(replayed == history, "the played code replays differently");
        let again = GameCode::of(
            &params,
            self.code.seed,
            self.code.board.as_deref(),
            &history,
        );
        let token = again.encode();
        let decoded = GameCode::decode(&token).map_err(|e| format!("its own code: {e}"))?;
        let (_, history_again) = decoded
            .play::<P>()
            .map_err(|e| format!("its own code does not play: {e}"))?;
        ensure!(
            history_again.current() == history.current(),
            "the game's own code plays to another position"
        );
        Ok(())
    }
}

/// Decodes a token; a code that decodes is played as its game.
fn decode_and_play(token: &str) -> Result<(), String> {
    let code = match GameCode::decode(token) {
        Ok(code) => code,
        Err(why) => {
            ensure!(is_one_line(&why), "decode's error is not one line: {why:?}");
            return Ok(());
        }
    };
    with_game(&code.game, PlayCode { code: &code })
        .map_err(|e| format!("a decoded code names no game: {e}"))?
}

/// A fuzzed token: random, a mutated real token, or a real code with mutated text.
fn fuzzed_token(case: &mut Case) -> Result<String, String> {
    Ok(match case.below(4) {
        0 => {
            let prefix = match case.below(3) {
                0 => case.pick(GAMES).id.to_string(),
                1 => random_utf8(case, 8),
                _ => String::new(),
            };
            let data: String = (0..case.below(120))
                .map(|_| *case.pick(BASE64URL) as char)
                .collect();
            format!("{prefix}_{data}")
        }
        1 => random_utf8(case, 60),
        2 => {
            let token = real_code(case).encode();
            mutate_token(case, &token)
        }
        _ => {
            let code = real_code(case);
            let text = code_text(&code);
            ensure!(
                pack(&code.game, &text) == code.encode(),
                "the test's packing differs from the module's for {text:?}"
            );
            let text = mutate_code_text(case, &text);
            case.note("code text (escaped)", format!("{text:?}"));
            pack(&code.game, &text)
        }
    })
}

fn codes(case: &mut Case) -> Result<(), String> {
    let token = fuzzed_token(case)?;
    case.note("token (escaped)", format!("{token:?}"));
    decode_and_play(&token)
}

#[test]
fn game_codes_decode_and_play_or_say_why_in_one_line() {
    check("game_codes", 200, 10_000, codes);
}

/// `replay` opens fuzzed codes as a player would, with a one-line error or a result.
fn replay_codes(case: &mut Case) -> Result<(), String> {
    let token = fuzzed_token(case)?;
    case.note("token (escaped)", format!("{token:?}"));
    let Ok(code) = GameCode::decode(&token) else {
        return Ok(());
    };
    let game = case.pick(GAMES).id;
    if let Err(why) = replay::replay_from(game, replay::Start::Code(&code), "0,0 1,1") {
        ensure!(is_one_line(&why), "replay's error is not one line: {why:?}");
    }
    Ok(())
}

#[test]
fn replay_opens_fuzzed_codes_or_says_why_in_one_line() {
    check("replay_codes", 60, 3_000, replay_codes);
}
