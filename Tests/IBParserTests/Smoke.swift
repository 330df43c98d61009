import Testing
@testable import IBParser
@Test func version() { #expect(!libxmlVersion().isEmpty) }
