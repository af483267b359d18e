#!/usr/bin/env bash
# Bundle-size budgets (esbuild bundle, minified, ESM, browser platform, gzip -9) of every package's
# one-call and whole-package entries: fails when a bundle exceeds its CI limit (packages/bench/src/size.ts), or when a README figure marked
# `<!-- size: <entry> -->` differs from the measurement (`pnpm --filter @pkg/bench run size:readmes` writes them).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
pnpm exec turbo run build --filter=@pkg/bench... --output-logs=errors-only
pnpm --filter @pkg/bench run size
