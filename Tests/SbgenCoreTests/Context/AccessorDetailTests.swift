import Foundation
import IBModel
import IBParser
import SbgenTemplate
import Testing

@testable import SbgenCore

/// Documents parsed with ``ModelDetail/accessors`` (what `sbgen generate` uses) give exactly the
/// contexts that fully parsed documents give, over every project of the shared corpus.
struct AccessorDetailTests {
    /// Corpus files grouped by project (the corpus's first folder level), so storyboard references
    /// resolve as they do in the project.
    static func projects() -> [[String]] {
        let corpus = CorpusContextGoldenTests.corpus
        guard let walker = FileManager.default.enumerator(atPath: corpus) else { return [] }
        var byProject: [String: [String]] = [:]
        for case let file as String in walker where file.hasSuffix(".storyboard") || file.hasSuffix(".xib") {
            let project = String(file.split(separator: "/").first ?? "")
            byProject[project, default: []].append(corpus + "/" + file)
        }
        return byProject.keys.sorted().map { byProject[$0]!.sorted() }
    }

    @Test func contextsFromAccessorDocumentsEqualContextsFromFullDocuments() throws {
        let projects = Self.projects()
        try #require(!projects.isEmpty, "corpus missing; set SBGEN_CORPUS")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var compared = 0
        for files in projects {
            let full = DocumentLoader.load(files).compactMap { try? $0.get() }
            let skeleton = DocumentLoader.load(files, detail: .accessors).compactMap { try? $0.get() }
            #expect(full.count == skeleton.count, "\(files[0])")
            let (sbgenFull, sbgenFullDiagnostics) = ContextBuilder.sbgen(documents: full)
            let (sbgenSkeleton, sbgenSkeletonDiagnostics) = ContextBuilder.sbgen(documents: skeleton)
            #expect(try encoder.encode(sbgenFull) == encoder.encode(sbgenSkeleton), "sbgen context of \(files[0])")
            #expect(sbgenFullDiagnostics == sbgenSkeletonDiagnostics, "\(files[0])")
            // The shortcut that encodes each document once gives the plain encoding.
            #expect(try sbgenSkeleton.templateValue() == TemplateValue(encoding: sbgenSkeleton), "\(files[0])")
            let (swiftgenFull, swiftgenFullDiagnostics) = ContextBuilder.swiftgen(documents: full)
            let (swiftgenSkeleton, swiftgenSkeletonDiagnostics) = ContextBuilder.swiftgen(documents: skeleton)
            #expect(
                try encoder.encode(swiftgenFull) == encoder.encode(swiftgenSkeleton), "swiftgen context of \(files[0])")
            #expect(swiftgenFullDiagnostics == swiftgenSkeletonDiagnostics, "\(files[0])")
            compared += full.count
        }
        #expect(compared > 900)  // the corpus's legacy and broken files do not parse
    }

    /// The accessor model keeps scene members, segues, reusables and the objects above them; it
    /// drops property elements, constraints, outlets, and objects that hold nothing a context reads.
    @Test func accessorDocumentsKeepObjectsAndSegues() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController storyboardIdentifier="Main" id="vc1" customClass="MainViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <label text="Hello" id="l1"><rect key="frame" x="1" y="2" width="3" height="4"/></label>
                                        <tableView contentMode="scaleToFill" id="t1">
                                            <prototypes>
                                                <tableViewCell reuseIdentifier="Cell" rowHeight="44" id="c1"/>
                                            </prototypes>
                                        </tableView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="l1" firstAttribute="top" secondItem="v1" id="k1"/>
                                    </constraints>
                                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom"/>
                                </view>
                                <connections>
                                    <outlet property="label" destination="l1" id="o1"/>
                                    <segue destination="vc1" kind="show" identifier="again" id="g1"/>
                                </connections>
                            </viewController>
                        </objects>
                        <point key="canvasLocation" x="1" y="2"/>
                    </scene>
                </scenes>
            </document>
            """
        let document = try IBDocumentParser(detail: .accessors).parse(data: Data(xml.utf8), path: "Main.storyboard")
        let controller = try #require(document.scenes.first?.controller)
        #expect(controller.customClass == "MainViewController")
        #expect(controller.connections.map(\.element) == ["segue"])
        #expect(controller.connections.first?.identifier == "again")
        let view = try #require(controller.child(key: "view"))
        #expect(view.properties.isEmpty)
        #expect(view.constraints.isEmpty)
        // The label holds nothing a context reads: a stub; the table view holds a reusable cell.
        #expect(view.subviews.map(\.id) == ["l1", "t1"])
        #expect(view.subviews.first?.properties.isEmpty == true)
        let cell = try #require(view.subviews.last?.children.first)
        #expect(cell.reuseIdentifier == "Cell")
        #expect(cell.container == "prototypes")
        // Unread attributes are dropped; an element keeps one when all of its attributes are unread.
        #expect(cell.attributes["rowHeight"] == nil)
        #expect(view.subviews.last?.attributes.count == 1)
        #expect(document.scenes.first?.properties.isEmpty == true)
    }
}
