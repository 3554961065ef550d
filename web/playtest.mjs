// Browser play-test: serves nothing itself; opens the web build at BASE_URL in Debian's
// headless Chromium (WebGL2 through SwiftShader), and for every game named on the
// command line: opens it from the main menu, checks the canvas is not blank, clicks the
// board where a move is legal (pixels from `grid-puzzles probe`), checks the move was
// played and the board changed, and fails on any console error or panic. It never
// sleeps for a guessed time: it waits on the game's beacon (screen, moves, idle, frame).
// Then SameGame by keyboard, by taps on a phone and in a browser set to German and to
// Chinese (web/playtest-players.mjs), a screen reader's way through the page's
// mirror (web/playtest-access.mjs), and the app checks of web/playtest-app.mjs (offline, progress, sub-path, update),
// which serve their own copy of dist/ (WEB_DIST, else the repository's dist/).
// Screenshots go to OUT_DIR.
//
// usage: node web/playtest.mjs BASE_URL OUT_DIR BINARY [game...]   (default: every game)
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  analyse, boardSettled, cellPixel, countColour, framesLater, launchChromium, moveCells as probeMove,
  pause, playFromMenu, SEED, status, VIEW, waitFor,
} from "./playtest-lib.mjs";
import { webAppChecks } from "./playtest-app.mjs";
import { screenReaderChecks } from "./playtest-access.mjs";
import { pictureAtEverySize } from "./playtest-picture.mjs";
import { playByKeyboard, playByTaps, shiftingLevelAtEverySize, sixteenAtEverySize, speaksTheBrowsersLanguage } from "./playtest-players.mjs";

const [baseUrl, outDir, probeBinary, ...chosen] = process.argv.slice(2);
if (!baseUrl || !outDir || !probeBinary) {
  console.error("usage: node web/playtest.mjs BASE_URL OUT_DIR BINARY [game...]");
  process.exit(2);
}
// The menu lists the games in the program's order; the test reads that list from it.
const menuOrder = execFileSync(probeBinary, ["--list-games"], { encoding: "utf8" }).trim().split("\n");
const games = chosen.length ? chosen : menuOrder;
mkdirSync(outDir, { recursive: true });
// The background of the game's problem line (src/ui/problem_line.rs) as the canvas shows it.
const PROBLEM_RED = [130, 12, 12];

const browser = await launchChromium();

// One browser context for every page, so localStorage (saved games) is shared as in one
// player's browser.
const context = await browser.newContext({ viewport: VIEW });
const failures = [];
let passed = 0;

// The value of a `name: value` line the command line printed.
const printed = (text, name) => text.split("\n").find((line) => line.startsWith(`${name}: `)).slice(name.length + 2);

// The cells of a legal move in `game` dealt from `seed`.
const moveCells = (game, seed) => probeMove(probeBinary, game, seed);

// What the checks of web/playtest-players.mjs run with, and adding up what they return.
const players = { browser, context, baseUrl, outDir, moveCells };
const count = (result) => {
  passed += result.passed;
  failures.push(...result.failures);
};

