// dsh-repeat-tool-breaker: the plugin entry (index.ts), one file; the Breaker is in ./plugin-engine.cjs, loaded on first use. Built by scripts/build-plugin.mjs.

// breaker-stand-in:breaker-stand-in
import { createRequire } from "node:module";
var engine;
var loadEngine = () => engine ??= createRequire(import.meta.url)("./plugin-engine.cjs");
var Breaker = class {
  #args;
  #breaker;
  constructor(...args) {
    this.#args = args;
  }
  #built() {
    return this.#breaker ??= new (loadEngine()).Breaker(...this.#args);
  }
  isExempt(...args) {
    return this.#built().isExempt(...args);
  }
  isTracked(...args) {
    return this.#built().isTracked(...args);
  }
  inspect(...args) {
    return this.#built().inspect(...args);
  }
  evaluate(...args) {
    return this.#built().evaluate(...args);
  }
  decide(...args) {
    return this.#built().decide(...args);
  }
  askFor(...args) {
    return this.#built().askFor(...args);
  }
  guard(...args) {
    return this.#built().guard(...args);
  }
  stop(...args) {
    return this.#built().stop(...args);
  }
  settle(...args) {
    return this.#built().settle(...args);
  }
  preStep(...args) {
    return this.#built().preStep(...args);
  }
};

// lib/suggest.ts
function distance(a, b) {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let before = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const substitution = previous[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1);
      let best = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, before[j - 2] + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[t.length];
}
function closestName(name2, candidates, within = Math.max(2, Math.floor(name2.length / 3))) {
  if (name2.length > 64) return void 0;
  let best;
  let bestDistance = Infinity;
  for (const known of candidates) {
    const d = distance(name2, known);
    if (d < bestDistance) [best, bestDistance] = [known, d];
  }
  return bestDistance <= within ? best : void 0;
}

