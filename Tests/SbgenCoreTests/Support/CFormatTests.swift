import Foundation
import Testing

@testable import SbgenCore

@Suite struct CFormatTests {
    @Test func exactValues() {
        #expect(CFormat.string("%.1f", 12.25) == "12.2")
        #expect(CFormat.string("%.1f", 99.95) == "100.0")
        #expect(CFormat.string("%.17g", 0.1) == "0.10000000000000001")
        #expect(CFormat.string("%04lld-%02lld", Int64(7), Int64(3)) == "0007-03")
        #expect(CFormat.string("no conversions") == "no conversions")
        #expect(CFormat.string("") == "")
    }

    @Test(arguments: [0.0, 1.0 / 3.0, 66.666, 2.5, 1e21, -0.05])
    func sameAsStringFormat(value: Double) {
        for format in ["%.1f", "%.0f", "%.2f", "%g", "%.17g"] {
            #expect(CFormat.string(format, value) == String(format: format, value), "\(format)")
        }
    }
}
