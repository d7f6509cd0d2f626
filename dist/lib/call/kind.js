// The kinds of fingerprint: the vocabulary the fingerprinter writes and a
// `limits` key names. Its own module so that lib/limit-keys.ts, which lib/config.ts
// reads, can name the kinds without importing the fingerprinter, which reads the config.
export {};
