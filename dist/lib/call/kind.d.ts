/** `noop` is never computed from a call: the D20 rule (lib/rules/noop.ts) names the calls
 *  that do nothing with it, one fingerprint for all of them. */
export type Kind = 'exact' | 'verb' | 'family' | 'cmd' | 'net' | 'site' | 'sink' | 'noop';
