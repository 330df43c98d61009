import Foundation
import Testing

@testable import SbgenCore

@Suite struct ProjectScannerTests {
    /// A project of plain folders: hidden, dependency, build and bundle folders, a folder named like
    /// a plist, the output folder, sources, files sbgen does not read.
    static func plainProject() throws -> URL {
        let project = try MigrateFixtures.project([
            "App/Base.lproj/Main.storyboard": "", "App/Views/Cell.xib": "", "App/Info.plist": "",
            "App/Widget-Info.plist": "", "App/Settings.plist": "", "App/AppDelegate.swift": "", "App/Legacy.m": "",
            "App/Legacy.h": "", "Pods/Lib/Pod.swift": "", "Pods.swift": "", "App/notes.txt": "",
            "App/.hidden/Hidden.xib": "", "Pods/Lib/Pod.xib": "",
            "build/Built.xib": "", "App/Compiled.storyboardc/Inner.xib": "", "Deep/A/B/C/D/Deep.xib": "",
            "Odd/Info.plist/Inside.xib": "", "sbgen-migration/Info/App/Info.plist": "", "Top.xib": "",
            "App.xcodeproj/project.pbxproj": "", "App.xcodeproj/xcuserdata/notes.pbxproj": "", "project.pbxproj": "",
        ])
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("Empty/Folder"), withIntermediateDirectories: true)
        return project
    }

    /// Without links, the walk on all cores finds exactly what the walk one folder after another finds.
    @Test func linkFreeWalkFindsWhatTheSerialWalkFinds() throws {
        let project = try Self.plainProject()
        defer { try? FileManager.default.removeItem(at: project) }
        let root = project.standardizedFileURL.path
        let excluded: Set<String> = [root + "/sbgen-migration"]
        var expected = ProjectScanner.Scan(
            ibFiles: [
                "App/Base.lproj/Main.storyboard", "App/Views/Cell.xib", "Deep/A/B/C/D/Deep.xib",
                "Odd/Info.plist/Inside.xib", "Top.xib",
            ],
            plists: ["App/Info.plist", "App/Settings.plist", "App/Widget-Info.plist"],
            sources: ["App/AppDelegate.swift", "App/Legacy.h", "App/Legacy.m", "Pods.swift"])
        expected.xcodeProjects = ["App.xcodeproj/project.pbxproj"]
        #expect(ProjectScanner.scanWithoutLinks(root: root, excluded: excluded) == expected)
        #expect(try ProjectScanner.walk(root, project: project.path, excluded: excluded) == expected)
        #expect(try ProjectScanner.scan(project.path, excluding: [root + "/sbgen-migration"]) == expected)
        // Not excluded, the output folder's plist copy is found.
        #expect(
            ProjectScanner.scanWithoutLinks(root: root, excluded: [])?.plists
                == [
                    "App/Info.plist", "App/Settings.plist", "App/Widget-Info.plist",
                    "sbgen-migration/Info/App/Info.plist",
                ])
    }

    /// A link the walk would look at hands the project to the serial walk, which follows it; links in
    /// folders never walked (hidden, dependencies) do not.
    @Test func aLinkHandsTheProjectToTheSerialWalk() throws {
        let project = try Self.plainProject()
        defer { try? FileManager.default.removeItem(at: project) }
        let root = project.standardizedFileURL.path
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: root + "/Pods/Link.xib", withDestinationPath: "../Top.xib")
        #expect(ProjectScanner.scanWithoutLinks(root: root, excluded: []) != nil)
        try manager.createSymbolicLink(atPath: root + "/Deep/Shortcut", withDestinationPath: "A/B")
        #expect(ProjectScanner.scanWithoutLinks(root: root, excluded: []) == nil)
        // The serial walk reads the folder once, under whichever path it reaches first.
        let scan = try ProjectScanner.scan(project.path)
        #expect(scan.ibFiles.filter { $0.hasSuffix("/Deep.xib") }.count == 1)
        #expect(
            scan.ibFiles.filter { !$0.hasSuffix("/Deep.xib") }
                == ["App/Base.lproj/Main.storyboard", "App/Views/Cell.xib", "Odd/Info.plist/Inside.xib", "Top.xib"])
        #expect(ProjectScanner.scanWithoutLinks(root: root + "/missing", excluded: []) == nil)
    }
}
