import IBModel

/// What `sbgen migrate` converted and what is left to do by hand, per file and in total.
/// Codable: `migration-report.json` is this value; ``markdown()`` renders it for people.
public struct MigrationReport: Sendable, Equatable, Codable {
    /// Converted out of total, for one element kind.
    public struct Count: Sendable, Equatable, Codable {
        public var total: Int = 0
        public var converted: Int = 0

        public init(total: Int = 0, converted: Int = 0) {
            self.total = total
            self.converted = converted
        }

        /// Adds `other` to this count.
        public mutating func add(_ other: Count) {
            total += other.total
            converted += other.converted
        }
    }

    /// The counts of every element kind.
    public struct Counts: Sendable, Equatable, Codable {
        /// Storyboard scenes (storyboard references excluded).
        public var scenes = Count()
        /// Xib files with something to convert.
        public var xibs = Count()
        /// Views, controls, bar items and gesture recognizers (controllers and placeholders excluded).
        public var views = Count()
        /// Auto Layout constraints (IB placeholder constraints excluded).
        public var constraints = Count()
        /// Outlets and outlet collections.
        public var outlets = Count()
        /// Actions.
        public var actions = Count()
        /// Segues, relationship segues included.
        public var segues = Count()

        public init() {}

        /// (name, count) in report order.
        public var rows: [(String, Count)] {
            [
                ("scenes", scenes), ("xibs", xibs), ("views", views), ("constraints", constraints),
                ("outlets", outlets), ("actions", actions), ("segues", segues),
            ]
        }

        /// Adds every count of `other` to this one.
        public mutating func add(_ other: Counts) {
            scenes.add(other.scenes)
            xibs.add(other.xibs)
            views.add(other.views)
            constraints.add(other.constraints)
            outlets.add(other.outlets)
            actions.add(other.actions)
            segues.add(other.segues)
        }
    }

    /// Something not converted, or a step to do by hand, at `file:line`.
    public struct Item: Sendable, Equatable, Codable, Comparable {
        public var file: String
        public var line: Int
        /// `warning`: not converted; `note`: converted, with a manual step; `error`: the file failed.
        public var severity: String
        public var message: String

        public init(_ diagnostic: Diagnostic) {
            file = diagnostic.location.file
            line = diagnostic.location.line
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
        }

        /// By file, line, severity, message. Field by field, as a tuple compares, without copying
        /// the strings into tuples (every file's items are sorted).
        public static func < (lhs: Item, rhs: Item) -> Bool {
            if lhs.file != rhs.file { return lhs.file < rhs.file }
            if lhs.line != rhs.line { return lhs.line < rhs.line }
            if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
            return lhs.message < rhs.message
        }
    }

    /// One storyboard or xib.
    public struct File: Sendable, Equatable, Codable {
        /// Project-relative path.
        public var path: String
        /// `storyboard`, or for xibs how UIKit uses it: `controllerView`, `views`, `mainNib`,
        /// `viewOutletMissing`, `empty`; `unreadable` when it did not parse.
        public var role: String
        /// For controller xibs: the controller class and how UIKit finds the nib.
        public var owner: String?
        public var counts: Counts
        /// Output files, relative to the output folder.
        public var outputs: [String]
        public var items: [Item]

        public init(path: String, role: String, owner: String?, counts: Counts, outputs: [String], items: [Item]) {
            self.path = path
            self.role = role
            self.owner = owner
            self.counts = counts
            self.outputs = outputs
            self.items = items
        }
    }

    /// One `Info.plist`.
    public struct Plist: Sendable, Equatable, Codable {
        public var path: String
        /// The launch keys found (`UIMainStoryboardFile`, `UISceneStoryboardFile (Default Configuration)`…).
        public var launchKeys: [String]
        /// True when the keys were removed (the generated launch code replaces them).
        public var keysRemoved: Bool
        public var outputs: [String]
        public var items: [Item]

        public init(path: String, launchKeys: [String], keysRemoved: Bool, outputs: [String], items: [Item]) {
            self.path = path
            self.launchKeys = launchKeys
            self.keysRemoved = keysRemoved
            self.outputs = outputs
            self.items = items
        }
    }

    /// The project folder as given.
    public var project: String
    public var files: [File] = []
    public var plists: [Plist] = []
    /// Sum over ``files``.
    public var totals = Counts()

    public init(project: String) { self.project = project }

    /// Every item of every file and plist, sorted.
    public var allItems: [Item] { (files.flatMap(\.items) + plists.flatMap(\.items)).sorted() }

    /// How many items are not converted (errors and warnings) and how many are manual steps (notes).
    public var itemCounts: (open: Int, steps: Int) {
        var notes = 0
        var all = 0
        for items in files.map(\.items) + plists.map(\.items) {
            all += items.count
            notes += items.count(where: { $0.severity == "note" })
        }
        return (all - notes, notes)
    }
}
