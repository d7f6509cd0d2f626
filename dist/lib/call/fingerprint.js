// Semantic fingerprints of one tool call (design §4.3, §5). Pure: config in, list out.
import * as crypto from 'node:crypto';
import { createHash } from 'node:crypto';
import { canonicalParts, decoySetOf, stripDecoys } from './canonical.js';
import { UrlFolder, sinkCommand, sinkPath, strippedCommand } from './command.js';
import { observesOutside, readCommands } from './commands.js';
import { fetchedRequests, requestSuffix } from './request.js';
import { TOOLS, isNamed } from './programs.js';
import { isToolChange, shellEffect } from './change.js';
import { MAX_MATCHED_NAME, matcherOf } from './scope.js';
import { doesNothing, firstProgram } from './noop.js';
import { commandName, tokenize } from './shell.js';
import { oneSpelling, withOnePaths } from './spellings.js';
import { ownCopy } from '../strings.js';
import { countSteps } from '../work.js';
import { spellingOf } from './cosmetic.js';
import { MAX_READ_LINE, isFileRead, isJobTool, readPaths, readsFilesOnly, runsInBackground } from './reads.js';
import { blockingWait, declaredWait, msOf, NO_SHELL_WAITS, NO_WAIT, shellWait } from './waits.js';
/** Kinds an approved local-address exemption (or `localHosts: allow`) may ignore. */
export const RELAXABLE = new Set(['net', 'site', 'sink', 'family', 'verb']);
/** Longer fingerprints are counted by digest, so the window never holds argument-sized strings. */
export const MAX_ID_CHARS = 256;
export const SHELL_TOOLS = new Set(['bash', 'pwsh', 'shell']);
const URL_TOOL = /fetch|search|browse|web_/i;
const URL_KEYS = ['url', 'href', 'uri'];
/** design §5 `limitFor`: the whole fingerprint first, then its kind; missing = uncapped. */
export function limitFor(text, limits) {
    const whole = limits.get(text); // values are numbers or null, so undefined means "no entry"
    if (whole !== undefined)
        return whole;
    return limits.get(text.slice(0, text.indexOf(':'))) ?? null;
}
/** Past this many characters the exact: text is hashed piece by piece, never joined:
 *  joining a megabyte argument costs more than everything else the guard does. */
const JOIN_LIMIT = 64 * 1024;
function exactDraft(tool, parts) {
    const text = `exact:${tool}:`;
    let length = text.length;
    for (const part of parts)
        length += part.length;
    countSteps(parts.length + 1);
    return length <= JOIN_LIMIT ? { kind: 'exact', text: text + parts.join('') } : { kind: 'exact', text, rest: parts };
}
/** String.prototype.isWellFormed (Node 20+, missing from the ES2022 typings); false if absent. */
const isWellFormed = typeof String.prototype.isWellFormed === 'function'
    ? (text) => text.isWellFormed()
    : () => false;
/** Node 20.12+ has the one-shot crypto.hash(), several times cheaper than a Hash object. */
const hashOnce = crypto.hash;
/** SHA-256 of `text` + `rest`, small pieces batched. The bytes must identify the string:
 *  UTF-8 does for well-formed text (and is half the bytes of ASCII in UTF-16), but turns
 *  every lone surrogate into U+FFFD, so other text is hashed as UTF-16 code units. A
 *  leading tag keeps the two encodings from ever producing the same byte stream. */
function digest(text, rest) {
    const encoding = isWellFormed(text) && rest.every(isWellFormed) ? 'utf8' : 'utf16le';
    // The same bytes as the Hash below: the tag, then the text in UTF-8.
    if (encoding === 'utf8' && rest.length === 0 && hashOnce !== undefined)
        return hashOnce('sha256', `u${text}`, 'base64url');
    const hash = createHash('sha256').update(encoding === 'utf8' ? 'u' : 'w').update(text, encoding);
    let batch = '';
    countSteps(rest.length + 1);
    for (const part of rest) {
        if (part.length < 4096) {
            batch += part;
            if (batch.length < 16384)
                continue;
        }
        else if (batch !== '') {
            hash.update(batch, encoding);
        }
        hash.update(part.length < 4096 ? batch : part, encoding);
        batch = '';
    }
    if (batch !== '')
        hash.update(batch, encoding);
    return hash.digest('base64url');
}
/** The first `max` characters of `text` + `rest`. */
function headOf(text, rest, max) {
    let head = text.slice(0, max);
    let i = 0;
    for (; i < rest.length && head.length < max; i++)
        head += rest[i].slice(0, max - head.length);
    countSteps(i + 1);
    return head;
}
/** A command is read word by word up to this many characters. What a huge command (a
 *  heredoc, a pasted file) does — its verb, URLs and sink — is at its start, and splitting
 *  a megabyte into words costs a hundred times more than the rest of the call. The unread
 *  tail still counts: it is part of `exact:` and is appended, raw, to `cmd:`. */
