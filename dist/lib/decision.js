// The breaker's verdict on one call, as data. The host gets a string or nothing,
// the model and the operator get text rendered from this (lib/messages.ts), and
// tools such as the replay read it directly.
/** The rules whose `next`/`cap` are seconds, not runs. */
export const SECONDS_RULES = new Set(['poll', 'wait']);
