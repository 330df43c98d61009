extension TemplateValue {
    /// Builds a value from any `Encodable`, as its JSON form read back would be (without the JSON
    /// text: see ``TemplateValueEncoder``). Integral numbers become `.int`, others `.double`; `nil`
    /// optionals are omitted.
    /// - Throws: `EncodingError` for a non-finite floating-point number, or what `value` throws.
    public init(encoding value: some Encodable) throws {
        self = try TemplateValueEncoder.encode(value)
    }
}
