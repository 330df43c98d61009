import Foundation

// Boxes, scroll views and table views. A box and a scroll view own their content view (as in AppKit,
// `NSBox()` and `NSScrollView()` make one); the dump prints it as `derived …/contentView`.

struct NSUserInterfaceItemIdentifier: Equatable, Sendable {
    var rawValue: String
    init(_ rawValue: String) { self.rawValue = rawValue }
    init(rawValue: String) { self.rawValue = rawValue }
}

class NSBox: NSView {
    var boxType: NSBox.BoxType = .primary { didSet { rec("boxType", boxType) } }
    var title = "Title" { didSet { rec("title", title) } }
    var titlePosition: NSBox.TitlePosition = .atTop { didSet { rec("titlePosition", titlePosition) } }
    var borderWidth: CGFloat = 1 { didSet { rec("borderWidth", borderWidth) } }
    var cornerRadius: CGFloat = 0 { didSet { rec("cornerRadius", cornerRadius) } }
    var isTransparent = false { didSet { rec("isTransparent", isTransparent) } }
    var fillColor: NSColor = .clear { didSet { rec("fillColor", fillColor) } }
    var borderColor: NSColor = .black { didSet { rec("borderColor", borderColor) } }
    var contentView: NSView? = NSView()
    override var sbgenDerivedChildren: [(String, NSView)] { contentView.map { [("contentView", $0)] } ?? [] }
}

extension NSEdgeInsets: SbgenCanonical {
    var sbgenCanonical: String { "(\(Double(top)),\(Double(left)),\(Double(bottom)),\(Double(right)))" }
}

class NSClipView: NSView {
    var drawsBackground = true { didSet { rec("drawsBackground", drawsBackground) } }
    var contentInsets = NSEdgeInsets() { didSet { rec("contentInsets", contentInsets) } }
    var copiesOnScroll = true { didSet { rec("copiesOnScroll", copiesOnScroll) } }
    var backgroundColor: NSColor = .controlBackgroundColor { didSet { rec("backgroundColor", backgroundColor) } }
    var documentView: NSView? {
        didSet { if let documentView { addSubview(documentView) } }
    }
}

class NSScrollView: NSView {
    var contentView = NSClipView()
    var documentView: NSView? {
        get { contentView.documentView }
        set { contentView.documentView = newValue }
    }
    override var sbgenDerivedChildren: [(String, NSView)] { [("contentView", contentView)] }
    var borderType: NSBorderType = .noBorder { didSet { rec("borderType", borderType) } }
    var contentInsets = NSEdgeInsets() { didSet { rec("contentInsets", contentInsets) } }
    var backgroundColor: NSColor = .controlBackgroundColor { didSet { rec("backgroundColor", backgroundColor) } }
    var drawsBackground = true { didSet { rec("drawsBackground", drawsBackground) } }
    var hasVerticalScroller = false { didSet { rec("hasVerticalScroller", hasVerticalScroller) } }
    var hasHorizontalScroller = false { didSet { rec("hasHorizontalScroller", hasHorizontalScroller) } }
    var autohidesScrollers = false { didSet { rec("autohidesScrollers", autohidesScrollers) } }
    var horizontalLineScroll: CGFloat = 10 { didSet { rec("horizontalLineScroll", horizontalLineScroll) } }
    var verticalLineScroll: CGFloat = 10 { didSet { rec("verticalLineScroll", verticalLineScroll) } }
    var horizontalPageScroll: CGFloat = 10 { didSet { rec("horizontalPageScroll", horizontalPageScroll) } }
    var verticalPageScroll: CGFloat = 10 { didSet { rec("verticalPageScroll", verticalPageScroll) } }
    var usesPredominantAxisScrolling = true {
        didSet { rec("usesPredominantAxisScrolling", usesPredominantAxisScrolling) }
    }
    var horizontalScrollElasticity: NSScrollView.Elasticity = .automatic {
        didSet { rec("horizontalScrollElasticity", horizontalScrollElasticity) }
    }
    var verticalScrollElasticity: NSScrollView.Elasticity = .automatic {
        didSet { rec("verticalScrollElasticity", verticalScrollElasticity) }
    }
    var allowsMagnification = false { didSet { rec("allowsMagnification", allowsMagnification) } }
    var minMagnification: CGFloat = 0.25 { didSet { rec("minMagnification", minMagnification) } }
    var maxMagnification: CGFloat = 4 { didSet { rec("maxMagnification", maxMagnification) } }
    var automaticallyAdjustsContentInsets = true {
        didSet { rec("automaticallyAdjustsContentInsets", automaticallyAdjustsContentInsets) }
    }
}

