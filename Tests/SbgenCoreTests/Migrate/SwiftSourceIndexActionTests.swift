import Testing

@testable import SbgenCore

/// What ``SwiftSourceIndex`` records of a class's actions: selector name, effective access, declaration, place.
@Suite struct SwiftSourceIndexActionTests {
    @Test func actionsWithTheirAccess() {
        var index = SwiftSourceIndex()
        index.add(
            swift: """
                final class A: UIViewController {
                    @IBAction private func signIn(_ sender: Any) {}
                    @objc private func refresh() {}
                    @objc
                    func reload(_ sender: Any, forEvent event: UIEvent) {}
                    @objc var notAnAction = 0
                    func plain(_ sender: Any) {}
                }
                public extension A {
                    @IBAction func share(_ sender: Any) {}
                    @IBAction fileprivate func hide(_ sender: Any) {}
                }
                """, file: "A.swift")
        let actions = index.actions["A"] ?? [:]
        let summary = actions.values.sorted { $0.line < $1.line }.map {
            "\($0.selector) \($0.access.rawValue) \($0.extensionAccess?.rawValue ?? "-") \($0.line):\($0.column) "
                + $0.declaration
        }
        #expect(
            summary == [
                "signIn(_:) private - 2:5 @IBAction private func signIn(_:)",
                "refresh private - 3:5 @objc private func refresh",
                "reload(_:forEvent:) internal - 4:5 @objc func reload(_:forEvent:)",
                "share(_:) public public 10:5 @IBAction func share(_:)",
                "hide(_:) fileprivate - 11:5 @IBAction fileprivate func hide(_:)",
            ])
    }
}
