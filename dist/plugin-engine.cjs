// dsh-repeat-tool-breaker: the Breaker (lib/breaker.ts) and what it reads, one file, required by ./plugin.js on first use. Built by scripts/build-plugin.mjs.
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// lib/breaker.ts
var breaker_exports = {};
__export(breaker_exports, {
  Breaker: () => Breaker,
  toolNameOf: () => toolNameOf
});
module.exports = __toCommonJS(breaker_exports);

// lib/call/canonical.ts
var import_node_crypto = require("node:crypto");

// lib/values.ts
function isPlainObject(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// lib/work.ts
var running = null;
function countSteps(steps) {
  if (running !== null) running.steps += steps;
}

// lib/call/canonical.ts
function argumentsObject(raw) {
  if (raw === null || raw === void 0) return {};
  return isPlainObject(raw) ? raw : { value: raw };
}
var decoySets = /* @__PURE__ */ new WeakMap();
function decoySet(decoys) {
  let set = decoySets.get(decoys);
  if (set === void 0) {
    countSteps(decoys.length + 1);
    set = new Set(decoys);
    if (Object.isFrozen(decoys)) decoySets.set(decoys, set);
  }
  return set;
}
function decoySetOf(...decoyLists) {
  const sets = decoyLists.filter((decoys) => decoys.length > 0).map(decoySet);
  return sets.length === 1 ? sets[0] : new Set(sets.flatMap((set) => [...set]));
}
function stripDecoys(args, decoyNames) {
  const decoys = decoyNames instanceof Set ? decoyNames : decoySet(decoyNames);
  const copy = {};
  const keys = Object.keys(args);
  countSteps(keys.length + 1);
  for (const key of keys) {
    if (decoys.has(key)) continue;
    if (key === "__proto__") Object.defineProperty(copy, key, { value: args[key], enumerable: true, writable: true, configurable: true });
    else copy[key] = args[key];
  }
  return copy;
}
var CIRCULAR = '"[Circular]"';
function leaf(value) {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      return JSON.stringify(`${value}n`);
    case "undefined":
    case "function":
    case "symbol":
      return void 0;
    default:
      return value === null ? "null" : void 0;
  }
}
var LONG_STRING = 8192;
var NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
var ESCAPE_SLICE = 16384;
var MAX_PIECES = 1 << 20;
var HASH_BATCH = 4096;
var HASHED_REST = "\0sha256:";
var Pieces = class {
  out = [];
  hash;
  /** How many leading pieces are kept; the ones after them are waiting to be hashed. */
  kept = 0;
  limit = MAX_PIECES;
  /** Call after pushing to `out`: hashes the waiting pieces once there are enough. */
  check() {
    if (this.out.length >= this.limit) this.spill();
  }
  spill() {
    const out = this.out;
    if (this.hash === void 0) {
      this.hash = (0, import_node_crypto.createHash)("sha256");
      this.kept = out.length;
    }
    const hash3 = this.hash;
    let batch = "";
    countSteps(out.length - this.kept + 1);
    for (let i = this.kept; i < out.length; i++) {
      const piece2 = out[i];
      if (piece2.length < 4096) {
        batch += piece2;
        continue;
      }
      if (batch !== "") hash3.update(batch, "utf16le");
      countSteps(Math.ceil(piece2.length / ESCAPE_SLICE));
      for (let at = 0; at < piece2.length; at += ESCAPE_SLICE) hash3.update(piece2.slice(at, at + ESCAPE_SLICE), "utf16le");
      batch = "";
    }
    if (batch !== "") hash3.update(batch, "utf16le");
    out.length = this.kept;
    this.limit = this.kept + HASH_BATCH;
  }
  finish() {
    if (this.hash === void 0) return this.out;
    this.spill();
    this.out.push(`${HASHED_REST}${this.hash.digest("base64url")}`);
    return this.out;
  }
};
var isHighSurrogate = (code) => code >= 55296 && code <= 56319;
var isLowSurrogate = (code) => code >= 56320 && code <= 57343;
function pushLongString(pieces2, value) {
  const out = pieces2.out;
  if (!NEEDS_ESCAPE.test(value)) {
    out.push('"', value, '"');
    return;
  }
  out.push('"');
  countSteps(Math.ceil(value.length / ESCAPE_SLICE) + 1);
  for (let at = 0; at < value.length; ) {
    let end = Math.min(value.length, at + ESCAPE_SLICE);
    if (end < value.length && isHighSurrogate(value.charCodeAt(end - 1)) && isLowSurrogate(value.charCodeAt(end))) end++;
    out.push(JSON.stringify(value.slice(at, end)).slice(1, -1));
    pieces2.check();
    at = end;
  }
  out.push('"');
}
var FLAT_KEYS = 64;
function flatObject(root) {
  const keys = Object.keys(root);
  if (keys.length > FLAT_KEYS) return void 0;
  keys.sort();
  countSteps(keys.length + 1);
  let out = "{";
  for (const key of keys) {
    const value = root[key];
    if (typeof value === "object" ? value !== null : typeof value === "string" && value.length >= LONG_STRING) return void 0;
    const text = leaf(value);
    if (text === void 0) continue;
    out += `${out.length === 1 ? "" : ","}${JSON.stringify(key)}:${text}`;
  }
  return `${out}}`;
}
function canonicalParts(root) {
  if (typeof root === "string" && root.length >= LONG_STRING) {
    const pieces3 = new Pieces();
    pushLongString(pieces3, root);
    return pieces3.finish();
  }
  const simple = leaf(root);
  if (simple !== void 0 || root === void 0 || typeof root !== "object" || root === null) {
    return [simple ?? "null"];
  }
  const flat = Array.isArray(root) ? void 0 : flatObject(root);
  if (flat !== void 0) return [flat];
  const pieces2 = new Pieces();
  const out = pieces2.out;
  const stack = [];
  let open = null;
  const enter = (value) => {
    if (stack.length > 0) (open ??= /* @__PURE__ */ new Set([root])).add(value);
    if (Array.isArray(value)) {
      out.push("[");
      stack.push({ container: value, keys: null, length: value.length, index: 0, wrote: false });
    } else {
      const keys = Object.keys(value).sort();
      out.push("{");
      stack.push({ container: value, keys, length: keys.length, index: 0, wrote: false });
    }
  };
  enter(root);
  let steps = 0;
  while (stack.length > 0) {
    steps++;
    const frame = stack[stack.length - 1];
    if (frame.index >= frame.length) {
      out.push(frame.keys === null ? "]" : "}");
      open?.delete(frame.container);
      stack.pop();
      pieces2.check();
      continue;
    }
    const i = frame.index++;
    const key = frame.keys === null ? null : frame.keys[i];
    const value = key === null ? frame.container[i] : frame.container[key];
    const long = typeof value === "string" && value.length >= LONG_STRING;
    const text = long ? "" : leaf(value);
    const nested = text === void 0 && value !== null && typeof value === "object";
    if (key !== null && text === void 0 && !nested) continue;
    if (frame.wrote) out.push(",");
    frame.wrote = true;
    if (key !== null) out.push(JSON.stringify(key), ":");
    if (long) pushLongString(pieces2, value);
    else if (!nested) out.push(text ?? "null");
    else if (open === null ? value === root : open.has(value)) out.push(CIRCULAR);
    else enter(value);
    pieces2.check();
  }
  countSteps(steps);
  return pieces2.finish();
}

// lib/strings.ts
function ownCopy(text) {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}

// lib/call/cosmetic.ts
var MAX_COSMETIC_ITEMS = 8;
var COSMETIC_PREVIEW = 40;
function cut(text, max) {
  return text.length <= max ? ownCopy(text) : `${ownCopy(text.slice(0, max))}…`;
}
function sketch(text) {
  let hash3 = 2166136261;
  const headEnd = Math.min(256, text.length);
  for (let i = 0; i < headEnd; i++) hash3 = Math.imul(hash3 ^ text.charCodeAt(i), 16777619);
  for (let i = Math.max(headEnd, text.length - 256); i < text.length; i++) hash3 = Math.imul(hash3 ^ text.charCodeAt(i), 16777619);
  countSteps(Math.min(512, text.length) + 1);
  return `#${text.length}:${(hash3 >>> 0).toString(36)}`;
}
function decoyValue(key, value) {
  switch (typeof value) {
    case "string":
      if (value.length <= COSMETIC_PREVIEW) return { key, value: ownCopy(value) };
      return { key, value: { shown: `${JSON.stringify(value.slice(0, COSMETIC_PREVIEW))}…`, id: ownCopy(value.slice(0, COSMETIC_PREVIEW)) + sketch(value) } };
    case "number":
    case "boolean":
      return { key, value };
    case "bigint": {
      const shown = cut(String(value), COSMETIC_PREVIEW);
      return { key, value: { shown, id: shown } };
    }
    case "undefined":
    case "function":
    case "symbol":
      return void 0;
    // no JSON value: as if the argument were not there
    default: {
      const shown = value === null ? "null" : Array.isArray(value) ? "[…]" : "{…}";
      return { key, value: { shown, id: shown } };
    }
  }
}
function shownValue(value) {
  if (typeof value === "string") return JSON.stringify(value);
  return typeof value === "object" ? value.shown : String(value);
}
function valueId(value) {
  return typeof value === "object" ? `\0${value.id}` : value;
}
function sameDecoys(a, b) {
  if (a === b) return true;
  if (a === void 0 || b === void 0 || a.length !== b.length) return false;
  let i = 0;
  for (; i < a.length && a[i].key === b[i].key && valueId(a[i].value) === valueId(b[i].value); i++) ;
  countSteps(i + 1);
  return i === a.length;
}
function decoyValues(args, keys) {
  if (keys.size === 0) return void 0;
  let found;
  let steps = 1;
  for (const key in args) {
    steps++;
    if (!keys.has(key) || !Object.hasOwn(args, key)) continue;
    const value = decoyValue(key, args[key]);
    if (value !== void 0) (found ??= []).push(value);
    if (found !== void 0 && found.length >= MAX_COSMETIC_ITEMS) break;
  }
  countSteps(steps);
  return found;
}
function netKey(net) {
  return net.length <= 2 * COSMETIC_PREVIEW ? ownCopy(net) : cut(net, 2 * COSMETIC_PREVIEW) + sketch(net);
}
function spellingOf(flags, urls) {
  let kept;
  let steps = 1;
  for (const [raw, url] of urls) {
    steps++;
    if (url === null) continue;
    (kept ??= []).push({ raw: raw.length <= 2 * COSMETIC_PREVIEW ? ownCopy(raw) : cut(raw, 2 * COSMETIC_PREVIEW) + sketch(raw), net: netKey(url.net) });
    if (kept.length >= MAX_COSMETIC_ITEMS) break;
  }
  countSteps(steps);
  if (kept === void 0 && flags.length === 0) return void 0;
  return { flags, urls: kept ?? [] };
}
function droppedWord(text) {
  return cut(text, COSMETIC_PREVIEW);
}
var shownPart = (id) => {
  const at = id.lastIndexOf("…#");
  return at < 0 ? id : id.slice(0, at + 1);
};
function firstSeen(seen, id) {
  if (seen.has(id)) return false;
  seen.add(id);
  return true;
}
function distinctSpellings(runs) {
  const seen = /* @__PURE__ */ new Set();
  for (const run of runs) seen.add(run.spelling);
  countSteps(runs.length);
  return [...seen];
}
var NONE = { decoys: [], flags: [], urls: [] };
function cosmeticDifferences(call, earlier, cmdId) {
  if (earlier.length === 0) return NONE;
  const runs = [...earlier, call];
  countSteps(runs.length);
  const decoys = [];
  const keys = [];
  for (const run of runs) for (const decoy of run.decoys ?? []) if (!keys.includes(decoy.key)) keys.push(decoy.key);
  for (const key of keys) {
    const values = [];
    const seen = /* @__PURE__ */ new Set();
    let absent = false;
    for (const run of runs) {
      const decoy = run.decoys?.find((d) => d.key === key);
      if (decoy === void 0) absent = true;
      else if (firstSeen(seen, valueId(decoy.value))) values.push(shownValue(decoy.value));
    }
    countSteps(runs.length * (MAX_COSMETIC_ITEMS + 1));
    if (values.length > 1 || absent) decoys.push({ key, values });
  }
  const flags = [];
  const sameCommand = cmdId === void 0 ? [] : runs.filter((run) => run === call || run.ids.includes(cmdId));
  if (sameCommand.length > 1) {
    const spellings = distinctSpellings(sameCommand);
    const all = /* @__PURE__ */ new Set();
    for (const spelling of spellings) for (const flag of spelling?.flags ?? []) all.add(flag);
    for (const flag of all) if (!spellings.every((spelling) => spelling?.flags.includes(flag) === true)) flags.push(flag);
    countSteps(spellings.length * (all.size + 1));
  }
  const urls = [];
  const spellingsOfRuns = call.spelling === void 0 ? [] : distinctSpellings(runs);
  for (const url of call.spelling?.urls ?? []) {
    const spellings = [];
    const seen = /* @__PURE__ */ new Set();
    for (const spelling of spellingsOfRuns) {
      for (const other of spelling?.urls ?? []) if (other.net === url.net && firstSeen(seen, other.raw)) spellings.push(shownPart(other.raw));
    }
    countSteps(spellingsOfRuns.length * (MAX_COSMETIC_ITEMS + 1));
    if (spellings.length > 1) urls.push(spellings);
  }
  if (decoys.length === 0 && flags.length === 0 && urls.length === 0) return NONE;
  return { decoys, flags, urls };
}

// lib/call/fingerprint.ts
var crypto = __toESM(require("node:crypto"), 1);
var import_node_crypto3 = require("node:crypto");

// lib/call/programs.ts
var VOLATILE_HEADERS = /* @__PURE__ */ new Set([
  "user-agent",
  "cache-control",
  "pragma",
  "connection",
  "accept-encoding",
  "keep-alive",
  "te",
  "x-request-id",
  "x-correlation-id",
  "request-id",
  "traceparent",
  "tracestate",
  "date",
  "if-none-match",
  "if-modified-since"
]);
var ALWAYS = {};
var files = { kind: "files" };
var sub = (changing, more = {}) => ({ kind: "subcommand", changing, ...more });
var PIP = sub(["install", "uninstall"]);
var CONDA = sub(["install", "remove", "uninstall", "update", "upgrade", "create"]);
var NPM = sub(["install", "i", "add", "ci", "uninstall", "un", "remove", "rm", "r", "update", "up", "upgrade", "link", "prune", "dedupe"]);
var APT = sub(["install", "remove", "purge", "autoremove", "upgrade", "dist-upgrade", "full-upgrade", "reinstall", "update"]);
var POETRY = sub(["add", "remove", "install", "update", "lock"]);
var BISECT_STEPS = ["start", "bad", "good", "new", "old", "skip", "reset", "run"];
var GIT = sub(
  ["apply", "checkout", "switch", "restore", "reset", "commit", "merge", "rebase", "pull", "stash", "cherry-pick", "revert", "clean", "add", "rm", "mv", "am", "clone", "init"],
  {
    dryRunReads: false,
    valueOptions: ["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path"],
    reading: { stash: ["list", "show"], apply: ["--check", "--stat", "--numstat", "--summary"], clean: ["-n", "--dry-run"] },
    edits: ["apply", "am"],
    // D27: each bisect step checks out another commit, a submodule update another tree.
    nested: {
      bisect: sub(BISECT_STEPS, { dryRunReads: false, edits: BISECT_STEPS }),
      worktree: sub(["add", "remove", "move", "prune"]),
      submodule: sub(["update", "add", "deinit", "sync"], { edits: ["update"] })
    }
  }
);
var GREP = { booleans: "abcEFGHhIiLlnoPqRrsTUuVvwxZz", values: "ABCDdefm" };
var COMPILED = { outputs: { options: ["-o"] }, versioned: true };
var CURL_VOLATILE = {
  withValue: ["--max-time", "--connect-timeout", "--retry", "--retry-delay", "--retry-max-time", "--speed-time", "--speed-limit", "--max-redirs", "--user-agent", "-m", "-A"],
  alone: ["--silent", "--show-error", "--fail", "--location", "--insecure", "--compressed", "--no-progress-meter"],
  letters: "sSfLk"
};
var WGET_VOLATILE = {
  withValue: ["--connect-timeout", "--user-agent", "-U", "--tries", "-t", "--waitretry", "--max-redirect"],
  alone: ["--no-verbose", "-nv", "--no-check-certificate", "--retry-connrefused"]
};
var HTTPIE_VOLATILE = {
  withValue: ["--timeout", "--max-redirects", "--verify"],
  alone: ["--follow", "-F", "--check-status", "--ignore-stdin"]
};
var CURL_REQUEST = {
  method: ["-X", "--request"],
  methodFlags: { "-I": "HEAD", "--head": "HEAD", "-G": "GET", "--get": "GET" },
  body: ["-d", "--data", "--data-raw", "--data-binary", "--data-urlencode", "--data-ascii", "--json", "-F", "--form", "--form-string", "-T", "--upload-file"],
  header: ["-H", "--header"],
  url: ["--url"],
  values: [
    "-o",
    "--output",
    "-u",
    "--user",
    "-b",
    "--cookie",
    "-c",
    "--cookie-jar",
    "-e",
    "--referer",
    "-w",
    "--write-out",
    "-x",
    "--proxy",
    "-K",
    "--config",
    "-E",
    "--cert",
    "--key",
    "--cacert",
    "-r",
    "--range",
    "-z",
    "--time-cond",
    "--resolve",
    "--connect-to",
    "-C",
    "--continue-at",
    "-U",
    "--proxy-user",
    "-Y",
    "-y",
    "-Q",
    "--quote",
    "-t",
    "--telnet-option",
    "-P",
    "--ftp-port",
    "--interface",
    "--unix-socket",
    "--abstract-unix-socket",
    "--limit-rate",
    "--trace",
    "--trace-ascii",
    "--stderr",
    "-D",
    "--dump-header",
    "--oauth2-bearer",
    "--aws-sigv4",
    "--proto",
    "--proto-redir"
  ]
};
var WGET_REQUEST = {
  method: ["--method"],
  body: ["--post-data", "--post-file", "--body-data", "--body-file"],
  header: ["--header"],
  values: ["-O", "--output-document", "-o", "--output-file", "-a", "--append-output", "-P", "--directory-prefix", "-e", "--execute", "-i", "--input-file", "-B", "--base", "--referer", "--user", "--password", "-Q", "--quota", "-w", "--wait", "-T", "--timeout", "-l", "--level", "-D", "--domains", "-R", "--reject", "-A", "--accept"]
};
var HTTPIE_REQUEST = {
  method: [],
  body: [],
  header: [],
  values: ["-a", "--auth", "-A", "--auth-type", "-o", "--output", "--session", "--session-read-only", "--proxy", "--cert", "--cert-key", "-p", "--print", "--pretty", "-s", "--style", "--format-options", "--default-scheme", "--boundary"],
  items: true
};
var HTTPIE = { fetches: HTTPIE_VOLATILE, requests: HTTPIE_REQUEST, outputs: { options: ["-o", "--output"] } };
var PWSH_REQUEST = {
  method: ["-method"],
  body: ["-body", "-infile", "-form"],
  header: ["-headers"],
  url: ["-uri"],
  values: ["-outfile", "-timeoutsec", "-maximumredirection", "-useragent", "-contenttype", "-credential", "-websession", "-sessionvariable", "-proxy", "-certificate", "-authentication", "-token", "-maximumretrycount", "-retryintervalsec"],
  caseless: true
};
var PWSH_FETCH = { requests: PWSH_REQUEST, outputs: { options: ["-OutFile", "-outfile"] } };
var PYTHON_RUNS = { module: "-m", valueOptions: ["-W", "-X", "-c"] };
var PYTHON_CODE = { code: ["-c"], valueOptions: ["-W", "-X", "-Q"] };
var NODE_CODE = { code: ["-e", "--eval", "-p", "--print"], valueOptions: ["-r", "--require", "--import", "--loader", "--experimental-loader", "--conditions", "-C", "--env-file"] };
var PERL_CODE = { code: ["-e", "-E"], valueOptions: ["-I", "-M", "-m"] };
var RUBY_CODE = { code: ["-e"], valueOptions: ["-I", "-r", "-C", "-E", "-F"] };
var SHELL_CODE = { code: [], valueOptions: ["-o", "+o", "-O", "+O"], lines: ["-c", "-lc", "-ic", "-ec", "-xc", "-cl"] };
var SUDO = { valueOptions: ["-u", "-g", "-p", "-C", "-h", "-r", "-t", "-U", "-R", "-T", "-S", "-n", "-D"] };
var PROGRAMS = /* @__PURE__ */ new Map([
  // Fetchers (§4.6, §5 family:http-fetch).
  ["curl", { fetches: CURL_VOLATILE, requests: CURL_REQUEST, outputs: { options: ["-o", "--output"] } }],
  ["wget", { fetches: WGET_VOLATILE, requests: WGET_REQUEST, outputs: { options: ["-O", "--output-document", "-o", "--output-file"] } }],
  ["http", HTTPIE],
  ["https", HTTPIE],
  ["httpie", HTTPIE],
  ["xh", HTTPIE],
  ["xhs", HTTPIE],
  ["invoke-webrequest", PWSH_FETCH],
  ["iwr", PWSH_FETCH],
  ["invoke-restmethod", PWSH_FETCH],
  ["irm", PWSH_FETCH],
  // Programs that write a file named by an option (§4.10, D22).
  ["gcc", COMPILED],
  ["g++", COMPILED],
  ["cc", COMPILED],
  ["c++", COMPILED],
  ["clang", COMPILED],
  ["clang++", COMPILED],
  ["gfortran", COMPILED],
  ["nvcc", COMPILED],
  ["tcc", COMPILED],
  ["ld", COMPILED],
  ["as", COMPILED],
  ["rustc", COMPILED],
  ["go", { outputs: { options: ["-o"], under: ["build", "test"] }, changes: sub(["get", "install"], { nested: { mod: sub(["tidy", "download", "edit", "vendor", "init"]) } }) }],
  ["sort", { outputs: { options: ["-o", "--output"] }, getopt: { booleans: "bdfghiMnRrsuVcCz", values: "kotTS" } }],
  ["eslint", { outputs: { options: ["-o", "--output-file"] } }],
  ["pandoc", { outputs: { options: ["-o", "--output"] } }],
  ["yt-dlp", { outputs: { options: ["-o", "--output"] } }],
  ["youtube-dl", { outputs: { options: ["-o", "--output"] } }],
  ["openssl", { outputs: { options: ["-out", "-keyout"] } }],
  ["dd", { outputs: { options: [], operands: ["of="] } }],
  ["uglifyjs", { outputs: { options: ["-o", "--output"] } }],
  ["terser", { outputs: { options: ["-o", "--output"] } }],
  ["esbuild", { outputs: { options: ["--outfile"] } }],
  ["babel", { outputs: { options: ["-o", "--out-file"] } }],
  ["tsc", { outputs: { options: ["--outFile"] } }],
  ["pg_dump", { outputs: { options: ["-f", "--file"] } }],
  ["gpg", { outputs: { options: ["-o", "--output"] } }],
  // Wrappers (§4.5): the verb is what they run.
  ["sudo", { wraps: SUDO }],
  ["doas", { wraps: SUDO }],
  ["command", { wraps: SUDO }],
  ["env", { wraps: SUDO, passes: true }],
  ["time", { wraps: SUDO }],
  ["nice", { wraps: SUDO }],
  ["nohup", { wraps: SUDO, detaches: true }],
  ["exec", { wraps: SUDO }],
  ["timeout", { wraps: { valueOptions: ["-s", "--signal", "-k", "--kill-after"], duration: true } }],
  // Runners looked through (D22): what they run is the program that reads its flags.
  ["uv", { runs: { after: ["run"], valueOptions: ["--with", "--python", "-p", "--project", "--directory", "--env-file", "--extra", "--group", "--package", "--index", "--from"] }, changes: sub(["add", "remove", "sync", "lock"], { nested: { pip: sub(["install", "uninstall", "sync"]), tool: sub(["install", "uninstall", "upgrade"]) } }) }],
  ["uvx", { runs: { valueOptions: ["--with", "--python", "-p", "--from"] } }],
  ["poetry", { runs: { after: ["run"] }, changes: POETRY }],
  ["pipenv", { runs: { after: ["run"] } }],
  ["pdm", { runs: { after: ["run"] }, changes: sub(["add", "remove", "install", "update", "sync", "lock"]) }],
  ["hatch", { runs: { after: ["run"] } }],
  ["conda", { runs: { after: ["run"], valueOptions: ["-n", "--name", "-p", "--prefix"] }, changes: CONDA }],
  ["npx", { runs: { valueOptions: ["-p", "--package", "-c", "--call"] } }],
  ["bunx", { runs: { valueOptions: ["-p", "--package"] } }],
  ["pnpx", { runs: {} }],
  ["pnpm", { runs: { after: ["exec", "dlx"] }, changes: sub(["add", "install", "i", "remove", "rm", "un", "uninstall", "update", "up", "upgrade", "link", "unlink", "prune", "import"]) }],
  ["npm", { runs: { after: ["exec", "x"], valueOptions: ["-p", "--package", "-c", "--call"] }, changes: NPM }],
  ["bundle", { runs: { after: ["exec"] } }],
  ["stdbuf", { runs: { valueOptions: ["-i", "-o", "-e"] } }],
  ["python", { runs: PYTHON_RUNS, changes: { kind: "script", script: "setup.py", changing: ["install", "develop"] }, versioned: true, interprets: PYTHON_CODE }],
  ["pypy", { runs: PYTHON_RUNS, versioned: true, interprets: PYTHON_CODE }],
  // Interpreters handed code the breaker does not read (D27).
  ["node", { interprets: NODE_CODE, versioned: true }],
  ["nodejs", { interprets: NODE_CODE }],
  ["deno", { interprets: { code: [], under: ["eval", "run"] } }],
  ["bun", { changes: sub(["add", "install", "i", "remove", "rm", "update", "link"]), interprets: { code: ["-e", "--eval", "-p", "--print"] } }],
  ["tsx", { interprets: { code: ["-e", "--eval", "-p", "--print"] } }],
  ["ts-node", { interprets: { code: ["-e", "--eval", "-p", "--print"] } }],
  ["ruby", { changes: { kind: "in-place", letter: "i", valueLetters: "eIrCEFx0" }, edits: true, interprets: RUBY_CODE, versioned: true }],
  ["php", { interprets: { code: ["-r"], valueOptions: ["-c", "-d", "-f", "-z", "-t", "-S"] }, versioned: true }],
  ["rscript", { interprets: { code: ["-e"] } }],
  ["lua", { interprets: { code: ["-e"], valueOptions: ["-l"] }, versioned: true }],
  ["osascript", { interprets: { code: ["-e"] } }],
  // Files and directories (D13).
  ["mv", { changes: files, places: true, getopt: { booleans: "bfinTuv", values: "St" } }],
  ["cp", { changes: files, places: true, getopt: { booleans: "aAbdfHiLlnPprRsTuvx", values: "St" } }],
  ["rm", { changes: files, getopt: { booleans: "dfIirRv", values: "" } }],
  ["rmdir", { changes: files }],
  ["mkdir", { changes: files, getopt: { booleans: "pv", values: "m" } }],
  ["touch", { changes: files }],
  ["ln", { changes: files }],
  ["chmod", { changes: files }],
  ["chown", { changes: files }],
  ["chgrp", { changes: files }],
  ["install", { changes: files, places: true }],
  ["rsync", { changes: files }],
  ["unlink", { changes: files }],
  ["truncate", { changes: files }],
  ["shred", { changes: files }],
  ["tar", { changes: { kind: "archive" } }],
  ["unzip", { changes: { kind: "unless", options: ["-l", "-t", "-v", "-Z", "-z", "-p", "-c"] } }],
  ["gzip", { changes: { kind: "compressor" } }],
  ["gunzip", { changes: { kind: "compressor" } }],
  ["bzip2", { changes: { kind: "compressor" } }],
  ["bunzip2", { changes: { kind: "compressor" } }],
  ["xz", { changes: { kind: "compressor" } }],
  ["unxz", { changes: { kind: "compressor" } }],
  ["7z", { changes: sub(["a", "d", "e", "u", "x", "rn"]) }],
  // Edits in place (D19).
  ["patch", { changes: files, edits: true }],
  // D27: Codex's patch tool run through the shell, line editors, stream editors in place.
  ["apply_patch", { changes: files, edits: true }],
  ["ed", { changes: files, edits: true }],
  ["ex", { changes: files, edits: true }],
  ["awk", { changes: { kind: "given", options: ["-i", "--include"], value: "inplace" }, edits: true }],
  ["gawk", { changes: { kind: "given", options: ["-i", "--include"], value: "inplace" }, edits: true }],
  ["sd", { changes: { kind: "unless", options: ["-p", "--preview"] }, edits: true }],
  ["sed", { changes: { kind: "in-place", letter: "i", valueLetters: "efl", long: "--in-place" }, edits: true, prints: "quiet" }],
  ["perl", { changes: { kind: "in-place", letter: "i", valueLetters: "eEIMmx" }, edits: true, interprets: PERL_CODE }],
  // A repository.
  ["git", { changes: GIT }],
  // Installed packages.
  ["pip", { changes: PIP, versioned: true }],
  ["pipx", { changes: sub(["install", "uninstall", "upgrade", "reinstall", "inject"]) }],
  ["yarn", { changes: sub(["add", "install", "remove", "upgrade", "up", "link", "unlink"], { bare: true }) }],
  ["cargo", { changes: sub(["add", "remove", "rm", "install", "uninstall", "update"]) }],
  ["gem", { changes: sub(["install", "uninstall", "update"]) }],
  ["mamba", { changes: CONDA }],
  ["micromamba", { changes: CONDA }],
  ["composer", { changes: sub(["install", "require", "remove", "update", "upgrade"]) }],
  ["apt", { changes: APT }],
  ["apt-get", { changes: APT }],
  ["aptitude", { changes: APT }],
  ["brew", { changes: sub(["install", "uninstall", "remove", "rm", "upgrade", "update", "reinstall", "tap", "link", "unlink"]) }],
  ["dnf", { changes: sub(["install", "remove", "erase", "update", "upgrade", "reinstall", "downgrade"]) }],
  ["yum", { changes: sub(["install", "remove", "erase", "update", "upgrade", "reinstall", "downgrade"]) }],
  ["apk", { changes: sub(["add", "del", "upgrade", "update"]) }],
  // Modules run with `python -m` that change something.
  ["venv", { changes: files }],
  // Commands that do nothing, print their words, move the shell, print files, detach, sleep.
  ["", { idles: true }],
  ["true", { idles: true }],
  [":", { idles: true }],
  ["echo", { echoes: "words" }],
  ["printf", { echoes: "format" }],
  ["tee", { relays: true, tees: true }],
  ["cd", { moves: true, stays: [".", "./"] }],
  ["pushd", { moves: true }],
  ["cat", { prints: "always", relays: true, paths: "operands" }],
  ["head", { prints: "always", getopt: { booleans: "qvz", values: "nc" }, paths: "operands" }],
  ["nl", { prints: "always", paths: "operands" }],
  ["wc", { prints: "always", getopt: { booleans: "clLmw", values: "" }, paths: "operands" }],
  ["grep", { prints: "always", getopt: GREP, paths: "after-pattern" }],
  ["egrep", { prints: "always", getopt: GREP, paths: "after-pattern" }],
  ["fgrep", { prints: "always", getopt: GREP, paths: "after-pattern" }],
  ["rg", { prints: "always", paths: "after-pattern" }],
  ["setsid", { detaches: true }],
  ["disown", { detaches: true }],
  ["sleep", { sleeps: "both" }],
  ["start-sleep", { sleeps: "pwsh" }],
  // What checks on something outside the agent's own work (a denial's advice to wait).
  ["gh", { observes: { unless: ["--log", "--log-failed"] } }],
  ["glab", { observes: ALWAYS }],
  ["kubectl", { observes: ALWAYS }],
  ["oc", { observes: ALWAYS }],
  ["helm", { observes: { under: ["status", "list", "history"] } }],
  ["docker", { outputs: { options: ["-o", "--output"], under: ["save"] }, observes: { under: ["ps", "logs", "inspect", "stats", "events", "compose", "container", "top"] } }],
  ["docker-compose", { observes: { under: ["ps", "logs", "top", "events"] } }],
  ["podman", { observes: { under: ["ps", "logs", "inspect", "stats", "events", "top"] } }],
  ["systemctl", { observes: { under: ["status", "is-active", "is-failed", "show", "list-units"] } }],
  ["journalctl", { observes: ALWAYS }],
  ["ps", { observes: ALWAYS }],
  ["pgrep", { observes: ALWAYS }],
  ["jobs", { observes: ALWAYS }],
  ["tail", { observes: { files: ["-n", "-c", "-s", "--lines", "--bytes", "--pid", "--sleep-interval"] }, getopt: { booleans: "fFqvz", values: "ncs" }, paths: "operands" }],
  ["ls", { getopt: { booleans: "aAbBcCdDfFgGhHiklLmnNopqQrRsStuUvxXZ1", values: "ITw" }, paths: "operands" }],
  ["du", { getopt: { booleans: "abcDHhklLmPsSx", values: "BdtX" }, paths: "operands" }],
  ["df", { getopt: { booleans: "aHhiklPTv", values: "Btx" } }],
  ["uniq", { getopt: { booleans: "cdDiuz", values: "fsw" } }],
  ["pytest", { getopt: { booleans: "qvxslh", values: "kmoprcW" }, paths: "operands" }],
  ["lsof", { observes: ALWAYS }],
  ["ss", { observes: ALWAYS }],
  ["netstat", { observes: ALWAYS }],
  ["nc", { observes: ALWAYS }],
  ["ping", { observes: ALWAYS }],
  ["dig", { observes: ALWAYS }],
  ["nslookup", { observes: ALWAYS }],
  ["nvidia-smi", { observes: ALWAYS }],
  ["squeue", { observes: ALWAYS }],
  ["sacct", { observes: ALWAYS }],
  ["qstat", { observes: ALWAYS }],
  ["aws", { observes: ALWAYS }],
  ["gcloud", { observes: ALWAYS }],
  ["az", { observes: ALWAYS }],
  ["heroku", { observes: ALWAYS }],
  ["fly", { observes: ALWAYS }],
  ["flyctl", { observes: ALWAYS }],
  ["vercel", { observes: ALWAYS }],
  ["netlify", { observes: ALWAYS }],
  ["argocd", { observes: ALWAYS }],
  // Readers of the paths they are given (D33), besides those above.
  ["stat", { paths: "operands" }],
  ["file", { paths: "operands" }],
  ["less", { paths: "operands" }],
  ["more", { paths: "operands" }],
  // Shells, as they name themselves in "not found" messages.
  ["sh", { shell: true, interprets: SHELL_CODE, runsCommand: "l" }],
  ["bash", { shell: true, interprets: SHELL_CODE, runsCommand: "l" }],
  ["dash", { shell: true, interprets: SHELL_CODE, runsCommand: "l" }],
  ["zsh", { shell: true, interprets: SHELL_CODE, runsCommand: "l" }],
  ["ksh", { shell: true, interprets: SHELL_CODE, runsCommand: "l" }],
  ["ash", { shell: true, interprets: SHELL_CODE, runsCommand: "l" }],
  ["busybox", { shell: true }]
]);
var LONGEST_NAME = 24;
function programFacts(name) {
  if (name.length > LONGEST_NAME) return void 0;
  const known = PROGRAMS.get(name);
  if (known !== void 0) return known;
  const plain = unversioned(name);
  if (plain === name) return void 0;
  const facts = PROGRAMS.get(plain);
  return facts?.versioned === true ? facts : void 0;
}
function unversioned(name) {
  let end = name.length;
  let digits = false;
  countSteps(end + 1);
  while (end > 0) {
    const c = name.charCodeAt(end - 1);
    if (c >= 48 && c <= 57) digits = true;
    else if (c !== 46) break;
    end--;
  }
  if (!digits) return name;
  if (name.charCodeAt(end - 1) === 45) end--;
  return end > 0 ? name.slice(0, end) : name;
}
var TOOLS = {
  /** D32: tools that are themselves a wait — they block until something happens (a
   *  session's output, an agent finishing) or their timeout passes: Codex's `wait` and
   *  `wait_agent`, `await_*`, `*_wait`, a browser's `*_wait_for`. */
  waits: { names: ["wait", "await"], prefixes: ["wait_", "await"], suffixes: ["_wait", "_wait_for"] },
  /** D30: the arguments of a fetch tool that say what it does with the page besides
   *  fetching it (Claude Code's WebFetch `prompt`, OpenCode's webfetch `format`): part of
   *  the request, as the pipeline after a fetcher is. */
  fetchHandling: ["prompt", "format"],
  /** D32: the arguments that ask a tool to block until something happens or a timeout
   *  passes (lib/call/waits.ts reads their values), and those that make the call a
   *  command to run rather than a wait (Codex's `exec_command {cmd, yield_time_ms}`). */
  blockFlags: ["wait", "block"],
  blockTimeouts: ["yield_time_ms"],
  runsCommand: ["cmd", "command"],
  /** D29: the arguments under which a file tool names the file it reads. */
  pathKeys: ["path", "file_path", "filePath", "absolute_path", "file"]
};
var LONGEST_TOOL = 64;
function isNamed(kind, tool) {
  if (tool.length > LONGEST_TOOL) return false;
  const name = tool.toLowerCase();
  countSteps(kind.names.length + kind.prefixes.length + kind.suffixes.length);
  return kind.names.includes(name) || kind.prefixes.some((prefix) => name.startsWith(prefix)) || kind.suffixes.some((suffix) => name.endsWith(suffix));
}

