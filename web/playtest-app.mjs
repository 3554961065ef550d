// Browser play-test of the web build as an app: installable, playable offline, with
// download progress, served from a sub-path. It serves its own copy of dist/ (web/serve.mjs
// under /games/grid-puzzles/, on a free port) so it can stop the server, and change the
// copy into a second build. web/playtest.mjs runs these checks after its own; alone:
//
// usage: node web/playtest-app.mjs OUT_DIR BINARY   (dist/ from WEB_DIST, else ../dist)
//
// - the manifest is JSON with the app's name, display and colours, its addresses stay in
//   the folder, and every icon it names is a PNG of the size it declares; Chromium finds
//   the app installable (no installability errors);
// - first visit, online (the download throttled so the bar shows): the bar showed
//   "X of Y MB" with Y the build's brotli size, then the game plays a move; the service
//   worker takes over with every file in its cache, and every address the page fetched is
//   in the folder and in that cache;
// - offline (the browser offline and the server stopped): the page reloads from the
//   copy, the menu opens, and another game plays a move;
// - a new build that does not arrive whole (the module's download cut short, a file of
//   another build, a file missing): its worker fails to install, its cache is deleted,
//   and the old copy keeps serving, offline too;
// - a second build (config.ron changed, stamped again): the next visit's worker replaces
//   the cache and deletes the old one, and the saved games and settings in localStorage
//   are byte for byte what they were;
// - a download that fails says so with a Retry button, and Retry starts the game.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compressFile } from "./precompress.mjs";
import { chromium } from "playwright-core";
import {
  checkRecorder, CHROMIUM, collectErrors, launchChromium, pause, playFromMenu, serve, stopServer,
  SEED, VIEW, waitFor,
} from "./playtest-lib.mjs";
import { checkManifest } from "./playtest-manifest.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const PREFIX = "/games/grid-puzzles/";
// The module's name in dist/ (scripts/web-build.sh).
const MODULE = "grid-puzzles";

// web/serve.mjs on `dist` under PREFIX (port 0: any free one), see serve() in playtest-lib.mjs.
const serveCopy = (dist, port = 0, extra = []) => serve(dist, { prefix: PREFIX, port, extra });

// The build's version and files, as written into sw.js by web/stamp-build.mjs.
export function stampedBuild(dist) {
  const line = readFileSync(join(dist, "sw.js"), "utf8").match(/^const BUILD = (.*);$/m);
  if (!line) throw new Error("sw.js is not stamped");
  return JSON.parse(line[1]);
}

// How many files an English page's offline copy holds: every file of the build but the
// other languages' (their catalogues and fonts, fetched when chosen).
export function copiedFiles(build) {
  const elsewhere = new Set(Object.values(build.languageFiles || {}).flat().concat(build.onDemand || []));
  return Object.keys(build.files).filter((file) => !elsewhere.has(file)).length;
}

// The service worker's cache names for this page's scope, and how many entries each has.
// Counting means opening, and opening a cache the worker deleted a moment after keys()
// listed it makes a new empty one: a cache found empty may be of our own making, so it
// is not reported (it holds nothing; deleting it could race a worker's install).
export async function offlineCaches(page) {
  return page.evaluate(async () => {
    const scope = new URL("./", location.href).href;
    const found = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith(`grid-puzzles ${scope} `)) continue;
      const entries = (await (await caches.open(name)).keys()).length;
      if (entries) found[name.split(" ").pop()] = entries;
    }
    return found;
  });
}

// Waits until this page is controlled by the worker of build `version` and its cache is
// the only one left for the scope.
export async function waitForOfflineCopy(page, version, fileCount) {
  const deadline = Date.now() + 120000;
  for (;;) {
    const [controller, found] = await Promise.all([
      page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null),
      offlineCaches(page),
    ]);
    if (controller && found[version] === fileCount && Object.keys(found).length === 1) return found;
    if (Date.now() > deadline) {
      throw new Error(`waited 120 s for the offline copy of build ${version} (${fileCount} files): controller ${controller}, caches ${JSON.stringify(found)}`);
    }
    await pause(100);
  }
}

