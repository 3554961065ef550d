// Browser play-test of the web build in Firefox and WebKit, the engines besides Chromium's
// (web/playtest.mjs): Debian's firefox-esr over WebDriver BiDi (web/playtest-firefox.mjs)
// or WebKitGTK's MiniBrowser over WebDriver (web/playtest-webkit.mjs), each in a real
// window (run it under Xvfb: their headless modes have no WebGL2 here). Both drivers do
// the same few things (goto, reload, evaluate, click at x,y, press a key, screenshot,
// resize, errors, close), so the checks are written once, here, and wait on the game's
// beacon (web/playtest-lib.mjs), never for a guessed time:
//
// 1. the menu opens SameGame;
// 2. a SameGame move by mouse (the move counted, the board changed), and a Fifteen slide
//    by an arrow key;
// 3. the board's ARIA grid in the page's mirror: a cell focused and played with Enter,
//    its points said in the live region;
// 4. offline: the page, served by its own web/serve.mjs, reloads from the service
//    worker's copy once that server is stopped, and a game plays (skipped, and said why,
//    where the engine has no service worker);
// 5. the browser in German: the page and the game speak German (the loading words, the
//    beacon's lang=, the mirror's buttons), and SameGame opens;
// with no console or page error in any of it. Screenshots (860x740) go to OUT_DIR as
// ENGINE-menu.png, ENGINE-samegame.png, ENGINE-fifteen.png, ENGINE-offline.png,
// ENGINE-de-menu.png and ENGINE-de-samegame.png.
//
// usage: node web/playtest-engines.mjs firefox|webkit BASE_URL OUT_DIR BINARY
//   (BASE_URL serves dist/; the offline check serves WEB_DIST, else the repository's dist/)
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  analyse, boardSettled, cellPixel, checkRecorder, framesLater, moveCells, pause, playFromMenu, SEED, serve,
  status, stopServer, VIEW, waitFor,
} from "./playtest-lib.mjs";
import { playableCell } from "./playtest-access.mjs";
import { catalogueWords } from "./playtest-players.mjs";
import { launchFirefox } from "./playtest-firefox.mjs";
import { launchWebKit } from "./playtest-webkit.mjs";

const ENGINES = { firefox: launchFirefox, webkit: launchWebKit };
const [engine, baseUrl, outDir, probeBinary] = process.argv.slice(2);
if (!ENGINES[engine] || !baseUrl || !outDir || !probeBinary) {
  console.error("usage: node web/playtest-engines.mjs firefox|webkit BASE_URL OUT_DIR BINARY");
  process.exit(2);
}
const launch = ENGINES[engine];
const dist = process.env.WEB_DIST || join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const started = Date.now();
mkdirSync(outDir, { recursive: true });
const recorder = checkRecorder();
const { check } = recorder;
const menuOrder = execFileSync(probeBinary, ["--list-games"], { encoding: "utf8" }).trim().split("\n");

async function shoot(page, name) {
  const png = await page.screenshot();
  writeFileSync(join(outDir, `${engine}-${name}.png`), png);
  return png;
}

// Fails with the page's console and page errors so far, if there were any.
async function noErrors(page) {
  if (page.collectErrors) await page.collectErrors();
  if (page.errors.length) throw new Error(page.errors.join("\n"));
}

// The arrow key that slides a tile in Fifteen's start from `seed`: one along a line with
// tiles on both sides of the gap, so it slides whichever way the game reads the arrows.
function fifteenArrow(seed) {
  const replay = execFileSync(probeBinary, ["replay", "--game", "fifteen", "--seed", String(seed), "--moves", ""], { encoding: "utf8" });
  const rows = replay.split("\n").filter((line) => /^[\d. ]+$/.test(line.trim()) && line.includes(" ")).map((line) => line.trim().split(/\s+/));
  const y = rows.findIndex((row) => row.includes("."));
  const x = rows[y].indexOf(".");
  if (x > 0 && x < rows[y].length - 1) return "ArrowRight";
  if (y > 0 && y < rows.length - 1) return "ArrowDown";
  throw new Error(`the gap of Fifteen's start is in a corner (${x},${y}): no arrow is sure to slide`);
}

