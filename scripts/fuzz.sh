#!/usr/bin/env bash
# Builds and runs sbgen's libFuzzer targets (with AddressSanitizer).
#   scripts/fuzz.sh parser|template [seconds]     default 60 s
# The parser is seeded with every .storyboard/.xib of ../shared/corpus (or $SBGEN_CORPUS), the
# examples and Tests/Fuzz/ParserSeeds (inputs that once crashed it); crashes are written to
# .build/fuzz/<target>/crashes/ and make the script fail.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/fuzz.sh parser|template [seconds]}
seconds=${2:-60}
scripts/install-deps.sh
out=.build/fuzz/$target
mkdir -p "$out/modules" "$out/corpus" "$out/crashes"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -package-name sbgen -I "$out/modules" -I Sources/CLibXML2
    $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g'))

# Each module once, as swiftc would in a package build.
module() {  # name, sources...
    local name=$1
    shift
    swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
        -wmo -c "$@" -o "$out/$name.o" 2> >(grep -v 'Cannot export local symbol' >&2)
}
module IBModel Sources/IBModel/*.swift
case $target in
parser)
    module IBParser Sources/IBParser/*.swift
    swiftc "${flags[@]}" -module-name ParserFuzzer Tests/Fuzz/ParserFuzzer.swift "$out/IBModel.o" "$out/IBParser.o" \
        -lxml2 -o "$out/fuzzer" 2> >(grep -v 'Cannot export local symbol' >&2)
    find "${SBGEN_CORPUS:-../shared/corpus}" Examples -type f \( -name '*.storyboard' -o -name '*.xib' \) -size -64k \
        -print0 | xargs -0 -I{} sh -c 'cp "$1" "$2/$(printf %s "$1" | sha1sum | cut -c1-16)"' _ {} "$out/corpus"
    # Inputs that once crashed it, kept as seeds so that a regression is found at once.
    cp Tests/Fuzz/ParserSeeds/* "$out/corpus/"
    max_len=65536
    ;;
template)
    swiftc "${flags[@]}" -module-name TemplateFuzzer Sources/SbgenCore/Template/*.swift Sources/SbgenCore/Support/*.swift \
        Sources/SbgenCore/String+LiteralReplacement.swift \
        Tests/Fuzz/TemplateFuzzer.swift \
        "$out/IBModel.o" -o "$out/fuzzer" 2> >(grep -v 'Cannot export local symbol' >&2)
    for seed in Tests/Fuzz/TemplateSeeds/*.stencil; do cp "$seed" "$out/corpus/"; done
    max_len=4096
    ;;
*)
    echo "unknown fuzz target '$target'; expected parser or template" >&2
    exit 64
    ;;
esac
echo "fuzzing $target for $seconds s ($(ls "$out/corpus" | wc -l) seeds)"
rm -rf "${out:?}/crashes" && mkdir -p "$out/crashes"
# No leak checks: ICU, which the regex filter loads with dlopen, keeps allocations LeakSanitizer cannot
# trace to a root. Crashes, sanitizer errors, timeouts and memory limits still fail the run.
ASAN_OPTIONS=detect_leaks=0 "$out/fuzzer" "$out/corpus" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/crashes/" -print_final_stats=1 2>&1 | grep -E '^(#[0-9]+ +DONE|stat::|==|SUMMARY|Done)|ERROR' || true
if [ -n "$(ls -A "$out/crashes")" ]; then
    echo "error: the fuzzer found crashes: $out/crashes" >&2
    exit 1
fi
