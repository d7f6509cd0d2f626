// What an HTTP fetcher asks (design §9.5 D30): the URLs it fetches, its method, its body
// and its headers, read from one command's words as the program table says its options
// are (lib/call/programs.ts). A URL anywhere else on the line — inside interpreter code, a
// heredoc body, a message, an environment assignment, another program's arguments — is
// not fetched by this command, so it makes no `net:`.
// Every loop reports its iterations (lib/work.ts).
import { createHash } from 'node:crypto';
import { isOption } from './commands.js';
import { VOLATILE_HEADERS } from './programs.js';
import { urlSpans } from './url-spans.js';
import { countSteps } from '../work.js';
/** More words than this and the rest of a command is not read for its request. */
const MAX_WORDS = 256;
const METHOD = /^[A-Za-z]{3,10}$/;
/** A header as it counts: `name:value`, the name lowercased and both trimmed; undefined
 *  for a volatile header. */
function headerOf(text) {
    const colon = text.indexOf(':');
    const name = (colon < 0 ? text : text.slice(0, colon)).trim().toLowerCase();
    if (VOLATILE_HEADERS.has(name))
        return undefined;
    return colon < 0 ? name : `${name}:${text.slice(colon + 1).trim()}`;
}
/** The option a word names and its value when attached: `--opt=value`, `-Xvalue` (a short
 *  option's value runs to the word's end). `valued`: the options that take a value. */
function splitOption(word, valued) {
    if (word.startsWith('--')) {
        const eq = word.indexOf('=');
        return eq > 0 ? { option: word.slice(0, eq), value: word.slice(eq + 1) } : { option: word, value: undefined };
    }
    // A cluster: the first letter that takes a value takes the rest of the word.
    let i = 1;
    for (; i < word.length; i++) {
        const option = `-${word[i]}`;
        if (valued.has(option)) {
            countSteps(i);
            return { option, value: i + 1 < word.length ? word.slice(i + 1) : undefined };
        }
    }
    countSteps(i);
    return { option: word, value: undefined };
}
/** The request of a fetcher's command (`command.facts.requests`), or undefined when the
 *  command runs no fetcher. */
function requestOf(command, tokens) {
    const facts = command.facts;
    const options = facts?.requests;
    if (facts === undefined || options === undefined)
        return undefined;
    const urls = [];
    const body = [];
    let headers;
    let method = '';
    const valued = valueOptionsOf(facts, options);
    const words = command.words;
    const end = Math.min(words.length, command.at + 1 + MAX_WORDS);
    let positional = 0;
    let over = false;
    let i = command.at + 1;
    for (; i < end; i++) {
        const word = words[i];
        if (!over && word === '--') {
            over = true;
            continue;
        }
        if (!over && isOption(word)) {
            const split = splitOption(options.caseless === true ? word.toLowerCase() : word, valued);
            const option = split.option;
            // A value keeps its own letters (`-Body '{"A":1}'`).
            const attached = split.value === undefined ? undefined : word.slice(word.length - split.value.length);
            const flagMethod = options.methodFlags?.[option];
            if (flagMethod !== undefined) {
                method = flagMethod;
                continue;
            }
            if (!valued.has(option))
                continue;
            const value = attached ?? words[++i];
            if (value === undefined)
                break;
            if (options.method.includes(option))
                method = value.toUpperCase();
            else if (options.body.includes(option))
                body.push(`${option} ${value}`);
            else if (options.header.includes(option)) {
                const header = headerOf(value);
                if (header !== undefined)
                    (headers ??= []).push(header);
            }
            else if (options.url?.includes(option) === true)
                pushUrls(urls, value);
            continue;
        }
        if (options.items === true) {
            // HTTPie: [METHOD] URL [ITEM…]
            if (positional === 0 && METHOD.test(word) && i + 1 < end)
                method = word.toUpperCase();
            else if (positional === 0 || (positional === 1 && method !== '' && urls.length === 0))
                pushUrls(urls, word);
            else
                itemOf(word, body, (headers ??= []));
            positional++;
            continue;
        }
        pushUrls(urls, word);
    }
    countSteps(i - command.at);
    if (command.heredoc !== undefined)
        body.push(heredocPart(tokens, command.heredoc));
    if (method === 'GET')
        method = '';
    if (headers !== undefined && headers.length > 1)
        headers.sort();
    return { urls, method, body, headers: headers ?? NONE };
}
const NONE = [];
/** Every option of a fetcher that takes a value, its volatile ones too, as a set (built
 *  once per table row). */
