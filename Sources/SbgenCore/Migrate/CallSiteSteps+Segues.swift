import IBModel

/// The segues of a storyboard by identifier, so a `performSegue` of one migrate did not convert
/// (a storyboard reference to another bundle, a custom class) still gets a step at its call.
extension CallSiteSteps {
    /// `identifier` → 1-based line of each `<segue identifier="…">` in `document` (the first when repeated).
    static func segueLines(_ document: IBDocument) -> [String: Int] {
        var lines: [String: Int] = [:]
        func visit(_ object: IBObject) {
            for connection in object.connections where connection.element == "segue" {
                if let identifier = connection.identifier, lines[identifier] == nil {
                    lines[identifier] = connection.position.line
                }
            }
            for child in object.children { visit(child) }
        }
        for object in document.scenes.flatMap(\.members) + document.objects { visit(object) }
        return lines
    }

    /// The step for a `performSegue` no generated method replaces: the segue exists in `target`
    /// at `line` but was not converted (its warning there says why).
    static func unconvertedSegueStep(_ site: CallSiteScanner.CallSite, _ target: Targets, line: Int) -> String {
        "`\(site.call)` performs segue \"\(site.name)\" (\(target.path):\(line)), which migrate did not convert "
            + "(see the TODO there): keep the storyboard for this controller, or present its destination in code; "
            + "without the storyboard UIKit throws here"
    }
}
