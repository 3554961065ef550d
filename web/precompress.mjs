// Writes NAME.gz (gzip -9) and NAME.br (brotli, quality 11) beside every compressible
// file under a folder (the web build's dist/), so a server hands out the smaller one the
// browser accepts, and prints the sizes. Node's own zlib: no brotli tool to install.
// web/stamp-build.mjs imports compressFile() to redo the files it rewrites afterwards.
// usage: node web/precompress.mjs DIST
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, extname } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

export const COMPRESSIBLE = new Set([".wasm", ".js", ".html", ".ron", ".ftl", ".otf", ".ttf", ".css", ".json", ".svg", ".webmanifest"]);

// Writes PATH.gz and PATH.br and returns the three sizes.
export function compressFile(path) {
  const bytes = readFileSync(path);
  const gzip = gzipSync(bytes, { level: 9 });
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(path + ".gz", gzip);
  writeFileSync(path + ".br", brotli);
  return { raw: bytes.length, gzip: gzip.length, brotli: brotli.length };
}

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(name))) yield path;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2];
  if (!root) {
    console.error("usage: node web/precompress.mjs DIST");
    process.exit(2);
  }
  const totals = { raw: 0, gzip: 0, brotli: 0 };
  for (const path of files(root)) {
    const sizes = compressFile(path);
    for (const key of Object.keys(totals)) totals[key] += sizes[key];
  }
  const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
  console.log(`pre-compressed text, fonts and code (.wasm, .js, .html, .ron, .ftl, .otf, .ttf, .webmanifest): ${mb(totals.raw)} raw, ` +
    `${mb(totals.gzip)} gzip, ${mb(totals.brotli)} brotli`);
}
