#!/usr/bin/env bash
# Node.js 24 LTS for this project on a machine whose own Node is older (Node 20 reached its end
# of life on 2026-04-30) and that reaches only the npm registry.
#
#   scripts/node24.sh npm ci          run one command with Node 24 first on PATH
#   scripts/node24.sh npm test
#   . scripts/node24.sh               (bash) the same for the rest of this shell
#
# The official Node.js binary and headers come from the npm registry's node-<os>-<arch> package
# (the nodejs.org release tarball's files, repackaged), installed once into a cache folder
# outside the repository, ${XDG_CACHE_HOME:-$HOME/.cache}/agro-site/node-v<version>; later
# runs reuse it.
# npm_config_nodedir points at that package: node-gyp, which npm runs for better-sqlite3 on
# every install (it finds the prebuilt binary and compiles nothing, but configures all the same),
# then reads Node 24's own headers, not those of the system's Node (a user npmrc may name /usr,
# the installed Node 20's), nor a download from outside the npm registry, which fails here.
# The version is the one in .node-version (NODE24_VERSION overrides it). Installing needs the
# system's npm (any Node 18 or newer) once; after that nothing is downloaded.

_node24_setup() {
  local version os arch pkg cache pkgdir tmp
  local here
  here="$(dirname "${BASH_SOURCE[0]}")"
  version="${NODE24_VERSION:-$(tr -d ' \t\r\n' <"$here/../.node-version")}" || return 1
  case "$version" in
    24.*.*) ;;
    *)
      echo "node24.sh: expected a Node.js 24 version such as 24.21.0, got '$version'" >&2
      return 1
      ;;
  esac
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *)
      echo "node24.sh: no Node.js package for $(uname -s); install Node.js 24 LTS yourself" >&2
      return 1
      ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "node24.sh: no Node.js package for $(uname -m); install Node.js 24 LTS yourself" >&2
      return 1
      ;;
  esac
  pkg="node-$os-$arch"
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/agro-site/node-v$version"
  pkgdir="$cache/node_modules/$pkg"

  if [ "$("$pkgdir/bin/node" -v 2>/dev/null)" != "v$version" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "node24.sh: npm is needed once to fetch $pkg@$version;" \
        "install Node.js 24 LTS yourself" >&2
      return 1
    fi
    echo "node24.sh: installing Node.js $version ($pkg) into $cache" >&2
    mkdir -p "$(dirname "$cache")" || return 1
    tmp="$(mktemp -d "$cache.tmp.XXXXXX")" || return 1
    # A folder of its own with an empty package.json (nothing of the project's is read or
    # saved) and no lockfile; the package has no install scripts. Moved into place only when
    # complete, so an interrupted run leaves no half-installed Node behind.
    if ! (cd "$tmp" && echo '{"private":true}' >package.json &&
      npm install --no-save --no-package-lock --ignore-scripts --no-audit --no-fund \
        --no-update-notifier --loglevel=error "$pkg@$version" >&2) ||
      [ "$("$tmp/node_modules/$pkg/bin/node" -v 2>/dev/null)" != "v$version" ]; then
      echo "node24.sh: could not install $pkg@$version" >&2
      rm -rf "$tmp"
      return 1
    fi
    rm -rf "$cache" && mv "$tmp" "$cache" || return 1
  fi

  case "$PATH" in
    "$pkgdir/bin:"*) ;;
    *) PATH="$pkgdir/bin:$PATH" ;;
  esac
  export PATH
  export npm_config_nodedir="$pkgdir"
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  # Sourced: change this shell, never end it.
  _node24_setup
  _node24_status=$?
  unset -f _node24_setup
  return "$_node24_status"
fi

set -euo pipefail
_node24_setup
if [ "$#" -eq 0 ]; then
  node -v
else
  exec "$@"
fi