const VALUE_OPTIONS = new WeakMap();
function valueOptionsOf(facts, options) {
    let set = VALUE_OPTIONS.get(facts);
    if (set === undefined) {
        set = new Set([...options.method, ...options.body, ...options.header, ...(options.url ?? []), ...options.values, ...(facts.fetches?.withValue ?? [])]);
        VALUE_OPTIONS.set(facts, set);
    }
    return set;
}
function pushUrls(urls, word) {
    const spans = urlSpans(word);
    countSteps(spans.length + 1);
    for (const span of spans)
        urls.push(span.raw);
}
/** One HTTPie request item: `Header:value` a header, anything else (`field=value`,
 *  `field:=json`, `name==value`, `field@file`) part of what it sends. */
function itemOf(word, body, headers) {
    const colon = word.indexOf(':');
    const eq = word.indexOf('=');
    const at = word.indexOf('@');
    const first = Math.min(...[colon, eq, at].map((k) => (k < 0 ? Infinity : k)));
    if (first === colon && word[colon + 1] !== '=') {
        const header = headerOf(word);
        if (header !== undefined)
            headers.push(header);
    }
    else
        body.push(word);
}
/** The longest heredoc body whose text is part of a request (longer: only its length). */
const MAX_BODY_TEXT = 1 << 16;
/** A heredoc fed to a fetcher is its body (`curl -d @- <<EOF`): its text, or only that it
 *  expands something (`$`, a backtick: its text is not known) or is too long to keep. */
function heredocPart(tokens, span) {
    let text = '<<';
    let i = span.from;
    for (; i < span.to; i++) {
        const token = tokens[i];
        if (!token.op && (token.text.includes('$') || token.text.includes('`'))) {
            text = '<<$';
            break;
        }
        text += `${token.text}\u0000`;
        if (text.length > MAX_BODY_TEXT) {
            text = `<<${span.to - span.from} tokens`;
            break;
        }
    }
    countSteps(i - span.from + 1);
    return text;
}
/** The requests of a line's fetchers, in order, each of their URLs fetched into `folder`. */
export function fetchedRequests(commands, folder, tokens) {
    // Most lines fetch nothing: they share one empty list, and nothing is built for them.
    let requests;
    let c = 0;
    for (; c < commands.length; c++) {
        const command = commands[c];
        if (command.facts?.requests === undefined)
            continue;
        const request = requestOf(command, tokens);
        if (request === undefined)
            continue;
        for (const raw of request.urls)
            folder.fetch(raw);
        countSteps(request.urls.length);
        (requests ??= []).push(request);
    }
    countSteps(c + 1);
    return requests ?? NO_REQUESTS;
}
const NO_REQUESTS = [];
/** A short identity of some parts (a body, the headers). */
function digestOf(parts) {
    return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 12);
}
/** What a `net:` value carries after the URL (D30): the method when it is not GET, a
 *  digest of the body and of the headers when there are any, and what the line does with
 *  the answer (`handling`, as `cmd:` writes it). '' for a plain GET handled by nothing. */
export function requestSuffix(request, handling) {
    let suffix = '';
    if (request !== undefined) {
        if (request.method !== '')
            suffix += ` ${request.method}`;
        if (request.body.length > 0)
            suffix += ` body#${digestOf(request.body)}`;
        if (request.headers.length > 0)
            suffix += ` headers#${digestOf(request.headers)}`;
    }
    return handling === '' ? suffix : `${suffix} then ${handling}`;
}