// Waits until `probe(arg)` (run in the page) returns something truthy; returns it.
async function waitInPage(page, what, probe, timeout = 30000, arg = null) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = await page.evaluate(probe, arg);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`waited ${timeout / 1000} s for ${what}`);
    await pause(50);
  }
}

let page = await launch({ view: VIEW });
console.log(`${engine}: ${page.version}`);
try {
  await check(`${engine}: the menu opens SameGame`, async () => {
    await page.goto(`${baseUrl}/?seed=${SEED}`);
    const webgl = await page.evaluate(() => Boolean(document.createElement("canvas").getContext("webgl2")));
    if (!webgl) throw new Error("no WebGL2 in this browser");
    await waitFor(page, "the menu with every game's Play button", (s) =>
      s.screen === "menu" && menuOrder.every((id) => s.buttons[`play-${id}`]), 120000);
    const settled = await framesLater(page, 3);
    await shoot(page, "menu");
    await page.click(...settled.buttons["play-samegame"]);
    const opened = await boardSettled(page, "SameGame to open, idle", "samegame");
    const top = opened.board[1] - opened.board[2] / 2;
    if (top > 80) throw new Error(`the board starts ${top.toFixed(0)} px down in 860x740: ${opened.line}`);
    await noErrors(page);
    return `board from ${top.toFixed(0)} px down`;
  });

  await check(`${engine}: a SameGame move by mouse`, async () => {
    const opened = await boardSettled(page, "SameGame open, idle", "samegame");
    const before = await page.screenshot();
    for (const cell of moveCells(probeBinary, "samegame", SEED)) await page.click(...cellPixel(opened, cell));
    await waitFor(page, "the move played and the board idle", (s) => s.screen === "samegame" && s.moves > opened.moves && s.idle, 60000);
    await framesLater(page, 3);
    const after = await shoot(page, "samegame");
    const { changed, colours } = await analyse(page, before, after);
    if (colours < 12) throw new Error(`the canvas looks blank (${colours} colours)`);
    if (changed < 300) throw new Error(`the board did not change (${changed} pixels)`);
    await noErrors(page);
    return `moves ${opened.moves} -> ${(await status(page)).moves}, ${changed} pixels changed`;
  });

  await check(`${engine}: a Fifteen slide by keyboard`, async () => {
    const arrow = fifteenArrow(SEED);
    await page.goto(`${baseUrl}/?game=fifteen&seed=${SEED}`);
    const opened = await boardSettled(page, "Fifteen to open, idle", "fifteen");
    await page.evaluate(() => document.getElementById("grid-puzzles").focus());
    await page.press(arrow);
    await waitFor(page, `a slide by ${arrow}`, (s) => s.screen === "fifteen" && s.moves > opened.moves && s.idle, 60000);
    await framesLater(page, 3);
    await shoot(page, "fifteen");
    await noErrors(page);
    return `${arrow}: moves ${opened.moves} -> ${(await status(page)).moves}`;
  });

  await check(`${engine}: a cell of the board's ARIA grid played with Enter, its points said`, async () => {
    await page.goto(`${baseUrl}/?game=samegame&seed=${SEED}`);
    const opened = await boardSettled(page, "SameGame to open, idle", "samegame");
    await waitInPage(page, "the mirror's grid", () => document.querySelector("[role=grid][aria-label] [role=gridcell]") !== null);
    const found = await playableCell(page);
    if (!found) throw new Error("no cell of the grid says it can be played");
    const [[x, y], name] = found;
    const worth = name.match(/([\d,]+) points?$/)[1];
    const focused = await page.evaluate(([cx, cy]) => {
      const cell = document.querySelectorAll("[role=grid] [role=row]")[cy].querySelectorAll("[role=gridcell]")[cx];
      cell.focus();
      return document.activeElement === cell;
    }, [x, y]);
    if (!focused) throw new Error(`the cell ${x},${y} does not take the focus`);
    await page.press("Enter");
    await waitFor(page, "the move played from the grid", (s) => s.moves === opened.moves + 1 && s.idle, 60000);
    const said = await waitInPage(page, `the live region to say ${worth} points`, (points) => {
      const words = document.querySelector("[aria-live=polite]")?.textContent ?? "";
      return words.startsWith(`${points} point`) && words;
    }, 10000, worth).catch(async (error) => {
      const words = await page.evaluate(() => document.querySelector("[aria-live=polite]")?.textContent);
      throw new Error(`${error.message}; the move (${name}) was said as "${words}"`);
    });
    await noErrors(page);
    return `"${name}" at ${x},${y}, said "${said}"`;
  });

  // Offline: a server of its own, stopped once the worker has the copy.
  const offlineCheck = `${engine}: offline, the page reloads from the service worker's copy and a game plays`;
  const served = await serve(dist);
  try {
    await page.goto(`${served.url}?seed=${SEED}`);
    await waitFor(page, "the menu from the test's own server", (s) => s.screen === "menu", 120000);
    const support = await page.evaluate(() => ({ worker: "serviceWorker" in navigator, secure: window.isSecureContext }));
    if (!support.worker) {
      console.log(`skipped: ${offlineCheck}: ${page.version} has no navigator.serviceWorker here (secure context: ${support.secure}), so the page cannot be kept for offline`);
    } else {
      await check(offlineCheck, async () => {
        // The page registers its worker once the game is up; the worker takes over
        // (clients.claim) once its copy is complete.
        const registration = await waitInPage(page, "the service worker's registration", () =>
          navigator.serviceWorker.getRegistration().then((found) => found ? found.scope : null), 30000);
        await waitInPage(page, "the service worker to control the page", () =>
          navigator.serviceWorker.controller ? navigator.serviceWorker.controller.scriptURL : null, 120000);
        await stopServer(served);
        await page.reload();
        const [before, after] = await playFromMenu(page, probeBinary, "samegame", "offline", (x, y) => page.click(x, y));
        await shoot(page, "offline");
        const loading = await page.evaluate(() => window.gridPuzzlesLoading);
        if (!loading.fromCopy) throw new Error(`the module did not come from the offline copy: ${JSON.stringify(loading)}`);
        await noErrors(page);
        return `worker for ${registration}; server stopped; SameGame moves ${before} -> ${after}`;
      });
    }
  } finally {
    await stopServer(served);
  }
} finally {
  await page.close();
}

