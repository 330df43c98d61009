import IBModel

/// Counts each element kind of a document and how many were converted.
///
/// An element counts as converted when code was generated for its file and no warning was reported
/// at its line (the generators report one warning at each element they skip).
enum ElementCounter {
    /// Elements that are neither views nor counted separately.
    static let nonViews: Set<String> = [
        "placeholder", "customObject", "viewControllerLayoutGuide", "navigationItem", "viewControllerPlaceholder",
        "controllerPlaceholder", "exit", "window",
    ]

    static func isController(_ element: String) -> Bool {
        element.hasSuffix("Controller") || element == "controller"
    }

    /// Whether an object of `element` counts as a view: neither a controller nor one of ``nonViews``.
    /// Runs for every object, so an ASCII name (every Character one byte) is answered on its bytes,
    /// and looked up in ``nonViews`` only when it has the length of one of them.
    static func isView(_ element: String) -> Bool {
        let bytes = element.utf8
        if bytes.count >= 10, bytes.suffix(10).elementsEqual("Controller".utf8) {
            // A non-ASCII Character before it could hold the `C` (a prepended mark): ask String.
            guard bytes.count > 10, bytes[bytes.index(bytes.endIndex, offsetBy: -11)] >= 0x80 else { return false }
            return !element.hasSuffix("Controller") && !nonViews.contains(element)
        }
        // No other text equals these ASCII names (none has a letter with a one-scalar equivalent,
        // like K for the Kelvin sign), so a name of another byte length is not among them.
        switch bytes.count {
        case 10: return element != "controller"
        case 4, 6, 11, 12, 14, 21, 25: return !nonViews.contains(element)  // the lengths of `nonViews`
        default: return true
        }
    }

    /// The lines of a document's views (objects ``isView(_:)`` accepts), constraints (but
    /// placeholders), outlets and outlet collections, and actions; taken by ``DocumentScan``.
    struct Lines: Sendable {
        var views: [Int32] = []
        var constraints: [Int32] = []
        var outlets: [Int32] = []
        var actions: [Int32] = []
    }

    /// The counts of `document`, whose elements' lines are `lines`.
    static func count(
        _ document: IBDocument, lines: Lines, viewCode: ViewCodeProvider.Prepared?, rendered: Bool,
        notConvertedLines: Set<Int>, flow: FlowGenerator.Output?
    ) -> MigrationReport.Counts {
        var counts = MigrationReport.Counts()
        let hasViewCode = viewCode != nil && rendered
        func tally(_ count: inout MigrationReport.Count, line: Int, converted: Bool = true) {
            count.total += 1
            if converted, !notConvertedLines.contains(line) { count.converted += 1 }
        }
        func tally(_ count: inout MigrationReport.Count, lines: [Int32]) {
            count.total = lines.count
            count.converted = hasViewCode ? lines.count { !notConvertedLines.contains(Int($0)) } : 0
        }
        tally(&counts.views, lines: lines.views)
        tally(&counts.constraints, lines: lines.constraints)
        tally(&counts.outlets, lines: lines.outlets)
        tally(&counts.actions, lines: lines.actions)
        if let flow {
            counts.segues = MigrationReport.Count(total: flow.segueCount, converted: flow.convertedSegues)
        }
        if document.kind == .storyboard {
            for scene in document.scenes {
                guard let controller = scene.controller, !controller.isStoryboardReference else { continue }
                let needsView = controller.child(key: "view") != nil
                // The Application scene of a macOS storyboard is the launch code's, not the flow's.
                let converted =
                    controller.element != "application" && flow?.plan.factories.isEmpty == false
                    && (!needsView || viewCode?.loadViewFunctions[scene.sceneID] != nil)
                tally(&counts.scenes, line: controller.position.line, converted: converted)
            }
        } else {
            switch NibResolver.role(of: document) {
            case .empty, .viewOutletMissing: counts.xibs = MigrationReport.Count(total: 1, converted: 0)
            default: counts.xibs = MigrationReport.Count(total: 1, converted: hasViewCode ? 1 : 0)
            }
        }
        return counts
    }
}
