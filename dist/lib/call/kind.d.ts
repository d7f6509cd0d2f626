/** `noop` and `failure` are never computed from a call: the D20 rule (lib/rules/noop.ts)
 *  names the calls that do nothing with `noop:`, one fingerprint for all of them, and the
 *  D34 rule (lib/rules/failure.ts) a tool that keeps failing the same way with
 *  `failure:<tool>`. */
export type Kind = 'exact' | 'verb' | 'family' | 'cmd' | 'net' | 'site' | 'sink' | 'noop' | 'failure';
