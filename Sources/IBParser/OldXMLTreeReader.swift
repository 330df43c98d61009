import CLibXML2
import Foundation
import IBModel

/// Reads XML bytes with libxml2's streaming reader (`xmlTextReader`) into a tree of ``IBElement``s.
///
/// Safe by construction: no network (`XML_PARSE_NONET`), no DTD loading, no entity substitution,
/// libxml2's default size and depth limits (256 levels, 10 MB text nodes). A document type
/// declaration or an entity reference is an error: Xcode never writes them, and refusing them means
/// no entity is ever expanded or fetched. The tree is built with an explicit stack, never recursion.
struct OldXMLTreeReader {
    /// Reads `data` (the bytes of the file at `path`) into its root element.
    /// - Throws: ``DiagnosticError`` with one located error: the first libxml2 error, or a refused
    ///   construct.
    /// - Parameter forceUTF8: read as UTF-8 whatever the XML declaration says (for input already
    ///   re-encoded from UTF-16).
    /// - Parameter detail: with ``ModelDetail/accessors``, elements are pruned as they end (see
    ///   ``AccessorPruning``), character data is never read, and attributes outside
    ///   ``ModelDetail/accessorAttributes`` are dropped.
    static func readRoot(
        _ data: Data, path: String, forceUTF8: Bool = false, detail: ModelDetail = .full
    ) throws(DiagnosticError) -> IBElement {
        var reader = OldXMLTreeReader(data: data, path: path)
        reader.encoding = forceUTF8 ? "UTF-8" : nil
        reader.detail = detail
        return try reader.run()
    }

    private let data: Data
    private let path: String
    private var columns = ColumnLocator(bytes: UnsafeBufferPointer(start: nil, count: 0))
    private var encoding: String?
    private var detail = ModelDetail.full
    /// libxml2 interns element and attribute names in its dictionary, so a name is the same pointer
    /// every time it occurs: convert it to a Swift string once.
    private var names: [UnsafeRawPointer: Name] = [:]
    /// A direct-mapped cache in front of ``names``: a few dozen distinct names make up almost every
    /// element and attribute, and this skips hashing for them.
    private var recentKeys = [UnsafeRawPointer?](repeating: nil, count: 256)
    private var recentNames = [Name](repeating: Name(string: "", isRead: false), count: 256)

    /// An interned name, and whether its attribute value is read at this ``detail``.
    private struct Name {
        var string: String
        var isRead: Bool
        /// `id` or `reuseIdentifier`: an element with one may be kept at ``ModelDetail/accessors``.
        var isKey = false
    }

    /// ``ModelDetail/accessors``: whether the empty element at the reader, below the document's
    /// grandchildren, is one that ``AccessorPruning`` would drop, so it need not be built at all: it has
    /// attributes (so it is no attribute-less list) and neither an `id` nor a `reuseIdentifier` (so it
    /// is no object, and being empty holds none). Only names are looked at; the reader stays on the
    /// element.
    private mutating func isDroppableLeaf(_ reader: xmlTextReaderPtr) -> Bool {
        guard xmlTextReaderHasAttributes(reader) == 1 else { return false }
        defer { xmlTextReaderMoveToElement(reader) }
        while xmlTextReaderMoveToNextAttribute(reader) == 1 {
            if internedName(xmlTextReaderConstName(reader)).isKey { return false }
        }
        return true
    }

    private init(data: Data, path: String) {
        self.data = data
        self.path = path
    }

    /// One element being built: its start tag's content and the children read so far.
    private struct Frame {
        var element: IBElement
        var text: String?
        /// Whether `text` holds character data other than whitespace.
        var hasText = false
        /// ``ModelDetail/accessors``: whether a child was kept whole (see ``AccessorPruning``).
        var hasNeededChild = false
    }

    /// Collects libxml2's errors, in order, from its C callback.
    private final class ErrorSink {
        var diagnostics: [(line: Int, column: Int, message: String)] = []
    }

    private static let initialize: Void = { xmlInitParser() }()

