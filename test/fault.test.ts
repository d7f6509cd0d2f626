// Fault injection (issue 5, design §9 D10): an internal error inside the breaker lets the
// call through, never escapes a hook, never stops next() from being called, and is
// reported on stderr exactly once per process.
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { apply } from '../index.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { SimHost } from '../cli/replay/host-sim.js';
import type { PreToolDecision, ToolExecution } from '../lib/host.js';
import { resetInternalErrorReport } from '../lib/report.js';
import { AgentState, SlidingWindow, type Slot } from '../lib/window.js';
import { callThrough, counted, mountHooks } from './helpers/hooks.js';
import { watchStderr } from './helpers/stderr-watch.js';

// -------------------------------------------------------------------- harness

const boom = (where: string): Error => new Error(`injected fault: ${where}`);

/** Arguments whose `command` getter throws (a host could hand over any object). */
function throwingArgs(): Record<string, unknown> {
  return Object.defineProperty({ description: 'x' }, 'command', {
    enumerable: true,
    get: () => {
      throw boom('arguments getter');
    },
  });
}

/** Arguments that throw as soon as anyone lists their keys. */
function throwingKeys(): object {
  return new Proxy(
    {},
    {
      ownKeys: () => {
        throw boom('ownKeys');
      },
    },
  );
}

// Capture stderr for every test; each test re-arms the once-per-process report first.
const stderr = watchStderr();
const restore: (() => void)[] = [];
afterEach(() => {
  for (const undo of restore.splice(0).reverse()) undo();
});

/** Replaces `object[key]` for the rest of the test. */
function patch<T extends object, K extends keyof T>(object: T, key: K, replacement: T[K]): void {
  const original = object[key];
  object[key] = replacement;
  restore.push(() => {
    object[key] = original;
  });
}


// ---------------------------------------------------------------------- tests

