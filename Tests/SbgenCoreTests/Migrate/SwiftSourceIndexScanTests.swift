import Testing

@testable import SbgenCore

/// The layouts of Swift declarations ``SwiftSourceIndex`` reads (issue 19's break-it review of the
/// line scan): each source here was missed or misread by it.
@Suite struct SwiftSourceIndexScanTests {
    static func outlets(_ index: SwiftSourceIndex, _ type: String) -> [String] {
        (index.outletDeclarations[type] ?? [:]).values.flatMap { $0 }.sorted {
            ($0.line, $0.column) < ($1.line, $1.column)
        }
        .map {
            "\($0.name) \($0.setter.rawValue) \($0.line):\($0.column)\($0.conditional ? " #if" : "") \($0.declaration)"
        }
    }

    static func actions(_ index: SwiftSourceIndex, _ type: String) -> [String] {
        (index.actionDeclarations[type] ?? [:]).values.flatMap { $0 }.sorted {
            ($0.line, $0.column) < ($1.line, $1.column)
        }
        .map { "\($0.selector) \($0.access.rawValue) \($0.line):\($0.column) \($0.declaration)" }
    }

    @Test func wrappedHeadersAllmanBracesAndOneLineClasses() {
        var index = SwiftSourceIndex()
        index.add(
            swift: """
                final class ProfileView:
                    UIView,
                    UITextFieldDelegate
                {
                    @IBOutlet private weak var nameLabel: UILabel!
                }
                class Badge: UIView { @IBOutlet private var count: UILabel! }
                public class Chip
                    : UIControl
                {
                    @IBAction private func tap(_ sender: Any) {}
                }
                """, file: "A.swift")
        #expect(index.classes == ["ProfileView", "Badge", "Chip"])
        #expect(Self.outlets(index, "ProfileView") == ["nameLabel private 5:5 @IBOutlet private weak var nameLabel"])
        #expect(Self.outlets(index, "Badge") == ["count private 7:23 @IBOutlet private var count"])
        #expect(Self.actions(index, "Chip") == ["tap(_:) private 11:5 @IBAction private func tap(_:)"])
        #expect(index.superclasses["ProfileView"] == [.init(superclass: "UIView", file: "A.swift")])
        #expect(index.superclasses["Chip"] == [.init(superclass: "UIControl", file: "A.swift")])
        #expect(index.classAccess == ["ProfileView": .internal, "Badge": .internal, "Chip": .public])
    }

