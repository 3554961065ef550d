// Browser play-test: serves nothing itself; opens the web build at BASE_URL in Debian's
// headless Chromium (WebGL2 through SwiftShader), and for every game named on the
// command line: opens it from the main menu, checks the canvas is not blank, clicks the
// board where a move is legal (pixels from `grid-puzzles probe`), checks the move was
// played and the board changed, and fails on any console error or panic. It never
// sleeps for a guessed time: it waits on the game's beacon (screen, moves, idle, frame).
// Screenshots go to OUT_DIR.
//
// usage: node web/playtest.mjs BASE_URL OUT_DIR BINARY [game...]   (default: every game)
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [baseUrl, outDir, probeBinary, ...chosen] = process.argv.slice(2);
if (!baseUrl || !outDir || !probeBinary) {
  console.error("usage: node web/playtest.mjs BASE_URL OUT_DIR BINARY [game...]");
  process.exit(2);
}
// The menu lists the games in the program's order; the test reads that list from it.
const menuOrder = execFileSync(probeBinary, ["--list-games"], { encoding: "utf8" }).trim().split("\n");
const games = chosen.length ? chosen : menuOrder;
mkdirSync(outDir, { recursive: true });
const VIEW = { width: 860, height: 740 };
const SEED = 7;
// The background of the game's problem line (src/live_assets.rs) as the canvas shows it.
const PROBLEM_RED = [130, 12, 12];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
    "--ignore-gpu-blocklist",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    // playwright's launch() already gives every run a fresh, empty user-data-dir.
  ],
});

// One browser context for every page, so localStorage (saved games) is shared as in one
// player's browser.
const context = await browser.newContext({ viewport: VIEW });
const failures = [];
let passed = 0;

// Pixel statistics of PNG screenshots, computed inside the page (no npm image library).
async function analyse(page, png, other) {
  return page.evaluate(async ([a, b]) => {
    async function pixels(base64) {
      const blob = await (await fetch("data:image/png;base64," + base64)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d");
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height);
    }
    const first = await pixels(a);
    const { data } = first;
    const colours = new Set();
    for (let i = 0; i < data.length; i += 4 * 7) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    let changed = 0;
    if (b) {
      const second = await pixels(b);
      for (let i = 0; i < data.length; i += 4) {
        const d = Math.abs(data[i] - second.data[i]) + Math.abs(data[i + 1] - second.data[i + 1]) +
          Math.abs(data[i + 2] - second.data[i + 2]);
        if (d > 40) changed++;
      }
    }
    return { colours: colours.size, changed };
  }, [png.toString("base64"), other ? other.toString("base64") : null]);
}

// How many pixels of a PNG screenshot lie within a small distance of `rgb`.
async function countColour(page, png, rgb) {
  return page.evaluate(async ([base64, [r, g, b]]) => {
    const blob = await (await fetch("data:image/png;base64," + base64)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 30) count++;
    }
    return count;
  }, [png.toString("base64"), rgb]);
}

// The game's beacon line ("screen=samegame moves=1 idle=yes frame=412", see src/status.rs).
async function status(page) {
  const line = await page.evaluate(() => window.gridPuzzlesState || "");
  const fields = Object.fromEntries(line.split(" ").filter(Boolean).map((pair) => pair.split("=")));
  const board = fields.board ? fields.board.split(",").map(Number) : null;
  const buttons = Object.fromEntries((fields.buttons ?? "").split(";").filter(Boolean)
    .map((entry) => { const [name, at] = entry.split("@"); return [name, at.split(",").map(Number)]; }));
  return { line, screen: fields.screen, moves: Number(fields.moves ?? -1), idle: fields.idle === "yes", frame: Number(fields.frame ?? 0), board, buttons };
}

// The cells of a legal move (from `grid-puzzles probe`), as [x, y] pairs.
function moveCells(game, seed) {
  return execFileSync(probeBinary, ["probe", "--game", game, "--seed", String(seed)], { encoding: "utf8" })
    .trim().split("\n").map((line) => line.split(",").map(Number));
}

// A cell's centre in page pixels, from the beacon's board geometry.
function cellPixel(state, [x, y]) {
  const [x0, y0, step] = state.board;
  return [x0 + x * step, y0 + y * step];
}

// Waits until the beacon satisfies `condition`, polling; a timeout names what was awaited.
async function waitFor(page, what, condition, timeout = 120000) {
  const deadline = Date.now() + timeout;
  let last = await status(page);
  while (!condition(last)) {
    if (Date.now() > deadline) throw new Error(`waited ${timeout / 1000} s for ${what}; the game says "${last.line}"`);
    await page.waitForTimeout(50);
    last = await status(page);
  }
  return last;
}

// Waits until `game` is open and idle and its board has stayed where it is for three
// frames: the HUD is measured after its first layout, and a HUD that wraps to a second
// row moves the board down once, a frame or two after the game opens.
async function boardSettled(page, what, game) {
  let opened = await waitFor(page, what, (s) => s.screen === game && s.idle && s.board);
  for (;;) {
    const still = await framesLater(page, 3);
    if (String(still.board) === String(opened.board) && still.idle) return still;
    opened = await waitFor(page, what, (s) => s.screen === game && s.idle && s.board);
  }
}

// Waits until `count` more frames were drawn, so a screenshot shows the state just reached.
async function framesLater(page, count) {
  const { frame } = await status(page);
  return waitFor(page, `${count} more frames`, (s) => s.frame >= frame + count);
}

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
    console.log(`ok: ${game} (opened from the menu, ${drawn.colours} colours, ${changed} pixels changed)`);
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
    for (const cell of moveCells(game, SEED)) {
      const [x, y] = cellPixel(opened, cell);
      await page.touchscreen.tap(x, y);
    }
    await waitFor(page, "a move played by taps", (s) => s.moves >= 1 && s.idle, 60000);
    await framesLater(page, 3);
    writeFileSync(join(outDir, `web-phone-${game}.png`), await page.screenshot());
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
        // The theme: Change picks the next one (classic -> contrast).
        const panel = await status(page);
        const change = panel.buttons["setting-theme-change"];
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
  const code = replayed.trim().split("\n").find((line) => line.startsWith("code: ")).slice("code: ".length);
  await checkOpens("samegame opened from ?code=", `${baseUrl}/?code=${code}`,
    (s) => s.screen === "samegame" && s.moves === 3);
}

await browser.close();
console.log(`browser: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
