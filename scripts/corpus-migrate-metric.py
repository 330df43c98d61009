#!/usr/bin/env python3
"""The corpus migrate metric (Python 3 standard library only).

  scripts/corpus-migrate-metric.py SBGEN OUT.json [--blockers iOS|tvOS|macOS]

Runs `SBGEN migrate <app> --dry-run --report json` over each app folder of the corpus
($SBGEN_CORPUS, default ../shared/corpus), two at a time, and prints per platform (MANIFEST.tsv's
target runtime) the IB files whose report has no "not converted" warning, of all the platform's
files (legacy xibs, which migrate refuses, count as not converted). OUT.json gets every file's
warnings. With --blockers, the "not converted" reasons of one platform follow, most frequent first:
files blocked, and files where the reason is the only one (quoted names and numbers folded).
"""
import collections
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def platform(runtime):
    if runtime.startswith("iOS"):
        return "iOS"
    if runtime == "AppleTV":
        return "tvOS"
    return "macOS" if runtime.startswith("Mac") else "watchOS"


def main():
    args = sys.argv[1:]
    blockers = None
    if "--blockers" in args:
        index = args.index("--blockers")
        blockers = args[index + 1]
        del args[index:index + 2]
    if len(args) != 2:
        sys.exit(__doc__)
    binary, out = args
    corpus = os.environ.get("SBGEN_CORPUS", os.path.join(os.path.dirname(__file__), "../../shared/corpus"))
    plat = {}
    with open(os.path.join(corpus, "MANIFEST.tsv"), encoding="utf-8") as manifest:
        for line in manifest.read().splitlines()[1:]:
            columns = line.split("\t")
            plat[columns[0]] = platform(columns[7])
    apps = sorted({path.split("/")[0] for path in plat})

    def run(app):
        result = subprocess.run(
            [binary, "migrate", os.path.join(corpus, app), "--dry-run", "--report", "json", "-q"],
            capture_output=True, text=True)
        try:
            return app, json.loads(result.stdout)
        except json.JSONDecodeError:
            return app, {"files": []}

    with ThreadPoolExecutor(2) as pool:
        reports = dict(pool.map(run, apps))
    files = {}
    for app, report in reports.items():
        for entry in report["files"]:
            files[app + "/" + entry["path"]] = [i for i in entry["items"] if i["severity"] == "warning"]
    with open(out, "w", encoding="utf-8") as handle:
        json.dump(files, handle, indent=0, sort_keys=True)
    total, converted = collections.Counter(), collections.Counter()
    for path, name in plat.items():
        total[name] += 1
        warnings = files.get(path)
        if warnings is not None and not any("not converted" in i["message"] for i in warnings):
            converted[name] += 1
    for name in ["iOS", "tvOS", "macOS"]:
        print(f"{name}: {converted[name]}/{total[name]}")
    if blockers:
        def fold(message):
            message = re.sub(r"'[^']*'", "'X'", message)
            message = re.sub(r'"[^"]*"', '"X"', message)
            return re.sub(r"\d+", "N", message)[:110]
        every, sole = collections.Counter(), collections.Counter()
        for path, warnings in files.items():
            if plat.get(path) != blockers:
                continue
            reasons = {fold(i["message"]) for i in warnings if "not converted" in i["message"]}
            every.update(reasons)
            if len(reasons) == 1:
                sole[next(iter(reasons))] += 1
        for reason, count in every.most_common(40):
            print(f"{count:4d} {sole[reason]:3d}  {reason}")


if __name__ == "__main__":
    main()
