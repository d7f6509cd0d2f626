// The kinds of fingerprint: the vocabulary the fingerprinter writes and a
// `limits` key names. Its own module so that lib/limit-keys.ts, which lib/config.ts
// reads, can name the kinds without importing the fingerprinter, which reads the config.

/** `noop` is never computed from a call: the D20 rule (lib/rules/noop.ts) names the calls
 *  that do nothing with it, one fingerprint for all of them. */
export type Kind = 'exact' | 'verb' | 'family' | 'cmd' | 'net' | 'site' | 'sink' | 'noop';
