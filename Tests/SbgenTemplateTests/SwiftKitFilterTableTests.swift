import SbgenTemplate
import Testing

/// Input/expected tables from StencilSwiftKit's own filter tests, run through our templates.
@Suite struct SwiftKitFilterTableTests {
    private func apply(_ filter: String, _ input: String) throws -> String {
        try render("{{ s|\(filter) }}", ["s": .string(input)])
    }

    @Test(arguments: [
        ("hello", "Hello"), ("42hello", "_42hello"), ("some$URL", "Some_URL"), ("with space", "With_Space"),
        ("apples.count", "Apples_Count"), (".SFNSDisplay", "_SFNSDisplay"), ("Show-NavCtrl", "Show_NavCtrl"),
        ("HEADER_TITLE", "HEADER_TITLE"), ("multiLine\nKey", "MultiLine_Key"),
        ("foo_bar.baz.qux-yay", "Foo_bar_Baz_Qux_Yay"), ("25 Ultra Light", "_25_Ultra_Light"),
        ("26_extra_ultra_light", "_26_extra_ultra_light"),
        ("12 @ 34 % 56 + 78 Hello world", "_12___34___56___78_Hello_World"), ("some😎🎉emoji", "Some😎🎉emoji"),
    ])
    func swiftIdentifierNormal(input: String, expected: String) throws {
        #expect(try apply(#"swiftIdentifier:"normal""#, input) == expected)
    }

    @Test(arguments: [
        ("hello", "Hello"), ("42hello", "_42hello"), ("some$URL", "SomeURL"), ("with space", "WithSpace"),
        ("apples.count", "ApplesCount"), (".SFNSDisplay", "SFNSDisplay"), ("Show-NavCtrl", "ShowNavCtrl"),
        ("HEADER_TITLE", "HeaderTitle"), ("multiLine\nKey", "MultiLineKey"),
        ("foo_bar.baz.qux-yay", "FooBarBazQuxYay"), ("25 Ultra Light", "_25UltraLight"),
        ("26_extra_ultra_light", "_26ExtraUltraLight"), ("12 @ 34 % 56 + 78 Hello world", "_12345678HelloWorld"),
    ])
    func swiftIdentifierPretty(input: String, expected: String) throws {
        #expect(try apply(#"swiftIdentifier:"pretty""#, input) == expected)
    }

    @Test(arguments: [
        ("string", "string", "string"), ("String", "string", "String"), ("strIng", "str_ing", "str_Ing"),
        ("strING", "str_ing", "str_ING"), ("X", "x", "X"), ("SomeCapString", "some_cap_string", "Some_Cap_String"),
        ("someCapString", "some_cap_string", "some_Cap_String"),
        ("String_With_WoRds", "string_with_wo_rds", "String_With_Wo_Rds"),
        ("STRing_with_words", "st_ring_with_words", "ST_Ring_with_words"),
        ("string_wiTH_WOrds", "string_wi_th_w_ords", "string_wi_TH_W_Ords"), ("", "", ""),
        ("URLChooser", "url_chooser", "URL_Chooser"), ("UrlChooser", "url_chooser", "Url_Chooser"),
        ("a__b__c", "a__b__c", "a__b__c"), ("__y_z!", "__y_z!", "__y_z!"),
        ("PLEASESTOPSCREAMING!", "pleasestopscreaming!", "PLEASESTOPSCREAMING!"),
        ("PLEASE_STOP_SCREAMING", "please_stop_screaming", "PLEASE_STOP_SCREAMING"),
    ])
    func camelToSnakeCase(input: String, lowered: String, kept: String) throws {
        #expect(try apply("camelToSnakeCase:true", input) == lowered)
        #expect(try apply("camelToSnakeCase:false", input) == kept)
    }

    @Test(arguments: [
        ("string", "string"), ("String", "string"), ("strIng", "strIng"), ("X", "x"),
        ("SomeCapString", "someCapString"), ("String_With_Words", "string_With_Words"),
        ("STRing_with_words", "stRing_with_words"), ("", ""), ("URLChooser", "urlChooser"),
        ("PLEASESTOPSCREAMING!", "pleasestopscreaming!"), ("PLEASE_STOP_SCREAMING", "please_STOP_SCREAMING"),
    ])
    func lowerFirstWord(input: String, expected: String) throws {
        #expect(try apply("lowerFirstWord", input) == expected)
    }

    @Test(arguments: [
        ("string", "String", "String"), ("strING", "StrING", "StrING"), ("x", "X", "X"),
        ("someCapString", "SomeCapString", "SomeCapString"),
        ("String_With_Words", "StringWithWords", "StringWithWords"),
        ("STRing_with_words", "STRingWithWords", "STRingWithWords"),
        ("string_wiTH_WOrds", "StringWiTHWOrds", "StringWiTHWOrds"), ("", "", ""), ("a__b__c", "ABC", "ABC"),
        ("__y_z!", "__YZ!", "YZ!"), ("PLEASESTOPSCREAMING!", "Pleasestopscreaming!", "Pleasestopscreaming!"),
        ("PLEASE_STOP_SCREAMING", "PleaseStopScreaming", "PleaseStopScreaming"),
    ])
    func snakeToCamelCase(input: String, keepingPrefix: String, stripped: String) throws {
        #expect(try apply("snakeToCamelCase:false", input) == keepingPrefix)
        #expect(try apply("snakeToCamelCase:true", input) == stripped)
    }

    @Test(arguments: [
        ("string", "String", "string"), ("strING", "StrING", "strING"), ("X", "X", "x"),
        ("string_with_words", "String_with_words", "string_with_words"), ("", "", ""),
        ("__y_z!", "__y_z!", "__y_z!"), ("PLEASE_STOP_SCREAMING", "PLEASE_STOP_SCREAMING", "pLEASE_STOP_SCREAMING"),
    ])
    func upperAndLowerFirstLetter(input: String, upper: String, lower: String) throws {
        #expect(try apply("upperFirstLetter", input) == upper)
        #expect(try apply("lowerFirstLetter", input) == lower)
    }

    @Test(arguments: [
        ("test1", "test1", "test1"), ("  \n test2", "test2", "test2"), ("test3  \n ", "test3", "test3"),
        ("test4, \ntest, \ntest", "test4,test,test", "test4, test, test"),
        ("\n test5\n \ntest test \n ", "test5testtest", "test5test test"), ("test6\ntest", "test6test", "test6test"),
        ("test7 test", "test7test", "test7 test"),
    ])
    func removeNewlines(input: String, all: String, leading: String) throws {
        #expect(try apply(#"removeNewlines:"all""#, input) == all)
        #expect(try apply(#"removeNewlines:"leading""#, input) == leading)
    }

    @Test(arguments: [
        ("self", "`self`"), ("foo", "foo"), ("Type", "`Type`"), ("", ""), ("#imageLiteral", "`#imageLiteral`"),
    ])
    func escapeReservedKeywords(input: String, expected: String) throws {
        #expect(try apply("escapeReservedKeywords", input) == expected)
    }

    @Test(arguments: [
        ("string", "ing", "oke", "stroke"), ("string", "folks", "mates", "string"),
        ("hi mates!", "hi", "Yo", "Yo mates!"),
        ("string with spaces", " ", "_", "string_with_spaces"),
    ])
    func replace(input: String, target: String, replacement: String, expected: String) throws {
        let context: TemplateValue = ["s": .string(input), "a": .string(target), "b": .string(replacement)]
        #expect(try render("{{ s|replace:a,b }}", context) == expected)
    }
}
