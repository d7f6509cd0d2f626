// P1 (design §10): the BUILT plugin inside the genuine @deepseek-ai/dsh-tools 0.1.0-rc.8
// ToolRuntime. Every call goes through ToolRuntime.execute(): the real pre-execute
// waterfall, the approval seam, guards, the tool body and post-execute. Stub bodies
// count their invocations, so "the denied body never ran" is a count, not a belief.
// See test/helpers/pipeline-host.ts for how the host is assembled.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { Context } from '@deepseek-ai/cordis';
import { SystemPrompt } from '@deepseek-ai/dsh-system-prompt';
import { ToolRuntime } from '@deepseek-ai/dsh-tools';

import { hitLines } from './helpers/hits.js';
import {
  FIBER_ACTIVE,
  asCordisPlugin,
  bootPipeline,
  fakeAgent,
  loadBuiltPlugin,
  plugToolsLate,
  textOf,
  type AgentArg,
  type ApprovalOutcome,
  type Pipeline,
} from './helpers/pipeline-host.js';

const BLOCKED = 'Error: REPEAT_TOOL_BLOCKED: ';

async function callMany(p: Pipeline, agent: AgentArg, tool: string, argsList: readonly unknown[]): Promise<string[]> {
  const texts: string[] = [];
  for (const args of argsList) texts.push(textOf(await p.call(agent, tool, args)));
  return texts;
}

function assertAllRan(texts: readonly string[], tool: string): void {
  texts.forEach((text, i) => assert.equal(text, `${tool} #${i + 1} ok`, `call ${i + 1} of ${tool} should have run`));
}

describe('P1 loading the built plugin the way cordis does', () => {
  test('P1 apply waits for `tools`: the fiber stays PENDING without ToolRuntime and turns ACTIVE once it is plugged', async () => {
    const plugin = await loadBuiltPlugin();
    assert.equal(plugin.name, 'repeat-tool-breaker');
    assert.deepEqual([...plugin.inject], ['tools']);

    const ctx = new Context();
    const fiber = ctx.plugin(asCordisPlugin(plugin));
    await fiber; // resolves at once although apply has not run (design §2.1)
    assert.equal(fiber.state, 0, 'PENDING while no tools service exists');

    const tools = await plugToolsLate(ctx, fiber, 'late');
    assert.equal(fiber.state, FIBER_ACTIVE);

    // And the gate is really in place: the 5th identical call is denied.
    const texts: string[] = [];
    for (let i = 1; i <= 5; i++) texts.push(await tools.read());
    assert.equal(tools.runs(), 4);
    assert.ok(texts[4]!.startsWith(BLOCKED));
  });

  test('P1 a config object reaches apply through ctx.plugin(plugin, config): limits.exact 3 denies the 3rd call', async () => {
    const p = await bootPipeline({ config: { limits: { exact: 3 } } });
    p.stub('read');
    const texts = await callMany(p, fakeAgent('a'), 'read', [{ path: 'x' }, { path: 'x' }, { path: 'x' }]);
    assertAllRan(texts.slice(0, 2), 'read');
    assert.ok(texts[2]!.startsWith(BLOCKED));
    assert.deepEqual(hitLines(texts[2]!), ['- exact:read:{"path":"x"} 3/3']);
    assert.equal(p.ran('read'), 2);
  });

  test('P1 an invalid config fails the fiber loudly (the awaited ctx.plugin() rejects)', async () => {
    const plugin = await loadBuiltPlugin();
    const ctx = new Context();
    await ctx.plugin(SystemPrompt);
    await ctx.plugin(ToolRuntime);
    const fiber = ctx.plugin(asCordisPlugin(plugin), { window: 2 });
    await assert.rejects(
      async () => {
        await fiber;
        await fiber.await();
      },
      (error: unknown) => error instanceof Error && error.message.startsWith('repeat-tool-breaker: ') && error.message.includes('window'),
    );
    assert.notEqual(fiber.state, FIBER_ACTIVE);
  });
});

