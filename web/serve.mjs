// Serves the web build (dist/) on 127.0.0.1: the right MIME types (application/wasm, so
// the browser compiles the module while it downloads) and, where web/precompress.mjs
// left NAME.br or NAME.gz, that file with its Content-Encoding when the browser accepts
// it. usage: node web/serve.mjs DIST PORT
import { createServer } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";

const [root = "dist", port = "8080"] = process.argv.slice(2);
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ron": "text/plain; charset=utf-8",
  ".ogg": "audio/ogg",
  ".wav": "audio/wav",
};

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
  let file = normalize(join(root, path));
  if (!file.startsWith(normalize(root) + sep) && file !== normalize(root)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  if (!existsSync(file)) {
    response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
    return;
  }
  const accepted = String(request.headers["accept-encoding"] || "");
  const headers = { "Content-Type": TYPES[extname(file)] || "application/octet-stream", Vary: "Accept-Encoding" };
  let body = file;
  for (const [encoding, suffix] of [["br", ".br"], ["gzip", ".gz"]]) {
    if (accepted.includes(encoding) && existsSync(file + suffix)) {
      headers["Content-Encoding"] = encoding;
      body = file + suffix;
      break;
    }
  }
  response.writeHead(200, headers);
  response.end(request.method === "HEAD" ? undefined : readFileSync(body));
}).listen(Number(port), "127.0.0.1", () => console.log(`Grid Puzzles on http://127.0.0.1:${port}/`));
