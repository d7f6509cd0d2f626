// The DSH session log (session.jsonl, design §2.1): one JSON row per line, each
// with a string `type`. Only three kinds of row matter to a replay:
//   tool/call    {callId, name, arguments: JSON string}        → a call
//   tool/result  {message: {content: [{type: 'tool-result', toolCallId, isError, content}]}}
//   user/message {source: {kind: 'user'}}                      → the human spoke
// Every other row (turns, steps, chunks, packed rows with `seq0`, …) is skipped.
// The log records no agent per call: a session file is one agent.
//
// A call is replayed with its result, which comes some rows later, so events are held
// back until the calls before them have their results. A step's results are written
// before the step ends, so at a step or turn boundary every held call is released
// (with no result when none was recorded: an interrupted call). MAX_WAITING bounds the
// queue for a log that never marks its steps, and MAX_HELD_BYTES what it holds: a few
// huge calls whose results come late go on without them instead of filling memory.
import { describeValue } from '../../lib/values.js';
import { resultText } from '../../lib/messages.js';
import { isPlainObject } from '../../lib/values.js';
import { at } from '../errors.js';
import { withRecorded } from './events.js';
/** Events held back at most; past it the oldest call goes on without waiting for its result. */
export const MAX_WAITING = 1024;
/** The lines (calls, and the results filled into them) held back at most, in bytes;
 *  past it the oldest call goes on without waiting for its result. */
export const MAX_HELD_BYTES = 32 * 1024 * 1024;
const nonEmpty = (value) => typeof value === 'string' && value !== '';
/** The header's time and place, or undefined when `row` is no session header. */
export function sessionHeader(row) {
    if (!isPlainObject(row) || row['type'] !== 'session')
        return undefined;
    const created = row['createdAt'];
    const startedAt = typeof created === 'number' ? created : typeof created === 'string' ? Date.parse(created) : NaN;
    // A time a Date cannot hold (`1e300`, `-1e20`) is no time: the file's own is used instead.
    const datable = Number.isFinite(new Date(startedAt).getTime());
    const host = nonEmpty(row['host']) ? row['host'] : row['hostname'];
    return {
        ...(datable ? { startedAt } : {}),
        ...(nonEmpty(row['cwd']) ? { cwd: row['cwd'] } : {}),
        ...(nonEmpty(host) ? { host } : {}),
    };
}
/** The agent name for a session: its header id (`session-6dfa0d86-…` → `session-6dfa0d86`). */
function agentName(header) {
    if (isPlainObject(header) && header['type'] === 'session' && typeof header['id'] === 'string' && header['id'] !== '') {
        return header['id'].split('-', 2).join('-');
    }
    return 'session';
}
/** Arguments as the host hands them on: parsed JSON, or the raw string when it is not JSON. */
function parseArguments(raw) {
    if (typeof raw !== 'string')
        return raw ?? {};
    try {
        return JSON.parse(raw);
    }
    catch {
        return raw;
    }
}
function dataOf(file, line, row) {
    const data = row['data'];
    if (!isPlainObject(data)) {
        throw at(file, line, `${describeValue(row['type'])} row without a "data" object (got ${describeValue(data)})`);
    }
    return data;
}
/** What holding a result's blocks other than text costs, roughly, in bytes (their string
 *  fields); 0 when it has none. */
