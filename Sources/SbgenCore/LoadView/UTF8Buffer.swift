/// A growing buffer of UTF-8 bytes that becomes one `String` at the end.
///
/// The load-view writer builds each file's text from hundreds of thousands of pieces; appending to a
/// `String` went through the generic append path (and `[UInt8]` through its generic one), while this
/// copies each piece's bytes with one `memcpy`.
final class UTF8Buffer {
    private var start: UnsafeMutableRawPointer
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(byteCount: self.capacity, alignment: 1)
    }

    deinit { start.deallocate() }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let base = piece.baseAddress, !piece.isEmpty else { return }
        if count + piece.count > capacity { grow(to: count + piece.count) }
        (start + count).copyMemory(from: base, byteCount: piece.count)
        count += piece.count
    }

    private func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newStart = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
        newStart.copyMemory(from: start, byteCount: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    /// The bytes as a `String` of their own size.
    var string: String {
        String(unsafeUninitializedCapacity: count) { buffer in
            if let base = buffer.baseAddress { UnsafeMutableRawPointer(base).copyMemory(from: start, byteCount: count) }
            return count
        }
    }
}
