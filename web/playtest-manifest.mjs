// The install check of the browser play-test (web/playtest-app.mjs), over plain HTTP from
// Node: the page links a web app manifest that is JSON, names the app, opens standalone
// in the game's colours, keeps start_url and scope in the page's folder (so the build
// works under any path), and names icons that are PNGs of exactly the sizes it declares;
// the page's theme-color and apple-touch-icon are there too.

// Width and height from a PNG's IHDR chunk (bytes 16-23), or null if it is no PNG.
export function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return null;
  if (bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function download(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { type: response.headers.get("content-type") || "", bytes: Buffer.from(await response.arrayBuffer()) };
}

// An attribute of the first `<tag ...>` in `html` that has `attribute="value"`.
function attributeOf(html, tag, attribute, value, wanted) {
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))) {
    if (element.includes(`${attribute}="${value}"`)) return element.match(new RegExp(`\\b${wanted}="([^"]*)"`))?.[1] ?? null;
  }
  return null;
}

async function expectPng(url, declared) {
  const { type, bytes } = await download(url);
  if (!type.startsWith("image/png")) throw new Error(`${url} is served as ${type}, not image/png`);
  const size = pngSize(bytes);
  if (!size) throw new Error(`${url} is not a PNG`);
  if (declared && size.join("x") !== declared) throw new Error(`${url} is ${size.join("x")}, the manifest says ${declared}`);
  return size.join("x");
}

// Checks the manifest of the page at `folderUrl` (ending in "/"); returns what it found.
export async function checkManifest(folderUrl) {
  const page = (await download(folderUrl)).bytes.toString("utf8");
  const href = attributeOf(page, "link", "rel", "manifest", "href");
  if (!href) throw new Error('the page has no <link rel="manifest">');
  if (/^(\/|[a-z]+:)/i.test(href)) throw new Error(`the manifest's address ${href} is not relative`);
  const manifestUrl = new URL(href, folderUrl);
  const { type, bytes } = await download(manifestUrl);
  if (!type.includes("manifest+json") && !type.includes("application/json")) throw new Error(`the manifest is served as ${type}`);
  let manifest;
  try {
    manifest = JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    throw new Error(`the manifest is not JSON: ${error.message}`);
  }
  const wanted = { name: "Grid Puzzles", display: "standalone" };
  for (const [key, value] of Object.entries(wanted)) {
    if (manifest[key] !== value) throw new Error(`the manifest's ${key} is ${JSON.stringify(manifest[key])}, not "${value}"`);
  }
  for (const key of ["short_name", "background_color", "theme_color", "orientation"]) {
    if (!manifest[key]) throw new Error(`the manifest has no ${key}`);
  }
  for (const key of ["start_url", "scope"]) {
    const resolved = new URL(manifest[key], manifestUrl).href;
    if (!resolved.startsWith(folderUrl)) throw new Error(`the manifest's ${key} ${resolved} is outside ${folderUrl}`);
  }
  const themeColour = attributeOf(page, "meta", "name", "theme-color", "content");
  if (themeColour?.toLowerCase() !== manifest.theme_color.toLowerCase()) {
    throw new Error(`the page's theme-color ${themeColour} is not the manifest's ${manifest.theme_color}`);
  }
  const icons = manifest.icons || [];
  const sizes = [];
  for (const icon of icons) {
    if (icon.type !== "image/png") throw new Error(`icon ${icon.src} is declared as ${icon.type}`);
    sizes.push(await expectPng(new URL(icon.src, manifestUrl), icon.sizes));
  }
  for (const needed of ["192x192", "512x512"]) {
    if (!sizes.includes(needed)) throw new Error(`no ${needed} icon (icons: ${sizes.join(", ")})`);
  }
  const touchIcon = attributeOf(page, "link", "rel", "apple-touch-icon", "href");
  if (!touchIcon) throw new Error('the page has no <link rel="apple-touch-icon">');
  const touchSize = await expectPng(new URL(touchIcon, folderUrl));
  return `"${manifest.name}", ${manifest.display}, icons ${sizes.join(", ")} checked, apple-touch-icon ${touchSize}, theme ${manifest.theme_color}`;
}
