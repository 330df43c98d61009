import Testing

@testable import SbgenCore

/// Which elements count as views, and the names scenes and storyboards get, for every kind of text.
@Suite struct ElementCounterTests {
    @Test func viewsAreNeitherControllersNorNonViews() {
        for element in [
            "view", "label", "button", "imageView", "tableViewCell", "collectionView", "stackView", "Control",
        ] {
            #expect(ElementCounter.isView(element), "\(element)")
        }
        for element in ElementCounter.nonViews.sorted() + [
            "controller", "viewController", "navigationController", "Controller", "xController", "éController",
        ] {
            #expect(!ElementCounter.isView(element), "\(element)")
        }
        // A prepended mark and the `C` make one Character: the name does not end in "Controller".
        #expect(ElementCounter.isView("x\u{600}Controller"))
        #expect(ElementCounter.isView("windowx"))
        #expect(ElementCounter.isView("exit\u{301}"))
    }

    @Test func typeSafeNamesOfAnyText() {
        let cases = [
            ("show-detail.v2", "ShowDetailV2"), ("2fa", "_2fa"), ("main", "Main"), ("", ""), ("--", ""),
            ("aB c", "ABC"), ("café au lait", "CafAuLait"), ("e\u{301}x", "X"), ("Ünïcode", "NCode"), ("9", "_9"),
        ]
        for (text, name) in cases {
            #expect(MigrationNaming.typeSafe(text) == name, "\(text)")
        }
    }
}
