import IBModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counts each element kind of a document and how many were converted.
///
/// An element counts as converted when the generated code emitted it (``EmittedElements``): the
/// generators' own record, element by element, not the lines of their warnings.
enum ElementCounter {
    /// Elements that are neither views nor counted separately.
    static let nonViews: Set<String> = [
        "placeholder", "customObject", "viewControllerLayoutGuide", "navigationItem", "viewControllerPlaceholder",
        "controllerPlaceholder", "exit", "window", "application",
    ]

    static func isController(_ element: String) -> Bool {
        element.hasSuffix("Controller") || element == "controller"
    }

    /// Whether an object of `element` counts as a view: neither a controller nor one of ``nonViews``.
    /// Runs for every object, so an ASCII name (every Character one byte) is answered on its bytes
    /// (`memcmp`; the generic `UTF8View` comparisons and a hash per name cost hundreds of
    /// instructions per object).
    static func isView(_ element: String) -> Bool {
        var name = element
        return name.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return true }
            func ends(with word: StaticString) -> Bool {
                word.utf8CodeUnitCount <= bytes.count
                    && memcmp(base + bytes.count - word.utf8CodeUnitCount, word.utf8Start, word.utf8CodeUnitCount) == 0
            }
            func equals(_ word: StaticString) -> Bool {
                word.utf8CodeUnitCount == bytes.count && memcmp(base, word.utf8Start, bytes.count) == 0
            }
            if ends(with: "Controller") {
                // A non-ASCII Character before it could hold the `C` (a prepended mark): ask String.
                guard bytes.count > 10, base[bytes.count - 11] >= 0x80 else { return false }
                return !element.hasSuffix("Controller") && !nonViews.contains(element)
            }
            // No other text equals these ASCII names (none has a letter with a one-scalar equivalent,
            // like K for the Kelvin sign), so only their bytes equal them.
            switch bytes.count {
            case 4: return !equals("exit")
            case 6: return !equals("window")
            case 10: return !equals("controller")
            case 11: return !equals("placeholder") && !equals("application")
            case 12: return !equals("customObject")
            case 14: return !equals("navigationItem")
            case 21: return !equals("controllerPlaceholder")
            case 25: return !equals("viewControllerLayoutGuide") && !equals("viewControllerPlaceholder")
            default: return true
            }
        }
    }

    /// The start tags (``EmittedElements/key(_:)``) of a document's views (objects ``isView(_:)``
    /// accepts), constraints (but placeholders), outlets and outlet collections, and actions; taken
    /// by ``DocumentScan``. They are the totals; what the generated code emitted is converted.
    struct Positions: Sendable {
        var views: [UInt64] = []
        var constraints: [UInt64] = []
        var outlets: [UInt64] = []
        var actions: [UInt64] = []
    }

    /// A set of line numbers as bits: ``UnnamedGaps`` tests the line of every element not converted
    /// against the lines of a file's items, and hashing each for a `Set<Int>` cost more than the test.
    struct LineSet {
        private var words: [UInt64] = []
        /// Lines the bits do not hold (negative or huge ones; never seen in IB files).
        private var others: Set<Int> = []
        private static let maxBitLine = 1 << 24

        init(_ lines: some Sequence<Int>) {
            for line in lines {
                guard line >= 0, line < Self.maxBitLine else {
                    others.insert(line)
                    continue
                }
                let word = line >> 6
                if word >= words.count { words += repeatElement(0, count: word + 1 - words.count) }
                words[word] |= 1 << UInt64(line & 63)
            }
        }

        func contains(_ line: Int) -> Bool {
            guard line >= 0, line < Self.maxBitLine else { return others.contains(line) }
            let word = line >> 6
            return word < words.count && words[word] & (1 << UInt64(line & 63)) != 0
        }
    }

    /// What the code of a file emitted: its view code's (nil when none was written) and what its
    /// flow's factories set.
    static func emitted(viewCode: EmittedElements?, flow: FlowGenerator.Output?) -> EmittedElements {
        var all = viewCode ?? EmittedElements()
        if let flow {
            all.views += flow.emittedViews
            all.actions += flow.emittedActions
            all.outlets += flow.emittedOutlets
        }
        return all
    }

    /// The counts of `document`, whose elements' start tags are `positions`, and the start tags of
    /// the views, constraints, outlets and actions not converted (sorted; for ``UnnamedGaps``).
    ///
    /// Views, constraints, outlets and actions are converted when the generated code emitted them
    /// (their start tag is in `emitted`: the view code's, and the flow's for what its factories set),
    /// and only when the view code was written. A scene is converted when the flow has a factory for
    /// it and, if it has a view, the view code builds it.
    /// - Parameters:
    ///   - emitted: what the view code emitted; nil when no view code was written.
    ///   - xibRole: the xib's ``NibResolver/role(of:)`` when already known.
    static func count(
        _ document: IBDocument, positions: Positions, emitted: EmittedElements?, flow: FlowGenerator.Output?,
        viewFunctions: [String: String], xibRole: NibResolver.Role? = nil
    ) -> (counts: MigrationReport.Counts, missing: Positions) {
        var counts = MigrationReport.Counts()
        var missing = Positions()
        func tally(_ count: inout MigrationReport.Count, _ positions: [UInt64], _ emitted: [UInt64]) -> [UInt64] {
            let (shared, left) = EmittedElements.split(positions, emitted)
            count = MigrationReport.Count(total: positions.count, converted: shared)
            return left
        }
        let all = Self.emitted(viewCode: emitted, flow: flow)
        missing.views = tally(&counts.views, positions.views, all.views)
        missing.constraints = tally(&counts.constraints, positions.constraints, all.constraints)
        missing.outlets = tally(&counts.outlets, positions.outlets, all.outlets)
        missing.actions = tally(&counts.actions, positions.actions, all.actions)
        if let flow {
            counts.segues = MigrationReport.Count(total: flow.segueCount, converted: flow.convertedSegues)
        }
        if document.kind == .storyboard {
            for scene in document.scenes {
                guard let controller = scene.controller, !controller.isStoryboardReference else { continue }
                let needsView = controller.child(key: "view") != nil
                // The Application scene of a macOS storyboard is the launch code's, not the flow's.
                let converted =
                    flow?.factoryScenes.contains(scene.sceneID) == true
                    && (!needsView || (emitted != nil && viewFunctions[scene.sceneID] != nil))
                counts.scenes.total += 1
                if converted { counts.scenes.converted += 1 }
            }
        } else {
            switch xibRole ?? NibResolver.role(of: document) {
            case .empty, .viewOutletMissing: counts.xibs = MigrationReport.Count(total: 1, converted: 0)
            default: counts.xibs = MigrationReport.Count(total: 1, converted: emitted != nil ? 1 : 0)
            }
        }
        return (counts, missing)
    }
}