// Chromium's own verdict (Page.getInstallabilityErrors), in a profile of its own:
// playwright's contexts are incognito-like, where nothing is installable.
async function installable(url) {
  const profile = mkdtempSync(join(tmpdir(), "grid-puzzles-profile-"));
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM, viewport: VIEW });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const { installabilityErrors } = await (await context.newCDPSession(page)).send("Page.getInstallabilityErrors");
    if (installabilityErrors.length) throw new Error(`not installable: ${JSON.stringify(installabilityErrors)}`);
    return "no installability errors";
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

// Has the registration fetch sw.js again and waits for the new worker it installs to end:
// "redundant" when its install failed, "installed" or "activated" when it succeeded.
function tryUpdate(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const settled = (worker) => new Promise((resolve) => {
      const check = () => ["redundant", "installed", "activated"].includes(worker.state) && resolve(worker.state);
      worker.addEventListener("statechange", check);
      check();
    });
    // An update the reload started: let it end first.
    const pending = registration.installing;
    if (pending) await settled(pending);
    await registration.update();
    const worker = registration.installing || registration.waiting;
    return worker ? settled(worker) : "no new worker";
  });
}

// The page's localStorage entries of the game (saved games, settings, statistics).
function gameStorage(page) {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
    .filter((key) => key.startsWith("grid-puzzles-")).sort().map((key) => [key, localStorage.getItem(key)])));
}