// lib/call/shell.ts
var NEWLINE = Object.freeze({ text: ";", op: true, newline: true });
var SEPARATORS = /* @__PURE__ */ new Set(["|", "||", "|&", "&&", "&", ";", ";;", "\n"]);
var isSpace = (c) => c === 32 || c === 9 || c === 13 || c === 11 || c === 12;
var isDigit = (c) => c >= 48 && c <= 57;
var isOperatorChar = (c) => c === 124 || c === 38 || c === 59 || c === 60 || c === 62 || c === 10;
var isSpecial = (c) => isSpace(c) || c === 39 || c === 34 || c === 92 || isOperatorChar(c);
function operatorLength(s, i) {
  const c = s[i];
  const next = s[i + 1];
  if (c === "\n") return 1;
  if (c === "|") return next === "|" || next === "&" ? 2 : 1;
  if (c === ";") return next === ";" ? 2 : 1;
  if (c === "&") {
    if (next === "&") return 2;
    if (next === ">") return s[i + 2] === ">" ? 3 : 2;
    return 1;
  }
  let j = i + 1;
  if (next === c || c === "<" && next === ">" || c === ">" && next === "|") j++;
  if (s[j] === "&") {
    let k = j + 1;
    while (k < s.length && isDigit(s.charCodeAt(k))) k++;
    countSteps(k - j);
    if (k > j + 1 || s[k] === "-") j = s[k] === "-" ? k + 1 : k;
  }
  return j - i;
}
function tokenize(command) {
  const tokens = [];
  const n = command.length;
  let parts = [];
  let inWord = false;
  const flush = () => {
    if (!inWord) return;
    tokens.push({ text: parts.length === 1 ? parts[0] : parts.join(""), op: false });
    parts = [];
    inWord = false;
  };
  let i = 0;
  let steps = 0;
  while (i < n) {
    steps++;
    const c = command.charCodeAt(i);
    if (isSpace(c)) {
      flush();
      i++;
    } else if (c === 39) {
      const end = command.indexOf("'", i + 1);
      const stop = end < 0 ? n : end;
      parts.push(command.slice(i + 1, stop));
      inWord = true;
      i = stop + 1;
    } else if (c === 34) {
      inWord = true;
      i++;
      let start = i;
      const opened = i;
      while (i < n) {
        const d = command.charCodeAt(i);
        if (d === 34) break;
        if (d === 92 && i + 1 < n) {
          parts.push(command.slice(start, i), command[i + 1]);
          i += 2;
          start = i;
        } else i++;
      }
      parts.push(command.slice(start, i));
      steps += i - opened;
      i++;
    } else if (c === 92) {
      if (i + 1 < n && command[i + 1] !== "\n") {
        parts.push(command[i + 1]);
        inWord = true;
      }
      i += 2;
    } else if (isOperatorChar(c)) {
      const length = operatorLength(command, i);
      let text = command.slice(i, i + length);
      const fd = parts.length === 1 && /^\d+$/.test(parts[0]) && (c === 62 || c === 60) ? parts[0] : void 0;
      if (fd !== void 0 && inWord && !tokensEndWithQuote(command, i)) {
        text = fd + text;
        parts = [];
        inWord = false;
      }
      flush();
      tokens.push(text === "\n" ? NEWLINE : { text, op: true });
      i += length;
    } else {
      const start = i;
      while (i < n && !isSpecial(command.charCodeAt(i))) i++;
      steps += i - start;
      parts.push(command.slice(start, i));
      inWord = true;
    }
  }
  flush();
  countSteps(steps);
  return tokens;
}
function tokensEndWithQuote(command, opIndex) {
  const before = command[opIndex - 1];
  return before === '"' || before === "'";
}
var isSeparator = (token) => token.op && SEPARATORS.has(token.text);
var isRedirect = (token) => token.op && !SEPARATORS.has(token.text);
var takesTarget = (token) => !/&\d*-?$/.test(token.text);
function commandWords(tokens) {
  const segments = [[]];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (isSeparator(token)) segments.push([]);
    else if (isRedirect(token)) {
      if (takesTarget(token) && tokens[i + 1]?.op === false) i++;
    } else segments[segments.length - 1].push(token.text);
  }
  countSteps(tokens.length + 1);
  return segments.filter((words) => words.length > 0);
}
var isAssignment = (word) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(word);
var DURATION = /^\d+(?:\.\d+)?[smhd]?$/;
function skipOptions(words, at, takesValue) {
  let i = at;
  while (i < words.length && words[i].startsWith("-") && words[i] !== "-") {
    const option = words[i];
    i++;
    if (option === "--") break;
    if (takesValue?.includes(option) === true) i++;
  }
  countSteps(i - at + 1);
  return i;
}
function skipWrapper(words, at, wrapper, durations) {
  const i = skipOptions(words, at + 1, wrapper.valueOptions);
  if (wrapper.duration !== true || i >= words.length || !DURATION.test(words[i])) return i;
  durations?.push(words[i]);
  return i + 1;
}
function wrapperOf(word) {
  return word.length <= 8 ? PROGRAMS.get(word)?.wraps : void 0;
}
function commandStart(words, timeouts) {
  let i = 0;
  let steps = 1;
  while (i < words.length) {
    steps++;
    const word = words[i];
    if (isAssignment(word)) {
      i++;
      continue;
    }
    const wrapper = wrapperOf(word);
    if (wrapper === void 0) break;
    i = skipWrapper(words, i, wrapper, timeouts);
  }
  countSteps(steps);
  return i;
}
var commandName = (word) => word.slice(word.lastIndexOf("/") + 1).toLowerCase();
function verbOf(words) {
  const start = commandStart(words);
  return start < words.length ? commandName(words[start]) : "";
}

