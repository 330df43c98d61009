import Foundation
import IBModel
import IBParser
import Testing

/// Each kind of bad input gets exactly one clear, located diagnostic.
@Suite struct BadInputTests {
    private func diagnostics(_ text: String, path: String = "Bad.xib") -> [String] {
        diagnostics(Data(text.utf8), path: path)
    }

    private func diagnostics(_ data: Data, path: String = "Bad.xib") -> [String] {
        do {
            let document = try IBDocumentParser().parse(data: data, path: path)
            return ["parsed: \(document.kind)"]
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func malformedXML() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                </document>

            """
        #expect(
            diagnostics(text) == ["Bad.xib:4:16: error: Opening and ending tag mismatch: objects line 3 and document"])
    }

    /// libxml2 raises an error per bad character reference; only the first is reported (locating
    /// each of thousands on one long line took seconds).
    @Test func manyErrorsOnOneLineGiveTheFirst() {
        let text =
            "<?xml version=\"1.0\"?>\n<document>\n<label text=\"ab"
            + String(repeating: "&#1;", count: 20_000) + "\"/>\n</document>\n"
        #expect(diagnostics(text) == ["Bad.xib:3:20: error: xmlParseCharRef: invalid xmlChar value 1"])
    }

    @Test func truncatedFile() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="abc" contentMode="scale
            """
        #expect(
            diagnostics(text) == [
                "Bad.xib:4:42: error: the file ends before the document does (truncated?): <objects> opened at 3:5 is not closed"
            ])
    }

