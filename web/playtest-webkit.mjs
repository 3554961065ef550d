// The play-tests' driver for WebKit: WebKitGTK's MiniBrowser in a real window (DISPLAY,
// e.g. Xvfb: its headless mode has no WebGL2 here), driven by WebKitWebDriver (Debian's
// webkit2gtk-driver) over classic W3C WebDriver, with a small client on Node's fetch.
// It implements the engines' driver interface of web/playtest-engines.mjs: goto, reload,
// evaluate, click at x,y, press a key, screenshot, resize, errors, close.
//
// The browser's language: WebKitGTK takes navigator.language from the C library's locale
// (LC_ALL), not from LANGUAGE, and a locale the system lacks reads as "C". So a German
// browser is a WebKitWebDriver started with LC_ALL=de_DE.UTF-8, the locale compiled with
// localedef into a folder of its own (LOCPATH) when the system has none; MiniBrowser
// inherits both.
// Console errors: classic WebDriver has no log, and MiniBrowser's own (its
// --enable-write-console-messages-to-stdout) does not reach WebKitWebDriver's output, so
// each page gets a recorder of console.error, uncaught errors and unhandled rejections
// once it has loaded (goto and reload return then); collectErrors() reads it. Errors
// before the load event are not seen here (the Firefox and Chromium runs do see those).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pause } from "./playtest-lib.mjs";

export const MINIBROWSER = process.env.MINIBROWSER || [
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/libexec/webkit2gtk-4.1/MiniBrowser",
].find((path) => existsSync(path));
const WEBDRIVER = process.env.WEBKIT_WEBDRIVER || "/usr/bin/WebKitWebDriver";

// WebDriver's key codes (the spec's "normalised key values" in the Private Use Area).
const KEYS = {
  ArrowLeft: "\uE012", ArrowUp: "\uE013", ArrowRight: "\uE014", ArrowDown: "\uE015",
  Enter: "\uE007", Escape: "\uE00C", Tab: "\uE004", Shift: "\uE008", " ": " ", Space: " ",
};

