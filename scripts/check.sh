#!/usr/bin/env bash
# The whole check, as CI runs it (`pnpm check`): lint, regenerate and compare, build, typecheck,
# test, package lint. Exits non-zero on the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=check.d/lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh

step() { printf '\n== %s\n' "$*"; }

step "lint and format (biome)"
pnpm exec biome ci .

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
turbo_log="$(mktemp)"
trap 'rm -f "$turbo_log"' EXIT
pnpm exec turbo run build typecheck test lint:pkg --output-logs=new-only --concurrency=2 | tee "$turbo_log"
# vitest's per-package summary lines ("Tests  153 passed (153)"), added up for the closing line
passed=$(sed 's/\x1b\[[0-9;]*m//g' "$turbo_log" | grep -E '^\S+:test: +Tests +[0-9]+ passed' |
  sed -E 's/.*Tests +([0-9]+) passed.*/\1/' | awk '{ s += $1 } END { print s + 0 }')

for extra in scripts/check.d/*.sh; do
  [ -e "$extra" ] || continue
  step "$(basename "$extra")"
  bash "$extra"
done

echo
echo "check: all steps passed"
echo "tests: ${passed} passed, 0 failed"
