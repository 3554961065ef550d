// Grid Puzzles' service worker: after a first visit, the page, the game's module and
// every asset it fetches come from a cache, so the game opens and plays with no network.
//
// The cache belongs to one build. web/stamp-build.mjs writes BUILD below (the build's
// version, a hash of its files, and each file's SHA-256) into dist/sw.js, so a new build
// is a new sw.js: the browser installs it on the next visit, it fills a new cache, and
// only when every file is in does it take over and delete the old cache. A download cut
// short, a server error or a file from another build (a half-finished upload) fails the
// install: the new cache is deleted and the old worker keeps serving its complete copy.
// The worker never touches the page's storage (saved games, settings, statistics).
// The copy holds the page's language's files (the catalogue, a font), named by the page
// as sw.js?lang=TAG, and not the other languages': those it fetches, checks and keeps
// when the player chooses one.
// BUILD is replaced by web/stamp-build.mjs; this unstamped copy refuses to install.
const BUILD = { version: "unstamped", files: {}, languageFiles: {}, onDemand: [] };
const LANGUAGE = new URL(self.location.href).searchParams.get("lang") || "en";

const SCOPE = self.registration.scope;
const CACHE_PREFIX = `grid-puzzles ${SCOPE} `;
const CACHE = CACHE_PREFIX + BUILD.version;
// Set on every cached response, so the page can tell a copy from a download.
const COPY_HEADER = "X-Grid-Puzzles-Offline-Copy";
// Hosts differ in what they call a .wasm or a .webmanifest; the copy is always right
// (streaming compilation needs application/wasm).
const TYPES = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  wasm: "application/wasm",
  webmanifest: "application/manifest+json",
  json: "application/json",
  png: "image/png",
  jpg: "image/jpeg",
  ron: "text/plain; charset=utf-8",
  ftl: "text/plain; charset=utf-8",
  otf: "font/otf",
  ttf: "font/ttf",
};

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
    }
    // A first visit's page, already running, gets its later fetches (a theme's pictures)
    // from the copy too, so going offline after the first visit loses nothing.
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  const path = new URL(request.url).pathname.slice(new URL(SCOPE).pathname.length);
  // Any address of the page (?code=..., ?game=...) opens the one page.
  const key = request.mode === "navigate" && (path === "" || path === "index.html") ? "index.html" : path;
  if (!Object.hasOwn(BUILD.files, key)) return;
  event.respondWith(fromCache(key, request));
});

// The build's copy of `key`; the network only if the copy has gone (the browser may
// evict a cache under storage pressure) or never had it (another language's file: then
// checked and kept, for offline). Looked up by the cache's name, not opened: opening
// makes the cache, and a worker answering a last request just after its successor
// deleted its cache would leave an empty one behind for good.
async function fromCache(key, request) {
  const copy = await caches.match(key, { cacheName: CACHE });
  if (copy) return copy;
  if (!wanted(key) && (await caches.has(CACHE))) {
    try {
      const [, response] = await download(key, BUILD.files[key]);
      await (await caches.open(CACHE)).put(key, response.clone());
      return response;
    } catch (error) {
      console.warn(error);
    }
  }
  return fetch(request);
}

// Whether the copy holds `path` from the start: every file but the other languages'.
function wanted(path) {
  const ownLanguage = BUILD.languageFiles[LANGUAGE] || [];
  if (ownLanguage.includes(path)) return true;
  const elsewhere = Object.values(BUILD.languageFiles).flat().concat(BUILD.onDemand);
  return !elsewhere.includes(path);
}

// Every file of the build into a new cache, all or nothing: each one is downloaded and
// checked against its hash before anything is stored, and a failure deletes the cache.
async function precache() {
  if (BUILD.version === "unstamped") throw new Error("sw.js was not stamped by web/stamp-build.mjs");
  // Left over from an install of this same build that the browser cut short.
  await caches.delete(CACHE);
  try {
    const copies = await Promise.all(Object.entries(BUILD.files)
      .filter(([path]) => wanted(path))
      .map(([path, hash]) => download(path, hash)));
    const cache = await caches.open(CACHE);
    await Promise.all(copies.map(([path, copy]) => cache.put(path, copy)));
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

// One file as a response to keep: its bytes, decoded (so no Content-Encoding is kept),
// with the right type. Revalidated with the server (no-cache), so a first visit's
// downloads are reused through the HTTP cache but never an older build's.
async function download(path, hash) {
  const response = await fetch(new Request(path, { cache: "no-cache" }));
  if (!response.ok || response.type !== "basic") {
    throw new Error(`${path}: HTTP ${response.status} (${response.type})`);
  }
  const bytes = await response.arrayBuffer();
  const digest = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)),
    (byte) => byte.toString(16).padStart(2, "0")).join("");
  if (digest !== hash) throw new Error(`${path}: the server has another build's copy`);
  const extension = path.slice(path.lastIndexOf(".") + 1);
  return [path, new Response(bytes, {
    headers: { "Content-Type": TYPES[extension] || "application/octet-stream", [COPY_HEADER]: BUILD.version },
  })];
}