// lib/values.ts
function isPlainObject(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
function errorDetail(error) {
  return error instanceof Error ? error.stack ?? error.message : String(error);
}
var shortened = (text) => text.length > 120 ? `${text.slice(0, 117)}...` : text;
function describeValue(value) {
  if (typeof value === "string") return shortened(JSON.stringify(value.slice(0, 120)));
  if (typeof value === "bigint") return `${value}n`;
  if (value === void 0 || typeof value === "number" || typeof value === "boolean" || value === null) {
    return String(value);
  }
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return value.toString();
  try {
    return shortened(JSON.stringify(value));
  } catch {
    return Array.isArray(value) ? "an array" : "an object";
  }
}

// lib/limit-keys.ts
var KINDS = { exact: true, cmd: true, verb: true, family: true, net: true, site: true, sink: true, noop: true, failure: true };
var LIMIT_KINDS = Object.freeze(Object.keys(KINDS));
var isKind = (name2) => LIMIT_KINDS.includes(name2);
function limitKeyProblem(key) {
  const colon = key.indexOf(":");
  const kind = colon < 0 ? key : key.slice(0, colon);
  if (isKind(kind) && (colon < 0 || colon < key.length - 1)) return void 0;
  const near = closestName(kind, LIMIT_KINDS);
  const suggestion = near === void 0 || near === kind ? void 0 : colon < 0 ? near : `${near}${key.slice(colon)}`;
  const hint = suggestion === void 0 ? "" : `; did you mean ${JSON.stringify(suggestion)}?`;
  return `\`limits\` has the key ${describeValue(key)}, which caps nothing: a key is a fingerprint kind (${LIMIT_KINDS.join(", ")}) or a whole fingerprint <kind>:<text> such as verb:curl${hint}`;
}
var EXEMPT_KINDS = Object.freeze(LIMIT_KINDS.filter((kind) => kind !== "noop"));
function exemptPatternProblem(pattern, index) {
  const colon = pattern.indexOf(":");
  const kind = colon < 0 ? pattern : pattern.slice(0, colon);
  if (EXEMPT_KINDS.includes(kind) && colon > 0 && colon < pattern.length - 1) return void 0;
  const near = closestName(kind, EXEMPT_KINDS);
  const suggestion = near === void 0 || near === kind || colon < 0 ? void 0 : `${near}${pattern.slice(colon)}`;
  const hint = suggestion === void 0 ? "" : `; did you mean ${JSON.stringify(suggestion)}?`;
  return `\`exempt\` entry ${index} is ${describeValue(pattern)}, which matches no call: a pattern is a fingerprint <kind>:<text> (kind ${EXEMPT_KINDS.join(", ")}; \`*\` matches any run of characters), such as cmd:npm test${hint}`;
}

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
var ConfigError = class extends Error {
  name = "ConfigError";
  /** The message without the plugin's name, for a tool that prints it under its own:
   *  `\`window\` must be an integer >= 4 (got 0)`. */
  problem;
  constructor(problem) {
    super(`repeat-tool-breaker: ${problem}`);
    this.problem = problem;
  }
};
function fail(message) {
  throw new ConfigError(message);
}
var hasOwn = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
function oneOf(key, value, allowed) {
  if (allowed.includes(value)) return value;
  const near = typeof value === "string" ? closestName(value, allowed, Math.max(1, Math.floor(value.length / 3))) : void 0;
  const hint = near === void 0 ? "" : `; did you mean ${JSON.stringify(near)}?`;
  fail(`\`${key}\` must be one of ${allowed.join(", ")} (got ${describeValue(value)})${hint}`);
}
function integerWithin(key, value, min, max) {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min) {
    fail(`\`${key}\` must be an integer >= ${min} (got ${describeValue(value)})`);
  }
  if (value > max) fail(`\`${key}\` must be an integer <= ${max} (got ${describeValue(value)})`);
  return value;
}
function secondsWithin(key, value, nullable) {
  const or = nullable ? ", or null" : "";
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    fail(`\`${key}\` must be a finite number of seconds > 0${or} (got ${describeValue(value)})`);
  }
  if (value > CEILINGS.seconds) fail(`\`${key}\` must be at most ${CEILINGS.seconds} seconds (got ${describeValue(value)})`);
  return value;
}
var LIST_BOUNDS = { entries: CEILINGS.entries, chars: CEILINGS.entryChars };
function stringList(key, value, bounds = LIST_BOUNDS) {
  if (!Array.isArray(value)) fail(`\`${key}\` must be an array of strings (got ${describeValue(value)})`);
  const list = value;
  if (list.length > bounds.entries) {
    fail(`\`${key}\` has ${list.length} entries; at most ${bounds.entries} are allowed`);
  }
  const copy = [];
  for (let i = 0; i < list.length; i++) {
    if (!(i in list)) fail(`\`${key}\` must be an array of strings (entry ${i} is a hole)`);
    const entry = list[i];
    if (typeof entry !== "string") fail(`\`${key}\` must be an array of strings (got ${describeValue(value)})`);
    if (entry.length > bounds.chars) {
      fail(`\`${key}\` entry ${i} is ${entry.length} characters long; at most ${bounds.chars} are allowed`);
    }
    copy.push(entry);
  }
  return copy;
}
function objectEntries(key, value, keyChars = CEILINGS.entryChars) {
  if (value === void 0) return [];
  if (!isPlainObject(value)) fail(`\`${key}\` must be an object (got ${describeValue(value)})`);
  const keys = Object.keys(value);
  if (keys.length > CEILINGS.entries) {
    fail(`\`${key}\` has ${keys.length} entries; at most ${CEILINGS.entries} are allowed`);
  }
  for (const name2 of keys) {
    if (name2.length > keyChars) {
      fail(`\`${key}\` has a key of ${name2.length} characters; at most ${keyChars} are allowed`);
    }
  }
  return keys.map((name2) => [name2, value[name2]]);
}
function resolveConfig(raw) {
  return validateConfig(raw);
}
function validateConfig(raw) {
  if (raw === void 0) raw = {};
  if (!isPlainObject(raw)) {
    fail(`config must be an object (got ${describeValue(raw)})`);
  }
  const user = raw;
  for (const [key, pointer] of REMOVED_KEYS) {
    if (hasOwn(user, key)) fail(`\`${key}\` was removed in 0.2.0 — ${pointer}`);
  }
  const pick = (key) => hasOwn(user, key) ? user[key] : void 0;
  const window = integerWithin("window", pick("window") ?? DEFAULTS.window, 4, CEILINGS.window);
  const localHosts = pick("localHosts") ?? DEFAULTS.localHosts;
  if (!LOCAL_HOSTS_POLICIES.includes(localHosts)) {
    fail(`\`localHosts\` must be one of deny, ask, allow (got ${describeValue(localHosts)})`);
  }
  const mode = oneOf("mode", pick("mode") ?? DEFAULTS.mode, BREAKER_MODES);
  const report = oneOf("report", pick("report") ?? DEFAULTS.report, REPORT_POLICIES);
  const previewChars = integerWithin("previewChars", pick("previewChars") ?? DEFAULTS.previewChars, 1, CEILINGS.previewChars);
  const resultPreviewChars = integerWithin(
    "resultPreviewChars",
    pick("resultPreviewChars") ?? DEFAULTS.resultPreviewChars,
    1,
    CEILINGS.resultPreviewChars
  );
  const exclude = pick("exclude") === void 0 ? [...DEFAULTS.exclude] : stringList("exclude", pick("exclude"));
  const include = pick("include") === void 0 ? [...DEFAULTS.include] : stringList("include", pick("include"));
  const exempt = pick("exempt") === void 0 ? [...DEFAULTS.exempt] : stringList("exempt", pick("exempt"));
  exempt.forEach((pattern, index) => {
    const problem = exemptPatternProblem(pattern, index);
    if (problem !== void 0) fail(problem);
  });
  const changeTools = pick("changeTools") === void 0 ? [...DEFAULTS.changeTools] : stringList("changeTools", pick("changeTools"));
  const delegateTools = pick("delegateTools") === void 0 ? [...DEFAULTS.delegateTools] : stringList("delegateTools", pick("delegateTools"));
  const progress = pick("progress") ?? DEFAULTS.progress;
  if (typeof progress !== "boolean") fail(`\`progress\` must be true or false (got ${describeValue(progress)})`);
  const sameResult = pick("sameResult") === void 0 ? DEFAULTS.sameResult : pick("sameResult");
  if (sameResult !== null && (typeof sameResult !== "number" || !Number.isInteger(sameResult) || sameResult < 2)) {
    fail(`\`sameResult\` must be an integer >= 2, or null (got ${describeValue(sameResult)})`);
  }
  if (typeof sameResult === "number" && sameResult > CEILINGS.window) {
    fail(`\`sameResult\` must be an integer <= ${CEILINGS.window} (got ${describeValue(sameResult)})`);
  }
  const pollSleep = pick("pollSleep") === void 0 ? DEFAULTS.pollSleep : pick("pollSleep");
  if (pollSleep !== null) secondsWithin("pollSleep", pollSleep, true);
  const pollBudget = secondsWithin("pollBudget", pick("pollBudget") === void 0 ? DEFAULTS.pollBudget : pick("pollBudget"), false);
  const ignoreArgs = new Map(Object.entries(DEFAULTS.ignoreArgs));
  for (const [tool, keys] of objectEntries("ignoreArgs", pick("ignoreArgs"))) {
    ignoreArgs.set(tool, Object.freeze(stringList(`ignoreArgs.${tool}`, keys)));
  }
  const hostAliases = new Map(Object.entries(DEFAULTS.hostAliases));
  for (const [from, to] of objectEntries("hostAliases", pick("hostAliases"))) {
    if (typeof to !== "string" || to.trim() === "") {
      fail(`\`hostAliases.${from}\` must be a non-empty host name (got ${describeValue(to)})`);
    }
    if (to.length > CEILINGS.entryChars) {
      fail(`\`hostAliases.${from}\` is ${to.length} characters long; at most ${CEILINGS.entryChars} are allowed`);
    }
    hostAliases.set(from.trim().toLowerCase(), to.trim().toLowerCase());
  }
  const limits = new Map(Object.entries(DEFAULTS.limits));
  for (const [key, cap] of objectEntries("limits", pick("limits"), CEILINGS.limitKeyChars)) {
    const keyProblem = limitKeyProblem(key);
    if (keyProblem !== void 0) fail(keyProblem);
    if (cap !== null && (typeof cap !== "number" || !Number.isFinite(cap) || cap < 2)) {
      fail(`\`limits.${key}\` must be a finite number >= 2, or null (got ${describeValue(cap)})`);
    }
    limits.set(key, cap);
  }
  return Object.freeze({
    window,
    localHosts,
    mode,
    report,
    previewChars,
    resultPreviewChars,
    exclude: Object.freeze(exclude),
    include: Object.freeze(include),
    exempt: Object.freeze(exempt),
    ignoreArgs,
    hostAliases,
    limits,
    progress,
    changeTools: Object.freeze(changeTools),
    delegateTools: Object.freeze(delegateTools),
    sameResult,
    pollSleep,
    pollBudget
  });
}
function canAsk(config) {
  return config.mode === "ask" || config.localHosts === "ask" && config.mode === "enforce";
}
var CONFIG_KEYS = Object.freeze(Object.keys(DEFAULTS));
var CURRENT_KEYS = CONFIG_KEYS;
var SILENT_KEYS = /* @__PURE__ */ new Set(["pathAliases", ...REMOVED_KEYS.keys()]);
function unknownConfigKeys(raw) {
  if (!isPlainObject(raw)) return [];
  return Object.keys(raw).filter((key) => !CURRENT_KEYS.includes(key) && !SILENT_KEYS.has(key)).map((key) => ({ key, suggestion: closestName(key, CURRENT_KEYS) }));
}
function unknownKeyLine({ key, suggestion }) {
  const hint = suggestion === void 0 ? "" : `; did you mean ${JSON.stringify(suggestion)}?`;
  return `repeat-tool-breaker: unknown config key ${JSON.stringify(key)} (ignored${hint})`;
}