for (const game of games) {
  const index = menuOrder.indexOf(game);
  const page = await context.newPage();
  const errors = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (!String(error).includes("Using exceptions for control flow")) errors.push(`page error: ${error}`);
  });
  try {
    await page.goto(`${baseUrl}/?seed=${SEED}`);
    if (index < 0) throw new Error(`the program does not list ${game}`);
    const menu = await waitFor(page, "the menu with every game's Play button", (s) =>
      s.screen === "menu" && menuOrder.every((id) => s.buttons[`play-${id}`]));
    // Where the buttons are once the menu has been laid out and drawn a few times.
    const settled = await framesLater(page, 3);
    writeFileSync(join(outDir, `web-menu.png`), await page.screenshot());
    // Clicks arrive without a hover first (move, press and release at once): the game
    // must take them as a player's click (src/input.rs).
    const [px, py] = (settled.buttons[`play-${game}`] ? settled : menu).buttons[`play-${game}`];
    await page.mouse.click(px, py);
    const opened = await boardSettled(page, `${game} to open, idle`, game);
    // In an 860x740 window the HUD is one bar above the board: SameGame's 15x15 board
    // starts at most 80 pixels from the top (boards with a ring around them start lower).
    const boardTop = opened.board[1] - opened.board[2] / 2;
    if (game === "samegame" && boardTop > 80) throw new Error(`the board starts ${boardTop.toFixed(0)} px down in 860x740: ${opened.line}`);
    await framesLater(page, 3);
    const before = await page.screenshot();
    writeFileSync(join(outDir, `web-${game}-before.png`), before);
    const drawn = await analyse(page, before);
    if (drawn.colours < 12) throw new Error(`the canvas looks blank (${drawn.colours} colours)`);
    for (const cell of moveCells(game, SEED)) {
      const [x, y] = cellPixel(opened, cell);
      await page.mouse.click(x, y);
    }
    await waitFor(page, "one move played and the board idle", (s) => s.screen === game && s.moves >= 1 && s.idle, 60000);
    await framesLater(page, 3);
    const after = await page.screenshot();
    writeFileSync(join(outDir, `web-${game}-after.png`), after);
    const { changed } = await analyse(page, before, after);
    if (changed < 300) throw new Error(`the board did not react to a legal move (${changed} pixels changed)`);
    if (errors.length) throw new Error(errors.join("\n"));
    console.log(`ok: ${game} (opened from the menu, board from ${boardTop.toFixed(0)} px down, ${drawn.colours} colours, ${changed} pixels changed)`);
    passed++;
  } catch (error) {
    failures.push(`${game}: ${error.message}`);
    console.log(`FAILED: ${game}: ${error.message}`);
  } finally {
    await page.close();
  }
}
// Saved games and codes: a game left after a move resumes with that move; a game code in
// the address opens its position. (Pages share one browser context, so localStorage
// holds what the games above saved.)
async function checkOpens(what, url, condition) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    const reached = await waitFor(page, what, condition, 120000);
    console.log(`ok: ${what} (${reached.line})`);
    passed++;
  } catch (error) {
    failures.push(`${what}: ${error.message}`);
    console.log(`FAILED: ${what}: ${error.message}`);
  } finally {
    await page.close();
  }
}
// Today's SameGame from ?daily=: the page deals the same board as the command line's
// `daily` (the seed is integer arithmetic on the date, the same on wasm32), and Share
// puts the start's code in the address bar.
async function dailyMatchesTheCommandLine() {
  const page = await context.newPage();
  try {
    const expected = printed(execFileSync(probeBinary, ["daily", "--game", "samegame"], { encoding: "utf8" }), "code");
    await page.goto(`${baseUrl}/?daily=samegame`);
    const game = await waitFor(page, "today's samegame", (s) => s.screen === "samegame" && s.buttons["hud-more"]);
    await framesLater(page, 3);
    // The top bar keeps Share behind More.
    const [mx, my] = game.buttons["hud-more"];
    await page.mouse.click(mx, my);
    const more = await waitFor(page, "the More sheet", (s) => s.buttons["hud-share"]);
    const [x, y] = more.buttons["hud-share"];
    await page.mouse.click(x, y);
    await framesLater(page, 5);
    const shared = await page.evaluate(() => new URLSearchParams(window.location.search).get("code"));
    if (shared !== expected) throw new Error(`the page's daily code ${shared} is not the command line's ${expected}`);
    writeFileSync(join(outDir, "web-samegame-daily.png"), await page.screenshot());
    console.log("ok: ?daily=samegame deals the command line's board for today and Share gives its code");
    passed++;
  } catch (error) {
    failures.push(`daily: ${error.message}`);
    console.log(`FAILED: daily: ${error.message}`);
  } finally {
    await page.close();
  }
}

