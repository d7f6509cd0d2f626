// The two ways the CLI refuses to run. Both exit with status 2 and print only to stderr.

/** Wrong command line: the message is followed by the usage text. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Unusable input or configuration: the message names the file (and line) and what is wrong. */
export class InputError extends Error {
  override name = 'InputError';
}

/** `file:line: what` — the location format of every input error. */
export function at(file: string, line: number, what: string): InputError {
  return new InputError(`${file}:${line}: ${what}`);
}
