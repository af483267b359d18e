#!/usr/bin/env bash
# The conformance suite: the Data and Metrics clients against Prism (@stoplight/prism-cli 5.14.2) serving the
# deployed services' published OpenAPI documents, from their facts-only copy committed in specs/live/
# (`pnpm live-specs:update` writes it). When the published documents are beside the repository
# (../shared/live-specs, or LIVE_SPECS_DIR), the copy must be what the script makes from them.
# Requests: every Data operation and getAvgTps (deployed mode) pass Prism's validation. Responses: 30
# bodies per operation from Prism's dynamic mode (one fixed seed per run of Prism) fit our specs' response
# schemas (ajv); the per-operation table is printed. Prism runs on 127.0.0.1 only, started and stopped by
# its PID.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
# shellcheck source=lib/owned.sh
source scripts/check.d/lib/owned.sh
source_dir="${LIVE_SPECS_DIR:-../shared/live-specs}"
if [ -d "$source_dir" ]; then
  pnpm exec tsx scripts/live-specs/update.ts --check "$source_dir"
else
  echo "conformance: no published documents at $source_dir; using the committed copy in specs/live/ as it is"
fi
pnpm exec turbo run build --filter=@pkg/conformance^... --output-logs=errors-only
start=$(date +%s)
owned pnpm --filter @pkg/conformance run conformance
echo "conformance: passed in $(($(date +%s) - start)) s"