// Today's SameGame played to the end as a player would (the engine's clicks from the
// command line's `solve`, each at once, during the animations), then the game-over
// card's Share (a spoiler-free line and the start's link) and Review (stepped on with
// the arrow key and the button, the board showing each position).
async function dailyFinishedSharedReviewed() {
  const page = await context.newPage();
  try {
    const daily = execFileSync(probeBinary, ["daily", "--game", "samegame"], { encoding: "utf8" });
    const [date, seed] = [printed(daily, "date"), printed(daily, "seed")];
    const solved = execFileSync(probeBinary, ["solve", "--game", "samegame", "--seed", seed, "--seconds", "1"], { encoding: "utf8" });
    const clicks = printed(solved, "moves").trim().split(" ").map((cell) => cell.split(",").map(Number));
    await page.goto(`${baseUrl}/?daily=samegame`);
    const opened = await boardSettled(page, "today's samegame to play", "samegame");
    await page.evaluate(() => {
      window.sharedForTest = null;
      window.gridPuzzlesShareShown = window.gridPuzzlesShare;
      window.gridPuzzlesShare = (text, code) => (window.sharedForTest = window.gridPuzzlesShareShown(text, code));
    });
    for (const cell of clicks) {
      const [x, y] = cellPixel(opened, cell);
      await page.mouse.click(x, y);
    }
    const over = await waitFor(page, "the daily finished and its card up", (s) =>
      s.screen === "samegame" && s.over && s.idle && s.buttons["result-share"] && s.buttons["result-review"], 120000);
    // Par, which the engine may still think about as the game ends, comes to the card.
    await waitFor(page, "par on the finished daily", (s) => s.par !== null, 240000);
    await framesLater(page, 10);
    writeFileSync(join(outDir, "web-samegame-daily-over.png"), await page.screenshot());
    await page.mouse.click(...over.buttons["result-share"]);
    await framesLater(page, 3);
    const shared = await page.evaluate(() => window.sharedForTest);
    const [line, link] = (shared || "").split("\n");
    const expected = `Grid Puzzles · SameGame daily ${englishDate(date)} · `;
    if (!line || !line.startsWith(expected) || !line.endsWith(" · unassisted")) {
      throw new Error(`the shared line is ${JSON.stringify(shared)}, not ${expected}... · unassisted`);
    }
    const code = new URL(link).searchParams.get("code");
    if (code !== printed(daily, "code")) throw new Error(`the shared link opens ${code}, not today's start`);
    await page.mouse.click(...over.buttons["result-review"]);
    const moves = clicks.length;
    await waitFor(page, "the review at its first move", (s) => s.review === `0/${moves}` || s.review === `0/${moves}+`);
    // Two presses as fast as the browser sends them: each is a step.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    const stepped = await waitFor(page, "the review two moves on", (s) => s.review && s.review.startsWith(`2/${moves}`) && s.buttons["review-next"], 30000);
    await page.mouse.click(...stepped.buttons["review-next"]);
    await waitFor(page, "the review's Next button", (s) => s.review && s.review.startsWith(`3/${moves}`));
    await framesLater(page, 10);
    writeFileSync(join(outDir, "web-samegame-review.png"), await page.screenshot());
    console.log(`ok: today's samegame finished in ${moves} clicks, shared as "${line}", reviewed move by move`);
    passed++;
  } catch (error) {
    failures.push(`daily played, shared, reviewed: ${error.message}`);
    console.log(`FAILED: daily played, shared, reviewed: ${error.message}`);
  } finally {
    await page.close();
  }
}

// A YYYY-MM-DD date as the English catalogue writes it: 3 December 2026.
function englishDate(date) {
  const [year, month, day] = date.split("-").map(Number);
  const months = ["January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December"];
  return `${day} ${months[month - 1]} ${year}`;
}

