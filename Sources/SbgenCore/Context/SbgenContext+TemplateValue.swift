import Dispatch
import SbgenTemplate

extension SbgenContext {
    /// The context as a template value: what ``TemplateValue/init(encoding:)`` gives, built directly
    /// (see ``TemplateValueConvertible``). Each document is converted once, on all cores, and shared
    /// by `documents`, `storyboards` and `nibs`.
    /// - Throws: never; kept throwing for callers written against the encoding.
    public func templateValue() throws -> TemplateValue {
        let slots = ResultSlots<TemplateValue>(count: documents.count)
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            slots.set(index, documents[index].templateValue)
        }
        let converted = slots.values()
        var value: [String: TemplateValue] = [:]
        value["documents"] = .array(converted)
        value["storyboards"] = .array(
            documents.indices.filter { documents[$0].kind == "storyboard" }.map { converted[$0] })
        value["nibs"] = .array(documents.indices.filter { documents[$0].kind == "xib" }.map { converted[$0] })
        value["modules"] = .array(modules.map(TemplateValue.string))
        if let platform { value["platform"] = .string(platform) }
        value["platforms"] = .array(platforms.map(TemplateValue.string))
        value["param"] = .dictionary(param.values.mapValues(\.templateValue))
        value["env"] = .dictionary(env.mapValues(TemplateValue.string))
        value["imports"] = .array(imports.map(TemplateValue.string))
        value["accessModifier"] = .string(accessModifier)
        value["reuseIdentifiers"] = .array(reuseIdentifiers.map(\.templateValue))
        return .dictionary(value)
    }
}
