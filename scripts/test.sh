#!/usr/bin/env bash
# The test command: installs dependencies when missing, checks formatting, runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
lint_paths=(Package.swift)
for dir in Sources Tests Plugins Templates Benchmarks; do
    if [ -d "$dir" ]; then lint_paths+=("$dir"); fi
done
swift format lint --strict --recursive "${lint_paths[@]}"
swift build --build-tests
swift test --skip-build "$@"
