/// One compiler diagnostic produced while type-checking code against the surface.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious the diagnostic is, as printed by `swiftc`.
    public enum Severity: String, Sendable {
        case error
        case warning
        case note
        case remark
    }

    /// Severity; with `-warnings-as-errors` every warning is reported as `.error`.
    public var severity: Severity
    /// File name as given to the compiler (`Source.swift`, `main.swift`, `<Module>.swift`, …).
    public var file: String
    /// 1-based line, 0 when the diagnostic has no location.
    public var line: Int
    /// 1-based column, 0 when the diagnostic has no location.
    public var column: Int
    /// The message text, without the `error:` prefix.
    public var message: String

    /// Creates a diagnostic.
    public init(severity: Severity, file: String, line: Int, column: Int, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: severity: message`.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }

    /// Parses `swiftc -diagnostic-style llvm` output; lines that are not diagnostics are skipped.
    public static func parse(_ output: String) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(rawLine)
            for severity in [Severity.error, .warning, .note, .remark] {
                if line.hasPrefix("\(severity.rawValue): ") {
                    let message = String(line.dropFirst(severity.rawValue.count + 2))
                    result.append(Diagnostic(severity: severity, file: "", line: 0, column: 0, message: message))
                    break
                }
                let marker = ": \(severity.rawValue): "
                guard let range = line.range(of: marker) else { continue }
                let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                let message = String(line[range.upperBound...])
                if location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                    let column = Int(location[location.count - 1])
                {
                    let file = location.dropLast(2).joined(separator: ":")
                    let name = file.split(separator: "/").last.map(String.init) ?? file
                    result.append(
                        Diagnostic(severity: severity, file: name, line: lineNumber, column: column, message: message))
                } else {
                    result.append(Diagnostic(severity: severity, file: "", line: 0, column: 0, message: message))
                }
                break
            }
        }
        return result
    }
}
