import Foundation

// Attributed text: these stand-ins shadow Foundation's classes so that each run keeps its text and
// attributes as appended (Foundation may merge runs). Keys and paragraph styles are UIKit's
// (declared for type checking in Tests/Surface/UIKit/HeaderFacts_AttributedText.swift).

class NSAttributedString: SbgenCanonical {
    struct Key: Hashable, Sendable {
        let rawValue: String
        static let font = Key(rawValue: "font")
        static let foregroundColor = Key(rawValue: "foregroundColor")
        static let paragraphStyle = Key(rawValue: "paragraphStyle")
    }
    var sbgenRuns: [(String, [Key: Any])] = []
    /// An empty string has no character to carry attributes: no run.
    init(string: String, attributes: [Key: Any]? = nil) {
        if !string.isEmpty { sbgenRuns = [(string, attributes ?? [:])] }
    }
    /// `[("text",font=…,foregroundColor=…,paragraphStyle=…),…]`, attributes sorted by key.
    var sbgenCanonical: String {
        let runs = sbgenRuns.map { text, attributes in
            let values = attributes.keys.map(\.rawValue).sorted().map { key in
                "\(key)=\(sbgenCanon(attributes[Key(rawValue: key)]))"
            }
            return "(" + ([sbgenQuote(text)] + values).joined(separator: ",") + ")"
        }
        return "[" + runs.joined(separator: ",") + "]"
    }
}

final class NSMutableAttributedString: NSAttributedString {
    func append(_ string: NSAttributedString) { sbgenRuns += string.sbgenRuns }
}

class NSParagraphStyle: SbgenCanonical {
    init() {}
    var alignment: NSTextAlignment { sbgenAlignment }
    var lineBreakMode: NSLineBreakMode { sbgenLineBreakMode }
    var sbgenAlignment: NSTextAlignment = .natural
    var sbgenLineBreakMode: NSLineBreakMode = .byWordWrapping
    var sbgenCanonical: String { "para(\(alignment),\(lineBreakMode))" }
}

final class NSMutableParagraphStyle: NSParagraphStyle {
    override var alignment: NSTextAlignment {
        get { sbgenAlignment }
        set { sbgenAlignment = newValue }
    }
    override var lineBreakMode: NSLineBreakMode {
        get { sbgenLineBreakMode }
        set { sbgenLineBreakMode = newValue }
    }
}
