import Foundation
import IBModel
import IBParser
import SbgenTemplate
import Testing

@testable import SbgenCore

/// The generator's shortcuts (taken for speed) must give exactly what the general code gives.
@Suite("LoadView fast paths")
struct LoadViewFastPathTests {
    @Test("String literals are quoted directly only when nothing in them needs an escape")
    func stringLiterals() {
        let texts = [
            "", "plain", "é ü 漢字 🙂", "say \"hi\"", "back\\slash", "tab\there", "line\nbreak", "cr\r", "\u{7F}",
            "\u{1}", "e\u{301}", "\u{1F}x",
        ]
        for text in texts { #expect(MappedValue.stringLiteral(text) == SwiftLiteral.string(text), "\(text)") }
        #expect(MappedValue.stringLiteral("Hello") == "\"Hello\"")
        #expect(MappedValue.stringLiteral("é\"") == "\"é\\\"\"")
        #expect(MappedValue.stringLiteral("\u{7F}") == "\"\\u{7f}\"")
    }

    @Test("Identifiers are their own names; anything else is sanitized")
    func sanitize() {
        let cases: [(String, String)] = [
            ("label", "label"), ("my_label2", "my_label2"), ("_x", "_x"), ("class", "classView"), ("Self", "SelfView"),
            ("1st", "_1st"), ("a-b c", "a_b_c"), ("a--b", "a_b"), ("--", "object"), ("", "object"), ("é", "é"),
            ("Z9", "Z9"), ("a@b", "a_b"), ("a[b]", "a_b_"),
        ]
        for (text, expected) in cases { #expect(UnitBuilder.sanitize(text) == expected, "\(text)") }
    }

    @Test("Local names take the lowest free suffix, outlet names included")
    func localNames() throws {
        let xib = LoadViewFixtures.xib(
            """
            <label text="A" id="l1"/>
            <label text="B" id="l2"/>
            <label text="C" id="l3"/>
            <label text="D" id="l4"/>
            """, ownerConnections: #"<outlet property="label3" destination="l2" id="o-l2"/>"#)
        let text = try LoadViewFixtures.generate(xib, name: "Names.xib")
        let texts = text.split(separator: "\n").filter { $0.contains(".text = ") }
        #expect(
            texts == [
                "        label1.text = \"A\"", "        label3.text = \"B\"", "        label2.text = \"C\"",
                "        label4.text = \"D\"",
            ])
    }

    @Test("Pieces joined at their exact size")
    func concat() {
        #expect(String.concat() == "")
        #expect(String.concat("", "") == "")
        #expect(String.concat("a", "", "é", "bc", "🙂") == "aébc🙂")
        let long = String(repeating: "x", count: 100)
        #expect(String.concat(long, ".", long) == long + "." + long)
    }

    @Test("Each count of parts joins the same text")
    func concatArities() {
        let parts = ["let ", "label12", " = ", "UILabel", "()", "", "é🙂", String(repeating: "y", count: 40)]
        for a in parts {
            for b in parts {
                #expect(String.concat(a, b) == a + b)
                #expect(String.concat(a, b, a) == a + b + a)
                #expect(String.concat(a, b, a, b) == a + b + a + b)
                #expect(String.concat(a, b, a, b, a) == a + b + a + b + a)
                #expect(String.concat(a, b, a, b, a, b) == a + b + a + b + a + b)
            }
        }
    }

    @Test("Id tables find what a dictionary finds, across growth and replaced values")
    func idTable() {
        var table = IDTable<String>()
        var dictionary: [String: String] = [:]
        #expect(table["a"] == nil)
        #expect(table.isEmpty)
        table["missing"] = nil  // setting nil on a missing name adds nothing
        #expect(table.isEmpty)
        // Enough names to grow the slots several times: ids shaped like IB's, numbers, non-ASCII names.
        let names = (0..<300).map { index in
            index % 3 == 0 ? "abc-\(index)-xyz" : index % 3 == 1 ? "\(index)" : "n\(String(index, radix: 36))é"
        }
        for (index, name) in names.enumerated() {
            table[name] = "v\(index)"
            dictionary[name] = "v\(index)"
        }
        for name in names.prefix(50) {
            table[name] = "again " + name
            dictionary[name] = "again " + name
        }
        table[names[7]] = nil
        dictionary[names[7]] = nil
        for name in names + ["", "abc", "abc-1-xy", "n0"] {
            #expect(table[name] == dictionary[name], "\(name)")
            #expect(table.contains(name) == (dictionary[name] != nil), "\(name)")
        }
        var set = UnitBuilder.reservedNames
        #expect(set.contains("rootView") && set.contains("self") && !set.contains("label"))
        set.insert("label")
        #expect(set.contains("label") && !UnitBuilder.reservedNames.contains("label"))
    }

    @Test("ASCII selectors become Swift names as splitting by characters makes them")
    func selectorNames() {
        func general(_ selector: String) -> String {
            let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
            guard !parts.isEmpty else { return selector }
            return "\(parts[0])(_:" + parts.dropFirst().map { "\($0):" }.joined() + ")"
        }
        let selectors = [
            "shareTapped:", "a:b:", "reload", "a:b", "a::", ":", "::", "", "tableView:didSelect:row:", "é:x:",
        ]
        for selector in selectors {
            #expect(UnitBuilder.swiftSelectorName(selector) == general(selector), "\(selector)")
        }
        #expect(UnitBuilder.swiftSelectorName("a:b:") == "a(_:b:)")
        #expect(UnitBuilder.swiftSelectorName("reload") == "reload")
    }

    @Test("Option sets are written as mapping and joining the names writes them")
    func optionLists() {
        for names in [[], ["flexibleWidth"], ["flexibleWidth", "flexibleHeight"], ["a", "é", "c"]] {
            let value = MappedValue.options(type: "UIView.AutoresizingMask", names: names)
            #expect(value.swift == "[" + names.map { ".\($0)" }.joined(separator: ", ") + "]")
        }
    }

    @Test("The byte buffer grows, repeats bytes and finds them")
    func buffer() {
        let buffer = UTF8Buffer(capacity: 1)
        for index in 0..<50 { buffer.append("line \(index) é") }
        buffer.append(UInt8(ascii: " "), count: 3)
        buffer.append(10)
        var expected = (0..<50).map { "line \($0) é" }.joined()
        expected += "   \n"
        #expect(buffer.string == expected)
        var text = "ab\ncd\n"
        text.withUTF8 { bytes in
            #expect(UTF8Buffer.firstIndex(of: 10, in: bytes) == 2)
            #expect(UTF8Buffer.firstIndex(of: 10, in: bytes, from: 3) == 5)
            #expect(UTF8Buffer.firstIndex(of: 10, in: bytes, from: 6) == nil)
            #expect(UTF8Buffer.firstIndex(of: 13, in: bytes) == nil)
        }
    }

    @Test("The buffer's text, made chunk by chunk, is its bytes; no character is split between chunks")
    func bufferChunks() {
        let size = UTF8Buffer.chunkSize
        // Characters of 1 to 4 bytes ending at, or straddling, the first chunk boundary; a text of
        // only continuation-free ASCII; one with a non-ASCII character in every chunk.
        var texts: [String] = []
        for character in ["a", "é", "漢", "🙂"] {
            for offset in 0...4 {
                texts.append(
                    String(repeating: "x", count: size - offset) + character + String(repeating: "y", count: 10))
            }
        }
        texts.append(String(repeating: "plain line\n", count: size))
        texts.append(String(repeating: "ünïcödé everywhere ", count: size / 4))
        for text in texts {
            let buffer = UTF8Buffer(capacity: 16)
            buffer.append(text)
            #expect(Array(buffer.string.utf8) == Array(text.utf8))
            #expect(buffer.string == text)
        }
    }

    @Test("A body line is its code after 8 spaces (none when not indented) and a line feed")
    func bufferLines() {
        let buffer = UTF8Buffer(capacity: 1)
        var code = "view.alpha = 0.5"
        code.withUTF8 { buffer.appendLine($0, indented: true) }
        code.withUTF8 { buffer.appendLine(UnsafeBufferPointer(rebasing: $0[0..<0]), indented: false) }
        var other = "é"
        other.withUTF8 { buffer.appendLine($0, indented: false) }
        #expect(buffer.string == "        view.alpha = 0.5\n\né\n")
    }

    @Test("Short decimals read without strtod are the numbers strtod reads")
    func decimals() {
        let texts = [
            "0", "-0", "1", "375", "-8", "0.5", "0.12345", "123456789012345", "1234567890123456",
            "0.1", "0.2", "0.3", "2.675", "1e3", "+1", ".5", "1.", "-", "", "1.2.3", "abc",
            "99999.99999", "-0.0", "0.000000000000001", "nan", "inf", " 1",
        ]
        for text in texts {
            let expected = Double(text).flatMap { $0.isFinite ? $0 : nil }  // Swift cannot spell nan or inf
            let fast = Double(decimal: text)
            #expect(fast?.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    /// IB stores Float; a decimal of more than 15 digits is the shortest one of the same Float.
    @Test("A long decimal is read as the shortest decimal of the same Float")
    func longDecimals() {
        #expect(Double(decimal: "55.33333206176758") == 55.333332)
        #expect(Double(decimal: "106.33333206176758") == 106.33333)
        #expect(Double(decimal: "0.333333333333333") == 0.33333334)
        #expect(Double(decimal: "17.000000000000004") == 17)
        #expect(Double(decimal: "-0.33333333333333331") == -0.33333334)
        #expect(Double(decimal: "0.93725490196078431") == 0.9372549)
        // The Float's shortest decimal needs an exponent: the double is kept.
        #expect(Double(decimal: "1234567890123456") == 1_234_567_890_123_456)
        let y = Double(decimal: "55.33333206176758") ?? 0
        #expect(
            MappedValue.rect(x: 0, y: y, width: 320, height: 43.5).swift
                == "CGRect(x: 0.0, y: 55.333332, width: 320.0, height: 43.5)")
    }

    @Test("Numbers Swift cannot spell (nan, inf, overflow) are never written")
    func nonFiniteNumbers() throws {
        for text in ["nan", "NaN", "inf", "-inf", "1e999", "-1e999"] {
            #expect(Double(decimal: text) == nil, "\(text)")
        }
        #expect(Double(decimal: "1e300") == 1e300)
        #expect(Float(finite: "1e39") == nil)
        #expect(Float(finite: "750") == 750)
        #expect(ConstraintPlanner.multiplier(text: "1e300:1e-300") == nil)
        #expect(ConstraintPlanner.multiplier(text: "1e300/1e-300") == nil)
        #expect(ConstraintPlanner.multiplier(text: "16:9") == 16.0 / 9.0)
        #expect(ViewMapping.retype(.number(1e300), as: .float) == nil)
        #expect(ViewMapping.retype(.number(1e300), as: .int) == nil)
        #expect(ViewMapping.retype(.number(12), as: .int) == .int(12))
        let xib = LoadViewFixtures.xib(
            """
            <label text="x" minimumScaleFactor="NaN" id="l1">
                <rect key="frame" x="NaN" y="1e999" width="-inf" height="21"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="inf"/>
            </label>
            """)
        let text = try LoadViewFixtures.generate(xib, name: "NotFinite.xib")
        // In code: the warnings (comments) quote the values.
        let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        #expect(!code.contains { $0.contains("nan") || $0.contains("inf") })
        // What such a value sets is left out, with a warning (not a frame of zeros).
        #expect(!text.contains("label1.frame"))
        #expect(
            text.contains(
                "// Fixtures/NotFinite.xib:16:5: warning: value 'NaN' of 'x' is not a finite number; the frame is left out\n"
            ))
        #expect(
            text.contains(
                "        // sbgen: value 'NaN' of 'minimumScaleFactor' is not a finite number; 'minimumScaleFactor' is left out (line "
            ))

        // The equality proof's expected form leaves such a constraint out too.
        let constrained = LoadViewFixtures.xib(
            #"<view contentMode="scaleToFill" id="v1"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
            rootExtra: """
                <constraints>
                    <constraint firstItem="v1" firstAttribute="width" constant="NaN" priority="1e39" id="c1"/>
                </constraints>
                """)
        let document = try IBDocumentParser().parse(data: Data(constrained.utf8), path: "NotFinite.xib")
        let root = try #require(document.objects.first { $0.id == "root" })
        let canonical = CanonicalHierarchy.view(document, object: root, label: "root", derived: false)
        let lines = canonical.split(separator: "\n").filter { $0.hasPrefix("constraint ") }
        #expect(lines.isEmpty, "\(lines)")
    }

    @Test("Whole-number literals from the table spell numbers as description does")
    func literals() {
        let values: [Double] = [0, -0.0, 1, 2, 375, 1024, 1025, 0.5, -1, 1e16, 3.0000000000000004, .infinity, 1023.5]
        for value in values { #expect(MappedValue.literal(value) == value.description, "\(value)") }
    }

    @Test("String literals escaped by byte are the literals escaped by character")
    func swiftLiterals() {
        func byCharacter(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\\": result += "\\\\"
                case "\"": result += "\\\""
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F {
                        result += "\\u{\(String(scalar.value, radix: 16))}"
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
            return result + "\""
        }
        let texts = [
            "", "plain", "é ü 漢字 🙂", "say \"hi\"", "back\\slash", "tab\there", "line\nbreak", "cr\r\n", "\u{7F}",
            "\u{1}\u{1F}", "e\u{301}", String(repeating: "long é\n", count: 200),
        ]
        for text in texts { #expect(SwiftLiteral.string(text) == byCharacter(text), "\(text)") }
    }

    @Test("Property elements read in place convert as convertElement converts them")
    func elementsReadInPlace() {
        let at = SourcePosition(line: 3, column: 5)
        let elements: [IBElement] = [
            IBElement(name: "rect", attributes: ["key": "frame", "x": "1"], position: at),
            IBElement(name: "rect", attributes: ["key": "contentStretch"], position: at),
            IBElement(name: "rect", attributes: ["key": "bounds"], position: at),
            IBElement(name: "autoresizingMask", attributes: ["key": "autoresizingMask"], position: at),
            IBElement(name: "size", attributes: ["key": "customSize"], position: at),
            IBElement(name: "size", attributes: ["key": "intrinsicContentSize"], position: at),
            IBElement(name: "point", attributes: ["key": "canvasLocation"], position: at),
            IBElement(
                name: "simulatedStatusBarMetrics", attributes: ["key": "simulatedStatusBarMetrics"], position: at),
            IBElement(name: "nil", attributes: ["key": "title"], position: at),
            IBElement(
                name: "color",
                attributes: [
                    "key": "backgroundColor", "red": "0.5", "green": "0.25", "blue": "1", "alpha": "1",
                    "colorSpace": "custom", "customColorSpace": "sRGB",
                ], position: at),
            IBElement(name: "color", attributes: ["key": "textColor", "systemColor": "labelColor"], position: at),
            IBElement(name: "color", attributes: ["key": "textColor", "systemColor": "privateColor"], position: at),
            IBElement(name: "color", attributes: ["key": "shadowColor", "white": "1"], position: at),
            IBElement(
                name: "color",
                attributes: ["key": "backgroundColor", "colorSpace": "custom", "customColorSpace": "odd"],
                position: at),
            IBElement(
                name: "fontDescription", attributes: ["key": "fontDescription", "type": "system", "pointSize": "15"],
                position: at),
            IBElement(name: "fontDescription", attributes: ["key": "fontDescription", "type": "odd"], position: at),
        ]
        for className in ["UILabel", "UIView", "UIButton", "NSTextField"] {
            let plain = ViewMapping.properties(of: IBObject(element: "view", position: at), className: className)
            for element in elements {
                var general = plain.0
                var generalIssues = plain.1
                ViewMapping.convertElement(element, className: className, into: &general, issues: &generalIssues)
                let object = IBObject(element: "view", properties: [element], position: at)
                let (properties, issues) = ViewMapping.properties(of: object, className: className)
                #expect(properties == general, "\(className) \(element.name)")
                #expect(issues == generalIssues, "\(className) \(element.name)")
            }
        }
        // Skipped without a word; converted (or reported).
        #expect(ViewMapping.isSilentlySkipped("rect", key: "frame"))
        #expect(!ViewMapping.isSilentlySkipped("rect", key: nil))
        #expect(!ViewMapping.isSilentlySkipped("color", key: "frame"))
        // Found in place as `property(_:key:)` finds them.
        let object = IBObject(element: "view", properties: elements, position: at)
        for (name, key) in [
            ("rect", "bounds"), ("rect", nil), ("size", "customSize"), ("color", "textColor"), ("x", nil),
        ] {
            #expect(
                UnitBuilder.propertyAttributes(name, key: key, in: object.properties)
                    == object.property(name, key: key)?.attributes, "\(name) \(key ?? "")")
        }
    }

    @Test("Name tables find what the dictionaries hold, and nothing else")
    func nameTables() {
        var dictionary: [String: Int] = [:]
        for (index, name) in ViewMapping.uiKitClasses.keys.sorted().enumerated() { dictionary[name] = index }
        dictionary["é"] = -1
        dictionary[String(repeating: "long", count: 10)] = -2
        let table = NameTable(dictionary)
        for (name, value) in dictionary { #expect(table[name] == value, "\(name)") }
        for name in ["", "views", "vie", "Label", "labelX", "e", String(repeating: "long", count: 9)] {
            #expect(table[name] == nil, "\(name)")
        }
        #expect(NameTable([String: Int]())["x"] == nil)
    }

    @Test("Attribute lookups by length give what the subscript gives")
    func attributeLookups() {
        let attributes: IBAttributes = [
            "id": "a", "customClass": "C", "translatesAutoresizingMaskIntoConstraints": "NO", "ib": "x", "flag": "YES",
        ]
        for name in ["id", "customClass", "translatesAutoresizingMaskIntoConstraints", "ib", "i", "key", "", "flag"] {
            #expect(attributes.value(name) == attributes[name], "\(name)")
            #expect(attributes.flag(name) == attributes.bool(name), "\(name)")
        }
    }

    @Test("A constraint's attributes read in one pass are its accessors' values")
    func constraintFields() {
        let all = IBConstraint(
            attributes: [
                "id": "c1", "firstItem": "a", "firstAttribute": "leading", "secondItem": "b",
                "secondAttribute": "trailing", "relation": "greaterThanOrEqual", "multiplier": "2:3", "constant": "8",
                "priority": "750", "identifier": "gap", "symbolic": "YES", "placeholder": "true", "other": "x",
            ], position: SourcePosition(line: 1, column: 1))
        let none = IBConstraint(attributes: ["firstAttribute": "width"], position: SourcePosition(line: 2, column: 1))
        for constraint in [all, none] {
            let fields = UnitBuilder.ConstraintFields(constraint.attributes)
            #expect(fields.id == constraint.id)
            #expect(fields.firstItem == constraint.firstItem)
            #expect(fields.firstAttribute == constraint.firstAttribute)
            #expect(fields.secondItem == constraint.secondItem)
            #expect(fields.secondAttribute == constraint.secondAttribute)
            #expect(fields.relation == constraint.relation)
            #expect(fields.multiplier == constraint.multiplier)
            #expect(fields.constant == constraint.constant)
            #expect(fields.priority == constraint.priority)
            #expect(fields.identifier == constraint.identifier)
            #expect(fields.isSymbolic == constraint.isSymbolic)
            #expect(fields.isPlaceholder == constraint.isPlaceholder)
        }
        for text in [nil, "1", "2:3", "1/2", "0.5", "3:0", "a:b", "1:2:3", "x"] {
            let constraint = IBConstraint(
                attributes: text.map { ["multiplier": $0] } ?? [:], position: SourcePosition(line: 1, column: 1))
            #expect(
                ConstraintPlanner.multiplier(text: text) == ConstraintPlanner.multiplier(constraint), "\(text ?? "-")")
        }
        #expect(ConstraintPlanner.multiplier(text: "2:3") == 2.0 / 3.0)
        #expect(UnitBuilder.activateStatement(["a", "b"]) == "NSLayoutConstraint.activate([\n    a,\n    b,\n])")
    }

    @Test("A setter `{t}…{v}` is written as the general replacement writes it")
    func commonSetters() {
        let values: [MappedValue] = [
            .enumCase(type: "NSTextAlignment", name: "center"), .string("plain"), .string("say \"hi\""), .number(0.5),
            .bool(true),
        ]
        let setters = ["{t}.alpha = {v}", "{t}{v}", "{t}.a = {v} {v}", "{t}.setTitle({v}, for: .normal)", "x {t} {v}"]
        for value in values {
            for setter in setters {
                let property = MappedProperty(key: "k", value: value, setter: setter)
                for target in ["label1", "self", "cell.contentView"] {
                    let expected = setter.replacingOccurrences(of: "{t}", with: target)
                        .replacingOccurrences(of: "{v}", with: value.swift)
                    #expect(property.statement(target: target) == expected, "\(setter) \(target)")
                }
            }
        }
    }
}
