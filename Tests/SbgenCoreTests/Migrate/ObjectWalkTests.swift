import Foundation
import IBModel
import IBParser
import Testing

@testable import SbgenCore

/// The in-place walk and what `migrate` reads with it give what `IBDocument.forEachObject` gives, and
/// the byte-level helpers of the migrate passes agree with the String operations they replace.
@Suite struct ObjectWalkTests {
    /// Two corpus projects with storyboards and xibs (the first ones by name that have both).
    static func corpusDocuments() throws -> [IBDocument] {
        var documents: [IBDocument] = []
        for project in CorpusMigrationTests.projects {
            let files = try ProjectScanner.scan(project).ibFiles
            let parsed = files.compactMap { try? IBDocumentParser().parse(path: project + "/" + $0) }
            guard parsed.contains(where: { $0.kind == .storyboard }), parsed.contains(where: { $0.kind == .xib })
            else { continue }
            documents += parsed
            if documents.count > 20 { break }
        }
        return documents
    }

    @Test func walksTheObjectsOfForEachObjectInItsOrder() throws {
        let documents = try Self.corpusDocuments()
        #expect(documents.count > 20)
        for document in documents {
            var expected: [String] = []
            document.forEachObject { expected.append("\($0.element) \($0.position) \($0.id ?? "-")") }
            var walked: [String] = []
            ObjectWalk.forEach(in: document) {
                walked.append("\($0.pointee.element) \($0.pointee.position) \($0.pointee.id ?? "-")")
            }
            #expect(walked == expected, "\(document.path)")
            #expect(!walked.isEmpty, "\(document.path)")
        }
    }

    @Test func scanReadsWhatTheObjectsHold() throws {
        for document in try Self.corpusDocuments() {
            var classes: Set<String> = []
            var positions = ElementCounter.Positions()
            var segueLines: Set<Int> = []
            document.forEachObject { object in
                if let custom = object.customClass { classes.insert(MigrationNaming.unqualified(custom)) }
                if ElementCounter.isView(object.element) {
                    positions.views.append(EmittedElements.key(object.position))
                }
                for constraint in object.constraints where !constraint.isPlaceholder {
                    positions.constraints.append(EmittedElements.key(constraint.position))
                }
                for connection in object.connections {
                    switch connection.kind {
                    case .outlet, .outletCollection: positions.outlets.append(EmittedElements.key(connection.position))
                    case .action: positions.actions.append(EmittedElements.key(connection.position))
                    case .segue: segueLines.insert(connection.position.line)
                    case .binding, .other: break
                    }
                }
            }
            let scan = DocumentScan(document)
            #expect(Set(scan.customClasses) == classes, "\(document.path)")
            #expect(zip(scan.customClasses, scan.customClasses.dropFirst()).allSatisfy { $0 != $1 })
            #expect(scan.positions.views == positions.views, "\(document.path)")
            #expect(scan.positions.constraints == positions.constraints, "\(document.path)")
            #expect(scan.positions.outlets == positions.outlets, "\(document.path)")
            #expect(scan.positions.actions == positions.actions, "\(document.path)")
            #expect(scan.segueLines == segueLines, "\(document.path)")
        }
    }

    @Test func lineSetHoldsExactlyItsLines() {
        let lines = [0, 1, 63, 64, 65, 127, 128, 5000, -3, 1 << 30]
        let set = ElementCounter.LineSet(lines)
        for line in lines { #expect(set.contains(line), "\(line)") }
        for line in [2, 62, 66, 126, 129, 4999, 5001, 100_000, -1, -4, (1 << 30) + 1, 1 << 24] {
            #expect(!set.contains(line), "\(line)")
        }
        #expect(!ElementCounter.LineSet([]).contains(0))
    }

    @Test func asciiTestLooksAtEveryByte() {
        for text in ["", "a", "Main.storyboard", "a\u{7F}", String(repeating: "x", count: 100)] {
            #expect(text.isASCIIOnly, "\(text)")
        }
        for text in ["é", "a/é", String(repeating: "x", count: 100) + "\u{80}", "\u{301}"] {
            #expect(!text.isASCIIOnly, "\(text)")
        }
    }

    @Test func foldersAreThePathSplitAtSlashesWithoutItsLastPart() {
        let paths = [
            "", "a", "a/b", "App/Base.lproj/Main.storyboard", "/a/b/c", "a//b/", "a/b/", "//", "é/b/c.xib",
            "x/\u{301}/y", "Pods/A B/c",
        ]
        for path in paths {
            #expect(FlowIndex.folders(of: path) == Array(path.split(separator: "/").dropLast()), "\(path)")
        }
        #expect(FlowIndex.folders(of: "App/Base.lproj/Main.storyboard") == ["App", "Base.lproj"])
    }

    @Test func documentNameIsTheModelsName() throws {
        var document = try MigrateFixtures.parse(MigrateFixtures.xib(""), path: "View.xib")
        let paths = [
            "Base.lproj/Main.storyboard", "View.xib", "noext", "a/.hidden", "x.y.z", "dir.d/file", "é/Main.storyboard",
            "a/b/", "", ".xib", "a/b.c/d",
        ]
        for path in paths {
            document.path = path
            #expect(Migrator.documentName(document) == document.name, "\(path)")
        }
        document.path = "App/Base.lproj/Main.storyboard"
        #expect(Migrator.documentName(document) == "Main")
    }
}
