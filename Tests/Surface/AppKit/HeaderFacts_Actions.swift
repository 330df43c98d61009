// AppKit standard actions that generated code names with `#selector` and the fact sheet does not list:
// each action of ActionSelectors.appKitDeclarations / appKitRenamed, declared on the class or protocol
// the macOS 15.5 SDK headers declare it in (NSApplication.h, NSWindow.h, NSText.h, NSTextView.h,
// NSResponder.h — NSStandardKeyBindingResponding, NSDocument.h, NSDocumentController.h, NSFontManager.h,
// NSControl.h, NSTabView.h, NSTableView.h, NSTextField.h, NSMenu.h, NSView.h, NSWindowController.h,
// NSSplitViewController.h, NSColorPanel.h), each `- (IBAction)name:(nullable id)sender` or
// `- (void)name:(nullable id)sender`, with the Swift name the importer gives it (`saveDocument:` is
// `save(_:)`, NSView's `print:` is `printView(_:)`). The classes the surface has no other use for are
// declared here without their other members (NSText and NSTextView also with the properties generated
// code sets, NSLayoutManager with one). Hand-written from the headers, not generated from the
// fact sheet: keep to what those headers declare.

extension NSApplication {
    /// `activateContextHelpMode:`
    public func activateContextHelpMode(_ sender: Any?) {}
    /// `miniaturizeAll:`
    public func miniaturizeAll(_ sender: Any?) {}
    /// `orderFrontCharacterPalette:`
    public func orderFrontCharacterPalette(_ sender: Any?) {}
    /// `orderFrontColorPanel:`
    public func orderFrontColorPanel(_ sender: Any?) {}
    /// `runPageLayout:`
    public func runPageLayout(_ sender: Any?) {}
    /// `showHelp:`
    public func showHelp(_ sender: Any?) {}
    /// `stop:`
    public func stop(_ sender: Any?) {}
    /// `toggleTouchBarCustomizationPalette:`
    public func toggleTouchBarCustomizationPalette(_ sender: Any?) {}
    /// `unhide:`
    public func unhide(_ sender: Any?) {}
}

extension NSControl {
    /// `performClick:`
    public func performClick(_ sender: Any?) {}
    /// `takeDoubleValueFrom:`
    public func takeDoubleValueFrom(_ sender: Any?) {}
    /// `takeFloatValueFrom:`
    public func takeFloatValueFrom(_ sender: Any?) {}
    /// `takeIntValueFrom:`
    public func takeIntValueFrom(_ sender: Any?) {}
    /// `takeIntegerValueFrom:`
    public func takeIntegerValueFrom(_ sender: Any?) {}
    /// `takeObjectValueFrom:`
    public func takeObjectValueFrom(_ sender: Any?) {}
    /// `takeStringValueFrom:`
    public func takeStringValueFrom(_ sender: Any?) {}
}

open class NSDocument: NSObject {
    /// `browseDocumentVersions:`
    open func browseVersions(_ sender: Any?) {}
    /// `duplicateDocument:`
    open func duplicate(_ sender: Any?) {}
    /// `lockDocument:`
    open func lock(_ sender: Any?) {}
    /// `moveDocument:`
    open func move(_ sender: Any?) {}
    /// `moveDocumentToUbiquityContainer:`
    open func moveToUbiquityContainer(_ sender: Any?) {}
    /// `printDocument:`
    open func printDocument(_ sender: Any?) {}
    /// `renameDocument:`
    open func rename(_ sender: Any?) {}
    /// `revertDocumentToSaved:`
    open func revertToSaved(_ sender: Any?) {}
    /// `saveDocument:`
    open func save(_ sender: Any?) {}
    /// `saveDocumentAs:`
    open func saveAs(_ sender: Any?) {}
    /// `saveDocumentTo:`
    open func saveTo(_ sender: Any?) {}
    /// `saveDocumentToPDF:`
    open func saveToPDF(_ sender: Any?) {}
    /// `unlockDocument:`
    open func unlock(_ sender: Any?) {}
}

