import Foundation
import Testing

@testable import SbgenCore

/// The primitives both JSON writers share give what JSONEncoder gives.
@Suite struct JSONTextBufferTests {
    /// Short copies load and store overlapping words: every length copies exactly its bytes and
    /// writes nothing past them.
    @Test func copiesEveryLengthExactly() {
        let source = (0..<100).map { UInt8($0 + 1) }
        for length in 0...99 {
            var target = [UInt8](repeating: 0, count: 100)
            source.withUnsafeBufferPointer { source in
                target.withUnsafeMutableBufferPointer { target in
                    JSONTextBuffer.copy(source.baseAddress!, to: target.baseAddress!, count: length)
                }
            }
            #expect(Array(target[..<length]) == Array(source[..<length]), "\(length)")
            #expect(target[length...].allSatisfy { $0 == 0 }, "\(length)")
        }
    }

    /// Numbers and strings of every length up to 70, quoted and escaped, as JSONEncoder writes them.
    @Test func numbersAndStringsAsJSONEncoderWritesThem() throws {
        let numbers = [0, 7, -7, 10, 99, 100, -100, 123_456_789, Int.max, Int.min]
        var strings: [String] = []
        for length in 0...70 {
            strings.append(String(repeating: "a", count: length))
            strings.append(String(repeating: "é", count: length / 2) + "\"/\\\n\u{01}")
        }
        var buffer = JSONTextBuffer(capacity: 1)
        buffer.reserve(1)
        buffer.put(0x5B)  // [
        for (index, number) in numbers.enumerated() {
            buffer.reserve(21)
            if index > 0 { buffer.put(0x2C) }
            buffer.putNumber(number)
        }
        for string in strings {
            buffer.reserve(1)
            buffer.put(0x2C)
            buffer.putQuoted(string)
        }
        buffer.reserve(1)
        buffer.put(0x5D)  // ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let numbersJSON = String(decoding: try encoder.encode(numbers), as: UTF8.self)
        let stringsJSON = String(decoding: try encoder.encode(strings), as: UTF8.self)
        #expect(buffer.text == numbersJSON.dropLast() + "," + stringsJSON.dropFirst())
    }
}