    /// libxml2's error callback: errors and fatal errors, in order, into the ``ErrorSink``.
    private static let collectError: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let sink = Unmanaged<ErrorSink>.fromOpaque(context).takeUnretainedValue()
        let level = error.pointee.level
        guard level == XML_ERR_ERROR || level == XML_ERR_FATAL else { return }
        var message = error.pointee.message.map { String(cString: $0) } ?? "XML error"
        while message.last?.isWhitespace == true { message.removeLast() }
        sink.diagnostics.append((Int(error.pointee.line), Int(error.pointee.int2), message))
    }

    private static let options: Int32 = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue
            | XML_PARSE_COMPACT.rawValue)

    private mutating func run() throws(DiagnosticError) -> IBElement {
        _ = Self.initialize
        let sink = ErrorSink()
        // The reader reads the bytes in place: everything happens while they are pinned.
        // Errors libxml2 raises outside the reader (encoding conversion, I/O) go to its global handler,
        // which would print them on stderr; collect them too. The handler is per thread.
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(sink).toOpaque(), Self.collectError)
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let result: Result<IBElement, DiagnosticError> = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self),
                let reader = xmlReaderForMemory(base, Int32(clamping: raw.count), path, encoding, Self.options)
            else {
                return .failure(DiagnosticError(.error("not an XML document: the file is empty", at: location(1, 1))))
            }
            defer { xmlFreeTextReader(reader) }
            columns = ColumnLocator(bytes: raw.bindMemory(to: UInt8.self))
            xmlTextReaderSetStructuredErrorHandler(reader, Self.collectError, Unmanaged.passUnretained(sink).toOpaque())
            do throws(DiagnosticError) {
                return .success(try readLoop(reader, sink: sink))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private mutating func readLoop(_ reader: xmlTextReaderPtr, sink: ErrorSink) throws(DiagnosticError) -> IBElement {
        var stack: [Frame] = []
        var root: IBElement?
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            if status < 0 || !sink.diagnostics.isEmpty { throw libxmlFailure(sink, reader, open: stack.last?.element) }
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                let isEmpty = xmlTextReaderIsEmptyElement(reader) == 1
                if detail == .accessors, isEmpty, stack.count >= 3, isDroppableLeaf(reader) { break }
                let element = startElement(reader)
                if isEmpty {
                    finish(Frame(element: element), into: &stack, root: &root)
                } else {
                    stack.append(Frame(element: element))
                }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                guard let frame = stack.popLast() else { break }
                finish(frame, into: &stack, root: &root)
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue):
                guard detail == .full, !stack.isEmpty, let value = xmlTextReaderConstValue(reader) else { break }
                let text = String(cString: value)
                stack[stack.count - 1].hasText = true
                if stack[stack.count - 1].text == nil {
                    stack[stack.count - 1].text = text
                } else {
                    stack[stack.count - 1].text! += text
                }
            case Int32(XML_READER_TYPE_WHITESPACE.rawValue), Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
                // Indentation between elements is dropped; whitespace is kept only as the whole content
                // of a leaf element (`<string key="text"> </string>`), so build a string only while
                // the element has no children yet.
                guard detail == .full, !stack.isEmpty, stack[stack.count - 1].element.children.isEmpty,
                    let value = xmlTextReaderConstValue(reader)
                else { break }
                let text = String(cString: value)
                if stack[stack.count - 1].text == nil {
                    stack[stack.count - 1].text = text
                } else {
                    stack[stack.count - 1].text! += text
                }
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                throw DiagnosticError(
                    .error(
                        "document type declarations are not allowed in IB documents (Xcode never writes one)",
                        at: location(line(of: "<!DOCTYPE") ?? nodeLine(reader), 1)))
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue):
                let name = xmlTextReaderConstName(reader).map { String(cString: $0) } ?? "?"
                throw DiagnosticError(
                    .error(
                        "entity reference '&\(name);' is not allowed in IB documents; entities are never expanded",
                        at: location(nodeLine(reader), 1)))
            default:
                break  // comments, processing instructions, the XML declaration
            }
        }
        if !sink.diagnostics.isEmpty { throw libxmlFailure(sink, reader, open: stack.last?.element) }
        guard let root else {
            throw DiagnosticError(.error("no root element: this is not an XML document", at: location(1, 1)))
        }
        return root
    }

    private mutating func startElement(_ reader: xmlTextReaderPtr) -> IBElement {
        let namePointer = xmlTextReaderConstName(reader)
        let name = internedName(namePointer).string
        let (line, column) =
            namePointer.map { columns.position(ofTag: $0, onLine: nodeLine(reader)) }
            ?? (nodeLine(reader), 1)
        var attributes = IBAttributes()
        if xmlTextReaderHasAttributes(reader) == 1 {
            if detail == .full { attributes.reserveCapacity(Int(xmlTextReaderAttributeCount(reader))) }
            var firstUnread: String?
            while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                let attributeName = internedName(xmlTextReaderConstName(reader))
                // Unread attributes are never converted: most attributes of an IB file are geometry,
                // colors and fonts that no context reads.
                guard attributeName.isRead else {
                    if firstUnread == nil { firstUnread = attributeName.string }
                    continue
                }
                let value = xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""
                attributes.append(name: attributeName.string, value: value)
            }
            // Whether an element has attributes decides how the model builder classifies it.
            if attributes.isEmpty, let firstUnread { attributes.append(name: firstUnread, value: "") }
            xmlTextReaderMoveToElement(reader)
        }
        return IBElement(name: name, attributes: attributes, position: SourcePosition(line: line, column: column))
    }

    private func finish(_ frame: Frame, into stack: inout [Frame], root: inout IBElement?) {
        var element = frame.element
        // Keep character data of leaf elements (`<string key="text"> </string>` keeps its space);
        // drop the indentation between child elements.
        if let text = frame.text, element.children.isEmpty || frame.hasText {
            element.text = text
        }
        if stack.isEmpty {
            root = element
            return
        }
        guard detail == .accessors else {
            stack[stack.count - 1].element.children.append(element)
            return
        }
        let parent = stack.count - 1
        switch AccessorPruning.decide(
            element, depth: stack.count, parent: stack[parent].element, hasNeededChild: frame.hasNeededChild)
        {
        case .keep:
            stack[parent].element.children.append(element)
            stack[parent].hasNeededChild = true
        case .stub: stack[parent].element.children.append(AccessorPruning.stub(element))
        case .drop: break
        }
    }

    private mutating func internedName(_ pointer: UnsafePointer<xmlChar>?) -> Name {
        guard let pointer else { return Name(string: "", isRead: true) }
        let key = UnsafeRawPointer(pointer)
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 3) & (recentKeys.count - 1)
        if recentKeys[slot] == key { return recentNames[slot] }
        let name: Name
        if let known = names[key] {
            name = known
        } else {
            let string = String(cString: pointer)
            name = Name(
                string: string, isRead: detail == .full || ModelDetail.accessorAttributes.contains(string),
                isKey: string == "id" || string == "reuseIdentifier")
            names[key] = name
        }
        recentKeys[slot] = key
        recentNames[slot] = name
        return name
    }

    private func nodeLine(_ reader: xmlTextReaderPtr) -> Int {
        if let node = xmlTextReaderCurrentNode(reader) {
            let line = Int(xmlGetLineNo(node))
            if line > 0 { return line }
        }
        return Int(xmlTextReaderGetParserLineNumber(reader))
    }

    /// The line of the first occurrence of `marker` in the file.
    private func line(of marker: String) -> Int? {
        guard let range = data.firstRange(of: Data(marker.utf8)) else { return nil }
        return data[data.startIndex..<range.lowerBound].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// Whether libxml2's error position is the end of the data: the file stopped mid-document.
    private func isAtEnd(line: Int, column: Int) -> Bool {
        var currentLine = 1
        var lineStart = 0
        for (index, byte) in data.enumerated() where byte == UInt8(ascii: "\n") {
            currentLine += 1
            lineStart = index + 1
            if currentLine > line { return false }
        }
        return currentLine == line && lineStart + column >= data.count - 1
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    private func libxmlFailure(_ sink: ErrorSink, _ reader: xmlTextReaderPtr, open: IBElement?) -> DiagnosticError {
        guard let first = sink.diagnostics.first else {
            return DiagnosticError(
                .error(
                    "malformed XML", at: location(Int(xmlTextReaderGetParserLineNumber(reader)), 1)))
        }
        var message = Self.explain(first.message)
        if isAtEnd(line: first.line, column: first.column), !message.hasPrefix("not an XML document") {
            // libxml2 words a cut-off file in many ways ("AttValue: ' expected", "Extra content…");
            // the open element says it plainly.
            if let open {
                message =
                    "the file ends before the document does (truncated?): <\(open.name)> opened at "
                    + "\(open.position) is not closed"
            } else if !message.hasPrefix("the file ends") {
                message = "the file ends before the document does (truncated?): " + message
            }
        }
        return DiagnosticError(.error(message, at: location(max(first.line, 1), max(first.column, 1))))
    }

    /// libxml2's wording, made to say what the user can do about it.
    static func explain(_ message: String) -> String {
        if message.hasPrefix("Input is not proper UTF-8") {
            let bytes = message.split(separator: "\n").dropFirst().first.map {
                $0.replacingOccurrences(of: "Bytes: ", with: "")
            }
            return "the file is not valid UTF-8 text" + (bytes.map { " (bytes \($0))" } ?? "")
                + "; was it saved in another encoding?"
        }
        if message.hasPrefix("input conversion failed") || message.hasPrefix("switching encoding") {
            return "the bytes do not match the encoding the XML declaration names (\(message)); "
                + "Xcode writes UTF-8"
        }
        // Diagnostics are one line each.
        let message = message.split(separator: "\n").joined(separator: "; ")
        if message.hasPrefix("Excessive depth in document") {
            return "elements nested more than 256 levels deep; this is not a document Interface Builder writes"
        }
        if message.contains("Huge input lookup") || message.contains("length too long")
            || message.contains("huge text node")
        {
            return "a value longer than 10 MB (libxml2's limit); this is not a document Interface Builder writes"
        }
        if message.hasPrefix("Document is empty") || message.hasPrefix("Start tag expected") {
            return "not an XML document: no element found (an IB document starts with '<?xml' or '<document')"
        }
        if message.hasPrefix("Premature end of data") || message.hasPrefix("EndTag: '</' not found") {
            return "the file ends before the document does (truncated?): \(message)"
        }
        return message
    }
}
