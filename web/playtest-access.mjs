// The web build as a screen reader user meets it: the canvas says nothing, so the page
// keeps a visually hidden mirror of the game (an ARIA grid of the board, the buttons on
// screen, a polite live region). These checks reach it only by role and name, as
// Playwright's getByRole does (the browser's accessibility tree), and by the keyboard:
//
// - the menu's "Play SameGame" button, pressed with Enter, opens the game;
// - the board is a grid named for the game, with its rows, columns and a cell per place,
//   each named for what is there ("red, group of 5, 9 points"), and Shift+Tab from the
//   board (the canvas) reaches the cell under the board cursor;
// - a whole game, played by focusing cells in the grid and pressing Enter (or Space),
//   each move seen in the beacon and its points said in the live region, and the game's
//   end said there too.
//
// usage: imported by web/playtest.mjs (screenReaderChecks); web/playtest-engines.mjs finds a
// cell to play with playableCell.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { collectErrors, SEED, status, VIEW, waitFor } from "./playtest-lib.mjs";

// What the live region says now.
const liveWords = (page) => page.locator("[aria-live=polite]").textContent();

// The first cell of the grid whose name says it can be played (a group worth points),
// as [x, y] and its name; null when none is left.
export async function playableCell(page) {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll("[role=grid] [role=row]")];
    for (const [y, row] of rows.entries()) {
      for (const [x, cell] of [...row.querySelectorAll("[role=gridcell]")].entries()) {
        if (/\d/.test(cell.textContent)) return [[x, y], cell.textContent];
      }
    }
    return null;
  });
}

// Runs the checks in a context of its own (reduced motion, as many screen reader users
// set it); returns how many passed and what failed.
export async function screenReaderChecks({ browser, baseUrl, outDir }) {
  const context = await browser.newContext({ viewport: VIEW, reducedMotion: "reduce" });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const failures = [];
  let passed = 0;
  const check = async (what, body) => {
    try {
      const detail = await body();
      console.log(`ok: ${what} (${detail})`);
      passed++;
    } catch (error) {
      failures.push(`${what}: ${error.message}`);
      console.log(`FAILED: ${what}: ${error.message}`);
    }
  };
  try {
    await page.goto(`${baseUrl}/?seed=${SEED}`);
    await waitFor(page, "the menu", (s) => s.screen === "menu");

    await check("a screen reader user opens SameGame from the menu by its button's role and name", async () => {
      const play = page.getByRole("button", { name: "Play SameGame", exact: true });
      await play.waitFor({ state: "attached", timeout: 60000 });
      await play.focus();
      await page.keyboard.press("Enter");
      await waitFor(page, "SameGame opened by the mirror's button", (s) => s.screen === "samegame" && s.idle && s.board);
      return `the menu's mirror has ${await page.getByRole("button").count()} buttons`;
    });

    const grid = page.getByRole("grid", { name: "SameGame", exact: true });
    await check("the board is a grid of named cells, and Shift+Tab from the board reaches the cursor's cell", async () => {
      await grid.waitFor({ state: "attached", timeout: 30000 });
      const [rows, columns] = [await grid.getAttribute("aria-rowcount"), await grid.getAttribute("aria-colcount")];
      const { board } = await status(page);
      if (Number(columns) !== board[3] || Number(rows) !== board[4]) {
        throw new Error(`the grid says ${columns}x${rows}, the board is ${board[3]}x${board[4]}`);
      }
      const cells = await grid.getByRole("gridcell").count();
      if (cells !== board[3] * board[4]) throw new Error(`${cells} cells in a ${board[3]}x${board[4]} grid`);
      const names = await grid.getByRole("gridcell").allTextContents();
      const unnamed = names.filter((name) => !/^[a-z]+(, group of \d+, [\d,]+ points?)?$/.test(name));
      if (unnamed.length) throw new Error(`cells named ${JSON.stringify(unnamed.slice(0, 5))}`);
      // The page gives the canvas the focus when the game is up; Shift+Tab leaves it for
      // the grid (Tab stays the game's, for its focus ring), at the cursor's cell.
      const fresh = await context.newPage();
      try {
        await fresh.goto(`${baseUrl}/?game=samegame&seed=${SEED}`);
        const opened = await waitFor(fresh, "SameGame from its address", (s) => s.screen === "samegame" && s.idle && s.board);
        await fresh.getByRole("grid").waitFor({ state: "attached", timeout: 30000 });
        await fresh.locator("canvas").focus();
        await fresh.keyboard.press("Shift+Tab");
        const focused = await fresh.evaluate(() => {
          const at = document.activeElement;
          return `${at.tagName} ${at.getAttribute("role")} ${at.getAttribute("aria-colindex")},${at.parentElement.getAttribute("aria-rowindex")}`;
        });
        const cursor = `${Math.floor(opened.board[3] / 2) + 1},${Math.floor(opened.board[4] / 2) + 1}`;
        if (focused !== `DIV gridcell ${cursor}`) throw new Error(`Shift+Tab from the board reached ${focused}, not the cell at ${cursor}`);
      } finally {
        await fresh.close();
      }
      const grouped = names.filter((name) => name.includes("group of")).length;
      return `${columns}x${rows}, ${grouped} cells in groups, e.g. "${names.find((name) => name.includes("group"))}"`;
    });

    await check("a whole game played from the grid by keyboard, every move's points said", async () => {
      let moves = 0;
      let last = "";
      for (;;) {
        const found = await playableCell(page);
        if (!found) break;
        const [[x, y], name] = found;
        const worth = name.match(/([\d,]+) points?$/)[1];
        const cell = grid.getByRole("row").nth(y).getByRole("gridcell").nth(x);
        await cell.focus();
        await page.keyboard.press(moves % 2 ? " " : "Enter");
        moves++;
        await waitFor(page, `move ${moves} played from the grid`, (s) => s.moves === moves && s.idle, 60000);
        const deadline = Date.now() + 10000;
        let said = await liveWords(page);
        while (said === last && Date.now() < deadline) {
          await page.waitForTimeout(50);
          said = await liveWords(page);
        }
        if (!said.startsWith(`${worth} point`)) throw new Error(`move ${moves} (${name}) was said as "${said}"`);
        last = said;
      }
      const end = await waitFor(page, "the game over", (s) => s.over, 30000);
      const deadline = Date.now() + 10000;
      let said = await liveWords(page);
      while (!/score [\d,]+/i.test(said) && Date.now() < deadline) {
        await page.waitForTimeout(50);
        said = await liveWords(page);
      }
      if (!/score [\d,]+/i.test(said)) throw new Error(`the end was said as "${said}"`);
      writeFileSync(join(outDir, "web-screen-reader-game-over.png"), await page.screenshot());
      return `${end.moves} moves, the last said "${last}", then "${said}"`;
    });
    if (errors.length) failures.push(`screen reader: ${errors.join("\n")}`);
  } finally {
    await context.close();
  }
  return { passed, failures };
}