// lib/call/url.ts
var HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
var TRACKING_KEY = /^(?:utm_.*|fbclid|gclid|msclkid|mc_eid|_ga|ref_src|igshid)$/i;
var IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
function parse(text) {
  try {
    return new URL(HAS_SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}
function foldHost(hostname, aliases) {
  let host = hostname.toLowerCase();
  if (host.endsWith(".")) host = host.slice(0, -1);
  if (host.startsWith("www.")) host = host.slice(4);
  return aliases.get(host) ?? host;
}
function foldPath(pathname) {
  let end = pathname.length;
  while (end > 0 && pathname.charCodeAt(end - 1) === 47) end--;
  countSteps(pathname.length - end + 1);
  return end === 0 ? "/" : pathname.slice(0, end);
}
var QUERY_KEY_RESERVED = /[%&=#+\u0000-\u001f\u007f]/g;
var QUERY_VALUE_RESERVED = /[%&#+\u0000-\u001f\u007f]/g;
var percentEncode = (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;
function keptPair(key, value) {
  if (TRACKING_KEY.test(key)) return null;
  return `${key.replace(QUERY_KEY_RESERVED, percentEncode)}=${value.replace(QUERY_VALUE_RESERVED, percentEncode)}`;
}
function foldQuery(url) {
  const search = url.search;
  if (search === "") return "";
  const pairs = [];
  let steps = 1;
  const keep = (pair) => {
    steps++;
    if (pair !== null) pairs.push(pair);
  };
  if (search.includes("%") || search.includes("+")) {
    for (const [key, value] of url.searchParams) keep(keptPair(key, value));
  } else {
    for (const piece2 of search.slice(1).split("&")) {
      if (piece2 === "") continue;
      const eq = piece2.indexOf("=");
      keep(eq < 0 ? keptPair(piece2, "") : keptPair(piece2.slice(0, eq), piece2.slice(eq + 1)));
    }
  }
  countSteps(steps);
  return pairs.sort().join("&");
}
function isIpLiteral(host) {
  return IPV4.test(host) || host.startsWith("[") || host.includes(":");
}
function siteOf(host) {
  if (isIpLiteral(host)) return host;
  const last = host.lastIndexOf(".");
  const before = last <= 0 ? -1 : host.lastIndexOf(".", last - 1);
  return before < 0 ? host : host.slice(before + 1);
}
function normalizeUrl(raw, aliases = /* @__PURE__ */ new Map()) {
  const url = parse(raw.trim());
  if (url === null) return null;
  const hostname = url.hostname;
  const host = foldHost(hostname, aliases);
  if (host === "") return null;
  const port = url.port;
  const hostPort = port === "" ? host : `${host}:${port}`;
  const query = foldQuery(url);
  return {
    net: `${hostPort}${foldPath(url.pathname)}${query === "" ? "" : `?${query}`}`,
    site: siteOf(host),
    local: isLocalHost(hostname)
  };
}
function ipv4Octets(text) {
  const match = IPV4.exec(text);
  if (match === null) return null;
  const octets = match.slice(1, 5).map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}
function isLocalIpv4([a, b]) {
  if (a === void 0 || b === void 0) return false;
  return a === 127 || a === 10 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 168 || a === 169 && b === 254;
}
function ipv6Groups(text) {
  let head = text;
  const tail = [];
  const lastColon = text.lastIndexOf(":");
  if (lastColon >= 0 && text.indexOf(".", lastColon) > 0) {
    const v4 = ipv4Octets(text.slice(lastColon + 1));
    if (v4 === null) return null;
    tail.push(v4[0] << 8 | v4[1], v4[2] << 8 | v4[3]);
    head = text.slice(0, lastColon + 1);
    if (head.endsWith(":") && !head.endsWith("::")) head = head.slice(0, -1);
  }
  const halves = head.split("::");
  if (halves.length > 2) return null;
  const toGroups = (part) => {
    if (part === "") return [];
    const groups = part.split(":").map((g) => /^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN);
    return groups.some(Number.isNaN) ? null : groups;
  };
  const left = toGroups(halves[0]);
  const right = halves.length === 2 ? toGroups(halves[1]) : [];
  if (left === null || right === null) return null;
  const known = left.length + right.length + tail.length;
  if (halves.length === 2 ? known > 7 : known !== 8) return null;
  return [...left, ...new Array(8 - known).fill(0), ...right, ...tail];
}
function isLocalIpv6(groups) {
  const first = groups[0];
  const upperZero = groups.slice(0, 5).every((g) => g === 0);
  if (upperZero && groups[5] === 0 && groups[6] === 0 && (groups[7] === 0 || groups[7] === 1)) return true;
  if ((first & 65024) === 64512 || (first & 65472) === 65152) return true;
  if (upperZero && groups[5] === 65535) {
    const hi = groups[6];
    const lo = groups[7];
    const v4 = [hi >> 8, hi & 255, lo >> 8, lo & 255];
    return isLocalIpv4(v4) || v4.every((o) => o === 0);
  }
  return false;
}
function isLocalHost(hostname) {
  let host = hostname.trim().toLowerCase();
  if (host.startsWith("[") && host.endsWith("]")) host = host.slice(1, -1);
  if (host.endsWith(".")) host = host.slice(0, -1);
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  const v4 = ipv4Octets(host);
  if (v4 !== null) return isLocalIpv4(v4) || v4.every((o) => o === 0);
  if (!host.includes(":")) return false;
  const zone = host.indexOf("%");
  const groups = ipv6Groups(zone < 0 ? host : host.slice(0, zone));
  return groups !== null && isLocalIpv6(groups);
}

// lib/call/url-spans.ts
function isHttp(text, at) {
  return (text.charCodeAt(at) | 32) === 104 && (text.charCodeAt(at + 1) | 32) === 116 && (text.charCodeAt(at + 2) | 32) === 116 && (text.charCodeAt(at + 3) | 32) === 112;
}
function isTrailingPunctuation(c) {
  return c === 46 || c === 44 || c === 59 || c === 58 || c === 33 || c === 63 || c === 41 || c === 93 || c === 125 || c === 39 || c === 34;
}
function endBeforePunctuation(text, start, end) {
  let at = end;
  while (at > start && isTrailingPunctuation(text.charCodeAt(at - 1))) at--;
  countSteps(end - at + 1);
  return at;
}
function urlSpans(text) {
  if (!text.includes("://")) return [];
  const spans = [];
  let previous = -1;
  let steps = 1;
  for (let at = text.indexOf("://", 4); at >= 0; at = text.indexOf("://", at + 3)) {
    steps++;
    let start = -1;
    if (at >= 5 && (text.charCodeAt(at - 1) | 32) === 115 && isHttp(text, at - 5)) start = at - 5;
    else if (isHttp(text, at - 4)) start = at - 4;
    if (start >= 0) {
      if (previous >= 0) pushSpan(spans, text, previous, start);
      previous = start;
    }
  }
  if (previous >= 0) pushSpan(spans, text, previous, text.length);
  countSteps(steps);
  return spans;
}
function pushSpan(spans, text, start, end) {
  if (end - start === (text.charCodeAt(start + 4) === 58 ? 7 : 8)) return;
  const raw = text.slice(start, endBeforePunctuation(text, start, end));
  if (!/^https?:\/\/$/i.test(raw)) spans.push({ start, end: start + raw.length, raw });
}

// lib/call/command.ts
var MAX_URLS_PER_CALL = 64;
var UrlFolder = class {
  /** `memo` (optional, owned by the caller) remembers normalizations across calls. */
  constructor(aliases, memo) {
    this.aliases = aliases;
    this.memo = memo;
  }
  aliases;
  memo;
  seen = /* @__PURE__ */ new Map();
  /** The distinct URLs the call fetches (D30: a fetcher's URL arguments, a fetch tool's
   *  URL), in order of first appearance: what `net:`, `site:` and locality read. */
  urls = [];
  /** Set when the call names more URLs than MAX_URLS_PER_CALL. */
  overflow = false;
  /** Each spelling folded so far, with what it folded to (null: not a URL). */
  spellings() {
    return this.seen;
  }
  /** The URL `raw` folds to (remembered with its spelling), or null. */
  fold(raw) {
    const known = this.seen.get(raw);
    if (known !== void 0) return known;
    if (this.seen.size >= MAX_URLS_PER_CALL) {
      this.overflow = true;
      return null;
    }
    const url = this.normalize(raw);
    this.seen.set(raw, url);
    return url;
  }
  /** fold(), for a URL the call fetches: it joins `urls` (once per `net:` value). */
  fetch(raw) {
    const url = this.fold(raw);
    if (url !== null && !this.urls.some((known) => known.net === url.net)) this.urls.push(url);
    countSteps(this.urls.length + 1);
    return url;
  }
  normalize(raw) {
    const memo = this.memo;
    if (memo === void 0 || raw.length > MEMO_MAX_URL) return normalizeUrl(raw, this.aliases);
    const known = memo.get(raw);
    if (known !== void 0) return known;
    const url = normalizeUrl(raw, this.aliases);
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(ownCopy(raw), url);
    return url;
  }
};
var MEMO_SIZE = 512;
var MEMO_MAX_URL = 2048;
function isVolatile(text, volatile) {
  if (text.charCodeAt(0) !== 45) return false;
  if (volatile.alone.includes(text) || isQuietCluster(text, volatile.letters)) return "alone";
  if (volatile.withValue.includes(text)) return "with-value";
  if (text.startsWith("--")) {
    const eq = text.indexOf("=");
    return eq > 0 && volatile.withValue.includes(text.slice(0, eq)) ? "alone" : false;
  }
  return text.length > 2 && volatile.withValue.includes(text.slice(0, 2)) ? "alone" : false;
}
function isQuietCluster(text, letters) {
  if (letters === void 0 || text.length < 2 || text.charCodeAt(1) === 45) return false;
  let i = 1;
  while (i < text.length && letters.includes(text[i])) i++;
  countSteps(i);
  return i === text.length;
}
function foldUrlsIn(text, folder) {
  const spans = urlSpans(text);
  if (spans.length === 0) return text;
  let out = "";
  let at = 0;
  countSteps(spans.length);
  for (const span of spans) {
    const url = folder.fold(span.raw);
    out += text.slice(at, span.start) + (url === null ? span.raw : url.net);
    at = span.end;
  }
  return out + text.slice(at);
}
function hasBlank(text) {
  let i = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c >= 9 && c <= 13) break;
  }
  countSteps(i + 1);
  return i < text.length;
}
function boundedWord(text) {
  return text === "" || hasBlank(text) ? `'${text.replaceAll("'", `'\\''`)}'` : text;
}
function noteDropped(dropped, tokens, from, to) {
  if (dropped === void 0 || dropped.length >= MAX_COSMETIC_ITEMS) return;
  let text = tokens[from].text;
  let j = from + 1;
  for (const end = Math.min(to, tokens.length); j < end && text.length <= COSMETIC_PREVIEW; j++) text += ` ${tokens[j].text}`;
  countSteps(j - from);
  dropped.push(droppedWord(text));
}
function strippedCommand(tokens, commands, folder, keepBoundaries, dropped, handling) {
  let texts;
  let i = 0;
  let steps = 0;
  for (; ; ) {
    steps++;
    const token = tokens[i];
    if (token === void 0 || token.op) break;
    const from = i;
    const wrapper = isAssignment(token.text) ? void 0 : wrapperOf(token.text);
    if (wrapper === void 0) {
      if (!isAssignment(token.text)) break;
      i++;
    } else if (wrapper.duration === true) i = skipWrapper(texts ??= tokens.map((t) => t.text), i, wrapper);
    else break;
    noteDropped(dropped, tokens, from, i);
  }
  const end = foldedEnd(tokens, commands);
  const mergedAt = mergedStderr(tokens, commands, end);
  const kept = [];
  let next = 0;
  let volatile;
  let flagsFrom = 0;
  let flagsTo = 0;
  const letters = new LetterFold();
  const starts = handling === void 0 ? void 0 : [];
  for (; i < end; i++) {
    steps++;
    while (next < commands.length && commands[next].from <= i) {
      starts?.push(kept.length);
      const command = commands[next++];
      volatile = command.facts?.fetches;
      flagsFrom = command.atToken + 1;
      flagsTo = command.to;
      letters.start(kept, command.facts?.getopt);
    }
    const token = tokens[i];
    if (token.op) {
      if (i !== mergedAt) kept.push(token.text);
      continue;
    }
    const kind = volatile !== void 0 && i >= flagsFrom && i < flagsTo ? isVolatile(token.text, volatile) : false;
    if (kind === "alone") noteDropped(dropped, tokens, i, i + 1);
    else if (kind === "with-value") {
      const from = i;
      if (tokens[i + 1]?.op === false) i++;
      noteDropped(dropped, tokens, from, i + 1);
    } else if (i < flagsFrom || i >= flagsTo || !letters.take(token.text, kept)) {
      const folded = foldUrlsIn(token.text, folder);
      kept.push(keepBoundaries ? boundedWord(folded) : folded);
    }
  }
  letters.start(kept, void 0);
  countSteps(steps + commands.length);
  if (handling !== void 0 && starts !== void 0) {
    for (let c = 0; c < starts.length; c++) {
      if (commands[c].facts?.requests !== void 0) continue;
      const to = c + 1 < starts.length ? starts[c + 1] : kept.length;
      for (let k = starts[c]; k < to; k++) handling.push(kept[k]);
    }
    while (handling.length > 0 && LINE_SEPARATORS.has(handling[handling.length - 1])) handling.pop();
  }
  return kept.join(" ");
}
var LINE_SEPARATORS = /* @__PURE__ */ new Set(["&&", "||", ";", "|", "|&", "&", "\n"]);
function foldedEnd(tokens, commands) {
  let end = withoutTrailingSeparators(tokens, tokens.length);
  const last = commands[commands.length - 1];
  if (last !== void 0 && last.to >= end && last.after === "|" && last.facts?.relays === true && last.words.length === last.at + 1 && last.to - last.from === 1) {
    end = withoutTrailingSeparators(tokens, last.from - 1);
  }
  return end;
}
function withoutTrailingSeparators(tokens, end) {
  let at = end;
  while (at > 0 && tokens[at - 1].op && tokens[at - 1].text === ";") at--;
  countSteps(end - at + 1);
  return at;
}
function mergedStderr(tokens, commands, end) {
  let last;
  for (let c = commands.length - 1; c >= 0 && last === void 0; c--) if (commands[c].from < end) last = commands[c];
  countSteps(commands.length + 1);
  if (last === void 0 || last.writes.length > 0) return -1;
  let i = last.from;
  for (; i < Math.min(end, last.to) && !(tokens[i].op && tokens[i].text === "2>&1"); i++) ;
  countSteps(i - last.from + 1);
  return i < Math.min(end, last.to) ? i : -1;
}
var LetterFold = class {
  getopt;
  /** The index in `kept` the cluster goes to, -1 before the first. */
  at = -1;
  letters = "";
  /** Past `--`, or after an option that takes the next word as its value. */
  over = false;
  value = false;
  /** The next command begins: the last one's cluster is written. */
  start(kept, getopt) {
    if (this.at >= 0) {
      kept[this.at] = `-${[...new Set(this.letters)].sort().join("")}`;
      countSteps(this.letters.length + 1);
    }
    this.getopt = getopt;
    this.at = -1;
    this.letters = "";
    this.over = false;
    this.value = false;
  }
  /** Whether `word` was taken into the cluster (it is then left out where it stands). */
  take(word, kept) {
    const getopt = this.getopt;
    if (getopt === void 0 || this.over) return false;
    if (this.value) {
      this.value = false;
      return false;
    }
    if (word === "--") {
      this.over = true;
      return false;
    }
    if (word.length < 2 || word.charCodeAt(0) !== 45 || word.charCodeAt(1) === 45) return false;
    let k = 1;
    while (k < word.length && getopt.booleans.includes(word[k])) k++;
    countSteps(k);
    if (k < word.length) {
      if (k === word.length - 1 && getopt.values.includes(word[k])) this.value = true;
      return false;
    }
    if (this.at < 0) {
      this.at = kept.length;
      kept.push("");
    }
    this.letters += word.slice(1);
    return true;
  }
};
function unseenWrite(command) {
  const { writes } = command;
  countSteps(writes.length + 1);
  for (let k = 0; k < writes.length; k++) if (!writes[k].carried) return writes[k];
  return void 0;
}
function sinkCommand(commands) {
  let i = 0;
  while (i < commands.length && unseenWrite(commands[i]) === void 0) i++;
  countSteps(i + 1);
  return commands[i];
}
function sinkPath(command) {
  return command === void 0 ? null : unseenWrite(command)?.path ?? null;
}

// lib/call/commands.ts
var GENERIC_SINKS = /* @__PURE__ */ new Set(["/dev/null", "/dev/stdout", "/dev/stderr", "/dev/zero", "/dev/tty", "-"]);
var WRITE_REDIRECTS = /* @__PURE__ */ new Set([">", ">>", ">|", "1>", "1>>", "&>", "&>>"]);
var isOption = (text) => text.startsWith("-") && text !== "-";
function cleanSink(path) {
  let p = path.trim();
  if (p.length >= 2 && (p[0] === '"' || p[0] === "'") && p[p.length - 1] === p[0]) p = p.slice(1, -1);
  let at = 0;
  while (p.startsWith("./", at)) at += 2;
  countSteps(at + 1);
  if (at > 0) p = p.slice(at);
  return p === "" || GENERIC_SINKS.has(p) ? null : p;
}
function launched(words, at, runs) {
  let i = at + 1;
  if (runs.after !== void 0) {
    i = skipOptions(words, i, runs.valueOptions);
    if (i >= words.length || !runs.after.includes(words[i])) return void 0;
    i++;
  }
  if (runs.module !== void 0) {
    let steps = 1;
    for (; i < words.length && isOption(words[i]); steps++) {
      const option = words[i];
      if (option === runs.module) {
        countSteps(steps);
        return i + 1 < words.length ? i + 1 : void 0;
      }
      i += runs.valueOptions?.includes(option) === true ? 2 : 1;
    }
    countSteps(steps);
    return void 0;
  }
  i = skipOptions(words, i, runs.valueOptions);
  return i < words.length ? i : void 0;
}
function programOf(words) {
  const verbAt = commandStart(words);
  let at = verbAt;
  let steps = 1;
  while (at < words.length) {
    steps++;
    const runs = programFacts(commandName(words[at]))?.runs;
    const next = runs === void 0 ? void 0 : launched(words, at, runs);
    if (next === void 0) break;
    at = next;
  }
  countSteps(steps);
  return { verbAt, at };
}
function observesOutside(command) {
  const facts = command.facts;
  if (facts === void 0) return false;
  if (facts.fetches !== void 0) return true;
  const { observes } = facts;
  if (observes === void 0) return false;
  const { words, at } = command;
  if (observes.under !== void 0 && !observes.under.includes(subcommandOf(words, at) ?? "")) return false;
  let named = observes.files === void 0;
  let i = at + 1;
  for (; i < words.length && observes.unless?.includes(words[i]) !== true; i++) {
    const word = words[i];
    if (observes.files?.includes(word) === true) i++;
    else if (!isOption(word)) named = true;
  }
  countSteps(i - at);
  return named && i >= words.length;
}
function subcommandOf(words, at) {
  const i = skipOptions(words, at + 1, void 0);
  return words[i];
}
function optionWrites(words, at, facts, found) {
  const outputs = facts.outputs;
  if (outputs === void 0) return;
  if (outputs.under !== void 0 && !outputs.under.includes(subcommandOf(words, at) ?? "")) return;
  let i = at + 1;
  for (; i < words.length; i++) {
    const word = words[i];
    if (outputs.options.includes(word)) {
      const next = words[i + 1];
      if (next !== void 0 && !isOption(next) && urlSpans(next).length === 0) found.push({ place: i, path: cleanSink(next) });
      continue;
    }
    const eq = word.startsWith("--") ? word.indexOf("=") : -1;
    if (eq > 0 && outputs.options.includes(word.slice(0, eq))) {
      found.push({ place: i, path: cleanSink(word.slice(eq + 1)) });
      continue;
    }
    const operand = outputs.operands?.find((prefix) => word.startsWith(prefix));
    if (operand !== void 0) found.push({ place: i, path: cleanSink(word.slice(operand.length)) });
  }
  countSteps(i - at);
}
var PRODUCT = { carried: false };
var CARRIED = { carried: true };
var NO_REDIRECTS = [];
function outputOf(words, at, facts, heredoc) {
  if (at >= words.length || facts?.idles === true || facts?.sleeps !== void 0) return CARRIED;
  if (facts?.echoes !== void 0) return CARRIED;
  if (heredoc !== void 0 && facts?.relays === true && words.length === at + 1) return CARRIED;
  return PRODUCT;
}
function teeFile(words, at) {
  let last = -1;
  let i = at + 1;
  for (; i < words.length; i++) if (!isOption(words[i])) last = i;
  countSteps(i - at);
  return last;
}
function heredocEnd(tokens, start, delimiter) {
  let i = start;
  let lineStart = true;
  for (; i < tokens.length; i++) {
    const token = tokens[i];
    if (lineStart && !token.op && token.text === delimiter) {
      const next = tokens[i + 1];
      if (next === void 0 || next.newline === true) break;
    }
    lineStart = token.newline === true;
  }
  countSteps(i - start + 1);
  return i;
}
function delimiterAt(tokens, at) {
  const next = tokens[at + 1];
  if (next === void 0 || next.op) return void 0;
  return next.text.startsWith("-") && next.text.length > 1 ? next.text.slice(1) : next.text;
}
function rawCommands(tokens) {
  const raws = [];
  let current = { words: [], redirects: NO_REDIRECTS, from: 0, to: 0, after: "", heredoc: void 0 };
  let pending = [];
  const finish = (to, after, from) => {
    current.to = to;
    if (current.words.length > 0 || current.redirects.length > 0) raws.push(current);
    current = { words: [], redirects: NO_REDIRECTS, from, to: from, after, heredoc: void 0 };
  };
  let i = 0;
  for (; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token.op) {
      current.words.push(token.text);
      continue;
    }
    if (isSeparator(token)) {
      let next = i + 1;
      if (token.newline === true && pending.length > 0) {
        for (const { delimiter, command } of pending) {
          const end = heredocEnd(tokens, next, delimiter);
          command.heredoc ??= { from: next, to: end };
          next = Math.min(tokens.length, end + 2);
        }
        pending = [];
      }
      finish(i, token.text, next);
      i = next - 1;
      continue;
    }
    if (token.text === "<<" || token.text === "<<-") {
      const delimiter = delimiterAt(tokens, i);
      if (delimiter !== void 0) {
        pending.push({ delimiter, command: current });
        i++;
      }
      continue;
    }
    const target = tokens[i + 1];
    if (!takesTarget(token) || target === void 0 || target.op) continue;
    i++;
    if (WRITE_REDIRECTS.has(token.text)) {
      if (current.redirects === NO_REDIRECTS) current.redirects = [];
      current.redirects.push({ place: current.words.length, appends: token.text.includes(">>"), path: cleanSink(target.text) });
    }
  }
  finish(tokens.length, "", tokens.length);
  countSteps(i + 1);
  return raws;
}
function tokenOf(tokens, from, to, at) {
  let seen = 0;
  let i = from;
  for (; i < to; i++) {
    const token = tokens[i];
    if (token.op) {
      if (!isSeparator(token) && takesTarget(token) && tokens[i + 1]?.op === false) i++;
      continue;
    }
    if (seen === at) break;
    seen++;
  }
  countSteps(i - from + 1);
  return i < to ? i : -1;
}
var NO_WRITES = [];
function readCommands(tokens) {
  const raws = rawCommands(tokens);
  const commands = [];
  for (const raw of raws) {
    const { words, redirects, from, to, after, heredoc } = raw;
    const { verbAt, at } = programOf(words);
    const name = at < words.length ? commandName(words[at]) : "";
    const facts = at < words.length ? programFacts(name) : void 0;
    let found;
    if (redirects.length > 0) {
      const own = outputOf(words, at, facts, heredoc);
      found = redirects.map((redirect) => ({ place: redirect.place - 0.5, path: redirect.path, appends: redirect.appends, feed: own }));
    }
    if (facts?.tees === true) {
      const file = teeFile(words, at);
      const upstream = after === "|" || after === "|&" ? commands[commands.length - 1] : void 0;
      const feed = heredoc !== void 0 ? CARRIED : upstream !== void 0 ? outputOf(upstream.words, upstream.at, upstream.facts, upstream.heredoc) : PRODUCT;
      if (file > at) (found ??= []).push({ place: file, path: cleanSink(words[file]), appends: words.includes("-a") || words.includes("--append"), feed });
    }
    if (facts?.outputs !== void 0) {
      const options = [];
      optionWrites(words, at, facts, options);
      for (const option of options) (found ??= []).push({ place: option.place, path: option.path, appends: false, feed: PRODUCT });
    }
    let writes = NO_WRITES;
    if (found !== void 0) {
      if (found.length > 1) found.sort((a, b) => a.place - b.place);
      countSteps(found.length + 1);
      writes = found.map(({ path, appends, feed }) => ({ path, appends, carried: feed.carried }));
    }
    commands.push({ words, after, verbAt, at, name, facts, atToken: tokenOf(tokens, from, to, at), from, to, heredoc, writes });
  }
  countSteps(raws.length + 1);
  return commands;
}

// lib/call/request.ts
var import_node_crypto2 = require("node:crypto");
var MAX_WORDS = 256;
var isOption2 = (word) => word.length > 1 && word.charCodeAt(0) === 45;
var METHOD = /^[A-Za-z]{3,10}$/;
function headerOf(text) {
  const colon = text.indexOf(":");
  const name = (colon < 0 ? text : text.slice(0, colon)).trim().toLowerCase();
  if (VOLATILE_HEADERS.has(name)) return void 0;
  return colon < 0 ? name : `${name}:${text.slice(colon + 1).trim()}`;
}
function splitOption(word, takesValue) {
  if (word.startsWith("--")) {
    const eq = word.indexOf("=");
    return eq > 0 ? { option: word.slice(0, eq), value: word.slice(eq + 1) } : { option: word, value: void 0 };
  }
  let i = 1;
  for (; i < word.length; i++) {
    const option = `-${word[i]}`;
    if (takesValue(option)) {
      countSteps(i);
      return { option, value: i + 1 < word.length ? word.slice(i + 1) : void 0 };
    }
  }
  countSteps(i);
  return { option: word, value: void 0 };
}
function requestOf(command, extraValues, tokens) {
  const options = command.facts?.requests;
  if (options === void 0) return void 0;
  const urls = [];
  const body = [];
  let headers;
  let method = "";
  const takesValue = (option) => takesValueIn(options, option) || extraValues.includes(option);
  const words = command.words;
  const end = Math.min(words.length, command.at + 1 + MAX_WORDS);
  let positional = 0;
  let over = false;
  let i = command.at + 1;
  for (; i < end; i++) {
    const word = words[i];
    if (!over && word === "--") {
      over = true;
      continue;
    }
    if (!over && isOption2(word)) {
      const split = splitOption(options.caseless === true ? word.toLowerCase() : word, takesValue);
      const option = split.option;
      const attached = split.value === void 0 ? void 0 : word.slice(word.length - split.value.length);
      const flagMethod = options.methodFlags?.[option];
      if (flagMethod !== void 0) {
        method = flagMethod;
        continue;
      }
      if (!takesValue(option)) continue;
      const value = attached ?? words[++i];
      if (value === void 0) break;
      if (options.method.includes(option)) method = value.toUpperCase();
      else if (options.body.includes(option)) body.push(`${option} ${value}`);
      else if (options.header.includes(option)) {
        const header = headerOf(value);
        if (header !== void 0) (headers ??= []).push(header);
      } else if (options.url?.includes(option) === true) pushUrls(urls, value);
      continue;
    }
    if (options.items === true) {
      if (positional === 0 && METHOD.test(word) && i + 1 < end) method = word.toUpperCase();
      else if (positional === 0 || positional === 1 && method !== "" && urls.length === 0) pushUrls(urls, word);
      else itemOf(word, body, headers ??= []);
      positional++;
      continue;
    }
    pushUrls(urls, word);
  }
  countSteps(i - command.at);
  if (command.heredoc !== void 0) body.push(heredocPart(tokens, command.heredoc));
  if (method === "GET") method = "";
  if (headers !== void 0 && headers.length > 1) headers.sort();
  return { urls, method, body, headers: headers ?? NONE2 };
}
var NONE2 = [];
var VALUE_OPTIONS = /* @__PURE__ */ new WeakMap();
function takesValueIn(options, option) {
  let set = VALUE_OPTIONS.get(options);
  if (set === void 0) {
    set = /* @__PURE__ */ new Set([...options.method, ...options.body, ...options.header, ...options.url ?? [], ...options.values]);
    VALUE_OPTIONS.set(options, set);
  }
  return set.has(option);
}
function pushUrls(urls, word) {
  const spans = urlSpans(word);
  countSteps(spans.length + 1);
  for (const span of spans) urls.push(span.raw);
}
function itemOf(word, body, headers) {
  const colon = word.indexOf(":");
  const eq = word.indexOf("=");
  const at = word.indexOf("@");
  const first = Math.min(...[colon, eq, at].map((k) => k < 0 ? Infinity : k));
  if (first === colon && word[colon + 1] !== "=") {
    const header = headerOf(word);
    if (header !== void 0) headers.push(header);
  } else body.push(word);
}
var MAX_BODY_TEXT = 1 << 16;
function heredocPart(tokens, span) {
  let text = "<<";
  let i = span.from;
  for (; i < span.to; i++) {
    const token = tokens[i];
    if (!token.op && (token.text.includes("$") || token.text.includes("`"))) {
      text = "<<$";
      break;
    }
    text += `${token.text}\0`;
    if (text.length > MAX_BODY_TEXT) {
      text = `<<${span.to - span.from} tokens`;
      break;
    }
  }
  countSteps(i - span.from + 1);
  return text;
}
function fetchedRequests(commands, folder, tokens) {
  let requests;
  let c = 0;
  for (; c < commands.length; c++) {
    const command = commands[c];
    if (command.facts?.requests === void 0) continue;
    const request = requestOf(command, command.facts.fetches?.withValue ?? NONE2, tokens);
    if (request === void 0) continue;
    for (const raw of request.urls) folder.fetch(raw);
    countSteps(request.urls.length);
    (requests ??= []).push(request);
  }
  countSteps(c + 1);
  return requests ?? NO_REQUESTS;
}
var NO_REQUESTS = [];
function digestOf(parts) {
  return (0, import_node_crypto2.createHash)("sha256").update(parts.join("\0")).digest("base64url").slice(0, 12);
}
function requestSuffix(request, handling) {
  let suffix = "";
  if (request !== void 0) {
    if (request.method !== "") suffix += ` ${request.method}`;
    if (request.body.length > 0) suffix += ` body#${digestOf(request.body)}`;
    if (request.headers.length > 0) suffix += ` headers#${digestOf(request.headers)}`;
  }
  return handling === "" ? suffix : `${suffix} then ${handling}`;
}

// lib/call/change.ts
var READ_COMMANDS = /* @__PURE__ */ new Set(["view"]);
function isToolChange(args) {
  return !READ_COMMANDS.has(args["command"]);
}
var NO_EFFECT = { change: null, product: false, unread: false };
function shellEffect(commands) {
  let carried = false;
  let found = null;
  let unread = false;
  let written;
  let i = 0;
  for (; i < commands.length; i++) {
    const command = commands[i];
    for (const write of command.writes) {
      if (write.path === null) continue;
      (written ??= /* @__PURE__ */ new Set()).add(write.path);
      if (write.carried) carried = true;
    }
    if (found !== "edit") found = changeOf(command, written) ?? found;
    if (!unread) unread = runsUnread(command);
  }
  countSteps(i + 1);
  if (carried) return { change: "edit", product: false, unread: false };
  if (found !== null) return { change: found, product: false, unread: false };
  return written !== void 0 || unread ? { change: null, product: written !== void 0, unread } : NO_EFFECT;
}
function namesFile(word) {
  return word.includes("/") || word.includes(".");
}
function runsUnread(command) {
  const { words, at, facts } = command;
  if (at >= words.length) return false;
  if (facts === void 0) return words[at].includes("/");
  const interprets = facts.interprets;
  return interprets !== void 0 && handedCode(interprets, words, at, command.heredoc !== void 0 || command.after === "|" || command.after === "|&");
}
function isCodeOption(word, options) {
  let k = 0;
  for (; k < options.length; k++) {
    const option = options[k];
    if (word === option) break;
    if (word.startsWith(option) && (option.startsWith("--") ? word[option.length] === "=" : option.length === 2)) break;
  }
  countSteps(k + 1);
  return k < options.length;
}
function handedCode(interprets, words, at, fed) {
  let i = at + 1;
  let steps = 1;
  let code = false;
  for (; i < words.length && !code; i++, steps++) {
    const word = words[i];
    if (!isOption(word)) break;
    if (interprets.lines?.includes(word) === true) {
      countSteps(steps);
      return false;
    }
    if (word === "--") {
      i++;
      break;
    }
    code = isCodeOption(word, interprets.code);
    if (!code && interprets.valueOptions?.includes(word) === true) i++;
  }
  countSteps(steps);
  if (code) return true;
  const operand = words[i];
  if (interprets.under !== void 0) return operand !== void 0 && interprets.under.includes(operand) && i + 1 < words.length;
  if (operand === void 0) return fed;
  return operand === "-" || namesFile(operand);
}
function changeOf(command, written) {
  const rule = command.facts?.changes;
  if (rule === void 0) return null;
  const args = command.words.slice(command.at + 1);
  const changed = ruleChange(rule, args);
  if (changed === null) return null;
  if (changed === "edit" || command.facts?.edits === true) return "edit";
  return command.facts?.places === true && written !== void 0 && placesWritten(args, written) ? "edit" : "other";
}
function placesWritten(args, written) {
  let last = -1;
  let i = 0;
  for (; i < args.length; i++) if (!isOption(args[i])) last = i;
  let found = false;
  for (let k = 0; k < last && !found; k++) {
    const path = isOption(args[k]) ? null : cleanSink(args[k]);
    found = path !== null && written.has(path);
  }
  countSteps(i + last + 2);
  return found;
}
var dryRun = (args) => args.includes("--dry-run");
function ruleChange(rule, args) {
  let changed;
  switch (rule.kind) {
    case "files":
      changed = !dryRun(args);
      break;
    case "unless":
      changed = !args.some((word) => rule.options.includes(word));
      break;
    case "given":
      changed = args.some(
        (word, k) => rule.options.some((option) => word === option && args[k + 1] === rule.value || word === `${option}${option.startsWith("--") ? "=" : ""}${rule.value}`)
      );
      break;
    case "in-place":
      changed = args.some((word) => rule.long !== void 0 && word.startsWith(rule.long) || clusterHas(word, rule.letter, rule.valueLetters));
      break;
    case "subcommand":
      changed = subcommandChange(rule, args);
      break;
    case "archive":
      changed = archiveChange(args);
      break;
    case "compressor":
      changed = !args.some(
        (word) => ["--stdout", "--to-stdout", "--list", "--test"].includes(word) || ["c", "l", "t"].some((letter) => clusterHas(word, letter, "S"))
      );
      break;
    case "script":
      changed = args[0] !== void 0 && (args[0] === rule.script || args[0].endsWith(`/${rule.script}`)) && rule.changing.includes(args[1] ?? "");
      break;
  }
  countSteps(args.length + 1);
  return changed === false ? null : changed === "edit" ? "edit" : "other";
}
function subcommandAt(args, valueOptions) {
  let i = 0;
  while (i < args.length && isOption(args[i])) i += valueOptions?.includes(args[i]) === true ? 2 : 1;
  countSteps(i + 1);
  return i;
}
function subcommandChange(rule, args) {
  const at = subcommandAt(args, rule.valueOptions);
  const sub2 = args[at];
  if (sub2 === void 0) return rule.bare === true;
  if (rule.dryRunReads !== false && dryRun(args)) return false;
  const inner = rule.nested?.[sub2];
  if (inner !== void 0) return subcommandChange(inner, args.slice(at + 1));
  if (!rule.changing.includes(sub2)) return false;
  const reading = rule.reading?.[sub2];
  if (reading !== void 0 && args.slice(at + 1).some((word) => reading.includes(word))) return false;
  return rule.edits?.includes(sub2) === true ? "edit" : true;
}
function archiveChange(args) {
  return args.some(
    (word, i) => /^--(?:extract|get|create|append|update|delete)(?:=|$)/.test(word) || i === 0 && !word.startsWith("-") && /^[A-Za-z]+$/.test(word) && /[xcru]/.test(word) || ["x", "c", "r", "u"].some((letter) => clusterHas(word, letter, "fCbHKLNTVX"))
  );
}
function clusterHas(word, letter, valueTaking) {
  if (!word.startsWith("-") || word.startsWith("--")) return false;
  let i = 1;
  let found = false;
  for (; i < word.length; i++) {
    const c = word[i];
    if (c === letter) found = true;
    if (found || valueTaking.includes(c) || !/[A-Za-z0-9]/.test(c)) break;
  }
  countSteps(i);
  return found;
}

// lib/limit-keys.ts
var KINDS = { exact: true, cmd: true, verb: true, family: true, net: true, site: true, sink: true, noop: true, failure: true };
var LIMIT_KINDS = Object.freeze(Object.keys(KINDS));
var EXEMPT_KINDS = Object.freeze(LIMIT_KINDS.filter((kind) => kind !== "noop"));

// lib/config.ts
var LOCAL_HOSTS_POLICIES = Object.freeze(["deny", "ask", "allow"]);
var BREAKER_MODES = Object.freeze(["enforce", "observe", "ask"]);
var REPORT_POLICIES = Object.freeze(["denials", "off"]);
var DECOYS_ANY_TOOL = ["timeoutMs", "run_in_background", "justification"];
var LABELS = ["description", "title", "comment", "reason"];
var DECOYS_SHELL = ["description", "timeoutMs", "run_in_background", "justification", "reason", "title", "comment"];
var LABELLED_TOOLS = [
  "read",
  "write",
  "edit",
  "glob",
  "grep",
  "read_image",
  "str_replace_editor",
  "subagent",
  "task",
  "job_output",
  "job_kill",
  "job_list",
  "read_file",
  "write_file",
  "edit_file",
  "create_file",
  "multi_edit",
  "apply_patch",
  "notebook_edit",
  "view"
];
var CHANGE_TOOLS = [
  "write",
  "edit",
  "str_replace_editor",
  "multi_edit",
  "apply_patch",
  "notebook_edit",
  "write_file",
  "edit_file",
  "create_file",
  "patch",
  "replace"
];
var DELEGATE_TOOLS = ["task", "agent", "subagent", "delegate*", "spawn_agent", "dispatch_agent"];
function deepFreeze(value) {
  if (value !== null && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
var DEFAULTS = deepFreeze({
  window: 12,
  localHosts: "ask",
  mode: "enforce",
  report: "off",
  previewChars: 400,
  resultPreviewChars: 800,
  exclude: ["todo_write"],
  include: [],
  exempt: [],
  ignoreArgs: {
    "*": DECOYS_ANY_TOOL,
    bash: DECOYS_SHELL,
    pwsh: DECOYS_SHELL,
    shell: DECOYS_SHELL,
    ...Object.fromEntries(LABELLED_TOOLS.map((tool) => [tool, LABELS]))
  },
  hostAliases: { "open-data.canada.ca": "open.canada.ca" },
  limits: {
    exact: 5,
    cmd: 5,
    net: 5,
    sink: 5,
    site: null,
    "family:http-fetch": null,
    "verb:curl": null,
    "verb:wget": null,
    noop: 3,
    failure: 5
  },
  progress: true,
  changeTools: CHANGE_TOOLS,
  delegateTools: DELEGATE_TOOLS,
  sameResult: 3,
  pollSleep: 30,
  pollBudget: 1800
});
var REMOVED_KEYS = /* @__PURE__ */ new Map([
  ["denyAfter", "use `limits.exact` instead"],
  ["warnAfter", "the advisory tier was removed; the guard denies instead"],
  ["registerAdvisory", "the advisory tier was removed; the guard denies instead"],
  ["maxSamePath", "there is no path-only cap; file actions are identified by position through `exact:`"],
  ["readTools", "read-like tools are recognised from the tool name"],
  ["matchReadBySubstring", "read-like tools are recognised from the tool name"]
]);
var CEILINGS = Object.freeze({
  /** Calls remembered per agent: the window and the stored results grow with it. */
  window: 1e3,
  /** Characters of each fingerprint a message quotes. */
  previewChars: 2e3,
  /** Characters of the previous result a denial quotes; an agent stores one per call in its window. */
  resultPreviewChars: 1e4,
  /** Entries of any list (`include`, `exclude`, an `ignoreArgs` list) or map (`ignoreArgs`, `hostAliases`, `limits`). */
  entries: 1e3,
  /** Characters of a list entry (a tool pattern, an argument name) and of a tool name or host name key. */
  entryChars: 256,
  /** Seconds of `pollSleep` and `pollBudget`: a year; past it the clock arithmetic stops being exact. */
  seconds: 365 * 24 * 3600,
  /** Characters of a `limits` key. Fingerprints longer than the longest key skip the
   *  whole-fingerprint lookup, so a long key would make long arguments costly. */
  limitKeyChars: 4096
});
var LIST_BOUNDS = { entries: CEILINGS.entries, chars: CEILINGS.entryChars };
var CONFIG_KEYS = Object.freeze(Object.keys(DEFAULTS));
var SILENT_KEYS = /* @__PURE__ */ new Set(["pathAliases", ...REMOVED_KEYS.keys()]);

// lib/call/scope.ts
var MAX_MATCHED_NAME = CEILINGS.entryChars;
function segment(text) {
  const fail = new Int32Array(text.length);
  let steps = 1;
  for (let i = 1, k = 0; i < text.length; i++) {
    while (k > 0 && text.charCodeAt(i) !== text.charCodeAt(k)) {
      k = fail[k - 1];
      steps++;
    }
    steps++;
    if (text.charCodeAt(i) === text.charCodeAt(k)) k++;
    fail[i] = k;
  }
  countSteps(steps);
  return { text, fail };
}
function starPattern(pattern) {
  const pieces2 = pattern.split("*");
  const prefix = pieces2[0];
  const suffix = pieces2[pieces2.length - 1];
  const middles = pieces2.slice(1, -1).filter((piece2) => piece2 !== "").map(segment);
  let minLength = prefix.length + suffix.length;
  for (const middle of middles) minLength += middle.text.length;
  countSteps(middles.length + 1);
  return { prefix, suffix, middles, minLength };
}
function findAfter(segment2, name, from, to) {
  const { text, fail } = segment2;
  let steps = 0;
  let found = -1;
  for (let i = from, k = 0; i < to; i++) {
    const c = name.charCodeAt(i);
    while (k > 0 && c !== text.charCodeAt(k)) {
      k = fail[k - 1];
      steps++;
    }
    steps++;
    if (c === text.charCodeAt(k) && ++k === text.length) {
      found = i + 1;
      break;
    }
  }
  countSteps(steps);
  return found;
}
function matchesStar(pattern, name) {
  const { prefix, suffix } = pattern;
  countSteps(prefix.length + suffix.length + 1);
  if (name.length < pattern.minLength || !name.startsWith(prefix) || !name.endsWith(suffix)) return false;
  let at = prefix.length;
  const end = name.length - suffix.length;
  for (const middle of pattern.middles) {
    at = findAfter(middle, name, at, end);
    if (at < 0) return false;
  }
  return true;
}
function compilePatterns(patterns) {
  const literals = /* @__PURE__ */ new Set();
  const stars = [];
  countSteps(patterns.length + 1);
  for (const pattern of patterns) {
    if (pattern.includes("*")) stars.push(starPattern(pattern));
    else literals.add(pattern);
  }
  if (stars.length === 0) return (name) => literals.has(name);
  return (name) => literals.has(name) || stars.some((pattern) => matchesStar(pattern, name));
}
var compiled = /* @__PURE__ */ new WeakMap();
function matcherOf(patterns) {
  let matcher = compiled.get(patterns);
  if (matcher === void 0) {
    const matches = compilePatterns(patterns);
    matcher = (name) => name.length <= MAX_MATCHED_NAME && matches(name);
    if (Object.isFrozen(patterns)) compiled.set(patterns, matcher);
  }
  return matcher;
}

// lib/call/noop.ts
function idleKind(word) {
  const facts = word.length <= 8 ? PROGRAMS.get(word) : void 0;
  return facts?.idles === true ? "silent" : facts?.echoes;
}
function isLiteral(word, printf) {
  if (word.charCodeAt(0) === 126) return false;
  let i = 0;
  for (; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c === 36 || c === 96 || c === 42 || c === 63 || c === 91 || c === 123) break;
    if (printf && c === 37 && word.charCodeAt(i + 1) === 40) break;
  }
  countSteps(i + 1);
  return i === word.length;
}
function doesNothing(tokens) {
  let command;
  let i = 0;
  let nothing = true;
  let echoes = false;
  for (; i < tokens.length && nothing; i++) {
    const token = tokens[i];
    if (token.op) {
      nothing = isSeparator(token);
      command = void 0;
    } else if (command === void 0) {
      command = idleKind(token.text);
      nothing = command !== void 0 && isLiteral(token.text, false);
      if (command === "words" || command === "format") echoes = true;
    } else {
      nothing = isLiteral(token.text, command === "format");
    }
  }
  countSteps(i + 1);
  if (!nothing) return null;
  return echoes ? "echoes" : "silent";
}
function firstProgram(segments) {
  let i = 0;
  let program = "";
  for (; i < segments.length; i++) {
    program = verbOf(segments[i]);
    if (PROGRAMS.get(program)?.moves !== true) break;
  }
  countSteps(i + 1);
  return i < segments.length ? program : "";
}

// lib/call/spellings.ts
var MAX_DEPTH = 4;
var FOLDED_NAME = 8;
function handedCommand(tokens) {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (first === void 0 || first.op || tokens.length < 3 || last.op || tokens[1].op || !tokens[1].text.startsWith("-")) return void 0;
  const letters = programFacts(commandName(first.text))?.runsCommand;
  if (letters === void 0) return void 0;
  let i = 1;
  let handed = false;
  for (; i < tokens.length - 1 && !handed; i++) {
    const token = tokens[i];
    if (token.op || token.text.length < 2 || token.text[0] !== "-") return void 0;
    for (let k = 1; k < token.text.length; k++) {
      const letter = token.text[k];
      if (letter === "c") handed = true;
      else if (!letters.includes(letter)) return void 0;
    }
  }
  countSteps(i);
  const command = tokens[i];
  if (!handed || command === void 0 || command.op || i !== tokens.length - 1) return void 0;
  return command.text;
}
var joins = (token) => token === void 0 || token.op && (token.text === "&&" || token.text === ";");
function withoutIdle(tokens) {
  let from = 0;
  let commands = 0;
  let drops = 0;
  let envs = 0;
  let before;
  let i = 0;
  for (; i <= tokens.length; i++) {
    const token = tokens[i];
    if (token !== void 0 && token.op && (token.text === "<<" || token.text === "<<-")) {
      countSteps(i + 1);
      return tokens;
    }
    if (token !== void 0 && !isSeparator(token)) continue;
    if (i > from) {
      commands++;
      const fold = foldOf(tokens, from, i);
      if (fold === "all" && joins(before) && joins(token)) drops++;
      else if (fold === "first") envs++;
      before = token;
    }
    from = i + 1;
  }
  countSteps(i + 1);
  if (drops === 0 && envs === 0 || drops === commands) return tokens;
  const kept = [];
  let pending;
  let dropped = false;
  before = void 0;
  from = 0;
  for (i = 0; i <= tokens.length; i++) {
    const token = tokens[i];
    if (token !== void 0 && !isSeparator(token)) continue;
    if (i > from) {
      const fold = foldOf(tokens, from, i);
      if (fold === "all" && joins(before) && joins(token)) {
        if (token?.text === ";") pending = token;
        dropped = true;
      } else {
        if (kept.length > 0 && pending !== void 0) kept.push(pending);
        for (let k = fold === "first" ? from + 1 : from; k < i; k++) kept.push(tokens[k]);
        pending = token;
        dropped = false;
      }
      before = token;
    }
    from = i + 1;
  }
  if (pending !== void 0 && !dropped) kept.push(pending);
  countSteps(2 * i + 1);
  return kept;
}
function foldOf(tokens, from, to) {
  const word = tokens[from];
  const facts = word.op || word.text.length > FOLDED_NAME ? void 0 : PROGRAMS.get(word.text);
  if (facts === void 0) return void 0;
  const next = tokens[from + 1];
  if (to - from === 1) return facts.idles === true && word.text !== "" ? "all" : void 0;
  if (next === void 0 || next.op) return void 0;
  if (to - from === 2 && facts.stays?.includes(next.text) === true) return "all";
  return facts.passes === true && !next.text.startsWith("-") && !isAssignment(next.text) ? "first" : void 0;
}
function oneSpelling(tokens) {
  let current = withoutIdle(tokens);
  let depth = 0;
  for (; depth < MAX_DEPTH; depth++) {
    const handed = handedCommand(current);
    if (handed === void 0) break;
    current = withoutIdle(tokenize(handed));
  }
  countSteps(depth + 1);
  return current;
}
function onePath(word) {
  let path = word;
  if (path.startsWith("$HOME") && (path.length === 5 || path[5] === "/")) path = `~${path.slice(5)}`;
  else if (path.startsWith("${HOME}") && (path.length === 7 || path[7] === "/")) path = `~${path.slice(7)}`;
  if (!path.includes("/") || path.includes("://")) return path;
  if (!path.startsWith("./") && !path.includes("//") && !path.includes("/./") && !path.endsWith("/.")) return path;
  let out = "";
  let steps = 1;
  let i = 0;
  while (path.startsWith("./", i)) {
    i += 2;
    while (path[i] === "/") i++;
    steps++;
  }
  for (; i < path.length; i++) {
    const c = path[i];
    if (c === "/") {
      if (out.endsWith("/")) continue;
      if (path[i + 1] === "." && (path[i + 2] === "/" || i + 2 === path.length)) {
        out += "/";
        i++;
        continue;
      }
    }
    out += c;
  }
  countSteps(steps + path.length);
  return out === "" ? "." : out;
}
var PATTERN_OPTIONS = ["-e", "-f", "--regexp", "--file"];
function withOnePaths(tokens, commands) {
  let out;
  let steps = 1;
  for (const command of commands) {
    const paths = command.facts?.paths;
    if (paths === void 0 || command.atToken < 0) continue;
    const values = command.facts?.getopt?.values ?? "";
    let pattern = paths === "after-pattern";
    for (let i = command.atToken + 1; i < command.to; i++) {
      steps++;
      const token = tokens[i];
      if (token.op) {
        if (takesTarget(token) && tokens[i + 1]?.op === false) i++;
        continue;
      }
      const text = token.text;
      if (text.startsWith("-") && text !== "-") {
        if (pattern && (PATTERN_OPTIONS.includes(text) || PATTERN_OPTIONS.some((option) => text.startsWith(`${option}=`)))) pattern = false;
        if (text.length >= 2 && text[1] !== "-" && values.includes(text[text.length - 1])) i++;
        continue;
      }
      if (pattern) {
        pattern = false;
        continue;
      }
      const folded = onePath(text);
      if (folded === text) continue;
      out ??= tokens.slice();
      out[i] = { text: folded, op: false };
    }
  }
  countSteps(steps);
  return out ?? tokens;
}

// lib/call/reads.ts
var FILE_READ_TOOLS = /* @__PURE__ */ new Set(["read", "read_file", "view", "view_file", "open_file"]);
var COMMAND_FILE_TOOLS = /* @__PURE__ */ new Set(["str_replace_editor"]);
var LONGEST_TOOL2 = 32;
var JOB_TOOLS = /* @__PURE__ */ new Set(["job_output", "job_list", "bashoutput", "read_output", "taskoutput", "task_output"]);
function isJobTool(tool) {
  return tool.length <= LONGEST_TOOL2 && JOB_TOOLS.has(tool.toLowerCase());
}
function isFileRead(tool, args) {
  if (FILE_READ_TOOLS.has(tool)) return true;
  if (COMMAND_FILE_TOOLS.has(tool)) return args["command"] === "view";
  if (tool.length > LONGEST_TOOL2) return false;
  const name = tool.toLowerCase();
  return name !== tool && (FILE_READ_TOOLS.has(name) || COMMAND_FILE_TOOLS.has(name) && args["command"] === "view");
}
function readerKind(words) {
  const start = commandStart(words);
  if (start >= words.length) return "other";
  const facts = PROGRAMS.get(commandName(words[start]));
  if (facts?.moves === true) return "move";
  if (facts?.prints === "always") return "read";
  if (facts?.prints !== "quiet") return "other";
  let quiet = false;
  let i = start + 1;
  for (; i < words.length; i++) {
    const word = words[i];
    if (word === "-i" || word.startsWith("--in-place") || /^-[a-zA-Z]*i/.test(word)) return "other";
    if (word === "-n" || word === "--quiet" || word === "--silent" || /^-[a-zA-Z]*n/.test(word)) quiet = true;
  }
  countSteps(i - start);
  return quiet ? "read" : "other";
}
function readsFilesOnly(segments) {
  let reads = false;
  let i = 0;
  for (; i < segments.length; i++) {
    const kind = readerKind(segments[i]);
    if (kind === "other") break;
    if (kind === "read") reads = true;
  }
  countSteps(i + 1);
  return reads && i === segments.length;
}
function runsInBackground(tokens, segments) {
  let i = 0;
  for (; i < tokens.length; i++) if (tokens[i].op && tokens[i].text === "&") break;
  let s = 0;
  if (i === tokens.length) for (; s < segments.length && PROGRAMS.get(segments[s][0] ?? "")?.detaches !== true; s++) ;
  countSteps(i + s + 1);
  return i < tokens.length || s < segments.length;
}
var MAX_PATHS = 8;
var MAX_PATH_CHARS = 1024;
function plainPath(path) {
  let at = 0;
  while (path.startsWith("./", at)) at += 2;
  countSteps(at + 1);
  return ownCopy(path.slice(at));
}
function readPaths(tool, args, segments) {
  const paths = [];
  if (segments === void 0) {
    for (const key of TOOLS.pathKeys) {
      const value = args[key];
      if (typeof value === "string" && value !== "" && value.length <= MAX_PATH_CHARS) paths.push(plainPath(value));
    }
    countSteps(TOOLS.pathKeys.length);
    return paths;
  }
  let steps = 1;
  for (const words of segments) {
    for (let i = commandStart(words) + 1; i < words.length && paths.length < MAX_PATHS; i++) {
      steps++;
      const word = words[i];
      if (!word.startsWith("-") && word.length <= MAX_PATH_CHARS) paths.push(plainPath(word));
    }
  }
  countSteps(steps);
  return paths;
}
function samePath(read2, written) {
  if (read2 === written) return true;
  return read2.length > written.length ? endsInDirectory(read2, written) : endsInDirectory(written, read2);
}
function endsInDirectory(long, short2) {
  return long.endsWith(short2) && long.charCodeAt(long.length - short2.length - 1) === 47;
}
var MAX_READ_LINE = 32 * 1024;
function pathsRead(tool, args, shell) {
  if (!shell) return readPaths(tool, args, void 0);
  const command = args["command"];
  return typeof command === "string" && command.length <= MAX_READ_LINE ? readPaths(tool, args, commandWords(tokenize(command))) : [];
}

// lib/call/waits.ts
var NO_WAIT = Object.freeze({ ms: 0, onlyWaits: false });
var DEFAULT_TOOL_WAIT_MS = 3e4;
var MAX_OPERAND_CHARS = 64;
var UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 };
var isDigit2 = (c) => c >= 48 && c <= 57;
var msOf = (seconds2) => Math.max(1, Math.round(seconds2 * 1e3));
function boundedMs(ms, budgetMs) {
  return Number.isFinite(ms) && ms >= 0 ? Math.min(Math.round(ms), budgetMs) : budgetMs;
}
function isDecimal(text) {
  let i = text.charCodeAt(0) === 45 || text.charCodeAt(0) === 43 ? 1 : 0;
  let digits = 0;
  let dot = false;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isDigit2(c)) digits++;
    else if (c === 46 && !dot) dot = true;
    else break;
  }
  countSteps(i + 1);
  if (digits === 0) return false;
  if (i < text.length && (text.charCodeAt(i) | 32) === 101) {
    i++;
    if (text.charCodeAt(i) === 45 || text.charCodeAt(i) === 43) i++;
    const start = i;
    while (i < text.length && isDigit2(text.charCodeAt(i))) i++;
    if (i === start) return false;
  }
  return i === text.length;
}
function sleepOperand(word) {
  if (word === "" || word.length > MAX_OPERAND_CHARS) return void 0;
  const lowered = word.toLowerCase();
  if (lowered === "inf" || lowered === "infinity") return Infinity;
  const unit = UNIT_SECONDS[lowered.charAt(lowered.length - 1)];
  const number = unit === void 0 ? lowered : lowered.slice(0, -1);
  if (!isDecimal(number)) return void 0;
  return Number(number) * (unit ?? 1);
}
function posixSleep(words, from, budgetMs) {
  if (from >= words.length) return void 0;
  let total = 0;
  for (let i = from; i < words.length; i++) {
    countSteps(1);
    const seconds2 = sleepOperand(words[i]);
    if (seconds2 === void 0) return void 0;
    total = Math.min(budgetMs, total + boundedMs(seconds2 * 1e3, budgetMs));
  }
  return total;
}
function pwshSleep(words, from, budgetMs) {
  let scale = 1e3;
  let value;
  for (let i = from; i < words.length; i++) {
    countSteps(1);
    const word = words[i].toLowerCase();
    if (word.startsWith("-") && !isDecimal(word)) {
      const name = word.slice(1);
      if (name === "ms" || name.length >= 2 && "milliseconds".startsWith(name)) scale = 1;
      else if (name.length >= 1 && "seconds".startsWith(name)) scale = 1e3;
      else return void 0;
      continue;
    }
    if (value !== void 0 || word.length > MAX_OPERAND_CHARS || !isDecimal(word)) return void 0;
    value = Number(word);
  }
  return value === void 0 ? void 0 : boundedMs(value * scale, budgetMs);
}
var OPENERS = /* @__PURE__ */ new Set(["{", "if", "while", "until", "for", "select"]);
var CLOSERS = /* @__PURE__ */ new Set(["}", "fi", "done"]);
var UNREAD = /* @__PURE__ */ new Set(["case", "function", "coproc"]);
function isGrouping(word) {
  let i = 0;
  for (; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c === 40 || c === 41 || c === 96) break;
  }
  countSteps(i + 1);
  return i < word.length;
}
var Tally = class {
  constructor(budgetMs) {
    this.budgetMs = budgetMs;
  }
  budgetMs;
  /** Milliseconds of the lists that ended in the foreground. */
  total = 0;
  /** Milliseconds of the current list's pipelines that certainly ran. */
  list = 0;
  /** The longest sleep of the current pipeline (its commands run side by side). */
  pipeline = 0;
  /** The current pipeline certainly runs: nothing before it in its list may have failed. */
  reached = true;
  /** The current pipeline certainly succeeds: its last command is a sleep that finishes. */
  succeeds = false;
  /** The current list holds a sleep (sent to the background, the call does something). */
  listSleeps = false;
  onlyWaits = true;
  /** One command of the current pipeline: a sleep of `ms` (undefined: not a sleep) under
   *  `limit` (its timeouts), `negated` by `!`. */
  command(ms, limit, negated) {
    if (ms === void 0 || !this.reached) {
      this.onlyWaits = false;
      this.succeeds = false;
      return;
    }
    this.listSleeps = true;
    this.pipeline = Math.max(this.pipeline, Math.min(ms, limit));
    this.succeeds = !negated && ms < limit;
  }
  /** `&&` (`and`), `||` (`or`) or the end of the list (`end`) after a pipeline. */
  endPipeline(next) {
    if (this.reached) this.list = Math.min(this.budgetMs, this.list + this.pipeline);
    this.reached = next === "and" ? this.reached && this.succeeds : next === "end";
    this.pipeline = 0;
    this.succeeds = false;
  }
  /** The end of an and-or list: `;`, a newline, the end of the line, or `&`. */
  endList(background) {
    if (background) {
      if (this.listSleeps) this.onlyWaits = false;
    } else this.total = Math.min(this.budgetMs, this.total + this.list);
    this.list = 0;
    this.listSleeps = false;
    this.reached = true;
  }
  wait() {
    return this.total === 0 ? NO_WAIT : { ms: this.total, onlyWaits: this.onlyWaits };
  }
};
var LineReader = class {
  constructor(tokens, budgetMs) {
    this.tokens = tokens;
    this.budgetMs = budgetMs;
    this.sh = new Tally(budgetMs);
    this.pwsh = new Tally(budgetMs);
  }
  tokens;
  budgetMs;
  sh;
  pwsh;
  /** Open compound commands (OPENERS). */
  depth = 0;
  /** Nothing from here on is read (a heredoc body, UNREAD, a grouping word). */
  unread = false;
  timeouts = [];
  /** Tokens before this index were looked at by isGrouping (only a sleep makes it look:
   *  a command without one costs nothing more to read). */
  scanned = 0;
  /** One simple command, its last token just before `end`. */
  command(words, end) {
    const { timeouts, budgetMs } = this;
    if (timeouts.length > 0) timeouts.length = 0;
    let start = this.unread ? words.length : commandStart(words, timeouts);
    const negated = words[start] === "!";
    if (negated) start++;
    const name = words[start];
    let sh;
    let pwsh;
    if (name !== void 0 && this.atTopLevel(name)) {
      const sleeps = PROGRAMS.get(commandName(name))?.sleeps;
      if (sleeps === "posix" || sleeps === "both") sh = posixSleep(words, start + 1, budgetMs);
      if (sleeps === "pwsh" || sleeps === "both") pwsh = pwshSleep(words, start + 1, budgetMs);
      if ((sh !== void 0 || pwsh !== void 0) && this.groupedBefore(end)) {
        this.unread = true;
        sh = pwsh = void 0;
      }
    }
    let limit = Infinity;
    if (sh !== void 0 || pwsh !== void 0) {
      for (let i = 0; i < timeouts.length; i++) {
        const seconds2 = sleepOperand(timeouts[i]) ?? 0;
        if (seconds2 > 0) limit = Math.min(limit, boundedMs(seconds2 * 1e3, budgetMs));
      }
      countSteps(timeouts.length + 1);
    }
    this.sh.command(sh, limit, negated);
    this.pwsh.command(pwsh, limit, negated);
  }
  endPipeline(next) {
    this.sh.endPipeline(next);
    this.pwsh.endPipeline(next);
  }
  endList(background) {
    this.sh.endList(background);
    this.pwsh.endList(background);
  }
  /** Whether a command named `name` runs at the top level of the line, following the
   *  compound commands it opens and closes. */
  atTopLevel(name) {
    if (UNREAD.has(name)) {
      this.unread = true;
      return false;
    }
    if (OPENERS.has(name)) this.depth++;
    else if (CLOSERS.has(name)) this.depth = Math.max(0, this.depth - 1);
    return this.depth === 0;
  }
  /** Whether a word up to `end` (redirection targets included) groups commands; each
   *  token is looked at once over the whole line. */
  groupedBefore(end) {
    const { tokens } = this;
    let i = this.scanned;
    let found = false;
    for (; i < end && !found; i++) found = !tokens[i].op && isGrouping(tokens[i].text);
    countSteps(i - this.scanned + 1);
    this.scanned = i;
    return found;
  }
};
var NO_SHELL_WAITS = Object.freeze({ posix: NO_WAIT, pwsh: NO_WAIT });
function shellWait(tokens, budgetMs) {
  const line = new LineReader(tokens, budgetMs);
  let words = [];
  let joined = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token.op) {
      words.push(token.text);
      continue;
    }
    if (!isSeparator(token)) {
      if (token.text.includes("<<")) line.unread = true;
      if (takesTarget(token) && tokens[i + 1]?.op === false) i++;
      continue;
    }
    const text = token.text;
    if (words.length > 0) {
      line.command(words, i);
      words = [];
    } else if (joined && text === ";") continue;
    joined = text === "&&" || text === "||" || text === "|" || text === "|&";
    if (text === "|" || text === "|&") continue;
    if (text === "&&") line.endPipeline("and");
    else if (text === "||") line.endPipeline("or");
    else {
      line.endPipeline("end");
      line.endList(text === "&");
    }
  }
  countSteps(tokens.length + 1);
  if (words.length > 0) line.command(words, tokens.length);
  line.endPipeline("end");
  line.endList(false);
  const posix = line.sh.wait();
  const pwsh = line.pwsh.wait();
  return posix === NO_WAIT && pwsh === NO_WAIT ? NO_SHELL_WAITS : { posix, pwsh };
}
function milliseconds(value) {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.length <= MAX_OPERAND_CHARS && isDecimal(value)) return Number(value);
  return void 0;
}
var MIN_BLOCK_MS = 1e3;
function argumentWait(args, budgetMs) {
  if (args["wait"] === true || args["block"] === true) return toolTimeout(args, budgetMs);
  const yielded = milliseconds(args["yield_time_ms"]);
  return yielded === void 0 ? 0 : boundedMs(yielded, budgetMs);
}
function toolTimeout(args, budgetMs) {
  const ms = milliseconds(args["timeout_ms"]) ?? milliseconds(args["timeout"]) ?? DEFAULT_TOOL_WAIT_MS;
  return boundedMs(ms, budgetMs);
}
function blockingWait(waitTool, args, budgetMs) {
  let ms;
  if (waitTool) {
    const yielded = milliseconds(args["yield_time_ms"]);
    ms = yielded === void 0 ? toolTimeout(args, budgetMs) : boundedMs(yielded, budgetMs);
  } else {
    let runs = false;
    for (const key of TOOLS.runsCommand) runs ||= typeof args[key] === "string";
    let flagged = false;
    for (const key of TOOLS.blockFlags) flagged ||= args[key] === true;
    for (const key of TOOLS.blockTimeouts) flagged ||= milliseconds(args[key]) !== void 0;
    countSteps(TOOLS.runsCommand.length + TOOLS.blockFlags.length + TOOLS.blockTimeouts.length);
    if (runs || !flagged) return void 0;
    ms = argumentWait(args, budgetMs);
  }
  return { ms: Math.min(budgetMs, Math.max(ms, MIN_BLOCK_MS)), onlyWaits: false, blocks: true };
}

