import Foundation
import IBModel
import IBParser

/// Temporary project folders and parsed snippets for the migrate tests.
enum MigrateFixtures {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func temporaryFolder(_ name: String = "project") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-migrate-\(name)-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `files` (relative path → text) under a new temporary folder.
    static func project(_ files: [String: String]) throws -> URL {
        let folder = try temporaryFolder()
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// A minimal iOS xib with `objects` inside `<objects>`.
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// File's Owner of `ownerClass`, with a `view` outlet to a top-level view when `connected`.
    static func controllerXib(_ ownerClass: String, connected: Bool = true) -> String {
        xib(
            """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(ownerClass)">
                        <connections>
                            \(connected ? #"<outlet property="view" destination="v1" id="o1"/>"# : "")
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="v1"/>
            """)
    }

    /// Parses IB text as if read from `path`.
    static func parse(_ text: String, path: String) throws -> IBDocument {
        let folder = try temporaryFolder("parse")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        var document = try IBDocumentParser().parse(path: url.path)
        document.path = path
        return document
    }
}
