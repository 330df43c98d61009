import Foundation
import IBModel
import IBParser
import SbgenCore
import SurfaceHarness
import Testing

/// The storyboard flow generated for every macOS project of the corpus type-checks against the AppKit
/// surface (Swift 6, strict concurrency, warnings as errors), with a stand-in for each custom controller
/// class. The only errors allowed name an AppKit class the surface does not model.
@Suite struct CorpusMacFlowCompileTests {
    @Test func macFlowsTypeCheck() throws {
        var checked = 0
        var segueMethods = 0
        for project in CorpusMigrationTests.projects {
            let result = try Migrator.migrate(MigrationOptions(project: project, dryRun: true, viewCode: .none))
            // Only the macOS storyboards' flows (`import AppKit`): a project may hold iOS targets too.
            let flows = result.files.filter {
                $0.path.hasSuffix("+Flow.swift") && $0.contents.contains("\nimport AppKit\n")
            }
            guard !flows.isEmpty else { continue }
            var bases: [String: String] = [:]
            for file in try ProjectScanner.scan(project).ibFiles {
                guard let document = try? IBDocumentParser().parse(path: project + "/" + file),
                    document.kind == .storyboard, document.platform == .macOS
                else { continue }
                for scene in document.scenes {
                    guard let controller = scene.controller, let custom = controller.customClass,
                        let name = custom.split(separator: ".").last.map(String.init), !name.hasPrefix("NS")
                    else { continue }
                    bases[name] =
                        bases[name] ?? StandardTypes.resolve(element: controller.element, platform: .macOS).type
                }
            }
            var imports: Set<String> = []
            var body = ""
            for file in flows {
                for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix("import ") { imports.insert(String(line)) } else { body += line + "\n" }
                }
            }
            guard imports == ["import AppKit"] else { continue }  // other modules are not in the surface
            segueMethods += body.components(separatedBy: "let destination = ").count - 1
            // Toolbar items of a custom class, and the actions toolbar items send to the window controller.
            for item in ToolbarStandIns.itemClasses(in: body) where bases[item] == nil { bases[item] = "NSToolbarItem" }
            let standIns = bases.sorted { $0.key < $1.key }.map {
                "class \($0.key): \($0.value) {\n" + ToolbarStandIns.methods(in: body, on: $0.key) + "}"
            }
            let source = "import AppKit\n" + standIns.joined(separator: "\n") + "\n" + body
            let errors = try SurfaceCompiler.shared.typecheck(source: source, platform: .macOS).map { "\($0)" }
                .filter { $0.contains("error:") }
            let unexpected = errors.filter { !$0.contains("cannot find type 'NS") && !$0.contains("cannot find 'NS") }
            #expect(unexpected.isEmpty, "\(project): \(unexpected.prefix(5))")
            checked += 1
        }
        print("corpus macOS flows type-checked: \(checked) projects, \(segueMethods) segue methods")
        #expect(checked > 3 || CorpusMigrationTests.projects.isEmpty)
    }
}