export const SHELL_READ_LIMIT = 32 * 1024;
/** How much of `command` is read: all of it, or up to the last blank before the limit, so
 *  no word (and no URL) is cut in half. A first word longer than the limit reads as nothing. */
function readableLength(command) {
    if (command.length <= SHELL_READ_LIMIT)
        return command.length;
    let cut = SHELL_READ_LIMIT;
    while (cut > 0 && !/\s/.test(command[cut]))
        cut--;
    countSteps(SHELL_READ_LIMIT - cut + 1);
    return cut;
}
function shellDrafts(tokens, commands, unread, folder, keepBoundaries, dropped) {
    if (unread !== '')
        folder.overflow = true; // URLs may hide in the tail: never treat the call as local
    const first = commands.find((command) => command.words.length > 0);
    const verb = first !== undefined && first.verbAt < first.words.length ? commandName(first.words[first.verbAt]) : '';
    const drafts = [];
    if (verb !== '')
        drafts.push({ kind: 'verb', text: `verb:${verb}` });
    // D30: only what a fetcher fetches is a request; first, so URLs keep their order.
    const requests = fetchedRequests(commands, folder, tokens);
    if (requests.length > 0)
        drafts.push({ kind: 'family', text: 'family:http-fetch' });
    const handlingWords = requests.length > 0 ? [] : undefined;
    const stripped = strippedCommand(tokens, commands, folder, keepBoundaries, dropped, handlingWords);
    if (verb !== '' && stripped !== '') {
        const text = `cmd:${verb}:${stripped}`;
        drafts.push(unread === '' ? { kind: 'cmd', text } : { kind: 'cmd', text, rest: [unread] });
    }
    const handling = handlingWords?.join(' ') ?? '';
    for (const request of requests) {
        const suffix = requestSuffix(request, handling);
        for (const raw of request.urls) {
            const url = folder.fold(raw); // fetched already (fetchedRequests): the folder's memo answers
            if (url !== null)
                pushUrlDrafts(drafts, url, suffix);
        }
        countSteps(request.urls.length + 1);
    }
    const writer = sinkCommand(commands);
    const sink = sinkPath(writer);
    // D30: a file a fetch writes carries what the line does with it.
    if (sink !== null) {
        drafts.push({ kind: 'sink', text: `sink:${sink}${writer.facts?.requests !== undefined ? requestSuffix(undefined, handling) : ''}` });
    }
    return drafts;
}
/** A fetched URL's `net:` (what is asked of it, `suffix`) and `site:` drafts. */
function pushUrlDrafts(drafts, url, suffix) {
    drafts.push({ kind: 'net', text: `net:${url.net}${suffix}` }, { kind: 'site', text: `site:${url.site}` });
}
/** D30: what a fetch tool's arguments say it does with the page (TOOLS.fetchHandling:
 *  WebFetch's `prompt`), as `key=value` words; '' when nothing. */
