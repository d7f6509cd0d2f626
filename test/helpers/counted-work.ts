// Counts the work an action does, for bounds asserted by counting instead of timing:
// the steps lib/ reports through lib/work.ts (every loop of the shell and call readers
// reports its iterations), plus what the built-ins that walk a whole array or string do
// on lib's behalf — a regex execution by the characters it scanned, `some`/`find`/
// `map`/… by the callbacks they ran, `includes`/`indexOf` by the elements or characters
// they compared, `slice`/`join`/`concat` by the elements they copied. A quadratic walk
// hidden in an `args.some((w) => list.includes(w))` is counted like an explicit loop.
import { metered } from '../../lib/work.js';

type Method = (this: unknown, ...args: unknown[]) => unknown;

/** Built-ins that run a callback per element: counted by the calls they make. */
const CALLBACK_METHODS = ['some', 'every', 'find', 'findIndex', 'findLast', 'findLastIndex', 'filter', 'map', 'forEach', 'flatMap', 'reduce', 'reduceRight'] as const;
/** Built-ins that copy: counted by the elements of the receiver (an upper bound). */
const COPY_METHODS = ['slice', 'join', 'concat'] as const;

let scanned = 0;

function install(): () => void {
  const restore: (() => void)[] = [];
  const replace = (target: object, name: string, make: (original: Method) => Method): void => {
    const original = Reflect.get(target, name) as Method;
    Reflect.set(target, name, make(original));
    restore.push(() => Reflect.set(target, name, original));
  };

  replace(RegExp.prototype, 'exec', (exec) =>
    function (this: unknown, input: unknown) {
      const regex = this as RegExp;
      const from = regex.global || regex.sticky ? regex.lastIndex : 0;
      const match = Reflect.apply(exec, regex, [input]) as RegExpExecArray | null;
      scanned += (match === null ? String(input).length : match.index + match[0].length) - from + 1;
      return match;
    },
  );
  for (const name of CALLBACK_METHODS) {
    replace(Array.prototype, name, (original) =>
      function (this: unknown, callback: unknown, ...rest: unknown[]) {
        scanned++;
        if (typeof callback !== 'function') return Reflect.apply(original, this, [callback, ...rest]);
        const counted = function (this: unknown, ...args: unknown[]): unknown {
          scanned++;
          return Reflect.apply(callback as Method, this, args);
        };
        return Reflect.apply(original, this, [counted, ...rest]);
      },
    );
  }
  const arrayIndexOf = Array.prototype.indexOf as Method;
  const stringIndexOf = String.prototype.indexOf as Method;
  for (const name of ['indexOf', 'includes'] as const) {
    replace(Array.prototype, name, (original) =>
      function (this: unknown, ...args: unknown[]) {
        const found = Reflect.apply(arrayIndexOf, this, args) as number;
        scanned += (found >= 0 ? found + 1 : (this as unknown[]).length) + 1;
        return Reflect.apply(original, this, args);
      },
    );
  }
  for (const name of COPY_METHODS) {
    replace(Array.prototype, name, (original) =>
      function (this: unknown, ...args: unknown[]) {
        scanned += (this as unknown[]).length + 1;
        return Reflect.apply(original, this, args);
      },
    );
  }
  for (const name of ['indexOf', 'includes'] as const) {
    replace(String.prototype, name, (original) =>
      function (this: unknown, search: unknown, position?: unknown) {
        const text = String(this);
        const needle = String(search);
        const from = Math.max(0, Math.min(text.length, Number(position ?? 0) || 0));
        const found = Reflect.apply(stringIndexOf, text, [needle, from]) as number;
        scanned += (found >= 0 ? found + needle.length : text.length) - from + 1;
        return Reflect.apply(original, this, [search, position]);
      },
    );
  }
  return () => {
    for (const undo of restore.reverse()) undo();
  };
}

/** Runs `action` and returns its result with the work counted as described above. */
export function work<T>(action: () => T): { readonly result: T; readonly steps: number } {
  const before = scanned;
  const uninstall = install();
  try {
    const { result, steps } = metered(action);
    return { result, steps: steps + scanned - before };
  } finally {
    uninstall();
  }
}
