extension Filters {
    /// StencilSwiftKit letter-case filters and `swiftIdentifier`.
    static let caseFilters: [String: TemplateFilter] = [
        "upperFirstLetter": .string("upperFirstLetter", upperFirstLetter),
        "lowerFirstLetter": .string("lowerFirstLetter") { $0.prefix(1).lowercased() + $0.dropFirst() },
        "lowerFirstWord": .string("lowerFirstWord", lowerFirstWord),
        "snakeToCamelCase": TemplateFilter(arguments: 0...1) { value, arguments in
            let stripLeading = try TemplateFilter.boolArgument(
                arguments, at: 0, default: false, filter: "snakeToCamelCase")
            let string = try TemplateFilter.stringInput(value, filter: "snakeToCamelCase")
            return .string(snakeToCamelCase(string, stripLeading: stripLeading))
        },
        "camelToSnakeCase": TemplateFilter(arguments: 0...1) { value, arguments in
            let toLower = try TemplateFilter.boolArgument(arguments, at: 0, default: true, filter: "camelToSnakeCase")
            let snake = snakeCase(try TemplateFilter.stringInput(value, filter: "camelToSnakeCase"))
            return .string(toLower ? snake.lowercased() : snake)
        },
        "swiftIdentifier": TemplateFilter(arguments: 0...1) { value, arguments in
            let string = try TemplateFilter.stringInput(value, filter: "swiftIdentifier")
            let mode = try TemplateFilter.modeArgument(
                arguments, at: 0, allowed: ["normal", "pretty"], filter: "swiftIdentifier")
            return .string(
                mode == "pretty"
                    ? SwiftIdentifier.prettyIdentifier(from: string) : SwiftIdentifier.identifier(from: string))
        },
    ]

    /// Uppercases the first Unicode scalar only (not `capitalized`, which lowercases the rest).
    @Sendable static func upperFirstLetter(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return string }
        return String(first).uppercased() + String(string.unicodeScalars.dropFirst())
    }

    /// Lowercases the leading uppercase run, keeping the last capital if a lowercase letter follows:
    /// `PeoplePicker` → `peoplePicker`, `URLChooser` → `urlChooser`.
    @Sendable package static func lowerFirstWord(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var end = 0
        while end < scalars.count, ScalarClass.isUppercaseLetter(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, ScalarClass.isLowercaseLetter(scalars[end]) { end -= 1 }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<end])
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars[end...])
        return String(head).lowercased() + String(tail)
    }

    /// StencilSwiftKit's `snakeToCamelCase`: uppercase each `_`-separated part's first letter; a string
    /// without any `[a-z]` is first snake-cased and each part capitalized. Leading `_`s are kept unless stripped.
    static func snakeToCamelCase(_ string: String, stripLeading: Bool) -> String {
        let body: String
        if string.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) {
            body = string.components(separatedBy: "_").map(upperFirstLetter).joined()
        } else {
            body = snakeCase(string).components(separatedBy: "_").map(\.capitalized).joined()
        }
        guard !stripLeading else { return body }
        return String(repeating: "_", count: string.prefix { $0 == "_" }.count) + body
    }

    /// Inserts `_` at camel-case boundaries (`URLChooser` → `URL_Chooser`) and turns `-` into `_`.
    static func snakeCase(_ string: String) -> String {
        var result = string
        for boundary in snakeCaseBoundaries { result = boundary.apply(to: result) }
        return result.replacingLiteral("-", with: "_")
    }

    /// The camel-case boundaries ``snakeCase(_:)`` splits at, compiled once (a filter runs once per
    /// value; compiling a pattern costs more than matching it).
    private static let snakeCaseBoundaries = [
        "([A-Z\\d]+)([A-Z][a-z])", "([a-z\\d])([A-Z])",
    ].map { RegexReplacement($0, template: "$1_$2") }
}
