import Foundation
import IBModel
import Testing

@testable import SbgenCore

/// IB files whose outputs would have one path (`Main.storyboard` and `Main.xib`; names equal but for
/// case or Unicode form, one file on APFS) get distinct outputs, the same whatever the scan order.
@Suite struct OutputCollisionTests {
    @Test func everyOutputPathIsUnique() throws {
        let decomposed = "Cafe\u{301}.xib"
        let precomposed = "Caf\u{E9}.xib"
        let files = [
            "Main.storyboard": FlowMethodNameTests.storyboard("A"),
            "Main.xib": MigrateFixtures.controllerXib("XibController"),
            "main.xib": MigrateFixtures.controllerXib("LowerController"),
            "Other.xib": MigrateFixtures.controllerXib("OtherController"),
        ]
        let project = try MigrateFixtures.project(files)
        defer { try? FileManager.default.removeItem(at: project) }
        // Not through the dictionary: the two names are one String key.
        for (name, owner) in [(decomposed, "DecomposedController"), (precomposed, "PrecomposedController")] {
            try MigrateFixtures.controllerXib(owner).write(
                toFile: project.path + "/" + name, atomically: false, encoding: .utf8)
        }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        // Compared by their bytes: the two Cafés are equal Strings.
        func outputs(_ path: String) -> [[UInt8]]? {
            result.report.files.first { $0.path.utf8.elementsEqual(path.utf8) }?.outputs.map { Array($0.utf8) }
        }
        func bytes(_ paths: String...) -> [[UInt8]] { paths.map { Array($0.utf8) } }
        #expect(outputs("Main.storyboard") == bytes("Swift/Main+Flow.swift", "Swift/Main+LoadView.swift"))
        #expect(outputs("Main.xib") == bytes("Swift/Main+Xib+LoadView.swift"))
        #expect(outputs("main.xib") == bytes("Swift/main+Xib2+LoadView.swift"))
        #expect(outputs(decomposed) == bytes("Swift/Cafe\u{301}+LoadView.swift"))
        #expect(outputs(precomposed) == bytes("Swift/Caf\u{E9}+2+LoadView.swift"))
        #expect(outputs("Other.xib") == bytes("Swift/Other+LoadView.swift"))
        // Each view code in its own file: the storyboard's is not overwritten by the xib's.
        func contents(_ path: String) -> String? { result.files.first { $0.path == path }?.contents }
        #expect(contents("Swift/Main+LoadView.swift")?.contains("extension ListViewController") == true)
        #expect(contents("Swift/Main+Xib+LoadView.swift")?.contains("extension XibController") == true)
        // No two outputs are one file on a case- and normalization-insensitive volume.
        let paths = result.files.map(\.path)
        #expect(Set(paths.map { $0.lowercased() }).count == paths.count)
        // Same kind, same name but for case or Unicode form: the derived Swift names clash.
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(
            warnings == [
                "\(precomposed):1:1: warning: same name as \(decomposed) but for case or Unicode form: one file on a "
                    + "case-insensitive volume; its outputs are Swift/Caf\u{E9}+2+…; the Swift names sbgen derives "
                    + "from the file name clash: rename one",
                "main.xib:1:1: warning: same name as Main.xib but for case or Unicode form: one file on a "
                    + "case-insensitive volume; its outputs are Swift/main+Xib2+…; the Swift names sbgen derives "
                    + "from the file name clash: rename one",
            ])
    }

    /// Decided on the set of paths, not their order; a file's own stem is reserved before any other
    /// file is renamed (`Main+Xib.storyboard` keeps `Main+Xib`).
    @Test func stemsDoNotDependOnOrder() {
        let paths = ["a/Main.xib", "a/Main.storyboard", "a/Main+Xib.storyboard", "A/Main.storyboard", "b/Main.xib"]
        let expected = [
            "a/Main.xib": "Swift/a/Main+Xib2", "a/Main.storyboard": "Swift/a/Main+2",
            "a/Main+Xib.storyboard": "Swift/a/Main+Xib", "A/Main.storyboard": "Swift/A/Main",
            "b/Main.xib": "Swift/b/Main",
        ]
        for order in [paths, paths.reversed(), paths.sorted()] {
            let stems = Migrator.outputStems(order).map(\.stem)
            #expect(Dictionary(uniqueKeysWithValues: zip(order, stems)) == expected)
        }
    }
}
