#!/usr/bin/env python3
"""The job builder and the report of scripts/check-real-sdk.sh (Python 3 standard library only).

  real-sdk-lane.py prepare --repo DIR --sbgen BIN --tools DIR --corpus DIR --work DIR --sets A,B
      generates Swift for each set into WORK/gen/<set>/ and writes WORK/jobs/<set>.jsonl (the
      batch for typecheck.py) and WORK/meta/<set>.json (what was left out, sbgen's errors, notes,
      which copied file stands for which generated file, generation time).
  real-sdk-lane.py report --work DIR --sets A,B [--json FILE]
      reads WORK/results/<set>.jsonl (typecheck.py --json), WORK/jobs/ and WORK/meta/, prints
      the pass tables, then each failure with its first error: failures of generated code first,
      then failures of the lane itself (the first error sits in a synthesized `standin-*.swift`
      file, is an error the lane causes, or has no location at all). --json writes the results
      with "set" and "failures" ({mode: {"of": "generated" | "lane", "first": error}}) added.
      Exit status 1 when anything failed.

Sets (see docs/Development.md):
  goldens            the Swift goldens of the accessor templates and of the sbgen command tests
  examples-loadview  `sbgen loadview` per IB file of Examples/
  examples-migrate   `sbgen migrate` per Examples/ folder
  corpus-accessors   the four accessor templates per corpus folder and platform (iOS, tvOS, macOS)
  corpus-loadview    `sbgen loadview` per corpus IB file
  corpus-migrate     `sbgen migrate` per corpus folder and commit, split by platform (iOS, tvOS, macOS)
"""
import argparse
import collections
import glob
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time

SETS = ["goldens", "examples-loadview", "examples-migrate", "corpus-accessors", "corpus-loadview", "corpus-migrate"]
MODES = ["swift5", "swift6", "swift6-werror"]
TEMPLATES = ["scenes", "segues", "reuse-identifiers", "nibs"]
EXAMPLES = ["App", "Mac", "MigrationApp", "MigrationLegacyApp"]
DEFAULT_MODULE = "App"


# ---------------------------------------------------------------- IB files

def ib_kind(path):
    """(platform, note): platform "ios" (iOS, iPad and tvOS files; there is no tvOS SDK) or
    "macos"; None with the reason when the lane leaves the file out (legacy, watchOS)."""
    try:
        with open(path, "rb") as f:
            head = f.read(3000).decode("utf-8", "replace")
    except OSError as e:
        return None, "unreadable (%s)" % e
    if re.search(r"<archive\b", head):
        return None, "legacy Xcode 3/4 xib"
    runtime = (re.search(r'targetRuntime="([^"]+)"', head) or [None, ""])[1]
    if runtime == "watchKit":
        return None, "watchOS"
    return ("macos" if runtime.startswith("MacOSX") else "ios"), runtime


def target_family(path, runtime):
    """"ios", "tvos" or "macos": apps of different families are different targets, so the
    per-project sets compile them apart (tvOS code against the iOS SDK)."""
    return "tvos" if runtime == "AppleTV" else ("macos" if runtime.startswith("MacOSX") else "ios")


def sdk_platform(family):
    return "macos" if family == "macos" else "ios"


def ib_files(folder):
    """Every .storyboard/.xib under folder, sorted, skipping hidden folders."""
    found = []
    for d, dirs, files in os.walk(folder, followlinks=True):
        dirs[:] = sorted(x for x in dirs if not x.startswith("."))
        found += [os.path.join(d, f) for f in sorted(files) if f.endswith((".storyboard", ".xib"))]
    return found


# ---------------------------------------------------------------- inline test fixtures

def swift_raw_strings(text):
    """The raw string literals of a piece of Swift source, in order: `#"..."#` and multi-line
    `#\"\"\"...\"\"\"#` (indentation of the closing delimiter stripped, as Swift does)."""
    out = []
    pattern = re.compile(r'#"""\n(.*?)\n([ \t]*)"""#|#"(.*?)"#', re.S)
    for m in pattern.finditer(text):
        if m.group(3) is not None:
            out.append(m.group(3))
        else:
            indent = m.group(2)
            out.append("\n".join(l[len(indent):] if l.startswith(indent) else l for l in m.group(1).split("\n")))
    return out


