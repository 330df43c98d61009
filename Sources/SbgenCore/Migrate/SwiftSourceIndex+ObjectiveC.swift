extension SwiftSourceIndex {
    /// Reads an Objective-C file (project-relative `file`): its `@interface` names, and the outlets
    /// (`@property … IBOutlet … *name;`) and actions (`- (IBAction)name:(id)sender`) of each class.
    ///
    /// Swift sees an Objective-C class through its headers: what an `@interface` of a `.h` file
    /// declares (the class's own, a category's, an extension's) is internal to the generated Swift;
    /// what only a `.m` file declares (its class extension `@interface Name ()`) or defines (an
    /// `@implementation` method no header declares) is private to it, as a Swift `private` member is.
    mutating func add(objectiveC text: String, file: String) {
        let isHeader = file.hasSuffix(".h")
        var current: (name: String, implementation: Bool)?
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("@interface ") || trimmed.hasPrefix("@implementation ") {
                let implementation = trimmed.hasPrefix("@implementation ")
                let rest = trimmed.dropFirst(implementation ? 16 : 11).drop { $0 == " " }
                let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if !implementation, !name.isEmpty { objectiveCClasses.insert(name) }
                // `@interface Name : Superclass <Protocols>`.
                let afterName = rest.dropFirst(name.count).drop { $0 == " " }
                if !implementation, afterName.first == ":" {
                    let superclass = afterName.dropFirst().drop { $0 == " " }.prefix {
                        $0.isLetter || $0.isNumber || $0 == "_"
                    }
                    if !superclass.isEmpty { objectiveCSuperclasses[name] = String(superclass) }
                }
                current = name.isEmpty ? nil : (name, implementation)
                continue
            }
            if trimmed.hasPrefix("@end") {
                current = nil
                continue
            }
            guard let (owner, implementation) = current else { continue }
            let column = line.utf8.count - trimmed.utf8.count + 1
            if !implementation, trimmed.hasPrefix("@property"), trimmed.contains("IBOutlet"),
                let name = Self.objectiveCPropertyName(trimmed)
            {
                let declaration = String(trimmed.prefix { $0 != ";" })
                let outlet = Outlet(
                    name: name, setter: isHeader ? .internal : .private, declaration: declaration, file: file,
                    line: lineNumber, column: column)
                outletDeclarations[owner, default: [:]][name, default: []].append(outlet)
            } else if !trimmed.hasPrefix("@property"), trimmed.contains("IBOutlet"), !trimmed.contains("("),
                let name = Self.objectiveCPropertyName(trimmed)
            {
                // An instance variable (`__weak IBOutlet NSButton *okButton;` in `{ … }`): nib loading
                // sets it, Swift never sees one, in a header or not.
                let declaration = String(trimmed.prefix { $0 != ";" })
                let outlet = Outlet(
                    name: name, setter: .private, declaration: declaration, file: file, line: lineNumber,
                    column: column)
                outletDeclarations[owner, default: [:]][name, default: []].append(outlet)
            } else if implementation, trimmed.hasPrefix("-"),
                trimmed.filter({ $0 != " " }).hasPrefix("-(void)awakeFromNib")
            {
                awakeFromNibOverrides[owner, default: []].append(Declared(file: file, line: lineNumber))
            } else if trimmed.hasPrefix("-"), let selector = Self.objectiveCSelector(trimmed) {
                let swift = Self.swiftName(ofObjectiveCSelector: selector)
                // A header's declaration wins over the `.m` file's definition of the same method.
                var list = actionDeclarations[owner]?[swift] ?? []
                if implementation, !list.isEmpty { continue }
                let declaration = String(trimmed.prefix { $0 != ";" && $0 != "{" }).trimmingSpaces
                let action = Action(
                    selector: swift, access: isHeader && !implementation ? .internal : .private,
                    declaration: declaration, objcSelector: selector, file: file, line: lineNumber, column: column)
                if isHeader { list.removeAll { $0.access == .private } }
                list.append(action)
                actionDeclarations[owner, default: [:]][swift] = list
            }
        }
    }

    /// `name` in `@property (weak, nonatomic) IBOutlet UILabel *name;` (or `IBOutletCollection(…) NSArray *name`).
    static func objectiveCPropertyName(_ line: Substring) -> String? {
        guard let end = line.firstIndex(of: ";") else { return nil }
        let before = line[..<end].reversed().drop { $0 == " " }
        let name = String(before.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        return name.isEmpty || name.first!.isNumber ? nil : name
    }

    /// The selector of `- (IBAction)signIn:(id)sender` or `- (void)foo:(id)a bar:(id)b {` (`signIn:`,
    /// `foo:bar:`); nil for a method that takes no argument or is no action (`- (void)viewDidLoad`
    /// is a method, but an IB action takes its sender).
    static func objectiveCSelector(_ line: Substring) -> String? {
        var rest = line.dropFirst().drop { $0 == " " }
        guard rest.first == "(", let close = rest.firstIndex(of: ")") else { return nil }
        let returnType = rest[rest.index(after: rest.startIndex)..<close].trimmingSpaces
        guard returnType == "IBAction" || returnType == "void" else { return nil }
        rest = rest[rest.index(after: close)...]
        var selector = ""
        while true {
            rest = rest.drop { $0 == " " }
            let keyword = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !keyword.isEmpty else { break }
            rest = rest[keyword.endIndex...]
            guard rest.first == ":" else { break }
            selector += keyword + ":"
            rest = rest.dropFirst().drop { $0 == " " }
            // The argument: `(type)name`.
            if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
            rest = rest.drop { $0 == " " }.drop { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        return selector.isEmpty ? nil : selector
    }

    /// The Swift name the importer gives an action selector, as sbgen spells it: `signIn:` →
    /// `signIn(_:)`, `foo:bar:` → `foo(_:bar:)`.
    static func swiftName(ofObjectiveCSelector selector: String) -> String {
        let parts = selector.split(separator: ":")
        guard let base = parts.first else { return selector }
        return base + "(_:" + parts.dropFirst().map { $0 + ":" }.joined() + ")"
    }

    /// Marks visible the `.m`-only members that Swift sees anyway: a member a superclass's header
    /// declares (an override), and every member of a class whose superclasses are not all known
    /// (one of another framework or pod may declare it). Run once every file is read.
    mutating func resolveObjectiveCVisibility() {
        /// The project's superclasses of `name` up to a framework class (`UI…`, `NS…`); nil when the
        /// chain reaches a class the project does not declare.
        func knownSuperclasses(of name: String) -> [String]? {
            var result: [String] = []
            var current = name
            while let superclass = objectiveCSuperclasses[current] ?? superclasses[current]?.first?.superclass {
                if superclass.hasPrefix("UI") || superclass.hasPrefix("NS") { return result }
                guard declares(superclass), !result.contains(superclass) else { return nil }
                result.append(superclass)
                current = superclass
            }
            return objectiveCClasses.contains(name) ? nil : result
        }
        for (owner, outlets) in outletDeclarations {
            guard
                outlets.values.contains(where: {
                    $0.contains { $0.setter == .private && OutletAccessCheck.isObjectiveC($0.file) }
                })
            else { continue }
            let chain = knownSuperclasses(of: owner)
            for (name, list) in outlets {
                let inherited = chain.map {
                    $0.contains { outletDeclarations[$0]?[name]?.contains { $0.setter > .private } == true }
                }
                guard chain == nil || inherited == true else { continue }
                outletDeclarations[owner]?[name] = list.map { outlet in
                    var outlet = outlet
                    if OutletAccessCheck.isObjectiveC(outlet.file) { outlet.setter = .internal }
                    return outlet
                }
            }
        }
        for (owner, actions) in actionDeclarations {
            guard
                actions.values.contains(where: {
                    $0.contains { $0.access == .private && OutletAccessCheck.isObjectiveC($0.file) }
                })
            else { continue }
            let chain = knownSuperclasses(of: owner)
            for (selector, list) in actions {
                let inherited = chain.map {
                    $0.contains { actionDeclarations[$0]?[selector]?.contains { $0.access > .private } == true }
                }
                guard chain == nil || inherited == true else { continue }
                actionDeclarations[owner]?[selector] = list.map { action in
                    var action = action
                    if OutletAccessCheck.isObjectiveC(action.file) { action.access = .internal }
                    return action
                }
            }
        }
    }
}
