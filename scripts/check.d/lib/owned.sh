# Sourced by the scripts in scripts/check.d that start servers (Prism, nodes, the mock, a registry):
# `owned <command...>` runs the command in a process group of its own and waits for it; when this script
# ends early (Ctrl-C, a SIGTERM to the script, a failing step under `set -e`), the whole group gets SIGTERM,
# then SIGKILL 5 s later, so no server the suite started outlives it (issue 35: a Prism server was still
# running 21 minutes after its failed `pnpm check`). Bash runs a trap only between commands, so the command
# runs in the background and the script waits on it: a signal then interrupts the wait at once.
# Servers a test starts are also tethered to the test process (@pkg/testkit/tether), for a test process
# that dies on its own.
owned_pgid=""
owned_stop() {
  local pgid="$owned_pgid"
  owned_pgid=""
  [ -n "$pgid" ] || return 0
  kill -0 -- "-$pgid" 2>/dev/null || return 0
  echo "owned: stopping what is left of process group $pgid: $(pgrep -g "$pgid" -d, 2>/dev/null)" >&2
  kill -TERM -- "-$pgid" 2>/dev/null || return 0
  for _ in $(seq 1 50); do
    kill -0 -- "-$pgid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -KILL -- "-$pgid" 2>/dev/null || true
}
# (in a non-interactive shell a background job is not a group leader, so setsid makes it one without
# forking: $! is the new group's id)
owned() {
  # pnpm.sh's fallback is a shell function, which setsid cannot run: run what it runs
  if [ "$1" = pnpm ] && [ "$(type -t pnpm)" = function ]; then set -- npx -y "$PNPM_PINNED" "${@:2}"; fi
  setsid "$@" &
  owned_pgid=$!
  local status=0
  wait "$owned_pgid" || status=$?
  # a server the command left behind in its group (it exited, a child did not) goes too
  owned_stop
  return "$status"
}
trap 'owned_stop' EXIT
trap 'owned_stop; trap - INT; kill -INT $$' INT
trap 'owned_stop; trap - TERM; kill -TERM $$' TERM
