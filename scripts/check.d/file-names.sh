#!/usr/bin/env bash
# One file-name convention for TypeScript (issue 36): a module is named after what it exports, in camelCase
# (`createDeadline.ts`, `handleRest.ts`, `SubscriptionRegistry.ts` for a class); a test adds `.test` (`.test-d`)
# to the name of what it tests. Fails, listing each tracked .ts/.mts/.cts file whose name holds a `-`.
set -euo pipefail
cd "$(dirname "$0")/../.."
bad="$(git ls-files '*.ts' '*.mts' '*.cts' | grep -E '(^|/)[^/.]*-[^/]*$' || true)"
if [ -n "$bad" ]; then
  echo "$bad" | sed 's/$/: name TypeScript files in camelCase after their export (no kebab-case)/' >&2
  exit 1
fi
echo "file-names: every TypeScript file is named in camelCase"