def swift_function(text, name):
    """The text of `static func name(` up to the next member declaration at the same depth."""
    start = re.search(r"\n    (?:private )?static func %s\(" % re.escape(name), text)
    if not start:
        raise LookupError("static func %s() not found" % name)
    end = re.compile(r"\n    (?:private |@Test|static |func )").search(text, start.end())
    return text[start.start(): end.start() if end else len(text)]


def storyboard_xml(initial, scenes):
    """The storyboard that ContextTestSupport.storyboard / TemplateFixtures.storyboardXML build."""
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
            'toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="%s">\n'
            "    <scenes>\n%s\n    </scenes>\n</document>" % (initial, "\n".join(scenes)))


def write_fixtures(repo, dest):
    """Writes the inline storyboards the template goldens `*-modules` and `*-conflicts` come from
    (SbgenContextTests.main/settings, TemplateFixtures.names/detail) as files:
    dest/modules/{Main,Settings}.storyboard, dest/conflicts/{Base,fr}.lproj/Names.storyboard and
    dest/conflicts/Detail.storyboard."""
    context = open(os.path.join(repo, "Tests/SbgenCoreTests/Context/SbgenContextTests.swift")).read()
    fixtures = open(os.path.join(repo, "Tests/SbgenCoreTests/Templates/TemplateFixtures.swift")).read()
    files = {}
    for func in ["main", "settings"]:
        body = swift_function(context, func)
        m = re.search(r'storyboard\(\s*"(\w+)", initial: "([^"]+)"', body)
        files["modules/%s.storyboard" % m.group(1)] = storyboard_xml(m.group(2), swift_raw_strings(body))
    names = swift_function(fixtures, "names")
    names_xml = storyboard_xml(re.search(r'storyboardXML\(initial: "([^"]+)"', names).group(1), swift_raw_strings(names))
    files["conflicts/Base.lproj/Names.storyboard"] = names_xml
    files["conflicts/fr.lproj/Names.storyboard"] = names_xml
    detail = swift_function(fixtures, "detail")
    m = re.search(r'storyboardXML\(\s*initial: "([^"]+)"', detail)
    files["conflicts/Detail.storyboard"] = storyboard_xml(m.group(1), swift_raw_strings(detail))
    for rel, xml in files.items():
        path = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(xml)


# ---------------------------------------------------------------- stand-ins the lane adds

LOOKUP_SOURCE = """import UIKit

@MainActor func loadResource(_ name: String) -> UIStoryboard { UIStoryboard(name: name, bundle: nil) }
@MainActor func loadResource(_ name: String) -> UINib { UINib(nibName: name, bundle: nil) }
"""

# Errors in generated code that the lane causes, per job: [regex, why]. typecheck.py declares the
# stand-ins of the app's own classes internal, and `publicAccess` output needs them public.
PUBLIC_STANDINS = [r"(declared public because its type|in a public enum uses) .*internal type",
                   "the stand-ins are internal; publicAccess accessors need public classes"]

# Classes that `sbgen migrate`'s launch code extends and that exist only in Swift in a real app.
APP_CLASSES = {
    ("ios", "SceneDelegate"): "class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}",
    ("ios", "AppDelegate"): "class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}",
    ("macos", "AppDelegate"): "@MainActor final class AppDelegate: NSObject, NSApplicationDelegate {}",
}


def custom_classes(ib):
    """customClass values of the IB files."""
    names = set()
    for p in ib:
        with open(p, "rb") as f:
            names |= set(re.findall(r'customClass="([^"]+)"', f.read().decode("utf-8", "replace")))
    return names


def app_delegates(ib):
    """Classes the IB files connect as the application's `delegate` (typecheck.py's stand-ins do
    not conform them to NSApplicationDelegate, which the macOS launch code needs)."""
    import xml.etree.ElementTree as ET
    found = set()
    for p in ib:
        try:
            root = ET.parse(p).getroot()
        except ET.ParseError:
            continue
        by_id = {el.get("id"): el for el in root.iter() if el.get("id")}
        for el in root.iter():
            if el.tag != "application" and el.get("customClass") not in ("NSApplication", "UIApplication"):
                continue
            for outlet in el.iter("outlet"):
                target = by_id.get(outlet.get("destination"))
                if outlet.get("property") == "delegate" and target is not None and target.get("customClass"):
                    if not target.get("customModule") or target.get("customModuleProvider") == "target":
                        found.add(target.get("customClass"))
    return found


