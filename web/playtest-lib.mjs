// What the browser play-tests (web/playtest.mjs, web/playtest-app.mjs and, in Firefox and
// WebKit, web/playtest-engines.mjs) and the start-up benchmarks (web/startup.mjs,
// web/app-startup.mjs) share: launching Debian's headless Chromium, serving
// the build (web/serve.mjs), reading the game's beacon and waiting on it (never a guessed
// sleep), where a legal move's cells are (`grid-puzzles probe`), opening a game from the
// menu and playing it, pixel statistics of screenshots, and running one check with its
// ok/FAILED line. What reads the page needs only `page.evaluate(fn, arg)`, so it serves
// playwright's pages and the engines' drivers alike.
import { chromium } from "playwright-core";
import { execFileSync, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as pause } from "node:timers/promises";

export { pause };

export const VIEW = { width: 860, height: 740 };
export const SEED = 7;

export const CHROMIUM = {
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
};

export function launchChromium() {
  return chromium.launch(CHROMIUM);
}

// For the start-up benchmarks (web/startup.mjs, web/app-startup.mjs), given to
// `context.addInitScript`: wraps the page's gridPuzzlesReady() (the page defines it after
// this runs) so its first call notes the time, and the next animation frame after it.
// With `marked`, each of the two also spins 3 ms in a function of its own name, so a
// profile's samples show where ready() was called and where the frame was drawn.
export function noteReady(marked) {
  let wrapped;
  const spin = () => {
    const from = performance.now();
    while (performance.now() - from < 3) { /* seen by the profiler's samples */ }
  };
  function startupReadyMarker() { spin(); }
  function startupDrawnMarker() { spin(); }
  Object.defineProperty(window, "gridPuzzlesReady", {
    configurable: true,
    get: () => wrapped,
    set(original) {
      wrapped = function (...args) {
        if (window.startupReadyAt === undefined) {
          window.startupReadyAt = performance.now();
          if (marked) startupReadyMarker();
          requestAnimationFrame(() => {
            window.startupDrawnAt = performance.now();
            if (marked) startupDrawnMarker();
          });
        }
        return original.apply(this, args);
      };
    },
  });
}

// Counts the checks; `check(what, body)` runs one, prints "ok: what (detail)" with the
// detail `body` returns, or "FAILED: what: why", and never lets a failure stop the rest.
export function checkRecorder() {
  const recorder = {
    passed: 0,
    failures: [],
    async check(what, body) {
      try {
        const detail = await body();
        console.log(`ok: ${what}${detail ? ` (${detail})` : ""}`);
        recorder.passed++;
      } catch (error) {
        recorder.failures.push(`${what}: ${error.message}`);
        console.log(`FAILED: ${what}: ${error.message}`);
      }
    },
  };
  return recorder;
}

// Console errors and page errors of `page` (winit's deliberate start-up exception aside).
export function collectErrors(page) {
  const errors = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (!String(error).includes("Using exceptions for control flow")) errors.push(`page error: ${error}`);
  });
  return errors;
}

