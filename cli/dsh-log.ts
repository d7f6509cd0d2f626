// The DSH session log (session.jsonl, design §2.1): one JSON row per line, each
// with a string `type`. Only three kinds of row matter to a replay:
//   tool/call    {callId, name, arguments: JSON string}        → a call
//   tool/result  {message: {content: [{type: 'tool-result', toolCallId, isError, content}]}}
//   user/message {source: {kind: 'user'}}                      → the human spoke
// Every other row (turns, steps, chunks, packed rows with `seq0`, …) is skipped.
// The log records no agent per call: a session file is one agent.

import { at } from './errors.js';
import { describeJson, isJsonObject, type JsonObject, type ReplayEvent } from './events.js';
import type { JsonLine } from './json-lines.js';

/** The agent name for a session: its header id (`session-6dfa0d86-…` → `session-6dfa0d86`). */
function agentName(header: unknown): string {
  if (isJsonObject(header) && header['type'] === 'session' && typeof header['id'] === 'string' && header['id'] !== '') {
    return header['id'].split('-').slice(0, 2).join('-');
  }
  return 'session';
}

/** Arguments as the host hands them on: parsed JSON, or the raw string when it is not JSON. */
function parseArguments(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Text blocks joined by newlines, empty ones dropped (the same rule the breaker uses). */
function blockText(content: unknown): string {
  if (!Array.isArray(content)) return '';
  const texts: string[] = [];
  for (const block of content as unknown[]) {
    if (isJsonObject(block) && typeof block['text'] === 'string' && block['text'] !== '') texts.push(block['text']);
  }
  return texts.join('\n');
}

function dataOf(file: string, line: number, row: JsonObject): JsonObject {
  const data = row['data'];
  if (!isJsonObject(data)) {
    throw at(file, line, `${String(row['type'])} row without a "data" object (got ${describeJson(data)})`);
  }
  return data;
}

/** A call whose result is filled in when its tool/result row arrives. */
interface MutableCall {
  kind: 'call';
  line: number;
  agent: string;
  tool: string;
  arguments: unknown;
  result?: { text: string; isError: boolean };
}

export function parseDshSession(file: string, lines: readonly JsonLine[]): ReplayEvent[] {
  const agent = agentName(lines[0]?.value);
  const events: ReplayEvent[] = [];
  /** Calls still waiting for their result, by callId. */
  const waiting = new Map<string, MutableCall>();

  for (const { line, value: row } of lines) {
    if (!isJsonObject(row) || typeof row['type'] !== 'string') {
      throw at(file, line, `unknown line shape: a session-log row is a JSON object with a string "type" (got ${describeJson(row)})`);
    }
    switch (row['type']) {
      case 'tool/call': {
        const data = dataOf(file, line, row);
        const callId = data['callId'];
        const name = data['name'];
        if (typeof callId !== 'string' || typeof name !== 'string' || name === '') {
          throw at(file, line, 'tool/call row needs a string data.callId and a non-empty string data.name');
        }
        const call: MutableCall = { kind: 'call', line, agent, tool: name, arguments: parseArguments(data['arguments']) };
        events.push(call);
        waiting.set(callId, call);
        break;
      }
      case 'tool/result': {
        const data = dataOf(file, line, row);
        const message = data['message'];
        const content = isJsonObject(message) ? message['content'] : undefined;
        if (!Array.isArray(content)) {
          throw at(file, line, 'tool/result row needs a data.message.content array');
        }
        for (const block of content as unknown[]) {
          if (!isJsonObject(block) || block['type'] !== 'tool-result' || typeof block['toolCallId'] !== 'string') continue;
          const call = waiting.get(block['toolCallId']);
          if (call === undefined) continue; // a result for a call this log does not show
          waiting.delete(block['toolCallId']);
          call.result = { text: blockText(block['content']), isError: block['isError'] === true };
        }
        break;
      }
      case 'user/message': {
        const data = dataOf(file, line, row);
        const source = data['source'];
        if (isJsonObject(source) && source['kind'] === 'user') events.push({ kind: 'user', line, agent });
        break;
      }
      default:
        break;
    }
  }
  return events;
}
