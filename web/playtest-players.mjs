// How other players meet the game in the browser: one who plays by keyboard alone, one
// who taps on a phone, ones whose browser speaks German or Simplified Chinese, and ones
// who play Lianliankan's wide board with gravity and Sixteen on a phone, a laptop and a
// large screen. Each
// check takes what web/playtest.mjs runs with (its browser, its shared context, the
// page's address, the screenshots' folder, a legal move's cells) and returns how many
// passed and what failed.
//
// usage: imported by web/playtest.mjs (playByKeyboard, playByTaps, speaksTheBrowsersLanguage,
// shiftingLevelAtEverySize, sixteenAtEverySize);
// web/playtest-engines.mjs reads the catalogues with catalogueWords.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { atEverySize, boardSettled, cellPixel, framesLater, SEED, status, waitFor } from "./playtest-lib.mjs";

// One game by keyboard alone: the arrows walk the board cursor (it starts in the middle
// of the board) to the move's cells and Enter clicks each.
export async function playByKeyboard({ context, baseUrl, outDir, moveCells }, game) {
  const failures = [];
  let passed = 0;
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
  return { passed, failures };
}

// One game by taps on an emulated phone (360x640 CSS pixels, touch events only).
// The emulated pixel ratio stays 1: headless Chromium emulating a ratio of 2 reports the
// canvas's device-pixel box in CSS pixels (360, not 720), so the game would lay out for
// a 180-pixel screen, which no real phone shows.
export async function playByTaps({ browser, baseUrl, outDir, moveCells }, game) {
  const failures = [];
  let passed = 0;
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
  return { passed, failures };
}

// What a catalogue's page message says, read from the catalogue itself: one line of
// words and {"…"} string literals (a catalogue test holds page messages to that).
export function catalogueWords(tag, id) {
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
export async function speaksTheBrowsersLanguage({ browser, baseUrl, outDir }, locale, tag, view, word) {
  const failures = [];
  let passed = 0;
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
  return { passed, failures };
}

// Lianliankan on KShisen's 18x8 board with 36 kinds of picture and gravity, opened from
// a game code: on a 360x640 phone in Chinese the wide board turns (the beacon's board= ends
// in ,1) and fits the screen, and a pair tapped there is joined; at 860x740 in German and
// 1920x1080 in English it stands upright and a pair clicked is joined.
// A game in one of its modes, opened from a code at 360x640 (a phone, in Chinese),
// 860x740 (German) and 1920x1080 (English): the board fits, the probe's move is tapped
// or clicked, and where `keyboard` is given the keyboard plays one more move (a Sixteen
// arrow reached by the cursor). `turnsOnPhone`: the board is drawn turned on the phone.
async function modeAtEverySize({ browser, baseUrl, outDir }, probeBinary, mode) {
  const run = (args) => execFileSync(probeBinary, args, { encoding: "utf8" });
  const code = run(["replay", "--game", mode.game, "--seed", String(SEED), ...mode.set, "--moves", ""]).match(/^code: (\S+)/m)[1];
  const cells = run(["probe", "--game", mode.game, "--seed", String(SEED), ...mode.set]).trim().split("\n")
    .map((line) => line.split(",").map(Number));
  return atEverySize(browser, mode.what, async (page, { width, height, phone, what }) => {
    await page.goto(`${baseUrl}/?code=${code}`);
    const opened = await boardSettled(page, what, mode.game);
    const [x0, y0, step, columns, rows, turned] = opened.board;
    if (Boolean(turned) !== Boolean(phone && mode.turnsOnPhone)) throw new Error(`the board is ${turned ? "" : "not "}turned: ${opened.line}`);
    // A turned board's cell (0, 0) is its top-right one; its rows run down the screen.
    // A ring of arrows (`mode.ring`) lies one cell outside the board, each arrow's
    // square 0.72 of a cell.
    const [ring, half] = mode.ring ? [1, 0.36] : [0, 0.5];
    const [left, right, top, bottom] = turned
      ? [x0 - (rows - 0.5) * step, x0 + step / 2, y0 - step / 2, y0 + (columns - 0.5) * step]
      : [x0 - (ring + half) * step, x0 + (columns - 1 + ring + half) * step, y0 - (ring + half) * step, y0 + (rows - 1 + ring + half) * step];
    if (left < -1 || right > width + 1 || top < -1 || bottom > height + 1) throw new Error(`the board does not fit: ${opened.line}`);
    for (const cell of cells) {
      const [x, y] = cellPixel(opened, cell);
      await (phone ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    }
    await waitFor(page, `${mode.moveName} (${what})`, (s) => s.moves >= 1 && s.idle, 60000);
    await framesLater(page, 3);
    writeFileSync(join(outDir, `${mode.file}-${width}x${height}.png`), await page.screenshot());
    let byKeyboard = "";
    if (mode.keyboard && !phone) {
      await page.locator("canvas").focus();
      for (const key of mode.keyboard(columns, rows)) await page.keyboard.press(key);
      await waitFor(page, `a move by keyboard (${what})`, (s) => s.moves >= 2 && s.idle, 60000);
      await framesLater(page, 3);
      writeFileSync(join(outDir, `${mode.file}-keyboard-${width}x${height}.png`), await page.screenshot());
      byKeyboard = ", one more by keyboard";
    }
    return `${turned ? "turned, " : ""}cells ${step.toFixed(1)} px, ${mode.moveName}${byKeyboard}`;
  });
}

// Lianliankan's KShisen board with gravity at every size (turned on the phone).
export async function shiftingLevelAtEverySize(players, probeBinary) {
  return modeAtEverySize(players, probeBinary, {
    game: "lianliankan",
    set: ["--set", "width=18", "--set", "height=8", "--set", "pictures=36", "--set", "shift=down"],
    what: "Lianliankan 18x8 with gravity",
    file: "web-lianliankan-shift",
    moveName: "a pair joined",
    turnsOnPhone: true,
  });
}

// Sixteen on a 5x4 board at every size: the probe's arrow clicked or tapped, then (not on
// the phone) the keyboard cursor walked from the board's middle out onto the left arrow
// of its row and Enter pressed, which turns that row.
export async function sixteenAtEverySize(players, probeBinary) {
  return modeAtEverySize(players, probeBinary, {
    game: "fifteen",
    set: ["--set", "kind=sixteen", "--set", "width=5", "--set", "height=4"],
    what: "Sixteen 5x4",
    file: "web-sixteen",
    moveName: "a row or column turned",
    ring: true,
    keyboard: (columns) => [...Array(Math.floor(columns / 2) + 1).fill("ArrowLeft"), "Enter"],
  });
}
