#!/usr/bin/env bash
# In a package with a tsconfig.contract.json (the clients), only the contract tests (test/**/*contract*.test.ts)
# may import @pkg/mock-server: they are type-checked by the typecheck:contract task, which depends on the
# mock's build, while the package's typecheck does not (so a spec edit does not re-run it). A file elsewhere
# that imports the mock would be type-checked against whatever mock build happens to exist. Fails, listing
# each such file.
set -euo pipefail
cd "$(dirname "$0")/../.."
bad=0
for config in packages/*/tsconfig.contract.json; do
  dir="$(dirname "$config")"
  while IFS= read -r file; do
    case "$file" in
      "$dir"/test/*contract*.test.ts) ;;
      *)
        echo "$file imports @pkg/mock-server: name it *.contract.test.ts (under test/) or drop the import" >&2
        bad=1
        ;;
    esac
  done < <(grep -rlE "from '@pkg/mock-server(/[a-z]+)?'" "$dir/src" "$dir/test" 2>/dev/null || true)
done
exit "$bad"