function fetchHandling(args) {
    let handling = '';
    for (const key of TOOLS.fetchHandling) {
        const value = args[key];
        if (typeof value === 'string' && value !== '')
            handling += `${handling === '' ? '' : ' '}${key}=${boundedText(value)}`;
    }
    countSteps(TOOLS.fetchHandling.length);
    return handling;
}
/** A text argument as a fingerprint carries it: whole when short, else its start and a digest. */
function boundedText(text) {
    return text.length <= 200 ? text : `${text.slice(0, 120)}…#${digest(text, NO_PIECES).slice(0, 12)}`;
}
function firstUrlArgument(args) {
    countSteps(URL_KEYS.length);
    for (const key of URL_KEYS) {
        const value = args[key];
        if (typeof value === 'string')
            return value;
    }
    return undefined;
}
const NO_URLS = { urls: [], overflow: false };
const NO_PATHS = [];
/** D29: files a product write names, at most this many. */
const MAX_PRODUCED = 8;
const MAX_PRODUCED_CHARS = 1024;
/** The words of the commands that have any, built by push: one kind of array (see idsOf). */
function wordsOf(commands) {
    const segments = [];
    for (let i = 0; i < commands.length; i++)
        if (commands[i].words.length > 0)
            segments.push(commands[i].words);
    countSteps(commands.length + 1);
    return segments;
}
/** The fingerprints' ids, in an array of their length filled in place, so every slot's ids
 *  are one kind of array: `map` makes a packed array until it is optimized and a holey one
 *  after, and the window's `commit` and `evict`, compiled for one, were thrown away on
 *  meeting the other. */
function idsOf(fingerprints) {
    const ids = new Array(fingerprints.length);
    for (let i = 0; i < fingerprints.length; i++)
        ids[i] = fingerprints[i].id;
    countSteps(fingerprints.length + 1);
    return ids;
}
/** The non-generic files a line writes, in order, at most MAX_PRODUCED. */
function writtenPaths(commands) {
    const paths = [];
    let steps = 1;
    for (const command of commands) {
        for (const write of command.writes) {
            steps++;
            // A copy: the path may be a slice of a megabyte command, and the agent keeps it.
            if (write.path !== null && write.path.length <= MAX_PRODUCED_CHARS && paths.length < MAX_PRODUCED)
                paths.push(ownCopy(write.path));
        }
    }
    countSteps(steps);
    return paths;
}
const NO_EFFECT = { change: null, product: false, unread: false };
const NO_PIECES = [];
const NO_FLAGS = [];
/** Bounds of the per-breaker shell memo: at most this many commands of at most this length. */
const SHELL_MEMO_SIZE = 128;
const SHELL_MEMO_MAX = 2048;
/** Bounds of the per-breaker print memo: at most this many `exact:` texts of at most this length. */
const PRINT_MEMO_SIZE = 256;
const PRINT_MEMO_MAX = 2048;
/** Tools whose facts are kept (a longer name, or a tool past this many, is looked at afresh). */
const TOOL_MEMO_SIZE = 256;
/** Whether every top-level value reads as canonical JSON writes it: the parts of a call
 *  beyond `exact:` read top-level values by type, and a bigint (`5n` is written as the
 *  string "5n"), a non-finite number (written as null) or -0 (written as 0) would make
 *  two calls with one `exact:` text print differently. */