// lib/call/fingerprint.ts
var RELAXABLE = /* @__PURE__ */ new Set(["net", "site", "sink", "family", "verb"]);
var MAX_ID_CHARS = 256;
var SHELL_TOOLS = /* @__PURE__ */ new Set(["bash", "pwsh", "shell"]);
var URL_TOOL = /fetch|search|browse|web_/i;
var URL_KEYS = ["url", "href", "uri"];
function limitFor(text, limits) {
  const whole = limits.get(text);
  if (whole !== void 0) return whole;
  return limits.get(text.slice(0, text.indexOf(":"))) ?? null;
}
var JOIN_LIMIT = 64 * 1024;
function exactDraft(tool, parts) {
  const text = `exact:${tool}:`;
  let length = text.length;
  for (const part of parts) length += part.length;
  countSteps(parts.length + 1);
  return length <= JOIN_LIMIT ? { kind: "exact", text: text + parts.join("") } : { kind: "exact", text, rest: parts };
}
var isWellFormed = typeof String.prototype.isWellFormed === "function" ? (text) => text.isWellFormed() : () => false;
var hashOnce = crypto.hash;
function digest(text, rest) {
  const encoding = isWellFormed(text) && rest.every(isWellFormed) ? "utf8" : "utf16le";
  if (encoding === "utf8" && rest.length === 0 && hashOnce !== void 0) return hashOnce("sha256", `u${text}`, "base64url");
  const hash3 = (0, import_node_crypto3.createHash)("sha256").update(encoding === "utf8" ? "u" : "w").update(text, encoding);
  let batch = "";
  countSteps(rest.length + 1);
  for (const part of rest) {
    if (part.length < 4096) {
      batch += part;
      if (batch.length < 16384) continue;
    } else if (batch !== "") {
      hash3.update(batch, encoding);
    }
    hash3.update(part.length < 4096 ? batch : part, encoding);
    batch = "";
  }
  if (batch !== "") hash3.update(batch, encoding);
  return hash3.digest("base64url");
}
function headOf(text, rest, max) {
  let head = text.slice(0, max);
  let i = 0;
  for (; i < rest.length && head.length < max; i++) head += rest[i].slice(0, max - head.length);
  countSteps(i + 1);
  return head;
}
var SHELL_READ_LIMIT = 32 * 1024;
function readableLength(command) {
  if (command.length <= SHELL_READ_LIMIT) return command.length;
  let cut2 = SHELL_READ_LIMIT;
  while (cut2 > 0 && !/\s/.test(command[cut2])) cut2--;
  countSteps(SHELL_READ_LIMIT - cut2 + 1);
  return cut2;
}
function shellDrafts(tokens, commands, unread, folder, keepBoundaries, dropped) {
  if (unread !== "") folder.overflow = true;
  const first = commands.find((command) => command.words.length > 0);
  const verb = first !== void 0 && first.verbAt < first.words.length ? commandName(first.words[first.verbAt]) : "";
  const drafts = [];
  if (verb !== "") drafts.push({ kind: "verb", text: `verb:${verb}` });
  const requests = fetchedRequests(commands, folder, tokens);
  if (requests.length > 0) drafts.push({ kind: "family", text: "family:http-fetch" });
  const handlingWords = requests.length > 0 ? [] : void 0;
  const stripped = strippedCommand(tokens, commands, folder, keepBoundaries, dropped, handlingWords);
  if (verb !== "" && stripped !== "") {
    const text = `cmd:${verb}:${stripped}`;
    drafts.push(unread === "" ? { kind: "cmd", text } : { kind: "cmd", text, rest: [unread] });
  }
  const handling = handlingWords?.join(" ") ?? "";
  for (const request of requests) {
    const suffix = requestSuffix(request, handling);
    for (const raw of request.urls) {
      const url = folder.fold(raw);
      if (url !== null) drafts.push({ kind: "net", text: `net:${url.net}${suffix}` }, { kind: "site", text: `site:${url.site}` });
    }
    countSteps(request.urls.length + 1);
  }
  const writer = sinkCommand(commands);
  const sink = sinkPath(writer);
  if (sink !== null) {
    drafts.push({ kind: "sink", text: `sink:${sink}${writer.facts?.requests !== void 0 ? requestSuffix(void 0, handling) : ""}` });
  }
  return drafts;
}
function pushUrlDrafts(drafts, urls, suffix) {
  for (let i = 0; i < urls.length; i++) {
    const url = urls[i];
    drafts.push({ kind: "net", text: `net:${url.net}${suffix}` }, { kind: "site", text: `site:${url.site}` });
  }
  countSteps(urls.length + 1);
}
function fetchHandling(args) {
  let handling = "";
  for (const key of TOOLS.fetchHandling) {
    const value = args[key];
    if (typeof value === "string" && value !== "") handling += `${handling === "" ? "" : " "}${key}=${boundedText(value)}`;
  }
  countSteps(TOOLS.fetchHandling.length);
  return handling;
}
function boundedText(text) {
  return text.length <= 200 ? text : `${text.slice(0, 120)}…#${digest(text, NO_PIECES).slice(0, 12)}`;
}
function firstUrlArgument(args) {
  countSteps(URL_KEYS.length);
  for (const key of URL_KEYS) {
    const value = args[key];
    if (typeof value === "string") return value;
  }
  return void 0;
}
var NO_URLS = { urls: [], overflow: false };
var NO_PATHS = [];
var MAX_PRODUCED = 8;
var MAX_PRODUCED_CHARS = 1024;
function wordsOf(commands) {
  const segments = [];
  for (let i = 0; i < commands.length; i++) if (commands[i].words.length > 0) segments.push(commands[i].words);
  countSteps(commands.length + 1);
  return segments;
}
function idsOf(fingerprints) {
  const ids = new Array(fingerprints.length);
  for (let i = 0; i < fingerprints.length; i++) ids[i] = fingerprints[i].id;
  countSteps(fingerprints.length + 1);
  return ids;
}
function writtenPaths(commands) {
  const paths = [];
  let steps = 1;
  for (const command of commands) {
    for (const write of command.writes) {
      steps++;
      if (write.path !== null && write.path.length <= MAX_PRODUCED_CHARS && paths.length < MAX_PRODUCED) paths.push(ownCopy(write.path));
    }
  }
  countSteps(steps);
  return paths;
}
var NO_EFFECT2 = { change: null, product: false, unread: false };
var NO_PIECES = [];
var NO_FLAGS = [];
var SHELL_MEMO_SIZE = 128;
var SHELL_MEMO_MAX = 2048;
var PRINT_MEMO_SIZE = 256;
var PRINT_MEMO_MAX = 2048;
var TOOL_MEMO_SIZE = 256;
function printsAsWritten(args) {
  let steps = 1;
  let plain = true;
  for (const key in args) {
    steps++;
    const value = args[key];
    if (typeof value === "bigint" || typeof value === "number" && (!Number.isFinite(value) || Object.is(value, -0))) {
      plain = false;
      break;
    }
  }
  countSteps(steps);
  return plain;
}
var Fingerprinter = class {
  constructor(config) {
    this.config = config;
    this.polls = config.progress && config.pollSleep !== null;
    this.budgetMs = msOf(config.pollBudget);
    this.changeTools = matcherOf(config.changeTools);
    this.delegateTools = matcherOf(config.delegateTools);
    let longest = 0;
    for (const key of config.limits.keys()) longest = Math.max(longest, key.length);
    countSteps(config.limits.size + 1);
    this.longestLimitKey = longest;
  }
  config;
  /** No `limits` key is longer than this, so a longer fingerprint is capped by its kind. */
  longestLimitKey;
  /** Normalized URLs by spelling, shared by this breaker's calls (see UrlFolder). */
  urlMemo = /* @__PURE__ */ new Map();
  /** Shell analyses by command: a looping agent sends the same command again and again. */
  shellMemo = /* @__PURE__ */ new Map();
  /** Whole prints by their `exact:` text, which determines everything else of a print. */
  printMemo = /* @__PURE__ */ new Map();
  toolMemo = /* @__PURE__ */ new Map();
  changeTools;
  delegateTools;
  /** URL tools' spellings by URL (for messages, lib/call/cosmetic.ts). */
  spellingMemo = /* @__PURE__ */ new Map();
  /** D16 is on: declared waits are read. */
  polls;
  /** D16: `pollBudget` on the clock (milliseconds), the most a call can declare. */
  budgetMs;
  toolFacts(tool) {
    const known = this.toolMemo.get(tool);
    if (known !== void 0) return known;
    const { ignoreArgs } = this.config;
    const facts = {
      decoys: decoySetOf(ignoreArgs.get("*") ?? [], ignoreArgs.get(tool) ?? []),
      shell: SHELL_TOOLS.has(tool),
      urls: URL_TOOL.test(tool),
      changes: this.config.progress && this.changeTools(tool),
      waits: isNamed(TOOLS.waits, tool),
      delegates: this.config.progress && this.delegateTools(tool)
    };
    countSteps(facts.decoys.size + 1);
    if (tool.length <= MAX_MATCHED_NAME) {
      if (this.toolMemo.size >= TOOL_MEMO_SIZE) this.toolMemo.clear();
      this.toolMemo.set(ownCopy(tool), facts);
    }
    return facts;
  }
  /** The decoy argument names of `tool`: `ignoreArgs['*']` and `ignoreArgs[tool]`. */
  decoyKeys(tool) {
    return this.toolFacts(tool).decoys;
  }
  /** Decoy-free arguments: `ignoreArgs['*']` and `ignoreArgs[tool]` deleted. */
  clean(tool, args) {
    return stripDecoys(args, this.toolFacts(tool).decoys);
  }
  /** The call's fingerprints and what it does, remembered by its `exact:` text. */
  print(tool, args) {
    const facts = this.toolFacts(tool);
    const cleaned = stripDecoys(args, facts.decoys);
    const exact = exactDraft(tool, canonicalParts(cleaned));
    const memo = exact.rest === void 0 && exact.text.length <= PRINT_MEMO_MAX && printsAsWritten(cleaned) ? this.printMemo : void 0;
    const known = memo?.get(exact.text);
    if (known !== void 0) return known;
    const print = this.analyse(tool, facts, cleaned, exact);
    if (memo !== void 0) {
      if (memo.size >= PRINT_MEMO_SIZE) memo.clear();
      memo.set(exact.text, print);
    }
    return print;
  }
  analyse(tool, facts, cleaned, exact) {
    const drafts = [exact];
    const command = cleaned["command"];
    let folder = NO_URLS;
    let shell;
    let change = false;
    let edits = false;
    let wait = NO_WAIT;
    let spelling;
    if (facts.changes) change = edits = isToolChange(cleaned);
    if (facts.shell) {
      if (typeof command === "string") {
        shell = this.shell(command);
        folder = shell;
        change ||= shell.change !== null;
        edits ||= shell.change === "edit";
        wait = tool === "pwsh" ? shell.pwshWait : shell.wait;
        spelling = shell.spelling;
      }
    } else if (facts.urls) {
      const urlFolder = new UrlFolder(this.config.hostAliases, this.urlMemo);
      const raw = firstUrlArgument(cleaned);
      if (raw !== void 0 && urlFolder.fetch(raw) !== null) {
        pushUrlDrafts(drafts, urlFolder.urls, requestSuffix(void 0, fetchHandling(cleaned)));
        drafts.push({ kind: "family", text: "family:http-fetch" });
        spelling = this.urlSpelling(raw, urlFolder);
      }
      folder = urlFolder;
    }
    const local = folder.urls.length > 0 && !folder.overflow && folder.urls.every((url) => url.local);
    const relaxed = local && this.config.localHosts === "allow";
    const fingerprints = this.finish(drafts, relaxed);
    if (shell !== void 0) fingerprints.push(...shell.finished ??= this.finish(shell.drafts, relaxed));
    if (this.polls) {
      const blocking = facts.shell ? void 0 : blockingWait(facts.waits, cleaned, this.budgetMs);
      const asked = argumentWait(cleaned, this.budgetMs);
      if (blocking !== void 0) wait = blocking;
      else if (asked > 0) wait = { ms: Math.min(this.budgetMs, wait.ms + asked), onlyWaits: false };
    }
    const noop = shell !== void 0 && shell.noop !== null && !change;
    const ids = idsOf(fingerprints);
    const reads = shell !== void 0 ? shell.reads : isFileRead(tool, cleaned);
    const background = shell?.background ?? false;
    const observes = (shell?.observes ?? (facts.urls || isJobTool(tool))) || wait.ms > 0;
    return {
      tool: ownCopy(tool),
      fingerprints,
      ids,
      local,
      change,
      edits,
      noop,
      silent: noop && shell?.noop === "silent",
      product: !change && shell !== void 0 && shell.product,
      produces: !change && shell !== void 0 && shell.product ? shell.produces : NO_PATHS,
      possibleChange: !change && (facts.delegates || shell !== void 0 && shell.unread),
      program: shell?.program ?? "",
      wait,
      spelling,
      reads,
      background,
      observes
    };
  }
  /** D29: the files a reading call names (lib/call/reads.ts pathsRead); a shell line's are
   *  kept with its analysis while the memo holds it. */
  pathsRead(tool, args) {
    const shell = SHELL_TOOLS.has(tool);
    const command = args["command"];
    const known = shell && typeof command === "string" ? this.shellMemo.get(command) : void 0;
    if (known === void 0) return pathsRead(tool, args, shell);
    return known.read ??= pathsRead(tool, args, true);
  }
  /** A URL tool's spelling: its one URL as written; remembered like the URLs themselves. */
  urlSpelling(raw, folder) {
    const memo = raw.length <= SHELL_MEMO_MAX ? this.spellingMemo : void 0;
    const known = memo?.get(raw);
    if (known !== void 0) return known;
    const spelling = spellingOf(NO_FLAGS, folder.spellings());
    if (memo !== void 0 && spelling !== void 0) {
      if (memo.size >= SHELL_MEMO_SIZE) memo.clear();
      memo.set(ownCopy(raw), spelling);
    }
    return spelling;
  }
  /** shellDrafts() with the URLs it read; remembered for commands up to SHELL_MEMO_MAX chars. */
  shell(command) {
    const memo = command.length <= SHELL_MEMO_MAX ? this.shellMemo : void 0;
    const known = memo?.get(command);
    if (known !== void 0) return known;
    const folder = new UrlFolder(this.config.hostAliases, this.urlMemo);
    const read2 = command.slice(0, readableLength(command));
    const fits = read2.length === command.length;
    const tokens = fits ? oneSpelling(tokenize(read2)) : tokenize(read2);
    const commands = readCommands(tokens);
    const segments = wordsOf(commands);
    const { progress } = this.config;
    const dropped = [];
    const drafts = shellDrafts(withOnePaths(tokens, commands), commands, command.slice(read2.length), folder, progress, dropped);
    const effect = progress ? shellEffect(commands) : NO_EFFECT2;
    const { posix, pwsh } = this.polls ? shellWait(tokens, this.budgetMs) : NO_SHELL_WAITS;
    const shell = {
      drafts,
      urls: folder.urls,
      overflow: folder.overflow,
      change: effect.change,
      product: effect.product,
      produces: effect.product ? writtenPaths(commands) : NO_PATHS,
      unread: effect.unread,
      // A command with an unread tail may do anything.
      noop: progress && fits ? doesNothing(tokens) : null,
      program: progress ? firstProgram(segments) : "",
      wait: fits || !posix.onlyWaits ? posix : { ms: posix.ms, onlyWaits: false },
      pwshWait: fits || !pwsh.onlyWaits ? pwsh : { ms: pwsh.ms, onlyWaits: false },
      spelling: spellingOf(dropped, folder.spellings()),
      // A command with an unread tail may do more than read; one that writes does more.
      reads: fits && effect.change === null && !effect.product && readsFilesOnly(segments),
      background: runsInBackground(tokens, segments),
      observes: commands.some(observesOutside),
      finished: void 0,
      read: void 0
    };
    if (memo !== void 0) {
      if (memo.size >= SHELL_MEMO_SIZE) memo.clear();
      memo.set(ownCopy(command), shell);
    }
    return shell;
  }
  finish(drafts, dropRelaxable) {
    const seen = /* @__PURE__ */ new Set();
    const out = [];
    const { limits, previewChars } = this.config;
    let steps = 1;
    for (const { kind, text, rest = NO_PIECES } of drafts) {
      steps++;
      if (dropRelaxable && RELAXABLE.has(kind)) continue;
      let length = text.length;
      for (const part of rest) length += part.length;
      steps += rest.length;
      const id = length <= MAX_ID_CHARS ? ownCopy(text) : `${kind}:${digest(text, rest)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const cap = length > this.longestLimitKey ? limits.get(kind) ?? null : limitFor(text + rest.join(""), limits);
      out.push({ id, kind, head: headOf(text, rest, previewChars), length, cap });
    }
    countSteps(steps);
    return out;
  }
};

// lib/rules/failure.ts
var FAILURE_PREFIX = "failure:";
function capOf(limits, id) {
  const whole = limits.get(id);
  return whole !== void 0 ? whole : limits.get("failure") ?? null;
}
function namesAddress(fingerprints) {
  for (let i = 0; i < fingerprints.length; i++) if (fingerprints[i].kind === "net") return true;
  return false;
}
var failureRule = {
  name: "failure",
  scope: "call",
  hit(s) {
    const { config, print, state } = s;
    if (!config.progress || SHELL_TOOLS.has(print.tool)) return void 0;
    const streak = state.failureStreak(print.tool);
    if (streak === void 0 || streak.episode !== state.episode) return void 0;
    const id = `${FAILURE_PREFIX}${print.tool}`;
    const cap = capOf(config.limits, id);
    if (cap === null || streak.runs < cap) return void 0;
    if (print.change || namesAddress(print.fingerprints)) return void 0;
    if (config.pollSleep !== null && state.clock + print.wait.ms - streak.clock >= msOf(config.pollSleep)) return void 0;
    const fingerprint = { id, kind: "failure", head: id, length: id.length, cap };
    return { fingerprint, next: streak.runs, cap, counted: "failure", varied: streak.varied };
  }
};

// lib/observe.ts
function unenforced(allowed, blocking, localOnly, localHosts) {
  const verdict = localOnly && localHosts === "ask" ? "ask" : "deny";
  return { ...allowed, verdict, hits: blocking, enforced: false };
}

// lib/decision.ts
var SECONDS_RULES = /* @__PURE__ */ new Set(["poll", "wait"]);

// lib/let-through.ts
var RULE_SETTINGS = Object.freeze({
  window: { key: "limits.<kind>", loosened: "null" },
  unchanged: { key: "limits.<kind>", loosened: "null" },
  "same-result": { key: "sameResult", loosened: "null" },
  poll: { key: "pollBudget", loosened: "longer" },
  wait: { key: "pollBudget", loosened: "longer" },
  noop: { key: "limits.noop", loosened: "null" },
  // D34: the assignment names the one tool (`limits.failure:<tool>`), not every tool.
  failure: { key: "limits.failure", loosened: "null" }
});
var EXEMPT_PREFERENCE = ["cmd", "exact", "net", "sink", "site", "verb", "family"];
function wholeText(hit) {
  const { id, kind, length } = hit.fingerprint;
  return EXEMPT_KINDS.includes(kind) && length <= MAX_ID_CHARS && id.length === length ? id : void 0;
}
function ruleKey(hit) {
  const setting = RULE_SETTINGS[hit.counted];
  if (setting === void 0) return "limits.<kind>".replace("<kind>", hit.fingerprint.kind);
  return setting.key.replace("<kind>", hit.fingerprint.kind);
}
var assignment = (key, value) => ({ key, value, text: `${key}=${JSON.stringify(value)}` });
function longerBudget(hit) {
  return Math.min(CEILINGS.seconds, Math.max(2 * hit.cap, Math.ceil(hit.next) + 1));
}
function letThrough(hits, exempt = []) {
  if (hits.length === 0) return void 0;
  const rules = [];
  for (const hit of hits) {
    const key = ruleKey(hit);
    if (!rules.some((known) => known.rule === hit.counted && known.key === key)) rules.push({ rule: hit.counted, key });
  }
  let pattern;
  for (const kind of EXEMPT_PREFERENCE) {
    for (const hit of hits) {
      if (pattern === void 0 && hit.fingerprint.kind === kind) pattern = wholeText(hit);
    }
  }
  if (pattern !== void 0) {
    const patterns = exempt.includes(pattern) ? [...exempt] : [...exempt, pattern];
    return { rules, assignments: [assignment("exempt", patterns)] };
  }
  const assignments = [];
  for (const hit of hits) {
    const key = hit.counted === "failure" ? `limits.${hit.fingerprint.id}` : ruleKey(hit);
    if (assignments.some((known) => known.key === key)) continue;
    const loosened = RULE_SETTINGS[hit.counted]?.loosened ?? "null";
    assignments.push(assignment(key, loosened === "longer" ? longerBudget(hit) : null));
  }
  return { rules, assignments };
}
function shellWord(text) {
  if (/^[A-Za-z0-9_./:@%+=,-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
function letThroughCommand(through, patchFile) {
  const file = patchFile === void 0 ? "<patch file>" : shellWord(patchFile);
  return ["dsh-repeat-tool-breaker config", file, ...through.assignments.map((a) => shellWord(a.text))].join(" ");
}
function rulesText(through) {
  const byRule = /* @__PURE__ */ new Map();
  for (const { rule, key } of through.rules) byRule.set(rule, [...byRule.get(rule) ?? [], key]);
  return [...byRule].map(([rule, keys]) => `${rule} (${keys.join(", ")})`).join(", ");
}

// lib/messages.ts
var ELLIPSIS = "…";
function truncate(text, max, totalLength = text.length) {
  if (totalLength <= max) return text;
  return `${text.slice(0, max)}${ELLIPSIS} (+${totalLength - max} more chars)`;
}
function seconds(value) {
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 1e3) / 1e3);
}
function countText(next, cap, counted) {
  return SECONDS_RULES.has(counted) ? `${seconds(next)}/${seconds(cap)} s` : `${next}/${cap}`;
}
function hitLine({ fingerprint, next, cap, counted }, previewChars) {
  return `- ${truncate(fingerprint.head, previewChars, fingerprint.length)} ${countText(next, cap, counted)}`;
}
var CALL_MARKUP = /<(?=\/?\s*(?:tool_calls?|tool_response|function(?:_calls?)?|invoke|parameter)\b|function=|[|｜])/gi;
var CLOSING_SPECIAL = /([|｜])>/g;
function neutraliseMarkup(text) {
  return text.replace(CALL_MARKUP, "‹").replace(CLOSING_SPECIAL, "$1›");
}
function fence(text) {
  let longest = 2;
  for (const run of text.match(/`{3,}/g) ?? []) longest = Math.max(longest, run.length);
  const bar = "`".repeat(longest + 1);
  return `${bar}
${text}
${bar}`;
}
var lastQuote;
function quoteBody({ head, tail, omitted }) {
  if (omitted === 0 && tail === "") return head === "" ? "(the previous run printed nothing)" : head;
  const gap = `… (${omitted} ${omitted === 1 ? "character" : "characters"} left out) …`;
  return [head, gap, tail].filter((part) => part !== "").join("\n");
}
function quoted(result) {
  if (lastQuote === void 0 || lastQuote.result !== result) {
    lastQuote = { result, block: fence(neutraliseMarkup(quoteBody(result))) };
  }
  return lastQuote.block;
}
function listed(phrases) {
  if (phrases.length <= 1) return phrases.join("");
  return `${phrases.slice(0, -1).join(", ")} and ${phrases[phrases.length - 1]}`;
}
function someOf(items, show = (item) => item) {
  const shown = items.map(show);
  return shown.length <= 3 ? shown : [shown[0], shown[1], "…", shown[shown.length - 1]];
}
function flagPhrases(flags, code) {
  const groups = /* @__PURE__ */ new Map();
  for (const flag of flags) {
    const space = flag.indexOf(" ");
    const equals = flag.indexOf("=");
    const at = space < 0 ? equals : equals < 0 ? space : Math.min(space, equals);
    const name = at <= 0 ? flag : flag.slice(0, at);
    const values = groups.get(name) ?? [];
    if (at > 0) values.push(flag.slice(at + 1));
    groups.set(name, values);
  }
  const phrases = [...groups].map(([name, values]) => values.length === 0 ? code(name) : `${code(name)} (${someOf(values).join("/")})`);
  return phrases.length <= 3 ? phrases : [...phrases.slice(0, 3), "other flags"];
}
function spellingEnd(spelling, before) {
  let cut2 = -1;
  for (const earlier of before) {
    let common = 0;
    while (common < earlier.length && earlier[common] === spelling[common]) common++;
    cut2 = Math.max(cut2, spelling.lastIndexOf("/", common - 1));
  }
  return cut2 >= "https://x/".length - 1 ? `…${spelling.slice(cut2)}` : spelling;
}
function urlPhrases(spellings, code) {
  return someOf(spellings.map((spelling, i) => i === 0 ? spelling : spellingEnd(spelling, spellings.slice(0, i))), code);
}
function cosmeticText({ decoys, flags, urls }, previewChars) {
  const code = (text) => `\`${truncate(text, previewChars)}\``;
  const parts = decoys.map(
    ({ key, values }) => (
      // A value given in some runs only: the others left the argument out.
      `${code(key)} (${values.length > 1 ? someOf(values).join("/") : `${values[0] ?? ""}, or left out`})`
    )
  );
  parts.push(...flagPhrases(flags, code));
  for (const spellings of urls) parts.push(`the URL's spelling (${urlPhrases(spellings, code).join(", ")})`);
  if (parts.length === 0) return "";
  return neutraliseMarkup(`Cosmetic changes do not make it a new action: the runs differ in ${listed(parts)}.`);
}
var UNCHANGED = "Nothing has changed since the earlier runs: no new edit, install or other change in between altered what this call returns, so running it again would only repeat the same result.";
var NOTHING_SEEN = "what ran in between that could have changed something (code the breaker cannot read, or work handed to another agent) answered as it did before";
var UNCHANGED_UNSEEN = `Nothing the breaker can see has changed since the earlier runs: no new edit, install or other change, and ${NOTHING_SEEN}, so running it again would most likely repeat the same result.`;
function localNoteText(note) {
  if (note.kind === "refused") {
    return "This call goes to a LOCAL address (localhost / private network). This agent was NOT exempted from local-address repeats this turn (the operator declined, or there is no approval channel), so local calls stay blocked until the next human message.";
  }
  return `This call goes to a LOCAL address (localhost / private network) and is blocked because the breaker runs with \`localHosts: ${note.policy}\`. An operator can set \`localHosts: ask\` (approve once per turn) or \`localHosts: allow\` (never count local traffic) in the repeat-tool-breaker config.`;
}
function sameResultText(runs, unseen) {
  if (unseen) {
    return `The last ${runs} runs of this call returned the same result, and nothing the breaker can see has changed since: no new edit, install or other change, and ${NOTHING_SEEN}. Running it again would most likely return that result again.`;
  }
  return `The last ${runs} runs of this call returned the same result and nothing has changed since (no new edit, install or other change in between), so running it again can only return that result again.`;
}
function sameResultAdvice(pollSleep) {
  const least = pollSleep === null ? "" : String(Math.max(1, Math.round(pollSleep * 1e3)) / 1e3);
  const wait = pollSleep === null ? "" : `if you are waiting for something outside (a build, a server, a job), wait at least ${least} seconds before checking again: \`sleep ${least} && <command>\` in one call, or the tool's own wait option (such as \`wait: true\`). `;
  const otherwise = "use the result you already have, change something first, or tell the user what you found.";
  return wait === "" ? otherwise : `${wait}Otherwise ${otherwise}`;
}
function pollText(waited) {
  return `This call has waited ${seconds(waited)} seconds (declared waits) for an answer, and every check in that time returned the same result. Stop polling: tell the user what you are waiting for and that it has not changed, or find out why nothing changes (is the job still running, stuck, or waiting for input?).`;
}
function waitText(waited) {
  return `This agent has done nothing but wait for ${seconds(waited)} seconds in a row (declared waits, each call counted as at least one second). Stop waiting blindly: check what you are waiting for, or tell the user what you are waiting for and why.`;
}
function noopText({ next, missing, missingTool }, previewChars) {
  if (missingTool !== void 0) {
    return `This call can do nothing: the tool \`${truncate(missingTool, previewChars)}\` does not exist here or cannot start (the host could not find it, or it could not start its program, earlier in this episode), so it fails the same way whatever its arguments.`;
  }
  if (missing !== void 0) {
    return `This call can do nothing: the program \`${truncate(missing, previewChars)}\` does not exist here (the shell could not find it earlier in this episode), so it fails the same way whatever its arguments.`;
  }
  return `This call can do nothing: it runs no program that could change anything or tell you something new (an empty command, \`true\`, \`:\`, or \`echo\`/\`printf\` of fixed words), and it is the ${ordinal(next)} such call in a row.`;
}
function noopAdvice({ missing, missingTool }) {
  if (missingTool !== void 0) return "Instead: use one of the tools you were given, or answer the user with what you already know.";
  return missing !== void 0 ? "Instead: install the program first, or use another program or tool that exists here." : "Instead: take a step that can change something or tell you something new (read, edit, run a test), or answer the user with what you already know.";
}
function failureText({ next, varied }, tool, previewChars) {
  const arguments_ = varied === true ? ", with different arguments," : "";
  return `The tool \`${truncate(tool, previewChars)}\` failed with the same error on its last ${next} runs${arguments_} with no success of it in between and no change since: another argument cannot fix what the error names.`;
}
var FAILURE_ADVICE = "Instead: fix the cause the error names (a key, a login, a permission, a service that is down), use another tool, or tell the user what blocks you.";
function changedNothingText({ cap, retried }, unseen) {
  const runs = cap - 1;
  if (unseen) {
    const what = retried === "failed" ? `failed the same way on its last ${runs} runs` : `was already made: its last ${runs} runs redid it with the same result`;
    return `This change ${what}, and nothing the breaker can see has changed since: ${NOTHING_SEEN}. Running it again would most likely do the same.`;
  }
  if (retried === "failed") {
    return `This change failed the same way on its last ${runs} runs, and nothing has changed since (no new edit, install or other change in between, and nothing checked since came back different), so running it again can only fail again.`;
  }
  return `This change was already made: its last ${runs} runs redid it with the same result, and nothing has changed since, so running it again changes nothing.`;
}
function changedNothingAdvice({ retried }) {
  return retried === "failed" ? "Instead: read the error it returned and change the call, or what it depends on, first (re-read the file, fix the arguments), or tell the user what blocks you." : "Instead: take the next step (run the check that shows its effect), make a different change, or tell the user what you found.";
}
function denialMessage(input) {
  const { tool, hits, localNote, previous, previewChars, pollSleep = null, cosmetic, mayWait = true, unseen = false } = input;
  const what = tool === "" ? "This tool call" : `This \`${truncate(tool, previewChars)}\` call`;
  const failure = hits.find((hit) => hit.counted === "failure");
  const why = failure !== void 0 && hits.every((hit) => hit.counted === "failure") ? "its tool keeps failing the same way" : "it repeats an action this agent already took in its recent calls";
  const lines = [
    `REPEAT_TOOL_BLOCKED: ${what} was stopped before it executed: ${why}.`,
    "Hits:",
    ...hits.map((hit) => hitLine(hit, previewChars))
  ];
  const differences = cosmetic === void 0 ? "" : cosmeticText(cosmetic, previewChars);
  if (differences !== "") lines.push(differences);
  const poll = hits.find((hit) => hit.counted === "poll");
  const wait = hits.find((hit) => hit.counted === "wait");
  const noop = hits.find((hit) => hit.counted === "noop");
  const retried = hits.find((hit) => hit.retried !== void 0);
  const same = hits.find((hit) => hit.counted === "same-result" && hit.retried === void 0);
  if (noop !== void 0) lines.push(noopText(noop, previewChars));
  if (failure !== void 0) lines.push(failureText(failure, tool, previewChars));
  if (poll !== void 0) lines.push(pollText(poll.next));
  else if (wait !== void 0) lines.push(waitText(wait.next));
  else if (retried !== void 0) lines.push(changedNothingText(retried, unseen));
  else if (same !== void 0) lines.push(sameResultText(same.cap - 1, unseen));
  if (hits.some((hit) => hit.counted === "unchanged")) lines.push(unseen ? UNCHANGED_UNSEEN : UNCHANGED);
  if (localNote !== null) lines.push(localNoteText(localNote));
  const onlyNoops = noop !== void 0 && hits.every((hit) => hit.counted === "noop");
  if (previous === void 0 || onlyNoops) {
    lines.push("The previous result of this action is already in the conversation history above.");
  } else {
    const label = poll !== void 0 ? "The answer it keeps getting:" : failure !== void 0 ? "The error it keeps returning:" : previous.isError === true ? "Previous result (the run failed):" : "Previous result:";
    lines.push(label, quoted(previous));
  }
  if (poll !== void 0 || wait !== void 0) {
    lines.push("Instead: use what you already know, or answer the user with it.");
  } else if (noop !== void 0) {
    lines.push(noopAdvice(noop));
  } else if (failure !== void 0) {
    lines.push(FAILURE_ADVICE);
  } else if (retried !== void 0) {
    lines.push(changedNothingAdvice(retried));
  } else if (same !== void 0) {
    lines.push(`Instead: ${sameResultAdvice(mayWait ? pollSleep : null)}`);
  } else {
    lines.push(
      "Instead: use the result you already have, take a genuinely different action, or answer the user with what you already know."
    );
  }
  return lines.join("\n");
}
function ordinal(n) {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}
function askHitPhrase({ fingerprint, next, cap }, previewChars) {
  return `the ${ordinal(next)} call matching \`${truncate(fingerprint.head, previewChars, fingerprint.length)}\` (limit ${cap})`;
}
function letThroughSentence(hits, exempt) {
  const through = letThrough(hits, exempt);
  if (through === void 0) return "";
  const rules = new Set(through.rules.map(({ rule }) => rule)).size;
  return `Its ${rules === 1 ? "rule" : "rules"}: ${rulesText(through)}. To let such calls through from now on, run \`${letThroughCommand(through)}\`.`;
}
function askReason(tool, hits, previewChars, exempt = []) {
  return [
    `repeat-tool-breaker: this \`${truncate(tool, previewChars)}\` call to a LOCAL address (localhost / private network) is about to be blocked as a repeat.`,
    `It would be ${listed(hits.map((hit) => askHitPhrase(hit, previewChars)))} in this agent's recent calls.`,
    "If you allow it, this agent's local-address repeats are let through for the REST OF THIS TURN; byte-identical repeats stay blocked.",
    "If you reject it, they stay blocked until your next message.",
    letThroughSentence(hits, exempt)
  ].filter((line) => line !== "").join("\n");
}
function sameCount(a, b) {
  return a.counted === b.counted && a.next === b.next && a.cap === b.cap && a.retried === b.retried && a.missing === b.missing && a.missingTool === b.missingTool;
}
function questionPhrase(group, previewChars) {
  const { next, cap, counted, retried, missing, missingTool } = group[0];
  const prints = listed(group.map(({ fingerprint }) => `\`${truncate(fingerprint.head, previewChars, fingerprint.length)}\``));
  switch (counted) {
    case "window":
      return `the ${ordinal(next)} call matching ${prints} in this agent's recent calls (rule \`window\`, limit ${cap})`;
    case "unchanged":
      return `the ${ordinal(next)} run of ${prints} since its result last changed (rule \`unchanged\`, limit ${cap})`;
    case "same-result": {
      const runs = `${cap - 1} ${cap - 1 === 1 ? "run" : "runs"}`;
      if (retried === "failed") return `another run of the change ${prints}, whose last ${runs} failed the same way with nothing changed since (rule \`same-result\`, limit ${cap})`;
      if (retried === "redone") return `another run of the change ${prints}, whose last ${runs} redid it with the same result (rule \`same-result\`, limit ${cap})`;
      return `another run of ${prints}, whose last ${runs} returned the same result with nothing changed in between (rule \`same-result\`, limit ${cap})`;
    }
    case "poll":
      return `a poll of ${prints} that has waited ${seconds(next)} of ${seconds(cap)} seconds for the same answer (rule \`poll\`)`;
    case "wait":
      return `a call that only waits, after ${seconds(next)} of ${seconds(cap)} seconds of nothing but waiting (rule \`wait\`)`;
    case "noop": {
      const gone = missingTool ?? missing;
      const what = gone === void 0 ? "that can do nothing" : `of \`${truncate(gone, previewChars)}\`, which does not exist here`;
      return `the ${ordinal(next)} call in a row ${what} (rule \`noop\`, limit ${cap})`;
    }
    default:
      return `the ${ordinal(next)} call matching ${prints} (rule \`${String(counted)}\`, limit ${cap})`;
  }
}
function questionPhrases(hits, previewChars) {
  const groups = [];
  for (const hit of hits) {
    const group = groups.find((candidate) => sameCount(candidate[0], hit));
    if (group === void 0) groups.push([hit]);
    else group.push(hit);
  }
  return groups.map((group) => questionPhrase(group, previewChars));
}
function stopQuestion({ tool, hits, previous, previewChars, exempt = [] }) {
  const what = tool === "" ? "this tool call" : `this \`${truncate(tool, previewChars)}\` call`;
  const lines = [
    `repeat-tool-breaker (mode: ask): ${what} is about to be stopped as a repeat.`,
    `It would be ${listed(questionPhrases(hits, previewChars))}.`
  ];
  const onlyNoops = hits.every((hit) => hit.counted === "noop");
  if (previous !== void 0 && !onlyNoops) {
    const body = quoteBody(previous).trimEnd();
    const label = previous.isError === true ? "Its previous run failed with:" : "Its previous result:";
    lines.push(previous.omitted === 0 && previous.tail === "" && previous.head === "" ? `${label} ${body}` : `${label} “${body}”`);
  }
  const through = letThroughSentence(hits, exempt);
  if (through !== "") lines.push(through);
  lines.push(
    "If you allow it, this one call runs; the next repeat asks again.",
    "If you reject it, it is denied and the agent is told why."
  );
  return lines.join("\n");
}
var QUOTED_BLOCKS = 4096;
var HEAD_SHARE = 1 / 3;
function blockText(block) {
  const text = typeof block === "object" && block !== null ? block.text : void 0;
  return typeof text === "string" && text !== "" ? text : void 0;
}
function resultText(content, max) {
  if (!Array.isArray(content)) return NOTHING;
  const blocks = content;
  if (blocks.length === 1) {
    const text = blockText(blocks[0]) ?? "";
    return text.length <= max ? { head: ownCopy(text), tail: "", omitted: 0 } : ends(text, text, text.length, max);
  }
  const front = Math.min(blocks.length, QUOTED_BLOCKS);
  let head = "";
  let length = 0;
  for (let i = 0; i < front; i++) {
    const text = blockText(blocks[i]);
    if (text === void 0) continue;
    if (length > 0) {
      length++;
      if (head.length < max) head += "\n";
    }
    if (head.length < max) head += text.slice(0, max - head.length);
    length += text.length;
  }
  let back = 0;
  let tail = "";
  for (let i = blocks.length - 1; i >= Math.max(front, blocks.length - QUOTED_BLOCKS); i--) {
    const text = blockText(blocks[i]);
    if (text === void 0) continue;
    if (tail.length < max) tail = text.slice(Math.max(0, text.length - (max - tail.length))) + (back > 0 ? "\n" : "") + tail;
    back += (back > 0 ? 1 : 0) + text.length;
  }
  const total = length + (length > 0 && back > 0 ? 1 : 0) + back;
  if (total <= max) return { head: ownCopy(head !== "" && tail !== "" ? `${head}
${tail}` : head + tail), tail: "", omitted: 0 };
  return ends(head, back === 0 ? endOf(blocks, front, max) : tail, total, max);
}
var NOTHING = { head: "", tail: "", omitted: 0 };
function ends(start, end, total, max) {
  let headChars = Math.min(Math.floor(max * HEAD_SHARE), start.length);
  const tailChars = Math.min(max - headChars, end.length);
  headChars = Math.min(max - tailChars, start.length);
  let headEnd = headChars;
  const lastBreak = headChars > 0 ? start.lastIndexOf("\n", headChars - 1) : -1;
  if (lastBreak >= headChars / 2) headEnd = lastBreak;
  let tailStart = end.length - tailChars;
  const firstBreak = end.indexOf("\n", tailStart);
  if (firstBreak >= 0 && firstBreak - tailStart < tailChars / 2) tailStart = firstBreak + 1;
  const both = ownCopy(start.slice(0, headEnd) + end.slice(tailStart));
  return { head: both.slice(0, headEnd), tail: both.slice(headEnd), omitted: total - both.length };
}
function endOf(blocks, to, max) {
  let tail = "";
  for (let i = to - 1; i >= 0 && tail.length < max; i--) {
    const text = blockText(blocks[i]);
    if (text === void 0) continue;
    tail = text.slice(Math.max(0, text.length - (max - tail.length))) + (tail === "" ? "" : "\n") + tail;
  }
  return tail.length > max ? tail.slice(tail.length - max) : tail;
}

