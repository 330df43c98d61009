/// How generated code spells an action's selector so that it compiles and names the method IB named.
///
/// - A standard action of the SDK (`cut:`, `terminate:`, `performClose:`) is spelled through the class
///   or protocol that declares it: `#selector(UIResponderStandardEditActions.cut(_:))`,
///   `#selector(NSApplication.terminate(_:))`, `#selector(NSDocument.save(_:))` (Swift's name for
///   `saveDocument:`).
/// - An action of a custom class is spelled through that class: `#selector(RecipeViewController.share(_:))`,
///   so the compiler checks the `@IBAction` exists. A zero-argument action whose name the SDK classes
///   also use (`dismiss`, `next`, `endEditing`) or that the class has in another arity too is written
///   with its type, `#selector(T.dismiss as (T) -> () -> Void)`: the bare name is ambiguous there, or
///   names a property (`UIResponder.next`).
/// - Any other action (sent to First Responder, or to an object of a framework class) is declared in
///   an `@objc protocol` the file generates (``ResponderActions``) and spelled through it: the
///   responder chain finds the method at run time, as the nib's selector did.
///
/// `Selector(("name:"))` is never written: Swift 6 warns about it for every selector the SDK declares.
public enum ActionSelectors {
    /// The SDK's own spelling of `selector` (`UIResponderStandardEditActions.cut(_:)`), for the
    /// platform; nil when the SDK declares no such action (in the tables below).
    public static func sdkSpelling(_ selector: String, appKit: Bool) -> String? {
        appKit ? appKitSpellings[selector] : uiKitSpellings[selector]
    }

    /// The selector an SDK spelling of ``sdkSpelling(_:appKit:)`` names (`NSDocument.save(_:)` →
    /// `saveDocument:`); nil for any other text.
    public static func selector(ofSDKSpelling spelling: String) -> String? {
        selectorsBySpelling[spelling]
    }

    private static let selectorsBySpelling: [String: String] = {
        var table: [String: String] = [:]
        for (selector, spelling) in uiKitSpellings { table[spelling] = selector }
        for (selector, spelling) in appKitSpellings { table[spelling] = selector }
        return table
    }()

