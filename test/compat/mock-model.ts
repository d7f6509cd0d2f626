// A scripted OpenAI-compatible chat-completions server for driving the real dsh CLI.
// It listens on 127.0.0.1 only, streams every answer (dsh's openai-completions client
// always streams), and closes itself after `lifetimeMs` so a stuck run cannot keep it alive.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** One scripted session: the tool calls to make, one per step, then a final text. */
export interface Script {
  calls: ScriptedCall[];
  finalText: string;
}

export interface MockModel {
  baseURL: string;
  close(): Promise<void>;
}

interface ChatMessage {
  role?: unknown;
  content?: unknown;
}

interface ChatRequest {
  messages?: unknown;
  tools?: unknown;
  stream_options?: { include_usage?: unknown };
}

/** The prompt names its script as `[compat:<id>]`; the mock needs no other state. A prompt
 *  without a tag plays the script stored under FALLBACK, when there is one (README's
 *  commands prompt with plain words such as "your prompt"). */
export const scriptTag = (id: string): string => `[compat:${id}]`;

export const FALLBACK = '*';

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) =>
      typeof part === 'object' && part !== null && 'text' in part && typeof part.text === 'string'
        ? part.text
        : '',
    )
    .join('\n');
}

function messagesOf(req: ChatRequest): ChatMessage[] {
  return Array.isArray(req.messages) ? (req.messages as ChatMessage[]) : [];
}

function pickScript(req: ChatRequest, scripts: ReadonlyMap<string, Script>): Script | undefined {
  for (const m of messagesOf(req)) {
    if (m.role !== 'user') continue;
    const found = /\[compat:([\w-]+)\]/.exec(textOf(m.content));
    if (found?.[1] !== undefined) return scripts.get(found[1]);
  }
  return scripts.get(FALLBACK);
}

let responseSeq = 0;

function streamReply(res: ServerResponse, req: ChatRequest, reply: ScriptedCall | string): void {
  const id = `chatcmpl-mock-${++responseSeq}`;
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}): void => {
    const body = { id, object: 'chat.completion.chunk', created: 0, model: 'mock-model', choices, ...extra };
    res.write(`data: ${JSON.stringify(body)}\n\n`);
  };
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  if (typeof reply === 'string') {
    chunk([{ index: 0, delta: { role: 'assistant', content: reply }, finish_reason: null }]);
    chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]);
  } else {
    const args = JSON.stringify(reply.arguments);
    const callId = `call_${responseSeq}`;
    const head = { index: 0, id: callId, type: 'function', function: { name: reply.name, arguments: '' } };
    chunk([{ index: 0, delta: { role: 'assistant', content: null, tool_calls: [head] }, finish_reason: null }]);
    // Split the arguments so the client's fragment assembly is exercised as with a real model.
    const cut = Math.ceil(args.length / 2);
    for (const piece of [args.slice(0, cut), args.slice(cut)]) {
      chunk([{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: piece } }] }, finish_reason: null }]);
    }
    chunk([{ index: 0, delta: {}, finish_reason: 'tool_calls' }]);
  }
  if (req.stream_options?.include_usage === true) {
    chunk([], { usage: { prompt_tokens: 100, completion_tokens: 8, total_tokens: 108 } });
  }
  res.end('data: [DONE]\n\n');
}

function handleChat(req: ChatRequest, res: ServerResponse, scripts: ReadonlyMap<string, Script>): void {
  // The session-title request is the only one without tools; it must not consume a step.
  if (!Array.isArray(req.tools) || req.tools.length === 0) {
    streamReply(res, req, 'Compat check');
    return;
  }
  const script = pickScript(req, scripts);
  if (script === undefined) {
    streamReply(res, req, 'mock-model: no [compat:<id>] script tag found in the prompt');
    return;
  }
  // Stateless: the number of tool results so far is the index of the next scripted call.
  const step = messagesOf(req).filter((m) => m.role === 'tool').length;
  streamReply(res, req, script.calls[step] ?? script.finalText);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startMockModel(scripts: ReadonlyMap<string, Script>, lifetimeMs: number): Promise<MockModel> {
  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'GET' && path === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: [{ id: 'mock-model', object: 'model' }] }));
        return;
      }
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        handleChat(JSON.parse(await readBody(req)) as ChatRequest, res, scripts);
        return;
      }
      res.writeHead(404).end();
    })().catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = (): Promise<void> =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  setTimeout(() => void close(), lifetimeMs).unref();
  const { port } = server.address() as AddressInfo;
  return { baseURL: `http://127.0.0.1:${port}/v1`, close };
}
