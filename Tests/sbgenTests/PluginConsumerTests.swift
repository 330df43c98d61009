import Foundation
import SbgenCore
import TestSupport
import Testing

/// Builds `Tests/PluginConsumer` — a package that applies sbgen's build-tool plugin to a target with
/// storyboards and xibs (including `Base.lproj`/`fr.lproj` copies of one storyboard, with its own
/// `sbgen.json`) and to a target using the default built-in templates — with
/// `swift build`, and checks incremental behaviour: a second build runs nothing; touching one
/// storyboard reruns sbgen but rewrites no unchanged output and recompiles nothing; edits of
/// `sbgen.json` take effect (an added or removed output after one build that asks for another, as
/// SwiftPM plans before it builds). It also runs the command plugins, `sbgen` and `sbgen-write`.
/// Slow the first time (it builds sbgen from source); `SBGEN_SKIP_PLUGIN_TEST=1` skips it. After a change
/// to `Plugins/` that changes the commands' declared inputs, SwiftPM may still use its cached build plan
/// for one run of this test in the same scratch folder (`.build/plugin-consumer`); delete it to start clean.
@Suite(.serialized) struct PluginConsumerTests {
    static let enabled = ProcessInfo.processInfo.environment["SBGEN_SKIP_PLUGIN_TEST"] != "1"
    static let package = GoldenFile.repositoryRoot.appendingPathComponent("Tests/PluginConsumer")
    static let scratch = GoldenFile.repositoryRoot.appendingPathComponent(".build/plugin-consumer")
    static let outputs = scratch.appendingPathComponent("plugins/outputs/pluginconsumer/App/destination/SbgenPlugin")
    static let screensOutputs = scratch.appendingPathComponent(
        "plugins/outputs/pluginconsumer/Screens/destination/SbgenPlugin")

    /// The per-input outputs the plugin must declare: named from each input's path in the target.
    static let expectedOutputs = [
        "Base.lproj_Main.storyboard+files.swift", "Base.lproj_Settings.storyboard+files.swift",
        "Cells_IngredientCell.xib+files.swift", "ProfileViewController.xib+files.swift", "Replan", "Summary.swift",
        "fr.lproj_Main.storyboard+files.swift",
    ]