function mediaBytes(blocks) {
    let bytes = 0;
    for (const block of blocks) {
        if (!isPlainObject(block) || block['type'] === 'text' || block['type'] === undefined)
            continue;
        bytes += 64;
        for (const value of Object.values(block))
            if (typeof value === 'string')
                bytes += value.length;
    }
    return bytes;
}
function released(held) {
    return held.event.kind !== 'call' ? held.event : withRecorded(held.event, held.result);
}
const BOUNDARY = /^(?:step|turn)\//;
/** `header` is the first row of the log, which names the session. */
export function dshSessionParser(file, header) {
    const agent = agentName(header);
    /** Events not yet released, oldest first; never longer than MAX_WAITING. */
    const queue = [];
    /** Held calls still waiting for their result, by callId. */
    const waiting = new Map();
    /** The sum of `bytes` over the queue; kept under MAX_HELD_BYTES. */
    let heldBytes = 0;
    /** Releases the events at the front of the queue that wait for nothing, or all of them. */
    function* release(all) {
        for (let held = queue[0]; held !== undefined; held = queue[0]) {
            const isWaiting = held.callId !== undefined && waiting.get(held.callId) === held;
            if (isWaiting && !all)
                break;
            if (isWaiting)
                waiting.delete(held.callId);
            queue.shift();
            heldBytes -= held.bytes;
            yield released(held);
        }
    }
    /** Releases what waits for nothing; then, while the queue is too long or too large, the
     *  oldest call goes on without its result (each round releases at least one event). */
    function* releaseWithinBounds() {
        yield* release(false);
        while (queue.length > 0 && (queue.length > MAX_WAITING || heldBytes > MAX_HELD_BYTES)) {
            const oldest = queue[0];
            if (oldest.callId !== undefined)
                waiting.delete(oldest.callId);
            yield* release(false);
        }
    }
    function* hold(held) {
        queue.push(held);
        heldBytes += held.bytes;
        if (held.callId !== undefined)
            waiting.set(held.callId, held);
        yield* releaseWithinBounds();
    }
    function* row(line, value, bytes = 0) {
        if (!isPlainObject(value) || typeof value['type'] !== 'string') {
            throw at(file, line, `unknown line shape: a session-log row is a JSON object with a string "type" (got ${describeValue(value)})`);
        }
        const type = value['type'];
        if (BOUNDARY.test(type)) {
            yield* release(true);
            return;
        }
        switch (type) {
            case 'tool/call': {
                const data = dataOf(file, line, value);
                const callId = data['callId'];
                const name = data['name'];
                if (typeof callId !== 'string' || typeof name !== 'string' || name === '') {
                    throw at(file, line, 'tool/call row needs a string data.callId and a non-empty string data.name');
                }
                const held = { event: { kind: 'call', line, agent, tool: name, arguments: parseArguments(data['arguments']) }, callId, bytes };
                yield* hold(held);
                return;
            }
            case 'tool/result': {
                const data = dataOf(file, line, value);
                const message = data['message'];
                const content = isPlainObject(message) ? message['content'] : undefined;
                if (!Array.isArray(content))
                    throw at(file, line, 'tool/result row needs a data.message.content array');
                for (const block of content) {
                    if (!isPlainObject(block) || block['type'] !== 'tool-result' || typeof block['toolCallId'] !== 'string')
                        continue;
                    const held = waiting.get(block['toolCallId']);
                    if (held === undefined)
                        continue; // a result for a call this log does not show
                    waiting.delete(block['toolCallId']);
                    // The breaker's own rule for a result's text: text blocks joined by newlines; blocks
                    // other than text (an image) are kept too: they are part of the answer (D29).
                    const blocks = block['content'];
                    const media = Array.isArray(blocks) ? mediaBytes(blocks) : 0;
                    const text = resultText(blocks, Number.MAX_SAFE_INTEGER).head;
                    held.result = media > 0 ? { text, isError: block['isError'] === true, content: blocks } : { text, isError: block['isError'] === true };
                    held.bytes += text.length + media;
                    heldBytes += text.length + media;
                }
                yield* releaseWithinBounds();
                return;
            }
            case 'user/message': {
                const data = dataOf(file, line, value);
                const source = data['source'];
                if (isPlainObject(source) && source['kind'] === 'user')
                    yield* hold({ event: { kind: 'user', line, agent }, bytes });
                return;
            }
            default:
                return;
        }
    }
    return { row, end: () => release(true) };
}