page = await launch({ view: VIEW, language: "de-DE" });
try {
  await check(`${engine}: the browser in German, the page and the game speak German`, async () => {
    await page.goto(`${baseUrl}/?seed=${SEED}`);
    const [languages, pageLanguage, loading] = await page.evaluate(() => [navigator.languages.join(","),
      document.documentElement.lang, document.getElementById("status-text")?.textContent ?? window.gridPuzzlesSay("page-loading")]);
    if (pageLanguage !== "de") throw new Error(`the page speaks ${pageLanguage} (navigator.languages: ${languages})`);
    const stages = ["page-loading", "page-downloading", "page-starting"].map((id) => catalogueWords("de", id));
    if (!stages.includes(loading)) throw new Error(`the loading screen says "${loading}", not one of ${JSON.stringify(stages)}`);
    const menu = await waitFor(page, "the menu in German", (s) => s.screen === "menu" && s.buttons["play-samegame"], 120000);
    if (menu.lang !== "de") throw new Error(`the game speaks ${menu.lang}: ${menu.line}`);
    // The mirror's Play button, named from the German catalogue.
    const play = catalogueWords("de", "access-play-game").replace(/\{\s*\$game\s*\}/, catalogueWords("de", "game-samegame"));
    await waitInPage(page, `the mirror's "${play}" button`, (name) =>
      [...document.querySelectorAll("#access button")].some((button) => button.textContent === name), 30000, play);
    const settled = await framesLater(page, 5);
    await shoot(page, "de-menu");
    await page.click(...settled.buttons["play-samegame"]);
    await boardSettled(page, "SameGame in German", "samegame");
    const cell = await waitInPage(page, "the grid's cells", () =>
      document.querySelector("[role=grid] [role=gridcell]")?.textContent, 30000);
    await framesLater(page, 5);
    await shoot(page, "de-samegame");
    await noErrors(page);
    return `navigator.languages ${languages}; the page says "${loading}", the mirror "${play}", a cell "${cell}"`;
  });
} finally {
  await page.close();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`${engine}: ${recorder.passed} passed, ${recorder.failures.length} failed in ${seconds} s`);
process.exit(recorder.failures.length ? 1 : 0);
