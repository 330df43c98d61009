import IBModel

/// Builds the statements of one generated function (a controller's `sbgenLoadView()` or a view's
/// content builder): walks the IB objects below a root, names locals, and collects statements in
/// the order create → configure → hierarchy → constraints → outlets → actions.
final class UnitBuilder {
    let document: IBDocument
    /// The owner object's id (controller, File's Owner, or the built view itself) and how to reach it.
    let ownerID: String?
    let ownerClass: String
    /// Whether the owner's class is a custom class (so `#selector(Owner.method(_:))` can name it).
    let ownerIsCustom: Bool

    // The state below is only ever used by the builder's own methods, one at a time, on one thread:
    // `@exclusivity(unchecked)` leaves out the run-time check of each access (a few percent of a run).

    /// Object id → Swift expression (local name, `self`, `cell.contentView`, `view.safeAreaLayoutGuide`).
    @exclusivity(unchecked) var expressions = IDTable<String>()
    /// Each view's expression → its place in the order the views are made (the tree's reading
    /// order): constraints are written grouped by the view they position, in this order.
    @exclusivity(unchecked) var viewOrder: [String: Int] = [:]
    /// Object id → Swift class of the local, and for views the UIKit class whose IB attributes apply
    /// (the custom class's base): one table, one lookup for both.
    @exclusivity(unchecked) var classes = IDTable<(swift: String, base: String?)>()
    /// Legacy top/bottom layout guides: id → attribute remapping onto the safe area.
    @exclusivity(unchecked) var legacyGuides: [String: [String: String]] = [:]
    /// Names the generated statements use unqualified (controller members) or reserve.
    @exclusivity(unchecked) var usedNames = reservedNames
    /// The names every unit reserves: one table, shared by copy, where a set literal hashed its nine
    /// names again for every builder.
    static let reservedNames = IDTable<Void>(
        ["self", "view", "title", "navigationItem", "tabBarItem", "toolbarItems", "addChild", "rootView", "root"]
            .map { ($0, ()) })
    /// Per base name, the first numeric suffix ``localName(for:)`` has not yet seen taken.
    @exclusivity(unchecked) var nextSuffix = IDTable<Int>()
    @exclusivity(unchecked) var create: [Statement] = []
    @exclusivity(unchecked) var configure: [Statement] = []
    @exclusivity(unchecked) var hierarchy: [Statement] = []
    @exclusivity(unchecked) var constraintStatements: [Statement] = []
    /// The `size classes` group (``sizeClassStatements(installs:)``), made with the constraints.
    @exclusivity(unchecked) var sizeClassCode: [Statement] = []
    @exclusivity(unchecked) var outlets: [Statement] = []
    @exclusivity(unchecked) var actions: [Statement] = []
    /// `bind(_:to:withKeyPath:options:)` calls (AppKit), after the outlets and actions, as the nib
    /// established them.
    @exclusivity(unchecked) var bindings: [Statement] = []
    /// Constraints with the id of the view whose `<constraints>` list holds them.
    @exclusivity(unchecked) var constraints: [(constraint: IBConstraint, owner: String)] = []
    /// Connections with their source object's id, resolved after every object exists.
    @exclusivity(unchecked) var connections: [(connection: IBConnection, source: String)] = []
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
    /// First Responder placeholders: actions sent to them go up the responder chain (`target: nil`).
    @exclusivity(unchecked) var firstResponderIDs: Set<String> = []
    /// The controller whose view this unit's content is built inside (a prototype cell's, also in a
    /// nested content builder): an action to it is sent up the responder chain (`target: nil`), which
    /// reaches it, as UIKit sent it to the controller the storyboard connected when it made the cell.
    @exclusivity(unchecked) var enclosingController: (id: String, className: String)?
    /// Gesture recognizer ids (their actions use `addTarget(_:action:)`).
    @exclusivity(unchecked) var gestureIDs: Set<String> = []
    /// Controller id → class, for embed segue destinations.
    @exclusivity(unchecked) var embeddedControllerClasses: [String: String] = [:]
    /// The UIKit class a controller owner is built on (`tableViewController` → `UITableViewController`),
    /// for the protocols it adopts itself; nil for other owners.
    @exclusivity(unchecked) var ownerBase: String?
    /// Constraint ids the base layout leaves out (`<variation key="default">` masks).
    @exclusivity(unchecked) var excludedConstraints: Set<String> = []
    /// Constraint id → the size classes whose `<mask key="constraints">` include (true) or exclude it.
    @exclusivity(unchecked) var sizeClassInstalls: [String: [(SizeClassCondition, Bool)]] = [:]
    /// What the size classes change besides installed constraints (constants, view properties).
    @exclusivity(unchecked) var sizeClassItems: [SizeClassItem] = []
    /// The expression of the root view (for the safe area of legacy layout guides).
    @exclusivity(unchecked) var rootExpression: String?
    /// Windows built as `NSWindow` in place of their SDK class (`NSPanel`), by id, with that class:
    /// an outlet to one is typed with the class, so it is not connected (`buildWindow`).
    @exclusivity(unchecked) var retypedWindows: [String: String] = [:]
    /// Custom classes this unit creates (not `self`), with the IB line: checked against content builders.
    @exclusivity(unchecked) var createdCustomClasses: [(name: String, position: SourcePosition)] = []
    /// Built-in views of styled cells: IB view id → `cell.textLabel` (configured, not created).
    @exclusivity(unchecked) var builtInCellViews: [String: String] = [:]
    /// Static tables built here: they are their own data source (IB's `dataSource` outlet is skipped).
    @exclusivity(unchecked) var staticTableIDs: Set<String> = []
    /// Types generated alongside (prototype cell builders).
    @exclusivity(unchecked) var extraTypes: [GeneratedType] = []
    /// Extra framework modules used.
    @exclusivity(unchecked) var modules: Set<String> = []
    /// The IB elements the statements above create and connect (what `migrate` counts).
    @exclusivity(unchecked) var emitted = EmittedElements()
    /// What the builders of one document count once and share.
    let shared: SharedCounts
    /// The deployment target the code is generated for.
    var target: DeploymentTarget { shared.target }
    /// Outlet property names of the owner, by destination id: they name the locals.
    let outletNames: IDTable<String>
    /// The owner's outlet properties and action names (base names of its selectors): inside its
    /// methods they shadow classes of the same name.
    let ownerMembers: Set<String>
    /// The document's name (``IBDocument/name``): computed from its path, so read once per document.
    let nameHint: String

