// Web start-up against a bare Bevy app: the time from navigation start to the first
// interactive frame in headless Chromium (as web/playtest.mjs launches it), for the game's
// dist/ and for the web baseline's (scripts/web-baseline.sh: the same page, Bevy features,
// profile, wasm-opt and pre-compression). Both call the page's gridPuzzlesReady() once
// their first screen is up; the page notes performance.now() there and again at the next
// requestAnimationFrame, when that frame has been drawn: the figure. Each is served by
// web/serve.mjs (pre-compressed files) and each run is a fresh browser (empty cache, as a
// first visit); runs alternate game, bare, game, ...
// usage: node web/startup.mjs GAME_DIST BASELINE_DIST [RUNS] [--profile [--after-ready]]
// --profile also samples each run with Chromium's profiler and prints, for game and bare,
// where the time up to the first interactive frame went: the functions with the most
// time under them (give it dists whose .wasm keeps its function names, as
// scripts/web-startup-profile.sh makes; wasm-opt drops them unless told to keep them).
// --after-ready counts only the time from ready() to that frame: the first screen's frame,
// where the two differ most (ready() then spins 3 ms in a marker function the samples see).
import { launchChromium, noteReady, serve, stopServer, VIEW } from "./playtest-lib.mjs";

const profiling = process.argv.includes("--profile");
const afterReady = process.argv.includes("--after-ready");
const [gameDist, bareDist, runsArg = "5"] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (!gameDist || !bareDist) {
  console.error("usage: node web/startup.mjs GAME_DIST BASELINE_DIST [RUNS] [--profile [--after-ready]]");
  process.exit(2);
}
const runs = Number(runsArg);
const servers = [];

async function measure(url) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: VIEW });
    await context.addInitScript(noteReady, afterReady);
    const page = await context.newPage();
    const profiler = profiling ? await context.newCDPSession(page) : null;
    if (profiler) {
      await profiler.send("Profiler.enable");
      await profiler.send("Profiler.setSamplingInterval", { interval: 200 });
      await profiler.send("Profiler.start");
    }
    const errors = [];
    page.on("pageerror", (error) => {
      if (!String(error).includes("Using exceptions for control flow")) errors.push(String(error));
    });
    await page.goto(url);
    await page.waitForFunction(() => window.startupDrawnAt !== undefined || document.querySelector("#status.error"),
      null, { timeout: 300000, polling: 100 });
    const result = await page.evaluate((errors) => {
      if (window.startupDrawnAt === undefined) throw new Error(document.getElementById("status").textContent + errors);
      const wasm = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".wasm"));
      return { drawn: window.startupDrawnAt, ready: window.startupReadyAt, wasm: wasm ? wasm.responseEnd : NaN };
    }, errors);
    if (profiler) result.profile = (await profiler.send("Profiler.stop")).profile;
    return result;
  } finally {
    await browser.close();
  }
}

// Milliseconds under each function (counted once per sample however deep it recurses),
// summed over the runs' profiles and divided by their number; prints the heaviest.
function printProfile(who, profiles) {
  const under = new Map();
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map();
    for (const node of profile.nodes) for (const child of node.children || []) parents.set(child, node.id);
    // With --after-ready, only the samples after ready()'s marker: the first screen's frame.
    const marked = (marker) => (id) => {
      for (let at = id; at !== undefined; at = parents.get(at)) {
        if (nodes.get(at).callFrame.functionName === marker) return true;
      }
      return false;
    };
    const ready = profile.samples.findLastIndex(marked("startupReadyMarker"));
    if (afterReady && ready < 0) console.warn(`${who}: a run's samples missed ready(); all of it counted`);
    const from = afterReady ? ready + 1 : 0;
    const drawn = profile.samples.findIndex(marked("startupDrawnMarker"));
    const to = drawn < 0 ? profile.samples.length : drawn;
    profile.samples.forEach((id, index) => {
      if (index < from || index >= to) return;
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000 / profiles.length;
      const seen = new Set();
      for (let at = id; at !== undefined; at = parents.get(at)) {
        // A grouped build's names are `SKELETON \x01 NAME` (scripts/wasm-group-functions.py).
        const name = nodes.get(at).callFrame.functionName.replace(/^[^\x01]*\x01/, "").replace(/::h[0-9a-f]{16}$/, "");
        if (name && !seen.has(name)) {
          seen.add(name);
          under.set(name, (under.get(name) || 0) + ms);
        }
      }
    });
  }
  const span = afterReady ? "from ready() to" : "up to";
  console.log(`${who}: milliseconds under each function ${span} the first interactive frame (mean of ${profiles.length} runs)`);
  [...under.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP || 40))
    .forEach(([name, ms]) => console.log(`  ${Math.round(ms).toString().padStart(6)}  ${shortName(name)}`));
}

// A system's name is long and says what it is at its end (the function it runs): the
// start and the end are kept.
function shortName(name) {
  return name.length <= 200 ? name : `${name.slice(0, 70)} … ${name.slice(-125)}`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;

try {
  servers.push(await serve(gameDist), await serve(bareDist));
  const urls = { game: servers[0].url, bare: servers[1].url };
  const results = { game: [], bare: [] };
  for (let run = 1; run <= runs; run++) {
    for (const who of ["game", "bare"]) {
      const result = await measure(urls[who]);
      results[who].push(result);
      console.log(`run ${run} ${who.padEnd(4)} first interactive frame ${ms(result.drawn).padStart(8)} ` +
        `(ready() at ${ms(result.ready)}, .wasm downloaded at ${ms(result.wasm)})`);
    }
  }
  if (profiling) for (const who of ["game", "bare"]) printProfile(who, results[who].map((r) => r.profile));
  const [game, bare] = ["game", "bare"].map((who) => ({
    drawn: median(results[who].map((r) => r.drawn)),
    wasm: median(results[who].map((r) => r.wasm)),
  }));
  console.log(`.wasm downloaded: game median ${ms(game.wasm)}, bare Bevy median ${ms(bare.wasm)}`);
  console.log(`web navigation start to first interactive frame (${runs} runs each, headless Chromium, ` +
    `${VIEW.width}x${VIEW.height}): game median ${ms(game.drawn)}, bare Bevy median ${ms(bare.drawn)}, ` +
    `ratio ${(game.drawn / bare.drawn).toFixed(2)}×`);
} finally {
  await Promise.all(servers.map(stopServer));
}
