// What the sample trajectory is known to produce, shared by the replay tests.
export const SAMPLE = 'examples/trajectory.jsonl';

/** The replay summary of the sample under the default config, headless. */
export const SAMPLE_TOTALS = {
  calls: 69,
  allowed: 61,
  denied: 7,
  asked: 1,
  approved: 0,
  userMessages: 4,
  changes: 17,
  opened: 14,
  reruns: 2,
  agents: ['main', 'preview'],
  agentCount: 2,
  hitsByKind: { exact: 6, cmd: 7, net: 2, sink: 1 },
  hitsByRule: { window: 3, unchanged: 3, 'same-result': 10 },
};
