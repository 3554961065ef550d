// Writes NAME.gz (gzip -9) and NAME.br (brotli, quality 11) beside every compressible
// file under a folder (the web build's dist/), so a server hands out the smaller one the
// browser accepts, and prints the sizes. Node's own zlib: no brotli tool to install.
// usage: node web/precompress.mjs DIST
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, extname } from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const COMPRESSIBLE = new Set([".wasm", ".js", ".html", ".ron", ".css", ".json", ".svg"]);
const root = process.argv[2];
if (!root) {
  console.error("usage: node web/precompress.mjs DIST");
  process.exit(2);
}

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(name))) yield path;
  }
}

const totals = { raw: 0, gzip: 0, brotli: 0 };
for (const path of files(root)) {
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
  totals.raw += bytes.length;
  totals.gzip += gzip.length;
  totals.brotli += brotli.length;
}
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
console.log(`pre-compressed text and code (.wasm, .js, .html, .ron): ${mb(totals.raw)} raw, ` +
  `${mb(totals.gzip)} gzip, ${mb(totals.brotli)} brotli`);