describe('P1 the three loops are denied on the 5th call, before the body runs', () => {
  test('P1 loop A: an identical `read` — 4 bodies run, the 5th and later calls get Error: REPEAT_TOOL_BLOCKED', async () => {
    const p = await bootPipeline();
    p.stub('read');
    const agent = fakeAgent('loop-a');
    const results = [];
    for (let i = 1; i <= 7; i++) results.push(await p.call(agent, 'read', { path: '/workspace/notes.md' }));

    for (const [i, result] of results.slice(0, 4).entries()) {
      // Accepted results pass through post-execute unchanged.
      assert.deepEqual(result, { isError: false, value: `read #${i + 1} ok`, content: [{ type: 'text', text: `read #${i + 1} ok` }] });
    }
    for (const result of results.slice(4)) {
      assert.equal(result.isError, true);
      const text = textOf(result);
      assert.ok(text.startsWith(BLOCKED), text);
      assert.equal(result.error?.message, text.slice('Error: '.length), 'error.message is the reason without the prefix');
    }
    assert.equal(p.ran('read'), 4, 'denied bodies never ran');
    const fifth = textOf(results[4]!);
    assert.deepEqual(hitLines(fifth), ['- exact:read:{"path":"/workspace/notes.md"} 5/5']);
    assert.match(fifth, /Previous result:\n`{3,}\nread #4 ok\n`{3,}/, 'the stored previous result is quoted');
    // A hammered call keeps counting past the cap (design §6.2).
    assert.deepEqual(hitLines(textOf(results[6]!)), ['- exact:read:{"path":"/workspace/notes.md"} 7/5']);
  });

  test('P1/T2b loop A: the same `edit` repeated — attempts 1–4 run, the 5th is denied; as a real edit tool answers, the 4th (D18)', async () => {
    const edit = { path: 'src/app.ts', old_string: 'let x = 1', new_string: 'let x = 2' };
    const capped = await bootPipeline({ config: { sameResult: null } });
    capped.stub('edit');
    const texts = await callMany(capped, fakeAgent('edit'), 'edit', [edit, edit, edit, edit, edit]);
    assertAllRan(texts.slice(0, 4), 'edit');
    assert.ok(texts[4]!.startsWith(BLOCKED));
    assert.equal(capped.ran('edit'), 4);

    // An edit tool finds the old text once; after that the same edit fails the same way,
    // and the third failure is not tried (a failed change with nothing changed, D18).
    const p = await bootPipeline();
    p.stub('edit', (_args, n) => {
      if (n > 1) throw new Error('String to replace not found in file.');
      return 'The file src/app.ts has been updated.';
    });
    const real = await callMany(p, fakeAgent('edit'), 'edit', [edit, edit, edit, edit, edit]);
    assert.equal(p.ran('edit'), 3);
    assert.ok(real[3]!.startsWith(BLOCKED), real[3]);
    assert.deepEqual(hitLines(real[3]!), [`- exact:edit:${JSON.stringify({ new_string: 'let x = 2', old_string: 'let x = 1', path: 'src/app.ts' })} 3/3`]);
  });

  test('P1/T2 loop B: description 1st..5th and churning timeoutMs — denied on exact: and cmd:, no decoy in the hits', async () => {
    const p = await bootPipeline();
    p.stub('bash');
    const ordinals = ['1st', '2nd', '3rd', '4th', '5th'];
    const texts = await callMany(
      p,
      fakeAgent('loop-b'),
      'bash',
      ordinals.map((description, i) => ({ command: 'python3 scripts/fetch.py --all', description, timeoutMs: 30_000 + i * 7_000 })),
    );
    assertAllRan(texts.slice(0, 4), 'bash');
    const fifth = texts[4]!;
    assert.ok(fifth.startsWith(BLOCKED), fifth);
    const hits = hitLines(fifth);
    assert.deepEqual(hits, [
      '- exact:bash:{"command":"python3 scripts/fetch.py --all"} 5/5',
      '- cmd:python3:python3 scripts/fetch.py --all 5/5',
    ]);
    for (const decoy of ['5th', 'description', 'timeoutMs', '58000']) {
      assert.ok(!hits.join('\n').includes(decoy), `decoy ${decoy} leaked into the hits`);
    }
    assert.equal(p.ran('bash'), 4);
  });

  test('P1/T1 loop C: open-data.canada.ca ↔ open.canada.ca ping-pong — 5th denied on cmd:, net: and sink:', async () => {
    const p = await bootPipeline();
    p.stub('bash');
    const pair = [
      { command: 'curl --max-time 60 https://open-data.canada.ca/x -o f', description: '1st' },
      { command: 'curl --max-time 30 https://open.canada.ca/x -o f', description: '2nd' },
    ];
    const texts = await callMany(p, fakeAgent('loop-c'), 'bash', [0, 1, 2, 3, 4].map((i) => pair[i % 2]));
    assertAllRan(texts.slice(0, 4), 'bash');
    const fifth = texts[4]!;
    assert.ok(fifth.startsWith(BLOCKED), fifth);
    assert.deepEqual(hitLines(fifth), [
      '- cmd:curl:curl open.canada.ca/x -o f 5/5',
      '- net:open.canada.ca/x 5/5',
      '- sink:f 5/5',
    ]);
    // §8.1 item 3: names the spellings and the flag these runs varied.
    assert.ok(fifth.includes("`--max-time` (60/30) and the URL's spelling (`https://open-data.canada.ca/x`, `https://open.canada.ca/x`)"), fifth);
    assert.equal(p.ran('bash'), 4);
  });

  test('P1/T11 hammering a denied call stays denied and never runs the body', async () => {
    const p = await bootPipeline();
    p.stub('bash');
    const call = { command: 'curl -s https://api.example.com/v1/report -o report.json' };
    const texts = await callMany(p, fakeAgent('hammer'), 'bash', Array.from({ length: 9 }, () => call));
    // A download is a product write, judged as a check (D23): its answers differ only in a
    // number, which is not news (D17), so the 5th is denied by the cap; every later one too.
    assertAllRan(texts.slice(0, 4), 'bash');
    for (const text of texts.slice(4)) assert.ok(text.startsWith(BLOCKED), text);
    assert.equal(p.ran('bash'), 4);
  });
});

