import Foundation

// Enumerations print their case name (`String(describing:)`), as `MappedValue.canonical` does.

enum NSTextAlignment { case left, center, right, justified, natural }
enum NSLineBreakMode {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
enum NSImageScaling { case scaleProportionallyDown, scaleAxesIndependently, scaleNone, scaleProportionallyUpOrDown }
enum NSImageAlignment {
    case alignCenter, alignTop, alignTopLeft, alignTopRight, alignLeft, alignBottom, alignBottomLeft
    case alignBottomRight, alignRight
}
enum NSUserInterfaceLayoutOrientation { case horizontal, vertical }

extension NSView {
    struct AutoresizingMask: OptionSet, SbgenCanonical {
        let rawValue: UInt
        static let none = AutoresizingMask([])
        static let minXMargin = AutoresizingMask(rawValue: 1), width = AutoresizingMask(rawValue: 2)
        static let maxXMargin = AutoresizingMask(rawValue: 4), minYMargin = AutoresizingMask(rawValue: 8)
        static let height = AutoresizingMask(rawValue: 16), maxYMargin = AutoresizingMask(rawValue: 32)
        var sbgenCanonical: String {
            sbgenOptionNames(
                rawValue,
                [
                    (1, "minXMargin"), (2, "width"), (4, "maxXMargin"), (8, "minYMargin"), (16, "height"),
                    (32, "maxYMargin"),
                ])
        }
    }
}

extension NSControl {
    enum ControlSize { case regular, small, mini, large }
    enum ImagePosition { case noImage, imageOnly, imageLeft, imageRight, imageBelow, imageAbove, imageOverlaps }
    struct StateValue: Equatable, SbgenCanonical {
        let rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }
        static let mixed = StateValue(rawValue: -1), off = StateValue(rawValue: 0), on = StateValue(rawValue: 1)
        var sbgenCanonical: String { [-1: "mixed", 0: "off", 1: "on"][rawValue] ?? "\(rawValue)" }
    }
}

extension NSTextField { enum BezelStyle { case squareBezel, roundedBezel } }

extension NSButton {
    enum ButtonType {
        case momentaryLight, pushOnPushOff, toggle, `switch`, radio, momentaryChange, onOff, momentaryPushIn
        case accelerator, multiLevelAccelerator
    }
    enum BezelStyle {
        case automatic, push, flexiblePush, disclosure, circular, helpButton, smallSquare, toolbar
        case accessoryBarAction, accessoryBar, pushDisclosure, badge, shadowlessSquare, texturedSquare
    }
}

extension NSImageView { enum FrameStyle { case none, photo, grayBezel, groove, button } }

extension NSStackView {
    enum Distribution { case gravityAreas, fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
}

extension NSLayoutConstraint {
    enum Orientation { case horizontal, vertical }
    enum Attribute {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case notAnAttribute
    }
    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }
    struct Priority: SbgenCanonical, Equatable, Sendable {
        var rawValue: Float
        init(_ rawValue: Float) { self.rawValue = rawValue }
        init(rawValue: Float) { self.rawValue = rawValue }
        static let required = Priority(1000), defaultHigh = Priority(750), defaultLow = Priority(250)
        var sbgenCanonical: String { "\(rawValue)" }
        static func + (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue + rhs) }
        static func - (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue - rhs) }
    }
}
