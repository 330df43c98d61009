import IBModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// ``escapingLineBreaks`` with its test for a line break done by `memchr` over the UTF-8 bytes:
    /// the generic byte loop it uses cost thousands of instructions per `// sbgen:` comment, and
    /// almost no comment holds a break.
    var oneLine: String {
        var text = self
        let hasBreak = text.withUTF8 { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 10, bytes.count) != nil || memchr(base, 13, bytes.count) != nil
        }
        return hasBreak ? escapingLineBreaks : self
    }
}