// lib/report.ts
var OUTCOME = {
  "the guard": "the call was let through",
  "tools/pre-execute": "no approval was asked for the call (the guard still decides)",
  "tools/post-execute": "the call's outcome was not recorded",
  "agent/pre-step": "the agent's budget was not reset",
  teardown: "the remaining hooks were still removed"
};
var reported = false;
function reportInternalError(stage, error) {
  if (reported) return;
  reported = true;
  writeStderrLine(
    `repeat-tool-breaker: internal error in ${stage}; ${OUTCOME[stage]} (further internal errors are not reported): ${errorDetail(error)}`
  );
}
var stderrFailed = false;
var ownErrors = /* @__PURE__ */ new Set();
function writeStderrLine(line) {
  if (stderrFailed) return;
  const stderr = process.stderr;
  try {
    stderr.write(`${line}
`, (error) => {
      if (error !== null && error !== void 0) expectOwnError(stderr, error);
    });
  } catch {
  }
}
function expectOwnError(stream, error) {
  stderrFailed = true;
  if (stream.destroyed) return;
  ownErrors.add(error);
  listen(stream, true);
}
var listening = false;
function listen(stream, on) {
  if (listening === on) return;
  listening = on;
  if (on) stream.prependListener("error", onStderrError);
  else stream.off("error", onStderrError);
}
function onStderrError(error) {
  if (ownErrors.delete(error)) {
    if (ownErrors.size === 0) process.nextTick(() => listen(this, ownErrors.size > 0));
    return;
  }
  listen(this, false);
  if (ownErrors.size > 0) process.nextTick(() => listen(this, ownErrors.size > 0));
  if (this.listenerCount("error") === 0) throw error;
}
function contained(stage, fallback, action) {
  try {
    return action();
  } catch (error) {
    reportInternalError(stage, error);
    return fallback;
  }
}

