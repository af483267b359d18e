#!/usr/bin/env bash
# @pkg/mock-server depends on the clients (it reads their generated entries through their declared exports), so
# no client may depend on the mock: the clients' contract tests (each client against the mock) live in
# packages/conformance/test/<client>/, which depends on both and runs them in `pnpm test`. A client that declared
# @pkg/mock-server, or a file of it that imported the mock, would make a dependency cycle (turbo refuses it; the
# build order breaks). Fails, listing each such package.json and file.
set -euo pipefail
cd "$(dirname "$0")/../.."
bad=0
# the directories of the workspace packages @pkg/mock-server declares: "client" for its dependencies (whose contract
# tests conformance holds), "dev" for its devDependencies (@pkg/core: it may not declare the mock either)
declared="$(node -e '
  const fs = require("node:fs");
  const mock = JSON.parse(fs.readFileSync("packages/mock-server/package.json", "utf8"));
  const deps = Object.keys(mock.dependencies ?? {});
  const dev = Object.keys(mock.devDependencies ?? {});
  for (const dir of fs.readdirSync("packages")) {
    const file = `packages/${dir}/package.json`;
    if (!fs.existsSync(file)) continue;
    const name = JSON.parse(fs.readFileSync(file, "utf8")).name;
    if (deps.includes(name)) console.log(`client packages/${dir}`);
    else if (dev.includes(name)) console.log(`dev packages/${dir}`);
  }
')"
grep -q '^client ' <<<"$declared" || { echo "contract-tests: @pkg/mock-server depends on no workspace package" >&2; exit 1; }
while read -r kind dir; do
  if grep -q '"@pkg/mock-server"' "$dir/package.json"; then
    echo "$dir/package.json declares @pkg/mock-server, which depends on it: a cycle" >&2
    bad=1
  fi
  while IFS= read -r file; do
    echo "$file imports @pkg/mock-server: move it to packages/conformance/test/$(basename "$dir")/" >&2
    bad=1
  done < <(grep -rlE "(from|import\\()[[:space:]]*'@pkg/mock-server(/[a-z]+)?'" "$dir/src" "$dir/test" 2>/dev/null || true)
  if [ "$kind" = client ] && ! ls "packages/conformance/test/$(basename "$dir")"/*.test.ts >/dev/null 2>&1; then
    echo "packages/conformance/test/$(basename "$dir")/ has no contract test of $dir" >&2
    bad=1
  fi
done <<<"$declared"
exit "$bad"
