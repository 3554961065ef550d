// Browser play-test: serves nothing itself; opens the web build at BASE_URL in Debian's
// headless Chromium (WebGL2 through SwiftShader), and for every game named on the
// command line: opens it from the main menu, checks the canvas is not blank, clicks the
// board where a move is legal (pixels from `grid-puzzles probe`), checks the board
// changed, and fails on any console error or panic. Screenshots go to OUT_DIR.
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
const BUTTON = [41, 46, 61]; // ui::BUTTON_COLOUR in sRGB bytes

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

const failures = [];
let passed = 0;

// Pixel statistics of PNG screenshots, computed inside the page (no npm image library).
async function analyse(page, png, other) {
  return page.evaluate(async ([a, b, button]) => {
    async function pixels(base64) {
      const blob = await (await fetch("data:image/png;base64," + base64)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d");
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height);
    }
    const first = await pixels(a);
    const { data, width, height } = first;
    const colours = new Set();
    for (let i = 0; i < data.length; i += 4 * 7) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    // Menu buttons: runs of rows where some pixel near the centre has the button colour
    // (the labels' glyphs cover the rest).
    const rows = [];
    const near = (i) => Math.abs(data[i] - button[0]) < 6 && Math.abs(data[i + 1] - button[1]) < 6 &&
      Math.abs(data[i + 2] - button[2]) < 6;
    let start = -1;
    for (let y = 0; y < height; y++) {
      let isButton = false;
      for (let x = Math.floor(width / 2) - 40; x < Math.floor(width / 2) + 40 && !isButton; x++) {
        isButton = near((y * width + x) * 4);
      }
      if (isButton && start < 0) start = y;
      if (!isButton && start >= 0) { if (y - start > 12) rows.push([start, y]); start = -1; }
    }
    let changed = 0;
    if (b) {
      const second = await pixels(b);
      for (let i = 0; i < data.length; i += 4) {
        const d = Math.abs(data[i] - second.data[i]) + Math.abs(data[i + 1] - second.data[i + 1]) +
          Math.abs(data[i + 2] - second.data[i + 2]);
        if (d > 40) changed++;
      }
    }
    return { colours: colours.size, buttons: rows.map(([s, e]) => (s + e) / 2), changed };
  }, [png.toString("base64"), other ? other.toString("base64") : null, BUTTON]);
}

async function clickAt(page, x, y) {
  await page.mouse.move(x, y);
  await page.waitForTimeout(300);
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
  await page.waitForTimeout(300);
}

for (const game of games) {
  const index = menuOrder.indexOf(game);
  const page = await browser.newPage({ viewport: VIEW });
  const errors = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (!String(error).includes("Using exceptions for control flow")) errors.push(`page error: ${error}`);
  });
  try {
    await page.goto(`${baseUrl}/?seed=${SEED}`);
    await page.waitForSelector("#status", { state: "detached", timeout: 120000 });
    await page.waitForTimeout(1500);
    const menu = await page.screenshot();
    writeFileSync(join(outDir, `web-menu.png`), menu);
    const { buttons } = await analyse(page, menu);
    if (index < 0) throw new Error(`the program does not list ${game}`);
    if (buttons.length !== menuOrder.length) throw new Error(`menu shows ${buttons.length} game buttons, expected ${menuOrder.length}`);
    await clickAt(page, VIEW.width / 2, buttons[index]);
    await page.waitForTimeout(2500);
    const before = await page.screenshot();
    writeFileSync(join(outDir, `web-${game}-before.png`), before);
    const drawn = await analyse(page, before);
    if (drawn.colours < 12) throw new Error(`the canvas looks blank (${drawn.colours} colours)`);
    const probe = execFileSync(probeBinary, ["probe", "--game", game, "--seed", String(SEED), "--window", `${VIEW.width}x${VIEW.height}`], { encoding: "utf8" });
    for (const line of probe.trim().split("\n")) {
      const [x, y] = line.split(" ").map(Number);
      await clickAt(page, x, y);
    }
    await page.waitForTimeout(2500);
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
await browser.close();
console.log(`browser: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