    /// `UIResponderStandardEditActions` (UIResponder.h): the edit actions available in iOS 7.0 and
    /// tvOS 9.0, where the later ones (`pasteAndMatchStyle:` in iOS 15…) would need the deployment
    /// target; those go through the file's protocol.
    static let uiKitSpellings: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "cut", "copy", "paste", "select", "selectAll", "delete", "makeTextWritingDirectionLeftToRight",
            "makeTextWritingDirectionRightToLeft", "toggleBoldface", "toggleItalics", "toggleUnderline",
            "increaseSize", "decreaseSize",
        ].map { ($0 + ":", "UIResponderStandardEditActions." + $0 + "(_:)") })

    static let appKitSpellings: [String: String] = {
        var table = appKitRenamed
        for (type, names) in appKitDeclarations {
            for name in names where table[name + ":"] == nil { table[name + ":"] = type + "." + name + "(_:)" }
        }
        return table
    }()

    /// Zero-argument action names that `#selector(T.name)` cannot resolve for a subclass `T` of a UIKit
    /// or AppKit view, control, cell, window or controller class declaring `@objc func name()` (each
    /// checked against the iOS 26.2 and macOS 15.5 SDKs): the SDK class has a property or another method
    /// of that name.
    static let ambiguousZeroArgumentNames: Set<String> = [
        "apply", "arrangeInFront", "becomeFirstResponder", "bounds", "cancelOperation", "center", "complete", "cut",
        "delete", "dismiss", "dismissController", "display", "draw", "edit", "endEditing", "frame", "hide",
        "hideOtherApplications", "inputView", "invalidateIntrinsicContentSize", "isEditing", "makeKeyAndOrderFront",
        "menu", "miniaturize", "next", "noResponder", "orderFront", "orderFrontStandardAboutPanel", "orderOut", "paste",
        "performClose", "performMiniaturize", "performZoom", "present", "resignFirstResponder", "runPageLayout",
        "runToolbarCustomizationPalette", "select", "selectAll", "selectNextKeyView", "selectPreviousKeyView",
        "sendActions", "setNeedsDisplay", "show", "showHelp", "showWindow", "stop", "tag", "terminate", "title",
        "toggleFullScreen", "toggleSidebar", "toggleToolbarShown", "undoManager", "unhideAllApplications", "view",
        "viewWillAppear", "window", "zoom",
    ]

    /// `#selector(Type.method(_:))` for an action of the custom class `type`; `otherArities`: the class
    /// also gets `name:`… or `name` in the same file, so a zero-argument name is ambiguous there too.
    static func spelling(_ selector: String, on type: String, otherArities: Bool) -> String {
        let swift = UnitBuilder.swiftSelectorName(selector)
        if !selector.contains(":"), otherArities || ambiguousZeroArgumentNames.contains(selector) {
            return .concat("#selector(", type, ".", swift, " as (", type, ") -> () -> Void)")
        }
        return .concat("#selector(", type, ".", swift, ")")
    }
    /// AppKit: the class or protocol that declares each action (macOS 15.5 SDK headers, available in
    /// macOS 10.13, checked with `#selector` against the SDK), by the names that Swift keeps.
    static let appKitDeclarations: [(type: String, names: [String])] = [
        (
            "NSApplication",
            [
                "activateContextHelpMode", "arrangeInFront", "hide", "hideOtherApplications", "miniaturizeAll",
                "orderFrontCharacterPalette", "orderFrontColorPanel", "orderFrontStandardAboutPanel", "runPageLayout",
                "showHelp", "stop", "terminate", "toggleTouchBarCustomizationPalette", "unhide",
                "unhideAllApplications",
            ]
        ),
        (
            "NSControl",
            [
                "performClick", "takeDoubleValueFrom", "takeFloatValueFrom", "takeIntValueFrom", "takeIntegerValueFrom",
                "takeObjectValueFrom", "takeStringValueFrom",
            ]
        ),
        (
            "NSDocument",
            [
                "printDocument"
            ]
        ),
        (
            "NSDocumentController",
            [
                "clearRecentDocuments", "newDocument", "openDocument", "saveAllDocuments",
            ]
        ),
        (
            "NSFontManager",
            [
                "addFontTrait", "modifyFont", "modifyFontViaPanel", "orderFrontFontPanel", "orderFrontStylesPanel",
                "removeFontTrait",
            ]
        ),
        (
            "NSMenu",
            [
                "submenuAction"
            ]
        ),
        (
            "NSResponder",
            [
                "newWindowForTab", "performTextFinderAction", "showContextHelp",
            ]
        ),
        (
            "NSSplitViewController",
            [
                "toggleSidebar"
            ]
        ),
        (
            "NSStandardKeyBindingResponding",
            [
                "cancelOperation", "capitalizeWord", "centerSelectionInVisibleArea", "changeCaseOfLetter",
                "deleteBackward", "deleteBackwardByDecomposingPreviousCharacter", "deleteForward",
                "deleteToBeginningOfLine", "deleteToBeginningOfParagraph", "deleteToEndOfLine",
                "deleteToEndOfParagraph", "deleteToMark", "deleteWordBackward", "deleteWordForward", "indent",
                "insertBacktab", "insertContainerBreak", "insertDoubleQuoteIgnoringSubstitution", "insertLineBreak",
                "insertNewline", "insertNewlineIgnoringFieldEditor", "insertParagraphSeparator",
                "insertSingleQuoteIgnoringSubstitution", "insertTab", "insertTabIgnoringFieldEditor", "lowercaseWord",
                "makeBaseWritingDirectionLeftToRight", "makeBaseWritingDirectionNatural",
                "makeBaseWritingDirectionRightToLeft", "makeTextWritingDirectionLeftToRight",
                "makeTextWritingDirectionNatural", "makeTextWritingDirectionRightToLeft", "moveBackward",
                "moveBackwardAndModifySelection", "moveDown", "moveDownAndModifySelection", "moveForward",
                "moveForwardAndModifySelection", "moveLeft", "moveLeftAndModifySelection",
                "moveParagraphBackwardAndModifySelection", "moveParagraphForwardAndModifySelection", "moveRight",
                "moveRightAndModifySelection", "moveToBeginningOfDocument",
                "moveToBeginningOfDocumentAndModifySelection", "moveToBeginningOfLine",
                "moveToBeginningOfLineAndModifySelection", "moveToBeginningOfParagraph",
                "moveToBeginningOfParagraphAndModifySelection", "moveToEndOfDocument",
                "moveToEndOfDocumentAndModifySelection", "moveToEndOfLine", "moveToEndOfLineAndModifySelection",
                "moveToEndOfParagraph", "moveToEndOfParagraphAndModifySelection", "moveToLeftEndOfLine",
                "moveToLeftEndOfLineAndModifySelection", "moveToRightEndOfLine",
                "moveToRightEndOfLineAndModifySelection", "moveUp", "moveUpAndModifySelection", "moveWordBackward",
                "moveWordBackwardAndModifySelection", "moveWordForward", "moveWordForwardAndModifySelection",
                "moveWordLeft", "moveWordLeftAndModifySelection", "moveWordRight", "moveWordRightAndModifySelection",
                "pageDown", "pageDownAndModifySelection", "pageUp", "pageUpAndModifySelection", "quickLookPreviewItems",
                "scrollLineDown", "scrollLineUp", "scrollPageDown", "scrollPageUp", "scrollToBeginningOfDocument",
                "scrollToEndOfDocument", "selectLine", "selectParagraph", "selectToMark", "selectWord", "setMark",
                "swapWithMark", "transpose", "transposeWords", "uppercaseWord", "yank",
            ]
        ),
        (
            "NSTabView",
            [
                "selectFirstTabViewItem", "selectLastTabViewItem", "selectNextTabViewItem", "selectPreviousTabViewItem",
                "takeSelectedTabViewItemFromSender",
            ]
        ),
        (
            "NSTableView",
            [
                "deselectAll"
            ]
        ),
        (
            "NSText",
            [
                "alignCenter", "alignLeft", "alignRight", "changeFont", "checkSpelling", "copy", "copyFont",
                "copyRuler", "cut", "delete", "paste", "pasteFont", "pasteRuler", "selectAll", "showGuessPanel",
                "subscript", "superscript", "toggleRuler", "underline", "unscript",
            ]
        ),
        (
            "NSTextField",
            [
                "selectText"
            ]
        ),
        (
            "NSTextView",
            [
                "alignJustified", "changeAttributes", "changeColor", "changeDocumentBackgroundColor",
                "changeLayoutOrientation", "checkTextInDocument", "checkTextInSelection", "complete", "loosenKerning",
                "lowerBaseline", "orderFrontLinkPanel", "orderFrontListPanel", "orderFrontSharingServicePicker",
                "orderFrontSpacingPanel", "orderFrontSubstitutionsPanel", "orderFrontTablePanel", "outline",
                "pasteAsPlainText", "pasteAsRichText", "performFindPanelAction", "raiseBaseline", "startSpeaking",
                "stopSpeaking", "tightenKerning", "toggleAutomaticDashSubstitution", "toggleAutomaticDataDetection",
                "toggleAutomaticLinkDetection", "toggleAutomaticQuoteSubstitution", "toggleAutomaticSpellingCorrection",
                "toggleAutomaticTextCompletion", "toggleAutomaticTextReplacement", "toggleContinuousSpellChecking",
                "toggleGrammarChecking", "toggleQuickLookPreviewPanel", "toggleSmartInsertDelete", "turnOffKerning",
                "turnOffLigatures", "useAllLigatures", "useStandardKerning", "useStandardLigatures",
            ]
        ),
        (
            "NSWindow",
            [
                "deminiaturize", "makeKeyAndOrderFront", "mergeAllWindows", "miniaturize", "moveTabToNewWindow",
                "orderBack", "orderFront", "orderOut", "performClose", "performMiniaturize", "performZoom",
                "runToolbarCustomizationPalette", "selectNextKeyView", "selectNextTab", "selectPreviousKeyView",
                "selectPreviousTab", "toggleFullScreen", "toggleTabBar", "toggleTabOverview", "toggleToolbarShown",
                "zoom",
            ]
        ),
        (
            "NSWindowController",
            [
                "dismissController", "showWindow",
            ]
        ),
    ]

    /// AppKit actions whose Swift name differs from the selector (`saveDocument:` is `save(_:)`).
    static let appKitRenamed: [String: String] = [
        "browseDocumentVersions:": "NSDocument.browseVersions(_:)",
        "duplicateDocument:": "NSDocument.duplicate(_:)",
        "lockDocument:": "NSDocument.lock(_:)",
        "moveDocument:": "NSDocument.move(_:)",
        "moveDocumentToUbiquityContainer:": "NSDocument.moveToUbiquityContainer(_:)",
        "print:": "NSView.printView(_:)",
        "renameDocument:": "NSDocument.rename(_:)",
        "revertDocumentToSaved:": "NSDocument.revertToSaved(_:)",
        "saveDocument:": "NSDocument.save(_:)",
        "saveDocumentAs:": "NSDocument.saveAs(_:)",
        "saveDocumentTo:": "NSDocument.saveTo(_:)",
        "saveDocumentToPDF:": "NSDocument.saveToPDF(_:)",
        "unlockDocument:": "NSDocument.unlock(_:)",
    ]
}

