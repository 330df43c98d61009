#!/usr/bin/env bash
# Installs what sbgen needs besides the Swift toolchain: libxml2's headers and pkg-config.
set -euo pipefail
if pkg-config --exists libxml-2.0 2>/dev/null; then
    exit 0
fi
if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-dev pkg-config >/dev/null
elif command -v brew >/dev/null 2>&1; then
    brew install libxml2 pkg-config
else
    echo "error: install libxml2's development files (libxml2-dev) and pkg-config, then run again" >&2
    exit 1
fi
