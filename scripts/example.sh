#!/usr/bin/env bash
# Builds sbgen and runs it on the bundled examples (Examples/App and Examples/Mac).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build -c release --product sbgen
SBGEN=.build/release/sbgen
echo "== sbgen dump Examples/App/Main.storyboard (first lines)"
"$SBGEN" dump Examples/App/Main.storyboard | head -n 20
echo "== sbgen dump Examples (every storyboard and xib): $("$SBGEN" dump Examples | grep -c '"path"') documents"
echo "== sbgen generate --template scenes Examples/App (first lines of the typed scene accessors)"
"$SBGEN" generate --template scenes Examples/App | sed -n '1,30p'  # sed reads it all: no SIGPIPE