describe('P1 the non-loops of design §1 all run', () => {
  test('P1/T14c pagination: ?page=1..8 of one endpoint through web_fetch', async () => {
    const p = await bootPipeline();
    p.stub('web_fetch');
    const pages = Array.from({ length: 8 }, (_, i) => ({ url: `https://api.example.com/items?per_page=50&page=${i + 1}` }));
    const texts = await callMany(p, fakeAgent('pages'), 'web_fetch', pages);
    assertAllRan(texts, 'web_fetch');
    assert.equal(p.ran('web_fetch'), 8);
  });

  test('P1/T15 four different URLs probed with -o /dev/null (and twelve hosts, T14b)', async () => {
    const p = await bootPipeline();
    p.stub('bash');
    const probes = Array.from({ length: 12 }, (_, i) => ({
      command: `curl -s -o /dev/null -w '%{http_code}' https://host${i}.example.org/health`,
    }));
    const texts = await callMany(p, fakeAgent('probes'), 'bash', probes);
    assertAllRan(texts, 'bash');
    assert.equal(p.ran('bash'), 12);
  });

  test('P1/T4c an edit/test cycle rewriting one file with different content, up to the cap', async () => {
    const p = await bootPipeline();
    p.stub('write');
    p.stub('edit');
    p.stub('bash');
    const agent = fakeAgent('tdd');
    // Four rounds of "rewrite the file, run the tests": the test command itself
    // repeats, which is allowed up to the cap (4 runs, the 5th would be the cap).
    for (let round = 1; round <= 4; round++) {
      const written = textOf(await p.call(agent, 'write', { path: 'src/sum.ts', content: `export const sum = ${round};\n` }));
      assert.equal(written, `write #${round} ok`);
      const tested = textOf(await p.call(agent, 'bash', { command: 'npm test', description: `run ${round}` }));
      assert.equal(tested, `bash #${round} ok`);
    }
    // Eight edits of the same file with different replacement strings.
    const edits = Array.from({ length: 8 }, (_, i) => ({ path: 'src/sum.ts', old_string: 'sum', new_string: `sum${i}` }));
    assertAllRan(await callMany(p, agent, 'edit', edits), 'edit');
    assert.equal(p.bodies.length, 16);
  });

  test('P1/T10 re-reading a file at new offsets', async () => {
    const p = await bootPipeline();
    p.stub('read');
    const reads = [0, 120, 240, 360, 480, 600].map((offset) => ({ path: '/workspace/big.log', offset, limit: 120 }));
    assertAllRan(await callMany(p, fakeAgent('reader'), 'read', reads), 'read');
  });

  test('P1 a single retry after a transient failure runs, and the failure is not quoted as a previous result', async () => {
    const p = await bootPipeline();
    p.stub('bash', (_args, n) => {
      if (n === 1) throw new Error('curl: (56) Recv failure: Connection reset by peer');
      return `bash #${n} ok`;
    });
    const agent = fakeAgent('retry');
    const call = { command: 'curl -s https://data.example.net/export.csv -o export.csv' };
    const first = await p.call(agent, 'bash', call);
    assert.equal(first.isError, true);
    assert.equal(textOf(first), 'Error: curl: (56) Recv failure: Connection reset by peer');
    const retry = await p.call(agent, 'bash', call);
    assert.equal(retry.isError, false);
    assert.equal(textOf(retry), 'bash #2 ok');
    assert.equal(p.ran('bash'), 2);
    // Run it up to the cap: the denial quotes the successful result, never the error. The
    // download is a check (D23) whose first success is new content after the failure
    // (D17), so its count starts there: the 6th call is the 5th run since.
    for (let i = 0; i < 3; i++) await p.call(agent, 'bash', call);
    const sixth = textOf(await p.call(agent, 'bash', call));
    assert.ok(sixth.startsWith(BLOCKED));
    assert.ok(sixth.includes('bash #5 ok') && !sixth.includes('Connection reset'), sixth);
  });

  test('P1/T4 unrelated work: ls, a curl, a read, a web_search', async () => {
    const p = await bootPipeline();
    for (const tool of ['bash', 'read', 'web_search']) p.stub(tool);
    const agent = fakeAgent('mixed');
    for (const [tool, args] of [
      ['bash', { command: 'ls /workspace' }],
      ['bash', { command: 'curl -s https://example.com/a -o a.html' }],
      ['read', { path: '/workspace/README.md' }],
      ['web_search', { query: 'repeat tool breaker' }],
    ] as const) {
      const result = await p.call(agent, tool, args);
      assert.equal(result.isError, false, `${tool} ${JSON.stringify(args)}`);
    }
    assert.equal(p.bodies.length, 4);
  });
});

