#!/usr/bin/env bash
# Installs the sbgen command to PREFIX/bin (default /usr/local, or $PREFIX): builds it in release
# mode, then replaces PREFIX/bin/sbgen atomically.
#   scripts/install.sh [PREFIX]          e.g. scripts/install.sh ~/.local
# SBGEN_INSTALL_BINARY=path installs that binary instead of building one (the tests use it).
set -euo pipefail
usage="usage: scripts/install.sh [PREFIX]   (installs PREFIX/bin/sbgen; default /usr/local)"
case "${1:-}" in
-h | --help)
    echo "$usage"
    exit 0
    ;;
-*)
    echo "error: unknown option '$1'" >&2
    echo "$usage" >&2
    exit 64
    ;;
esac
if [ $# -gt 1 ]; then
    echo "error: one PREFIX at most, got $#" >&2
    echo "$usage" >&2
    exit 64
fi
prefix=${1:-${PREFIX:-/usr/local}}
case "$prefix" in
/*) ;;
*) prefix="$PWD/$prefix" ;; # relative to where it is run, not to the repository
esac
cd "$(dirname "$0")/.."
binary=${SBGEN_INSTALL_BINARY:-}
if [ -z "$binary" ]; then
    scripts/install-deps.sh
    swift build -c release --product sbgen
    binary="$(swift build -c release --show-bin-path)/sbgen"
fi
if [ ! -x "$binary" ]; then
    echo "error: $binary: no sbgen executable to install" >&2
    exit 1
fi
if ! mkdir -p "$prefix/bin" 2>/dev/null || [ ! -w "$prefix/bin" ]; then
    echo "error: $prefix/bin: cannot write here; choose another PREFIX (e.g. ~/.local) or run with sudo" >&2
    exit 1
fi
# A copy next to the target, then a rename: a running sbgen is never half-overwritten.
temporary="$prefix/bin/.sbgen.install.$$"
trap 'rm -f "$temporary"' EXIT
install -m 755 "$binary" "$temporary"
mv -f "$temporary" "$prefix/bin/sbgen"
echo "installed $("$prefix/bin/sbgen" --version) to $prefix/bin/sbgen"
case ":$PATH:" in
*":$prefix/bin:"*) ;;
*) echo "note: $prefix/bin is not on PATH; add it, e.g. export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
