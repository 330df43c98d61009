/// The Foundation `CharacterSet`s sbgen's filters test scalars against, without Foundation (sbgen
/// links FoundationEssentials only, which has no `CharacterSet`). The whitespace and newline sets
/// are Foundation's lists; the others are the same general categories, from the Swift runtime's
/// Unicode tables (newer than Foundation's: a few scalars recategorized since, like U+0295, differ).
package enum ScalarClass {
    /// `CharacterSet.alphanumerics`: general categories L*, M* and N*.
    package static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            true
        default: false
        }
    }

    /// `CharacterSet.uppercaseLetters`: general categories Lu and Lt.
    package static func isUppercaseLetter(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    /// `CharacterSet.lowercaseLetters`: general category Ll.
    package static func isLowercaseLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .lowercaseLetter
    }

    /// `CharacterSet.whitespaces`: space separators and tab (Foundation's list, which also holds
    /// U+200B ZERO WIDTH SPACE).
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// `CharacterSet.newlines`: U+000A–U+000D, U+0085, U+2028 and U+2029.
    package static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `CharacterSet.whitespacesAndNewlines`.
    package static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        isWhitespace(scalar) || isNewline(scalar)
    }
}
