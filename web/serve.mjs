// Serves the web build (dist/) on 127.0.0.1 as a static host should: the right MIME
// types (application/wasm, so the browser compiles the module while it downloads; the
// web app manifest's own type), and, where web/precompress.mjs left NAME.br or NAME.gz,
// that file with its Content-Encoding when the browser accepts it. Every response may be
// stored but is revalidated (Cache-Control: no-cache with an ETag), so the service
// worker's precache after a first visit costs a 304 per file, not a second download,
// and a new sw.js is seen at once.
//
// usage: node web/serve.mjs DIST PORT [--prefix /games/grid-puzzles/] [--log] [--cut-short NAME]
//   (PORT 0: any free one)
//   --prefix  serves DIST under that path instead of at the root (everything else is 404),
//             as a host that publishes the game in a sub-folder would
//   --log     prints one line per request: method, path, status, encoding, body bytes sent,
//             and when (milliseconds since 1970, to set against a page's clock)
//   --cut-short  for the play-tests: every request for a file whose path ends with NAME
//             gets its headers and half its bytes, then the connection drops, as when a
//             download is cut short (never a 304, so a cached copy does not hide it)
import { createServer } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".ron": "text/plain; charset=utf-8",
  ".ftl": "text/plain; charset=utf-8",
  ".otf": "font/otf",
  ".ttf": "font/ttf",
  ".ogg": "audio/ogg",
  ".wav": "audio/wav",
};

function parseArguments(argv) {
  const options = { root: "dist", port: "8080", prefix: "/", log: false, cutShort: null };
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--prefix") options.prefix = argv[++i];
    else if (argv[i] === "--log") options.log = true;
    else if (argv[i] === "--cut-short") options.cutShort = argv[++i];
    else positional.push(argv[i]);
  }
  [options.root = options.root, options.port = options.port] = positional;
  // "/games/grid-puzzles" and "games/grid-puzzles/" mean the same folder.
  options.prefix = ("/" + (options.prefix || "").replace(/^\/+|\/+$/g, "") + "/").replace(/^\/\/$/, "/");
  return options;
}

const { root, port, prefix, log, cutShort } = parseArguments(process.argv.slice(2));
const rootPath = normalize(root);

// `cut`: send only the first half of the body, then drop the connection.
function send(request, response, status, headers, body, cut = false) {
  response.writeHead(status, body ? { ...headers, "Content-Length": body.length } : headers);
  let sent = request.method === "HEAD" || !body ? 0 : body.length;
  if (cut && sent) {
    sent = Math.floor(body.length / 2);
    response.write(body.subarray(0, sent), () => response.destroy());
  } else {
    response.end(request.method === "HEAD" ? undefined : body);
  }
  if (log) {
    console.log(`${request.method} ${request.url} ${status} ${headers["Content-Encoding"] || "-"} ${sent} ${Date.now()}`);
  }
}

const server = createServer((request, response) => {
  let path;
  try {
    path = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
  } catch {
    send(request, response, 400, { "Content-Type": "text/plain" }, Buffer.from("bad address"));
    return;
  }
  // The folder itself without its slash: the page's relative addresses (the module, the
  // assets, the service worker) would resolve one level up, so send the browser on.
  if (prefix !== "/" && path === prefix.slice(0, -1)) {
    const search = new URL(request.url, "http://localhost").search;
    send(request, response, 301, { Location: prefix + search });
    return;
  }
  if (!path.startsWith(prefix)) {
    send(request, response, 404, { "Content-Type": "text/plain" }, Buffer.from("not found"));
    return;
  }
  let file = normalize(join(rootPath, path.slice(prefix.length)));
  if (!file.startsWith(rootPath + sep) && file !== rootPath) {
    send(request, response, 403, {}, null);
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  if (!existsSync(file)) {
    send(request, response, 404, { "Content-Type": "text/plain" }, Buffer.from("not found"));
    return;
  }
  const accepted = String(request.headers["accept-encoding"] || "");
  const headers = {
    "Content-Type": TYPES[extname(file)] || "application/octet-stream",
    Vary: "Accept-Encoding",
    "Cache-Control": "no-cache",
  };
  let body = file;
  for (const [encoding, suffix] of [["br", ".br"], ["gzip", ".gz"]]) {
    if (accepted.includes(encoding) && existsSync(file + suffix)) {
      headers["Content-Encoding"] = encoding;
      body = file + suffix;
      break;
    }
  }
  const { size, mtimeMs } = statSync(body);
  // The encoding is part of the tag: the .br and the .gz copy are different bytes.
  headers.ETag = `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}-${headers["Content-Encoding"] || "identity"}"`;
  const cut = cutShort !== null && path.endsWith(cutShort);
  if (request.headers["if-none-match"] === headers.ETag && !cut) {
    send(request, response, 304, headers, null);
    return;
  }
  send(request, response, 200, headers, readFileSync(body), cut);
});
// Port 0 takes any free port; the first line printed names the one taken.
server.listen(Number(port), "127.0.0.1", () => console.log(`Grid Puzzles on http://127.0.0.1:${server.address().port}${prefix}`));
