import IBModel

extension ViewMapping {
    /// `UIImage.SymbolScale` members IB writes as `symbolScale` / `scale` (`default` is the
    /// unconfigured symbol's scale, so it needs no configuration).
    static let symbolScales: Set<String> = ["small", "medium", "large", "unspecified"]
    /// `UIImage.SymbolWeight` members IB writes as `weight`.
    static let symbolWeights: Set<String> = [
        "unspecified", "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// The image of an `<imageReference image="…" [catalog="system"] [symbolScale="…"]>`: an SF
    /// Symbol with its scale as a `UIImage.SymbolConfiguration`; nil without a name.
    static func imageReference(_ element: IBElement) -> MappedValue? {
        guard let name = element.attributes.value("image") else { return nil }
        let system = element.attributes.value("catalog") == "system"
        if system, let scale = element.attributes.value("symbolScale"), symbolScales.contains(scale) {
            return .scaledSymbol(name: name, scale: scale)
        }
        return .image(name: name, system: system)
    }

    /// A `<preferredSymbolConfiguration>` as a `UIImage.SymbolConfiguration` expression: point size
    /// (`configurationType="pointSize"`), text style or font (`configurationType="font"` with its
    /// `<fontDescription>`), else scale and weight. The canonical text lists the fields set, as the
    /// recording surface prints them: `config(pointSize=30.0,weight=medium,scale=large)`.
    static func symbolConfiguration(_ element: IBElement) -> (value: MappedValue?, issue: MappingIssue?) {
        let a = element.attributes
        func issue(_ message: String) -> (value: MappedValue?, issue: MappingIssue?) {
            (nil, MappingIssue(message: message, position: element.position))
        }
        let scale = a.value("scale")
        let weight = a.value("weight")
        if let scale, !symbolScales.contains(scale), scale != "default" {
            return issue("symbol scale '\(scale)' not converted")
        }
        if let weight, !symbolWeights.contains(weight) { return issue("symbol weight '\(weight)' not converted") }
        // `default` scale: the configuration's own default, left out like IB's other defaults.
        let scaleName = scale == "default" ? nil : scale
        var canonical: [String] = []
        let swift: String
        switch a.value("configurationType") {
        case "pointSize":
            guard let size = a.value("pointSize").flatMap(Double.init(decimal:)), size.isFinite else {
                return issue("symbol configuration without a point size not converted")
            }
            canonical.append("pointSize=\(size)")
            var arguments = "pointSize: " + MappedValue.literal(size)
            if weight != nil || scaleName != nil {
                arguments += ", weight: ." + (weight ?? "unspecified")
                canonical.append("weight=\(weight ?? "unspecified")")
            }
            if let scaleName {
                arguments += ", scale: ." + scaleName
                canonical.append("scale=\(scaleName)")
            }
            swift = "UIImage.SymbolConfiguration(" + arguments + ")"
        case "font":
            guard let description = element.children.first(where: { $0.name == "fontDescription" }),
                let font = font(description)
            else { return issue("symbol configuration font not converted") }
            let scaleArgument = scaleName.map { ", scale: ." + $0 } ?? ""
            if case .textStyle(let style) = font {
                swift = "UIImage.SymbolConfiguration(textStyle: ." + style + scaleArgument + ")"
                canonical.append("textStyle=\(style)")
            } else {
                var expression = font.swift
                // `UIFont(name:size:)` is failable; a font missing at run time falls back, as IB's does.
                if case .custom(_, let size) = font { expression += " ?? UIFont.systemFont(ofSize: \(size))" }
                swift = "UIImage.SymbolConfiguration(font: " + expression + scaleArgument + ")"
                canonical.append("font=\(font.canonical)")
            }
            if let scaleName { canonical.append("scale=\(scaleName)") }
            if weight != nil { return issue("symbol configuration with a font and a weight not converted") }
        case nil:
            if let weight { canonical.append("weight=\(weight)") }
            if let scaleName { canonical.append("scale=\(scaleName)") }
            switch (weight, scaleName) {
            case (let weight?, let scale?):
                // No initializer takes both: the weight's configuration with the scale's applied.
                swift =
                    "UIImage.SymbolConfiguration(weight: ." + weight + ").applying(UIImage.SymbolConfiguration(scale: ."
                    + scale + "))"
            case (let weight?, nil): swift = "UIImage.SymbolConfiguration(weight: ." + weight + ")"
            case (nil, let scale?): swift = "UIImage.SymbolConfiguration(scale: ." + scale + ")"
            case (nil, nil): swift = "UIImage.SymbolConfiguration.unspecified"
            }
        case let type?:
            return issue("symbol configuration type '\(type)' not converted")
        }
        return (MappedValue.constant(swift: swift, canonical: "config(" + canonical.joined(separator: ",") + ")"), nil)
    }
}

extension ViewMapping {
    /// The `image` and `selectedImage` of a tab bar or bar button item: its `image`/`selectedImage`
    /// attributes (`catalog="system"` for SF Symbols), or its `<imageReference key="image">` /
    /// `key="selectedImage"` elements, which newer Xcode versions write instead.
    static func itemImages(_ item: IBObject) -> (image: MappedValue?, selected: MappedValue?) {
        let a = item.attributes
        let system = a.value("catalog") == "system"
        var image = a.value("image").map { MappedValue.image(name: $0, system: system) }
        var selected = a.value("selectedImage").map { MappedValue.image(name: $0, system: system) }
        for element in item.properties where element.name == "imageReference" {
            switch element.key {
            case "image": image = imageReference(element) ?? image
            case "selectedImage": selected = imageReference(element) ?? selected
            default: continue
            }
        }
        return (image, selected)
    }

    /// Whether `element` of a tab bar or bar button item is read by ``itemImages(_:)``.
    static func isItemImage(_ element: IBElement) -> Bool {
        element.name == "imageReference" && (element.key == "image" || element.key == "selectedImage")
            && element.attributes.value("image") != nil
    }
}