def launch_standins(swift, ib, platform, dest):
    """A `standin-app.swift` declaring what the launch code uses and the IB files do not: the
    SceneDelegate/AppDelegate classes, and on macOS the application delegate's conformance. None
    if there is nothing to declare."""
    extended = set()
    for s in swift:
        if "/Launch/" in s or os.path.basename(s) == "main.swift":
            extended |= set(re.findall(r"^extension (\w+)", open(s).read(), re.M))
    declared = custom_classes(ib)
    lines = []
    for name in sorted(extended - declared):
        if (platform, name) in APP_CLASSES:
            lines.append(APP_CLASSES[(platform, name)])
    if platform == "macos":  # the launch code (SbgenMain.swift) assigns it to NSApplication.shared.delegate
        for name in sorted(app_delegates(ib) & extended):
            lines.append("extension %s: NSApplicationDelegate {}" % name)
    if not lines:
        return None
    path = os.path.join(dest, "standin-app.swift")
    with open(path, "w") as f:
        f.write("import %s\n\n%s\n" % ("AppKit" if platform == "macos" else "UIKit", "\n\n".join(lines)))
    return path


# ---------------------------------------------------------------- generation

def safe_name(name):
    """A folder name for a job or project name."""
    return re.sub(r"[^A-Za-z0-9_.@-]", "_", name)


