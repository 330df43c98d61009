extension String {
    /// `parts` joined, written once into storage of the exact size.
    ///
    /// Interpolation and `+` append piece by piece through `String.append`, which cost a few hundred
    /// instructions per piece (small-string checks, capacity growth): on the generator's per-statement
    /// strings, that was most of the time spent building them.
    static func concat(_ parts: String...) -> String {
        var length = 0
        for part in parts { length += part.utf8.count }
        return String(unsafeUninitializedCapacity: length) { output in
            var written = 0
            for var part in parts {
                part.withUTF8 { bytes in
                    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
                    UnsafeMutableRawPointer(output.baseAddress! + written).copyMemory(
                        from: base, byteCount: bytes.count)
                    written += bytes.count
                }
            }
            return written
        }
    }
}
