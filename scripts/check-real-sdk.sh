#!/usr/bin/env bash
# Type-checks generated Swift against Apple's real iOS 26.2 / macOS 15.5 SDKs, in Swift 5, Swift 6
# and Swift 6 with -warnings-as-errors: the accessor goldens, the loadview and migrate outputs of
# Examples/, and over ../shared/corpus the four accessor templates, loadview per IB file and migrate
# per folder and commit. Set the lane up first with ../shared/tools/real-sdk/setup.sh and `source DEST/env.sh`;
# without it this prints one line and exits 0. CI does not run it. See docs/Development.md.
set -euo pipefail

usage() {
    cat <<'EOF'
Usage: scripts/check-real-sdk.sh [options]

Type-checks generated Swift against the real iOS 26.2 / macOS 15.5 SDKs (swift5, swift6,
swift6-werror) with ../shared/tools/real-sdk/typecheck.py, and prints pass counts per set and mode,
then each failure with its first error: failures of generated code, then failures of the lane
itself (the first error sits in a synthesized standin-*.swift file).

Options:
  --set NAME            only this set (repeatable): goldens, examples-loadview, examples-migrate,
                        corpus-accessors, corpus-loadview, corpus-migrate; or examples, corpus
  --work DIR            generate and keep everything here (default: a temporary folder, removed)
  --keep                keep the temporary work folder (its path is printed)
  --json FILE           write every result as JSON Lines (typecheck.py's JSON, plus "set" and
                        "failures": per failing mode, whose failure it is and its first error)
  --ios-target VER      check iOS code at deployment target VER (e.g. 13.0): sets
                        REAL_SDK_IOS_TARGET=arm64e-apple-iosVER and IPHONEOS_DEPLOYMENT_TARGET
  --macos-target VER    the same for macOS (REAL_SDK_MACOS_TARGET, MACOSX_DEPLOYMENT_TARGET)
  -h, --help            this help

Environment: REAL_SDK_IOS, REAL_SDK_MACOS, REAL_SDK_RES, REAL_SDK_CACHE (from the lane's env.sh);
REAL_SDK_TOOLS (default ../shared/tools/real-sdk), SBGEN_CORPUS (default ../shared/corpus),
SBGEN (a built sbgen to use instead of building .build/release/sbgen).
Exit status: 0 when every check passes or the lane is not set up, 1 when a check fails, 2 on
usage or setup errors.
EOF
}

all_sets=(goldens examples-loadview examples-migrate corpus-accessors corpus-loadview corpus-migrate)
sets=()
work=""
keep=0
json=""
while [ $# -gt 0 ]; do
    case "$1" in
        --set)
            [ $# -ge 2 ] || { echo "check-real-sdk.sh: --set needs a name" >&2; exit 2; }
            case "$2" in
                examples | corpus)
                    for s in "${all_sets[@]}"; do [[ $s == "$2"-* ]] && sets+=("$s"); done ;;
                goldens | examples-loadview | examples-migrate | corpus-accessors | corpus-loadview | corpus-migrate)
                    sets+=("$2") ;;
                *) echo "check-real-sdk.sh: unknown set '$2' (see --help)" >&2; exit 2 ;;
            esac
            shift 2 ;;
        --work) [ $# -ge 2 ] || { echo "check-real-sdk.sh: --work needs a folder" >&2; exit 2; }; work=$2; shift 2 ;;
        --keep) keep=1; shift ;;
        --json) [ $# -ge 2 ] || { echo "check-real-sdk.sh: --json needs a file" >&2; exit 2; }; json=$2; shift 2 ;;
        --ios-target)
            [ $# -ge 2 ] || { echo "check-real-sdk.sh: --ios-target needs a version" >&2; exit 2; }
            export REAL_SDK_IOS_TARGET="arm64e-apple-ios$2" IPHONEOS_DEPLOYMENT_TARGET="$2"
            shift 2 ;;
        --macos-target)
            [ $# -ge 2 ] || { echo "check-real-sdk.sh: --macos-target needs a version" >&2; exit 2; }
            export REAL_SDK_MACOS_TARGET="arm64e-apple-macos$2" MACOSX_DEPLOYMENT_TARGET="$2"
            shift 2 ;;
        -h | --help) usage; exit 0 ;;
        *) echo "check-real-sdk.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
