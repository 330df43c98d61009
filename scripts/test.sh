#!/usr/bin/env bash
# The test command: installs dependencies when missing, checks formatting, runs the whole suite
# (arguments go to `swift test`, e.g. --filter X). Prints failures, skips and what tests print, not
# each passing test; the full log is .build/test.log. Ends with one line of counts, XCTest's and
# Swift Testing's together, and exits non-zero when any test failed.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
lint_paths=(Package.swift)
for dir in Sources Tests Plugins Templates Benchmarks; do
    if [ -d "$dir" ]; then lint_paths+=("$dir"); fi
done
swift format lint --strict --recursive "${lint_paths[@]}"
swift build --build-tests
log=.build/test.log
# Lines that say only that something started or passed: XCTest's suite banners and "Executed 0 tests"
# (the package has Swift Testing tests; XCTest runs first and finds none), Swift Testing's ◇/✔ lines.
quiet='^Test Suite .* (started|passed) at |^[[:space:]]*Executed 0 tests, with 0 failures|^◇ |^✔ (Test|Suite) .* passed after |^↳ (Testing Library Version|Target Platform):'
set +e
swift test --skip-build "$@" 2>&1 | tee "$log" | grep --line-buffered -v -E "$quiet"
status=${PIPESTATUS[0]}
set -e
# Swift Testing: "✔ Test run with N tests in M suites passed…" or "✘ Test run with N tests … failed…";
# N counts skipped tests too. XCTest: "Executed N tests, with [S tests skipped and] F failures".
summary=$(awk '
    /Test run with [0-9]+ tests? in / { for (i = 1; i <= NF; i++) if ($i == "with") { st_total = $(i + 1); break }; st_seen = 1 }
    /^(✘|􀢄) Test .* failed after / && !/ Test run with / { st_failed++ }
    /^(➜|↪|􀙟) Test .* skipped/ { st_skipped++ }
    /^Test Suite .* (passed|failed) at / { xc_line = NR }
    /Executed [0-9]+ tests?, with / && NR == xc_line + 1 {
        xc_total = $2; xc_skipped = 0; xc_failed = 0
        for (i = 1; i <= NF; i++) {
            if ($(i + 1) ~ /^tests?$/ && $(i + 2) == "skipped") xc_skipped = $i
            if ($(i + 1) ~ /^failures?$/) xc_failed = $i
        }
    }
    END {
        if (!st_seen) { print "none"; exit }
        failed = st_failed + xc_failed
        skipped = st_skipped + xc_skipped
        passed = st_total - st_failed - st_skipped + xc_total - xc_failed - xc_skipped
        printf "%d passed, %d failed, %d skipped", passed, failed, skipped
    }' "$log")
if [ "$summary" = "none" ]; then
    echo "tests: no test run finished (swift test exited with status $status); see $log"
    exit $((status == 0 ? 1 : status))
fi
echo "tests: $summary (full log: $log)"
exit "$status"