    @Test func truncatedAfterATag() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
            """
        #expect(
            diagnostics(text) == [
                "Bad.xib:3:14: error: the file ends before the document does (truncated?): "
                    + "<objects> opened at 3:5 is not closed"
            ])
    }

    @Test func truncatedAfterALineBreak() {
        // libxml2 calls this "Extra content at the end of the document".
        let text = "<?xml version=\"1.0\"?>\n<document>\n    <objects>\n"
        #expect(
            diagnostics(text) == [
                "Bad.xib:3:14: error: the file ends before the document does (truncated?): "
                    + "<objects> opened at 3:5 is not closed"
            ])
    }

    @Test func aWrongEndTagAtTheVeryEndIsAMismatch() {
        // With or without a final line break: the file is whole, its last tag is wrong.
        let text = "<?xml version=\"1.0\"?>\n<document type=\"x\">\n</documents>"
        let expected = ["Bad.xib:3:13: error: Opening and ending tag mismatch: document line 2 and documents"]
        #expect(diagnostics(text) == expected)
        #expect(diagnostics(text + "\n") == expected)
    }

    @Test func extraContentAfterTheRootIsNotTruncation() {
        // One stray byte at the very end: the document is whole, so no "truncated?".
        let text = "<?xml version=\"1.0\"?>\n<document type=\"x\">\n</document>\nx"
        let expected = "Bad.xib:4:1: error: Extra content at the end of the document"
        #expect(diagnostics(text) == [expected])
        #expect(diagnostics(text + "\n") == [expected])
    }

    @Test func aUTF8ByteOrderMarkIsNotCountedInColumns() throws {
        // Editors do not show it: line 1's columns are those of the same file without it.
        let bom = Data([0xEF, 0xBB, 0xBF])
        let badValue = #"<document type="x"><objects><view id="a"/><label b=></label></objects></document>"# + "\n"
        let expected = [#"Bad.xib:1:52: error: AttValue: " or ' expected"#]
        #expect(diagnostics(badValue) == expected)
        #expect(diagnostics(bom + Data(badValue.utf8)) == expected)
        let cut = #"<document type="x"><objects>"#
        let truncated = [
            "Bad.xib:1:29: error: the file ends before the document does (truncated?): <objects> opened at 1:20 is not closed"
        ]
        #expect(diagnostics(cut) == truncated)
        #expect(diagnostics(bom + Data(cut.utf8)) == truncated)
        let document = try IBDocumentParser().parse(
            data: bom + Data(#"<document type="x"><objects><view id="a"/></objects></document>"#.utf8), path: "Bad.xib")
        #expect(document.objects.first?.position == SourcePosition(line: 1, column: 29))
    }

    @Test func onlyAnXMLDeclarationOrAComment() {
        #expect(
            diagnostics("<?xml version=\"1.0\"?>\n") == [
                "Bad.xib:2:1: error: not an XML document: no element found (an IB document starts with '<?xml' or "
                    + "'<document')"
            ])
        #expect(
            diagnostics("<?xml version=\"1.0\"?>\n<!-- x -->\n") == [
                "Bad.xib:3:1: error: not an XML document: no element found (an IB document starts with '<?xml' or "
                    + "'<document')"
            ])
    }

    @Test func errorColumnsCountUTF8BytesAfterMultiByteCharacters() {
        // The same error after 18 bytes of ASCII, of CJK (3 bytes each) and of emoji (4 bytes each).
        for value in ["xxxxxxxxxxxxxxxxxx", "日本語日本語", "🙂🙂🙂🙂xx"] {
            #expect(
                diagnostics("<?xml version=\"1.0\"?>\n<document>\n<a b=\"\(value)\"/><</document>\n") == [
                    "Bad.xib:3:29: error: StartTag: invalid element name"
                ], "\(value)")
        }
        // Re-encoded UTF-16 input too.
        let wide = "<?xml version=\"1.0\"?>\n<document>\n<a b=\"日本語日本語\"/><</document>\n"
        #expect(
            diagnostics(wide.data(using: .utf16LittleEndian)!) == [
                "Bad.xib:3:29: error: StartTag: invalid element name"
            ])
    }

    @Test func documentTypeDeclarationIsLocatedWhereItIs() {
        let message = "error: document type declarations are not allowed in IB documents (Xcode never writes one)"
        // An earlier `<!DOCTYPE` in a comment is not the declaration; the column is the `<`'s.
        #expect(
            diagnostics("<?xml version=\"1.0\"?>\n<!-- <!DOCTYPE x> -->\n\n   <!DOCTYPE document>\n<document/>\n")
                == ["Bad.xib:4:4: " + message])
        // After the root element's start tag libxml2 reads it as bad element content.
        #expect(
            diagnostics("<?xml version=\"1.0\"?>\n<document>\n<objects>\n  <!DOCTYPE x>\n</objects></document>\n")
                == ["Bad.xib:4:3: " + message])
    }

    @Test func emptyFile() {
        #expect(
            diagnostics("") == [
                "Bad.xib:1:1: error: the file is empty; an IB document is XML with a <document> root element"
            ])
        #expect(
            diagnostics("  \n\n") == [
                "Bad.xib:1:1: error: the file is empty; an IB document is XML with a <document> root element"
            ])
        for text in ["\u{FEFF}", "\u{FEFF}\n"] {  // a UTF-8 byte order mark alone, as UTF-16's is
            #expect(
                diagnostics(text) == [
                    "Bad.xib:1:1: error: the file is empty; an IB document is XML with a <document> root element"
                ])
        }
    }

    @Test func xmlThatIsNotIB() {
        let text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
        #expect(
            diagnostics(text) == [
                "Bad.xib:2:1: error: not an Interface Builder document: the root element is <plist>, expected <document>"
            ])
    }

    /// An Info.plist given by mistake: its `<!DOCTYPE plist …>` names its root, which says more than
    /// "no document type declarations"; the parse still stops where the declaration starts.
    @Test func propertyListWithItsDocumentTypeIsNotIB() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleName</key>
                <string>App</string>
            </dict>
            </plist>

            """
        #expect(
            diagnostics(plist, path: "Info.plist") == [
                "Info.plist:2:1: error: not an Interface Builder document: the root element is <plist>, expected <document>"
            ])
        // With an internal subset too: refused before any of it is read.
        #expect(
            diagnostics("<?xml version=\"1.0\"?>\n<!DOCTYPE html [<!ENTITY a \"b\">]>\n<html>&a;</html>\n") == [
                "Bad.xib:2:1: error: not an Interface Builder document: the root element is <html>, expected <document>"
            ])
    }

    @Test func textThatIsNotXML() {
        #expect(
            diagnostics("hello, world\n") == [
                "Bad.xib:1:1: error: not an XML document: no element found (an IB document starts with '<?xml' or '<document')"
            ])
    }

    @Test func binaryFileNamedXib() {
        let data = Data([0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0x00, 0x00, 0x01]) + Data("binary".utf8)
        #expect(
            diagnostics(data) == [
                "Bad.xib:1:1: error: binary data, not an XML document (a compiled .nib, or a file saved in another format?)"
            ])
    }

    @Test func legacyXcode4Xib() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                <data><int key="IBDocument.SystemTarget">1280</int></data>
            </archive>

            """
        #expect(
            diagnostics(text) == [
                "Bad.xib:2:1: error: legacy Xcode 3/4 xib format (com.apple.InterfaceBuilder3.CocoaTouch.XIB) is not "
                    + "supported; open the file in Xcode 5 or later and save it to convert it to the current format"
            ])
    }

    @Test func mergeConflictMarkers() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
            <<<<<<< HEAD
                    <scene sceneID="a"/>
            =======
                    <scene sceneID="b"/>
            >>>>>>> feature/login
                </scenes>
            </document>

            """
        #expect(
            diagnostics(text, path: "Main.storyboard") == [
                "Main.storyboard:4:1: error: unresolved merge conflict marker; resolve the conflict and save the file in Xcode"
            ])
    }

    @Test func halfResolvedMergeConflict() {
        let text = "<?xml version=\"1.0\"?>\n<document>\n</document>\n>>>>>>> main\n"
        #expect(
            diagnostics(text) == [
                "Bad.xib:4:1: error: unresolved merge conflict marker; resolve the conflict and save the file in Xcode"
            ])
    }

    /// The marker check probes every seventh byte: a marker is found whatever its offset modulo 7,
    /// on the first line too.
    @Test func mergeConflictMarkerAtEveryAlignment() {
        let message = "error: unresolved merge conflict marker; resolve the conflict and save the file in Xcode"
        for padding in 0..<14 {
            for marker in ["<<<<<<< HEAD", ">>>>>>> main", "<<<<<<<"] {
                let text =
                    "<?xml version=\"1.0\"?>\n<document>\n" + String(repeating: " ", count: padding) + "<a/>\n"
                    + marker + "\n</document>\n"
                #expect(diagnostics(text) == ["Bad.xib:4:1: \(message)"], "padding \(padding), \(marker)")
            }
        }
        #expect(diagnostics("<<<<<<< HEAD\n<document/>\n") == ["Bad.xib:1:1: \(message)"])
        // After a UTF-8 byte order mark, the first line's marker is still at its start.
        #expect(diagnostics("\u{FEFF}<<<<<<< HEAD\n<document/>\n>>>>>>> main\n") == ["Bad.xib:1:1: \(message)"])
        #expect(diagnostics(">>>>>>>\n") == ["Bad.xib:1:1: \(message)"])
    }

    /// Eight marker bytes, a marker not at the start of a line, or one followed by other text is not a
    /// merge-conflict marker: the first real one is reported.
    @Test func onlyWholeMarkersAtTheStartOfALineCount() {
        let text =
            "<?xml version=\"1.0\"?>\n<document>\n<<<<<<<<\n >>>>>>> a\n>>>>>>>b\n<!-- x -->\n=======\n"
            + ">>>>>>> b\n</document>\n"
        #expect(
            diagnostics(text) == [
                "Bad.xib:8:1: error: unresolved merge conflict marker; resolve the conflict and save the file in Xcode"
            ])
    }

    /// A marker past the first line is found wherever it is: on a line the parse counted on its way to
    /// a later element (in a comment, where it is well-formed XML), after a legacy root stops the parse,
    /// after a syntax error, and ahead of a binary file's or an overlong tag's own error. At both details.
    @Test func mergeConflictMarkerIsTheFirstProblemWhereverItIs() {
        let message = "error: unresolved merge conflict marker; resolve the conflict and save the file in Xcode"
        let inComment =
            "<?xml version=\"1.0\"?>\n<document>\n<!--\n<<<<<<< HEAD\n-->\n<objects>\n<view id=\"a\"/>\n"
            + "</objects>\n</document>\n"
        let afterLegacyRoot =
            "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<data/>\n"
            + ">>>>>>> main\n</archive>\n"
        let afterError = "<?xml version=\"1.0\"?>\n<document>\n<a b=c/>\n<d/>\n<<<<<<< HEAD\n</document>\n"
        for detail in [ModelDetail.full, .accessors] {
            for (text, line) in [(inComment, 4), (afterLegacyRoot, 4), (afterError, 5)] {
                let result: [String]
                do {
                    let document = try IBDocumentParser(detail: detail).parse(data: Data(text.utf8), path: "Bad.xib")
                    result = ["parsed: \(document.kind)"]
                } catch {
                    result = error.diagnostics.map(\.description)
                }
                #expect(result == ["Bad.xib:\(line):1: \(message)"], "\(detail): \(text)")
            }
        }
        // NUL bytes (a binary file) after the marker.
        #expect(diagnostics(Data("<document>\n>>>>>>> main\n\0\0".utf8)) == ["Bad.xib:2:1: \(message)"])
        let overlong =
            "<document>\n<<<<<<< HEAD\n<a b=\"" + String(repeating: "x", count: 600_000) + "\"/>\n</document>\n"
        #expect(diagnostics(overlong) == ["Bad.xib:2:1: \(message)"])
    }

    /// A root other than `<document>` is the file's first problem: it is refused for its start tag,
    /// and an XML error or a cut-off further on is never reached.
    @Test func foreignRootIsRefusedForItsStartTag() {
        let head =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\">\n    <data>\n"
        let legacy =
            "Bad.xib:2:1: error: legacy Xcode 3/4 xib format (com.apple.InterfaceBuilder3.CocoaTouch.XIB) is not "
            + "supported; open the file in Xcode 5 or later and save it to convert it to the current format"
        #expect(
            diagnostics(head + "        <object class=\"NSArray\" key=\"x\">\n            <int key=\"y\">1</int>\n")
                == [legacy])
        #expect(
            diagnostics(head + "        <object class=\"NSArray\" key=\"x\"></data>\n    </data>\n</archive>\n") == [
                legacy
            ])
        #expect(diagnostics(head + "</data>\n</archive>\n") == [legacy])
        let plist =
            "Bad.xib:2:1: error: not an Interface Builder document: the root element is <plist>, expected <document>"
        #expect(
            diagnostics("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict><key>a</key></dict>\n</plist>\n") == [
                plist
            ])
        #expect(diagnostics("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n") == [plist])
        #expect(diagnostics("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>&bad;</plist>\n") == [plist])
        // An XML error before the root is still the one reported.
        #expect(
            diagnostics("<?xml version=\"1.0\"?>\n<!-- a -- b -->\n<plist/>\n") == [
                "Bad.xib:2:8: error: Double hyphen within comment: <!-- a"
            ])
    }

    @Test func externalEntityIsNeverRead() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-secret-\(UUID()).txt")
        try "TOP-SECRET".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let inAttribute = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "\(secret.path)">]>
            <document type="x" version="3.0"><objects><label id="a" text="&xxe;"/></objects></document>

            """
        let first = diagnostics(inAttribute)
        #expect(
            first == [
                "Bad.xib:2:1: error: document type declarations are not allowed in IB documents (Xcode never writes one)"
            ])
        let inText = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "\(secret.path)">]>
            <document type="x" version="3.0"><objects><string key="text">&xxe;</string></objects></document>

            """
        let second = diagnostics(inText)
        #expect(second.count == 1)
        #expect(
            second.first?.hasPrefix(
                "Bad.xib:2:1: error: document type declarations are not allowed in IB documents") == true)
        #expect(!(first + second).joined().contains("TOP-SECRET"))
    }

    @Test func entityExpansionBombIsRefused() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n<!ENTITY a0 \"lol\">\n"
        for level in 1...10 {
            text += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">\n"
        }
        text += "]>\n<document><string>&a10;</string></document>\n"
        let result = diagnostics(text)
        #expect(result.count == 1)
        #expect(result.first?.contains("error:") == true)
    }

    @Test func nesting100000LevelsDeep() {
        let text =
            "<?xml version=\"1.0\"?>\n<document>" + String(repeating: "<view>", count: 100_000)
            + String(repeating: "</view>", count: 100_000) + "</document>\n"
        let result = diagnostics(text)
        #expect(result.count == 1)
        #expect(
            result.first?.hasPrefix("Bad.xib:2:") == true
                && result.first?.hasSuffix(
                    "error: elements nested more than 256 levels deep; this is not a document Interface Builder writes")
                    == true,
            "\(result)")
    }

    @Test func hugeValues() {
        let attribute = "<?xml version=\"1.0\"?>\n<document a=\"" + String(repeating: "x", count: 11_000_000) + "\"/>\n"
        #expect(
            diagnostics(attribute) == [
                "Bad.xib:2:1: error: an element's start tag is longer than 512 KB; this is not a document Interface "
                    + "Builder writes"
            ])
        let text =
            "<?xml version=\"1.0\"?>\n<document><string>" + String(repeating: "x", count: 11_000_000)
            + "</string></document>\n"
        let result = diagnostics(text)
        #expect(result.count == 1)
        #expect(
            result.first?.hasPrefix("Bad.xib:2:") == true
                && result.first?.hasSuffix(
                    "error: a value longer than 10 MB (libxml2's limit); this is not a document Interface Builder writes"
                ) == true, "\(result)")
    }

    @Test func bytesThatDoNotMatchTheDeclaredEncoding() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-32\"?>\n<document/>\n"
        #expect(
            diagnostics(text) == [
                "Bad.xib:1:1: error: the bytes do not match the encoding the XML declaration names (input conversion "
                    + "failed due to input error, bytes 0x3F 0x3E 0x0A 0x3C); Xcode writes UTF-8"
            ])
    }

    @Test func oneElementWithAHundredThousandAttributes() {
        let attributes = (0..<100_000).map { "a\($0)=\"x\"" }.joined(separator: " ")
        let text = "<?xml version=\"1.0\"?>\n<document \(attributes)/>\n"
        #expect(
            diagnostics(text) == [
                "Bad.xib:2:1: error: an element's start tag is longer than 512 KB; this is not a document Interface "
                    + "Builder writes"
            ])
    }

    @Test func invalidUTF16() {
        var data = "<?xml version=\"1.0\"?>".data(using: .utf16LittleEndian)!
        data.append(contentsOf: [0x00, 0xD8, 0x41, 0x00])  // an unpaired high surrogate
        #expect(
            diagnostics(data) == ["Bad.xib:1:1: error: invalid UTF-16: the file has bytes that are not UTF-16 text"])
    }

    @Test func unreadableFile() {
        do {
            _ = try IBDocumentParser().parse(path: "/nonexistent/Main.storyboard")
            Issue.record("parsed a missing file")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "/nonexistent/Main.storyboard: error: cannot read file: no such file"
                ])
        }
    }
}
