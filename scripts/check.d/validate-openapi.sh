#!/usr/bin/env bash
# Validates every specs/openapi/*.yaml, and each spec directory as the one document its files merge into, against the OpenAPI meta-schema and Redocly's rules.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
pnpm exec tsx scripts/validateOpenapi.ts
