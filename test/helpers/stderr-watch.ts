// Captures process.stderr for every test of the file that calls watchStderr(), and
// re-arms the breaker's once-per-process error report before each test.
import { afterEach, beforeEach } from 'node:test';
import { resetInternalErrorReport } from '../../lib/report.js';

export interface StderrWatch {
  /** Everything written since the test started. */
  readonly lines: () => readonly string[];
  /** The breaker's internal-error reports among them. */
  readonly reports: () => string[];
  /** Makes the next writes behave like `write` (e.g. throw) for the rest of the test. */
  readonly replaceWriter: (write: (chunk: string) => boolean) => void;
}

export function watchStderr(): StderrWatch {
  let captured: string[] = [];
  const capture = (chunk: string): boolean => (captured.push(chunk), true);
  let writer = capture;
  const realWrite = process.stderr.write.bind(process.stderr);
  beforeEach(() => {
    resetInternalErrorReport();
    captured = [];
    writer = capture;
    process.stderr.write = ((chunk: string | Uint8Array) => writer(String(chunk))) as typeof process.stderr.write;
  });
  afterEach(() => {
    process.stderr.write = realWrite;
  });
  return {
    lines: () => captured,
    reports: () => captured.filter((line) => line.startsWith('repeat-tool-breaker: internal error')),
    replaceWriter: (write) => {
      writer = write;
    },
  };
}
