extension String {
    /// Whether every byte of the UTF-8 form is below 0x80.
    ///
    /// Paths and names are nearly always ASCII, and byte-level work on them (finding `/` and `.`,
    /// splitting folders) is far cheaper than the character-level String API it stands in for.
    package var isASCIIOnly: Bool {
        var text = self
        return text.withUTF8 { Self.isASCII($0) }
    }

    /// Whether every one of `bytes` is below 0x80 (one OR per byte, which the compiler vectorizes).
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        return high < 0x80
    }
}