/// The `@objc protocol` a file's view code declares for the actions it sends that no SDK or custom
/// class of the file declares (``ActionSelectors``): `Sbgen<File>Actions`, one requirement per
/// selector (`func showSettings(_ sender: Any?)`), so that `#selector` can name them.
final class ResponderActions {
    /// The protocol's name.
    let typeName: String
    /// Selectors in the order first used.
    private(set) var selectors: [String] = []
    private var known: Set<String> = []

    init(typeName: String) { self.typeName = typeName }

    /// `#selector(Sbgen<File>Actions.name(_:))`, adding `selector` to the protocol.
    func spelling(_ selector: String) -> String {
        if known.insert(selector).inserted { selectors.append(selector) }
        return .concat("#selector(", typeName, ".", UnitBuilder.swiftSelectorName(selector), ")")
    }

    /// The requirement for `selector`: `name` → `func name()`, `name:` → `func name(_ sender: Any?)`,
    /// `a:forEvent:` → `func a(_ sender: Any?, forEvent: Any?)`.
    static func requirement(_ selector: String) -> String {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard !parts.isEmpty else { return .concat("func ", selector, "()") }
        let parameters =
            ["_ sender: Any?"]
            + parts.dropFirst().enumerated().map { $1.isEmpty ? "_ p\($0 + 1): Any?" : "\($1): Any?" }
        return "func \(parts[0])(\(parameters.joined(separator: ", ")))"
    }
}
