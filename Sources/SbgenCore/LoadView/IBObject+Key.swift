import IBModel

extension IBObject {
    /// The object's `id`, or for the few elements IB writes without one (a collection cell's
    /// `<view key="contentView">`) a key made from its position, unique within the file.
    var key_: String { id ?? "@\(position.line):\(position.column)" }
}