// lib/call/canonical.ts
var MAX_PIECES = 1 << 20;

// lib/call/programs.ts
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

// lib/call/shell.ts
var NEWLINE = Object.freeze({ text: ";", op: true, newline: true });

// lib/call/request.ts
var MAX_BODY_TEXT = 1 << 16;

// lib/call/scope.ts
var MAX_MATCHED_NAME = CEILINGS.entryChars;

// lib/call/reads.ts
var MAX_READ_LINE = 32 * 1024;

// lib/call/waits.ts
var NO_WAIT = Object.freeze({ ms: 0, onlyWaits: false });
var NO_SHELL_WAITS = Object.freeze({ posix: NO_WAIT, pwsh: NO_WAIT });

// lib/call/fingerprint.ts
var MAX_ID_CHARS = 256;
var JOIN_LIMIT = 64 * 1024;
var isWellFormed = typeof String.prototype.isWellFormed === "function" ? (text) => text.isWellFormed() : () => false;
var SHELL_READ_LIMIT = 32 * 1024;

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

// lib/decision.ts
var SECONDS_RULES = /* @__PURE__ */ new Set(["poll", "wait"]);

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
var NOTHING_SEEN = "what ran in between that could have changed something (code the breaker cannot read, or work handed to another agent) answered as it did before";
var UNCHANGED_UNSEEN = `Nothing the breaker can see has changed since the earlier runs: no new edit, install or other change, and ${NOTHING_SEEN}, so running it again would most likely repeat the same result.`;
var HEAD_SHARE = 1 / 3;

