// libFuzzer entry point for the template engine: input is template text, a NUL byte, then a JSON
// context. Parsing and rendering must return text or a located TemplateError, never crash or hang.
// Built by scripts/fuzz.sh.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let text = String(decoding: bytes[..<split], as: UTF8.self)
    var context: TemplateValue = ["items": ["a", "b c", 3], "name": "Main", "flag": true, "nested": ["k": ["x"]]]
    if split < bytes.count,
        let json = try? JSONSerialization.jsonObject(with: Data(bytes[(split + 1)...]), options: [.fragmentsAllowed]),
        let value = TemplateValue(jsonObject: json)
    {
        context = value
    }
    let loader = DictionaryTemplateLoader(["self": text, "other": "{{ name }}{% include \"self\" %}"])
    for (mode, strict) in [(TrimMode.smart, false), (.none, false), (.smart, true)] {
        var environment = TemplateEnvironment(loader: loader, trimMode: mode)
        environment.strict = strict
        guard let template = try? Template(text: text, name: "fuzz.stencil", environment: environment) else { continue }
        _ = try? template.render(context, environment: environment)
    }
    return 0
}

extension TemplateValue {
    /// Small JSON values only, so a fuzz input cannot ask for a huge context.
    fileprivate init?(jsonObject: Any, depth: Int = 0) {
        guard depth < 8 else { return nil }
        switch jsonObject {
        case let value as String: self = .string(value)
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .int(value)
        case let value as Double: self = .double(value)
        case let value as [Any]:
            self = .array(value.prefix(16).compactMap { TemplateValue(jsonObject: $0, depth: depth + 1) })
        case let value as [String: Any]:
            var dictionary: [String: TemplateValue] = [:]
            for (key, item) in value.prefix(16) { dictionary[key] = TemplateValue(jsonObject: item, depth: depth + 1) }
            self = .dictionary(dictionary)
        default: self = .null
        }
    }
}