// The menu's statistics and settings, and a game's settings panel.
async function openScreens() {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/`);
    const menu = await waitFor(page, "the menu", (s) => s.screen === "menu" && s.buttons.statistics);
    for (const name of ["statistics", "settings"]) {
      const [x, y] = menu.buttons[name];
      await page.mouse.click(x, y);
      await framesLater(page, 5);
      writeFileSync(join(outDir, `web-menu-${name}.png`), await page.screenshot());
      if (name === "settings") {
        // The theme: a segmented choice; High contrast picks the contrast theme.
        const panel = await status(page);
        const change = panel.buttons["setting-theme-contrast"];
        if (!change) throw new Error(`no theme setting: ${panel.line}`);
        await page.mouse.click(change[0], change[1]);
        await framesLater(page, 5);
        writeFileSync(join(outDir, `web-menu-settings-theme.png`), await page.screenshot());
      }
      await page.keyboard.press("Escape");
      await framesLater(page, 3);
    }
    const [x, y] = menu.buttons["play-samegame"];
    await page.mouse.click(x, y);
    const game = await waitFor(page, "samegame from the menu", (s) => s.screen === "samegame" && s.buttons["hud-settings"]);
    await framesLater(page, 5);
    const themed = await page.screenshot();
    writeFileSync(join(outDir, `web-samegame-contrast-theme.png`), themed);
    // The high-contrast theme's vermilion (#d55e00) is on the blocks; the classic red is not.
    const vermilion = await countColour(page, themed, [213, 94, 0]);
    const classicRed = await countColour(page, themed, [232, 34, 43]);
    if (vermilion < 2000 || classicRed > 200) {
      throw new Error(`the contrast theme is not drawn (${vermilion} vermilion, ${classicRed} classic red pixels)`);
    }
    const [sx, sy] = game.buttons["hud-settings"];
    await page.mouse.click(sx, sy);
    await framesLater(page, 5);
    writeFileSync(join(outDir, `web-samegame-settings.png`), await page.screenshot());
    console.log(`ok: the menu's statistics and settings, the contrast theme chosen there (${vermilion} vermilion pixels), and SameGame's settings panel`);
    passed++;
  } catch (error) {
    failures.push(`menu screens: ${error.message}`);
    console.log(`FAILED: menu screens: ${error.message}`);
  } finally {
    await page.close();
  }
}

// Settings the game cannot read (here, not TOML) are kept aside in the page's storage,
// never saved over: a fresh browser context starts with a damaged entry, and the game
// must open its menu, keep the player's text as `grid-puzzles-settings.damaged` and say
// so in its red line at the bottom.
async function damagedSettingsKept() {
  const damaged = "[samegame\nbest = 1234\n";
  const fresh = await browser.newContext({ viewport: VIEW });
  await fresh.addInitScript((text) => {
    if (!sessionStorage.getItem("damaged-set")) {
      sessionStorage.setItem("damaged-set", "yes");
      localStorage.setItem("grid-puzzles-settings", text);
    }
  }, damaged);
  const page = await fresh.newPage();
  const errors = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });
  try {
    await page.goto(`${baseUrl}/`);
    await waitFor(page, "the menu", (s) => s.screen === "menu" && s.buttons["play-samegame"]);
    await framesLater(page, 5);
    const shot = await page.screenshot();
    writeFileSync(join(outDir, "web-settings-damaged.png"), shot);
    const [kept, now] = await page.evaluate(() => [
      localStorage.getItem("grid-puzzles-settings.damaged"),
      localStorage.getItem("grid-puzzles-settings"),
    ]);
    if (kept !== damaged) throw new Error(`the damaged settings were not kept aside (kept: ${JSON.stringify(kept)})`);
    if (now === damaged) throw new Error("the damaged settings are still where the game reads them");
    const redLine = await countColour(page, shot, PROBLEM_RED);
    if (redLine < 2000) throw new Error(`no red problem line (${redLine} pixels)`);
    if (errors.length) throw new Error(errors.join("\n"));
    console.log(`ok: damaged settings kept aside in the page's storage, the red line shown (${redLine} pixels)`);
    passed++;
  } catch (error) {
    failures.push(`damaged settings: ${error.message}`);
    console.log(`FAILED: damaged settings: ${error.message}`);
  } finally {
    await fresh.close();
  }
}

