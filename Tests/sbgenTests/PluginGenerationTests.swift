import Foundation
import TestSupport
import Testing

/// `sbgen generate --plugin-output-dir`, the command SbgenPlugin plans, run directly: the plugin's
/// names, `exclude` applied by sbgen, and what it does when the configuration no longer matches the
/// plan (PluginConsumerTests runs the same through SwiftPM; it is slow and can be skipped).
@Suite struct PluginGenerationTests {
    static let inputs = [
        "App/IngredientCell.xib", "App/Main.storyboard", "App/ProfileViewController.xib", "App/RecipeHeaderView.xib",
        "App/Settings.storyboard",
    ]

    /// A copy of Examples/App and ids.stencil, with `config` as sbgen.json (none when nil).
    static func project(config: String?) throws -> URL {
        let folder = try GenerateConfigTests.project()
        if let config { try GenerateConfigTests.write(config, "sbgen.json", in: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("work/Replan"), withIntermediateDirectories: true)
        return folder
    }

    static func run(
        in folder: URL, planned: [String], templates: [String] = [], digest: String = "0", config: Bool = true
    ) throws -> SbgenProcess.Result {
        var arguments = [
            "generate", "-C", folder.path, "--plugin-output-dir", folder.appendingPathComponent("work").path,
            "--plugin-module", "App", "--plugin-replan-marker", marker(in: folder).path, "--plugin-config-digest",
            digest,
        ]
        if config { arguments += ["--config", folder.appendingPathComponent("sbgen.json").path] }
        arguments += planned.flatMap { ["--plugin-planned", $0] }
        arguments += templates.flatMap { ["--plugin-template", folder.appendingPathComponent($0).path] }
        return try SbgenProcess.run(arguments + ["--"] + inputs, in: folder)
    }

    static func marker(in folder: URL) -> URL { folder.appendingPathComponent("work/Replan/App+SbgenReplan.swift") }

    static func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("work").path).sorted()
    }

    static let config = """
        {"exclude": ["**/*.xib"], "outputs": [
          {"templatePath": "ids.stencil", "output": "PerFile/"},
          {"templatePath": "ids.stencil", "output": "Gen/All.swift", "params": {"prefix": "all"}}]}
        """
    static let planned = ["All.swift", "App_Main.storyboard+ids.swift", "App_Settings.storyboard+ids.swift"]

    @Test func defaultTemplatesAreNamedByModule() throws {
        let folder = try Self.project(config: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["App+nibs.swift", "App+reuse-identifiers.swift", "App+scenes.swift", "App+segues.swift"]
        let result = try Self.run(in: folder, planned: names, digest: "-", config: false)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.files(in: folder) == names + ["Replan"])
        #expect(
            try String(contentsOf: folder.appendingPathComponent("work/App+scenes.swift"), encoding: .utf8)
                .contains("enum StoryboardScene"))
    }

    @Test func configuredOutputsWithExcludeApplied() throws {
        let folder = try Self.project(config: Self.config)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(in: folder, planned: Self.planned, templates: ["ids.stencil"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.files(in: folder) == Self.planned + ["Replan"])
        let all = try String(contentsOf: folder.appendingPathComponent("work/All.swift"), encoding: .utf8)
        #expect(all.hasPrefix("// from App/Main.storyboard\n"))
        #expect(all.hasSuffix("// prefix all\n"))
        #expect(!all.contains(".xib"))
        #expect(!FileManager.default.fileExists(atPath: Self.marker(in: folder).path))
    }

    @Test func aPlanOutOfDateWritesTheNewFilesAsksForAnotherPlanAndFails() throws {
        let folder = try Self.project(config: Self.config)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("sbgen.json").path
        // Planned before the second output was added, and with an output since removed.
        let stale = try Self.run(
            in: folder, planned: ["App_Main.storyboard+ids.swift", "App_Settings.storyboard+ids.swift", "Old.swift"],
            templates: ["ids.stencil"])
        #expect(stale.status == 1)
        #expect(
            stale.stderr
                == "\(config): error: this build was planned before sbgen.json changed: it now generates All.swift "
                + "and no longer generates Old.swift; build again (SwiftPM plans the next build with the new outputs)\n"
                + "sbgen: 1 error, 0 warnings\n")
        #expect(try Self.files(in: folder) == Self.planned + ["Replan"])
        #expect(
            try String(contentsOf: Self.marker(in: folder), encoding: .utf8)
                == "// Written and removed by sbgen: each change makes SwiftPM plan the build again (SbgenPlugin).\n")
        // Each out-of-date run toggles the marker: SwiftPM plans again when a file appears or goes.
        let again = try Self.run(in: folder, planned: Self.planned, templates: [])
        #expect(again.status == 1)
        #expect(
            again.stderr
                == "\(config): error: this build was planned before the templates it reads changed (new: ids.stencil); "
                + "build again (SwiftPM plans the next build with them as inputs)\nsbgen: 1 error, 0 warnings\n")
        #expect(!FileManager.default.fileExists(atPath: Self.marker(in: folder).path))
        // Up to date: nothing to say.
        let current = try Self.run(in: folder, planned: Self.planned, templates: ["ids.stencil"])
        #expect(current.status == 0, "\(current.stderr)")
        #expect(current.stderr == "")
    }

    @Test func namesThatDisagreeWithAnUnchangedConfigurationAreABug() throws {
        let folder = try Self.project(config: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(in: folder, planned: ["App+scenes.swift"], digest: "-", config: false)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "\(folder.appendingPathComponent("work").path): error: SbgenPlugin planned App+scenes.swift but sbgen generates App+nibs.swift, "
                + "App+reuse-identifiers.swift, App+scenes.swift, App+segues.swift; this is a bug in sbgen, please "
                + "report it\nsbgen: 1 error, 0 warnings\n")
        // Planning again would not help: SwiftPM is not asked to.
        #expect(!FileManager.default.fileExists(atPath: Self.marker(in: folder).path))
    }

    /// What the command plugins pass: `--default-input` (the target's files, used when nothing else
    /// names inputs) and `SBGEN_READ_ONLY` (nothing created or replaced; the hint said once).
    @Test func defaultInputsAndReadOnlyRuns() throws {
        let folder = try Self.project(
            config: #"{"outputs": [{"templatePath": "ids.stencil", "output": "Gen/A.swift"}, "#
                + #"{"templatePath": "ids.stencil", "output": "Gen/B.swift"}]}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let defaults = ["--default-input", "App/Main.storyboard", "--default-input", "App/Settings.storyboard"]
        let first = try SbgenProcess.run(["generate"] + defaults, in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let text = try GenerateConfigTests.read("Gen/A.swift", in: folder)
        #expect(text.hasPrefix("// from App/Main.storyboard\n"))
        #expect(text.contains("// from App/Settings.storyboard\n"))
        #expect(!text.contains(".xib"))
        // Inputs on the command line win over the defaults.
        let given = try SbgenProcess.run(
            ["generate", "--config", "sbgen.json", "--output-entry", "0", "-o", "Gen/C.swift"] + defaults
                + ["App/Main.storyboard"], in: folder)
        #expect(given.status == 0, "\(given.stderr)")
        #expect(
            try GenerateConfigTests.read("Gen/C.swift", in: folder)
                == text.components(separatedBy: "// from App/Settings")[0])
        // Read-only: outputs that hold the same bytes are fine; one that would change is refused.
        let hint = ["SBGEN_READ_ONLY": "use the other command"]
        let unchanged = try SbgenProcess.run(["generate"] + defaults, in: folder, environment: hint)
        #expect(unchanged.status == 0, "\(unchanged.stderr)")
        try GenerateConfigTests.write("old", "Gen/A.swift", in: folder)
        try GenerateConfigTests.write("old", "Gen/B.swift", in: folder)
        let refused = try SbgenProcess.run(["generate"] + defaults, in: folder, environment: hint)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "Gen/A.swift: error: not written: this run is read-only (SBGEN_READ_ONLY); use the other command\n"
                + "Gen/B.swift: error: not written: this run is read-only (SBGEN_READ_ONLY)\n"
                + "sbgen: 2 errors, 0 warnings\n")
        #expect(try GenerateConfigTests.read("Gen/A.swift", in: folder) == "old")
    }
}