describe('P1 counting in the real pipeline', () => {
  test('P1 seven identical calls started together (Promise.all) are counted one by one: exactly 4 bodies run', async () => {
    const p = await bootPipeline();
    let inFlight = 0;
    let maxInFlight = 0;
    p.stub('bash', async (_args, n) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise<void>((resolve) => setImmediate(resolve));
      inFlight -= 1;
      return `bash #${n} ok`;
    });
    const agent = fakeAgent('burst');
    const call = { command: 'gh run view 123456 --log' };
    const results = await Promise.all(Array.from({ length: 7 }, () => p.call(agent, 'bash', call)));
    const allowed = results.filter((result) => !result.isError);
    const denied = results.filter((result) => result.isError);
    assert.equal(p.ran('bash'), 4);
    assert.equal(allowed.length, 4);
    assert.equal(denied.length, 3);
    for (const result of denied) assert.ok(textOf(result).startsWith(BLOCKED), textOf(result));
    assert.ok(maxInFlight > 1, 'the bodies really overlapped');
  });

  test('P1/T7 budgets are per agent: agent B runs the call agent A is blocked on', async () => {
    const p = await bootPipeline();
    p.stub('read');
    const a = fakeAgent('A');
    const b = fakeAgent('B');
    const call = { path: '/etc/hosts' };
    const textsA = await callMany(p, a, 'read', [call, call, call, call, call]);
    assert.ok(textsA[4]!.startsWith(BLOCKED));
    const resultB = await p.call(b, 'read', call);
    assert.equal(resultB.isError, false);
    assert.equal(p.ran('read'), 5);
  });

  test('P1 calls with no agent are not tracked (8 identical agent-less calls all run)', async () => {
    const p = await bootPipeline();
    p.stub('read');
    for (let i = 1; i <= 8; i++) assert.equal(textOf(await p.call(undefined, 'read', { path: 'x' })), `read #${i} ok`);
  });

  test('P1/T6 todo_write is excluded by default: 8 identical calls all run', async () => {
    const p = await bootPipeline();
    p.stub('todo_write');
    const todo = { todos: [{ content: 'ship it', status: 'pending' }] };
    assertAllRan(await callMany(p, fakeAgent('todo'), 'todo_write', Array.from({ length: 8 }, () => todo)), 'todo_write');
  });

  test('P1/T12b a plugin-source pre-step does not reset the window; a user-source one does', async () => {
    const p = await bootPipeline();
    p.stub('read');
    const agent = fakeAgent('reset');
    const call = { path: 'a.txt' };
    await callMany(p, agent, 'read', [call, call, call, call]);
    await p.preStep(agent, 'plugin', 2);
    assert.ok(textOf(await p.call(agent, 'read', call)).startsWith(BLOCKED), 'a plugin notice is not a new human turn');
    await p.preStep(agent, 'user', 1);
    assert.equal(textOf(await p.call(agent, 'read', call)), 'read #5 ok', 'a user message starts the agent over');
    assert.equal(p.ran('read'), 5);
  });

  test('P1 disposing the plugin fiber removes the gate; plugging it again brings a fresh one', async () => {
    const p = await bootPipeline();
    p.stub('read');
    const agent = fakeAgent('dispose');
    const call = { path: 'loop.txt' };
    const before = await callMany(p, agent, 'read', [call, call, call, call, call]);
    assert.ok(before[4]!.startsWith(BLOCKED));
    assert.equal(p.ran('read'), 4);

    await p.pluginFiber.dispose();
    assert.notEqual(p.pluginFiber.state, FIBER_ACTIVE);
    const after = await callMany(p, agent, 'read', [call, call, call]);
    assert.deepEqual(after, ['read #5 ok', 'read #6 ok', 'read #7 ok'], 'no gate after dispose');

    const plugin = await loadBuiltPlugin();
    const again = p.ctx.plugin(asCordisPlugin(plugin));
    await again;
    await again.await();
    assert.equal(again.state, FIBER_ACTIVE);
    const reloaded = await callMany(p, agent, 'read', [call, call, call, call, call]);
    assert.deepEqual(reloaded.slice(0, 4), ['read #8 ok', 'read #9 ok', 'read #10 ok', 'read #11 ok']);
    assert.ok(reloaded[4]!.startsWith(BLOCKED));
  });
});

