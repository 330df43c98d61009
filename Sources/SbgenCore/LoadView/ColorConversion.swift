#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Converts IB's legacy color spaces to sRGB, which is what `UIColor(red:green:blue:alpha:)` takes.
///
/// IB stores a color in the space it was picked in. `calibratedRGB` is Apple's *Generic RGB* profile
/// (gamma 1.8, P22 phosphor primaries, D65 white); `calibratedWhite` and `genericGamma22GrayColorSpace`
/// are *Generic Gray Gamma 2.2*. Both are converted exactly the way ColorSync does for matrix/TRC
/// profiles: decode the transfer curve, map linear RGB → XYZ (D65) → linear sRGB, encode with the sRGB
/// curve. Out-of-gamut results are clamped to 0…1 (UIKit would extend the range; IB's own rendering clamps).
public enum ColorConversion {
    /// Chromaticities (x, y) of the primaries and white point of an RGB space.
    struct Primaries {
        var red: (Double, Double)
        var green: (Double, Double)
        var blue: (Double, Double)
        var white: (Double, Double)
    }

    /// Generic RGB: P22 (Trinitron) primaries, D65 white.
    static let genericRGB = Primaries(
        red: (0.630, 0.340), green: (0.295, 0.605), blue: (0.155, 0.077), white: (0.3127, 0.3290))
    /// sRGB / Rec. 709 primaries, D65 white.
    static let sRGB = Primaries(
        red: (0.640, 0.330), green: (0.300, 0.600), blue: (0.150, 0.060), white: (0.3127, 0.3290))

    /// Generic RGB (gamma 1.8) components → sRGB components, each 0…1.
    public static func sRGB(fromGenericRGB rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        let linear = [rgb.0, rgb.1, rgb.2].map { pow(max(0, $0), 1.8) }
        let xyz = multiply(genericRGBToXYZ, linear)
        let out = multiply(xyzToSRGB, xyz).map { encodeSRGB(min(1, max(0, $0))) }
        return (round6(out[0]), round6(out[1]), round6(out[2]))
    }

    /// The two matrices of ``sRGB(fromGenericRGB:)``, derived once (deriving them per color was most of
    /// its cost) and kept apart, so that each color is computed with the same operations as before.
    static let genericRGBToXYZ = matrix(genericRGB)
    static let xyzToSRGB = inverse(matrix(sRGB))

    /// Generic Gray Gamma 2.2 white level → the sRGB gray with the same luminance.
    public static func sRGB(fromGray22 white: Double) -> Double {
        round6(encodeSRGB(pow(min(1, max(0, white)), 2.2)))
    }

    /// The sRGB transfer function (linear → encoded).
    static func encodeSRGB(_ value: Double) -> Double {
        value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    /// Six decimals: well below 8-bit resolution, and keeps generated literals short and stable.
    static func round6(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

    /// The RGB → XYZ matrix of a space, from its primaries (standard derivation, white Y = 1).
    static func matrix(_ p: Primaries) -> [[Double]] {
        func xyz(_ c: (Double, Double)) -> [Double] { [c.0 / c.1, 1, (1 - c.0 - c.1) / c.1] }
        let r = xyz(p.red)
        let g = xyz(p.green)
        let b = xyz(p.blue)
        let w = xyz(p.white)
        let m = [[r[0], g[0], b[0]], [r[1], g[1], b[1]], [r[2], g[2], b[2]]]
        let s = multiply(inverse(m), w)
        return m.map { row in [row[0] * s[0], row[1] * s[1], row[2] * s[2]] }
    }

    static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    static func inverse(_ m: [[Double]]) -> [[Double]] {
        let a = m[0][0], b = m[0][1], c = m[0][2]
        let d = m[1][0], e = m[1][1], f = m[1][2]
        let g = m[2][0], h = m[2][1], i = m[2][2]
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [
            [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
        ]
    }
}