    /// Counts over the whole document, made by the first builder that needs them and shared by every
    /// builder of the document (one walk of a big storyboard per unit was a measurable part of a run),
    /// and the deployment target the document's code is generated for.
    final class SharedCounts {
        /// Reuse identifier → prototype cells without a custom class that use it.
        var prototypeReuse: [String: Int]?
        /// ``IBDocument/name``, which walks the path on every read.
        private var documentName: String?
        /// ``LoadViewGenerator/Options/swiftName``: what derived Swift names use instead of the file name.
        let swiftName: String?
        /// The file's protocol of actions no SDK or custom class declares, made at the first such action.
        var responderActions: ResponderActions?
        /// Selector names the document uses with more than one arity (`reload` and `reload:`).
        var namesWithSeveralArities: Set<String>?
        /// Classes a function names that its owner has a member of the same name (`@IBOutlet var
        /// CircleView: CircleView!` shadows the class inside the owner's methods): alias → class,
        /// declared at file scope (`typealias SbgenCircleViewClass = CircleView`).
        var typeAliases: [(alias: String, type: String)] = []
        /// The deployment target of the document's platform (``LoadViewGenerator/Options/deploymentTargets``).
        let target: DeploymentTarget
        /// ``systemColors(of:)``, once read.
        var systemColorTable: [String: ColorValue]?
        /// Whether a unit re-applies size classes through the file's observer view (below iOS/tvOS 17).
        var usesSizeClassObserver = false
        /// ``LoadViewGenerator/Options/controllersCreatedByFlow``.
        var controllersCreatedByFlow = false
        /// ``lowercaseClassNames(of:)``, once read.
        private var lowercaseClasses: Set<String>?
        /// ``platform(of:)``, once read.
        private var documentPlatform: Platform?
        /// ``sharedDefaultsControllers(of:)``, once read.
        private var defaultsControllers: Set<String>?

        /// The ids of `document`'s shared user defaults controllers (``CocoaBindings``), found once.
        func sharedDefaultsControllers(of document: IBDocument) -> Set<String> {
            if let defaultsControllers { return defaultsControllers }
            let ids = CocoaBindings.sharedDefaultsControllers(document)
            defaultsControllers = ids
            return ids
        }

        /// `document`'s ``IBDocument/platform`` (iOS when it names none), which reads and compares its
        /// attributes on every read: read once.
        func platform(of document: IBDocument) -> Platform {
            if let documentPlatform { return documentPlatform }
            let platform = document.platform ?? .iOS
            documentPlatform = platform
            return platform
        }

