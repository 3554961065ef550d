// The sound crate's Web Audio output, run for real in Debian's headless Chromium: a page
// with the game page's AudioContext shim (taken from web/index.html) loads the web_check
// example, opens a SoundOutput, and plays every effect. Taps on the page's Web Audio
// record what each buffer source plays and how loud the signal reaching the speakers is.
// Checks: nothing plays before the first click; a click resumes the context; every effect
// then plays its own buffer (the synthesised samples, once per effect) and is heard; mute
// silences; many overlapping effects stay within [-1, 1]. Prints one line per effect and fails on any console error.
//
// usage: node crates/sound/web-check/run.mjs BINDGEN_OUT_DIR   (holds web_check.js and
// web_check_bg.wasm; run.sh builds them)
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const [outDir] = process.argv.slice(2);
if (!outDir) {
  console.error("usage: node run.mjs BINDGEN_OUT_DIR");
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
// The web build's own copy (web/package.json), which run.sh installs when missing.
const { chromium } = createRequire(join(root, "web/package.json"))("playwright-core");
const gamePage = readFileSync(join(root, "web/index.html"), "utf8");
const shim = gamePage.match(/\(function \(\) \{\s*const Original = window\.AudioContext[\s\S]*?\}\)\(\);/);
if (!shim) {
  console.error("web/index.html has no AudioContext shim any more: update this check");
  process.exit(1);
}

// Records every buffer source started and the loudest sample reaching each destination.
const taps = `
  window.soundTaps = { started: [], loudest: 0 };
  const connect = AudioNode.prototype.connect;
  AudioNode.prototype.connect = function (target, ...rest) {
    if (target instanceof AudioDestinationNode && !target.context.soundAnalyser) {
      window.soundContext = target.context;
      const analyser = target.context.createAnalyser();
      analyser.fftSize = 2048;
      target.context.soundAnalyser = analyser;
      connect.call(this, analyser);
      const samples = new Float32Array(analyser.fftSize);
      setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        for (const sample of samples) window.soundTaps.loudest = Math.max(window.soundTaps.loudest, Math.abs(sample));
      }, 10);
    }
    return connect.call(this, target, ...rest);
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    const channel = this.buffer.getChannelData(0);
    let peak = 0;
    for (const sample of channel) peak = Math.max(peak, Math.abs(sample));
    window.soundTaps.started.push({ buffer: this.buffer, length: this.buffer.length, rate: this.buffer.sampleRate, peak });
    return start.apply(this, args);
  };`;
const page = `<!doctype html><html><head><meta charset="utf-8"><title>sound check</title><link rel="icon" href="data:,"></head>
<body style="width:400px;height:300px"><p>sound check</p>
<script>${shim[0]}\n${taps}</script>
<script type="module">
  import init, * as sound from "./web_check.js";
  await init();
  window.sound = sound;
  window.ready = true;
</script></body></html>`;

const server = createServer((request, response) => {
  const name = request.url === "/" ? null : request.url.slice(1);
  if (!name) {
    response.writeHead(200, { "content-type": "text/html" });
    return response.end(page);
  }
  try {
    const body = readFileSync(join(outDir, name.replace(/[^\w.]/g, "")));
    const type = name.endsWith(".wasm") ? "application/wasm" : "text/javascript";
    response.writeHead(200, { "content-type": type });
    response.end(body);
  } catch {
    response.writeHead(404);
    response.end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  // Headless Chromium lets pages play without a click unless told to behave like a
  // desktop browser.
  args: [
    "--no-sandbox",
    "--autoplay-policy=user-gesture-required",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
};
try {
  const tab = await browser.newPage();
  tab.on("console", (message) => {
    console.log(`  console.${message.type()}: ${message.text()}`);
    if (message.type() === "error") failures.push(`console error: ${message.text()}`);
  });
  tab.on("pageerror", (error) => failures.push(`page error: ${error.message}`));
  await tab.goto(url);
  await tab.waitForFunction(() => window.ready === true);

  const why = await tab.evaluate(() => window.sound.open_output());
  check(why === "", `the output opens (why silent: "${why}")`);
  const before = await tab.evaluate(async () => {
    // Headless Chromium may start the context without a click whatever the flags say;
    // suspending it gives the state a desktop browser starts in.
    const allowed = window.soundContext?.state === "running";
    if (allowed) await window.soundContext.suspend();
    window.sound.play_effect(0);
    return { allowed, started: window.soundTaps.started.length, state: window.soundContext?.state };
  });
  if (before.allowed) console.log("note: this browser started audio without a click; suspended it by hand");
  check(before.state === "suspended" && before.started === 0,
    `context ${before.state}: nothing plays before the first click (${before.started} sources started)`);

  await tab.mouse.click(200, 150);
  await tab.waitForFunction(() => window.soundContext?.state === "running", null, { timeout: 5000 });
  check(true, "the first click resumes the context");

  const names = (await tab.evaluate(() => window.sound.effect_names())).split(",");
  for (const [index, name] of names.entries()) {
    const result = await tab.evaluate(async (index) => {
      const taps = window.soundTaps;
      taps.loudest = 0;
      const count = taps.started.length;
      window.sound.play_effect(index);
      const started = taps.started.slice(count);
      if (started.length !== 1) return { started: started.length };
      const [length, peak] = window.sound.expected(index, started[0].rate);
      await new Promise((resolve) => setTimeout(resolve, (1000 * length) / started[0].rate + 150));
      return { started: 1, source: { ...started[0], buffer: undefined }, length, peak, heard: taps.loudest };
    }, index);
    if (result.started !== 1) {
      check(false, `${name}: ${result.started} sources started, not 1`);
      continue;
    }
    const { source } = result;
    const same = source.length === result.length && Math.abs(source.peak - result.peak) < 1e-6;
    check(same && result.heard > 0.02,
      `${name}: buffer ${source.length} samples at ${source.rate} Hz, peak ${source.peak.toFixed(3)} ` +
      `(synthesised ${result.length}, ${result.peak.toFixed(3)}); loudest at the speakers ${result.heard.toFixed(3)}`);
  }

  const reuse = await tab.evaluate(async () => {
    const taps = window.soundTaps;
    const count = taps.started.length;
    window.sound.play_effect(0);
    window.sound.play_effect(0);
    const [first, second] = taps.started.slice(count);
    return first && second && first.buffer === second.buffer && taps.started.filter((s) => s.buffer === first.buffer).length;
  });
  check(reuse >= 3, `one AudioBuffer per effect, made once and played ${reuse} times`);

  const pile = await tab.evaluate(async () => {
    const taps = window.soundTaps;
    await new Promise((resolve) => setTimeout(resolve, 300));
    taps.loudest = 0;
    const solved = window.sound.effect_names().split(",").indexOf("solved");
    for (let i = 0; i < 8; i++) window.sound.play_effect(solved);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    return taps.loudest;
  });
  check(pile > 0.9 && pile <= 1.0, `eight solved at once stay within range: loudest ${pile.toFixed(3)}`);

  const muted = await tab.evaluate(async () => {
    const taps = window.soundTaps;
    await new Promise((resolve) => setTimeout(resolve, 300));
    window.sound.set_muted(true);
    taps.loudest = 0;
    const count = taps.started.length;
    window.sound.play_effect(window.sound.effect_names().split(",").indexOf("solved"));
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { started: taps.started.length - count, heard: taps.loudest };
  });
  check(muted.started === 0 && muted.heard < 1e-4, `muted: ${muted.started} sources started, loudest ${muted.heard}`);
} finally {
  await browser.close();
  server.close();
}
console.log(failures.length ? `web check FAILED: ${failures.length} problems` : "web check passed");
process.exit(failures.length ? 1 : 0);
