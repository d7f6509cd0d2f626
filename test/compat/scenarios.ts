// The scripted sessions the mock model plays, and what the session log must show for each.
// Defaults under test (design §3.1, §7, §9.2): a check that returned the same answer twice
// with nothing changed is denied on its 3rd run (`sameResult: 3`, hit `… 3/3`); a call whose
// answer moves only in numbers (a counter, a clock) is not, so it meets the cap of 5: calls
// 1-4 run and the 5th repeat is denied; localHosts 'ask', so the first local-only block of a
// turn becomes an approval request.
import type { Script, ScriptedCall } from './mock-model.js';
import type { Attempt, SessionLog } from './session-log.js';

export interface Scenario {
  id: string;
  script: Script;
  /** Throws with every mismatch listed when the log does not show the expected behaviour. */
  check(log: SessionLog): void;
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th'];
// dsh's bash tool rejects calls without a `description`, which the breaker strips as a decoy.
export const bash = (command: string, description: string): ScriptedCall => ({ name: 'bash', arguments: { command, description } });
export const BLOCKED = 'Error: REPEAT_TOOL_BLOCKED:';
const NO_CHANNEL = 'Error: tool "bash" requires approval, but no approval channel is available';

function show(a: Attempt | undefined): string {
  if (a === undefined) return 'missing';
  return `isError=${String(a.isError)} text=${JSON.stringify((a.text ?? '<no result>').slice(0, 160))}`;
}

/** Collects per-attempt expectations so one failure report lists every wrong attempt. */
export class Expect {
  readonly problems: string[] = [];
  constructor(private readonly log: SessionLog) {}

  count(n: number): void {
    if (this.log.attempts.length !== n) this.problems.push(`expected ${n} tool calls in the log, found ${this.log.attempts.length}`);
    if (this.log.turnEnd !== 'completed') this.problems.push(`turn ended with ${String(this.log.turnEnd)}, not completed`);
  }

  attempt(i: number, what: string, ok: (a: Attempt) => boolean): void {
    const a = this.log.attempts[i];
    if (a === undefined || !ok(a)) this.problems.push(`attempt ${i + 1}: expected ${what}; got ${show(a)}`);
  }

  /** `text`: the exact result, or a pattern for a result that carries a changing number. */
  executed(i: number, text?: string | RegExp): void {
    const matches = (t: string): boolean => text === undefined || (typeof text === 'string' ? t === text : text.test(t));
    this.attempt(i, `to execute${text === undefined ? '' : ` with ${String(text)}`}`, (a) => a.isError === false && !(a.text ?? '').startsWith('Error:') && matches(a.text ?? ''));
  }

  blocked(i: number, ...needles: string[]): void {
    const what = `a REPEAT_TOOL_BLOCKED denial containing ${JSON.stringify(needles)}`;
    this.attempt(i, what, (a) => a.isError === true && (a.text ?? '').startsWith(BLOCKED) && needles.every((n) => (a.text ?? '').includes(n)));
  }