// A port that was free a moment ago, for the driver to listen on.
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Run in the page: keeps its console errors, uncaught errors and unhandled rejections.
function recordErrors() {
  if (window.playtestErrors) return;
  const caught = (window.playtestErrors = []);
  const original = console.error;
  console.error = (...args) => {
    caught.push(`console error: ${args.map(String).join(" ")}`);
    original.apply(console, args);
  };
  window.addEventListener("error", (event) => caught.push(`page error: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) => caught.push(`page error: ${event.reason}`));
  // The releases the page was sent, counted before the game sees them: a click that
  // WebKitWebDriver dropped (it does, now and then, right after a load) is told apart
  // from one the game ignored.
  window.playtestReleases = 0;
  window.addEventListener("pointerup", () => { window.playtestReleases += 1; }, { capture: true });
}

// One WebDriver command; the value of its answer, or an error naming WebDriver's.
async function command(base, method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({ value: null }));
  if (!response.ok || (answer.value && answer.value.error)) {
    const { error, message } = answer.value || {};
    throw new Error(`WebDriver ${method} ${path}: ${error || response.status} ${message || ""}`.trim());
  }
  return answer.value;
}

// The environment for a browser in `language` ("de-DE"): LC_ALL and, when the system
// lacks the locale, LOCPATH naming a folder (to delete afterwards) where it was compiled.
function localeEnvironment(language) {
  const locale = `${language.replace("-", "_")}.UTF-8`;
  const known = execFileSync("locale", ["-a"], { encoding: "utf8" }).split("\n")
    .map((name) => name.replace(/\.utf8$/i, ".UTF-8"));
  if (known.includes(locale)) return [{ LC_ALL: locale, LANGUAGE: "" }, null];
  const folder = mkdtempSync(join(tmpdir(), "grid-puzzles-locale-"));
  try {
    execFileSync("localedef", ["-i", locale.split(".")[0], "-f", "UTF-8", join(folder, locale)], { stdio: "pipe" });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`cannot make the locale ${locale} (localedef, Debian's locales package): ${error.stderr || error.message}`);
  }
  return [{ LC_ALL: locale, LANGUAGE: "", LOCPATH: folder }, folder];
}

// Starts WebKitWebDriver and a session in MiniBrowser; `language` (e.g. "de-DE") is the
// browser's language; `view` the viewport to size the window to.
export async function launchWebKit({ language = null, view } = {}) {
  if (!MINIBROWSER) throw new Error("MiniBrowser is not installed (Debian: webkit2gtk-driver's libwebkit2gtk-4.1-0)");
  const port = await freePort();
  const [localeEnv, localeFolder] = language ? localeEnvironment(language) : [{}, null];
  const env = { ...process.env, ...localeEnv };
  const cleanUp = () => localeFolder && rmSync(localeFolder, { recursive: true, force: true });
  const driver = spawn(WEBDRIVER, [`--port=${port}`], { env, stdio: ["ignore", "pipe", "pipe"] });
  const errors = [];
  const log = [];
  let buffered = "";
  const read = (chunk) => {
    buffered += chunk;
    const lines = buffered.split("\n");
    buffered = lines.pop();
    for (const line of lines) {
      log.push(line);
    }
  };
  driver.stdout.on("data", read);
  driver.stderr.on("data", read);
  const exited = new Promise((resolve) => driver.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30000;
  for (;;) {
    const ready = await command(base, "GET", "/status").then((value) => value.ready, () => false);
    if (ready) break;
    if (driver.exitCode !== null || Date.now() > deadline) {
      driver.kill();
      cleanUp();
      throw new Error(`WebKitWebDriver did not answer on ${base}: ${log.slice(-5).join(" / ")}`);
    }
    await pause(50);
  }
  let session;
  try {
    session = await command(base, "POST", "/session", {
      capabilities: {
        alwaysMatch: {
          "webkitgtk:browserOptions": {
            binary: MINIBROWSER,
            args: ["--automation"],
          },
        },
      },
    });
  } catch (error) {
    driver.kill();
    cleanUp();
    throw error;
  }
  const at = `/session/${session.sessionId}`;
  const send = (method, path, body) => command(base, method, at + path, body);
  // One click at viewport pixels: move, press and release at once, as a player's click.
  const sendClick = async (x, y) => {
    await send("POST", "/actions", {
      actions: [{
        type: "pointer", id: "mouse", parameters: { pointerType: "mouse" },
        actions: [
          { type: "pointerMove", duration: 0, origin: "viewport", x: Math.round(x), y: Math.round(y) },
          { type: "pointerDown", button: 0 },
          { type: "pointerUp", button: 0 },
        ],
      }],
    });
    await send("DELETE", "/actions");
  };

  const page = {
    engine: "webkit",
    version: `WebKitGTK ${session.capabilities.browserVersion}`,
    errors,
    async goto(url) {
      await send("POST", "/url", { url });
      await page.evaluate(recordErrors);
    },
    async reload() {
      await send("POST", "/refresh", {});
      await page.evaluate(recordErrors);
    },
    // Moves what the page's recorder caught into `errors`.
    async collectErrors() {
      const caught = await page.evaluate(() => (window.playtestErrors || []).splice(0));
      errors.push(...caught.filter((error) => !error.includes("Using exceptions for control flow")));
    },
    // Runs `fn(arg)` in the page (it may be async); its result comes back as JSON.
    async evaluate(fn, arg) {
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn})(arguments[0]))
          .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }));`;
      const result = await send("POST", "/execute/async", { script, args: [arg === undefined ? null : arg] });
      if (result && result.error) throw new Error(`in the page: ${result.error}`);
      return result ? result.value : null;
    },
    // A click at viewport pixels. When the page got no release at all, the driver
    // dropped the click and it is sent again (at most twice more); a click the page got
    // and the game ignored is not sent again.
    async click(x, y) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const before = await page.evaluate(() => window.playtestReleases ?? -1);
        await sendClick(x, y);
        for (let waited = 0; waited < 20; waited += 1) {
          const after = await page.evaluate(() => window.playtestReleases ?? -1);
          if (before < 0 || after > before) return;
          await pause(100);
        }
        console.log(`webkit: the driver dropped a click at ${Math.round(x)},${Math.round(y)}; sent again`);
      }
    },
    // A key press (its name as KeyboardEvent.key has it: "ArrowRight", "Enter", " ").
    async press(key) {
      const value = KEYS[key] ?? key;
      await send("POST", "/actions", {
        actions: [{ type: "key", id: "keyboard", actions: [{ type: "keyDown", value }, { type: "keyUp", value }] }],
      });
      await send("DELETE", "/actions");
    },
    async screenshot() {
      return Buffer.from(await send("GET", "/screenshot"), "base64");
    },
    // Sizes the window so the viewport is width x height: the window's frame (the
    // browser's bars) is measured and added.
    async resize(width, height) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const rect = await send("GET", "/window/rect");
        const [innerWidth, innerHeight] = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
        if (innerWidth === width && innerHeight === height) return;
        await send("POST", "/window/rect", { width: rect.width + width - innerWidth, height: rect.height + height - innerHeight });
        // The page sees the new size once it has laid out again.
        const deadline = Date.now() + 10000;
        let inner = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
        while (String(inner) === String([innerWidth, innerHeight]) && Date.now() < deadline) {
          await pause(50);
          inner = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
        }
      }
      const inner = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
      if (inner[0] !== width || inner[1] !== height) throw new Error(`the viewport is ${inner.join("x")}, not ${width}x${height}`);
    },
    async close() {
      await send("DELETE", "").catch(() => {});
      driver.kill();
      await exited;
      cleanUp();
    },
  };
  if (view) {
    await page.goto("about:blank");
    await page.resize(view.width, view.height);
  }
  return page;
}
