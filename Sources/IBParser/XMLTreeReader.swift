import CLibXML2
import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads XML bytes with libxml2's SAX2 push parser into a tree of ``IBElement``s.
///
/// libxml2 builds no nodes: its callbacks hand over interned names and attribute values in its
/// input buffer, and only what the ``ModelDetail`` keeps becomes a Swift string. Safe by
/// construction: no network (`XML_PARSE_NONET`), no DTD loading, no entity substitution, libxml2's
/// default size and depth limits (256 levels, 10 MB text nodes). A document type declaration stops
/// the parse as it starts, before any entity is even declared: Xcode never writes one. The tree is
/// built with an explicit stack, never recursion.
struct XMLTreeReader {
    /// Reads `data` (the bytes of the file at `path`) into its root element.
    /// - Throws: ``DiagnosticError`` with one located error: the first libxml2 error, or a refused
    ///   construct.
    /// - Parameter forceUTF8: read as UTF-8 whatever the XML declaration says (for input already
    ///   re-encoded from UTF-16).
    /// - Parameter detail: with ``ModelDetail/accessors``, elements are pruned as they end (see
    ///   ``AccessorPruning``), character data is never read, and attributes outside
    ///   ``ModelDetail/accessorAttributes`` are never converted.
    ///
    /// A root element other than `<document>` (a legacy `<archive>` xib, a property list) comes back
    /// without children or text as soon as its start tag is read: the model builder refuses it for
    /// that tag alone, and the rest of the file is not read.
    static func readRoot(
        _ data: Data, path: String, forceUTF8: Bool = false, detail: ModelDetail = .full
    ) throws(DiagnosticError) -> IBElement {
        _ = initialize
        // libxml2 reads the bytes in place: everything happens while they are pinned.
        let result: Result<IBElement, DiagnosticError> = data.withUnsafeBytes { raw in
            // The callbacks reach the builder through this pointer: a class's stored properties would
            // be checked for exclusive access at run time on every callback.
            let workspace = ParseWorkspace.take(detail: detail)
            let builder = UnsafeMutablePointer<TreeBuilder>.allocate(capacity: 1)
            builder.initialize(
                to: TreeBuilder(
                    bytes: raw.bindMemory(to: UInt8.self), path: path, detail: detail,
                    names: workspace.names))
            // The names go back to the workspace, and the workspace to the pool, for the next file.
            workspace.names = .placeholder(detail: detail)
            builder.pointee.names.startFile()
            swap(&builder.pointee.values, &workspace.values)
            swap(&builder.pointee.lists, &workspace.lists)
            swap(&builder.pointee.ids, &workspace.ids)
            builder.pointee.ids.startFile()
            defer {
                swap(&builder.pointee.values, &workspace.values)
                swap(&builder.pointee.lists, &workspace.lists)
                swap(&builder.pointee.ids, &workspace.ids)
                builder.pointee.children.release()
                builder.pointee.pendingText.release()
                builder.pointee.blanks.release()
                workspace.names = builder.move().names
                builder.deallocate()
                ParseWorkspace.give(back: workspace)
            }
            var parseError: DiagnosticError?
            do throws(DiagnosticError) { try TreeBuilder.parse(builder, forceUTF8: forceUTF8) } catch {
                parseError = error
            }
            // A merge-conflict marker is the file's first problem, whatever the parse found.
            if let line = builder.pointee.mergeConflictLine() {
                return .failure(Preflight.mergeConflict(line: line, path: path))
            }
            if let parseError { return .failure(parseError) }
            do throws(DiagnosticError) {
                return .success(try builder.pointee.result())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static let initialize: Void = { xmlInitParser() }()
}

/// The parse of one file: libxml2's callbacks land here (the parser's user data points at it).
private struct TreeBuilder {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    let detail: ModelDetail
    var context: xmlParserCtxtPtr?
    /// The open elements: the first ``depth`` frames. Frames past it are kept, emptied, and reused,
    /// so that opening and closing an element neither grows nor shrinks the array.
    var stack: [Frame] = []
    var depth = 0
    var root: IBElement?
    /// libxml2's first error (error or fatal level), when there is one; columns in UTF-8 bytes, like element
    /// positions (libxml2 counts characters).
    var firstError: (line: Int, column: Int, message: String, code: Int32)?
    /// A construct sbgen refuses, found before any libxml2 error.
    var refusal: DiagnosticError?
    /// The end of the empty element just dropped (``ModelDetail/accessors``) is to be skipped.
    /// ``ModelDetail/accessors``: how many open elements are being skipped, unbuilt, because
    /// ``AccessorPruning`` drops them whatever they hold (their start tags told enough).
    var skipDepth = 0
    /// The root is not `<document>`: the parse stopped after its start tag (see ``startElement``).
    var stoppedAtForeignRoot = false
    /// Whether the parse was stopped. libxml2 2.9 frees its input buffer when stopped, so the
    /// callback that stops it must not read the attribute values it was handed after that.
    var isStopped = false
    /// Character data since the last markup, not yet given to the open element (``ModelDetail/full``).
    var pendingText = ByteBuffer()
    /// Whether ``pendingText`` is all whitespace (space, line feed, tab, carriage return).
    var pendingIsBlank = true
    /// The finished children of the open elements.
    var children = FinishedChildren()
    /// The whitespace-only first runs of character data of open elements, by ``Frame/blankStart``:
    /// the indentation before an element's first child is dropped unless the element ends up
    /// without children or with other text, so it becomes a string only then.
    var blanks = ByteBuffer()
    /// Bytes of character data since the last markup, at every detail.
    var textRunLength = 0
    var positions: SourcePositionTracker

    /// Names by libxml2 dictionary pointer; taken from the workspace for the parse.
    var names: NameInterner
    /// Recent attribute values; swapped in from the workspace for the parse.
    var values = ValueCache.none
    /// Recent attribute lists (``ModelDetail/full``); swapped in from the workspace for the parse.
    var lists = AttributeListCache.none
    /// libxml2's name `id` in this file's dictionary, once the parse starts.
    var idName: UnsafePointer<xmlChar>?
    /// The ids seen so far; swapped in from the workspace for the parse.
    var ids = IDSet.none

    /// One element being built: its start tag's content (its children wait in ``children``). The
    /// element is made when it ends, from parts moved out of the frame.
    struct Frame {
        var name: String
        var attributes: IBAttributes
        var position: SourcePosition
        /// Where the element's children start in ``children``.
        var firstChild: Int
        var text: String?
        /// Whether `text` holds character data other than whitespace.
        var hasText = false
        /// ``ModelDetail/accessors``: whether a child was kept whole (see ``AccessorPruning``).
        var hasNeededChild = false
        /// A whitespace-only first run of character data not made a string yet (``text`` is nil
        /// while there is one): its bytes in ``blanks``.
        var blankStart = 0
        var blankLength = 0

        /// Makes this (emptied) frame the one of a new element, taking its name and attributes.
        mutating func open(
            name: inout String, attributes: inout IBAttributes, position: SourcePosition, firstChild: Int
        ) {
            swap(&self.name, &name)
            swap(&self.attributes, &attributes)
            self.position = position
            self.firstChild = firstChild
            text = nil
            hasText = false
            hasNeededChild = false
            blankLength = 0
        }

        /// The element, its name, attributes and text moved out of the frame.
        /// - Parameter keepsText: whether the element keeps ``text`` (else it is dropped).
        mutating func takeElement(children: consuming [IBElement], keepsText: Bool) -> IBElement {
            var name = ""
            swap(&name, &self.name)
            var attributes = IBAttributes()
            swap(&attributes, &self.attributes)
            var text: String?
            if keepsText { swap(&text, &self.text) }
            return IBElement(name: name, attributes: attributes, children: children, text: text, position: position)
        }

    }

    init(bytes: UnsafeBufferPointer<UInt8>, path: String, detail: ModelDetail, names: consuming NameInterner) {
        self.bytes = bytes
        self.path = path
        self.detail = detail
        self.names = names
        positions = SourcePositionTracker(bytes: bytes)
    }

    static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue
            | XML_PARSE_COMPACT.rawValue)

    /// Bytes given to libxml2 per call: its buffer holds about one chunk, not the whole file.
    static let chunkSize = 64 * 1024

    static func parse(
        _ builder: UnsafeMutablePointer<TreeBuilder>, forceUTF8: Bool
    ) throws(DiagnosticError) {
        let me = UnsafeMutableRawPointer(builder)
        let bytes = builder.pointee.bytes
        let path = builder.pointee.path
        var handler = Self.handler
        // Errors libxml2 raises outside the parser (encoding conversion, I/O) go to its global
        // handler, which would print them on stderr; collect them too. The handler is per thread.
        xmlSetStructuredErrorFunc(me, Self.collectError)
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw DiagnosticError(.error("not an XML document: the file is empty", at: builder.pointee.location(1, 1)))
        }
        // The first bytes let libxml2 detect the encoding, as its reader does.
        let head = min(4, bytes.count)
        let context = base.withMemoryRebound(to: CChar.self, capacity: head) {
            xmlCreatePushParserCtxt(&handler, me, $0, Int32(head), path)
        }
        guard let context else {
            throw DiagnosticError(.error("not an XML document: the file is empty", at: builder.pointee.location(1, 1)))
        }
        builder.pointee.context = context
        defer { xmlFreeParserCtxt(context) }
        // Input re-encoded from UTF-16 may still declare its old encoding.
        xmlCtxtUseOptions(context, Self.options | (forceUTF8 ? Int32(XML_PARSE_IGNORE_ENC.rawValue) : 0))
        builder.pointee.idName = xmlDictLookup(context.pointee.dict, "id", 2)
        var offset = head
        repeat {
            let count = min(Self.chunkSize, bytes.count - offset)
            let last = offset + count == bytes.count
            UnsafeRawPointer(base + offset).withMemoryRebound(to: CChar.self, capacity: count) {
                _ = xmlParseChunk(context, $0, Int32(count), last ? 1 : 0)
            }
            offset += count
        } while offset < bytes.count && builder.pointee.refusal == nil && builder.pointee.firstError == nil
            && !builder.pointee.stoppedAtForeignRoot
    }

    /// The line of the first merge-conflict marker after the first line: among the lines the parse
    /// counted, else in the rest of the file. (``Preflight`` checks the first line.)
    mutating func mergeConflictLine() -> Int? {
        if let line = positions.markerLine { return line }
        return Preflight.mergeConflictLine(
            UnsafeRawBufferPointer(bytes), lineStart: positions.lineStart, line: positions.line)
    }

    func result() throws(DiagnosticError) -> IBElement {
        if let refusal { throw refusal }
        if let firstError { throw libxmlFailure(firstError) }
        guard let root else {
            throw DiagnosticError(.error("no root element: this is not an XML document", at: location(1, 1)))
        }
        return root
    }

    /// Stops libxml2, once: no callback comes after this one, whose pointers into the buffer are
    /// dangling from here on.
    mutating func stop() {
        guard !isStopped else { return }
        isStopped = true
        if let context { xmlStopParser(context) }
    }

    /// Stops the parse with an error of sbgen's own, unless libxml2 reported one first.
    mutating func refuse(_ message: String, line: Int, column: Int = 1) {
        if firstError == nil, refusal == nil { refusal = DiagnosticError(.error(message, at: location(line, column))) }
        stop()
    }

    /// libxml2's tree builder limits (which its parser leaves to it): at most 256 open elements, and
    /// text nodes of at most 10,000,000 bytes.
    static let maximumDepth = 256
    static let maximumTextLength = 10_000_000

    // MARK: Callbacks

    /// Never mutated: each parse copies it into its own context.
    nonisolated(unsafe) static let handler: xmlSAXHandler = {
        var handler = xmlSAXHandler()
        handler.initialized = 0xDEED_BEAF  // XML_SAX2_MAGIC: the namespace-aware callbacks
        handler.startElementNs = {
            user, localname, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            guard let user, let localname else { return }
            user.assumingMemoryBound(to: TreeBuilder.self).pointee.startElement(
                localname, prefix: prefix, namespaceCount: Int(namespaceCount), namespaces: namespaces,
                attributeCount: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { user, _, _, _ in
            guard let user else { return }
            user.assumingMemoryBound(to: TreeBuilder.self).pointee.endElement()
        }
        let characters: charactersSAXFunc = { user, text, length in
            guard let user, let text, length > 0 else { return }
            let builder = user.assumingMemoryBound(to: TreeBuilder.self)
            builder.pointee.textRunLength += Int(length)
            if builder.pointee.textRunLength > maximumTextLength {
                builder.pointee.refuse(
                    "a value longer than 10 MB (libxml2's limit); this is not a document Interface Builder writes",
                    line: builder.pointee.parserLine, column: builder.pointee.parserColumn)
                return
            }
            guard builder.pointee.detail == .full, builder.pointee.depth > 0 else {
                return
            }
            let run = UnsafeBufferPointer(start: text, count: Int(length))
            if builder.pointee.pendingText.isEmpty, builder.pointee.isIndentationAfterChild(run) { return }
            if builder.pointee.pendingIsBlank {
                builder.pointee.pendingIsBlank = isBlank(run)
            }
            builder.pointee.pendingText.append(run)
        }
        handler.characters = characters
        handler.ignorableWhitespace = characters
        // Comments and processing instructions end a run of character data, as they end a text node.
        handler.comment = { user, _ in
            guard let user else { return }
            user.assumingMemoryBound(to: TreeBuilder.self).pointee.endTextRun()
        }
        handler.processingInstruction = { user, _, _ in
            guard let user else { return }
            user.assumingMemoryBound(to: TreeBuilder.self).pointee.endTextRun()
        }
        handler.internalSubset = { user, name, _, _ in
            guard let user else { return }
            let builder = user.assumingMemoryBound(to: TreeBuilder.self)
            let position = builder.pointee.doctypePosition()
            // The declaration names the root element: a property list (an Info.plist given by
            // mistake) or other XML is no IB file at all, which says more than "no declarations".
            let root = name.map { String(cString: $0) } ?? "document"
            builder.pointee.refuse(
                root == "document" ? TreeBuilder.doctypeMessage : ModelBuilder.notInterfaceBuilderMessage(root: root),
                line: position?.line ?? builder.pointee.parserLine, column: position?.column ?? 1)
        }
        handler.reference = { user, name in
            guard let user else { return }
            let builder = user.assumingMemoryBound(to: TreeBuilder.self)
            let text = name.map { String(cString: $0) } ?? "?"
            builder.pointee.refuse(
                "entity reference '&\(text);' is not allowed in IB documents; entities are never expanded",
                line: builder.pointee.parserLine)
        }
        handler.serror = collectError
        return handler
    }()

    /// libxml2's error callback: the first error or fatal error. Only it is reported; libxml2 may
    /// raise thousands more within one chunk (e.g. a long attribute full of bad character references),
    /// and locating each in UTF-8 columns would scan its line again: seconds per file.
    static let collectError: xmlStructuredErrorFunc = { user, error in
        guard let user, let error else { return }
        let builder = user.assumingMemoryBound(to: TreeBuilder.self)
        let level = error.pointee.level
        guard level == XML_ERR_ERROR || level == XML_ERR_FATAL, builder.pointee.firstError == nil else { return }
        var message = error.pointee.message.map { String(cString: $0) } ?? "XML error"
        while message.last?.isWhitespace == true { message.removeLast() }
        let line = Int(error.pointee.line)
        var column = Int(error.pointee.int2)
        // With an encoding conversion the buffer no longer holds the file's bytes: keep libxml2's count.
        if builder.pointee.context?.pointee.input?.pointee.buf?.pointee.encoder == nil {
            column = builder.pointee.byteColumn(line: line, characterColumn: column)
        }
        builder.pointee.firstError = (line, column, message, Int32(error.pointee.code))
    }

    mutating func startElement(
        _ localname: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, namespaceCount: Int,
        namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        endTextRun()
        guard let input = context?.pointee.input else { return }
        // The first attribute's value, when libxml2 left it in its buffer, is a few bytes past the `<`.
        let inside = attributeCount > 0 ? attributes?[3] : nil
        if attributeCount > 0, let attributes {
            recordID(input, attributeCount: attributeCount, attributes: attributes, inside: inside)
            // Also when an earlier error kept the refusal from being recorded: the buffer is gone.
            if isStopped { return }
        }
        if depth + skipDepth > Self.maximumDepth {
            let position = positions.position(ofTagEndingAt: input, inside: inside)
            refuse(
                "elements nested more than 256 levels deep; this is not a document Interface Builder writes",
                line: position.line, column: position.column)
            return
        }
        if skipDepth > 0 {
            skipDepth += 1
            return
        }
        if detail == .accessors, depth >= 3,
            isDropped(
                localname, prefix: prefix, attributes: attributes,
                attributeCount: attributeCount, namespaceCount: namespaceCount,
                isEmpty: input.pointee.cur.pointee == UInt8(ascii: "/"))
        {
            skipDepth = 1
            return
        }
        let position = positions.position(ofTagEndingAt: input, inside: inside)
        var name = names.name(localname).string
        if let prefix { name = String(cString: prefix) + ":" + name }
        var pairs: [IBAttributes.Attribute]
        if namespaceCount == 0, let text = cacheableText(input, attributeCount: attributeCount, attributes: attributes)
        {
            let firstName = names.index(attributes![0])
            let found = lists.find(firstName: firstName, count: attributeCount, text: text.start, length: text.length)
            if let cached = found.pairs {
                pairs = cached
            } else {
                pairs = attributeList(
                    namespaceCount: namespaceCount, namespaces: namespaces, attributeCount: attributeCount,
                    attributes: attributes)
                lists.keep(
                    pairs, at: found.place, firstName: firstName, count: attributeCount, text: text.start,
                    length: text.length)
            }
        } else {
            pairs = attributeList(
                namespaceCount: namespaceCount, namespaces: namespaces, attributeCount: attributeCount,
                attributes: attributes)
        }
        var list = IBAttributes(consume pairs)
        open(name: &name, attributes: &list, position: position)
        if depth == 1, stack[0].name != "document" {
            // A root other than <document> (a legacy <archive> xib, a property list) is the file's
            // first problem: the model builder refuses it for its start tag alone, so the rest (a
            // quarter of the corpus's bytes are legacy xibs) is not read.
            finish()
            stoppedAtForeignRoot = true
            stop()
        }
    }

    /// The element's attributes: namespace declarations first (they are attributes in the document's
    /// text), then the attributes the ``ModelDetail`` reads.
    private mutating func attributeList(
        namespaceCount: Int, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> [IBAttributes.Attribute] {
        // Collected as a plain array, whose appends this module inlines, then wrapped.
        var pairs: [IBAttributes.Attribute] = []
        if detail == .full, namespaceCount + attributeCount > 0 {
            pairs.reserveCapacity(namespaceCount + attributeCount)
        }
        var firstUnread: String?
        if namespaceCount > 0, let namespaces {
            // Namespace declarations are attributes in the document's text: keep them as such.
            for index in 0..<namespaceCount {
                let declared = namespaces[index * 2].map { "xmlns:" + String(cString: $0) } ?? "xmlns"
                guard detail == .full else {
                    if firstUnread == nil { firstUnread = declared }
                    continue
                }
                pairs.append(.init(name: declared, value: namespaces[index * 2 + 1].map { String(cString: $0) } ?? ""))
            }
        }
        if attributeCount > 0, let attributes {
            for index in 0..<attributeCount {
                let fields = attributes + index * 5  // localname, prefix, URI, value, value end
                let index = names.index(fields[0])
                // Unread attributes are never converted: most attributes of an IB file are geometry,
                // colors and fonts that no context reads.
                if fields[1] == nil {
                    guard names.table[index].isRead else {
                        if firstUnread == nil { firstUnread = names.table[index].string }
                        continue
                    }
                    let value =
                        names.table[index].isUnique
                        ? Self.value(from: fields[3], to: fields[4]) : cachedValue(from: fields[3], to: fields[4])
                    pairs.append(.init(name: names.table[index].string, value: value))
                    continue
                }
                var attributeName = names.table[index]
                if let attributePrefix = fields[1] {
                    attributeName.string = String(cString: attributePrefix) + ":" + attributeName.string
                    attributeName.isRead =
                        detail == .full || ModelDetail.accessorAttributes.contains(attributeName.string)
                }
                guard attributeName.isRead else {
                    if firstUnread == nil { firstUnread = attributeName.string }
                    continue
                }
                pairs.append(.init(name: attributeName.string, value: Self.value(from: fields[3], to: fields[4])))
            }
        }
        // Whether an element has attributes decides how the model builder classifies it.
        if pairs.isEmpty, let firstUnread { pairs.append(.init(name: firstUnread, value: "")) }
        return pairs
    }

    /// ``ModelDetail/full``: the text that spells the element's attributes after its first attribute's
    /// name, for ``lists``: from the opening quote of the first value to the end of the last one. Nil
    /// when an attribute is an `id` (unique) or prefixed, when a value is not in libxml2's buffer as
    /// written (it copies a value it decodes or normalizes), with namespace declarations, and for
    /// long texts. (Mutating: a method of the builder that is not copies the whole builder.)
    private mutating func cacheableText(
        _ input: xmlParserInputPtr, attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> (start: UnsafePointer<UInt8>, length: Int)? {
        guard detail == .full, let idName, attributeCount > 0, let attributes, let base = input.pointee.base,
            let cursor = input.pointee.cur
        else { return nil }
        // IB writes `id` last: most elements with one are known at once.
        if attributes[(attributeCount - 1) * 5] == idName { return nil }
        // The first value's opening quote is in the buffer too.
        var previousEnd = base + 1
        for index in 0..<attributeCount {
            let fields = attributes + index * 5  // localname, prefix, URI, value, value end
            guard fields[0] != idName, fields[1] == nil, let start = fields[3], let end = fields[4],
                start >= previousEnd, end >= start, end <= cursor
            else { return nil }
            previousEnd = end
        }
        let start = attributes[3]! - 1
        let length = previousEnd - start
        return length <= AttributeListCache.maximumLength ? (start, length) : nil
    }

    /// Adds the element's `id` (any element's, kept or dropped, at every detail) to ``ids``; one used
    /// before in this file stops the parse with ``refuseDuplicateID(_:firstOffset:input:inside:)``.
    @inline(__always)
    private mutating func recordID(
        _ input: xmlParserInputPtr, attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>,
        inside: UnsafePointer<UInt8>?
    ) {
        guard let idName else { return }
        // IB writes `id` last, except in xib placeholders.
        var index = attributeCount - 1
        if attributes[index * 5] != idName {
            index = 0
            while index < attributeCount - 1, attributes[index * 5] != idName { index += 1 }
            guard index < attributeCount - 1 else { return }
        }
        let fields = attributes + index * 5  // localname, prefix, URI, value, value end
        guard fields[1] == nil, let start = fields[3], let end = fields[4], end >= start else { return }
        var offset = -1
        // Without an encoding conversion libxml2's buffer holds the file's own bytes.
        if input.pointee.buf?.pointee.encoder == nil, let base = input.pointee.base, let cursor = input.pointee.cur,
            start >= base, start < cursor
        {
            offset = Int(input.pointee.consumed) + (start - base)
        }
        guard let firstOffset = ids.insert(start, length: end - start, offset: offset) else { return }
        refuseDuplicateID(Self.value(from: start, to: end), firstOffset: firstOffset, input: input, inside: inside)
    }

    /// Stops the parse at an id used twice: an error at this element naming the first one's line,
    /// and a note at the first one (when its offset is known).
    @inline(never)
    private mutating func refuseDuplicateID(
        _ id: String, firstOffset: Int, input: xmlParserInputPtr, inside: UnsafePointer<UInt8>?
    ) {
        let position = positions.position(ofTagEndingAt: input, inside: inside)
        let first = firstOffset >= 0 ? tagPosition(containing: firstOffset) : nil
        let quoted = "'\(id.escapingLineBreaks)'"
        var message = "duplicate id \(quoted)"
        message += first.map { " (first used at line \($0.line))" } ?? " (used earlier in the file)"
        message += ": Xcode cannot open a file whose ids are not unique (a bad merge?)"
        var diagnostics: [Diagnostic] = [.error(message, at: location(position.line, position.column))]
        if let first {
            diagnostics.append(.note("\(quoted) is first used here", at: location(first.line, first.column)))
        }
        if firstError == nil, refusal == nil { refusal = DiagnosticError(diagnostics) }
        stop()
    }

    /// Opens a frame for an element, taking its name and attributes.
    private mutating func open(name: inout String, attributes: inout IBAttributes, position: SourcePosition) {
        // An empty element too: libxml2 calls endElementNs for it, which finishes the frame.
        if depth == stack.count {
            stack.append(Frame(name: "", attributes: IBAttributes(), position: position, firstChild: 0))
        }
        stack[depth].open(name: &name, attributes: &attributes, position: position, firstChild: children.count)
        depth += 1
    }

    /// Whether `run` is all XML whitespace (space, line feed, tab, carriage return). libxml2 hands
    /// over no other byte below 0x21 (a control character is a fatal error, and the parse fails
    /// whatever the text), so a run is blank when none of its bytes is above 0x20: checked eight
    /// bytes at a time, the last word overlapping the one before it.
    static func isBlank(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = run.baseAddress else { return true }
        let count = run.count
        guard count >= 8 else {
            for index in 0..<count where base[index] > 0x20 { return false }
            return true
        }
        let raw = UnsafeRawPointer(base)
        // A byte's high bit ends up set exactly when the byte is above 0x20 (no carry leaves a byte
        // of 0x20 or less; one past a greater byte does not matter).
        let bias: UInt64 = 0x5F5F_5F5F_5F5F_5F5F
        let high: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 < count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if (word | (word &+ bias)) & high != 0 { return false }
            index += 8
        }
        let word = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        return (word | (word &+ bias)) & high == 0
    }

    /// ``ModelDetail/accessors``, below the document's grandchildren: whether ``AccessorPruning`` drops
    /// the element starting here whatever it holds, so it need not be built at all. Two cases:
    /// - an element in an attribute-less `<constraints>`, or a non-segue one in an attribute-less
    ///   `<connections>`: dropped for where it is;
    /// - an empty element (libxml2's cursor is on the `/` of `/>`) with attributes but neither an `id`
    ///   nor a `reuseIdentifier`: no object, holding none, and no list.
    private mutating func isDropped(
        _ localname: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, attributeCount: Int, namespaceCount: Int,
        isEmpty: Bool
    ) -> Bool {
        if depth > 0, stack[depth - 1].attributes.isEmpty {
            let parentName = stack[depth - 1].name
            if parentName == "constraints" { return true }
            if parentName == "connections" {
                return prefix != nil || names.name(localname).string != "segue"
            }
        }
        guard isEmpty, attributeCount + namespaceCount > 0 else { return false }
        for index in 0..<attributeCount
        where attributes![index * 5 + 1] == nil && names.name(attributes![index * 5]).isKey {
            return false
        }
        return true
    }

    /// ``value(from:to:)`` through ``values``.
    mutating func cachedValue(from start: UnsafePointer<xmlChar>?, to end: UnsafePointer<xmlChar>?) -> String {
        guard let start, let end, end > start, end - start <= ValueCache.maximumLength else {
            return Self.value(from: start, to: end)
        }
        return values.value(start, count: end - start) { Self.value(from: $0, to: $0 + $1) }
    }

    /// An attribute value as libxml2 hands it over: references resolved, except that without entity
    /// substitution it writes `&` as `&#38;` (its tree builder decodes that again).
    static func value(from start: UnsafePointer<xmlChar>?, to end: UnsafePointer<xmlChar>?) -> String {
        guard let start, let end, end > start else { return "" }
        let raw = UnsafeBufferPointer(start: start, count: end - start)
        guard memchr(start, 0x26, raw.count) != nil else { return string(raw) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            decoded.append(raw[index])
            index += raw[index] == 0x26 && index + 4 < raw.count && raw[index + 4] == 0x3B ? 5 : 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// `bytes` as a string, ill-formed UTF-8 repaired as `String(decoding:as:)` does. Most values
    /// (ids, numbers, enumeration cases) are short ASCII: a string of up to 15 bytes is made in place
    /// and checked for ASCII in one test, where `String(decoding:as:)` validated it byte by byte.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            _ = buffer.initialize(from: bytes)
            return bytes.count
        }
    }

    mutating func endElement() {
        endTextRun()
        if skipDepth > 0 {
            skipDepth -= 1
            return
        }
        guard depth > 0 else { return }
        finish()
    }

    /// Whether `run` is a whole run of whitespace that ``endTextRun()`` would drop: the open element
    /// already has a child, and libxml2's cursor is on the `<` right after the run, starting a tag,
    /// an end tag or a processing instruction (not `<!`: CDATA continues the run). Most runs are
    /// such indentation; they are not copied at all. (Mutating: a method called through the builder's
    /// pointer would otherwise copy the whole builder.)
    mutating func isIndentationAfterChild(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
        guard children.count > stack[depth - 1].firstChild, let start = run.baseAddress,
            let cursor = context?.pointee.input?.pointee.cur, cursor == start + run.count,
            cursor[0] == UInt8(ascii: "<"), cursor[1] != UInt8(ascii: "!"), cursor[1] != 0
        else { return false }
        return Self.isBlank(run)
    }

    /// Markup ends a run of character data (libxml2's tree builder would start a new text node):
    /// gives the text read since the last markup to the open element. Indentation between elements
    /// is dropped; whitespace is kept only as the whole content of a leaf element
    /// (`<string key="text"> </string>`), so it counts only while the element has no children yet.
    @inline(__always)
    mutating func endTextRun() {
        textRunLength = 0
        // Most markup follows no pending text (indentation after a child is never kept).
        if !pendingText.isEmpty { givePendingText() }
    }

    /// ``endTextRun()`` with pending text.
    @inline(never)
    private mutating func givePendingText() {
        let isBlank = pendingIsBlank
        defer {
            pendingText.removeAll()
            pendingIsBlank = true
        }
        guard depth > 0 else { return }
        let top = depth - 1
        let isChildless = children.count == stack[top].firstChild
        if isBlank, !isChildless { return }
        if isBlank, stack[top].text == nil {
            // No string yet: most such runs are the indentation before a first child.
            if stack[top].blankLength == 0 { stack[top].blankStart = blanks.count }
            blanks.append(pendingText.bytes)
            stack[top].blankLength += pendingText.count
            return
        }
        if !isBlank { stack[top].hasText = true }
        if stack[top].blankLength > 0 {
            stack[top].text = blanks.string(from: stack[top].blankStart, length: stack[top].blankLength)
        }
        if stack[top].text == nil {
            stack[top].text = pendingText.string()
        } else {
            stack[top].text!.append(pendingText.string())
        }
        if stack[top].blankLength > 0 {
            blanks.truncate(to: stack[top].blankStart)
            stack[top].blankLength = 0
        }
    }

    /// Ends the top frame's element and gives it to its parent (or makes it the root). The element is
    /// completed in place and moved out of the stack, never copied.
    private mutating func finish() {
        let top = depth - 1
        let firstChild = stack[top].firstChild
        let hasChildren = children.count > firstChild
        // Keep character data of leaf elements (`<string key="text"> </string>` keeps its space);
        // drop the indentation between child elements.
        if stack[top].blankLength > 0 {
            // No other text: the run is the whole text, kept by a leaf element only.
            if !hasChildren {
                stack[top].text = blanks.string(from: stack[top].blankStart, length: stack[top].blankLength)
            }
            blanks.truncate(to: stack[top].blankStart)
        }
        let hasNeededChild = stack[top].hasNeededChild
        let run = hasChildren ? children.removeRun(from: firstChild) : []
        let keepsText = !hasChildren || stack[top].hasText
        depth -= 1
        if depth > 0, detail == .full {
            children.append(stack[top].takeElement(children: run, keepsText: keepsText))
            return
        }
        let element = stack[top].takeElement(children: run, keepsText: keepsText)
        if depth == 0 {
            root = consume element
            return
        }
        let parent = depth - 1
        switch AccessorPruning.decide(
            element, depth: depth, parentName: stack[parent].name, parentAttributes: stack[parent].attributes,
            hasNeededChild: hasNeededChild)
        {
        case .keep:
            children.append(element)
            stack[parent].hasNeededChild = true
        case .stub: children.append(AccessorPruning.stub(element))
        case .drop: break
        }
    }

    // MARK: Diagnostics

    /// libxml2's current line.
    var parserLine: Int {
        guard let input = context?.pointee.input else { return 1 }
        return max(1, Int(input.pointee.line))
    }

    /// libxml2's current column.
    var parserColumn: Int {
        guard let input = context?.pointee.input else { return 1 }
        return max(1, Int(input.pointee.col))
    }

    static let doctypeMessage =
        "document type declarations are not allowed in IB documents (Xcode never writes one)"

    /// The 1-based line and byte column of the `<` of the tag that holds byte `index` of the file.
    func tagPosition(containing index: Int) -> (line: Int, column: Int) {
        var open = min(index, bytes.count - 1)
        while open > 0, bytes[open] != UInt8(ascii: "<") { open -= 1 }
        return position(ofByte: open)
    }

    /// The 1-based line and byte column of byte `index` (a UTF-8 byte order mark is not counted).
    func position(ofByte index: Int) -> (line: Int, column: Int) {
        let lineStart =
            bytes[..<index].lastIndex(of: 0x0A).map { $0 + 1 } ?? Preflight.textStart(UnsafeRawBufferPointer(bytes))
        return (1 + bytes[..<index].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }, index - lineStart + 1)
    }

    /// Where the document type declaration libxml2 is reading starts: the last `<!DOCTYPE` before its
    /// cursor (an earlier one may sit in a comment).
    func doctypePosition() -> (line: Int, column: Int)? {
        guard let input = context?.pointee.input, input.pointee.buf?.pointee.encoder == nil,
            let cursor = input.pointee.cur, let base = input.pointee.base
        else { return nil }
        let needle = Array("<!DOCTYPE".utf8)
        var index = min(Int(input.pointee.consumed) + (cursor - base), bytes.count - needle.count)
        while index >= 0 {
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle {
                return position(ofByte: index)
            }
            index -= 1
        }
        return nil
    }

    /// The byte offset where 1-based `line` starts (line 1 after a UTF-8 byte order mark), or nil past the end.
    private func offset(ofLine line: Int) -> Int? {
        var start = Preflight.textStart(UnsafeRawBufferPointer(bytes))
        var current = 1
        while current < line {
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return nil }
            start = newline + 1
            current += 1
        }
        return start
    }

    /// libxml2's column (characters) as a 1-based UTF-8 byte column: the characters before it are
    /// counted as lead bytes, skipping their continuation bytes.
    func byteColumn(line: Int, characterColumn: Int) -> Int {
        guard characterColumn > 1, let start = offset(ofLine: max(line, 1)) else { return characterColumn }
        var index = start
        var characters = 1
        while characters < characterColumn, index < bytes.count, bytes[index] != 0x0A {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            characters += 1
        }
        return index - start + characterColumn - characters + 1
    }

    /// Whether libxml2's error position is the end of the data, or followed only by whitespace when
    /// libxml2 complains of content after the document: the file stopped mid-document.
    private func isAtEnd(line: Int, column: Int, code: Int32) -> Bool {
        guard let lineStart = offset(ofLine: line) else { return false }
        let position = lineStart + column - 1
        if position >= bytes.count - 1, !bytes[lineStart...].contains(0x0A) { return true }
        return code == Int32(XML_ERR_DOCUMENT_END.rawValue) && position <= bytes.count
            && bytes[max(position, 0)...].allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
    }

    /// Whether the bytes at 1-based `line` and byte `column` start with `marker`.
    private func bytes(at line: Int, column: Int, startWith marker: String) -> Bool {
        guard let lineStart = offset(ofLine: line) else { return false }
        let start = lineStart + column - 1
        let needle = Array(marker.utf8)
        return start >= 0 && start + needle.count <= bytes.count && Array(bytes[start..<start + needle.count]) == needle
    }

    func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    private func libxmlFailure(_ first: (line: Int, column: Int, message: String, code: Int32)) -> DiagnosticError {
        let open = depth > 0 ? (name: stack[depth - 1].name, position: stack[depth - 1].position) : nil
        var message = XMLTreeReader.explain(first.message)
        // libxml2 reads a declaration after the root element's start as bad element content.
        if bytes(at: first.line, column: first.column, startWith: "<!DOCTYPE") { message = Self.doctypeMessage }
        if root == nil, open == nil, first.code == Int32(XML_ERR_DOCUMENT_END.rawValue) {
            // Only a declaration, comments or processing instructions: no element at all.
            message = XMLTreeReader.explain("Document is empty")
        } else if message != Self.doctypeMessage, isAtEnd(line: first.line, column: first.column, code: first.code),
            !message.hasPrefix("not an XML document"),
            // A wrong end tag is wrong wherever it is, also as the file's last bytes.
            first.code != Int32(XML_ERR_TAG_NAME_MISMATCH.rawValue)
        {
            // libxml2 words a cut-off file in many ways ("AttValue: ' expected", "Extra content…");
            // the open element says it plainly.
            if let open {
                message =
                    "the file ends before the document does (truncated?): <\(open.name)> opened at "
                    + "\(open.position) is not closed"
            } else if root == nil, !message.hasPrefix("the file ends") {
                // Cut off before the root element (in its start tag, or the prolog); once the root
                // is closed the document is whole, and what follows it is extra, not cut off.
                message = "the file ends before the document does (truncated?): " + message
            }
        }
        return DiagnosticError(.error(message, at: location(max(first.line, 1), max(first.column, 1))))
    }
}

extension XMLTreeReader {
    /// libxml2's wording, made to say what the user can do about it.
    static func explain(_ message: String) -> String {
        if message.hasPrefix("Input is not proper UTF-8") {
            let bytes = message.split(separator: "\n").dropFirst().first.map {
                $0.replacing("Bytes: ", with: "")
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
