extension String {
    /// The parts joined, written once into the new string's storage, of the exact size.
    ///
    /// Interpolation and `+` append piece by piece through `String.append`, which cost a few hundred
    /// instructions per piece (small-string checks, capacity growth): on the generator's per-statement
    /// strings, that was most of the time spent building them. Parameters with defaults rather than a
    /// variadic list: the list was a heap array per call, destroyed string by string in generic code.
    /// Inlined: at each call site the unused parts are empty literals, so their counts fold away, and
    /// no part is retained to be handed to a shared body (a call retained and released all 14).
    @inlinable @inline(__always)
    package static func concat(
        _ p0: String = "", _ p1: String = "", _ p2: String = "", _ p3: String = "", _ p4: String = "",
        _ p5: String = "", _ p6: String = "", _ p7: String = "", _ p8: String = "", _ p9: String = "",
        _ p10: String = "", _ p11: String = "", _ p12: String = "", _ p13: String = ""
    ) -> String {
        // One addition a statement: written as one 14-term `+` expression, the length took the type
        // checker 85 s of CPU (it tries every `+` overload per operand), in every job that type-checks
        // this body: as it is @inlinable, the module's emit job does too (docs/Development.md, build time).
        var length = p0.utf8.count
        length += p1.utf8.count
        length += p2.utf8.count
        length += p3.utf8.count
        length += p4.utf8.count
        length += p5.utf8.count
        length += p6.utf8.count
        length += p7.utf8.count
        length += p8.utf8.count
        length += p9.utf8.count
        length += p10.utf8.count
        length += p11.utf8.count
        length += p12.utf8.count
        length += p13.utf8.count
        return written(length: length) { output in
            var written = 0
            // No array of the parts: that was a heap allocation per call.
            put(p0, into: output, at: &written)
            put(p1, into: output, at: &written)
            put(p2, into: output, at: &written)
            put(p3, into: output, at: &written)
            put(p4, into: output, at: &written)
            put(p5, into: output, at: &written)
            put(p6, into: output, at: &written)
            put(p7, into: output, at: &written)
            put(p8, into: output, at: &written)
            put(p9, into: output, at: &written)
            put(p10, into: output, at: &written)
            put(p11, into: output, at: &written)
            put(p12, into: output, at: &written)
            put(p13, into: output, at: &written)
            return written
        }
    }

    /// ``concat(_:_:_:_:_:_:_:_:_:_:_:_:_:_:)`` for the common counts of parts, chosen by the compiler
    /// over the one with defaults: the shared writing body then handles only the parts there are.
    @inlinable @inline(__always)
    package static func concat(_ p0: String, _ p1: String) -> String {
        written(length: p0.utf8.count + p1.utf8.count) { output in
            var written = 0
            put(p0, into: output, at: &written)
            put(p1, into: output, at: &written)
            return written
        }
    }

    @inlinable @inline(__always)
    package static func concat(_ p0: String, _ p1: String, _ p2: String) -> String {
        written(length: p0.utf8.count + p1.utf8.count + p2.utf8.count) { output in
            var written = 0
            put(p0, into: output, at: &written)
            put(p1, into: output, at: &written)
            put(p2, into: output, at: &written)
            return written
        }
    }

    @inlinable @inline(__always)
    package static func concat(_ p0: String, _ p1: String, _ p2: String, _ p3: String) -> String {
        written(length: p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count) { output in
            var written = 0
            put(p0, into: output, at: &written)
            put(p1, into: output, at: &written)
            put(p2, into: output, at: &written)
            put(p3, into: output, at: &written)
            return written
        }
    }

    @inlinable @inline(__always)
    package static func concat(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String) -> String {
        written(length: p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count + p4.utf8.count) { output in
            var written = 0
            put(p0, into: output, at: &written)
            put(p1, into: output, at: &written)
            put(p2, into: output, at: &written)
            put(p3, into: output, at: &written)
            put(p4, into: output, at: &written)
            return written
        }
    }

    /// Copies `part`'s bytes into `output` at `written`, and moves `written` past them.
    @inlinable @inline(__always)
    package static func put(_ part: String, into output: UnsafeMutableBufferPointer<UInt8>, at written: inout Int) {
        let count = part.utf8.count
        guard count > 0 else { return }  // most parts of the 14-part concat are empty
        let copied: Void? = part.utf8.withContiguousStorageIfAvailable { put($0, into: output, at: &written) }
        if copied == nil {
            _ = UnsafeMutableBufferPointer(rebasing: output[written..<(written + count)]).initialize(from: part.utf8)
            written += count
        }
    }

    /// Copies `piece` into `output` at `written`, and moves `written` past it.
    @inlinable @inline(__always)
    package static func put(
        _ piece: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>, at written: inout Int
    ) {
        guard let base = piece.baseAddress, !piece.isEmpty else { return }
        UnsafeMutableRawPointer(output.baseAddress! + written).copyMemory(from: base, byteCount: piece.count)
        written += piece.count
    }

    /// The text `write` puts into a buffer of `length` bytes (it returns how many it wrote).
    ///
    /// Written straight into the new string's storage (or a small string), which is then checked as
    /// UTF-8 in place: a temporary buffer copied into the string afterwards cost a copy and a call more.
    @inlinable @inline(__always)
    package static func written(length: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> String {
        String(unsafeUninitializedCapacity: length, initializingUTF8With: write)
    }
}
