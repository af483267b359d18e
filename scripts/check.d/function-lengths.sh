#!/usr/bin/env bash
# No function over 80 lines in the hand-written code of every workspace package (packages/*, so a new package is
# covered by itself, and examples/) and of scripts/ (the generator is where every spec change lands), test
# helpers included, `*.test.ts` and src/generated/ aside: a long function does several jobs that want a part (a
# file) each (issues 26, 27, 36). Fails, listing each one, when a change adds one.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
pnpm exec tsx scripts/functionLengths.ts --over 80 scripts examples packages/*/