function printsAsWritten(args) {
    let steps = 1;
    let plain = true;
    for (const key in args) {
        steps++;
        const value = args[key];
        if (typeof value === 'bigint' || (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0)))) {
            plain = false;
            break;
        }
    }
    countSteps(steps);
    return plain;
}
export class Fingerprinter {
    config;
    /** No `limits` key is longer than this, so a longer fingerprint is capped by its kind. */
    longestLimitKey;
    /** Normalized URLs by spelling, shared by this breaker's calls (see UrlFolder). */
    urlMemo = new Map();
    /** Shell analyses by command: a looping agent sends the same command again and again. */
    shellMemo = new Map();
    /** Whole prints by their `exact:` text, which determines everything else of a print. */
    printMemo = new Map();
    toolMemo = new Map();
    changeTools;
    delegateTools;
    /** URL tools' spellings by URL (for messages, lib/call/cosmetic.ts). */
    spellingMemo = new Map();
    /** D16 is on: declared waits are read. */
    polls;
    /** D16: `pollBudget` on the clock (milliseconds), the most a call can declare. */
    budgetMs;
    constructor(config) {
        this.config = config;
        this.polls = config.progress && config.pollSleep !== null;
        this.budgetMs = msOf(config.pollBudget);
        this.changeTools = matcherOf(config.changeTools);
        this.delegateTools = matcherOf(config.delegateTools);
        let longest = 0; // a loop, not Math.max(...keys): spreading 200,000 keys overflows the call stack
        for (const key of config.limits.keys())
            longest = Math.max(longest, key.length);
        countSteps(config.limits.size + 1);
        this.longestLimitKey = longest;
    }
    toolFacts(tool) {
        const known = this.toolMemo.get(tool);
        if (known !== undefined)
            return known;
        const { ignoreArgs } = this.config;
        const facts = {
            decoys: decoySetOf(ignoreArgs.get('*') ?? [], ignoreArgs.get(tool) ?? []),
            shell: SHELL_TOOLS.has(tool),
            urls: URL_TOOL.test(tool),
            changes: this.config.progress && this.changeTools(tool),
            waits: isNamed(TOOLS.waits, tool),
            delegates: this.config.progress && this.delegateTools(tool),
        };
        countSteps(facts.decoys.size + 1);
        if (tool.length <= MAX_MATCHED_NAME) {
            if (this.toolMemo.size >= TOOL_MEMO_SIZE)
                this.toolMemo.clear();
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
        const memo = exact.rest === undefined && exact.text.length <= PRINT_MEMO_MAX && printsAsWritten(cleaned) ? this.printMemo : undefined;
        const known = memo?.get(exact.text);
        if (known !== undefined)
            return known;
        const print = this.analyse(tool, facts, cleaned, exact);
        if (memo !== undefined) {
            if (memo.size >= PRINT_MEMO_SIZE)
                memo.clear();
            memo.set(exact.text, print); // built from the parts: it shares nothing with the arguments
        }
        return print;
    }
    analyse(tool, facts, cleaned, exact) {
        const drafts = [exact];
        const command = cleaned['command'];
        let folder = NO_URLS;
        let shell;
        let change = false;
        let edits = false;
        let wait = NO_WAIT;
        let spelling;
        if (facts.changes)
            change = edits = isToolChange(cleaned);
        if (facts.shell) {
            if (typeof command === 'string') {
                shell = this.shell(command);
                folder = shell;
                change ||= shell.change !== null;
                edits ||= shell.change === 'edit';
                wait = tool === 'pwsh' ? shell.pwshWait : shell.wait;
                spelling = shell.spelling;
            }
        }
        else if (facts.urls) {
            const urlFolder = new UrlFolder(this.config.hostAliases, this.urlMemo);
            const raw = firstUrlArgument(cleaned);
            const url = raw === undefined ? null : urlFolder.fetch(raw);
            if (raw !== undefined && url !== null) {
                pushUrlDrafts(drafts, url, requestSuffix(undefined, fetchHandling(cleaned)));
                drafts.push({ kind: 'family', text: 'family:http-fetch' });
                spelling = this.urlSpelling(raw, urlFolder);
            }
            folder = urlFolder;
        }
        const local = folder.urls.length > 0 && !folder.overflow && folder.urls.every((url) => url.local);
        const relaxed = local && this.config.localHosts === 'allow';
        const fingerprints = this.finish(drafts, relaxed);
        // A shell command's fingerprints follow exact: (whose id no other kind can share).
        if (shell !== undefined)
            fingerprints.push(...(shell.finished ??= this.finish(shell.drafts, relaxed)));
        if (this.polls) {
            const asked = declaredWait(cleaned, this.budgetMs);
            const blocking = facts.shell ? undefined : blockingWait(facts.waits, cleaned, asked, this.budgetMs);
            if (blocking !== undefined)
                wait = blocking;
            else if (asked !== undefined && asked > 0)
                wait = { ms: Math.min(this.budgetMs, wait.ms + asked), onlyWaits: false };
        }
        const noop = shell !== undefined && shell.noop !== null && !change;
        const ids = idsOf(fingerprints);
        const reads = shell !== undefined ? shell.reads : isFileRead(tool, cleaned);
        const background = shell?.background ?? false;
        // A fetch checks on a server, a job tool on a job; a call that declares a wait is waiting.
        const observes = (shell?.observes ?? (facts.urls || isJobTool(tool))) || wait.ms > 0;
        return {
            tool: ownCopy(tool),
            fingerprints,
            ids,
            local,
            change,
            edits,
            noop,
            silent: noop && shell?.noop === 'silent',
            product: !change && shell !== undefined && shell.product,
            produces: !change && shell !== undefined && shell.product ? shell.produces : NO_PATHS,
            possibleChange: !change && (facts.delegates || (shell !== undefined && shell.unread)),
            program: shell?.program ?? '',
            wait,
            spelling,
            reads,
            background,
            observes,
        };
    }
    /** D29: the files a reading call names (lib/call/reads.ts readPaths), read from its
     *  arguments when asked (only once a program regenerated some file: most agents never
     *  need it); a shell line's are kept with its analysis while the memo holds it. */
    pathsRead(tool, args) {
        if (!SHELL_TOOLS.has(tool))
            return readPaths(args, undefined);
        const command = args['command'];
        if (typeof command !== 'string' || command.length > MAX_READ_LINE)
            return NO_PATHS;
        const known = this.shellMemo.get(command);
        if (known?.read !== undefined)
            return known.read;
        // The words the line was judged a read from (shell()): in D33's one spelling, so
        // `bash -lc 'cat out.png'` prints `out.png`.
        const paths = readPaths(args, wordsOf(readCommands(oneSpelling(tokenize(command)))));
        if (known !== undefined)
            known.read = paths;
        return paths;
    }
    /** A URL tool's spelling: its one URL as written; remembered like the URLs themselves. */
    urlSpelling(raw, folder) {
        const memo = raw.length <= SHELL_MEMO_MAX ? this.spellingMemo : undefined;
        const known = memo?.get(raw);
        if (known !== undefined)
            return known;
        const spelling = spellingOf(NO_FLAGS, folder.spellings());
        if (memo !== undefined && spelling !== undefined) {
            if (memo.size >= SHELL_MEMO_SIZE)
                memo.clear();
            memo.set(ownCopy(raw), spelling);
        }
        return spelling;
    }
    /** shellDrafts() with the URLs it read; remembered for commands up to SHELL_MEMO_MAX chars. */
    shell(command) {
        const memo = command.length <= SHELL_MEMO_MAX ? this.shellMemo : undefined;
        const known = memo?.get(command);
        if (known !== undefined)
            return known;
        const folder = new UrlFolder(this.config.hostAliases, this.urlMemo);
        const read = command.slice(0, readableLength(command));
        // A command with an unread tail may do more than sleep: it never only waits.
        const fits = read.length === command.length;
        // D33: the command the line runs, in one spelling (read whole, or not at all).
        const tokens = fits ? oneSpelling(tokenize(read)) : tokenize(read);
        const commands = readCommands(tokens);
        const segments = wordsOf(commands);
        const { progress } = this.config;
        const dropped = [];
        const drafts = shellDrafts(withOnePaths(tokens, commands), commands, command.slice(read.length), folder, progress, dropped);
        const effect = progress ? shellEffect(commands) : NO_EFFECT;
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
            program: progress ? firstProgram(segments) : '',
            wait: fits || !posix.onlyWaits ? posix : { ms: posix.ms, onlyWaits: false },
            pwshWait: fits || !pwsh.onlyWaits ? pwsh : { ms: pwsh.ms, onlyWaits: false },
            spelling: spellingOf(dropped, folder.spellings()),
            // A command with an unread tail may do more than read; one that writes does more.
            reads: fits && effect.change === null && !effect.product && readsFilesOnly(segments),
            background: runsInBackground(tokens, segments),
            observes: commands.some(observesOutside),
            finished: undefined,
            read: undefined,
        };
        if (memo !== undefined) {
            if (memo.size >= SHELL_MEMO_SIZE)
                memo.clear();
            memo.set(ownCopy(command), shell);
        }
        return shell;
    }
    finish(drafts, dropRelaxable) {
        const seen = new Set();
        const out = [];
        const { limits, previewChars } = this.config;
        let steps = 1;
        for (const { kind, text, rest = NO_PIECES } of drafts) {
            steps++;
            if (dropRelaxable && RELAXABLE.has(kind))
                continue;
            let length = text.length;
            for (const part of rest)
                length += part.length;
            steps += rest.length;
            // A draft with pieces is longer than JOIN_LIMIT, so it is always counted by digest.
            // Ids outlive the call (windows, stored results): they must not point into its arguments.
            const id = length <= MAX_ID_CHARS ? ownCopy(text) : `\u0001${kind}:${digest(text, rest)}`;
            if (seen.has(id))
                continue;
            seen.add(id);
            // No `limits` key is longer than longestLimitKey, so a longer text is capped by its kind.
            const cap = length > this.longestLimitKey ? (limits.get(kind) ?? null) : limitFor(text + rest.join(''), limits);
            out.push({ id, kind, head: headOf(text, rest, previewChars), length, cap });
        }
        countSteps(steps);
        return out;
    }
}