class NSTableHeaderView: NSView {}

protocol NSTableViewDataSource: AnyObject {}
protocol NSTableViewDelegate: AnyObject {}

class NSTableView: NSControl {
    weak var dataSource: (any NSTableViewDataSource)? { didSet { sbgenOutlet("dataSource", dataSource) } }
    weak var delegate: (any NSTableViewDelegate)? { didSet { sbgenOutlet("delegate", delegate) } }
    var headerView: NSTableHeaderView? = NSTableHeaderView() { didSet { rec("headerView", headerView) } }
    private(set) var tableColumns: [NSTableColumn] = []
    func addTableColumn(_ tableColumn: NSTableColumn) { tableColumns.append(tableColumn) }
    var rowHeight: CGFloat = 17 { didSet { rec("rowHeight", rowHeight) } }
    var intercellSpacing = CGSize(width: 3, height: 2) { didSet { rec("intercellSpacing", intercellSpacing) } }
    var backgroundColor: NSColor = .controlBackgroundColor { didSet { rec("backgroundColor", backgroundColor) } }
    var gridColor: NSColor = .gridColor { didSet { rec("gridColor", gridColor) } }
    var gridStyleMask: NSTableView.GridLineStyle = [] { didSet { rec("gridStyleMask", gridStyleMask) } }
    var columnAutoresizingStyle: NSTableView.ColumnAutoresizingStyle = .lastColumnOnlyAutoresizingStyle {
        didSet { rec("columnAutoresizingStyle", columnAutoresizingStyle) }
    }
    var style: NSTableView.Style = .automatic { didSet { rec("style", style) } }
    var rowSizeStyle: NSTableView.RowSizeStyle = .custom { didSet { rec("rowSizeStyle", rowSizeStyle) } }
    var selectionHighlightStyle: NSTableView.SelectionHighlightStyle = .regular {
        didSet { rec("selectionHighlightStyle", selectionHighlightStyle) }
    }
    var usesAlternatingRowBackgroundColors = false {
        didSet { rec("usesAlternatingRowBackgroundColors", usesAlternatingRowBackgroundColors) }
    }
    var allowsMultipleSelection = false { didSet { rec("allowsMultipleSelection", allowsMultipleSelection) } }
    var allowsEmptySelection = true { didSet { rec("allowsEmptySelection", allowsEmptySelection) } }
    var allowsColumnSelection = false { didSet { rec("allowsColumnSelection", allowsColumnSelection) } }
    var allowsColumnReordering = true { didSet { rec("allowsColumnReordering", allowsColumnReordering) } }
    var allowsColumnResizing = true { didSet { rec("allowsColumnResizing", allowsColumnResizing) } }
    var allowsTypeSelect = true { didSet { rec("allowsTypeSelect", allowsTypeSelect) } }
    var autosaveTableColumns = false { didSet { rec("autosaveTableColumns", autosaveTableColumns) } }
    var autosaveName: String? { didSet { rec("autosaveName", autosaveName) } }
    var usesAutomaticRowHeights = false { didSet { rec("usesAutomaticRowHeights", usesAutomaticRowHeights) } }
    var floatsGroupRows = true { didSet { rec("floatsGroupRows", floatsGroupRows) } }
}

final class NSTableHeaderCell {
    unowned let column: NSTableColumn
    init(column: NSTableColumn) { self.column = column }
    @MainActor var alignment: NSTextAlignment = .natural { didSet { column.rec("headerCell.alignment", alignment) } }
}

class NSTableColumn: SbgenRecording {
    let identifier: NSUserInterfaceItemIdentifier
    init(identifier: NSUserInterfaceItemIdentifier) {
        self.identifier = identifier
        super.init()
    }
    var width: CGFloat = 100 { didSet { rec("width", width) } }
    var minWidth: CGFloat = 10 { didSet { rec("minWidth", minWidth) } }
    var maxWidth: CGFloat = 100000 { didSet { rec("maxWidth", maxWidth) } }
    var title = "" { didSet { rec("title", title) } }
    var isEditable = true { didSet { rec("isEditable", isEditable) } }
    var isHidden = false { didSet { rec("isHidden", isHidden) } }
    var headerToolTip: String? { didSet { rec("headerToolTip", headerToolTip) } }
    var resizingMask: NSTableColumn.ResizingOptions = [.autoresizingMask, .userResizingMask] {
        didSet { rec("resizingMask", resizingMask) }
    }
    lazy var headerCell = NSTableHeaderCell(column: self)
}

