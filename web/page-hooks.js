// The page's hooks into the game that are no part of loading it (web/index.html loads
// this file before the game): waking the game when the page has news for it, gamepads
// through the Gamepad API, and the screen reader's mirror of the game's accessibility
// tree, kept in the page, out of sight.
"use strict";

// The game sleeps while nothing happens; the page wakes it when it has news for it (a
// pad, the screen reader's mirror). Set once the game's module is loaded.
window.gridPuzzlesWake = function () {};

// Gamepads, through the Gamepad API's standard mapping: polled each frame once one is
// connected; the game takes what changed since it last asked (a line each:
// "b PAD BUTTON VALUE", "a PAD AXIS VALUE").
(function () {
  const seen = {};
  let changes = [];
  let polling = false;
  function poll() {
    for (const pad of (navigator.getGamepads ? navigator.getGamepads() : [])) {
      if (!pad) continue;
      const last = seen[pad.index] || (seen[pad.index] = { b: [], a: [] });
      pad.buttons.forEach((button, index) => {
        if (last.b[index] !== button.value) changes.push(`b ${pad.index} ${index} ${(last.b[index] = button.value)}`);
      });
      pad.axes.forEach((value, index) => {
        const rounded = Math.round(value * 100) / 100;
        if (last.a[index] !== rounded) changes.push(`a ${pad.index} ${index} ${(last.a[index] = rounded)}`);
      });
    }
    // The game sleeps at rest: a change wakes it.
    if (changes.length) window.gridPuzzlesWake();
    requestAnimationFrame(poll);
  }
  window.addEventListener("gamepadconnected", () => {
    if (!polling) requestAnimationFrame(poll);
    polling = true;
  });
  window.gridPuzzlesGamepadChanges = function () {
    const text = changes.join("\n");
    changes = [];
    return text;
  };
})();

// The screen reader's mirror: the game hands it its accessibility tree, a line per
// node ("N id parent role name state value play-test-name", parents first, in reading
// order) and "F id" for the focus, and takes back what was done here ("click ID",
// "focus ID"), which it plays as a screen reader's actions on the desktop.
(function () {
  let actions = [];
  const act = (action) => {
    actions.push(action);
    window.gridPuzzlesWake();
  };
  const root = document.getElementById("access");
  const elements = new Map();
  let said = "";
  const isCell = (element) => element.getAttribute("role") === "gridcell";
  function cellAt(grid, x, y) {
    return grid && grid.querySelector(`[role=gridcell][data-x="${x}"][data-y="${y}"]`);
  }
  function moveFocus(cell, dx, dy) {
    const next = cellAt(cell.closest("[role=grid]"), Number(cell.dataset.x) + dx, Number(cell.dataset.y) + dy);
    if (!next) return;
    cell.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
    act(`focus ${next.dataset.id}`);
  }
  // The element of a node of `role`: made once, kept while the node lives, so the one
  // focused stays so.
  function element(id, role) {
    let made = elements.get(id);
    if (made && made.dataset.role === role) return made;
    if (made) made.remove();
    const button = role === "button" || role === "switch" || role === "radio";
    made = document.createElement(button ? "button" : "div");
    made.dataset.id = id;
    made.dataset.role = role;
    if (button) {
      made.type = "button";
      if (role !== "button") made.setAttribute("role", role);
      made.addEventListener("click", () => act(`click ${id}`));
    } else if (role === "gridcell") {
      made.setAttribute("role", role);
      made.tabIndex = -1;
      made.addEventListener("click", () => act(`click ${id}`));
      made.addEventListener("keydown", (event) => {
        const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
        if (step) moveFocus(made, step[0], step[1]);
        else if (event.key === "Enter" || event.key === " ") act(`click ${id}`);
        else return;
        event.preventDefault();
      });
    } else if (role === "status") {
      made.setAttribute("role", "status");
      made.setAttribute("aria-live", "polite");
    } else {
      made.setAttribute("role", role);
    }
    elements.set(id, made);
    return made;
  }
  window.gridPuzzlesMirror = function (text) {
    const lines = text.split("\n").map((line) => line.split("\t"));
    const seen = new Set();
    const children = new Map([["-", []]]);
    for (const [kind, id, parent, role, name, state, value, testName] of lines) {
      if (kind !== "N") continue;
      seen.add(id);
      const node = element(id, role);
      if (node.dataset.name !== (testName || "")) node.dataset.name = testName || "";
      if (role === "status") {
        // A new count is a new announcement, even of the same words.
        if (state !== said) {
          said = state;
          node.textContent = name;
        }
      } else if (role === "grid") {
        const [width, height] = state.split("x");
        node.setAttribute("aria-label", name);
        node.setAttribute("aria-colcount", width);
        node.setAttribute("aria-rowcount", height);
      } else if (role === "row") {
        node.setAttribute("aria-rowindex", Number(state) + 1);
      } else if (role === "gridcell") {
        const [y, x, selected] = state.split(" ");
        node.dataset.x = x;
        node.dataset.y = y;
        node.setAttribute("aria-colindex", Number(x) + 1);
        node.setAttribute("aria-selected", selected === "1" ? "true" : "false");
        if (node.textContent !== name) node.textContent = name;
      } else if (role === "dialog") {
        node.setAttribute("aria-label", name);
      } else {
        if (node.textContent !== name) node.textContent = name;
        if (role !== "button") node.setAttribute("aria-checked", state === "1" ? "true" : "false");
        if (value) node.setAttribute("aria-description", value);
        else node.removeAttribute("aria-description");
      }
      if (!children.has(id)) children.set(id, []);
      (children.get(children.has(parent) ? parent : "-") || children.get("-")).push(node);
    }
    for (const [id, node] of elements) {
      if (!seen.has(id)) {
        node.remove();
        elements.delete(id);
      }
    }
    // The board's grid goes last, just before the canvas: Shift+Tab from the board
    // reaches it first.
    const top = children.get("-");
    children.set("-", [...top.filter((n) => n.dataset.role !== "grid"), ...top.filter((n) => n.dataset.role === "grid")]);
    for (const [id, list] of children) {
      const parent = id === "-" ? root : elements.get(id);
      if (!parent) continue;
      list.forEach((child, index) => {
        if (parent.children[index] !== child) parent.insertBefore(child, parent.children[index] || null);
      });
    }
    // The focus is the cell Tab reaches in the grid (the page's own focus stays where
    // the player put it).
    const focus = lines.find((line) => line[0] === "F");
    const focused = focus && elements.get(focus[1]);
    if (focused && isCell(focused)) {
      for (const cell of root.querySelectorAll("[role=gridcell]")) {
        if (cell !== focused && cell.tabIndex === 0 && document.activeElement !== cell) cell.tabIndex = -1;
      }
      focused.tabIndex = 0;
    }
  };
  // Shift+Tab on the canvas leaves it for the mirror, as the browser would move the
  // focus (the game would otherwise take it for its focus ring, and the page's
  // elements before the canvas could not be reached by the keys): stopped here, in
  // the capture phase, before the game's handlers see it.
  window.addEventListener("keydown", (event) => {
    if (event.key === "Tab" && event.shiftKey && event.target.id === "grid-puzzles") event.stopPropagation();
  }, true);
  window.gridPuzzlesMirrorActions = function () {
    const text = actions.join("\n");
    actions = [];
    return text;
  };
})();

