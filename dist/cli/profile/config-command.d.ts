import type { CheckOutput } from './check.js';
/** Sets `assignments` (`key=value` texts) in `path`.
 *  @throws UsageError for a malformed assignment; InputError, with nothing written, for a file
 *  dsh refuses, a config the plugin refuses, a file config does not replace (atomic-write.ts)
 *  or one that cannot be written. */
export declare function configPatchFile(path: string, assignments: readonly string[], { out, warn }: CheckOutput): void;