  done(): void {
    if (this.problems.length > 0) throw new Error(this.problems.join('\n'));
  }
}

// Piped through `cat` so that it runs a program: a bare literal `echo` is a no-op (D20),
// which would add its own hit to every denial.
const IDENTICAL_CMD = 'echo compat-check | cat';
/** Its `cmd:`: the last `| cat` changes nothing for the agent, and is folded away (issue 28 F3). */
const IDENTICAL_CMD_FOLDED = 'echo compat-check';
/** The opening of D15's reason (sameResult 3: the two runs before the denied one). */
export const SAME_ANSWER = 'The last 2 runs of this call returned the same result and nothing has changed since';

/** Loop B: only the decoy `description` changes, so every call is the same action, and it
 *  answers the same each time: the 3rd run is denied by D15, quoting that answer. */
export const identical: Scenario = {
  id: 'identical',
  script: { calls: ORDINALS.map((d) => bash(IDENTICAL_CMD, d)), finalText: 'done' },
  check(log) {
    const e = new Expect(log);
    e.count(7);
    for (let i = 0; i < 2; i++) e.executed(i, 'compat-check\n');
    // Denied runs do not settle, so every later attempt still follows the two same answers of
    // runs 1-2: each is denied as that same would-be 3rd run (issue 35: one count, not 3/3
    // then 5/5, although denied calls count for the cap too).
    for (let i = 2; i < 7; i++) {
      e.blocked(i, `- exact:bash:{"command":"${IDENTICAL_CMD}"} 3/3`, `- cmd:echo:${IDENTICAL_CMD_FOLDED} 3/3`, SAME_ANSWER, '```\ncompat-check\n');
    }
    e.done();
  },
};

// The same call every time, but its answer carries the clock in nanoseconds: D15 compares
// results exactly (numbers count), so no two answers are the same and it never fires; D17
// masks digits, so the content never moves and the count cap of 5 does.
const COUNTED_CMD = 'echo compat-count $(date +%s%N)';
/** What an executed `echo <word> $(date +%s%N)` prints. */
export const clockLine = (word: string): RegExp => new RegExp(`^${word} \\d+\\n$`);

/** Loop B with a result that moves only in a number: calls 1-4 run, the 5th is denied. */
export const counted: Scenario = {
  id: 'counted',
  script: { calls: ORDINALS.map((d) => bash(COUNTED_CMD, d)), finalText: 'done' },
  check(log) {
    const e = new Expect(log);
    e.count(7);
    for (let i = 0; i < 4; i++) e.executed(i, clockLine('compat-count'));
    // Hammering stays blocked and the counter keeps climbing past the cap (6/5, 7/5).
    for (let i = 4; i < 7; i++) e.blocked(i, `- exact:bash:{"command":"${COUNTED_CMD}"} ${i + 1}/5`);
    for (let i = 4; i < 7; i++) e.attempt(i, 'no same-result reason (the answers differ)', (a) => !(a.text ?? '').includes(SAME_ANSWER));
    e.done();
  },
};

// Port 9 on loopback refuses at once; `-w` makes curl print a line anyway, naming the try in
// a word (D17 would mask a number), and `|| true` keeps the executed calls successful: no two
// answers are the same (D15 stays out of it), while what the line does after the fetch stays
// one text (D30: it is part of the request). The volatile header and `-w` make exact:/cmd:
// differ per call (they are never relaxed) while net:127.0.0.1:9/x repeats, so the 5th call
// is a local-only block.
const LOCAL_URL = 'http://127.0.0.1:9/x';
const TRIES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'];
const localCall = (n: number): ScriptedCall =>
  bash(`curl -s -o /dev/null -w 'refused try-${TRIES[n - 1]}\\n' -H 'X-Request-Id: ${n}' ${LOCAL_URL} || true`, `try ${n}`);

export const localLoop: Scenario = {
  id: 'local-loop',
  script: { calls: [1, 2, 3, 4, 5, 6, 7].map(localCall), finalText: 'done' },
  check(log) {
    const e = new Expect(log);
    e.count(7);
    for (let i = 0; i < 4; i++) e.executed(i, `refused try-${TRIES[i]}\n`);
    e.attempt(4, 'the host\'s "no approval channel" denial', (a) => a.isError === true && (a.text ?? '').startsWith(NO_CHANNEL));
    for (let i = 5; i < 7; i++) e.blocked(i, 'net:127.0.0.1:9/x then true', 'was NOT exempted');
    // The ask must be the breaker's (it names the local hit), and only the first block asks.
    const [ask, ...more] = log.asks;
    if (ask === undefined || !ask.includes('LOCAL address') || !ask.includes('net:127.0.0.1:9/x then true') || more.length > 0) {
      e.problems.push(`expected one approval request from the breaker naming net:127.0.0.1:9/x; got ${JSON.stringify(log.asks)}`);
    }
    e.done();
  },
};

// A new page is a new resource. The control repeat at the end proves the breaker is live
// in this very run, so "nothing blocked" cannot come from a plugin that never loaded: one
// answer twice, so its 3rd run is denied (D15).
const PAGES = 8;
const CONTROLS = 3;
export const pagination: Scenario = {
  id: 'pagination',
  script: {
    calls: [
      ...Array.from({ length: PAGES }, (_, i) => bash(`curl -s 'http://127.0.0.1:9/items?page=${i + 1}' || true`, `page ${i + 1}`)),
      ...Array.from({ length: CONTROLS }, (_, i) => bash('echo pagination-control', `control ${i + 1}`)),
    ],
    finalText: 'done',
  },
  check(log) {
    const e = new Expect(log);
    e.count(PAGES + CONTROLS);
    for (let i = 0; i < PAGES + CONTROLS - 1; i++) e.executed(i);
    e.blocked(PAGES + CONTROLS - 1, '- exact:bash:{"command":"echo pagination-control"} 3/3', SAME_ANSWER);
    e.done();
  },
};

export const scenarios: Scenario[] = [identical, counted, localLoop, pagination];
