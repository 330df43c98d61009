import IBModel

extension IBObject {
    /// The object's `id`, or for the few elements IB writes without one (a collection cell's
    /// `<view key="contentView">`) a key made from its position, unique within the file.
    var key_: String { objectID ?? "@\(position.line):\(position.column)" }

    /// ``id`` through ``IBAttributes/value(_:)``: the generator reads it for every object.
    var objectID: String? { attributes.value("id") }

    /// ``customClass`` through ``IBAttributes/value(_:)``: read for every object, nearly always absent.
    var customClassName: String? { attributes.value("customClass") }
}
