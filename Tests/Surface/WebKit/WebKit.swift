// WebKit stand-in. Not covered by the fact sheet: only the class and its configuration type exist
// here, with the initializers inherited from UIView / NSView plus `init(frame:configuration:)`.
#if SURFACE_IOS
    @_exported import UIKit
    public typealias _SurfacePlatformView = UIView
#else
    @_exported import AppKit
    public typealias _SurfacePlatformView = NSView
#endif

@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject {}

@preconcurrency @MainActor
open class WKWebView: _SurfacePlatformView {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { super.init(frame: frame) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
