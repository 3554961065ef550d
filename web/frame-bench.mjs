// What a frame costs in a browser without a GPU: headless Chromium drawing WebGL2 with
// SwiftShader (as Chrome does when it has blocklisted the GPU), for the menu and each
// game at rest and in motion, and the bare Bevy app of scripts/web-baseline/main.rs
// (built with its `bench` feature) drawing as many tinted sprites, or the same quads as
// one mesh. Prints the frames drawn each second (the game's beacon, the bare app's
// `<html data-frames>`) and the machine's CPU use in cores' percent (/proc/stat: the
// browser's processes and everything else, so run it on a quiet machine).
// usage: node web/frame-bench.mjs GAME_URL|- [BASELINE_URL] [SECONDS]
//   (the game's dist/ and the bare app's, each served, e.g. by web/serve.mjs)
import { readFileSync } from "node:fs";
import { launchChromium, status, VIEW, waitFor } from "./playtest-lib.mjs";

const [gameUrl, baselineUrl, secondsArg] = process.argv.slice(2);
if (!gameUrl) {
  console.error("usage: node web/frame-bench.mjs GAME_URL [BASELINE_URL] [SECONDS]");
  process.exit(2);
}
const seconds = Number(secondsArg || 8);

// Busy and total jiffies of the whole machine.
function jiffies() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + fields[4];
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}
const cores = readFileSync("/proc/stat", "utf8").split("\n").filter((line) => /^cpu\d/.test(line)).length;

// Over `seconds`: the CPU the machine spent (percent of one core) and the frames counted.
async function measure(name, frames) {
  const before = jiffies();
  const first = await frames();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const last = await frames();
  const after = jiffies();
  const cpu = Math.round(((after.busy - before.busy) / (after.total - before.total)) * cores * 100);
  const fps = ((last - first) / seconds).toFixed(1);
  console.log(`| ${name.padEnd(46)} | ${String(cpu).padStart(5)}% | ${fps.padStart(6)} |`);
}

// The pointer crossing the board back and forth until `stop` is set; `done` once it has.
function sweep(page) {
  const sweeping = { stop: false };
  sweeping.done = (async () => {
    for (let i = 0; !sweeping.stop; i++) {
      await page.mouse.move(120 + ((i * 37) % 600), 120 + ((i * 23) % 500));
      await page.waitForTimeout(20);
    }
  })();
  return sweeping;
}

const browser = await launchChromium();
const gameFrames = (page) => async () => (await status(page)).frame;

// Waits until the machine has been quiet for a second (what a screen set thinking is over).
async function quiet() {
  for (let i = 0; i < 90; i++) {
    const before = jiffies();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = jiffies();
    if (((after.busy - before.busy) / (after.total - before.total)) * cores < 0.1) return;
  }
}

async function game(name, path, settings, cases) {
  const context = await browser.newContext({ viewport: VIEW, deviceScaleFactor: 1 });
  if (settings) {
    await context.addInitScript((text) => localStorage.setItem("grid-puzzles-settings", text), settings);
  }
  const page = await context.newPage();
  await page.goto(`${gameUrl}/${path}`);
  const screen = path.includes("game=") ? path.match(/game=([a-z-]+)/)[1] : "menu";
  await waitFor(page, name, (s) => s.screen === screen && s.idle, 180000);
  await quiet();
  await measure(`${name} at rest`, gameFrames(page));
  if (cases.includes("sweep")) {
    const sweeping = sweep(page);
    await page.waitForTimeout(500);
    await measure(`${name}, the pointer sweeping it`, gameFrames(page));
    sweeping.stop = true;
    await sweeping.done;
  }
  if (cases.includes("auto")) {
    const { buttons } = await status(page);
    // Auto is "Solve" in Fifteen.
    const [x, y] = buttons["hud-auto"] || buttons["hud-solve"];
    await page.mouse.click(x, y);
    await page.waitForTimeout(1000);
    await measure(`${name}, Auto playing`, gameFrames(page));
  }
  await context.close();
}

console.log(`Chromium with SwiftShader, ${seconds} s a case: ${gameUrl}`);
console.log("| case | CPU | frames/s |");
console.log("|---|---|---|");
// GAME_URL "-": the bare app's cases alone.
if (gameUrl !== "-") {
  await game("menu", "", null, ["sweep"]);
  await game("samegame", "?game=samegame&seed=7", null, ["sweep", "auto"]);
  for (const name of ["bubble-breaker", "lianliankan", "fifteen", "color-lines"]) {
    await game(name, `?game=${name}&seed=7`, null, ["sweep", "auto"]);
  }
  await game("samegame 30x30", "?game=samegame&seed=7", "[samegame]\nwidth = 30\nheight = 30\ncolours = 3\n",
    ["sweep", "auto"]);
}

// The bare app's pieces sway (a still board costs the same, measured): as sprites or as
// one mesh, with Bevy's default camera or one drawing as the game's.
async function bare(query, name) {
  const context = await browser.newContext({ viewport: VIEW, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${baselineUrl}/?${query}`);
  const frames = async () => Number(await page.evaluate(() => document.documentElement.dataset.frames || 0));
  for (let i = 0; i < 600 && (await frames()) < 3; i++) await page.waitForTimeout(100);
  await measure(`bare Bevy, ${name}`, frames);
  await context.close();
}
if (baselineUrl) {
  for (const sprites of [225, 900]) {
    for (const camera of ["default", "plain"]) {
      for (const mesh of [false, true]) {
        await bare(`sprites=${sprites}&motion=1&camera=${camera}${mesh ? "&mesh=1" : ""}`,
          `${sprites} ${mesh ? "quads as one mesh" : "tinted sprites"}, ${camera} camera`);
      }
    }
    // As the game draws a board layer: blended, each quad shrinking a 128-pixel image.
    await bare(`sprites=${sprites}&motion=1&camera=plain&mesh=1&blend=1&image=128`,
      `${sprites} quads as one mesh, blended, 128-pixel image, plain camera`);
  }
}
await browser.close();