class Builder:
    def __init__(self, a):
        self.a = a
        self.repo = os.path.abspath(a.repo)
        self.sbgen = os.path.abspath(a.sbgen)
        self.corpus = os.path.abspath(a.corpus) if a.corpus else None
        spec = importlib.util.spec_from_file_location("typecheck", os.path.join(a.tools, "typecheck.py"))
        self.typecheck = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(self.typecheck)

    def run(self, args, cwd=None, env=None):
        """Runs sbgen; (exit status, stdout, error lines of stderr: at least one line)."""
        environment = dict(os.environ)
        environment.update(env or {})
        r = subprocess.run([self.sbgen] + args, cwd=cwd or self.repo, env=environment, capture_output=True, text=True)
        lines = r.stderr.strip().splitlines()
        errors = [l for l in lines if ": error: " in l or l.startswith("error:")] or lines[-1:] or [""]
        return r.returncode, r.stdout, errors

    def module_of(self, ib):
        return self.typecheck.infer_module(ib) or DEFAULT_MODULE

    @staticmethod
    def job(name, swift, ib, module, platform=None, **extra):
        j = {"name": name, "swift": swift, "ib": ib, "module": module}
        if platform:
            j["platform"] = platform
        j.update(extra)
        return j

    # Each set returns (jobs, meta); meta has "left_out" (reason -> [inputs]), "not_generated"
    # ([[input, error]]), "no_output" (count of inputs sbgen had nothing to write for), "notes",
    # "renamed" (copied file name -> generated file's own path, per job).

    def set_goldens(self, gen):
        templates = os.path.join(self.repo, "Tests/SbgenCoreTests/Golden/Templates")
        command = os.path.join(self.repo, "Tests/sbgenTests/Golden")
        fixtures = os.path.join(gen, "fixtures")
        meta = {"notes": [], "left_out": {}, "lane_errors": {}}
        write_fixtures(self.repo, fixtures)
        lookup = os.path.join(gen, "standin-lookup.swift")
        with open(lookup, "w") as f:
            f.write(LOOKUP_SOURCE)
        # The inputs of each case of TemplateGoldenTests (cwd, sbgen arguments, environment).
        inputs = {
            "ios": (self.repo, ["Examples/App"]), "macos": (self.repo, ["Examples/Mac"]),
            "modules": (os.path.join(fixtures, "modules"), ["Main.storyboard", "Settings.storyboard"]),
            "conflicts": (os.path.join(fixtures, "conflicts"),
                          ["Base.lproj/Names.storyboard", "fr.lproj/Names.storyboard", "Detail.storyboard"]),
        }
        cases = {
            "ios": ("ios", [], {}), "macos": ("macos", [], {}),
            "publicAccess": ("ios", ["publicAccess"], {}), "enumName": ("ios", ["enumName=Generated"], {}),
            "module": ("ios", ["module=RecipeBook"], {}),
            "ignoreTargetModule": ("ios", ["ignoreTargetModule"], {"PRODUCT_MODULE_NAME": "RecipeBook"}),
            "helpers-none": ("ios", ["helpers=none", "enumName=Second"], {}),
            "modules": ("modules", [], {"PRODUCT_MODULE_NAME": "App"}),
            "conflicts": ("conflicts", [], {}),
            "bundle": ("ios", ["bundle=Bundle.main"], {}),
            "lookupFunction": ("ios", ["lookupFunction=loadResource"], {}),
        }
        jobs = []
        for golden in sorted(glob.glob(os.path.join(templates, "*.swift"))):
            base = os.path.basename(golden)[:-len(".swift")]
            template = next((t for t in TEMPLATES if base.startswith(t + "-")), None)
            case = base[len(template) + 1:] if template else None
            if case not in cases:
                meta["left_out"].setdefault("golden with no known inputs", []).append(base)
                continue
            which, params, env = cases[case]
            cwd, paths = inputs[which]
            args = ["generate", "--template", template] + sum((["--param", p] for p in params), []) + paths
            env = dict({"PRODUCT_MODULE_NAME": ""}, **env)
            swift = [golden]
            if case == "helpers-none":  # the helpers come from a second rendering (TemplateGoldenTests)
                companion = os.path.join(gen, "%s-companion.swift" % template)
                _, out, _ = self.run(args[:3] + ["--param", "bundle=Bundle.main"] + paths, cwd, env)
                with open(companion, "w") as f:
                    f.write(out)
                swift.append(companion)
            self.check_golden(golden, args, cwd, env, meta)
            ib = [os.path.join(cwd, p) for p in paths]
            extra = {"extra_swift": [lookup]} if case == "lookupFunction" else {}
            jobs.append(self.job("Templates/" + base, swift, ib, self.module_of(self.expand(ib)), **extra))
            if "publicAccess" in params:
                meta["lane_errors"]["Templates/" + base] = [PUBLIC_STANDINS]
        # The Swift goldens of the command tests (GenerateCommandTests, LoadViewCommandTests).
        command_cases = {"generate-scenes-Mac-public": (
            ["generate", "--template", "scenes", "--param", "publicAccess", "--param", "enumName=Scenes",
             "--param", "ignoreTargetModule", "Examples/Mac"], {"PRODUCT_MODULE_NAME": "RecipeBookMac"}),
            "loadview-App": (["loadview", "Examples/App"], {})}
        for t in TEMPLATES:
            command_cases["generate-%s-App" % t] = (["generate", "--template", t, "Examples/App"], {"PRODUCT_MODULE_NAME": ""})
        for golden in sorted(glob.glob(os.path.join(command, "*.swift"))):
            base = os.path.basename(golden)[:-len(".swift")]
            if base not in command_cases:
                meta["left_out"].setdefault("golden with no known inputs", []).append("sbgenTests/" + base)
                continue
            args, env = command_cases[base]
            self.check_golden(golden, args, self.repo, env, meta)
            ib = [os.path.join(self.repo, args[-1])]
            jobs.append(self.job("sbgenTests/" + base, [golden], ib, self.module_of(self.expand(ib))))
            if "publicAccess" in args:
                meta["lane_errors"]["sbgenTests/" + base] = [PUBLIC_STANDINS]
        return jobs, meta

    def check_golden(self, golden, args, cwd, env, meta):
        """Notes when sbgen's output for the inputs the lane names differs from the golden."""
        _, out, _ = self.run(args, cwd, env)
        if out != open(golden).read():
            meta["notes"].append("%s differs from `sbgen %s` (stale golden, or the lane names the wrong inputs);"
                                 " the golden was checked as it is" % (os.path.relpath(golden, self.repo), " ".join(args)))

    @staticmethod
    def expand(paths):
        return [f for p in paths for f in (ib_files(p) if os.path.isdir(p) else [p])]

    def loadview_jobs(self, files, root, gen):
        """One job per IB file: `sbgen loadview FILE --output-dir` (run in root, as a user would)."""
        jobs, meta = [], {"left_out": {}, "not_generated": [], "no_output": 0}
        for n, path in enumerate(files):
            rel = os.path.relpath(path, root)
            platform, why = ib_kind(path)
            if platform is None:
                meta["left_out"].setdefault(why, []).append(rel)
                continue
            out = os.path.join(gen, "%04d" % n)
            os.makedirs(out, exist_ok=True)
            module = self.module_of([path])
            status, _, errors = self.run(["loadview", "-q", rel, "--output-dir", out], cwd=root,
                                         env={"PRODUCT_MODULE_NAME": module})
            swift = sorted(glob.glob(os.path.join(out, "*.swift")))
            if not swift:
                if status != 0:
                    meta["not_generated"].append([rel, errors[0]])
                else:
                    meta["no_output"] += 1
                continue
            name = rel + (" (tvOS, iOS SDK)" if why == "AppleTV" else "")
            jobs.append(self.job(name, swift, [path], module, platform))
        return jobs, meta

    def set_examples_loadview(self, gen):
        root = os.path.join(self.repo, "Examples")
        return self.loadview_jobs([f for e in EXAMPLES for f in ib_files(os.path.join(root, e))], root, gen)

    def set_corpus_loadview(self, gen):
        return self.loadview_jobs(ib_files(self.corpus), self.corpus, gen)

    def migrate_jobs(self, projects, gen):
        """`sbgen migrate` per project: [(name, folder, origin)], origin naming the folder in the
        report. A project's outputs are split by the target family (iOS, tvOS, macOS) of the IB
        file each came from (its targetRuntime); launch code goes with the framework it imports. Files are
        copied to one folder per job under unique names (two apps of a folder may both have a
        Main+LoadView.swift)."""
        jobs, meta = [], {"left_out": {}, "not_generated": [], "no_output": 0, "renamed": {}, "notes": []}
        for project, folder, origin in projects:
            out = os.path.join(gen, "out", safe_name(project))
            env = {"PRODUCT_MODULE_NAME": self.module_of(ib_files(folder))}
            status, _, errors = self.run(["migrate", "-q", folder, "--output-dir", out], env=env)
            report_path = os.path.join(out, "migration-report.json")
            if not os.path.exists(report_path):
                meta["not_generated"].append([project, errors[0]])
                continue
            report = json.load(open(report_path))
            groups = collections.defaultdict(lambda: {"swift": [], "ib": []})
            for entry in report["files"]:
                path = os.path.join(folder, entry["path"])
                platform, why = ib_kind(path)
                if platform is None:
                    meta["left_out"].setdefault(why, []).append(origin + "/" + entry["path"])
                    # sbgen's error for a legacy file is expected; the left-out count covers it.
                    errors = [e for e in errors if not e.startswith(entry["path"] + ":")]
                    continue
                family = target_family(path, why)
                groups[family]["ib"].append(path)
                groups[family]["swift"] += [o for o in entry.get("outputs", []) if o.endswith(".swift")]
            for plist in report.get("plists", []):
                for o in plist.get("outputs", []):
                    if o.endswith(".swift"):
                        text = open(os.path.join(out, o)).read()
                        uikit = "tvos" if "tvos" in groups and "ios" not in groups else "ios"
                        groups["macos" if re.search(r"^import AppKit", text, re.M) else uikit]["swift"].append(o)
            if status != 0 and errors:
                meta["notes"].append("sbgen migrate %s exited %d: %s%s" % (
                    project, status, errors[0], " (and %d more errors)" % (len(errors) - 1) if len(errors) > 1 else ""))
            split = len(groups) > 1
            for family, group in sorted(groups.items()):
                if not group["swift"]:
                    meta["no_output"] += 1
                    continue
                platform = sdk_platform(family)
                name = project + (" (%s)" % family if split else "")
                dest = os.path.join(gen, "jobs", safe_name(name))
                os.makedirs(dest, exist_ok=True)
                swift, renamed = [], {}
                counts = collections.Counter(os.path.basename(o) for o in group["swift"])
                for o in sorted(set(group["swift"])):
                    base = os.path.basename(o)
                    unique = base if counts[base] == 1 else o.replace("/", "~")
                    shutil.copyfile(os.path.join(out, o), os.path.join(dest, unique))
                    swift.append(os.path.join(dest, unique))
                    if unique != base:
                        renamed[unique] = o
                if renamed:
                    meta["renamed"][name] = renamed
                extra = {}
                standins = launch_standins([os.path.join(out, o) for o in group["swift"]], group["ib"], platform, dest)
                if standins:
                    extra["extra_swift"] = [standins]
                if "main.swift" in counts:
                    extra["no_parse_as_library"] = True
                jobs.append(self.job(name, swift, group["ib"], self.module_of(group["ib"]), platform, **extra))
        return jobs, meta

    def set_examples_migrate(self, gen):
        return self.migrate_jobs([(e, os.path.join(self.repo, "Examples", e), e) for e in EXAMPLES], gen)

    def set_corpus_migrate(self, gen):
        return self.migrate_jobs(self.corpus_snapshots(gen), gen)

    def corpus_snapshots(self, gen):
        """One project per corpus folder and commit. The corpus keeps each repository's newest
        commit plus older versions of some files at paths the newest commit no longer has
        (corpus/README.md); migrated together, an old copy redeclares what the newest file
        declares, which no checkout of the repository would do. A folder whose files all come
        from one commit (per MANIFEST.tsv; without it, every folder) is migrated in place; else
        each commit's files are copied, at their paths, into a folder of their own, named
        `<folder> @<commit>`, the commit with the most files first."""
        commits = {}
        manifest = os.path.join(self.corpus, "MANIFEST.tsv")
        if os.path.exists(manifest):
            with open(manifest) as f:
                header = f.readline().rstrip("\n").split("\t")
                for line in f:
                    row = dict(zip(header, line.rstrip("\n").split("\t")))
                    commits[row["file"]] = row["commit"]
        projects = []
        for folder in self.corpus_folders():
            origin = os.path.basename(folder)
            by_commit = collections.defaultdict(list)
            for path in ib_files(folder):
                by_commit[commits.get(os.path.relpath(path, self.corpus), "")].append(path)
            if len(by_commit) <= 1:
                projects.append((origin, folder, origin))
                continue
            for commit, files in sorted(by_commit.items(), key=lambda kv: (-len(kv[1]), kv[0])):
                name = "%s @%s" % (origin, commit[:7] or "unlisted")
                snapshot = os.path.join(gen, "snapshots", safe_name(name))
                for path in files:
                    copy = os.path.join(snapshot, os.path.relpath(path, folder))
                    os.makedirs(os.path.dirname(copy), exist_ok=True)
                    shutil.copyfile(path, copy)
                projects.append((name, snapshot, origin))
        return projects

    def corpus_folders(self):
        return [os.path.join(self.corpus, d) for d in sorted(os.listdir(self.corpus))
                if os.path.isdir(os.path.join(self.corpus, d)) and not d.startswith(".")]

    def set_corpus_accessors(self, gen):
        """The four templates over each corpus folder's files of one target family (iOS, tvOS,
        macOS), as four files of one module (default parameters; PRODUCT_MODULE_NAME = the module typecheck.py infers)."""
        jobs, meta = [], {"left_out": {}, "not_generated": [], "no_output": 0, "notes": []}
        for folder in self.corpus_folders():
            project = os.path.basename(folder)
            groups = collections.defaultdict(list)
            for path in ib_files(folder):
                platform, why = ib_kind(path)
                if platform is None:
                    meta["left_out"].setdefault(why, []).append(os.path.relpath(path, self.corpus))
                else:
                    groups[target_family(path, why)].append(path)
            for family, ib in sorted(groups.items()):
                platform = sdk_platform(family)
                name = "%s (%s)" % (project, family)
                module = self.module_of(ib)
                dest = os.path.join(gen, safe_name(name))
                os.makedirs(dest, exist_ok=True)
                swift, errors = [], []
                for t in TEMPLATES:
                    out = os.path.join(dest, t + ".swift")
                    status, _, error = self.run(["generate", "-q", "--template", t, "-o", out] + ib,
                                                env={"PRODUCT_MODULE_NAME": module})
                    if os.path.exists(out):
                        swift.append(out)
                    if status != 0:
                        errors.append("%s: %s" % (t, error[0]))
                if errors:
                    meta["notes"].append("sbgen generate over %s exited non-zero: %s" % (name, "; ".join(errors)))
                if not swift:
                    meta["not_generated"].append([name, "; ".join(errors)])
                    continue
                jobs.append(self.job(name, swift, ib, module, platform))
        return jobs, meta