// Fifteen's own picture: the browser's file picker. The picture is decoded here (any
// format the browser shows), cut to its centred square, scaled to at most 1024 pixels a
// side, kept in the page's storage (as a JPEG, small enough for it) and handed to the
// game as pixels: the news "picture SIDE" (then gridPuzzlesPicturePixels), or "refused
// not-a-picture" / "refused too-large". The kept picture is handed over at start, as
// "kept SIDE".
(function () {
  const KEY = "grid-puzzles.fifteen-picture";
  const MAX_BYTES = 40 * 1024 * 1024;
  const MAX_SIDE = 1024;
  const news = [];
  let pixels = null;
  const tell = (line, data) => {
    news.push({ line, data });
    window.gridPuzzlesWake();
  };
  function square(source, width, height, keep) {
    const side = Math.min(width, height);
    const target = Math.min(side, MAX_SIDE);
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = target;
    const context = canvas.getContext("2d");
    context.drawImage(source, (width - side) / 2, (height - side) / 2, side, side, 0, 0, target, target);
    if (keep) {
      try {
        localStorage.setItem(KEY, canvas.toDataURL("image/jpeg", 0.9));
      } catch (error) {
        console.warn("the picture could not be kept:", error);
      }
    }
    tell(`${keep ? "picture" : "kept"} ${target}`, new Uint8Array(context.getImageData(0, 0, target, target).data.buffer));
  }
  const input = document.createElement("input");
  input.type = "file";
  input.accept = "image/*";
  input.id = "picture-file";
  input.hidden = true;
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    input.value = "";
    if (!file) return;
    if (file.size > MAX_BYTES) return tell("refused too-large");
    let bitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch (error) {
      return tell("refused not-a-picture");
    }
    if (bitmap.width * bitmap.height > 8000 * 8000) return tell("refused too-large");
    square(bitmap, bitmap.width, bitmap.height, true);
  });
  if (document.body) document.body.appendChild(input);
  else document.addEventListener("DOMContentLoaded", () => document.body.appendChild(input));
  window.gridPuzzlesPickPicture = function () {
    input.click();
  };
  window.gridPuzzlesPictureNews = function () {
    const next = news.shift();
    if (!next) return "";
    pixels = next.data || null;
    return next.line;
  };
  window.gridPuzzlesPicturePixels = function () {
    const taken = pixels || new Uint8Array(0);
    pixels = null;
    return taken;
  };
  window.gridPuzzlesForgetPicture = function () {
    localStorage.removeItem(KEY);
  };
  let kept = null;
  try {
    kept = localStorage.getItem(KEY);
  } catch (error) {
    kept = null;
  }
  if (kept) {
    const image = new Image();
    image.onload = () => square(image, image.naturalWidth, image.naturalHeight, false);
    image.src = kept;
  }
})();
