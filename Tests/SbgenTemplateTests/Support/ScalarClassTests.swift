import Foundation
import Testing

@testable import SbgenTemplate

@Suite struct ScalarClassTests {
    static var allScalars: [Unicode.Scalar] { (0...0x10FFFF).compactMap(Unicode.Scalar.init) }

    @Test func whitespaceAndNewlinesAreFoundationsSetsOnEveryScalar() {
        var differences: [String] = []
        for scalar in Self.allScalars {
            if ScalarClass.isWhitespace(scalar) != CharacterSet.whitespaces.contains(scalar) {
                differences.append("whitespace \(scalar.value)")
            }
            if ScalarClass.isNewline(scalar) != CharacterSet.newlines.contains(scalar) {
                differences.append("newline \(scalar.value)")
            }
            if ScalarClass.isWhitespaceOrNewline(scalar) != CharacterSet.whitespacesAndNewlines.contains(scalar) {
                differences.append("whitespace or newline \(scalar.value)")
            }
        }
        #expect(differences == [])
    }

    @Test func lettersAndDigitsAreFoundationsSetsUpToIPA() {
        // Beyond, Foundation's Unicode tables are older than the Swift runtime's (U+0295 became Lo).
        var differences: [UInt32] = []
        for value in 0..<0x295 {
            let scalar = Unicode.Scalar(UInt32(value))!
            if ScalarClass.isAlphanumeric(scalar) != CharacterSet.alphanumerics.contains(scalar)
                || ScalarClass.isUppercaseLetter(scalar) != CharacterSet.uppercaseLetters.contains(scalar)
                || ScalarClass.isLowercaseLetter(scalar) != CharacterSet.lowercaseLetters.contains(scalar)
            {
                differences.append(scalar.value)
            }
        }
        #expect(differences == [])
    }

    @Test func exactValues() {
        #expect(
            ScalarClass.isWhitespace("\t") && ScalarClass.isWhitespace("\u{200B}") && !ScalarClass.isWhitespace("\n"))
        #expect(ScalarClass.isNewline("\r") && ScalarClass.isNewline("\u{2029}") && !ScalarClass.isNewline(" "))
        #expect(
            ScalarClass.isAlphanumeric("é") && ScalarClass.isAlphanumeric("\u{301}") && ScalarClass.isAlphanumeric("٣"))
        #expect(!ScalarClass.isAlphanumeric("_") && !ScalarClass.isAlphanumeric("-"))
        #expect(
            ScalarClass.isUppercaseLetter("Ǆ") && ScalarClass.isUppercaseLetter("ǅ")
                && !ScalarClass.isUppercaseLetter("ǆ"))
        #expect(ScalarClass.isLowercaseLetter("ǆ") && !ScalarClass.isLowercaseLetter("1"))
    }
}
