// What the sample trajectory is known to produce, shared by the replay tests.
export const SAMPLE = 'examples/trajectory.jsonl';

/** The replay summary of the sample under the default config, headless. */
export const SAMPLE_TOTALS = {
  calls: 81,
  allowed: 70,
  denied: 10,
  asked: 1,
  approved: 0,
  userMessages: 5,
  changes: 15,
  opened: 12,
  reruns: 2,
  deniedLive: 0,
  agents: ['main', 'preview'],
  agentCount: 2,
  hitsByKind: { exact: 7, cmd: 7, net: 2, sink: 1, noop: 2 },
  hitsByRule: { unchanged: 4, 'same-result': 13, noop: 2 },
};
