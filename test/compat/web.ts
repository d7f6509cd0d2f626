// `dsh web` driven the way its browser UI drives it: one process, its JSON API
// (POST /api/<method>), the downlink event stream (WebSocket /api/events.mux) and the
// answer endpoint (POST /api/respond); plus a local HTTP target that counts the requests
// which really arrived. Uses the global WebSocket, so it runs on Node 22 (see env.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DshHome } from './dsh.js';
import type { Toolchain } from './env.js';

/** A downlink frame: `{type: 'server-request', rpcId, method, payload}`. */
export interface Frame {
  readonly rpcId: string;
  readonly method: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

export type ApprovalOutcome = 'allowed-once' | 'rejected';

const BOOT_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

interface Waiter {
  readonly accept: (frame: Frame) => boolean;
  readonly resolve: (frame: Frame) => void;
}

function isFrame(value: unknown): value is Frame {
  if (typeof value !== 'object' || value === null) return false;
  const { rpcId, method, payload } = value as Record<string, unknown>;
  return typeof rpcId === 'string' && typeof method === 'string' && typeof payload === 'object' && payload !== null;
}

const running = new Set<ChildProcess>();
// A runner that dies between start and stop must not leave a server behind.
process.on('exit', () => {
  for (const child of running) if (child.pid !== undefined) killGroup(child.pid, 'SIGKILL');
});

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group has already exited
  }
}

