import IBModel

/// IB attribute values that are numbers but not finite ones (`nan`, `NaN`, `inf`, `-inf`, `infinity`,
/// `1e999`): IB never writes one, a hand edit or a merge may, and Swift has no literal for them (a
/// generated `nan` does not compile). The generator leaves out what such a value sets, with a
/// warning that says so (``message(_:_:leftOut:)``), instead of a silent 0 or default.
enum NonFinite {
    /// Whether `text` reads as a `Double` that is not finite.
    static func double(_ text: String) -> Bool {
        guard let value = Double(text) else { return false }
        return !value.isFinite
    }

    /// Whether `text` reads as a `Float` that is not finite (`1e39` is, as a `Float`: priorities).
    static func float(_ text: String) -> Bool {
        guard let value = Float(text) else { return false }
        return !value.isFinite
    }

    /// The first of `names` whose value in `attributes` is not a finite number (`Double`), with it.
    static func attribute(in attributes: IBAttributes, _ names: [String]) -> (name: String, value: String)? {
        for name in names {
            if let value = attributes.value(name), double(value) { return (name, value) }
        }
        return nil
    }

    /// The first attribute of `attributes` but `key` and `id` whose value is not a finite number: for
    /// the elements that hold only numbers (`<rect>`, `<size>`, `<inset>`…).
    static func anyAttribute(in attributes: IBAttributes) -> (name: String, value: String)? {
        for attribute in attributes where attribute.name != "key" && attribute.name != "id" {
            if double(attribute.value) { return (attribute.name, attribute.value) }
        }
        return nil
    }

    /// `value 'nan' of 'constant' is not a finite number; the constraint is left out`.
    static func message(_ name: String, _ value: String, leftOut: String) -> String {
        "value '\(value)' of '\(name)' is not a finite number; \(leftOut) left out"
    }
}
