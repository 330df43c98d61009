import IBModel

extension IBObject {
    /// The object's `id`, or for the few elements IB writes without one (a collection cell's
    /// `<view key="contentView">`) a key made from its position, unique within the file.
    var key_: String { objectID ?? "@\(position.line):\(position.column)" }

    /// ``id`` through ``IBAttributes/value(_:)``: the generator reads it for every object.
    var objectID: String? { attributes.value("id") }

    /// ``customClass`` through ``IBAttributes/value(_:)``: read for every object, nearly always absent.
    var customClassName: String? { attributes.value("customClass") }

    /// A collection cell's `<view key="contentView">` written without an id and without subviews (older
    /// files): the parser keeps it as a property element; as an object it is what the id'd form is,
    /// the cell's own content view with the attributes IB set on it.
    var idlessContentView: IBObject? {
        guard element == "collectionViewCell", child(key: "contentView") == nil,
            let view = property("view", key: "contentView")
        else { return nil }
        return IBObject(
            element: view.name, attributes: view.attributes, properties: view.children, position: view.position)
    }
}
