extension Double {
    /// `Double(text)`, with the short decimals IB writes nearly everywhere (`0`, `375`, `-8`, `0.5`,
    /// `0.12345`) read without the C library's `strtod`, which cost several hundred instructions each.
    ///
    /// Exact: up to 15 digits the digits are an exact integer and 10^(fraction digits) an exact power,
    /// so one correctly rounded division gives the correctly rounded value, as `strtod` does
    /// (Clinger's fast path). Anything else (exponents, more digits, `+`) goes to `Double(text)`.
    ///
    /// Nil for text that is not a finite number (`nan`, `inf`, `1e999`): IB never writes one, and
    /// Swift has no literal for it, so a generated `nan` would not compile.
    ///
    /// IB stores its numbers (frames, constraint constants, font sizes, colour components) as `Float`
    /// and writes some widened to a double's 16–17 digits (`55.33333206176758`), or summed as doubles
    /// (`106.33333206176758`). A decimal of more than 15 digits is read as the shortest decimal that
    /// reads back to the same `Float` (`55.333332`, `106.33333`), the literal a person would write;
    /// the value differs from the long one only past the `Float`'s precision.
    init?(decimal text: String) {
        if let value = text.utf8.withContiguousStorageIfAvailable(Self.shortDecimal) ?? nil {
            self = value
        } else if let value = Double(text), value.isFinite {
            self = Self.shortestFloatDecimal(value)
        } else {
            return nil
        }
    }

    /// The double of the shortest decimal that reads back to `Float(value)` (`Float.description`),
    /// if that double reads back to the same `Float` and needs no exponent; else `value`.
    static func shortestFloatDecimal(_ value: Double) -> Double {
        let float = Float(value)
        guard float.isFinite else { return value }
        let text = float.description
        guard !text.contains("e"), let short = Double(text), Float(short) == float else { return value }
        return short
    }

    private static func shortDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var integerDigits = -1  // digits before the point, once one is seen
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                guard digits <= 15 else { return nil }
            } else if byte == UInt8(ascii: "."), integerDigits < 0 {
                integerDigits = digits
            } else {
                return nil
            }
            index += 1
        }
        let fractionDigits = integerDigits < 0 ? 0 : digits - integerDigits
        guard digits > 0, integerDigits != 0, integerDigits < 0 || fractionDigits > 0 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]
}

extension Float {
    /// `Float(text)`, nil unless the value is finite (see ``Swift/Double/init(decimal:)``): a
    /// `1e39` priority would otherwise become `inf`, which Swift cannot spell.
    init?(finite text: String) {
        guard let value = Float(text), value.isFinite else { return nil }
        self = value
    }
}
