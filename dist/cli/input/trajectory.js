// The plain trajectory format: one tool call or one human message per line.
//   {"agent"?: "a", "tool": "bash", "arguments"?: {…}, "result"?: "…", "isError"?: false}
//   {"agent"?: "a", "user": "…"}
// `result` is the text the tool returned, or the host's content blocks (`[{"type": "text",
// "text": …}, {"type": "image", "mimeType": …, "data": …}]`): an image is part of the
// answer (design §9.5 D29).
// Lines without `agent` belong to DEFAULT_AGENT. Unknown keys are errors (a typo
// such as "arguements" would otherwise silently change the replay).
import { resultText } from '../../lib/messages.js';
import { describeValue } from '../../lib/values.js';
import { isPlainObject } from '../../lib/values.js';
import { at } from '../errors.js';
import { DEFAULT_AGENT, withRecorded } from './events.js';
const CALL_KEYS = ['agent', 'tool', 'arguments', 'result', 'isError'];
const USER_KEYS = ['agent', 'user'];
function checkKeys(file, line, row, allowed, what) {
    for (const key of Object.keys(row)) {
        if (!allowed.includes(key)) {
            throw at(file, line, `unknown key ${JSON.stringify(key)} in a ${what} line (allowed: ${allowed.join(', ')})`);
        }
    }
}
function agentOf(file, line, row) {
    const agent = row['agent'];
    if (agent === undefined)
        return DEFAULT_AGENT;
    if (typeof agent !== 'string' || agent === '') {
        throw at(file, line, `"agent" must be a non-empty string (got ${describeValue(agent)})`);
    }
    return agent;
}
function parseRow(file, line, row) {
    if (!isPlainObject(row)) {
        throw at(file, line, `unknown line shape: expected a JSON object, got ${describeValue(row)}`);
    }
    const hasTool = Object.hasOwn(row, 'tool');
    const hasUser = Object.hasOwn(row, 'user');
    if (hasTool === hasUser) {
        const names = Object.keys(row);
        const shown = names.slice(0, 8).map((key) => JSON.stringify(key));
        const keys = names.length === 0 ? 'none' : `${shown.join(', ')}${names.length > shown.length ? ', …' : ''}`;
        throw at(file, line, `unknown line shape: a line is either a tool call {"tool": …} or a human message {"user": …} (keys: ${keys})`);
    }
    if (hasUser) {
        checkKeys(file, line, row, USER_KEYS, 'human-message');
        if (typeof row['user'] !== 'string') {
            throw at(file, line, `"user" must be a string (got ${describeValue(row['user'])})`);
        }
        return { kind: 'user', line, agent: agentOf(file, line, row) };
    }
    checkKeys(file, line, row, CALL_KEYS, 'tool-call');
    const tool = row['tool'];
    if (typeof tool !== 'string' || tool === '') {
        throw at(file, line, `"tool" must be a non-empty string (got ${describeValue(tool)})`);
    }
    const result = row['result'];
    const blocks = Array.isArray(result) ? contentBlocks(file, line, result) : undefined;
    if (result !== undefined && typeof result !== 'string' && blocks === undefined) {
        throw at(file, line, `"result" must be a string or an array of content blocks (got ${describeValue(result)})`);
    }
    const isError = row['isError'];
    if (isError !== undefined && typeof isError !== 'boolean') {
        throw at(file, line, `"isError" must be true or false (got ${describeValue(isError)})`);
    }
    const recorded = result !== undefined || isError !== undefined;
    const call = { kind: 'call', line, agent: agentOf(file, line, row), tool, arguments: row['arguments'] ?? {} };
    return withRecorded(call, recorded ? recordedResult(typeof result === 'string' ? result : undefined, blocks, isError === true) : undefined);
}
/** A `result` given as the host's content blocks: each a JSON object with a string `type`. */
function contentBlocks(file, line, blocks) {
    blocks.forEach((block, i) => {
        if (!isPlainObject(block) || typeof block['type'] !== 'string') {
            throw at(file, line, `"result" block ${i + 1} must be an object with a string "type" (got ${describeValue(block)})`);
        }
    });
    return blocks;
}
function recordedResult(text, blocks, isError) {
    if (blocks === undefined)
        return { text: text ?? '', isError };
    return { text: resultText(blocks, Number.MAX_SAFE_INTEGER).head, isError, content: blocks };
}
export function trajectoryParser(file) {
    return { row: (line, value) => [parseRow(file, line, value)], end: () => [] };
}
