import Foundation
import Testing

@testable import SbgenCore

@Suite struct PropertyListTests {
    static let date = Date(timeIntervalSince1970: 1_000_000)

    /// A plist with every value type, as Foundation objects…
    static var foundationRoot: [String: Any] {
        [
            "CFBundleName": "App & <x> \"q\" 'a'\t\u{1}", "b": true, "f": false, "i": 42, "neg": -3,
            "big": Int64.max, "min": Int64.min, "r": 1.5, "two": 2.0, "tiny": 1e-7, "zero": 0.0,
            "third": 1.0 / 3.0, "d": date, "data": Data(repeating: 7, count: 100), "empty": [String: Any](),
            "none": [Any](), "z": "ünï \u{1F600}", "k\u{1F600}": 1, "k\u{FF5E}": 2, "A": "",
            "arr": ["a", 1, ["x": "y"]],
            "deep": ["a": ["b": Data(repeating: 1, count: 60), "c": Data()]],
        ]
    }

    /// … and as ``PropertyList``.
    static var root: PropertyList {
        .dictionary([
            "CFBundleName": .string("App & <x> \"q\" 'a'\t\u{1}"), "b": .bool(true), "f": .bool(false),
            "i": .integer(42), "neg": .integer(-3), "big": .integer(.max), "min": .integer(.min), "r": .real(1.5),
            "two": .real(2), "tiny": .real(1e-7), "zero": .real(0), "third": .real(1.0 / 3.0), "d": .date(date),
            "data": .data(Data(repeating: 7, count: 100)), "empty": .dictionary([:]), "none": .array([]),
            "z": .string("ünï \u{1F600}"), "k\u{1F600}": .integer(1), "k\u{FF5E}": .integer(2), "A": .string(""),
            "arr": .array([.string("a"), .integer(1), .dictionary(["x": .string("y")])]),
            "deep": .dictionary([
                "a": .dictionary(["b": .data(Data(repeating: 1, count: 60)), "c": .data(Data())])
            ]),
        ])
    }

    @Test func writesWhatFoundationWrites() throws {
        let expected = try PropertyListSerialization.data(
            fromPropertyList: Self.foundationRoot, format: .xml, options: 0)
        #expect(PropertyListWriter.xml(Self.root) == String(decoding: expected, as: UTF8.self))
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func readsWhatFoundationWrites(format: PropertyListSerialization.PropertyListFormat) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: Self.foundationRoot, format: format, options: 0)
        let read = try PropertyListReader.read(data)
        #expect(read.value == Self.root)
        #expect(read.isBinary == (format == .binary))
    }

    @Test func exactDocument() {
        let xml = PropertyListWriter.xml(
            .dictionary([
                "b": .array([.real(-0.0), .real(.infinity), .date(Date(timeIntervalSince1970: -0.5))]),
                "a": .bool(true),
            ]))
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                \t<key>a</key>
                \t<true/>
                \t<key>b</key>
                \t<array>
                \t\t<real>0.0</real>
                \t\t<real>+infinity</real>
                \t\t<date>1969-12-31T23:59:59Z</date>
                \t</array>
                </dict>
                </plist>

                """)
    }

    @Test func readsXMLDetails() throws {
        let xml = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <plist version="1.0"><dict>
              <key>s</key><string>&lt;&amp;&#x41;&#66;&quot;&apos;<![CDATA[<raw>]]></string>
              <key>e</key><string/>
              <key>h</key><integer>0x1F</integer>
              <key>d</key><date>2001-01-01T00:00:00Z</date>
              <key>t</key><true></true>
            </dict></plist>
            """
        let read = try PropertyListReader.read(Data(xml.utf8))
        #expect(
            read.value
                == .dictionary([
                    "s": .string("<&AB\"'<raw>"), "e": .string(""), "h": .integer(31),
                    "d": .date(Date(timeIntervalSince1970: 978_307_200)), "t": .bool(true),
                ]))
        #expect(!read.isBinary)
    }

    @Test func readsUTF16WithAByteOrderMark() throws {
        let xml = "<plist version=\"1.0\"><dict><key>k</key><string>é</string></dict></plist>"
        for encoding in [String.Encoding.utf16BigEndian, .utf16LittleEndian] {
            var data = Data(encoding == .utf16BigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
            data.append(xml.data(using: encoding)!)
            #expect(try PropertyListReader.read(data).value == .dictionary(["k": .string("é")]))
        }
    }

    @Test func refusesWhatIsNoPropertyList() {
        let inputs = [
            "hello", "<plist><dict><key>a</key></dict></plist>", "<plist><string>a</string><string>b</string></plist>",
            "<plist><integer> 5 </integer></plist>", "<plist><dict>", "bplist00",
            "bplist00" + String(repeating: "\u{0}", count: 40),
            "<plist><unknown/></plist>",
        ]
        for input in inputs {
            #expect(throws: PropertyListReader.Failure.self, "\(input)") {
                try PropertyListReader.read(Data(input.utf8))
            }
        }
        #expect(
            PropertyListReader.Failure().message
                == "The operation could not be completed. The data is not in the correct format.")
    }

    /// A binary plist `{"Bomb": a₀}` with `aₖ = [aₖ₊₁, aₖ₊₁]` for `levels` levels, the last
    /// `["x", "x"]`, written by hand (Foundation's writer would walk all 2^levels values).
    static func sharedObjectPlist(levels: Int) -> Data {
        var objects: [[UInt8]] = [[0xD1, 1, 2], [0x54] + Array("Bomb".utf8)]
        for level in 0..<levels { objects.append([0xA2, UInt8(3 + level), UInt8(3 + level)]) }
        objects.append([0x51] + Array("x".utf8))
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let table = bytes.count
        bytes += offsets
        func bigEndian(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(objects.count) + bigEndian(0) + bigEndian(table)
        return Data(bytes)
    }

    /// Binary plists share objects: 40 levels of `[a, a]` is a few hundred bytes that would expand to
    /// 2⁴⁰ values. Refused, at once; sharing within the limit still reads.
    @Test func sharedObjectBombIsRefused() throws {
        let bomb = Self.sharedObjectPlist(levels: 40)
        #expect(bomb.count < 300)
        #expect(throws: PropertyListReader.Failure.self) { try PropertyListReader.read(bomb) }
        let fine = try PropertyListReader.read(Self.sharedObjectPlist(levels: 3))
        let two = PropertyList.array([.string("x"), .string("x")])
        let four = PropertyList.array([two, two])
        #expect(fine.value == .dictionary(["Bomb": .array([four, four])]))
    }

    @Test func anyRoundTrip() throws {
        let any = Self.root.anyValue
        #expect(PropertyList(any: any) == Self.root)
        #expect(PropertyList(any: Self.foundationRoot) == Self.root)
        #expect(PropertyList(any: ["x": NSObject()]) == nil)
    }
}
