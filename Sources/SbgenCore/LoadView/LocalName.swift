import IBModel

/// Names for the locals of objects no outlet names, from what the IB file says about the object,
/// best source first (``UnitBuilder/localName(for:)`` tries them after the outlet and before the
/// element name with a counter):
///
/// 1. `userLabel`: the name the engineer gave the object in IB's document outline (`userLabel="Header
///    View"` → `headerView`);
/// 2. the accessibility identifier (`<accessibility key="accessibilityConfiguration" identifier=>`, or
///    a `accessibilityIdentifier` user-defined runtime attribute): `loginButton`;
/// 3. the content: a label's `text`, a button's normal `<state title=>` (or its configuration's
///    title, or its normal image), an image view's `image`, a text field's `placeholder`, a bar button
///    item's `title`, `image` or `systemItem`; on macOS the cell's `title`, `placeholderString`.
///
/// Each source's text becomes a lowerCamel name of at most ``maximumWords`` ASCII words ending with
/// the object's role noun (``role(of:platform:)``): `"Sign In"` on a button → `signInButton`. Text
/// with a non-ASCII letter (`Войти`), too many words (a paragraph), or nothing but the role noun
/// (IB's default `"Label"`) gives no name, and the next source is tried.
enum LocalName {
    /// The most words a name takes from a text; longer texts are sentences, not names.
    static let maximumWords = 4
    /// The most characters a name takes from a text, before the role noun.
    static let maximumLength = 32

    /// The first name from `object`'s sources, best first, that `accept` takes; nil when none
    /// reads as a name or `accept` takes none. Each ends with its role noun.
    /// - Parameter platform: the document's platform (AppKit keeps a control's content in its cell).
    static func name(for object: IBObject, platform: Platform, accept: (String) -> Bool) -> String? {
        // Most objects have none of the three: the role is only made for a text.
        var role: String?
        func named(_ text: String?) -> String? {
            guard let text else { return nil }
            if role == nil { role = self.role(of: object, platform: platform) }
            guard let name = name(from: text, role: role!), accept(name) else { return nil }
            return name
        }
        let label = object.attributes.value("userLabel")
        if let name = named(label?.utf8.first == UInt8(ascii: "(") ? nil : label) { return name }
        if let name = named(accessibilityIdentifier(of: object)) { return name }
        return named(content(of: object, platform: platform))
    }

    /// Every name ``name(for:platform:accept:)`` could give `object`, best first (for tests).
    static func candidates(for object: IBObject, platform: Platform) -> [String] {
        var result: [String] = []
        _ = name(for: object, platform: platform) { name in
            if !result.contains(name) { result.append(name) }
            return false
        }
        return result
    }