open class NSDocumentController: NSObject {
    /// `clearRecentDocuments:`
    open func clearRecentDocuments(_ sender: Any?) {}
    /// `newDocument:`
    open func newDocument(_ sender: Any?) {}
    /// `openDocument:`
    open func openDocument(_ sender: Any?) {}
    /// `saveAllDocuments:`
    open func saveAllDocuments(_ sender: Any?) {}
}

extension NSMenu {
    /// `submenuAction:`
    public func submenuAction(_ sender: Any?) {}
}

extension NSResponder {
    /// `newWindowForTab:`
    public func newWindowForTab(_ sender: Any?) {}
    /// `performTextFinderAction:`
    public func performTextFinderAction(_ sender: Any?) {}
    /// `showContextHelp:`
    public func showContextHelp(_ sender: Any?) {}
}

@preconcurrency @MainActor
public protocol NSStandardKeyBindingResponding {
    /// `cancelOperation:`
    func cancelOperation(_ sender: Any?)
    /// `capitalizeWord:`
    func capitalizeWord(_ sender: Any?)
    /// `centerSelectionInVisibleArea:`
    func centerSelectionInVisibleArea(_ sender: Any?)
    /// `changeCaseOfLetter:`
    func changeCaseOfLetter(_ sender: Any?)
    /// `deleteBackward:`
    func deleteBackward(_ sender: Any?)
    /// `deleteBackwardByDecomposingPreviousCharacter:`
    func deleteBackwardByDecomposingPreviousCharacter(_ sender: Any?)
    /// `deleteForward:`
    func deleteForward(_ sender: Any?)
    /// `deleteToBeginningOfLine:`
    func deleteToBeginningOfLine(_ sender: Any?)
    /// `deleteToBeginningOfParagraph:`
    func deleteToBeginningOfParagraph(_ sender: Any?)
    /// `deleteToEndOfLine:`
    func deleteToEndOfLine(_ sender: Any?)
    /// `deleteToEndOfParagraph:`
    func deleteToEndOfParagraph(_ sender: Any?)
    /// `deleteToMark:`
    func deleteToMark(_ sender: Any?)
    /// `deleteWordBackward:`
    func deleteWordBackward(_ sender: Any?)
    /// `deleteWordForward:`
    func deleteWordForward(_ sender: Any?)
    /// `indent:`
    func indent(_ sender: Any?)
    /// `insertBacktab:`
    func insertBacktab(_ sender: Any?)
    /// `insertContainerBreak:`
    func insertContainerBreak(_ sender: Any?)
    /// `insertDoubleQuoteIgnoringSubstitution:`
    func insertDoubleQuoteIgnoringSubstitution(_ sender: Any?)
    /// `insertLineBreak:`
    func insertLineBreak(_ sender: Any?)
    /// `insertNewline:`
    func insertNewline(_ sender: Any?)
    /// `insertNewlineIgnoringFieldEditor:`
    func insertNewlineIgnoringFieldEditor(_ sender: Any?)
    /// `insertParagraphSeparator:`
    func insertParagraphSeparator(_ sender: Any?)
    /// `insertSingleQuoteIgnoringSubstitution:`
    func insertSingleQuoteIgnoringSubstitution(_ sender: Any?)
    /// `insertTab:`
    func insertTab(_ sender: Any?)
    /// `insertTabIgnoringFieldEditor:`
    func insertTabIgnoringFieldEditor(_ sender: Any?)
    /// `lowercaseWord:`
    func lowercaseWord(_ sender: Any?)
    /// `makeBaseWritingDirectionLeftToRight:`
    func makeBaseWritingDirectionLeftToRight(_ sender: Any?)
    /// `makeBaseWritingDirectionNatural:`
    func makeBaseWritingDirectionNatural(_ sender: Any?)
    /// `makeBaseWritingDirectionRightToLeft:`
    func makeBaseWritingDirectionRightToLeft(_ sender: Any?)
    /// `makeTextWritingDirectionLeftToRight:`
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// `makeTextWritingDirectionNatural:`
    func makeTextWritingDirectionNatural(_ sender: Any?)
    /// `makeTextWritingDirectionRightToLeft:`
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// `moveBackward:`
    func moveBackward(_ sender: Any?)
    /// `moveBackwardAndModifySelection:`
    func moveBackwardAndModifySelection(_ sender: Any?)
    /// `moveDown:`
    func moveDown(_ sender: Any?)
    /// `moveDownAndModifySelection:`
    func moveDownAndModifySelection(_ sender: Any?)
    /// `moveForward:`
    func moveForward(_ sender: Any?)
    /// `moveForwardAndModifySelection:`
    func moveForwardAndModifySelection(_ sender: Any?)
    /// `moveLeft:`
    func moveLeft(_ sender: Any?)
    /// `moveLeftAndModifySelection:`
    func moveLeftAndModifySelection(_ sender: Any?)
    /// `moveParagraphBackwardAndModifySelection:`
    func moveParagraphBackwardAndModifySelection(_ sender: Any?)
    /// `moveParagraphForwardAndModifySelection:`
    func moveParagraphForwardAndModifySelection(_ sender: Any?)
    /// `moveRight:`
    func moveRight(_ sender: Any?)
    /// `moveRightAndModifySelection:`
    func moveRightAndModifySelection(_ sender: Any?)
    /// `moveToBeginningOfDocument:`
    func moveToBeginningOfDocument(_ sender: Any?)
    /// `moveToBeginningOfDocumentAndModifySelection:`
    func moveToBeginningOfDocumentAndModifySelection(_ sender: Any?)
    /// `moveToBeginningOfLine:`
    func moveToBeginningOfLine(_ sender: Any?)
    /// `moveToBeginningOfLineAndModifySelection:`
    func moveToBeginningOfLineAndModifySelection(_ sender: Any?)
    /// `moveToBeginningOfParagraph:`
    func moveToBeginningOfParagraph(_ sender: Any?)
    /// `moveToBeginningOfParagraphAndModifySelection:`
    func moveToBeginningOfParagraphAndModifySelection(_ sender: Any?)
    /// `moveToEndOfDocument:`
    func moveToEndOfDocument(_ sender: Any?)
    /// `moveToEndOfDocumentAndModifySelection:`
    func moveToEndOfDocumentAndModifySelection(_ sender: Any?)
    /// `moveToEndOfLine:`
    func moveToEndOfLine(_ sender: Any?)
    /// `moveToEndOfLineAndModifySelection:`
    func moveToEndOfLineAndModifySelection(_ sender: Any?)
    /// `moveToEndOfParagraph:`
    func moveToEndOfParagraph(_ sender: Any?)
    /// `moveToEndOfParagraphAndModifySelection:`
    func moveToEndOfParagraphAndModifySelection(_ sender: Any?)
    /// `moveToLeftEndOfLine:`
    func moveToLeftEndOfLine(_ sender: Any?)
    /// `moveToLeftEndOfLineAndModifySelection:`
    func moveToLeftEndOfLineAndModifySelection(_ sender: Any?)
    /// `moveToRightEndOfLine:`
    func moveToRightEndOfLine(_ sender: Any?)
    /// `moveToRightEndOfLineAndModifySelection:`
    func moveToRightEndOfLineAndModifySelection(_ sender: Any?)
    /// `moveUp:`
    func moveUp(_ sender: Any?)
    /// `moveUpAndModifySelection:`
    func moveUpAndModifySelection(_ sender: Any?)
    /// `moveWordBackward:`
    func moveWordBackward(_ sender: Any?)
    /// `moveWordBackwardAndModifySelection:`
    func moveWordBackwardAndModifySelection(_ sender: Any?)
    /// `moveWordForward:`
    func moveWordForward(_ sender: Any?)
    /// `moveWordForwardAndModifySelection:`
    func moveWordForwardAndModifySelection(_ sender: Any?)
    /// `moveWordLeft:`
    func moveWordLeft(_ sender: Any?)
    /// `moveWordLeftAndModifySelection:`
    func moveWordLeftAndModifySelection(_ sender: Any?)
    /// `moveWordRight:`
    func moveWordRight(_ sender: Any?)
    /// `moveWordRightAndModifySelection:`
    func moveWordRightAndModifySelection(_ sender: Any?)
    /// `pageDown:`
    func pageDown(_ sender: Any?)
    /// `pageDownAndModifySelection:`
    func pageDownAndModifySelection(_ sender: Any?)
    /// `pageUp:`
    func pageUp(_ sender: Any?)
    /// `pageUpAndModifySelection:`
    func pageUpAndModifySelection(_ sender: Any?)
    /// `quickLookPreviewItems:`
    func quickLookPreviewItems(_ sender: Any?)
    /// `scrollLineDown:`
    func scrollLineDown(_ sender: Any?)
    /// `scrollLineUp:`
    func scrollLineUp(_ sender: Any?)
    /// `scrollPageDown:`
    func scrollPageDown(_ sender: Any?)
    /// `scrollPageUp:`
    func scrollPageUp(_ sender: Any?)
    /// `scrollToBeginningOfDocument:`
    func scrollToBeginningOfDocument(_ sender: Any?)
    /// `scrollToEndOfDocument:`
    func scrollToEndOfDocument(_ sender: Any?)
    /// `selectLine:`
    func selectLine(_ sender: Any?)
    /// `selectParagraph:`
    func selectParagraph(_ sender: Any?)
    /// `selectToMark:`
    func selectToMark(_ sender: Any?)
    /// `selectWord:`
    func selectWord(_ sender: Any?)
    /// `setMark:`
    func setMark(_ sender: Any?)
    /// `swapWithMark:`
    func swapWithMark(_ sender: Any?)
    /// `transpose:`
    func transpose(_ sender: Any?)
    /// `transposeWords:`
    func transposeWords(_ sender: Any?)
    /// `uppercaseWord:`
    func uppercaseWord(_ sender: Any?)
    /// `yank:`
    func yank(_ sender: Any?)
}