export async function webAppChecks({ browser, probeBinary, outDir, menuOrder, dist = process.env.WEB_DIST || join(here, "..", "dist") }) {
  const recorder = checkRecorder();
  const { check } = recorder;
  const copy = mkdtempSync(join(tmpdir(), "grid-puzzles-app-"));
  cpSync(dist, copy, { recursive: true });
  let served = await serveCopy(copy);
  const context = await browser.newContext({ viewport: VIEW });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const fetched = new Set();
  page.on("request", (request) => fetched.add(request.url()));
  const first = stampedBuild(copy);
  const fileCount = copiedFiles(first);
  const secondGame = menuOrder.find((game) => game !== "samegame");
  try {
    await check(`the manifest and its icons under ${PREFIX}`, () => checkManifest(served.url));
    await check("Chromium finds the app installable", () => installable(served.url));

    await check(`first visit under ${PREFIX}: download progress shown, a move played, the offline copy made`, async () => {
      // Slow enough that the bar is drawn between its ends (some 2 s for 3 MB).
      const network = await context.newCDPSession(page);
      await network.send("Network.emulateNetworkConditions",
        { offline: false, latency: 20, downloadThroughput: 1_500_000, uploadThroughput: 1_000_000 });
      await page.goto(`${served.url}?seed=${SEED}`);
      const midway = await page.waitForFunction(() => {
        const match = window.gridPuzzlesLoading.shown.match(/^(\d+\.\d) of (\d+\.\d) MB$/);
        return match && Number(match[1]) > 0 && Number(match[1]) < Number(match[2]) && window.gridPuzzlesLoading.shown;
      }, null, { polling: 20, timeout: 120000 });
      const shownMidway = await midway.jsonValue();
      writeFileSync(join(outDir, "web-app-progress.png"), await page.screenshot());
      await network.send("Network.emulateNetworkConditions",
        { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await waitFor(page, "the menu after the first download", (s) => s.screen === "menu");
      const loading = await page.evaluate(() => window.gridPuzzlesLoading);
      const sizes = JSON.parse(readFileSync(join(copy, "index.html"), "utf8")
        .match(/<script id="build-sizes" type="application\/json">([^<]*)<\/script>/)[1]);
      const brotliTotal = ((sizes.wasm.br + sizes.js.br) / 1e6).toFixed(1);
      if (!loading.shown.endsWith(`of ${brotliTotal} MB`)) throw new Error(`the bar's total ${loading.shown} is not the build's brotli ${brotliTotal} MB`);
      if (loading.fromCopy || loading.stage !== "ready") throw new Error(`loading ended as ${JSON.stringify(loading)}`);
      const [before, after] = await playFromMenu(page, probeBinary, "samegame", "first visit");
      await waitForOfflineCopy(page, first.version, fileCount);
      if (!Object.keys(await gameStorage(page)).length) throw new Error("the game saved nothing in localStorage");
      const outside = [...fetched].filter((url) => !url.startsWith(served.url) && !url.startsWith("data:"));
      if (outside.length) throw new Error(`the page fetched outside ${PREFIX}: ${outside.join(", ")}`);
      const uncached = [...fetched].map((url) => new URL(url).pathname.slice(PREFIX.length))
        .filter((path) => path && path !== "sw.js" && !first.files[path] && !path.startsWith("data:"));
      if (uncached.length) throw new Error(`fetched but not in the offline copy: ${uncached.join(", ")}`);
      // An English visit, offline copy and all, asks for no other language's files.
      const foreign = served.requests.filter((line) => /fonts\/(Noto\S*\.otf|LanguageNames)|locales\/(?!en\/)/.test(line));
      if (foreign.length) throw new Error(`an English visit fetched another language's files: ${foreign.join("; ")}`);
      if (errors.length) throw new Error(errors.join("\n"));
      return `the bar showed "${shownMidway}" then "${loading.shown}"; moves ${before} -> ${after}; ` +
        `${fileCount} files cached as build ${first.version}; ${fetched.size} addresses fetched, all in the copy`;
    });

    await check("offline (browser offline, server stopped): the page reloads from the copy and a game plays", async () => {
      await stopServer(served);
      await context.setOffline(true);
      await page.reload();
      const [before, after] = await playFromMenu(page, probeBinary, secondGame, "offline");
      writeFileSync(join(outDir, `web-app-offline-${secondGame}.png`), await page.screenshot());
      const loading = await page.evaluate(() => window.gridPuzzlesLoading);
      if (!loading.fromCopy) throw new Error("the module did not come from the offline copy");
      if (errors.length) throw new Error(errors.join("\n"));
      return `${secondGame}: moves ${before} -> ${after}`;
    });

    await check("an unfinished new build (a download cut short, another build's file, a missing file) leaves the old copy serving", async () => {
      // The next build: config.ron changed and stamped, so sw.js names new hashes.
      const config = join(copy, "assets", "config.ron");
      const original = readFileSync(config, "utf8");
      writeFileSync(config, original + "// unfinished build\n");
      compressFile(config);
      execFileSync(process.execPath, [join(here, "stamp-build.mjs"), copy, MODULE], { stdio: "ignore" });
      const unfinished = stampedBuild(copy).version;
      const picture = Object.keys(first.files).find((path) => path.endsWith(".png") && path.startsWith("assets/"));
      const port = new URL(served.url).port;
      const seen = [];
      for (const [what, extra, prepare, sign] of [
        ["the module's download cut short", ["--cut-short", `${MODULE}_bg.wasm`], () => {}, `${MODULE}_bg.wasm 200`],
        ["config.ron of another build", [], () => {
          writeFileSync(config, original + "// another build's copy\n");
          compressFile(config);
        }, "assets/config.ron 200"],
        [`${picture} missing`, [], () => {
          writeFileSync(config, original + "// unfinished build\n");
          compressFile(config);
          for (const suffix of ["", ".br", ".gz"]) rmSync(join(copy, picture + suffix), { force: true });
        }, `${picture} 404`],
      ]) {
        prepare();
        served = await serveCopy(copy, port, extra);
        await context.setOffline(false);
        await page.reload();
        await waitFor(page, `the menu (${what})`, (s) => s.screen === "menu");
        const outcome = await tryUpdate(page);
        const found = await offlineCaches(page);
        await stopServer(served);
        if (outcome !== "redundant") throw new Error(`${what}: build ${unfinished}'s worker ended "${outcome}"`);
        if (JSON.stringify(found) !== JSON.stringify({ [first.version]: fileCount })) {
          throw new Error(`${what}: the caches are ${JSON.stringify(found)}, not build ${first.version}'s ${fileCount} files`);
        }
        if (!served.requests.some((line) => line.includes(`${PREFIX}${sign} `))) {
          throw new Error(`${what}: the server never answered "${sign}": ${served.requests.join("; ")}`);
        }
        seen.push(what);
      }
      // Offline again, the old copy opens the game, its config.ron the first build's.
      await context.setOffline(true);
      await page.reload();
      await waitFor(page, "the menu from the old copy", (s) => s.screen === "menu");
      const loading = await page.evaluate(() => window.gridPuzzlesLoading);
      const cachedConfig = await page.evaluate(async () => (await (await caches.match("assets/config.ron")).text()));
      if (!loading.fromCopy || cachedConfig !== original) throw new Error("the page did not open from the first build's copy");
      // The folder as the first build left it, for the next check.
      writeFileSync(config, original);
      compressFile(config);
      for (const suffix of ["", ".br", ".gz"]) {
        if (existsSync(join(dist, picture + suffix))) cpSync(join(dist, picture + suffix), join(copy, picture + suffix));
      }
      execFileSync(process.execPath, [join(here, "stamp-build.mjs"), copy, MODULE], { stdio: "ignore" });
      if (stampedBuild(copy).version !== first.version) throw new Error("the folder could not be put back as the first build");
      if (errors.length) throw new Error(errors.join("\n"));
      return `build ${unfinished} failed to install each time (${seen.join("; ")}); build ${first.version} kept serving, offline too`;
    });

    await check("a second build replaces the offline copy and deletes the old one; localStorage unchanged", async () => {
      // The second build: config.ron changed (a comment), its .br/.gz redone, stamped again.
      const config = join(copy, "assets", "config.ron");
      writeFileSync(config, readFileSync(config, "utf8") + "// second build\n");
      compressFile(config);
      execFileSync(process.execPath, [join(here, "stamp-build.mjs"), copy, MODULE], { stdio: "ignore" });
      const second = stampedBuild(copy);
      if (second.version === first.version) throw new Error("the second build has the first one's version");
      served = await serveCopy(copy, new URL(served.url).port);
      await context.setOffline(false);
      const before = await gameStorage(page);
      await page.reload();
      await waitFor(page, "the menu, from the old copy", (s) => s.screen === "menu");
      await waitForOfflineCopy(page, second.version, copiedFiles(second));
      const newConfig = await page.evaluate(async () => (await (await caches.match("assets/config.ron")).text()));
      if (!newConfig.includes("// second build")) throw new Error("the cached config.ron is the first build's");
      await page.reload();
      await waitFor(page, "the menu, from the new copy", (s) => s.screen === "menu");
      const after = await gameStorage(page);
      if (!Object.keys(before).length) throw new Error("nothing in localStorage to keep");
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        throw new Error(`localStorage changed: ${JSON.stringify(before)} then ${JSON.stringify(after)}`);
      }
      if (errors.length) throw new Error(errors.join("\n"));
      return `build ${first.version} -> ${second.version}; ${Object.keys(after).length} grid-puzzles-* entries unchanged`;
    });
  } finally {
    await context.close();
    await stopServer(served);
  }

  await check("a failed download says so, and Retry starts the game", async () => {
    served = await serveCopy(copy);
    // No service worker here: its copy would answer instead of the broken network.
    const failing = await browser.newContext({ viewport: VIEW, serviceWorkers: "block" });
    try {
      const broken = await failing.newPage();
      await broken.route(`**/${MODULE}_bg.wasm`, (route) => route.abort("internetdisconnected"));
      await broken.goto(served.url);
      await broken.waitForFunction(() => window.gridPuzzlesLoading.stage === "failed", null, { polling: 50, timeout: 60000 });
      const message = await broken.locator("#status-text").textContent();
      if (!/could not be downloaded/.test(message)) throw new Error(`the message says "${message}"`);
      if (!(await broken.locator("#retry").isVisible())) throw new Error("no Retry button");
      writeFileSync(join(outDir, "web-app-download-failed.png"), await broken.screenshot());
      await broken.unroute(`**/${MODULE}_bg.wasm`);
      await broken.locator("#retry").click();
      await waitFor(broken, "the menu after Retry", (s) => s.screen === "menu");
      return `"${message}"`;
    } finally {
      await failing.close();
      await stopServer(served);
    }
  });
  rmSync(copy, { recursive: true, force: true });
  return recorder;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [outDir, probeBinary] = process.argv.slice(2);
  if (!outDir || !probeBinary) {
    console.error("usage: node web/playtest-app.mjs OUT_DIR BINARY");
    process.exit(2);
  }
  const menuOrder = execFileSync(probeBinary, ["--list-games"], { encoding: "utf8" }).trim().split("\n");
  mkdirSync(outDir, { recursive: true });
  const browser = await launchChromium();
  const { passed, failures } = await webAppChecks({ browser, probeBinary, outDir, menuOrder });
  await browser.close();
  console.log(`web app: ${passed} passed, ${failures.length} failed`);
  process.exit(failures.length ? 1 : 0);
}