    @Test func attributesApartFromTheirDeclarations() {
        var index = SwiftSourceIndex()
        index.add(
            swift: """
                class A: UIViewController {
                    @IBOutlet

                    // the title
                    private weak var titleLabel: UILabel!
                    @IBOutlet
                    @available(iOS 13, *)
                    private(set)
                    var subtitle: UILabel!
                    @MainActor
                    @IBAction
                    /* sign in */
                    private
                    func signIn(
                        _ sender: Any,
                        forEvent event: UIEvent
                    ) {}
                }
                """, file: "A.swift")
        #expect(
            Self.outlets(index, "A") == [
                "titleLabel private 2:5 @IBOutlet private weak var titleLabel",
                "subtitle private 6:5 @IBOutlet @available(iOS 13, *) private(set) var subtitle",
            ])
        #expect(
            Self.actions(index, "A") == [
                "signIn(_:forEvent:) private 11:5 @IBAction private func signIn(_:forEvent:)"
            ])
    }

    @Test func bothBranchesOfAnIfCount() {
        var index = SwiftSourceIndex()
        index.add(
            swift: """
                #if os(iOS)
                class Card: UIView {
                #else
                class Card: NSView {
                #endif
                    #if DEBUG
                    @IBOutlet private var debugLabel: UILabel!
                    #elseif BETA
                    @IBOutlet fileprivate var betaLabel: UILabel!
                    #else
                    @IBOutlet var releaseLabel: UILabel!
                    #endif
                    @IBOutlet private var title: UILabel!
                }
                @IBOutlet var stray: UILabel!
                """, file: "Card.swift")
        #expect(
            Self.outlets(index, "Card") == [
                "debugLabel private 7:5 #if @IBOutlet private var debugLabel",
                "betaLabel fileprivate 9:5 #if @IBOutlet fileprivate var betaLabel",
                "releaseLabel internal 11:5 #if @IBOutlet var releaseLabel",
                "title private 13:5 @IBOutlet private var title",
            ])
        #expect(index.outletDeclarations.keys.sorted() == ["Card"])
        #expect(index.classFiles == ["Card": ["Card.swift"]])
        #expect(
            index.superclasses["Card"] == [
                .init(superclass: "UIView", file: "Card.swift"), .init(superclass: "NSView", file: "Card.swift"),
            ])
    }

    @Test func nestedTypesAreQualified() {
        var index = SwiftSourceIndex()
        index.add(
            swift: """
                enum Cells {
                    @objc(SBCardCell) final class CardCell: UITableViewCell {
                        @IBOutlet private var title: UILabel!
                    }
                    struct Model { var x = 0 }
                }
                class Outer { class Inner: UIView { @IBAction private func tap() {} } }
                extension Outer.Inner { @IBAction fileprivate func hold() {} }
                func make() { class Local: UIView { @IBOutlet var x: UILabel! } }
                """, file: "N.swift")
        #expect(index.classes == ["Cells.CardCell", "Outer", "Outer.Inner"])
        #expect(index.runtimeNames == ["SBCardCell": "Cells.CardCell"])
        #expect(Self.outlets(index, "Cells.CardCell") == ["title private 3:9 @IBOutlet private var title"])
        #expect(
            Self.actions(index, "Outer.Inner") == [
                "tap private 7:37 @IBAction private func tap", "hold fileprivate 8:25 @IBAction fileprivate func hold",
            ])
        #expect(index.outletDeclarations["Local"] == nil)
    }

    @Test func stringsAndCommentsAreNotCode() {
        var index = SwiftSourceIndex()
        index.add(
            swift: #"""
                class A: UIView {
                    let brace = "}"
                    let template = """
                        class Fake: UIView { @IBOutlet private var fake: UILabel! }
                        }}}
                        """
                    let raw = #"a "}" class B {"#
                    let interpolated = "\(["}": 1].count) }"
                    /* } class C: UIView { /* nested } */ } */
                    // } class D {
                    @IBOutlet private var real: UILabel!
                }
                """#, file: "A.swift")
        #expect(index.classes == ["A"])
        #expect(Self.outlets(index, "A") == ["real private 11:5 @IBOutlet private var real"])
    }

    /// Two modules each declare `Cell`: each module's lookup sees its own declaration.
    @Test func sameClassNameInTwoModules() {
        var index = SwiftSourceIndex()
        index.add(
            swift: "class Cell: UITableViewCell { @IBOutlet private var title: UILabel! }", file: "Kit/Cell.swift")
        index.add(swift: "class Cell: UITableViewCell { @IBOutlet var title: UILabel! }", file: "App/Cell.swift")
        index.resolveModules(["App", "Kit"])
        #expect(index.fileModules == ["Kit/Cell.swift": "Kit", "App/Cell.swift": "App"])
        #expect(index.classModules == [:])
        #expect(index.outlet("title", of: "Cell", module: "App")?.outlet.file == "App/Cell.swift")
        #expect(index.outlet("title", of: "Cell", module: "App")?.outlet.setter == .internal)
        #expect(index.outlet("title", of: "Cell", module: "Kit")?.outlet.setter == .private)
        #expect(index.outlet("title", of: "Cell", module: "Other") == nil)
        #expect(index.outlet("title", of: "Cell", module: nil)?.outlet.file == "Kit/Cell.swift")
    }

    /// An outlet or action IB wires to a subclass, declared in a project superclass (or its extension).
    @Test func inheritedThroughTheProjectSuperclasses() {
        var index = SwiftSourceIndex()
        index.add(
            swift: """
                class BaseViewController: UIViewController {
                    @IBOutlet private weak var spinner: UIActivityIndicatorView!
                }
                private extension BaseViewController {
                    @IBAction func retry(_ sender: Any) {}
                }
                class ListViewController: BaseViewController {}
                final class DetailViewController: ListViewController {
                    @IBOutlet var spinner2: UIView!
                }
                """, file: "Base.swift")
        #expect(
            index.chain(of: "DetailViewController", module: nil).map(\.name) == [
                "DetailViewController", "ListViewController", "BaseViewController",
            ])
        let spinner = index.outlet("spinner", of: "DetailViewController", module: nil)
        #expect(spinner?.owner == "BaseViewController")
        #expect(spinner?.outlet.declaration == "@IBOutlet private weak var spinner")
        let retry = index.action("retry(_:)", of: "DetailViewController", module: nil)
        #expect(retry?.owner == "BaseViewController")
        #expect(retry?.action.access == .fileprivate)
        #expect(index.outlet("missing", of: "DetailViewController", module: nil) == nil)
    }
}
