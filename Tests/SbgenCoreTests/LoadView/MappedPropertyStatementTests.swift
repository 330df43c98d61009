import Foundation
import Testing

@testable import SbgenCore

/// `MappedProperty.statement(target:)` substitutes on UTF-8 bytes; it must equal `{t}` then `{v}`
/// replaced in turn, as Foundation does it.
@Suite("MappedProperty statement")
struct MappedPropertyStatementTests {
    @Test("Byte substitution equals Foundation's two replacements in turn")
    func sameAsTwoReplacements() {
        let setters = [
            "{t}.alpha = {v}", "{t}.setTitle({v}, for: .normal)", "{v}{t}{v}", "{{t}}", "{t{v}", "{tv}", "{", "}",
            "{t", "{v", "x{", "{{v}", "{t}{", "no placeholders", "é{t}ü{v}ß", "",
        ]
        let targets = ["label1", "self", "a{", "}b", "{v}", "é"]
        for setter in setters {
            for target in targets {
                let property = MappedProperty(key: "k", value: .string("va{t}lue"), setter: setter)
                let expected = setter.replacingOccurrences(of: "{t}", with: target).replacingOccurrences(
                    of: "{v}", with: property.value.swift)
                #expect(property.statement(target: target) == expected, "setter \(setter), target \(target)")
            }
        }
        #expect(
            MappedProperty(key: "alpha", value: .number(0.5), setter: "{t}.alpha = {v}").statement(target: "view1")
                == "view1.alpha = 0.5")
    }
}
