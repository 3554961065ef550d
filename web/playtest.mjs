// Browser play-test: serves nothing itself; opens the web build at BASE_URL in Debian's
// headless Chromium (WebGL2 through SwiftShader), and for every game named on the
// command line: opens it from the main menu, checks the canvas is not blank, clicks the
// board where a move is legal (pixels from `grid-puzzles probe`), checks the move was
// played and the board changed, and fails on any console error or panic. It never
// sleeps for a guessed time: it waits on the game's beacon (screen, moves, idle, frame).
// Then the browser set to German and to Chinese, a screen reader's way through the page's
// mirror (web/playtest-access.mjs), and the app checks of web/playtest-app.mjs (offline, progress, sub-path, update),
// which serve their own copy of dist/ (WEB_DIST, else the repository's dist/).
// Screenshots go to OUT_DIR.
//
// usage: node web/playtest.mjs BASE_URL OUT_DIR BINARY [game...]   (default: every game)
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  analyse, boardSettled, cellPixel, countColour, framesLater, launchChromium, moveCells as probeMove,
  SEED, status, VIEW, waitFor,
} from "./playtest-lib.mjs";
import { webAppChecks } from "./playtest-app.mjs";
import { screenReaderChecks } from "./playtest-access.mjs";

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
// One game by keyboard alone: the arrows walk the board cursor (it starts in the middle
// of the board) to the move's cells and Enter clicks each.
async function playByKeyboard(game) {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/?game=${game}&seed=${SEED}`);
    const opened = await boardSettled(page, `${game} to open`, game);
    await page.locator("canvas").focus();
    let at = [Math.floor(opened.board[3] / 2), Math.floor(opened.board[4] / 2)];
    for (const [cx, cy] of moveCells(game, SEED)) {
      while (at[0] < cx) { await page.keyboard.press("ArrowRight"); at[0]++; }
      while (at[0] > cx) { await page.keyboard.press("ArrowLeft"); at[0]--; }
      while (at[1] < cy) { await page.keyboard.press("ArrowDown"); at[1]++; }
      while (at[1] > cy) { await page.keyboard.press("ArrowUp"); at[1]--; }
      await page.keyboard.press("Enter");
    }
    await waitFor(page, "a move played by keyboard", (s) => s.moves >= 1 && s.idle, 60000);
    await framesLater(page, 3);
    writeFileSync(join(outDir, `web-keyboard-${game}.png`), await page.screenshot());
    console.log(`ok: ${game} by keyboard`);
    passed++;
  } catch (error) {
    failures.push(`${game} by keyboard: ${error.message}`);
    console.log(`FAILED: ${game} by keyboard: ${error.message}`);
  } finally {
    await page.close();
  }
}

// One game by taps on an emulated phone (360x640 CSS pixels, touch events only).
// The emulated pixel ratio stays 1: headless Chromium emulating a ratio of 2 reports the
// canvas's device-pixel box in CSS pixels (360, not 720), so the game would lay out for
// a 180-pixel screen, which no real phone shows.
async function playByTaps(game) {
  const phone = await browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  try {
    await page.goto(`${baseUrl}/?seed=${SEED}`);
    const menu = await waitFor(page, "the menu on the phone", (s) => s.screen === "menu" && s.buttons[`play-${game}`]);
    const settled = await framesLater(page, 3);
    writeFileSync(join(outDir, `web-phone-menu.png`), await page.screenshot());
    const [mx, my] = (settled.buttons[`play-${game}`] ? settled : menu).buttons[`play-${game}`];
    // The menu opens in its first frame on the web, so it must be laid out for the phone
    // from that frame on, not for a default window size that the page corrects later.
    if (String(menu.buttons[`play-${game}`]) !== String([mx, my])) {
      throw new Error(`the menu moved after it opened: Play at ${menu.buttons[`play-${game}`]}, then at ${mx},${my}`);
    }
    if (my > 640) throw new Error(`the Play button is off the phone's screen at ${my}`);
    await page.touchscreen.tap(mx, my);
    const opened = await boardSettled(page, `${game} to open on the phone`, game);
    const [x0, y0, step, width, height] = opened.board;
    const right = x0 + (width - 0.5) * step;
    const bottom = y0 + (height - 0.5) * step;
    if (x0 - step / 2 < -1 || right > 361 || bottom > 641) throw new Error(`the board does not fit the phone: ${opened.line}`);
    // The phone's layout leaves the board the screen: SameGame's 15x15 board at least 95%
    // of the width, starting at most 112 pixels from the top, the toolbar below it.
    const boardWidth = width * step;
    const boardTop = y0 - step / 2;
    if (game === "samegame" && (boardWidth < 0.95 * 360 || boardTop > 112)) {
      throw new Error(`the phone's board is ${boardWidth.toFixed(0)} px wide from ${boardTop.toFixed(0)} px down: ${opened.line}`);
    }
    for (const name of ["hud-undo", "hud-hint", "hud-new-game", "hud-menu", "hud-more"]) {
      const at = opened.buttons[name];
      if (!at || at[1] < bottom) throw new Error(`${name} is not in the bottom toolbar: ${opened.line}`);
    }
    if (opened.buttons["hud-settings"]) throw new Error(`Settings shows before More is pressed: ${opened.line}`);
    for (const cell of moveCells(game, SEED)) {
      const [x, y] = cellPixel(opened, cell);
      await page.touchscreen.tap(x, y);
    }
    await waitFor(page, "a move played by taps", (s) => s.moves >= 1 && s.idle, 60000);
    await framesLater(page, 3);
    writeFileSync(join(outDir, `web-phone-${game}.png`), await page.screenshot());
    // More opens the less used actions above the toolbar.
    const [ox, oy] = (await status(page)).buttons["hud-more"];
    await page.touchscreen.tap(ox, oy);
    const more = await waitFor(page, "the More sheet", (s) => s.buttons["hud-settings"] && s.buttons["hud-share"]);
    writeFileSync(join(outDir, `web-phone-${game}-more.png`), await page.screenshot());
    const [tx, ty] = more.buttons["hud-settings"];
    if (ty > oy) throw new Error(`the More sheet is not above the toolbar: ${more.line}`);
    await page.touchscreen.tap(tx, ty);
    await waitFor(page, "the settings from More", (s) => s.buttons["setting-symbols-change"]);
    console.log(`  the phone's board: ${boardWidth.toFixed(0)} px wide (${(boardWidth / 3.6).toFixed(1)}%), from ${boardTop.toFixed(0)} px down`);
    const scroll = await page.evaluate(() => [window.scrollX, window.scrollY, window.visualViewport ? window.visualViewport.scale : 1]);
    if (scroll[0] !== 0 || scroll[1] !== 0 || scroll[2] !== 1) throw new Error(`the page scrolled or zoomed: ${scroll}`);
    console.log(`ok: ${game} by taps on a 360x640 phone (cells ${step.toFixed(1)} px)`);
    passed++;
  } catch (error) {
    failures.push(`${game} by taps: ${error.message}`);
    console.log(`FAILED: ${game} by taps: ${error.message}`);
  } finally {
    await phone.close();
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
    const game = await waitFor(page, "today's samegame", (s) => s.screen === "samegame" && s.buttons["hud-share"]);
    await framesLater(page, 3);
    const [x, y] = game.buttons["hud-share"];
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

// What a catalogue's page message says, read from the catalogue itself: one line of
// words and {"…"} string literals (a catalogue test holds page messages to that).
function catalogueWords(tag, id) {
  const file = join(dirname(fileURLToPath(import.meta.url)), "..", "assets", "locales", tag, "main.ftl");
  const line = readFileSync(file, "utf8").split("\n").find((text) => text.startsWith(`${id} = `));
  if (!line) throw new Error(`locales/${tag} has no ${id}`);
  return line.slice(id.length + 3).replace(/\{\s*"((?:[^"\\]|\\.)*)"\s*\}/g, (_, text) =>
    JSON.parse(`"${text}"`));
}

