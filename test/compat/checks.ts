// Named checks for the runners that boot the real dsh (test:compat, test:browser): a
// PASS/FAIL line per check, and the closing `<label>: N passed, N failed` line CI reads.
// The run's work folder is removed when everything passed and kept for inspection otherwise.
import { rmSync } from 'node:fs';
import { runRoot } from './dsh.js';
import type { Toolchain } from './env.js';
import { rerunOnNode22 } from './env.js';

export type Check = (name: string, body: () => Promise<string | void>) => Promise<boolean>;

interface Outcome {
  readonly name: string;
  readonly ok: boolean;
}

/**
 * Runs `body` with a `check` function, on Node 22 (see rerunOnNode22), and exits the
 * process with 0 only when every check passed. A throw out of `body` counts as a failure.
 */
export function runChecks(label: string, prepare: () => Toolchain, body: (tc: Toolchain, check: Check) => Promise<void>): void {
  const started = Date.now();
  const outcomes: Outcome[] = [];
  const check: Check = async (name, run) => {
    const start = Date.now();
    let ok = true;
    let detail: string;
    try {
      detail = (await run()) ?? '';
    } catch (error) {
      ok = false;
      detail = error instanceof Error ? error.message : String(error);
    }
    outcomes.push({ name, ok });
    const lines = detail === '' ? '' : `\n      ${detail.split('\n').join('\n      ')}`;
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${((Date.now() - start) / 1000).toFixed(1)}s)${lines}`);
    return ok;
  };
  const finish = (crash?: unknown): number => {
    if (crash !== undefined) {
      console.error(crash);
      outcomes.push({ name: 'the runner itself', ok: false });
    }
    const failed = outcomes.filter((o) => !o.ok);
    if (failed.length === 0) rmSync(runRoot, { recursive: true, force: true });
    else console.log(`${label}: kept ${runRoot} for inspection; failed: ${failed.map((o) => o.name).join('; ')}`);
    console.log(`${label}: total ${((Date.now() - started) / 1000).toFixed(1)}s`);
    console.log(`${label}: ${outcomes.length - failed.length} passed, ${failed.length} failed`);
    return failed.length === 0 ? 0 : 1;
  };
  const main = async (): Promise<number> => {
    const tc = prepare();
    const rerun = rerunOnNode22(tc);
    if (rerun !== undefined) {
      rmSync(runRoot, { recursive: true, force: true });
      return rerun;
    }
    console.log(`${label}: dsh ready (${((Date.now() - started) / 1000).toFixed(1)}s) on Node ${process.version}; work folder ${runRoot}`);
    await body(tc, check);
    return finish();
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => process.exit(finish(error)),
  );
}
