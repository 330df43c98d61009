/// A growing buffer of UTF-8 bytes that becomes one `String` at the end.
///
/// The generator's hot paths build text from many pieces; appending to a `String` goes through the
/// generic append path and regrows it along the way, while this copies each piece's bytes once.
struct UTF8Buffer {
    private var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var isEmpty: Bool { bytes.isEmpty }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: piece) }

    /// The bytes as a `String` of their own size.
    var string: String {
        bytes.withUnsafeBufferPointer { source in
            String(unsafeUninitializedCapacity: source.count) { buffer in
                _ = buffer.initialize(from: source)
                return source.count
            }
        }
    }
}
