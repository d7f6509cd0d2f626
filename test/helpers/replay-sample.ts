// What the sample trajectory is known to produce, shared by the replay tests.
export const SAMPLE = 'examples/trajectory.jsonl';

/** The replay summary of the sample under the default config, headless. */
export const SAMPLE_TOTALS = {
  calls: 58,
  allowed: 54,
  denied: 3,
  asked: 1,
  approved: 0,
  userMessages: 3,
  changes: 17,
  opened: 13,
  reruns: 2,
  agents: ['main', 'preview'],
  agentCount: 2,
  hitsByKind: { exact: 2, cmd: 3, net: 2, sink: 1 },
};
