#!/usr/bin/env bash
# Builds sbgen and runs it on the bundled example app (Examples/App): typed accessors for its
# storyboards and xibs, written to .build/example/Generated/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build -c release --product sbgen
SBGEN=.build/release/sbgen
OUT=.build/example/Generated
mkdir -p "$OUT"
# The example classes live in a module named RecipeBook, as Xcode would tell sbgen.
export PRODUCT_MODULE_NAME=RecipeBook
for template in scenes segues reuse-identifiers nibs; do
    "$SBGEN" generate --template "$template" -o "$OUT/$template.swift" Examples/App
done
echo "Generated from Examples/App (Main.storyboard, Settings.storyboard and three xibs):"
wc -l "$OUT"/*.swift
echo
echo "== $OUT/scenes.swift (excerpt)"
sed -n '/^internal enum StoryboardScene/,/^    }/p' "$OUT/scenes.swift"
echo
echo "== sbgen migrate Examples/MigrationApp (into .build/example/Migration)"
"$SBGEN" migrate Examples/MigrationApp --output-dir .build/example/Migration -q
sed -n '/^## Totals/,/^## Launch/{/^## Launch/!p;}' .build/example/Migration/MIGRATION.md