// lib/result/missing-program.ts
var MISSING_READ = 2048;
var MISSING_BLOCKS = 8;
var NAME_CHARS = 256;
var EDGE_LINES = 3;
var LINE_CHARS = NAME_CHARS + 64;
var QUIET_CHARS = 256;
var SPAWN_CHARS = 320;
function shortText(content) {
  if (!Array.isArray(content)) return void 0;
  const blocks = content;
  if (blocks.length > MISSING_BLOCKS) return void 0;
  let text = "";
  let i = 0;
  for (; i < blocks.length && text !== void 0; i++) {
    const block = blocks[i];
    const value = typeof block === "object" && block !== null ? block.text : void 0;
    if (typeof value !== "string" || value === "") continue;
    text = text.length + value.length > MISSING_READ ? void 0 : text === "" ? value : `${text}
${value}`;
  }
  countSteps(i + 1);
  return text;
}
function nameOf(word) {
  const name = word.trim();
  if (name === "" || name.length > NAME_CHARS || /\s/.test(name)) return void 0;
  return name.slice(name.lastIndexOf("/") + 1).toLowerCase();
}
function quoted2(line, from) {
  for (let i = from; i < line.length; i++) {
    const open = line[i];
    if (open !== "'" && open !== '"' && open !== "‘") continue;
    const end = line.indexOf(open === "‘" ? "’" : open, i + 1);
    countSteps(i - from + 1);
    return end < 0 ? void 0 : line.slice(i + 1, end);
  }
  countSteps(line.length - from + 1);
  return void 0;
}
function missingIn(line) {
  if (line.endsWith(": command not found")) {
    const head = line.slice(0, line.length - ": command not found".length);
    const colon = head.lastIndexOf(": ");
    return colon < 0 ? void 0 : nameOf(head.slice(colon + 2));
  }
  const zsh = line.indexOf(": command not found: ");
  if (zsh >= 0) return nameOf(line.slice(zsh + ": command not found: ".length));
  if (line.endsWith(": not found")) {
    const parts = line.slice(0, line.length - ": not found".length).split(": ");
    countSteps(parts.length);
    const shell = parts[0] === void 0 ? "" : parts[0].slice(parts[0].lastIndexOf("/") + 1);
    return parts.length === 3 && PROGRAMS.get(shell)?.shell === true && /^\d{1,9}$/.test(parts[1]) ? nameOf(parts[2]) : void 0;
  }
  if (line.startsWith("fish: Unknown command: ")) return nameOf(line.slice("fish: Unknown command: ".length));
  if (line.startsWith("Command ") && line.includes(" not found")) return nameOf(quoted2(line, 8) ?? "");
  const term = line.indexOf("The term ");
  if (term >= 0 && line.includes("is not recognized as")) return nameOf(quoted2(line, term + 9) ?? "");
  if (line === "<returncode>127</returncode>" || EXIT_127.test(line)) return "";
  return void 0;
}
var EXIT_127 = /^\W{0,2}(?:process |command )?(?:exit(?:ed with)?[ _]?(?:code|status)|return ?code)\W{0,3}127\W{0,2}$/i;
var SPAWN_FAILED = /^(?:error: |exec(?:ution)? error: |failed to spawn[^:\n]{0,80}: )?no such file or directory \(os error 2\)$/i;
var SPAWN_ENOENT = /^(?:error: )?spawn (\S{1,256}) ENOENT$/i;
function missingProgram(content, isError) {
  const text = shortText(content);
  if (text === void 0 || text === "" || !isError && text.length > QUIET_CHARS) return void 0;
  if (text.length <= SPAWN_CHARS) {
    const whole = text.trim();
    if (SPAWN_FAILED.test(whole)) return "";
    const spawned = SPAWN_ENOENT.exec(whole);
    if (spawned !== null) return nameOf(spawned[1]) ?? "";
  }
  let unnamed = false;
  let found;
  let start = 0;
  let read2 = 0;
  for (; read2 < EDGE_LINES && found === void 0; read2++) {
    const end = text.indexOf("\n", start);
    const stop2 = end < 0 ? text.length : end;
    found = missingOnLine(text, start, stop2);
    if (found === "") [unnamed, found] = [true, void 0];
    start = stop2 + 1;
    if (end < 0) break;
  }
  let stop = text.length;
  for (let n = 0; n < EDGE_LINES && found === void 0 && stop >= start; n++, read2++) {
    const at = text.lastIndexOf("\n", stop - 1);
    const begin = at + 1;
    if (begin < start) break;
    found = missingOnLine(text, begin, stop);
    if (found === "") [unnamed, found] = [true, void 0];
    stop = at;
  }
  countSteps(read2 + 1);
  return found ?? (unnamed ? "" : void 0);
}
function missingOnLine(text, start, stop) {
  if (stop - start > LINE_CHARS || stop - start < 5) return void 0;
  const line = text.slice(start, stop);
  if (!line.includes("found") && !line.includes("127") && !line.includes("fish: ") && !line.includes("The term ")) return void 0;
  return missingIn(line.trim());
}
var TOOL_NOT_FOUND = /^tool [`'"]?(.{1,256}?)[`'"]? (?:was )?not found\.?$/i;
var ERROR_PREFIXES = /^(?:error: ?){1,3}/i;
function namedByArguments(args, program) {
  let steps = 1;
  let named = false;
  for (const key in args) {
    steps++;
    const value = args[key];
    if (typeof value !== "string") continue;
    const word = /^\s*(\S{1,256})/.exec(value.slice(0, 300))?.[1];
    if (word !== void 0 && nameOf(word) === program) {
      named = true;
      break;
    }
  }
  countSteps(steps);
  return named;
}
function toolCannotStart(tool, content, args) {
  const text = shortText(content);
  if (text === void 0 || text.length > SPAWN_CHARS) return false;
  const whole = text.trim().replace(ERROR_PREFIXES, "");
  const notFound = TOOL_NOT_FOUND.exec(whole);
  if (notFound !== null) return notFound[1] === tool;
  const spawned = SPAWN_ENOENT.exec(whole);
  if (spawned === null) return false;
  const program = nameOf(spawned[1]);
  return program !== void 0 && !namedByArguments(args, program);
}

// lib/result/digest.ts
var crypto2 = __toESM(require("node:crypto"), 1);

// lib/result/generated.ts
var NON = 0;
var LOWER = 1;
var UPPER = 2;
var DIGIT = 3;
var JOIN = 4;
var PLUS = 5;
var PAD = 6;
var CLASS_BITS = 7;
var HEX = 8;
var K8S = 16;
var INFO = new Uint8Array(128);
for (let c = 97; c <= 122; c++) INFO[c] = LOWER;
for (let c = 65; c <= 90; c++) INFO[c] = UPPER;
for (let c = 48; c <= 57; c++) INFO[c] = DIGIT | HEX;
for (const c of "abcdefABCDEF") INFO[c.charCodeAt(0)] |= HEX;
for (const c of "bcdfghjklmnpqrstvwxz2456789") INFO[c.charCodeAt(0)] |= K8S;
INFO[95] = INFO[45] = INFO[47] = JOIN;
INFO[43] = PLUS;
INFO[61] = PAD;
var infoOf = (c) => c < 128 ? INFO[c] : NON;
var inToken = (c) => {
  const kind = infoOf(c) & CLASS_BITS;
  return kind !== NON && kind !== PAD;
};
var isDigit3 = (c) => c - 48 >>> 0 <= 9;
var GENERATED_LENGTH = 10;
var GENERATED_SWITCHES = 2;
var HEX_ID_LENGTH = 7;
var POD_SUFFIX = 5;
var SHORT_PIECE = 3;
var pieces = [];
var count = 0;
function piece(at) {
  let p = pieces[at];
  if (p === void 0) {
    p = {
      start: 0,
      end: 0,
      word: false,
      lowerWord: false,
      digitsOnly: false,
      hasDigit: false,
      hexId: false,
      switches: 0,
      k8s: false,
      plusBefore: false,
      slashBefore: false,
      sameWord: false,
      dashBefore: false,
      masked: false
    };
    pieces[at] = p;
  }
  return p;
}
function readToken(src, start, to) {
  count = 0;
  let plus = false, slash = false, underscores = true, joiner = 0, firstJoiner = 0;
  let k = start;
  while (k < to) {
    const c = src.charCodeAt(k);
    const kind = infoOf(c) & CLASS_BITS;
    if (kind === NON || kind === PAD) break;
    if (kind >= JOIN) {
      if (c === 43) plus = true;
      else if (c === 47) slash = true;
      if (c !== 95) underscores = false;
      if (joiner++ === 0) firstJoiner = c;
      k++;
      continue;
    }
    const p = piece(count++);
    p.start = k;
    p.masked = false;
    p.plusBefore = plus;
    p.slashBefore = slash;
    p.sameWord = count > 1 && joiner > 0 && underscores;
    p.dashBefore = joiner === 1 && firstJoiner === 45;
    k = classify(src, p, k, to, kind);
    plus = slash = false;
    underscores = true;
    joiner = 0;
  }
  return k;
}
function classify(src, p, k, to, first) {
  const start = k;
  let upper = 0, lower2 = 0, digits = 0, hexLetters = 0, es = 0, switches = 0;
  let k8s = true;
  let previous = NON;
  let turned = false;
  let acronym = false, beforeDigits = NON, acronymDigits = false;
  for (; k < to; k++) {
    const c = src.charCodeAt(k);
    const info = infoOf(c);
    const kind = info & CLASS_BITS;
    if (kind === NON || kind >= JOIN) break;
    if ((info & K8S) === 0) k8s = false;
    if (turned) {
      turned = false;
      if (kind !== LOWER) {
        switches++;
        acronym = true;
      }
    }
    if (kind === DIGIT) {
      digits++;
      if (previous !== DIGIT) {
        beforeDigits = previous;
        acronymDigits = acronym;
      }
      acronym = false;
    } else {
      if (previous === DIGIT && beforeDigits !== NON && !(beforeDigits === UPPER && acronymDigits)) switches++;
      if ((info & HEX) !== 0) hexLetters++;
      if ((c | 32) === 101) es++;
      if (kind === UPPER) {
        upper++;
        if (previous === LOWER) turned = true;
      } else {
        lower2++;
        acronym = false;
      }
    }
    previous = kind;
  }
  if (turned) switches++;
  const length = k - start;
  const letters = upper + lower2;
  p.end = k;
  p.switches = switches;
  p.hasDigit = digits > 0;
  p.digitsOnly = letters === 0;
  p.k8s = k8s;
  p.word = digits === 0 && letters >= 2 && (upper === 0 || lower2 === 0 || upper === 1 && first === UPPER);
  p.lowerWord = p.word && upper === 0;
  const exponent = letters === 1 && es === 1 && first === DIGIT;
  p.hexId = length >= HEX_ID_LENGTH && letters === hexLetters && digits > 0 && hexLetters > 0 && !exponent;
  return k;
}
function turns(src, p) {
  let turned = 0;
  for (let k = p.start + 1; k < p.end; k++) if (isDigit3(src.charCodeAt(k)) !== isDigit3(src.charCodeAt(k - 1))) turned++;
  return turned;
}
function markPodName(src) {
  const suffix = pieces[count - 1];
  if (!suffix.dashBefore || !suffix.k8s || suffix.end - suffix.start !== POD_SUFFIX) return;
  const hash3 = count >= 2 ? pieces[count - 2] : void 0;
  const hashLength = hash3 === void 0 ? 0 : hash3.end - hash3.start;
  if (hash3 !== void 0 && hash3.dashBefore && hash3.k8s && hashLength >= 6 && hashLength <= 10 && (hash3.hasDigit || suffix.hasDigit)) {
    hash3.masked = suffix.masked = true;
  } else if (turns(src, suffix) >= 2) suffix.masked = true;
}
var NEXT_HIT = /[0-9=]/g;
var ContentMasker = class {
  constructor(marks) {
    this.marks = marks;
  }
  marks;
  src = "";
  /** The first digit or `=` at or after `scannedFrom` is at `nextHit` (src.length: none). */
  scannedFrom = 0;
  nextHit = -1;
  begin(src) {
    this.src = src;
    this.scannedFrom = 0;
    this.nextHit = -1;
  }
  end() {
    this.src = "";
  }
  /** The first digit or `=` at or after `from`. Each character is scanned once per text. */
  hitFrom(from) {
    if (this.scannedFrom <= from && this.nextHit >= from) return this.nextHit;
    NEXT_HIT.lastIndex = from;
    this.scannedFrom = from;
    this.nextHit = NEXT_HIT.test(this.src) ? NEXT_HIT.lastIndex - 1 : this.src.length;
    return this.nextHit;
  }
  /** src[from, to) with D17's numbers and D21's generated tokens masked. Never throws. */
  mask(from, to, meter) {
    const { src, marks } = this;
    meter.reads += to - from;
    let out = "";
    let copied = from;
    let i = from;
    while (i < to) {
      const hit = this.hitFrom(i);
      if (hit >= to) break;
      let start = hit;
      while (start > i && inToken(src.charCodeAt(start - 1))) start--;
      let equals = hit;
      if (src.charCodeAt(hit) === 61) {
        while (equals < to && src.charCodeAt(equals) === 61) equals++;
        if (start === hit || equals < to && inToken(src.charCodeAt(equals))) {
          meter.reads += equals - start;
          i = equals;
          continue;
        }
      }
      const end = readToken(src, start, to);
      let padded = end;
      if (equals === hit) {
        while (padded < to && src.charCodeAt(padded) === 61) padded++;
        if (padded < to && inToken(src.charCodeAt(padded))) padded = end;
      } else padded = equals;
      meter.reads += 4 * (padded - start) + POD_SUFFIX;
      const masked = maskToken(src, start, end, padded, marks);
      if (masked !== void 0) {
        out += src.slice(copied, start) + masked;
        copied = padded;
      }
      i = padded;
    }
    return copied === from ? src.slice(from, to) : out + src.slice(copied, to);
  }
};
function maskToken(src, start, end, padded, marks) {
  if (count === 1 && pieces[0].digitsOnly && pieces[0].start === start && pieces[0].end === end) {
    return marks.number + src.slice(end, padded);
  }
  markGenerated(src, padded > end);
  let out = "";
  let copied = start;
  for (let k = 0; k < count; k++) {
    const p = pieces[k];
    if (p.masked) {
      let last = k;
      while (last + 1 < count && pieces[last + 1].masked) last++;
      out += src.slice(copied, k === 0 ? start : p.start) + marks.id;
      copied = last === count - 1 ? padded : pieces[last].end;
      k = last;
      continue;
    }
    if (!p.hasDigit) continue;
    const masked = maskNumbers(src, p.start, p.end, marks.number);
    if (masked !== void 0) {
      out += src.slice(copied, p.start) + masked;
      copied = p.end;
    }
  }
  return copied === start ? void 0 : out + src.slice(copied, padded);
}
function markGenerated(src, padded) {
  let prefix = 0;
  while (!padded && prefix < count && pieces[prefix].lowerWord && pieces[prefix + 1]?.plusBefore !== true) prefix++;
  for (let a = prefix; a < count; ) {
    let b = a + 1;
    while (b < count && (padded || pieces[b].plusBefore || !pieces[b - 1].word && !pieces[b].word)) b++;
    if (generatedUnit(a, b)) for (let k = a; k < b; k++) pieces[k].masked = true;
    a = b;
  }
  if (prefix < count) markPodName(src);
  for (let k = prefix + 1; k < count; k++) {
    const p = pieces[k];
    if (short(p) && !p.slashBefore && pieces[k - 1].masked) p.masked = true;
  }
  for (let k = count - 2; k >= prefix; k--) {
    const p = pieces[k];
    if (short(p) && !pieces[k + 1].slashBefore && pieces[k + 1].masked) p.masked = true;
  }
}
var short = (p) => p.end - p.start <= SHORT_PIECE;
function generatedUnit(a, b) {
  let switches = 0, alnum = 0;
  for (let k = a; k < b; k++) {
    const p = pieces[k];
    if (p.hexId) return true;
    switches += p.switches;
    alnum += p.end - p.start;
  }
  return alnum >= GENERATED_LENGTH && switches >= GENERATED_SWITCHES;
}
function maskNumbers(src, start, end, mark) {
  let out = "";
  let copied = start;
  for (let k = start; k < end; ) {
    if (!isDigit3(src.charCodeAt(k))) {
      k++;
      continue;
    }
    let run = k + 1;
    while (run < end && isDigit3(src.charCodeAt(run))) run++;
    out += src.slice(copied, k) + mark;
    copied = run;
    k = run;
  }
  return copied === start ? void 0 : out + src.slice(copied, end);
}

// lib/result/noise.ts
var Mark = {
  duration: 1,
  time: 2,
  address: 3,
  temp: 4,
  uuid: 5,
  pid: 6,
  port: 7,
  seed: 8,
  rate: 14,
  /** Followed by the rule's character. */
  rule: 15,
  /** Followed by '0' + how many digits a clock time's fraction had. */
  digits: 17,
  stamp: 20,
  /** Around a counter's digits (the digits stay). */
  counterOpen: 21,
  counterClose: 22,
  /** Content masks (design §9.2 D17, §9.3 D21), only in the masked text: a number, and a
   *  token that looks generated (lib/result/generated.ts). */
  number: 18,
  id: 19
};
var TAB = 9;
var LF = 10;
var CR = 13;
var ESC = 27;
var SPACE = 32;
var HASH = 35;
var LPAREN = 40;
var RPAREN = 41;
var STAR = 42;
var COMMA = 44;
var DASH = 45;
var DOT = 46;
var SLASH = 47;
var COLON = 58;
var LT = 60;
var EQUALS = 61;
var AT = 64;
var LBRACKET = 91;
var BACKSLASH = 92;
var RBRACKET = 93;
var TILDE = 126;
var BEL = 7;
var QUOTE = 34;
var PLUS2 = 43;
var MICRO = 181;
var MU = 956;
var isDigit4 = (c) => c >= 48 && c <= 57;
var isLetter = (c) => c >= 65 && c <= 90 || c >= 97 && c <= 122;
var isLower = (c) => c >= 97 && c <= 122;
var isWord = (c) => isDigit4(c) || isLetter(c) || c === 95;
var isHex = (c) => isDigit4(c) || c >= 65 && c <= 70 || c >= 97 && c <= 102;
var lower = (c) => c >= 65 && c <= 90 ? c + 32 : c;
var isPathChar = (c) => isWord(c) || c === DOT || c === DASH || c === SLASH || c === 43 || c === AT || c === 37 || c === TILDE;
var isRuleChar = (c) => c === EQUALS || c === DASH || c === STAR || c === HASH || c === TILDE || c >= 9472 && c <= 9631;
var TIME_UNITS = /* @__PURE__ */ new Set([
  "ns",
  "us",
  "µs",
  "μs",
  "ms",
  "s",
  "sec",
  "secs",
  "second",
  "seconds",
  "m",
  "min",
  "mins",
  "minute",
  "minutes",
  "h",
  "hr",
  "hrs",
  "hour",
  "hours"
]);
var AGO_UNITS = /* @__PURE__ */ new Set(["d", "day", "days", "w", "wk", "wks", "week", "weeks", "mo", "month", "months", "y", "yr", "yrs", "year", "years"]);
var RATE_UNITS = /* @__PURE__ */ new Set(["b", "kb", "mb", "gb", "kib", "mib", "gib", "bytes", "it", "its", "items"]);
var DURATION_WORDS = /* @__PURE__ */ new Set([
  "in",
  "after",
  "took",
  "taking",
  "takes",
  "elapsed",
  "time",
  "duration",
  "eta",
  "latency",
  "runtime",
  "real",
  "user",
  "sys",
  "wall",
  "cpu",
  // vitest's summary: "(transform 49ms, setup 0ms, collect 41ms, tests 3ms, environment 0ms, prepare 96ms)"
  "transform",
  "setup",
  "collect",
  "tests",
  "environment",
  "prepare"
]);
var PHASE_WORDS = /* @__PURE__ */ new Set(["call", "setup", "teardown"]);
var ADDRESS_WORDS = /* @__PURE__ */ new Set(["at", "address", "addr", "pointer", "ptr"]);
var PID_WORDS = /* @__PURE__ */ new Set(["pid", "ppid"]);
var STAMP_WORDS = /* @__PURE__ */ new Set([
  "ts",
  "timestamp",
  "time",
  "created",
  "updated",
  "modified",
  "lastmodified",
  "last_modified",
  "event_ts",
  "event_time",
  "eventtime",
  "created_at",
  "updated_at",
  "modified_at",
  "started_at",
  "finished_at",
  "completed_at",
  "sent_at",
  "createdat",
  "updatedat",
  "modifiedat",
  "startedat",
  "finishedat",
  "completedat",
  "sentat"
]);
var TEMP_ROOTS = ["/tmp/", "/var/tmp/", "/private/tmp/", "/private/var/folders/", "/var/folders/", "/dev/shm/"];
var MAX_KEYWORD = 12;
var MAX_UNIT = 8;
var MAX_GAP = 16;
var PLAIN = 0;
var WORD = 1;
var BLANK = 2;
var NEWLINE2 = 3;
var RETURN = 4;
var CONTROL = 5;
var ESCAPE = 6;
var PATH = 7;
var IDENTITY = 8;
var RULE = 9;
var KIND = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  KIND[c] = isWord(c) ? WORD : c < 32 || c === 127 ? CONTROL : PLAIN;
}
KIND[SPACE] = KIND[TAB] = BLANK;
KIND[LF] = NEWLINE2;
KIND[CR] = RETURN;
KIND[ESC] = ESCAPE;
KIND[SLASH] = PATH;
KIND[AT] = IDENTITY;
for (const c of [EQUALS, DASH, STAR, HASH, TILDE]) KIND[c] = RULE;
var MARKS = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));
var NoiseScanner = class {
  /** Character accesses so far (the work bound the tests assert). */
  reads = 0;
  src = "";
  n = 0;
  /** Finished lines, when the text redraws lines with carriage returns. */
  done = "";
  /** Output not yet in `done` (everything, when no line is redrawn). */
  line = "";
  /** Start of the verbatim stretch not yet appended. */
  segment = 0;
  lineStart = 0;
  redraws = false;
  /** Where the latest marker's span ended, and the latest blank run left as it was. */
  markEnd = -1;
  blankStart = -1;
  blankEnd = -1;
  fractionSeparator = DOT;
  fractionDigits = 0;
  before = { at: -1, word: "", first: -1, gap: 0, assigns: false };
  /** D17, D21: also build the masked text (numbers and generated ids masked) in the same pass. */
  masking = false;
  content = new ContentMasker({ number: MARKS[Mark.number], id: MARKS[Mark.id] });
  maskedDone = "";
  maskedLine = "";
  masked = "";
  /** The normalized text of `src`; with `masking`, the masked text is built alongside and
   *  handed over by takeMasked(). */
  run(src, masking = false) {
    const n = src.length;
    this.src = src;
    this.n = n;
    this.masking = masking;
    this.maskedDone = this.maskedLine = this.masked = "";
    this.done = this.line = "";
    this.segment = this.lineStart = 0;
    this.markEnd = this.blankStart = this.blankEnd = -1;
    this.before = { at: -1, word: "", first: -1, gap: 0, assigns: false };
    this.redraws = src.indexOf("\r") >= 0;
    if (masking) this.content.begin(src);
    this.reads += n;
    let i = 0;
    while (i < n) {
      const c = src.charCodeAt(i);
      const kind = c < 128 ? KIND[c] ?? PLAIN : isRuleChar(c) ? RULE : PLAIN;
      if (kind === PLAIN) {
        i++;
      } else if (kind === WORD) {
        let end = i + 1;
        while (end < n && KIND[src.charCodeAt(end)] === WORD) end++;
        if (isLetter(c) && end - i !== 3 && end - i !== 8) i = isDigit4(src.charCodeAt(end - 1)) ? this.counter(i, end) : end;
        else i = this.word(i, c, end);
      } else if (kind === BLANK) {
        let end = i + 1;
        while (end < n && KIND[src.charCodeAt(end)] === BLANK) end++;
        const next = end < n ? src.charCodeAt(end) : LF;
        if (next === LF || next === CR) this.replace(i, end, "");
        else if (this.markEnd === i) this.replace(i, end, " ");
        else {
          this.blankStart = i;
          this.blankEnd = end;
        }
        i = end;
      } else i = this.special(i, c, kind);
    }
    this.flush(n);
    const text = this.done + this.line;
    if (masking) this.masked = this.maskedDone + this.maskedLine;
    this.src = this.done = this.line = this.maskedDone = this.maskedLine = "";
    this.content.end();
    return text;
  }
  /** The masked text of the last run(src, true), once; '' otherwise. */
  takeMasked() {
    const masked = this.masked;
    this.masked = "";
    return masked;
  }
  /** Everything but plain characters, words and blanks. */
  special(i, c, kind) {
    switch (kind) {
      case NEWLINE2:
        this.lineStart = i + 1;
        if (this.redraws) {
          this.flush(i + 1);
          this.done += this.line;
          this.line = "";
          if (this.masking) {
            this.maskedDone += this.maskedLine;
            this.maskedLine = "";
          }
        }
        return i + 1;
      case RETURN:
        return this.carriageReturn(i);
      case CONTROL:
        this.replace(i, i + 1, "");
        return i + 1;
      case ESCAPE: {
        const end = this.escape(i);
        this.replace(i, end, "");
        return end;
      }
      case PATH:
        return Math.max(i + 1, this.tempPath(i));
      case IDENTITY:
        return Math.max(i + 1, this.identityHash(i));
      default:
        return this.rule(i, c);
    }
  }
  // ------------------------------------------------------------------ plumbing
  at(i) {
    this.reads++;
    return i >= 0 && i < this.n ? this.src.charCodeAt(i) : -1;
  }
  /** Appends the pending verbatim stretch up to `to`. */
  flush(to) {
    if (to > this.segment) {
      this.line += this.src.slice(this.segment, to);
      if (this.masking) this.maskedLine += this.content.mask(this.segment, to, this);
    }
    this.segment = to;
  }
  /** Appends text the scanner wrote itself (a marker, a space) to both outputs. */
  emit(text) {
    this.line += text;
    if (this.masking) this.maskedLine += text;
  }
  /** [from, to) becomes `text` (a rule, or nothing for dropped characters). */
  replace(from, to, text) {
    this.flush(from);
    this.emit(text);
    this.segment = to;
  }
  /** [from, to) is noise. A blank run right before it becomes one space (none at the start
   *  of a line): its width followed the erased span's. */
  mark(from, to, code) {
    if (this.blankEnd === from && this.segment <= this.blankStart) {
      this.flush(this.blankStart);
      if (this.blankStart > this.lineStart) this.emit(" ");
    } else this.flush(from);
    this.emit(MARKS[code] ?? "");
    this.segment = this.markEnd = to;
    return to;
  }
  digitsEnd(i) {
    while (isDigit4(this.at(i))) i++;
    return i;
  }
  /** A carriage return ends a line (CRLF) or redraws it: only the last frame counts. */
  carriageReturn(i) {
    const next = this.at(i + 1);
    if (next === LF || next === -1) this.replace(i, i + 1, "");
    else {
      this.line = "";
      if (this.masking) this.maskedLine = "";
      this.segment = this.lineStart = i + 1;
    }
    return i + 1;
  }
  /** The end of an ANSI escape: CSI (`ESC [ … final`), OSC (`ESC ] … BEL|ESC \`), or ESC + one. */
  escape(i) {
    const kind = this.at(i + 1);
    if (kind === LBRACKET) {
      let k = i + 2;
      let c = this.at(k);
      while (c >= 48 && c <= 63) c = this.at(++k);
      while (c >= 32 && c <= 47) c = this.at(++k);
      return c >= 64 && c <= 126 ? k + 1 : k;
    }
    if (kind === RBRACKET) {
      let k = i + 2;
      for (let c = this.at(k); c !== -1 && c !== LF; c = this.at(++k)) {
        if (c === BEL) return k + 1;
        if (c === ESC) return this.at(k + 1) === BACKSLASH ? k + 2 : k;
      }
      return k;
    }
    return kind === -1 ? i + 1 : i + 2;
  }
  /** A run of one rule character: 3 or more are one rule, whatever the width (pytest
   *  centres its summary in one). */
  rule(i, c) {
    let end = i + 1;
    while (end < this.n && this.src.charCodeAt(end) === c) end++;
    this.reads += end - i;
    if (end - i >= 3) this.replace(i, end, MARKS[Mark.rule] + String.fromCharCode(c));
    return end;
  }
  // --------------------------------------------------------------------- words
  /** A word [i, end) that may start noise: the noise's end, or the word's. */
  word(i, c, end) {
    this.reads += end - i;
    let noise = -1;
    if (end - i === 8 && this.at(end) === DASH) noise = this.uuid(i);
    if (noise < 0) noise = isDigit4(c) ? this.numeric(i, end) : this.name(i, end);
    return noise >= 0 ? noise : end;
  }
  uuid(i) {
    let k = i;
    for (const group of [8, 4, 4, 4, 12]) {
      if (k > i && this.at(k++) !== DASH) return -1;
      for (let g = 0; g < group; g++) if (!isHex(this.at(k++))) return -1;
    }
    return isWord(this.at(k)) ? -1 : this.mark(i, k, Mark.uuid);
  }
  /** A word that starts with a letter or `_`: a rule of underscores, or mktemp's `tmp.XXXXXX`. */
  name(i, end) {
    if (end - i >= 3) {
      let underscores = true;
      for (let k = i; k < end && underscores; k++) underscores = this.at(k) === 95;
      if (underscores) {
        this.replace(i, end, MARKS[Mark.rule] + "_");
        return end;
      }
    }
    if (end - i === 3 && this.at(end) === DOT && this.keyword(i, end) === "tmp") {
      let k = end + 1;
      while (isDigit4(this.at(k)) || isLetter(this.at(k))) k++;
      if (k - end - 1 >= 6 && !isWord(this.at(k))) return this.mark(i, k, Mark.temp);
    }
    const counted = isDigit4(this.at(end - 1)) ? this.counter(i, end) : end;
    return counted === end ? -1 : counted;
  }
  /** A word [i, end) that starts with a letter or `_` and ends in digits: the digits are a
   *  counter when a lowercase word of two or more letters (and at most an `_`) comes right
   *  before them, and nothing carries the token on (`.digit`, `+`, `/`, `=`: a version, a
   *  base64 id). Returns the word's end. */
  counter(i, end) {
    let d = end - 1;
    while (d > i && isDigit4(this.at(d - 1))) d--;
    this.reads += end - d;
    const j = this.at(d - 1) === 95 ? d - 1 : d;
    if (j - 2 < i || !this.lowerWordBefore(j) || this.hexWord(i, end)) return end;
    return this.tokenGoesOn(end) ? end : this.counterAt(d, end);
  }
  /** Sets the counter [from, to) apart in the exact text (see the header); returns its end.
   *  The content masker is handed the stretch up to `to` whole: it reads a token from its
   *  start, and a token it saw in pieces could lose its id (a short sha). */
  counterAt(from, to) {
    const { src, segment: segment2 } = this;
    this.line += `${src.slice(segment2, from)}${MARKS[Mark.counterOpen]}${src.slice(from, to)}${MARKS[Mark.counterClose]}`;
    if (this.masking) this.maskedLine += this.content.mask(segment2, to, this);
    this.segment = to;
    return to;
  }
  /** A word of 7+ hex digits (`abc1234`): a short sha or a hex id (D21), not a counter. */
  hexWord(i, end) {
    if (end - i < 7) return false;
    let k = i;
    while (k < end && isHex(this.at(k))) k++;
    return k === end;
  }
  /** Whether two lowercase letters end right before `j`, after a boundary or more
   *  lowercase letters (not the tail of a mixed-case run: `tFKCw42` is random). */
  lowerWordBefore(j) {
    let k = j - 1;
    while (isLower(this.at(k)) && j - k <= MAX_KEYWORD) k--;
    return j - 1 - k >= 2 && !isLetter(this.at(k)) && !isDigit4(this.at(k));
  }
  /** Digits after a lowercase word and a `-` (`msg-12`): a counter, as in `run_7` (D26). */
  dashCounter(i, end) {
    return this.at(i - 1) === DASH && this.lowerWordBefore(i - 1) && !this.tokenGoesOn(end);
  }
  /** Whether the token goes on at `end`: a version's `.digit`, or a joiner of generated
   *  tokens (`-x7wq4`, base64's `+`, `/`, `=`). */
  tokenGoesOn(end) {
    const next = this.at(end);
    if (next === DOT || next === DASH) return isWord(this.at(end + 1)) && (next === DASH || isDigit4(this.at(end + 1)));
    return next === PLUS2 || next === SLASH || next === EQUALS;
  }
  /** A word that starts with a digit. */
  numeric(i, end) {
    if (this.at(i) === 48 && lower(this.at(i + 1)) === 120) return this.address(i, end);
    if (this.digitsEnd(i) === end) {
      if (this.dashCounter(i, end)) return this.counterAt(i, end);
      const next = this.at(end);
      if (end - i === 4 && (next === DASH || next === SLASH)) {
        const stamp = this.timestamp(i, end, next);
        if (stamp >= 0) return stamp;
      }
      if (end - i <= 2 && next === COLON) {
        const clock = this.clock(i);
        if (clock >= 0) return clock;
      }
      const tagged = this.tagged(i, end);
      if (tagged >= 0) return tagged;
    }
    return this.quantity(i);
  }
  // ------------------------------------------------------------ context probes
  /** The lowercased word that ends right before `end` (at most MAX_KEYWORD long), or ''. */
  wordBefore(end) {
    let k = end - 1;
    while (k >= end - MAX_KEYWORD - 1 && isWord(this.at(k))) k--;
    return end - k - 1 > MAX_KEYWORD ? "" : this.keyword(k + 1, end);
  }
  /** [from, to) lowercased; callers keep it short (at most MAX_KEYWORD + a few). */
  keyword(from, to) {
    if (to <= from) return "";
    this.reads += to - from;
    return this.src.slice(Math.max(0, from), Math.min(this.n, to)).toLowerCase();
  }
  /** The word before `i` across at most MAX_GAP spaces, tabs, `:` and `=` (computed once
   *  per position: a number asks for it from several rules). */
  preceding(i) {
    if (this.before.at === i) return this.before;
    let k = i - 1;
    let c = this.at(k);
    let first = -1;
    let assigns = false;
    while ((c === SPACE || c === TAB || c === COLON || c === EQUALS || c === QUOTE) && i - k <= MAX_GAP) {
      first = c;
      if (c === COLON || c === EQUALS) assigns = true;
      c = this.at(--k);
    }
    this.before = { at: i, word: isWord(c) ? this.wordBefore(k + 1) : "", first, gap: i - 1 - k, assigns };
    return this.before;
  }
  /** Is the quantity at `i` reported as a measurement (left context)? */
  measuredFrom(i) {
    const c = this.at(i - 1);
    if (c === LPAREN || c === LBRACKET || c === TAB) return true;
    const before = this.preceding(i);
    if (before.gap === 0) return false;
    if (this.at(i - 1 - before.gap) === RPAREN && before.first === SPACE) return true;
    return DURATION_WORDS.has(before.word);
  }
  /** ` ago` after the unit. */
  agoAt(k) {
    return this.at(k) === SPACE && this.at(k + 1) === 97 && this.at(k + 2) === 103 && this.at(k + 3) === 111 && !isWord(this.at(k + 4));
  }
  /** pytest --durations' phase word after the unit. */
  phaseAt(k) {
    const start = k;
    while (this.at(k) === SPACE && k - start < MAX_GAP) k++;
    if (k === start) return false;
    let end = k;
    while (isLetter(this.at(end)) && end - k <= MAX_KEYWORD) end++;
    return !isWord(this.at(end)) && PHASE_WORDS.has(this.keyword(k, end));
  }
  // ---------------------------------------------------------------- the rules
  /** A number tagged by the word before it: pid, seed, node:test's duration_ms, a port. */
  tagged(i, end) {
    if (end - i === 5 && this.at(i - 1) === COLON && this.ephemeralPort(i, end) && this.portHostBefore(i - 1)) {
      return this.mark(i, end, Mark.port);
    }
    const before = this.preceding(i);
    if (before.gap === 0) return -1;
    if (PID_WORDS.has(before.word)) return this.mark(i, end, Mark.pid);
    if (before.word === "seed" && (before.first === EQUALS || before.first === COLON) && before.gap <= 2) {
      return this.mark(i, end, Mark.seed);
    }
    if (before.word === "duration_ms") return this.mark(i, this.fractionEnd(end), Mark.duration);
    if (before.assigns && STAMP_WORDS.has(before.word)) {
      const stamp = this.fractionEnd(end);
      if (!isLetter(this.at(stamp))) return this.mark(i, stamp, Mark.stamp);
    }
    return -1;
  }
  /** Past a `.digits` fraction at `end`, if there is one. */
  fractionEnd(end) {
    return this.at(end) === DOT && isDigit4(this.at(end + 1)) ? this.digitsEnd(end + 1) : end;
  }
  ephemeralPort(i, end) {
    let value = 0;
    for (let k = i; k < end; k++) value = value * 10 + this.at(k) - 48;
    return value >= 32768 && value <= 65535;
  }
  /** `localhost`, `]` (IPv6) or a dotted IPv4 address ends right before the colon at `colon`. */
  portHostBefore(colon) {
    const c = this.at(colon - 1);
    if (c === RBRACKET) return true;
    if (isLetter(c)) return this.wordBefore(colon) === "localhost";
    let k = colon - 1;
    for (let group = 0; group < 4; group++) {
      const end = k;
      while (isDigit4(this.at(k)) && end - k < 3) k--;
      if (k === end) return false;
      if (group < 3) {
        if (this.at(k) !== DOT) return false;
        k--;
      }
    }
    const before = this.at(k);
    return !isWord(before) && before !== DOT;
  }
  address(i, end) {
    const digits = end - i - 2;
    if (digits < 4 || digits > 16) return -1;
    for (let k = i + 2; k < end; k++) if (!isHex(this.at(k))) return -1;
    const a = lower(this.at(i + 2)), b = lower(this.at(i + 3));
    const pointer = digits === 12 && (a === 55 && b === 102 || a === 53 && (b === 53 || b === 54)) || // 0x7f…, 0x55…, 0x56…
    digits === 10 && a === 99 && b === 48;
    return pointer || ADDRESS_WORDS.has(this.preceding(i).word) ? this.mark(i, end, Mark.address) : -1;
  }
  /** Java's `Type@1b6d3586`: 6–8 hex digits with at least one digit and one letter. */
  identityHash(i) {
    if (!isWord(this.at(i - 1))) return -1;
    let k = i + 1;
    let digit = false, letter = false;
    for (let c = this.at(k); isWord(c) && k - i <= 9; c = this.at(++k)) {
      if (!isHex(c)) return -1;
      if (isDigit4(c)) digit = true;
      else letter = true;
    }
    const length = k - i - 1;
    if (length < 6 || length > 8 || !digit || !letter || isWord(this.at(k))) return -1;
    return this.mark(i + 1, k, Mark.address);
  }
  /** `YYYY-MM-DD` (or `/`) + `T` or a space + a clock time with seconds. The date stays
   *  (it changes once a day, and data timestamps differ in it); the time of day goes. */
  timestamp(i, year, separator) {
    if (!isDigit4(this.at(year + 1)) || !isDigit4(this.at(year + 2)) || this.at(year + 3) !== separator) return -1;
    if (!isDigit4(this.at(year + 4)) || !isDigit4(this.at(year + 5))) return -1;
    const t = this.at(year + 6);
    if (t !== 84 && t !== SPACE) return -1;
    const end = this.clockAt(year + 7);
    return end < 0 ? -1 : this.clockMark(year + 7, end);
  }
  /** The time of day goes, its format stays: whether it has a fraction, and how many digits. */
  clockMark(from, end) {
    const { fractionSeparator, fractionDigits } = this;
    this.mark(from, end, Mark.time);
    if (fractionDigits > 0) this.emit(String.fromCharCode(fractionSeparator, Mark.digits, 48 + fractionDigits));
    return end;
  }
  /** `h:mm:ss` or `hh:mm:ss`, optionally `.fraction` or `,fraction` (1–9 digits, kept in
   *  fractionSeparator and fractionDigits). */
  clockAt(k) {
    this.fractionDigits = 0;
    if (!isDigit4(this.at(k))) return -1;
    k += isDigit4(this.at(k + 1)) ? 2 : 1;
    for (let group = 0; group < 2; group++) {
      if (this.at(k) !== COLON || !isDigit4(this.at(k + 1)) || !isDigit4(this.at(k + 2))) return -1;
      k += 3;
    }
    const sep = this.at(k);
    if ((sep === DOT || sep === COMMA) && isDigit4(this.at(k + 1))) {
      const start = ++k;
      while (isDigit4(this.at(k)) && k - start < 9) k++;
      this.fractionSeparator = sep;
      this.fractionDigits = k - start;
    }
    const next = this.at(k);
    if (isDigit4(next) || next === COLON && isDigit4(this.at(k + 1))) return -1;
    return k;
  }
  clock(i) {
    const before = this.at(i - 1);
    if (before === COLON || before === DOT) return -1;
    if (before === SPACE) {
      const word = this.wordBefore(i - 1);
      if (word === "day" || word === "days") return -1;
    }
    const end = this.clockAt(i);
    if (end >= 0) return this.clockMark(i, end);
    const k = i + (isDigit4(this.at(i + 1)) ? 2 : 1);
    if (this.at(k) !== COLON || !isDigit4(this.at(k + 1)) || !isDigit4(this.at(k + 2))) return -1;
    const after = this.at(k + 3);
    if (isDigit4(after) || after === COLON) return -1;
    return before === LBRACKET || before === LT || after === LT ? this.mark(i, k + 3, Mark.time) : -1;
  }
  /** A number with a unit: a measured duration (`in 0.53s`, `1h2m3.5s`) or a rate (`3 MB/s`). */
  quantity(i) {
    let k = i;
    for (let piece2 = 0; piece2 < 3; piece2++) {
      k = this.digitsEnd(k);
      if (this.at(k) === DOT && isDigit4(this.at(k + 1))) {
        k = this.digitsEnd(k + 1);
        if (this.at(k) === DOT && isDigit4(this.at(k + 1))) return -1;
      }
      const spaced = piece2 === 0 && this.at(k) === SPACE;
      const unitStart = spaced ? k + 1 : k;
      let unitEnd = unitStart;
      for (let c = this.at(unitEnd); isLetter(c) || c === MICRO || c === MU; c = this.at(++unitEnd)) {
        if (unitEnd - unitStart >= MAX_UNIT) return -1;
      }
      if (unitEnd === unitStart) return -1;
      const unit = this.keyword(unitStart, unitEnd);
      const after = this.at(unitEnd);
      if (!spaced && isDigit4(after) && (unit === "h" || unit === "m")) {
        k = unitEnd;
        continue;
      }
      return this.unit(i, unit, unitEnd, after);
    }
    return -1;
  }
  unit(i, unit, end, after) {
    if (after === SLASH) {
      const s = lower(this.at(end + 1));
      if (RATE_UNITS.has(unit) && s === 115 && !isWord(this.at(end + 2))) return this.mark(i, end + 2, Mark.rate);
      if (unit === "s" && s === 105 && lower(this.at(end + 2)) === 116 && !isWord(this.at(end + 3))) {
        return this.mark(i, end + 3, Mark.rate);
      }
    }
    if (isWord(after)) return -1;
    const ago = this.agoAt(end);
    if (AGO_UNITS.has(unit)) return ago ? this.mark(i, end, Mark.duration) : -1;
    if (!TIME_UNITS.has(unit)) return -1;
    return ago || this.measuredFrom(i) || this.phaseAt(end) ? this.mark(i, end, Mark.duration) : -1;
  }
  /** A path under a temporary-files root: generated components become markers. */
  tempPath(i) {
    if (isPathChar(this.at(i - 1))) return -1;
    let rootEnd = -1;
    for (const root of TEMP_ROOTS) {
      let k2 = 0;
      while (k2 < root.length && this.at(i + k2) === root.charCodeAt(k2)) k2++;
      if (k2 === root.length) {
        rootEnd = i + k2;
        break;
      }
    }
    if (rootEnd < 0) return -1;
    let k = rootEnd;
    for (; ; ) {
      const start = k;
      for (let c = this.at(k); isPathChar(c) && c !== SLASH; c = this.at(++k)) ;
      if (k > start && this.generated(start, k)) this.replace(start, k, MARKS[Mark.temp] ?? "");
      if (this.at(k) !== SLASH) return k;
      k++;
    }
  }
  /** Does the path component [from, to) look generated rather than chosen? */
  generated(from, to) {
    let k = from;
    if (this.at(k) === DOT) k++;
    if (lower(this.at(k)) === 116 && lower(this.at(k + 1)) === 109 && lower(this.at(k + 2)) === 112) {
      let m = k + 3;
      const sep = this.at(m);
      if (sep === DOT || sep === DASH || sep === 95) m++;
      const start = m;
      while (m < to && (isDigit4(this.at(m)) || isLetter(this.at(m)) || this.at(m) === 95)) m++;
      if (m - start >= 6) return true;
    }
    if (to - from > 7 && this.keyword(from, from + 7) === "pytest-") {
      if (this.keyword(from + 7, Math.min(to, from + 10)) === "of-") return true;
      if (this.digitsEnd(from + 7) === to) return true;
    }
    let run = 0, switches = 0, digits = 0, previous = 0;
    for (let m = from; m <= to; m++) {
      const c = m < to ? this.at(m) : -1;
      const type = isDigit4(c) ? 1 : isLetter(c) ? 2 : 0;
      if (type === 0) {
        if (run >= 5 && switches >= 2) return true;
        run = switches = 0;
      } else {
        if (run > 0 && type !== previous) switches++;
        run++;
      }
      digits = type === 1 ? digits + 1 : 0;
      if (digits >= 6) return true;
      previous = type;
    }
    return false;
  }
};
var RENDERED = {
  [Mark.duration]: "‹duration›",
  [Mark.time]: "‹time›",
  [Mark.address]: "‹address›",
  [Mark.temp]: "‹tmp›",
  [Mark.uuid]: "‹uuid›",
  [Mark.pid]: "‹pid›",
  [Mark.port]: "‹port›",
  [Mark.seed]: "‹seed›",
  [Mark.rate]: "‹rate›",
  [Mark.stamp]: "‹stamp›",
  [Mark.counterOpen]: "‹counter ",
  [Mark.counterClose]: "›",
  [Mark.number]: "‹n›",
  [Mark.id]: "‹id›"
};

