import Foundation
import IBModel
import IBParser
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// Golden output for AppKit fixtures (scroll views, table views, system colors, bezel styles), their
/// type check against the AppKit surface, and (in `LoadViewAppKitEqualityTests`) their run-time equality.
@Suite("LoadView AppKit golden output")
struct LoadViewAppKitGoldenTests {
    static let cases: [(String, String)] = []

    @Test("Golden output", arguments: cases.map(\.0))
    func golden(name: String) throws {
        let source = Self.cases.first { $0.0 == name }!.1
        let text = try LoadViewFixtures.generate(source, name: "\(name).xib")
        GoldenFile.check(text, against: "Tests/SbgenCoreTests/Golden/LoadView/\(name).swift")
    }

    @Test("Type-checks against the AppKit surface", arguments: cases.map(\.0))
    func compiles(name: String) throws {
        let source = Self.cases.first { $0.0 == name }!.1
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "Fixtures/\(name).xib")
        try LoadViewCompileTests().check(document)
    }
}
