import IBModel

/// `<textAttributes key="titleTextAttributes">` and `largeTitleTextAttributes` of a container's
/// navigation bar: `controller.navigationBar.titleTextAttributes = [.foregroundColor: …, .font: …]`,
/// with the keys IB wrote, in its order; the shadow (`textShadowColor`, `textShadowOffset`) as an
/// `NSShadow`. IB writes a zero `textShadowOffset` without a shadow colour for every bar whose text
/// attributes were edited: that is no shadow.
extension FlowGenerator.Context {
    /// The text attribute properties of `UINavigationBar`, with the version that introduced each
    /// (`largeTitleTextAttributes`: iOS 11, `API_UNAVAILABLE(tvos)`).
    static let barTextAttributes: [String: OSVersion?] = [
        "titleTextAttributes": nil, "largeTitleTextAttributes": OSVersion(11),
    ]

    /// The statements for `element`, a `<textAttributes>` of `bar` set on `expression`, with a warning
    /// for each part that is not converted; nil when it is no text attributes element of a navigation bar.
    mutating func barTextAttributes(_ element: IBElement, of bar: IBObject, expression: String) -> [Guarded]? {
        guard element.name == "textAttributes", bar.element == "navigationBar", let property = element.key,
            let introduced = Self.barTextAttributes[property]
        else { return nil }
        func warn(_ message: String, at position: SourcePosition) {
            diagnostics.append(.warning(message, at: location(position)))
        }
        let written = String.concat("<textAttributes key=\"", property, "\"> of the navigation bar")
        if introduced != nil, target.platform == .tvOS {
            warn(
                written + " is not converted: UINavigationBar." + property + " is unavailable on tvOS",
                at: element.position)
            return []
        }
        // Each key with its value, primary and for the OS before a system colour (the file's colour).
        var entries: [(key: String, value: String, fallback: String)] = []
        var assets: [(key: String, value: String)] = []
        var needed = introduced
        var resources: [String: ColorValue]?
        var shadowColor: (value: String, fallback: String)?
        var shadowOffset: (width: Double, height: Double)?
        var shadowIndex: Int?
        var shadowNeeded: OSVersion?
        /// The colour of `child`, and the one to use before the OS that introduced it.
        func color(_ child: IBElement) -> (value: ColorValue, fallback: ColorValue)? {
            switch ViewMapping.color(child) {
            case .success(let value):
                var fallback = value
                if let version = ViewMapping.introduced(.color(value), platform: target.platform),
                    !target.allows(version)
                {
                    let table = resources ?? ViewMapping.systemColorResources(document)
                    resources = table
                    let probe = MappedProperty(key: "color", value: .color(value), setter: "")
                    if case .color(let older)? = ViewMapping.fallback(for: probe, resources: table)?.value,
                        ViewMapping.introduced(.color(older), platform: target.platform).map(target.allows) ?? true
                    {
                        fallback = older
                    }
                    needed = needed.map { max($0, version) } ?? version
                }
                return (value, fallback)
            case .failure(let problem):
                warn(
                    .concat(written, ": ", problem.message, "; set it on ", expression, " in code"), at: child.position)
                return nil
            }
        }
        for child in element.children {
            switch (child.name, child.key ?? "") {
            case ("color", "textColor"):
                guard let (value, fallback) = color(child) else { continue }
                if case .named = value {
                    assets.append((".foregroundColor", value.swift))
                } else {
                    entries.append((".foregroundColor", value.swift, fallback.swift))
                }
            case ("fontDescription", "fontDescription"):
                if let (name, value) = NonFinite.attribute(in: child.attributes, ["pointSize"]) {
                    warn(
                        .concat(written, ": ", NonFinite.message(name, value, leftOut: "the font is")),
                        at: child.position)
                    continue
                }
                guard let font = ViewMapping.font(child) else {
                    warn(
                        .concat(written, ": font description not converted; set it on ", expression, " in code"),
                        at: child.position)
                    continue
                }
                var swift = font.swift
                // UIFont(name:size:) is optional; a font missing at run time falls back to the system font.
                if case .custom(_, let size) = font { swift += " ?? UIFont.systemFont(ofSize: \(size))" }
                entries.append((".font", swift, swift))
            case ("color", "textShadowColor"):
                let before = needed
                guard let (value, fallback) = color(child) else { continue }
                if needed != before { shadowNeeded = needed }
                shadowColor = (value.swift, fallback.swift)
                if shadowIndex == nil { shadowIndex = entries.count }
            case ("offsetWrapper", "textShadowOffset"):
                if let (name, value) = NonFinite.attribute(in: child.attributes, ["horizontal", "vertical"]) {
                    warn(
                        .concat(written, ": ", NonFinite.message(name, value, leftOut: "the shadow offset is")),
                        at: child.position)
                    continue
                }
                let width = child.attributes.value("horizontal").flatMap(Double.init(decimal:)) ?? 0
                let height = child.attributes.value("vertical").flatMap(Double.init(decimal:)) ?? 0
                // NSShadow's offset is zero unless set.
                if width != 0 || height != 0 { shadowOffset = (width, height) }
                if shadowIndex == nil { shadowIndex = entries.count }
            default:
                let key = child.key.map { " key=\"" + $0 + "\"" } ?? ""
                warn(
                    .concat(
                        "<", child.name, key, "> in ", written, " is not converted; set it on ", expression, " in code"),
                    at: child.position)
            }
        }
        // The shadow first, guarded only for its own colour; the dictionary after it, for every value.
        var statements: [Guarded] = []
        if shadowColor != nil || shadowOffset != nil {
            let shadow = property == "titleTextAttributes" ? "titleShadow" : "largeTitleShadow"
            var primary = [String.concat("let ", shadow, " = NSShadow()")]
            var older = primary
            if let shadowColor {
                primary.append(.concat(shadow, ".shadowColor = ", shadowColor.value))
                older.append(.concat(shadow, ".shadowColor = ", shadowColor.fallback))
            }
            if let (width, height) = shadowOffset {
                let size = MappedValue.size(width: width, height: height).swift
                primary.append(.concat(shadow, ".shadowOffset = ", size))
                older.append(.concat(shadow, ".shadowOffset = ", size))
            }
            let own = shadowNeeded.flatMap { target.allows($0) ? nil : $0 }
            statements += zip(primary, older).map {
                Guarded(line: $0, introduced: own, otherwise: own != nil && $0 != $1 ? $1 : nil)
            }
            if let own { needed = needed.map { max($0, own) } ?? own }
            entries.insert((".shadow", shadow, shadow), at: min(shadowIndex ?? entries.count, entries.count))
        }
        if entries.isEmpty, assets.isEmpty { return [] }
        let setter = String.concat(expression, ".", property, " = ")
        func dictionary(_ opening: String, fallback: Bool) -> [String] {
            let values = entries.map { String.concat($0.key, ": ", fallback ? $0.fallback : $0.value) }
            if values.isEmpty { return [opening + "[:]"] }
            // One key on one line, unless that line (indented inside an `if #available`) passes 120 columns.
            if values.count == 1, 14 + opening.utf8.count + values[0].utf8.count <= 120 {
                return [.concat(opening, "[", values[0], "]")]
            }
            return [opening + "["] + values.map { "    " + $0 + "," } + ["]"]
        }
        var primary: [String] = []
        var older: [String] = []
        if assets.isEmpty {
            primary += dictionary(setter, fallback: false)
            older += dictionary(setter, fallback: true)
        } else {
            // `UIColor(named:)` is optional: set through the subscript, a missing colour sets no key.
            let opening = String.concat("var ", property, ": [NSAttributedString.Key: Any] = ")
            primary += dictionary(opening, fallback: false)
            older += dictionary(opening, fallback: true)
            for asset in assets {
                primary.append(.concat(property, "[", asset.key, "] = ", asset.value))
                older.append(.concat(property, "[", asset.key, "] = ", asset.value))
            }
            primary.append(setter + property)
            older.append(setter + property)
        }
        let otherwise = older != primary && needed != nil
        return statements
            + zip(primary, older).map { Guarded(line: $0, introduced: needed, otherwise: otherwise ? $1 : nil) }
    }
}
