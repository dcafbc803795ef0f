#!/usr/bin/env bash
# The two commands of the README: `npm start` (bring the shop up) and `npm test`
# (run every suite). Both do their own set-up on a machine that has only Node >= 20 and
# npm: Node 24 from the npm registry into .tools/ when the system Node is not 24, pnpm,
# dependencies (skipped when the lockfile is unchanged), and the builds (turbo cache).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_VERSION="24.21.0"
PNPM_VERSION="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$ROOT/package.json")"

say() { printf '\033[1m[veso]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[31m[veso] %s\033[0m\n' "$*" >&2; exit 1; }

node_platform() {
  local os arch
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) die "Unsupported OS $(uname -s): install Node.js 24 yourself and re-run." ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) die "Unsupported CPU $(uname -m): install Node.js 24 yourself and re-run." ;;
  esac
  echo "$os-$arch"
}

# Unpacks an npm package tarball into $TOOLS/<dir> (once).
fetch_package() {
  local spec="$1" dir="$2"
  [ -e "$TOOLS/$dir/.complete" ] && return 0
  command -v npm >/dev/null || die "npm is required to fetch $spec (install Node.js >= 20 with npm)."
  say "Fetching $spec from the npm registry…"
  rm -rf "$TOOLS/$dir" "$TOOLS/.pack"
  mkdir -p "$TOOLS/.pack" "$TOOLS/$dir"
  (cd "$TOOLS/.pack" && npm pack "$spec" --silent >/dev/null 2>&1) || die "Could not download $spec from the npm registry."
  tar -xzf "$TOOLS"/.pack/*.tgz -C "$TOOLS/$dir" --strip-components=1
  rm -rf "$TOOLS/.pack"
  touch "$TOOLS/$dir/.complete"
}

ensure_node() {
  local major=0
  if command -v node >/dev/null; then major="$(node -p 'process.versions.node.split(".")[0]')"; fi
  if [ "$major" != "24" ]; then
    local dir="node-$NODE_VERSION"
    fetch_package "node-$(node_platform)@$NODE_VERSION" "$dir"
    chmod +x "$TOOLS/$dir/bin/node"
    export PATH="$TOOLS/$dir/bin:$PATH"
  fi
  say "Node $(node --version)"
}

ensure_pnpm() {
  local dir="pnpm-$PNPM_VERSION"
  if ! command -v pnpm >/dev/null || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    fetch_package "pnpm@$PNPM_VERSION" "$dir"
    mkdir -p "$TOOLS/bin"
    printf '#!/usr/bin/env sh\nexec node "%s/bin/pnpm.cjs" "$@"\n' "$TOOLS/$dir" >"$TOOLS/bin/pnpm"
    chmod +x "$TOOLS/bin/pnpm"
    export PATH="$TOOLS/bin:$PATH"
  fi
}

ensure_deps() {
  local stamp="$ROOT/node_modules/.veso-install-stamp" want
  want="$(cat "$ROOT/pnpm-lock.yaml" "$ROOT/pnpm-workspace.yaml" | cksum) node-$(node --version)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  say "Installing dependencies…"
  (cd "$ROOT" && pnpm install --frozen-lockfile --prefer-offline --reporter=append-only)
  echo "$want" >"$stamp"
}

find_chromium() {
  local c
  for c in "${CHROMIUM_PATH:-}" chromium chromium-browser; do
    [ -n "$c" ] && command -v "$c" >/dev/null && { command -v "$c"; return 0; }
  done
  return 1
}

ensure_chromium() {
  if find_chromium >/dev/null; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    say "Installing Chromium with apt-get (the browser tests drive the system Chromium)…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null \
      || die "apt-get install chromium failed."
    find_chromium >/dev/null || die "Chromium was installed but 'chromium' is not on PATH."
    return 0
  fi
  die "The browser tests need Chromium: install it (Debian/Ubuntu: 'sudo apt-get install -y chromium', or set CHROMIUM_PATH to a Chromium binary) and re-run 'npm test'."
}

cmd_start() {
  ensure_node
  ensure_pnpm
  ensure_deps
  say "Building (cached after the first run)…"
  (cd "$ROOT" && pnpm exec turbo run build --filter=@veso/server --filter=@veso/web --filter=@veso/embed --output-logs=errors-only)
  export VESO_SANDBOX="${VESO_SANDBOX:-1}"
  export VESO_DATA_DIR="${VESO_DATA_DIR:-$ROOT/.data}"
  export PORT="${PORT:-3000}"
  export NODE_ENV="${NODE_ENV:-production}"
  cd "$ROOT/apps/server"
  exec node dist/main.js
}

cmd_test() {
  ensure_node
  ensure_pnpm
  ensure_deps
  ensure_chromium
  export CHROMIUM_PATH="$(find_chromium)"
  cd "$ROOT"
  rm -rf apps/*/.reports packages/*/.reports tooling/*/.reports .turbo/runs
  local status=0 boundaries=0
  pnpm exec turbo boundaries || boundaries=$?
  # The server and both shells first (about a minute alone), so the browser tests, the
  # longest suites, can start at once beside the others instead of queueing behind them.
  pnpm exec turbo run build --filter=@veso/server --filter=@veso/web --filter=@veso/embed \
    --output-logs=errors-only || status=$?
  # Four tasks at a time: on the 2-core CI machine turbo's default of ten kept the load at
  # 14–16 for the same wall time (19 min either way on a quiet machine, 28/11). The browser
  # tests wait for the server's suites (turbo.json): started beside them, or in a turbo run
  # of their own from the first minute, the load reached 14–17 and a live Keno number, a
  # two-worker outage test and a wallet payment ran past their waits (29/11).
  pnpm exec turbo run lint format:check typecheck test build-storybook e2e --continue --summarize \
    --concurrency="${VESO_TEST_CONCURRENCY:-4}" --output-logs=new-only || status=$?
  # With PostgreSQL: the cluster test (3 nodes, HAProxy, PgBouncer: deploy/), alone at the
  # end (it loads the machine), on the server built above; bounded to 150 s. Its causes are the
  # lines starting with FAIL; the whole log (with the processes' output) stays in .reports/.
  local cluster_checks=()
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    local cluster=0
    mkdir -p .reports
    BENCH_DATABASE_URL="$TEST_DATABASE_URL" node tooling/scripts/test-cluster.mjs --no-build --timeout=150 \
      > .reports/test-cluster.log 2>&1 || cluster=$?
    grep -E "^(ok  |FAIL|---- |test:cluster)" .reports/test-cluster.log || true
    [ "$cluster" = 0 ] || echo "test:cluster: the whole log, with the processes' output: .reports/test-cluster.log"
    cluster_checks=("test:cluster=$cluster")
  fi
  node tooling/scripts/summarize.mjs "$status" "turbo boundaries=$boundaries" "${cluster_checks[@]}"
}

case "${1:-}" in
  start) cmd_start ;;
  test) cmd_test ;;
  *) die "usage: veso.sh start|test" ;;
esac
