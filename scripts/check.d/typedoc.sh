#!/usr/bin/env bash
# API reference (scripts/release/apiDocs.ts): one typedoc site for every package and subpath export,
# built from the JSDoc into docs/api/ (git-ignored). Any typedoc warning fails, including an exported
# function, class, interface, type, variable or enum without a comment. `--warn-only` reports them only.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
pnpm exec tsx scripts/release/apiDocs.ts "$@"
