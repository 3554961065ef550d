// Screenshots of every screen in every language at every window size, from the web build
// in headless Chromium (the browser set to each language): the menu, statistics and
// settings, each game and its settings panel, a game's end with its card, and its review.
// For a reviewer to look at; the layout test (tests/app/fit.rs) checks the same screens.
//
// usage: node web/screenshots.mjs BASE_URL OUT_DIR BINARY [LANG...]   (default: every
// language the build has; BASE_URL serves dist/, BINARY is the release build, for codes)
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { boardSettled, cellPixel, framesLater, launchChromium, status, waitFor } from "./playtest-lib.mjs";

const [baseUrl, outDir, binary, ...chosen] = process.argv.slice(2);
if (!baseUrl || !outDir || !binary) {
  console.error("usage: node web/screenshots.mjs BASE_URL OUT_DIR BINARY [LANG...]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const SIZES = [{ width: 360, height: 640 }, { width: 860, height: 740 }, { width: 1920, height: 1080 }];
const games = execFileSync(binary, ["--list-games"], { encoding: "utf8" }).trim().split("\n");

// A SameGame one click (on 3,0) from its end, as a game code the page opens.
const endBoard = join(mkdtempSync(join(tmpdir(), "grid-puzzles-shots-")), "end.txt");
writeFileSync(endBoard, "R Y R B\nY R Y B\nR Y R Y\nY R Y R\n");
const endCode = execFileSync(binary, ["replay", "--game", "samegame", "--board", endBoard, "--moves", ""],
  { encoding: "utf8" }).split("\n").find((line) => line.startsWith("code: ")).slice(6);

const browser = await launchChromium();
const probe = await browser.newPage();
await probe.goto(`${baseUrl}/`);
const languages = chosen.length ? chosen
  : await probe.evaluate(() => window.gridPuzzlesLanguages().split("\n").map((line) => line.split("\t")[0]));
await probe.close();

let shots = 0;
for (const tag of languages) {
  for (const view of SIZES) {
    const phone = view.width < 640;
    const context = await browser.newContext({ viewport: view, locale: tag, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    const name = (screen) => join(outDir, `${tag}-${view.width}x${view.height}-${screen}.png`);
    const shoot = async (screen) => {
      await framesLater(page, 6);
      writeFileSync(name(screen), await page.screenshot());
      shots++;
    };
    // Presses a named button, scrolling the screen (the phone's menu) until it shows.
    const press = async (button) => {
      for (let tries = 0; ; tries++) {
        const at = (await status(page)).buttons[button];
        if (!at) throw new Error(`${tag} ${view.width}: no ${button} on screen`);
        if ((at[1] > 20 && at[1] < view.height - 20) || tries > 6) {
          await page.mouse.click(at[0], at[1]);
          return;
        }
        await page.mouse.move(view.width / 2, view.height / 2);
        await page.mouse.wheel(0, at[1] - view.height / 2);
        await framesLater(page, 4);
      }
    };
    try {
      await page.goto(`${baseUrl}/`);
      await waitFor(page, "the menu", (s) => s.screen === "menu" && s.lang === tag && s.buttons.statistics);
      await shoot("menu");
      for (const panel of ["statistics", "settings"]) {
        await press(panel);
        await shoot(panel);
        await page.keyboard.press("Escape");
        await framesLater(page, 3);
      }
      for (const game of games) {
        await press(`play-${game}`);
        await boardSettled(page, `${game} in ${tag}`, game);
        await shoot(game);
        // A phone keeps Settings behind More.
        if (phone) {
          await press("hud-more");
          await framesLater(page, 3);
        }
        await press("hud-settings");
        await shoot(`${game}-settings`);
        await page.keyboard.press("Escape");
        await framesLater(page, 3);
        await page.keyboard.press("Escape");
        await waitFor(page, "the menu again", (s) => s.screen === "menu" && s.buttons[`play-${game}`]);
      }
      await page.goto(`${baseUrl}/?code=${endCode}`);
      const opened = await boardSettled(page, "the game one click from its end", "samegame");
      const [x, y] = cellPixel(opened, [3, 0]);
      await page.mouse.click(x, y);
      await waitFor(page, "the card", (s) => s.over && s.idle && s.buttons["result-review"]);
      await shoot("result-card");
      await press("result-review");
      await waitFor(page, "the review", (s) => s.review !== null);
      await shoot("review");
      console.log(`ok: ${tag} at ${view.width}x${view.height}`);
    } catch (error) {
      console.log(`FAILED: ${tag} at ${view.width}x${view.height}: ${error.message}`);
      process.exitCode = 1;
    } finally {
      await context.close();
    }
  }
}
await browser.close();
console.log(`${shots} screenshots in ${outDir}`);
