import Foundation

enum NSTextAlignment { case left, center, right, justified, natural }
enum NSLineBreakMode {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
enum UIBaselineAdjustment { case alignBaselines, alignCenters, none }
enum UISemanticContentAttribute { case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft }
enum UITextAutocapitalizationType { case none, words, sentences, allCharacters }
enum UITextAutocorrectionType { case `default`, no, yes }
enum UITextSpellCheckingType { case `default`, no, yes }
enum UITextSmartQuotesType { case `default`, no, yes }
enum UITextSmartDashesType { case `default`, no, yes }
enum UITextSmartInsertDeleteType { case `default`, no, yes }
enum UIKeyboardType {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}
enum UIKeyboardAppearance { case `default`, dark, light, alert }
enum UIReturnKeyType {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// `UITextContentType` (a struct of string constants in UIKit): recorded by member name.
struct UITextContentType: SbgenCanonical, Sendable {
    let sbgenCanonical: String
    static let name = Self(sbgenCanonical: "name")
    static let namePrefix = Self(sbgenCanonical: "namePrefix")
    static let givenName = Self(sbgenCanonical: "givenName")
    static let middleName = Self(sbgenCanonical: "middleName")
    static let familyName = Self(sbgenCanonical: "familyName")
    static let nameSuffix = Self(sbgenCanonical: "nameSuffix")
    static let nickname = Self(sbgenCanonical: "nickname")
    static let jobTitle = Self(sbgenCanonical: "jobTitle")
    static let organizationName = Self(sbgenCanonical: "organizationName")
    static let location = Self(sbgenCanonical: "location")
    static let fullStreetAddress = Self(sbgenCanonical: "fullStreetAddress")
    static let streetAddressLine1 = Self(sbgenCanonical: "streetAddressLine1")
    static let streetAddressLine2 = Self(sbgenCanonical: "streetAddressLine2")
    static let addressCity = Self(sbgenCanonical: "addressCity")
    static let addressState = Self(sbgenCanonical: "addressState")
    static let addressCityAndState = Self(sbgenCanonical: "addressCityAndState")
    static let sublocality = Self(sbgenCanonical: "sublocality")
    static let countryName = Self(sbgenCanonical: "countryName")
    static let postalCode = Self(sbgenCanonical: "postalCode")
    static let telephoneNumber = Self(sbgenCanonical: "telephoneNumber")
    static let emailAddress = Self(sbgenCanonical: "emailAddress")
    static let URL = Self(sbgenCanonical: "URL")
    static let creditCardNumber = Self(sbgenCanonical: "creditCardNumber")
    static let username = Self(sbgenCanonical: "username")
    static let password = Self(sbgenCanonical: "password")
    static let newPassword = Self(sbgenCanonical: "newPassword")
    static let oneTimeCode = Self(sbgenCanonical: "oneTimeCode")
    static let shipmentTrackingNumber = Self(sbgenCanonical: "shipmentTrackingNumber")
    static let flightNumber = Self(sbgenCanonical: "flightNumber")
    static let dateTime = Self(sbgenCanonical: "dateTime")
    static let birthdate = Self(sbgenCanonical: "birthdate")
    static let birthdateDay = Self(sbgenCanonical: "birthdateDay")
    static let birthdateMonth = Self(sbgenCanonical: "birthdateMonth")
    static let birthdateYear = Self(sbgenCanonical: "birthdateYear")
    static let creditCardSecurityCode = Self(sbgenCanonical: "creditCardSecurityCode")
    static let creditCardName = Self(sbgenCanonical: "creditCardName")
    static let creditCardGivenName = Self(sbgenCanonical: "creditCardGivenName")
    static let creditCardMiddleName = Self(sbgenCanonical: "creditCardMiddleName")
    static let creditCardFamilyName = Self(sbgenCanonical: "creditCardFamilyName")
    static let creditCardExpiration = Self(sbgenCanonical: "creditCardExpiration")
    static let creditCardExpirationMonth = Self(sbgenCanonical: "creditCardExpirationMonth")
    static let creditCardExpirationYear = Self(sbgenCanonical: "creditCardExpirationYear")
    static let creditCardType = Self(sbgenCanonical: "creditCardType")
}

/// `UIDataDetectorTypes` (UIDataDetectors.h): recorded by member names.
struct UIDataDetectorTypes: OptionSet, SbgenCanonical {
    let rawValue: Int
    static let names = [
        "phoneNumber", "link", "address", "calendarEvent", "shipmentTrackingNumber", "flightNumber",
        "lookupSuggestion", "money", "physicalValue",
    ]
    static func bit(_ name: String) -> UIDataDetectorTypes {
        UIDataDetectorTypes(rawValue: 1 << names.firstIndex(of: name)!)
    }
    static let phoneNumber = bit("phoneNumber"), link = bit("link"), address = bit("address")
    static let calendarEvent = bit("calendarEvent"), shipmentTrackingNumber = bit("shipmentTrackingNumber")
    static let flightNumber = bit("flightNumber"), lookupSuggestion = bit("lookupSuggestion")
    static let money = bit("money"), physicalValue = bit("physicalValue")
    var sbgenCanonical: String {
        sbgenOptionNames(rawValue, Self.names.enumerated().map { (1 << $0.offset, $0.element) })
    }
}

struct UIAccessibilityTraits: OptionSet, SbgenCanonical {
    let rawValue: Int
    static let names = [
        "none", "button", "link", "header", "searchField", "image", "selected", "playsSound", "keyboardKey",
        "staticText", "summaryElement", "notEnabled", "updatesFrequently", "startsMediaSession", "adjustable",
        "allowsDirectInteraction", "causesPageTurn", "tabBar",
    ]
    static func bit(_ name: String) -> UIAccessibilityTraits {
        UIAccessibilityTraits(rawValue: 1 << names.firstIndex(of: name)!)
    }
    static let none = bit("none"), button = bit("button"), link = bit("link"), header = bit("header")
    static let searchField = bit("searchField"), image = bit("image"), selected = bit("selected")
    static let playsSound = bit("playsSound"), keyboardKey = bit("keyboardKey"), staticText = bit("staticText")
    static let summaryElement = bit("summaryElement"), notEnabled = bit("notEnabled")
    static let updatesFrequently = bit("updatesFrequently"), startsMediaSession = bit("startsMediaSession")
    static let adjustable = bit("adjustable"), allowsDirectInteraction = bit("allowsDirectInteraction")
    static let causesPageTurn = bit("causesPageTurn"), tabBar = bit("tabBar")
    var sbgenCanonical: String {
        sbgenOptionNames(rawValue, Self.names.enumerated().map { (1 << $0.offset, $0.element) })
    }
}

enum UIControlStateName {
    static func name(_ state: UIControl.State) -> String {
        switch state.rawValue {
        case 0: "normal"
        case 1: "highlighted"
        case 2: "disabled"
        case 4: "selected"
        default: "state\(state.rawValue)"
        }
    }
}

extension UIView {
    enum ContentMode {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight
        case bottomLeft, bottomRight
    }
    struct AutoresizingMask: OptionSet, SbgenCanonical {
        let rawValue: Int
        static let flexibleLeftMargin = AutoresizingMask(rawValue: 1), flexibleWidth = AutoresizingMask(rawValue: 2)
        static let flexibleRightMargin = AutoresizingMask(rawValue: 4),
            flexibleTopMargin = AutoresizingMask(rawValue: 8)
        static let flexibleHeight = AutoresizingMask(rawValue: 16),
            flexibleBottomMargin = AutoresizingMask(rawValue: 32)
        var sbgenCanonical: String {
            sbgenOptionNames(
                rawValue,
                [
                    (1, "flexibleLeftMargin"), (2, "flexibleWidth"), (4, "flexibleRightMargin"),
                    (8, "flexibleTopMargin"),
                    (16, "flexibleHeight"), (32, "flexibleBottomMargin"),
                ])
        }
    }
}

extension UIControl {
    struct State: OptionSet, Sendable {
        let rawValue: Int
        static let normal = State([]), highlighted = State(rawValue: 1), disabled = State(rawValue: 2)
        static let selected = State(rawValue: 4)
    }
    struct Event: OptionSet, Sendable {
        let rawValue: Int
        static let names = [
            "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
            "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
            "menuActionTriggered", "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit",
        ]
        static func bit(_ name: String) -> Event { Event(rawValue: 1 << names.firstIndex(of: name)!) }
        static let touchDown = bit("touchDown"), touchDownRepeat = bit("touchDownRepeat")
        static let touchDragInside = bit("touchDragInside"), touchDragOutside = bit("touchDragOutside")
        static let touchDragEnter = bit("touchDragEnter"), touchDragExit = bit("touchDragExit")
        static let touchUpInside = bit("touchUpInside"), touchUpOutside = bit("touchUpOutside")
        static let touchCancel = bit("touchCancel"), valueChanged = bit("valueChanged")
        static let primaryActionTriggered = bit("primaryActionTriggered"),
            menuActionTriggered = bit("menuActionTriggered")
        static let editingDidBegin = bit("editingDidBegin"), editingChanged = bit("editingChanged")
        static let editingDidEnd = bit("editingDidEnd"), editingDidEndOnExit = bit("editingDidEndOnExit")
        static let allTouchEvents = Event(rawValue: 0x1FF), allEditingEvents = Event(rawValue: 0xF000)
        static let allEvents = Event(rawValue: 0xFFFF)
        var name: String {
            Self.names.enumerated().first { rawValue == 1 << $0.offset }?.element ?? "events\(rawValue)"
        }
    }
    enum ContentHorizontalAlignment { case center, left, right, fill, leading, trailing }
    enum ContentVerticalAlignment { case center, top, bottom, fill }
}

extension UIButton {
    enum ButtonType { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    enum Role { case normal, primary, cancel }
    struct Configuration {
        var style: String
        var title: String?
        var image: UIImage?
        var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        static func plain() -> Configuration { Configuration(style: "plain") }
        static func tinted() -> Configuration { Configuration(style: "tinted") }
        static func gray() -> Configuration { Configuration(style: "gray") }
        static func filled() -> Configuration { Configuration(style: "filled") }
        static func borderless() -> Configuration { Configuration(style: "borderless") }
        static func bordered() -> Configuration { Configuration(style: "bordered") }
        static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }
    }
}

extension UITextField {
    enum BorderStyle { case none, line, bezel, roundedRect }
    enum ViewMode { case never, whileEditing, unlessEditing, always }
}
extension UIScrollView {
    enum KeyboardDismissMode { case none, onDrag, interactive }
    enum IndicatorStyle { case `default`, black, white }
    enum ContentInsetAdjustmentBehavior { case automatic, scrollableAxes, never, always }
}
// `gray`, `white`, `whiteLarge`: deprecated in iOS 13, what code for older targets sets instead.
extension UIActivityIndicatorView { enum Style { case medium, large, gray, white, whiteLarge } }
extension UIProgressView { enum Style { case `default`, bar } }
extension UIDatePicker { enum Mode { case time, date, dateAndTime, countDownTimer } }
enum UIDatePickerStyle { case automatic, wheels, compact, inline }
extension UISearchBar { enum Style { case `default`, prominent, minimal } }
extension UIStackView {
    enum Distribution { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    enum Alignment { case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline }
}
extension UITableView { enum Style { case plain, grouped, insetGrouped } }
extension UITableViewCell {
    enum CellStyle { case `default`, value1, value2, subtitle }
    enum SeparatorStyle { case none, singleLine }
    enum SelectionStyle { case none, blue, gray, `default` }
    enum AccessoryType { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
}
extension UICollectionView { enum ScrollDirection { case vertical, horizontal } }
extension UINavigationItem { enum LargeTitleDisplayMode { case automatic, always, never, inline } }
extension UIBarButtonItem {
    enum SystemItem {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }
    /// As the iOS 26 SDK: `.done` is a deprecated alias of `.prominent`.
    enum Style {
        case plain, prominent
        static var done: Style { .prominent }
    }
}
extension UITabBarItem {
    enum SystemItem {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }
}
extension UISwipeGestureRecognizer {
    struct Direction: OptionSet, SbgenCanonical {
        let rawValue: Int
        static let right = Direction(rawValue: 1), left = Direction(rawValue: 2), up = Direction(rawValue: 4)
        static let down = Direction(rawValue: 8)
        var sbgenCanonical: String {
            [(1, "right"), (2, "left"), (4, "up"), (8, "down")].first { $0.0 == rawValue }?.1 ?? "\(rawValue)"
        }
    }
}
extension NSLayoutConstraint {
    enum Axis { case horizontal, vertical }
    enum Attribute {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins
        case centerYWithinMargins, notAnAttribute
    }
    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }
}

/// `UIRectEdge` (`edgesForExtendedLayout`): recorded by member names, sorted.
struct UIRectEdge: OptionSet, SbgenCanonical {
    let rawValue: Int
    static let top = UIRectEdge(rawValue: 1), left = UIRectEdge(rawValue: 2)
    static let bottom = UIRectEdge(rawValue: 4), right = UIRectEdge(rawValue: 8)
    static let all: UIRectEdge = [.top, .left, .bottom, .right]
    var sbgenCanonical: String { sbgenOptionNames(rawValue, [(1, "top"), (2, "left"), (4, "bottom"), (8, "right")]) }
}
