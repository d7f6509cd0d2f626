// Reads the dsh session log, the ground truth of what the model saw for every tool call.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

export interface Attempt {
  callId: string;
  name: string;
  arguments: string;
  isError: boolean | undefined;
  /** The model-facing text of the result, or undefined when no result was logged. */
  text: string | undefined;
}

export interface SessionLog {
  attempts: Attempt[];
  types: string[];
  /** The `reason` of every approval request, in order. */
  asks: string[];
  /** The `outcome` of every approval decision, in order. */
  decided: string[];
  turnEnd: string | undefined;
}

// The log is several concatenated zstd frames and zstdDecompressSync stops after the
// first, so decode frame by frame. Node 20 has no zstd at all: this runs under Node 22.
const DECODE_JS = `
const zlib = require('node:zlib');
let buf = require('node:fs').readFileSync(process.argv[1]);
const out = [];
while (buf.length > 0) {
  const r = zlib.zstdDecompressSync(buf, { info: true });
  if (r.engine.bytesWritten <= 0) throw new Error('zstd frame made no progress');
  out.push(r.buffer);
  buf = buf.subarray(r.engine.bytesWritten);
}
process.stdout.write(Buffer.concat(out));
`;

type Json = Record<string, unknown>;

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function findLogs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return findLogs(p);
    return e.name === 'session.jsonl.zstd' ? [p] : [];
  });
}

function decode(node22: string, file: string): Json[] {
  const text = execFileSync(node22, ['-e', DECODE_JS, file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as unknown)
    .filter(isObj);
}

function resultText(content: unknown): string {
  if (!Array.isArray(content)) return '';
  return content
    .filter(isObj)
    .map((b) => str(b.text))
    .filter((t) => t !== '')
    .join('\n');
}

/** The one session whose header cwd is `cwd` (each run gets a fresh working folder). */
export function readSessionLog(node22: string, dshHome: string, cwd: string): SessionLog {
  const want = realpathSync(cwd);
  const matches = findLogs(join(dshHome, 'sessions'))
    .map((f) => decode(node22, f))
    .filter((rows) => rows[0]?.type === 'session' && str(rows[0].cwd) === want);
  if (matches.length !== 1) throw new Error(`expected one session log for ${want}, found ${matches.length}`);
  const rows = matches[0] ?? [];

  const attempts: Attempt[] = [];
  const byId = new Map<string, Attempt>();
  const asks: string[] = [];
  const decided: string[] = [];
  let turnEnd: string | undefined;
  for (const row of rows) {
    const data = isObj(row.data) ? row.data : {};
    if (row.type === 'tool/call') {
      const a: Attempt = { callId: str(data.callId), name: str(data.name), arguments: str(data.arguments), isError: undefined, text: undefined };
      attempts.push(a);
      byId.set(a.callId, a);
    } else if (row.type === 'tool/result' && isObj(data.message) && Array.isArray(data.message.content)) {
      for (const block of data.message.content.filter(isObj)) {
        const a = byId.get(str(block.toolCallId));
        if (a === undefined) continue;
        a.isError = block.isError === true;
        a.text = resultText(block.content);
      }
    } else if (row.type === 'approval/asked') {
      asks.push(str(data.reason));
    } else if (row.type === 'approval/decided') {
      decided.push(str(data.outcome));
    } else if (row.type === 'turn/end' && isObj(data.reason)) {
      turnEnd = str(data.reason.kind);
    }
  }
  return { attempts, types: rows.map((r) => str(r.type)), asks, decided, turnEnd };
}
