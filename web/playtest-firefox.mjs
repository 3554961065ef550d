// The play-tests' driver for Firefox: Debian's firefox-esr in a real window (DISPLAY,
// e.g. Xvfb: its headless mode has no WebGL2 here), driven over WebDriver BiDi by
// puppeteer-core, in a fresh profile. It implements the engines' driver interface of
// web/playtest-engines.mjs: goto, reload, evaluate, click at x,y, press a key,
// screenshot, resize, errors, close.
//
// The browser's language is the profile's (intl.accept_languages, which navigator.languages
// reports, and intl.locale.requested for the browser's own words).
import puppeteer from "puppeteer-core";

export const FIREFOX = process.env.FIREFOX || "/usr/bin/firefox-esr";

// Starts Firefox; `language` (e.g. "de") is the browser's language, `view` the viewport.
export async function launchFirefox({ language = null, view } = {}) {
  const prefs = {
    // Nothing of the browser's own reaches out or pops up over the page.
    "browser.translations.enable": false,
  };
  if (language) Object.assign(prefs, { "intl.accept_languages": `${language}, en`, "intl.locale.requested": language });
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    protocol: "webDriverBiDi",
    headless: false,
    defaultViewport: view ?? null,
    extraPrefsFirefox: prefs,
    // The window larger than the viewport, so the page is never squeezed by it.
    args: view ? [`--width=${view.width + 40}`, `--height=${view.height + 160}`] : [],
  });
  const tab = (await browser.pages())[0] ?? (await browser.newPage());
  const errors = [];
  tab.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("Using exceptions for control flow")) {
      errors.push(`console error: ${message.text()}`);
    }
  });
  tab.on("pageerror", (error) => {
    if (!String(error).includes("Using exceptions for control flow")) errors.push(`page error: ${error}`);
  });
  const page = {
    engine: "firefox",
    version: await browser.version(),
    errors,
    async goto(url) {
      await tab.goto(url);
    },
    async reload() {
      await tab.reload();
    },
    evaluate: (fn, arg) => tab.evaluate(fn, arg),
    // A click at viewport pixels: move, press and release at once, as a player's click.
    click: (x, y) => tab.mouse.click(x, y),
    // A key press (its name as KeyboardEvent.key has it: "ArrowRight", "Enter", " ").
    press: (key) => tab.keyboard.press(key),
    async screenshot() {
      return Buffer.from(await tab.screenshot());
    },
    async resize(width, height) {
      await tab.setViewport({ width, height });
      const inner = await tab.evaluate(() => [window.innerWidth, window.innerHeight]);
      if (inner[0] !== width || inner[1] !== height) throw new Error(`the viewport is ${inner.join("x")}, not ${width}x${height}`);
    },
    close: () => browser.close(),
  };
  // The first tab was opened before puppeteer's default viewport applies to new ones.
  if (view) await page.resize(view.width, view.height);
  return page;
}
