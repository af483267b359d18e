#!/usr/bin/env bash
# The conformance suite: the Data and Metrics clients against Prism (@stoplight/prism-cli 5.14.2) serving the
# deployed services' published OpenAPI documents (../shared/live-specs beside the repository, or
# LIVE_SPECS_DIR). Requests: every Data operation and getAvgTps (deployed mode) pass Prism's validation.
# Responses: 30 bodies per operation from Prism's dynamic mode (one fixed seed per run of Prism) fit our
# specs' response schemas (ajv); the per-operation table is printed. Prism runs on 127.0.0.1 only, started
# and stopped by its PID.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
pnpm exec turbo run build --filter=@pkg/conformance^... --output-logs=errors-only
start=$(date +%s)
pnpm --filter @pkg/conformance run conformance
echo "conformance: passed in $(($(date +%s) - start)) s"
