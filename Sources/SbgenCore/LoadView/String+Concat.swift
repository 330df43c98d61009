extension String {
    /// `parts` joined, written once into a temporary buffer of the exact size.
    ///
    /// Interpolation and `+` append piece by piece through `String.append`, which cost a few hundred
    /// instructions per piece (small-string checks, capacity growth): on the generator's per-statement
    /// strings, that was most of the time spent building them.
    static func concat(_ parts: String...) -> String {
        var length = 0
        for part in parts { length += part.utf8.count }
        return written(length: length) { output in
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

    /// The text `write` puts into a buffer of `length` bytes (it returns how many it wrote).
    ///
    /// The buffer is a temporary allocation (on the stack for a statement's size) and the string is
    /// made from it once: `String(unsafeUninitializedCapacity:)` instead fills a heap array, then
    /// validates and copies it into a second allocation.
    static func written(length: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(length, 1)) { buffer in
            let count = write(buffer)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }
}