/** Variants of one local request: a different header each time, so exact:/cmd: differ and only net: repeats. */
function localVariant(i: number, url = 'http://localhost:3000/api/status'): { command: string } {
  return { command: `curl -s -H 'X-Request-Id: ${i}' ${url}` };
}

/** Runs variants 1..4 (all allowed, no ask) and returns their texts. */
async function warmUpLocal(p: Pipeline, agent: AgentArg, from = 1): Promise<void> {
  for (let i = from; i < from + 4; i++) {
    const result = await p.call(agent, 'bash', localVariant(i));
    assert.equal(result.isError, false, `local variant ${i} should run`);
  }
}

describe('P1 local addresses and the approval seam (design §7)', () => {
  test('P1/T20 ask → allowed-once: the call runs, later local variants ride along, a byte-identical repeat is still denied', async () => {
    const p = await bootPipeline({ approval: 'allowed-once' });
    p.stub('bash');
    const agent = fakeAgent('approved');
    await warmUpLocal(p, agent);
    assert.equal(p.approvals.length, 0, 'no question before a block');

    const fifth = await p.call(agent, 'bash', localVariant(5));
    assert.equal(fifth.isError, false, 'approved: the body ran');
    assert.equal(p.ran('bash'), 5);
    assert.equal(p.approvals.length, 1);
    const request = p.approvals[0]!;
    assert.equal(request.toolName, 'bash');
    assert.equal(request.agent, agent, 'the registry routes the question through the calling agent');
    assert.ok(request.reason?.includes('LOCAL address'), request.reason);
    assert.ok(request.reason?.includes('REST OF THIS TURN'), request.reason);
    assert.ok(request.reason?.includes('the 5th call matching `net:localhost:3000/api/status` (limit 5)'), request.reason);

    for (let i = 6; i <= 8; i++) assert.equal((await p.call(agent, 'bash', localVariant(i))).isError, false);
    assert.equal(p.approvals.length, 1, 'the exemption lasts for the rest of the turn: no second question');

    // Variant 1 has run once; three more runs, then the 5th byte-identical one is denied.
    const repeats = await callMany(p, agent, 'bash', [1, 1, 1, 1].map((i) => localVariant(i)));
    assert.deepEqual(repeats.slice(0, 3).map((text) => text.startsWith('bash #')), [true, true, true]);
    const denied = repeats[3]!;
    assert.ok(denied.startsWith(BLOCKED), denied);
    assert.deepEqual(
      hitLines(denied).map((line) => line.split(':')[0]),
      ['- exact', '- cmd'],
      'exact: and cmd: are never relaxed; the exempted net: hit is not listed',
    );
    assert.equal(p.approvals.length, 1);
    assert.equal(p.ran('bash'), 11);
  });

  const declined: readonly { outcome: ApprovalOutcome; host: string }[] = [
    { outcome: 'rejected', host: 'Error: the user rejected tool "bash"' },
    { outcome: 'cancelled', host: 'Error: approval for tool "bash" was cancelled' },
    { outcome: 'unavailable', host: 'Error: tool "bash" requires approval, but no approval channel is available' },
  ];
  for (const { outcome, host } of declined) {
    test(`P1/T22 ask → ${outcome}: the host's text, then REPEAT_TOOL_BLOCKED "was NOT exempted", and a user message re-arms asking`, async () => {
      const p = await bootPipeline({ approval: outcome });
      p.stub('bash');
      const agent = fakeAgent(outcome);
      await warmUpLocal(p, agent);

      const fifth = await p.call(agent, 'bash', localVariant(5));
      assert.equal(fifth.isError, true);
      assert.equal(textOf(fifth), host);
      assert.equal(p.approvals.length, 1);
      assert.equal(p.ran('bash'), 4, 'a declined ask never runs the body');

      const sixth = textOf(await p.call(agent, 'bash', localVariant(6)));
      assert.ok(sixth.startsWith(BLOCKED), sixth);
      assert.ok(sixth.includes('was NOT exempted'), sixth);
      assert.deepEqual(hitLines(sixth), ['- net:localhost:3000/api/status 6/5'], 'the declined call was committed');
      assert.equal(p.approvals.length, 1, 'no second question this turn');

      await p.preStep(agent, 'plugin', 2);
      assert.ok(textOf(await p.call(agent, 'bash', localVariant(7))).includes('was NOT exempted'), 'a plugin notice does not re-arm');
      assert.equal(p.approvals.length, 1);

      await p.preStep(agent, 'user', 1);
      await warmUpLocal(p, agent, 10);
      assert.equal(p.approvals.length, 1);
      const again = await p.call(agent, 'bash', localVariant(14));
      assert.equal(textOf(again), host, 'asking resumed after the human message');
      assert.equal(p.approvals.length, 2);
      assert.equal(p.ran('bash'), 8);
    });
  }

  test('P1 no approval service at all: nothing is asked; the breaker denies with the refusal note', async () => {
    const p = await bootPipeline();
    assert.equal(p.ctx.get('approval'), undefined);
    p.stub('bash');
    const agent = fakeAgent('headless');
    await warmUpLocal(p, agent);

    // Without a service the registry would show the operator's question to the model,
    // so the plugin does not ask: the guard denies with its own text.
    for (const i of [5, 6]) {
      const text = textOf(await p.call(agent, 'bash', localVariant(i)));
      assert.ok(text.startsWith(BLOCKED), text);
      assert.ok(text.includes('was NOT exempted') && text.includes('LOCAL address'), text);
      assert.ok(!text.includes('Approve to'), text);
    }
    assert.equal(p.ran('bash'), 4);
  });

  test('P1/T23 a user message after an approval clears the window and the exemption; asking resumes', async () => {
    const p = await bootPipeline({ approval: 'allowed-once' });
    p.stub('bash');
    const agent = fakeAgent('t23');
    await warmUpLocal(p, agent);
    assert.equal((await p.call(agent, 'bash', localVariant(5))).isError, false);
    assert.equal(p.approvals.length, 1);

    await p.preStep(agent, 'user', 1);
    await warmUpLocal(p, agent, 20); // the window was cleared: four more run without a question
    assert.equal(p.approvals.length, 1);
    assert.equal((await p.call(agent, 'bash', localVariant(24))).isError, false);
    assert.equal(p.approvals.length, 2, 'the exemption did not survive the human message');
  });

  test('P1/T21 a call that mixes a local and a public URL is never askable: the guard denies it', async () => {
    const p = await bootPipeline({ approval: 'allowed-once' });
    p.stub('bash');
    const agent = fakeAgent('mixed-url');
    const mixed = (i: number) => ({
      command: `curl -s -H 'X-Request-Id: ${i}' http://127.0.0.1:8080/hook https://api.example.com/hook`,
    });
    const texts = await callMany(p, agent, 'bash', [1, 2, 3, 4, 5].map(mixed));
    assertAllRan(texts.slice(0, 4), 'bash');
    assert.ok(texts[4]!.startsWith(BLOCKED), texts[4]);
    assert.ok(!texts[4]!.includes('LOCAL address'), 'not a local-only block');
    assert.equal(p.approvals.length, 0);
  });

  test('P1/T18 localHosts: deny — the 5th local call is denied naming the knob, and nobody is asked', async () => {
    const p = await bootPipeline({ config: { localHosts: 'deny' }, approval: 'allowed-once' });
    p.stub('bash');
    const agent = fakeAgent('deny');
    await warmUpLocal(p, agent);
    const fifth = textOf(await p.call(agent, 'bash', localVariant(5)));
    assert.ok(fifth.startsWith(BLOCKED), fifth);
    assert.ok(fifth.includes('LOCAL address') && fifth.includes('localHosts: deny'), fifth);
    assert.equal(p.approvals.length, 0);
    assert.equal(p.ran('bash'), 4);
  });

  test('P1/T19 localHosts: allow — eight local variants (loopback and private ranges) all run, nobody is asked', async () => {
    const p = await bootPipeline({ config: { localHosts: 'allow' }, approval: 'rejected' });
    p.stub('bash');
    const agent = fakeAgent('allow');
    const urls = ['http://localhost:3000/api/status', 'http://[::1]:3000/api/status', 'http://10.0.0.7/api/status'];
    for (const url of urls) {
      for (let i = 1; i <= 8; i++) assert.equal((await p.call(agent, 'bash', localVariant(i, url))).isError, false, `${url} #${i}`);
    }
    assert.equal(p.approvals.length, 0);
    assert.equal(p.ran('bash'), 24);
  });
});

