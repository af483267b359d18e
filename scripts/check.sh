#!/usr/bin/env bash
# The whole check, as CI runs it (`pnpm check`): lint, regenerate and compare, build, typecheck,
# test, package lint. Exits non-zero on the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=check.d/lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
# each step in a process group of its own, stopped with this script (Ctrl-C, SIGTERM, a failing step)
# shellcheck source=check.d/lib/owned.sh
source scripts/check.d/lib/owned.sh

step() { printf '\n== %s\n' "$*"; }

# Prerequisites, checked before anything runs (README.md, "Prerequisites"): the real-node suites
# (check.d/node.sh, check.d/subnet.sh) build AvalancheGo and the Subnet-EVM plugin with Go, minutes in.
go_min="$(sed -n 's/^go \([0-9.]*\)$/\1/p' scripts/real-node/subnet-evm-plugin/go.mod)"
if ! command -v go >/dev/null 2>&1; then
  echo "check: Go is not on PATH. The real-node suites build AvalancheGo v1.14.0 and the Subnet-EVM plugin" >&2
  echo "check: with it: install Go $go_min or later (https://go.dev/dl/), then run pnpm check again" >&2
  echo "check: (README.md, Prerequisites)." >&2
  exit 1
fi
go_version="$(go env GOVERSION 2>/dev/null | sed 's/^go//')"
if [ "$(printf '%s\n%s\n' "$go_min" "$go_version" | sort -V | head -n1)" != "$go_min" ]; then
  echo "check: Go $go_version is older than the $go_min the real-node suites need (https://go.dev/dl/)." >&2
  exit 1
fi

step "lint and format (biome)"
pnpm exec biome ci --error-on-warnings .

step "codegen is up to date (pnpm generate must not change committed files)"
pnpm exec turbo run generate --output-logs=errors-only
if ! git diff --exit-code --stat -- packages/*/src/generated; then
  echo "pnpm generate changed committed files: run it and commit the result" >&2
  exit 1
fi
if [ -n "$(git status --porcelain --untracked-files=all -- packages/*/src/generated)" ]; then
  git status --porcelain --untracked-files=all -- packages/*/src/generated
  echo "pnpm generate wrote files that are not committed" >&2
  exit 1
fi

step "build, typecheck, test, package lint (turbo)"
# each vitest run writes <package>/.vitest/<name>.json (a turbo output, restored on a cache hit): the
# closing line adds them up, with the suites check.d runs; the files of an earlier run are removed first
rm -f packages/*/.vitest/*.json scripts/.vitest/*.json
owned pnpm exec turbo run build typecheck test lint:pkg --output-logs=new-only --concurrency=2

for extra in scripts/check.d/*.sh; do
  [ -e "$extra" ] || continue
  step "$(basename "$extra")"
  owned bash "$extra"
done

echo
echo "check: all steps passed"
node scripts/check.d/lib/count-tests.mjs