if [ ${#sets[@]} -eq 0 ]; then
    sets=("${all_sets[@]}")
else
    # In the usual order, each once.
    chosen=" ${sets[*]} "
    sets=()
    for s in "${all_sets[@]}"; do [[ $chosen == *" $s "* ]] && sets+=("$s"); done
fi

cd "$(dirname "$0")/.."
repo=$PWD

# The lane is optional: without the SDKs, say so and succeed.
for var in REAL_SDK_IOS REAL_SDK_MACOS REAL_SDK_RES REAL_SDK_CACHE; do
    if [ -z "${!var:-}" ] || [ ! -d "${!var}" ]; then
        echo "check-real-sdk.sh: skipped: the real-SDK lane is not set up (\$$var is unset or not a folder; see docs/Development.md)"
        exit 0
    fi
done

tools=${REAL_SDK_TOOLS:-$repo/../shared/tools/real-sdk}
if [ ! -f "$tools/typecheck.py" ]; then
    echo "check-real-sdk.sh: error: typecheck.py not found in $tools (set REAL_SDK_TOOLS)" >&2
    exit 2
fi
corpus=${SBGEN_CORPUS:-$repo/../shared/corpus}

if [ -n "${SBGEN:-}" ]; then
    sbgen=$SBGEN
else
    echo "Building sbgen (release)..." >&2
    swift build -c release --product sbgen >&2
    sbgen=$repo/.build/release/sbgen
fi

if [ -z "$work" ]; then
    work=$(mktemp -d "${TMPDIR:-/tmp}/sbgen-real-sdk.XXXXXX")
    [ $keep -eq 1 ] || trap 'rm -rf "$work"' EXIT
else
    mkdir -p "$work"
fi
work=$(cd "$work" && pwd)
set_list=$(IFS=,; echo "${sets[*]}")

python3 scripts/real-sdk-lane.py prepare --repo "$repo" --sbgen "$sbgen" --tools "$tools" \
    --corpus "$corpus" --work "$work" --sets "$set_list" || exit 2

# One typecheck.py batch per set (two jobs at a time), timed; its own report goes to a log.
mkdir -p "$work/results"
: >"$work/timings.tsv"
for s in "${sets[@]}"; do
    jobs="$work/jobs/$s.jsonl"
    count=$(wc -l <"$jobs")
    [ "$count" -gt 0 ] || { printf '%s\t0\n' "$s" >>"$work/timings.tsv"; continue; }
    echo "$s: type-checking $count jobs..." >&2
    started=$(date +%s)
    status=0
    python3 "$tools/typecheck.py" --batch "$jobs" --jobs 2 --json "$work/results/$s.jsonl" \
        >"$work/results/$s.log" 2>&1 || status=$?
    seconds=$(($(date +%s) - started))
    printf '%s\t%d\n' "$s" "$seconds" >>"$work/timings.tsv"
    echo "$s: done in ${seconds} s" >&2
    case $status in
        0 | 1) ;;  # 1: some check failed; the report below says which
        *) echo "check-real-sdk.sh: typecheck.py failed on $s:" >&2; tail -5 "$work/results/$s.log" >&2; exit 2 ;;
    esac
done

# The report's status: 0 when nothing failed, 1 when something did.
status=0
python3 scripts/real-sdk-lane.py report --work "$work" --sets "$set_list" ${json:+--json "$json"} || status=$?
[ $keep -eq 0 ] || echo "Work folder kept: $work"
[ $status -le 1 ] || exit 2
exit $status