def prepare(a):
    b = Builder(a)
    for s in a.sets.split(","):
        if s.startswith("corpus-") and not (b.corpus and os.path.isdir(b.corpus)):
            meta, jobs = {"skipped": "no corpus at %s" % a.corpus}, []
        else:
            gen = os.path.join(a.work, "gen", s)
            shutil.rmtree(gen, ignore_errors=True)
            os.makedirs(gen)
            started = time.time()
            jobs, meta = getattr(b, "set_" + s.replace("-", "_"))(gen)
            meta["generation_seconds"] = round(time.time() - started, 1)
        for j in jobs:
            for key in ("swift", "ib", "extra_swift"):
                if key in j:
                    j[key] = [os.path.abspath(p) for p in j[key]]
        os.makedirs(os.path.join(a.work, "jobs"), exist_ok=True)
        os.makedirs(os.path.join(a.work, "meta"), exist_ok=True)
        with open(os.path.join(a.work, "jobs", s + ".jsonl"), "w") as f:
            for j in jobs:
                f.write(json.dumps(j, ensure_ascii=False) + "\n")
        meta["jobs"] = len(jobs)
        with open(os.path.join(a.work, "meta", s + ".json"), "w") as f:
            json.dump(meta, f, ensure_ascii=False, indent=1)
        print("%s: %d jobs generated in %.1f s" % (s, len(jobs), meta.get("generation_seconds", 0)), file=sys.stderr)


