# Sourced by the scripts in scripts/check.d (from the repository root) so that each also runs as
# `bash scripts/check.d/<name>.sh` on a machine with Node and npm but no global pnpm (the README's setup):
# `pnpm` is then the version package.json pins (packageManager), fetched by npx. Under `pnpm check` or with
# pnpm on PATH, nothing changes.
if ! command -v pnpm >/dev/null 2>&1; then
  PNPM_PINNED="$(node -p "require('./package.json').packageManager")"
  pnpm() { npx -y "$PNPM_PINNED" "$@"; }
fi
