// The web app's figures: what a first visit downloads, and how soon the game is up from
// the service worker's copy against a first visit. Each run is a fresh headless Chromium
// (as web/startup.mjs launches it) and web/serve.mjs (pre-compressed files, brotli taken,
// every request logged with its body bytes) on DIST, and four visits in one profile:
//   first    empty cache, online: the page, module and assets from the server; then the
//            service worker's precache, which revalidates them (a 304 each)
//   second   a new tab, online: everything from the worker's copy (only sw.js is asked
//            for, to see whether a new build is out)
//   third    the same again: Chromium keeps a module's compiled code beside the response
//            it was compiled from (V8's Wasm code cache); the first visit's went with the
//            HTTP cache's copy, the second visit compiles from the worker's copy, so from
//            the third visit on the module is not compiled again
//   offline  a new tab with the browser offline
// The time is navigation start to the first interactive frame: the page's
// gridPuzzlesReady() call, then the next animation frame (as web/startup.mjs measures it).
// usage: node web/app-startup.mjs DIST [RUNS]   (default 5)
import { launchChromium, noteReady, serve, stopServer, VIEW } from "./playtest-lib.mjs";

const [dist, runsArg = "5"] = process.argv.slice(2);
if (!dist) {
  console.error("usage: node web/app-startup.mjs DIST [RUNS]");
  process.exit(2);
}
const runs = Number(runsArg);

async function firstFrame(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.startupDrawnAt !== undefined || document.querySelector("#status.error"),
    null, { timeout: 300000, polling: 50 });
  return page.evaluate(() => {
    if (window.startupDrawnAt === undefined) throw new Error(document.getElementById("status").textContent);
    // The page asks for the service worker inside gridPuzzlesReady(), just after the
    // note: requests before readyAt are the page's own.
    return { drawn: window.startupDrawnAt, readyAt: performance.timeOrigin + window.startupReadyAt,
      fromCopy: window.gridPuzzlesLoading.fromCopy };
  });
}

// Waits until the page is controlled by the service worker (which takes over only once
// its cache is full), polling.
async function offlineCopyMade(page) {
  const deadline = Date.now() + 120000;
  while (!(await page.evaluate(async () => Boolean(navigator.serviceWorker.controller) && (await caches.keys()).length === 1))) {
    if (Date.now() > deadline) throw new Error("waited 120 s for the service worker's copy");
    await page.waitForTimeout(100);
  }
}

// What the server sent from `from` to `to` (page clock and server log are the same
// machine's clock), from serve.mjs's request lines: method, path, status, encoding, body
// bytes, time.
function sent(served, from, to = Infinity) {
  const lines = served.requests.map((line) => {
    const [, , status, , bytes, at] = line.split(" ");
    return { status, bytes: Number(bytes), at: Number(at) };
  }).filter(({ at }) => at >= from && at <= to);
  return { bytes: lines.reduce((sum, { bytes }) => sum + bytes, 0), requests: lines.length,
    revalidated: lines.filter(({ status }) => status === "304").length };
}

async function measureRun() {
  const served = await serve(dist);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: VIEW });
    await context.addInitScript(noteReady);
    const result = {};
    let page = await context.newPage();
    const first = await firstFrame(page, served.url);
    await offlineCopyMade(page);
    const upToFrame = sent(served, 0, first.readyAt);
    const copy = sent(served, first.readyAt);
    result.first = { ...first, ...upToFrame, copyBytes: copy.bytes, copyRequests: copy.requests, copyRevalidated: copy.revalidated };
    for (const visit of ["second", "third", "offline"]) {
      await page.close();
      if (visit === "offline") await context.setOffline(true);
      page = await context.newPage();
      const start = Date.now();
      const frame = await firstFrame(page, served.url);
      if (!frame.fromCopy) throw new Error(`the ${visit} visit's module did not come from the copy`);
      result[visit] = { ...frame, ...sent(served, start, frame.readyAt) };
    }
    return result;
  } finally {
    await browser.close();
    await stopServer(served);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

const results = [];
for (let run = 1; run <= runs; run++) {
  const result = await measureRun();
  results.push(result);
  console.log(`run ${run}: first visit ${ms(result.first.drawn)} (${mb(result.first.bytes)} in ${result.first.requests} requests, ` +
    `then the copy ${(result.first.copyBytes / 1e3).toFixed(1)} kB in ${result.first.copyRequests} requests, ${result.first.copyRevalidated} of them 304), ` +
    `second ${ms(result.second.drawn)} (${result.second.bytes} B), third ${ms(result.third.drawn)}, ` +
    `offline ${ms(result.offline.drawn)} (${result.offline.requests} requests)`);
}
const pick = (visit, key) => median(results.map((result) => result[visit][key]));
const first = pick("first", "drawn");
console.log(`first visit: ${mb(pick("first", "bytes"))} transferred up to the first frame (brotli), ` +
  `${(pick("first", "copyBytes") / 1e3).toFixed(1)} kB more for the offline copy (median of ${runs})`);
console.log(`navigation start to first interactive frame, medians of ${runs} runs (headless Chromium, ${VIEW.width}x${VIEW.height}): ` +
  ["second", "third", "offline"].map((visit) => `${visit} ${ms(pick(visit, "drawn"))} (${(pick(visit, "drawn") / first).toFixed(2)}x)`)
    .reduce((line, part) => `${line}, ${part}`, `first visit ${ms(first)}`) + " (second and later from the copy)");