    /// The noun a name of `object` ends with: `Label`, `Button`, `ImageView`, `TextField`, `View`,
    /// `StackView`, `Cell`…, from its element (a bar button item is a `Button`, as in Apple's
    /// templates; a macOS text field that is not editable is a `Label`).
    static func role(of object: IBObject, platform: Platform) -> String {
        switch object.element {
        case "label": return "Label"
        case "button": return "Button"
        case "imageView": return "ImageView"
        case "view": return "View"
        case "stackView": return "StackView"
        case "barButtonItem": return "Button"
        case "tableViewCell", "collectionViewCell", "tableCellView": return "Cell"
        case "customView": return "View"
        case let element where element.hasSuffix("GestureRecognizer"): return "Gesture"
        case "textField" where platform == .macOS:
            return object.child(key: "cell")?.attributes.flag("editable") == true ? "TextField" : "Label"
        default:
            var bytes = Array(object.element.utf8)
            guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else {
                return "View"
            }
            bytes[0] = first & ~0x20
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `<accessibility key="accessibilityConfiguration" identifier=>`, else an `accessibilityIdentifier`
    /// user-defined runtime attribute of type string.
    static func accessibilityIdentifier(of object: IBObject) -> String? {
        for property in object.properties {
            // Lengths first: nearly every property is another (`rect`, `color`, `fontDescription`).
            let length = property.name.utf8.count
            if length == 13, property.name == "accessibility", let identifier = property.attributes.value("identifier")
            {
                return identifier
            }
            if length == 28, property.name == "userDefinedRuntimeAttributes" {
                for attribute in property.children
                where attribute.attributes.value("keyPath") == "accessibilityIdentifier" {
                    if let value = attribute.attributes.value("value") { return value }
                }
            }
        }
        return nil
    }

    /// The text or image name that shows what `object` is, for the elements where it reads as a name.
    static func content(of object: IBObject, platform: Platform) -> String? {
        let attributes = object.attributes
        if platform == .macOS {
            let cell = object.child(key: "cell")?.attributes
            switch object.element {
            case "textField": return cell?.value("placeholderString") ?? cell?.value("title")
            case "button": return cell?.value("title")
            case "menuItem": return attributes.value("title")
            default: return nil
            }
        }
        switch object.element {
        case "label": return attributes.value("text") ?? object.property("string", key: "text")?.text
        case "button":
            let normal = object.property("state", key: "normal")
            if let title = normal?.attributes.value("title")
                ?? object.property("buttonConfiguration")?.attributes.value(
                    "title")
            {
                return title
            }
            return (normal?.attributes.value("image") ?? normal?.child("imageReference")?.attributes.value("image"))
                .map(imageStem)
        case "imageView":
            return
                (attributes.value("image")
                ?? object.property("imageReference", key: "image")?.attributes.value(
                    "image")).map(imageStem)
        case "textField": return attributes.value("placeholder")
        case "barButtonItem":
            if let title = attributes.value("title") { return title }
            if let image = attributes.value("image") { return imageStem(image) }
            return attributes.value("systemItem").flatMap { $0.hasSuffix("Space") ? nil : $0 }
        default: return nil
        }
    }

    /// An image name without its folders and file extension (`Icons/back.png` → `back`).
    static func imageStem(_ image: String) -> String {
        var stem = Substring(image)
        if let slash = stem.lastIndex(of: "/") { stem = stem[stem.index(after: slash)...] }
        if let dot = stem.lastIndex(of: "."),
            ["png", "jpg", "jpeg", "pdf", "gif"].contains(stem[stem.index(after: dot)...].lowercased())
        {
            stem = stem[..<dot]
        }
        return String(stem)
    }

    /// `text` as a lowerCamel name ending with `role`, or nil when it does not read as a name: ASCII
    /// words only (punctuation separates words, an apostrophe does not; a word that starts with a
    /// digit is dropped at the start), at most ``maximumWords`` of them, not just the role noun.
    static func name(from text: String, role: String) -> String? {
        // The name is made in one buffer: each word is appended, then recased in place.
        var bytes: [UInt8] = []
        var words = 0
        var wordStart = -1  // where the current word starts in `bytes`; -1 between words
        var skipping = false  // inside a leading word that starts with a digit
        func endWord() {
            if wordStart >= 0 { recase(&bytes, from: wordStart, first: words == 1) }
            wordStart = -1
            skipping = false
        }
        for byte in text.utf8 {
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            if isLetter || isDigit {
                if skipping { continue }
                if wordStart < 0 {
                    if words == 0, isDigit {
                        skipping = true
                        continue
                    }
                    words += 1
                    if words > maximumWords { return nil }
                    wordStart = bytes.count
                }
                bytes.append(byte)
                if bytes.count > maximumLength { return nil }
            } else if byte == UInt8(ascii: "'") {
                continue
            } else if byte >= 0x80 {
                // A non-ASCII letter or digit is text a name cannot spell; other symbols separate words.
                return nonASCIIName(text, role: role)
            } else {
                endWord()
            }
        }
        endWord()
        // One letter (`"A"`, `"X"`) is a placeholder more often than a name.
        guard bytes.count >= 2 else { return nil }
        let roleBytes = Array(role.utf8)
        // IB's default texts (`Label`, `Button`, `TextField1`) name nothing the class does not.
        var end = bytes.count
        while end > 0, bytes[end - 1] >= UInt8(ascii: "0"), bytes[end - 1] <= UInt8(ascii: "9") { end -= 1 }
        if end == roleBytes.count, zip(bytes, roleBytes).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) { return nil }
        return String(decoding: bytes + roleSuffix(after: bytes, role: roleBytes), as: UTF8.self)
    }

    /// What `name` needs appended to end with `role`: nothing when it ends with the role or with the
    /// role's last word (`emailField`, `headerView`), the rest of the role when it ends with the
    /// role's first words (`controlsContainer`, `container` + `ContainerView` → `View`), else the whole role.
    private static func roleSuffix(after name: [UInt8], role: [UInt8]) -> ArraySlice<UInt8> {
        // Where each word of the role starts (its capitals).
        let starts = role.indices.filter { role[$0] < UInt8(ascii: "a") }
        if name.ends(with: role) { return [] }
        if let last = starts.last, name.count > role.count - last, name.ends(with: role[last...]) { return [] }
        for end in starts.reversed() where end > 0 {
            let head = role[..<end]
            // The first word of a name is lowered: `container` is the role's `Container` too.
            if name.count > end
                ? name.ends(with: head) : name.count == end && zip(name, head).allSatisfy({ $0 | 0x20 == $1 | 0x20 })
            {
                return role[end...]
            }
        }
        return role[...]
    }

    /// ``name(from:role:)`` for text with non-ASCII characters: none when one is a letter or digit
    /// (`Войти`, `Café`), else the text with those symbols as spaces (`🔥 Hot`, `Don’t`).
    private static func nonASCIIName(_ text: String, role: String) -> String? {
        var ascii = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                ascii.unicodeScalars.append(scalar)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                return nil
            } else if scalar != "\u{2019}" {
                ascii += " "
            }
        }
        return name(from: ascii, role: role)
    }

    /// Recases the word at `start...` of a lowerCamel name: an all-capitals word is lowered (`SIGN`
    /// → `sign`/`Sign`); the first word has its leading capitals lowered (`URLField` → `urlField`),
    /// the others a capital first.
    private static func recase(_ bytes: inout [UInt8], from start: Int, first: Bool) {
        let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        let isLower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        if !bytes[start...].contains(where: isLower) {
            for index in start..<bytes.count where isUpper(bytes[index]) { bytes[index] |= 0x20 }
        } else if first {
            var capitals = start
            while capitals < bytes.count, isUpper(bytes[capitals]) { capitals += 1 }
            let lowered = capitals - start <= 1 ? capitals : capitals - 1
            for index in start..<lowered { bytes[index] |= 0x20 }
        }
        if !first, isLower(bytes[start]) { bytes[start] &= ~0x20 }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends<C: Collection<UInt8>>(with suffix: C) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
