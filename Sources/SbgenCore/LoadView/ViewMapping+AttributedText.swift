import IBModel

extension ViewMapping {
    /// IB `<paragraphStyle alignment=…>` → `NSTextAlignment` cases.
    static let paragraphAlignments: [String: String] = [
        "left": "left", "center": "center", "right": "right", "justified": "justified", "natural": "natural",
    ]

    /// IB `<paragraphStyle lineBreakMode=…>` → `NSLineBreakMode` cases.
    static let paragraphLineBreaks: [String: String] = [
        "wordWrapping": "byWordWrapping", "charWrapping": "byCharWrapping", "clipping": "byClipping",
        "truncatingHead": "byTruncatingHead", "truncatingTail": "byTruncatingTail",
        "truncatingMiddle": "byTruncatingMiddle",
    ]

    /// Paragraph-style attributes IB writes with their default value (nothing to generate).
    static let paragraphDefaults: [String: String] = [
        "baseWritingDirection": "natural", "tighteningFactorForTruncation": "0.0",
    ]

    /// `<attributedString key="attributedText">` of a label, text field or text view: its `<fragment>`s
    /// (`content=` or `<string key="content">`) with the attributes `NSFont` (`name`+`size`, or
    /// `metaFont="system"`), `NSColor` and `NSParagraphStyle` (alignment, line break mode) become
    /// `NSAttributedString(string:attributes:)` values, appended in order. Any other attribute is an issue.
    static func attributedText(
        _ element: IBElement, into result: inout [MappedProperty], issues: inout [MappingIssue]
    ) {
        var parts: [(swift: String, canonical: String?)] = []
        // What is not converted, once each, for a single warning on the <attributedString>.
        var problems: [String] = []
        var severity = Diagnostic.Severity.warning
        func problem(_ what: String) { if !problems.contains(what) { problems.append(what) } }
        for fragment in element.children {
            guard fragment.name == "fragment" else {
                problem("<\(fragment.name)>")
                continue
            }
            let content = fragment.attributes.value("content") ?? fragment.child("string", key: "content")?.text ?? ""
            var attributes: [(key: String, swift: String, canonical: String)] = []
            for attribute in fragment.child("attributes")?.children ?? [] {
                switch (attribute.name, attribute.key ?? "") {
                case ("font", "NSFont"):
                    let a = attribute.attributes
                    if let (name, value) = NonFinite.attribute(in: a, ["size"]) {
                        problem("NSFont: " + NonFinite.message(name, value, leftOut: "the font is"))
                        continue
                    }
                    let size = a.value("size").flatMap(Double.init(decimal:)) ?? 12
                    if let name = a.value("name"), a.value("metaFont") == nil {
                        let font = FontValue.custom(name: name, size: size)
                        // UIFont(name:size:) is optional; a font missing at run time falls back to the system font.
                        let swift = "\(font.swift) ?? UIFont.systemFont(ofSize: \(size), weight: .regular)"
                        attributes.append(("font", swift, font.canonical))
                    } else if a.value("metaFont") == "system", a.value("name") == nil {
                        let font = FontValue.system(size: size, weight: "regular")
                        attributes.append(("font", font.swift, font.canonical))
                    } else {
                        problem("NSFont \(a.value("metaFont") ?? "without name")")
                    }
                case ("color", "NSColor"):
                    switch color(attribute) {
                    case .success(.named(let name)):
                        problem("asset color '\(name)'")
                    case .success(let value): attributes.append(("foregroundColor", value.swift, value.canonical))
                    case .failure(let failure):
                        problem(failure.message)
                        if failure.severity == .error { severity = .error }
                    }
                case ("paragraphStyle", "NSParagraphStyle"):
                    let a = attribute.attributes
                    let alignment = paragraphAlignments[a.value("alignment") ?? "natural"]
                    let lineBreak = paragraphLineBreaks[a.value("lineBreakMode") ?? "wordWrapping"]
                    let others = a.filter {
                        !["key", "alignment", "lineBreakMode"].contains($0.name)
                            && paragraphDefaults[$0.name] != $0.value
                    }
                    guard let alignment, let lineBreak, others.isEmpty, attribute.children.isEmpty else {
                        let names = others.map(\.name) + attribute.children.map { "<\($0.name)>" }
                        problem("NSParagraphStyle " + (names.isEmpty ? "values" : names.joined(separator: ", ")))
                        continue
                    }
                    // A closure of one statement a line (the renderer indents a statement's lines).
                    let swift =
                        "{\n    let style = NSMutableParagraphStyle()\n    style.alignment = .\(alignment)\n"
                        + "    style.lineBreakMode = .\(lineBreak)\n    return style\n}()"
                    attributes.append(("paragraphStyle", swift, "para(\(alignment),\(lineBreak))"))
                default:
                    problem(attribute.key ?? "<\(attribute.name)>")
                }
            }
            let literal = MappedValue.stringLiteral(content)
            let swiftAttributes = attributes.map { ".\($0.key): \($0.swift)" }.joined(separator: ", ")
            let swift =
                attributes.isEmpty
                ? "NSAttributedString(string: \(literal))"
                : "NSAttributedString(string: \(literal), attributes: [\(swiftAttributes)])"
            let canonicalAttributes = attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.canonical)" }
            // An empty fragment holds no character to carry its attributes: no run in the canonical form.
            let canonical = content.isEmpty ? nil : "(\(([literal] + canonicalAttributes).joined(separator: ",")))"
            parts.append((swift, canonical))
        }
        guard problems.isEmpty else {
            issues.append(
                MappingIssue(
                    message: "attributed text not converted (\(problems.joined(separator: "; ")))",
                    position: element.position, severity: severity))
            return
        }
        let swift: String
        switch parts.count {
        case 0: swift = "NSAttributedString(string: \"\")"
        case 1: swift = parts[0].swift
        default:
            swift =
                "[" + parts.map(\.swift).joined(separator: ", ")
                + "].reduce(into: NSMutableAttributedString(string: \"\")) { $0.append($1) }"
        }
        let canonical = "[" + parts.compactMap(\.canonical).joined(separator: ",") + "]"
        result.append(
            MappedProperty(
                key: "attributedText", value: .constant(swift: swift, canonical: canonical),
                setter: "{t}.attributedText = {v}"))
    }
}