// Pixel statistics of PNG screenshots, computed inside the page (no npm image library).
export async function analyse(page, png, other) {
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
export async function countColour(page, png, rgb) {
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

// The game's beacon line ("screen=samegame moves=1 idle=yes frame=412", see src/board/beacon_line.rs).
export async function status(page) {
  const line = await page.evaluate(() => window.gridPuzzlesState || "");
  const fields = Object.fromEntries(line.split(" ").filter(Boolean).map((pair) => pair.split("=")));
  const board = fields.board ? fields.board.split(",").map(Number) : null;
  const buttons = Object.fromEntries((fields.buttons ?? "").split(";").filter(Boolean)
    .map((entry) => { const [name, at] = entry.split("@"); return [name, at.split(",").map(Number)]; }));
  return {
    line, screen: fields.screen, moves: Number(fields.moves ?? -1), idle: fields.idle === "yes", frame: Number(fields.frame ?? 0),
    over: fields.over === "yes", review: fields.review ?? null, board, buttons,
    lang: fields.lang ?? null, par: fields.par ? Number(fields.par) : null, said: Number(fields.said ?? 0),
  };
}

// The cells of a legal move (from `grid-puzzles probe`), as [x, y] pairs.
export function moveCells(probeBinary, game, seed) {
  return execFileSync(probeBinary, ["probe", "--game", game, "--seed", String(seed)], { encoding: "utf8" })
    .trim().split("\n").map((line) => line.split(",").map(Number));
}

// A cell's centre in page pixels, from the beacon's board geometry (a turned board's rows
// run down the page, its columns from right to left).
export function cellPixel(state, [x, y]) {
  const [x0, y0, step, , , turned] = state.board;
  return turned ? [x0 - y * step, y0 + x * step] : [x0 + x * step, y0 + y * step];
}

// Waits until the beacon satisfies `condition`, polling; a timeout names what was awaited.
export async function waitFor(page, what, condition, timeout = 120000) {
  const deadline = Date.now() + timeout;
  let last = await status(page);
  while (!condition(last)) {
    if (Date.now() > deadline) throw new Error(`waited ${timeout / 1000} s for ${what}; the game says "${last.line}"`);
    await pause(50);
    last = await status(page);
  }
  return last;
}

// Waits until `count` more frames were drawn, so a screenshot shows the state just reached.
// The game sleeps at rest, so it is woken for each (as the page wakes it for a pad).
export async function framesLater(page, count) {
  const { frame } = await status(page);
  const deadline = Date.now() + 120000;
  let last = await status(page);
  while (last.frame < frame + count) {
    if (Date.now() > deadline) throw new Error(`waited 120 s for ${count} more frames; the game says "${last.line}"`);
    await page.evaluate(() => window.gridPuzzlesWake && window.gridPuzzlesWake());
    await pause(30);
    last = await status(page);
  }
  return last;
}

// Waits until `game` is open and idle and its board has stayed where it is for three
// frames: the HUD is measured after its first layout, and a HUD that wraps to a second
// row moves the board down once, a frame or two after the game opens.
export async function boardSettled(page, what, game) {
  let opened = await waitFor(page, what, (s) => s.screen === game && s.idle && s.board);
  for (;;) {
    const still = await framesLater(page, 3);
    if (String(still.board) === String(opened.board) && still.idle) return still;
    opened = await waitFor(page, what, (s) => s.screen === game && s.idle && s.board);
  }
}

// Opens `game` from the menu on `page` and plays the probe's legal move; returns the
// moves count before and after. `click(x, y)` clicks at page pixels (playwright's mouse
// unless another driver's is given).
export async function playFromMenu(page, probeBinary, game, what, click = (x, y) => page.mouse.click(x, y)) {
  const menu = await waitFor(page, `the menu (${what})`, (s) => s.screen === "menu" && s.buttons[`play-${game}`]);
  const settled = await framesLater(page, 3);
  const [px, py] = (settled.buttons[`play-${game}`] ? settled : menu).buttons[`play-${game}`];
  await click(px, py);
  const opened = await boardSettled(page, `${game} to open (${what})`, game);
  for (const cell of moveCells(probeBinary, game, SEED)) {
    const [x, y] = cellPixel(opened, cell);
    await click(x, y);
  }
  const played = await waitFor(page, `a move in ${game} (${what})`, (s) => s.screen === game && s.moves > opened.moves && s.idle, 60000);
  await framesLater(page, 3);
  return [opened.moves, played.moves];
}

// Starts web/serve.mjs on `dist` under `prefix` (port 0: any free one); resolves with
// the server process, its folder's address and the lines it logs (one per request).
// `extra`: more of serve.mjs's options (--cut-short NAME).
export function serve(dist, { prefix = "/", port = 0, extra = [] } = {}) {
  const script = join(dirname(fileURLToPath(import.meta.url)), "serve.mjs");
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, [script, dist, String(port), "--prefix", prefix, "--log", ...extra],
      { stdio: ["ignore", "pipe", "inherit"] });
    const requests = [];
    let buffered = "";
    server.on("exit", (code) => reject(new Error(`serve.mjs exited (${code}) before it listened`)));
    server.stdout.on("data", (chunk) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop();
      for (const line of lines) {
        const listening = line.match(/^Grid Puzzles on (http:\S+)/);
        if (listening) resolve({ server, url: listening[1], requests });
        else requests.push(line);
      }
    });
  });
}

// Stops a server serve() started; at once if it has ended (a kill ends it by a signal,
// so its exitCode stays null).
export function stopServer({ server }) {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.removeAllListeners("exit");
    server.once("exit", resolve);
    server.kill();
  });
}

// The three screens a mode is checked on: a phone held upright in Chinese (taps), a
// laptop in German and a large screen in English.
export const EVERY_SIZE = [[360, 640, "zh-CN", true], [860, 740, "de-DE", false], [1920, 1080, "en-US", false]];

// Runs `body(page, size)` at each of EVERY_SIZE in a browser context of its own (`size`:
// width, height, locale, phone and `what` with the size named); prints "ok: WHAT: DETAIL"
// with the detail `body` returns, or "FAILED: WHAT: why", and counts them.
export async function atEverySize(browser, what, body) {
  const failures = [];
  let passed = 0;
  for (const [width, height, locale, phone] of EVERY_SIZE) {
    const named = `${what} at ${width}x${height} in ${locale}`;
    const context = await browser.newContext({ viewport: { width, height }, locale, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    try {
      const detail = await body(page, { width, height, locale, phone, what: named });
      console.log(`ok: ${named}: ${detail}`);
      passed++;
    } catch (error) {
      failures.push(`${named}: ${error.message}`);
      console.log(`FAILED: ${named}: ${error.message}`);
    } finally {
      await context.close();
    }
  }
  return { passed, failures };
}
