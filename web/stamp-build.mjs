// The last step of a web build, once every file in DIST is final (and pre-compressed by
// web/precompress.mjs): writes into DIST/index.html the sizes of the module (.wasm and
// .js: raw, brotli and gzip), so the loading bar knows the total whatever the server
// says, and the languages with their page messages, and writes DIST/sw.js from web/sw.js with the build's version and the SHA-256 of
// every file the game may fetch (all of DIST but the .br/.gz copies and sw.js), so the
// offline copy is replaced exactly when a file changes. Then re-compresses the two files
// it rewrote. Running it again on the same files gives the same version.
// usage: node web/stamp-build.mjs DIST NAME   (NAME: the module, e.g. grid-puzzles)
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { compressFile } from "./precompress.mjs";

const [dist, name] = process.argv.slice(2);
if (!dist || !name) {
  console.error("usage: node web/stamp-build.mjs DIST NAME");
  process.exit(2);
}
const template = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "sw.js"), "utf8");
const BUILD_LINE = /^const BUILD = .*;$/m;
const SIZES_ELEMENT = /(<script id="build-sizes" type="application\/json">)[^<]*(<\/script>)/;
const WORDS_ELEMENT = /(<script id="page-words" type="application\/json">)[^<]*(<\/script>)/;

// raw, brotli and gzip bytes of one file; a copy that is missing counts as absent (null).
function sizes(path) {
  const size = (file) => (existsSync(file) ? statSync(file).size : null);
  return { raw: size(path), br: size(path + ".br"), gzip: size(path + ".gz") };
}

function* files(folder) {
  for (const entry of readdirSync(folder).sort()) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

// The languages the build has (a folder under assets/locales/ each) and each one's page
// messages (page-*, one line each, plain words and { $name } placeables): the loading
// screen speaks the player's language before the game is downloaded, and the game reads
// the list from the page instead of asking the server for its folders.
function pageWords(locales) {
  const languages = [];
  const words = {};
  if (!existsSync(locales)) return { languages, words };
  for (const tag of readdirSync(locales).sort()) {
    const file = join(locales, tag, "main.ftl");
    if (!existsSync(file)) continue;
    const messages = {};
    for (const line of readFileSync(file, "utf8").split("\n")) {
      const match = /^([a-z][a-z0-9-]*) = (.*)$/.exec(line);
      if (!match) continue;
      // A string literal ({"…"}) stands for its text.
      messages[match[1]] = match[2].replace(/\{\s*"((?:[^"\\]|\\.)*)"\s*\}/g, (_, text) =>
        text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))).replace(/\\(.)/g, "$1"));
    }
    languages.push({ tag, name: (messages["language-name"] || tag).trim(), font: (messages["language-font"] || "").trim() });
    words[tag] = Object.fromEntries(Object.entries(messages).filter(([id]) => id.startsWith("page-")));
  }
  // English first, as the game lists it.
  languages.sort((a, b) => (a.tag === "en" ? -1 : b.tag === "en" ? 1 : a.tag.localeCompare(b.tag)));
  return { languages, words };
}

const page = join(dist, "index.html");
const html = readFileSync(page, "utf8");
if (!SIZES_ELEMENT.test(html)) throw new Error(`${page} has no <script id="build-sizes"> to fill`);
if (!WORDS_ELEMENT.test(html)) throw new Error(`${page} has no <script id="page-words"> to fill`);
const moduleSizes = { wasm: sizes(join(dist, `${name}_bg.wasm`)), js: sizes(join(dist, `${name}.js`)) };
if (moduleSizes.wasm.raw === null || moduleSizes.js.raw === null) throw new Error(`no ${name}_bg.wasm or ${name}.js in ${dist}`);
// "<" is written as its escape, so no text can end the script element.
const words = JSON.stringify(pageWords(join(dist, "assets", "locales"))).replace(/</g, "\\u003c");
writeFileSync(page, html
  .replace(SIZES_ELEMENT, (_, open, close) => open + JSON.stringify(moduleSizes) + close)
  .replace(WORDS_ELEMENT, (_, open, close) => open + words + close));

if (!BUILD_LINE.test(template)) throw new Error("web/sw.js has no 'const BUILD = ...;' line to fill");
const hashes = {};
let bytes = 0;
for (const path of files(dist)) {
  const file = relative(dist, path).split(sep).join("/");
  if (file === "sw.js" || file.endsWith(".br") || file.endsWith(".gz")) continue;
  const content = readFileSync(path);
  hashes[file] = createHash("sha256").update(content).digest("hex");
  bytes += content.length;
}
// The files of one language only (its catalogue, the font its characters need), and the
// few glyphs of every language's own name: the offline copy holds the page's language's
// and fetches another's when the player chooses it, so an English visit fetches no
// Chinese or Japanese bytes.
const languageFiles = {};
for (const { tag, font } of pageWords(join(dist, "assets", "locales")).languages) {
  if (tag === "en") continue;
  languageFiles[tag] = [`assets/locales/${tag}/main.ftl`, ...(font ? [`assets/fonts/${font}`] : [])]
    .filter((file) => hashes[file]);
}
const onDemand = ["assets/fonts/LanguageNames-subset.otf"].filter((file) => hashes[file]);
// The worker's own code is part of the version: a change to how it caches is a new build.
const version = createHash("sha256").update(template.replace(BUILD_LINE, ""))
  .update(JSON.stringify(hashes)).digest("hex").slice(0, 16);
writeFileSync(join(dist, "sw.js"), template.replace(BUILD_LINE, () =>
  `const BUILD = ${JSON.stringify({ version, files: hashes, languageFiles, onDemand })};`));

compressFile(page);
compressFile(join(dist, "sw.js"));
console.log(`offline copy: ${Object.keys(hashes).length} files, ${(bytes / 1e6).toFixed(2)} MB raw, build ${version}`);
