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

    /// Something not converted, or a step to do by hand, at `file:line:column`.
    public struct Item: Sendable, Equatable, Codable, Comparable {
        /// Project-relative: an IB file, an `Info.plist`, or one of the project's `.swift`/`.m` files.
        public var file: String
        /// 1-based; 0 when the item is about the whole file.
        public var line: Int
        /// 1-based, in UTF-8 bytes; 0 when the item is about the whole file.
        public var column: Int
        /// `warning`: not converted; `note`: converted, with a manual step; `error`: the file failed.
        public var severity: String
        public var message: String

        public init(_ diagnostic: Diagnostic) {
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
        }

        /// By file, line, column, severity, message. Field by field, as a tuple compares, without
        /// copying the strings into tuples (every file's items are sorted).
        public static func < (lhs: Item, rhs: Item) -> Bool {
            if lhs.file != rhs.file { return lhs.file < rhs.file }
            if lhs.line != rhs.line { return lhs.line < rhs.line }
            if lhs.column != rhs.column { return lhs.column < rhs.column }
            if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
            return lhs.message < rhs.message
        }
    }

    /// One storyboard or xib.
    public struct File: Sendable, Equatable, Codable {
        /// Project-relative path.
        public var path: String
        /// `storyboard`, or for xibs how UIKit uses it: `controllerView`, `views`, `mainNib`,
        /// `viewOutletMissing`, `empty`; `unreadable` when it did not parse; `launchScreen` for the
        /// launch screen an `Info.plist` names (`UILaunchStoryboardName`), which is neither
        /// converted nor counted.
        public var role: String
        /// For controller xibs: the controller class and how UIKit finds the nib.
        public var owner: String?
        public var counts: Counts
        /// Output files, relative to the output folder.
        public var outputs: [String]
        public var items: [Item]
        /// Why the file is not converted at all, when that is by design (a launch screen).
        public var reason: String?

        public init(
            path: String, role: String, owner: String?, counts: Counts, outputs: [String], items: [Item],
            reason: String? = nil
        ) {
            self.path = path
            self.role = role
            self.owner = owner
            self.counts = counts
            self.outputs = outputs
            self.items = items
            self.reason = reason
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
    /// What was not read, each a warning: symbolic links not followed, `.plist` files that are no
    /// property list (an encrypted `GoogleService-Info.plist`).
    public var skipped: [Item] = []
    /// Outputs edited by hand since sbgen wrote them (``OutputLedger``), by path.
    public var handEdited: [HandEdit] = []
    /// Sum over ``files``.
    public var totals = Counts()

    /// An output (path relative to the output folder) edited by hand since sbgen wrote it.
    public struct HandEdit: Sendable, Equatable, Codable {
        public var path: String
        /// The `NAME.new` the new version went to; nil when it was overwritten (`--force`).
        public var newVersion: String?

        public init(path: String, newVersion: String?) {
            self.path = path
            self.newVersion = newVersion
        }
    }

    public init(project: String) { self.project = project }

    /// Every item of every file and plist, and every file skipped, sorted.
    public var allItems: [Item] { (files.flatMap(\.items) + plists.flatMap(\.items) + skipped).sorted() }

    /// How many manual steps are at calls in the project's own sources (`.swift`, `.m`, `.mm`) that load
    /// the migrated files (``CallSiteSteps``).
    public var callSiteSteps: Int {
        files.reduce(0) { count, file in
            count
                + file.items.count {
                    $0.severity == "note"
                        && ($0.file.hasSuffix(".swift") || $0.file.hasSuffix(".m") || $0.file.hasSuffix(".mm"))
                }
        }
    }

    /// How many items are not converted (errors and warnings) and how many are manual steps (notes).
    public var itemCounts: (open: Int, steps: Int) {
        var notes = 0
        var all = 0
        for items in files.map(\.items) + plists.map(\.items) + [skipped] {
            all += items.count
            notes += items.count(where: { $0.severity == "note" })
        }
        return (all - notes, notes)
    }
}