        /// The custom classes of `document` whose names start with a lowercase letter: a name derived
        /// from IB text (always lowerCamel) could only collide with one of these. Walked at the first
        /// derived name of the document.
        func lowercaseClassNames(of document: IBDocument) -> Set<String> {
            if let lowercaseClasses { return lowercaseClasses }
            var names: Set<String> = []
            ObjectWalk.forEach(in: document) { object in
                if let name = object.pointee.attributes.value("customClass"), let first = name.utf8.first,
                    first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z")
                {
                    names.insert(name)
                }
            }
            lowercaseClasses = names
            return names
        }

        init(swiftName: String? = nil, target: DeploymentTarget = DeploymentTarget(.iOS, DeploymentTarget.lowest(.iOS)))
        {
            self.swiftName = swiftName
            self.target = target
        }

        /// The name of `document` (the one document these counts belong to), made at the first read.
        func name(of document: IBDocument) -> String {
            if let documentName { return documentName }
            let name = document.name
            documentName = name
            return name
        }

        /// The name Swift names derived from `document` use (`Sbgen<Name>Builder`): ``swiftName``,
        /// else the file name.
        func swiftName(of document: IBDocument) -> String { swiftName ?? name(of: document) }
    }

    init(
        document: IBDocument, ownerID: String?, ownerClass: String, ownerIsCustom: Bool,
        ownerConnections: [IBConnection], nameHint: String, shared: SharedCounts = SharedCounts()
    ) {
        self.document = document
        self.shared = shared
        self.ownerID = ownerID
        self.ownerClass = ownerClass
        self.ownerIsCustom = ownerIsCustom
        self.nameHint = nameHint
        var names = IDTable<String>()
        var members: Set<String> = []
        for connection in ownerConnections where connection.kind == .outlet || connection.kind == .outletCollection {
            if let property = connection.property { members.insert(property) }
            guard connection.kind == .outlet else { continue }
            if let destination = connection.destination, let property = connection.property, names[destination] == nil {
                names[destination] = property
            }
        }
        outletNames = names
        ownerMembers = members
        if let ownerID { expressions[ownerID] = "self" }
    }

    // MARK: What was emitted

    /// Records that the code gives `position`'s object (a view, item, guide…) a statement.
    func emittedView(at position: SourcePosition) { emitted.views.append(EmittedElements.key(position)) }

    // MARK: Diagnostics

    /// A warning with location, plus a `// sbgen:` comment at the spot in the generated code.
    func unsupported(_ message: String, at position: SourcePosition, severity: Diagnostic.Severity = .warning) {
        diagnostics.append(Diagnostic(severity, message, at: document.location(of: position)))
        configure.append(
            Statement("", comment: .concat(message, " (line ", String(position.line), ")"), line: position.line))
    }

    func note(_ message: String, at position: SourcePosition) {
        diagnostics.append(.note(message, at: document.location(of: position)))
    }

    // MARK: Naming

    /// `type` as the owner's methods can name it: the class itself, or, when the owner has a member
    /// of that name (an outlet named like its class), a file-scope alias of it.
    func typeReference(_ type: String) -> String {
        guard ownerMembers.contains(type) else { return type }
        let alias = String.concat("Sbgen", type, "Class")
        if !shared.typeAliases.contains(where: { $0.alias == alias }) { shared.typeAliases.append((alias, type)) }
        return alias
    }

    /// A fresh local name: the outlet property; else, for an object no outlet names, the first name
    /// from its IB text that shadows nothing (``derivedName(for:)``), with a counter from 2 only when
    /// an earlier local took it (`titleLabel2`); else the element name plus a counter (`label1`).
    func localName(for object: IBObject) -> String {
        let outlet = object.objectID.flatMap { outletNames[$0] }
        if outlet == nil, let derived = derivedName(for: object) {
            usedNames.insert(derived)
            return derived
        }
        var name = Self.sanitize(outlet.map(Self.lowerCamel) ?? object.element)
        if outlet == nil || usedNames.contains(name) {
            // Names are only ever added, so every suffix below the last one taken is still taken:
            // the search resumes there instead of probing `label1`, `label2`… for every label.
            var index = nextSuffix[name] ?? 1
            var candidate = String.concat(name, String(index))  // made once, tested and then kept
            while usedNames.contains(candidate) || ownerMembers.contains(candidate) {
                index += 1
                candidate = .concat(name, String(index))
            }
            nextSuffix[name] = index + 1
            name = candidate
        }
        usedNames.insert(name)
        return name
    }