// lib/result/digest.ts
var HEAD_KEEP = 8192;
var TAIL_KEEP = 8192;
var WINDOW = 16384;
var WHOLE_READ = 2 * WINDOW;
var MAX_BLOCKS = 4096;
var GAP = "";
var MEDIA = "";
var scanner = new NoiseScanner();
var lastReads = 0;
var blocksRead = 0;
function blockText2(block) {
  const text = typeof block === "object" && block !== null ? block.text : void 0;
  return typeof text === "string" && text !== "" ? text : void 0;
}
var MEDIA_EDGE = 4096;
var MAX_MEDIA_BLOCKS = 64;
function mediaData(block) {
  if (typeof block !== "object" || block === null || Array.isArray(block)) return void 0;
  const { type, text, data, resource } = block;
  if (typeof text === "string" || type === "text" || type === void 0) return void 0;
  if (typeof data === "string") return data;
  if (typeof resource === "object" && resource !== null) {
    const { uri, blob, text: body } = resource;
    return `${String(uri)}\0${typeof blob === "string" ? blob : typeof body === "string" ? body : ""}`;
  }
  return fieldsOf(block, 0);
}
function fieldsOf(object, depth) {
  const keys = Object.keys(object).slice(0, 32).sort();
  let out = "";
  for (const key of keys) {
    const value = object[key];
    if (typeof value === "object" && value !== null) out += depth < 1 ? `${key}{${fieldsOf(value, depth + 1)}}` : `${key}{}`;
    else out += `${key}=${String(value).slice(0, 256)};`;
  }
  return out;
}
function mediaIdentity(block, data) {
  const type = String(block.type).slice(0, 64);
  const edges = data.length <= 2 * MEDIA_EDGE ? data : data.slice(0, MEDIA_EDGE) + data.slice(data.length - MEDIA_EDGE);
  return `${type}:${data.length}:${sha256(edges).toString("base64url", 0, 12)}`;
}
var Media = class {
  lines;
  /** Whether `block` is a non-text block (then it is taken). */
  take(block, atEnd = false) {
    const data = mediaData(block);
    if (data === void 0) return false;
    const lines = this.lines ??= [];
    if (lines.length < MAX_MEDIA_BLOCKS) {
      if (atEnd) lines.splice(this.headCount, 0, mediaIdentity(block, data));
      else lines.push(mediaIdentity(block, data));
    }
    if (!atEnd) this.headCount = lines.length;
    return true;
  }
  /** How many were found from the start (those found from the end go after them, in order). */
  headCount = 0;
  /** `reading` with the digests beside it, when there are any. */
  with(reading) {
    return this.lines === void 0 ? reading : { ...reading, media: this.lines.join("\n") };
  }
};
function read(content) {
  if (!Array.isArray(content)) return { whole: "" };
  const blocks = content;
  if (blocks.length === 1) {
    const text = blockText2(blocks[0]);
    if (text !== void 0 && text.length <= WHOLE_READ) {
      blocksRead += 1;
      return { whole: text };
    }
  }
  const media = new Media();
  const pieces2 = [];
  let length = 0;
  let i = 0;
  for (; i < blocks.length && i < MAX_BLOCKS && length <= WHOLE_READ; i++) {
    const block = blocks[i];
    const text = blockText2(block);
    if (text === void 0) {
      media.take(block);
      continue;
    }
    length += (pieces2.length > 0 ? 1 : 0) + text.length;
    pieces2.push(text);
  }
  blocksRead += i;
  if (i === blocks.length && length <= WHOLE_READ) return media.with({ whole: pieces2.join("\n") });
  let head = "";
  for (const text of pieces2) {
    if (head.length >= WINDOW) break;
    head += (head === "" ? "" : "\n") + text.slice(0, WINDOW - head.length);
  }
  let tail = "";
  let visited = 0;
  for (let k = blocks.length - 1; k >= 0 && visited < MAX_BLOCKS && tail.length < WINDOW; k--, visited++) {
    const block = blocks[k];
    const text = blockText2(block);
    if (text === void 0) {
      if (k >= i) media.take(block, true);
      continue;
    }
    tail = text.slice(Math.max(0, text.length - (WINDOW - tail.length))) + (tail === "" ? "" : "\n") + tail;
  }
  blocksRead += visited;
  return media.with({ head: head.slice(0, WINDOW), tail: tail.slice(Math.max(0, tail.length - WINDOW)) });
}
function headPart(text, complete) {
  let limit = text.length;
  if (!complete) {
    const lastBreak = text.lastIndexOf("\n");
    if (lastBreak >= 0) limit = lastBreak + 1;
  }
  if (limit <= HEAD_KEEP) return text.slice(0, limit);
  const cut2 = text.lastIndexOf("\n", HEAD_KEEP - 1);
  return text.slice(0, cut2 >= 0 ? cut2 + 1 : HEAD_KEEP);
}
function tailPart(text, complete) {
  let start = 0;
  if (!complete) {
    const firstBreak = text.indexOf("\n");
    if (firstBreak >= 0) start = firstBreak + 1;
  }
  if (text.length - start <= TAIL_KEEP) return text.slice(start);
  const cut2 = text.indexOf("\n", text.length - TAIL_KEEP - 1);
  return text.slice(cut2 >= 0 ? cut2 + 1 : text.length - TAIL_KEEP);
}
var oneShot = typeof crypto2.hash === "function";
function sha256(text) {
  return oneShot ? crypto2.hash("sha256", text, "buffer") : crypto2.createHash("sha256").update(text).digest();
}
function countedText(reading, whole, head, tail) {
  if ("whole" in reading) {
    const text = whole;
    return text.length <= HEAD_KEEP + TAIL_KEEP ? text : headPart(text, true) + GAP + tailPart(text, true);
  }
  return headPart(head, false) + GAP + tailPart(tail, false);
}
function identityOf(counted, isError) {
  return (isError === true ? "E" : "S") + sha256(counted).toString("base64url", 0, 12);
}
var COUNTER_OPEN = String.fromCharCode(Mark.counterOpen);
var COUNTER_CLOSE = String.fromCharCode(Mark.counterClose);
function withoutCounters(text) {
  let at = text.indexOf(COUNTER_OPEN);
  if (at < 0) return text;
  let out = "";
  let copied = 0;
  while (at >= 0) {
    const close = text.indexOf(COUNTER_CLOSE, at);
    if (close < 0) break;
    out += text.slice(copied, at + 1);
    copied = close;
    at = text.indexOf(COUNTER_OPEN, close);
  }
  return out + text.slice(copied);
}
function identitiesOfReading(reading, isError, masking, blocks) {
  scanner.reads = 0;
  let whole, head = "", tail = "";
  let maskedWhole, maskedHead = "", maskedTail = "";
  if ("whole" in reading) {
    whole = scanner.run(reading.whole, masking);
    maskedWhole = scanner.takeMasked();
  } else {
    head = scanner.run(reading.head, masking);
    maskedHead = scanner.takeMasked();
    tail = scanner.run(reading.tail, masking);
    maskedTail = scanner.takeMasked();
  }
  lastReads = blocks + scanner.reads;
  const media = reading.media === void 0 ? "" : MEDIA + reading.media;
  const counted = countedText(reading, whole, head, tail) + media;
  const exact = identityOf(counted, isError);
  const uncounted = withoutCounters(counted);
  const answer = uncounted === counted ? exact : identityOf(uncounted, isError);
  if (!masking) return { exact, content: exact, answer };
  return { exact, content: identityOf(countedText(reading, maskedWhole, maskedHead, maskedTail) + media, isError), answer };
}
function readResult(content) {
  const reading = read(content);
  const media = reading.media === void 0 ? {} : { media: reading.media };
  return "whole" in reading ? { whole: ownCopy(reading.whole), ...media } : { head: ownCopy(reading.head), tail: ownCopy(reading.tail), ...media };
}
function identitiesOf(reading, isError) {
  return identitiesOfReading(reading, isError, true, 0);
}
function readingLength(reading) {
  return ("whole" in reading ? reading.whole.length : reading.head.length + reading.tail.length) + (reading.media?.length ?? 0);
}