await damagedSettingsKept();

// Pause as a player uses it in a timed game (Lianliankan's life bar runs), in a browser
// of its own (nothing saved): after a move, P pauses and nothing more is drawn; P goes
// on; the page losing focus pauses it by itself.
async function pauseDrawsNothing() {
  const own = await browser.newContext({ viewport: VIEW });
  const page = await own.newPage();
  const isPaused = (s) => / paused=yes/.test(s.line);
  try {
    await page.goto(`${baseUrl}/?seed=${SEED}`);
    await playFromMenu(page, probeBinary, "lianliankan", "pause");
    await page.keyboard.press("p");
    await waitFor(page, "P to pause", isPaused);
    // The cover is drawn, the game stays awake a moment after the key (1.5 s, for what
    // the key set going), then nothing: the frames stop.
    await pause(3000);
    const first = await status(page);
    await pause(2000);
    const then = await status(page);
    if (then.frame !== first.frame) throw new Error(`paused, frames went on (${first.frame} -> ${then.frame})`);
    writeFileSync(join(outDir, "web-lianliankan-paused.png"), await page.screenshot());
    await page.keyboard.press("p");
    await waitFor(page, "P to go on", (s) => !isPaused(s));
    // Another element of the page takes the focus, as when the player clicks away.
    await page.evaluate(() => {
      const elsewhere = document.createElement("input");
      document.body.append(elsewhere);
      elsewhere.focus();
    });
    await waitFor(page, "the page's focus lost to pause the timed game", isPaused, 30000);
    console.log(`ok: a timed game paused by P (frame ${first.frame} held 2 s), gone on by P, and paused when the page lost the focus`);
    passed++;
  } catch (error) {
    failures.push(`pause: ${error.message}`);
    console.log(`FAILED: pause: ${error.message}`);
  } finally {
    await own.close();
  }
}
if (games.includes("lianliankan")) {
  await pauseDrawsNothing();
  count(await shiftingLevelAtEverySize(players, probeBinary));
}
if (games.includes("fifteen")) {
  count(await sixteenAtEverySize(players, probeBinary));
  count(await pictureAtEverySize(players));
}

if (games.includes("samegame")) {
  await openScreens();
  count(await playByKeyboard(players, "samegame"));
  count(await playByTaps(players, "samegame"));
  await checkOpens("samegame resumed from its save", `${baseUrl}/?game=samegame`,
    (s) => s.screen === "samegame" && s.moves >= 1);
  // A fixed seed and clicks (checked: they remove groups), as a player's shared game.
  const replayed = execFileSync(probeBinary, ["replay", "--game", "samegame", "--seed", "5", "--moves", "0,0 7,7 3,9"], { encoding: "utf8" });
  const code = printed(replayed, "code");
  await checkOpens("samegame opened from ?code=", `${baseUrl}/?code=${code}`,
    (s) => s.screen === "samegame" && s.moves === 3);
  await dailyMatchesTheCommandLine();
  await dailyFinishedSharedReviewed();
  count(await speaksTheBrowsersLanguage(players, "de-DE", "de", VIEW, false));
  count(await speaksTheBrowsersLanguage(players, "zh-CN", "zh-CN", { width: 360, height: 640 }, true));
  // The screen reader's way in (web/playtest-access.mjs): the page's mirror by role.
  const heard = await screenReaderChecks({ browser, baseUrl, outDir });
  passed += heard.passed;
  failures.push(...heard.failures);
}

// The web build as an app (web/playtest-app.mjs): install manifest, download progress,
// offline play, a sub-path, a new build's update, a failed download's Retry.
const app = await webAppChecks({ browser, probeBinary, outDir, menuOrder });
passed += app.passed;
failures.push(...app.failures);

await browser.close();
console.log(`browser: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
