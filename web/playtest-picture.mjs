// Fifteen's own picture in the browser, as a player brings it, at 360x640 (a phone, in
// Chinese, by taps), 860x740 (German) and 1920x1080 (English): Settings › Picture ›
// Choose… opens the browser's file picker, the chosen picture takes the board (its
// colours fill the tiles) and is kept in the page's storage; a file that is not a picture
// is refused with a message and the kept picture stays; the page opened again shows the
// kept picture; The game's own brings the game's picture back and forgets the kept one.
//
// usage: imported by web/playtest.mjs (pictureAtEverySize).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { atEverySize, boardSettled, countColour, framesLater, SEED, status, waitFor } from "./playtest-lib.mjs";

const KEPT = "grid-puzzles.fifteen-picture";
// The player's picture: magenta with a yellow disc, colours the game's own picture lacks.
const MAGENTA = [208, 16, 96];

// Writes the player's picture (a PNG, drawn by the page) and a text file beside the shots.
async function playersFiles(page, outDir) {
  const base64 = await page.evaluate(async ([r, g, b]) => {
    const canvas = new OffscreenCanvas(640, 400);
    const context = canvas.getContext("2d");
    context.fillStyle = `rgb(${r},${g},${b})`;
    context.fillRect(0, 0, 640, 400);
    context.fillStyle = "rgb(255,224,32)";
    context.beginPath();
    context.arc(320, 200, 120, 0, 2 * Math.PI);
    context.fill();
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, MAGENTA);
  const picture = join(outDir, "players-picture.png");
  const notes = join(outDir, "players-notes.png");
  writeFileSync(picture, Buffer.from(base64, "base64"));
  writeFileSync(notes, "not a picture at all\n");
  return { picture, notes };
}

// Presses a named button of the game (a tap on the phone), opening the HUD's More sheet
// first where Settings waits in it.
async function press(page, name, phone) {
  let now = await status(page);
  if (!now.buttons[name] && now.buttons["hud-more"] && name === "hud-settings") {
    const [mx, my] = now.buttons["hud-more"];
    await (phone ? page.touchscreen.tap(mx, my) : page.mouse.click(mx, my));
    now = await waitFor(page, "the More sheet", (s) => s.buttons[name]);
  }
  now = await waitFor(page, `the button ${name}`, (s) => s.buttons[name]);
  const [x, y] = now.buttons[name];
  await (phone ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
}

// Opens the settings and brings the Picture row's buttons on screen (the panel scrolls
// on a small screen).
async function pictureRow(page, phone, height) {
  await press(page, "hud-settings", phone);
  let panel = await waitFor(page, "the Picture row", (s) => s.buttons["setting-picture-choose"]);
  // Until the panel has come to rest (it slides in).
  for (let still = await framesLater(page, 3); String(still.buttons["setting-picture-choose"]) !== String(panel.buttons["setting-picture-choose"]); still = await framesLater(page, 3)) {
    panel = still;
  }
  for (let tries = 0; panel.buttons["setting-picture-choose"][1] > height - 20 && tries < 20; tries++) {
    await page.mouse.move(panel.buttons["setting-picture-choose"][0], height / 2);
    await page.mouse.wheel(0, 120);
    panel = await framesLater(page, 3);
  }
  return panel;
}

export async function pictureAtEverySize({ browser, baseUrl, outDir }) {
  return atEverySize(browser, "Fifteen's own picture", async (page, { width, height, phone, what }) => {
    await page.goto(`${baseUrl}/?game=fifteen&seed=${SEED}`);
    await boardSettled(page, what, "fifteen");
    const before = await countColour(page, await page.screenshot(), MAGENTA);
    const files = await playersFiles(page, outDir);
    const panel = await pictureRow(page, phone, height);
    const [cx, cy] = panel.buttons["setting-picture-choose"];
    const said = (await status(page)).said;
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser", { timeout: 30000 }),
      phone ? page.touchscreen.tap(cx, cy) : page.mouse.click(cx, cy),
    ]);
    await chooser.setFiles(files.picture);
    await waitFor(page, `the picture taken (${what})`, (s) => s.said > said);
    await framesLater(page, 3);
    writeFileSync(join(outDir, `web-picture-settings-${width}x${height}.png`), await page.screenshot());
    await page.keyboard.press("Escape");
    await boardSettled(page, what, "fifteen");
    const shot = await page.screenshot();
    writeFileSync(join(outDir, `web-picture-${width}x${height}.png`), shot);
    const after = await countColour(page, shot, MAGENTA);
    if (after < before + 2000) throw new Error(`the board does not show the picture (${before} then ${after} magenta pixels)`);
    const kept = await page.evaluate((key) => (localStorage.getItem(key) || "").length, KEPT);
    if (kept < 1000) throw new Error(`the picture was not kept in the page's storage (${kept} characters)`);
    // A file that is not a picture: refused with a message, the kept picture stays.
    const saidBefore = (await status(page)).said;
    await page.setInputFiles("#picture-file", files.notes);
    await waitFor(page, `the refusal (${what})`, (s) => s.said > saidBefore);
    await framesLater(page, 3);
    writeFileSync(join(outDir, `web-picture-refused-${width}x${height}.png`), await page.screenshot());
    const keptAfter = await page.evaluate((key) => (localStorage.getItem(key) || "").length, KEPT);
    if (keptAfter !== kept) throw new Error("the refused file changed the kept picture");
    // Opened again: the kept picture is back.
    await page.reload();
    await boardSettled(page, `${what}, opened again`, "fifteen");
    await framesLater(page, 5);
    const again = await countColour(page, await page.screenshot(), MAGENTA);
    if (again < before + 2000) throw new Error(`the kept picture did not come back (${again} magenta pixels)`);
    // The game's own again: the kept picture is forgotten.
    const panelAgain = await pictureRow(page, phone, height);
    const [rx, ry] = panelAgain.buttons["setting-picture-reset"];
    await (phone ? page.touchscreen.tap(rx, ry) : page.mouse.click(rx, ry));
    await waitFor(page, `the game's own picture back (${what})`, (s) => s.said > panelAgain.said);
    await page.keyboard.press("Escape");
    await boardSettled(page, what, "fifteen");
    await framesLater(page, 5);
    const reset = await countColour(page, await page.screenshot(), MAGENTA);
    const forgotten = await page.evaluate((key) => localStorage.getItem(key) === null, KEPT);
    if (reset > before + 500 || !forgotten) throw new Error(`The game's own did not bring the picture back (${reset} magenta pixels, forgotten: ${forgotten})`);
    return `chosen in the file picker (${after} magenta pixels), kept (${kept} characters), a text file refused, back after a reload, reset`;
  });
}