// lib/result/settled-result.ts
var SMALL_CHARS = 2048;
var KEPT_CHARS = 2 << 20;
var KeptCopies = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  entries = [];
  /** entries[0, head) are given back. */
  head = 0;
  /** Entries that still count (chars > 0). */
  counting = 0;
  /** Characters counted: live copies, and those of results gone with their agent that
   *  were not given back (they leave when their turn as the oldest comes). */
  total = 0;
  /** Counts `chars` of `result`'s copy; past the limit, digests the oldest copies. */
  add(result, chars) {
    const kept = { result: new WeakRef(result), chars };
    this.entries.push(kept);
    this.counting++;
    this.total += chars;
    while (this.total > this.limit) {
      const oldest = this.entries[this.head++];
      if (oldest.chars === 0) continue;
      this.giveBack(oldest);
      oldest.result.deref()?.digestNow();
    }
    this.compact();
    return kept;
  }
  giveBack(kept) {
    if (kept.chars === 0) return;
    this.total -= kept.chars;
    kept.chars = 0;
    this.counting--;
    this.compact();
  }
  /** Drops given-back entries: at the front as they come, and all of them once they
   *  outnumber the counting ones (copies of agents that stay idle hold the front). */
  compact() {
    const entries = this.entries;
    while (this.head < entries.length && entries[this.head].chars === 0) this.head++;
    if (entries.length - this.head > 2 * this.counting + 64) {
      this.entries = entries.filter((kept, i) => i >= this.head && kept.chars > 0);
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > entries.length) {
      this.entries = entries.slice(this.head);
      this.head = 0;
    }
  }
};
var budget = new KeptCopies(KEPT_CHARS);
function sameReading(a, b) {
  if (a === void 0 || b === void 0 || a.media !== b.media) return false;
  if ("whole" in a) return "whole" in b && a.whole === b.whole;
  return !("whole" in b) && a.head === b.head && a.tail === b.tail;
}
var SettledResult = class {
  /** @param content the host's result content; @param isError the result's flag. */
  constructor(content, isError) {
    this.isError = isError;
    const reading = readResult(content);
    this.reading = reading;
    this.blank = "whole" in reading && reading.media === void 0 && !/\S/.test(reading.whole);
    const chars = readingLength(reading);
    if (chars > SMALL_CHARS) this.kept = budget.add(this, chars);
  }
  isError;
  /** What the digest reads, until the first comparison (or the budget) digests it. */
  reading;
  digests;
  /** The copy's entry in the budget, while it counts there. */
  kept;
  /** Its text holds nothing but blanks (D25: such an answer brings nothing). */
  blank;
  /** D13: an error never equals a success; otherwise the digests (lib/result/digest.ts) decide.
   *  Two copies that are the same text are the same without digesting either. */
  sameAs(other) {
    return this.same(other, "exact");
  }
  /** D15: the same answer — the same result but for counters in ids (D26: `run_7`). */
  sameAnswerAs(other) {
    return this.same(other, "answer");
  }
  /** D17: the same content, numbers and generated ids masked (D21). */
  sameContentAs(other) {
    return this.same(other, "content");
  }
  same(other, identity) {
    if (this.isError !== other.isError) return false;
    if (sameReading(this.reading, other.reading)) return true;
    const mine = this.identities();
    const theirs = other.identities();
    return mine !== void 0 && theirs !== void 0 && mine[identity] === theirs[identity];
  }
  /** D13's identity (sameAs() is the equality of these), to index answers by; undefined
   *  once released undigested. */
  exactIdentity() {
    return this.identities()?.exact;
  }
  /** Digests the copy now (the budget is full) and drops it. */
  digestNow() {
    this.identities();
  }
  /** The run left the window, or its agent started over: the copy goes (a digest already
   *  made stays). A result released undigested equals nothing: only a call still running
   *  for an agent that started over can compare one, in a window nobody reads again. */
  release() {
    this.reading = void 0;
    this.giveBack();
  }
  giveBack() {
    if (this.kept === void 0) return;
    budget.giveBack(this.kept);
    this.kept = void 0;
  }
  /** Both identities, computed together on the first comparison that needs one (which
   *  drops the copy); undefined for a result released undigested. */
  identities() {
    if (this.digests === void 0 && this.reading !== void 0) {
      this.digests = identitiesOf(this.reading, this.isError);
      this.reading = void 0;
      this.giveBack();
    }
    return this.digests;
  }
};

// lib/hand-off.ts
var HandOff = class {
  key;
  value;
  displaced = /* @__PURE__ */ new WeakMap();
  /** Values put into `displaced` and not taken back (some may be gone with their key). */
  inDisplaced = 0;
  /** Leaves `value` for `key`, replacing what was left for it. */
  put(key, value) {
    if (this.inDisplaced > 0 && this.displaced.delete(key)) this.inDisplaced--;
    if (this.key !== void 0 && this.key !== key) {
      this.displaced.set(this.key, this.value);
      this.inDisplaced++;
    }
    this.key = key;
    this.value = value;
  }
  /** Whether a value is left for `key`. */
  has(key) {
    return key === this.key || this.inDisplaced > 0 && this.displaced.has(key);
  }
  /** The value left for `key`, which is no longer kept; undefined when none is. */
  take(key) {
    if (key === this.key) {
      const value2 = this.value;
      this.key = this.value = void 0;
      return value2;
    }
    if (this.inDisplaced === 0) return void 0;
    const value = this.displaced.get(key);
    if (value !== void 0) {
      this.displaced.delete(key);
      this.inDisplaced--;
    }
    return value;
  }
};

// lib/rules/noop.ts
var NOOP_ID = "noop:";
var missingToolKey = (tool) => `\0${tool}`;
function isNoop(state, print) {
  return print.noop || !print.change && (state.isMissing(print.program) || state.isMissing(missingToolKey(print.tool)));
}
function noopPrint(cap) {
  return { id: NOOP_ID, kind: "noop", head: NOOP_ID, length: NOOP_ID.length, cap };
}
var noopRule = {
  name: "noop",
  scope: "call",
  hit(s) {
    const { print, state } = s;
    if (!s.check || !isNoop(state, print)) return void 0;
    const cap = s.config.limits.get("noop") ?? null;
    const next = state.noopsInARow + 1;
    if (cap === null || next < cap) return void 0;
    const fingerprint = noopPrint(cap);
    if (print.noop) return { fingerprint, next, cap, counted: "noop" };
    if (state.isMissing(print.program)) return { fingerprint, next, cap, counted: "noop", missing: print.program };
    return { fingerprint, next, cap, counted: "noop", missingTool: print.tool };
  }
};

// lib/result/never-ran.ts
var READ_CHARS = 512;
function errorCode(result) {
  const error = result.error;
  if (typeof error !== "object" || error === null) return void 0;
  const info = error.info;
  return typeof info === "object" && info !== null ? info.code : void 0;
}
function shortText2(content) {
  if (!Array.isArray(content) || content.length !== 1) return void 0;
  const block = content[0];
  const text = typeof block === "object" && block !== null ? block.text : void 0;
  return typeof text === "string" && text.length <= READ_CHARS ? text : void 0;
}
function unwrapped(text) {
  let words = text.trim();
  for (let pass = 0; pass < 3; pass++) {
    if (words.startsWith("Error: ")) words = words.slice(7).trim();
    else if (words.startsWith("<tool_use_error>") && words.endsWith("</tool_use_error>")) words = words.slice(16, -17).trim();
    else break;
  }
  countSteps(4);
  return words;
}
function notRun(result) {
  if (result === void 0 || result === null || result.isError !== true) return void 0;
  const code = errorCode(result);
  if (code === "ABORTED_BEFORE_DISPATCH") return "never-ran";
  if (code === "UNKNOWN_TOOL") return "unknown-tool";
  const text = shortText2(result.content);
  if (text === void 0) return void 0;
  const words = unwrapped(text);
  countSteps(1);
  if (words.startsWith('unknown tool "') || words.startsWith("No such tool available: ")) return "unknown-tool";
  if (words === "tool call aborted before dispatch" || words === "Sibling tool call errored") return "never-ran";
  if (words.startsWith("Cancelled: parallel tool call ") && words.endsWith(" errored")) return "never-ran";
  return void 0;
}

// lib/rules/changed-nothing.ts
var changedNothingRule = {
  name: "same-result",
  scope: "fingerprint",
  hit(s) {
    const { config, fingerprint, print, state } = s;
    const { sameResult, pollSleep } = config;
    if (!config.progress || !print.change || sameResult === null || fingerprint.kind !== "exact") return void 0;
    const runs = Math.max(2, sameResult - 1);
    if (s.count < runs) return void 0;
    const after = pollSleep === null ? -Infinity : state.clock + print.wait.ms - msOf(pollSleep);
    const oldest = state.window.idleRuns(fingerprint.id, runs, state.episode, after);
    if (oldest === void 0 || state.window.movedSince(oldest)) return void 0;
    const retried = oldest.idle.isError ? "failed" : "redone";
    return { fingerprint, next: runs + 1, cap: runs + 1, counted: "same-result", retried };
  }
};

// lib/rules/poll.ts
var pollRule = {
  name: "poll",
  scope: "call",
  hit(s) {
    const { pollSleep, pollBudget } = s.config;
    if (!s.check || pollSleep === null) return void 0;
    const { state, print } = s;
    const sleepMs = msOf(pollSleep);
    const at = state.clock + print.wait.ms;
    const blocks = print.wait.blocks === true;
    if (at < sleepMs && !blocks) return void 0;
    const exact = print.fingerprints[0];
    const previous = state.window.previousSettled(exact.id);
    if (previous === void 0 || !blocks && at - previous.clock < sleepMs) return void 0;
    s.claimed = true;
    const waited = previous.episode === state.episode ? previous.streak ?? 0 : 0;
    const budgetMs = msOf(pollBudget);
    if (waited < budgetMs) return void 0;
    return { fingerprint: exact, next: waited / 1e3, cap: budgetMs / 1e3, counted: "poll" };
  }
};

// lib/rules/same-result.ts
var SAME_RESULT_KINDS = /* @__PURE__ */ new Set(["exact", "cmd", "net", "sink"]);
var sameResultRule = {
  name: "same-result",
  scope: "fingerprint",
  hit(s) {
    const { sameResult } = s.config;
    if (!s.check || sameResult === null) return void 0;
    const { fingerprint, state } = s;
    const runs = sameResult - 1;
    if (!SAME_RESULT_KINDS.has(fingerprint.kind) || s.count < runs && state.window.reach(fingerprint.id) < runs) return void 0;
    if (s.print.product && (fingerprint.kind === "sink" || fingerprint.kind === "net")) return void 0;
    if (!state.window.sameAnswer(fingerprint.id, runs, state.episode, s.since)) return void 0;
    return { fingerprint, next: sameResult, cap: sameResult, counted: "same-result" };
  }
};

// lib/rules/unchanged.ts
var unchangedRule = {
  name: "unchanged",
  scope: "fingerprint",
  hit(s) {
    const { fingerprint } = s;
    const cap = fingerprint.cap;
    if (!s.check || s.count + 1 < cap) return void 0;
    const { window } = s.state;
    if (window.carriedByChange(fingerprint.id)) return void 0;
    const next = window.unchangedRuns(fingerprint.id, true, s.state.editEpisode, s.since) + 1;
    s.unchanged = next;
    if (next < cap) return void 0;
    return { fingerprint, next, cap, counted: "unchanged" };
  }
};

// lib/rules/wait.ts
var waitRule = {
  name: "wait",
  scope: "call",
  hit(s) {
    if (!s.check || !s.print.wait.onlyWaits) return void 0;
    s.claimed = true;
    const waited = s.state.waitedInARow;
    const budgetMs = msOf(s.config.pollBudget);
    if (waited < budgetMs) return void 0;
    return { fingerprint: s.print.fingerprints[0], next: waited / 1e3, cap: budgetMs / 1e3, counted: "wait" };
  }
};

// lib/rules/window-count.ts
var windowRule = {
  name: "window",
  scope: "fingerprint",
  hit(s) {
    const { fingerprint } = s;
    const cap = fingerprint.cap;
    const next = s.count + 1;
    if (next < cap) return void 0;
    if (s.check && !s.state.window.carriedByChange(fingerprint.id)) return void 0;
    return { fingerprint, next, cap, counted: "window" };
  }
};

// lib/rules/forgiveness.ts
function forgiveness(s) {
  if (s.unchanged < 0) return void 0;
  const { fingerprint } = s;
  return { fingerprint, cap: fingerprint.cap, inWindow: s.count + 1, next: s.unchanged };
}

// lib/rules/order.ts
var CALL_RULES = [noopRule, failureRule, waitRule, pollRule];
var FINGERPRINT_RULES = [windowRule, sameResultRule, unchangedRule, changedNothingRule];

// lib/rules/rule.ts
var Subject = class {
  constructor(config) {
    this.config = config;
  }
  config;
  /** The agent's memory (lib/window.ts). */
  state;
  /** The call's fingerprints and what it does. */
  print;
  /** progress is on and the call is not a change (D13): the rules for checks apply. */
  check = false;
  /** Set by a call rule that takes the call alone (a poll, a call that only waits): no
   *  later rule looks at the call. */
  claimed = false;
  /** Fingerprint rules: the fingerprint being decided, and its runs in the window. */
  fingerprint;
  count = 0;
  /** The `unchanged` rule's count for this fingerprint (D13/D17), -1 when it did not
   *  count; `forgiveness` reads it. */
  unchanged = -1;
  /** D29: the seq of the latest run that regenerated a file this call reads (-1: none):
   *  the call's runs before it are not repeats of this one. Set by the breaker, which has
   *  the call's arguments. */
  since = -1;
  /** Sets the subject to one call. */
  forCall(state, print) {
    this.state = state;
    this.print = print;
    this.check = this.config.progress && !print.change;
    this.claimed = false;
    this.since = -1;
  }
  /** Sets the subject to one capped fingerprint of the call. */
  forFingerprint(fingerprint) {
    this.fingerprint = fingerprint;
    this.count = this.state.window.count(fingerprint.id);
    this.unchanged = -1;
  }
};

// lib/novelty.ts
function newContentBefore(novelty, oldest) {
  const { previous, witness } = novelty;
  return previous !== null && previous.seq >= oldest && witness < oldest ? previous : null;
}
function noveltyByWalk(runs, at, disorder) {
  const run = runs[at];
  const call = run.ids[0];
  let previous = null;
  for (let j = at - 1; j >= 0; j--) {
    const earlier = runs[j];
    if (earlier.result === void 0 || earlier.ids[0] !== call) continue;
    if (earlier.episode !== run.episode) break;
    if (previous === null) {
      if (earlier.result.sameContentAs(run.result)) break;
      previous = earlier;
    } else if (earlier.result.sameAs(run.result)) return { previous, witness: earlier.seq, disorder };
  }
  return { previous, witness: -1, disorder };
}
var CallAnswers = class {
  /** Built from the settled runs of one call in a window of `windowSize`, oldest first. */
  constructor(settled, windowSize) {
    this.windowSize = windowSize;
    for (const run of settled) this.add(run, 0);
  }
  windowSize;
  latest;
  previous;
  /** Runs of the latest's episode before `previous`, oldest first, not yet in `seen`. */
  pending = [];
  /** Exact identity → seq of the latest run (of those before `previous`) that gave it. */
  seen = /* @__PURE__ */ new Map();
  /** A run of the call settled, committed after every run already here; the window
   *  holds the runs from seq `oldest` on. */
  add(run, oldest) {
    const { latest, previous } = this;
    if (latest !== void 0 && previous !== void 0 && latest.episode === run.episode && previous.episode === run.episode) {
      this.pending.push(previous);
      if (this.pending.length > 2 * this.windowSize + 16) this.pending = this.pending.filter((earlier) => earlier.seq >= oldest);
    } else {
      this.pending = [];
      this.seen.clear();
    }
    this.previous = latest;
    this.latest = run;
  }
  /** Whether `run` is the latest settled run here. */
  isLatest(run) {
    return run === this.latest;
  }
  /** noveltyByWalk() for the latest run, the window holding the runs from seq `oldest`
   *  on, in about constant time: the answers of the runs that settled since the last
   *  question join the index, and those that left the window no longer count. */
  novelty(oldest, disorder) {
    const run = this.latest;
    const previous = this.previous;
    if (previous === void 0 || previous.seq < oldest || previous.episode !== run.episode) return { previous: null, witness: -1, disorder };
    if (previous.result.sameContentAs(run.result)) return { previous: null, witness: -1, disorder };
    const { seen } = this;
    for (const earlier of this.pending) {
      const answer2 = earlier.seq >= oldest ? earlier.result.exactIdentity() : void 0;
      if (answer2 !== void 0) seen.set(answer2, earlier.seq);
    }
    this.pending = [];
    if (seen.size > 2 * this.windowSize + 16) {
      for (const [answer2, seq] of seen) if (seq < oldest) seen.delete(answer2);
    }
    if (seen.size === 0) return { previous, witness: -1, disorder };
    const answer = run.result.exactIdentity();
    const witness = answer === void 0 ? void 0 : seen.get(answer);
    return { previous, witness: witness !== void 0 && witness >= oldest ? witness : -1, disorder };
  }
};