class NSTableCellView: NSView {
    weak var textField: NSTextField? { didSet { sbgenOutlet("textField", textField) } }
    weak var imageView: NSImageView? { didSet { sbgenOutlet("imageView", imageView) } }
}

enum NSBorderType { case noBorder, lineBorder, bezelBorder, grooveBorder }

extension NSBox {
    enum BoxType { case primary, separator, custom }
    enum TitlePosition { case noTitle, aboveTop, atTop, belowTop, aboveBottom, atBottom, belowBottom }
}

extension NSScrollView { enum Elasticity { case automatic, none, allowed } }

extension NSTableView {
    enum ColumnAutoresizingStyle {
        case noColumnAutoresizing, uniformColumnAutoresizingStyle, sequentialColumnAutoresizingStyle
        case reverseSequentialColumnAutoresizingStyle, lastColumnOnlyAutoresizingStyle
        case firstColumnOnlyAutoresizingStyle
    }
    enum Style { case automatic, fullWidth, inset, sourceList, plain }
    enum RowSizeStyle { case `default`, custom, small, medium, large }
    enum SelectionHighlightStyle { case none, regular, sourceList }
    struct GridLineStyle: OptionSet, SbgenCanonical {
        let rawValue: UInt
        static let solidVerticalGridLineMask = GridLineStyle(rawValue: 1)
        static let solidHorizontalGridLineMask = GridLineStyle(rawValue: 2)
        static let dashedHorizontalGridLineMask = GridLineStyle(rawValue: 8)
        var sbgenCanonical: String {
            sbgenOptionNames(
                rawValue,
                [
                    (1, "solidVerticalGridLineMask"), (2, "solidHorizontalGridLineMask"),
                    (8, "dashedHorizontalGridLineMask"),
                ])
        }
    }
}

extension NSTableColumn {
    struct ResizingOptions: OptionSet, SbgenCanonical {
        let rawValue: UInt
        static let autoresizingMask = ResizingOptions(rawValue: 1), userResizingMask = ResizingOptions(rawValue: 2)
        var sbgenCanonical: String { sbgenOptionNames(rawValue, [(1, "autoresizingMask"), (2, "userResizingMask")]) }
    }
}

// MARK: Sliders, steppers, progress indicators

class NSSlider: NSControl {
    var minValue: Double = 0 { didSet { rec("minValue", minValue) } }
    var maxValue: Double = 1 { didSet { rec("maxValue", maxValue) } }
    var numberOfTickMarks = 0 { didSet { rec("numberOfTickMarks", numberOfTickMarks) } }
    var allowsTickMarkValuesOnly = false { didSet { rec("allowsTickMarkValuesOnly", allowsTickMarkValuesOnly) } }
    var tickMarkPosition: NSSlider.TickMarkPosition = .below { didSet { rec("tickMarkPosition", tickMarkPosition) } }
    var sliderType: NSSlider.SliderType = .linear { didSet { rec("sliderType", sliderType) } }
}

class NSStepper: NSControl {
    var minValue: Double = 0 { didSet { rec("minValue", minValue) } }
    var maxValue: Double = 59 { didSet { rec("maxValue", maxValue) } }
    var increment: Double = 1 { didSet { rec("increment", increment) } }
    var valueWraps = true { didSet { rec("valueWraps", valueWraps) } }
    var autorepeat = true { didSet { rec("autorepeat", autorepeat) } }
}

class NSProgressIndicator: NSView {
    var minValue: Double = 0 { didSet { rec("minValue", minValue) } }
    var maxValue: Double = 100 { didSet { rec("maxValue", maxValue) } }
    var doubleValue: Double = 0 { didSet { rec("doubleValue", doubleValue) } }
    var style: NSProgressIndicator.Style = .bar { didSet { rec("style", style) } }
    var isIndeterminate = true { didSet { rec("isIndeterminate", isIndeterminate) } }
    var isBezeled = true { didSet { rec("isBezeled", isBezeled) } }
    var isDisplayedWhenStopped = true { didSet { rec("isDisplayedWhenStopped", isDisplayedWhenStopped) } }
    var controlSize: NSControl.ControlSize = .regular { didSet { rec("controlSize", controlSize) } }
}

extension NSSlider {
    enum TickMarkPosition { case below, above }
    enum SliderType { case linear, circular }
}

extension NSProgressIndicator { enum Style { case bar, spinning } }
