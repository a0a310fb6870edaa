#!/usr/bin/env node
"use strict";

// src/hook/launch.ts
var import_node_path4 = require("node:path");

// src/node/codeCache/cacheFile.ts
var MAGIC = "GE-V8CC1";
var HEADER_BYTES = 24;
function encodeCacheFile(content, program) {
  const body = Buffer.alloc(HEADER_BYTES + content.data.length);
  body.write(MAGIC, 0, "latin1");
  body.writeUInt32LE(content.generation, 8);
  body.writeUInt32LE(program.size >>> 0, 12);
  body.writeDoubleLE(program.mtimeMs, 16);
  content.data.copy(body, HEADER_BYTES);
  return Buffer.concat([body, body]);
}
function decodeCacheFile(file, program) {
  const half = file.length / 2;
  if (!Number.isInteger(half) || half <= HEADER_BYTES) return void 0;
  if (file.compare(file, 0, half, half, file.length) !== 0) return void 0;
  if (file.toString("latin1", 0, 8) !== MAGIC) return void 0;
  if (file.readUInt32LE(12) !== program.size >>> 0 || file.readDoubleLE(16) !== program.mtimeMs) return void 0;
  return { generation: file.readUInt32LE(8), data: file.subarray(HEADER_BYTES, half) };
}

// src/node/codeCache/programParts.ts
var import_node_path2 = require("node:path");

// src/node/codeCache/runProgram.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_vm = require("node:vm");
var MAX_GENERATION = 8;
var BUILD_ID = /\/\/# guarded-edit-build ([0-9a-f]{16})\s*$/;
var STALE_MS = 30 * 24 * 3600 * 1e3;
function runProgram(program, cacheDir2, load, build) {
  const { source, stamp } = readProgram(program);
  const id = BUILD_ID.exec(source.slice(-80))?.[1];
  if (build !== void 0 && id !== build) throw new Error(`${(0, import_node_path.basename)(program)} is of ${id === void 0 ? "no build" : `build ${id}`}, not of build ${build} as the program beside it`);
  const cacheFile = id === void 0 ? void 0 : (0, import_node_path.join)(cacheDir2, `${(0, import_node_path.basename)(program, ".js")}-${id}-${process.version}-${process.arch}.v8cache`);
  const loaded = cacheFile === void 0 ? void 0 : readCache(cacheFile, stamp);
  const script = new import_node_vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, { filename: program, cachedData: loaded?.data });
  const accepted = loaded !== void 0 && script.cachedDataRejected !== true;
  if (cacheFile !== void 0 && (!accepted || loaded.generation < MAX_GENERATION)) {
    const generation = accepted ? loaded.generation + 1 : 1;
    process.once("exit", () => writeCache(cacheFile, script, generation, stamp));
  }
  const run = script.runInThisContext();
  const module2 = { exports: {} };
  run.call(module2.exports, module2.exports, load, module2, program, (0, import_node_path.dirname)(program));
  return module2.exports;
}
function readProgram(program) {
  const fd = (0, import_node_fs.openSync)(program, "r");
  try {
    const stats = (0, import_node_fs.fstatSync)(fd);
    return { source: (0, import_node_fs.readFileSync)(fd, "utf8"), stamp: { size: stats.size, mtimeMs: stats.mtimeMs } };
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function readCache(file, stamp) {
  try {
    return decodeCacheFile((0, import_node_fs.readFileSync)(file), stamp);
  } catch {
    return void 0;
  }
}
function writeCache(file, script, generation, stamp) {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const bytes = encodeCacheFile({ generation, data: script.createCachedData() }, stamp);
    (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(file), { recursive: true, mode: 448 });
    (0, import_node_fs.writeFileSync)(temporary, bytes, { mode: 384 });
    removeCache(file);
    (0, import_node_fs.renameSync)(temporary, file);
    if (generation === 1) removeStaleCaches((0, import_node_path.dirname)(file), Date.now());
  } catch {
  } finally {
    (0, import_node_fs.rmSync)(temporary, { force: true });
  }
}
function removeCache(file) {
  try {
    (0, import_node_fs.unlinkSync)(file);
  } catch {
  }
}
function removeStaleCaches(folder, now) {
  for (const name of (0, import_node_fs.readdirSync)(folder).slice(0, 1e3)) {
    if (!name.endsWith(".v8cache") && !name.endsWith(".tmp")) continue;
    const path = (0, import_node_path.join)(folder, name);
    try {
      if (now - (0, import_node_fs.statSync)(path).mtimeMs > STALE_MS) (0, import_node_fs.rmSync)(path, { force: true });
    } catch {
    }
  }
}

// src/node/codeCache/programParts.ts
var PART = /^\.\/([a-z][a-z0-9-]{0,40}\.js)#([0-9a-f]{16})$/;
function programRequire(folder, cacheDir2, nodeRequire, failure) {
  const parts = /* @__PURE__ */ new Map();
  const load = (id) => {
    const part = PART.exec(id);
    if (part === null) return nodeRequire(id);
    const [, name, build] = part;
    const known = parts.get(name);
    if (known !== void 0) return known;
    let exports2;
    try {
      exports2 = runProgram((0, import_node_path2.join)(folder, name), cacheDir2, load, build);
    } catch (error) {
      throw failure(name, error instanceof Error ? error.message : String(error));
    }
    parts.set(name, exports2);
    return exports2;
  };
  return load;
}

// src/node/userFolders.ts
var import_node_os = require("node:os");
var import_node_path3 = require("node:path");
var XDG = {
  state: { variable: "XDG_STATE_HOME", fallback: [".local", "state"] },
  data: { variable: "XDG_DATA_HOME", fallback: [".local", "share"] },
  cache: { variable: "XDG_CACHE_HOME", fallback: [".cache"] }
};
function userFolder(kind, env = process.env, platform = process.platform, home = (0, import_node_os.homedir)()) {
  if (platform === "win32") {
    const local = env.LOCALAPPDATA || (0, import_node_path3.join)(home, "AppData", "Local");
    return kind === "data" ? (0, import_node_path3.join)(local, "guarded-edit") : (0, import_node_path3.join)(local, "guarded-edit", kind);
  }
  const { variable, fallback } = XDG[kind];
  const base = env[variable];
  return (0, import_node_path3.join)(base && base.startsWith("/") ? base : (0, import_node_path3.join)(home, ...fallback), "guarded-edit");
}

// src/node/hookFiles.ts
var HOOK_PROGRAM = "hook-main.js";
var HOOK_PARTS = { shell: "hook-shell.js", notebook: "hook-notebook.js", history: "hook-history.js" };
var SHELL_PARSER_FILES = { runtime: "web-tree-sitter.wasm", grammar: "tree-sitter-bash.wasm" };
var HOOK_FILES_BESIDE = [HOOK_PROGRAM, ...Object.values(HOOK_PARTS), ...Object.values(SHELL_PARSER_FILES)];
var HOOK_INCOMPLETE = "GUARDED_EDIT_HOOK_INCOMPLETE";

// src/hook/launch.ts
var cacheDir = (0, import_node_path4.join)(userFolder("cache"), "code-cache");
function partMissing(name, problem) {
  return Object.assign(new Error(`its file ${name} could not be loaded beside ${__filename} (${problem})`), { code: HOOK_INCOMPLETE });
}
runProgram((0, import_node_path4.join)(__dirname, HOOK_PROGRAM), cacheDir, programRequire(__dirname, cacheDir, require, partMissing));