describe('P1 inputs the host can hand the guard', () => {
  test('P1 arguments as a raw string (invalid JSON from the model): no throw, counted like any other call', async () => {
    const p = await bootPipeline();
    p.stub('bash');
    const agent = fakeAgent('raw');
    const raw = '{"command": "ls -la /workspace", "description": "1st"'; // truncated JSON, kept as text
    const results = [];
    for (let i = 1; i <= 5; i++) results.push(await p.call(agent, 'bash', raw));
    for (const result of results.slice(0, 4)) assert.equal(result.isError, false);
    assert.deepEqual(p.bodies.map((body) => body.args), [raw, raw, raw, raw], 'the body saw the raw string');
    const fifth = textOf(results[4]!);
    assert.ok(fifth.startsWith(BLOCKED), fifth);
    assert.deepEqual(hitLines(fifth), [`- exact:bash:${JSON.stringify({ value: raw })} 5/5`]);
  });

  test('P1 a call the host cancels after the guards (ABORTED_BEFORE_DISPATCH) reaches post-execute and is no run: it gives no answer', async () => {
    const p = await bootPipeline();
    p.stub('bash', () => 'A');
    const agent = fakeAgent('aborted');
    const call = async (abort: boolean) => {
      const controller = new AbortController();
      // A later guard cancels the call once the breaker has let it through.
      const dispose = abort ? p.ctx.tools.guard(() => void controller.abort()) : () => {};
      try {
        return await p.ctx.tools.execute({ callId: `aborted-${Math.random()}` as never, name: 'bash', arguments: { command: 'cat notes.txt' }, agent, signal: controller.signal });
      } finally {
        dispose();
      }
    };
    assert.equal(textOf(await call(false)), 'A');
    const cancelled = await call(true);
    assert.equal(cancelled.isError, true);
    assert.equal((cancelled as { error?: { info?: { code?: unknown } } }).error?.info?.code, 'ABORTED_BEFORE_DISPATCH');
    assert.equal(textOf(await call(false)), 'A');
    // The same answer twice in a row, the cancelled run in between no answer: the 4th is denied (D15).
    const fourth = textOf(await call(false));
    assert.ok(fourth.startsWith(BLOCKED), fourth);
    assert.deepEqual(hitLines(fourth), ['- exact:bash:{"command":"cat notes.txt"} 3/3', '- cmd:cat:cat notes.txt 3/3']);
    assert.equal(p.ran('bash'), 2);
  });

  test('P1 calls to an unknown tool: the host reports it, the breaker neither throws nor lets a loop of them run on', async () => {
    const p = await bootPipeline();
    const agent = fakeAgent('unknown');
    // The genuine host hands a call to a tool it cannot find to the guard, then answers
    // UNKNOWN_TOOL: a call that can do nothing (D20), whatever its arguments.
    const texts = await callMany(p, agent, 'no_such_tool', Array.from({ length: 6 }, (_, i) => ({ q: i })));
    for (const text of texts.slice(0, 2)) assert.equal(text, 'Error: unknown tool "no_such_tool"');
    assert.ok(texts[2]!.startsWith(BLOCKED), texts[2]);
    assert.deepEqual(hitLines(texts[2]!), ['- noop: 3/3']);
    assert.match(texts[2]!, /the tool `no_such_tool` does not exist here/);
    assert.ok(texts[2]!.includes('already in the conversation history'), 'no successful result to quote');
    for (const text of texts.slice(3)) assert.ok(text.startsWith(BLOCKED));
    // A raw string to an unknown tool, and an empty name, are survived too.
    const other = fakeAgent('unknown-raw');
    assert.equal(textOf(await p.call(other, 'no_such_tool', '{oops')), 'Error: unknown tool "no_such_tool"');
    assert.equal(textOf(await p.call(other, '', {})), 'Error: unknown tool ""');
  });
});