// The game in the browser's language: German in an 860x740 window and Simplified
// Chinese on a phone. The page and the game speak it from the start (the beacon's
// lang=, the page's words), SameGame's board keeps its place, and Chinese fetches its
// font where an English visit fetches none.
async function speaksTheBrowsersLanguage(locale, tag, view, word) {
  const phone = view.width < 640;
  const browserContext = await browser.newContext({
    viewport: view, locale, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone,
  });
  const page = await browserContext.newPage();
  const fetched = [];
  page.on("request", (request) => fetched.push(request.url()));
  try {
    await page.goto(`${baseUrl}/`);
    const pageLanguage = await page.evaluate(() => document.documentElement.lang);
    if (pageLanguage !== tag) throw new Error(`the page speaks ${pageLanguage}, not ${tag}`);
    const loading = await page.evaluate(() => document.getElementById("status-text")?.textContent ??
      window.gridPuzzlesSay("page-loading"));
    // Whichever stage the loading screen is at, it says the catalogue's words for it.
    const stages = ["page-loading", "page-downloading", "page-starting"].map((id) => catalogueWords(tag, id));
    if (!stages.includes(loading)) {
      throw new Error(`the loading screen says "${loading}", not one of the catalogue's ${JSON.stringify(stages)}`);
    }
    if (tag !== "en" && loading === catalogueWords("en", "page-loading")) {
      throw new Error(`the loading screen speaks English in ${tag}`);
    }
    const menu = await waitFor(page, `the menu in ${tag}`, (s) => s.screen === "menu" && s.buttons["play-samegame"]);
    if (menu.lang !== tag) throw new Error(`the game speaks ${menu.lang}: ${menu.line}`);
    await framesLater(page, 5);
    writeFileSync(join(outDir, `web-${tag}-${view.width}-menu.png`), await page.screenshot());
    const [x, y] = menu.buttons["play-samegame"];
    if (phone) await page.touchscreen.tap(x, y); else await page.mouse.click(x, y);
    const opened = await boardSettled(page, `samegame in ${tag}`, "samegame");
    const [x0, y0, step, width] = opened.board;
    const top = y0 - step / 2;
    const boardWidth = step * width;
    if (phone && (boardWidth < 0.95 * view.width || top > 112)) {
      throw new Error(`the board is ${boardWidth.toFixed(0)} px wide from ${top.toFixed(0)} px down: ${opened.line}`);
    }
    if (!phone && top > 80) throw new Error(`the board starts ${top.toFixed(0)} px down: ${opened.line}`);
    await framesLater(page, 5);
    const shot = await page.screenshot();
    writeFileSync(join(outDir, `web-${tag}-${view.width}-samegame.png`), shot);
    const fonts = fetched.filter((url) => /\/fonts\/Noto/.test(url));
    if (word && fonts.length === 0) throw new Error("no font was fetched for its characters");
    console.log(`ok: the browser in ${locale}: the page says "${loading}", the game speaks ${tag}, the board ${boardWidth.toFixed(0)} px wide from ${top.toFixed(0)} px down${fonts.length ? `, its font fetched (${fonts.map((u) => u.split("/").pop()).join(", ")})` : ""}`);
    passed++;
  } catch (error) {
    failures.push(`the browser in ${locale}: ${error.message}`);
    console.log(`FAILED: the browser in ${locale}: ${error.message}`);
  } finally {
    await browserContext.close();
  }
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

if (games.includes("samegame")) {
  await openScreens();
  await playByKeyboard("samegame");
  await playByTaps("samegame");
  await checkOpens("samegame resumed from its save", `${baseUrl}/?game=samegame`,
    (s) => s.screen === "samegame" && s.moves >= 1);
  // A fixed seed and clicks (checked: they remove groups), as a player's shared game.
  const replayed = execFileSync(probeBinary, ["replay", "--game", "samegame", "--seed", "5", "--moves", "0,0 7,7 3,9"], { encoding: "utf8" });
  const code = printed(replayed, "code");
  await checkOpens("samegame opened from ?code=", `${baseUrl}/?code=${code}`,
    (s) => s.screen === "samegame" && s.moves === 3);
  await dailyMatchesTheCommandLine();
  await dailyFinishedSharedReviewed();
  await speaksTheBrowsersLanguage("de-DE", "de", VIEW, false);
  await speaksTheBrowsersLanguage("zh-CN", "zh-CN", { width: 360, height: 640 }, true);
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