extension NSTabView {
    /// `selectFirstTabViewItem:`
    public func selectFirstTabViewItem(_ sender: Any?) {}
    /// `selectLastTabViewItem:`
    public func selectLastTabViewItem(_ sender: Any?) {}
    /// `selectNextTabViewItem:`
    public func selectNextTabViewItem(_ sender: Any?) {}
    /// `selectPreviousTabViewItem:`
    public func selectPreviousTabViewItem(_ sender: Any?) {}
    /// `takeSelectedTabViewItemFromSender:`
    public func takeSelectedTabViewItemFromSender(_ sender: Any?) {}
}

extension NSTableView {
    /// `deselectAll:`
    public func deselectAll(_ sender: Any?) {}
}

@preconcurrency @MainActor
open class NSText: NSView {
    // Properties (NSText.h) with the values NSTextView(frame:) starts with.
    open var string: String = ""
    open var backgroundColor: NSColor = .white
    open var textColor: NSColor?
    open var font: NSFont?
    open var alignment: NSTextAlignment = .natural
    open var drawsBackground: Bool = true
    open var isEditable: Bool = true
    open var isSelectable: Bool = true
    open var isRichText: Bool = true
    open var importsGraphics: Bool = false
    open var usesFontPanel: Bool = true
    open var isVerticallyResizable: Bool = true
    open var isHorizontallyResizable: Bool = false
    open var minSize: NSSize = .zero
    open var maxSize: NSSize = .zero
    open var baseWritingDirection: NSWritingDirection = .natural
    /// `alignCenter:`
    open func alignCenter(_ sender: Any?) {}
    /// `alignLeft:`
    open func alignLeft(_ sender: Any?) {}
    /// `alignRight:`
    open func alignRight(_ sender: Any?) {}
    /// `changeFont:`
    open func changeFont(_ sender: Any?) {}
    /// `checkSpelling:`
    open func checkSpelling(_ sender: Any?) {}
    /// `copy:`
    open func copy(_ sender: Any?) {}
    /// `copyFont:`
    open func copyFont(_ sender: Any?) {}
    /// `copyRuler:`
    open func copyRuler(_ sender: Any?) {}
    /// `cut:`
    open func cut(_ sender: Any?) {}
    /// `delete:`
    open func delete(_ sender: Any?) {}
    /// `paste:`
    open func paste(_ sender: Any?) {}
    /// `pasteFont:`
    open func pasteFont(_ sender: Any?) {}
    /// `pasteRuler:`
    open func pasteRuler(_ sender: Any?) {}
    /// `selectAll:`
    open func selectAll(_ sender: Any?) {}
    /// `showGuessPanel:`
    open func showGuessPanel(_ sender: Any?) {}
    /// `subscript:`
    open func `subscript`(_ sender: Any?) {}
    /// `superscript:`
    open func superscript(_ sender: Any?) {}
    /// `toggleRuler:`
    open func toggleRuler(_ sender: Any?) {}
    /// `underline:`
    open func underline(_ sender: Any?) {}
    /// `unscript:`
    open func unscript(_ sender: Any?) {}
}