    @Test(.enabled(if: enabled)) func buildsOnceThenRunsNothing() throws {
        // Start from no outputs, so the first build has to run every sbgen command.
        try? FileManager.default.removeItem(at: Self.scratch.appendingPathComponent("plugins/outputs"))
        var first = try Self.build()
        if first.status != 0 {
            // SwiftPM can plan with a stale source list of a path dependency (sbgen) that gained a file since
            // the last build in this scratch folder; the next build plans afresh. A real failure fails twice.
            first = try Self.build()
        }
        if first.status != 0 {
            // Still a stale plan (several changes since): start from an empty scratch folder.
            try? FileManager.default.removeItem(at: Self.scratch)
            first = try Self.build()
        }
        #expect(first.status == 0, "\(first.log)")
        #expect(
            first.sbgenCommands == [
                "sbgen: generating files, summary for App",
                "sbgen: generating scenes, segues, reuse-identifiers, nibs for Screens",
            ])
        #expect(try Self.outputNames() == Self.expectedOutputs)  // Legacy/ is excluded by App's sbgen.json
        // The plugin passed the package's `platforms:` minimum (`.iOS(.v15)`) as the deployment target.
        let summary = try String(contentsOf: Self.outputs.appendingPathComponent("Summary.swift"), encoding: .utf8)
        #expect(summary.contains("public static let iOSDeploymentTarget = \"15.0\""), "\(summary)")
        // Screens has no sbgen.json: one file per default built-in template, which compiled (with
        // Screens/Classes.swift using each of them) against the UIKit surface.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: Self.screensOutputs.path).sorted() == [
                "Replan", "Screens+nibs.swift", "Screens+reuse-identifiers.swift", "Screens+scenes.swift",
                "Screens+segues.swift",
            ])

        var second = try Self.build()
        var relinks = 0
        while second.log.contains("Linking sbgen-tool"), relinks < 2 {
            // After a cold scratch folder, SwiftPM 6.3 links the sbgen executable again on the next build
            // (its plugin-tools build and its main build both write it); a changed executable rightly
            // reruns the commands that use it. Such a build is not "nothing changed": build again.
            relinks += 1
            second = try Self.build()
        }
        #expect(second.status == 0, "\(second.log)")
        #expect(!second.log.contains("Linking sbgen-tool"), "\(second.log)")
        #expect(second.sbgenCommands == [], "\(second.log)")
        #expect(!second.log.contains("Compiling App"), "\(second.log)")

        // Touching one storyboard reruns the commands that read it; since no output's bytes change,
        // no output is rewritten and the module is not recompiled.
        let before = try Self.modificationDates()
        let touched = Self.package.appendingPathComponent("Sources/App/fr.lproj/Main.storyboard")
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: touched.path)
        let third = try Self.build()
        #expect(third.status == 0, "\(third.log)")
        #expect(third.sbgenCommands == ["sbgen: generating files, summary for App"], "\(third.log)")
        // (Screens does not read App's files.)
        #expect(try Self.modificationDates() == before)
        #expect(!third.log.contains("Compiling App"), "\(third.log)")

        // The templates' folder is an input too (includes live there): touching a template file reruns
        // the command of the target that uses a template from that folder, and only that one.
        let template = Self.package.appendingPathComponent("Templates/files.stencil")
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: template.path)
        let afterTemplate = try Self.build()
        #expect(afterTemplate.sbgenCommands == ["sbgen: generating files, summary for App"], "\(afterTemplate.log)")

        // Editing it changes exactly one output; the others keep their bytes and dates.
        let original = try String(contentsOf: touched, encoding: .utf8)
        defer { try? original.write(to: touched, atomically: true, encoding: .utf8) }
        try original.replacingOccurrences(
            of: #"storyboardIdentifier="Nutrition""#, with: #"storyboardIdentifier="Nutrition2""#
        )
        .write(to: touched, atomically: true, encoding: .utf8)
        let fourth = try Self.build()
        #expect(fourth.status == 0, "\(fourth.log)")
        let after = try Self.modificationDates()
        #expect(after.keys.filter { after[$0] != before[$0] } == ["fr.lproj_Main.storyboard+files.swift"])
        let regenerated = try String(
            contentsOf: Self.outputs.appendingPathComponent("fr.lproj_Main.storyboard+files.swift"), encoding: .utf8)
        #expect(regenerated.contains(#""Nutrition2""#))
        try original.write(to: touched, atomically: true, encoding: .utf8)
        #expect(try Self.build().status == 0)
        print(
            "plugin consumer: first build \(first.seconds)s (\(first.sbgenCommands.count) sbgen commands), "
                + "\(relinks) build(s) relinking the tool, then \(second.seconds)s (\(second.sbgenCommands.count)), after touch \(third.seconds)s "
                + "(\(third.sbgenCommands.count), outputs unchanged), after an edit \(fourth.seconds)s (1 output rewritten)"
        )
    }

    /// Edits of App's `sbgen.json`: one that keeps the generated files takes effect in the next build;
    /// one that adds or removes an output stops that build with an error (it was planned before the
    /// edit) and the build after it generates and compiles exactly the new set, stale files removed.
    @Test(.enabled(if: enabled)) func buildsFollowSbgenJSON() throws {
        let config = Self.package.appendingPathComponent("Sources/App/sbgen.json")
        let original = try String(contentsOf: config, encoding: .utf8)
        defer {
            try? original.write(to: config, atomically: true, encoding: .utf8)
            _ = try? Self.buildUntilItSucceeds()
        }
        #expect(try Self.buildUntilItSucceeds().status == 0)

        // A parameter: the same files, new content, at once.
        try original.replacingOccurrences(
            of: #""output": "Summary.swift","#, with: #""output": "Summary.swift", "params": {"note": "Edited."},"#
        ).write(to: config, atomically: true, encoding: .utf8)
        let edited = try Self.build()
        #expect(edited.status == 0, "\(edited.log)")
        #expect(try Self.output("Summary.swift").contains("    /// Edited.\n"))

        // A new output: this build was planned without it.
        let withCount = original.replacingOccurrences(
            of: "      \"trim\": \"smart\"\n    }\n  ]",
            with: "      \"trim\": \"smart\"\n    },\n"
                + "    {\"templatePath\": \"../../Templates/count.stencil\", \"output\": \"Count.swift\", \"trim\": \"smart\"}\n  ]"
        )
        #expect(withCount != original)
        try withCount.write(to: config, atomically: true, encoding: .utf8)
        let added = try Self.build()
        #expect(added.status != 0)
        #expect(
            added.log.contains(
                "\(config.path): error: this build was planned before sbgen.json changed: it now generates Count.swift; "
                    + "build again (SwiftPM plans the next build with the new outputs)\n"), "\(added.log)")
        #expect(!(try Self.compiledSources().contains("Count.swift")))
        let afterAdding = try Self.build()
        #expect(afterAdding.status == 0, "\(afterAdding.log)")
        #expect(try Self.outputNames() == (Self.expectedOutputs + ["Count.swift"]).sorted())
        #expect(try Self.compiledSources().contains("Count.swift"))
        #expect(
            try Self.output("Count.swift").contains("    public static let inputCount = 5\n"))  // Legacy/ excluded
        #expect(try Self.build().sbgenCommands == [])

        // The output removed again: gone from the folder and from the module.
        try original.write(to: config, atomically: true, encoding: .utf8)
        let removed = try Self.build()
        #expect(removed.status != 0)
        #expect(
            removed.log.contains(
                "\(config.path): error: this build was planned before sbgen.json changed: it no longer generates "
                    + "Count.swift; build again (SwiftPM plans the next build with the new outputs)\n"),
            "\(removed.log)")
        let afterRemoving = try Self.build()
        #expect(afterRemoving.status == 0, "\(afterRemoving.log)")
        #expect(try Self.outputNames() == Self.expectedOutputs)
        #expect(!(try Self.compiledSources().contains("Count.swift")))
        #expect(try Self.output("Summary.swift").contains("    /// Every input, in the order sbgen sorts them.\n"))
    }

    /// `swift package sbgen` runs sbgen without permission to write, so it never prompts: read-only
    /// subcommands work and a write is refused with the command that may write; `sbgen-write` writes.
    /// With `--target` and no inputs anywhere, the target's storyboards and xibs are the inputs.
    @Test(.enabled(if: enabled)) func commandPluginsRunSbgen() throws {
        let lint = try Self.swift(["package", "sbgen", "--target", "App", "config", "lint"])
        #expect(lint.status == 0, "\(lint.log)")
        #expect(lint.log.contains("sbgen.json: ok (2 outputs)"), "\(lint.log)")
        // No sbgen.json in play (a template is given): the target's files, Legacy/ included, sorted by
        // name then path as the context sorts documents.
        let summary = try Self.swift([
            "package", "sbgen", "--target", "App", "generate", "--template-path", "../../Templates/summary.stencil",
            "--trim", "smart",
        ])
        #expect(summary.status == 0, "\(summary.log)")
        #expect(
            summary.log.contains(
                """
                    public static let allPaths: [String] = [
                        "Cells/IngredientCell.xib",
                        "Base.lproj/Main.storyboard",
                        "fr.lproj/Main.storyboard",
                        "Legacy/Old.xib",
                        "ProfileViewController.xib",
                        "Base.lproj/Settings.storyboard",
                    ]

                """), "\(summary.log)")
        // App's sbgen.json writes into the target's folder: refused, nothing written.
        let refused = try Self.swift(["package", "sbgen", "--target", "App", "generate"])
        #expect(refused.status != 0)
        // The first refusal gives the command to run; the others only name their files.
        #expect(
            refused.log.contains(
                "PerFile/Base.lproj_Main.storyboard+files.swift: error: not written: this run is read-only "
                    + "(SBGEN_READ_ONLY); 'swift package sbgen' may not write into the package; to write, run "
                    + "'swift package --allow-writing-to-package-directory sbgen-write --target App generate'\n"),
            "\(refused.log)")
        #expect(
            refused.log.contains("\nSummary.swift: error: not written: this run is read-only (SBGEN_READ_ONLY)\n"),
            "\(refused.log)")
        #expect(refused.log.contains("sbgen: 6 errors, 0 warnings\n"), "\(refused.log)")
        let app = Self.package.appendingPathComponent("Sources/App")
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Summary.swift").path))
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("PerFile").path))
        // sbgen-write may write; sbgen.json names no inputs, so they are the target's files, minus its exclude.
        let written = Self.package.appendingPathComponent(".sbgen-command-test")
        defer { try? FileManager.default.removeItem(at: written) }
        let write = try Self.swift([
            "package", "--allow-writing-to-package-directory", "sbgen-write", "--target", "App", "generate",
            "--config", "sbgen.json", "--output-entry", "1", "-o", "../../.sbgen-command-test/Summary.swift",
        ])
        #expect(write.status == 0, "\(write.log)")
        let text = try String(contentsOf: written.appendingPathComponent("Summary.swift"), encoding: .utf8)
        #expect(text.contains("        \"ProfileViewController.xib\",\n"))
        #expect(!text.contains("Legacy"))
        let typo = try Self.swift(["package", "sbgen", "config", "lnt"])
        #expect(typo.status != 0)
        #expect(typo.log.contains("did you mean 'lint'?"), "\(typo.log)")
    }

    /// The plugin keeps its own copy of the naming rules; they must agree with SbgenCore's.
    @Test func pluginNamingMatchesTheLibrary() {
        let paths = [
            "Base.lproj/Main.storyboard", "fr.lproj/Main.storyboard", "Cells/IngredientCell.xib", "a_b/X.xib",
            "a/b_X.xib",
        ]
        #expect(
            OutputNaming.fileNames(forRelativePaths: paths, templateName: "scenes") == [
                "Base.lproj_Main.storyboard+scenes.swift", "fr.lproj_Main.storyboard+scenes.swift",
                "Cells_IngredientCell.xib+scenes.swift", "a_b_X.xib-2+scenes.swift", "a_b_X.xib+scenes.swift",
            ])
        let plugin = try? String(
            contentsOf: GoldenFile.repositoryRoot.appendingPathComponent(
                "Plugins/SbgenPlugin/PluginOutputNaming.swift"),
            encoding: .utf8)
        #expect(
            plugin?.contains(#"names[path] = (count == 1 ? flat : "\(flat)-\(count)") + "+\(templateName).swift""#)
                == true)
    }

    struct Build {
        var status: Int32
        var log: String
        var seconds: Double
        /// The `sbgen: generating …` commands the build ran, sorted.
        var sbgenCommands: [String] {
            log.split(separator: "\n").compactMap { line in
                line.range(of: "sbgen: generating").map { String(line[$0.lowerBound...]) }
            }.sorted()
        }
    }

    static func build() throws -> Build { try swift(["build"]) }

    /// Builds until a build succeeds (at most three): after edits by another test, or a change to
    /// sbgen since the scratch folder was built, the first build may stop and ask for another.
    static func buildUntilItSucceeds() throws -> Build {
        var result = try build()
        for _ in 0..<2 where result.status != 0 { result = try build() }
        return result
    }

    /// The files in App's plugin work folder (its outputs, and the `Replan` folder), sorted.
    static func outputNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: outputs.path).sorted()
    }

    static func output(_ name: String) throws -> String {
        try String(contentsOf: outputs.appendingPathComponent(name), encoding: .utf8)
    }

    /// The file names of App's sources in the last build plan: what the module compiles.
    static func compiledSources() throws -> [String] {
        let list = try String(contentsOf: scratch.appendingPathComponent("debug/App.build/sources"), encoding: .utf8)
        return list.split(separator: "\n").map { String($0.split(separator: "/").last ?? "") }
    }

    /// `swift <subcommand> --package-path Tests/PluginConsumer --scratch-path .build/plugin-consumer …`.
    static func swift(_ arguments: [String]) throws -> Build {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swift", arguments[0], "--package-path", package.path, "--scratch-path", scratch.path]
            + arguments.dropFirst()
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = (Date().timeIntervalSince(start) * 10).rounded() / 10
        return Build(status: process.terminationStatus, log: String(decoding: data, as: UTF8.self), seconds: seconds)
    }

    static func modificationDates() throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: outputs.path) where name.hasSuffix(".swift") {
            let attributes = try FileManager.default.attributesOfItem(atPath: outputs.appendingPathComponent(name).path)
            dates[name] = attributes[.modificationDate] as? Date
        }
        return dates
    }
}
