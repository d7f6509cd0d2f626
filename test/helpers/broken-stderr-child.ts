// Run as a child by test/pipeline-stderr.test.ts, with a stderr whose reader is gone: the
// built plugin in the genuine ToolRuntime, `calls` identical reads by one agent under
// `config` (argv[2] is `{config, calls, hostWrites}` as JSON). Prints what happened on
// stdout as one JSON line. With `hostWrites`, the host then writes to stderr itself and
// reports on stdout the error that reaches it as uncaught (exit 3): the host's own.

import { bootPipeline, fakeAgent, textOf } from './pipeline-host.js';

interface Spec {
  readonly config: unknown;
  readonly calls: number;
  readonly hostWrites?: boolean;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as Spec;
const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const verdicts: string[] = [];
const p = await bootPipeline({ config: spec.config, observer: { decided: (_exec, decision) => void verdicts.push(decision.verdict) } });
p.stub('read');
const agent = fakeAgent('broken-stderr');
const blocked: number[] = [];
for (let i = 1; i <= spec.calls; i++) {
  const text = textOf(await p.call(agent, 'read', { path: '/workspace/notes.md' }));
  if (text.startsWith('Error: REPEAT_TOOL_BLOCKED: ')) blocked.push(i);
  await tick(); // the stream's deferred 'error' events fire between calls, as between steps
}
await tick();
process.stdout.write(`${JSON.stringify({ ran: p.ran('read'), blocked, verdicts })}\n`);
if (spec.hostWrites === true) {
  process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
    process.stdout.write(`host's own error: ${error.code ?? error.message}\n`, () => process.exit(3));
  });
  process.stderr.write('the host says something\n');
}