extension NSTextField {
    /// `selectText:`
    public func selectText(_ sender: Any?) {}
}

@preconcurrency @MainActor
open class NSTextView: NSText {
    // Properties (NSTextView.h, NSTextCheckingClient) with the values NSTextView(frame:) starts with.
    open var layoutManager: NSLayoutManager? { _s_layoutManager }
    let _s_layoutManager = NSLayoutManager()
    open var insertionPointColor: NSColor = .black
    open var usesRuler: Bool = true
    open var usesInspectorBar: Bool = false
    open var allowsUndo: Bool = false
    open var smartInsertDeleteEnabled: Bool = true
    open var usesFindPanel: Bool = false
    open var usesFindBar: Bool = false
    open var isIncrementalSearchingEnabled: Bool = false
    open var isAutomaticTextCompletionEnabled: Bool = true
    open var allowsCharacterPickerTouchBarItem: Bool = true
    open var isContinuousSpellCheckingEnabled: Bool = false
    open var isAutomaticSpellingCorrectionEnabled: Bool = false
    open var isAutomaticQuoteSubstitutionEnabled: Bool = false
    open var isAutomaticDashSubstitutionEnabled: Bool = false
    open var isAutomaticTextReplacementEnabled: Bool = false
    open var isAutomaticLinkDetectionEnabled: Bool = false
    open var isAutomaticDataDetectionEnabled: Bool = false
    /// `alignJustified:`
    open func alignJustified(_ sender: Any?) {}
    /// `changeAttributes:`
    open func changeAttributes(_ sender: Any?) {}
    /// `changeColor:`
    open func changeColor(_ sender: Any?) {}
    /// `changeDocumentBackgroundColor:`
    open func changeDocumentBackgroundColor(_ sender: Any?) {}
    /// `changeLayoutOrientation:`
    open func changeLayoutOrientation(_ sender: Any?) {}
    /// `checkTextInDocument:`
    open func checkTextInDocument(_ sender: Any?) {}
    /// `checkTextInSelection:`
    open func checkTextInSelection(_ sender: Any?) {}
    /// `complete:`
    open func complete(_ sender: Any?) {}
    /// `loosenKerning:`
    open func loosenKerning(_ sender: Any?) {}
    /// `lowerBaseline:`
    open func lowerBaseline(_ sender: Any?) {}
    /// `orderFrontLinkPanel:`
    open func orderFrontLinkPanel(_ sender: Any?) {}
    /// `orderFrontListPanel:`
    open func orderFrontListPanel(_ sender: Any?) {}
    /// `orderFrontSharingServicePicker:`
    open func orderFrontSharingServicePicker(_ sender: Any?) {}
    /// `orderFrontSpacingPanel:`
    open func orderFrontSpacingPanel(_ sender: Any?) {}
    /// `orderFrontSubstitutionsPanel:`
    open func orderFrontSubstitutionsPanel(_ sender: Any?) {}
    /// `orderFrontTablePanel:`
    open func orderFrontTablePanel(_ sender: Any?) {}
    /// `outline:`
    open func outline(_ sender: Any?) {}
    /// `pasteAsPlainText:`
    open func pasteAsPlainText(_ sender: Any?) {}
    /// `pasteAsRichText:`
    open func pasteAsRichText(_ sender: Any?) {}
    /// `performFindPanelAction:`
    open func performFindPanelAction(_ sender: Any?) {}
    /// `raiseBaseline:`
    open func raiseBaseline(_ sender: Any?) {}
    /// `startSpeaking:`
    open func startSpeaking(_ sender: Any?) {}
    /// `stopSpeaking:`
    open func stopSpeaking(_ sender: Any?) {}
    /// `tightenKerning:`
    open func tightenKerning(_ sender: Any?) {}
    /// `toggleAutomaticDashSubstitution:`
    open func toggleAutomaticDashSubstitution(_ sender: Any?) {}
    /// `toggleAutomaticDataDetection:`
    open func toggleAutomaticDataDetection(_ sender: Any?) {}
    /// `toggleAutomaticLinkDetection:`
    open func toggleAutomaticLinkDetection(_ sender: Any?) {}
    /// `toggleAutomaticQuoteSubstitution:`
    open func toggleAutomaticQuoteSubstitution(_ sender: Any?) {}
    /// `toggleAutomaticSpellingCorrection:`
    open func toggleAutomaticSpellingCorrection(_ sender: Any?) {}
    /// `toggleAutomaticTextCompletion:`
    open func toggleAutomaticTextCompletion(_ sender: Any?) {}
    /// `toggleAutomaticTextReplacement:`
    open func toggleAutomaticTextReplacement(_ sender: Any?) {}
    /// `toggleContinuousSpellChecking:`
    open func toggleContinuousSpellChecking(_ sender: Any?) {}
    /// `toggleGrammarChecking:`
    open func toggleGrammarChecking(_ sender: Any?) {}
    /// `toggleQuickLookPreviewPanel:`
    open func toggleQuickLookPreviewPanel(_ sender: Any?) {}
    /// `toggleSmartInsertDelete:`
    open func toggleSmartInsertDelete(_ sender: Any?) {}
    /// `turnOffKerning:`
    open func turnOffKerning(_ sender: Any?) {}
    /// `turnOffLigatures:`
    open func turnOffLigatures(_ sender: Any?) {}
    /// `useAllLigatures:`
    open func useAllLigatures(_ sender: Any?) {}
    /// `useStandardKerning:`
    open func useStandardKerning(_ sender: Any?) {}
    /// `useStandardLigatures:`
    open func useStandardLigatures(_ sender: Any?) {}
}

