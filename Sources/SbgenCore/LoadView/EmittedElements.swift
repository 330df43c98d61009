import IBModel

/// What one generated declaration's code creates and connects: the IB start tags (line and column)
/// of the views, constraints, outlets and actions it emitted a statement for.
///
/// `migrate` counts an element as converted when its start tag is here, so the report's counts are
/// what the Swift contains: the children of an element the generator skipped were never reached,
/// and two elements on one line are told apart by their columns. Each position is one `UInt64`
/// (line in the high half, column in the low half), in the order emitted.
public struct EmittedElements: Sendable, Equatable {
    /// Objects given code (created, configured, or reached as a property of their parent):
    /// views, cells, bar button and tab bar items, gesture recognizers, layout guides, sections.
    public var views: [UInt64] = []
    /// `<constraint>`s activated.
    public var constraints: [UInt64] = []
    /// `<outlet>` and `<outletCollection>` connections set.
    public var outlets: [UInt64] = []
    /// `<action>` connections wired.
    public var actions: [UInt64] = []

    public init() {}

    /// `position` as one sortable number: line, then column.
    public static func key(_ position: SourcePosition) -> UInt64 {
        UInt64(UInt32(clamping: position.line)) << 32 | UInt64(UInt32(clamping: position.column))
    }

    /// Adds every position of `other`.
    public mutating func add(_ other: EmittedElements) {
        views += other.views
        constraints += other.constraints
        outlets += other.outlets
        actions += other.actions
    }

    /// How many of `positions` (``key(_:)`` values, in any order, each once) are among `emitted`,
    /// and the others, sorted. Both are sorted copies walked once together: no hashing per element
    /// (the arrays come nearly sorted, document order, which the sort takes in linear time).
    static func split(_ positions: [UInt64], _ emitted: [UInt64]) -> (shared: Int, missing: [UInt64]) {
        guard !positions.isEmpty else { return (0, []) }
        let wanted = positions.sorted()
        guard !emitted.isEmpty else { return (0, wanted) }
        let have = emitted.sorted()
        var shared = 0
        var missing: [UInt64] = []
        var index = 0
        for position in wanted {
            while index < have.count, have[index] < position { index += 1 }
            if index < have.count, have[index] == position {
                shared += 1
            } else {
                missing.append(position)
            }
        }
        return (shared, missing)
    }

    /// `position` as the line and column it was made from.
    static func position(_ key: UInt64) -> SourcePosition {
        SourcePosition(line: Int(key >> 32), column: Int(key & 0xFFFF_FFFF))
    }
}
