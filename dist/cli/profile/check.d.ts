import { type BreakerConfig } from '../../lib/config.js';
/** The config as plain data, in the order of the defaults. */
export declare function plainConfig(config: BreakerConfig): Record<string, unknown>;
export interface CheckOutput {
    /** Lines for stdout. */
    readonly out: (line: string) => void;
    /** Warnings for stderr (what dsh or the plugin warns about and goes on). */
    readonly warn: (line: string) => void;
}
/** Checks `path` as dsh reads it. @throws InputError with the one line to print (exit 2). */
export declare function checkPatchFile(path: string, { out, warn }: CheckOutput): void;
