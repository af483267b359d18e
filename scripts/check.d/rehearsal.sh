#!/usr/bin/env bash
# Release rehearsal (scripts/release/rehearse.ts): `changeset version` in a throwaway copy, pack and
# publish every package to a verdaccio on 127.0.0.1, then install each alone from it and use it
# (ESM import, CJS require, tsc under node16 and bundler). Arguments pass through (--keep, --only=...).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
# check.sh has built every package already (a turbo cache hit here); run alone, this builds them
pnpm exec turbo run build --filter='./packages/*' --output-logs=errors-only

# rehearse.ts stops the registry itself; this covers the case where rehearse.ts is killed outright
# (the PID file lives in the repository's git-ignored .tmp/, not the system temp folder)
mkdir -p .tmp
pid_file="$PWD/.tmp/rehearsal-registry.pid"
stop_registry() {
  local pid
  pid="$(cat "$pid_file" 2>/dev/null || true)"
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    echo "rehearsal.sh: stopping the registry left running (PID $pid)" >&2
    kill "$pid" 2>/dev/null || true
  fi
  rm -f "$pid_file"
}
trap stop_registry EXIT
REHEARSAL_REGISTRY_PID_FILE="$pid_file" pnpm exec tsx scripts/release/rehearse.ts "$@"
