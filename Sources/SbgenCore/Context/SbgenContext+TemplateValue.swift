import Dispatch

extension SbgenContext {
    /// The context as a template value: what ``TemplateValue/init(encoding:)`` gives, built faster.
    /// Each document is encoded once, on all cores, and shared by `documents`, `storyboards` and `nibs`.
    /// - Throws: what encoding throws (a non-finite number; never for contexts the builder makes).
    public func templateValue() throws -> TemplateValue {
        var rest = self
        rest.documents = []
        rest.storyboards = []
        rest.nibs = []
        guard case .dictionary(var dictionary) = try TemplateValue(encoding: rest) else {
            return try TemplateValue(encoding: self)
        }
        let slots = ResultSlots<Result<TemplateValue, any Error>>(count: documents.count)
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            slots.set(index, Result { try TemplateValue(encoding: documents[index]) })
        }
        let encoded = try slots.values().map { try $0.get() }
        dictionary["documents"] = .array(encoded)
        dictionary["storyboards"] = .array(
            documents.indices.filter { documents[$0].kind == "storyboard" }.map { encoded[$0] })
        dictionary["nibs"] = .array(documents.indices.filter { documents[$0].kind == "xib" }.map { encoded[$0] })
        return .dictionary(dictionary)
    }
}
