import IBModel

extension UnitBuilder {
    /// A top-level `<window>` as `let window = NSWindow(contentRect:styleMask:backing:defer:)` (its
    /// `customClass` when it has one), its attributes (``WindowCode``), its `<view key="contentView">`
    /// built as any root view and set as `window.contentView`, and its own connections (`delegate`,
    /// `initialFirstResponder`). What is not converted is a warning and a `// sbgen:` comment.
    /// - Parameter name: the window's local name (`window` in a window unit; an outlet's name or
    ///   `window1` for a xib controller's other top-level windows, sheets and panels).
    func buildWindow(_ window: IBObject, name: String = "window") {
        let id = window.key_
        let line = window.position.line
        usedNames.insert(name)
        var custom = window.customClassName
        // `NSPanel` (NSPanel.h) is created as itself; any other framework window class is not known.
        let panel = custom == "NSPanel"
        if let framework = custom, Self.isFrameworkClassName(framework), !panel {
            unsupported("window class \(framework) not converted; the window is an NSWindow", at: window.position)
            retypedWindows[id] = framework
            custom = nil
        }
        let type = panel ? "NSPanel" : custom.map(typeReference)
        var found: [Diagnostic] = []
        let lines = WindowCode.lines(window, name: name, document: document, diagnostics: &found, type: type)
        for diagnostic in found {
            diagnostics.append(diagnostic)
            configure.append(Statement("", comment: diagnostic.message, line: line))
        }
        // The initializer on one line: the renderer indents statements, not the lines inside one.
        let initializer = lines.prefix(3).map { String($0.drop(while: { $0 == " " })) }
        create.append(Statement(initializer[0] + initializer[1] + " " + initializer[2], line: line))
        for code in lines.dropFirst(3) { configure.append(Statement(code, line: line)) }
        for (code, at) in WindowCode.extraLines(window, name: name) { configure.append(Statement(code, line: at)) }
        // macOS 11 API last, in one `if #available` below it.
        var newer: [String] = []
        for property in WindowAttributes.properties(window, panel: panel) {
            let code = property.statement(target: name)
            if WindowAttributes.macOS11Keys.contains(property.key) {
                newer.append(code)
            } else {
                configure.append(Statement(code, line: line))
            }
        }
        if !newer.isEmpty, !target.allows(OSVersion(11)) {
            configure.append(
                Statement(Self.availabilityBlock(target.availabilityCondition(OSVersion(11)), newer), line: line))
        } else {
            for code in newer { configure.append(Statement(code, line: line)) }
        }
        emittedView(at: window.position)
        expressions[id] = name
        classes[id] = (custom ?? "NSWindow", "NSWindow")
        if let custom, !panel {
            let message =
                "custom class \(custom) is created with init(contentRect:styleMask:backing:defer:), not "
                + "init(coder:), and gets no awakeFromNib"
            note(message, at: window.position)
            configure.append(Statement("", comment: message, line: line))
        }
        for (message, position) in WindowCode.unconverted(window) { unsupported(message, at: position) }
        if let content = window.child(key: "contentView"),
            let view = buildView(content, name: name == "window" ? "contentView" : localName(for: content))
        {
            hierarchy.append(Statement("\(name).contentView = \(view)", line: content.position.line))
        }
        for connection in window.connections { connections.append((connection, id)) }
    }
}