extension NSView {
    /// `print:`
    public func printView(_ sender: Any?) {}
}

extension NSWindow {
    /// `deminiaturize:`
    public func deminiaturize(_ sender: Any?) {}
    /// `mergeAllWindows:`
    public func mergeAllWindows(_ sender: Any?) {}
    /// `miniaturize:`
    public func miniaturize(_ sender: Any?) {}
    /// `moveTabToNewWindow:`
    public func moveTabToNewWindow(_ sender: Any?) {}
    /// `orderBack:`
    public func orderBack(_ sender: Any?) {}
    /// `orderOut:`
    public func orderOut(_ sender: Any?) {}
    /// `runToolbarCustomizationPalette:`
    public func runToolbarCustomizationPalette(_ sender: Any?) {}
    /// `selectNextKeyView:`
    public func selectNextKeyView(_ sender: Any?) {}
    /// `selectNextTab:`
    public func selectNextTab(_ sender: Any?) {}
    /// `selectPreviousKeyView:`
    public func selectPreviousKeyView(_ sender: Any?) {}
    /// `selectPreviousTab:`
    public func selectPreviousTab(_ sender: Any?) {}
    /// `toggleTabBar:`
    public func toggleTabBar(_ sender: Any?) {}
    /// `toggleTabOverview:`
    public func toggleTabOverview(_ sender: Any?) {}
    /// `toggleToolbarShown:`
    public func toggleToolbarShown(_ sender: Any?) {}
    /// `zoom:`
    public func zoom(_ sender: Any?) {}
}

extension NSWindowController {
    /// `dismissController:`
    public func dismissController(_ sender: Any?) {}
}

/// NSLayoutManager.h (the part generated code sets).
@preconcurrency @MainActor
open class NSLayoutManager {
    public init() {}
    open var allowsNonContiguousLayout: Bool = false
}

/// NSText.h `NSWritingDirection`.
public enum NSWritingDirection: Int, @unchecked Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}
