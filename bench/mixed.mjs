// The mixed workload both benches draw from (bench/run.mjs in the fake host, bench/host.mjs
// in the genuine ToolRuntime): shell, web_fetch, read and edit calls over small sets of
// commands, hosts, words and files, so that calls repeat the way an agent's do. Seeded,
// so every run sees the same calls.

/** mulberry32: a seeded PRNG. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const HOSTS = ['api.github.com', 'open.canada.ca', 'open-data.canada.ca', 'registry.npmjs.org', 'docs.python.org', 'example.com'];
export const WORDS = ['TODO', 'parseArgs', 'fetchJson', 'window', 'guard', 'timeout', 'retry', 'cache', 'agent', 'export'];
export const DIRS = ['src', 'lib', 'test', 'docs', 'bench', 'scripts', 'src/util', 'src/net'];

/** A drawer of mixed calls from `r` (an rng): call `i` as `[name, args]`, URLs on `hosts`. */
export function mixedCalls(r, hosts = HOSTS) {
  const pick = (list) => list[Math.floor(r() * list.length)];
  const n = (max) => Math.floor(r() * max);
  const shell = [
    () => `curl -s --max-time ${pick([20, 30, 60])} https://${pick(hosts)}/repos/o/r/commits?per_page=100&page=${n(6)} -o /workspace/page.json`,
    () => `wget -q -O /workspace/data${n(4)}.csv https://${pick(hosts)}/dataset/${n(40)}`,
    () => `ls -la /workspace/${pick(DIRS)}`,
    () => `grep -rn "${pick(WORDS)}" ${pick(DIRS)}/ | head -n ${10 + n(40)}`,
    () => 'cd /workspace && git status --short',
    () => `cat ${pick(DIRS)}/index.ts | wc -l`,
    () => `timeout 120 npm test -- --grep ${pick(WORDS)} 2>&1 | tail -n 30`,
    () => `find ${pick(DIRS)} -name '*.ts' -newer package.json`,
  ];
  return (i) => {
    const roll = r();
    if (roll < 0.45) return ['bash', { command: pick(shell)(), description: `step ${i}`, timeoutMs: 1000 * (1 + n(120)) }];
    if (roll < 0.6) return ['web_fetch', { url: `https://${pick(hosts)}/docs/${pick(WORDS)}?page=${n(5)}&utm_source=agent`, prompt: 'summarise the page' }];
    if (roll < 0.85) return ['read', { path: `/workspace/${pick(DIRS)}/${pick(WORDS)}.ts`, offset: 200 * n(5), limit: 200 }];
    const path = `/workspace/${pick(DIRS)}/${pick(WORDS)}.ts`;
    const before = `const ${pick(WORDS)} = ${n(100)};`;
    return ['edit', { path, old_string: before, new_string: `const ${pick(WORDS)} = ${n(100)};\n// ${'x'.repeat(n(200))}` }];
  };
}
