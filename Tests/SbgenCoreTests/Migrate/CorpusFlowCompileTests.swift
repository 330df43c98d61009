import Foundation
import IBModel
import IBParser
import SbgenCore
import SurfaceHarness
import Testing

/// The storyboard flow generated for every iOS project of the corpus type-checks against the UIKit
/// surface (Swift 6, strict concurrency, warnings as errors), with stand-ins for the project's classes.
/// The only errors allowed name a UIKit class the surface does not model (the fact sheet lists what
/// generators use, not all of UIKit).
@Suite struct CorpusFlowCompileTests {
    static let surfaceModules: Set<String> = ["UIKit", "WebKit", "MapKit", "AVKit", "SwiftUI"]

    @Test func flowsTypeCheck() throws {
        var checked = 0
        for project in CorpusMigrationTests.projects {
            let result = try Migrator.migrate(MigrationOptions(project: project, dryRun: true, viewCode: .none))
            let flows = result.files.filter { $0.path.hasSuffix("+Flow.swift") }
            guard !flows.isEmpty else { continue }
            var builder = StandInBuilder()
            var uiKitOnly = true
            for file in try ProjectScanner.scan(project).ibFiles {
                guard let document = try? IBDocumentParser().parse(path: project + "/" + file) else { continue }
                if document.kind == .storyboard, document.platform != .iOS, document.platform != .tvOS {
                    uiKitOnly = false
                }
                builder.add(document)
            }
            guard uiKitOnly else { continue }
            var imports: Set<String> = []
            var body = ""
            for file in flows {
                for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                    // The app's other modules: their classes are among the stand-ins, compiled in one module here.
                    if line.hasPrefix("import ") {
                        if Self.surfaceModules.contains(String(line.dropFirst("import ".count))) {
                            imports.insert(String(line))
                        }
                    } else {
                        body += line + "\n"
                    }
                }
            }
            let source = builder.source() + "\n" + imports.sorted().joined(separator: "\n") + "\n" + body
            let errors = try SurfaceCompiler.shared.typecheck(source: source, platform: .iOS).map { "\($0)" }
                .filter { $0.contains("error:") }
            let unexpected = errors.filter { !$0.contains("cannot find type 'UI") && !$0.contains("cannot find 'UI") }
            #expect(unexpected.isEmpty, "\(project): \(unexpected.prefix(5))")
            checked += 1
        }
        print("corpus flows type-checked: \(checked) projects")
        #expect(checked > 10 || CorpusMigrationTests.projects.isEmpty)
    }
}