    /// The first name from `object`'s user label, accessibility identifier or content
    /// (``LocalName/name(for:platform:accept:)``) that ``isFreeDerivedName(_:)`` allows, numbered from 2 when a local of this unit already has it.
    func derivedName(for object: IBObject) -> String? {
        guard let name = LocalName.name(for: object, platform: shared.platform(of: document), accept: isFreeDerivedName)
        else { return nil }
        guard usedNames.contains(name) else { return name }
        var index = max(nextSuffix[name] ?? 2, 2)
        var candidate = String.concat(name, String(index))
        while usedNames.contains(candidate) || !isFreeDerivedName(candidate) {
            index += 1
            candidate = .concat(name, String(index))
        }
        nextSuffix[name] = index + 1
        return candidate
    }

    /// Whether a name derived from IB text may name a local: not a Swift keyword, not a name the
    /// generated code or the owner's class uses unqualified (``derivedReservedNames``, which a local
    /// would shadow), not one of the owner's outlets or actions (``ownerMembers``), and not a class
    /// of the document (`let circleView = circleView()` cannot compile). Taken by another local is
    /// allowed: the caller numbers it.
    func isFreeDerivedName(_ name: String) -> Bool {
        if Self.keywordTable[name] != nil || Self.derivedReservedNames[name] != nil || ownerMembers.contains(name) {
            return false
        }
        let classes = shared.lowercaseClassNames(of: document)
        return classes.isEmpty || !classes.contains(name)
    }

    /// Names a derived name must not take: what the generated statements declare or use unqualified
    /// (``reservedNames``, `controller`, `window`, `segue`, `style`…), and the members of the owners'
    /// UIKit and AppKit classes a local would shadow (`contentView`, `textLabel`, `tableView`,
    /// `editButtonItem`…).
    static let derivedReservedNames = NameTable(
        Dictionary(
            uniqueKeysWithValues: [
                "self", "view", "title", "navigationItem", "tabBarItem", "toolbarItems", "addChild", "rootView", "root",
                "contentView", "textLabel", "detailTextLabel", "imageView", "textField", "backgroundView",
                "selectedBackgroundView", "multipleSelectionBackgroundView", "accessoryView", "editingAccessoryView",
                "tableView", "collectionView", "refreshControl", "editButtonItem", "inputView", "inputAccessoryView",
                "window", "windowController", "contentViewController", "navigationController", "tabBarController",
                "splitViewController", "parent", "children", "layer", "superview", "subviews", "controller", "segue",
                "destination", "delegate", "action", "sender", "child", "item", "cell", "style", "apply",
                "applySizeClasses", "variations", "cells", "sbgenSections", "headerTitle", "footerTitle",
            ].map { ($0, true) }))

    /// An outlet name as a local: a leading capital lowered (`CircleView` → `circleView`, `URLField` →
    /// `urlField`), so that the local does not shadow a class of that name (`let CircleView =
    /// CircleView(frame: .zero)` cannot compile).
    static func lowerCamel(_ name: String) -> String {
        let utf8 = Array(name.utf8)
        guard let first = utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return name }
        var capitals = 0
        while capitals < utf8.count, utf8[capitals] >= UInt8(ascii: "A"), utf8[capitals] <= UInt8(ascii: "Z") {
            capitals += 1
        }
        // The capital before a lowercase letter starts the next word: `URLField` keeps `F`.
        let lowered = capitals == utf8.count || capitals == 1 ? capitals : capitals - 1
        return String(decoding: utf8[..<lowered].map { $0 | 0x20 } + utf8[lowered...], as: UTF8.self)
    }

    static let keywords: Set<String> = [
        "class", "struct", "enum", "func", "var", "let", "if", "else", "for", "in", "while", "switch", "case",
        "default", "return", "self", "Self", "super", "init", "deinit", "import", "protocol", "extension", "static",
        "true", "false", "nil", "do", "try", "catch", "throw", "where", "is", "as", "guard", "defer", "repeat",
        "break", "continue", "operator", "subscript", "typealias", "internal", "private", "public", "open", "inout",
        "any", "some",
    ]

    /// ``keywords`` as a ``NameTable`` (tested for every local name).
    static let keywordTable = NameTable(Dictionary(uniqueKeysWithValues: keywords.map { ($0, true) }))

    /// A valid Swift identifier from any text (outlet names are identifiers already; element names too).
    static func sanitize(_ text: String) -> String {
        // Nearly every name is an ASCII identifier already: it is its own result.
        if let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            text.utf8.allSatisfy({ byte in
                (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            })
        {
            return keywordTable[text] != nil ? text + "View" : text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty, !result.hasSuffix("_") {
                result += "_"
            }
        }
        if result.isEmpty { result = "object" }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        if keywords.contains(result) { result += "View" }
        return result
    }
}
