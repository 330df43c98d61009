import Testing

@testable import SbgenCore

/// The layouts ``DeclaredMembers`` misread by line (break-it review p4–p8, p53): CRLF files, Allman
/// braces, one-line nested types, inits in block comments, multi-line and all-defaulted inits.
@Suite struct DeclaredMembersTests {
    static func initializers(_ text: String, _ type: String = "A") -> [String] {
        var members = DeclaredMembers()
        members.add(swift: text, file: "A.swift")
        return (members.initializers[type] ?? []).map {
            "\($0.signature) \($0.line)\($0.defaultsAll ? " defaults" : "")"
        }
    }

    static let plain = """
        final class A: UIViewController {
            let name: String
            init(name: String) {
                self.name = name
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func crlfReadsAsLF() {
        let crlf = Self.plain.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(Self.initializers(crlf) == ["init(name:) 3", "init?(coder:) 7"])
        var members = DeclaredMembers()
        members.add(swift: crlf, file: "A.swift")
        #expect(members.superclasses == ["A": "UIViewController"])
    }

    @Test func allmanBraces() {
        let allman = Self.plain.replacingOccurrences(of: "UIViewController {", with: "UIViewController\n{")
        #expect(Self.initializers(allman) == ["init(name:) 4", "init?(coder:) 8"])
    }

    @Test func oneLineNestedTypesAreNotTheClasss() {
        let text = Self.plain.replacingOccurrences(
            of: "    let name: String\n",
            with: "    struct Model { init() {} }\n    struct Style { var inset: Int = 0 }\n")
        #expect(Self.initializers(text) == ["init(name:) 4", "init?(coder:) 8"])
        var members = DeclaredMembers()
        members.add(swift: text, file: "A.swift")
        #expect(members.properties["A"] == nil)
    }

    @Test func blockCommentsAreNotCode() {
        let text = """
            final class A: UIViewController {
                /* Old API:
                init() { super.init(nibName: nil, bundle: nil) }
                */
                init(name: String) { super.init(nibName: nil, bundle: nil) } /* init() */
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(Self.initializers(text) == ["init(name:) 5", "init?(coder:) 6"])
    }

    @Test func multiLineInitializers() {
        let text = Self.plain.replacingOccurrences(
            of: "init(name: String) {", with: "init(\n        name: String\n    ) {")
        #expect(Self.initializers(text) == ["init(name:) 3", "init?(coder:) 9"])
    }

    @Test func allDefaultedParametersCallAsX() {
        let text = Self.plain.replacingOccurrences(
            of: "init(name: String) {", with: #"init(name: String = "guest", count: Int = 1) {"#)
        #expect(Self.initializers(text) == ["init(name:count:) 3 defaults", "init?(coder:) 7"])
        var members = DeclaredMembers()
        members.add(swift: text, file: "A.swift")
        #expect(members.noArgumentInitProblem("A") == nil)
        members = DeclaredMembers()
        members.add(swift: Self.plain, file: "A.swift")
        #expect(
            members.noArgumentInitProblem("A")
                == "`A()` does not compile: A declares `init(name:)` (A.swift:3), `init?(coder:)` (A.swift:7) and no "
                + "`init()`; create it with one of them")
    }
}