# ---------------------------------------------------------------- report

LOCATED = re.compile(r"^(.+?\.swift):(\d+): (error|warning): ")


def classify(result, mode, job, meta):
    """(kind, first error) of a failing mode. kind "generated": an error is located in a
    generated file (first error = the first such one) and the lane does not cause it; "lane":
    every error sits in a lane file (`standin-*.swift`), is caused by the lane (meta's
    `lane_errors` for the job, or an outlet typecheck.py dropped from a stand-in), or has no
    location (typecheck.py could not run the check)."""
    m = result["modes"][mode]
    errors = m.get("all_errors") or [d for d in m.get("first", []) if ": error: " in d] or m.get("first", [])
    if result.get("error"):
        return "lane", "typecheck.py: " + result["error"]
    renamed = meta.get("renamed", {}).get(result["name"], {})
    lane_errors = meta.get("lane_errors", {}).get(result["name"], [])
    lane_first = None
    for e in errors:
        loc = LOCATED.match(e)
        if loc and not os.path.basename(loc.group(1)).startswith("standin-"):
            why = next((w for pattern, w in lane_errors if re.search(pattern, e)), None)
            why = why or dropped_outlet(e, source_line(job, loc.group(1), int(loc.group(2))), result)
            if why is None:
                return "generated", renamed.get(loc.group(1), loc.group(1)) + e[len(loc.group(1)):]
            lane_first = lane_first or "%s  [lane: %s]" % (renamed.get(loc.group(1), loc.group(1)) + e[len(loc.group(1)):], why)
    unseen = m.get("errors", 0) - len(errors)
    more = "  [only the first %d of %d errors seen]" % (len(errors), len(errors) + unseen) if unseen > 0 else ""
    if lane_first:
        return "lane", lane_first + more
    return "lane", (errors[0] if errors else "failed with no diagnostic") + more


