import IBModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
            case 11: return !equals("placeholder")
            case 12: return !equals("customObject")
            case 14: return !equals("navigationItem")
            case 21: return !equals("controllerPlaceholder")
            case 25: return !equals("viewControllerLayoutGuide") && !equals("viewControllerPlaceholder")
            default: return true
            }
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

    /// A set of line numbers as bits: ``count(_:lines:viewCode:rendered:notConvertedLines:flow:xibRole:)``
    /// tests the line of every view, constraint, outlet and action, and hashing each for a
    /// `Set<Int>` cost more than the rest of the counting.
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

    /// The counts of `document`, whose elements' lines are `lines`.
    /// - Parameter xibRole: the xib's ``NibResolver/role(of:)`` when already known.
    static func count(
        _ document: IBDocument, lines: Lines, viewCode: ViewCodeProvider.Prepared?, rendered: Bool,
        notConvertedLines: LineSet, flow: FlowGenerator.Output?, xibRole: NibResolver.Role? = nil
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
            switch xibRole ?? NibResolver.role(of: document) {
            case .empty, .viewOutletMissing: counts.xibs = MigrationReport.Count(total: 1, converted: 0)
            default: counts.xibs = MigrationReport.Count(total: 1, converted: hasViewCode ? 1 : 0)
            }
        }
        return counts
    }
}