describe('a faulty call is let through', () => {
  test('a throwing argument getter: the guard allows, one report names the guard and the error', async () => {
    const hooks = mountHooks();
    const agent = { id: 'a' };
    for (let i = 0; i < 8; i++) {
      const exec = { name: 'bash', arguments: throwingArgs(), agent };
      assert.equal(hooks.guard(exec), undefined);
    }
    assert.equal(stderr.reports().length, 1);
    assert.match(stderr.reports()[0]!, /^repeat-tool-breaker: internal error in the guard; the call was let through \(further internal errors are not reported\): Error: injected fault: arguments getter\n/);
    assert.match(stderr.reports()[0]!, /\n\s+at /, 'the stack is included');
    assert.equal(stderr.lines().length, 1, 'nothing else was written');
  });

  test('a Proxy that throws on ownKeys: allowed in every hook, next() called once each', async () => {
    const hooks = mountHooks(); // localHosts: ask, so pre-execute fingerprints too
    const agent = { id: 'a' };
    const exec = { name: 'edit', arguments: throwingKeys(), agent };
    const pre = counted<PreToolDecision>({ kind: 'allow' });
    assert.equal(await hooks.pre(exec, pre.next), pre.value);
    assert.equal(pre.calls(), 1);
    assert.equal(hooks.guard(exec), undefined);
    const post = counted({ kind: 'accept' });
    assert.equal(await hooks.post(exec, { content: [{ type: 'text', text: 'ok' }] }, post.next), post.value);
    assert.equal(post.calls(), 1);
    assert.equal(stderr.reports().length, 1);
    assert.match(stderr.reports()[0]!, /internal error in tools\/pre-execute; no approval was asked for the call \(the guard still decides\) .*injected fault: ownKeys/);
  });

  test('throwing getters on the execution itself (agent, name)', () => {
    const hooks = mountHooks();
    const badAgent = Object.defineProperty({ name: 'read', arguments: {} }, 'agent', {
      get: () => {
        throw boom('agent getter');
      },
    });
    const badName = Object.defineProperty({ agent: {}, arguments: {} }, 'name', {
      get: () => {
        throw boom('name getter');
      },
    });
    assert.equal(hooks.guard(badAgent), undefined);
    assert.equal(hooks.guard(badName), undefined);
    assert.equal(stderr.reports().length, 1);
    assert.match(stderr.reports()[0]!, /injected fault: agent getter/);
  });

  test('pre-execute: a fault never turns into an ask, and a downstream decision passes through', async () => {
    const hooks = mountHooks({ localHosts: 'ask' });
    for (const downstream of [{ kind: 'allow' }, { kind: 'deny', reason: 'policy' }, { kind: 'ask', reason: 'operator' }] as PreToolDecision[]) {
      const next = counted(downstream);
      const exec = { name: 'bash', arguments: throwingArgs(), agent: { id: 'a' } };
      assert.equal(await hooks.pre(exec, next.next), downstream);
      assert.equal(next.calls(), 1);
    }
    assert.equal(stderr.reports().length, 1);
  });

  test('post-execute: a result whose getters throw is skipped, next() still runs once', async () => {
    const hooks = mountHooks();
    const exec = { name: 'read', arguments: { path: '/w/a' }, agent: { id: 'a' } };
    assert.equal(hooks.guard(exec), undefined); // allowed, so post-execute will read the result
    const result = Object.defineProperty({}, 'isError', {
      get: () => {
        throw boom('result getter');
      },
    });
    const next = counted({ kind: 'accept' });
    assert.equal(await hooks.post(exec, result, next.next), next.value);
    assert.equal(next.calls(), 1);
    assert.equal(stderr.reports().length, 1);
    assert.match(stderr.reports()[0]!, /internal error in tools\/post-execute; the call's outcome was not recorded .*injected fault: result getter/);
  });

  test('agent/pre-step: a payload whose messages getter throws, next() still runs once', async () => {
    const hooks = mountHooks();
    const payload = Object.defineProperty({ agent: { id: 'a' } }, 'messages', {
      get: () => {
        throw boom('messages getter');
      },
    });
    const next = counted({ kind: 'enter' });
    assert.equal(await hooks.preStep(payload, next.next), next.value);
    assert.equal(next.calls(), 1);
    assert.match(stderr.reports()[0] ?? '', /internal error in agent\/pre-step; the agent's budget was not reset .*injected fault: messages getter/);
  });

  test('teardown: a disposer that throws does not stop the others', () => {
    let disposed = 0;
    const hooks = mountHooks(undefined, () => {
      disposed++;
      throw boom('disposer');
    });
    assert.doesNotThrow(() => hooks.teardown());
    assert.equal(disposed, 4, 'all four registrations were disposed');
    assert.equal(stderr.reports().length, 1);
    // No call was involved: the report says what teardown did, not that a call went through.
    assert.match(stderr.reports()[0]!, /^repeat-tool-breaker: internal error in teardown; the remaining hooks were still removed \(further internal errors are not reported\): Error: injected fault: disposer\n/);
    assert.doesNotMatch(stderr.reports()[0]!, /let through/);
  });
});

describe('faults injected into the engine (test-only seams)', () => {
  test('fingerprinting fails: every call is allowed, the host body runs, reported once', async () => {
    patch(Fingerprinter.prototype, 'print', () => {
      throw boom('print');
    });
    const host = new SimHost();
    apply(host.ctx, {});
    const agent = { id: 'a' };
    for (let i = 0; i < 7; i++) {
      const outcome = await host.execute({ agent, name: 'bash', arguments: { command: 'ls' }, result: { text: 'a b' } });
      assert.equal(outcome.decision, 'allowed');
      assert.equal(outcome.text, 'a b');
    }
    assert.equal(host.ran.length, 7);
    assert.equal(stderr.reports().length, 1);
  });

  test('building a denial fails: the breaker fails open — the would-be-denied call runs', async () => {
    const hooks = mountHooks();
    const agent = { id: 'a' };
    const exec = (): ToolExecution => ({ name: 'read', arguments: { path: '/w/a' }, agent });
    for (let i = 0; i < 4; i++) assert.equal(await callThrough(hooks, exec()), undefined);
    patch(AgentState.prototype, 'previousResult', () => {
      throw boom('previousResult');
    });
    assert.equal(await callThrough(hooks, exec()), undefined, '5th identical call let through');
    assert.equal(stderr.reports().length, 1);
    assert.match(stderr.reports()[0]!, /internal error in the guard;.*injected fault: previousResult/);
  });

  test('after a transient fault the breaker keeps counting correctly', async () => {
    const hooks = mountHooks();
    const agent = { id: 'a' };
    const exec = (): ToolExecution => ({ name: 'read', arguments: { path: '/w/b' }, agent });
    let fail = true;
    const commit = SlidingWindow.prototype.commit;
    patch(SlidingWindow.prototype, 'commit', function (this: SlidingWindow, slot: Slot) {
      if (fail) throw boom('commit');
      commit.call(this, slot);
    });
    assert.equal(await callThrough(hooks, exec()), undefined, 'the faulty call is allowed (and not counted)');
    fail = false;
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await callThrough(hooks, exec()));
    assert.deepEqual(verdicts.map((v) => v === undefined), [true, true, true, true, false]);
    assert.match(verdicts[4] ?? '', /^REPEAT_TOOL_BLOCKED:/);
    assert.equal(stderr.reports().length, 1);
  });
});

describe('reporting', () => {
  test('exactly once per process, whichever hook fails next', async () => {
    const hooks = mountHooks();
    const agent = { id: 'a' };
    hooks.guard({ name: 'bash', arguments: throwingArgs(), agent });
    await hooks.pre({ name: 'edit', arguments: throwingKeys(), agent }, () => Promise.resolve({ kind: 'allow' }));
    await hooks.preStep(
      Object.defineProperty({ agent }, 'messages', {
        get: () => {
          throw boom('messages');
        },
      }),
      () => Promise.resolve({ kind: 'enter' }),
    );
    assert.equal(stderr.reports().length, 1);
    assert.match(stderr.reports()[0]!, /arguments getter/, 'the first fault is the one reported');
    resetInternalErrorReport();
    hooks.guard({ name: 'bash', arguments: throwingArgs(), agent });
    hooks.guard({ name: 'bash', arguments: throwingArgs(), agent });
    assert.equal(stderr.reports().length, 2, 'reported again only after the test-only reset');
  });

  test('a non-Error throw is reported by its text', () => {
    const hooks = mountHooks();
    const args = Object.defineProperty({}, 'path', {
      enumerable: true,
      get: () => {
        throw 'a bare string';
      },
    });
    assert.equal(hooks.guard({ name: 'read', arguments: args, agent: {} }), undefined);
    assert.match(stderr.reports()[0] ?? '', /: a bare string\n$/);
  });

  test('a failing stderr does not make the hook fail', async () => {
    stderr.replaceWriter(() => {
      throw new Error('EPIPE');
    });
    const hooks = mountHooks();
    assert.equal(hooks.guard({ name: 'bash', arguments: throwingArgs(), agent: {} }), undefined);
    const next = counted({ kind: 'enter' });
    await hooks.preStep({ agent: {}, messages: [] }, next.next);
    assert.equal(next.calls(), 1);
  });
});