export class WebDsh {
  private readonly frames: Frame[] = [];
  private readonly waiters = new Set<Waiter>();
  private socket: WebSocket | undefined;
  private rpc = 0;

  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
    private readonly output: { stderr: string },
  ) {}

  /**
   * Boots `dsh web --no-open --port 0` (127.0.0.1, a free port) in its own process group
   * and connects to its event stream.
   * @throws when it exits or prints no URL within a minute.
   */
  static async start(tc: Toolchain, home: DshHome, cwd: string, extraArgs: readonly string[] = []): Promise<WebDsh> {
    const child = spawn(tc.dsh, ['web', ...extraArgs, '--no-open', '--port', '0'], {
      cwd,
      env: home.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const output = { stderr: '', stdout: '' };
    child.stderr?.setEncoding('utf8').on('data', (s: string) => (output.stderr += s));
    const url = await new Promise<string>((resolve, reject) => {
      const fail = (why: string): void => reject(new Error(`dsh web ${why}\nstdout: ${output.stdout}\nstderr: ${output.stderr.slice(-3000)}`));
      const timer = setTimeout(() => fail(`printed no URL within ${BOOT_TIMEOUT_MS} ms`), BOOT_TIMEOUT_MS);
      child.stdout?.setEncoding('utf8').on('data', (s: string) => {
        output.stdout += s;
        const found = /^dsh web: (http:\/\/\S+)$/m.exec(output.stdout)?.[1];
        if (found !== undefined) {
          clearTimeout(timer);
          resolve(found.replace(/\/$/, ''));
        }
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        fail(`exited with code ${String(code)} before printing its URL`);
      });
    }).catch(async (error: unknown) => {
      await stopChild(child);
      throw error;
    });
    const web = new WebDsh(url, child, output);
    try {
      await web.connect();
    } catch (error) {
      await web.stop();
      throw error;
    }
    return web;
  }

  /** Everything dsh has written to stderr so far. */
  get stderr(): string {
    return this.output.stderr;
  }

  private async connect(): Promise<void> {
    const socket = new WebSocket(`${this.url.replace(/^http/, 'ws')}/api/events.mux`);
    socket.addEventListener('message', (event) => {
      const frame: unknown = JSON.parse(String(event.data));
      if (!isFrame(frame)) return;
      this.frames.push(frame);
      for (const waiter of this.waiters) {
        if (!waiter.accept(frame)) continue;
        this.waiters.delete(waiter);
        waiter.resolve(frame);
      }
    });
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`cannot open ${this.url}/api/events.mux`)), { once: true });
    });
    this.socket = socket;
  }

  /** The first frame (already seen or still to come) that `accept` takes.
   *  @throws after `timeoutMs`, naming `what`. */
  waitFor(what: string, accept: (frame: Frame) => boolean, timeoutMs = 30_000): Promise<Frame> {
    const seen = this.frames.find(accept);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        accept,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`no ${what} on /api/events.mux within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** `POST /api/<method>`; resolves to `result.value`. @throws unless the host answered ok. */
  async call(method: string, payload: unknown): Promise<unknown> {
    const rpcId = `compat-${++this.rpc}`;
    const response = await fetch(`${this.url}/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'client-request', rpcId, method, payload }),
    });
    const text = await response.text();
    const body = JSON.parse(text) as { result?: { ok?: unknown; value?: unknown } };
    if (!response.ok || body.result?.ok !== true) throw new Error(`${method}: HTTP ${response.status} ${text.slice(0, 500)}`);
    return body.result.value;
  }

  /** A new session working in `cwd`, prompted with `text`; resolves to its id. */
  async startSession(cwd: string, text: string): Promise<string> {
    const created = (await this.call('session.create', { cwd })) as { sessionId?: unknown };
    if (typeof created.sessionId !== 'string') throw new Error(`session.create returned ${JSON.stringify(created)}`);
    await this.call('session.prompt', { sessionId: created.sessionId, mode: 'queue', content: [{ type: 'text', text }] });
    return created.sessionId;
  }

  approvalRequest(sessionId: string, timeoutMs?: number): Promise<Frame> {
    return this.waitFor(`approval/requested for ${sessionId}`, (f) => f.payload.type === 'approval/requested' && f.payload.sessionId === sessionId, timeoutMs);
  }

  /** Answers an approval request the way the UI's buttons do. */
  async respond(request: Frame, outcome: ApprovalOutcome): Promise<void> {
    const { sessionId, approvalId } = request.payload;
    const response = await fetch(`${this.url}/api/respond`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'client-response', rpcId: request.rpcId, result: { ok: true, value: { sessionId, approvalId, outcome } } }),
    });
    const text = await response.text();
    if (!response.ok || (JSON.parse(text) as { accepted?: unknown }).accepted !== true) throw new Error(`/api/respond: HTTP ${response.status} ${text}`);
  }

  turnEnded(sessionId: string, timeoutMs?: number): Promise<Frame> {
    return this.waitFor(
      `turn/end of ${sessionId}`,
      (f) => f.payload.type === 'session/event' && f.payload.sessionId === sessionId && (f.payload.event as { type?: unknown } | undefined)?.type === 'turn/end',
      timeoutMs,
    );
  }

  /** Ends dsh by its pid (SIGTERM; SIGKILL to its process group if it lingers). */
  async stop(): Promise<void> {
    this.socket?.close();
    for (const waiter of this.waiters) this.waiters.delete(waiter);
    await stopChild(this.child);
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
    const closed = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), STOP_GRACE_MS);
    await closed;
    clearTimeout(timer);
  }
  running.delete(child);
}

/** Replaces a file by writing a sibling and renaming it over the original, the way an
 *  operator should edit a watched patch file (a truncate-then-write can be read half-written). */
export function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

export interface Target {
  readonly port: number;
  /** Requests that arrived for `path`. */
  hits(path: string): number;
  close(): Promise<void>;
}

/** A local HTTP service on 127.0.0.1 that counts the requests per path and answers
 *  `pong <path> try=<X-Request-Id> #<that count>`: like a real service's answer, it moves in a
 *  number from one request to the next, so an identical call never gets the same answer twice. */
export async function startTarget(): Promise<Target> {
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const count = (counts.get(path) ?? 0) + 1;
    counts.set(path, count);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`pong ${path} try=${String(req.headers['x-request-id'] ?? '-')} #${count}\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
