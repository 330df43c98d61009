import IBModel
import SbgenTemplate

/// IB's `<window>` as `NSWindow` code: shared by `loadview`'s window units and `migrate`'s launch code
/// (`MacLaunch`).
enum WindowCode {
    /// The style-mask flags `<windowStyleMask>` writes, as `NSWindow.StyleMask` members (IB's
    /// attribute name, then the Swift one). `texturedBackground` is left out: deprecated since
    /// macOS 11, it has no effect there.
    static let styles: [(String, String)] = [
        ("titled", "titled"), ("closable", "closable"), ("miniaturizable", "miniaturizable"),
        ("resizable", "resizable"), ("unifiedTitleAndToolbar", "unifiedTitleAndToolbar"),
        ("fullSizeContentView", "fullSizeContentView"), ("utilityWindow", "utilityWindow"),
        ("docModalWindow", "docModalWindow"), ("nonactivatingPanel", "nonactivatingPanel"), ("hudWindow", "hudWindow"),
        // What IB writes in current xibs for the last three.
        ("utility", "utilityWindow"), ("documentModal", "docModalWindow"), ("HUD", "hudWindow"),
    ]

    /// IB's `<window>`: `contentRect`, `styleMask`, `title`, `releasedWhenClosed`,
    /// `titlebarAppearsTransparent`, `titleVisibility` (all macOS 10.10 or earlier).
    ///
    /// A `contentRect` value that is a number but not a finite one (``NonFinite``) is a warning and 0
    /// (`NSWindow(contentRect:…)` needs one; Swift has no literal for `nan`).
    /// - Parameter type: the class created (a `customClass` of the window), `NSWindow` when nil.
    static func lines(
        _ window: IBObject, name: String, document: IBDocument, diagnostics: inout [Diagnostic], type: String? = nil
    ) -> [String] {
        let rect = window.property("rect", key: "contentRect")
        if let rect, let (attribute, value) = NonFinite.anyAttribute(in: rect.attributes) {
            diagnostics.append(
                .warning(
                    "value '\(value)' of '\(attribute)' is not a finite number; the window's content rect uses 0 for it",
                    at: document.location(of: rect.position)))
        }
        let frame = ["x", "y", "width", "height"].map { "\($0): \(number(rect?.attributes[$0] ?? "0"))" }
        let mask = window.property("windowStyleMask", key: "styleMask")
        var flags: [String] = []
        for (attribute, member) in styles where mask?.attributes.bool(attribute) == true {
            if !flags.contains("." + member) { flags.append("." + member) }
        }
        var lines = [
            "let \(name) = \(type ?? "NSWindow")(",
            "    contentRect: NSRect(\(frame.joined(separator: ", "))),",
            "    styleMask: [\(flags.joined(separator: ", "))], backing: .buffered, defer: false)",
        ]
        if let title = window.attributes["title"] { lines.append("\(name).title = \(SwiftLiteral.string(title))") }
        // A code-made NSPanel starts not released when closed, an NSWindow released.
        let released = window.attributes["releasedWhenClosed"] != "NO"
        if released != (type != "NSPanel") { lines.append("\(name).isReleasedWhenClosed = \(released)") }
        if window.attributes["titlebarAppearsTransparent"] == "YES" {
            lines.append("\(name).titlebarAppearsTransparent = true")
        }
        if window.attributes["titleVisibility"] == "hidden" { lines.append("\(name).titleVisibility = .hidden") }
        return lines
    }

    /// What `loadview` sets beyond ``lines(_:name:document:diagnostics:type:)``: the content size
    /// limits (`<value key="minSize">`, `maxSize`: IB's "Minimum/Maximum Content Size") and the frame
    /// autosave name (`frameAutosaveName`), each with its IB line.
    static func extraLines(_ window: IBObject, name: String) -> [(String, Int)] {
        var lines: [(String, Int)] = []
        for (key, property) in [("minSize", "contentMinSize"), ("maxSize", "contentMaxSize")] {
            guard
                let size = window.properties.first(where: { $0.key == key && ($0.name == "value" || $0.name == "size") }
                ),
                let width = size.attributes["width"], let height = size.attributes["height"],
                Double(decimal: width)?.isFinite == true, Double(decimal: height)?.isFinite == true
            else { continue }
            lines.append(
                ("\(name).\(property) = NSSize(width: \(number(width)), height: \(number(height)))", size.position.line)
            )
        }
        if let autosave = window.attributes["frameAutosaveName"], !autosave.isEmpty {
            // The Bool says whether the name was free; IB did not check it either.
            lines.append(("_ = \(name).setFrameAutosaveName(\(SwiftLiteral.string(autosave)))", window.position.line))
        }
        return lines
    }

    /// `<window>` attributes and elements whose value differs from what `NSWindow(contentRect:…)`
    /// starts with and that the generated code does not set: each becomes a warning, with IB's
    /// names. `screenRect`, `initialPositionMask` and `canvasLocation` describe IB's screen and canvas,
    /// not the window; `showsToolbarButton` matters only with a toolbar.
    static func unconverted(_ window: IBObject) -> [(String, SourcePosition)] {
        var found: [(String, SourcePosition)] = []
        // Attribute, and the values that are the code's own starting value (nothing lost).
        let attributes: [(String, Set<String>)] = [
            ("animationBehavior", ["default"]), ("restorable", ["YES"]), ("hidesOnDeactivate", ["NO"]),
            ("oneShot", ["NO"]), ("hasShadow", ["YES"]), ("tabbingMode", []), ("toolbarStyle", []),
            ("separatorStyle", []), ("appearanceType", []), ("identifier", []), ("showsToolbarButton", ["YES"]),
            ("allowsToolTipsWhenApplicationIsInactive", ["NO"]), ("autorecalculatesKeyViewLoop", ["NO"]),
            ("level", []), ("alphaValue", ["1"]),
        ]
        let hasToolbar = window.child(key: "toolbar") != nil
        for (attribute, defaults) in attributes
        where (hasToolbar || attribute != "showsToolbarButton") && !WindowAttributes.attributes.contains(attribute) {
            guard let value = window.attributes[attribute], !defaults.contains(value) else { continue }
            found.append(("window attribute \(attribute)=\"\(value)\" not converted", window.position))
        }
        let handled: Set<String> = [
            "styleMask", "contentRect", "screenRect", "initialPositionMask", "minSize", "maxSize", "contentView",
            "canvasLocation",  // where IB draws it on the canvas
            "collectionBehavior",  // WindowAttributes
        ]
        for property in window.properties
        where !handled.contains(property.key ?? "") && property.name != "accessibility" {
            let key = property.key.map { " key=\"\($0)\"" } ?? ""
            found.append(("window <\(property.name)\(key)> not converted", property.position))
        }
        found += WindowAttributes.unconvertedValues(window)
        for child in window.children where child.key != "contentView" {
            let key = child.key.map { " key=\"\($0)\"" } ?? ""
            found.append(("window <\(child.element)\(key)> not converted", child.position))
        }
        return found
    }

    /// `240` and `0.0` as IB writes them, as Swift literals (`0.0` → `0`).
    static func number(_ text: String) -> String {
        guard let value = Double(decimal: text) else { return "0" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
