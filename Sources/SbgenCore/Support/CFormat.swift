#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `printf`-style number formatting through the C library's `vsnprintf`, which is what
/// Foundation's `String(format:)` uses for numeric conversions, so the text is the same byte for
/// byte (`String(format:)` is not in FoundationEssentials).
enum CFormat {
    /// `String(format: format, arguments...)` for numeric conversions (`%.1f`, `%d`, `%g`…).
    static func string(_ format: String, _ arguments: any CVarArg...) -> String {
        withVaList(arguments) { list in
            // Measure first (a copy of the list: one va_list is consumed per call), then write.
            let length = withVaList(arguments) { vsnprintf(nil, 0, format, $0) }
            guard length > 0 else { return "" }
            var buffer = [CChar](repeating: 0, count: Int(length) + 1)
            _ = vsnprintf(&buffer, buffer.count, format, list)
            return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