// lib/window.ts
var MIN_ONLY_WAIT_MS = 1e3;
function releaseResults(slot) {
  slot.result?.release();
  slot.idle?.release();
  slot.said?.release();
}
var answered = (slot) => !slot.change && (slot.result !== void 0 || slot.evidence !== void 0);
var SlidingWindow = class {
  constructor(size) {
    this.size = size;
  }
  size;
  slots = [];
  runs = /* @__PURE__ */ new Map();
  /** D33: the answered slots that left the window, oldest first, from `leftHead` on: at
   *  most `size` of them, all among the last `2 × size` commits (the reach of D15). A queue
   *  read from a moving head and cut once per `size` departures: `shift()` on every call
   *  that evicts grew the compiled code of every commit (see docs/measurements.md). */
  left = [];
  leftHead = 0;
  /** Slots committed so far: the window holds those from seq `commits - length` on. */
  commits = 0;
  /** D17: runs that settled after a later run of their call (see settled()). */
  disorder = 0;
  /** The id count() looked up last, and its runs, until the next commit. */
  counted;
  countedRuns;
  /** The seq of the oldest slot the window holds. */
  get oldest() {
    return this.commits - this.slots.length;
  }
  /** In how many committed calls of the window this id appears. */
  count(id) {
    const runs = this.runs.get(id);
    this.counted = id;
    this.countedRuns = runs;
    return runs?.slots.length ?? 0;
  }
  /** D33: in how many calls of the reach — the window, and the answered calls among the
   *  last `2 × size` commits that left it — this id appears. The id just counted is not
   *  looked up again. */
  reach(id) {
    const runs = id === this.counted ? this.countedRuns : this.runs.get(id);
    return runs === void 0 ? 0 : runs.slots.length + runs.leftCount;
  }
  /** Whether a change in the window carries this id. */
  carriedByChange(id) {
    return (this.runs.get(id)?.changes ?? 0) > 0;
  }
  /** The runs of this id since its count last started over. Runs that never settled
   *  (denied, in flight) count but cannot start it over.
   *  - D13: at the latest episode boundary across which its own result changed (the last
   *    settled run before it and the first after it differ);
   *  - D17 (`content`): within an episode, at a run of the same call (the same `exact:`, a
   *    slot's first id) whose result brought new content (lib/novelty.ts: different
   *    content from the call's run before it, and an answer none of its earlier runs in
   *    the episode gave). A check that alternates between two answers brings nothing new
   *    after its first two runs, so it still counts (T28b);
   *  - D19 (`since`): at the first run in episode `since` or later, the episode the latest
   *    new edit of file content opened: across it, no carry;
   *  - D29 (`sinceSeq`): at the first run committed after `sinceSeq`, when a program
   *    regenerated a file the call reads there. */
  unchangedRuns(id, content, since = 0, sinceSeq = -1) {
    const slots = this.runs.get(id)?.slots;
    if (slots === void 0) return 0;
    let later;
    let cutAfter = -1;
    for (let i = slots.length - 1; i > cutAfter; i--) {
      const slot = slots[i];
      if (slot.episode < since || slot.seq < sinceSeq) {
        cutAfter = i;
        break;
      }
      const result = slot.result;
      if (result === void 0) continue;
      if (later !== void 0 && slot.episode < later.episode && !result.sameAs(later.result)) {
        cutAfter = Math.max(cutAfter, i);
        break;
      }
      later = slot;
      if (!content) continue;
      const before = this.newContentBefore(slots, i);
      if (before === null) continue;
      for (let j = i - 1; j > cutAfter; j--) {
        if (slots[j] === before) {
          cutAfter = j;
          break;
        }
      }
    }
    return slots.length - 1 - cutAfter;
  }
  /** D17: the run of its call before the settled `slots[i]` when `slots[i]` brought new
   *  content, else null; kept on the slot for as long as it holds. */
  newContentBefore(slots, at) {
    const slot = slots[at];
    let novelty = slot.novelty;
    if (novelty === void 0 || novelty.disorder !== this.disorder) novelty = slot.novelty = this.findNovelty(slots, at);
    return newContentBefore(novelty, this.oldest);
  }
  /** The call's answer index serves its latest settled run; any other run walks. */
  findNovelty(slots, at) {
    const slot = slots[at];
    const runs = this.runs.get(slot.ids[0]);
    const answers = runs.answers ??= new CallAnswers(
      runs.slots.filter((run) => run.result !== void 0),
      this.size
    );
    return answers.isLatest(slot) ? answers.novelty(this.oldest, this.disorder) : noveltyByWalk(slots, at, this.disorder);
  }
  /** A check's run settled (its result and episode are set). Its call's answer index
   *  takes it when it is the latest settled run; one that settles after a later run of
   *  its call changes what the walk sees from that run: every kept novelty is found
   *  again and the index is built anew when next asked. */
  settled(slot) {
    if (slot.seq < this.oldest) return;
    const runs = this.runs.get(slot.ids[0]);
    const list = runs.slots;
    for (let i = list.length - 1; i >= 0 && list[i] !== slot; i--) {
      if (list[i].result !== void 0) {
        this.disorder++;
        runs.answers = void 0;
        return;
      }
    }
    runs.answers?.add(slot, this.oldest);
  }
  /** D15 with D33's reach: whether the latest `runs` settled runs of this id among the
   *  last `2 × size` commits (the window and the answered runs that left it) all lie in
   *  `episode` (and were committed at `sinceSeq` or later, D29) and all returned the same
   *  answer (D13's sameness, counters in ids aside: D26). Runs that never settled are
   *  skipped; a denial that stood for an answer counts as that answer. Reads the runs of
   *  the id in the window, newest first; only when they are not enough and some of its
   *  runs left the window, the shared queue of those that left (at most `size` slots). */
  sameAnswer(id, runs, episode, sinceSeq = -1) {
    const entry = this.runs.get(id);
    if (entry === void 0) return false;
    const { slots, leftCount } = entry;
    if (slots.length + leftCount < runs) return false;
    let latest;
    let seen = 0;
    let steps = 1;
    let inWindow = true;
    let k = slots.length - 1;
    let j = this.left.length - 1;
    const head = this.leftHead;
    let leftToFind = leftCount;
    while (seen < runs) {
      let slot;
      if (inWindow && k >= 0) slot = slots[k--];
      else {
        inWindow = false;
        while (leftToFind > 0 && j >= head && !this.left[j].ids.includes(id)) {
          j--;
          steps++;
        }
        if (leftToFind === 0 || j < head) break;
        slot = this.left[j--];
        leftToFind--;
      }
      steps++;
      const answer = slot.result ?? slot.evidence?.get(id);
      if (answer === void 0) continue;
      if (slot.episode !== episode || slot.seq < sinceSeq) break;
      if (latest === void 0) latest = answer;
      else if (!answer.sameAnswerAs(latest)) break;
      seen++;
    }
    countSteps(steps);
    return seen === runs;
  }
  /** D15: the answer of the latest run carrying `id` — its result, or the answer a denial
   *  of it stood for (Slot.evidence) —, if any. */
  latestAnswer(id) {
    const entry = this.runs.get(id);
    if (entry === void 0) return void 0;
    const { slots, leftCount } = entry;
    let i = slots.length - 1;
    let answer;
    for (; i >= 0 && answer === void 0; i--) answer = slots[i].result ?? slots[i].evidence?.get(id);
    countSteps(slots.length - i);
    if (answer !== void 0 || leftCount === 0) return answer;
    const { left, leftHead } = this;
    let j = left.length - 1;
    while (j >= leftHead && !left[j].ids.includes(id)) j--;
    countSteps(left.length - j);
    const last = j >= leftHead ? left[j] : void 0;
    return last?.result ?? last?.evidence?.get(id);
  }
  /** D27: what the latest run of the change `id` committed before `before` returned, when
   *  it ran without error and is kept. */
  previousSaid(id, before) {
    const slots = this.runs.get(id)?.slots;
    if (slots === void 0) return void 0;
    let i = slots.lastIndexOf(before) - 1;
    const end = i;
    while (i >= 0 && slots[i].said === void 0) i--;
    countSteps(end - i + 1);
    return i >= 0 ? slots[i].said : void 0;
  }
  /** D27: whether a possible change other than the runs of `id` ran (or is running) after
   *  `from`: something the breaker cannot read may have changed what a denial of `id`
   *  would call unchanged. */
  possibleChangeSince(from, id) {
    let i = this.slots.length - 1;
    let steps = 1;
    for (; i >= 0 && this.slots[i] !== from; i--) {
      const { possibleChange, outcome, ids } = this.slots[i];
      steps += ids.length;
      if (possibleChange === true && (outcome === "ok" || outcome === "running") && !ids.includes(id)) break;
    }
    countSteps(steps + this.slots.length - i);
    return i >= 0 && this.slots[i] !== from;
  }
  /** The `back`-th latest committed slot carrying `id` (1: the latest), if the window holds it. */
  runBack(id, back) {
    const slots = this.runs.get(id)?.slots;
    return slots === void 0 || back < 1 ? void 0 : slots[slots.length - back];
  }
  /** Whether every run carrying one of `ids` was spelled as `decoys` and `spelling` say
  *  (the same decoy values, the same spelling object, which the shell memo shares among
  *  runs of one command): a plain repeat, whose denial names no cosmetic difference and
  *  need not compare the runs. Reads the runs of each id, not the whole window. */
  spelledAlike(ids, decoys, spelling) {
    let steps = 1;
    let alike = true;
    for (let k = 0; k < ids.length && alike; k++) {
      const slots = this.runs.get(ids[k])?.slots;
      if (slots === void 0) continue;
      let i = 0;
      for (; i < slots.length && alike; i++) alike = slots[i].spelling === spelling && sameDecoys(slots[i].decoys, decoys);
      steps += i;
    }
    countSteps(steps);
    return alike;
  }
  /** The committed slots that carry any of `ids`, oldest first: the runs a denial of a
   *  call with these hits repeats (its message compares them). */
  slotsCarrying(ids) {
    const wanted = new Set(ids);
    const found = [];
    let steps = 1;
    for (const slot of this.slots) {
      steps += slot.ids.length;
      if (slot.ids.some((id) => wanted.has(id))) found.push(slot);
    }
    countSteps(steps);
    return found;
  }
  /** D13: whether a run of this change did it — it ran without error, or is running —
   *  (failed and denied runs changed nothing); and with `episode`, only a run whose
   *  world is that episode (D18: doing it again is a redo). */
  done(id, episode) {
    const slots = this.runs.get(id)?.slots;
    if (slots === void 0) return false;
    let i = slots.length - 1;
    for (; i >= 0; i--) {
      const { outcome, episode: its } = slots[i];
      if (outcome === "running" || outcome === "ok" && (episode === void 0 || its === episode)) break;
    }
    countSteps(slots.length - i);
    return i >= 0;
  }
  /** D18: the oldest of the latest `runs` settled runs of the change `id` when they all
   *  changed nothing (each failed, or was a redo), lie in `episode`, returned the same
   *  content (D17's identity) and the latest of them ran after `after` on the declared
   *  clock (an earlier one makes this call a poll); else undefined. Runs that never
   *  settled are skipped. */
  idleRuns(id, runs, episode, after) {
    const slots = this.runs.get(id)?.slots;
    if (slots === void 0 || slots.length < runs) return void 0;
    let latest;
    let seen = 0;
    let i = slots.length - 1;
    let found;
    for (; i >= 0; i--) {
      const slot = slots[i];
      if (slot.outcome === "denied" || slot.outcome === "running" || slot.outcome === "aborted") continue;
      const idle = slot.idle;
      if (idle === void 0 || slot.episode !== episode) break;
      if (latest === void 0) {
        if (slot.clock <= after) break;
        latest = idle;
      } else if (!idle.sameContentAs(latest)) break;
      if (++seen === runs) {
        found = slot;
        break;
      }
    }
    countSteps(slots.length - i);
    return found;
  }
  /** D18, evidence that the world moved: whether a check committed after `from` says so
   *  by its latest run there — a result different (D13's sameness) from its own previous
   *  settled run, or a first run (none before it in the window): a script the breaker
   *  cannot read is a check but may have rewritten the file, and a first look brings news
   *  the retry may act on. A later identical re-read supersedes what an earlier run of the
   *  same call said: it shows the world as it is now. */
  movedSince(from) {
    const start = this.slots.lastIndexOf(from);
    let steps = this.slots.length;
    let looked;
    let moved = false;
    for (let i = this.slots.length - 1; i > start && !moved; i--) {
      const slot = this.slots[i];
      if (slot.change || slot.result === void 0) continue;
      const call = slot.ids[0];
      if (looked?.has(call)) continue;
      (looked ??= /* @__PURE__ */ new Set()).add(call);
      const before = this.previousSettled(call, slot);
      steps += this.count(call);
      moved = before === void 0 || !before.result.sameAs(slot.result);
    }
    countSteps(steps);
    return moved;
  }
  /** The latest settled run carrying `id` that was committed before `before` (or the
   *  latest of all when `before` is undefined). */
  previousSettled(id, before) {
    const slots = this.runs.get(id)?.slots;
    if (slots === void 0) return void 0;
    let i = slots.length - 1;
    if (before !== void 0) {
      while (i >= 0 && slots[i] !== before) i--;
      i--;
    }
    for (; i >= 0; i--) if (slots[i].result !== void 0) return slots[i];
    return void 0;
  }
  /** Whether the window still holds `slot`. */
  holds(slot) {
    return slot.seq >= this.oldest;
  }
  /** One call = one slot; the oldest slot falls out past `size`. `slot.ids` must be distinct. */
  commit(slot) {
    this.counted = void 0;
    this.countedRuns = void 0;
    slot.seq = this.commits++;
    this.slots.push(slot);
    for (const id of slot.ids) {
      let runs = this.runs.get(id);
      if (runs === void 0) {
        runs = { slots: [], leftCount: 0, changes: 0, answers: void 0 };
        this.runs.set(id, runs);
      }
      runs.slots.push(slot);
      if (slot.change) runs.changes++;
    }
    while (this.slots.length > this.size) this.evict(this.slots.shift());
  }
  /** The agent starts over: the kept copies of its results go (lib/result/settled-result.ts). */
  release() {
    for (const slot of this.slots) releaseResults(slot);
    for (let i = this.leftHead; i < this.left.length; i++) releaseResults(this.left[i]);
  }
  /** `slot` leaves the window. An answered one stays within the reach (D33), its result
   *  kept, until `size` later ones have left too. */
  evict(slot) {
    const kept = answered(slot);
    if (kept) this.left.push(slot);
    else releaseResults(slot);
    for (const id of slot.ids) {
      const runs = this.runs.get(id);
      if (runs === void 0) continue;
      runs.slots.shift();
      if (slot.change) runs.changes--;
      if (kept) runs.leftCount++;
      if (runs.slots.length > 0) continue;
      runs.answers = void 0;
      if (runs.leftCount === 0) this.runs.delete(id);
    }
    const from = this.commits - 2 * this.size;
    const left = this.left;
    let head = this.leftHead;
    while (left.length - head > this.size || head < left.length && left[head].seq < from) this.leave(left[head++]);
    if (head >= this.size) {
      this.left = left.slice(head);
      head = 0;
    }
    this.leftHead = head;
  }
  /** `slot` leaves the reach: nothing compares its result again. */
  leave(slot) {
    releaseResults(slot);
    for (const id of slot.ids) {
      const runs = this.runs.get(id);
      if (runs === void 0) continue;
      runs.leftCount--;
      if (runs.slots.length === 0 && runs.leftCount === 0) this.runs.delete(id);
    }
  }
  get length() {
    return this.slots.length;
  }
};
var MISSING_PROGRAMS = 64;
var REGENERATIONS = 32;
var Workspace = class {
  changes = 0;
  edits = 0;
};
var FAILING_TOOLS = 64;
var AgentState = class {
  constructor(windowSize, workspace = new Workspace()) {
    this.workspace = workspace;
    this.window = new SlidingWindow(windowSize);
    this.seen = workspace.changes;
  }
  workspace;
  window;
  results = [];
  /** The operator approved a local-address ask this turn. */
  exempt = false;
  /** A local-address ask was declined (or unanswerable) this turn. */
  refused = false;
  /** D13: raised by every new change that ran and succeeded. */
  episode = 0;
  /** D16: milliseconds this agent has declared it waits, over all its allowed calls: a
   *  whole number, so waits add up exactly (lib/call/waits.ts). */
  clock = 0;
  /** D16: milliseconds counted for the calls that only waited since the last other
   *  allowed call, each at least MIN_ONLY_WAIT_MS. */
  waitedInARow = 0;
  /** D19: the episode the latest new edit of file content opened; a check's count never
   *  reaches back before it. */
  editEpisode = 0;
  /** An allowed call of this turn left something running in the background (a shell `&`,
   *  `nohup`, `run_in_background: true`): a read of a file may then be waiting for it. */
  background = false;
  /** D27: the latest possible change allowed (a denial asks whether one ran since the runs
   *  it repeats: most never had one, and need not look). */
  lastPossibleChange;
  /** D20: allowed calls that did nothing in a row, up to the latest allowed call. */
  noopsInARow = 0;
  /** D20: the row before the latest allowed call, and that call: its result may still
   *  show that it did nothing (its program could not be found). */
  rowBefore = 0;
  latest;
  /** D20: programs a call of episode `missingEpisode` could not find. */
  missing;
  /** The decoy values of the latest call (see internDecoys). */
  lastDecoys;
  missingEpisode = 0;
  /** D29: files a program regenerated, with the seq of the run that did (bounded). */
  regenerations;
  /** D28: the workspace's count of new changes this agent has taken in. */
  seen;
  /** D34: the tools (not shells) whose latest runs failed the same way, by name. */
  failing;
  /** D28: another agent's new changes since this agent last looked open one new episode
   *  here too (its counts, windows and caps stay its own). */
  catchUp() {
    const { changes, edits } = this.workspace;
    if (changes === this.seen) return;
    this.episode++;
    if (edits > this.seen) this.editEpisode = this.episode;
    this.seen = changes;
  }
  /** D13, D19, D27, D28: a new change ran and succeeded: a new episode, for this agent now
   *  and for the others when they next look; `edits`: it may have rewritten file content. */
  open(edits) {
    this.catchUp();
    this.episode++;
    const workspace = this.workspace;
    this.seen = ++workspace.changes;
    if (edits) {
      this.editEpisode = this.episode;
      workspace.edits = workspace.changes;
    }
  }
  /** `decoys`, or the latest call's equal values: a loop's runs then share one object, and
   *  a denial sees a plain repeat by identity (SlidingWindow.spelledAlike). */
  internDecoys(decoys) {
    if (sameDecoys(this.lastDecoys, decoys)) return this.lastDecoys;
    this.lastDecoys = decoys;
    return decoys;
  }
  /** D20: an allowed call, `noop` when it does nothing, extends the row or ends it. */
  ran(slot, noop) {
    this.rowBefore = this.noopsInARow;
    this.noopsInARow = noop ? this.noopsInARow + 1 : 0;
    this.latest = slot;
  }
  /** D20: the settled `slot` did nothing after all, or did something after all: the row is
   *  redone, if no other call was allowed since. */
  settledNoop(slot, noop) {
    if (slot === this.latest) this.noopsInARow = noop ? this.rowBefore + 1 : 0;
  }
  /** D20: the allowed `slot` never ran (its body never started): the row is as it was
   *  before it, if no other call was allowed since. */
  neverRan(slot) {
    if (slot === this.latest) this.noopsInARow = this.rowBefore;
  }
  /** D20: whether a call of this episode could not find `program`. */
  isMissing(program) {
    return this.missing !== void 0 && this.missingEpisode === this.episode && program !== "" && this.missing.has(program);
  }
  /** D20: a call of this episode could not find `program` (a new episode forgets it). */
  addMissing(program) {
    if (program === "") return;
    if (this.missing === void 0 || this.missingEpisode !== this.episode || this.missing.size >= MISSING_PROGRAMS) {
      this.missing = /* @__PURE__ */ new Set();
      this.missingEpisode = this.episode;
    }
    this.missing.add(program);
  }
  /** D29: the run `seq` wrote `paths` with a program's output: the next read of them is new. */
  produced(paths, seq) {
    const regenerations = this.regenerations ??= /* @__PURE__ */ new Map();
    for (const path of paths) {
      regenerations.delete(path);
      regenerations.set(path, seq);
      if (regenerations.size > REGENERATIONS) regenerations.delete(regenerations.keys().next().value);
    }
    countSteps(paths.length + 1);
  }
  /** D29: whether a program regenerated some file this agent may read. */
  get regenerated() {
    return this.regenerations !== void 0 && this.regenerations.size > 0;
  }
  /** D29: the seq of the latest regeneration of a file among `paths`, or -1. */
  regeneratedSince(paths) {
    const regenerations = this.regenerations;
    if (regenerations === void 0 || paths.length === 0) return -1;
    let since = -1;
    for (const [written, seq] of regenerations) for (const path of paths) if (seq > since && samePath(path, written)) since = seq;
    countSteps(regenerations.size * paths.length + 1);
    return since;
  }
  /** D20: `program` ran after all (installed, or on a new path). */
  foundProgram(program) {
    this.missing?.delete(program);
  }
  /** D34: `tool`'s failures in a row, if its latest run failed. */
  failureStreak(tool) {
    return this.failing?.get(tool);
  }
  /** D34: a run of `tool` (not a shell) settled. A success ends its streak; a failure
   *  extends it when it returned the error of the streak (D17's content identity), in the
   *  same episode, less than `sleepMs` declared milliseconds after it (a rate limit may lift
   *  in a wait), and else starts one. A successful read ends the streaks of changes: an
   *  edit that wants its file read first fails for what a read fixes. */
  settledRun(tool, slot, error, change, reads, sleepMs, quote) {
    let failing = this.failing;
    if (error === void 0) {
      if (failing === void 0) return;
      failing.delete(tool);
      if (reads) {
        for (const [name, streak] of failing) if (streak.change) failing.delete(name);
      }
      return;
    }
    const call = slot.ids[0];
    const before = failing?.get(tool);
    const extending = before !== void 0 && before.episode === this.episode && slot.clock - before.clock < sleepMs && before.error.sameContentAs(error);
    if (failing === void 0 || before === void 0 && failing.size >= FAILING_TOOLS) failing = this.failing = /* @__PURE__ */ new Map();
    failing.set(tool, {
      runs: extending ? before.runs + 1 : 1,
      error,
      episode: this.episode,
      clock: slot.clock,
      change,
      call,
      varied: extending && (before.varied || before.call !== call),
      quote
    });
  }
  /** D16: an allowed call's declared wait moves the clock; a call that only waits adds to
   *  the run of waiting (at least MIN_ONLY_WAIT_MS), any other call ends it. */
  advance(wait, change) {
    this.clock += wait.ms;
    this.waitedInARow = wait.onlyWaits && !change ? this.waitedInARow + Math.max(wait.ms, MIN_ONLY_WAIT_MS) : 0;
  }
  /** D16: works out `slot`'s wait streak once it settled (see Slot.streak): over the latest
   *  consecutive runs of the same call in its episode that returned the same content (D17:
   *  an answer that moves only in a counter, a byte count or an id is the same wait), its
   *  own wait for the first and the clock's advance since the run before for each later
   *  one. Carried from run to run, so the sum is not limited by the window's size. When
   *  nothing waited, the streak is 0 whatever the results, and nothing is compared. */
  settleStreak(slot) {
    const before = this.window.previousSettled(slot.ids[0], slot);
    if (before === void 0 || before.episode !== slot.episode) {
      slot.streak = slot.wait;
      return;
    }
    const carried = before.streak ?? 0;
    const advance = slot.clock - before.clock;
    if (carried === 0 && advance === 0 && slot.wait === 0) slot.streak = 0;
    else slot.streak = before.result.sameContentAs(slot.result) ? carried + advance : slot.wait;
  }
  remember(result) {
    this.results.push(result);
    if (this.results.length > this.window.size) this.results.shift();
  }
  /** design §9 D9, issue 29: the latest result of a call carrying one of `ids` — the
   *  action being repeated —, a failure included; undefined when none is kept. Never
   *  another call's result: quoted under this call's name, it would tell the model
   *  something false. One set lookup per id a stored result carries: comparing every
   *  asked id with every stored one cost 5–18 ms at `window: 1000`. Only a denial asks,
   *  so nothing is indexed on the way in. */
  previousResult(ids) {
    const asked = new Set(ids);
    let scanned = 1;
    for (let i = this.results.length - 1; i >= 0; i--) {
      const result = this.results[i];
      scanned += result.ids.length;
      for (const id of result.ids) {
        if (asked.has(id)) {
          countSteps(scanned);
          return result;
        }
      }
    }
    countSteps(scanned);
    return void 0;
  }
};
var AgentStates = class {
  constructor(windowSize) {
    this.windowSize = windowSize;
  }
  windowSize;
  byAgent = /* @__PURE__ */ new WeakMap();
  /** D28: every agent of the breaker works in one place (see docs/design.md D28: the host
   *  does not say which agent started which). */
  workspace = new Workspace();
  get(agent) {
    let state = this.byAgent.get(agent);
    if (state === void 0) {
      state = new AgentState(this.windowSize, this.workspace);
      this.byAgent.set(agent, state);
    }
    return state;
  }
  peek(agent) {
    return this.byAgent.get(agent);
  }
  reset(agent) {
    this.byAgent.get(agent)?.window.release();
    this.byAgent.delete(agent);
  }
};

// lib/breaker.ts
function didSomethingNew(state, slot, print, newChange, said) {
  if (newChange) return true;
  if (said !== void 0) {
    const before2 = state.window.previousSaid(slot.ids[0], slot);
    return before2 !== void 0 && !before2.sameContentAs(said);
  }
  if (!print.possibleChange || slot.result === void 0) return false;
  const before = state.window.previousSettled(slot.ids[0], slot);
  return before === void 0 || !before.result.sameContentAs(slot.result);
}
var NONE3 = [];
var NOTHING2 = { hits: NONE3, forgiven: NONE3, localOnly: false };
function deniedSlot(ids, state, change, decoys, print, hits) {
  let evidence;
  for (const hit of hits ?? NONE3) {
    if (hit.counted !== "same-result" || hit.retried !== void 0) continue;
    const answer = state.window.latestAnswer(hit.fingerprint.id);
    if (answer === void 0) continue;
    answer.digestNow();
    (evidence ??= /* @__PURE__ */ new Map()).set(hit.fingerprint.id, answer);
  }
  return newSlot(ids, state, change, false, "denied", 0, decoys, print?.spelling, evidence);
}
function hitIdsOf(hits) {
  const ids = new Array(hits.length);
  for (let i = 0; i < hits.length; i++) ids[i] = hits[i].fingerprint.id;
  return ids;
}
function newSlot(ids, state, change, possibleChange, outcome, wait, decoys, spelling, evidence) {
  return {
    ids,
    seq: -1,
    episode: state.episode,
    change,
    possibleChange,
    result: void 0,
    outcome,
    idle: void 0,
    said: void 0,
    clock: state.clock,
    wait,
    streak: 0,
    // a number from the start (0 reads as no streak, as undefined did): a field that turns from undefined to a number changes the slot's map
    novelty: void 0,
    decoys,
    spelling,
    evidence
  };
}
function unseenBetween(state, hits) {
  const { window, lastPossibleChange } = state;
  if (lastPossibleChange === void 0 || !window.holds(lastPossibleChange)) return false;
  for (const hit of hits) {
    if (hit.counted !== "same-result" && hit.counted !== "unchanged") continue;
    const from = window.runBack(hit.fingerprint.id, hit.next - 1);
    if (from !== void 0 && window.possibleChangeSince(from, hit.fingerprint.id)) return true;
  }
  return false;
}
function settleNoop(state, slot, print, content, isError, unknownTool) {
  const toolKey = missingToolKey(print.tool);
  if (unknownTool) {
    state.addMissing(toolKey);
    state.settledNoop(slot, !print.change);
    return;
  }
  if (state.isMissing(toolKey)) state.foundProgram(toolKey);
  const named = print.noop || print.program === "" ? void 0 : missingProgram(content, isError);
  let noop = print.noop;
  if (noop && print.silent && !isError && slot.result !== void 0 && !slot.result.blank) {
    const previous = state.window.previousSettled(slot.ids[0], slot);
    noop = previous !== void 0 && previous.result.sameContentAs(slot.result);
  }
  if (!print.noop && !print.change) {
    if (named === "" || named === print.program) noop = true;
    else if (state.isMissing(print.program)) state.foundProgram(print.program);
  }
  if (named !== void 0) state.addMissing(named === "" ? print.program : named);
  state.settledNoop(slot, noop);
}
function toolNameOf(exec) {
  if (typeof exec.name === "string") return exec.name;
  if (typeof exec.toolName === "string") return exec.toolName;
  const tool = exec.tool;
  if (typeof tool === "object" && tool !== null) {
    const name = tool.name;
    if (typeof name === "string") return name;
  }
  return "";
}
function agentOf(exec) {
  const agent = exec.agent;
  return typeof agent === "object" && agent !== null || typeof agent === "function" ? agent : null;
}
function hasUserMessage(messages) {
  if (!Array.isArray(messages)) return false;
  return messages.some((message) => {
    if (typeof message !== "object" || message === null) return false;
    const source = message.source;
    return typeof source === "object" && source !== null && source.kind === "user";
  });
}
var Breaker = class {
  constructor(config, observer = {}) {
    this.config = config;
    this.observer = observer;
    this.fingerprinter = new Fingerprinter(config);
    this.states = new AgentStates(config.window);
    this.subject = new Subject(config);
    this.noops = config.progress && (config.limits.get("noop") ?? null) !== null;
    this.failures = config.progress && [...config.limits].some(([key, cap]) => cap !== null && (key === "failure" || key.startsWith(FAILURE_PREFIX)));
    this.failureSleepMs = config.pollSleep === null ? Infinity : msOf(config.pollSleep);
    this.included = config.include.length > 0 ? matcherOf(config.include) : null;
    this.excluded = matcherOf(config.exclude);
    this.exempted = config.exempt.length > 0 ? matcherOf(config.exempt) : null;
  }
  config;
  observer;
  fingerprinter;
  states;
  /** Executions asked about in pre-execute whose answer is not known yet. */
  pendingAsks = new HandOff();
  /** Executions the guard let through, waiting for their result. */
  allowedRuns = new HandOff();
  /** Pre-execute's fingerprints, reused by the guard while name and arguments are unchanged. */
  printCache = new HandOff();
  /** design §3.4, `include` and `exclude` compiled. */
  included;
  excluded;
  /** `exempt` compiled; null when it is empty. */
  exempted;
  /** What the rules read, refilled for every decision (the guard is never re-entered). */
  subject;
  /** D20 is on: the row of no-ops and the missing programs are kept. */
  noops;
  /** D34 is on: the failures in a row of each tool (not a shell) are kept. */
  failures;
  /** D34: a declared wait this long (milliseconds) since a tool's latest failure starts it over. */
  failureSleepMs;
  /** `exempt`: a fingerprint of the call matches a pattern. A fingerprint counted by its
   *  digest (longer than MAX_ID_CHARS) matches none: no pattern is that long. */
  isExempt(print) {
    const exempted = this.exempted;
    if (exempted === null) return false;
    return print.fingerprints.some((fingerprint) => fingerprint.length <= MAX_ID_CHARS && exempted(fingerprint.id));
  }
  /** design §3.4 (lib/call/scope.ts' isTracked, with the matchers compiled once). */
  isTracked(tool) {
    if (tool === "") return false;
    if (this.included !== null && !this.included(tool)) return false;
    return !this.excluded(tool);
  }
  /** A tracked call with an agent, fingerprinted; null when the breaker must stay out of the way. */
  inspect(exec, keep = true) {
    const agent = agentOf(exec);
    const tool = toolNameOf(exec);
    if (agent === null || !this.isTracked(tool)) return null;
    const rawArgs = exec.arguments !== void 0 ? exec.arguments : exec.args;
    const args = argumentsObject(rawArgs);
    const cached = keep ? void 0 : this.printCache.take(exec);
    if (cached !== void 0 && cached.tool === tool && cached.args === rawArgs) return { tool, agent, args, print: cached.print };
    const print = this.fingerprinter.print(tool, args);
    if (this.isExempt(print)) return null;
    if (keep) this.printCache.put(exec, { tool, args: rawArgs, print });
    return { tool, agent, args, print };
  }
  /** design §6.2 with §9 D13–D17: the rules of lib/rules/order.ts in their order. Call
   *  rules first; one that claims the call (a poll, a call that only waits) decides it
   *  alone. Then each capped fingerprint, until a rule hits it; a fingerprint that the
   *  0.3.3 count would have stopped and no rule hit is forgiven (D13). */
  evaluate(state, print, args) {
    const subject = this.subject;
    subject.forCall(state, print);
    if (subject.check && print.reads && state.regenerated) subject.since = state.regeneratedSince(this.fingerprinter.pathsRead(print.tool, args));
    let hits;
    for (let r = 0; r < CALL_RULES.length; r++) {
      const hit = CALL_RULES[r].hit(subject);
      if (hit !== void 0) (hits ??= []).push(hit);
      if (subject.claimed) return hits === void 0 ? NOTHING2 : { hits, forgiven: NONE3, localOnly: false };
    }
    let forgiven;
    const { fingerprints } = print;
    for (let f = 0; f < fingerprints.length; f++) {
      const fingerprint = fingerprints[f];
      if (fingerprint.cap === null) continue;
      subject.forFingerprint(fingerprint);
      let hit;
      for (let r = 0; r < FINGERPRINT_RULES.length && hit === void 0; r++) hit = FINGERPRINT_RULES[r].hit(subject);
      if (hit !== void 0) (hits ??= []).push(hit);
      else {
        const spared = forgiveness(subject);
        if (spared !== void 0) (forgiven ??= []).push(spared);
      }
    }
    if (hits === void 0) return forgiven === void 0 ? NOTHING2 : { hits: NONE3, forgiven, localOnly: false };
    const localOnly = print.local && hits.every((hit) => RELAXABLE.has(hit.fingerprint.kind));
    return { hits, forgiven: forgiven ?? NONE3, localOnly };
  }
  decide(exec, decision) {
    this.observer.decided?.(exec, decision);
  }
  /** `tools/pre-execute`: the question for the operator, or null to let the call on. Under
   *  `localHosts: ask`, a local-only block asks whether to let the agent's local repeats
   *  through for the rest of the turn (§7); under `mode: ask`, any other call the guard would
   *  stop asks whether to let this one call run (§3.6). The evaluation is a dry run: the guard
   *  decides and commits. Without an approval service the host would show the operator's
   *  question to the model, so nothing is asked and the guard denies (a local-only block as
   *  refused). Observe mode asks nobody: the guard reports the would-be ask instead. */
  askFor(exec, canAsk) {
    const { mode, localHosts } = this.config;
    if (mode === "observe" || localHosts !== "ask" && mode !== "ask") return null;
    const call = this.inspect(exec);
    if (call === null) return null;
    const state = this.states.peek(call.agent);
    if (state === void 0) return null;
    state.catchUp();
    const localAsk = localHosts === "ask" && call.print.local && !state.refused && !state.exempt;
    if (!localAsk && mode !== "ask") return null;
    const { print } = call;
    const { hits, forgiven, localOnly } = this.evaluate(state, print, call.args);
    if (hits.length === 0) return null;
    if (localAsk && localOnly) {
      if (!canAsk()) {
        state.refused = true;
        return null;
      }
      const decision2 = { verdict: "ask", tool: call.tool, agent: call.agent, change: print.change, hits, forgiven, askedBy: "localHosts" };
      this.pendingAsks.put(exec, { state, hitIds: hitIdsOf(hits), decision: decision2 });
      this.decide(exec, decision2);
      return askReason(call.tool, hits, this.config.previewChars, this.config.exempt);
    }
    if (mode !== "ask") return null;
    const blocking = state.exempt && print.local ? hits.filter((hit) => !RELAXABLE.has(hit.fingerprint.kind)) : hits;
    if (blocking.length === 0 || !canAsk()) return null;
    const blockingIds = hitIdsOf(blocking);
    const decision = { verdict: "ask", tool: call.tool, agent: call.agent, change: print.change, hits: blocking, forgiven, askedBy: "mode" };
    this.pendingAsks.put(exec, { state, hitIds: blockingIds, decision, stop: { call, blocking, forgiven, localOnly } });
    this.decide(exec, decision);
    return stopQuestion({
      tool: call.tool,
      hits: blocking,
      previous: state.previousResult(blockingIds),
      previewChars: this.config.previewChars,
      exempt: this.config.exempt
    });
  }
  /** The guard: a denial message, or undefined to allow. Counting happens here only. */
  guard(exec) {
    const call = this.inspect(exec, false);
    if (call === null) return void 0;
    const { tool, agent } = call;
    const state = this.states.get(agent);
    state.catchUp();
    const { print } = call;
    const decoys = state.internDecoys(decoyValues(call.args, this.fingerprinter.decoyKeys(tool)));
    const approved = this.pendingAsks.take(exec)?.decision.askedBy;
    if (approved === "localHosts") state.exempt = true;
    const { hits, forgiven, localOnly } = this.evaluate(state, print, call.args);
    const blocking = approved === "mode" ? NONE3 : state.exempt && print.local ? hits.filter((hit) => !RELAXABLE.has(hit.fingerprint.kind)) : hits;
    const { window } = state;
    const observed = blocking.length > 0 && this.config.mode === "observe";
    if (blocking.length === 0 || observed) {
      const { ids } = print;
      const newChange = print.change && !window.done(ids[0]);
      const redo = print.change && !newChange && window.done(ids[0], state.episode);
      state.advance(print.wait, print.change);
      const slot = newSlot(ids, state, print.change, print.possibleChange, "running", print.wait.ms, decoys, print.spelling, void 0);
      window.commit(slot);
      if (print.background || call.args["run_in_background"] === true) state.background = true;
      if (print.possibleChange) state.lastPossibleChange = slot;
      if (this.noops) state.ran(slot, isNoop(state, print));
      this.allowedRuns.put(exec, { agent, state, slot, print, newChange, redo });
      if (this.observer.decided !== void 0) {
        const allowed = { verdict: "allow", tool, agent, change: print.change, hits: NONE3, forgiven };
        this.decide(exec, observed ? unenforced(allowed, blocking, localOnly, this.config.localHosts) : allowed);
      }
      return void 0;
    }
    return this.stop(exec, state, { call, blocking, forgiven, localOnly }, decoys, "deny");
  }
  /** A call that does not run: its blocking hits committed (§6.3), the decision reported as
   *  `verdict` (`deny` from the guard, `declined` for `mode: ask`'s question answered no), and
   *  the denial the model reads. */
  stop(exec, state, stop, decoys, verdict) {
    const { call, blocking, forgiven, localOnly } = stop;
    const { tool, agent, print } = call;
    const { window } = state;
    const blockingIds = hitIdsOf(blocking);
    const cmdId = print.fingerprints.find((fingerprint) => fingerprint.kind === "cmd")?.id;
    const cosmetic = window.spelledAlike(blockingIds, decoys, print.spelling) ? void 0 : cosmeticDifferences({ ids: blockingIds, decoys, spelling: print.spelling }, window.slotsCarrying(blockingIds), cmdId);
    const unseen = unseenBetween(state, blocking);
    window.commit(deniedSlot(blockingIds, state, print.change, decoys, print, blocking));
    this.decide(exec, { verdict, tool, agent, change: print.change, hits: blocking, forgiven, ...verdict === "declined" ? { askedBy: "mode" } : {} });
    let localNote = null;
    if (localOnly) localNote = state.refused ? { kind: "refused" } : { kind: "policy", policy: this.config.localHosts };
    return denialMessage({
      tool,
      hits: blocking,
      localNote,
      // D34: the error the tool keeps returning, whatever call returned it.
      previous: (blocking.some((hit) => hit.counted === "failure") ? state.failureStreak(tool)?.quote : void 0) ?? state.previousResult(blockingIds),
      previewChars: this.config.previewChars,
      pollSleep: this.config.pollSleep,
      cosmetic,
      // Only a call that checks on something outside the agent's own work — a server, a CI
      // run, a process, a job it started — may be waiting for it: only then the advice to
      // wait (issue 29; lib/call/reads.ts). A call that does nothing waits for nothing.
      mayWait: !isNoop(state, print) && (print.observes || state.background),
      unseen
    });
  }
  /** `tools/post-execute`: settle a declined ask, or record what an allowed call returned:
   *  its digest (D13), whether it opened an episode, and its text for quoting.
   *  @returns For `mode: ask`'s question answered no (or by nobody), the denial the model
   *  reads instead of the host's refusal, as `mode: enforce` would have denied the call;
   *  otherwise undefined. */
  settle(exec, result) {
    const pending = this.pendingAsks.take(exec);
    if (pending !== void 0) {
      const { state: state2, hitIds, decision, stop } = pending;
      if (stop !== void 0) {
        const decoys = state2.internDecoys(decoyValues(stop.call.args, this.fingerprinter.decoyKeys(stop.call.tool)));
        return this.stop(exec, state2, stop, decoys, "declined");
      }
      state2.refused = true;
      state2.window.commit(deniedSlot(hitIds, state2, decision.change));
      this.decide(exec, { ...decision, verdict: "declined" });
      return;
    }
    const run = this.allowedRuns.take(exec);
    if (run === void 0) return;
    const { agent, state, slot, print, newChange, redo } = run;
    const isError = result === void 0 || result === null || result.isError === true;
    const ran = notRun(result);
    if (ran === "never-ran") {
      slot.outcome = "aborted";
      if (this.noops) state.neverRan(slot);
      this.observer.settled?.(exec, { agent, change: slot.change, isError, opened: false });
      return;
    }
    slot.outcome = isError ? "failed" : "ok";
    state.catchUp();
    const check = this.config.progress && !slot.change;
    if (check) slot.result = new SettledResult(result?.content, isError);
    const said = slot.change && !isError ? slot.said = new SettledResult(result?.content, false) : void 0;
    const opened = !isError && didSomethingNew(state, slot, print, newChange, said);
    if (opened) state.open(print.edits || print.possibleChange);
    slot.episode = state.episode;
    if (check) {
      state.window.settled(slot);
      if (this.config.pollSleep !== null) state.settleStreak(slot);
    }
    if (!isError && print.produces.length > 0) state.produced(print.produces, slot.seq);
    if (slot.change && this.config.sameResult !== null) {
      if (isError) slot.idle = new SettledResult(result?.content, true);
      else if (redo && !opened) slot.idle = said;
    }
    const shell = SHELL_TOOLS.has(print.tool);
    const cannotRun = ran === "unknown-tool" || this.noops && !shell && isError && toolCannotStart(print.tool, result?.content, argumentsObject(exec.arguments !== void 0 ? exec.arguments : exec.args));
    if (this.noops) settleNoop(state, slot, print, result?.content, isError, cannotRun);
    this.observer.settled?.(exec, { agent, change: slot.change, isError, opened });
    const { head, tail, omitted } = resultText(result?.content, this.config.resultPreviewChars);
    const stored = { ids: slot.ids, isError, head, tail, omitted };
    state.remember(stored);
    if (this.failures && !cannotRun && !shell) {
      const error = isError ? slot.result ?? new SettledResult(result?.content, true) : void 0;
      state.settledRun(print.tool, slot, error, slot.change, print.reads, this.failureSleepMs, stored);
    }
  }
  /** `agent/pre-step`: a real user message starts the agent over. */
  preStep(payload) {
    const agent = payload.agent;
    if (typeof agent !== "object" || agent === null) return;
    if (hasUserMessage(payload.messages)) this.states.reset(agent);
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  Breaker,
  toolNameOf
});
