import type { CheckArgs, ConfigArgs } from '../input/args.js';
import { type CheckOutput } from './check.js';
/** Runs `check` or `config`. @throws UsageError, InputError: the one line to print (exit 2). */
export declare function runProfileCommand(args: CheckArgs | ConfigArgs, output: CheckOutput): void;
