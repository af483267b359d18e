#!/usr/bin/env bash
# Release rehearsal (scripts/release/rehearse.ts): `changeset version` in a throwaway copy, pack and
# publish every package to a verdaccio on 127.0.0.1, then install each alone from it and use it
# (ESM import, CJS require, tsc under node16 and bundler). Arguments pass through (--keep, --only=...).
set -euo pipefail
cd "$(dirname "$0")/../.."
# check.sh has built every package already (a turbo cache hit here); run alone, this builds them
pnpm exec turbo run build --filter='./packages/*' --output-logs=errors-only
pnpm exec tsx scripts/release/rehearse.ts "$@"
