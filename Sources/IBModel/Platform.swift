/// The platform an IB document is for, from its `targetRuntime` attribute (or, in files old enough
/// to lack one, its document `type`).
public enum Platform: String, Sendable, Hashable, Codable, CaseIterable {
    /// `iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`.
    case iOS
    /// `AppleTV`.
    case tvOS
    /// `MacOSX.Cocoa`.
    case macOS
    /// `watchKit`.
    case watchOS

    /// The platform for a `targetRuntime` value and a document `type`; nil when neither names one.
    public init?(targetRuntime: String?, documentType: String?) {
        switch targetRuntime {
        case "iOS.CocoaTouch", "iOS.CocoaTouch.iPad": self = .iOS
        case "AppleTV": self = .tvOS
        case "MacOSX.Cocoa": self = .macOS
        case "watchKit": self = .watchOS
        default:
            guard let type = documentType else { return nil }
            if type.contains("AppleTV") {
                self = .tvOS
            } else if type.contains("WatchKit") {
                self = .watchOS
            } else if type.contains("CocoaTouch") {
                self = .iOS
            } else if type.contains("Cocoa") {
                self = .macOS
            } else {
                return nil
            }
        }
    }
}