def source_line(job, file, line):
    """Line `line` of the job's Swift file named `file` ("" if unknown)."""
    for path in (job or {}).get("swift", []) + (job or {}).get("extra_swift", []):
        if os.path.basename(path) == file and os.path.exists(path):
            lines = open(path).read().split("\n")
            return lines[line - 1] if 0 < line <= len(lines) else ""
    return ""


def dropped_outlet(error, text, result):
    """Why an error is the lane's when it concerns an outlet that typecheck.py dropped from a
    stand-in because the SDK base class has a member of that name with another type (its README,
    Known limits: the stand-in keeps the inherited member, the real class has the outlet's type)."""
    for decl in result.get("dropped_members", []):
        name = (re.search(r"\bvar (\w+):", decl) or [None, None])[1]
        if not name:
            continue
        assigned = re.search(r"cannot (assign|convert) value of type", error) and re.search(r"\b%s\s*=" % name, text)
        if "'%s'" % name in error or assigned:
            return "outlet '%s' was dropped from the stand-in (an SDK member of that name has another type)" % name
    return None


def report(a):
    sets = a.sets.split(",")
    rows, failures, dump = [], {"generated": [], "lane": []}, []
    timings = {}
    if os.path.exists(os.path.join(a.work, "timings.tsv")):
        for line in open(os.path.join(a.work, "timings.tsv")):
            s, seconds = line.split()
            timings[s] = float(seconds)
    extra_lines = []
    for s in sets:
        meta = json.load(open(os.path.join(a.work, "meta", s + ".json")))
        if meta.get("skipped"):
            extra_lines.append("%s: skipped (%s)" % (s, meta["skipped"]))
            continue
        path = os.path.join(a.work, "results", s + ".jsonl")
        results = [json.loads(l) for l in open(path)] if os.path.exists(path) else []
        jobs = {j["name"]: j for j in map(json.loads, open(os.path.join(a.work, "jobs", s + ".jsonl")))}
        passed = collections.Counter()
        lane = collections.Counter()
        for r in results:
            r["set"] = s
            r["failures"] = {}
            dump.append(r)
            by_error = collections.OrderedDict()
            for mode in MODES:
                if mode not in r["modes"]:
                    continue
                if r["modes"][mode]["pass"]:
                    passed[mode] += 1
                    continue
                kind, first = classify(r, mode, jobs.get(r["name"]), meta)
                r["failures"][mode] = {"of": kind, "first": first}
                lane[mode] += kind == "lane"
                by_error.setdefault((kind, first), []).append(mode)
            for (kind, first), modes in by_error.items():
                failures[kind].append((s, r["name"], modes, first))
        # An input sbgen wrote no Swift for, because of an error, fails every mode.
        for name, error in meta.get("not_generated", []):
            failures["generated"].append((s, name, MODES, "sbgen wrote no Swift: " + error))
        rows.append((s, len(results) + len(meta.get("not_generated", [])), passed, lane, meta, timings.get(s)))
    targets = [os.environ.get(v) for v in ("REAL_SDK_IOS_TARGET", "REAL_SDK_MACOS_TARGET")]
    at = " at %s" % " / ".join(t for t in targets if t) if any(targets) else ""
    print("Real-SDK type-check (iOS 26.2 / macOS 15.5%s), passed / total:" % at)
    print()
    width = max([len(r[0]) for r in rows] + [12])
    print("%-*s  %-13s %-13s %-13s  %s" % (width, "set", "swift5", "swift6", "swift6-werror", "time"))
    for s, total, passed, lane, meta, seconds in rows:
        cells = ["%d / %d" % (passed[m], total) for m in MODES]
        spent = meta.get("generation_seconds", 0) + (seconds or 0)
        print("%-*s  %-13s %-13s %-13s  %s" % (width, s, cells[0], cells[1], cells[2], "%.0f s" % spent))
    print()
    print("No error in generated code (passed, or every error is the lane's), clean / total:")
    print()
    print("%-*s  %-13s %-13s %-13s" % (width, "set", "swift5", "swift6", "swift6-werror"))
    for s, total, passed, lane, meta, seconds in rows:
        cells = ["%d / %d" % (passed[m] + lane[m], total) for m in MODES]
        print("%-*s  %-13s %-13s %-13s" % (width, s, cells[0], cells[1], cells[2]))
    for line in extra_lines:
        print(line)
    print()
    for s, total, passed, lane, meta, seconds in rows:
        for why, inputs in sorted(meta.get("left_out", {}).items()):
            print("%s: %d left out: %s (%s)" % (s, len(inputs), why, abbreviate(inputs)))
        if meta.get("no_output"):
            what = "folders (or platform halves of folders)" if s.endswith("-migrate") else "IB files"
            print("%s: %d %s with nothing to generate (no view controller, cell or view that the command converts)"
                  % (s, meta["no_output"], what))
        if meta.get("not_generated"):
            print("%s: %d inputs for which sbgen wrote no Swift (an error; counted as failed, listed below)"
                  % (s, len(meta["not_generated"])))
        for note in meta.get("notes", []):
            print("%s: note: %s" % (s, note))
    for kind, title in [("generated", "Failures of generated code"), ("lane", "Failures of the lane itself")]:
        print()
        print("== %s (%d)" % (title, len(failures[kind])))
        for s, name, modes, first in failures[kind]:
            print("[%s] %s  (%s)" % (s, name, ", ".join(modes)))
            print("    " + first)
    if a.json:
        with open(a.json, "w") as f:
            for r in dump:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return 1 if failures["generated"] or failures["lane"] else 0


def abbreviate(items, limit=3):
    return ", ".join(items[:limit]) + (", ..." if len(items) > limit else "")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0], epilog=__doc__.split("\n", 1)[1],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("prepare")
    for opt in ["--repo", "--sbgen", "--tools", "--work", "--sets"]:
        p.add_argument(opt, required=True)
    p.add_argument("--corpus")
    r = sub.add_parser("report")
    r.add_argument("--work", required=True)
    r.add_argument("--sets", required=True)
    r.add_argument("--json")
    a = ap.parse_args()
    unknown = [s for s in a.sets.split(",") if s not in SETS]
    if unknown:
        ap.error("unknown set(s): %s" % ", ".join(unknown))
    return prepare(a) if a.command == "prepare" else report(a)


if __name__ == "__main__":
    sys.exit(main())