// lib/report-line.ts
function isReported(decision, config) {
  if (decision.enforced === false) return true;
  return config.report === "denials" && (decision.verdict === "deny" || decision.verdict === "declined");
}
var UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
function escaped(text) {
  return text.replace(UNSAFE, (char) => {
    const code = char.charCodeAt(0);
    return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
function agentLabel(agent, max) {
  try {
    for (const key of ["id", "name"]) {
      const value = agent[key];
      if (typeof value === "string" && value !== "") return `agent ${escaped(JSON.stringify(truncate(value, max)))}`;
      if (typeof value === "number" && Number.isFinite(value)) return `agent ${value}`;
    }
  } catch {
  }
  return "an agent without an id";
}
function happened(decision, tool) {
  if (decision.enforced === false) {
    return decision.verdict === "ask" ? `observe mode, would ask about ${tool} (a local address; it ran)` : `observe mode, would deny ${tool} (it ran)`;
  }
  if (decision.verdict === "declined") {
    return decision.askedBy === "mode" ? `denied ${tool} (mode: ask, the question was not approved)` : `denied ${tool} (the ask about a local address was not approved)`;
  }
  return `${decision.verdict === "deny" ? "denied" : decision.verdict} ${tool}`;
}
function hitText({ fingerprint, next, cap, counted }, previewChars) {
  return `${truncate(fingerprint.head, previewChars, fingerprint.length)} ${countText(next, cap, counted)}`;
}
function letThroughText(decision, exempt) {
  const through = letThrough(decision.hits, exempt);
  if (through === void 0) return "";
  return ` · rule ${escaped(rulesText(through))} · let it through: ${escaped(letThroughCommand(through))}`;
}
function reportLine(decision, callId, previewChars, exempt = []) {
  const tool = decision.tool === "" ? "a tool call" : escaped(truncate(decision.tool, previewChars));
  const call = typeof callId === "string" && callId !== "" ? `, call ${escaped(JSON.stringify(truncate(callId, previewChars)))}` : "";
  const hits = decision.hits.map((hit) => escaped(hitText(hit, previewChars))).join("; ");
  return `repeat-tool-breaker: ${happened(decision, tool)}, ${agentLabel(decision.agent, previewChars)}${call}: ${hits}${letThroughText(decision, exempt)}`;
}

// index.ts
var name = "repeat-tool-breaker";
var inject = ["tools"];
var hasApprovalService = (ctx) => typeof ctx.get !== "function" || ctx.get("approval") !== void 0;
function deniedInstead(denial, decision) {
  const contexts = decision.additionalContexts;
  return {
    kind: "block",
    feedback: [{ type: "text", text: `Error: ${denial}` }],
    ...Array.isArray(contexts) && contexts.length > 0 ? { additionalContexts: contexts } : {}
  };
}
function tellOperator(line) {
  writeStderrLine(line.replace(/\r?\n/g, " "));
}
function loadConfig(raw) {
  for (const unknown of unknownConfigKeys(raw)) tellOperator(unknownKeyLine(unknown));
  try {
    return validateConfig(raw);
  } catch (error) {
    if (error instanceof ConfigError) tellOperator(error.message);
    throw error;
  }
}
function withOperatorReport(config, observer) {
  if (config.mode !== "observe" && config.report === "off") return observer;
  return {
    decided(exec, decision) {
      try {
        if (isReported(decision, config)) tellOperator(reportLine(decision, exec.callId, config.previewChars, config.exempt));
      } catch {
      }
      observer.decided?.(exec, decision);
    },
    settled: (exec, settlement) => observer.settled?.(exec, settlement)
  };
}
var applyWithObserver = (ctx, config, observer) => {
  const resolved = loadConfig(config);
  const breaker = new Breaker(resolved, withOperatorReport(resolved, observer));
  const disposers = [];
  if (canAsk(resolved)) {
    disposers.push(
      ctx.on("tools/pre-execute", async (exec, next) => {
        const decision = await next();
        if (decision?.kind !== "allow") return decision;
        const reason = contained("tools/pre-execute", null, () => breaker.askFor(exec, () => hasApprovalService(ctx)));
        return reason === null ? decision : { kind: "ask", reason };
      })
    );
  }
  disposers.push(ctx.tools.guard((exec) => contained("the guard", void 0, () => breaker.guard(exec))));
  disposers.push(
    ctx.on("tools/post-execute", async (exec, result, next) => {
      const denial = contained("tools/post-execute", void 0, () => breaker.settle(exec, result));
      const decision = await next();
      return denial === void 0 ? decision : deniedInstead(denial, decision);
    })
  );
  disposers.push(
    ctx.on("agent/pre-step", async (payload, next) => {
      contained("agent/pre-step", void 0, () => breaker.preStep(payload));
      return next();
    })
  );
  return () => {
    for (const dispose of disposers.splice(0).reverse()) contained("teardown", void 0, dispose);
  };
};
var apply = (ctx, config) => applyWithObserver(ctx, config, {});
var plugin = { name, inject, apply };
var index_default = plugin;
export {
  ConfigError,
  DEFAULTS,
  apply,
  applyWithObserver,
  index_default as default,
  inject,
  name,
  resolveConfig
};
